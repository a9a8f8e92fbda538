//! arith's float ops with IEEE semantics in `f16`, `bf16`, `f32` and `f64`
//! (LLVM's `APFloat` rules, as arith's folders have them): `addf`,
//! `subf`, `mulf`, `divf` rounded to nearest even, `remf` (C's `fmod`),
//! `maximumf`, `minimumf`, `maxnumf`, `minnumf` (LLVM's `maximum` ...
//! `minnum`), `negf`, `cmpf` with its
//! sixteen predicates, float constants, `sitofp`, `fptosi` (poison when the
//! value does not fit) and `bitcast`. With the `nnan` (`ninf`) fast-math
//! flag, a NaN (infinite) operand or result is poison.

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint};
use strata_arith::attributes::FASTMATH;
use strata_arith::fold::apfloat::{ArithOp, Format};
use strata_arith::fold::apint::ApInt;
use strata_ir::{AttrData, FloatKind, OpId};

use crate::error::InterpError;
use crate::int::IntValue;
use crate::semantics::{Action, Execution, OpSemantics, float_kind};
use crate::value::RtValue;

/// Operand `index` of `op` as a float; `None` when it is poison.
fn float_operand(
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
fn result_kind(exec: &Execution<'_>, op: OpId) -> Result<FloatKind, InterpError> {
    let ir = exec.ir();
    ir.results(op)
        .first()
        .and_then(|&result| float_kind(ir, ir.value_type(result)))
        .ok_or_else(|| {
            InterpError::unsupported(ir, op, "has a result type the interpreter does not run")
        })
}

/// Whether `nnan` / `ninf` make `values` poison.
fn fast_math_poison(exec: &Execution<'_>, op: OpId, format: Format, values: &[u128]) -> bool {
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
                let bits = format.arithmetic(a, b, self.0).ok_or_else(|| {
                    InterpError::unsupported(
                        exec.ir(),
                        op,
                        "works on a float format the interpreter does not run",
                    )
                })?;
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
                let negated = format.negate(bits);
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

/// `sitofp`: the signed integer rounded to the nearest float.
pub struct SignedToFloat;

impl OpSemantics for SignedToFloat {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let kind = result_kind(exec, op)?;
        let result = match exec.int_operand(op, 0)? {
            Some(value) => RtValue::Float {
                kind,
                bits: signed_to_float(Format::of(kind), &value),
            },
            None => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `fptosi`: rounded toward zero; poison for NaN, infinities and values out
/// of range.
pub struct FloatToSigned;

impl OpSemantics for FloatToSigned {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let width = ir
            .results(op)
            .first()
            .and_then(|&r| exec.int_width(ir.value_type(r)))
            .ok_or_else(|| {
                InterpError::unsupported(ir, op, "has a result type the interpreter does not run")
            })?;
        let result = match float_operand(exec, op, 0)? {
            Some((kind, bits)) => {
                float_to_signed(Format::of(kind), bits, width).map_or(RtValue::Poison, RtValue::Int)
            }
            None => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `bitcast`: the same bits, read as the result type.
pub struct Bitcast;

impl OpSemantics for Bitcast {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let ty = ir
            .results(op)
            .first()
            .map(|&r| ir.value_type(r))
            .ok_or_else(|| InterpError::unsupported(ir, op, "has no result"))?;
        let operand = exec.operand(op, 0)?;
        if let (RtValue::Int(value), None) = (&operand, float_kind(ir, ty)) {
            // Integer to integer of the same width: the same value.
            exec.set_results(op, vec![RtValue::Int(value.clone())]);
            return Ok(Action::Next);
        }
        let bits = match operand {
            RtValue::Int(value) => value.to_u128(),
            RtValue::Float { bits, .. } => Some(bits),
            RtValue::Poison => None,
            _ => {
                return Err(InterpError::unsupported(
                    ir,
                    op,
                    "casts a value that has no bits",
                ));
            }
        };
        let result = match bits {
            None => RtValue::Poison,
            Some(bits) => match (float_kind(ir, ty), exec.int_width(ty)) {
                (Some(kind), _) => RtValue::Float { kind, bits },
                (None, Some(width)) => RtValue::Int(IntValue::from_u128(width, bits)),
                _ => {
                    return Err(InterpError::unsupported(
                        ir,
                        op,
                        "has a result type the interpreter does not run",
                    ));
                }
            },
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `value` (signed) rounded to nearest in `format`. Past 128 bits the
/// magnitude is cut to its top 128 bits, the bits cut off kept as one
/// sticky bit, which rounds the same: the formats hold far fewer bits.
fn signed_to_float(format: Format, value: &IntValue) -> u128 {
    if let Some(small) = value.to_i128() {
        return format.from_signed(ApInt::from_i128(128, small));
    }
    let signed = value.signed_big();
    let magnitude = signed.magnitude();
    let extra = magnitude.bits().saturating_sub(128);
    let kept = magnitude >> extra;
    let sticky = (kept.clone() << extra) != *magnitude;
    let top = kept
        .to_u64_digits()
        .iter()
        .rev()
        .fold(0u128, |acc, &d| (acc << 64) | u128::from(d));
    let exponent = i32::try_from(extra).unwrap_or(i32::MAX);
    format.pack(
        signed.sign() == num_bigint::Sign::Minus,
        top | u128::from(sticky),
        exponent,
    )
}

/// The float `bits` of `format` rounded toward zero to a signed
/// `width`-bit integer; `None` for NaN, infinities and values out of
/// range.
fn float_to_signed(format: Format, bits: u128, width: u32) -> Option<IntValue> {
    if width <= 128 {
        return format
            .to_signed(bits, width)
            .map(|value| IntValue::from_i128(width, value.signed()));
    }
    if format.is_nan(bits) || format.is_infinite(bits) {
        return None;
    }
    let Some((negative, magnitude, exponent)) = format.unpack(bits) else {
        return Some(IntValue::zero(width));
    };
    let magnitude = BigUint::from(magnitude);
    let integer = if exponent >= 0 {
        magnitude << exponent.unsigned_abs()
    } else {
        magnitude >> exponent.unsigned_abs()
    };
    let value = if negative {
        -BigInt::from(integer)
    } else {
        BigInt::from(integer)
    };
    IntValue::fits_signed(width, &value).then(|| IntValue::from_big(width, &value))
}
