//! The call graph (MLIR's `CallGraph`, `mlir/Analysis/CallGraph.h`): a
//! node per callable region, edges from each callable to what its calls
//! reach, stored in a `petgraph` graph.
//!
//! - A **node** stands for the region of an op implementing
//!   [`CallableOpInterface`] (a `func.func` body, a `func.lambda` body);
//!   two more nodes stand for the world outside: the **external caller**,
//!   with an *abstract* edge to every callable not nested in another one
//!   (anything may call those), and the **unknown callee**, which every
//!   call that does not resolve reaches (a `func.call_indirect` of a block
//!   argument, a call to a declaration).
//! - A callable nested in another one (a lambda in a function) is its
//!   *child*: a child edge from the enclosing node.
//! - Each call op ([`CallOpInterface`]) gives a *call* edge from the
//!   innermost callable around it to the node of the callable it resolves
//!   to ([`CallOpInterface::resolve_callable`]): through the symbol table,
//!   or, for a closure, to the `func.lambda` defining the callee value or
//!   whose `%self` it is. A function value made by a constant
//!   (`func.constant @f`) reaches the unknown callee, as every value callee
//!   does in MLIR; canonicalize turns such a call into a direct one.
//!
//! The graph is built in two walks, callables first, then calls, so a
//! call may reach a callable that comes later. Edges keep their insertion
//! order and are never duplicated, as in MLIR (an `llvm::SetVector`), which
//! is what makes [`CallGraph::sccs`] visit the graph in MLIR's order.

mod dot;
mod print;
mod scc;

pub use dot::call_graph_dot;
pub use print::{call_graph_text, node_name};

use petgraph::Direction;
use petgraph::graph::{DiGraph, NodeIndex};
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use strata_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::{Ir, OpId, RegionId, ValueDef};

/// What a node of the call graph stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallGraphNode {
    /// Whoever calls from outside the IR: the caller of every top-level
    /// callable.
    ExternalCaller,
    /// Whatever a call that does not resolve reaches.
    UnknownCallee,
    /// The callable region of an op.
    Callable(RegionId),
}

/// Why an edge exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external caller to a top-level callable.
    Abstract,
    /// From a callable to what one of its calls reaches.
    Call,
    /// From a callable to a callable nested in it.
    Child,
}

/// The call graph of the callables inside an op. See the module
/// documentation.
pub struct CallGraph {
    graph: DiGraph<CallGraphNode, EdgeKind>,
    /// The node of each callable region.
    nodes: FxHashMap<RegionId, NodeIndex>,
    /// The edges present, to keep them unique.
    edge_set: FxHashSet<(NodeIndex, NodeIndex, EdgeKind)>,
    external_caller: NodeIndex,
    unknown_callee: NodeIndex,
}

impl CallGraph {
    /// The call graph of everything inside `root` (a module).
    pub fn build(ir: &Ir, root: OpId) -> Self {
        Self::build_with_threads(ir, root, false)
    }

    /// [`CallGraph::build`], walking the ops at the top of `root` and
    /// resolving the calls on threads when `threads` (the graph is the
    /// same).
    pub fn build_with_threads(ir: &Ir, root: OpId, threads: bool) -> Self {
        let mut graph = DiGraph::new();
        let external_caller = graph.add_node(CallGraphNode::ExternalCaller);
        let unknown_callee = graph.add_node(CallGraphNode::UnknownCallee);
        let mut call_graph = CallGraph {
            graph,
            nodes: FxHashMap::default(),
            edge_set: FxHashSet::default(),
            external_caller,
            unknown_callee,
        };
        let calls = call_graph.add_callables(ir, root, threads);
        // Resolving reads only: on threads, each with its own symbol
        // tables; the edges go in in call order.
        let resolve = |tables: &mut SymbolTableCollection, &(call, _): &(OpId, NodeIndex)| {
            call_graph.resolve_call(ir, call, tables)
        };
        let targets: Vec<NodeIndex> = if threads {
            calls
                .par_iter()
                .map_init(SymbolTableCollection::new, resolve)
                .collect()
        } else {
            let mut tables = SymbolTableCollection::new();
            calls
                .iter()
                .map(|call| resolve(&mut tables, call))
                .collect()
        };
        for (&(_, parent), target) in calls.iter().zip(targets) {
            call_graph.add_edge(parent, target, EdgeKind::Call);
        }
        call_graph
    }

