//! The drivers on a small `t` dialect: a constant, an adder that folds,
//! an op that erases itself through a pattern, and a pair of patterns that
//! undo each other forever.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::builder::Builder;
use strata_ir::dialect::Dialect;
use strata_ir::registry::{OpDefinition, OpTraits};
use strata_ir::{
    AttrData, Attribute, Context, FoldResult, Ir, Location, OpId, OperationState, Type, WalkOrder,
};

use crate::{
    GreedyRewriteConfig, MatchFailure, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet, Worklist, apply_patterns_greedily, walk_and_apply_patterns,
};

static CONST: OpDefinition = OpDefinition {
    fold: Some(fold_const),
    ..OpDefinition::new(
        "t.const",
        "a constant",
        OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
    )
};

static ADD: OpDefinition = OpDefinition {
    fold: Some(fold_add),
    ..OpDefinition::new("t.add", "an addition", OpTraits::PURE)
};

/// A registered op with a region that is not isolated from above.
static REGION: OpDefinition =
    OpDefinition::new("t.region", "a nested region", OpTraits::NO_TERMINATOR);

static FUNC: OpDefinition = OpDefinition::new(
    "t.func",
    "a function",
    OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::NO_TERMINATOR),
);

fn int(ir: &Ir, attr: Option<Attribute>) -> Option<i128> {
    match ir.ctx().attr_data(attr?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

fn fold_const(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    ir.attr(op, "value").map(|v| vec![FoldResult::Attribute(v)])
}

/// `x + 0` is `x`; two constants add up.
fn fold_add(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ty = ir.value_type(ir.results(op)[0]);
    match (int(ir, constants[0]), int(ir, constants[1])) {
        (Some(a), Some(b)) => Some(vec![FoldResult::Attribute(
            ir.ctx().integer_attr(a + b, ty),
        )]),
        (_, Some(0)) => Some(vec![FoldResult::Value(ir.operand(op, 0)?)]),
        _ => None,
    }
}

struct TDialect;

impl Dialect for TDialect {
    fn name(&self) -> &'static str {
        "t"
    }

    fn materialize_constant(
        &self,
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        location: Location,
    ) -> Option<OpId> {
        let ir = builder.ir_ref();
        let mut state = OperationState::new(ir, "t.const", location);
        state.result_types.push(ty);
        state.attributes = ir
            .ctx()
            .dictionary(vec![(ir.ctx().intern_str("value"), value)]);
        builder.create(state).ok()
    }
}

static T_DIALECT: TDialect = TDialect;

fn parse(text: &str) -> (Ir, OpId) {
    let mut ctx = Context::new();
    ctx.register_dialect(&T_DIALECT);
    for definition in [&CONST, &ADD, &FUNC, &REGION] {
        ctx.register_op(definition);
    }
    ctx.set_allow_unregistered_dialects(true);
    parse_source(Arc::new(ctx), text, &ParserConfig::default()).expect("parses")
}

fn printed(ir: &Ir, op: OpId) -> String {
    let options = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    operation_to_string(ir, op, options)
}

/// The `t.func` in the module.
fn function(ir: &Ir, top: OpId) -> OpId {
    ir.walk_collect(top, WalkOrder::PreOrder)
        .into_iter()
        .find(|&op| ir.op_name_str(op) == "t.func")
        .expect("a function")
}

const FOLDABLE: &str = r#"
"t.func"() ({
^bb0(%x: i64):
  %a = "t.const"() {value = 2 : i64} : () -> i64
  %b = "t.const"() {value = 3 : i64} : () -> i64
  %s = "t.add"(%a, %b) : (i64, i64) -> i64
  %z = "t.const"() {value = 0 : i64} : () -> i64
  %y = "t.add"(%x, %z) : (i64, i64) -> i64
  %dead = "t.add"(%x, %x) : (i64, i64) -> i64
  "u.use"(%s, %y) : (i64, i64) -> ()
}) : () -> ()
"#;

#[test]
fn the_greedy_driver_folds_erases_and_keeps_constants_unique() {
    let (mut ir, top) = parse(FOLDABLE);
    let func = function(&ir, top);
    let patterns = RewritePatternSet::new().freeze();
    let outcome =
        apply_patterns_greedily(&mut ir, func, &patterns, &GreedyRewriteConfig::default());
    assert!(outcome.converged && outcome.changed);
    let text = printed(&ir, func);
    // 2 + 3 folds to a constant 5 at the top of the body; x + 0 is x; the
    // unused add and the constants nothing uses any more are gone.
    assert!(text.contains("\"t.const\"() {value = 5 : i64}"), "{text}");
    assert!(text.contains("\"u.use\"(%0, %x)"), "{text}");
    assert!(!text.contains("t.add"), "{text}");
    assert_eq!(text.matches("t.const").count(), 1, "{text}");
}

#[test]
fn duplicate_constants_become_one_at_the_entry_block() {
    let (mut ir, top) = parse(
        r#"
"t.func"() ({
  "t.region"() ({
    %a = "t.const"() {value = 7 : i64} : () -> i64
    "u.use"(%a) : (i64) -> ()
  }) : () -> ()
  %b = "t.const"() {value = 7 : i64} : () -> i64
  "u.use"(%b) : (i64) -> ()
  "u.region"() ({
    %c = "t.const"() {value = 7 : i64} : () -> i64
    "u.use"(%c) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let func = function(&ir, top);
    let config = GreedyRewriteConfig {
        fold: false,
        ..GreedyRewriteConfig::default()
    };
    let patterns = RewritePatternSet::new().freeze();
    apply_patterns_greedily(&mut ir, func, &patterns, &config);
    let text = printed(&ir, func);
    // The constants of the function and of `t.region` are one, at the
    // start of the function's block; an unregistered op might be isolated
    // from above, so `u.region` keeps its own.
    assert_eq!(text.matches("t.const").count(), 2, "{text}");
    let body = text.split_once("({\n").map(|(_, body)| body).unwrap_or("");
    assert!(body.trim_start().starts_with("%a = \"t.const\""), "{text}");
    assert!(
        text.contains("\"u.use\"(%a) : (i64) -> ()\n  }) : () -> ()\n  \"u.use\"(%a)"),
        "{text}"
    );
}

/// On `"t.flip"`, flips the `state` of the `"t.state"` op after it
/// (`N` → `1 - N`). Each round's worklist drains — nothing matches
/// `t.state` — but every round changes the IR: it never settles.
struct Flip;

impl RewritePattern for Flip {
    fn name(&self) -> &'static str {
        "flip"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("t.flip")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let Some(target) = ir.next_op(op) else {
            return Err(MatchFailure("no t.state after it".into()));
        };
        let state = int(ir, ir.attr(target, "state")).unwrap_or(0);
        rewriter
            .modify_op_in_place(target, |ir, target| {
                let ty = ir.ctx().integer_type(64);
                let flipped = ir.ctx().integer_attr(1 - state, ty);
                ir.set_attr(target, "state", flipped)
            })
            .map_err(|error| MatchFailure::from(error.to_string()))
    }
}

#[test]
fn max_iterations_reports_a_pattern_set_that_never_settles() {
    let (mut ir, top) = parse(
        r#"
"t.func"() ({
  "t.flip"() : () -> ()
  "t.state"() {state = 0 : i64} : () -> ()
}) : () -> ()
"#,
    );
    let func = function(&ir, top);
    let mut set = RewritePatternSet::new();
    set.add(Flip);
    let patterns = set.freeze();
    let config = GreedyRewriteConfig {
        max_iterations: Some(3),
        ..GreedyRewriteConfig::default()
    };
    let outcome = apply_patterns_greedily(&mut ir, func, &patterns, &config);
    assert!(!outcome.converged);
    assert_eq!((outcome.iterations, outcome.rewrites), (3, 3));
    // A limit on rewrites caps each round: two flips a round, one allowed.
    let (mut ir, top) = parse(
        r#"
"t.func"() ({
  "t.flip"() : () -> ()
  "t.state"() {state = 0 : i64} : () -> ()
  "t.flip"() : () -> ()
  "t.state"() {state = 0 : i64} : () -> ()
}) : () -> ()
"#,
    );
    let func = function(&ir, top);
    let config = GreedyRewriteConfig {
        max_rewrites: Some(1),
        max_iterations: Some(4),
        ..GreedyRewriteConfig::default()
    };
    let outcome = apply_patterns_greedily(&mut ir, func, &patterns, &config);
    assert!(!outcome.converged);
    assert_eq!((outcome.iterations, outcome.rewrites), (4, 4));
    // No rounds at all: nothing was left undone.
    let config = GreedyRewriteConfig {
        max_iterations: Some(0),
        ..GreedyRewriteConfig::default()
    };
    let outcome = apply_patterns_greedily(&mut ir, func, &patterns, &config);
    assert!(outcome.converged && !outcome.changed);
}

/// Erases `"t.drop"` ops; benefit 2, tried before [`Rename`].
struct Drop;

impl RewritePattern for Drop {
    fn name(&self) -> &'static str {
        "drop"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn benefit(&self) -> u16 {
        2
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        if rewriter.ir_ref().op_name_str(op) != "t.drop" {
            return Err(rewriter.notify_match_failure(Location::Unknown, "not t.drop"));
        }
        rewriter
            .erase_op(op)
            .map_err(|error| MatchFailure::from(error.to_string()))
    }
}

/// Replaces `"t.drop"` by `"t.kept"` (never applies while [`Drop`] does).
struct Rename;

impl RewritePattern for Rename {
    fn name(&self) -> &'static str {
        "rename"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("t.drop")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        rewriter.set_insertion_point_before(op);
        let location = rewriter.ir_ref().op_location(op);
        let state = OperationState::new(rewriter.ir_ref(), "t.kept", location);
        let kept = rewriter
            .create(state)
            .map_err(|error| MatchFailure::from(error.to_string()))?;
        rewriter
            .replace_op_with_op(op, kept)
            .map_err(|error| MatchFailure::from(error.to_string()))
    }
}

#[test]
fn higher_benefit_first_and_the_walk_driver_visits_each_op_once() {
    let text = r#"
"t.func"() ({
  "t.drop"() : () -> ()
  "t.drop"() : () -> ()
  "t.other"() : () -> ()
}) : () -> ()
"#;
    let mut set = RewritePatternSet::new();
    set.add(Rename).add(Drop);
    let patterns = set.freeze();

    let (mut ir, top) = parse(text);
    let func = function(&ir, top);
    let candidates = {
        let drop = ir.walk_collect(func, WalkOrder::PreOrder)[1];
        patterns
            .candidates(&ir, drop)
            .iter()
            .map(|p| p.name())
            .collect::<Vec<_>>()
    };
    assert_eq!(candidates, vec!["drop", "rename"]);
    assert_eq!(
        walk_and_apply_patterns(&mut ir, func, &patterns, WalkOrder::PostOrder),
        2
    );
    let printed = printed(&ir, func);
    assert!(!printed.contains("t.drop") && !printed.contains("t.kept"));
    assert!(printed.contains("t.other"));
}

#[test]
fn the_worklist_pushes_pops_and_removes_each_op_once() {
    let (ir, top) = parse(FOLDABLE);
    let ops = ir.walk_collect(top, WalkOrder::PreOrder);
    let mut worklist = Worklist::new();
    for &op in &ops {
        worklist.push(op);
        worklist.push(op);
    }
    assert_eq!(worklist.len(), ops.len());
    worklist.remove(ops[ops.len() - 1]);
    assert_eq!(worklist.pop(), Some(ops[ops.len() - 2]));
    worklist.reverse();
    assert_eq!(worklist.pop(), Some(ops[0]));
    while worklist.pop().is_some() {}
    assert!(worklist.is_empty());
}

#[test]
fn a_round_starts_by_erasing_unreachable_blocks_at_any_simplification_level() {
    // An unreachable block may use its own result; no pattern or folder
    // must see it (MLIR 22 erases such blocks before each round).
    let (mut ir, top) = parse(
        r#"
"t.func"() ({
^bb0(%x: i64):
  "u.return"() : () -> ()
^bb1:
  %a = "t.add"(%a, %a) : (i64, i64) -> i64
  "u.br"()[^bb1] : () -> ()
}) : () -> ()
"#,
    );
    let func = function(&ir, top);
    let patterns = RewritePatternSet::new().freeze();
    let config = GreedyRewriteConfig {
        region_simplification: crate::RegionSimplification::Disabled,
        ..GreedyRewriteConfig::default()
    };
    let outcome = apply_patterns_greedily(&mut ir, func, &patterns, &config);
    assert!(outcome.converged && outcome.changed);
    let text = printed(&ir, func);
    assert!(!text.contains("^bb1"), "{text}");
    assert!(!text.contains("t.add"), "{text}");
}
