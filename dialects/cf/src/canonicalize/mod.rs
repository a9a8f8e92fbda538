//! Canonicalization patterns of `cf.br` and `cf.cond_br` (MLIR's
//! `BranchOp::canonicalize` and `CondBranchOp::getCanonicalizationPatterns`
//! in `ControlFlowOps.cpp`), given to `canonicalize` through the
//! `CanonicalizationPatterns` interface, with MLIR's names and order:
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `BranchOp::canonicalize` | `br ^bb1` to a block with one predecessor | the blocks merged |
//! | | `br ^bb1` where `^bb1` only branches on: `^bb1: br ^bb2(%a)` | `br ^bb2(%a)` |
//! | `SimplifyConstCondBranchPred` | `cond_br %true, ^a, ^b` | `br ^a` |
//! | `SimplifyPassThroughCondBranch` | `cond_br %c, ^a, ^b` where `^a` only branches on | `cond_br %c, ^a's target, ^b` |
//! | `SimplifyCondBranchIdenticalSuccessors` | `cond_br %c, ^a(%x), ^a(%y)` | `br ^a(select %c, %x, %y)` |
//! | `SimplifyCondBranchFromCondBranchOnSameCondition` | a `cond_br %c` in a block only reached from a `cond_br %c` | a `br` |
//! | `CondBranchTruthPropagation` | uses of `%c` in a destination only it reaches | `true` / `false` |
//! | [`DropUnreachableCondBranch`] | `cond_br %c, ^a, ^b` where `^a` starts with `ub.unreachable` | `br ^b` |
//!
//! `cf.switch`'s patterns are in [`switch`]; `cf.assert` of a constant
//! true is erased ([`EraseAssertOfTrue`]).

mod drop_unreachable;
pub mod switch;

pub use drop_unreachable::DropUnreachableCondBranch;

use strata_ir::{BlockId, Ir, OpId, OperationState, Value};
use strata_rewrite::folder::constant_bool;
use strata_rewrite::{
    CanonicalizationPatterns, MatchFailure, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet,
};

use crate::{BranchOp, CondBranchOp};

/// `cf.br`'s and `cf.cond_br`'s patterns.
pub struct BranchPatterns;

impl CanonicalizationPatterns for BranchPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(CanonicalizeBranch);
    }
}

/// `cf.assert`'s pattern.
pub struct AssertPatterns;

impl CanonicalizationPatterns for AssertPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(EraseAssertOfTrue);
    }
}

/// MLIR's `AssertOp::canonicalize`: an assertion of a constant true holds
/// and goes.
///
/// ```text
/// %true = arith.constant true
/// cf.assert %true, "always"     =>   (nothing)
/// ```
pub struct EraseAssertOfTrue;

impl RewritePattern for EraseAssertOfTrue {
    fn name(&self) -> &'static str {
        "AssertOp::canonicalize"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(crate::AssertOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let holds = ir.operand(op, 0).and_then(|c| constant_bool(ir, c));
        if holds != Some(true) {
            return Err(MatchFailure("the condition is not a constant true".into()));
        }
        rewriter.erase_op(op).map_err(MatchFailure::from)
    }
}

/// `cf.switch`'s patterns, in MLIR's order ([`switch`]).
pub struct SwitchPatterns;

impl CanonicalizationPatterns for SwitchPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        switch::add_switch_patterns(patterns);
    }
}

/// `cf.cond_br`'s patterns, in MLIR's order.
pub struct CondBranchPatterns;

impl CanonicalizationPatterns for CondBranchPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(SimplifyConstCondBranchPred)
            .add(SimplifyPassThroughCondBranch)
            .add(SimplifyCondBranchIdenticalSuccessors)
            .add(SimplifyCondBranchFromCondBranchOnSameCondition)
            .add(CondBranchTruthPropagation)
            .add(DropUnreachableCondBranch);
    }
}

/// The values `op` passes to its successor `index`.
fn successor_values(ir: &Ir, op: OpId, index: usize) -> Vec<Value> {
    let Some(range) = ir
        .op_definition(op)
        .and_then(|definition| definition.successor_operands)
        .map(|operands| operands(ir, op, index))
    else {
        return Vec::new();
    };
    ir.operands(op)
        .skip(range.start)
        .take(range.len())
        .collect()
}

/// Replaces `op` by `cf.br ^dest(values)`.
fn replace_by_branch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    dest: BlockId,
    values: &[Value],
) -> Result<(), MatchFailure> {
    let location = rewriter.ir_ref().op_location(op);
    let state = BranchOp::build_state(rewriter.ir(), location, values, dest);
    rewriter
        .replace_op_with_new_op(op, state)
        .map(|_| ())
        .map_err(MatchFailure::from)
}

/// The only predecessor of `block`, counted with repetitions (MLIR's
/// `getSinglePredecessor`, or `hasSingleElement(getPredecessors())`): two
/// edges from one block (a `cond_br` to it twice) are no single one.
pub(crate) fn single_predecessor(ir: &Ir, block: BlockId) -> Option<BlockId> {
    let mut predecessors = ir.predecessors(block);
    let first = predecessors.next()?;
    predecessors.next().is_none().then_some(first)
}

