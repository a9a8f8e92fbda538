//! The integer binary ops (MLIR's `Arith_IntBinaryOp` family): `addi`,
//! `subi`, `muli`, `shli` with overflow flags; `divsi`, `divui`, `shrsi`,
//! `shrui` with the `exact` flag; `remsi`, `remui`, `andi`, `ori`, `xori`,
//! `maxsi`, `minsi`, `maxui`, `minui`, `ceildivsi`, `ceildivui`,
//! `floordivsi` without flags. Each takes two operands of one
//! signless-integer-like type (integers, `index`, vectors or tensors of
//! them) and returns that type.

use strata_interfaces::arithmetic::{BinaryOp, OperandPair};
use strata_interfaces::{MemoryEffectOpInterface, NoMemoryEffect};
use strata_ir::{Attribute, Value};
use strata_macros::op;

use crate::attributes::{EXACT_ATTR, OVERFLOW_FLAGS_ATTR, overflow_none};
use crate::constraints::SIGNLESS_INTEGER_LIKE;
use crate::fold::{
    fold_addi, fold_andi, fold_ceildivsi, fold_ceildivui, fold_divsi, fold_divui, fold_floordivsi,
    fold_maxsi, fold_maxui, fold_minsi, fold_minui, fold_muli, fold_ori, fold_remsi, fold_remui,
    fold_shli, fold_shrsi, fold_shrui, fold_subi, fold_xori,
};

