//! `func.func` (MLIR's `FuncOp`): a named function with a signature and an
//! optional body; without a body it is an external declaration.
//!
//! ```text
//! func.func [public|private|nested] @name(%arg0: i32 {dialect.attr}) -> (i32 {dialect.attr}) attributes {...} {
//!   ...
//! }
//! ```
//!
//! The custom form is MLIR's `function_interface_impl::parseFunctionOp` /
//! `printFunctionOp`: the entry block's arguments are declared in the
//! signature (so the body prints without its entry block header), and the
//! attribute dictionary after `attributes` holds everything but the symbol
//! name, visibility, type and argument/result attributes. The verifier is
//! MLIR's `SymbolOpInterface` and `FunctionOpInterface` verification.

use std::fmt::Write as _;

use strata_interfaces::call::function_type_attr;
use strata_interfaces::{CallableOpInterface, SymbolOpInterface};
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, Parser, RegionArgument};
use strata_ir::asm::printer::{OpPrinter, type_to_string};
use strata_ir::ods::constraints::{
    DICTIONARY_ARRAY_ATTR, FUNCTION_TYPE_ATTR, STRING_ATTR, UNIT_ATTR,
};
use strata_ir::ods::verify::op_error;
use strata_ir::{
    AttrData, Attribute, Diagnostic, Ir, OpId, OpTraits, OperationState, RegionId, Symbol, Type,
};
use strata_macros::op;

use crate::calls::FunctionCallable;
use crate::function_syntax::{Signature, parse_signature, print_signature};

/// A function: a symbol with a `FunctionType` signature and a body region
/// (empty for an external declaration).
///
/// MLIR also gives `func.func` the `Symbol` trait. Strata's core checks that
/// trait before the op's declared attributes, which would report a missing
/// `sym_name` as `requires string attribute 'sym_name'` instead of MLIR's
/// `requires attribute 'sym_name'`, so the symbol checks (visibility values,
/// a symbol-table parent) are done by this op's verifier, after the
/// attribute checks, as MLIR orders them.
#[op(
    name = "func.func",
    traits(IsolatedFromAbove),
    interfaces(SymbolOpInterface = FuncSymbol, CallableOpInterface = FunctionCallable),
    parse = parse_func,
    print = print_func,
    verifier = verify_func,
    default_dialect = "func"
)]
pub struct FuncOp {
    /// The function's name.
    #[attr(STRING_ATTR)]
    sym_name: Attribute,
    /// Its signature, a `FunctionType`.
    #[attr(FUNCTION_TYPE_ATTR)]
    function_type: Attribute,
    /// `"public"` (the default when absent), `"private"` or `"nested"`.
    #[attr(STRING_ATTR)]
    sym_visibility: Option<Attribute>,
    /// One dictionary per argument, when any is non-empty.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    arg_attrs: Option<Attribute>,
    /// One dictionary per result, when any is non-empty.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    res_attrs: Option<Attribute>,
    /// Calls to this function must not be inlined.
    #[attr(UNIT_ATTR)]
    no_inline: Option<Attribute>,
    /// The body; empty for a declaration.
    #[region]
    body: RegionId,
}

impl FuncOp {
    /// The name (`sym_name`), if set.
    pub fn name(self, ir: &Ir) -> Option<&str> {
        self.sym_name(ir).and_then(|name| name.as_str(ir.ctx()))
    }

    /// The signature's argument and result types (empty when the
    /// `function_type` attribute is missing or not a function type).
    pub fn signature(self, ir: &Ir) -> (Vec<Type>, Vec<Type>) {
        function_signature(ir, self.0)
    }

    /// Whether the function is only declared (its body has no block).
    pub fn is_declaration(self, ir: &Ir) -> bool {
        body_is_empty(ir, self.0)
    }
}

/// The argument and result types of the `function_type` of a function-like
/// op (`func.func`, or any op storing its signature the same way).
pub fn function_signature(ir: &Ir, op: OpId) -> (Vec<Type>, Vec<Type>) {
    function_type_attr(ir, op)
        .and_then(|ty| ty.function_signature(ir.ctx()))
        .map(|(inputs, results)| (inputs.to_vec(), results.to_vec()))
        .unwrap_or_default()
}

fn body_is_empty(ir: &Ir, op: OpId) -> bool {
    ir.regions(op)
        .first()
        .is_none_or(|&region| ir.entry_block(region).is_none())
}

/// `func.func`'s [`SymbolOpInterface`]: a function without a body is a
/// declaration.
pub struct FuncSymbol;

impl SymbolOpInterface for FuncSymbol {
    fn is_declaration(&self, ir: &Ir, op: OpId) -> bool {
        body_is_empty(ir, op)
    }
}

