//! Pieces of the hand-written custom forms that several scf ops share, after
//! the `OpAsmParser`/`OpAsmPrinter` helpers `SCF.cpp` calls: arrow type
//! lists (`-> (i32, f32)`), assignment lists (`(%a = %init, ...)`),
//! operands, region arguments and regions with MLIR's error positions,
//! `ensureTerminator`, and the attribute dictionary written after an op,
//! split into inherent (properties) and discardable attributes.

use std::fmt::Write as _;

use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseError, ParseResult, ParsedValue, Parser, RegionArgument};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::{
    AttrData, Attribute, Context, Diagnostic, Ir, IrError, Location, OpTraits, OperationState,
    RegionId, Type, TypeData, Value,
};

use crate::ops::terminators::YieldOp;

/// Parses MLIR's `parseOptionalArrowTypeList`: nothing, or `->` followed by
/// one type or a parenthesized list.
pub fn parse_optional_arrow_type_list(parser: &mut Parser<'_, '_>) -> ParseResult<Vec<Type>> {
    if !parser.consume_if(TokenKind::Arrow)? {
        return Ok(Vec::new());
    }
    Ok(parser.parse_function_result_types()?.to_vec())
}

/// Parses MLIR's `parseArrowTypeList`: `->` followed by one type or a
/// parenthesized list.
pub fn parse_arrow_type_list(parser: &mut Parser<'_, '_>) -> ParseResult<Vec<Type>> {
    parser.expect(TokenKind::Arrow, "'->'")?;
    Ok(parser.parse_function_result_types()?.to_vec())
}

/// The two sides of an assignment list `(%inner = %outer, ...)`.
pub type AssignmentList<'a> = (Vec<ParsedValue<'a>>, Vec<ParsedValue<'a>>);

/// Parses MLIR's `parseOptionalAssignmentList`: `None` unless a `(` is next,
/// otherwise the region arguments (left) and the operands (right) of
/// `(%inner = %outer, ...)`; `()` is an empty list.
pub fn parse_optional_assignment_list<'a>(
    parser: &mut Parser<'a, '_>,
) -> ParseResult<Option<AssignmentList<'a>>> {
    if !parser.consume_if(TokenKind::LParen)? {
        return Ok(None);
    }
    let mut arguments = Vec::new();
    let mut operands = Vec::new();
    if parser.consume_if(TokenKind::RParen)? {
        return Ok(Some((arguments, operands)));
    }
    loop {
        arguments.push(parse_argument_name(parser)?);
        parser.expect(TokenKind::Equal, "'='")?;
        operands.push(parse_operand(parser)?);
        if parser.consume_if(TokenKind::Comma)? {
            continue;
        }
        if parser.consume_if(TokenKind::RParen)? {
            return Ok(Some((arguments, operands)));
        }
        return Err(parser.wrong_token_error("expected ',' or ')'"));
    }
}

/// Parses MLIR's `parseAssignmentList`: like
/// [`parse_optional_assignment_list`], but the list is required.
pub fn parse_assignment_list<'a>(parser: &mut Parser<'a, '_>) -> ParseResult<AssignmentList<'a>> {
    match parse_optional_assignment_list(parser)? {
        Some(list) => Ok(list),
        None => Err(parser.custom_op_error_here("expected '('")),
    }
}

/// Parses a value use (`%x`, `%x#1`), reporting a missing one after the
/// previous token as MLIR's `parseOperand` does.
pub fn parse_operand<'a>(parser: &mut Parser<'a, '_>) -> ParseResult<ParsedValue<'a>> {
    if !parser.at(TokenKind::PercentIdent) {
        return Err(parser.wrong_token_error("expected SSA operand"));
    }
    parser.parse_value_use()
}

/// Parses the name of a region argument (`%iv`): a value name without a
/// result number (MLIR's `parseArgument`).
pub fn parse_argument_name<'a>(parser: &mut Parser<'a, '_>) -> ParseResult<ParsedValue<'a>> {
    if !parser.at(TokenKind::PercentIdent) {
        return Err(parser.wrong_token_error("expected SSA operand"));
    }
    let value = ParsedValue {
        name: &parser.token_text()[1..],
        number: 0,
        offset: parser.token().start,
    };
    parser.advance()?;
    if parser.at(TokenKind::HashIdent) {
        return Err(parser.error_here("result number not allowed in argument list"));
    }
    Ok(value)
}

/// Parses a region (`{ ... }`) whose entry block takes `arguments`. A
/// missing `{` is reported after the previous token, as MLIR's
/// `parseRegion` does (`expected '{' to begin a region`).
pub fn parse_region<'a>(
    parser: &mut Parser<'a, '_>,
    arguments: &[RegionArgument<'a>],
) -> ParseResult<RegionId> {
    if !parser.at(TokenKind::LBrace) {
        return Err(parser.wrong_token_error("expected '{' to begin a region"));
    }
    parser.parse_region(arguments, false)
}

/// Parses an optional attribute dictionary (`{a = 1}`); `None` when no `{`
/// is next.
pub fn parse_optional_attr_dict(parser: &mut Parser<'_, '_>) -> ParseResult<Option<Attribute>> {
    if parser.at(TokenKind::LBrace) {
        parser.parse_dictionary().map(Some)
    } else {
        Ok(None)
    }
}

