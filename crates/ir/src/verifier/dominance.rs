//! SSA dominance (MLIR's `verifyDominanceOfContainedRegions`): every
//! operand's definition dominates its use, within a block by op order
//! (SSACFG regions only) and across blocks by the region's dominator tree,
//! and a use never reaches through an isolated-from-above op.

use super::{Failure, failure, is_isolated_with_regions, op_error};
use crate::dominance::DominanceInfo;
use crate::ir::{BlockId, Ir, OpId, RegionId, ValueDef};
use crate::registry::OpTraits;

/// Whether values in a block of `region` must be defined before their uses
/// in the same block (SSACFG), rather than in any order (graph regions, and
/// regions of unregistered ops, which MLIR treats as possibly graph regions).
fn has_ssa_dominance(ir: &Ir, region: RegionId) -> bool {
    ir.region_parent_op(region)
        .is_some_and(|op| match ir.op_definition(op) {
            Some(_) => !ir.has_trait(op, OpTraits::GRAPH_REGIONS),
            // Graph regions have one block: an unregistered op's region with
            // several blocks is a CFG.
            None => ir.region_blocks(region).nth(1).is_some(),
        })
}

/// SSA dominance, with the dominator trees it has built so far (the order
/// of ops within a block is cached by the IR itself).
pub(super) struct DominanceChecker {
    dominance: DominanceInfo,
}

impl DominanceChecker {
    pub(super) fn new() -> Self {
        DominanceChecker {
            dominance: DominanceInfo::default(),
        }
    }

    /// Checks every operand used inside `op`'s regions, down to (not into)
    /// isolated-from-above ops, which are checked on their own.
    pub(super) fn verify_regions_of(&mut self, ir: &Ir, op: OpId) -> Result<(), Failure> {
        // MLIR's `verifyDominanceOfContainedRegions`: the ops directly in an
        // op's regions first, then (last in, first out) the ops nested in
        // them.
        let mut worklist = vec![op];
        while let Some(parent) = worklist.pop() {
            for &region in ir.regions(parent) {
                let ssa = has_ssa_dominance(ir, region);
                for block in ir.region_blocks(region) {
                    let reachable = self.dominance.is_reachable(ir, region, block);
                    for user in ir.block_ops(block) {
                        if reachable {
                            for (operand_index, value) in ir.operands(user).enumerate() {
                                // The common case, answered at once: a block
                                // argument or an earlier op of this block.
                                if let (Some(def_block), def_op) = ir.value_site(value)
                                    && def_block == block
                                    && (!ssa
                                        || def_op
                                            .is_none_or(|def| ir.is_before_in_block(def, user)))
                                {
                                    continue;
                                }
                                check_operand(ir, user, operand_index, value, &mut self.dominance)?;
                            }
                        }
                        if !ir.regions(user).is_empty() && !is_isolated_with_regions(ir, user) {
                            worklist.push(user);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// The value a use really refers to: the outer value behind a stand-in
/// (see [`ValueDef::OutsideBody`]), or the value itself.
pub(super) fn used_value(ir: &Ir, value: crate::ir::Value) -> crate::ir::Value {
    match ir.value_def(value) {
        ValueDef::OutsideBody { value } => value,
        _ => value,
    }
}

fn check_operand(
    ir: &Ir,
    user: OpId,
    operand_index: usize,
    value: crate::ir::Value,
    dominance: &mut DominanceInfo,
) -> Result<(), Failure> {
    let value = used_value(ir, value);
    let Some(def_block) = ir.value_parent_block(value) else {
        return Err(failure(
            ir,
            user,
            format!("operand #{operand_index} does not dominate this use"),
        ));
    };
    // Climb from the user to the op in the defining region that contains it,
    // checking isolated-from-above ops crossed on the way (isolated ops
    // inside the verified tree have already checked themselves; this catches
    // the ones above a root that is not isolated). A value of a region that
    // does not enclose the user is out of reach.
    let def_region = ir.block_parent_region(def_block);
    let mut ancestor = user;
    let mut isolated_crossed = None;
    let (ancestor_block, region) = loop {
        let block = ir.op_parent_block(ancestor);
        if let Some(block) = block
            && let Some(region) = def_region.filter(|&r| ir.block_parent_region(block) == Some(r))
        {
            break (block, region);
        }
        let Some(parent) = ir.parent_op(ancestor) else {
            // The defining region does not enclose the user.
            return Err(not_dominating(
                ir,
                user,
                operand_index,
                value,
                "a child region",
            ));
        };
        if isolated_crossed.is_none() && ir.has_trait(parent, OpTraits::ISOLATED_FROM_ABOVE) {
            isolated_crossed = Some(parent);
        }
        ancestor = parent;
    };
    if let Some(isolated) = isolated_crossed {
        return Err(
            op_error(ir, user, "using value defined outside the region").with_note(
                ir.op_location(isolated),
                "required by region isolation constraints",
            ),
        );
    }
    let same_region_kind = if ancestor == user {
        "the same block"
    } else {
        "a parent region"
    };
    if ancestor_block == def_block {
        let ValueDef::OpResult { op: def_op, .. } = ir.value_def(value) else {
            return Ok(());
        };
        if !has_ssa_dominance(ir, region) {
            return Ok(());
        }
        if def_op == ancestor {
            // A result used by its own op, or inside its own op's regions.
            return Err(not_dominating(
                ir,
                user,
                operand_index,
                value,
                "a parent region",
            ));
        }
        if ir.is_before_in_block(def_op, ancestor) {
            return Ok(());
        }
        return Err(not_dominating(
            ir,
            user,
            operand_index,
            value,
            same_region_kind,
        ));
    }
    if dominance.properly_dominates(ir, region, def_block, ancestor_block) {
        return Ok(());
    }
    let kind = if ancestor == user {
        "the same region"
    } else {
        "a parent region"
    };
    Err(not_dominating(ir, user, operand_index, value, kind))
}

fn not_dominating(
    ir: &Ir,
    user: OpId,
    operand_index: usize,
    value: crate::ir::Value,
    relation: &str,
) -> Failure {
    let error = failure(
        ir,
        user,
        format!("operand #{operand_index} does not dominate this use"),
    );
    let note = match ir.value_def(value) {
        ValueDef::OpResult { op, .. } => (
            ir.op_location(op),
            format!("operand defined here (op in {relation})"),
        ),
        // MLIR points at the op that holds the block, not the argument.
        ValueDef::BlockArgument { block, .. } => (
            ir.block_parent_op(block)
                .map_or(crate::location::Location::Unknown, |op| ir.op_location(op)),
            format!(
                "operand defined as a block argument (block #{} in {relation})",
                block_position(ir, block)
            ),
        ),
        ValueDef::Placeholder | ValueDef::OutsideBody { .. } => return error,
    };
    error.with_note(note.0, note.1)
}

fn block_position(ir: &Ir, block: BlockId) -> usize {
    ir.block_parent_region(block).map_or(0, |r| {
        ir.region_blocks(r).position(|b| b == block).unwrap_or(0)
    })
}
