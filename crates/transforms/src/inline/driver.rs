//! The SCC-based inliner (MLIR's `Inliner`, in
//! `mlir/lib/Transforms/Utils/Inliner.cpp`): bottom-up over the strongly
//! connected components of the call graph, each component is simplified
//! and its calls inlined, in turn, until nothing more is inlined or
//! `max-iterations` is reached.
//!
//! - **Simplify**: the optimization pipeline (canonicalize by default, or
//!   the one of `op-pipelines` anchored on the callable's op) runs on each
//!   callable of the component that is isolated from above and has no
//!   callable nested in it (any more: once the closures in a function are
//!   inlined and gone, it is simplified again).
//! - **Inline**: the calls directly in the component's callables (not in
//!   nested callables, which are components of their own) are tried in
//!   MLIR's order; calls that inlining brings in are tried after them,
//!   unless they come from a callee already inlined on the way there (the
//!   inline history), which stops recursion from unrolling forever.
//!   A call is not inlined when it is a terminator, when its callee calls
//!   itself or the caller directly, when the callee contains the call,
//!   when a callee of several blocks would land in a single-block region
//!   of another kind of op, or when the callee is too large for
//!   `inlining-threshold`.
//! - A callee whose last reference is being inlined (a private symbol,
//!   or a closure with one use) is erased once everything is done, as are
//!   callables found dead; a closure at once, so that it does not come
//!   along when the callable around it is inlined somewhere.
//!
//! Unlike MLIR, which moves the body of a callee inlined for the last
//! time, the body is always copied (bodies are separate storage, and the
//! result is the same), and a call inside an op of an unregistered
//! dialect is looked at like any other (MLIR crashes on those).

use petgraph::graph::NodeIndex;
use rustc_hash::FxHashSet;
use strata_interfaces::{CallOpInterface, Callee, DialectInlinerInterface, SymbolOpInterface};
use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::{AttrData, BlockId, Ir, OpId, OpTraits, RegionId};
use strata_pass::{OpPassManager, PassFailure, RunConfig, for_each_isolated_child};

use super::inline_call::{InlineOutcome, inline_call};
use super::speculation::Speculated;
use super::use_list::{CallGraphUseList, call_references, callable_op};
use crate::call_graph::{CallGraph, CallGraphNode, EdgeKind};

/// How the inliner runs (MLIR's `InlinerConfig`).
pub struct InlinerConfig<'a> {
    /// The pipeline for callables without one of their own; `None` for
    /// none.
    pub default_pipeline: Option<&'a OpPassManager>,
    /// Pipelines for callables of a given op name, by anchor.
    pub op_pipelines: &'a [OpPassManager],
    /// How many times at most a component is simplified and inlined.
    pub max_iterations: u64,
    /// The largest callee, in percent of the caller's op count, that is
    /// inlined; `u32::MAX` for any.
    pub inlining_threshold: u32,
    /// How the pipelines run.
    pub run_config: RunConfig,
    /// Whether the first simplification of the callables may run on
    /// several threads.
    pub threads: bool,
}

/// A call and the callables it goes from and to.
#[derive(Clone, Copy)]
pub(super) struct ResolvedCall {
    pub(super) call: OpId,
    pub(super) source: NodeIndex,
    pub(super) target: NodeIndex,
}

/// What one run did.
#[derive(Default, Debug, Clone, Copy)]
pub struct InlineCounts {
    /// Calls inlined.
    pub inlined: u64,
    /// Callables erased afterwards.
    pub erased: u64,
}

/// The inliner's state over one run.
pub(super) struct Inliner<'a> {
    pub(super) config: &'a InlinerConfig<'a>,
    pub(super) graph: CallGraph,
    pub(super) tables: SymbolTableCollection,
    pub(super) use_list: CallGraphUseList,
    /// Callables to erase at the end, in the order found.
    pub(super) dead: Vec<NodeIndex>,
    /// Callables simplified ahead of their component (see
    /// [`Inliner::simplify_ahead`]), whose first simplification is done.
    pub(super) simplified_ahead: FxHashSet<NodeIndex>,
    /// Components inlined ahead of the use counts, waiting for their next
    /// simplification (see [`Inliner::speculate`]).
    pub(super) pending: Vec<Speculated>,
    /// Whether speculated components inline on threads: the pass may use
    /// them, and no dialect's legality hooks depend on `would_be_cloned`
    /// ([`strata_interfaces::DialectInlinerInterface::legality_depends_on_cloning`]).
    pub(super) parallel_speculation: bool,
    pub(super) counts: InlineCounts,
}

