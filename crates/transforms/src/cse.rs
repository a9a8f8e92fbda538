//! `cse`: common sub-expression elimination (MLIR's `CSE` pass,
//! `mlir/lib/Transforms/CSE.cpp`).
//!
//! ```text
//! %0 = arith.addi %a, %b : i32            %0 = arith.addi %a, %b : i32
//! %1 = arith.addi %b, %a : i32     =>     %2 = arith.muli %0, %0 : i32
//! %2 = arith.muli %0, %1 : i32
//! ```
//!
//! The pass walks each region's dominator tree with a scoped table of the
//! ops seen so far: an op equivalent to one that dominates it
//! ([`strata_ir::op_equivalence`]) is replaced by it. As in MLIR:
//!
//! - only ops free of memory effects are replaced, plus an op that only
//!   reads memory when an equivalent one is earlier in the same block with
//!   no write in between;
//! - terminators and ops with a multi-block region are left alone;
//! - ops in a nested region may reuse ops of the enclosing regions, unless
//!   the nested op is isolated from above, or unregistered and so maybe
//!   isolated (a function gets a table of its own);
//! - a multi-block region without SSA dominance (a graph region) is
//!   skipped; in a one-block graph region only uses already walked are
//!   replaced;
//! - an op in a region whose values keep one use each (an expression tree,
//!   `strata_interfaces::SingleUseValues`) may be replaced but is never
//!   kept in place of another;
//! - trivially dead ops (unused and without effects) are erased on the way;
//! - when the op kept has an unknown location, it takes the replaced op's.
//!
//! The walk only reads the IR: it decides the replacements (and reads
//! operands through the ones decided so far, as if they were made), then
//! they are made and the dead ops erased. The same walk, without the
//! rewrite, checks the `no-common-subexpressions` property
//! ([`common_subexpressions`]).
//!
//! Statistics: `num-cse'd` and `num-dce'd`.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_interfaces::defines_single_use_values;
use strata_interfaces::side_effects::{
    MemoryEffect, MemoryEffectOpInterface, is_memory_effect_free, is_op_trivially_dead, only_reads,
};
use strata_ir::dominance::RegionDominance;
use strata_ir::{BlockId, Diagnostic, Ir, Location, OpId, OpOperand, OpTraits, RegionId, Value};
use strata_pass::{
    IrProperty, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun, VERIFIED,
    for_each_isolated_child,
};

use strata_ir::op_equivalence::{equivalent_with, op_hash_with};

/// The `cse` pass.
pub struct Cse;

/// `cse`'s registration.
pub const CSE: PassInfo = PassInfo {
    argument: "cse",
    summary: "Eliminate common sub-expressions",
    options: &[] as &[OptionSpec],
    create: |_: &PassOptions| Box::new(Cse),
};

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }

    fn name(&self) -> &'static str {
        "CSE"
    }

    fn requires(&self) -> Vec<&'static dyn IrProperty> {
        vec![&VERIFIED]
    }

    fn produces(&self) -> Vec<&'static dyn IrProperty> {
        vec![&crate::properties::NO_COMMON_SUBEXPRESSIONS]
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        // The functions directly in `op` get tables of their own, so they
        // can be done at once, each in a part of the IR; `op` itself after.
        let children = if run.threads {
            independent_children(ir, op)
        } else {
            Vec::new()
        };
        let done = for_each_isolated_child(ir, &children, eliminate_common_subexpressions);
        let skip: FxHashSet<OpId> = children.into_iter().collect();
        let plan = Analysis::new(&skip, false).run(ir, op);
        let (cse, dce) = plan.apply(ir);
        let (cse, dce) = done
            .into_iter()
            .fold((cse, dce), |(c, d), (dc, dd)| (c + dc, d + dd));
        run.add_statistic("num-cse'd", "Number of operations CSE'd", cse);
        run.add_statistic("num-dce'd", "Number of operations DCE'd", dce);
        Ok(())
    }
}

