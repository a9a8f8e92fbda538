//! `func.lambda`: a closure, Kirin's `func.Lambda`. Upstream MLIR has no
//! counterpart; a later lambda-lifting pass turns closures into
//! `func.func`s before a module goes to MLIR.
//!
//! ```text
//! %adder = func.lambda @adder captures(%x : i32) (%self, %y: i32) -> i32 {
//!   %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
//!   %sum = arith.addi %x1, %y : i32
//!   func.return %sum : i32
//! }
//! ```
//!
//! Generic form of the same op:
//!
//! ```text
//! %adder = "func.lambda"(%x) <{function_type = (i32) -> i32, sym_name = "adder"}> ({
//! ^bb0(%self: (i32) -> i32, %y: i32):
//!   ...
//! }) : (i32) -> ((i32) -> i32)
//! ```
//!
//! The operands are the **captured values**; the op is
//! `IsolatedFromAbove`, so the body reads them through
//! `func.getfield %self[i]` (see [`super::getfield`]) rather than by
//! name. The result is the closure, of the lambda's function type, callable
//! with `func.call_indirect`. The entry block starts with `%self` — the
//! closure itself, of the same function type — then one argument per input
//! of the signature; only those receive a call's forwarded operands
//! ([`strata_interfaces::CallableOpInterface::callable_arguments`]); a
//! call through `%self` calls the lambda itself. The name (`@adder`,
//! optional) is informational: a lambda is not a symbol, so calls never
//! reach it by name, and the verifier rejects a named lambda directly
//! inside a symbol table (where its `sym_name` would make it one).
//!
//! The custom form is `func.func`'s signature syntax with `%self` written
//! first and by name only, after an optional `captures(%v : type, ...)`
//! list; `attributes {...}` holds everything else but the argument and
//! result attributes, which are written in the signature.

use std::fmt::Write as _;

use strata_interfaces::CallableOpInterface;
use strata_interfaces::call::function_type_attr;
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, Parser, RegionArgument};
use strata_ir::asm::printer::{OpPrinter, type_to_string};
use strata_ir::ods::constraints::{
    DICTIONARY_ARRAY_ATTR, FUNCTION_TYPE, FUNCTION_TYPE_ATTR, STRING_ATTR,
};
use strata_ir::ods::verify::op_error;
use strata_ir::{Attribute, Diagnostic, Ir, OpId, OpTraits, OperationState, RegionId, Type, Value};
use strata_macros::op;

use super::func::{
    parse_attributes_keyword, parse_function_body, set_attributes,
    verify_argument_and_result_attributes,
};
use crate::function_syntax::{parse_signature_with_implicit, print_signature_with_implicit};

/// A closure: a body with a function signature, capturing its operands.
#[op(
    name = "func.lambda",
    traits(IsolatedFromAbove, Pure),
    interfaces(CallableOpInterface = LambdaCallable),
    parse = parse_lambda,
    print = print_lambda,
    verifier = verify_lambda,
    default_dialect = "func"
)]
pub struct LambdaOp {
    /// An informational name (not a symbol).
    #[attr(STRING_ATTR)]
    sym_name: Option<Attribute>,
    /// The signature, a `FunctionType`, without `%self`.
    #[attr(FUNCTION_TYPE_ATTR)]
    function_type: Attribute,
    /// One dictionary per input, when any is non-empty.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    arg_attrs: Option<Attribute>,
    /// One dictionary per result, when any is non-empty.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    res_attrs: Option<Attribute>,
    /// The captured values, read in the body with `func.getfield`.
    #[operand]
    captures: Vec<Value>,
    /// The closure.
    #[result(FUNCTION_TYPE)]
    closure: Value,
    /// The body: `%self`, then the inputs.
    #[region]
    body: RegionId,
}

/// The entry-block arguments before the inputs: `%self`.
const IMPLICIT_ARGUMENTS: usize = 1;

impl LambdaOp {
    /// The informational name, if set.
    pub fn name(self, ir: &Ir) -> Option<&str> {
        self.sym_name(ir).and_then(|name| name.as_str(ir.ctx()))
    }

    /// The lambda's function type, if its `function_type` is one.
    pub fn signature_type(self, ir: &Ir) -> Option<Type> {
        function_type_attr(ir, self.0)
    }

    /// The entry block's `%self`, if the body has an entry block.
    pub fn self_argument(self, ir: &Ir) -> Option<Value> {
        let entry = ir.entry_block(self.body(ir))?;
        ir.block_arguments(entry).first().copied()
    }
}

/// `func.lambda`'s [`CallableOpInterface`]: its `function_type`, its body,
/// and the entry arguments after `%self`.
pub struct LambdaCallable;

impl CallableOpInterface for LambdaCallable {
    fn callable_region(&self, ir: &Ir, op: OpId) -> Option<RegionId> {
        let region = *ir.regions(op).first()?;
        ir.entry_block(region).map(|_| region)
    }

    fn self_argument(&self, ir: &Ir, op: OpId) -> Option<Value> {
        LambdaOp(op).self_argument(ir)
    }

    fn callable_arguments<'ir>(&self, ir: &'ir Ir, op: OpId) -> &'ir [Value] {
        self.callable_region(ir, op)
            .and_then(|region| ir.entry_block(region))
            .map_or(&[], |block| {
                let arguments = ir.block_arguments(block);
                &arguments[IMPLICIT_ARGUMENTS.min(arguments.len())..]
            })
    }
}

// ----- verification ----------------------------------------------------------

