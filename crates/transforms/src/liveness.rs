//! Which values a program needs (MLIR's `dataflow::LivenessAnalysis`, run
//! with its dead-code analysis as `RunLivenessAnalysis` does), for
//! `remove-dead-values`.
//!
//! A value is live when an op that needs it uses it:
//!
//! - an op with effects, an unknown op or a terminator needs all its
//!   operands, and any op with a live result does;
//! - a branch needs what it forwards to a live block argument, and its other
//!   operands (conditions) always;
//! - an op with regions it enters (`RegionBranchOpInterface`) and the
//!   terminators of those regions need what they forward to a live input
//!   (region argument or result); the operands that steer it (an `scf.if`
//!   condition, loop bounds) are needed when the op has effects or a live
//!   result;
//! - a call needs the arguments its callee's live parameters receive, all
//!   its other operands, and every operand when the callee has no body or
//!   is not known;
//! - a return in a function whose callers are all known (a private symbol
//!   used only by calls) needs what a call's live result receives; in any
//!   other function, everything it returns.
//!
//! Only code that can run counts: blocks reached from the top-level op's
//! regions, through branches, region entries and calls (a private function
//! no one calls does not run), and everything in code that cannot run is
//! dead. Unlike MLIR, conditions are not evaluated: both sides of a branch
//! on a constant count as reachable.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_interfaces::side_effects::would_op_be_trivially_dead;
use strata_interfaces::symbol::visibility_attr;
use strata_interfaces::{
    CallOpInterface, CallableOpInterface, Callee, RegionBranchOpInterface, RegionBranchPoint,
    RegionSuccessor, SymbolOpInterface, SymbolVisibility, forwarded_operand_range,
};
use strata_ir::symbol_table::{SymbolTableCollection, symbol_refs_in};
use strata_ir::{BlockId, Ir, OpId, RegionId, Value, WalkOrder};

/// The result of the analysis: the live values under the op it ran on,
/// and the ops naming each function (found on the way).
pub struct Liveness {
    live: FxHashSet<Value>,
    users: FxHashMap<OpId, Vec<OpId>>,
}

impl Liveness {
    /// Analyses everything under `root` (usually a module).
    pub fn compute(ir: &Ir, root: OpId) -> Self {
        let callers = Callers::find(ir, root);
        let ops = executable_ops(ir, root, &callers);
        let mut analysis = Analysis {
            ir,
            callers: &callers,
            live: FxHashSet::default(),
        };
        // Backward: users before the ops defining their operands, repeated
        // until nothing more becomes live (loops and calls go around).
        loop {
            let before = analysis.live.len();
            for &op in ops.iter().rev() {
                analysis.visit(op);
            }
            if analysis.live.len() == before {
                break;
            }
        }
        Liveness {
            live: analysis.live,
            users: callers.users,
        }
    }

    /// Whether `value` is live.
    pub fn is_live(&self, value: Value) -> bool {
        self.live.contains(&value)
    }

    /// The ops under the analysed op whose attributes name `function` (a
    /// function: callable and a symbol), in pre-order (MLIR's
    /// `getSymbolUses`).
    pub fn symbol_users(&self, function: OpId) -> &[OpId] {
        self.users.get(&function).map_or(&[], Vec::as_slice)
    }
}

/// What is known about who calls each function (MLIR's
/// `PredecessorState` of a callable).
struct Callers {
    /// Per call whose callee is known and has a body: the callee.
    callees: FxHashMap<OpId, OpId>,
    /// Per function: the ops that name it, in pre-order.
    users: FxHashMap<OpId, Vec<OpId>>,
    /// The private functions that only calls name: all their call sites
    /// are known (their `users`).
    known: FxHashSet<OpId>,
}

impl Callers {
    fn find(ir: &Ir, root: OpId) -> Self {
        let mut tables = SymbolTableCollection::new();
        let mut callees = FxHashMap::default();
        let mut users: FxHashMap<OpId, Vec<OpId>> = FxHashMap::default();
        // Functions named by an op that is not a call of them.
        let mut escaped: FxHashSet<OpId> = FxHashSet::default();
        let mut private: Vec<OpId> = Vec::new();
        ir.walk(root, WalkOrder::PreOrder, |user| {
            if is_function(ir, user) && visibility_attr(ir, user) == SymbolVisibility::Private {
                private.push(user);
            }
            let callee = ir
                .interface::<dyn CallOpInterface>(user)
                .and_then(|call| known_callee(ir, user, call, &mut tables));
            if let Some(callee) = callee
                && callable_body(ir, callee).is_some()
            {
                callees.insert(user, callee);
            }
            let mut references = Vec::new();
            symbol_refs_in(ir, ir.attributes(user), &mut references);
            if let Some(properties) = ir.properties(user) {
                symbol_refs_in(ir, properties, &mut references);
            }
            for reference in references {
                let Some(target) = tables.lookup_nearest_symbol_from(ir, user, reference) else {
                    continue;
                };
                if !is_function(ir, target) {
                    continue;
                }
                let list = users.entry(target).or_default();
                if list.last() != Some(&user) {
                    list.push(user);
                }
                if callee != Some(target) {
                    escaped.insert(target);
                }
            }
        });
        let known = private
            .into_iter()
            .filter(|function| !escaped.contains(function))
            .collect();
        Callers {
            callees,
            users,
            known,
        }
    }

