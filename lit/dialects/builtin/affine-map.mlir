// Affine maps as attributes and memref layouts. The parser builds each
// expression through MLIR's simplifying constructors, so the text prints
// as mlir-opt-22 prints it: constants fold (unless the sum or product
// overflows i64), constants and symbolic terms move right, two dimension
// or symbol operands of `+` and `*` are ordered, `e * c1 + e * c2` merges,
// `e - (e floordiv c) * c` is `e mod c`, and divisions and remainders of
// multiples simplify. Every map prints once, as an alias (`#map`, `#map1`,
// ... in the order the printer first meets them), and an identity layout
// is dropped from its memref.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// The layouts come first (the signature prints before the attributes); the
// identity maps are gone, and so is the second spelling of #map.
// CHECK:      #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// Renamed identifiers print as d<i> and s<i>; `1 + i * 2` is `d0 * 2 + 1`.
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 2 + 1, d1)>
// CHECK-NEXT: #map3 = affine_map<() -> ()>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (0, 7, s0)>
// Folding: 5 + 3, 2 * 2, 100 floordiv 32, -5 floordiv 3, -5 mod 3, 10 ceildiv 3,
// 7 floordiv -2; past i64 the sum and the product stay.
// CHECK-NEXT: #map5 = affine_map<() -> (8, 4, 3, -2, 1, 4, -4, 9223372036854775807 + 1, 4611686018427387904 * 2)>
// Ordering: constants right, symbols after dimensions, d1 + d0 is d0 + d1,
// and negation prints as `-`, subtraction of a product as `-`.
// CHECK-NEXT: #map6 = affine_map<(d0, d1)[s0, s1] -> (d0 + 4, d0 + s0, d0 + d1, s0 * s1, -d0, d0 - d1, d0 - d1 * 3, -d0 + 5, -(d0 + d1))>
// Merging and cancelling: 2*d0 + 3*d0, d0 - d0, (d0 + 2) + 3, (d0 + 2) + d1.
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0 * 5, 0, d0 + 5, d0 + d1 + 2)>
// Divisions of multiples: (d0 * 128) floordiv 64, (d0 * 8 + d1 * 4) floordiv 4,
// (d0 * 6) ceildiv 3, (d0 * 4 + 8) mod 4, (d0 mod 35) mod 5, d0 floordiv 1;
// not a multiple: (d0 * 6) floordiv 4; undefined: d0 mod 0, d0 mod -2.
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d0 * 2, d0 * 2 + d1, d0 * 2, 0, d0 mod 5, d0, (d0 * 6) floordiv 4, d0 mod 0, d0 mod -2)>
// Modulo from floordiv: d0 - (d0 floordiv 4) * 4, with a symbolic divisor,
// inside a sum (s0 + s1) - ..., and not for a negative divisor.
// CHECK-NEXT: #map9 = affine_map<(d0)[s0, s1] -> (d0 mod 4, d0 mod s0, s0 + s1 mod 4, d0 + (d0 floordiv -4) * 4)>
// Parentheses as MLIR places them.
// CHECK-NEXT: #map10 = affine_map<(d0)[s0] -> ((d0 + 1) * 4, (d0 * 5) floordiv 4, (-s0) floordiv 4, d0 * 16 - (d0 + 1) + 15, (d0 floordiv 2) * -2 + d0)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1)[s0, s1] -> (-d0 + s0 floordiv 2, -d1 + s1 mod 3)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> (d0 * 2)>

// CHECK-LABEL: func.func @layouts(
// CHECK-SAME:    %arg0: memref<4x4xf32, #map>, %arg1: memref<4x4xf32, #map>,
// CHECK-SAME:    %arg2: memref<4x4xf32>, %arg3: memref<4x4xf32, 1>,
// CHECK-SAME:    %arg4: memref<8x?xi8, #map1, 2>)
func.func @layouts(%arg0: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>,
                   %arg1: memref<4x4xf32, affine_map<(i, j) -> (j, i)>>,
                   %arg2: memref<4x4xf32, affine_map<(i, j) -> (i, j)>>,
                   %arg3: memref<4x4xf32, affine_map<(i, j)[s0] -> (i, j)>, 1>,
                   %arg4: memref<8x?xi8, affine_map<(i, j)[stride] -> (i * stride + j)>, 2>) {
  return
}

