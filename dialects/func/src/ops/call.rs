//! `func.call` and `func.call_indirect` (MLIR's `CallOp` and
//! `CallIndirectOp`): direct calls to a `func.func` named by a symbol, and
//! calls through a value of function type.
//!
//! ```text
//! %0:2 = func.call @g(%a, %b) {no_inline} : (i32, f32) -> (i32, f32)
//! %1 = func.call_indirect %f(%a) : (i32) -> i64
//! ```
//!
//! Both use MLIR's declarative formats. Their trailing types are
//! `custom<>` directives that read one `FunctionType` as MLIR's generated
//! parsers do (reporting "invalid kind of type specified" for anything
//! else): `func.call`'s stands for MLIR's `functional-type($operands,
//! results)`, `call_indirect`'s for `type($callee)` plus the
//! `TypesMatchWith` inference of the argument and result types.

use std::fmt::Write as _;

use strata_interfaces::SymbolUserOpInterface;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::{OpPrinter, print_function_type, type_to_string};
use strata_ir::ods::constraints::{DICTIONARY_ARRAY_ATTR, FUNCTION_TYPE, UNIT_ATTR};
use strata_ir::ods::verify::op_error;
use strata_ir::ods::{AttrConstraint, CustomArg, FormatState, OpSchema, TypeRefs};
use strata_ir::{AttrData, Attribute, Diagnostic, Ir, OpId, Type, Value};
use strata_macros::op;

use crate::symbol_uses::CallSymbolUses;

/// Whether `attr` is a symbol reference without nested parts (`@f`).
pub fn is_flat_symbol_ref(ctx: &strata_ir::Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::SymbolRef { nested, .. } if nested.is_empty())
}

/// Parses an attribute that must be a flat symbol reference, failing like
/// MLIR's generated parsers (`custom op '...' invalid kind of attribute
/// specified`) otherwise.
pub fn parse_flat_symbol_ref(parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
    let offset = parser.token().start;
    let attr = parser.parse_attribute()?;
    if !is_flat_symbol_ref(parser.ctx(), attr) {
        return Err(parser.custom_op_error_at(offset, "invalid kind of attribute specified"));
    }
    Ok(attr)
}

/// `func.call`'s callee: a `FlatSymbolRefAttr`.
pub static CALLEE_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(parse_flat_symbol_ref),
    storage: Some(is_flat_symbol_ref),
    ..AttrConstraint::new("flat symbol reference attribute", is_flat_symbol_ref)
};

/// A direct call to the `func.func` named `callee`. Its operands and
/// results must match the callee's signature (checked through
/// [`SymbolUserOpInterface`], as MLIR's `verifySymbolUses`).
#[op(
    name = "func.call",
    interfaces(SymbolUserOpInterface = CallSymbolUses),
    format = "$callee `(` $operands `)` attr-dict `:` custom<FunctionalType>(type($operands), type(results))"
)]
pub struct CallOp {
    /// The called function.
    #[attr(CALLEE_ATTR)]
    callee: Attribute,
    /// The arguments.
    #[operand]
    operands: Vec<Value>,
    /// One dictionary per argument, if any.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    arg_attrs: Option<Attribute>,
    /// One dictionary per result, if any.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    res_attrs: Option<Attribute>,
    /// This call must not be inlined.
    #[attr(UNIT_ATTR)]
    no_inline: Option<Attribute>,
    /// The callee's results.
    #[result]
    results: Vec<Value>,
}

/// A call through `callee`, a value of function type, whose type gives the
/// operand and result types.
#[op(
    name = "func.call_indirect",
    format = "$callee `(` $callee_operands `)` attr-dict `:` custom<CalleeType>(type($callee), type($callee_operands), type($results))",
    verifier = verify_call_indirect
)]
pub struct CallIndirectOp {
    /// The function called.
    #[operand(FUNCTION_TYPE)]
    callee: Value,
    /// The arguments.
    #[operand]
    callee_operands: Vec<Value>,
    /// One dictionary per argument, if any.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    arg_attrs: Option<Attribute>,
    /// One dictionary per result, if any.
    #[attr(DICTIONARY_ARRAY_ATTR)]
    res_attrs: Option<Attribute>,
    /// The callee's results.
    #[result]
    results: Vec<Value>,
}

