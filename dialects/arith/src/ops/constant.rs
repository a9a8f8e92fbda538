//! `arith.constant` (MLIR's `Arith_ConstantOp`): an integer, float or
//! dense elements constant, `%c42_i32 = arith.constant 42 : i32`, with the
//! result names mlir-opt gives it, and the dialect's constant
//! materializer for folding.

use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::type_to_string;
use strata_ir::dialect::Dialect as _;
use strata_ir::ods::constraints::{is_elements_attr, typed_attr_type};
use strata_ir::ods::verify::op_error;
use strata_ir::ods::{AttrConstraint, FormatState, TypeGroup};
use strata_ir::{
    AttrData, Attribute, Builder, Context, Diagnostic, Ir, Location, OpId, Signedness, Type,
    TypeData, Value,
};
use strata_macros::op;

use crate::constraints::{element_type, is_scalable_vector};
use crate::fold::apint::ApInt;
use crate::fold::{Folded, int_width, to_attr};

/// A constant: `%c42_i32 = arith.constant 42 : i32`, `%true = arith.constant
/// true`, `%cst = arith.constant dense<[1, 2]> : vector<2xi32>`.
///
/// The result has the value's type; integer results must be signless.
#[op(
    name = "arith.constant",
    traits(Pure, ConstantLike),
    format = "attr-dict $value",
    infer_types = infer_constant,
    verifier = verify_constant,
    fold = fold_constant,
    result_names = name_constant
)]
pub struct ConstantOp {
    /// The value (a typed attribute).
    #[attr(TYPED_VALUE_ATTR)]
    value: Attribute,
    /// The constant.
    #[result]
    result: Value,
}

/// Whether `attr` has a type (MLIR's `TypedAttr`: integers, floats,
/// strings, elements).
fn is_typed(ctx: &Context, attr: Attribute) -> bool {
    let data = ctx.attr_data(attr);
    matches!(
        data,
        AttrData::Integer { .. }
            | AttrData::WideInteger { .. }
            | AttrData::Float { .. }
            | AttrData::String { .. }
    ) || is_elements_attr(data)
}

/// The type of a typed attribute (a string without one has `none`).
fn value_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::String { ty: None, .. } => Some(ctx.none_type()),
        _ => typed_attr_type(ctx, attr),
    }
}

/// The `value` of `arith.constant`: any attribute in generic syntax, which
/// the custom form requires to be typed.
pub static TYPED_VALUE_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(parse_typed_value),
    storage: Some(is_typed),
    ..AttrConstraint::new("TypedAttr instance", is_typed)
};

const FLOAT_FOR_INTEGER: &str = "floating point value not valid for specified type";

fn parse_typed_value(parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
    let offset = parser.token().start;
    let attr = match parser.parse_attribute() {
        Ok(attr) => attr,
        // MLIR reports a missing value after the previous token.
        Err(error)
            if error.diagnostic().message == "expected attribute value"
                && parser.token().start == offset =>
        {
            return Err(parser.wrong_token_error("expected attribute value"));
        }
        // MLIR reports a float literal of an integer type after the type (the
        // core parser reports it at the literal).
        Err(error) if error.diagnostic().message == FLOAT_FOR_INTEGER => {
            return Err(parser.error_here(FLOAT_FOR_INTEGER));
        }
        Err(error) => return Err(error),
    };
    if !is_typed(parser.ctx(), attr) {
        return Err(parser.custom_op_error_at(offset, "invalid kind of attribute specified"));
    }
    Ok(attr)
}