/// The ops under `op` that CSE would replace: pure ops without regions, in
/// regions with SSA dominance, equivalent to an op that dominates them
/// (the `no-common-subexpressions` property).
pub fn common_subexpressions(ir: &Ir, op: OpId) -> Vec<Diagnostic> {
    let skip = FxHashSet::default();
    Analysis::new(&skip, true).run(ir, op).violations
}

/// Runs CSE on the regions of `op`; returns how many ops were replaced and
/// how many trivially dead ops were erased.
pub fn eliminate_common_subexpressions(ir: &mut Ir, op: OpId) -> (u64, u64) {
    let skip = FxHashSet::default();
    Analysis::new(&skip, false).run(ir, op).apply(ir)
}

/// The isolated ops directly in `op` whose regions CSE can do apart:
/// each owns a body, and CSE would do nothing to the op itself once its
/// regions are done (it has no results and effects it does not rule out,
/// like a function).
fn independent_children(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut children = Vec::new();
    for &region in ir.regions(op) {
        for block in ir.region_blocks(region) {
            children.extend(ir.block_ops(block).filter(|&child| {
                ir.has_trait(child, OpTraits::ISOLATED_FROM_ABOVE)
                    && ir.owned_body(child).is_some()
                    && ir.results(child).is_empty()
                    && !is_memory_effect_free(ir, child)
            }));
        }
    }
    children
}

/// Ops by hash, with scopes: leaving a scope forgets what was added in it
/// (LLVM's `ScopedHashTable`).
#[derive(Default)]
struct ScopedOps {
    table: FxHashMap<u64, Vec<OpId>>,
    log: Vec<u64>,
    scopes: Vec<usize>,
}

impl ScopedOps {
    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        for hash in self.log.drain(start..).rev() {
            if let Some(ops) = self.table.get_mut(&hash) {
                ops.pop();
            }
        }
    }
}

/// One decided replacement: `op`'s results by `existing`'s.
struct Replacement {
    op: OpId,
    existing: OpId,
    /// `None`: every use; `Some`: only these (in a graph region).
    uses: Option<Vec<OpOperand>>,
}

/// What CSE decided for the regions of one op.
#[derive(Default)]
struct Plan {
    replacements: Vec<Replacement>,
    /// How many trivially dead ops were found.
    dead: u64,
    /// The ops to erase (replaced or dead), in the order they were found.
    to_erase: Vec<OpId>,
    /// Ops that could be replaced (when only checking).
    violations: Vec<Diagnostic>,
}

impl Plan {
    /// Makes the replacements, then erases the replaced and dead ops (in
    /// walk order, as MLIR does); returns (replaced, erased) counts.
    fn apply(self, ir: &mut Ir) -> (u64, u64) {
        let replaced = self.replacements.len() as u64;
        for replacement in &self.replacements {
            let pairs: Vec<(Value, Value)> = ir
                .results(replacement.op)
                .iter()
                .copied()
                .zip(ir.results(replacement.existing).iter().copied())
                .collect();
            for (old, new) in pairs {
                let _ = match &replacement.uses {
                    None => ir.replace_all_uses_with(old, new),
                    Some(uses) => {
                        ir.replace_uses_with_if(old, new, |operand| uses.contains(&operand))
                    }
                };
            }
            if ir.op_location(replacement.existing) == Location::Unknown
                && ir.op_location(replacement.op) != Location::Unknown
            {
                let location = ir.op_location(replacement.op);
                let _ = ir.set_op_location(replacement.existing, location);
            }
        }
        // Nothing live uses these any more; the last found first, so that
        // one using another goes before it.
        for &op in self.to_erase.iter().rev() {
            if ir.is_live(op) {
                let _ = ir.erase_op(op);
            }
        }
        (replaced, self.dead)
    }
}