/// Runs the inliner on `root`, which must be a symbol table.
pub fn inline_calls(
    ir: &mut Ir,
    root: OpId,
    config: &InlinerConfig<'_>,
) -> Result<InlineCounts, PassFailure> {
    let graph = CallGraph::build_with_threads(ir, root, config.threads);
    let mut tables = SymbolTableCollection::new();
    let use_list = CallGraphUseList::new(ir, root, &graph, &mut tables, config.threads);
    let mut inliner = Inliner {
        config,
        graph,
        tables,
        use_list,
        dead: Vec::new(),
        simplified_ahead: FxHashSet::default(),
        pending: Vec::new(),
        parallel_speculation: config.threads && no_legality_depends_on_cloning(ir),
        counts: InlineCounts::default(),
    };
    inliner.simplify_ahead(ir)?;
    for mut component in inliner.graph.sccs() {
        if inliner.config.threads && inliner.can_speculate(ir, &component) {
            inliner.speculate(ir, &mut component)?;
        } else {
            inliner.flush(ir)?;
            inliner.inline_component(ir, &mut component)?;
        }
    }
    inliner.flush(ir)?;
    for node in std::mem::take(&mut inliner.dead) {
        if let Some(op) = callable_op(ir, &inliner.graph, node)
            && ir.is_live(op)
        {
            ir.erase_op(op)
                .map_err(|error| PassFailure::op_error(ir, root, error))?;
            inliner.counts.erased += 1;
        }
    }
    Ok(inliner.counts)
}

