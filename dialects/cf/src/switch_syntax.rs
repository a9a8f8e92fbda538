//! The custom syntax of `cf.switch`: MLIR's `custom<SwitchOpCases>`
//! directive (`parseSwitchOpCases` / `printSwitchOpCases` in
//! `ControlFlowOps.cpp`), plus `custom<FlagType>`, which parses the flag's
//! type as MLIR's generated parser does for an `AnyInteger` operand
//! (`parseType<IntegerType>`: `invalid kind of type specified: expected
//! builtin.integer, but found 'index'`).
//!
//! ```mlir
//! cf.switch %arg0 : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2,
//!   4294967295: ^bb3
//! ]
//! ```
//!
//! * Case values are read as `int64_t` and truncated to the flag's width
//!   (`APInt(width, value, /*isSigned=*/true)`); they print zero-extended
//!   (`getLimitedValue()`), so `-1 : i32` prints as `4294967295`. Two
//!   departures from MLIR 22, so that Strata reads what it prints: literals
//!   up to `UINT64_MAX` are accepted (MLIR prints `-1 : i64` as
//!   `18446744073709551615` and then rejects it as too large), and on flags
//!   wider than 64 bits, where MLIR caps the printed value at `UINT64_MAX`
//!   (printing `-1 : i256` as `18446744073709551615`), Strata prints and
//!   reads the value in signed decimal, up to the `i128` range.
//! * The default destination's operands may use result numbers (`%0#1`).
//!   MLIR 22 rejects them there (`result number not allowed in argument
//!   list`) although its printer writes them, so that its own output of
//!   `--canonicalize` does not always read back; Strata reads what it
//!   prints.
//! * Case operands and their types are each concatenated before being
//!   matched (as MLIR resolves a `VariadicOfVariadic` group), so only the
//!   totals must agree.
//! * Printing: each case on its own line, two spaces deeper than the op,
//!   and the closing `]` back at the op's column; without cases, `]`
//!   follows the default on the same line.

use std::fmt::{self, Write as _};

use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::{OpPrinter, type_to_string};
use strata_ir::ods::{CustomArg, FormatState, OpSchema, TypeGroup, TypeRefs};
use strata_ir::{AttrData, Attribute, Context, ElementValue, OpId, Type, TypeData, Value};

use crate::attributes::{
    IntElements, case_value_bounds, i32_dense_array, integer_element, printed_case_value,
};
use crate::ops::SwitchOp;
use crate::syntax::{parse_successor_and_use_list, print_successor_and_use_list};

/// Where the `custom<SwitchOpCases>` arguments go in the op's declaration.
struct CaseSlots {
    flag: usize,
    default_destination: usize,
    default_operands: usize,
    case_values: usize,
    case_destinations: usize,
    case_operands: usize,
    case_operand_segments: usize,
}

impl CaseSlots {
    /// Reads `(ref(type($flag)), $defaultDestination, $defaultOperands,
    /// type($defaultOperands), $case_values, $caseDestinations,
    /// $caseOperands, type($caseOperands), $case_operand_segments)`.
    fn from_args(args: &[CustomArg]) -> Option<Self> {
        let slot = |n: u16| usize::from(n);
        match *args {
            [
                CustomArg::Type(TypeRefs::Operand(flag)),
                CustomArg::Successor(default_destination),
                CustomArg::Operand(default_operands),
                CustomArg::Type(_),
                CustomArg::Attribute(case_values),
                CustomArg::Successor(case_destinations),
                CustomArg::Operand(case_operands),
                CustomArg::Type(_),
                CustomArg::Attribute(case_operand_segments),
            ] => Some(CaseSlots {
                flag: slot(flag),
                default_destination: slot(default_destination),
                default_operands: slot(default_operands),
                case_values: slot(case_values),
                case_destinations: slot(case_destinations),
                case_operands: slot(case_operands),
                case_operand_segments: slot(case_operand_segments),
            }),
            _ => None,
        }
    }
}

/// `custom<FlagType>(type($flag))`: an integer type.
pub(crate) fn parse_flag_type<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
    args: &[CustomArg],
) -> ParseResult<()> {
    let offset = parser.token().start;
    let ty = parser.parse_type()?;
    if !matches!(parser.ctx().type_data(ty), TypeData::Integer { .. }) {
        let found = type_to_string(parser.ctx(), ty);
        return Err(parser.custom_op_error_at(
            offset,
            format!(
                "invalid kind of type specified: expected builtin.integer, but found '{found}'"
            ),
        ));
    }
    if let [CustomArg::Type(TypeRefs::Operand(group))] = *args
        && let Some(slot) = state.operand_types.get_mut(usize::from(group))
    {
        *slot = Some(TypeGroup::from_slice(&[ty]));
    }
    Ok(())
}

