//! Canonicalization patterns of the scf ops (MLIR's
//! `getCanonicalizationPatterns` in `SCF.cpp`), registered as the
//! `CanonicalizationPatterns` interface so `canonicalize` finds them. One
//! pattern per file, named as in MLIR (the name `disable-patterns` takes),
//! each registered in MLIR's order, which decides which one wins on an op.
//!
//! | Op | Patterns |
//! |----|----------|
//! | `scf.execute_region` | [`SingleBlockExecuteInliner`], [`MultiBlockExecuteInliner`] |
//! | `scf.for` | [`SimplifyTrivialLoops`] |
//! | `scf.while` | [`WhileConditionTruth`], [`WhileCmpCond`], [`WhileOpAlignBeforeArgs`], [`WhileMoveIfDown`] |
//! | `scf.index_switch` | [`FoldConstantCase`] |
//! | `scf.forall` | [`ForallOpControlOperandsFolder`], [`ForallOpIterArgsFolder`], [`ForallOpSingleOrZeroIterationDimsFolder`], [`ForallOpReplaceConstantInductionVar`] |
//! | `scf.parallel` | [`ParallelOpSingleOrZeroIterationDimsFolder`], [`MergeNestedParallelLoops`] |
//! | `scf.if` | [`CombineIfs`], [`CombineNestedIfs`], [`ConditionPropagation`], [`ConvertTrivialIfToSelect`], [`RemoveEmptyElseBranch`], [`RemoveStaticCondition`], [`ReplaceIfYieldWithConditionOrValue`] |
//!
//! `scf.if`'s folder (an `if` of a negated condition swaps its regions)
//! is [`crate::ops::if_op`]'s in-place fold.

mod execute_region_inline;
mod for_trivial_loops;
mod forall_constant_induction_var;
mod forall_control_operands;
mod forall_iter_args;
mod forall_single_or_zero_iteration;
mod if_combine;
mod if_combine_nested;
mod if_condition_propagation;
mod if_empty_else;
mod if_static_condition;
mod if_to_select;
mod if_yield_condition;
mod index_switch_constant_case;
mod parallel_merge_nested;
mod parallel_single_or_zero_iteration;
mod while_align_before_args;
mod while_cmp_cond;
mod while_condition_truth;
mod while_move_if_down;
mod while_support;

pub use execute_region_inline::{MultiBlockExecuteInliner, SingleBlockExecuteInliner};
pub use for_trivial_loops::SimplifyTrivialLoops;
pub use forall_constant_induction_var::ForallOpReplaceConstantInductionVar;
pub use forall_control_operands::ForallOpControlOperandsFolder;
pub use forall_iter_args::ForallOpIterArgsFolder;
pub use forall_single_or_zero_iteration::ForallOpSingleOrZeroIterationDimsFolder;
pub use if_combine::CombineIfs;
pub use if_combine_nested::CombineNestedIfs;
pub use if_condition_propagation::ConditionPropagation;
pub use if_empty_else::RemoveEmptyElseBranch;
pub use if_static_condition::RemoveStaticCondition;
pub use if_to_select::ConvertTrivialIfToSelect;
pub use if_yield_condition::ReplaceIfYieldWithConditionOrValue;
pub use index_switch_constant_case::FoldConstantCase;
pub use parallel_merge_nested::MergeNestedParallelLoops;
pub use parallel_single_or_zero_iteration::ParallelOpSingleOrZeroIterationDimsFolder;
pub use while_align_before_args::WhileOpAlignBeforeArgs;
pub use while_cmp_cond::WhileCmpCond;
pub use while_condition_truth::WhileConditionTruth;
pub use while_move_if_down::WhileMoveIfDown;

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
        patterns.add(SimplifyTrivialLoops);
        add_region_branch_patterns(patterns, crate::ForOp::NAME);
    }
}

/// `scf.while`'s patterns, in MLIR's order.
pub struct WhilePatterns;

impl CanonicalizationPatterns for WhilePatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(WhileConditionTruth)
            .add(WhileCmpCond)
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
            .add(ReplaceIfYieldWithConditionOrValue);
        add_region_branch_patterns(patterns, crate::IfOp::NAME);
    }
}

/// `scf.index_switch`'s patterns, in MLIR's order.
pub struct IndexSwitchPatterns;

impl CanonicalizationPatterns for IndexSwitchPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(FoldConstantCase);
        add_region_branch_patterns(patterns, crate::IndexSwitchOp::NAME);
    }
}

/// `scf.parallel`'s patterns, in MLIR's order (it has no region-branch
/// patterns).
pub struct ParallelPatterns;

impl CanonicalizationPatterns for ParallelPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(ParallelOpSingleOrZeroIterationDimsFolder)
            .add(MergeNestedParallelLoops);
    }
}

/// `scf.forall`'s patterns, in MLIR's order (without `DimOfForallOp` and
/// `FoldTensorCastOfOutputIntoForallOp`, which rewrite tensor ops).
pub struct ForallPatterns;

impl CanonicalizationPatterns for ForallPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(ForallOpControlOperandsFolder)
            .add(ForallOpIterArgsFolder)
            .add(ForallOpSingleOrZeroIterationDimsFolder)
            .add(ForallOpReplaceConstantInductionVar);
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

/// An `arith.constant` of `index` holding `value` at the insertion point.
pub(crate) fn create_index(
    rewriter: &mut PatternRewriter<'_>,
    location: Location,
    value: i64,
) -> Result<Value, IrError> {
    let ctx = rewriter.ir_ref().ctx_arc().clone();
    let index = ctx.index_type();
    let attr = ctx.integer_attr(i128::from(value), index);
    let state =
        strata_arith::ops::constant::ConstantOp::build_state(rewriter.ir(), location, index, attr);
    let op = rewriter.create(state)?;
    Ok(rewriter.ir_ref().results(op)[0])
}

/// The value of a bound or step, an `index` constant at the insertion
/// point for an integer (MLIR's `getValueOrCreateConstantIndexOp`).
pub(crate) fn mixed_value(
    rewriter: &mut PatternRewriter<'_>,
    location: Location,
    entry: crate::ops::forall::Mixed,
) -> Result<Value, IrError> {
    match entry {
        crate::ops::forall::Mixed::Dynamic(value) => Ok(value),
        crate::ops::forall::Mixed::Static(value) => create_index(rewriter, location, value),
    }
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
    let dest = ir
        .op_parent_block(op)
        .ok_or_else(|| MatchFailure("the op is not in a block".into()))?;
    rewriter.inline_block_before(block, dest, Some(op), arguments)?;
    // Read after inlining: a yielded block argument is now its argument.
    let results: Vec<Value> = rewriter.ir_ref().operands(yield_op).collect();
    rewriter.replace_op(op, &results)?;
    rewriter.erase_op(yield_op)?;
    Ok(())
}

#[cfg(test)]
mod tests;
