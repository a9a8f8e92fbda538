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
//! ([`crate::op_equivalence`]) is replaced by it. As in MLIR:
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
//! - trivially dead ops (unused and without effects) are erased on the way;
//! - when the op kept has an unknown location, it takes the replaced op's.
//!
//! Statistics: `num-cse'd` and `num-dce'd`.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_interfaces::side_effects::{
    MemoryEffect, MemoryEffectOpInterface, is_memory_effect_free, is_op_trivially_dead, only_reads,
};
use strata_ir::dominance::RegionDominance;
use strata_ir::{BlockId, Ir, Location, OpId, OpTraits, RegionId};
use strata_pass::{OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun};

use crate::op_equivalence::{equivalent, op_hash};

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

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let (cse, dce) = eliminate_common_subexpressions(ir, op);
        run.add_statistic("num-cse'd", "Number of operations CSE'd", cse);
        run.add_statistic("num-dce'd", "Number of operations DCE'd", dce);
        Ok(())
    }
}

/// Runs CSE on the regions of `op`; returns how many ops were replaced and
/// how many trivially dead ops were erased.
pub fn eliminate_common_subexpressions(ir: &mut Ir, op: OpId) -> (u64, u64) {
    let mut driver = CseDriver::default();
    let mut known = ScopedOps::default();
    for region in ir.regions(op).to_vec() {
        driver.simplify_region(ir, &mut known, region);
    }
    for dead in std::mem::take(&mut driver.to_erase) {
        if ir.is_live(dead) {
            // Nothing uses a replaced or dead op any more.
            let _ = ir.erase_op(dead);
        }
    }
    (driver.replaced, driver.erased)
}

/// Ops by [`op_hash`], with scopes: leaving a scope forgets what was
/// added in it (LLVM's `ScopedHashTable`).
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

    fn lookup(&self, ir: &Ir, op: OpId) -> Option<OpId> {
        let candidates = self.table.get(&op_hash(ir, op))?;
        candidates
            .iter()
            .rev()
            .copied()
            .find(|&known| ir.is_live(known) && equivalent(ir, known, op))
    }

    fn insert(&mut self, ir: &Ir, op: OpId) {
        let hash = op_hash(ir, op);
        self.table.entry(hash).or_default().push(op);
        self.log.push(hash);
    }
}

#[derive(Default)]
struct CseDriver {
    to_erase: Vec<OpId>,
    replaced: u64,
    erased: u64,
}

impl CseDriver {
    fn simplify_region(&mut self, ir: &mut Ir, known: &mut ScopedOps, region: RegionId) {
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
        let mut stack: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
        known.push_scope();
        self.simplify_block(ir, known, entry, true);
        stack.push((entry, dominance.children(entry)));
        while let Some((_, children)) = stack.last_mut() {
            match children.pop() {
                Some(child) => {
                    known.push_scope();
                    self.simplify_block(ir, known, child, true);
                    let grandchildren = dominance.children(child);
                    stack.push((child, grandchildren));
                }
                None => {
                    stack.pop();
                    known.pop_scope();
                }
            }
        }
    }

    fn simplify_block(
        &mut self,
        ir: &mut Ir,
        known: &mut ScopedOps,
        block: BlockId,
        ssa_dominance: bool,
    ) {
        let ops: Vec<OpId> = ir.block_ops(block).collect();
        for op in ops {
            if !ir.regions(op).is_empty() {
                let regions = ir.regions(op).to_vec();
                // An unregistered op might be isolated from above (MLIR's
                // `mightHaveTrait`): its regions get a table of their own.
                if ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) || ir.op_definition(op).is_none()
                {
                    let mut nested = ScopedOps::default();
                    for region in regions {
                        self.simplify_region(ir, &mut nested, region);
                    }
                } else {
                    for region in regions {
                        self.simplify_region(ir, known, region);
                    }
                }
            }
            self.simplify_op(ir, known, op, ssa_dominance);
        }
    }

    /// MLIR's `CSEDriver::simplifyOperation`; `true` if `op` goes away.
    fn simplify_op(
        &mut self,
        ir: &mut Ir,
        known: &mut ScopedOps,
        op: OpId,
        ssa_dominance: bool,
    ) -> bool {
        if ir.has_trait(op, OpTraits::TERMINATOR) {
            return false;
        }
        if is_op_trivially_dead(ir, op) {
            self.to_erase.push(op);
            self.erased += 1;
            return true;
        }
        let multi_block = ir
            .regions(op)
            .iter()
            .any(|&region| ir.region_blocks(region).nth(1).is_some());
        if multi_block {
            return false;
        }
        if !is_memory_effect_free(ir, op) {
            if !only_reads(ir, op) {
                return false;
            }
            if let Some(existing) = known.lookup(ir, op)
                && ir.op_parent_block(existing) == ir.op_parent_block(op)
                && !writes_between(ir, existing, op)
            {
                self.replace(ir, known, op, existing, ssa_dominance);
                return true;
            }
            known.insert(ir, op);
            return false;
        }
        if let Some(existing) = known.lookup(ir, op) {
            self.replace(ir, known, op, existing, ssa_dominance);
            return true;
        }
        known.insert(ir, op);
        false
    }

    /// MLIR's `replaceUsesAndDelete`.
    fn replace(
        &mut self,
        ir: &mut Ir,
        known: &ScopedOps,
        op: OpId,
        existing: OpId,
        ssa_dominance: bool,
    ) {
        let pairs: Vec<_> = ir
            .results(op)
            .iter()
            .copied()
            .zip(ir.results(existing).iter().copied())
            .collect();
        for (old, new) in pairs {
            if ssa_dominance {
                // No use of `op` has been walked yet: all of them can go.
                let _ = ir.replace_all_uses_with(old, new);
            } else {
                // In a graph region, only uses by ops already walked
                // (MLIR's test: no op equivalent to the user is known).
                let walked: FxHashSet<OpId> = ir
                    .uses(old)
                    .map(|operand| operand.op)
                    .filter(|&user| known.lookup(ir, user).is_none())
                    .collect();
                let _ = ir.replace_uses_with_if(old, new, |operand| walked.contains(&operand.op));
            }
        }
        if ssa_dominance || ir.results(op).iter().all(|&r| ir.use_empty(r)) {
            self.to_erase.push(op);
        }
        if ir.op_location(existing) == Location::Unknown && ir.op_location(op) != Location::Unknown
        {
            let location = ir.op_location(op);
            let _ = ir.set_op_location(existing, location);
        }
        self.replaced += 1;
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
