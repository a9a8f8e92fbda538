// IR properties: `--verify-properties` checks the properties a pass
// requires before it runs and those it produces after it. cse and
// symbol-dce produce theirs, so checking them after passes; a pass that
// requires a property the input lacks fails, naming the pass and the
// property, with a note at each violation, and prints nothing.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce,test-properties{requires=no-common-subexpressions,no-dead-symbols,verified})' --verify-properties=both %s | FileCheck %s --check-prefix=OK
// RUN: not strata-opt --pass-pipeline='builtin.module(test-properties{requires=no-common-subexpressions})' --verify-properties=before %s 2>&1 | FileCheck %s --check-prefix=CSE
// RUN: not strata-opt --pass-pipeline='builtin.module(test-properties{requires=no-dead-symbols})' --verify-properties=before %s 2>&1 | FileCheck %s --check-prefix=DCE
// RUN: not strata-opt --pass-pipeline='builtin.module(test-properties{produces=no-dead-symbols})' --verify-properties=after %s 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: strata-opt --pass-pipeline='builtin.module(test-properties{requires=no-dead-symbols})' --verify-properties=after %s | FileCheck %s --check-prefix=UNCHECKED
// RUN: not strata-opt --pass-pipeline='builtin.module(test-properties{requires=nonsense})' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// OK-LABEL: func.func @f
// OK-NOT: @dead

// CSE: error: pass 'test-properties' requires property 'no-common-subexpressions' (no pure op is equivalent to an op that dominates it), which does not hold before it runs: 2 violations
// CSE: properties.mlir:[[@LINE+20]]:8: note: 'arith.addi' op computes the same value as an op that dominates it
// CSE: properties.mlir:[[@LINE+18]]:8: note: the op that dominates it
// CSE: properties.mlir:[[@LINE+20]]:8: note: 'arith.muli' op computes the same value as an op that dominates it
// CSE-NOT: module

// DCE: error: pass 'test-properties' requires property 'no-dead-symbols' (every discardable symbol is referenced), which does not hold before it runs: 1 violation
// DCE: properties.mlir:[[@LINE+19]]:1: note: symbol @dead is not referenced by anything live

// AFTER: error: pass 'test-properties' produces property 'no-dead-symbols' (every discardable symbol is referenced), which does not hold after it ran: 1 violation

// With checks after passes only, what a pass requires is not checked.
// UNCHECKED: func.func private @dead

// UNKNOWN: error: 'nonsense' is not an IR property

// The second addi repeats the first; the second muli repeats the first
// once the addi is replaced. The addi results are used, so they are not
// dead.
func.func @f(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.muli %1, %1 : i32
  return %2, %3, %1 : i32, i32, i32
}
func.func private @dead() {
  return
}
