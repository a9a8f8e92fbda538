//! The call graph as text, in MLIR's format (`CallGraph::print`, which
//! `mlir-opt --test-print-callgraph` writes): each callable node with its
//! outgoing edges, then the SCCs in the order the inliner visits them.
//!
//! ```text
//! // ---- CallGraph ----
//! // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "f"}
//! // -- Call-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "g"}
//! //
//! // -- SCCs --
//! // - SCC :
//! // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "g"}
//! ...
//! // -------------------
//! ```

use std::fmt::Write as _;

use petgraph::graph::NodeIndex;
use strata_ir::asm::printer::attribute_to_string;
use strata_ir::{AttrData, Ir};

use super::{CallGraph, CallGraphNode, EdgeKind};

/// How a node is named: `<External-Caller-Node>`, `<Unknown-Callee-Node>`,
/// or `'op.name' - Region #i` and the op's attributes and properties as one
/// dictionary.
pub fn node_name(ir: &Ir, graph: &CallGraph, node: NodeIndex) -> String {
    let region = match graph.node(node) {
        CallGraphNode::ExternalCaller => return "<External-Caller-Node>".into(),
        CallGraphNode::UnknownCallee => return "<Unknown-Callee-Node>".into(),
        CallGraphNode::Callable(region) => region,
    };
    let Some(op) = ir
        .is_region_live(region)
        .then(|| ir.region_parent_op(region))
        .flatten()
    else {
        return "<erased>".into();
    };
    let mut name = format!(
        "'{}' - Region #{}",
        ir.op_name_str(op),
        ir.region_index(region).unwrap_or(0)
    );
    let ctx = ir.ctx();
    let mut entries = Vec::new();
    for dictionary in [Some(ir.attributes(op)), ir.properties(op)]
        .into_iter()
        .flatten()
    {
        if let AttrData::Dictionary(pairs) = ctx.attr_data(dictionary) {
            entries.extend(pairs.iter().copied());
        }
    }
    if !entries.is_empty() {
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        let dictionary = ctx.dictionary(entries);
        let _ = write!(name, " : {}", attribute_to_string(ctx, dictionary));
    }
    name
}

/// The whole graph as `CallGraph::print` writes it.
pub fn call_graph_text(ir: &Ir, graph: &CallGraph) -> String {
    let mut text = String::from("// ---- CallGraph ----\n");
    for node in graph.callable_nodes() {
        let _ = writeln!(text, "// - Node : {}", node_name(ir, graph, node));
        for (target, kind) in graph.edges(node) {
            let kind = match kind {
                EdgeKind::Call => "Call",
                EdgeKind::Child => "Child",
                EdgeKind::Abstract => "",
            };
            let _ = writeln!(text, "// -- {kind}-Edge : {}", node_name(ir, graph, target));
        }
        text.push_str("//\n");
    }
    text.push_str("// -- SCCs --\n");
    for scc in graph.sccs() {
        text.push_str("// - SCC : \n");
        for node in scc {
            let _ = writeln!(text, "// -- Node :{}", node_name(ir, graph, node));
        }
        text.push('\n');
    }
    text.push_str("// -------------------\n");
    text
}