    /// MLIR's `computeCallGraph`, whose two walks (callables, then calls,
    /// so that a call may reach a callable further down) are one here: in
    /// pre-order, a node for each callable, and each call op inside a
    /// callable kept with the innermost callable around it, for its edge
    /// once every node exists. The regions of a call op are not entered.
    /// The ops at the top of `root` are walked on threads and what they
    /// hold is added in order, which is the order of one walk.
    fn add_callables(&mut self, ir: &Ir, root: OpId, threads: bool) -> Vec<(OpId, NodeIndex)> {
        let plain_root = ir.interface::<dyn CallOpInterface>(root).is_none()
            && ir.interface::<dyn CallableOpInterface>(root).is_none();
        let found: Vec<Vec<Found>> = if plain_root {
            let tops: Vec<OpId> = ir.child_ops(root).collect();
            if threads {
                tops.par_iter()
                    .map(|&top| find_callables(ir, top))
                    .collect()
            } else {
                tops.iter().map(|&top| find_callables(ir, top)).collect()
            }
        } else {
            vec![find_callables(ir, root)]
        };
        let mut calls = Vec::new();
        for found in found {
            // The node of each entry that is a callable.
            let mut nodes: Vec<Option<NodeIndex>> = Vec::with_capacity(found.len());
            for entry in found {
                let node = match entry {
                    Found::Callable { region, parent } => {
                        let parent = parent.and_then(|index| nodes[index]);
                        Some(self.get_or_add_node(region, parent))
                    }
                    Found::Call { op, parent } => {
                        if let Some(parent) = nodes[parent] {
                            calls.push((op, parent));
                        }
                        None
                    }
                };
                nodes.push(node);
            }
        }
        calls
    }

    fn get_or_add_node(&mut self, region: RegionId, parent: Option<NodeIndex>) -> NodeIndex {
        if let Some(&node) = self.nodes.get(&region) {
            return node;
        }
        let node = self.graph.add_node(CallGraphNode::Callable(region));
        self.nodes.insert(region, node);
        match parent {
            Some(parent) => self.add_edge(parent, node, EdgeKind::Child),
            None => self.add_edge(self.external_caller, node, EdgeKind::Abstract),
        }
        node
    }

    fn add_edge(&mut self, from: NodeIndex, to: NodeIndex, kind: EdgeKind) {
        if self.edge_set.insert((from, to, kind)) {
            self.graph.add_edge(from, to, kind);
        }
    }

    fn resolve(
        &self,
        ir: &Ir,
        call: &dyn CallOpInterface,
        op: OpId,
        tables: &mut SymbolTableCollection,
    ) -> NodeIndex {
        // A function value reaches its callable only when it is a closure
        // (a callable op's result, or its `%self`); one made by a constant
        // (`func.constant @f`) stays unknown, as every value callee is in
        // MLIR (canonicalize makes such a call direct).
        if let Some(Callee::Value(value)) = call.callee(ir, op) {
            let closure = match ir.value_def(value) {
                ValueDef::OpResult { op: definer, .. } => {
                    ir.interface::<dyn CallableOpInterface>(definer).is_some()
                }
                ValueDef::BlockArgument { .. } => true,
                _ => false,
            };
            if !closure {
                return self.unknown_callee;
            }
        }
        call.resolve_callable(ir, op, tables)
            .and_then(|callable| {
                let interface = ir.interface::<dyn CallableOpInterface>(callable)?;
                self.lookup(interface.callable_region(ir, callable)?)
            })
            .unwrap_or(self.unknown_callee)
    }

