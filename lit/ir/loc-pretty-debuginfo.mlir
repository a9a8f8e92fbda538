// --mlir-pretty-debuginfo, as mlir-opt-22 prints it: no `loc(...)`, file
// names unquoted, `[unknown]`, fused locations without the keyword, a call
// site's caller on a line of its own (` at `), op and argument locations
// written out while the locations nested in them use `#loc` aliases, and
// the alias definitions in the same form.
// RUN: strata-opt --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s
// RUN: strata-opt --mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=OFF

// CHECK:      #[[ARG:loc[0-9]*]] = arg.mlir:1:2
// CHECK:      func.func @f(%a: i32 arg.mlir:1:2) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %a, %a : i32 [unknown]
// CHECK-NEXT:   %1 = arith.addi %0, %a : i32 "named"(#[[INNER:loc[0-9]*]])
// CHECK-NEXT:   %2 = arith.addi %1, %a : i32 [#[[X:loc[0-9]*]], #[[Y:loc[0-9]*]]]
// CHECK-NEXT:   %3 = arith.addi %2, %a : i32 #[[CALLEE:loc[0-9]*]]
// CHECK-NEXT:  at #[[CALLER:loc[0-9]*]]
// CHECK-NEXT:   %4 = arith.addi %3, %a : i32 "nameonly"
// CHECK-NEXT:   %5 = arith.addi %4, %a : i32 alias.mlir:9:9
// CHECK-NEXT:   %6 = arith.addi %5, %a : i32 <"meta">[#{{loc[0-9]*}}]
// CHECK-NEXT:   %7 = arith.addi %6, %a : i32 r.mlir:1:2 to 3:4
// CHECK:      #[[INNER]] = inner.mlir:4:5
// CHECK-NEXT: #[[X]] = x.mlir:1:1
// CHECK-NEXT: #[[Y]] = y.mlir:2:2
// CHECK-NEXT: #[[CALLEE]] = callee.mlir:1:1
// CHECK-NEXT: #[[CALLER]] = caller.mlir:2:2

// Without --mlir-print-debuginfo there are no locations to print.
// OFF-NOT:    arg.mlir
// OFF:        %0 = arith.addi %a, %a : i32{{$}}

#a = loc("alias.mlir":9:9)
func.func @f(%a: i32 loc("arg.mlir":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %0, %a : i32 loc("named"("inner.mlir":4:5))
  %2 = arith.addi %1, %a : i32 loc(fused["x.mlir":1:1, "y.mlir":2:2])
  %3 = arith.addi %2, %a : i32 loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  %4 = arith.addi %3, %a : i32 loc("nameonly")
  %5 = arith.addi %4, %a : i32 loc(#a)
  %6 = arith.addi %5, %a : i32 loc(fused<"meta">["z.mlir":3:3])
  %7 = arith.addi %6, %a : i32 loc("r.mlir":1:2 to 3:4)
  return %7 : i32
}
