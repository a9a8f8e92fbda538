//! The first half of `remove-dead-values`: one post-order walk that decides
//! what goes (MLIR's `process*Op` functions), changing nothing. Values
//! scheduled to go count as dead for the decisions after them.

use rustc_hash::FxHashSet;
use strata_interfaces::side_effects::is_memory_effect_free;
use strata_interfaces::symbol::visibility_attr;
use strata_interfaces::{
    CallOpInterface, CallableOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionSuccessor, SymbolVisibility, forwarded_operand_range,
};
use strata_ir::registry::SuccessorOperandsFn;
use strata_ir::traits::ReturnLike;
use strata_ir::{BlockId, Ir, OpId, OpTraits, Value, WalkOrder};

use crate::liveness::{Liveness, is_function};

/// Operands of one op to drop or replace.
pub(super) struct OperandEdit {
    pub op: OpId,
    /// Per operand: whether it goes.
    pub dead: Vec<bool>,
    /// For a call of a function whose dead arguments go: the function.
    pub callee: Option<OpId>,
    /// Replace the dead operands with `ub.poison` rather than erasing them.
    pub poison: bool,
}

/// A function's dead arguments and results.
pub(super) struct FunctionEdit {
    pub op: OpId,
    pub dead_arguments: Vec<bool>,
    pub dead_results: Vec<bool>,
}

/// Everything the walk decided, in the order the cleanup applies it
/// (MLIR's `RDVFinalCleanupList`).
#[derive(Default)]
pub(super) struct CleanupList {
    /// Ops to erase.
    pub operations: Vec<OpId>,
    pub functions: Vec<FunctionEdit>,
    pub operands: Vec<OperandEdit>,
    /// Calls whose results (per result: whether it goes) go.
    pub results: Vec<(OpId, Vec<bool>)>,
    /// Branch edges: the branch, the successor slot and, per forwarded
    /// operand, whether it (and the block argument it feeds) goes.
    pub successor_operands: Vec<(OpId, usize, Vec<bool>)>,
}

/// Walks `root` and decides.
pub(super) fn collect(ir: &Ir, root: OpId, liveness: &Liveness) -> CleanupList {
    let mut collector = Collector {
        ir,
        liveness,
        dead: FxHashSet::default(),
        list: CleanupList::default(),
    };
    for op in ir.walk_collect(root, WalkOrder::PostOrder) {
        if op != root {
            collector.visit(op);
        }
    }
    collector.list
}

struct Collector<'a> {
    ir: &'a Ir,
    liveness: &'a Liveness,
    /// Values scheduled to go.
    dead: FxHashSet<Value>,
    list: CleanupList,
}

