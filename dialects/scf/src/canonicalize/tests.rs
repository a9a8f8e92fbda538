//! Unit tests of the scf patterns: their names, the trip count
//! `SimplifyTrivialLoops` relies on, and the patterns run alone by the
//! greedy driver (the lit files compare whole modules with mlir-opt).

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::{Context, Ir, OpId, WalkOrder};
use strata_rewrite::{
    CanonicalizationPatterns, GreedyRewriteConfig, RewritePatternSet, apply_patterns_greedily,
};

use super::for_trivial_loops::trip_count;
use super::{ExecuteRegionPatterns, ForPatterns, IfPatterns, WhilePatterns};
use crate::ForOp;

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    crate::register(&mut ctx);
    strata_arith::register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

fn parse(source: &str) -> (Ir, OpId) {
    match parse_source(context(), source, &ParserConfig::default()) {
        Ok(parsed) => parsed,
        Err(error) => panic!("parse error: {}", error.diagnostic().message),
    }
}

fn count(ir: &Ir, root: OpId, name: &str) -> usize {
    let mut found = 0;
    ir.walk(root, WalkOrder::PreOrder, |op| {
        if ir.op_name_str(op) == name {
            found += 1;
        }
    });
    found
}

fn first(ir: &Ir, root: OpId, name: &str) -> OpId {
    let mut found = None;
    ir.walk(root, WalkOrder::PreOrder, |op| {
        if found.is_none() && ir.op_name_str(op) == name {
            found = Some(op);
        }
    });
    found.unwrap_or_else(|| panic!("no {name}"))
}

/// The patterns of `set`, minus those named in `disabled`, applied to
/// `root` until nothing changes.
fn run(ir: &mut Ir, root: OpId, set: &dyn CanonicalizationPatterns, disabled: &[&str]) {
    let mut patterns = RewritePatternSet::new();
    set.add_patterns(&mut patterns);
    patterns.retain(|pattern| !disabled.contains(&pattern.name()));
    let frozen = patterns.freeze();
    apply_patterns_greedily(ir, root, &frozen, &GreedyRewriteConfig::default());
}

/// The region branch patterns every scf op gets after its own.
const GENERIC: [&str; 3] = [
    "MakeRegionBranchOpSuccessorInputsDead",
    "RemoveDuplicateSuccessorInputUses",
    "RemoveDeadRegionBranchOpSuccessorInputs",
];

/// The order is the one `mlir-opt-22 --canonicalize --log-actions-to=-`
/// shows it trying patterns on an op none of them rewrites.
#[test]
fn patterns_carry_mlir_names_in_mlir_order() {
    let mut patterns = RewritePatternSet::new();
    for set in [
        &IfPatterns as &dyn CanonicalizationPatterns,
        &ForPatterns,
        &WhilePatterns,
        &ExecuteRegionPatterns,
    ] {
        set.add_patterns(&mut patterns);
    }
    let mut names = Vec::new();
    patterns.retain(|pattern| {
        names.push(pattern.name());
        true
    });
    let expected = [
        "CombineIfs",
        "CombineNestedIfs",
        "ConditionPropagation",
        "ConvertTrivialIfToSelect",
        "RemoveEmptyElseBranch",
        "RemoveStaticCondition",
        "ReplaceIfYieldWithConditionOrValue",
        GENERIC[0],
        GENERIC[1],
        GENERIC[2],
        "SimplifyTrivialLoops",
        GENERIC[0],
        GENERIC[1],
        GENERIC[2],
        "WhileConditionTruth",
        "WhileCmpCond",
        "WhileOpAlignBeforeArgs",
        "WhileMoveIfDown",
        GENERIC[0],
        GENERIC[1],
        GENERIC[2],
        "SingleBlockExecuteInliner",
        "MultiBlockExecuteInliner",
        GENERIC[0],
        GENERIC[1],
        GENERIC[2],
    ];
    assert_eq!(names, expected);
}

/// The trip count of the first `scf.for` of type `ty` in a body that
/// starts with `prologue`, which declares `%lb`, `%ub` and `%st`. A trip
/// count is unsigned, so it is read unsigned at the loop's width.
fn first_loop_trips(prologue: &str, ty: &str, unsigned: bool) -> Option<u128> {
    let keyword = if unsigned { "unsigned " } else { "" };
    let source = format!(
        "\"test.func\"() ({{\n\
         {prologue}\
           scf.for {keyword}%i = %lb to %ub step %st : {ty} {{\n\
             \"test.use\"(%i) : ({ty}) -> ()\n\
           }}\n\
           \"test.return\"() : () -> ()\n\
         }}) : () -> ()\n"
    );
    let (ir, root) = parse(&source);
    let for_op = ForOp(first(&ir, root, "scf.for"));
    trip_count(
        &ir,
        for_op.lower_bound(&ir),
        for_op.upper_bound(&ir),
        for_op.step(&ir),
        !unsigned,
    )
    .and_then(|count| count.to_u128())
}