    /// All the call sites of `function`, when they are known.
    fn sites(&self, function: OpId) -> Option<&[OpId]> {
        self.known
            .contains(&function)
            .then(|| self.users.get(&function).map_or(&[][..], Vec::as_slice))
    }

    /// The callable `call` reaches, when it is known and has a body.
    fn callee(&self, call: OpId) -> Option<OpId> {
        self.callees.get(&call).copied()
    }
}

/// The callable `call` reaches as MLIR's analyses see it: the function a
/// symbol names, or the op defining the callee value when that op is
/// itself callable (a closure). A function value made by a constant
/// (`func.constant @f`) is an unknown callee, as in MLIR, whose
/// `resolveCallable` stops at the value's defining op.
fn known_callee(
    ir: &Ir,
    op: OpId,
    call: &dyn CallOpInterface,
    tables: &mut SymbolTableCollection,
) -> Option<OpId> {
    if let Some(Callee::Value(value)) = call.callee(ir, op) {
        let callable = ir
            .defining_op(value)
            .is_some_and(|definer| ir.interface::<dyn CallableOpInterface>(definer).is_some());
        if !callable {
            return None;
        }
    }
    call.resolve_callable(ir, op, tables)
}

/// Whether `op` is a function: a callable symbol (MLIR's
/// `FunctionOpInterface`).
pub(crate) fn is_function(ir: &Ir, op: OpId) -> bool {
    ir.interface::<dyn CallableOpInterface>(op).is_some()
        && ir.interface::<dyn SymbolOpInterface>(op).is_some()
}

/// The region of a callable with a body.
fn callable_body(ir: &Ir, op: OpId) -> Option<RegionId> {
    let region = ir
        .interface::<dyn CallableOpInterface>(op)?
        .callable_region(ir, op)?;
    ir.entry_block(region).map(|_| region)
}

/// The ops in blocks that can run, in pre-order (MLIR's
/// `DeadCodeAnalysis`, without evaluating conditions).
fn executable_ops(ir: &Ir, root: OpId, callers: &Callers) -> Vec<OpId> {
    let mut executable: FxHashSet<BlockId> = FxHashSet::default();
    let mut work: Vec<BlockId> = Vec::new();
    let enter = |region: RegionId, work: &mut Vec<BlockId>| {
        if let Some(entry) = ir.entry_block(region) {
            work.push(entry);
        }
    };
    for &region in ir.regions(root) {
        enter(region, &mut work);
    }
    while let Some(block) = work.pop() {
        if !executable.insert(block) {
            continue;
        }
        for op in ir.block_ops(block) {
            work.extend(ir.successors(op).iter().copied());
            if let Some(callee) = callers.callee(op)
                && let Some(body) = callable_body(ir, callee)
            {
                enter(body, &mut work);
            }
            if is_function(ir, op) {
                // A function runs when called; one whose callers are not
                // all known may be called from anywhere.
                if !callers.known.contains(&op)
                    && let Some(body) = callable_body(ir, op)
                {
                    enter(body, &mut work);
                }
            } else if let Some(branch) = ir.interface::<dyn RegionBranchOpInterface>(op) {
                for region in entered_regions(ir, op, branch) {
                    enter(region, &mut work);
                }
            } else {
                for &region in ir.regions(op) {
                    enter(region, &mut work);
                }
            }
        }
    }
    let mut ops = Vec::new();
    ir.walk(root, WalkOrder::PreOrder, |op| {
        if ir
            .op_parent_block(op)
            .is_some_and(|block| executable.contains(&block))
        {
            ops.push(op);
        }
    });
    ops
}

/// The regions of `op` control can reach from entering it.
fn entered_regions(ir: &Ir, op: OpId, branch: &dyn RegionBranchOpInterface) -> Vec<RegionId> {
    let mut reached: Vec<RegionId> = Vec::new();
    let mut points = vec![RegionBranchPoint::Parent];
    while let Some(point) = points.pop() {
        for successor in branch.successors(ir, op, point) {
            if let RegionSuccessor::Region { region, .. } = successor
                && !reached.contains(&region)
            {
                reached.push(region);
                if let Some(index) = ir.region_index(region) {
                    points.push(RegionBranchPoint::Region(index));
                }
            }
        }
    }
    reached
}

/// The fixpoint's state.
struct Analysis<'a> {
    ir: &'a Ir,
    callers: &'a Callers,
    live: FxHashSet<Value>,
}

