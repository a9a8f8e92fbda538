//! Passes that show the call graph ([`crate::call_graph`]) without changing
//! the IR; they write to stderr, as MLIR's printing passes do:
//!
//! - `print-call-graph`: the nodes, edges and SCCs as text, in the format
//!   of MLIR's `CallGraph::print` (what `mlir-opt --test-print-callgraph`
//!   writes after its `Testing :` line);
//! - `view-call-graph`: the same graph in Graphviz's DOT language, the
//!   recursive components as clusters ([`crate::call_graph::call_graph_dot`]).
//!
//! ```sh
//! strata-opt --print-call-graph in.mlir -o /dev/null
//! strata-opt --view-call-graph in.mlir -o /dev/null 2> calls.dot && dot -Tsvg calls.dot -o calls.svg
//! ```

use strata_ir::{Ir, OpId};
use strata_pass::{OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun};

use crate::call_graph::{CallGraph, call_graph_dot, call_graph_text};

/// `print-call-graph`'s registration.
pub const PRINT_CALL_GRAPH: PassInfo = PassInfo {
    argument: "print-call-graph",
    summary: "Print the call graph (nodes, edges, SCCs) to stderr",
    options: &[] as &[OptionSpec],
    create: |_: &PassOptions| Box::new(ShowCallGraph { dot: false }),
};

/// `view-call-graph`'s registration.
pub const VIEW_CALL_GRAPH: PassInfo = PassInfo {
    argument: "view-call-graph",
    summary: "Print the call graph as a Graphviz DOT graph to stderr",
    options: &[] as &[OptionSpec],
    create: |_: &PassOptions| Box::new(ShowCallGraph { dot: true }),
};

/// `print-call-graph` (text) or `view-call-graph` (DOT).
pub struct ShowCallGraph {
    dot: bool,
}

impl Pass for ShowCallGraph {
    fn argument(&self) -> &'static str {
        if self.dot {
            "view-call-graph"
        } else {
            "print-call-graph"
        }
    }

    fn name(&self) -> &'static str {
        if self.dot {
            "ViewCallGraph"
        } else {
            "PrintCallGraph"
        }
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let graph = CallGraph::build(ir, op);
        run.output = if self.dot {
            call_graph_dot(ir, &graph)
        } else {
            call_graph_text(ir, &graph)
        };
        Ok(())
    }
}
