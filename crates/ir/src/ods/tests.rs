//! Unit tests of the ODS runtime with ops declared by `#[op]` here: the
//! declaration verifier's messages, trait verifiers, segment accessors, the
//! generated builder, and format branches the test dialect does not cover
//! (an optional group with an else part, `attr-dict-with-keyword`).

use std::sync::Arc;

use strata_macros::op;

use crate::asm::parser::{ParserConfig, parse_source};
use crate::asm::printer::{PrintOptions, operation_to_string};
use crate::attributes::Attribute;
use crate::context::Context;
use crate::ir::{Ir, OpId, Value, WalkOrder};
use crate::ods::constraints::{INDEX, UNIT_ATTR};

/// Two optional operands and a variadic result group, all in one format
/// with an else branch and a keyword attribute dictionary.
#[op(
    name = "odstest.pair",
    format = "(`first` $a^) : (`none`)? ($b^ `:` type($b))? `->` type($outs) attr-dict-with-keyword",
    infer_types = index_a
)]
pub struct PairOp {
    /// Optional index.
    #[operand(INDEX)]
    a: Option<Value>,
    /// Optional anything.
    #[operand]
    b: Option<Value>,
    /// Results.
    #[result]
    outs: Vec<Value>,
}

fn index_a<'a>(
    parser: &mut crate::asm::parser::Parser<'a, '_>,
    state: &mut crate::ods::FormatState<'a>,
) -> crate::asm::parser::ParseResult<()> {
    let index = parser.ctx().index_type();
    let count = state.operands[0].len();
    state.operand_types[0] = Some(smallvec::smallvec![index; count]);
    Ok(())
}

/// A child that must sit directly in `odstest.parent`, whose region ends in
/// `odstest.end`.
#[op(name = "odstest.child", traits(HasParent("odstest.parent")))]
pub struct ChildOp {}

/// A parent with an implicit terminator.
#[op(
    name = "odstest.parent",
    traits(SingleBlockImplicitTerminator("odstest.end"))
)]
pub struct ParentOp {
    /// The body.
    #[region]
    body: crate::ir::RegionId,
}

/// The parent's terminator.
#[op(name = "odstest.end", traits(Terminator))]
pub struct EndOp {}

/// Three values of one type, checked by `AllTypesMatch`.
#[op(name = "odstest.same", traits(AllTypesMatch(x, y, r)))]
pub struct SameOp {
    /// First.
    #[operand]
    x: Value,
    /// Second.
    #[operand]
    y: Value,
    /// Result.
    #[result]
    r: Value,
}

/// A unit attribute with a default-less optional presence.
#[op(name = "odstest.flagged", format = "(`on` $flag^)? attr-dict")]
pub struct FlaggedOp {
    /// The flag.
    #[attr(UNIT_ATTR)]
    flag: Option<Attribute>,
}

/// An attribute with a default value (MLIR's `DefaultValuedAttr`).
#[op(name = "odstest.defaulted", format = "($level^)? attr-dict")]
pub struct DefaultedOp {
    /// A level, 0 unless given.
    #[attr(crate::ods::constraints::I64_ATTR, default = zero)]
    level: Option<Attribute>,
}

fn zero(ctx: &Context) -> Attribute {
    ctx.integer_attr(0, ctx.integer_type(64))
}

/// A constant-like op declared without the usual counts, so the trait's own
/// check is what rejects a bad instance.
#[op(name = "odstest.const", traits(ConstantLike))]
pub struct ConstOp {
    /// Anything.
    #[operand]
    inputs: Vec<Value>,
    /// Anything.
    #[result]
    outputs: Vec<Value>,
}

/// A trait of this "dialect" (not the core's): the op has an odd number of
/// operands, which its verifier checks.
pub struct OddOperands;

impl crate::traits::OpTrait for OddOperands {
    const NAME: &'static str = "OddOperands";
    const VERIFY: Option<crate::traits::TraitVerifyFn> = Some(verify_odd_operands);
}

