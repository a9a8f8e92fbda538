//! The scope ops: `scope.at`, a region that runs once at an execution
//! level, and `scope.yield`, which hands its values to the `scope.at`
//! around it.

use std::fmt::Write as _;

use strata_interfaces::RegionBranchOpInterface;
use strata_interfaces::region_branch::{RunsRegionOnce, verify_body_without_arguments};
use strata_interfaces::side_effects::RecursiveMemoryEffects;
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::{OpPrinter, type_to_string};
use strata_ir::ods::constraints::{ANY_TYPE, AttrConstraint};
use strata_ir::ods::verify::op_error;
use strata_ir::{AttrData, Attribute, Context, Diagnostic, Ir, OpId, RegionId, Value};
use strata_macros::op;

/// The execution levels, from the smallest: one core, a group of cores, a
/// cluster, the whole device.
pub const LEVELS: &[&str] = &["core", "core_group", "cluster", "device"];

/// Whether `attr` is a string naming one of the [`LEVELS`].
fn is_level(ctx: &Context, attr: Attribute) -> bool {
    attr.as_str(ctx)
        .is_some_and(|level| LEVELS.contains(&level))
}

/// The level as the custom form writes it: a keyword (`core_group`), or a
/// string, which the verifier then checks.
fn parse_level(parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
    let text = parser.token_text();
    let level = match parser.token().kind {
        TokenKind::BareIdent => text.to_string(),
        TokenKind::String => text[1..text.len() - 1].to_string(),
        _ => {
            return Err(parser.custom_op_error_here(format!(
                "expected an execution level ({})",
                LEVELS.join(", ")
            )));
        }
    };
    parser.advance()?;
    Ok(parser.ctx().string_attr(&level))
}

/// A known level prints as its keyword, anything else as a string.
fn print_level(printer: &mut OpPrinter<'_>, attr: Attribute) -> std::fmt::Result {
    match attr.as_str(printer.ir().ctx()) {
        Some(level) if LEVELS.contains(&level) => printer.write_str(level),
        _ => printer.print_attribute(attr),
    }
}

/// `scope.at`'s `level`: a string attribute naming a level, written as a
/// keyword in the custom form.
pub static LEVEL_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(parse_level),
    print: Some(print_level),
    storage: Some(|ctx, attr| matches!(ctx.attr_data(attr), AttrData::String { .. })),
    ..AttrConstraint::new(
        "string attribute naming an execution level: core, core_group, cluster or device",
        is_level,
    )
};

/// Runs its region once at an execution level:
/// `%r = scope.at core_group -> (i32) { ... scope.yield %v : i32 }`.
/// Values defined inside stay inside; the op's results are what the
/// region yields. It has the effects of the ops inside.
#[op(
    name = "scope.at",
    traits(SingleBlock, RecursiveMemoryEffects),
    interfaces(RegionBranchOpInterface = RunsRegionOnce),
    format = "$level (`->` `(` type($results)^ `)`)? attr-dict-with-keyword $body",
    verifier = verify_at,
    verify_regions = verify_yield
)]
pub struct AtOp {
    /// Where the region runs: one of [`LEVELS`].
    #[attr(LEVEL_ATTR)]
    level: Attribute,
    /// The values the region yields.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// The body, one block without arguments.
    #[region]
    body: RegionId,
}

/// Hands values to the `scope.at` around it: `scope.yield %a, %b : i32, f32`.
#[op(
    name = "scope.yield",
    traits(Pure, ReturnLike, Terminator, HasParent("scope.at")),
    format = "attr-dict ($values^ `:` type($values))?"
)]
pub struct YieldOp {
    /// The scope's results.
    #[operand(ANY_TYPE)]
    values: Vec<Value>,
}

/// The body is one block without arguments.
fn verify_at(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_body_without_arguments(ir, op, "expects a body").map(|_| ())
}

/// The body ends in `scope.yield` of values of the result types.
fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = ir
        .regions(op)
        .first()
        .and_then(|&region| ir.entry_block(region))
    else {
        return Ok(());
    };
    let terminator = ir
        .last_op(block)
        .filter(|&last| ir.op_name_str(last) == "scope.yield");
    let Some(terminator) = terminator else {
        return Err(op_error(ir, op, "expects its body to end in 'scope.yield'"));
    };
    let yielded: Vec<_> = ir
        .operands(terminator)
        .map(|value| ir.value_type(value))
        .collect();
    let results: Vec<_> = ir
        .results(op)
        .iter()
        .map(|&value| ir.value_type(value))
        .collect();
    if yielded.len() != results.len() {
        return Err(op_error(
            ir,
            terminator,
            format!(
                "yields {} values, but the 'scope.at' has {} results",
                yielded.len(),
                results.len()
            ),
        )
        .with_note(ir.op_location(op), "the scope is here"));
    }
    for (index, (&got, &expected)) in yielded.iter().zip(&results).enumerate() {
        if got != expected {
            return Err(op_error(
                ir,
                terminator,
                format!(
                    "yields a value of type {} as result #{index}, which has type {}",
                    type_to_string(ir.ctx(), got),
                    type_to_string(ir.ctx(), expected)
                ),
            )
            .with_note(ir.op_location(op), "the scope is here"));
        }
    }
    Ok(())
}
