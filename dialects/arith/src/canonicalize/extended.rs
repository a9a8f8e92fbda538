//! The patterns of the extended-precision ops (MLIR's
//! `ArithCanonicalization.td`):
//!
//! `AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulUIExtendedToMulI`: an
//! extended op whose second result is unused becomes the plain op.
//!
//! ```text
//! %s, %o = arith.addui_extended %a, %b : i32, i1      %s = arith.addi %a, %b : i32
//! use(%s)                                        =>   use(%s)
//! ```
//!
//! `MulSIExtendedRHSOne`: multiplying by one, the low half is the operand
//! and the high half its sign, spread over every bit. Not on `index`, where
//! MLIR 22's version builds an invalid `extsi i1 to index` and fails the
//! pass.
//!
//! ```text
//! %l, %h = arith.mulsi_extended %x, %c1 : i32    %c0 = arith.constant 0 : i32
//!                                           =>   %n = arith.cmpi slt, %x, %c0 : i32
//!                                                %h = arith.extsi %n : i1 to i32   (%l is %x)
//! ```

use strata_ir::OpId;
use strata_rewrite::folder::constant_value;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{constant_state, overflow_op_state};
use crate::constraints::i1_same_shape;
use crate::fold::{const_int, zero_attr};
use crate::ops::casts::ExtSIOp;
use crate::ops::cmp::CmpIOp;

/// An extended op with an unused second result becomes `plain`.
#[derive(Clone, Copy)]
pub struct ExtendedToPlain {
    /// MLIR's name of the pattern.
    pub name: &'static str,
    /// The extended op.
    pub op: &'static str,
    /// The op computing the first result alone (`arith.addi`).
    pub plain: &'static str,
}

impl RewritePattern for ExtendedToPlain {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let (Some(lhs), Some(rhs), &[first, second]) =
            (ir.operand(op, 0), ir.operand(op, 1), ir.results(op))
        else {
            return Err(MatchFailure("not an extended op".into()));
        };
        if !ir.use_empty(second) {
            return Err(MatchFailure("the second result is used".into()));
        }
        let (location, ty) = (ir.op_location(op), ir.value_type(first));
        let state = overflow_op_state(ir, self.plain, location, (lhs, rhs), ty, 0);
        rewriter.set_insertion_point_before(op);
        let plain = rewriter.create(state).map_err(MatchFailure::from)?;
        let value = rewriter.ir_ref().results(plain)[0];
        // The second result has no uses: any value of the op stands for it.
        rewriter
            .replace_op(op, &[value, lhs])
            .map_err(MatchFailure::from)
    }
}

/// `MulSIExtendedRHSOne`.
#[derive(Clone, Copy)]
pub struct MulSIExtendedRHSOne;

impl RewritePattern for MulSIExtendedRHSOne {
    fn name(&self) -> &'static str {
        "MulSIExtendedRHSOne"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.mulsi_extended")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let (Some(x), Some(rhs)) = (ir.operand(op, 0), ir.operand(op, 1)) else {
            return Err(MatchFailure("not a binary op".into()));
        };
        // `IsScalarOrSplatOne` on a constant-like op: a strictly positive
        // one, which an `i1` cannot hold.
        let one = const_int(ir.ctx(), constant_value(ir, rhs))
            .is_some_and(|c| c.is_one() && c.width() > 1);
        if !one {
            return Err(MatchFailure("the right operand is not one".into()));
        }
        let (location, ty) = (ir.op_location(op), ir.value_type(x));
        // MLIR 22 builds `extsi i1 to index` here, which fails to verify;
        // Strata leaves `index` products alone.
        if matches!(
            ir.ctx()
                .type_data(crate::constraints::element_type(ir.ctx(), ty)),
            strata_ir::TypeData::Index
        ) {
            return Err(MatchFailure(
                "an index product: extsi cannot give the sign".into(),
            ));
        }
        let zero = zero_attr(ir.ctx(), ty).ok_or_else(|| MatchFailure("no zero".into()))?;
        let bool_ty = i1_same_shape(ir.ctx(), ty);
        let zero_state = constant_state(ir, location, zero, ty);
        rewriter.set_insertion_point_before(op);
        let zero = rewriter.create(zero_state).map_err(MatchFailure::from)?;
        let zero = rewriter.ir_ref().results(zero)[0];
        let predicate = crate::attributes::CMPI_PREDICATE.attr(rewriter.ir_ref().ctx(), 2);
        let cmp = CmpIOp::build_state(rewriter.ir(), location, x, zero, bool_ty, predicate);
        let cmp = rewriter.create(cmp).map_err(MatchFailure::from)?;
        let negative = rewriter.ir_ref().results(cmp)[0];
        let ext = ExtSIOp::build_state(rewriter.ir(), location, negative, ty);
        let ext = rewriter.create(ext).map_err(MatchFailure::from)?;
        let sign = rewriter.ir_ref().results(ext)[0];
        rewriter
            .replace_op(op, &[x, sign])
            .map_err(MatchFailure::from)
    }
}