    /// The node a call reaches (MLIR's `CallGraph::resolveCallable`): its
    /// callable's node, or the unknown callee.
    pub fn resolve_call(
        &self,
        ir: &Ir,
        call: OpId,
        tables: &mut SymbolTableCollection,
    ) -> NodeIndex {
        match ir.interface::<dyn CallOpInterface>(call) {
            Some(interface) => self.resolve(ir, interface, call, tables),
            None => self.unknown_callee,
        }
    }

    /// The node of a callable region, if the graph has one.
    pub fn lookup(&self, region: RegionId) -> Option<NodeIndex> {
        self.nodes.get(&region).copied()
    }

    /// What `node` stands for.
    pub fn node(&self, node: NodeIndex) -> CallGraphNode {
        self.graph[node]
    }

    /// The callable region of `node`; `None` for the two outside nodes.
    pub fn callable_region(&self, node: NodeIndex) -> Option<RegionId> {
        match self.graph[node] {
            CallGraphNode::Callable(region) => Some(region),
            _ => None,
        }
    }

    /// The external caller's node.
    pub fn external_caller(&self) -> NodeIndex {
        self.external_caller
    }

    /// The unknown callee's node.
    pub fn unknown_callee(&self) -> NodeIndex {
        self.unknown_callee
    }

    /// The callable nodes, in the order they were created (pre-order).
    pub fn callable_nodes(&self) -> impl Iterator<Item = NodeIndex> + '_ {
        self.graph
            .node_indices()
            .filter(|&node| self.callable_region(node).is_some())
    }

    /// The edges leaving `node`, in insertion order (`petgraph` lists a
    /// node's edges newest first).
    pub fn edges(&self, node: NodeIndex) -> Vec<(NodeIndex, EdgeKind)> {
        let mut edges: Vec<(NodeIndex, EdgeKind)> = self
            .graph
            .edges_directed(node, Direction::Outgoing)
            .map(|edge| (petgraph::visit::EdgeRef::target(&edge), *edge.weight()))
            .collect();
        edges.reverse();
        edges
    }

    /// Whether `node` has callables nested in it.
    pub fn has_children(&self, node: NodeIndex) -> bool {
        self.graph
            .edges_directed(node, Direction::Outgoing)
            .any(|edge| *edge.weight() == EdgeKind::Child)
    }

    /// The underlying `petgraph` graph.
    pub fn graph(&self) -> &DiGraph<CallGraphNode, EdgeKind> {
        &self.graph
    }

    /// The strongly connected components, callees before callers. See
    /// [`scc::post_order_sccs`].
    pub fn sccs(&self) -> Vec<Vec<NodeIndex>> {
        scc::post_order_sccs(self)
    }
}

#[cfg(test)]
mod tests;

/// What [`find_callables`] meets, in pre-order.
enum Found {
    /// A callable region, with the entry of the callable around it.
    Callable {
        region: RegionId,
        parent: Option<usize>,
    },
    /// A call op inside the callable of entry `parent`.
    Call { op: OpId, parent: usize },
}

/// The callables and calls in `op` and the ops nested in it, in pre-order,
/// each with the innermost callable around it (an earlier entry).
fn find_callables(ir: &Ir, op: OpId) -> Vec<Found> {
    let mut found = Vec::new();
    let mut stack: Vec<(OpId, Option<usize>)> = vec![(op, None)];
    while let Some((op, mut parent)) = stack.pop() {
        if ir.interface::<dyn CallOpInterface>(op).is_some() {
            if let Some(parent) = parent {
                found.push(Found::Call { op, parent });
            }
            continue;
        }
        if let Some(callable) = ir.interface::<dyn CallableOpInterface>(op) {
            let Some(region) = callable.callable_region(ir, op) else {
                continue;
            };
            found.push(Found::Callable { region, parent });
            parent = Some(found.len() - 1);
        }
        let first = stack.len();
        stack.extend(ir.child_ops(op).map(|nested| (nested, parent)));
        stack[first..].reverse();
    }
    found
}
