//! Canonicalization patterns of the scf ops (MLIR's
//! `getCanonicalizationPatterns` in `SCF.cpp`), registered as the
//! `CanonicalizationPatterns` interface so `canonicalize` finds them. One
//! pattern per file, named as in MLIR (the name `disable-patterns` takes),
//! each registered in MLIR's order, which decides which one wins on an op.
//!
//! | Op | Patterns |
//! |----|----------|
//! | `scf.execute_region` | [`SingleBlockExecuteInliner`], [`MultiBlockExecuteInliner`] |
//! | `scf.for` | [`ForOpIterArgsFolder`], [`SimplifyTrivialLoops`] |
//! | `scf.while` | [`RemoveLoopInvariantArgsFromBeforeBlock`], [`RemoveLoopInvariantValueYielded`], [`WhileConditionTruth`], [`WhileCmpCond`], [`WhileUnusedResult`], [`WhileRemoveDuplicatedResults`], [`WhileRemoveUnusedArgs`], [`WhileOpAlignBeforeArgs`], [`WhileMoveIfDown`] |
//! | `scf.if` | [`CombineIfs`], [`CombineNestedIfs`], [`ConditionPropagation`], [`ConvertTrivialIfToSelect`], [`RemoveEmptyElseBranch`], [`RemoveStaticCondition`], [`RemoveUnusedResults`], [`ReplaceIfYieldWithConditionOrValue`] |
//!
//! `scf.if`'s folder (an `if` of a negated condition swaps its regions)
//! is [`crate::ops::if_op`]'s in-place fold.

mod execute_region_inline;
mod for_iter_args;
mod for_trivial_loops;
mod if_combine;
mod if_combine_nested;
mod if_condition_propagation;
mod if_empty_else;
mod if_static_condition;
mod if_to_select;
mod if_unused_results;
mod if_yield_condition;
mod while_align_before_args;
mod while_cmp_cond;
mod while_condition_truth;
mod while_duplicated_results;
mod while_invariant_args;
mod while_invariant_values;
mod while_move_if_down;
mod while_support;
mod while_unused_args;
mod while_unused_result;

pub use execute_region_inline::{MultiBlockExecuteInliner, SingleBlockExecuteInliner};
pub use for_iter_args::ForOpIterArgsFolder;
pub use for_trivial_loops::SimplifyTrivialLoops;
pub use if_combine::CombineIfs;
pub use if_combine_nested::CombineNestedIfs;
pub use if_condition_propagation::ConditionPropagation;
pub use if_empty_else::RemoveEmptyElseBranch;
pub use if_static_condition::RemoveStaticCondition;
pub use if_to_select::ConvertTrivialIfToSelect;
pub use if_unused_results::RemoveUnusedResults;
pub use if_yield_condition::ReplaceIfYieldWithConditionOrValue;
pub use while_align_before_args::WhileOpAlignBeforeArgs;
pub use while_cmp_cond::WhileCmpCond;
pub use while_condition_truth::WhileConditionTruth;
pub use while_duplicated_results::WhileRemoveDuplicatedResults;
pub use while_invariant_args::RemoveLoopInvariantArgsFromBeforeBlock;
pub use while_invariant_values::RemoveLoopInvariantValueYielded;
pub use while_move_if_down::WhileMoveIfDown;
pub use while_unused_args::WhileRemoveUnusedArgs;
pub use while_unused_result::WhileUnusedResult;

use strata_ir::{Ir, IrError, Location, OpId, OperationState, RegionId, Value};
use strata_rewrite::folder::constant_bool;
use strata_rewrite::region_branch::add_region_branch_patterns;
use strata_rewrite::{CanonicalizationPatterns, MatchFailure, PatternRewriter, RewritePatternSet};

/// `scf.execute_region`'s patterns, in MLIR's order.
pub struct ExecuteRegionPatterns;

impl CanonicalizationPatterns for ExecuteRegionPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(SingleBlockExecuteInliner)
            .add(MultiBlockExecuteInliner);
        add_region_branch_patterns(patterns, crate::ExecuteRegionOp::NAME);
    }
}

/// `scf.for`'s patterns, in MLIR's order (`ForOpTensorCastFolder` needs
/// the tensor dialect, which Strata does not have).
pub struct ForPatterns;

impl CanonicalizationPatterns for ForPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(ForOpIterArgsFolder).add(SimplifyTrivialLoops);
        add_region_branch_patterns(patterns, crate::ForOp::NAME);
    }
}

/// `scf.while`'s patterns, in MLIR's order.
pub struct WhilePatterns;

impl CanonicalizationPatterns for WhilePatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(RemoveLoopInvariantArgsFromBeforeBlock)
            .add(RemoveLoopInvariantValueYielded)
            .add(WhileConditionTruth)
            .add(WhileCmpCond)
            .add(WhileUnusedResult)
            .add(WhileRemoveDuplicatedResults)
            .add(WhileRemoveUnusedArgs)
            .add(WhileOpAlignBeforeArgs)
            .add(WhileMoveIfDown);
        add_region_branch_patterns(patterns, crate::WhileOp::NAME);
    }
}

/// `scf.if`'s patterns, in MLIR's order.
pub struct IfPatterns;

impl CanonicalizationPatterns for IfPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(CombineIfs)
            .add(CombineNestedIfs)
            .add(ConditionPropagation)
            .add(ConvertTrivialIfToSelect)
            .add(RemoveEmptyElseBranch)
            .add(RemoveStaticCondition)
            .add(RemoveUnusedResults)
            .add(ReplaceIfYieldWithConditionOrValue);
        add_region_branch_patterns(patterns, crate::IfOp::NAME);
    }
}

