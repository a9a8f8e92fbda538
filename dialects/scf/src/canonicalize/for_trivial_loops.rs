//! `SimplifyTrivialLoops` (MLIR's pattern of that name on `scf.for`): a
//! loop known to run no iteration becomes its initial values, one known to
//! run once becomes its body, and an empty loop that runs more than once
//! and yields values from outside becomes those values.
//!
//! ```text
//! %r = scf.for %i = %c0 to %c4 step %c8          func.call @use(%c0) : (index) -> ()
//!     iter_args(%a = %x) -> (i32) {        =>    %r = arith.addi %x, %x : i32
//!   func.call @use(%i) : (index) -> ()
//!   %s = arith.addi %a, %a : i32
//!   scf.yield %s : i32
//! }
//! ```
//!
//! The trip count is MLIR 22's `constantTripCount`: a zero or negative
//! constant step, or equal bounds, means no iteration whatever the
//! bounds; otherwise the step must be a constant, and the bounds either
//! constants, compared signed or (with `unsigned`) unsigned at the bounds'
//! width, or `%lb` and `arith.addi %lb, C` that cannot wrap.

use std::cmp::Ordering;

use strata_arith::attributes::{NSW, NUW, OVERFLOW};
use strata_arith::canonicalize::constant_int;
use strata_arith::fold::apint::ApInt;
use strata_ir::{Ir, OpId, TypeData, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{region_is_ancestor, replace_op_with_region, value_region, yielded};
use crate::ForOp;
use crate::ops::forall::Mixed;

/// Removes `scf.for` loops that run zero times, once, or uselessly.
pub struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn name(&self) -> &'static str {
        "SimplifyTrivialLoops"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ForOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let for_op = ForOp(op);
        let inits = for_op.init_args(ir);
        let (lower, upper) = (for_op.lower_bound(ir), for_op.upper_bound(ir));
        if lower == upper {
            return Ok(rewriter.replace_op(op, &inits)?);
        }
        let signed = for_op.unsigned_cmp(ir).is_none();
        let trips = trip_count(ir, lower, upper, for_op.step(ir), signed)
            .ok_or_else(|| MatchFailure("the trip count is not a constant".into()))?;
        if trips.is_zero() {
            return Ok(rewriter.replace_op(op, &inits)?);
        }
        let region = for_op.region(ir);
        if trips.is_one() {
            let mut arguments = vec![lower];
            arguments.extend(inits);
            return replace_op_with_region(rewriter, op, region, &arguments);
        }
        let block = ir
            .entry_block(region)
            .ok_or_else(|| MatchFailure("the loop has no body".into()))?;
        if ir.block_ops(block).count() != 1 {
            return Err(MatchFailure("the body does work".into()));
        }
        let yields = yielded(ir, region);
        if yields
            .iter()
            .any(|&value| region_is_ancestor(ir, region, value_region(ir, value)))
        {
            return Err(MatchFailure("the body yields its own values".into()));
        }
        Ok(rewriter.replace_op(op, &yields)?)
    }
}

/// MLIR's `constantTripCount(lb, ub, step, isSigned, computeUbMinusLb)`:
/// constant bounds, or an upper bound that is the lower one plus a
/// constant (see [`upper_minus_lower`]), and a constant step.
pub(crate) fn trip_count(
    ir: &Ir,
    lower: Value,
    upper: Value,
    step: Value,
    signed: bool,
) -> Option<ApInt> {
    mixed_trip_count(
        ir,
        Mixed::Dynamic(lower),
        Mixed::Dynamic(upper),
        Mixed::Dynamic(step),
        signed,
    )
}

/// [`trip_count`] over bounds and a step that may be integers (the
/// `OpFoldResult` form of MLIR's `constantTripCount`, as `scf.forall` has
/// them); integers are `index`, 64 bits wide.
pub(crate) fn mixed_trip_count(
    ir: &Ir,
    lower: Mixed,
    upper: Mixed,
    step: Mixed,
    signed: bool,
) -> Option<ApInt> {
    let width = match lower {
        Mixed::Dynamic(value) => match ir.ctx().type_data(ir.value_type(value)) {
            TypeData::Integer { width, .. } => *width,
            _ => 64,
        },
        Mixed::Static(_) => 64,
    };
    if lower == upper {
        return Some(ApInt::zero(width));
    }
    let constant = |entry: Mixed| match entry {
        Mixed::Static(value) => Some(ApInt::from_i128(64, i128::from(value))),
        Mixed::Dynamic(value) => constant_int(ir, value),
    };
    let step = constant(step);
    if let Some(step) = &step {
        if step.is_zero() {
            return Some(step.clone());
        }
        if step.is_negative() {
            return Some(ApInt::zero(width));
        }
    }
    let difference = match (constant(lower), constant(upper)) {
        (Some(lower), Some(upper)) => {
            let order = if signed {
                upper.scmp(&lower)
            } else {
                upper.ucmp(&lower)
            };
            if order != Ordering::Greater {
                return Some(ApInt::zero(width));
            }
            upper.wrapping_sub(&lower)
        }
        (None, None) => match (lower, upper) {
            (Mixed::Dynamic(lower), Mixed::Dynamic(upper)) => {
                upper_minus_lower(ir, lower, upper, signed)?
            }
            _ => return None,
        },
        _ => return None,
    };
    if signed && difference.is_negative() {
        return Some(ApInt::zero(width));
    }
    let step = step?;
    let (quotient, remainder) = if signed {
        (difference.sdiv(&step)?, difference.srem(&step)?)
    } else {
        (difference.udiv(&step)?, difference.urem(&step)?)
    };
    Some(if remainder.is_zero() {
        quotient
    } else {
        quotient.wrapping_add(&ApInt::new(width, 1))
    })
}

/// MLIR's `scf::computeUbMinusLb`: when `upper` is `arith.addi(lower, C)`
/// that cannot wrap (`nsw` for a signed loop, `nuw` for an unsigned one),
/// the difference is `C`. Unlike MLIR 22, which reads `C` as signed even
/// for an unsigned loop (and so deletes a loop whose `nuw` offset has its
/// top bit set), an unsigned loop reads it unsigned.
fn upper_minus_lower(ir: &Ir, lower: Value, upper: Value, signed: bool) -> Option<ApInt> {
    let add = ir
        .defining_op(upper)
        .filter(|&op| ir.op_name_str(op) == "arith.addi")?;
    let flags = ir
        .attr(add, "overflowFlags")
        .and_then(|attr| OVERFLOW.bits(ir.ctx(), attr))
        .unwrap_or(0);
    let no_wrap = if signed { NSW } else { NUW };
    if flags & no_wrap == 0 || ir.operand(add, 0) != Some(lower) {
        return None;
    }
    constant_int(ir, ir.operand(add, 1)?)
}
