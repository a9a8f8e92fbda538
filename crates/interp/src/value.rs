//! Runtime values: integers of any width (and `index`, 64 bits) as two's
//! complement bit patterns ([`ApInt`]), IEEE floats as bit patterns of their
//! format, poison, references to functions, and closures (a `func.lambda`
//! with the values it captured).

use std::fmt;
use std::sync::Arc;

use strata_ir::asm::float_format;
use strata_ir::{FloatKind, OpId};

use strata_arith::fold::apfloat::Format;
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
/// `f32` and `f64` natively; `f80` and `f128` in their own precision,
/// written as Rust writes an `f64`; the narrower formats through `f32`,
/// which holds them exactly.
fn write_float(f: &mut fmt::Formatter<'_>, kind: FloatKind, bits: u128) -> fmt::Result {
    match kind {
        FloatKind::F64 => write!(f, "{:?}", f64::from_bits(bits as u64)),
        FloatKind::F32 => write!(f, "{:?}", f32::from_bits(bits as u32)),
        FloatKind::F80 | FloatKind::F128 => {
            match float_format::shortest_wide_digits(kind, bits) {
                Some((negative, digits, exponent)) => write_decimal(f, negative, &digits, exponent),
                // Zeros, infinities and NaNs are f64's.
                None => match float_format::decode(kind, bits) {
                    Some(value) => write!(f, "{value:?}"),
                    None => write!(f, "{}", wide_special(kind, bits)),
                },
            }
        }
        _ => match float_format::decode(kind, bits) {
            Some(value) => write!(f, "{:?}", value as f32),
            None => write!(f, "<{kind:?} 0x{bits:x}>"),
        },
    }
}

/// `d1.d2d3... * 10^exponent` as Rust's `{:?}` writes an `f64`: plainly
/// (`0.001`, `123.0`) from 1e-4 up to 1e16, else with an exponent
/// (`1e300`, `1.5e-7`).
fn write_decimal(
    f: &mut fmt::Formatter<'_>,
    negative: bool,
    digits: &str,
    exponent: i32,
) -> fmt::Result {
    if negative {
        f.write_str("-")?;
    }
    if !(-4..16).contains(&exponent) {
        let (first, rest) = digits.split_at(1);
        return match rest {
            "" => write!(f, "{first}e{exponent}"),
            _ => write!(f, "{first}.{rest}e{exponent}"),
        };
    }
    if exponent < 0 {
        let zeros = "0".repeat(exponent.unsigned_abs() as usize - 1);
        return write!(f, "0.{zeros}{digits}");
    }
    let whole = exponent as usize + 1;
    if digits.len() <= whole {
        let zeros = "0".repeat(whole - digits.len());
        return write!(f, "{digits}{zeros}.0");
    }
    let (integer, fraction) = digits.split_at(whole);
    write!(f, "{integer}.{fraction}")
}

/// An `f80` or `f128` infinity or NaN: `inf`, `-inf` or `NaN`.
fn wide_special(kind: FloatKind, bits: u128) -> &'static str {
    let format = Format::of(kind);
    match (format.is_nan(bits), format.is_negative(bits)) {
        (true, _) => "NaN",
        (false, false) => "inf",
        (false, true) => "-inf",
    }
}

#[cfg(test)]
mod wide_float_tests {
    use super::*;

    fn text(kind: FloatKind, value: f64) -> String {
        let bits = float_format::encode(kind, value).unwrap_or(0);
        RtValue::Float { kind, bits }.to_string()
    }

    /// Values whose shortest f64 digits are exact (so also the shortest
    /// in f128) print as Rust writes the `f64`; the notation switches at
    /// the same powers of ten.
    #[test]
    fn wide_floats_print_like_f64_does() {
        let exact = [
            1.5,
            -2.0e20,
            123.0,
            1.0e16,
            0.0009765625,
            9.5367431640625e-7,
            0.0,
            -0.0,
        ];
        for value in exact {
            assert_eq!(
                text(FloatKind::F128, value),
                format!("{value:?}"),
                "{value}"
            );
            assert_eq!(text(FloatKind::F80, value), format!("{value:?}"), "{value}");
        }
        assert_eq!(text(FloatKind::F80, f64::INFINITY), "inf");
        assert_eq!(text(FloatKind::F128, f64::NEG_INFINITY), "-inf");
        assert_eq!(text(FloatKind::F128, f64::NAN), "NaN");
        // The f64 nearest 1e300 is 1.00000000000000005250476...e300, not
        // the f80 nearest 1e300. f80's spacing there is 2^933 (about
        // 4.5e280): 20 digits come within half of it (4.8e279 off), 19 do
        // not (4.8e282 off).
        assert_eq!(text(FloatKind::F80, 1.0e300), "1.0000000000000000525e300");
    }
}