/// Prints the flag's type.
pub(crate) fn print_flag_type(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    _schema: &'static OpSchema,
    _args: &[CustomArg],
) -> fmt::Result {
    let ir = printer.ir();
    match ir.operand(op, 0) {
        Some(flag) => printer.print_type(ir.value_type(flag)),
        None => Ok(()),
    }
}

/// `default: ^bb(...)` then `, value: ^bb(...)` per case (the `[` and `]`
/// around them belong to the format).
/// The `case_values` attribute of the (stored-form) case values `values`
/// of a flag of type `flag_type`: `dense<[...]> : vector<Nxflag>` (a splat
/// when all are equal), none without cases, as MLIR's parser builds it.
pub(crate) fn case_values_attr(
    ctx: &Context,
    flag_type: Type,
    values: &[i128],
) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let ty = ctx.intern_type(TypeData::Vector {
        shape: vec![values.len() as u64],
        scalable: vec![false],
        element: flag_type,
    });
    let splat = values.iter().all(|&v| v == values[0]);
    let elements = if splat { &values[..1] } else { values };
    let elements = elements.iter().map(|&v| ElementValue::Int(v)).collect();
    Some(ctx.intern_attr(AttrData::DenseElements { ty, elements }))
}

pub(crate) fn parse_switch_op_cases<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
    args: &[CustomArg],
) -> ParseResult<()> {
    let Some(slots) = CaseSlots::from_args(args) else {
        return Err(
            parser.error_here("custom<SwitchOpCases> is declared with unexpected arguments")
        );
    };
    let start = parser.token().start;
    let flag_type = state
        .operand_types
        .get(slots.flag)
        .and_then(|types| types.as_ref()?.first().copied())
        .ok_or_else(|| parser.error_here("the type of the switch flag is unknown"))?;
    if !parser.consume_keyword_if("default")? {
        return Err(parser.custom_op_error_here("expected 'default'"));
    }
    parser.expect(TokenKind::Colon, "':'")?;
    let (default, default_operands, default_types) = parse_successor_and_use_list(parser)?;
    let (mut values, mut destinations, mut sizes) = (Vec::new(), Vec::new(), Vec::new());
    let (mut case_operands, mut case_types) = (Vec::new(), Vec::new());
    while parser.consume_if(TokenKind::Comma)? {
        let (low, high) = case_value_bounds(parser.ctx(), flag_type);
        let value = parser.parse_integer(low, high)?;
        values.push(integer_element(parser.ctx(), flag_type, value));
        parser.expect(TokenKind::Colon, "':'")?;
        let (destination, operands, types) = parse_successor_and_use_list(parser)?;
        destinations.push(destination);
        sizes.push(operands.len() as i128);
        case_operands.extend(operands);
        case_types.extend(types);
    }

    let ctx = parser.ctx();
    state.attributes[slots.case_values] = case_values_attr(ctx, flag_type, &values);
    state.attributes[slots.case_operand_segments] = Some(i32_dense_array(ctx, &sizes));
    state.successors[slots.default_destination] = vec![default];
    state.successors[slots.case_destinations] = destinations;
    // MLIR resolves both groups at the directive's location.
    for (group, operands, types) in [
        (slots.default_operands, default_operands, default_types),
        (slots.case_operands, case_operands, case_types),
    ] {
        state.operands[group] = operands.into();
        state.operand_types[group] = Some(types.into());
        state.operand_offsets[group] = start;
    }
    Ok(())
}

/// Prints the cases, one per line (MLIR's `printNewline` indents to the
/// op's column).
pub(crate) fn print_switch_op_cases(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    _schema: &'static OpSchema,
    _args: &[CustomArg],
) -> fmt::Result {
    let ir = printer.ir();
    let switch = SwitchOp(op);
    let operands_of = |successor: usize| -> Vec<Value> {
        match successor {
            0 => switch.default_operands(ir),
            n => switch.case_operands_of(ir, n - 1),
        }
    };
    printer.print_newline();
    printer.write_str("  default: ")?;
    let successors = ir.successors(op);
    if let Some(&default) = successors.first() {
        print_successor_and_use_list(printer, default, &operands_of(0))?;
    }
    let Some(values) = switch
        .case_values(ir)
        .and_then(|attr| IntElements::read(ir.ctx(), attr))
    else {
        return Ok(());
    };
    for (index, &destination) in successors.iter().skip(1).enumerate() {
        let Some(value) = values.get(index as u64) else {
            break;
        };
        let value = printed_case_value(ir.ctx(), values.element, value);
        printer.write_char(',')?;
        printer.print_newline();
        write!(printer, "  {value}: ")?;
        print_successor_and_use_list(printer, destination, &operands_of(index + 1))?;
    }
    printer.print_newline();
    Ok(())
}