// ----- custom directives -----------------------------------------------------

/// Records `types` as the types `refs` names.
fn set_types(state: &mut FormatState<'_>, refs: TypeRefs, types: Vec<Type>) {
    match refs {
        TypeRefs::Operand(group) => state.operand_types[usize::from(group)] = Some(types),
        TypeRefs::Result(group) => state.result_types[usize::from(group)] = Some(types),
        TypeRefs::Operands => state.all_operand_types = Some(types),
        TypeRefs::Results => state.all_result_types = Some(types),
    }
}

/// Parses a type that must be a function type, failing as MLIR's generated
/// parsers do (`invalid kind of type specified: expected builtin.function,
/// but found 'i32'`).
fn parse_function_type(parser: &mut Parser<'_, '_>) -> ParseResult<(Type, Vec<Type>, Vec<Type>)> {
    let offset = parser.token().start;
    let ty = parser.parse_type()?;
    match ty.function_signature(parser.ctx()) {
        Some((inputs, results)) => Ok((ty, inputs.to_vec(), results.to_vec())),
        None => Err(parser.custom_op_error_at(
            offset,
            format!(
                "invalid kind of type specified: expected builtin.function, but found '{}'",
                type_to_string(parser.ctx(), ty)
            ),
        )),
    }
}

/// `custom<FunctionalType>(type($operands), type(results))`: MLIR's
/// `functional-type` directive, which reads one `FunctionType` (so
/// `: i32 -> ()` is "invalid kind of type specified").
fn parse_functional_type<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
    args: &[CustomArg],
) -> ParseResult<()> {
    let (_, inputs, results) = parse_function_type(parser)?;
    if let [CustomArg::Type(operands), CustomArg::Type(outputs)] = *args {
        set_types(state, operands, inputs);
        set_types(state, outputs, results);
    }
    Ok(())
}

fn print_functional_type(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    _schema: &'static OpSchema,
    _args: &[CustomArg],
) -> std::fmt::Result {
    let ir = printer.ir();
    let inputs: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let results: Vec<Type> = ir.results(op).iter().map(|&v| ir.value_type(v)).collect();
    let mut text = String::new();
    print_function_type(ir.ctx(), &inputs, &results, &mut text);
    printer.write_str(&text)
}

/// `custom<CalleeType>(type($callee), type($callee_operands), type($results))`:
/// the callee's function type, which also gives the argument and result
/// types (MLIR's `TypesMatchWith` inference).
fn parse_callee_type<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
    args: &[CustomArg],
) -> ParseResult<()> {
    let (ty, inputs, results) = parse_function_type(parser)?;
    if let [
        CustomArg::Type(callee),
        CustomArg::Type(arguments),
        CustomArg::Type(outputs),
    ] = *args
    {
        set_types(state, callee, vec![ty]);
        set_types(state, arguments, inputs);
        set_types(state, outputs, results);
    }
    Ok(())
}

fn print_callee_type(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    _schema: &'static OpSchema,
    _args: &[CustomArg],
) -> std::fmt::Result {
    let ir = printer.ir();
    match ir.operand(op, 0) {
        Some(callee) => printer.print_type(ir.value_type(callee)),
        None => Ok(()),
    }
}

// ----- verification ----------------------------------------------------------

/// MLIR's two `TypesMatchWith` constraints of `call_indirect`: the callee's
/// input and result types are the op's argument and result types.
fn verify_call_indirect(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let call = CallIndirectOp(op);
    let ctx = ir.ctx();
    let Some((inputs, results)) = ir.value_type(call.callee(ir)).function_signature(ctx) else {
        return Ok(());
    };
    let argument_types: Vec<_> = call
        .callee_operands(ir)
        .iter()
        .map(|&v| ir.value_type(v))
        .collect();
    if argument_types != inputs {
        return Err(op_error(
            ir,
            op,
            "failed to verify that callee input types match argument types",
        ));
    }
    let result_types: Vec<_> = ir.results(op).iter().map(|&v| ir.value_type(v)).collect();
    if result_types != results {
        return Err(op_error(
            ir,
            op,
            "failed to verify that callee result types match result types",
        ));
    }
    Ok(())
}