/// An integer binary op with `overflow<...>` flags.
macro_rules! overflow_op {
    ($(#[doc = $doc:tt])* $ident:ident, $name:tt, traits($($t:ident),*), fold = $fold:ident) => {
        $(#[doc = $doc])*
        #[op(
            name = $name,
            traits($($t,)* SameOperandsAndResultType),
            interfaces(BinaryOp = OperandPair),
            format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            fold = $fold,
            fold_in_place = crate::fold::in_place::fold_in_place
        )]
        pub struct $ident {
            /// The left operand.
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            /// The right operand.
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            /// `nsw` / `nuw`: the result is poison on signed / unsigned wrap.
            #[attr(OVERFLOW_FLAGS_ATTR, name = "overflowFlags", default = overflow_none)]
            overflow_flags: Option<Attribute>,
            /// The result.
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

/// An integer binary op with the `exact` flag.
macro_rules! exact_op {
    ($(#[doc = $doc:tt])* $ident:ident, $name:tt, traits($($t:ident),*),
     $(interfaces($($interface:ident = $implementation:ident),*),)? fold = $fold:ident) => {
        $(#[doc = $doc])*
        #[op(
            name = $name,
            traits($($t,)* SameOperandsAndResultType),
            interfaces(BinaryOp = OperandPair $($(, $interface = $implementation)*)?),
            format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            fold = $fold,
            fold_in_place = crate::fold::in_place::fold_in_place
        )]
        pub struct $ident {
            /// The left operand.
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            /// The right operand.
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            /// `exact`: the result is poison if bits are lost.
            #[attr(EXACT_ATTR, name = "isExact")]
            is_exact: Option<Attribute>,
            /// The result.
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

/// An integer binary op without flags.
macro_rules! plain_op {
    ($(#[doc = $doc:tt])* $ident:ident, $name:tt, traits($($t:ident),*),
     $(interfaces($($interface:ident = $implementation:ident),*),)? fold = $fold:ident) => {
        $(#[doc = $doc])*
        #[op(
            name = $name,
            traits($($t,)* SameOperandsAndResultType),
            interfaces(BinaryOp = OperandPair $($(, $interface = $implementation)*)?),
            format = "$lhs `,` $rhs attr-dict `:` type($result)",
            fold = $fold,
            fold_in_place = crate::fold::in_place::fold_in_place
        )]
        pub struct $ident {
            /// The left operand.
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            /// The right operand.
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            /// The result.
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

overflow_op! {
    /// Integer addition, wrapping: `%r = arith.addi %a, %b overflow<nsw> : i32`.
    AddIOp, "arith.addi", traits(Pure, Commutative), fold = fold_addi
}

overflow_op! {
    /// Integer subtraction, wrapping: `%r = arith.subi %a, %b : i32`.
    SubIOp, "arith.subi", traits(Pure), fold = fold_subi
}

overflow_op! {
    /// Integer multiplication, wrapping: `%r = arith.muli %a, %b : index`.
    MulIOp, "arith.muli", traits(Pure, Commutative), fold = fold_muli
}

overflow_op! {
    /// Shift left: `%r = arith.shli %a, %b overflow<nuw> : i32` (poison when
    /// shifting by the width or more).
    ShLIOp, "arith.shli", traits(Pure), fold = fold_shli
}

exact_op! {
    /// Signed division, rounding toward zero: `%r = arith.divsi %a, %b : i32`.
    /// Not pure: division by zero and `INT_MIN / -1` are undefined, so it
    /// has no effects (an unused one is erased) but is not speculatable.
    DivSIOp, "arith.divsi", traits(),
    interfaces(MemoryEffectOpInterface = NoMemoryEffect), fold = fold_divsi
}

exact_op! {
    /// Unsigned division: `%r = arith.divui %a, %b exact : i32`. Not pure:
    /// division by zero is undefined. No effects, as for `divsi`.
    DivUIOp, "arith.divui", traits(),
    interfaces(MemoryEffectOpInterface = NoMemoryEffect), fold = fold_divui
}

exact_op! {
    /// Arithmetic shift right: `%r = arith.shrsi %a, %b : i32`.
    ShRSIOp, "arith.shrsi", traits(Pure), fold = fold_shrsi
}

exact_op! {
    /// Logical shift right: `%r = arith.shrui %a, %b : i32`.
    ShRUIOp, "arith.shrui", traits(Pure), fold = fold_shrui
}

plain_op! {
    /// Signed remainder, with the sign of the dividend:
    /// `%r = arith.remsi %a, %b : i32`.
    RemSIOp, "arith.remsi", traits(Pure), fold = fold_remsi
}

plain_op! {
    /// Unsigned remainder: `%r = arith.remui %a, %b : i32`.
    RemUIOp, "arith.remui", traits(Pure), fold = fold_remui
}

plain_op! {
    /// Bitwise and: `%r = arith.andi %a, %b : i1`.
    AndIOp, "arith.andi", traits(Pure, Commutative), fold = fold_andi
}

plain_op! {
    /// Bitwise or: `%r = arith.ori %a, %b : i32`.
    OrIOp, "arith.ori", traits(Pure, Commutative), fold = fold_ori
}

plain_op! {
    /// Bitwise exclusive or: `%r = arith.xori %a, %b : i32`.
    XOrIOp, "arith.xori", traits(Pure, Commutative), fold = fold_xori
}

plain_op! {
    /// Signed maximum: `%r = arith.maxsi %a, %b : i32`.
    MaxSIOp, "arith.maxsi", traits(Pure, Commutative), fold = fold_maxsi
}

plain_op! {
    /// Signed minimum: `%r = arith.minsi %a, %b : i32`.
    MinSIOp, "arith.minsi", traits(Pure, Commutative), fold = fold_minsi
}

plain_op! {
    /// Unsigned maximum: `%r = arith.maxui %a, %b : i32`.
    MaxUIOp, "arith.maxui", traits(Pure, Commutative), fold = fold_maxui
}

plain_op! {
    /// Unsigned minimum: `%r = arith.minui %a, %b : i32`.
    MinUIOp, "arith.minui", traits(Pure, Commutative), fold = fold_minui
}

plain_op! {
    /// Signed division rounding toward positive infinity:
    /// `%r = arith.ceildivsi %a, %b : i32`. Division by zero and
    /// `INT_MIN / -1` are undefined: no effects, not speculatable.
    CeilDivSIOp, "arith.ceildivsi", traits(),
    interfaces(MemoryEffectOpInterface = NoMemoryEffect), fold = fold_ceildivsi
}

plain_op! {
    /// Unsigned division rounding up: `%r = arith.ceildivui %a, %b : i32`.
    /// Division by zero is undefined: no effects, not speculatable.
    CeilDivUIOp, "arith.ceildivui", traits(),
    interfaces(MemoryEffectOpInterface = NoMemoryEffect), fold = fold_ceildivui
}

plain_op! {
    /// Signed division rounding toward negative infinity:
    /// `%r = arith.floordivsi %a, %b : i32`. Division by zero and
    /// `INT_MIN / -1` are undefined: no effects, not speculatable.
    FloorDivSIOp, "arith.floordivsi", traits(),
    interfaces(MemoryEffectOpInterface = NoMemoryEffect), fold = fold_floordivsi
}

/// Registers the integer binary ops.
pub fn register(ctx: &mut strata_ir::Context) {
    AddIOp::register(ctx);
    SubIOp::register(ctx);
    MulIOp::register(ctx);
    ShLIOp::register(ctx);
    DivSIOp::register(ctx);
    DivUIOp::register(ctx);
    ShRSIOp::register(ctx);
    ShRUIOp::register(ctx);
    RemSIOp::register(ctx);
    RemUIOp::register(ctx);
    AndIOp::register(ctx);
    OrIOp::register(ctx);
    XOrIOp::register(ctx);
    MaxSIOp::register(ctx);
    MinSIOp::register(ctx);
    MaxUIOp::register(ctx);
    MinUIOp::register(ctx);
    CeilDivSIOp::register(ctx);
    CeilDivUIOp::register(ctx);
    FloorDivSIOp::register(ctx);
}