/// The trip count of a loop over constant bounds and step of type `ty`.
fn trips(lb: i64, ub: i64, step: i64, ty: &str, unsigned: bool) -> Option<u128> {
    let prologue = format!(
        "%lb = arith.constant {lb} : {ty}\n\
         %ub = arith.constant {ub} : {ty}\n\
         %st = arith.constant {step} : {ty}\n"
    );
    first_loop_trips(&prologue, ty, unsigned)
}

#[test]
fn trip_count_follows_mlir_22() {
    assert_eq!(trips(0, 4, 1, "i32", false), Some(4));
    assert_eq!(
        trips(0, 4, 3, "i32", false),
        Some(2),
        "a remainder adds one"
    );
    assert_eq!(trips(0, 4, 4, "i32", false), Some(1));
    assert_eq!(trips(0, 4, 9, "i32", false), Some(1));
    assert_eq!(trips(4, 0, 1, "i32", false), Some(0), "ub below lb");
    assert_eq!(trips(0, 4, 0, "i32", false), Some(0), "a zero step");
    assert_eq!(trips(0, 4, -1, "i32", false), Some(0), "a negative step");
    assert_eq!(
        trips(0, 4, -1, "i32", true),
        Some(0),
        "negative even unsigned"
    );
    assert_eq!(trips(-1, 4, 8, "i32", false), Some(1));
    assert_eq!(trips(-1, 4, 8, "i32", true), Some(0), "0xffffffff > 4");
    assert_eq!(trips(0, -56, 100, "i8", true), Some(2), "0 to 200 by 100");
    assert_eq!(
        trips(-100, 100, 50, "i8", false),
        Some(0),
        "200 wraps negative"
    );
    assert_eq!(trips(0, 10, 3, "index", false), Some(4));
}

/// The trip count of an `i32` loop from the argument `%lb` to
/// `%lb + offset` (with `flags`) by `step`.
fn offset_trips(offset: i64, flags: &str, step: i64, unsigned: bool) -> Option<u128> {
    let prologue = format!(
        "^bb0(%lb: i32):\n\
         %c = arith.constant {offset} : i32\n\
         %ub = arith.addi %lb, %c{flags} : i32\n\
         %st = arith.constant {step} : i32\n"
    );
    first_loop_trips(&prologue, "i32", unsigned)
}

#[test]
fn trip_count_of_an_offset_bound_needs_no_wrap() {
    assert_eq!(offset_trips(1, " overflow<nsw>", 1, false), Some(1));
    assert_eq!(offset_trips(7, " overflow<nsw>", 5, false), Some(2));
    assert_eq!(offset_trips(-3, " overflow<nsw>", 1, false), Some(0));
    assert_eq!(offset_trips(1, "", 1, false), None, "it may wrap");
    assert_eq!(offset_trips(1, " overflow<nsw>", 1, true), None);
    assert_eq!(offset_trips(1, " overflow<nuw>", 1, true), Some(1));
    // Unsigned, -3 is 4294967293 iterations (MLIR 22 says none).
    assert_eq!(
        offset_trips(-3, " overflow<nuw>", 1, true),
        Some(4_294_967_293)
    );
}

#[test]
fn disabled_patterns_do_not_apply() {
    let source = "\"test.func\"() ({\n\
        %c0 = arith.constant 0 : index\n\
        %c4 = arith.constant 4 : index\n\
        scf.for %i = %c4 to %c0 step %c4 {\n\
          \"test.use\"(%i) : (index) -> ()\n\
        }\n\
        \"test.return\"() : () -> ()\n\
      }) : () -> ()\n";
    let (mut ir, root) = parse(source);
    run(&mut ir, root, &ForPatterns, &["SimplifyTrivialLoops"]);
    assert_eq!(count(&ir, root, "scf.for"), 1);
    run(&mut ir, root, &ForPatterns, &[]);
    assert_eq!(
        count(&ir, root, "scf.for"),
        0,
        "no iteration: the loop goes"
    );
}

#[test]
fn nested_ifs_merge_into_one_on_the_conjunction() {
    let source = "\"test.func\"() ({\n\
      ^bb0(%a: i1, %b: i1):\n\
        scf.if %a {\n\
          scf.if %b {\n\
            \"test.use\"() : () -> ()\n\
          }\n\
        }\n\
        \"test.return\"() : () -> ()\n\
      }) : () -> ()\n";
    let (mut ir, root) = parse(source);
    run(&mut ir, root, &IfPatterns, &[]);
    assert_eq!(count(&ir, root, "scf.if"), 1);
    assert_eq!(count(&ir, root, "arith.andi"), 1);
    assert_eq!(count(&ir, root, "test.use"), 1);
}