fn verify_odd_operands(ir: &Ir, op: OpId) -> Result<(), crate::Diagnostic> {
    if ir.num_operands(op) % 2 == 1 {
        return Ok(());
    }
    Err(crate::ods::verify::op_error(
        ir,
        op,
        "requires an odd number of operands",
    ))
}

/// An op listing the dialect's trait next to a core one.
#[op(name = "odstest.odd", traits(Pure, OddOperands))]
pub struct OddOp {
    /// Anything.
    #[operand]
    inputs: Vec<Value>,
}

/// A return-like op that forgot to be a terminator.
#[op(name = "odstest.bad_return", traits(ReturnLike))]
pub struct BadReturnOp {}

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    for register in [
        PairOp::register,
        ChildOp::register,
        ParentOp::register,
        EndOp::register,
        SameOp::register,
        FlaggedOp::register,
        DefaultedOp::register,
        ConstOp::register,
        BadReturnOp::register,
        OddOp::register,
    ] {
        register(&mut ctx);
    }
    Arc::new(ctx)
}

fn parse(source: &str) -> (Ir, OpId) {
    parse_source(context(), source, &ParserConfig::default()).expect("parses")
}

fn verify_message(source: &str) -> String {
    let (ir, top) = parse(source);
    crate::verifier::verify(&ir, top)
        .expect_err("verification fails")
        .first()
        .message
        .clone()
}

fn custom(source: &str) -> String {
    let (ir, top) = parse(source);
    operation_to_string(&ir, top, PrintOptions::default())
}

#[test]
fn an_optional_group_prints_its_else_part_when_the_anchor_is_absent() {
    let out = custom(
        "%i = \"foo.i\"() : () -> index\n%f = \"foo.f\"() : () -> f32\n\
         odstest.pair first %i %f : f32 -> i32, i32 attributes {k}\n\
         odstest.pair none -> i32\n",
    );
    assert!(
        out.contains("%0:2 = odstest.pair first %i %f : f32 -> i32, i32 attributes {k}"),
        "{out}"
    );
    assert!(out.contains("  %1 = odstest.pair none -> i32\n"), "{out}");
}

#[test]
fn optional_operands_have_accessors_and_segments() {
    let (ir, top) = parse("%f = \"foo.f\"() : () -> f32\nodstest.pair none %f : f32 -> i32\n");
    let mut pairs = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| {
        if let Some(pair) = PairOp::from_op(&ir, op) {
            pairs.push(pair);
        }
    });
    let pair = pairs[0];
    assert_eq!(pair.a(&ir), None);
    assert!(pair.b(&ir).is_some());
    assert_eq!(pair.outs(&ir).len(), 1);
    let generic = operation_to_string(
        &ir,
        pair.op(),
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        generic.contains("<{operandSegmentSizes = array<i32: 0, 1>}>"),
        "{generic}"
    );
}

#[test]
fn the_builder_creates_a_verified_op() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let location = crate::location::Location::Unknown;
    let state = FlaggedOp::build_state(&mut ir, location, Some(ctx.unit_attr()));
    let op = ir.create_op(ir.root_body(), state).expect("no operands");
    let flagged = FlaggedOp::from_op(&ir, op).expect("a flagged op");
    assert_eq!(flagged.flag(&ir), Some(ctx.unit_attr()));
    assert_eq!(
        operation_to_string(&ir, op, PrintOptions::default()),
        "odstest.flagged on\n"
    );
}

#[test]
fn has_parent_is_checked() {
    assert_eq!(
        verify_message("\"odstest.child\"() : () -> ()\n"),
        "'odstest.child' op expects parent op 'odstest.parent'"
    );
}

#[test]
fn the_implicit_terminator_is_checked() {
    let message =
        verify_message("\"odstest.parent\"() ({\n  \"foo.x\"() : () -> ()\n}) : () -> ()\n");
    assert_eq!(
        message,
        "'odstest.parent' op expects regions to end with 'odstest.end', found 'foo.x'"
    );
}