/// The only distinct predecessor of `block` (MLIR's
/// `getUniquePredecessor`, which allows several edges from it).
fn unique_predecessor(ir: &Ir, block: BlockId) -> Option<BlockId> {
    let mut predecessors = ir.predecessors(block);
    let first = predecessors.next()?;
    predecessors.all(|other| other == first).then_some(first)
}

/// MLIR's `collapseBranch`: when `successor` holds only an unconditional
/// branch elsewhere, not into a cycle of unconditional branches, whose
/// block arguments are used by nothing else, the branch's destination and
/// values (block arguments replaced by `values`).
fn collapse(ir: &Ir, successor: BlockId, values: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let mut ops = ir.block_ops(successor);
    let branch = ops.next()?;
    if ops.next().is_some() || ir.op_name_str(branch) != BranchOp::NAME {
        return None;
    }
    let arguments = ir.block_arguments(successor);
    let only_in_branch = arguments
        .iter()
        .all(|&argument| ir.uses(argument).all(|u| u.op == branch));
    if !only_in_branch {
        return None;
    }
    let dest = *ir.successors(branch).first()?;
    if dest == successor {
        return None;
    }
    // Nor into a cycle of unconditional branches: following the chain
    // from `dest` must not come back to a block already met (MLIR 22; the
    // branches would otherwise be redirected around the cycle forever).
    let mut visited = vec![successor, dest];
    let mut next = ir.last_op(dest);
    while let Some(chained) = next.filter(|&op| ir.op_name_str(op) == BranchOp::NAME) {
        let chained_dest = *ir.successors(chained).first()?;
        if visited.contains(&chained_dest) {
            return None;
        }
        visited.push(chained_dest);
        next = ir.last_op(chained_dest);
    }
    let forwarded = ir
        .operands(branch)
        .map(
            |operand| match arguments.iter().position(|&a| a == operand) {
                Some(index) => values.get(index).copied().unwrap_or(operand),
                None => operand,
            },
        )
        .collect();
    Some((dest, forwarded))
}

/// MLIR's `BranchOp::canonicalize`: merge into a destination with one
/// predecessor, else skip a destination that only branches on.
pub struct CanonicalizeBranch;

impl RewritePattern for CanonicalizeBranch {
    fn name(&self) -> &'static str {
        "BranchOp::canonicalize"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(BranchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let (Some(&dest), Some(block)) = (ir.successors(op).first(), ir.op_parent_block(op)) else {
            return Err(MatchFailure("not a branch in a block".into()));
        };
        let values: Vec<Value> = ir.operands(op).collect();
        if dest != block && single_predecessor(ir, dest) == Some(block) {
            rewriter.erase_op(op).map_err(MatchFailure::from)?;
            return rewriter
                .merge_blocks(dest, block, &values)
                .map_err(MatchFailure::from);
        }
        if dest == block {
            return Err(MatchFailure("a branch to its own block".into()));
        }
        let (target, forwarded) = collapse(ir, dest, &values)
            .ok_or_else(|| MatchFailure("nothing to simplify".into()))?;
        replace_by_branch(rewriter, op, target, &forwarded)
    }
}

/// `cond_br` on a constant becomes a `br` to the destination it picks.
pub struct SimplifyConstCondBranchPred;

impl RewritePattern for SimplifyConstCondBranchPred {
    fn name(&self) -> &'static str {
        "SimplifyConstCondBranchPred"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CondBranchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let condition = ir
            .operand(op, 0)
            .and_then(|c| constant_bool(ir, c))
            .ok_or_else(|| MatchFailure("the condition is not a constant".into()))?;
        let index = if condition { 0 } else { 1 };
        let dest = ir.successors(op)[index];
        let values = successor_values(ir, op, index);
        replace_by_branch(rewriter, op, dest, &values)
    }
}

/// Destinations that only branch on are skipped.
pub struct SimplifyPassThroughCondBranch;

impl RewritePattern for SimplifyPassThroughCondBranch {
    fn name(&self) -> &'static str {
        "SimplifyPassThroughCondBranch"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CondBranchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let successors = ir.successors(op).to_vec();
        let (mut true_dest, mut false_dest) = (successors[0], successors[1]);
        let mut true_values = successor_values(ir, op, 0);
        let mut false_values = successor_values(ir, op, 1);
        let collapsed_true = collapse(ir, true_dest, &true_values);
        let collapsed_false = collapse(ir, false_dest, &false_values);
        if collapsed_true.is_none() && collapsed_false.is_none() {
            return Err(MatchFailure("no destination only branches on".into()));
        }
        if let Some((dest, values)) = collapsed_true {
            (true_dest, true_values) = (dest, values);
        }
        if let Some((dest, values)) = collapsed_false {
            (false_dest, false_values) = (dest, values);
        }
        let condition = ir
            .operand(op, 0)
            .ok_or_else(|| MatchFailure("no condition".into()))?;
        let location = ir.op_location(op);
        // The weights stay with their successors (MLIR 22).
        let weights = CondBranchOp(op).branch_weights(ir);
        let state = CondBranchOp::build_state(
            rewriter.ir(),
            location,
            condition,
            &true_values,
            &false_values,
            weights,
            true_dest,
            false_dest,
        );
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}

