//! `builtin.module` (MLIR's `ModuleOp`), with its custom form
//! `module @name attributes {...} { ... }`.

use std::fmt::Write as _;

use crate::asm::lexer::TokenKind;
use crate::asm::parser::{ParseResult, Parser};
use crate::asm::printer::OpPrinter;
use crate::attributes::AttrData;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, OperationState};
use crate::registry::{OpDefinition, OpTraits};

/// `builtin.module`: a top-level container with a single graph region that
/// holds a symbol table.
pub static MODULE: OpDefinition = OpDefinition {
    verify: Some(verify_module),
    parse: Some(parse_module),
    print: Some(print_module),
    property_names: &MODULE_PROPERTIES,
    default_dialect: Some("builtin"),
    ..OpDefinition::new(
        "builtin.module",
        "A top level container operation",
        OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::SYMBOL_TABLE)
            .union(OpTraits::NO_TERMINATOR)
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::GRAPH_REGIONS),
    )
};

/// The attribute names that `builtin.module` keeps in its properties.
const MODULE_PROPERTIES: [&str; 2] = ["sym_name", "sym_visibility"];

/// MLIR's error for a module's `sym_name` that is not a string (what its
/// `verifyInherentAttrs` checks; `sym_visibility` is the symbol verifier's).
const SYM_NAME_NOT_STRING: &str =
    "'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute";

/// [`SYM_NAME_NOT_STRING`] when the module's `properties` hold a
/// `sym_name` that is not a string (the parser's check).
pub(crate) fn property_violation(
    ctx: &crate::Context,
    properties: crate::Attribute,
) -> Option<String> {
    let name = properties.dict_get(ctx, "sym_name")?;
    (!matches!(ctx.attr_data(name), AttrData::String { .. }))
        .then(|| SYM_NAME_NOT_STRING.to_string())
}

fn verify_module(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let location = ir.op_location(op);
    // MLIR's trait order: OneRegion, ZeroResults, ZeroOperands.
    if ir.regions(op).len() != 1 {
        return Err(Diagnostic::error(
            location,
            "'builtin.module' op requires one region",
        ));
    }
    if !ir.results(op).is_empty() {
        return Err(Diagnostic::error(
            location,
            "'builtin.module' op requires zero results",
        ));
    }
    if ir.num_operands(op) != 0 {
        return Err(Diagnostic::error(
            location,
            "'builtin.module' op requires zero operands",
        ));
    }
    let region = ir.regions(op)[0];
    if ir.region_blocks(region).count() != 1 {
        return Err(Diagnostic::error(
            location,
            "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    if let Some(block) = ir.entry_block(region)
        && !ir.block_arguments(block).is_empty()
    {
        return Err(Diagnostic::error(
            location,
            "'builtin.module' op region should have no arguments",
        ));
    }
    let ctx = ir.ctx();
    if let AttrData::Dictionary(entries) = ctx.attr_data(ir.attributes(op))
        && let Some((key, _)) = entries.iter().find(|(key, _)| {
            !ctx.str(*key).contains('.') && !MODULE_PROPERTIES.contains(&ctx.str(*key))
        })
    {
        return Err(Diagnostic::error(
            location,
            format!(
                "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{}'",
                ctx.str(*key)
            ),
        ));
    }
    if let Some(message) = crate::verifier::symbol_visibility_error(ir, op) {
        return Err(Diagnostic::error(
            location,
            format!("'builtin.module' op {message}"),
        ));
    }
    if let Some(name) = ir.attr(op, "sym_name")
        && !matches!(ctx.attr_data(name), AttrData::String { .. })
    {
        return Err(Diagnostic::error(location, SYM_NAME_NOT_STRING));
    }
    Ok(())
}

fn parse_module(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = parser.ctx();
    let mut properties = Vec::new();
    if parser.at(TokenKind::AtIdent) {
        let name = parser.symbol_name_of_token()?;
        let value = ctx.string_attr(ctx.str(name));
        properties.push((ctx.intern_str("sym_name"), value));
        parser.advance()?;
    }
    if parser.consume_keyword_if("attributes")? {
        let dictionary = parser.parse_dictionary()?;
        let mut discardable = Vec::new();
        if let AttrData::Dictionary(entries) = parser.ctx().attr_data(dictionary) {
            for &(key, value) in entries {
                if MODULE_PROPERTIES.contains(&parser.ctx().str(key)) {
                    // The attribute dictionary wins over `@name`, as in MLIR.
                    properties.retain(|&(existing, _)| existing != key);
                    properties.push((key, value));
                } else {
                    discardable.push((key, value));
                }
            }
        }
        state.attributes = parser.ctx().dictionary(discardable);
    }
    if !properties.is_empty() {
        state.properties = Some(parser.ctx().dictionary(properties));
    }
    let region = parser.parse_module_region()?;
    if parser.ir().entry_block(region).is_none() {
        let block = parser.ir().append_new_block(region);
        parser.ir_result(block)?;
    }
    state.regions.push(region);
    Ok(())
}

fn print_module(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    printer.print_custom_op_name("builtin.module")?;
    if let Some(name) = printer.ir().attr(op, "sym_name")
        && let Some(text) = name.as_str(printer.ir().ctx())
    {
        let text = text.to_string();
        printer.write_str(" ")?;
        printer.print_symbol_name(&text)?;
    }
    printer.print_attr_dict_with_keyword(op, &["sym_name"])?;
    printer.write_str(" ")?;
    let region = printer.ir().regions(op).first().copied();
    if let Some(region) = region {
        printer.print_region(region, false, false)?;
    }
    Ok(())
}
