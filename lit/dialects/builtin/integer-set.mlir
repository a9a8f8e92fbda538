// Integer sets: each constraint is normalized to `e >= 0` (`a >= b` is
// `a - b >= 0`, `a <= b` is `b - a >= 0`) or `e == 0`, simplified as affine
// expressions are; no constraint at all is the set `0 == 0`. Sets print
// as aliases `#set`, `#set1`, ..., after the maps; `e` is `a` written
// another way.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + s0 - 1 >= 0, d0 - 4 == 0)>
// CHECK-NEXT: #set1 = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set2 = affine_set<(d0, d1) : (d0 * 2 - d1 >= 0, d0 mod 2 == 0, 1 >= 0)>

// CHECK-LABEL: func.func @sets()
// CHECK-NEXT:    "test.sets"() {a = #set, b = #set1, c = #map, d = #set2, e = #set} : () -> ()
func.func @sets() {
  "test.sets"() {a = affine_set<(i)[N] : (i >= N, i <= N - 1, i == 4)>,
                 b = affine_set<() : ()>,
                 c = affine_map<(i) -> (i + 1)>,
                 d = affine_set<(i, j) : (i * 2 >= j, i - (i floordiv 2) * 2 == 0, 3 >= 2)>,
                 e = affine_set<(x)[y] : (x - y >= 0, -x + (y - 1) >= 0, x - 4 == 0)>} : () -> ()
  return
}
