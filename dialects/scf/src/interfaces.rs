//! The scf ops' implementations of the cross-dialect interfaces, after
//! `SCF.cpp`: [`RegionBranchOpInterface`] (MLIR's `getSuccessorRegions`,
//! `getSuccessorInputs` and `getEntrySuccessorOperands`) for `scf.if`,
//! `scf.for`, `scf.while`, `scf.execute_region`, `scf.index_switch` and
//! `scf.parallel`, and [`LoopLikeOpInterface`] for `scf.for`, `scf.while`
//! and `scf.parallel`. The `ReturnLike`
//! implementations of the terminators are next to them in
//! [`crate::ops::terminators`].
//!
//! Every method tolerates ops that do not (yet) verify — missing regions or
//! blocks give empty answers — so passes and the verifier can ask first.

use strata_interfaces::{
    LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor,
};
use strata_ir::{Ir, OpId, RegionId, Value};

/// Region `index` of `op`, if it has one.
fn region(ir: &Ir, op: OpId, index: usize) -> Option<RegionId> {
    ir.regions(op).get(index).copied()
}

/// The arguments of the entry block of region `index` (none without one).
fn entry_arguments(ir: &Ir, op: OpId, index: usize) -> Vec<Value> {
    region(ir, op, index)
        .and_then(|region| ir.entry_block(region))
        .map(|block| ir.block_arguments(block).to_vec())
        .unwrap_or_default()
}

/// A successor region without inputs.
fn region_successor(region: RegionId) -> RegionSuccessor {
    RegionSuccessor::Region {
        region,
        inputs: Vec::new(),
    }
}

/// The parent as a successor: the op's results receive the values.
fn parent_successor(ir: &Ir, op: OpId) -> RegionSuccessor {
    RegionSuccessor::Parent {
        results: ir.results(op).to_vec(),
    }
}

/// `scf.if`: from the parent, the `then` region and either the `else`
/// region or, when it is empty, straight back to the parent; from either
/// region, back to the parent. The condition is not forwarded.
pub struct IfRegionBranch;

impl RegionBranchOpInterface for IfRegionBranch {
    fn successors(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        if point != RegionBranchPoint::Parent {
            return vec![parent_successor(ir, op)];
        }
        let mut successors: Vec<_> = region(ir, op, 0)
            .map(region_successor)
            .into_iter()
            .collect();
        match region(ir, op, 1) {
            Some(other) if ir.entry_block(other).is_some() => {
                successors.push(region_successor(other));
            }
            _ => successors.push(parent_successor(ir, op)),
        }
        successors
    }

    fn condition_operands(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operand(op, 0).into_iter().collect()
    }
}

/// `scf.for`: from the parent and from the body, either the body (whose
/// iteration arguments receive the values) or the parent (MLIR 22 does not
/// look at constant trip counts). The bounds and step choose; the
/// `iter_args` initial values enter.
pub struct ForRegionBranch;

impl RegionBranchOpInterface for ForRegionBranch {
    fn successors(&self, ir: &Ir, op: OpId, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let mut successors = Vec::new();
        if let Some(body) = region(ir, op, 0) {
            successors.push(RegionSuccessor::Region {
                region: body,
                inputs: for_iter_args(ir, op),
            });
        }
        successors.push(parent_successor(ir, op));
        successors
    }

    fn condition_operands(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operands(op).take(3).collect()
    }

    fn entry_operands(&self, ir: &Ir, op: OpId) -> std::ops::Range<usize> {
        3..ir.num_operands(op).max(3)
    }
}

/// The body's arguments after the induction variable.
fn for_iter_args(ir: &Ir, op: OpId) -> Vec<Value> {
    entry_arguments(ir, op, 0).into_iter().skip(1).collect()
}

/// `scf.while`: the parent enters the `before` region; `scf.condition`
/// goes to the parent or to the `after` region; the `after` region goes
/// back to `before`. The initial values enter `before`.
pub struct WhileRegionBranch;

