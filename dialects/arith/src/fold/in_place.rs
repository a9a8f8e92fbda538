//! MLIR's in-place folds of the arith ops: an op that simplifies by
//! rewriting its own operands (and returning itself from `fold`), plus the
//! `Commutative` trait folder that moves constants to the right.
//!
//! Strata's fold hook only reads the IR, so these are a separate entry point
//! for the rewrite driver: call [`fold_in_place`] when the hook returns
//! `None`, as MLIR's `Operation::fold` does them when `fold` returns null or
//! the op itself.

use strata_ir::{Attribute, Ir, OpId, OpTraits};

use super::cmp::{predicate, swapped_cmpi};
use super::{constant, defined_by, element_width, float_format};
use crate::attributes::CMPI_PREDICATE;
use crate::constraints::element_type;

/// Applies the in-place fold of `op`, if one matches; `constants` holds the
/// constant value of each operand, as for the fold hook. Returns whether
/// the op changed.
///
/// - `extui(extui(x))`, `extsi(extsi(x))`: the outer op extends `x`;
/// - `trunci(extui/extsi(x))` with `x` wider than the result: truncates `x`;
/// - `trunci(trunci(x))`: truncates `x`;
/// - `truncf(extf(x))` with `x` wider than the result and exactly extended:
///   truncates `x`;
/// - `cmpi(p, C, x)` becomes `cmpi(swapped p, x, C)`;
/// - commutative ops with a constant lhs and a non-constant rhs swap them.
pub fn fold_in_place(ir: &mut Ir, op: OpId, constants: &[Option<Attribute>]) -> bool {
    let Some(input) = ir.operand(op, 0) else {
        return false;
    };
    let name = ir.op_name_str(op).to_string();
    match name.as_str() {
        "arith.extui" | "arith.extsi" => {
            let Some(inner) = defined_by(ir, input, &name) else {
                return false;
            };
            replace_operand(ir, op, 0, inner)
        }
        "arith.trunci" => fold_trunci_chain(ir, op, input),
        "arith.truncf" => fold_truncf_of_extf(ir, op, input),
        "arith.cmpi" => {
            if constant(constants, 0).is_none() || constant(constants, 1).is_some() {
                return false;
            }
            let Some(predicate) = predicate(ir, op, false) else {
                return false;
            };
            let ctx = ir.ctx_arc().clone();
            let swapped = CMPI_PREDICATE.attr(&ctx, swapped_cmpi(predicate));
            swap_operands(ir, op) && set_property(ir, op, "predicate", swapped)
        }
        _ if ir.has_trait(op, OpTraits::COMMUTATIVE) => {
            let lhs_constant = constant(constants, 0).is_some();
            let rhs_constant = constant(constants, 1).is_some();
            if ir.num_operands(op) == 2 && lhs_constant && !rhs_constant {
                return swap_operands(ir, op);
            }
            false
        }
        _ => false,
    }
}

/// `truncf(extf(x))` with `x` wider than the result, exactly extended:
/// the `truncf` narrows `x` itself.
fn fold_truncf_of_extf(ir: &mut Ir, op: OpId, input: strata_ir::Value) -> bool {
    let ctx = ir.ctx_arc().clone();
    let Some(extf) = defined_by(ir, input, "arith.extf") else {
        return false;
    };
    let Some(source) = ir.operand(extf, 0) else {
        return false;
    };
    let format = |ty| float_format(&ctx, element_type(&ctx, ty));
    let result = ir.results(op).first().map(|&v| ir.value_type(v));
    let (Some(from), Some(via), Some(to)) = (
        format(ir.value_type(source)),
        format(ir.value_type(input)),
        result.and_then(format),
    ) else {
        return false;
    };
    from.is_representable_by(via) && from.width() > to.width() && replace_operand(ir, op, 0, extf)
}

fn fold_trunci_chain(ir: &mut Ir, op: OpId, input: strata_ir::Value) -> bool {
    let ctx = ir.ctx_arc().clone();
    let ext = defined_by(ir, input, "arith.extui").or_else(|| defined_by(ir, input, "arith.extsi"));
    if let Some(ext) = ext {
        let Some(source) = ir.operand(ext, 0) else {
            return false;
        };
        let result = ir.results(op).first().map(|&v| ir.value_type(v));
        let source_width = element_width(&ctx, element_type(&ctx, ir.value_type(source)));
        let result_width = result.and_then(|ty| element_width(&ctx, ty));
        return match (source_width, result_width) {
            (Some(from), Some(to)) if from > to => replace_operand(ir, op, 0, ext),
            _ => false,
        };
    }
    match defined_by(ir, input, "arith.trunci") {
        Some(inner) => replace_operand(ir, op, 0, inner),
        None => false,
    }
}