impl Analysis<'_> {
    fn any_live(&self, values: &[Value]) -> bool {
        values.iter().any(|value| self.live.contains(value))
    }

    /// Marks the operands `op` needs as live.
    fn visit(&mut self, op: OpId) {
        let ir = self.ir;
        let operands: Vec<Value> = ir.operands(op).collect();
        let needed: Vec<bool> = if let Some(successor_operands) =
            ir.op_definition(op).and_then(|d| d.successor_operands)
        {
            self.branch_needs(op, &operands, successor_operands)
        } else if let Some(needed) = self.terminator_needs(op, &operands) {
            needed
        } else if ir.interface::<dyn CallOpInterface>(op).is_some() {
            self.call_needs(op, &operands)
        } else if let Some(branch) = ir.interface::<dyn RegionBranchOpInterface>(op) {
            let steering = self.steering_needed(op);
            let entry = branch.entry_operands(ir, op);
            let successors = branch.successors(ir, op, RegionBranchPoint::Parent);
            (0..operands.len())
                .map(|p| {
                    if entry.contains(&p) {
                        self.input_live(&successors, p - entry.start)
                    } else {
                        steering
                    }
                })
                .collect()
        } else {
            let all = !would_op_be_trivially_dead(ir, op) || self.any_live(ir.results(op));
            vec![all; operands.len()]
        };
        for (value, needed) in operands.into_iter().zip(needed) {
            if needed {
                self.live.insert(value);
            }
        }
    }

    /// Whether input `index` of any of `successors` is live.
    fn input_live(&self, successors: &[RegionSuccessor], index: usize) -> bool {
        successors.iter().any(|successor| {
            let inputs = match successor {
                RegionSuccessor::Region { inputs, .. } => inputs,
                RegionSuccessor::Parent { results } => results,
            };
            inputs.get(index).is_some_and(|v| self.live.contains(v))
        })
    }

    /// The operands that choose where a region op goes are needed when it
    /// has effects or a live result.
    fn steering_needed(&self, op: OpId) -> bool {
        !would_op_be_trivially_dead(self.ir, op) || self.any_live(self.ir.results(op))
    }

    fn branch_needs(
        &self,
        op: OpId,
        operands: &[Value],
        successor_operands: strata_ir::registry::SuccessorOperandsFn,
    ) -> Vec<bool> {
        let ir = self.ir;
        // Not forwarded: needed. Forwarded (to one successor or several):
        // needed when an argument it goes to is live.
        let mut forwarded = vec![false; operands.len()];
        let mut demanded = vec![false; operands.len()];
        for (slot, &block) in ir.successors(op).iter().enumerate() {
            let range = successor_operands(ir, op, slot);
            for position in range.clone().filter(|&p| p < operands.len()) {
                forwarded[position] = true;
                let argument = ir.block_arguments(block).get(position - range.start);
                demanded[position] |= argument.is_some_and(|a| self.live.contains(a));
            }
        }
        forwarded
            .into_iter()
            .zip(demanded)
            .map(|(forwarded, demanded)| !forwarded || demanded)
            .collect()
    }

    /// What a terminator that hands values to its region op or returns
    /// from a function needs; `None` for other ops.
    fn terminator_needs(&self, op: OpId, operands: &[Value]) -> Option<Vec<bool>> {
        let ir = self.ir;
        let forwarded = forwarded_operand_range(ir, op)?;
        let parent = ir.parent_op(op)?;
        if let Some(branch) = ir.interface::<dyn RegionBranchOpInterface>(parent) {
            let region = ir.block_parent_region(ir.op_parent_block(op)?)?;
            let index = ir.region_index(region)?;
            let successors = branch.successors(ir, parent, RegionBranchPoint::Region(index));
            let steering = self.steering_needed(parent);
            return Some(
                (0..operands.len())
                    .map(|p| {
                        if forwarded.contains(&p) {
                            self.input_live(&successors, p - forwarded.start)
                        } else {
                            steering
                        }
                    })
                    .collect(),
            );
        }
        ir.interface::<dyn CallableOpInterface>(parent)?;
        let Some(sites) = self.callers.sites(parent) else {
            return Some(vec![true; operands.len()]);
        };
        Some(
            (0..operands.len())
                .map(|p| {
                    !forwarded.contains(&p)
                        || sites.iter().any(|&call| {
                            let Some(interface) = ir.interface::<dyn CallOpInterface>(call) else {
                                return true;
                            };
                            let results = interface.forwarded_results(ir, call);
                            ir.results(call)
                                .get(results.start + p - forwarded.start)
                                .is_some_and(|r| self.live.contains(r))
                        })
                })
                .collect(),
        )
    }

    fn call_needs(&self, op: OpId, operands: &[Value]) -> Vec<bool> {
        let ir = self.ir;
        let (Some(interface), Some(callee)) = (
            ir.interface::<dyn CallOpInterface>(op),
            self.callers.callee(op),
        ) else {
            return vec![true; operands.len()];
        };
        let Some(callable) = ir.interface::<dyn CallableOpInterface>(callee) else {
            return vec![true; operands.len()];
        };
        let parameters = callable.callable_arguments(ir, callee);
        let forwarded = interface.forwarded_operands(ir, op, Some(callee));
        (0..operands.len())
            .map(|p| {
                !forwarded.contains(&p)
                    || parameters
                        .get(p - forwarded.start)
                        .is_none_or(|parameter| self.live.contains(parameter))
            })
            .collect()
    }
}
