//! The pass manager on a small IR: nesting, merging, implicit nesting,
//! anchors, failures, and the same result with and without threads.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::registry::{OpDefinition, OpTraits};
use strata_ir::{Context, Diagnostic, Ir, OpId, OperationState};

use crate::{
    OpPassManager, OptionKind, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRegistry,
    PassRun, RunConfig, parse_pipeline,
};

static FUNC: OpDefinition = OpDefinition::new(
    "t.func",
    "an isolated function",
    OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::NO_TERMINATOR),
);

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_op(&FUNC);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

/// A module of `n` functions `"t.func"` with one op each.
fn module(n: usize) -> (Ir, OpId) {
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!(
            "\"t.func\"() ({{\n  \"t.body\"() {{index = {i} : i64}} : () -> ()\n}}) : () -> ()\n"
        ));
    }
    parse_source(context(), &text, &ParserConfig::default()).expect("parses")
}

/// Appends `"t.<tag>"` to the first block of the op it runs on and gives
/// that op the unit attribute `t.<tag>` (a pass may change the op it runs
/// on, threads or not); fails on the function whose body's `index` is
/// `fail_at`.
struct Mark {
    tag: &'static str,
    fail_at: Option<i64>,
    anchor: Option<&'static str>,
}

impl Pass for Mark {
    fn argument(&self) -> &'static str {
        "mark"
    }

    fn name(&self) -> &'static str {
        "Mark"
    }

    fn anchor(&self) -> Option<&'static str> {
        self.anchor
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let region = ir.regions(op)[0];
        let block = ir.entry_block(region).expect("a body");
        let first = ir.block_ops(block).next().expect("an op");
        let index = ir
            .attr(first, "index")
            .and_then(|a| match ir.ctx().attr_data(a) {
                strata_ir::AttrData::Integer { value, .. } => Some(*value as i64),
                _ => None,
            });
        if index.is_some() && index == self.fail_at {
            return Err(PassFailure::new(Diagnostic::error(
                ir.op_location(first),
                format!("failed at {}", index.unwrap_or_default()),
            )));
        }
        let state = OperationState::new(ir, &format!("t.{}", self.tag), ir.op_location(op));
        let marked = ir.create_op(block.body(), state).expect("creates");
        ir.append_op(block, marked).expect("appends");
        let unit = ir.ctx().unit_attr();
        ir.set_attr(op, &format!("t.{}", self.tag), unit)
            .expect("the op a pass runs on is its to change");
        run.add_statistic("marked", "ops marked", 1);
        Ok(())
    }
}

fn mark(tag: &'static str) -> Box<dyn Pass> {
    Box::new(Mark {
        tag,
        fail_at: None,
        anchor: None,
    })
}

fn printed(ir: &Ir, top: OpId) -> String {
    operation_to_string(ir, top, PrintOptions::default())
}

fn run_both_ways(manager: &OpPassManager, n: usize) -> (String, String) {
    let mut results = Vec::new();
    for threads in [true, false] {
        let (mut ir, top) = module(n);
        let config = RunConfig {
            threads,
            ..RunConfig::default()
        };
        manager.run(&mut ir, top, &config).expect("runs");
        results.push(printed(&ir, top));
    }
    (results.remove(0), results.remove(0))
}

#[test]
fn a_nested_pipeline_runs_on_every_matching_op_alike_with_threads() {
    let mut manager = OpPassManager::on("builtin.module");
    let nested = manager.nest("t.func");
    nested.add_pass(mark("a"));
    nested.add_pass(mark("b"));
    let (threaded, sequential) = run_both_ways(&manager, 50);
    assert_eq!(threaded, sequential);
    assert_eq!(threaded.matches("\"t.a\"()").count(), 50);
    assert_eq!(threaded.matches("{t.a, t.b}").count(), 50, "{threaded}");
    // Both passes ran on one function before the next: a, then b.
    assert!(threaded.contains("\"t.a\"() : () -> ()\n    \"t.b\"() : () -> ()"));
}