// CHECK-LABEL: func.func @attributes()
// CHECK-NEXT:    "test.maps"() {a = #map2, b = #map3, c = #map4, d = #map} : () -> ()
// CHECK-NEXT:    "test.folds"() {a = #map5} : () -> ()
// CHECK-NEXT:    "test.order"() {a = #map6} : () -> ()
// CHECK-NEXT:    "test.merge"() {a = #map7} : () -> ()
// CHECK-NEXT:    "test.divide"() {a = #map8} : () -> ()
// CHECK-NEXT:    "test.mod"() {a = #map9} : () -> ()
// CHECK-NEXT:    "test.parens"() {a = #map10} : () -> ()
// CHECK-NEXT:    "test.keywords"() {a = #map11} : () -> ()
func.func @attributes() {
  "test.maps"() {a = affine_map<(i, j) -> (1 + i * 2, j)>, b = affine_map<() -> ()>,
                 c = affine_map<()[N] -> (0, 0x7, N)>, d = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
  "test.folds"() {a = affine_map<() -> (5 + 3, 2 * 2, 100 floordiv 32, -5 floordiv 3, -5 mod 3,
                                         10 ceildiv 3, 7 floordiv -2, 9223372036854775807 + 1,
                                         4611686018427387904 * 2)>} : () -> ()
  "test.order"() {a = affine_map<(d0, d1)[s0, s1] -> (4 + d0, s0 + d0, d1 + d0, s1 * s0, -d0,
                                                      d0 - d1, d0 - 3 * d1, 5 - d0, -(d0 + d1))>} : () -> ()
  "test.merge"() {a = affine_map<(d0, d1) -> (2 * d0 + 3 * d0, d0 - d0, (d0 + 2) + 3, (d0 + 2) + d1)>} : () -> ()
  "test.divide"() {a = affine_map<(d0, d1) -> ((d0 * 128) floordiv 64, (d0 * 8 + d1 * 4) floordiv 4,
                                               (d0 * 6) ceildiv 3, (d0 * 4 + 8) mod 4, (d0 mod 35) mod 5,
                                               d0 floordiv 1, (d0 * 6) floordiv 4, d0 mod 0,
                                               d0 mod -2)>} : () -> ()
  "test.mod"() {a = affine_map<(d0)[s0, s1] -> (d0 - (d0 floordiv 4) * 4, d0 - (d0 floordiv s0) * s0,
                                                (s0 + s1) - (s1 floordiv 4) * 4,
                                                d0 + (d0 floordiv -4) * 4)>} : () -> ()
  "test.parens"() {a = affine_map<(d0)[s0] -> ((d0 + 1) * 4, d0 * 5 floordiv 4, -s0 floordiv 4,
                                               16 * d0 + ((d0 + 1) * -1) + 15,
                                               (d0 floordiv 2) * -2 + d0)>} : () -> ()
  // Keywords and type names are identifiers here.
  "test.keywords"() {a = affine_map<(i32, f32)[mod, floordiv] -> (mod floordiv 2 - i32, floordiv mod 3 - f32)>} : () -> ()
  return
}

// Memory spaces of every supported kind, after a layout or alone.
// CHECK-LABEL: func.func private @spaces(
// CHECK-SAME:    memref<4xf32, #map12, "fast">, memref<*xf32, {kind = 1 : i64}>, memref<4xf32, #arith.fastmath<fast>>)
func.func private @spaces(memref<4xf32, affine_map<(d0) -> (d0 * 2)>, "fast">, memref<*xf32, {kind = 1}>, memref<4xf32, #arith.fastmath<fast>>)