/// The terminator of the last block of `region` (MLIR's `thenYield()`,
/// `elseYield()`), if the region has a block that ends in an op.
pub(crate) fn terminator(ir: &Ir, region: RegionId) -> Option<OpId> {
    ir.last_op(ir.last_block(region)?)
}

/// The operands of `region`'s terminator (empty without one).
pub(crate) fn yielded(ir: &Ir, region: RegionId) -> Vec<Value> {
    terminator(ir, region).map_or_else(Vec::new, |op| ir.operands(op).collect())
}

/// The region whose block defines `value` (MLIR's
/// `Value::getParentRegion`).
pub(crate) fn value_region(ir: &Ir, value: Value) -> Option<RegionId> {
    ir.block_parent_region(ir.value_parent_block(value)?)
}

/// The region `op` sits in directly (MLIR's `Operation::getParentRegion`).
pub(crate) fn op_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.block_parent_region(ir.op_parent_block(op)?)
}

/// Whether `region` is `other` or contains it (MLIR's
/// `Region::isAncestor`).
pub(crate) fn region_is_ancestor(ir: &Ir, region: RegionId, other: Option<RegionId>) -> bool {
    let mut current = other;
    while let Some(candidate) = current {
        if candidate == region {
            return true;
        }
        current = ir
            .region_parent_op(candidate)
            .and_then(|op| op_region(ir, op));
    }
    false
}

/// `x` when `value` is `arith.xori %x, %true` (MLIR matches `xori` with a
/// constant one on the right to recognise a negated condition).
pub(crate) fn negated_condition(ir: &Ir, value: Value) -> Option<Value> {
    let xor = ir.defining_op(value)?;
    if ir.op_name_str(xor) != "arith.xori" {
        return None;
    }
    let rhs = ir.operand(xor, 1)?;
    constant_bool(ir, rhs)
        .filter(|&one| one)
        .and_then(|_| ir.operand(xor, 0))
}

/// The state of an `arith.constant` of `i1` holding `value`.
pub(crate) fn bool_state(ir: &mut Ir, location: Location, value: bool) -> OperationState {
    let ctx = ir.ctx_arc().clone();
    let i1 = ctx.integer_type(1);
    let attr = ctx.integer_attr(if value { -1 } else { 0 }, i1);
    strata_arith::ops::constant::ConstantOp::build_state(ir, location, i1, attr)
}

/// An `arith.constant` of `i1` at the insertion point.
pub(crate) fn create_bool(
    rewriter: &mut PatternRewriter<'_>,
    location: Location,
    value: bool,
) -> Result<Value, IrError> {
    let state = bool_state(rewriter.ir(), location, value);
    let op = rewriter.create(state)?;
    Ok(rewriter.ir_ref().results(op)[0])
}

/// Replaces `op` by the single block of `region`: its ops move before
/// `op`, its arguments become `arguments`, and what its terminator yields
/// replaces `op`'s results (MLIR's `replaceOpWithRegion` in `SCF.cpp`).
pub(crate) fn replace_op_with_region(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    arguments: &[Value],
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let block = ir
        .entry_block(region)
        .ok_or_else(|| MatchFailure("the region has no block".into()))?;
    let yield_op = ir
        .last_op(block)
        .ok_or_else(|| MatchFailure("the block has no terminator".into()))?;
    let results: Vec<Value> = ir.operands(yield_op).collect();
    let dest = ir
        .op_parent_block(op)
        .ok_or_else(|| MatchFailure("the op is not in a block".into()))?;
    rewriter.inline_block_before(block, dest, Some(op), arguments)?;
    rewriter.replace_op(op, &results)?;
    rewriter.erase_op(yield_op)?;
    Ok(())
}

/// Creates, before `op`, an `scf.for` with `op`'s bounds, step, attributes
/// and properties and the loop-carried values `inits`, with a body block
/// of the induction variable and one argument per init (MLIR's
/// `ForOp::build` without a body builder: an empty `scf.yield` ends the
/// body when there are no inits).
pub(crate) fn create_for(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    inits: &[Value],
) -> Result<OpId, MatchFailure> {
    let ir = rewriter.ir_ref();
    let for_op = crate::ForOp(op);
    let (lower, upper, step) = (
        for_op.lower_bound(ir),
        for_op.upper_bound(ir),
        for_op.step(ir),
    );
    let location = ir.op_location(op);
    let (attributes, properties) = (ir.attributes(op), ir.properties(op));
    let types: Vec<_> = inits.iter().map(|&v| ir.value_type(v)).collect();
    let locations: Vec<_> = inits.iter().map(|&v| ir.value_location(v)).collect();
    let iv_type = ir.value_type(lower);
    rewriter.set_insertion_point_before(op);
    let mut state = crate::ForOp::build_state(
        rewriter.ir(),
        location,
        lower,
        upper,
        step,
        inits,
        &types,
        None,
    );
    state.attributes = attributes;
    state.properties = properties;
    let new_for = rewriter.create(state)?;
    let region = crate::ForOp(new_for).region(rewriter.ir_ref());
    let block = rewriter.ir().append_new_block(region)?;
    rewriter.ir().add_block_argument(block, iv_type, location)?;
    for (ty, arg_location) in types.into_iter().zip(locations) {
        rewriter.ir().add_block_argument(block, ty, arg_location)?;
    }
    if inits.is_empty() {
        let state = crate::YieldOp::build_state(rewriter.ir(), location, &[]);
        let yield_op = rewriter.ir().create_op(block.body(), state)?;
        rewriter.ir().append_op(block, yield_op)?;
    }
    rewriter.set_insertion_point_before(op);
    Ok(new_for)
}

#[cfg(test)]
mod tests;