/// Both destinations the same block: a `br`, with `arith.select`s for
/// the values that differ (only when this block is the destination's
/// only predecessor).
pub struct SimplifyCondBranchIdenticalSuccessors;

impl RewritePattern for SimplifyCondBranchIdenticalSuccessors {
    fn name(&self) -> &'static str {
        "SimplifyCondBranchIdenticalSuccessors"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CondBranchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let successors = ir.successors(op);
        if successors[0] != successors[1] {
            return Err(MatchFailure("different destinations".into()));
        }
        let dest = successors[0];
        let true_values = successor_values(ir, op, 0);
        let false_values = successor_values(ir, op, 1);
        if true_values == false_values {
            return replace_by_branch(rewriter, op, dest, &true_values);
        }
        if unique_predecessor(ir, dest) != ir.op_parent_block(op) {
            return Err(MatchFailure(
                "the destination has other predecessors".into(),
            ));
        }
        let condition = ir
            .operand(op, 0)
            .ok_or_else(|| MatchFailure("no condition".into()))?;
        let location = ir.op_location(op);
        rewriter.set_insertion_point_before(op);
        let mut merged = Vec::with_capacity(true_values.len());
        for (&on_true, &on_false) in true_values.iter().zip(&false_values) {
            if on_true == on_false {
                merged.push(on_true);
                continue;
            }
            let ty = rewriter.ir_ref().value_type(on_true);
            let mut state = OperationState::new(rewriter.ir_ref(), "arith.select", location);
            state.operands.extend([condition, on_true, on_false]);
            state.result_types.push(ty);
            let select = rewriter.create(state).map_err(MatchFailure::from)?;
            merged.push(rewriter.ir_ref().results(select)[0]);
        }
        replace_by_branch(rewriter, op, dest, &merged)
    }
}

/// A `cond_br` in a block reached only from a `cond_br` on the same
/// condition knows which way it goes.
pub struct SimplifyCondBranchFromCondBranchOnSameCondition;

impl RewritePattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    fn name(&self) -> &'static str {
        "SimplifyCondBranchFromCondBranchOnSameCondition"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CondBranchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("not reached from a cond_br on the same condition".into());
        let block = ir.op_parent_block(op).ok_or_else(no)?;
        let predecessor = single_predecessor(ir, block).ok_or_else(no)?;
        let branch = ir
            .last_op(predecessor)
            .filter(|&last| ir.op_name_str(last) == CondBranchOp::NAME)
            .ok_or_else(no)?;
        if ir.operand(branch, 0) != ir.operand(op, 0) {
            return Err(no());
        }
        let index = if ir.successors(branch)[0] == block {
            0
        } else {
            1
        };
        let dest = ir.successors(op)[index];
        let values = successor_values(ir, op, index);
        replace_by_branch(rewriter, op, dest, &values)
    }
}

/// In a destination only the `cond_br` reaches, its condition is known:
/// uses there become `true` (or `false`).
pub struct CondBranchTruthPropagation;

impl RewritePattern for CondBranchTruthPropagation {
    fn name(&self) -> &'static str {
        "CondBranchTruthPropagation"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CondBranchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let condition = ir
            .operand(op, 0)
            .ok_or_else(|| MatchFailure("no condition".into()))?;
        let successors = ir.successors(op).to_vec();
        let location = ir.op_location(op);
        let mut replaced = false;
        for (index, truth) in [(0, true), (1, false)] {
            let dest = successors[index];
            let ir = rewriter.ir_ref();
            if single_predecessor(ir, dest).is_none() {
                continue;
            }
            let uses: Vec<_> = ir
                .uses(condition)
                .filter(|u| ir.op_parent_block(u.op) == Some(dest))
                .collect();
            if uses.is_empty() {
                continue;
            }
            let ctx = ir.ctx();
            let i1 = ctx.integer_type(1);
            let value = ctx.integer_attr(i128::from(truth), i1);
            let mut state = OperationState::new(ir, "arith.constant", location);
            state.result_types.push(i1);
            state.properties = Some(ctx.dictionary(vec![(ctx.intern_str("value"), value)]));
            rewriter.set_insertion_point_before(op);
            let constant = rewriter.create(state).map_err(MatchFailure::from)?;
            let constant = rewriter.ir_ref().results(constant)[0];
            for use_ in uses {
                rewriter
                    .modify_op_in_place(use_.op, |ir, user| {
                        ir.set_operand(user, use_.index as usize, constant)
                    })
                    .map_err(MatchFailure::from)?;
            }
            replaced = true;
        }
        if replaced {
            Ok(())
        } else {
            Err(MatchFailure("no use of the condition to replace".into()))
        }
    }
}
