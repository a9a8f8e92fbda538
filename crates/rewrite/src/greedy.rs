//! The greedy pattern rewrite driver (MLIR's `applyPatternsGreedily`): on
//! the regions of an op (whose region ops are isolated from above), visit
//! every op from a worklist, and for each erase it if it is trivially
//! dead, else fold it, else apply the first pattern that matches, highest
//! benefit first; revisit what a change touched; when the worklist is
//! empty, simplify the regions; repeat until nothing changes or a limit is
//! reached.
//!
//! What to revisit comes from the IR's change log: created and moved ops,
//! ops whose operands, attributes or successors changed (the users of a
//! replaced value among them), and the producers of an erased op's operands
//! (they may now be dead).
//!
//! The worklist starts in post-order (bottom-up, popped from the back), or
//! in pre-order with `top_down`. With `cse_constants`, constants met while
//! filling it are kept unique per isolated region and moved to its entry
//! block ([`crate::folder::ConstantUniquer`]).

use strata_interfaces::side_effects::is_op_trivially_dead;
use strata_ir::{Change, Ir, OpId, OpTraits, RegionId, Value, WalkOrder};

use crate::folder::{ConstantUniquer, Folded, fold_op};
use crate::pattern::FrozenRewritePatternSet;
use crate::region_simplify::simplify_regions;
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
        let mut changed = driver.process(ir);
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
                    ops.extend(ir.walk_collect(op, order));
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
                        changed = true;
                        continue;
                    }
                    Ok(true) => {}
                    Err(_) => {}
                }
            }
            self.worklist.push(op);
        }
        if self.config.top_down {
            self.worklist.reverse();
        }
        // Hoisting moves ops; that alone is no change to revisit.
        let moved = ir.take_changes();
        changed |= moved
            .iter()
            .any(|c| matches!(c, Change::OpErased { .. } | Change::OperandSet { .. }));
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
                        self.worklist.push(op);
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

    /// Queues what the logged changes touched.
    fn revisit(&mut self, ir: &mut Ir) {
        let push_definer = |worklist: &mut Worklist, ir: &Ir, value: Value| {
            if ir.is_value_live(value)
                && let Some(definer) = ir.defining_op(value)
            {
                worklist.push(definer);
            }
        };
        for change in ir.take_changes() {
            match change {
                Change::OpCreated { op } | Change::OpInserted { op, .. } if ir.is_live(op) => {
                    for nested in ir.walk_collect(op, WalkOrder::PreOrder) {
                        self.worklist.push(nested);
                    }
                }
                Change::OperandSet { op, old, .. } => {
                    if ir.is_live(op) {
                        self.worklist.push(op);
                    }
                    push_definer(&mut self.worklist, ir, old);
                }
                Change::OperandsChanged { op }
                | Change::SuccessorSet { op, .. }
                | Change::AttributesChanged { op }
                | Change::PropertiesChanged { op }
                    if ir.is_live(op) =>
                {
                    self.worklist.push(op);
                }
                Change::OpErased { op, operands, .. } => {
                    self.worklist.remove(op);
                    self.constants.forget(op);
                    for value in operands {
                        push_definer(&mut self.worklist, ir, value);
                    }
                }
                _ => {}
            }
        }
    }
}