/// MLIR's `CSEDriver`, deciding instead of rewriting.
struct Analysis<'a> {
    /// Isolated ops whose regions are done elsewhere.
    skip: &'a FxHashSet<OpId>,
    /// Only report what could be replaced.
    check_only: bool,
    /// Results of replaced ops, by the results replacing them.
    substitutes: FxHashMap<Value, Value>,
    plan: Plan,
}

impl<'a> Analysis<'a> {
    fn new(skip: &'a FxHashSet<OpId>, check_only: bool) -> Self {
        Analysis {
            skip,
            check_only,
            substitutes: FxHashMap::default(),
            plan: Plan::default(),
        }
    }

    fn run(mut self, ir: &Ir, op: OpId) -> Plan {
        let mut known = ScopedOps::default();
        for &region in ir.regions(op) {
            self.simplify_region(ir, &mut known, region);
        }
        self.plan
    }

    fn substitute(&self, value: Value) -> Value {
        *self.substitutes.get(&value).unwrap_or(&value)
    }

    /// `op`'s hash, its operands read through the replacements so far.
    fn hash(&self, ir: &Ir, op: OpId) -> u64 {
        op_hash_with(ir, op, &|value| self.substitute(value))
    }

    fn lookup(&self, ir: &Ir, known: &ScopedOps, op: OpId) -> Option<OpId> {
        self.lookup_hashed(ir, known, op, self.hash(ir, op))
    }

    /// A known op equivalent to `op`, whose hash is `hash`.
    fn lookup_hashed(&self, ir: &Ir, known: &ScopedOps, op: OpId, hash: u64) -> Option<OpId> {
        let substitute = |value| self.substitute(value);
        known
            .table
            .get(&hash)?
            .iter()
            .rev()
            .copied()
            .find(|&candidate| equivalent_with(ir, candidate, op, &substitute))
    }

    fn insert(known: &mut ScopedOps, op: OpId, hash: u64) {
        known.table.entry(hash).or_default().push(op);
        known.log.push(hash);
    }

    fn simplify_region(&mut self, ir: &Ir, known: &mut ScopedOps, region: RegionId) {
        let Some(entry) = ir.entry_block(region) else {
            return;
        };
        let ssa_dominance = ir
            .region_parent_op(region)
            .is_none_or(|parent| !ir.has_trait(parent, OpTraits::GRAPH_REGIONS));
        if ir.region_blocks(region).nth(1).is_none() {
            known.push_scope();
            self.simplify_block(ir, known, entry, ssa_dominance);
            known.pop_scope();
            return;
        }
        if !ssa_dominance {
            return;
        }
        let Some(dominance) = RegionDominance::compute(ir, region) else {
            return;
        };
        // Pre-order over the dominator tree, one scope per node.
        known.push_scope();
        self.simplify_block(ir, known, entry, true);
        let mut stack: Vec<Vec<BlockId>> = vec![dominance.children(entry)];
        while let Some(children) = stack.last_mut() {
            match children.pop() {
                Some(child) => {
                    known.push_scope();
                    self.simplify_block(ir, known, child, true);
                    stack.push(dominance.children(child));
                }
                None => {
                    stack.pop();
                    known.pop_scope();
                }
            }
        }
    }