impl RegionBranchOpInterface for WhileRegionBranch {
    fn successors(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let to_region = |index: usize| {
            region(ir, op, index).map(|region| RegionSuccessor::Region {
                region,
                inputs: entry_arguments(ir, op, index),
            })
        };
        match point {
            RegionBranchPoint::Parent | RegionBranchPoint::Region(1) => {
                to_region(0).into_iter().collect()
            }
            RegionBranchPoint::Region(_) => std::iter::once(parent_successor(ir, op))
                .chain(to_region(1))
                .collect(),
        }
    }

    fn entry_operands(&self, ir: &Ir, op: OpId) -> std::ops::Range<usize> {
        0..ir.num_operands(op)
    }
}

/// `scf.execute_region`: the parent enters the body (passing nothing); the
/// body returns to the parent.
pub struct ExecuteRegionBranch;

impl RegionBranchOpInterface for ExecuteRegionBranch {
    fn successors(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => region(ir, op, 0)
                .map(region_successor)
                .into_iter()
                .collect(),
            RegionBranchPoint::Region(_) => vec![parent_successor(ir, op)],
        }
    }
}

/// `scf.index_switch`: the parent enters any of its regions (the default
/// one first, then the cases; MLIR 22 does not narrow them for a constant
/// argument here); each region returns to the parent. The argument
/// chooses and is not forwarded.
pub struct IndexSwitchRegionBranch;

impl RegionBranchOpInterface for IndexSwitchRegionBranch {
    fn successors(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => ir
                .regions(op)
                .iter()
                .copied()
                .map(region_successor)
                .collect(),
            RegionBranchPoint::Region(_) => vec![parent_successor(ir, op)],
        }
    }

    fn condition_operands(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operand(op, 0).into_iter().collect()
    }
}

/// `scf.parallel`: from the parent and from the body, the body or the
/// parent, passing nothing along either edge (MLIR's `RegionSuccessor`s
/// without inputs): the induction variables are not forwarded values, and
/// the results come from the reductions, which the op itself combines. The
/// bounds, steps and initial values all steer.
pub struct ParallelRegionBranch;

impl RegionBranchOpInterface for ParallelRegionBranch {
    fn successors(&self, ir: &Ir, op: OpId, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let mut successors: Vec<_> = region(ir, op, 0)
            .map(region_successor)
            .into_iter()
            .collect();
        successors.push(RegionSuccessor::Parent {
            results: Vec::new(),
        });
        successors
    }

    fn condition_operands(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operands(op).collect()
    }
}

/// `scf.parallel` as a loop: its body; the single-variable accessors answer
/// only for a one-dimensional loop (MLIR's `getSingleInductionVar`).
pub struct ParallelLoopLike;

impl ParallelLoopLike {
    /// Operand `group` (0 lower bounds, 1 upper bounds, 2 steps) of a
    /// one-dimensional loop.
    fn single_operand(ir: &Ir, op: OpId, group: usize) -> Option<Value> {
        let parallel = crate::ParallelOp(op);
        match parallel.step(ir).len() {
            1 => strata_ir::ods::segments::operand_range(ir, op, crate::ParallelOp::SCHEMA, group)
                .next()
                .and_then(|position| ir.operand(op, position)),
            _ => None,
        }
    }
}

impl LoopLikeOpInterface for ParallelLoopLike {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        region(ir, op, 0).into_iter().collect()
    }

    fn induction_var(&self, ir: &Ir, op: OpId) -> Option<Value> {
        match entry_arguments(ir, op, 0).as_slice() {
            [single] => Some(*single),
            _ => None,
        }
    }

    fn lower_bound(&self, ir: &Ir, op: OpId) -> Option<Value> {
        Self::single_operand(ir, op, 0)
    }

    fn upper_bound(&self, ir: &Ir, op: OpId) -> Option<Value> {
        Self::single_operand(ir, op, 1)
    }

    fn step(&self, ir: &Ir, op: OpId) -> Option<Value> {
        Self::single_operand(ir, op, 2)
    }
}