// ----- verification ----------------------------------------------------------

fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_symbol(ir, op)?;
    verify_argument_and_result_attributes(ir, op)?;
    verify_body(ir, op)
}

/// The part of MLIR's `SymbolOpInterface` verification the core does not
/// do for this op: a parent holding a symbol table. (The visibility's value
/// and a public declaration are [`FuncSymbol`]'s interface verifier's,
/// which runs first.)
fn verify_symbol(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if let Some(parent) = ir.parent_op(op)
        && ir.op_definition(parent).is_some()
        && !ir.has_trait(parent, OpTraits::SYMBOL_TABLE)
    {
        return Err(op_error(
            ir,
            op,
            "symbol's parent must have the SymbolTable trait",
        ));
    }
    Ok(())
}

/// MLIR's `function_interface_impl::verifyTrait`: one dictionary per
/// argument and result, holding only dialect (`dialect.name`) attributes.
pub(crate) fn verify_argument_and_result_attributes(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let (inputs, results) = function_signature(ir, op);
    for (name, expected, what, plural) in [
        ("arg_attrs", inputs.len(), "argument", "arguments"),
        ("res_attrs", results.len(), "result", "results"),
    ] {
        let Some(array) = ir.attr(op, name) else {
            continue;
        };
        let AttrData::Array(dictionaries) = ir.ctx().attr_data(array) else {
            continue;
        };
        if dictionaries.len() != expected {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {expected}",
                    dictionaries.len()
                ),
            ));
        }
        for &dictionary in dictionaries {
            if let AttrData::Dictionary(entries) = ir.ctx().attr_data(dictionary)
                && entries
                    .iter()
                    .any(|&(key, _)| !ir.ctx().str(key).contains('.'))
            {
                return Err(op_error(
                    ir,
                    op,
                    format!("{plural} may only have dialect attributes"),
                ));
            }
        }
    }
    Ok(())
}

/// MLIR's `FunctionOpInterface::verifyBody`: the entry block's arguments
/// are the signature's.
fn verify_body(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(entry) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let (inputs, _) = function_signature(ir, op);
    let arguments = ir.block_arguments(entry);
    if arguments.len() != inputs.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    let ctx = ir.ctx();
    for (index, (&argument, &expected)) in arguments.iter().zip(&inputs).enumerate() {
        let actual = ir.value_type(argument);
        if actual != expected {
            return Err(op_error(
                ir,
                op,
                format!(
                    "type of entry block argument #{index}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_to_string(ctx, actual),
                    type_to_string(ctx, expected)
                ),
            ));
        }
    }
    Ok(())
}

// ----- custom form -----------------------------------------------------------

/// Attributes the signature spells out, so `attributes {...}` may not.
const INFERRED_ATTRIBUTES: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