    fn simplify_block(&mut self, ir: &Ir, known: &mut ScopedOps, block: BlockId, ssa: bool) {
        for op in ir.block_ops(block) {
            if !ir.regions(op).is_empty() && !self.skip.contains(&op) {
                // An unregistered op might be isolated from above (MLIR's
                // `mightHaveTrait`): its regions get a table of their own.
                if ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) || ir.op_definition(op).is_none()
                {
                    let mut nested = ScopedOps::default();
                    for &region in ir.regions(op) {
                        self.simplify_region(ir, &mut nested, region);
                    }
                } else {
                    for &region in ir.regions(op) {
                        self.simplify_region(ir, known, region);
                    }
                }
            }
            self.simplify_op(ir, known, op, ssa);
        }
    }

    /// MLIR's `CSEDriver::simplifyOperation`.
    fn simplify_op(&mut self, ir: &Ir, known: &mut ScopedOps, op: OpId, ssa: bool) {
        if ir.has_trait(op, OpTraits::TERMINATOR) {
            return;
        }
        if is_op_trivially_dead(ir, op) {
            self.plan.dead += 1;
            self.plan.to_erase.push(op);
            return;
        }
        let multi_block = ir
            .regions(op)
            .iter()
            .any(|&region| ir.region_blocks(region).nth(1).is_some());
        if multi_block {
            return;
        }
        if !is_memory_effect_free(ir, op) {
            if self.check_only || !only_reads(ir, op) {
                return;
            }
            let hash = self.hash(ir, op);
            if let Some(existing) = self.lookup_hashed(ir, known, op, hash)
                && ir.op_parent_block(existing) == ir.op_parent_block(op)
                && !writes_between(ir, existing, op)
            {
                self.replace(ir, known, op, existing, ssa);
                return;
            }
            Self::insert(known, op, hash);
            return;
        }
        let hash = self.hash(ir, op);
        match self.lookup_hashed(ir, known, op, hash) {
            Some(existing) => self.replace(ir, known, op, existing, ssa),
            // An op whose value must keep its one use (in an expression
            // tree) is never kept in place of another.
            None if defines_single_use_values(ir, op) => {}
            None => Self::insert(known, op, hash),
        }
    }

    /// MLIR's `replaceUsesAndDelete`, decided.
    fn replace(&mut self, ir: &Ir, known: &ScopedOps, op: OpId, existing: OpId, ssa: bool) {
        if self.check_only {
            // Only what CSE surely replaces: graph regions keep uses, and
            // ops with regions may become equal only once CSE erased dead
            // ops inside them (MLIR's CSE does not run to a fixpoint).
            if ssa && ir.regions(op).is_empty() {
                self.plan.violations.push(
                    Diagnostic::error(
                        ir.op_location(op),
                        format!(
                            "'{}' op computes the same value as an op that dominates it",
                            ir.op_name_str(op)
                        ),
                    )
                    .with_note(ir.op_location(existing), "the op that dominates it"),
                );
                // Later ops read `op` as `existing`, as after a rewrite.
                for (&old, &new) in ir.results(op).iter().zip(ir.results(existing)) {
                    self.substitutes.insert(old, new);
                }
            }
            return;
        }
        let (uses, erase) = if ssa {
            // No use of `op` has been walked yet: all of them go.
            (None, true)
        } else {
            // In a graph region, only uses by ops already walked (MLIR's
            // test: no op equivalent to the user is known).
            let all: Vec<OpOperand> = ir
                .results(op)
                .iter()
                .flat_map(|&result| ir.uses(result).collect::<Vec<_>>())
                .collect();
            let walked: Vec<OpOperand> = all
                .iter()
                .copied()
                .filter(|operand| self.lookup(ir, known, operand.op).is_none())
                .collect();
            let erase = walked.len() == all.len();
            (Some(walked), erase)
        };
        if uses.is_none() {
            for (&old, &new) in ir.results(op).iter().zip(ir.results(existing)) {
                self.substitutes.insert(old, new);
            }
        }
        if erase {
            self.plan.to_erase.push(op);
        }
        self.plan
            .replacements
            .push(Replacement { op, existing, uses });
    }
}

/// Whether an op strictly between `from` and `to` (in one block) may write
/// memory: it says nothing of its effects, or lists a write.
fn writes_between(ir: &Ir, from: OpId, to: OpId) -> bool {
    let mut next = ir.next_op(from);
    while let Some(op) = next {
        if op == to {
            return false;
        }
        if !ir.has_trait(op, OpTraits::PURE) {
            match ir.interface::<dyn MemoryEffectOpInterface>(op) {
                None => return true,
                Some(effects) if effects.effects(ir, op).contains(&MemoryEffect::Write) => {
                    return true;
                }
                Some(_) => {}
            }
        }
        next = ir.next_op(op);
    }
    false
}
