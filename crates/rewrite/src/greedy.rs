//! The greedy pattern rewrite driver (MLIR's `applyPatternsGreedily`): on
//! the regions of an op (whose region ops are isolated from above), each
//! round erases the unreachable blocks (whatever the simplification level:
//! patterns are not safe on unreachable code), then visits every op from a
//! worklist, and for each erases it if it is trivially dead, else folds
//! it, else applies the first pattern that matches, highest benefit first;
//! revisits what a change touched; when the worklist is empty, simplifies
//! the regions; and rounds repeat until one changes nothing or a limit is
//! reached.
//!
//! What to revisit comes from the IR's change log, read after each
//! rewrite in the order MLIR's driver is notified: created and moved ops,
//! ops whose operands, attributes or successors changed (the users of a
//! replaced value among them), each with the ops enclosing it up to the
//! simplified regions (a change inside a region may enable a pattern on
//! its op); for an erased op, the producers of its operands that are left
//! with at most one other user (they may now be dead). The order matters:
//! mlir-opt's output depends on it, and Strata's must be the same.
//!
//! The worklist starts in post-order (bottom-up, popped from the back), or
//! in pre-order with `top_down`. With `cse_constants`, constants met while
//! filling it are kept unique per isolated region and moved to its entry
//! block ([`crate::folder::ConstantUniquer`]); the users of a duplicate
//! are queued when it is replaced, as MLIR's folder does.

use strata_interfaces::side_effects::is_op_trivially_dead;
use strata_ir::{Change, Ir, OpId, OpTraits, RegionId, WalkOrder};

use crate::folder::{ConstantUniquer, Folded, fold_op};
use crate::pattern::FrozenRewritePatternSet;
use crate::region_simplify::{erase_unreachable_blocks_under, simplify_regions};
use crate::rewriter::PatternRewriter;
use crate::worklist::Worklist;

/// How much region simplification runs when the worklist drains (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks and dead code go.
    #[default]
    Normal,
    /// As `Normal`, and identical blocks are merged.
    Aggressive,
}

/// The driver's settings (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug)]
pub struct GreedyRewriteConfig {
    /// Fill the worklist in pre-order rather than post-order.
    pub top_down: bool,
    /// At most this many rounds over the regions; `None` for no limit
    /// (MLIR's default is 10).
    pub max_iterations: Option<usize>,
    /// At most this many pattern rewrites in each round; `None` for no
    /// limit.
    pub max_rewrites: Option<usize>,
    /// Fold ops.
    pub fold: bool,
    /// Keep constants unique and hoisted.
    pub cse_constants: bool,
    /// Region simplification.
    pub region_simplification: RegionSimplification,
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            top_down: false,
            max_iterations: Some(10),
            max_rewrites: None,
            fold: true,
            cse_constants: true,
            region_simplification: RegionSimplification::Normal,
        }
    }
}

/// What a greedy run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedyOutcome {
    /// Whether the last round changed nothing (a fixpoint).
    pub converged: bool,
    /// Whether anything changed.
    pub changed: bool,
    /// Rounds run.
    pub iterations: usize,
    /// Patterns applied.
    pub rewrites: usize,
    /// Ops folded.
    pub folds: usize,
    /// Trivially dead ops erased.
    pub erased: usize,
}

