//! arith's conversions between floats and integers, and between float
//! formats, with LLVM's semantics: `sitofp` / `uitofp` round to nearest
//! even; `fptosi` / `fptoui` round toward zero and give poison when the
//! value does not fit; `extf` is exact (a signaling NaN comes out quiet);
//! `truncf` rounds by its `roundingmode` (to nearest even by default), a
//! NaN keeping the top bits of its payload; `bitcast` keeps the bits. With
//! the `nnan` (`ninf`) fast-math flag, a NaN (infinite) operand or result
//! of `extf` / `truncf` is poison.

use num_bigint::{BigInt, BigUint, Sign};
use strata_arith::attributes::ROUNDING_MODE;
use strata_arith::fold::apfloat::{Format, Rounding};
use strata_arith::fold::apint::ApInt;
use strata_ir::OpId;

use super::arith::result_width;
use super::float::{fast_math_poison, float_operand, no_float_result, result_kind};
use crate::error::InterpError;
use crate::int::IntValue;
use crate::semantics::{Action, Execution, OpSemantics, float_kind};
use crate::value::RtValue;

/// `sitofp` (`signed`) and `uitofp`: the integer rounded to the nearest
/// float.
pub struct IntToFloat {
    /// Whether the operand is read as signed.
    pub signed: bool,
}

impl OpSemantics for IntToFloat {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let kind = result_kind(exec, op)?;
        let result = match exec.int_operand(op, 0)? {
            Some(value) => RtValue::Float {
                kind,
                bits: int_to_float(Format::of(kind), &value, self.signed)
                    .ok_or_else(|| no_float_result(exec, op, kind))?,
            },
            None => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `fptosi` (`signed`) and `fptoui`: rounded toward zero; poison for NaN,
/// infinities and values out of range.
pub struct FloatToInt {
    /// Whether the result is signed.
    pub signed: bool,
}

impl OpSemantics for FloatToInt {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let width = result_width(exec, op)?;
        let result = match float_operand(exec, op, 0)? {
            Some((kind, bits)) => float_to_int(Format::of(kind), bits, width, self.signed)
                .map_or(RtValue::Poison, RtValue::Int),
            None => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// `extf` and `truncf`: the value in the result's format, rounded by the
/// op's `roundingmode`.
pub struct FloatToFloat;

impl OpSemantics for FloatToFloat {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let kind = result_kind(exec, op)?;
        let rounding = match ir.attr(op, "roundingmode") {
            None => Rounding::NearestEven,
            Some(attr) => ROUNDING_MODE
                .value(ir.ctx(), attr)
                .and_then(Rounding::from_arith)
                .ok_or_else(|| InterpError::unsupported(ir, op, "has an unknown rounding mode"))?,
        };
        let result = match float_operand(exec, op, 0)? {
            Some((from, bits)) => {
                let (from, to) = (Format::of(from), Format::of(kind));
                let (converted, _) = from
                    .convert(bits, to, rounding)
                    .ok_or_else(|| no_float_result(exec, op, kind))?;
                if fast_math_poison(exec, op, from, &[bits])
                    || fast_math_poison(exec, op, to, &[converted])
                {
                    RtValue::Poison
                } else {
                    RtValue::Float {
                        kind,
                        bits: converted,
                    }
                }
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

/// `value` (signed or unsigned) rounded to nearest in `format`. Past 128
/// bits the magnitude is cut to its top 128 bits, the bits cut off kept as
/// one sticky bit, which rounds the same: the formats hold far fewer bits.
/// `None` for a negative value in the unsigned `f8E8M0FNU`.
fn int_to_float(format: Format, value: &IntValue, signed: bool) -> Option<u128> {
    if signed && let Some(small) = value.to_i128() {
        return format.from_signed(ApInt::from_i128(128, small));
    }
    if !signed && let Some(small) = value.to_u128().filter(|_| value.width() <= 128) {
        return Some(format.from_unsigned(ApInt::new(128, small)));
    }
    let number = if signed {
        value.signed_big()
    } else {
        BigInt::from(value.unsigned_big())
    };
    if number.sign() == Sign::Minus && !format.is_signed() {
        return None;
    }
    let magnitude = number.magnitude();
    let extra = magnitude.bits().saturating_sub(128);
    let kept = magnitude >> extra;
    let sticky = (kept.clone() << extra) != *magnitude;
    let top = kept
        .to_u64_digits()
        .iter()
        .rev()
        .fold(0u128, |acc, &d| (acc << 64) | u128::from(d));
    let exponent = i32::try_from(extra).unwrap_or(i32::MAX);
    Some(format.pack(
        number.sign() == Sign::Minus,
        top | u128::from(sticky),
        exponent,
    ))
}

/// The float `bits` of `format` rounded toward zero to a `width`-bit
/// integer, signed or unsigned; `None` for NaN, infinities and values out
/// of range.
fn float_to_int(format: Format, bits: u128, width: u32, signed: bool) -> Option<IntValue> {
    if width <= 128 {
        return if signed {
            format
                .to_signed(bits, width)
                .map(|value| IntValue::from_i128(width, value.signed()))
        } else {
            format
                .to_unsigned(bits, width)
                .map(|value| IntValue::from_u128(width, value.unsigned()))
        };
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
    let fits = if signed {
        IntValue::fits_signed(width, &value)
    } else {
        IntValue::fits_unsigned(width, &value)
    };
    fits.then(|| IntValue::from_big(width, &value))
}
