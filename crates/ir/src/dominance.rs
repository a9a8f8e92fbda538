//! Block dominance within a region (MLIR's `DominanceInfo`), computed with
//! `petgraph`'s dominator algorithm over the region's CFG (block → successor
//! blocks named by the ops in it). Trees are computed once per region and
//! cached with the region's CFG version ([`Ir::region_cfg_version`]): any
//! change to the region's blocks or branches makes the cached tree stale,
//! and the next query recomputes it.

use petgraph::algo::dominators::{Dominators, simple_fast};
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap;

use crate::ir::{BlockId, Ir, RegionId};

/// The dominator tree of one region.
pub struct RegionDominance {
    index: FxHashMap<BlockId, NodeIndex>,
    /// The block of each node, by node index.
    blocks: Vec<BlockId>,
    dominators: Dominators<NodeIndex>,
}

impl RegionDominance {
    /// Computes the dominator tree of `region` (entry block = first block).
    pub fn compute(ir: &Ir, region: RegionId) -> Option<Self> {
        let entry = ir.entry_block(region)?;
        let mut graph: DiGraph<BlockId, ()> = DiGraph::new();
        let mut index = FxHashMap::default();
        for block in ir.region_blocks(region) {
            index.insert(block, graph.add_node(block));
        }
        for block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                for successor in ir.successors(op) {
                    if let (Some(&from), Some(&to)) = (index.get(&block), index.get(successor)) {
                        graph.add_edge(from, to, ());
                    }
                }
            }
        }
        let dominators = simple_fast(&graph, index[&entry]);
        let blocks = graph.node_weights().copied().collect();
        Some(RegionDominance {
            index,
            blocks,
            dominators,
        })
    }

    /// The blocks `block` immediately dominates (its children in the
    /// dominator tree), in region order.
    pub fn children(&self, block: BlockId) -> Vec<BlockId> {
        let Some(&node) = self.index.get(&block) else {
            return Vec::new();
        };
        let mut children: Vec<NodeIndex> = self
            .dominators
            .immediately_dominated_by(node)
            .filter(|&child| child != node)
            .collect();
        children.sort_unstable();
        children
            .into_iter()
            .map(|n| self.blocks[n.index()])
            .collect()
    }

    /// Whether `block` is reachable from the region's entry block.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.index.get(&block).is_some_and(|&node| {
            node == self.dominators.root() || self.dominators.immediate_dominator(node).is_some()
        })
    }

    /// Whether block `a` properly dominates block `b` (`a != b`). As in LLVM,
    /// every block dominates an unreachable block.
    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let (Some(&a), Some(&b)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        if self.dominators.immediate_dominator(b).is_none() && b != self.dominators.root() {
            return true;
        }
        self.dominators
            .dominators(b)
            .is_some_and(|mut chain| chain.any(|d| d == a))
    }
}

/// Dominator trees of many regions, computed on demand and recomputed when
/// their region's control-flow graph changed.
#[derive(Default)]
pub struct DominanceInfo {
    regions: FxHashMap<RegionId, (u32, Option<RegionDominance>)>,
}

impl DominanceInfo {
    /// Whether `a` properly dominates `b`; both must be blocks of `region`.
    pub fn properly_dominates(
        &mut self,
        ir: &Ir,
        region: RegionId,
        a: BlockId,
        b: BlockId,
    ) -> bool {
        self.tree(ir, region)
            .is_some_and(|tree| tree.properly_dominates(a, b))
    }

    /// Whether `block` (of `region`) is reachable from the region's entry.
    /// An entry block is answered without building a tree.
    pub fn is_reachable(&mut self, ir: &Ir, region: RegionId, block: BlockId) -> bool {
        if ir.entry_block(region) == Some(block) {
            return true;
        }
        self.tree(ir, region)
            .is_some_and(|tree| tree.is_reachable(block))
    }

    fn tree(&mut self, ir: &Ir, region: RegionId) -> Option<&RegionDominance> {
        let version = ir.region_cfg_version(region);
        let entry = self
            .regions
            .entry(region)
            .or_insert_with(|| (version, RegionDominance::compute(ir, region)));
        if entry.0 != version {
            *entry = (version, RegionDominance::compute(ir, region));
        }
        entry.1.as_ref()
    }

    /// Forgets every cached tree.
    pub fn invalidate(&mut self) {
        self.regions.clear();
    }
}
