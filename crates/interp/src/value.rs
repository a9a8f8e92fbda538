//! Runtime values: integers of any width (and `index`, 64 bits) as two's
//! complement bit patterns ([`ApInt`]), IEEE floats as bit patterns of their
//! format, poison, references to functions, and closures (a `func.lambda`
//! with the values it captured).

use std::fmt;
use std::sync::Arc;

use strata_ir::asm::float_format;
use strata_ir::{FloatKind, OpId};

use strata_arith::fold::apint::ApInt;

/// A value the interpreter computes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RtValue {
    /// An integer or `index` value; `i1` is a 1-bit integer.
    Int(ApInt),
    /// A float of format `kind`, as its bits.
    Float { kind: FloatKind, bits: u128 },
    /// A poison value (MLIR's `poison`): what an op yields when its result
    /// is not defined, such as `arith.addi` with `nsw` on overflow.
    Poison,
    /// A function, named by its callable op (`func.constant @f`).
    Function(OpId),
    /// A closure.
    Closure(Arc<Closure>),
}

/// A `func.lambda` value: the lambda and the values it captured.
#[derive(Debug, PartialEq, Eq)]
pub struct Closure {
    /// The `func.lambda` op.
    pub lambda: OpId,
    /// Its captures, in operand order.
    pub captures: Vec<RtValue>,
}

impl RtValue {
    /// An integer value of `width` bits from its two's complement bits.
    pub fn int(width: u32, value: i128) -> Self {
        RtValue::Int(ApInt::from_i128(width, value))
    }

    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<ApInt> {
        match self {
            RtValue::Int(value) => Some(value.clone()),
            _ => None,
        }
    }

    /// Whether this is poison.
    pub fn is_poison(&self) -> bool {
        matches!(self, RtValue::Poison)
    }
}

impl fmt::Display for RtValue {
    /// Integers in signed decimal (`i1` as `1` or `0`), floats in the
    /// shortest decimal that reads back to the same value (`0.1`, `1.0`,
    /// `-0.0`, `1e300`, `inf`, `NaN`), poison as `poison`, functions and
    /// closures by kind.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RtValue::Int(value) => write!(f, "{value}"),
            RtValue::Float { kind, bits } => write_float(f, *kind, *bits),
            RtValue::Poison => write!(f, "poison"),
            RtValue::Function(_) => write!(f, "<function>"),
            RtValue::Closure(_) => write!(f, "<closure>"),
        }
    }
}

/// `bits` of format `kind` in the shortest decimal that reads back exactly:
/// `f32` and `f64` natively; `f16` and `bf16` through `f32`, which holds
/// them exactly.
fn write_float(f: &mut fmt::Formatter<'_>, kind: FloatKind, bits: u128) -> fmt::Result {
    match kind {
        FloatKind::F64 => write!(f, "{:?}", f64::from_bits(bits as u64)),
        FloatKind::F32 => write!(f, "{:?}", f32::from_bits(bits as u32)),
        _ => match float_format::decode(kind, bits) {
            Some(value) => write!(f, "{:?}", value as f32),
            None => write!(f, "<{kind:?} 0x{bits:x}>"),
        },
    }
}
