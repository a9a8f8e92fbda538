//! Custom-syntax helpers shared by the cf ops: the pieces of MLIR's
//! `OpAsmParser` / `OpAsmPrinter` that their assembly formats rely on and
//! that Strata's format interpreter does not spell the MLIR way.
//!
//! * `parseOperandList`, `parseColonTypeList` and
//!   `parseSuccessor` with an optional `(%a : i32)` use list
//!   ([`parse_successor_and_use_list`]).
//! * `printSuccessorAndUseList` ([`print_successor_and_use_list`]):
//!   `^bb1(%a, %b : i32, f32)`.

use std::fmt::{self, Write as _};

use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, ParsedValue, Parser};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::{BlockId, Type, Value};

/// Parses `%a, %b#1` (possibly empty) up to the `:` of a successor's use
/// list.
pub(crate) fn parse_operand_list<'a>(
    parser: &mut Parser<'a, '_>,
) -> ParseResult<Vec<ParsedValue<'a>>> {
    let mut values = Vec::new();
    if !parser.at(TokenKind::PercentIdent) {
        return Ok(values);
    }
    loop {
        values.push(parser.parse_value_use()?);
        if !parser.consume_if(TokenKind::Comma)? {
            return Ok(values);
        }
    }
}

/// Parses `: type, type` (at least one type), MLIR's `parseColonTypeList`.
pub(crate) fn parse_colon_type_list(parser: &mut Parser<'_, '_>) -> ParseResult<Vec<Type>> {
    parser.expect(TokenKind::Colon, "':'")?;
    let mut types = vec![parser.parse_type()?];
    while parser.consume_if(TokenKind::Comma)? {
        types.push(parser.parse_type()?);
    }
    Ok(types)
}

/// Parses `^bb` and, when a `(` follows, `%a, %b : t1, t2)`: MLIR's
/// `parseSuccessor` plus the optional use list of `cf.switch`'s cases.
pub(crate) fn parse_successor_and_use_list<'a>(
    parser: &mut Parser<'a, '_>,
) -> ParseResult<(BlockId, Vec<ParsedValue<'a>>, Vec<Type>)> {
    if !parser.at(TokenKind::CaretIdent) {
        return Err(parser.wrong_token_error("expected block name"));
    }
    let name = parser.token_text().get(1..).unwrap_or_default();
    let block = parser.block_by_name(name, parser.token().start)?;
    parser.advance()?;
    let (mut operands, mut types) = (Vec::new(), Vec::new());
    if parser.consume_if(TokenKind::LParen)? {
        operands = parse_operand_list(parser)?;
        types = parse_colon_type_list(parser)?;
        parser.expect(TokenKind::RParen, "')'")?;
    }
    Ok((block, operands, types))
}

/// Prints `^bb1` and, when there are operands, `(%a, %b : i32, f32)` (MLIR's
/// `printSuccessorAndUseList`).
pub(crate) fn print_successor_and_use_list(
    printer: &mut OpPrinter<'_>,
    block: BlockId,
    operands: &[Value],
) -> fmt::Result {
    printer.print_block_name(block)?;
    if operands.is_empty() {
        return Ok(());
    }
    printer.write_char('(')?;
    for (i, &value) in operands.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ")?;
        }
        printer.print_value(value)?;
    }
    printer.write_str(" : ")?;
    let ir = printer.ir();
    for (i, &value) in operands.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ")?;
        }
        printer.print_type(ir.value_type(value))?;
    }
    printer.write_char(')')
}
