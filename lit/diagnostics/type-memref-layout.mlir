// Parser: the attributes after a memref's element type are layouts
// (affine maps, strided layouts) and then at most one memory space: a
// map's dimensions must match the rank, an unranked memref has no layout,
// a layout may not follow the memory space, there is one memory space, and
// it is an integer, a string, a dictionary or another dialect's attribute.
// MLIR's messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"t.a"() {a = memref<4xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 0}}
func.func private @f(memref<4x4xf32, affine_map<() -> ()>>)

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"t.a"() {a = memref<*xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"t.a"() {a = memref<*xf32, strided<[1]>>} : () -> ()

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
"t.a"() {a = memref<4xf32, 1, affine_map<(d0) -> (d0 + 1)>>} : () -> ()

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"t.a"() {a = memref<4xf32, 1, 2>} : () -> ()

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"t.a"() {a = memref<4xf32, affine_map<(d0) -> (d0 + 1)>, "fast", 2>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"t.a"() {a = memref<4xf32, affine_set<(d0) : (d0 >= 0)>>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"t.a"() {a = memref<4xf32, [1]>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"t.a"() {a = memref<*xf32, unit>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
"t.a"() {a = memref<4xf32 1>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or '>'}}
"t.a"() {a = memref<4xf32, 1 2>} : () -> ()

// -----

// An attribute of an unknown dialect is an opaque builtin attribute, which
// is no memory space.
// expected-error @+1 {{unsupported memory space Attribute}}
"t.a"() {a = memref<4xf32, #foo.space>} : () -> ()