#[test]
fn while_loop_with_invariant_arguments_loses_them() {
    let source = "\"test.func\"() ({\n\
      ^bb0(%x: i32, %y: i32):\n\
        %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {\n\
          %c = \"test.cond\"(%b) : (i32) -> i1\n\
          scf.condition(%c) %a : i32\n\
        } do {\n\
        ^bb0(%n: i32):\n\
          %m = \"test.next\"(%n) : (i32) -> i32\n\
          scf.yield %m, %y : i32, i32\n\
        }\n\
        \"test.return\"(%r) : (i32) -> ()\n\
      }) : () -> ()\n";
    let (mut ir, root) = parse(source);
    run(&mut ir, root, &WhilePatterns, &[]);
    let while_op = first(&ir, root, "scf.while");
    assert_eq!(
        ir.num_operands(while_op),
        1,
        "%b is invariant: only %a stays"
    );
    let cond = first(&ir, root, "test.cond");
    let y = ir.block_arguments(ir.op_parent_block(while_op).unwrap())[1];
    assert_eq!(ir.operand(cond, 0), Some(y), "uses of %b become %y");
}

/// Only the region branch patterns, on the ops of `set`'s op.
fn run_region_branch(ir: &mut Ir, root: OpId, op_name: &'static str) {
    let mut patterns = RewritePatternSet::new();
    strata_rewrite::region_branch::add_region_branch_patterns(&mut patterns, op_name);
    let frozen = patterns.freeze();
    apply_patterns_greedily(ir, root, &frozen, &GreedyRewriteConfig::default());
}

#[test]
fn region_branch_patterns_merge_duplicates_and_keep_tied_sets() {
    // %b is fed like %a on every edge: it merges into %a and its set goes.
    // %c and %r#2 are tied to a used iteration argument and stay.
    let source = "\"test.func\"() ({\n\
      ^bb0(%x: i32, %y: i32, %n: index):\n\
        %c0 = arith.constant 0 : index\n\
        %c1 = arith.constant 1 : index\n\
        %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %y) -> (i32, i32, i32) {\n\
          %s = \"test.next\"(%a, %b, %c) : (i32, i32, i32) -> i32\n\
          scf.yield %s, %s, %c : i32, i32, i32\n\
        }\n\
        \"test.return\"(%r#0, %r#1) : (i32, i32) -> ()\n\
      }) : () -> ()\n";
    let (mut ir, root) = parse(source);
    run_region_branch(&mut ir, root, ForOp::NAME);
    let for_op = first(&ir, root, "scf.for");
    assert_eq!(
        ir.results(for_op).len(),
        1,
        "%b merged into %a, %c always %y"
    );
    let next = first(&ir, root, "test.next");
    let body = ir.op_parent_block(next).unwrap();
    let a = ir.block_arguments(body)[1];
    let y = ir.block_arguments(ir.op_parent_block(for_op).unwrap())[1];
    assert_eq!(ir.operands(next).collect::<Vec<_>>(), [a, a, y]);
}

#[test]
fn trip_count_of_integer_bounds_reads_them_as_index() {
    use super::for_trivial_loops::mixed_trip_count;
    use crate::ops::forall::Mixed::{Dynamic, Static};
    let (ir, root) = parse(
        "\"test.func\"() ({\n\
         ^bb0(%n: index):\n\
           \"test.use\"(%n) : (index) -> ()\n\
           \"test.return\"() : () -> ()\n\
         }) : () -> ()\n",
    );
    let n = ir.operand(first(&ir, root, "test.use"), 0).unwrap();
    let count = |lower, upper, step| {
        mixed_trip_count(&ir, lower, upper, step, true).and_then(|count| count.to_u128())
    };
    assert_eq!(count(Static(3), Static(4), Static(1)), Some(1));
    assert_eq!(count(Static(0), Static(8), Static(3)), Some(3));
    assert_eq!(count(Static(5), Static(2), Static(1)), Some(0));
    assert_eq!(count(Static(0), Static(8), Static(0)), Some(0), "step 0");
    assert_eq!(count(Dynamic(n), Dynamic(n), Dynamic(n)), Some(0), "equal");
    assert_eq!(count(Static(0), Dynamic(n), Static(1)), None);
    assert_eq!(count(Static(0), Static(8), Dynamic(n)), None);
}
