// Array attributes (empty, nested, mixed; i64 integers and f64 floats inside arrays print without their type), type attributes, symbol references `@a`, `@"quoted sym"`, nested `@a::@b::@c`, quoted roots, `$`/`.` in bare symbols, `@"a"` printed bare.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      "foo.arr"() {a = [1, 2 : i32, 1.500000e+00, 2.000000e+00 : f32, true, -3, "s", @x, i32, unit, [0], [], {{.}}{{.}}{{.}}{{.}}], b = [], t = [i32, !foo.t, (i1) -> i1, tensor<?xf32>]} : () -> ()
// CHECK-NEXT: "foo.sym"() {a = @a, b = @"quoted sym", c = @a::@b::@c, d = @"x y"::@z, e = @_a.b$c, f = @a, g = @a::@"q r", h = @"1abc"} : () -> ()
// CHECK-NEXT: "foo.ty"() {a = i32, b = f32, c = index, d = none, e = !foo.x<1>, f = tuple<>, g = () -> ()} : () -> ()

"foo.arr"() {a = [1, 2 : i32, 1.5, 2.0 : f32, true, -3, "s", @x, i32, unit, [0], [], [[]]], b = [], t = [i32, !foo.t, (i1) -> i1, tensor<?xf32>]} : () -> ()
"foo.sym"() {a = @a, b = @"quoted sym", c = @a::@b::@c, d = @"x y"::@z, e = @_a.b$c, f = @"a", g = @a::@"q r", h = @"1abc"} : () -> ()
"foo.ty"() {a = i32, b = f32, c = index, d = none, e = !foo.x<1>, f = tuple<>, g = () -> ()} : () -> ()