#[test]
fn adjacent_nested_pipelines_on_one_anchor_merge() {
    let mut manager = OpPassManager::on("builtin.module");
    let mut first = OpPassManager::on("t.func");
    first.add_pass(mark("a"));
    let mut second = OpPassManager::on("t.func");
    second.add_pass(mark("b"));
    manager.add_nested(first);
    manager.add_nested(second);
    assert_eq!(manager.elements().len(), 1);
    assert_eq!(manager.pipeline_text(), "builtin.module(t.func(mark,mark))");
}

#[test]
fn an_anchored_pass_nests_implicitly() {
    let mut manager = OpPassManager::on("builtin.module");
    manager.add_pass(Box::new(Mark {
        tag: "a",
        fail_at: None,
        anchor: Some("t.func"),
    }));
    assert_eq!(manager.pipeline_text(), "builtin.module(t.func(mark))");
    let (threaded, _) = run_both_ways(&manager, 3);
    assert_eq!(threaded.matches("\"t.a\"()").count(), 3);
}

#[test]
fn a_pipeline_on_another_op_fails() {
    let manager = OpPassManager::on("t.func");
    let (mut ir, top) = module(1);
    let failure = manager
        .run(&mut ir, top, &RunConfig::default())
        .expect_err("the top op is a module");
    assert_eq!(
        failure
            .diagnostics()
            .next()
            .map(|d| d.message.clone())
            .unwrap_or_default(),
        "can't run 't.func' pass manager on 'builtin.module' op"
    );
}

#[test]
fn every_failing_op_is_reported_in_op_order_with_or_without_threads() {
    let mut manager = OpPassManager::on("builtin.module");
    let nested = manager.nest("t.func");
    nested.add_pass(Box::new(Mark {
        tag: "a",
        fail_at: Some(7),
        anchor: None,
    }));
    nested.add_pass(Box::new(Mark {
        tag: "b",
        fail_at: Some(3),
        anchor: None,
    }));
    for threads in [true, false] {
        let (mut ir, top) = module(20);
        let config = RunConfig {
            threads,
            ..RunConfig::default()
        };
        let failure = manager.run(&mut ir, top, &config).expect_err("fails");
        assert_eq!(failure.diagnostics().count(), 2, "every failing op reports");
        assert_eq!(
            failure
                .diagnostics()
                .next()
                .map(|d| d.message.clone())
                .unwrap_or_default(),
            "failed at 3"
        );
    }
}

#[test]
fn statistics_add_up_over_the_ops_a_pass_ran_on() {
    let mut manager = OpPassManager::on("builtin.module");
    manager.nest("t.func").add_pass(mark("a"));
    let (mut ir, top) = module(12);
    let report = manager
        .run(&mut ir, top, &RunConfig::default())
        .expect("runs");
    let instance = report.statistics[0].instance;
    assert_eq!(
        report.statistics,
        vec![crate::PassStatistics {
            pass: "Mark",
            instance,
            statistics: vec![crate::Statistic {
                name: "marked",
                description: "ops marked",
                value: 12
            }]
        }]
    );
}

const MARK_OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "tag",
    description: "the op to add",
    kind: OptionKind::String,
}];

fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    registry.register(PassInfo {
        argument: "mark",
        summary: "Marks an op",
        options: MARK_OPTIONS,
        create: |options: &PassOptions| {
            let tag = match options.string("tag") {
                Some("b") => "b",
                _ => "a",
            };
            Box::new(Mark {
                tag,
                fail_at: None,
                anchor: None,
            })
        },
    });
    registry
}

#[test]
fn textual_pipelines_build_managers_and_print_back() {
    let registry = registry();
    let manager = parse_pipeline(
        "builtin.module(t.func(mark{tag=b}, mark), any(mark))",
        &registry,
    )
    .expect("parses");
    assert_eq!(
        manager.pipeline_text(),
        "builtin.module(t.func(mark,mark),any(mark))"
    );
    let (threaded, sequential) = run_both_ways(&manager, 4);
    assert_eq!(threaded, sequential);
    assert_eq!(threaded.matches("\"t.b\"()").count(), 4);
}