/// Applies `patterns` (and folding) to the regions of `op` until a fixpoint
/// or a limit of `config`.
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    op: OpId,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyOutcome {
    let regions: Vec<RegionId> = ir.regions(op).to_vec();
    let was_recording = ir.is_recording_changes();
    ir.set_change_recording(true);
    // Changes made before the driver are not its business.
    let _ = ir.take_changes();
    let mut driver = Driver::new(patterns, config);
    driver.scope = Some(regions.clone());
    if config.max_iterations == Some(0) {
        // Nothing to do, so nothing left undone (as MLIR reports it).
        driver.outcome.converged = true;
    }
    loop {
        if config
            .max_iterations
            .is_some_and(|limit| driver.outcome.iterations >= limit)
        {
            break;
        }
        driver.outcome.iterations += 1;
        driver.rewrites_this_round = 0;
        // Constants merged while filling the worklist change the IR but do
        // not count as a round's change (as in MLIR).
        driver.outcome.changed |= driver.fill(ir, &regions);
        // As MLIR 22 does at the start of each round, whatever the region
        // simplification level: unreachable code may hold IR that patterns
        // are not safe on (`%a = arith.addi %a, %a`), so its blocks go
        // first (their ops leave the worklist; what they used is revisited).
        let mut changed = erase_unreachable_blocks_under(ir, &regions);
        driver.revisit(ir);
        changed |= driver.process(ir);
        if config.region_simplification != RegionSimplification::Disabled {
            let merge_blocks = config.region_simplification == RegionSimplification::Aggressive;
            changed |= simplify_regions(ir, &regions, merge_blocks);
            let _ = ir.take_changes();
        }
        driver.outcome.changed |= changed;
        if !changed {
            driver.outcome.converged = true;
            break;
        }
    }
    ir.set_change_recording(was_recording);
    driver.outcome
}

