//! The extended-precision integer ops (MLIR's `Arith_AddUIExtendedOp`,
//! `Arith_MulSIExtendedOp`, `Arith_MulUIExtendedOp`): two results each, the
//! sum and its carry bit, or the low and high halves of the double-width
//! product. ODS names the results after their declaration:
//!
//! ```mlir
//! %sum, %overflow = arith.addui_extended %a, %b : i64, i1
//! %low, %high = arith.mulsi_extended %a, %b : i32
//! ```

use strata_ir::{Diagnostic, Ir, OpId, Value};
use strata_macros::op;

use crate::constraints::{BOOL_LIKE, SIGNLESS_INTEGER_LIKE};
use crate::fold::{fold_addui_extended, fold_mulsi_extended, fold_mului_extended};
use crate::verify::verify_elementwise;

fn verify_extended(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_elementwise(ir, op)
}

/// `(N+1)`-bit addition of zero-extended operands: the `N`-bit sum and
/// whether it overflowed (`1`: unsigned overflow).
#[op(
    name = "arith.addui_extended",
    traits(Pure, Commutative, AllTypesMatch(lhs, rhs, sum)),
    format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
    verifier = verify_extended,
    fold = fold_addui_extended,
    fold_in_place = crate::fold::in_place::fold_in_place
)]
pub struct AddUIExtendedOp {
    /// The left operand.
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    /// The right operand.
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    /// `lhs + rhs` modulo `2^N`.
    #[result(SIGNLESS_INTEGER_LIKE)]
    sum: Value,
    /// The carry out of the addition.
    #[result(BOOL_LIKE)]
    overflow: Value,
}

/// A double-width multiplication op: the low and high halves.
macro_rules! extended_multiplication {
    ($(#[doc = $doc:tt])* $ident:ident, $name:tt, fold = $fold:ident) => {
        $(#[doc = $doc])*
        #[op(
            name = $name,
            traits(Pure, Commutative, AllTypesMatch(lhs, rhs, low, high)),
            format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
            verifier = verify_extended,
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
            /// The low `N` bits of the product (`arith.muli`'s result).
            #[result(SIGNLESS_INTEGER_LIKE)]
            low: Value,
            /// The high `N` bits of the product.
            #[result(SIGNLESS_INTEGER_LIKE)]
            high: Value,
        }
    };
}

extended_multiplication! {
    /// `2N`-bit multiplication of sign-extended operands:
    /// `%low, %high = arith.mulsi_extended %a, %b : i32`.
    MulSIExtendedOp, "arith.mulsi_extended", fold = fold_mulsi_extended
}

extended_multiplication! {
    /// `2N`-bit multiplication of zero-extended operands:
    /// `%low, %high = arith.mului_extended %a, %b : i32`.
    MulUIExtendedOp, "arith.mului_extended", fold = fold_mului_extended
}

/// Registers the extended ops.
pub fn register(ctx: &mut strata_ir::Context) {
    AddUIExtendedOp::register(ctx);
    MulSIExtendedOp::register(ctx);
    MulUIExtendedOp::register(ctx);
}
