//! arith's float ops with IEEE semantics in every float format, `f80` and
//! `f128` included (LLVM's `APFloat` rules, as arith's folders have them): `addf`,
//! `subf`, `mulf`, `divf` rounded to nearest even, `remf` (C's `fmod`),
//! `maximumf`, `minimumf`, `maxnumf`, `minnumf` (LLVM's `maximum` ...
//! `minnum`), `negf`, `cmpf` with its
//! sixteen predicates and float constants (the conversions are in
//! [`super::conversions`]). With the `nnan` (`ninf`) fast-math flag, a NaN
//! (infinite) operand or result is poison.

use std::cmp::Ordering;

use strata_arith::attributes::FASTMATH;
use strata_arith::fold::apfloat::{ArithOp, Format};
use strata_ir::{AttrData, FloatKind, OpId};

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics, float_kind};
use crate::value::RtValue;

/// Operand `index` of `op` as a float; `None` when it is poison.
pub(super) fn float_operand(
    exec: &Execution<'_>,
    op: OpId,
    index: usize,
) -> Result<Option<(FloatKind, u128)>, InterpError> {
    match exec.operand(op, index)? {
        RtValue::Float { kind, bits } => Ok(Some((kind, bits))),
        RtValue::Poison => Ok(None),
        _ => Err(InterpError::unsupported(
            exec.ir(),
            op,
            format!("expects a float as operand #{index}"),
        )),
    }
}

/// The format of `op`'s result.
pub(super) fn result_kind(exec: &Execution<'_>, op: OpId) -> Result<FloatKind, InterpError> {
    let ir = exec.ir();
    ir.results(op)
        .first()
        .and_then(|&result| float_kind(ir, ir.value_type(result)))
        .ok_or_else(|| {
            InterpError::unsupported(ir, op, "has a result type the interpreter does not run")
        })
}

/// The error for an operation whose result `kind` cannot hold: a value
/// the format lacks and LLVM leaves undefined (a NaN or an infinity in
/// the 6- and 4-bit formats, a negative `f8E8M0FNU`).
pub(super) fn no_float_result(exec: &Execution<'_>, op: OpId, kind: FloatKind) -> InterpError {
    let reason = format!(
        "gives a value that {} cannot hold (LLVM leaves it undefined)",
        kind.keyword()
    );
    InterpError::unsupported(exec.ir(), op, reason)
}

/// Whether `nnan` / `ninf` make `values` poison.
pub(super) fn fast_math_poison(
    exec: &Execution<'_>,
    op: OpId,
    format: Format,
    values: &[u128],
) -> bool {
    let flags = exec
        .ir()
        .attr(op, "fastmath")
        .and_then(|attr| FASTMATH.bits(exec.ir().ctx(), attr))
        .unwrap_or(0);
    let (nnan, ninf) = (flags & 2 != 0, flags & 4 != 0);
    values
        .iter()
        .any(|&v| (nnan && format.is_nan(v)) || (ninf && format.is_infinite(v)))
}

/// `addf`, `subf`, `mulf`, `divf`.
pub struct FloatBinary(pub ArithOp);

impl OpSemantics for FloatBinary {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let result = match (float_operand(exec, op, 0)?, float_operand(exec, op, 1)?) {
            (Some((kind, a)), Some((_, b))) => {
                let format = Format::of(kind);
                let bits = format
                    .arithmetic(a, b, self.0)
                    .ok_or_else(|| no_float_result(exec, op, kind))?;
                if fast_math_poison(exec, op, format, &[a, b, bits]) {
                    RtValue::Poison
                } else {
                    RtValue::Float { kind, bits }
                }
            }
            _ => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `negf`: flips the sign bit (of NaNs too).
pub struct Negate;

impl OpSemantics for Negate {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let result = match float_operand(exec, op, 0)? {
            Some((kind, bits)) => {
                let format = Format::of(kind);
                let negated = format
                    .negate(bits)
                    .ok_or_else(|| no_float_result(exec, op, kind))?;
                if fast_math_poison(exec, op, format, &[bits, negated]) {
                    RtValue::Poison
                } else {
                    RtValue::Float {
                        kind,
                        bits: negated,
                    }
                }
            }
            None => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `cmpf`: predicates `false`, `oeq`, `ogt`, `oge`, `olt`, `ole`, `one`,
/// `ord`, `ueq`, `ugt`, `uge`, `ult`, `ule`, `une`, `uno`, `true` (0 to 15);
/// the ordered ones are false when an operand is NaN, the unordered ones
/// true.
pub struct Compare;

impl OpSemantics for Compare {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let predicate = exec
            .int_attr(op, "predicate")
            .ok_or_else(|| InterpError::unsupported(ir, op, "has no predicate"))?;
        let result = match (float_operand(exec, op, 0)?, float_operand(exec, op, 1)?) {
            (Some((kind, a)), Some((_, b))) => {
                let format = Format::of(kind);
                if fast_math_poison(exec, op, format, &[a, b]) {
                    RtValue::Poison
                } else {
                    let order = format.compare(a, b);
                    let holds = match predicate {
                        0 => false,
                        1 => order == Some(Ordering::Equal),
                        2 => order == Some(Ordering::Greater),
                        3 => matches!(order, Some(Ordering::Greater | Ordering::Equal)),
                        4 => order == Some(Ordering::Less),
                        5 => matches!(order, Some(Ordering::Less | Ordering::Equal)),
                        6 => matches!(order, Some(Ordering::Less | Ordering::Greater)),
                        7 => order.is_some(),
                        8 => order.is_none_or(|o| o == Ordering::Equal),
                        9 => order.is_none_or(|o| o == Ordering::Greater),
                        10 => order.is_none_or(|o| o != Ordering::Less),
                        11 => order.is_none_or(|o| o == Ordering::Less),
                        12 => order.is_none_or(|o| o != Ordering::Greater),
                        13 => order != Some(Ordering::Equal),
                        14 => order.is_none(),
                        15 => true,
                        _ => {
                            return Err(InterpError::unsupported(
                                ir,
                                op,
                                "has an unknown predicate",
                            ));
                        }
                    };
                    RtValue::int(1, i128::from(holds))
                }
            }
            _ => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `arith.constant` of a float value.
pub fn constant(exec: &Execution<'_>, op: OpId) -> Result<Option<RtValue>, InterpError> {
    let ir = exec.ir();
    match ir.attr(op, "value").map(|attr| ir.ctx().attr_data(attr)) {
        Some(AttrData::Float { bits, .. }) => Ok(Some(RtValue::Float {
            kind: result_kind(exec, op)?,
            bits: *bits,
        })),
        _ => Ok(None),
    }
}