/// Applies `patterns` (and folding) to `ops` and to what rewriting them
/// touches, until the worklist is empty (MLIR's `applyOpPatternsGreedily`):
/// no rounds over whole regions and no region simplification; the ops
/// are visited last first.
pub fn apply_op_patterns_greedily(
    ir: &mut Ir,
    ops: &[OpId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyOutcome {
    let was_recording = ir.is_recording_changes();
    ir.set_change_recording(true);
    let _ = ir.take_changes();
    let mut driver = Driver::new(patterns, config);
    for &op in ops {
        if ir.is_live(op) {
            driver.worklist.push(op);
        }
    }
    driver.outcome.iterations = 1;
    driver.outcome.changed = driver.process(ir);
    driver.outcome.converged = driver.worklist.is_empty();
    ir.set_change_recording(was_recording);
    driver.outcome
}

struct Driver<'a> {
    patterns: &'a FrozenRewritePatternSet,
    config: &'a GreedyRewriteConfig,
    worklist: Worklist,
    constants: ConstantUniquer,
    outcome: GreedyOutcome,
    /// Pattern rewrites in the current round (`max_rewrites` is per round).
    rewrites_this_round: usize,
    /// The regions being simplified (MLIR's `config.scope`): ancestors of
    /// a changed op are queued up to them.
    scope: Option<Vec<RegionId>>,
}

impl<'a> Driver<'a> {
    fn new(patterns: &'a FrozenRewritePatternSet, config: &'a GreedyRewriteConfig) -> Self {
        Driver {
            patterns,
            config,
            worklist: Worklist::new(),
            constants: ConstantUniquer::new(),
            outcome: GreedyOutcome::default(),
            rewrites_this_round: 0,
            scope: None,
        }
    }

    /// Fills the worklist with every op of `regions`; returns whether
    /// keeping constants unique changed anything.
    fn fill(&mut self, ir: &mut Ir, regions: &[RegionId]) -> bool {
        let order = if self.config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let mut ops = Vec::new();
        for &region in regions {
            for block in ir.region_blocks(region).collect::<Vec<_>>() {
                for op in ir.block_ops(block).collect::<Vec<_>>() {
                    ir.walk(op, order, |nested| ops.push(nested));
                }
            }
        }
        let mut changed = false;
        for op in ops {
            if !ir.is_live(op) {
                continue;
            }
            if self.config.cse_constants && ir.has_trait(op, OpTraits::CONSTANT_LIKE) {
                match self.constants.insert_known_constant(ir, op) {
                    Ok(false) => {
                        // A duplicate, replaced by the constant kept: as in
                        // MLIR (where the folder replaces it through the
                        // driver's rewriter), its users are queued now, in
                        // use-list order, ahead of where the walk puts them.
                        changed = true;
                        for change in ir.take_changes() {
                            if let Change::OperandSet { op: user, .. } = change
                                && ir.is_live(user)
                            {
                                self.push_with_ancestors(ir, user);
                            }
                        }
                        continue;
                    }
                    Ok(true) => {}
                    Err(_) => {}
                }
                // Hoisting moves ops; that alone is no change to revisit.
                let _ = ir.take_changes();
            }
            self.worklist.push(op);
        }
        if self.config.top_down {
            self.worklist.reverse();
        }
        let _ = ir.take_changes();
        changed
    }

    /// Empties the worklist; returns whether anything changed.
    fn process(&mut self, ir: &mut Ir) -> bool {
        let mut changed = false;
        while let Some(op) = self.worklist.pop() {
            if !ir.is_live(op) {
                continue;
            }
            if self
                .config
                .max_rewrites
                .is_some_and(|limit| self.rewrites_this_round >= limit)
            {
                break;
            }
            if is_op_trivially_dead(ir, op) {
                let _ = ir.erase_op(op);
                self.outcome.erased += 1;
                changed = true;
                self.revisit(ir);
                continue;
            }
            if self.config.fold && !ir.has_trait(op, OpTraits::CONSTANT_LIKE) {
                match fold_op(ir, op) {
                    Ok(Folded::No) => {}
                    Ok(Folded::InPlace) => {
                        self.outcome.folds += 1;
                        changed = true;
                        self.revisit(ir);
                        self.push_with_ancestors(ir, op);
                        continue;
                    }
                    Ok(Folded::Replaced) | Err(_) => {
                        self.outcome.folds += 1;
                        changed = true;
                        self.revisit(ir);
                        continue;
                    }
                }
            }
            for pattern in self.patterns.candidates(ir, op) {
                let applied = {
                    let mut rewriter = PatternRewriter::new(ir);
                    rewriter.set_insertion_point_before(op);
                    pattern.match_and_rewrite(op, &mut rewriter).is_ok()
                };
                if applied {
                    self.outcome.rewrites += 1;
                    self.rewrites_this_round += 1;
                    changed = true;
                    self.revisit(ir);
                    break;
                }
                // A pattern that failed must not have changed anything;
                // drop what it may have logged anyway.
                let _ = ir.take_changes();
            }
        }
        changed
    }

    /// Queues `op` and, up to the regions being simplified, the ops it is
    /// nested in (MLIR's `addToWorklist`: a change inside a region may
    /// enable a pattern on the op holding it). Outside those regions,
    /// nothing; without a scope, only `op`.
    fn push_with_ancestors(&mut self, ir: &Ir, op: OpId) {
        let Some(scope) = &self.scope else {
            self.worklist.push(op);
            return;
        };
        let mut chain = vec![op];
        let mut current = op;
        loop {
            let region = ir
                .op_parent_block(current)
                .and_then(|b| ir.block_parent_region(b));
            let Some(region) = region else {
                return;
            };
            if scope.contains(&region) {
                break;
            }
            let Some(parent) = ir.region_parent_op(region) else {
                return;
            };
            chain.push(parent);
            current = parent;
        }
        for op in chain {
            self.worklist.push(op);
        }
    }

    /// Queues what the logged changes touched, as MLIR's driver does on
    /// each notification: an inserted (created or moved) or modified op;
    /// for an erased op, the definers of its operands that are left with
    /// at most one other user.
    fn revisit(&mut self, ir: &mut Ir) {
        for change in ir.take_changes() {
            match change {
                Change::OpCreated { op } | Change::OpInserted { op, .. } if ir.is_live(op) => {
                    self.push_with_ancestors(ir, op);
                }
                Change::OperandSet { op, .. }
                | Change::OperandsChanged { op }
                | Change::SuccessorSet { op, .. }
                | Change::AttributesChanged { op }
                | Change::PropertiesChanged { op }
                    if ir.is_live(op) =>
                {
                    self.push_with_ancestors(ir, op);
                }
                Change::OpErased { op, operands, .. } => {
                    self.worklist.remove(op);
                    self.constants.forget(op);
                    for value in operands {
                        if !ir.is_value_live(value) {
                            continue;
                        }
                        let Some(definer) = ir.defining_op(value) else {
                            continue;
                        };
                        let mut users: Vec<OpId> = Vec::new();
                        for use_ in ir.uses(value) {
                            if !users.contains(&use_.op) {
                                users.push(use_.op);
                                if users.len() > 1 {
                                    break;
                                }
                            }
                        }
                        if users.len() <= 1 {
                            self.push_with_ancestors(ir, definer);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}
