//! `view-op-graph` (MLIR's `PrintOpPass`, `mlir/lib/Transforms/ViewOpGraph.cpp`):
//! the op the pass runs on as a Graphviz DOT graph, written to stderr in
//! mlir-opt 22's format.
//!
//! - An op without regions is a record node: its operands (ports
//!   `arg_<name>`), its name and attributes, its results with their types
//!   (ports `res_<name>`), filled with a color per op name.
//! - An op with regions is a cluster labelled with its name, result types
//!   and attributes; inside, each block of each region is a cluster of its
//!   own, holding a node per block argument and the block's ops. Each
//!   cluster has an invisible anchor node, where edges to and from the op
//!   start and end (clipped to the cluster with `ltail`/`lhead`).
//! - Data-flow edges go from each operand's definition to its user;
//!   control-flow edges (dashed) from each op to the next in its block.
//!
//! Options, as MLIR's: `max-label-len` (20: longer attribute and type texts
//! are cut and end in `...`), `print-attrs` (true), `print-control-flow-edges`
//! (false), `print-data-flow-edges` (true), `print-result-types` (true).
//! Values are named as the output names them (`--discard-value-names`
//! gives MLIR's names).
//!
//! ```sh
//! strata-opt --view-op-graph in.mlir -o /dev/null 2> ops.dot && dot -Tsvg ops.dot -o ops.svg
//! ```

use std::fmt::Write as _;

use rustc_hash::FxHashMap;
use strata_ir::asm::printer::{AsmNames, PrintOptions, attribute_to_string, type_to_string};
use strata_ir::{AttrData, BlockId, Ir, OpId, Symbol, TypeData, Value, WalkOrder};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "max-label-len",
        description: "Limit attribute/type length to number of chars",
        kind: OptionKind::Int,
    },
    OptionSpec {
        name: "print-attrs",
        description: "Print attributes of operations",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        name: "print-control-flow-edges",
        description: "Print control flow edges",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        name: "print-data-flow-edges",
        description: "Print data flow edges",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        name: "print-result-types",
        description: "Print result types of operations",
        kind: OptionKind::Bool,
    },
];

/// `view-op-graph`'s registration.
pub const VIEW_OP_GRAPH: PassInfo = PassInfo {
    argument: "view-op-graph",
    summary: "Print Graphviz visualization of an operation",
    options: OPTIONS,
    create: |options: &PassOptions| {
        Box::new(ViewOpGraph {
            max_label_len: usize::try_from(options.int("max-label-len", 20)).unwrap_or(20),
            print_attrs: options.bool("print-attrs", true),
            print_control_flow_edges: options.bool("print-control-flow-edges", false),
            print_data_flow_edges: options.bool("print-data-flow-edges", true),
            print_result_types: options.bool("print-result-types", true),
            options_text: options.to_string(),
        })
    },
};

/// The `view-op-graph` pass.
pub struct ViewOpGraph {
    max_label_len: usize,
    print_attrs: bool,
    print_control_flow_edges: bool,
    print_data_flow_edges: bool,
    print_result_types: bool,
    options_text: String,
}

impl Pass for ViewOpGraph {
    fn argument(&self) -> &'static str {
        "view-op-graph"
    }

    fn name(&self) -> &'static str {
        "PrintOpPass"
    }

    fn options_text(&self) -> String {
        self.options_text.clone()
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let mut writer = GraphWriter::new(self, ir, op, run.discard_value_names);
        writer.out.push_str("digraph G {\n  compound = true;\n");
        writer.indent = 1;
        writer.operation(op);
        writer.indent = 0;
        let data_edges: Vec<String> = writer
            .data_edges
            .iter()
            .filter_map(|(value, to)| Some(edge(writer.values.get(value)?, to, "solid")))
            .collect();
        for edge in writer.control_edges.iter().chain(&data_edges) {
            let _ = writeln!(writer.out, "  {edge};");
        }
        writer.out.push_str("}\n");
        run.output = writer.out;
        Ok(())
    }
}