#[test]
fn counts_and_all_types_match_use_mlir_wording() {
    let defs = "%a = \"foo.a\"() : () -> i32\n%b = \"foo.b\"() : () -> f32\n";
    assert_eq!(
        verify_message(&format!("{defs}\"odstest.same\"(%a) : (i32) -> i32\n")),
        "'odstest.same' op expected 2 operands, but found 1"
    );
    assert_eq!(
        verify_message(&format!(
            "{defs}\"odstest.same\"(%a, %a) : (i32, i32) -> ()\n"
        )),
        "'odstest.same' op requires one result"
    );
    assert_eq!(
        verify_message(&format!(
            "{defs}\"odstest.same\"(%a, %b) : (i32, f32) -> i32\n"
        )),
        "'odstest.same' op failed to verify that all of {x, y, r} have same type"
    );
    assert_eq!(
        verify_message("\"odstest.end\"() ({\n}) : () -> ()\n"),
        "'odstest.end' op requires zero regions"
    );
}

#[test]
fn optional_groups_beyond_one_element_are_rejected() {
    let defs = "%i = \"foo.i\"() : () -> index\n";
    assert_eq!(
        verify_message(&format!(
            "{defs}\"odstest.pair\"(%i, %i) <{{operandSegmentSizes = array<i32: 2, 0>}}> : (index, index) -> ()\n"
        )),
        "'odstest.pair' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
}

#[test]
fn default_valued_attributes_are_always_in_the_properties_and_elided_in_custom_form() {
    let source = "\"odstest.defaulted\"() : () -> ()\nodstest.defaulted\nodstest.defaulted 3\n";
    let generic = {
        let (ir, top) = parse(source);
        operation_to_string(
            &ir,
            top,
            PrintOptions {
                generic: true,
                ..PrintOptions::default()
            },
        )
    };
    assert_eq!(
        generic
            .matches("\"odstest.defaulted\"() <{level = 0 : i64}> : () -> ()")
            .count(),
        2,
        "{generic}"
    );
    assert!(generic.contains("<{level = 3 : i64}>"), "{generic}");
    let out = custom(source);
    assert_eq!(out.matches("  odstest.defaulted\n").count(), 2, "{out}");
    assert!(out.contains("  odstest.defaulted 3\n"), "{out}");
}

#[test]
fn constant_like_and_return_like_are_checked() {
    let defs = "%a = \"foo.a\"() : () -> i32\n";
    assert_eq!(
        verify_message(&format!("{defs}\"odstest.const\"(%a) : (i32) -> i32\n")),
        "'odstest.const' op requires zero operands"
    );
    assert_eq!(
        verify_message("\"odstest.const\"() : () -> (i32, i32)\n"),
        "'odstest.const' op requires one result"
    );
    assert_eq!(
        verify_message("\"odstest.bad_return\"() : () -> ()\n"),
        "'odstest.bad_return' op is ReturnLike, so its definition must make it a Terminator"
    );
}

#[test]
fn undeclared_properties_are_dropped_on_input() {
    let (ir, top) = parse("\"odstest.defaulted\"() <{bogus = 1, level = 2}> : () -> ()\n");
    let generic = operation_to_string(
        &ir,
        top,
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        generic.contains("\"odstest.defaulted\"() <{level = 2 : i64}> : () -> ()"),
        "{generic}"
    );
}

#[test]
fn a_dialect_defines_its_own_trait_with_a_verifier() {
    let (ir, top) = parse("%a = \"x.v\"() : () -> i32\n\"odstest.odd\"(%a) : (i32) -> ()\n");
    crate::verifier::verify(&ir, top).expect("one operand is odd");
    let odd = ir
        .walk_collect(top, WalkOrder::PreOrder)
        .into_iter()
        .find(|&op| ir.op_name_str(op) == "odstest.odd")
        .expect("the op");
    assert!(ir.implements_trait::<OddOperands>(odd));
    assert!(ir.implements_trait::<crate::traits::Pure>(odd));
    assert!(!ir.implements_trait::<crate::traits::Terminator>(odd));
    assert!(!ir.implements_trait::<OddOperands>(top));
    assert_eq!(
        verify_message("%a = \"x.v\"() : () -> i32\n\"odstest.odd\"(%a, %a) : (i32, i32) -> ()\n"),
        "'odstest.odd' op requires an odd number of operands"
    );
}