/// Fills `state`'s properties and discardable attributes from the unit
/// properties the syntax set (`unsigned`, `no_inline`) and the attribute
/// dictionary written after the op. An inherent name in the dictionary
/// becomes a property, as MLIR does; naming one twice is MLIR's
/// `attribute '...' occurs more than once in the attribute list`.
pub fn set_attributes(
    ctx: &Context,
    state: &mut OperationState,
    op_name: &str,
    inherent: &[&str],
    keywords: &[&str],
    dictionary: Option<Attribute>,
) -> ParseResult<()> {
    let mut properties: Vec<_> = keywords
        .iter()
        .map(|name| (ctx.intern_str(name), ctx.unit_attr()))
        .collect();
    let mut discardable = Vec::new();
    if let Some(dictionary) = dictionary
        && let AttrData::Dictionary(entries) = ctx.attr_data(dictionary)
    {
        for &(key, value) in entries {
            let name = ctx.str(key);
            if !inherent.contains(&name) {
                discardable.push((key, value));
                continue;
            }
            if properties.iter().any(|&(existing, _)| existing == key) {
                return Err(ParseError(Box::new(Diagnostic::error(
                    state.location,
                    format!(
                        "custom op '{op_name}' attribute '{name}' occurs more than once in the attribute list"
                    ),
                ))));
            }
            properties.push((key, value));
        }
    }
    if !properties.is_empty() {
        state.properties = Some(ctx.dictionary(properties));
    }
    state.attributes = ctx.dictionary(discardable);
    Ok(())
}

/// Sets the property `name` of `state` to `value` (replacing one already
/// there, keeping the others): for properties a custom syntax computes,
/// such as `cases` or `operandSegmentSizes`.
pub fn set_property(ctx: &Context, state: &mut OperationState, name: &str, value: Attribute) {
    let mut properties = vec![(ctx.intern_str(name), value)];
    if let Some(existing) = state.properties
        && let AttrData::Dictionary(entries) = ctx.attr_data(existing)
    {
        properties.extend(
            entries
                .iter()
                .copied()
                .filter(|&(key, _)| ctx.str(key) != name),
        );
    }
    state.properties = Some(ctx.dictionary(properties));
}

/// MLIR's `ensureTerminator` for `SingleBlockImplicitTerminator<scf.yield>`:
/// gives an empty region a block, and appends an operand-less `scf.yield`
/// (at `location`, the op's) to the last block unless it already ends in a
/// terminator.
pub fn ensure_terminator(ir: &mut Ir, region: RegionId, location: Location) -> Result<(), IrError> {
    ensure_terminator_named(ir, region, location, YieldOp::NAME)
}

/// [`ensure_terminator`] for an op whose implicit terminator is `name`
/// (`scf.reduce` for `scf.parallel`).
pub fn ensure_terminator_named(
    ir: &mut Ir,
    region: RegionId,
    location: Location,
    name: &str,
) -> Result<(), IrError> {
    let Some(block) = block_needing_terminator(ir, region)? else {
        return Ok(());
    };
    let state = OperationState::new(ir, name, location);
    let terminator = ir.create_op(block.body(), state)?;
    ir.append_op(block, terminator)
}

/// The last block of `region` (made when the region has none), unless it
/// already ends in a terminator: where MLIR's `ensureTerminator` appends
/// the implicit one.
pub fn block_needing_terminator(
    ir: &mut Ir,
    region: RegionId,
) -> Result<Option<strata_ir::BlockId>, IrError> {
    let block = match ir.region_blocks(region).last() {
        Some(block) => block,
        None => ir.append_new_block(region)?,
    };
    let terminated = ir
        .last_op(block)
        .is_some_and(|last| ir.has_trait(last, OpTraits::TERMINATOR));
    Ok((!terminated).then_some(block))
}

/// Prints `values` separated by `, `.
pub fn print_value_list(printer: &mut OpPrinter<'_>, values: &[Value]) -> std::fmt::Result {
    for (index, &value) in values.iter().enumerate() {
        if index > 0 {
            printer.write_str(", ")?;
        }
        printer.print_value(value)?;
    }
    Ok(())
}

/// Prints `types` separated by `, `.
pub fn print_type_list(printer: &mut OpPrinter<'_>, types: &[Type]) -> std::fmt::Result {
    for (index, &ty) in types.iter().enumerate() {
        if index > 0 {
            printer.write_str(", ")?;
        }
        printer.print_type(ty)?;
    }
    Ok(())
}

/// Prints MLIR's `printArrowTypeList`: ` -> T` for one non-function type,
/// ` -> (T, U)` otherwise.
pub fn print_arrow_type_list(printer: &mut OpPrinter<'_>, types: &[Type]) -> std::fmt::Result {
    printer.write_str(" -> ")?;
    print_result_types(printer, types)
}

/// Prints MLIR's `printOptionalArrowTypeList`: nothing without types.
pub fn print_optional_arrow_type_list(
    printer: &mut OpPrinter<'_>,
    types: &[Type],
) -> std::fmt::Result {
    if types.is_empty() {
        return Ok(());
    }
    print_arrow_type_list(printer, types)
}

/// Prints result types as a function type does: bare when there is exactly
/// one that is not a function type, parenthesized otherwise.
pub fn print_result_types(printer: &mut OpPrinter<'_>, types: &[Type]) -> std::fmt::Result {
    let bare = match types {
        [single] => !matches!(
            printer.ir().ctx().type_data(*single),
            TypeData::Function { .. }
        ),
        _ => false,
    };
    if bare {
        return print_type_list(printer, types);
    }
    printer.write_str("(")?;
    print_type_list(printer, types)?;
    printer.write_str(")")
}