impl Inliner<'_> {
    /// Simplifies and inlines `component` until it stops changing.
    pub(super) fn inline_component(
        &mut self,
        ir: &mut Ir,
        component: &mut Vec<NodeIndex>,
    ) -> Result<(), PassFailure> {
        self.simplify(ir, component)?;
        let inlined = self.inline_calls_in(ir, component, &mut None)?;
        self.continue_component(ir, component, inlined, false)
    }

    /// MLIR's loop after the first inlining step: while something was
    /// inlined and `max-iterations` allows, simplify (unless `simplified`
    /// says the next simplification is done) and inline again.
    pub(super) fn continue_component(
        &mut self,
        ir: &mut Ir,
        component: &mut Vec<NodeIndex>,
        mut inlined: bool,
        mut simplified: bool,
    ) -> Result<(), PassFailure> {
        let mut iterations = 1;
        while inlined && iterations < self.config.max_iterations {
            if !simplified {
                self.simplify(ir, component)?;
            }
            simplified = false;
            inlined = self.inline_calls_in(ir, component, &mut None)?;
            iterations += 1;
        }
        Ok(())
    }

    /// The pipeline for the callable `op`: its op's, or the default.
    pub(super) fn pipeline_for(&self, ir: &Ir, op: OpId) -> Option<&OpPassManager> {
        pipeline_for(self.config, ir, op)
    }

    /// Runs the first simplification of every callable that has no
    /// callable nested in it and is referred to only by direct calls, all
    /// at once and on threads, before the components are visited. The
    /// result is the same as simplifying each when its component comes:
    /// until then nothing changes its body (only its own component inlines
    /// into it, a pipeline sees only the callable it runs on) and nothing
    /// copies it (its callers come after it). Its references are counted
    /// again when its component comes, as MLIR counts them then.
    fn simplify_ahead(&mut self, ir: &mut Ir) -> Result<(), PassFailure> {
        let mut ops = Vec::new();
        for node in self.graph.callable_nodes() {
            // A callable a call may reach without an edge could be inlined
            // before its component, as it was (MLIR has not simplified it
            // then).
            if self.graph.has_children(node) || self.use_list.may_be_reached_indirectly(node) {
                continue;
            }
            let Some(op) = callable_op(ir, &self.graph, node) else {
                continue;
            };
            if ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
                && self.pipeline_for(ir, op).is_some()
            {
                ops.push((op, node));
            }
        }
        let roots: Vec<OpId> = ops.iter().map(|&(op, _)| op).collect();
        let run = |ir: &mut Ir, op: OpId| match self.pipeline_for(ir, op) {
            Some(pipeline) => pipeline.run(ir, op, &self.config.run_config).map(|_| ()),
            None => Ok(()),
        };
        let results: Vec<Result<(), PassFailure>> = if self.config.threads {
            for_each_isolated_child(ir, &roots, run)
        } else {
            roots.iter().map(|&op| run(ir, op)).collect()
        };
        for result in results {
            result?;
        }
        self.simplified_ahead = ops.into_iter().map(|(_, node)| node).collect();
        Ok(())
    }

    /// Runs the optimization pipeline on the component's callables that
    /// can have passes scheduled on them, then counts their references
    /// again.
    pub(super) fn simplify(
        &mut self,
        ir: &mut Ir,
        component: &[NodeIndex],
    ) -> Result<(), PassFailure> {
        let mut simplified = Vec::new();
        for &node in component {
            if self.simplified_ahead.remove(&node) {
                simplified.push(node);
                continue;
            }
            // Simplifying may erase a nested callable the inliner still
            // tracks (MLIR skips every node with children; here only those
            // whose nested callables are still there).
            let has_live_children = self.graph.edges(node).into_iter().any(|(child, kind)| {
                kind == EdgeKind::Child && callable_op(ir, &self.graph, child).is_some()
            });
            if has_live_children {
                continue;
            }
            let Some(op) = callable_op(ir, &self.graph, node) else {
                continue;
            };
            if !ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
                continue;
            }
            if let Some(pipeline) = self.pipeline_for(ir, op) {
                pipeline.run(ir, op, &self.config.run_config)?;
            }
            simplified.push(node);
        }
        for node in simplified {
            self.use_list
                .recompute_uses(ir, node, &self.graph, &mut self.tables);
        }
        Ok(())
    }

    /// Tries to inline the calls of `component`; returns whether any was.
    /// With `speculated`, the use counts are left alone and what they would
    /// have done is recorded there ([`Inliner::speculate`]); a call whose
    /// legality depends on them settles first: the pending components are
    /// finished, `speculated` is applied and emptied, and the rest is exact.
    pub(super) fn inline_calls_in(
        &mut self,
        ir: &mut Ir,
        component: &mut Vec<NodeIndex>,
        speculated: &mut Option<Speculated>,
    ) -> Result<bool, PassFailure> {
        let mut calls: Vec<ResolvedCall> = Vec::new();
        let mut dead_nodes: Vec<NodeIndex> = Vec::new();
        for &node in component.iter() {
            let Some(region) = self.graph.callable_region(node) else {
                continue;
            };
            if speculated.is_none() && self.use_list.is_dead(ir, node, &self.graph) {
                dead_nodes.push(node);
            } else if ir.is_region_live(region) {
                let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
                self.collect_calls(ir, &blocks, node, false, &mut calls);
            }
        }

        // Which callees each call came through: entry `k` of `history` is
        // (callee inlined, the entry of the call that was inlined).
        let mut history: Vec<(NodeIndex, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut index = 0;
        while index < calls.len() {
            let resolved = calls[index];
            let entry = call_history[index];
            index += 1;
            if dead_nodes.contains(&resolved.source) || !ir.is_live(resolved.call) {
                continue;
            }
            if history_includes(&history, entry, resolved.target)
                || !should_inline(ir, &self.graph, self.config, resolved)
            {
                continue;
            }
            let Some(callable) = callable_op(ir, &self.graph, resolved.target) else {
                continue;
            };
            let in_place = match speculated {
                Some(_) => None,
                None => Some(self.use_list.has_one_use_and_discardable(
                    ir,
                    resolved.target,
                    &self.graph,
                )),
            };
            let before = calls.len();
            let graph = &self.graph;
            let tables = &mut self.tables;
            let mut collect = |ir: &Ir, blocks: &[BlockId]| {
                let node = closest_node(ir, graph, blocks[0]);
                if let Some(node) = node {
                    collect_calls_into(ir, graph, tables, blocks, node, true, &mut calls);
                }
            };
            let would_be_cloned = in_place.map(|in_place| !in_place);
            let outcome = inline_call(ir, resolved.call, callable, would_be_cloned, &mut collect)
                .map_err(|error| PassFailure::op_error(ir, resolved.call, error))?;
            match outcome {
                InlineOutcome::Inlined => {}
                InlineOutcome::NotInlined => continue,
                InlineOutcome::Undecided => {
                    // Settle, then try this call again with the counts.
                    if let Some(own) = speculated.take() {
                        self.flush(ir)?;
                        self.replay(ir, own)?;
                    }
                    index -= 1;
                    continue;
                }
            }
            inlined_any = true;
            self.counts.inlined += 1;
            let new_entry = history.len();
            history.push((resolved.target, entry));
            call_history.resize(calls.len(), Some(new_entry));
            debug_assert!(call_history.len() >= before);

            if let Some(speculated) = speculated {
                let references = call_references(ir, resolved.call, &self.graph, &mut self.tables);
                speculated.inlined.push((resolved.target, references));
                ir.erase_op(resolved.call)
                    .map_err(|error| PassFailure::op_error(ir, callable, error))?;
                continue;
            }
            self.use_list.drop_call_uses(
                ir,
                resolved.source,
                resolved.call,
                &self.graph,
                &mut self.tables,
            );
            self.use_list
                .merge_uses_after_inlining(resolved.target, resolved.source, &self.graph);
            ir.erase_op(resolved.call)
                .map_err(|error| PassFailure::op_error(ir, callable, error))?;
            if in_place == Some(true) {
                self.use_list.erase_node(resolved.target, &self.graph);
                if !dead_nodes.contains(&resolved.target) {
                    dead_nodes.push(resolved.target);
                }
            }
        }
        for node in dead_nodes {
            component.retain(|&n| n != node);
            self.erase_dead(ir, node)?;
        }
        Ok(inlined_any)
    }

    /// Erases a dead callable: a symbol once everything is done (as MLIR
    /// does), a closure at once, before its enclosing callable's body is
    /// copied anywhere with it.
    pub(super) fn erase_dead(&mut self, ir: &mut Ir, node: NodeIndex) -> Result<(), PassFailure> {
        let Some(op) = callable_op(ir, &self.graph, node) else {
            return Ok(());
        };
        if ir.interface::<dyn SymbolOpInterface>(op).is_some() {
            if !self.dead.contains(&node) {
                self.dead.push(node);
            }
            return Ok(());
        }
        ir.erase_op(op)
            .map_err(|error| PassFailure::op_error(ir, op, error))?;
        self.counts.erased += 1;
        Ok(())
    }

    fn collect_calls(
        &mut self,
        ir: &Ir,
        blocks: &[BlockId],
        node: NodeIndex,
        traverse_nested: bool,
        calls: &mut Vec<ResolvedCall>,
    ) {
        collect_calls_into(
            ir,
            &self.graph,
            &mut self.tables,
            blocks,
            node,
            traverse_nested,
            calls,
        );
    }
}