/// Where edges to and from a value or op attach: a record node's port, or
/// a cluster's anchor.
#[derive(Clone)]
struct Endpoint {
    node: u32,
    port: Option<String>,
    cluster: Option<u32>,
}

struct GraphWriter<'a> {
    pass: &'a ViewOpGraph,
    ir: &'a Ir,
    names: AsmNames,
    /// The fill hue of each op name: its rank in a post-order walk, over
    /// the number of names.
    colors: FxHashMap<Symbol, String>,
    /// Where each value's edges start.
    values: FxHashMap<Value, Endpoint>,
    out: String,
    indent: usize,
    counter: u32,
    control_edges: Vec<String>,
    /// Each operand and where it goes; written last, once every value's
    /// node is known (a graph region uses values defined further down).
    data_edges: Vec<(Value, Endpoint)>,
}

impl<'a> GraphWriter<'a> {
    fn new(pass: &'a ViewOpGraph, ir: &'a Ir, root: OpId, discard_value_names: bool) -> Self {
        let mut order: Vec<Symbol> = Vec::new();
        for op in ir.walk_collect(root, WalkOrder::PostOrder) {
            let name = ir.op_name(op);
            if !order.contains(&name) {
                order.push(name);
            }
        }
        let count = order.len().max(1) as f64;
        let colors = order
            .iter()
            .enumerate()
            .map(|(rank, &name)| (name, format!("{:.6} 0.3 0.95", rank as f64 / count)))
            .collect();
        GraphWriter {
            pass,
            ir,
            names: AsmNames::new(
                ir,
                root,
                PrintOptions {
                    discard_value_names,
                    ..PrintOptions::default()
                },
            ),
            colors,
            values: FxHashMap::default(),
            out: String::new(),
            indent: 0,
            counter: 0,
            control_edges: Vec::new(),
            data_edges: Vec::new(),
        }
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn next_id(&mut self) -> u32 {
        self.counter += 1;
        self.counter
    }

    fn truncate(&self, text: String) -> String {
        if text.chars().count() <= self.pass.max_label_len {
            return text;
        }
        let cut: String = text.chars().take(self.pass.max_label_len).collect();
        format!("{cut}...")
    }

    /// A value's name as a port: `%1#0` gives `1_0`.
    fn port_name(&self, value: Value) -> String {
        self.names
            .value(self.ir, value)
            .trim_start_matches('%')
            .replace('#', "_")
    }

    /// `name: value\l` for each attribute (and property), sorted by name.
    fn attribute_lines(&self, op: OpId) -> String {
        let ctx = self.ir.ctx();
        let mut entries = Vec::new();
        // An unregistered op's properties are opaque to MLIR: not shown.
        let properties = self
            .ir
            .op_definition(op)
            .and_then(|_| self.ir.properties(op));
        let dictionaries = [Some(self.ir.attributes(op)), properties];
        for dictionary in dictionaries.into_iter().flatten() {
            if let AttrData::Dictionary(pairs) = ctx.attr_data(dictionary) {
                entries.extend(pairs.iter().copied());
            }
        }
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        let mut lines = String::new();
        for (name, value) in entries {
            let value = self.attribute_text(value);
            let _ = write!(lines, "{}: {}\\l", ctx.str(name), escape(&value));
        }
        lines
    }

    /// An attribute as MLIR's pass shows it: a splat whole, an elements
    /// attribute or an array of more than 16 elements elided, anything
    /// else cut at `max-label-len`.
    fn attribute_text(&self, value: strata_ir::Attribute) -> String {
        const LARGE: usize = 16;
        let ctx = self.ir.ctx();
        // A complex element is stored as two values.
        let count = |ty: strata_ir::Type, stored: usize| {
            let element = match ctx.type_data(ty) {
                TypeData::Tensor { element, .. } | TypeData::Vector { element, .. } => *element,
                _ => ty,
            };
            if matches!(ctx.type_data(element), TypeData::Complex(_)) {
                stored / 2
            } else {
                stored
            }
        };
        match ctx.attr_data(value) {
            AttrData::DenseElements { ty, elements } if count(*ty, elements.len()) == 1 => {
                attribute_to_string(ctx, value)
            }
            AttrData::DenseElements { ty, elements } if count(*ty, elements.len()) > LARGE => {
                elided_elements(ctx, *ty)
            }
            // A sparse attribute counts every element of its type.
            AttrData::SparseElements { ty, .. }
                if ty.num_elements(ctx).unwrap_or(0) > LARGE as u64 =>
            {
                elided_elements(ctx, *ty)
            }
            AttrData::Array(items) if items.len() > LARGE => "[...]".to_string(),
            _ => self.truncate(attribute_to_string(ctx, value)),
        }
    }

    /// A cluster: its anchor node, its label, then what `body` writes.
    fn cluster(&mut self, label: &str, body: impl FnOnce(&mut Self)) -> Endpoint {
        let cluster = self.next_id();
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.next_id();
        self.line(&format!("v{anchor} [label = \" \", shape = plain];"));
        self.line(&format!("label = \"{label}\";"));
        body(self);
        self.indent -= 1;
        self.line("}");
        Endpoint {
            node: anchor,
            port: None,
            cluster: Some(cluster),
        }
    }

    fn operation(&mut self, op: OpId) -> Endpoint {
        let ir = self.ir;
        let endpoint = if ir.regions(op).is_empty() {
            self.op_node(op)
        } else {
            let mut label = escape(ir.op_name_str(op));
            if self.pass.print_result_types {
                let types: Vec<String> = ir
                    .result_type_iter(op)
                    .map(|ty| type_to_string(ir.ctx(), ty))
                    .collect();
                // MLIR leaves the types of a cluster's label as they are.
                let types = self.truncate(types.join(", ")).replace('"', "\\\"");
                label.push_str(&format!(" : ({types})"));
            }
            if self.pass.print_attrs {
                label.push_str("\\l");
                label.push_str(&self.attribute_lines(op));
            }
            let regions = ir.regions(op).to_vec();
            let endpoint = self.cluster(&label, |writer| {
                for region in regions {
                    let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
                    for block in blocks {
                        writer.block(block);
                    }
                }
            });
            for &result in ir.results(op) {
                self.values.insert(result, endpoint.clone());
            }
            endpoint
        };
        if self.pass.print_data_flow_edges {
            for operand in ir.operands(op) {
                let to = match &endpoint.cluster {
                    Some(_) => endpoint.clone(),
                    None => Endpoint {
                        port: Some(format!("arg_{}", self.port_name(operand))),
                        ..endpoint.clone()
                    },
                };
                self.data_edges.push((operand, to));
            }
        }
        endpoint
    }

    /// A record node for an op without regions.
    fn op_node(&mut self, op: OpId) -> Endpoint {
        let ir = self.ir;
        let mut label = String::from("{");
        let operands: Vec<Value> = ir.operands(op).collect();
        if !operands.is_empty() {
            let fields: Vec<String> = operands
                .iter()
                .map(|&v| {
                    format!(
                        "<arg_{}> {}",
                        self.port_name(v),
                        escape(&self.names.value(ir, v))
                    )
                })
                .collect();
            label.push_str(&format!("{{{}}}|", fields.join("|")));
        }
        label.push_str(&escape(ir.op_name_str(op)));
        label.push_str("\\l");
        if self.pass.print_attrs {
            let attributes = self.attribute_lines(op);
            if !attributes.is_empty() {
                label.push_str("\\l");
                label.push_str(&attributes);
            }
        }
        let results = ir.results(op).to_vec();
        if !results.is_empty() {
            let fields: Vec<String> = results.iter().map(|&v| self.result_field(v)).collect();
            label.push_str(&format!("|{{{}}}", fields.join("|")));
        }
        label.push('}');
        let node = self.next_id();
        let color = self
            .colors
            .get(&ir.op_name(op))
            .cloned()
            .unwrap_or_default();
        self.line(&format!(
            "v{node} [fillcolor = \"{color}\", label = \"{label}\", shape = Mrecord, style = filled];"
        ));
        for &result in &results {
            self.values.insert(
                result,
                Endpoint {
                    node,
                    port: Some(format!("res_{}", self.port_name(result))),
                    cluster: None,
                },
            );
        }
        Endpoint {
            node,
            port: None,
            cluster: None,
        }
    }

    /// `<res_name> %name type` for a result or block argument.
    fn result_field(&self, value: Value) -> String {
        let mut field = format!(
            "<res_{}> {}",
            self.port_name(value),
            escape(&self.names.value(self.ir, value))
        );
        if self.pass.print_result_types {
            let ty = type_to_string(self.ir.ctx(), self.ir.value_type(value));
            field.push(' ');
            field.push_str(&escape(&self.truncate(ty)));
        }
        field
    }

    fn block(&mut self, block: BlockId) {
        let ir = self.ir;
        self.cluster("", |writer| {
            for &argument in ir.block_arguments(block) {
                let node = writer.next_id();
                let label = writer.result_field(argument);
                writer.line(&format!("v{node} [label = \"{label}\", shape = Mrecord];"));
                writer.values.insert(
                    argument,
                    Endpoint {
                        node,
                        port: Some(format!("res_{}", writer.port_name(argument))),
                        cluster: None,
                    },
                );
            }
            let mut previous: Option<Endpoint> = None;
            let ops: Vec<OpId> = ir.block_ops(block).collect();
            for op in ops {
                let endpoint = writer.operation(op);
                if writer.pass.print_control_flow_edges
                    && let Some(previous) = previous
                {
                    let edge = edge(&previous, &endpoint, "dashed");
                    writer.control_edges.push(edge);
                }
                previous = Some(endpoint);
            }
        });
    }
}

/// `vA:port:s -> vB:port:n[attributes]`, the attributes sorted by name.
fn edge(from: &Endpoint, to: &Endpoint, style: &str) -> String {
    let mut text = format!("v{}", from.node);
    if let Some(port) = &from.port {
        let _ = write!(text, ":{port}:s");
    }
    let _ = write!(text, " -> v{}", to.node);
    if let Some(port) = &to.port {
        let _ = write!(text, ":{port}:n");
    }
    let mut attributes = Vec::new();
    if let Some(cluster) = to.cluster {
        attributes.push(format!("lhead = cluster_{cluster}"));
    }
    if let Some(cluster) = from.cluster {
        attributes.push(format!("ltail = cluster_{cluster}"));
    }
    attributes.push(format!("style = {style}"));
    let _ = write!(text, "[{}]", attributes.join(", "));
    text
}

/// Escapes the characters that mean something in a record label or a DOT
/// string: `"`, `{`, `}`, `|`, `<`, `>` (a backslash stays, as in MLIR's
/// output); a newline becomes `\n`.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' | '{' | '}' | '|' | '<' | '>' => {
                escaped.push('\\');
                escaped.push(c);
            }
            '\n' => escaped.push_str("\\n"),
            _ => escaped.push(c),
        }
    }
    escaped
}

/// `[[...]] : tensor<5x4xi32>`: an elements attribute too large to show,
/// one bracket pair per dimension.
fn elided_elements(ctx: &strata_ir::Context, ty: strata_ir::Type) -> String {
    let rank = match ty.shape_and_element(ctx) {
        Some((Some(shape), _)) => shape.len(),
        _ => 0,
    };
    format!(
        "{}...{} : {}",
        "[".repeat(rank),
        "]".repeat(rank),
        type_to_string(ctx, ty)
    )
}
