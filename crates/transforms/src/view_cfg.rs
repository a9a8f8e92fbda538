//! `view-cfg`: the control-flow graph of every region under the op the pass
//! runs on, as a Graphviz DOT graph written to stderr. Each region with
//! blocks is a cluster labelled with the op that owns it (and its symbol
//! name); each block is a record node listing its label with its arguments
//! and the names of its ops; an edge goes from a block to each successor
//! of its terminator, labelled with the successor's index when there are
//! several (`cf.cond_br`: 0 is the true destination). MLIR has no such
//! flag; its `Region::viewGraph` draws one region, with ops, not blocks.
//!
//! ```sh
//! strata-opt --view-cfg in.mlir -o /dev/null 2> cfg.dot && dot -Tsvg cfg.dot -o cfg.svg
//! ```

use std::fmt::Write as _;

use strata_ir::asm::printer::{AsmNames, PrintOptions, type_to_string};
use strata_ir::symbol_table::symbol_name;
use strata_ir::{BlockId, Ir, OpId, WalkOrder};
use strata_pass::{OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun};

/// `view-cfg`'s registration.
pub const VIEW_CFG: PassInfo = PassInfo {
    argument: "view-cfg",
    summary: "Print the blocks and successors of every region as a Graphviz DOT graph to stderr",
    options: &[] as &[OptionSpec],
    create: |_: &PassOptions| Box::new(ViewCfg),
};

/// The `view-cfg` pass.
pub struct ViewCfg;

impl Pass for ViewCfg {
    fn argument(&self) -> &'static str {
        "view-cfg"
    }

    fn name(&self) -> &'static str {
        "ViewCFG"
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let options = PrintOptions {
            discard_value_names: run.discard_value_names,
            ..PrintOptions::default()
        };
        run.output = cfg_dot(ir, op, &AsmNames::new(ir, op, options));
        Ok(())
    }
}

/// Escapes `text` for a record label in a DOT string.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '"' | '{' | '}' | '|' | '<' | '>' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// The DOT text of the control-flow graphs under `root`.
pub fn cfg_dot(ir: &Ir, root: OpId, names: &AsmNames) -> String {
    let mut dot = String::from("digraph CFG {\n  node [shape = record];\n");
    let mut edges = String::new();
    let mut cluster = 0;
    let node_id = |block: BlockId| {
        format!(
            "b{}_{}_{}",
            block.body().index(),
            block.index(),
            block.generation()
        )
    };
    for op in ir.walk_collect(root, WalkOrder::PreOrder) {
        for (index, &region) in ir.regions(op).iter().enumerate() {
            let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
            if blocks.is_empty() {
                continue;
            }
            let owner = match symbol_name(ir, op) {
                Some(name) => format!("{} @{name}", ir.op_name_str(op)),
                None => ir.op_name_str(op).to_string(),
            };
            cluster += 1;
            let _ = writeln!(
                dot,
                "  subgraph cluster_{cluster} {{\n    label = \"{} region #{index}\";",
                escape(&owner)
            );
            for &block in &blocks {
                let arguments: Vec<String> = ir
                    .block_arguments(block)
                    .iter()
                    .map(|&a| {
                        format!(
                            "{}: {}",
                            names.value(ir, a),
                            type_to_string(ir.ctx(), ir.value_type(a))
                        )
                    })
                    .collect();
                let mut header = names.block(block);
                if !arguments.is_empty() {
                    header.push_str(&format!("({})", arguments.join(", ")));
                }
                let ops: String = ir
                    .block_ops(block)
                    .map(|op| format!("{}\\l", escape(ir.op_name_str(op))))
                    .collect();
                let _ = writeln!(
                    dot,
                    "    {} [label = \"{{{}|{ops}}}\"];",
                    node_id(block),
                    escape(&header)
                );
                if let Some(terminator) = ir.last_op(block) {
                    let successors = ir.successors(terminator);
                    for (position, &successor) in successors.iter().enumerate() {
                        let label = if successors.len() > 1 {
                            format!(" [label = \"{position}\"]")
                        } else {
                            String::new()
                        };
                        let _ = writeln!(
                            edges,
                            "  {} -> {}{label};",
                            node_id(block),
                            node_id(successor)
                        );
                    }
                }
            }
            dot.push_str("  }\n");
        }
    }
    dot.push_str(&edges);
    dot.push_str("}\n");
    dot
}
