//! Ops declared with `#[op]` that exercise every piece of the declarative
//! assembly format (optional groups, variadic groups with segment sizes,
//! functional types, successors, regions, `custom<...>` directives), so the
//! format interpreter is tested independently of the real dialects.

use std::fmt::Write as _;

use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::ods::constraints::{ANY_TYPE, I1, INDEX, STRING_ATTR, UNIT_ATTR};
use strata_ir::ods::{CustomArg, FormatState, OpSchema, TypeGroup, ValueGroup};
use strata_ir::{Attribute, BlockId, OpId, RegionId, Value};
use strata_macros::op;

/// Two variadic operand groups (with `operandSegmentSizes`), each in an
/// optional group anchored on it (an empty one prints nothing; the first
/// in parentheses, so that a following op's results are not read as its
/// operands), an optional
/// keyword group anchored on a unit attribute, and an optional string after
/// the keyword `label` (a format that ends in an optional attribute alone
/// cannot tell it from the quoted name of a generic op on the next line).
#[op(
    name = "test.format_segments",
    format = "(`flagged` $flag^)? (`(` $first^ `:` type($first) `)`)? (`and` $second^ `:` type($second))? (`label` $label^)? attr-dict"
)]
pub struct FormatSegmentsOp {
    /// The first group.
    #[operand(ANY_TYPE)]
    first: Vec<Value>,
    /// The second group.
    #[operand(ANY_TYPE)]
    second: Vec<Value>,
    /// A flag shown as a keyword.
    #[attr(UNIT_ATTR)]
    flag: Option<Attribute>,
    /// A label.
    #[attr(STRING_ATTR)]
    label: Option<Attribute>,
}

/// A functional type, a result, and a region.
#[op(
    name = "test.format_functional",
    traits(NoTerminator),
    format = "`(` $inputs `)` $body attr-dict `:` functional-type($inputs, results)"
)]
pub struct FormatFunctionalOp {
    /// Inputs.
    #[operand]
    inputs: Vec<Value>,
    /// Outputs.
    #[result]
    outputs: Vec<Value>,
    /// A body.
    #[region]
    body: RegionId,
}

/// A conditional branch-like terminator written with a `custom<>` directive
/// for its condition: `test.format_custom if %c -> ^bb1`.
#[op(
    name = "test.format_custom",
    traits(Terminator),
    format = "custom<Condition>($cond) `->` $dest attr-dict"
)]
pub struct FormatCustomOp {
    /// The condition.
    #[operand(I1)]
    cond: Value,
    /// The target.
    #[successor]
    dest: BlockId,
}

/// A terminator written with the whole-op directives: `operands`,
/// `qualified(type(operands))`, `successors` and `regions` (a variadic
/// region group): `test.format_directives %a, %b : i32, f32 -> ^bb1, ^bb2 {...}, {...}`.
#[op(
    name = "test.format_directives",
    traits(Terminator, NoTerminator),
    format = "operands `:` qualified(type(operands)) `->` successors regions attr-dict"
)]
pub struct FormatDirectivesOp {
    /// Any values.
    #[operand]
    values: Vec<Value>,
    /// Any targets.
    #[successor]
    targets: Vec<BlockId>,
    /// Any regions.
    #[region]
    bodies: Vec<RegionId>,
}

/// An index operand whose type the format does not spell: it is always
/// `index`, filled in by the inference hook.
#[op(name = "test.format_infer", format = "$value attr-dict", infer_types = infer_index)]
pub struct FormatInferOp {
    /// An index.
    #[operand(INDEX)]
    value: Value,
}

fn infer_index<'a>(parser: &mut Parser<'a, '_>, state: &mut FormatState<'a>) -> ParseResult<()> {
    let index = parser.ctx().index_type();
    state.operand_types[0] = Some(TypeGroup::from_slice(&[index]));
    Ok(())
}

/// `custom<Condition>($cond)`: `if %c`, the type being `i1`.
fn parse_condition<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
    args: &[CustomArg],
) -> ParseResult<()> {
    parser.expect_literal("if")?;
    let value = parser.parse_value_use()?;
    if let [CustomArg::Operand(group)] = args {
        let group = usize::from(*group);
        state.operands[group] = ValueGroup::from_slice(&[value]);
        state.operand_types[group] = Some(TypeGroup::from_slice(&[parser.ctx().integer_type(1)]));
    }
    Ok(())
}

fn print_condition(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    _schema: &'static OpSchema,
    _args: &[CustomArg],
) -> std::fmt::Result {
    printer.write_str("if ")?;
    match printer.ir().operand(op, 0) {
        Some(value) => printer.print_value(value),
        None => Ok(()),
    }
}
