//! Inlining components before the ones ahead of them are finished, so that
//! their simplifications can run on threads (see [`Inliner::speculate`]).
//! The output is MLIR's: what this changes is only when things happen,
//! and the use counts, which decide which callees die, see the changes in
//! MLIR's order.

use petgraph::graph::NodeIndex;
use strata_interfaces::SymbolOpInterface;
use strata_ir::{Ir, OpId};
use strata_pass::{PassFailure, for_each_isolated_child};

use rustc_hash::FxHashMap;
use strata_ir::BlockId;
use strata_ir::symbol_table::SymbolTableCollection;

use super::driver::{
    Inliner, InlinerConfig, ResolvedCall, closest_node, collect_calls_into, history_includes,
    pipeline_for, should_inline,
};
use super::inline_call::{InlineOutcome, inline_call};
use super::use_list::{FoundUses, call_references, callable_op, find_uses};
use crate::call_graph::CallGraph;

/// A component of one callable whose first inlining step ran before the
/// components ahead of it were finished: what it did to the use counts is
/// recorded, to be applied in MLIR's order once they are.
pub(super) struct Speculated {
    pub(super) node: NodeIndex,
    /// Its references after its first simplification.
    pub(super) first_uses: Option<FoundUses>,
    /// Each call inlined: its callee and the callables it referred to.
    pub(super) inlined: Vec<(NodeIndex, Vec<NodeIndex>)>,
    /// Whether its loop goes on (something was inlined and
    /// `max-iterations` allows another round).
    pub(super) continues: bool,
    /// Whether its first inlining step waits for [`Inliner::flush`], which
    /// runs it on a thread of its own (with its next simplification).
    pub(super) on_thread: bool,
    /// Found on its thread after its next simplification: its references,
    /// and whether it still has a call to a callable (without one, the
    /// next inlining step has nothing to do).
    pub(super) after_simplification: Option<(FoundUses, bool)>,
}

impl Inliner<'_> {
    /// Whether `component` may be inlined before the components ahead of it
    /// are finished ([`Inliner::speculate`]): one public callable (never
    /// dead, whatever the counts), simplified ahead, with no callable in it,
    /// calling none of the pending ones.
    pub(super) fn can_speculate(&self, ir: &Ir, component: &[NodeIndex]) -> bool {
        let [node] = component else {
            return false;
        };
        let Some(op) = callable_op(ir, &self.graph, *node) else {
            return false;
        };
        self.simplified_ahead.contains(node)
            && !self.graph.has_children(*node)
            && ir.interface::<dyn SymbolOpInterface>(op).is_some()
            && !self.use_list.is_discardable(*node)
            && self
                .graph
                .edges(*node)
                .iter()
                .all(|&(target, _)| self.pending.iter().all(|p| p.node != target))
    }

    /// Inlines the calls of a one-callable component before the use counts
    /// are up to date, recording what they would do; its next
    /// simplification waits for [`Inliner::flush`], which runs those of
    /// all pending components at once, on threads. The result is MLIR's:
    /// the counts decide only whether a callee is erased (replayed in
    /// order) and the `would_be_cloned` the legality hooks see (left open
    /// here: a call whose legality depends on it settles everything first).
    pub(super) fn speculate(
        &mut self,
        ir: &mut Ir,
        component: &mut Vec<NodeIndex>,
    ) -> Result<(), PassFailure> {
        let node = component[0];
        self.simplified_ahead.remove(&node);
        if self.parallel_speculation {
            self.pending.push(Speculated {
                node,
                first_uses: None,
                inlined: Vec::new(),
                continues: false,
                on_thread: true,
                after_simplification: None,
            });
            return Ok(());
        }
        let mut speculated = Some(Speculated {
            node,
            first_uses: find_uses(ir, node, &self.graph, &mut self.tables),
            inlined: Vec::new(),
            continues: false,
            on_thread: false,
            after_simplification: None,
        });
        let inlined = self.inline_calls_in(ir, component, &mut speculated)?;
        match speculated {
            Some(mut speculated) => {
                speculated.continues = inlined && self.config.max_iterations > 1;
                self.pending.push(speculated);
                Ok(())
            }
            // Settled on the way: the rest is exact.
            None => self.continue_component(ir, component, inlined, false),
        }
    }

    /// Finishes the pending components: their next simplification, on
    /// threads, then, in order, their recorded effects on the use counts
    /// and the rest of their loops.
    pub(super) fn flush(&mut self, ir: &mut Ir) -> Result<(), PassFailure> {
        let mut pending = std::mem::take(&mut self.pending);
        if pending.is_empty() {
            return Ok(());
        }
        // The first inlining step (and the next simplification) of those
        // waiting for a thread.
        let waiting: Vec<(OpId, NodeIndex)> = pending
            .iter()
            .filter(|p| p.on_thread)
            .filter_map(|p| Some((callable_op(ir, &self.graph, p.node)?, p.node)))
            .collect();
        if !waiting.is_empty() {
            let roots: Vec<OpId> = waiting.iter().map(|&(op, _)| op).collect();
            let nodes: FxHashMap<OpId, NodeIndex> = waiting.iter().copied().collect();
            let tables = &self.tables;
            let (graph, config) = (&self.graph, self.config);
            let work = |part: &mut Ir, op: OpId| {
                let mut tables = tables.clone();
                speculate_on_thread(part, nodes[&op], graph, config, &mut tables)
            };
            let mut results = for_each_isolated_child(ir, &roots, work).into_iter();
            for speculated in pending.iter_mut().filter(|p| p.on_thread) {
                if let Some(result) = results.next() {
                    *speculated = result?;
                }
            }
        }
        // The next simplification of those inlined already.
        let roots: Vec<OpId> = pending
            .iter()
            .filter(|p| p.continues && !p.on_thread)
            .filter_map(|p| callable_op(ir, &self.graph, p.node))
            .collect();
        let run = |ir: &mut Ir, op: OpId| match self.pipeline_for(ir, op) {
            Some(pipeline) => pipeline.run(ir, op, &self.config.run_config).map(|_| ()),
            None => Ok(()),
        };
        for result in for_each_isolated_child(ir, &roots, run) {
            result?;
        }
        for mut speculated in pending {
            if speculated.on_thread {
                self.counts.inlined += speculated.inlined.len() as u64;
            }
            let continues = speculated.continues;
            let node = speculated.node;
            let after_simplification = speculated.after_simplification.take();
            self.replay(ir, speculated)?;
            if !continues {
                continue;
            }
            match after_simplification {
                Some((found, has_calls)) => {
                    self.use_list.apply_uses(node, found);
                    if has_calls {
                        self.continue_component(ir, &mut vec![node], true, true)?;
                    }
                }
                None => {
                    self.use_list
                        .recompute_uses(ir, node, &self.graph, &mut self.tables);
                    self.continue_component(ir, &mut vec![node], true, true)?;
                }
            }
        }
        Ok(())
    }

    /// Applies what a speculated component did to the use counts, as its
    /// steps would have when they ran.
    pub(super) fn replay(
        &mut self,
        ir: &mut Ir,
        speculated: Speculated,
    ) -> Result<(), PassFailure> {
        let node = speculated.node;
        if let Some(found) = speculated.first_uses {
            self.use_list.apply_uses(node, found);
        }
        for (target, references) in speculated.inlined {
            let in_place = self
                .use_list
                .has_one_use_and_discardable(ir, target, &self.graph);
            self.use_list.drop_references(node, &references);
            self.use_list
                .merge_uses_after_inlining(target, node, &self.graph);
            if in_place {
                self.use_list.erase_node(target, &self.graph);
                self.erase_dead(ir, target)?;
            }
        }
        Ok(())
    }
}

