// cse and side effects: calls and ops that do not say what they do are
// never replaced or erased; terminators are left alone; one-block graph
// regions (the module body) are walked, replacing only uses already seen.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --cse %s | FileCheck %s

func.func private @effect() -> i32

// CHECK-LABEL: func.func @calls
func.func @calls() -> (i32, i32) {
  // CHECK: call @effect
  // CHECK-NEXT: call @effect
  %0 = func.call @effect() : () -> i32
  %1 = func.call @effect() : () -> i32
  return %0, %1 : i32, i32
}

// -----

func.func private @effect() -> i32

// An unused call is not dead: it may have effects.
// CHECK-LABEL: func.func @unused_call
func.func @unused_call() {
  // CHECK-NEXT: call @effect
  %0 = func.call @effect() : () -> i32
  return
}

// -----

// CHECK-LABEL: func.func @unregistered
func.func @unregistered() -> (i32, i32) {
  // CHECK: "u.op"() : () -> i32
  // CHECK-NEXT: "u.op"() : () -> i32
  %0 = "u.op"() : () -> i32
  %1 = "u.op"() : () -> i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @unregistered_unused
func.func @unregistered_unused() {
  // CHECK-NEXT: "u.op"
  %0 = "u.op"() : () -> i32
  return
}

// -----

// Pure ops around an effectful one are still replaced.
func.func private @effect() -> i32

// CHECK-LABEL: func.func @around_a_call
func.func @around_a_call(%a: i32) -> (i32, i32) {
  // CHECK: %[[X:.+]] = arith.addi
  // CHECK-NEXT: call @effect
  // CHECK-NEXT: return %[[X]], %[[X]]
  %0 = arith.addi %a, %a : i32
  %e = func.call @effect() : () -> i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}

// -----

// A one-block graph region (the module's body): equal ops are replaced.
// CHECK-LABEL: module
// CHECK-NEXT: %[[X:.+]] = arith.constant 11 : i32
// CHECK-NEXT: "u.use"(%[[X]], %[[X]])
%g0 = arith.constant 11 : i32
%g1 = arith.constant 11 : i32
"u.use"(%g0, %g1) : (i32, i32) -> ()

// -----

// In a graph region a use may come before its definition: the later op is
// only replaced in the uses already walked.
// CHECK-LABEL: module
"u.use"(%h1) : (i32) -> ()
%h0 = arith.constant 12 : i32
%h1 = arith.constant 12 : i32
"u.use"(%h0, %h1) : (i32, i32) -> ()

// -----

// Ops in the module body (a graph region) are walked too.
// CHECK-LABEL: module
// CHECK: "u.consume"(%[[C:.+]], %[[C]])
%c0 = "u.constant"() : () -> i32
"u.consume"(%c0, %c0) : (i32, i32) -> ()

// -----

// An unregistered op might be isolated from above: its region is walked
// with a table of its own.
// CHECK-LABEL: func.func @constant_in_nested_unregistered
func.func @constant_in_nested_unregistered() -> i32 {
  // CHECK: %[[C:.+]] = arith.constant 4
  // CHECK: "u.region"() ({
  // CHECK-NEXT: %[[D:.+]] = arith.constant 4
  // CHECK-NEXT: "u.use"(%[[D]])
  %0 = arith.constant 4 : i32
  "u.region"() ({
    %1 = arith.constant 4 : i32
    "u.use"(%1) : (i32) -> ()
  }) : () -> ()
  return %0 : i32
}

// -----

// Divisions have no memory effects (they are only not speculatable, as
// they are undefined on a zero divisor): unused ones are erased, also
// inside an unused scf.if, whose effects are those of its body; equal
// ones are merged.
// CHECK-LABEL: func.func @divisions
func.func @divisions(%a: i32, %b: i32, %c: i1) -> i32 {
  // CHECK-NEXT: %[[Q:.+]] = arith.divsi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: %[[S:.+]] = arith.addi %[[Q]], %[[Q]] : i32
  // CHECK-NEXT: return %[[S]] : i32
  %unused = arith.divui %a, %b : i32
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %d = arith.divsi %a, %b : i32
    scf.yield %d : i32
  }
  %q1 = arith.divsi %a, %b : i32
  %q2 = arith.divsi %a, %b : i32
  %s = arith.addi %q1, %q2 : i32
  return %s : i32
}
