//! `func.constant` (MLIR's `ConstantOp`): a function symbol as an SSA value
//! of function type, for `func.call_indirect`.
//!
//! ```text
//! %f = func.constant @g : (i32) -> i64
//! ```
//!
//! Its result is named `%f` in the custom form (MLIR's `getAsmResultNames`),
//! it folds to its symbol reference, and the referenced function must exist
//! with this type (checked through `SymbolUserOpInterface`, as MLIR's
//! `verifySymbolUses`).

use strata_interfaces::SymbolUserOpInterface;
use strata_ir::ods::AttrConstraint;
use strata_ir::{Attribute, FoldResult, Ir, OpId, Value};
use strata_macros::op;

use super::call::{is_flat_symbol_ref, parse_flat_symbol_ref};
use crate::symbol_uses::ConstantSymbolUses;

/// `func.constant`'s value: a `FlatSymbolRefAttr`.
pub static FUNCTION_REF_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(parse_flat_symbol_ref),
    storage: Some(is_flat_symbol_ref),
    ..AttrConstraint::new("flat symbol reference attribute", is_flat_symbol_ref)
};

/// The function named `value`, as a value of its function type.
#[op(
    name = "func.constant",
    traits(ConstantLike, Pure),
    interfaces(SymbolUserOpInterface = ConstantSymbolUses),
    format = "attr-dict $value `:` type(results)",
    result_names = name_constant,
    fold = fold_constant
)]
pub struct ConstantOp {
    /// The referenced function.
    #[attr(FUNCTION_REF_ATTR)]
    value: Attribute,
    /// The function as a value.
    #[result]
    result: Value,
}

/// MLIR's `ConstantOp::getAsmResultNames`: always `f`.
fn name_constant(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
    if let Some(&result) = ir.results(op).first() {
        set_name(result, "f");
    }
}

/// MLIR's `ConstantOp::fold`: the symbol reference.
fn fold_constant(ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    ir.attr(op, "value")
        .map(|value| vec![FoldResult::Attribute(value)])
}
