// Dictionary attributes: keys sorted by their bytes (quoted keys by their contents: `A` < `_u` < `a b`), bare keys are unit and print bare, `= unit` prints bare, nested dictionaries, empty dict, dict-valued attributes.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      "foo.d"() {A = 0 : i64, _u, "a b" = 2 : i64, "quoted key" = 1 : i64, r = tensor<4xf32>, s = (i32) -> i32, t = !foo.x,
// CHECK-SAME: u = i32, v = {}, w = [], x = {a = {c = [1, "x", [], {}], d}, b = 1 : i64}, y, z}
// CHECK-SAME: : () -> ()
// CHECK-NEXT: "foo.sorted"() {a, a.b = 1 : i64, a0, b = [unit], dialect.attr = "v"} : () -> ()

"foo.d"() {z = unit, y, x = {b = 1, a = {d, c = [1, "x", [], {}]}}, w = [], v = {}, "quoted key" = 1, "a b" = 2, u = i32, t = !foo.x, s = (i32) -> i32, r = tensor<4xf32>, _u, A = 0} : () -> ()
"foo.sorted"() {dialect.attr = "v", a0, b = [unit], a.b = 1, a} : () -> ()