/// The result has the value's type.
fn infer_constant<'a>(parser: &mut Parser<'a, '_>, state: &mut FormatState<'a>) -> ParseResult<()> {
    if let Some(ty) = state
        .attribute("value")
        .and_then(|value| value_type(parser.ctx(), value))
    {
        state.set_result_types(0, TypeGroup::from_slice(&[ty]));
    }
    Ok(())
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (Some(value), Some(&result)) = (ir.attr(op, "value"), ir.results(op).first()) else {
        return Ok(());
    };
    let ty = ir.value_type(result);
    if value_type(ctx, value) != Some(ty) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    if matches!(ctx.type_data(ty), TypeData::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return Err(op_error(ir, op, "integer return type must be signless"));
    }
    let data = ctx.attr_data(value);
    if !is_scalar_or_elements(data) {
        return Err(op_error(
            ir,
            op,
            "value must be an integer, float, or elements attribute",
        ));
    }
    let splat = matches!(data, AttrData::DenseElements { elements, .. } if elements.len() == 1);
    if is_scalable_vector(ctx, ty) && !splat {
        return Err(op_error(
            ir,
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// A constant folds to its value.
fn fold_constant(ir: &Ir, op: OpId, _constants: &[Option<Attribute>]) -> Folded {
    to_attr(ir.attr(op, "value")?)
}

/// MLIR's `ConstantOp::getAsmResultNames`: `%true` / `%false` for `i1`,
/// `%c<value>_<type>` for integers (`%c<value>` for `index`), `%cst` for
/// anything else.
fn name_constant(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let (Some(value), Some(&result)) = (ir.attr(op, "value"), ir.results(op).first()) else {
        return;
    };
    let (value, ty) = match ctx.attr_data(value) {
        AttrData::Integer { value, ty } => (value, ty),
        // Wider than 128 bits: held as MLIR prints it.
        AttrData::WideInteger { value, ty } => {
            set_name(result, &format!("c{value}_{}", type_to_string(ctx, *ty)));
            return;
        }
        _ => {
            set_name(result, "cst");
            return;
        }
    };
    let result_ty = ir.value_type(result);
    let signed = int_width(ctx, *ty).map_or(*value, |w| {
        ApInt::from_i128(w, *value).to_i128().unwrap_or(*value)
    });
    match ctx.type_data(result_ty) {
        TypeData::Integer { width: 1, .. } => {
            set_name(result, if signed != 0 { "true" } else { "false" })
        }
        TypeData::Integer { .. } => set_name(
            result,
            &format!("c{signed}_{}", type_to_string(ctx, result_ty)),
        ),
        _ => set_name(result, &format!("c{signed}")),
    }
}

/// MLIR's `ConstantOp::isBuildableWith`: a typed integer, float or elements
/// attribute of exactly `ty`, with signless integers.
pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if typed_attr_type(ctx, value) != Some(ty) {
        return false;
    }
    if matches!(ctx.type_data(element_type(ctx, ty)), TypeData::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return false;
    }
    is_scalar_or_elements(ctx.attr_data(value))
}

/// Whether `data` is an integer, float or elements attribute (what an
/// `arith.constant` may hold).
fn is_scalar_or_elements(data: &AttrData) -> bool {
    matches!(
        data,
        AttrData::Integer { .. } | AttrData::WideInteger { .. } | AttrData::Float { .. }
    ) || is_elements_attr(data)
}

/// The arith dialect's constant materializer (MLIR's
/// `ArithDialect::materializeConstant`): an `arith.constant` of type `ty`
/// holding `value`, created at the builder's insertion point, or `None` when
/// `value` cannot be one (see [`is_buildable_with`]; `#ub.poison` belongs to
/// the ub dialect) or the builder cannot insert there.
pub fn materialize_constant(
    builder: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    location: Location,
) -> Option<OpId> {
    // MLIR's `ArithDialect::materializeConstant`: poison becomes
    // `ub.poison`.
    if strata_ub::attributes::is_poison(builder.ir_ref().ctx(), value) {
        return strata_ub::UbDialect.materialize_constant(builder, value, ty, location);
    }
    if !is_buildable_with(builder.ir_ref().ctx(), value, ty) {
        return None;
    }
    let state = ConstantOp::build_state(builder.ir(), location, ty, value);
    builder.create(state).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fold::test_support::{ops_named, parse};

    #[test]
    fn materializes_typed_values_of_their_type() {
        let (mut ir, _) = parse("");
        let ctx = ir.ctx_arc().clone();
        let i32 = ctx.integer_type(32);
        let value = ctx.integer_attr(7, i32);
        let mut builder = Builder::new(&mut ir);
        let op = materialize_constant(&mut builder, value, i32, Location::default());
        let op = op.expect("an i32 constant");
        assert_eq!(ir.op_name_str(op), "arith.constant");
        assert_eq!(ir.attr(op, "value"), Some(value));
        assert_eq!(ir.value_type(ir.results(op)[0]), i32);
        assert!(ir.op_parent_block(op).is_none(), "detached");
        let i64 = ctx.integer_type(64);
        let mut builder = Builder::new(&mut ir);
        assert!(materialize_constant(&mut builder, value, i64, Location::default()).is_none());
        let unsigned = ctx.intern_type(TypeData::Integer {
            width: 8,
            signedness: Signedness::Unsigned,
        });
        let value = ctx.integer_attr(1, unsigned);
        assert!(materialize_constant(&mut builder, value, unsigned, Location::default()).is_none());
        let poison = ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.intern_str("ub"),
            body: "poison".into(),
            ty: None,
        });
        // Poison becomes `ub.poison`, as in MLIR's `materializeConstant`.
        let op = materialize_constant(&mut builder, poison, i32, Location::default());
        let op = op.expect("a ub.poison");
        assert_eq!(ir.op_name_str(op), "ub.poison");
        assert_eq!(ir.value_type(ir.results(op)[0]), i32);
    }

    #[test]
    fn folds_to_its_value() {
        let (ir, top) = parse("%c = arith.constant dense<[1, 2]> : vector<2xi8>\n");
        let op = ops_named(&ir, top, "arith.constant")[0];
        let folded = fold_constant(&ir, op, &[]);
        let value = ir.attr(op, "value").map(strata_ir::FoldResult::Attribute);
        assert_eq!(folded, value.map(|v| vec![v]));
    }
}
