//! `func.call` and `func.call_indirect` (MLIR's `CallOp` and
//! `CallIndirectOp`): direct calls to a `func.func` named by a symbol, and
//! calls through a value of function type.
//!
//! ```text
//! %0:2 = func.call @g(%a, %b) {no_inline} : (i32, f32) -> (i32, f32)
//! %1 = func.call_indirect %f(%a) : (i32) -> i64
//! ```
//!
//! Both use MLIR's declarative formats. `call_indirect`'s trailing type is a
//! `custom<>` directive standing for `type($callee)` plus MLIR's
//! `TypesMatchWith` inference of the argument and result types from it.

use strata_interfaces::{CallOpInterface, SymbolUserOpInterface};
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::ods::constraints::{DICTIONARY_ARRAY_ATTR, FUNCTION_TYPE, UNIT_ATTR};
use strata_ir::ods::verify::op_error;
use strata_ir::ods::{AttrConstraint, CustomArg, FormatState, OpSchema};
use strata_ir::{AttrData, Attribute, Diagnostic, Ir, OpId, Value};
use strata_macros::op;

use crate::calls::{DirectCall, IndirectCall};
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
/// [`CallOpInterface`], with the wording of MLIR's `verifySymbolUses`).
#[op(
    name = "func.call",
    interfaces(SymbolUserOpInterface = CallSymbolUses, CallOpInterface = DirectCall),
    format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"
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
    interfaces(CallOpInterface = IndirectCall),
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

/// `custom<CalleeType>(type($callee), type($callee_operands), type($results))`:
/// the callee's function type, which also gives the argument and result
/// types (MLIR's `TypesMatchWith` inference).
fn parse_callee_type<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
    args: &[CustomArg],
) -> ParseResult<()> {
    let (ty, inputs, results) = parser.parse_function_type_in_format()?;
    if let [
        CustomArg::Type(callee),
        CustomArg::Type(arguments),
        CustomArg::Type(outputs),
    ] = *args
    {
        state.set_types(callee, vec![ty]);
        state.set_types(arguments, inputs);
        state.set_types(outputs, results);
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
