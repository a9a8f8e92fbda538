// The probe of tests/pattern_order.rs: one op of each kind that has
// canonicalization patterns, where none of them applies, so
// mlir-opt-22 --canonicalize tries every pattern of each op and changes
// nothing.
func.func private @g(i32) -> i32
func.func @arith(%a: i32, %b: i32, %c: i1, %d: i1, %x: f32, %y: f32, %h: f64, %w: i64, %i: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.xori %a, %b : i32
  %4 = arith.andi %a, %b : i32
  %5 = arith.ori %a, %b : i32
  %6 = arith.cmpi slt, %a, %b : i32
  %7 = arith.cmpf olt, %x, %y : f32
  %8 = arith.index_cast %a : i32 to index
  %9 = arith.index_castui %a : i32 to index
  %10 = arith.bitcast %a : i32 to f32
  %11 = arith.extsi %a : i32 to i64
  %12 = arith.extui %a : i32 to i64
  %13 = arith.trunci %w : i64 to i32
  %14 = arith.truncf %h : f64 to f32
  %15 = arith.select %c, %a, %b : i32
  %16 = arith.mulf %x, %y : f32
  %17 = arith.divf %x, %y : f32
  %18:2 = arith.addui_extended %a, %b : i32, i1
  %19:2 = arith.mulsi_extended %a, %b : i32
  %20:2 = arith.mului_extended %a, %b : i32
  %21 = arith.extf %x : f32 to f64
  %22 = arith.sitofp %a : i32 to f32
  %23 = arith.uitofp %a : i32 to f32
  %24 = arith.fptosi %x : f32 to i32
  %25 = arith.fptoui %x : f32 to i32
  %26 = arith.shrsi %a, %b : i32
  %27 = arith.shrui %a, %b : i32
  %28 = arith.shli %a, %b : i32
  %29 = arith.negf %x : f32
  %30 = arith.addf %x, %y : f32
  %31 = arith.subf %x, %y : f32
  %32 = arith.maxsi %a, %b : i32
  %33 = arith.minui %a, %b : i32
  %34 = arith.divsi %a, %b : i32
  %35 = arith.remui %a, %b : i32
  %36 = arith.ceildivsi %a, %b : i32
  %37 = arith.floordivsi %a, %b : i32
  %38 = arith.maximumf %x, %y : f32
  %39 = arith.remf %x, %y : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18#0, %18#1, %19#0, %19#1, %20#0, %20#1, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39) : (i32, i32, i32, i32, i32, i32, i1, i1, index, index, f32, i64, i64, i32, f32, i32, f32, f32, i32, i1, i32, i32, i32, i32, f64, f32, f32, i32, i32, i32, i32, i32, f32, f32, f32, i32, i32, i32, i32, i32, i32, f32, f32) -> ()
  return
}
func.func @scf(%a: i32, %b: i32, %c: i1, %d: i1, %lb: index, %ub: index, %st: index, %fp: (i32) -> i32) -> (i32, i32, i32, i32, i64, i32) {
  %r = scf.if %c -> i32 {
    %e = scf.execute_region -> i32 {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      %q = func.call @g(%a) : (i32) -> i32
      scf.yield %q : i32
    ^bb2:
      scf.yield %b : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %b : i32
  }
  %f = scf.for %iv = %lb to %ub step %st iter_args(%acc = %a) -> i32 {
    %z = func.call @g(%acc) : (i32) -> i32
    scf.yield %z : i32
  }
  %wr = scf.while (%arg = %a) : (i32) -> i32 {
    %k = arith.cmpi slt, %arg, %b : i32
    scf.condition(%k) %arg : i32
  } do {
  ^bb0(%y: i32):
    %z = func.call @g(%y) : (i32) -> i32
    scf.yield %z : i32
  }
  %sw = scf.index_switch %lb -> i32
  case 1 {
    %q = func.call @g(%a) : (i32) -> i32
    scf.yield %q : i32
  }
  default {
    scf.yield %b : i32
  }
  %pr = scf.parallel (%pi) = (%lb) to (%ub) step (%st) init (%a) -> i32 {
    %pv = func.call @g(%a) : (i32) -> i32
    scf.reduce(%pv : i32) {
    ^bb0(%pl: i32, %pr2: i32):
      %ps = arith.addi %pl, %pr2 : i32
      scf.reduce.return %ps : i32
    }
  }
  scf.forall (%fi) = (%lb) to (%ub) step (%st) {
    "test.use"(%fi) : (index) -> ()
  }
  %ci = func.call_indirect %fp(%pr) : (i32) -> i32
  %u = builtin.unrealized_conversion_cast %a : i32 to i64
  return %r, %f, %wr, %ci, %u, %sw : i32, i32, i32, i32, i64, i32
}
func.func @cf(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  cf.assert %c, "x"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.switch %a : i32, [default: ^bb2(%x : i32), 1: ^bb3(%b : i32)]
^bb2(%y: i32):
  "test.use"(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  "test.use"(%z) : (i32) -> ()
  cf.cond_br %d, ^bb1(%z : i32), ^bb4
^bb4:
  return %z : i32
}
