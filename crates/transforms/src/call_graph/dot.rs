//! The call graph as a Graphviz picture (`--view-call-graph`): a node per
//! callable (its symbol, or the lambda's name, and its op), the external
//! caller and, when some call reaches it, the unknown callee; solid edges
//! for calls, dashed for nesting (a closure in its function), dotted from
//! the external caller. Each recursive strongly connected component (more
//! than one callable, or one that calls itself) is a filled cluster
//! labelled with its position in the inliner's bottom-up order.
//!
//! ```sh
//! strata-opt --view-call-graph in.mlir -o /dev/null 2> calls.dot
//! dot -Tsvg calls.dot -o calls.svg
//! ```

use std::fmt::Write as _;

use petgraph::graph::NodeIndex;
use strata_ir::Ir;
use strata_ir::symbol_table::symbol_name;

use super::{CallGraph, CallGraphNode, EdgeKind};

/// Escapes `text` for a double-quoted DOT string.
pub(crate) fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                escaped.push('\\');
                escaped.push(c);
            }
            '\n' => escaped.push_str("\\n"),
            _ => escaped.push(c),
        }
    }
    escaped
}

/// The label of a callable node: `@name` (or the lambda's name) and the op.
fn label(ir: &Ir, graph: &CallGraph, node: NodeIndex) -> String {
    match graph.node(node) {
        CallGraphNode::ExternalCaller => "external caller".into(),
        CallGraphNode::UnknownCallee => "unknown callee".into(),
        CallGraphNode::Callable(region) => {
            let Some(op) = ir
                .is_region_live(region)
                .then(|| ir.region_parent_op(region))
                .flatten()
            else {
                return "erased".into();
            };
            let name = symbol_name(ir, op)
                .map(|name| format!("@{name}"))
                .unwrap_or_else(|| "(anonymous)".into());
            format!("{name}\n{}", ir.op_name_str(op))
        }
    }
}

/// The DOT text of `graph`.
pub fn call_graph_dot(ir: &Ir, graph: &CallGraph) -> String {
    let mut dot = String::from("digraph CallGraph {\n  compound = true;\n  node [shape = box];\n");
    let unknown_used = graph
        .graph()
        .neighbors_directed(graph.unknown_callee(), petgraph::Direction::Incoming)
        .next()
        .is_some();
    let mut in_cluster = vec![false; graph.graph().node_count()];
    for (position, scc) in graph.sccs().into_iter().enumerate() {
        let calls_itself = scc.len() == 1
            && graph
                .edges(scc[0])
                .iter()
                .any(|&(to, kind)| to == scc[0] && kind == EdgeKind::Call);
        if scc.len() < 2 && !calls_itself {
            continue;
        }
        let _ = writeln!(
            dot,
            "  subgraph cluster_scc{position} {{\n    label = \"SCC #{position} (recursive)\";\n    style = filled;\n    fillcolor = \"0.08 0.15 1.0\";"
        );
        for node in scc {
            in_cluster[node.index()] = true;
            let _ = writeln!(
                dot,
                "    v{} [label = \"{}\"];",
                node.index(),
                escape(&label(ir, graph, node))
            );
        }
        dot.push_str("  }\n");
    }
    for node in graph.graph().node_indices() {
        if in_cluster[node.index()] || (node == graph.unknown_callee() && !unknown_used) {
            continue;
        }
        let shape = match graph.node(node) {
            CallGraphNode::Callable(_) => "",
            _ => ", shape = ellipse, style = dashed",
        };
        let _ = writeln!(
            dot,
            "  v{} [label = \"{}\"{shape}];",
            node.index(),
            escape(&label(ir, graph, node))
        );
    }
    for node in graph.graph().node_indices() {
        for (target, kind) in graph.edges(node) {
            let style = match kind {
                EdgeKind::Call => "solid",
                EdgeKind::Child => "dashed, arrowhead = odiamond",
                EdgeKind::Abstract => "dotted",
            };
            let _ = writeln!(
                dot,
                "  v{} -> v{} [style = {style}];",
                node.index(),
                target.index()
            );
        }
    }
    dot.push_str("}\n");
    dot
}
