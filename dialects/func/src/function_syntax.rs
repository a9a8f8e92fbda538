//! The textual signature of a function op: MLIR's
//! `function_interface_impl::parseFunctionSignatureWithArguments` and
//! `printFunctionSignature`.
//!
//! ```text
//! (%arg0: i32 {dialect.attr} loc(...), %arg1: f32) -> (i32 {dialect.attr}, f32)
//! (i32 {dialect.attr}, f32) -> i64                 // a declaration: types only
//! ```
//!
//! The argument list is either all named (`%x: T`, a definition whose body's
//! entry block gets these arguments) or all unnamed (`T`); each argument may
//! carry an attribute dictionary and a location. The result list is one type,
//! or a parenthesized list whose types may carry attribute dictionaries.
//! Per-argument and per-result dictionaries become the op's `arg_attrs` and
//! `res_attrs` arrays, which are left unset when every dictionary is empty.
//!
//! Any function-like op can reuse these pieces. `func.lambda` does, with
//! one *implicit* argument before the inputs: its `%self`, written by name
//! only (its type is the lambda's function type) and not part of the
//! signature's inputs:
//!
//! ```text
//! (%self, %y: i32) -> i32
//! ```

use std::fmt::{self, Write as _};

use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, ParsedValue, Parser, RegionArgument};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::{AttrData, Attribute, Context, Location, OpId, Type};

/// One parsed function argument.
#[derive(Clone, Copy, Debug)]
pub struct SignatureArgument<'a> {
    /// `%name` for a named argument; `None` in a types-only list.
    pub name: Option<ParsedValue<'a>>,
    /// The argument's type.
    pub ty: Type,
    /// Its attribute dictionary (`{}` when none was written).
    pub attributes: Attribute,
    /// Its location: the `loc(...)` written after it, or where its name is.
    pub location: Location,
}

/// A parsed function signature.
#[derive(Clone, Debug, Default)]
pub struct Signature<'a> {
    /// The arguments, in order.
    pub arguments: Vec<SignatureArgument<'a>>,
    /// The result types, in order.
    pub results: Vec<Type>,
    /// One attribute dictionary per result (`{}` when none was written).
    pub result_attributes: Vec<Attribute>,
}

impl<'a> Signature<'a> {
    /// The argument types.
    pub fn argument_types(&self) -> Vec<Type> {
        self.arguments.iter().map(|a| a.ty).collect()
    }

    /// The entry block arguments the body gets: the named arguments, or none
    /// for a types-only list (whose body, if any, declares its own).
    pub fn region_arguments(&self) -> Vec<RegionArgument<'a>> {
        self.arguments
            .iter()
            .filter_map(|argument| {
                argument.name.map(|value| RegionArgument {
                    value,
                    ty: argument.ty,
                    location: argument.location,
                })
            })
            .collect()
    }

    /// The `arg_attrs` array, or `None` when every dictionary is empty
    /// (MLIR's `call_interface_impl::addArgAndResultAttrs`).
    pub fn argument_attributes_array(&self, ctx: &Context) -> Option<Attribute> {
        let dictionaries: Vec<Attribute> = self.arguments.iter().map(|a| a.attributes).collect();
        dictionary_array(ctx, dictionaries)
    }

    /// The `res_attrs` array, or `None` when every dictionary is empty.
    pub fn result_attributes_array(&self, ctx: &Context) -> Option<Attribute> {
        dictionary_array(ctx, self.result_attributes.clone())
    }
}

/// `[dict, ...]`, unless every dictionary is empty.
fn dictionary_array(ctx: &Context, dictionaries: Vec<Attribute>) -> Option<Attribute> {
    let empty = ctx.empty_dictionary();
    if dictionaries.iter().all(|&d| d == empty) {
        return None;
    }
    Some(ctx.intern_attr(AttrData::Array(dictionaries)))
}

/// Parses `{...}` if it is next; `{}` otherwise.
fn parse_optional_dictionary(parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
    if parser.at(TokenKind::LBrace) {
        parser.parse_dictionary()
    } else {
        Ok(parser.ctx().empty_dictionary())
    }
}

/// Parses `loc(...)` if it is next.
fn parse_optional_location(parser: &mut Parser<'_, '_>) -> ParseResult<Option<Location>> {
    if parser.at_keyword("loc") {
        parser.parse_location_specifier().map(Some)
    } else {
        Ok(None)
    }
}

/// An implicit entry-block argument written before the inputs by name only
/// (`%self`), with an optional location.
#[derive(Clone, Copy, Debug)]
pub struct ImplicitArgument<'a> {
    /// `%name`.
    pub name: ParsedValue<'a>,
    /// The `loc(...)` written after it, or where its name is.
    pub location: Location,
}

