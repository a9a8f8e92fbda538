// The conversions and the extended ops run: uitofp and index_castui read
// the integer unsigned (i32 -1 is 4294967295), fptoui truncates toward
// zero (and gives poison out of range), truncf rounds by its rounding mode
// (0.1 rounds up to the nearest f32, 0.100000001490116..., and down to
// 0.099999994...), extf is exact; addui_extended's carry, and the high
// halves of the signed and unsigned products. Canonicalized programs give
// the same.
// RUN: strata-run %s --entry conversions -- -1 0.1 | FileCheck %s --check-prefix=TENTH
// RUN: strata-run %s --entry conversions --pass-pipeline='builtin.module(canonicalize)' -- -1 0.1 | FileCheck %s --check-prefix=TENTH
// RUN: not strata-run %s --entry conversions 7 300.5 2>&1 | FileCheck %s --check-prefix=LARGE
// RUN: strata-run %s --entry extended -- -1 7 | FileCheck %s --check-prefix=EXTENDED
// RUN: strata-run %s --entry extended_constants | FileCheck %s --check-prefix=EXTENDED
// RUN: strata-run %s --entry extended_constants --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=EXTENDED

// -1 as unsigned; 0.1 to i8 is 0; to f32 nearest and upward 0.1,
// downward the float below; extended back to f64 exactly.
// TENTH: {{^}}4294967295.0{{$}}
// TENTH-NEXT: {{^}}0{{$}}
// TENTH-NEXT: {{^}}0.1{{$}}
// TENTH-NEXT: {{^}}0.1{{$}}
// TENTH-NEXT: {{^}}0.099999994{{$}}
// TENTH-NEXT: {{^}}0.10000000149011612{{$}}
// TENTH-NEXT: {{^}}4294967295{{$}}
// 300.5 does not fit in i8: fptoui's result is poison, which a function
// may not return.
// LARGE: error: poison value returned as result #1 of '@conversions'
func.func @conversions(%x: i32, %f: f64) -> (f64, i8, f32, f32, f32, f64, index) {
  %0 = arith.uitofp %x : i32 to f64
  %1 = arith.fptoui %f : f64 to i8
  %2 = arith.truncf %f : f64 to f32
  %3 = arith.truncf %f upward : f64 to f32
  %4 = arith.truncf %f downward : f64 to f32
  %5 = arith.extf %2 : f32 to f64
  %6 = arith.index_castui %x : i32 to index
  return %0, %1, %2, %3, %4, %5, %6 : f64, i8, f32, f32, f32, f64, index
}

// (2^32 - 1) + 7 = 6 carry 1; -1 * 7 = -7 high -1 signed; as unsigned
// (2^32 - 1) * 7 = 6 * 2^32 + (2^32 - 7).
// EXTENDED: {{^}}6{{$}}
// EXTENDED-NEXT: {{^}}1{{$}}
// EXTENDED-NEXT: {{^}}-7{{$}}
// EXTENDED-NEXT: {{^}}-1{{$}}
// EXTENDED-NEXT: {{^}}-7{{$}}
// EXTENDED-NEXT: {{^}}6{{$}}
func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %ulow, %uhigh = arith.mului_extended %a, %b : i32
  return %sum, %carry, %low, %high, %ulow, %uhigh : i32, i1, i32, i32, i32, i32
}

func.func @extended_constants() -> (i32, i1, i32, i32, i32, i32) {
  %a = arith.constant -1 : i32
  %b = arith.constant 7 : i32
  %r:6 = func.call @extended(%a, %b) : (i32, i32) -> (i32, i1, i32, i32, i32, i32)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : i32, i1, i32, i32, i32, i32
}