/// MLIR's `Inliner::Impl::shouldInline`.
pub(super) fn should_inline(
    ir: &Ir,
    graph: &CallGraph,
    config: &InlinerConfig<'_>,
    resolved: ResolvedCall,
) -> bool {
    if ir.has_trait(resolved.call, OpTraits::TERMINATOR) {
        return false;
    }
    // A callee that calls itself or its caller directly (A -> B -> A).
    if graph
        .edges(resolved.target)
        .iter()
        .any(|&(to, _)| to == resolved.target || to == resolved.source)
    {
        return false;
    }
    let Some(callee_region) = graph.callable_region(resolved.target) else {
        return false;
    };
    let Some(call_region) = ir
        .op_parent_block(resolved.call)
        .and_then(|block| ir.block_parent_region(block))
    else {
        return false;
    };
    if ir.region_is_ancestor(callee_region, call_region) {
        return false;
    }
    // Several blocks only go where several blocks may be.
    let multiple_blocks = ir.region_blocks(callee_region).nth(1).is_some();
    if multiple_blocks {
        let callee_op = ir.region_parent_op(callee_region);
        let caller_parent = ir.region_parent_op(call_region);
        let same_kind =
            callee_op.map(|op| ir.op_name(op)) == caller_parent.map(|op| ir.op_name(op));
        let might_be_single_block = caller_parent.is_some_and(|op| {
            ir.op_definition(op).is_none() || ir.has_trait(op, OpTraits::SINGLE_BLOCK)
        });
        if !same_kind && might_be_single_block {
            return false;
        }
    }
    is_profitable(ir, graph, config, resolved, callee_region)
}