fn verify_lambda(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(function_type) = function_type_attr(ir, op) else {
        return Ok(());
    };
    let closure = LambdaOp(op).closure(ir);
    let closure_type = ir.value_type(closure);
    if closure_type != function_type {
        return Err(op_error(
            ir,
            op,
            format!(
                "result type '{}' must be the lambda's function type '{}'",
                type_to_string(ctx, closure_type),
                type_to_string(ctx, function_type)
            ),
        ));
    }
    if let Some(name) = LambdaOp(op).name(ir) {
        if name.is_empty() {
            return Err(op_error(ir, op, "expects a non-empty name"));
        }
        // Every op with a `sym_name` directly in a symbol table is one of
        // its symbols; a lambda must not become one.
        if ir
            .parent_op(op)
            .is_some_and(|parent| ir.has_trait(parent, OpTraits::SYMBOL_TABLE))
        {
            return Err(op_error(
                ir,
                op,
                format!(
                    "is named @{name} directly inside a symbol table, which would make it a symbol: a lambda is not one"
                ),
            ));
        }
    }
    verify_argument_and_result_attributes(ir, op)?;
    let Some(entry) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Err(op_error(ir, op, "expects a non-empty body"));
    };
    let inputs = LambdaCallable.argument_types(ir, op);
    let arguments = ir.block_arguments(entry);
    if arguments.len() != IMPLICIT_ARGUMENTS + inputs.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "entry block must have {} arguments to match the lambda signature: the closure itself, then {} input{}",
                IMPLICIT_ARGUMENTS + inputs.len(),
                inputs.len(),
                if inputs.len() == 1 { "" } else { "s" }
            ),
        ));
    }
    let self_type = ir.value_type(arguments[0]);
    if self_type != function_type {
        return Err(op_error(
            ir,
            op,
            format!(
                "type of entry block argument #0('{}') must be the lambda's function type('{}')",
                type_to_string(ctx, self_type),
                type_to_string(ctx, function_type)
            ),
        ));
    }
    for (index, (&argument, &expected)) in arguments[IMPLICIT_ARGUMENTS..]
        .iter()
        .zip(inputs)
        .enumerate()
    {
        let actual = ir.value_type(argument);
        if actual != expected {
            return Err(op_error(
                ir,
                op,
                format!(
                    "type of entry block argument #{}('{}') must match the type of the corresponding argument in function signature('{}')",
                    index + IMPLICIT_ARGUMENTS,
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
const INFERRED_ATTRIBUTES: [&str; 2] = ["sym_name", "function_type"];

/// Attributes the custom form prints outside `attributes {...}`.
const SIGNATURE_ATTRIBUTES: [&str; 4] = ["sym_name", "function_type", "arg_attrs", "res_attrs"];

/// `[@name] [captures(%v : type, ...)] (%self, %arg: type, ...) [-> results]
/// [attributes {...}] { body }`.
fn parse_lambda(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut properties: Vec<(&'static str, Attribute)> = Vec::new();
    if parser.at(TokenKind::AtIdent) {
        let name = parser.symbol_name_of_token()?;
        let name = parser.ctx().string_attr(parser.ctx().str(name));
        properties.push(("sym_name", name));
        parser.advance()?;
    }
    if parser.consume_keyword_if("captures")? {
        let mut captures = Vec::new();
        parser.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
            let value = p.parse_value_use()?;
            p.expect(TokenKind::Colon, "':'")?;
            let ty = p.parse_type()?;
            captures.push(p.resolve_value(value, ty)?);
            Ok(())
        })?;
        state.operands.extend(captures);
    }

    let (implicit, signature) = parse_signature_with_implicit(parser, IMPLICIT_ARGUMENTS)?;
    let ctx = parser.ctx();
    let function_type = ctx.function_type(&signature.argument_types(), &signature.results);
    properties.push(("function_type", ctx.type_attr(function_type)));
    state.result_types.push(function_type);

    let discardable = parse_attributes_keyword(
        parser,
        &INFERRED_ATTRIBUTES,
        LambdaOp::DEFINITION.property_names,
        &mut properties,
    )?;
    set_attributes(parser, state, &signature, properties, discardable);

    if !parser.at(TokenKind::LBrace) {
        return Err(parser.custom_op_error_here("expected '{' to begin the lambda's body"));
    }
    let mut arguments: Vec<RegionArgument<'_>> = implicit
        .iter()
        .map(|argument| RegionArgument {
            value: argument.name,
            ty: function_type,
            location: argument.location,
        })
        .collect();
    // The inputs after `%self` are all named (the signature parser
    // requires it), so each becomes an entry-block argument.
    arguments.extend(signature.region_arguments());
    let region = parse_function_body(parser, &arguments, false)?;
    state.regions.push(region);
    Ok(())
}

fn print_lambda(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    let ctx = ir.ctx();
    printer.print_custom_op_name(LambdaOp::NAME)?;
    if let Some(name) = LambdaOp(op).name(ir) {
        printer.write_char(' ')?;
        printer.print_symbol_name(name)?;
    }
    if ir.num_operands(op) > 0 {
        printer.write_str(" captures(")?;
        for (index, capture) in ir.operands(op).enumerate() {
            if index > 0 {
                printer.write_str(", ")?;
            }
            printer.print_value(capture)?;
            printer.write_str(" : ")?;
            printer.print_type(ir.value_type(capture))?;
        }
        printer.write_char(')')?;
    }
    printer.write_char(' ')?;
    let (inputs, results) = function_type_attr(ir, op)
        .and_then(|ty| ty.function_signature(ctx))
        .unwrap_or((&[], &[]));
    print_signature_with_implicit(printer, op, IMPLICIT_ARGUMENTS, inputs, results)?;
    printer.print_attr_dict_with_keyword(op, &SIGNATURE_ATTRIBUTES)?;
    if let Some(&body) = ir.regions(op).first()
        && ir.entry_block(body).is_some()
    {
        printer.write_char(' ')?;
        printer.print_region(body, false, false)?;
    }
    Ok(())
}