/// The first inlining step of the one-callable component `node`, then,
/// when something was inlined and `max-iterations` allows, its next
/// simplification, in a part of the IR of its own: [`Inliner::speculate`]'s
/// work without the counts, which only [`Inliner::flush`] touches. The
/// legality hooks of every dialect ignore `would_be_cloned`
/// ([`Inliner::parallel_speculation`]), so no call is left undecided.
fn speculate_on_thread(
    ir: &mut Ir,
    node: NodeIndex,
    graph: &CallGraph,
    config: &InlinerConfig<'_>,
    tables: &mut SymbolTableCollection,
) -> Result<Speculated, PassFailure> {
    let first_uses = find_uses(ir, node, graph, tables);
    let mut calls: Vec<ResolvedCall> = Vec::new();
    if let Some(region) = graph
        .callable_region(node)
        .filter(|&region| ir.is_region_live(region))
    {
        let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
        collect_calls_into(ir, graph, tables, &blocks, node, false, &mut calls);
    }
    let mut history: Vec<(NodeIndex, Option<usize>)> = Vec::new();
    let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
    let mut inlined = Vec::new();
    let mut index = 0;
    while index < calls.len() {
        let resolved = calls[index];
        let entry = call_history[index];
        index += 1;
        if !ir.is_live(resolved.call)
            || history_includes(&history, entry, resolved.target)
            || !should_inline(ir, graph, config, resolved)
        {
            continue;
        }
        let Some(callable) = callable_op(ir, graph, resolved.target) else {
            continue;
        };
        let mut collect = |ir: &Ir, blocks: &[BlockId]| {
            if let Some(node) = closest_node(ir, graph, blocks[0]) {
                collect_calls_into(ir, graph, tables, blocks, node, true, &mut calls);
            }
        };
        let outcome = inline_call(ir, resolved.call, callable, None, &mut collect)
            .map_err(|error| PassFailure::op_error(ir, resolved.call, error))?;
        if outcome != InlineOutcome::Inlined {
            continue;
        }
        history.push((resolved.target, entry));
        call_history.resize(calls.len(), Some(history.len() - 1));
        let references = call_references(ir, resolved.call, graph, tables);
        inlined.push((resolved.target, references));
        ir.erase_op(resolved.call)
            .map_err(|error| PassFailure::op_error(ir, callable, error))?;
    }
    let continues = !inlined.is_empty() && config.max_iterations > 1;
    let mut after_simplification = None;
    if continues
        && let Some(op) = callable_op(ir, graph, node)
        && let Some(pipeline) = pipeline_for(config, ir, op)
    {
        pipeline.run(ir, op, &config.run_config)?;
        // What the replay needs of the simplified body, found here.
        let found = find_uses(ir, node, graph, tables);
        let mut calls = Vec::new();
        if let Some(region) = graph.callable_region(node) {
            let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
            collect_calls_into(ir, graph, tables, &blocks, node, false, &mut calls);
        }
        after_simplification = found.map(|found| (found, !calls.is_empty()));
    }
    Ok(Speculated {
        node,
        first_uses,
        inlined,
        continues,
        on_thread: true,
        after_simplification,
    })
}