/// Parses the whole signature: the argument list and, after `->`, the result
/// list (MLIR's `parseFunctionSignatureWithArguments`, without variadic
/// `...`, which `func.func` does not allow).
pub fn parse_signature<'a>(parser: &mut Parser<'a, '_>) -> ParseResult<Signature<'a>> {
    parse_signature_with_implicit(parser, 0).map(|(_, signature)| signature)
}

/// [`parse_signature`] for a callable whose entry block starts with
/// `implicit` arguments written by name only (a lambda's `%self`); the
/// inputs after them must be named too.
pub fn parse_signature_with_implicit<'a>(
    parser: &mut Parser<'a, '_>,
    implicit: usize,
) -> ParseResult<(Vec<ImplicitArgument<'a>>, Signature<'a>)> {
    let (implicit, arguments) = parse_argument_list(parser, implicit)?;
    let mut signature = Signature {
        arguments,
        ..Signature::default()
    };
    if parser.consume_if(TokenKind::Arrow)? {
        parse_result_list(parser, &mut signature)?;
    }
    Ok((implicit, signature))
}

/// The implicit and the declared arguments.
type ArgumentLists<'a> = (Vec<ImplicitArgument<'a>>, Vec<SignatureArgument<'a>>);

/// `( arg, ... )` (MLIR's `parseFunctionArgumentList`), the first
/// `implicit` of them `%name` alone.
fn parse_argument_list<'a>(
    parser: &mut Parser<'a, '_>,
    implicit: usize,
) -> ParseResult<ArgumentLists<'a>> {
    let mut implicit_arguments: Vec<ImplicitArgument<'a>> = Vec::new();
    let mut arguments: Vec<SignatureArgument<'a>> = Vec::new();
    let list_start = parser.token().start;
    parser.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        if implicit_arguments.len() < implicit {
            if !p.at(TokenKind::PercentIdent) {
                return Err(p.custom_op_error_here("expected SSA identifier"));
            }
            let name = parse_argument_name(p)?;
            if p.at(TokenKind::Colon) {
                return Err(p.custom_op_error_here(format!(
                    "'%{}' is written without a type: it has the callable's own function type",
                    name.name
                )));
            }
            let location = match parse_optional_location(p)? {
                Some(location) => location,
                None => p.location_at(name.offset),
            };
            implicit_arguments.push(ImplicitArgument { name, location });
            return Ok(());
        }
        let previous_named = arguments
            .last()
            .map(|a| a.name.is_some())
            .or((implicit > 0).then_some(true));
        let argument = if p.at(TokenKind::PercentIdent) {
            let name = parse_argument_name(p)?;
            if previous_named == Some(false) {
                return Err(
                    p.custom_op_error_at(name.offset, "expected type instead of SSA identifier")
                );
            }
            p.expect(TokenKind::Colon, "':'")?;
            let ty = p.parse_type()?;
            let attributes = parse_optional_dictionary(p)?;
            let location = match parse_optional_location(p)? {
                Some(location) => location,
                None => p.location_at(name.offset),
            };
            SignatureArgument {
                name: Some(name),
                ty,
                attributes,
                location,
            }
        } else {
            let offset = p.token().start;
            if previous_named == Some(true) {
                return Err(p.custom_op_error_at(offset, "expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            let attributes = parse_optional_dictionary(p)?;
            // A declaration has no block argument to keep the location on.
            let location = parse_optional_location(p)?.unwrap_or_else(|| p.location_at(offset));
            SignatureArgument {
                name: None,
                ty,
                attributes,
                location,
            }
        };
        arguments.push(argument);
        Ok(())
    })?;
    if implicit_arguments.len() < implicit {
        return Err(parser.custom_op_error_at(list_start, "expected SSA identifier"));
    }
    Ok((implicit_arguments, arguments))
}

/// `%name`, which may not name a result (`%x#1`), as MLIR's
/// `parseOperand(..., /*allowResultNumber=*/false)`.
fn parse_argument_name<'a>(parser: &mut Parser<'a, '_>) -> ParseResult<ParsedValue<'a>> {
    let offset = parser.token().start;
    let name = &parser.token_text()[1..];
    parser.advance()?;
    if parser.at(TokenKind::HashIdent) {
        return Err(parser.error_here("result number not allowed in argument list"));
    }
    Ok(ParsedValue {
        name,
        number: 0,
        offset,
    })
}

