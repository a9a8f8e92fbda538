//! `MakeRegionBranchOpSuccessorInputsDead` (MLIR's pattern of that name):
//! a successor input whose every path leads back to one value defined
//! before it is replaced by that value, leaving the input dead for
//! [`super::RemoveDeadRegionBranchOpSuccessorInputs`].
//!
//! ```text
//! %r:2 = scf.for ... iter_args(%a = %x, %b = %y) -> (i32, i32) {
//!   scf.yield %b, %b : i32, i32                  (uses of %b, %r#1 use %y)
//! }
//! ```

use strata_ir::{Ir, OpId, Value};

use super::mapping::{SuccessorMapping, successor_mapping};
use crate::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

/// Replaces successor inputs that can only hold one value by that value.
pub struct MakeRegionBranchOpSuccessorInputsDead(pub &'static str);

/// The values other than successor inputs that `input` may hold, traced
/// through inputs forwarding inputs (MLIR's
/// `computeReachableValuesFromSuccessorInput`).
fn reachable_values(mapping: &SuccessorMapping, ir: &Ir, input: Value) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited = Vec::new();
    let mut worklist = vec![input];
    while let Some(next) = worklist.pop() {
        let operands = mapping.operands_of(next);
        let is_input = mapping.input_to_operands.iter().any(|(v, _)| *v == next);
        if !is_input {
            if !reachable.contains(&next) {
                reachable.push(next);
            }
            continue;
        }
        for operand in operands {
            let Some(value) = ir.operand(operand.op, operand.index as usize) else {
                continue;
            };
            if !visited.contains(&value) {
                visited.push(value);
                worklist.push(value);
            }
        }
    }
    reachable
}

/// Whether `a` may replace the successor input `b` of `op` (MLIR's
/// `isDefinedBefore`): a value from outside always; one from a region of
/// `op` only if it is an argument of the block `b` is an argument of.
fn is_defined_before(ir: &Ir, op: OpId, a: Value, b: Value) -> bool {
    let a_region = ir
        .value_parent_block(a)
        .and_then(|block| ir.block_parent_region(block));
    let inside = a_region.and_then(|region| ir.region_parent_op(region)) == Some(op);
    if !inside {
        return true;
    }
    if ir.defining_op(b).is_some() || ir.defining_op(a).is_some() {
        return false;
    }
    ir.value_parent_block(a) == ir.value_parent_block(b)
}

impl RewritePattern for MakeRegionBranchOpSuccessorInputsDead {
    fn name(&self) -> &'static str {
        "MakeRegionBranchOpSuccessorInputsDead"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let mapping = successor_mapping(rewriter.ir_ref(), op)
            .ok_or_else(|| MatchFailure("not a region branch op".into()))?;
        let mut changed = false;
        for (input, _) in &mapping.input_to_operands {
            let ir = rewriter.ir_ref();
            if ir.use_empty(*input) {
                continue;
            }
            let [value] = reachable_values(&mapping, ir, *input)[..] else {
                continue;
            };
            if value == *input || !is_defined_before(ir, op, value, *input) {
                continue;
            }
            rewriter.replace_all_uses_with(*input, value)?;
            changed = true;
        }
        if changed {
            Ok(())
        } else {
            Err(MatchFailure("no input holds a single value".into()))
        }
    }
}