/// `inlining-threshold`: the callee's op count, in percent of the
/// caller's, must not exceed it.
fn is_profitable(
    ir: &Ir,
    graph: &CallGraph,
    config: &InlinerConfig<'_>,
    resolved: ResolvedCall,
    callee_region: RegionId,
) -> bool {
    match config.inlining_threshold {
        0 => false,
        u32::MAX => true,
        threshold => {
            let Some(caller_region) = graph.callable_region(resolved.source) else {
                return false;
            };
            let caller_ops = count_ops(ir, caller_region);
            if caller_ops == 0 {
                return true;
            }
            let ratio = count_ops(ir, callee_region) * 100 / caller_ops;
            ratio <= u64::from(threshold)
        }
    }
}

/// Whether no registered dialect's inliner interface answers legality
/// differently for a callee that is cloned or moved.
fn no_legality_depends_on_cloning(ir: &Ir) -> bool {
    let ctx = ir.ctx();
    let mut dialects: Vec<&str> = ctx
        .registered_op_names()
        .into_iter()
        .map(|name| name.split_once('.').map_or(name, |(dialect, _)| dialect))
        .collect();
    dialects.sort_unstable();
    dialects.dedup();
    dialects.into_iter().all(|dialect| {
        ctx.dialect_interface::<dyn DialectInlinerInterface>(dialect)
            .is_none_or(|interface| !interface.legality_depends_on_cloning())
    })
}

/// The pipeline for the callable `op`: its op's, or the default.
pub(super) fn pipeline_for<'a>(
    config: &InlinerConfig<'a>,
    ir: &Ir,
    op: OpId,
) -> Option<&'a OpPassManager> {
    let name = ir.op_name_str(op);
    config
        .op_pipelines
        .iter()
        .find(|pipeline| pipeline.anchor() == Some(name))
        .or(config.default_pipeline)
}

/// The ops in `region`, nested ones included.
fn count_ops(ir: &Ir, region: RegionId) -> u64 {
    ir.region_blocks(region)
        .flat_map(|block| ir.block_ops(block))
        .map(|op| {
            let mut count = 0;
            ir.walk(op, strata_ir::WalkOrder::PreOrder, |_| count += 1);
            count
        })
        .sum()
}

/// The callable node of the innermost callable region around `block`.
pub(super) fn closest_node(ir: &Ir, graph: &CallGraph, block: BlockId) -> Option<NodeIndex> {
    let mut region = ir.block_parent_region(block);
    while let Some(current) = region {
        if let Some(node) = graph.lookup(current) {
            return Some(node);
        }
        region = ir
            .region_parent_op(current)
            .and_then(|op| ir.op_parent_block(op))
            .and_then(|block| ir.block_parent_region(block));
    }
    None
}

/// Whether `history`, followed from `entry`, inlined `node` already.
pub(super) fn history_includes(
    history: &[(NodeIndex, Option<usize>)],
    mut entry: Option<usize>,
    node: NodeIndex,
) -> bool {
    while let Some(index) = entry {
        let (inlined, parent) = history[index];
        if inlined == node {
            return true;
        }
        entry = parent;
    }
    false
}

/// Appends the calls in `blocks` that reach a callable of the graph, in
/// MLIR's order (`collectCallOps`: a stack of blocks, the last block
/// first; the regions of an op that is not a call are pushed as they come,
/// those of nested callables only if `traverse_nested`). A call whose
/// callee is a nested symbol reference (`@a::@b`) is skipped.
pub(super) fn collect_calls_into(
    ir: &Ir,
    graph: &CallGraph,
    tables: &mut SymbolTableCollection,
    blocks: &[BlockId],
    source: NodeIndex,
    traverse_nested: bool,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<(BlockId, NodeIndex)> =
        blocks.iter().map(|&block| (block, source)).collect();
    while let Some((block, node)) = worklist.pop() {
        for op in ir.block_ops(block) {
            if let Some(call) = ir.interface::<dyn CallOpInterface>(op) {
                if let Some(Callee::Symbol(symbol)) = call.callee(ir, op)
                    && matches!(ir.ctx().attr_data(symbol), AttrData::SymbolRef { nested, .. } if !nested.is_empty())
                {
                    continue;
                }
                let target = graph.resolve_call(ir, op, tables);
                if matches!(graph.node(target), CallGraphNode::Callable(_)) {
                    calls.push(ResolvedCall {
                        call: op,
                        source: node,
                        target,
                    });
                }
                continue;
            }
            for &region in ir.regions(op) {
                let nested = graph.lookup(region);
                if traverse_nested || nested.is_none() {
                    let owner = nested.unwrap_or(node);
                    worklist.extend(ir.region_blocks(region).map(|block| (block, owner)));
                }
            }
        }
    }
}