/// The result list after `->`: `T`, or `(T {attrs}, ...)`, or `()` (MLIR's
/// `parseFunctionResultList`).
fn parse_result_list(
    parser: &mut Parser<'_, '_>,
    signature: &mut Signature<'_>,
) -> ParseResult<()> {
    if !parser.consume_if(TokenKind::LParen)? {
        // Without parentheses the result is one type, and not a function type.
        signature.results.push(parser.parse_type()?);
        signature
            .result_attributes
            .push(parser.ctx().empty_dictionary());
        return Ok(());
    }
    if parser.consume_if(TokenKind::RParen)? {
        return Ok(());
    }
    loop {
        signature.results.push(parser.parse_type()?);
        let attributes = parse_optional_dictionary(parser)?;
        signature.result_attributes.push(attributes);
        if !parser.consume_if(TokenKind::Comma)? {
            return parser.expect(TokenKind::RParen, "')'");
        }
    }
}

// ----- printing --------------------------------------------------------------

/// Dictionary `index` of an `arg_attrs`/`res_attrs` array, if non-empty.
fn dictionary_at(ctx: &Context, array: Option<Attribute>, index: usize) -> Option<Attribute> {
    let AttrData::Array(items) = ctx.attr_data(array?) else {
        return None;
    };
    let dictionary = *items.get(index)?;
    match ctx.attr_data(dictionary) {
        AttrData::Dictionary(entries) if !entries.is_empty() => Some(dictionary),
        _ => None,
    }
}

/// ` {dict}` when the dictionary at `index` of `array` is not empty (MLIR's
/// `printOptionalAttrDict`).
fn print_optional_dictionary(
    printer: &mut OpPrinter<'_>,
    array: Option<Attribute>,
    index: usize,
) -> fmt::Result {
    if let Some(dictionary) = dictionary_at(printer.ir().ctx(), array, index) {
        printer.write_char(' ')?;
        printer.print_attribute(dictionary)?;
    }
    Ok(())
}

/// Prints `(arguments)` and, when there are results, ` -> results` (MLIR's
/// `printFunctionSignature`). `inputs`/`results` are the function type's;
/// when the op has a body, arguments print as its entry block's arguments
/// (`%arg0: i32 {attrs}` plus their locations under
/// `--mlir-print-debuginfo`), otherwise as bare types (`i32 {attrs}`).
pub fn print_signature(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    inputs: &[Type],
    results: &[Type],
) -> fmt::Result {
    print_signature_with_implicit(printer, op, 0, inputs, results)
}

/// [`print_signature`] for a callable whose entry block starts with
/// `implicit` arguments that print by name only (a lambda's `%self`).
pub fn print_signature_with_implicit(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    implicit: usize,
    inputs: &[Type],
    results: &[Type],
) -> fmt::Result {
    let ir = printer.ir();
    let entry = ir.regions(op).first().and_then(|&r| ir.entry_block(r));
    let argument_attributes = ir.attr(op, "arg_attrs");
    printer.write_char('(')?;
    let implicit_arguments = entry.map_or(&[][..], |block| {
        let arguments = ir.block_arguments(block);
        &arguments[..implicit.min(arguments.len())]
    });
    for (position, &value) in implicit_arguments.iter().enumerate() {
        if position > 0 {
            printer.write_str(", ")?;
        }
        printer.print_value(value)?;
        if let Some(block) = entry {
            printer.print_location_inline(ir.block_argument_location(block, position));
        }
    }
    for (index, &ty) in inputs.iter().enumerate() {
        if index > 0 || !implicit_arguments.is_empty() {
            printer.write_str(", ")?;
        }
        let position = implicit_arguments.len() + index;
        let argument = entry.and_then(|block| {
            ir.block_arguments(block)
                .get(position)
                .map(|&value| (block, value))
        });
        match argument {
            Some((block, _)) => {
                let attributes = dictionary_at(ir.ctx(), argument_attributes, index);
                printer.print_region_argument(block, position, attributes)?;
            }
            None => {
                printer.print_type(ty)?;
                print_optional_dictionary(printer, argument_attributes, index)?;
            }
        }
    }
    printer.write_char(')')?;
    if results.is_empty() {
        return Ok(());
    }
    printer.write_str(" -> ")?;
    let result_attributes = ir.attr(op, "res_attrs");
    let ctx = ir.ctx();
    let parenthesized = results.len() > 1
        || matches!(
            ctx.type_data(results[0]),
            strata_ir::TypeData::Function { .. }
        )
        || dictionary_at(ctx, result_attributes, 0).is_some();
    if parenthesized {
        printer.write_char('(')?;
    }
    for (index, &ty) in results.iter().enumerate() {
        if index > 0 {
            printer.write_str(", ")?;
        }
        printer.print_type(ty)?;
        print_optional_dictionary(printer, result_attributes, index)?;
    }
    if parenthesized {
        printer.write_char(')')?;
    }
    Ok(())
}