impl Collector<'_> {
    fn live(&self, value: Value) -> bool {
        !self.dead.contains(&value) && self.liveness.is_live(value)
    }

    fn any_live(&self, values: &[Value]) -> bool {
        values.iter().any(|&value| self.live(value))
    }

    fn visit(&mut self, op: OpId) {
        let ir = self.ir;
        if is_function(ir, op) {
            self.function(op);
        } else if let Some(branch) = ir.interface::<dyn RegionBranchOpInterface>(op) {
            self.region_branch(op, branch);
        } else if let Some(successor_operands) =
            ir.op_definition(op).and_then(|d| d.successor_operands)
        {
            self.branch(op, successor_operands);
        } else if ir.has_trait(op, OpTraits::TERMINATOR)
            || ir.interface::<dyn CallOpInterface>(op).is_some()
        {
            // Changed through their function, region op or callee.
        } else {
            self.simple(op);
        }
    }

    /// A private function with a body loses its dead arguments, and the
    /// results no call uses.
    fn function(&mut self, op: OpId) {
        let ir = self.ir;
        let Some(callable) = ir.interface::<dyn CallableOpInterface>(op) else {
            return;
        };
        let Some(body) = callable.callable_region(ir, op) else {
            return;
        };
        if visibility_attr(ir, op) == SymbolVisibility::Public || ir.entry_block(body).is_none() {
            return;
        }
        let dead_arguments: Vec<bool> = callable
            .callable_arguments(ir, op)
            .iter()
            .map(|&argument| !self.live(argument))
            .collect();
        for (&argument, &dead) in callable
            .callable_arguments(ir, op)
            .iter()
            .zip(&dead_arguments)
        {
            if dead {
                self.dead.insert(argument);
            }
        }
        let users = self.liveness.symbol_users(op);
        for &user in users {
            self.list.operands.push(OperandEdit {
                op: user,
                dead: vec![false; ir.num_operands(user)],
                callee: Some(op),
                poison: false,
            });
        }
        let returns = callable.result_types(ir, op).len();
        let mut dead_results = vec![true; returns];
        for &user in users {
            let results = ir.results(user);
            for (index, dead) in dead_results.iter_mut().enumerate() {
                *dead &= results.get(index).is_some_and(|&r| !self.live(r));
            }
        }
        for block in ir.region_blocks(body) {
            if let Some(terminator) = ir.last_op(block)
                && ir.implements_trait::<ReturnLike>(terminator)
                && ir.num_operands(terminator) == returns
            {
                self.list.operands.push(OperandEdit {
                    op: terminator,
                    dead: dead_results.clone(),
                    callee: None,
                    poison: false,
                });
            }
        }
        self.list.functions.push(FunctionEdit {
            op,
            dead_arguments,
            dead_results: dead_results.clone(),
        });
        if returns == 0 {
            return;
        }
        for &user in users {
            for (&result, &dead) in ir.results(user).iter().zip(&dead_results) {
                if dead {
                    self.dead.insert(result);
                }
            }
            self.list.results.push((user, dead_results.clone()));
        }
    }

    /// A region op without effects whose results are all dead goes;
    /// otherwise each forwarded operand that is dead, or whose inputs all
    /// are, becomes `ub.poison` (the canonicalization patterns drop what
    /// then carries nothing).
    fn region_branch(&mut self, op: OpId, branch: &dyn RegionBranchOpInterface) {
        let ir = self.ir;
        if is_memory_effect_free(ir, op) && !self.any_live(ir.results(op)) {
            self.list.operations.push(op);
            return;
        }
        let entry = branch.entry_operands(ir, op);
        let successors = branch.successors(ir, op, RegionBranchPoint::Parent);
        self.poison_forwarded(op, entry, &successors);
        for (index, &region) in ir.regions(op).iter().enumerate() {
            for block in ir.region_blocks(region) {
                let Some(terminator) = ir.last_op(block) else {
                    continue;
                };
                let Some(range) = forwarded_operand_range(ir, terminator) else {
                    continue;
                };
                let successors = branch.successors(ir, op, RegionBranchPoint::Region(index));
                self.poison_forwarded(terminator, range, &successors);
            }
        }
    }

    /// Schedules the operands in `range` of `owner` that feed only dead
    /// inputs of `successors` (operand `range.start + i`: input `i`) to
    /// become `ub.poison`.
    fn poison_forwarded(
        &mut self,
        owner: OpId,
        range: std::ops::Range<usize>,
        successors: &[RegionSuccessor],
    ) {
        let ir = self.ir;
        let mut dead = vec![false; ir.num_operands(owner)];
        for position in range.clone() {
            let Some(value) = ir.operand(owner, position) else {
                continue;
            };
            let index = position - range.start;
            let inputs_live = successors.iter().any(|successor| {
                let inputs = match successor {
                    RegionSuccessor::Region { inputs, .. } => inputs,
                    RegionSuccessor::Parent { results } => results,
                };
                inputs.get(index).is_some_and(|&input| self.live(input))
            });
            dead[position] = !self.live(value) || !inputs_live;
        }
        if dead.contains(&true) {
            self.list.operands.push(OperandEdit {
                op: owner,
                dead,
                callee: None,
                poison: true,
            });
        }
    }

    /// A branch whose condition is dead goes (it is in dead code); else
    /// its dead forwarded operands go, with the block arguments they feed.
    fn branch(&mut self, op: OpId, successor_operands: SuccessorOperandsFn) {
        let ir = self.ir;
        let mut forwarded = vec![false; ir.num_operands(op)];
        let slots: Vec<(usize, BlockId)> = ir.successors(op).iter().copied().enumerate().collect();
        for &(slot, _) in &slots {
            for position in successor_operands(ir, op, slot) {
                if let Some(flag) = forwarded.get_mut(position) {
                    *flag = true;
                }
            }
        }
        let dead_condition = ir
            .operands(op)
            .zip(&forwarded)
            .any(|(value, &forwarded)| !forwarded && !self.live(value));
        if dead_condition {
            self.list.operations.push(op);
            return;
        }
        for (slot, block) in slots {
            let range = successor_operands(ir, op, slot);
            let dead: Vec<bool> = range
                .clone()
                .map(|p| ir.operand(op, p).is_none_or(|v| !self.live(v)))
                .collect();
            for (&argument, &dead) in ir.block_arguments(block).iter().zip(&dead) {
                if dead {
                    self.dead.insert(argument);
                }
            }
            self.list.successor_operands.push((op, slot, dead));
        }
    }

    /// Any other op goes when one of its operands is dead (it is in dead
    /// code), or when it has no effects and no live result.
    fn simple(&mut self, op: OpId) {
        let ir = self.ir;
        let dead_operand = ir.operands(op).any(|value| !self.live(value));
        if !dead_operand && (!is_memory_effect_free(ir, op) || self.any_live(ir.results(op))) {
            return;
        }
        self.list.operations.push(op);
        self.dead.extend(ir.results(op).iter().copied());
    }
}
