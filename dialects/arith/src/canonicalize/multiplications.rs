//! The `ArithCanonicalization.td` patterns on multiplications:
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `AddIMulNegativeOneRhs` | `addi(x, muli(y, -1))` | `subi(x, y)` |
//! | `AddIMulNegativeOneLhs` | `addi(muli(x, -1), y)` | `subi(y, x)` |
//! | `MulIMulIConstant` | `muli(muli(x, c0), c1)` | `muli(x, c0 * c1)` |
//!
//! `-1` may be a scalar or a splat; the subtraction has no overflow flags
//! (as MLIR's). `MulIMulIConstant` takes scalar constants and keeps the
//! flags both multiplications have.
//!
//! ```text
//! %m = arith.muli %y, %cm1 : i32         %r = arith.subi %x, %y : i32
//! %r = arith.addi %x, %m : i32     =>
//! ```

use strata_ir::{Ir, OpId, Value};
use strata_rewrite::folder::constant_value;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{constant_int, constant_state, int_attr, overflow_bits, overflow_op_state};
use crate::fold::const_int;

/// The `y` of `value = muli(y, -1)`.
fn times_minus_one(ir: &Ir, value: Value) -> Option<Value> {
    let mul = ir.defining_op(value)?;
    if ir.op_name_str(mul) != "arith.muli" {
        return None;
    }
    let minus_one = const_int(ir.ctx(), constant_value(ir, ir.operand(mul, 1)?))?;
    minus_one.is_all_ones().then(|| ir.operand(mul, 0))?
}

/// `addi` with an operand multiplied by -1 is a subtraction.
#[derive(Clone, Copy)]
pub struct AddIMulNegativeOne {
    /// MLIR's name for it.
    pub name: &'static str,
    /// Whether the multiplication is the right operand.
    pub rhs: bool,
}

impl RewritePattern for AddIMulNegativeOne {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.addi")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("no operand multiplied by -1".into());
        let (lhs, rhs) = (
            ir.operand(op, 0).ok_or_else(no)?,
            ir.operand(op, 1).ok_or_else(no)?,
        );
        let (kept, multiplied) = if self.rhs { (lhs, rhs) } else { (rhs, lhs) };
        let negated = times_minus_one(ir, multiplied).ok_or_else(no)?;
        let ty = ir.value_type(ir.results(op)[0]);
        let location = ir.op_location(op);
        let state = overflow_op_state(ir, "arith.subi", location, (kept, negated), ty, 0);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}

/// Two multiplications by constants are one.
pub struct MulIMulIConstant;

impl RewritePattern for MulIMulIConstant {
    fn name(&self) -> &'static str {
        "MulIMulIConstant"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.muli")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("not muli(muli(x, c0), c1)".into());
        let c1 = ir
            .operand(op, 1)
            .and_then(|c| constant_int(ir, c))
            .ok_or_else(no)?;
        let inner = ir
            .operand(op, 0)
            .and_then(|v| ir.defining_op(v))
            .filter(|&inner| ir.op_name_str(inner) == "arith.muli")
            .ok_or_else(no)?;
        let c0 = ir
            .operand(inner, 1)
            .and_then(|c| constant_int(ir, c))
            .ok_or_else(no)?;
        let x = ir.operand(inner, 0).ok_or_else(no)?;
        let ty = ir.value_type(ir.results(op)[0]);
        let flags = overflow_bits(ir, op) & overflow_bits(ir, inner);
        let value = int_attr(ir.ctx(), ty, c0.wrapping_mul(&c1));
        let location = ir.op_location(op);
        rewriter.set_insertion_point_before(op);
        let state = constant_state(rewriter.ir_ref(), location, value, ty);
        let constant = rewriter.create(state).map_err(MatchFailure::from)?;
        let c = rewriter.ir_ref().results(constant)[0];
        let state = overflow_op_state(rewriter.ir_ref(), "arith.muli", location, (x, c), ty, flags);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