/// Attributes the custom form prints outside `attributes {...}`.
const SIGNATURE_ATTRIBUTES: [&str; 5] = [
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

/// MLIR's `function_interface_impl::parseFunctionOp`.
fn parse_func(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut properties: Vec<(&'static str, Attribute)> = Vec::new();
    if parser.at(TokenKind::BareIdent)
        && matches!(parser.token_text(), "public" | "private" | "nested")
    {
        let visibility = parser.ctx().string_attr(parser.token_text());
        properties.push(("sym_visibility", visibility));
        parser.advance()?;
    }
    if !parser.at(TokenKind::AtIdent) {
        return Err(parser.custom_op_error_here("expected valid '@'-identifier for symbol name"));
    }
    let name = parser.symbol_name_of_token()?;
    let name = parser.ctx().string_attr(parser.ctx().str(name));
    properties.push(("sym_name", name));
    parser.advance()?;

    let signature = parse_signature(parser)?;
    let ctx = parser.ctx();
    let function_type = ctx.function_type(&signature.argument_types(), &signature.results);
    properties.push(("function_type", ctx.type_attr(function_type)));

    let discardable = parse_attributes_keyword(
        parser,
        &INFERRED_ATTRIBUTES,
        FuncOp::DEFINITION.property_names,
        &mut properties,
    )?;
    set_attributes(parser, state, &signature, properties, discardable);

    let region = if parser.at(TokenKind::LBrace) {
        parse_function_body(parser, &signature.region_arguments(), true)?
    } else {
        parser.create_region()?
    };
    state.regions.push(region);
    Ok(())
}

/// Stores `properties` (plus the signature's `arg_attrs`/`res_attrs`,
/// which win over the dictionary's) and `discardable` in `state`.
pub(crate) fn set_attributes(
    parser: &mut Parser<'_, '_>,
    state: &mut OperationState,
    signature: &Signature<'_>,
    mut properties: Vec<(&'static str, Attribute)>,
    discardable: Vec<(Symbol, Attribute)>,
) {
    let ctx = parser.ctx();
    for (name, array) in [
        ("arg_attrs", signature.argument_attributes_array(ctx)),
        ("res_attrs", signature.result_attributes_array(ctx)),
    ] {
        if let Some(array) = array {
            properties.retain(|&(existing, _)| existing != name);
            properties.push((name, array));
        }
    }
    let properties = properties
        .into_iter()
        .map(|(name, value)| (ctx.intern_str(name), value))
        .collect();
    state.properties = Some(ctx.dictionary(properties));
    state.attributes = ctx.dictionary(discardable);
}

/// `attributes {...}` if it is next (MLIR's
/// `parseOptionalAttrDictWithKeyword` in a function op's parser): names in
/// `property_names` go to `properties`, the rest is returned as the
/// discardable attributes; a name in `inferred` is an error, as the
/// signature spells it.
pub(crate) fn parse_attributes_keyword(
    parser: &mut Parser<'_, '_>,
    inferred: &[&str],
    property_names: &[&'static str],
    properties: &mut Vec<(&'static str, Attribute)>,
) -> ParseResult<Vec<(Symbol, Attribute)>> {
    let mut discardable = Vec::new();
    let dictionary_offset = parser.token().start;
    if !parser.consume_keyword_if("attributes")? {
        return Ok(discardable);
    }
    let dictionary = parser.parse_dictionary()?;
    let ctx = parser.ctx();
    if let AttrData::Dictionary(entries) = ctx.attr_data(dictionary) {
        for inferred in inferred {
            if entries.iter().any(|&(key, _)| ctx.str(key) == *inferred) {
                return Err(parser.custom_op_error_at(
                    dictionary_offset,
                    format!(
                        "'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                    ),
                ));
            }
        }
        for &(key, value) in entries {
            match property_names.iter().find(|&&name| name == ctx.str(key)) {
                Some(&name) => properties.push((name, value)),
                None => discardable.push((key, value)),
            }
        }
    }
    Ok(discardable)
}

/// The body region of a function-like op, whose entry block gets
/// `arguments` (the named arguments of its signature). `deferrable`: the
/// body may be parsed later on another thread (a top-level function).
pub(crate) fn parse_function_body<'a>(
    parser: &mut Parser<'a, '_>,
    arguments: &[RegionArgument<'a>],
    deferrable: bool,
) -> ParseResult<RegionId> {
    let offset = parser.token().start;
    if !arguments.is_empty() {
        if let Some(next) = parser.peek_token()
            && next.kind == TokenKind::CaretIdent
        {
            return Err(parser.error_at(
                next.start,
                "invalid block name in region with named arguments",
            ));
        }
        for (index, argument) in arguments.iter().enumerate() {
            if let Some(first) = arguments[..index]
                .iter()
                .find(|earlier| earlier.value.name == argument.value.name)
            {
                let note_at = parser.location_at(first.value.offset);
                return Err(parser
                    .error_at(
                        argument.value.offset,
                        format!(
                            "region entry argument '%{}' is already in use",
                            argument.value.name
                        ),
                    )
                    .with_note(note_at, "previously referenced here"));
            }
        }
    }
    // Function bodies may be parsed on another thread; only whether the
    // body has an entry block is looked at here.
    let region = if deferrable {
        parser.parse_deferrable_region(arguments)?
    } else {
        parser.parse_region(arguments, true)?
    };
    if parser.ir().entry_block(region).is_none() {
        return Err(parser.custom_op_error_at(offset, "expected non-empty function body"));
    }
    Ok(region)
}

/// MLIR's `function_interface_impl::printFunctionOp`.
fn print_func(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    let ctx = ir.ctx();
    printer.print_custom_op_name(FuncOp::NAME)?;
    printer.write_char(' ')?;
    if let Some(visibility) = ir.attr(op, "sym_visibility").and_then(|v| v.as_str(ctx)) {
        printer.write_str(visibility)?;
        printer.write_char(' ')?;
    }
    let name = ir
        .attr(op, "sym_name")
        .and_then(|name| name.as_str(ctx))
        .unwrap_or_default();
    printer.print_symbol_name(name)?;
    let (inputs, results) = function_signature(ir, op);
    print_signature(printer, op, &inputs, &results)?;
    printer.print_attr_dict_with_keyword(op, &SIGNATURE_ATTRIBUTES)?;
    if let Some(&body) = ir.regions(op).first()
        && ir.entry_block(body).is_some()
    {
        printer.write_char(' ')?;
        printer.print_region(body, false, false)?;
    }
    Ok(())
}