/// Sets operand `index` of `op` to the first operand of `producer`.
fn replace_operand(ir: &mut Ir, op: OpId, index: usize, producer: OpId) -> bool {
    match ir.operand(producer, 0) {
        Some(value) => ir.set_operand(op, index, value).is_ok(),
        None => false,
    }
}

/// Swaps the two operands of `op`; whether it did.
fn swap_operands(ir: &mut Ir, op: OpId) -> bool {
    match (ir.operand(op, 0), ir.operand(op, 1)) {
        (Some(lhs), Some(rhs)) => ir.set_operands(op, &[rhs, lhs]).is_ok(),
        _ => false,
    }
}

/// Sets the inherent attribute `name` in `op`'s properties; whether it did.
fn set_property(ir: &mut Ir, op: OpId, name: &str, value: Attribute) -> bool {
    let ctx = ir.ctx_arc().clone();
    let key = ctx.intern_str(name);
    let mut entries = match ir.properties(op).map(|p| ctx.attr_data(p)) {
        Some(strata_ir::AttrData::Dictionary(entries)) => entries.clone(),
        _ => Vec::new(),
    };
    entries.retain(|(k, _)| *k != key);
    entries.push((key, value));
    ir.set_properties(op, Some(ctx.dictionary(entries))).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fold::test_support::{operand_constants, ops_named, parse};
    use strata_ir::asm::printer::{PrintOptions, operation_to_string};

    fn run(source: &str, name: &str) -> String {
        let (mut ir, top) = parse(source);
        let op = ops_named(&ir, top, name)[0];
        let constants = operand_constants(&ir, op);
        assert!(fold_in_place(&mut ir, op, &constants), "{source}");
        operation_to_string(&ir, top, PrintOptions::default())
    }

    #[test]
    fn extension_chains_extend_the_source() {
        let source = "%x = \"t.v\"() : () -> i8\n\
                      %a = arith.extsi %x : i8 to i32\n\
                      %b = arith.extsi %a : i32 to i64\n";
        let (mut ir, top) = parse(source);
        let outer = ops_named(&ir, top, "arith.extsi")[1];
        let x = ir.results(ops_named(&ir, top, "t.v")[0])[0];
        assert!(fold_in_place(&mut ir, outer, &[None]));
        assert_eq!(ir.operand(outer, 0), Some(x));
        let inner = ops_named(&ir, top, "arith.extsi")[0];
        assert!(!fold_in_place(&mut ir, inner, &[None]));
    }

    #[test]
    fn truncation_of_wider_extension_truncates_the_source() {
        let source = "%x = \"t.v\"() : () -> i64\n\
                      %a = arith.extui %x : i64 to i128\n\
                      %b = arith.trunci %a : i128 to i32\n";
        assert!(run(source, "arith.trunci").contains("arith.trunci %x : i64 to i32"));
        let chain = "%x = \"t.v\"() : () -> i64\n\
                     %a = arith.trunci %x : i64 to i32\n\
                     %b = arith.trunci %a : i32 to i8\n";
        let (mut ir, top) = parse(chain);
        let outer = ops_named(&ir, top, "arith.trunci")[1];
        assert!(fold_in_place(&mut ir, outer, &[None]));
        let narrower = "%x = \"t.v\"() : () -> i8\n\
                        %a = arith.extui %x : i8 to i64\n\
                        %b = arith.trunci %a : i64 to i32\n";
        let (mut ir, top) = parse(narrower);
        let op = ops_named(&ir, top, "arith.trunci")[0];
        assert!(
            !fold_in_place(&mut ir, op, &[None]),
            "no fold when x is narrower"
        );
    }

    #[test]
    fn constants_move_to_the_right() {
        let cmp = "%c = arith.constant 5 : i32\n%x = \"t.v\"() : () -> i32\n\
                   %r = arith.cmpi slt, %c, %x : i32\n";
        assert!(run(cmp, "arith.cmpi").contains("arith.cmpi sgt, %x, %c : i32"));
        let add = "%c = arith.constant 5 : i32\n%x = \"t.v\"() : () -> i32\n\
                   %r = arith.addi %c, %x : i32\n";
        assert!(run(add, "arith.addi").contains("arith.addi %x, %c : i32"));
        let sub = "%c = arith.constant 5 : i32\n%x = \"t.v\"() : () -> i32\n\
                   %r = arith.subi %c, %x : i32\n";
        let (mut ir, top) = parse(sub);
        let op = ops_named(&ir, top, "arith.subi")[0];
        let constants = operand_constants(&ir, op);
        assert!(
            !fold_in_place(&mut ir, op, &constants),
            "subi is not commutative"
        );
    }
}
