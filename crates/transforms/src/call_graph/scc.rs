//! The strongly connected components of the call graph in post-order
//! (Tarjan's algorithm as LLVM's `scc_iterator` runs it, which MLIR's
//! inliner walks): a depth-first search from the external caller, following
//! each node's edges in insertion order, emitting a component when its root
//! is finished. Callees therefore come before their callers, and the nodes
//! of one component are listed from the last visited to its root.
//!
//! Not `petgraph::algo::tarjan_scc`: that one recurses once per node (a
//! long chain of calls would overflow the stack), and it orders the nodes
//! inside a component differently from LLVM (it pushes them when they are
//! finished, not when they are first visited), while the inliner tries the
//! calls of a component in MLIR's node order.

use petgraph::graph::NodeIndex;
use rustc_hash::FxHashMap;

use super::CallGraph;

/// A node on the depth-first search path, with its edges still to follow.
struct Visit {
    node: NodeIndex,
    targets: Vec<NodeIndex>,
    next: usize,
    /// The smallest visit number reachable from the node so far.
    min_visited: u32,
}

/// The components of `graph` reachable from its external caller (every
/// node is: each callable is the external caller's or another callable's
/// target), callees first.
pub(super) fn post_order_sccs(graph: &CallGraph) -> Vec<Vec<NodeIndex>> {
    const DONE: u32 = u32::MAX;
    let mut visit_numbers: FxHashMap<NodeIndex, u32> = FxHashMap::default();
    let mut next_number = 0u32;
    let mut component_stack: Vec<NodeIndex> = Vec::new();
    let mut path: Vec<Visit> = Vec::new();
    let mut sccs = Vec::new();

    let mut visit = |node: NodeIndex,
                     path: &mut Vec<Visit>,
                     component_stack: &mut Vec<NodeIndex>,
                     visit_numbers: &mut FxHashMap<NodeIndex, u32>| {
        next_number += 1;
        visit_numbers.insert(node, next_number);
        component_stack.push(node);
        path.push(Visit {
            node,
            targets: graph.edges(node).into_iter().map(|(to, _)| to).collect(),
            next: 0,
            min_visited: next_number,
        });
    };
    visit(
        graph.external_caller(),
        &mut path,
        &mut component_stack,
        &mut visit_numbers,
    );
    while let Some(top) = path.last_mut() {
        // Follow the next edge of the node on top of the path.
        if top.next < top.targets.len() {
            let target = top.targets[top.next];
            top.next += 1;
            match visit_numbers.get(&target) {
                None => visit(target, &mut path, &mut component_stack, &mut visit_numbers),
                Some(&number) => top.min_visited = top.min_visited.min(number),
            }
            continue;
        }
        // Every edge followed: the node is finished.
        let Some(finished) = path.pop() else { break };
        if let Some(parent) = path.last_mut() {
            parent.min_visited = parent.min_visited.min(finished.min_visited);
        }
        if visit_numbers.get(&finished.node) != Some(&finished.min_visited) {
            continue;
        }
        // The root of a component: everything above it on the stack.
        let mut component = Vec::new();
        while let Some(node) = component_stack.pop() {
            visit_numbers.insert(node, DONE);
            component.push(node);
            if node == finished.node {
                break;
            }
        }
        sccs.push(component);
    }
    sccs
}