#[test]
fn pipeline_errors_point_at_the_element() {
    let registry = registry();
    let error = parse_pipeline("builtin.module(mark,nope)", &registry).expect_err("unknown");
    assert_eq!(error.offset, 20);
    assert_eq!(
        error.render("builtin.module(mark,nope)"),
        "'nope' does not refer to a registered pass or pass pipeline\nbuiltin.module(mark,nope)\n                    ^"
    );
    let error = parse_pipeline("builtin.module(mark{tag=b)", &registry).expect_err("unbalanced");
    assert_eq!(error.message, "unbalanced '{' in pass options");
    let error = parse_pipeline("mark", &registry).expect_err("unwrapped");
    assert!(
        error
            .message
            .starts_with("expected pass pipeline to be wrapped")
    );
}

/// Holds when every `t.func` under the op has a `t.a` mark.
struct Marked;

static MARKED: Marked = Marked;

impl crate::IrProperty for Marked {
    fn name(&self) -> &'static str {
        "marked"
    }

    fn description(&self) -> &'static str {
        "every function has a mark"
    }

    fn violations(&self, ir: &Ir, op: OpId) -> Vec<Diagnostic> {
        ir.walk_collect(op, strata_ir::WalkOrder::PreOrder)
            .into_iter()
            .filter(|&f| ir.op_name_str(f) == "t.func")
            .filter(|&f| {
                !ir.walk_collect(f, strata_ir::WalkOrder::PreOrder)
                    .iter()
                    .any(|&o| ir.op_name_str(o) == "t.a")
            })
            .map(|f| Diagnostic::error(ir.op_location(f), "no mark"))
            .collect()
    }
}

/// `Mark` that says it produces (or requires) `marked`.
struct Declaring {
    inner: Mark,
    produces: bool,
}

impl Pass for Declaring {
    fn argument(&self) -> &'static str {
        "declaring"
    }

    fn name(&self) -> &'static str {
        "Declaring"
    }

    fn requires(&self) -> Vec<&'static dyn crate::IrProperty> {
        if self.produces { vec![] } else { vec![&MARKED] }
    }

    fn produces(&self) -> Vec<&'static dyn crate::IrProperty> {
        if self.produces { vec![&MARKED] } else { vec![] }
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        self.inner.run(ir, op, run)
    }
}

fn declaring(tag: &'static str, produces: bool) -> Box<dyn Pass> {
    Box::new(Declaring {
        inner: Mark {
            tag,
            fail_at: None,
            anchor: None,
        },
        produces,
    })
}

#[test]
fn properties_are_tracked_and_checked_around_passes() {
    let checks = crate::PropertyChecks {
        before: true,
        after: true,
    };
    let config = RunConfig {
        property_checks: checks,
        ..RunConfig::default()
    };
    // A pass producing `marked` (it adds `t.a`s), then one requiring it.
    let mut manager = OpPassManager::on("builtin.module");
    manager.nest("t.func").add_pass(declaring("a", true));
    manager.nest("t.func").add_pass(declaring("b", false));
    let (mut ir, top) = module(5);
    let report = manager
        .run(&mut ir, top, &config)
        .expect("marked, then checked");
    assert!(report.properties.contains("marked"));
    assert!(report.properties.contains("verified"));

    // Requiring it on unmarked functions fails, naming pass and property,
    // with a note at each function.
    let mut manager = OpPassManager::on("builtin.module");
    manager.add_pass(declaring("b", false));
    let (mut ir, top) = module(3);
    let failure = manager.run(&mut ir, top, &config).expect_err("unmarked");
    let error = failure.diagnostics().next().expect("an error");
    assert!(
        error
            .message
            .starts_with("pass 'declaring' requires property 'marked'"),
        "{}",
        error.message
    );
    assert_eq!(error.notes.len(), 3);

    // Produced but not holding: the tag `b` is not the mark.
    let mut manager = OpPassManager::on("builtin.module");
    manager.add_pass(declaring("b", true));
    let (mut ir, top) = module(2);
    let failure = manager
        .run(&mut ir, top, &config)
        .expect_err("not produced");
    assert!(
        failure
            .diagnostics()
            .next()
            .expect("an error")
            .message
            .contains("produces property 'marked'")
    );

    // Without checks the same run passes, and `marked` counts as holding.
    let (mut ir, top) = module(2);
    let report = manager
        .run(&mut ir, top, &RunConfig::default())
        .expect("unchecked");
    assert!(report.properties.contains("marked"));
}
