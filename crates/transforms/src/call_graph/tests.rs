//! The call graph's nodes, edges and component order.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::symbol_table::symbol_name;
use strata_ir::{Context, Ir, OpId};

use super::*;

fn parse(text: &str) -> (Ir, OpId) {
    let mut ctx = Context::new();
    strata_func::register(&mut ctx);
    strata_arith::register(&mut ctx);
    parse_source(Arc::new(ctx), text, &ParserConfig::default()).expect("parses")
}

/// The name of a node: its function's symbol, or the outside node's.
fn name(ir: &Ir, graph: &CallGraph, node: NodeIndex) -> String {
    match graph.node(node) {
        CallGraphNode::ExternalCaller => "<external>".into(),
        CallGraphNode::UnknownCallee => "<unknown>".into(),
        CallGraphNode::Callable(region) => {
            let op = ir
                .region_parent_op(region)
                .expect("a callable region has an op");
            symbol_name(ir, op).unwrap_or("<lambda>").to_string()
        }
    }
}

fn sccs(ir: &Ir, graph: &CallGraph) -> Vec<Vec<String>> {
    graph
        .sccs()
        .into_iter()
        .map(|scc| scc.into_iter().map(|n| name(ir, graph, n)).collect())
        .collect()
}

const CHAIN_AND_CYCLE: &str = r#"
func.func @a() {
  func.call @b() : () -> ()
  func.call @c() : () -> ()
  return
}
func.func @b() {
  func.call @c() : () -> ()
  return
}
func.func @c() {
  return
}
func.func @p() {
  func.call @q() : () -> ()
  return
}
func.func @q() {
  func.call @r() : () -> ()
  return
}
func.func @r() {
  func.call @p() : () -> ()
  func.call @ext() : () -> ()
  return
}
func.func private @ext()
"#;

#[test]
fn callees_come_before_callers() {
    let (ir, module) = parse(CHAIN_AND_CYCLE);
    let graph = CallGraph::build(&ir, module);
    // LLVM's scc_iterator from the external caller: depth first along the
    // edges in order; the nodes of a cycle from the last visited to its
    // root; the unknown callee (the call to a declaration) when first
    // finished.
    assert_eq!(
        sccs(&ir, &graph),
        vec![
            vec!["c"],
            vec!["b"],
            vec!["a"],
            vec!["<unknown>"],
            vec!["r", "q", "p"],
            vec!["<external>"],
        ]
    );
}

#[test]
fn edges_keep_their_order_and_are_unique() {
    let (ir, module) = parse(
        r#"
func.func @f() {
  func.call @h() : () -> ()
  func.call @g() : () -> ()
  func.call @h() : () -> ()
  return
}
func.func @g() {
  return
}
func.func @h() {
  return
}
"#,
    );
    let graph = CallGraph::build(&ir, module);
    let f = graph.callable_nodes().next().expect("a node for @f");
    let targets: Vec<(String, EdgeKind)> = graph
        .edges(f)
        .into_iter()
        .map(|(to, kind)| (name(&ir, &graph, to), kind))
        .collect();
    assert_eq!(
        targets,
        vec![("h".into(), EdgeKind::Call), ("g".into(), EdgeKind::Call)]
    );
    let external: Vec<String> = graph
        .edges(graph.external_caller())
        .into_iter()
        .map(|(to, _)| name(&ir, &graph, to))
        .collect();
    assert_eq!(external, vec!["f", "g", "h"]);
}

#[test]
fn a_lambda_is_a_child_of_its_function() {
    let (ir, module) = parse(
        r#"
func.func @f(%x: i32) -> i32 {
  %l = func.lambda captures(%x : i32) (%self, %y: i32) -> i32 {
    %a = func.getfield %self[0] : ((i32) -> i32) -> i32
    %r = func.call_indirect %self(%a) : (i32) -> i32
    func.return %r : i32
  }
  %0 = func.call_indirect %l(%x) : (i32) -> i32
  return %0 : i32
}
"#,
    );
    let graph = CallGraph::build(&ir, module);
    let nodes: Vec<NodeIndex> = graph.callable_nodes().collect();
    let [f, lambda] = nodes[..] else {
        panic!("expected two callables, got {}", nodes.len());
    };
    assert!(graph.has_children(f));
    assert_eq!(
        graph.edges(f),
        vec![(lambda, EdgeKind::Child), (lambda, EdgeKind::Call)]
    );
    // The call through %self reaches the lambda itself.
    assert_eq!(graph.edges(lambda), vec![(lambda, EdgeKind::Call)]);
    assert_eq!(
        sccs(&ir, &graph),
        vec![vec!["<lambda>"], vec!["f"], vec!["<external>"]]
    );
}

#[test]
fn a_long_chain_of_calls_does_not_overflow_the_stack() {
    let count = 20_000;
    let mut text = String::new();
    for i in 0..count {
        text.push_str(&format!(
            "func.func @f{i}() {{\n  func.call @f{}() : () -> ()\n  return\n}}\n",
            i + 1
        ));
    }
    text.push_str(&format!("func.func @f{count}() {{\n  return\n}}\n"));
    let (ir, module) = parse(&text);
    let graph = CallGraph::build(&ir, module);
    let order = sccs(&ir, &graph);
    assert_eq!(order.len(), count + 2);
    assert_eq!(order[0], vec![format!("f{count}")]);
    assert_eq!(order[count], vec!["f0".to_string()]);
}

#[test]
fn building_on_threads_gives_the_same_graph() {
    let mut text = String::new();
    for i in 0..40 {
        text.push_str(&format!(
            r#"
func.func @f{i}(%x: i32) -> i32 {{
  %l = func.lambda captures(%x : i32) (%self, %y: i32) -> i32 {{
    %r = func.call @f{next}(%y) : (i32) -> i32
    func.return %r : i32
  }}
  %0 = func.call_indirect %l(%x) : (i32) -> i32
  %1 = func.call @f{prev}(%0) : (i32) -> i32
  return %1 : i32
}}
"#,
            next = (i + 1) % 40,
            prev = (i + 39) % 40,
        ));
    }
    let (ir, module) = parse(&text);
    let serial = CallGraph::build(&ir, module);
    let threaded = CallGraph::build_with_threads(&ir, module, true);
    let describe = |graph: &CallGraph| -> Vec<(String, Vec<(String, EdgeKind)>)> {
        std::iter::once(graph.external_caller())
            .chain(graph.callable_nodes())
            .map(|node| {
                let edges = graph
                    .edges(node)
                    .into_iter()
                    .map(|(to, kind)| (name(&ir, graph, to), kind))
                    .collect();
                (name(&ir, graph, node), edges)
            })
            .collect()
    };
    let expected = describe(&serial);
    assert_eq!(expected.len(), 81, "the external caller and 80 callables");
    assert_eq!(describe(&threaded), expected);
    assert_eq!(sccs(&ir, &threaded), sccs(&ir, &serial));
}
