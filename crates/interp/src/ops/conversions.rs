//! arith's conversions between floats and integers, and between float
//! formats, with LLVM's semantics: `sitofp` / `uitofp` round to nearest
//! even; `fptosi` / `fptoui` round toward zero and give poison when the
//! value does not fit; `extf` is exact (a signaling NaN comes out quiet);
//! `truncf` rounds by its `roundingmode` (to nearest even by default), a
//! NaN keeping the top bits of its payload; `bitcast` keeps the bits. With
//! the `nnan` (`ninf`) fast-math flag, a NaN (infinite) operand or result
//! of `extf` / `truncf` is poison.

use strata_arith::attributes::ROUNDING_MODE;
use strata_arith::fold::apfloat::{Format, Rounding};
use strata_arith::fold::apint::ApInt;
use strata_ir::OpId;

use super::arith::result_width;
use super::float::{fast_math_poison, float_operand, no_float_result, result_kind};
use crate::error::InterpError;
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
                (None, Some(width)) => RtValue::Int(ApInt::new(width, bits)),
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

/// `value` (signed or unsigned) rounded to nearest in `format`; `None`
/// for a negative value in the unsigned `f8E8M0FNU`.
fn int_to_float(format: Format, value: &ApInt, signed: bool) -> Option<u128> {
    if signed {
        format.from_signed(value)
    } else {
        Some(format.from_unsigned(value))
    }
}

/// The float `bits` of `format` rounded toward zero to a `width`-bit
/// integer, signed or unsigned; `None` for NaN, infinities and values out
/// of range.
fn float_to_int(format: Format, bits: u128, width: u32, signed: bool) -> Option<ApInt> {
    if signed {
        format.to_signed(bits, width)
    } else {
        format.to_unsigned(bits, width)
    }
}
