//! Verification pieces the arith ops share: the `Elementwise` trait and the
//! cast traits (`SameOperandsAndResultShape`,
//! arith's `SameInputOutputTensorDims`, `CastOpInterface`).

use strata_ir::asm::printer::type_to_string;
use strata_ir::ods::verify::op_error;
use strata_ir::{AttrData, Attribute, Context, Diagnostic, Ir, OpId, TypeData};

use crate::constraints::{compatible_shapes, is_vector_or_tensor};

/// Whether `attr` is a unit attribute.
pub fn is_unit(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Unit)
}

/// MLIR's `Elementwise` trait: vector and tensor operands and results must
/// agree in kind and shape, and a non-scalar result needs a non-scalar
/// operand (and the other way round).
pub fn verify_elementwise(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let operands: Vec<_> = ir
        .operands(op)
        .map(|v| ir.value_type(v))
        .filter(|&t| is_vector_or_tensor(ctx, t))
        .collect();
    let results: Vec<_> = ir
        .results(op)
        .iter()
        .map(|&v| ir.value_type(v))
        .filter(|&t| is_vector_or_tensor(ctx, t))
        .collect();
    if operands.is_empty() && results.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(op_error(
            ir,
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if results.is_empty() {
        return Err(op_error(
            ir,
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if results.len() != ir.results(op).len() {
        return Err(op_error(
            ir,
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let all: Vec<_> = operands.iter().chain(&results).copied().collect();
    // The base type: vector, ranked tensor or unranked tensor.
    let kind = |t| match ctx.type_data(t) {
        TypeData::Vector { .. } => 0,
        TypeData::Tensor { shape: Some(_), .. } => 1,
        _ => 2,
    };
    let same_kind = all.iter().all(|&t| kind(t) == kind(all[0]));
    if !same_kind || !compatible_shapes(ctx, &all) {
        return Err(op_error(
            ir,
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

/// A type as MLIR writes it in a diagnostic: `'i32'`.
pub fn quoted(ctx: &Context, ty: strata_ir::Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}