/// `scf.for` as a counted loop: `%iv = %lb to %ub step %step` with
/// `iter_args`.
pub struct ForLoopLike;

impl LoopLikeOpInterface for ForLoopLike {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        region(ir, op, 0).into_iter().collect()
    }

    fn induction_var(&self, ir: &Ir, op: OpId) -> Option<Value> {
        entry_arguments(ir, op, 0).first().copied()
    }

    fn lower_bound(&self, ir: &Ir, op: OpId) -> Option<Value> {
        ir.operand(op, 0)
    }

    fn upper_bound(&self, ir: &Ir, op: OpId) -> Option<Value> {
        ir.operand(op, 1)
    }

    fn step(&self, ir: &Ir, op: OpId) -> Option<Value> {
        ir.operand(op, 2)
    }

    fn inits(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operands(op).skip(3).collect()
    }

    fn region_iter_args(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        for_iter_args(ir, op)
    }
}

/// `scf.while` as a loop: both regions run on each iteration, and the
/// `before` region's arguments carry the loop-carried values.
pub struct WhileLoopLike;

impl LoopLikeOpInterface for WhileLoopLike {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        ir.regions(op).iter().copied().take(2).collect()
    }

    fn inits(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operands(op).collect()
    }

    fn region_iter_args(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        entry_arguments(ir, op, 0)
    }
}

/// `scf.forall` as region branches (MLIR's `ForallOp::getSuccessorRegions`):
/// from outside, into the body (its arguments are not forwarded values)
/// or, with no iterations, straight back out; from the terminator, out.
/// No values are forwarded: the results are the shared outputs, which the
/// combining ops write.
pub struct ForallRegionBranch;

impl RegionBranchOpInterface for ForallRegionBranch {
    fn successors(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let parent = RegionSuccessor::Parent {
            results: Vec::new(),
        };
        match point {
            RegionBranchPoint::Parent => region(ir, op, 0)
                .map(region_successor)
                .into_iter()
                .chain([parent])
                .collect(),
            RegionBranchPoint::Region(_) => vec![parent],
        }
    }

    fn condition_operands(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operands(op).collect()
    }
}

/// `scf.forall` as a loop: its body; the shared outputs are its
/// loop-carried values. The single-variable accessors answer for a
/// one-dimensional loop whose bound or step is a value.
pub struct ForallLoopLike;

impl ForallLoopLike {
    fn single(
        ir: &Ir,
        op: OpId,
        list: fn(crate::ForallOp, &Ir) -> Vec<crate::ops::forall::Mixed>,
    ) -> Option<Value> {
        match list(crate::ForallOp(op), ir).as_slice() {
            [crate::ops::forall::Mixed::Dynamic(value)] => Some(*value),
            _ => None,
        }
    }
}

impl LoopLikeOpInterface for ForallLoopLike {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        region(ir, op, 0).into_iter().collect()
    }

    fn induction_var(&self, ir: &Ir, op: OpId) -> Option<Value> {
        match crate::ForallOp(op).induction_vars(ir).as_slice() {
            [single] => Some(*single),
            _ => None,
        }
    }

    fn lower_bound(&self, ir: &Ir, op: OpId) -> Option<Value> {
        Self::single(ir, op, crate::ForallOp::mixed_lower_bound)
    }

    fn upper_bound(&self, ir: &Ir, op: OpId) -> Option<Value> {
        Self::single(ir, op, crate::ForallOp::mixed_upper_bound)
    }

    fn step(&self, ir: &Ir, op: OpId) -> Option<Value> {
        Self::single(ir, op, crate::ForallOp::mixed_step)
    }

    fn inits(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        crate::ForallOp(op).outputs(ir)
    }

    fn region_iter_args(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        crate::ForallOp(op).region_out_args(ir)
    }
}
