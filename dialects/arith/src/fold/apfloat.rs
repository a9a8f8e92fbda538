//! IEEE floats as bit patterns (the part of LLVM's `APFloat` the arith
//! folders use): classification, negation, comparison, correctly rounded
//! (nearest-even) conversion from integers and `f64`, conversion to
//! integers toward zero, conversion between formats under any of LLVM's
//! rounding modes (with `APFloat::convert`'s exactness report), the four arithmetic operations and the remainder
//! with APFloat's NaN rules (a NaN operand is returned quieted, the left one
//! first; an invalid operation gives the positive default NaN), and LLVM's
//! `maximum`/`minimum`/`maxnum`/`minnum`.
//!
//! Arithmetic is computed natively for `f32` and `f64`, and through `f64`
//! for the narrower formats (exact: the double rounding of `+ - * /` is
//! harmless when the wide format has at least `2p + 2` bits, and `fmod` is
//! exact); it is not available for `f80` and `f128`, whose folds are then
//! skipped. The extremes only compare, in every format.

use std::cmp::Ordering;

use strata_ir::FloatKind;
use strata_ir::asm::float_format;
use strata_ir::minifloat::MiniFloat;

use super::apint::ApInt;

/// The layout of a binary interchange format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    kind: FloatKind,
    exponent_bits: u32,
    /// Stored fraction bits (without the integer bit).
    fraction_bits: u32,
    /// Whether the integer bit is stored (x87's `f80`).
    explicit_integer: bool,
}

impl Format {
    /// The layout of `kind`.
    pub fn of(kind: FloatKind) -> Self {
        let (exponent_bits, fraction_bits, explicit_integer) = match kind {
            FloatKind::F16 => (5, 10, false),
            FloatKind::BF16 => (8, 7, false),
            FloatKind::F32 => (8, 23, false),
            FloatKind::F64 => (11, 52, false),
            FloatKind::TF32 => (8, 10, false),
            FloatKind::F80 => (15, 63, true),
            FloatKind::F128 => (15, 112, false),
            // The small formats' layouts; only the IEEE-style ones (see
            // `Format::supports`) follow the rules of this module.
            small => match MiniFloat::of(small) {
                Some(format) => {
                    let (exponent_bits, mantissa_bits) = format.fields();
                    (exponent_bits, mantissa_bits, false)
                }
                None => (8, 23, false),
            },
        };
        Format {
            kind,
            exponent_bits,
            fraction_bits,
            explicit_integer,
        }
    }

    /// Whether this module computes exactly in `kind`: every format but
    /// the small ones without IEEE 754's special values (`f8E4M3FN`, the
    /// `FNUZ` formats, `f8E8M0FNU`, the 6- and 4-bit ones), which are not
    /// folded.
    pub fn supports(kind: FloatKind) -> bool {
        MiniFloat::of(kind).is_none_or(MiniFloat::is_ieee)
    }

    /// Bits below the exponent field.
    fn significand_field(self) -> u32 {
        self.fraction_bits + u32::from(self.explicit_integer)
    }

    fn sign_bit(self) -> u32 {
        self.exponent_bits + self.significand_field()
    }

    /// The width in bits (MLIR's `getIntOrFloatBitWidth`: 19 for `tf32`).
    pub fn width(self) -> u32 {
        self.sign_bit() + 1
    }

    fn sign_mask(self) -> u128 {
        1u128 << self.sign_bit()
    }

    fn max_exponent_field(self) -> u128 {
        (1u128 << self.exponent_bits) - 1
    }

    fn exponent_field(self, bits: u128) -> u128 {
        (bits >> self.significand_field()) & self.max_exponent_field()
    }

    fn fraction(self, bits: u128) -> u128 {
        bits & ((1u128 << self.fraction_bits) - 1)
    }

    fn integer_bit(self) -> u128 {
        if self.explicit_integer {
            1u128 << self.fraction_bits
        } else {
            0
        }
    }

    fn bias(self) -> i32 {
        (1i32 << (self.exponent_bits - 1)) - 1
    }

    /// Whether `bits` is a NaN.
    pub fn is_nan(self, bits: u128) -> bool {
        self.exponent_field(bits) == self.max_exponent_field() && self.fraction(bits) != 0
    }

    /// Whether `bits` is an infinity.
    pub fn is_infinite(self, bits: u128) -> bool {
        self.exponent_field(bits) == self.max_exponent_field() && self.fraction(bits) == 0
    }

    /// Whether the sign bit is set.
    pub fn is_negative(self, bits: u128) -> bool {
        bits & self.sign_mask() != 0
    }

    /// Whether `bits` is +0.0 or -0.0.
    pub fn is_zero(self, bits: u128) -> bool {
        bits & !self.sign_mask() == 0
    }

    /// `-bits` (flips the sign, NaNs included, as `APFloat::changeSign`).
    pub fn negate(self, bits: u128) -> u128 {
        bits ^ self.sign_mask()
    }

    /// The NaN with its quiet bit set.
    pub fn quiet(self, bits: u128) -> u128 {
        bits | (1u128 << (self.fraction_bits - 1))
    }

    /// APFloat's default NaN: positive, quiet, zero payload.
    pub fn default_nan(self) -> u128 {
        self.infinity() | (1u128 << (self.fraction_bits - 1))
    }

    /// The largest finite magnitude.
    fn largest(self) -> u128 {
        self.infinity() - 1
    }

    fn infinity(self) -> u128 {
        (self.max_exponent_field() << self.significand_field()) | self.integer_bit()
    }

    /// The value `(-1)^negative * magnitude * 2^exponent`, rounded to
    /// nearest even (overflowing to infinity, underflowing to subnormals and
    /// zero).
    pub fn pack(self, negative: bool, magnitude: u128, exponent: i32) -> u128 {
        self.pack_rounded(negative, magnitude, exponent, Rounding::NearestEven)
    }

    /// The value `(-1)^negative * magnitude * 2^exponent`, rounded by
    /// `rounding`; an overflow gives infinity or the largest finite value,
    /// as the rounding direction says (IEEE 754 §7.4).
    pub fn pack_rounded(
        self,
        negative: bool,
        magnitude: u128,
        exponent: i32,
        rounding: Rounding,
    ) -> u128 {
        let sign = if negative { self.sign_mask() } else { 0 };
        if magnitude == 0 {
            return sign;
        }
        let bias = self.bias();
        let min_exponent = 1 - bias;
        let fraction_bits = self.fraction_bits as i32;
        let top = 127 - magnitude.leading_zeros() as i32;
        let value_exponent = top + exponent;
        // The exponent of the result's last significand bit.
        let quantum = value_exponent.max(min_exponent) - fraction_bits;
        let shift = quantum - exponent;
        let mut significand = if shift <= 0 {
            magnitude << (-shift) as u32
        } else {
            round_shift_right(magnitude, shift.unsigned_abs(), negative, rounding)
        };
        let mut quantum = quantum;
        if significand >> (self.fraction_bits + 1) != 0 {
            significand >>= 1;
            quantum += 1;
        }
        let normal = significand >> self.fraction_bits != 0;
        let biased = if normal {
            quantum + fraction_bits + bias
        } else {
            0
        };
        if i128::from(biased) >= self.max_exponent_field() as i128 {
            return sign
                | if rounding.overflows_to_infinity(negative) {
                    self.infinity()
                } else {
                    self.largest()
                };
        }
        let stored = if self.explicit_integer {
            significand
        } else {
            significand & ((1u128 << self.fraction_bits) - 1)
        };
        sign | ((biased as u128) << self.significand_field()) | stored
    }

    /// The finite, nonzero value of `bits` as `(negative, magnitude,
    /// exponent)`; `None` for zeros, infinities and NaNs.
    pub fn unpack(self, bits: u128) -> Option<(bool, u128, i32)> {
        let exponent = self.exponent_field(bits);
        if exponent == self.max_exponent_field() || self.is_zero(bits) {
            return None;
        }
        let stored = bits & ((1u128 << self.significand_field()) - 1);
        let negative = self.is_negative(bits);
        let fraction_bits = self.fraction_bits as i32;
        if exponent == 0 {
            return Some((negative, stored, 1 - self.bias() - fraction_bits));
        }
        let magnitude = if self.explicit_integer {
            stored
        } else {
            stored | (1u128 << self.fraction_bits)
        };
        Some((
            negative,
            magnitude,
            exponent as i32 - self.bias() - fraction_bits,
        ))
    }

    /// An `f64` rounded to this format.
    pub fn from_f64(self, value: f64) -> u128 {
        if value.is_nan() {
            return self.default_nan();
        }
        let negative = value.is_sign_negative();
        if value.is_infinite() {
            return self.infinity() | if negative { self.sign_mask() } else { 0 };
        }
        let bits = value.to_bits();
        let exponent = ((bits >> 52) & 0x7FF) as i32;
        let fraction = u128::from(bits & ((1u64 << 52) - 1));
        let (magnitude, exponent) = if exponent == 0 {
            (fraction, -1074)
        } else {
            (fraction | (1u128 << 52), exponent - 1075)
        };
        self.pack(negative, magnitude, exponent)
    }

    /// The bits of precision, the integer bit included (APFloat's
    /// `semanticsPrecision`, MLIR's `getFPMantissaWidth`): 24 for `f32`.
    pub fn precision(self) -> u32 {
        self.fraction_bits + 1
    }

    /// The largest finite value's binary exponent (`ilogb` of APFloat's
    /// `getLargest`): 127 for `f32`.
    pub fn max_exponent(self) -> i32 {
        self.bias()
    }

    /// The binary exponent of a finite, nonzero value (APFloat's `ilogb`:
    /// `floor(log2(|x|))`); `None` for zeros, infinities and NaNs.
    pub fn ilogb(self, bits: u128) -> Option<i32> {
        let (_, magnitude, exponent) = self.unpack(bits)?;
        Some(exponent + (127 - magnitude.leading_zeros() as i32))
    }

    /// A signed integer rounded to this format (`convertFromAPInt`).
    pub fn from_signed(self, value: ApInt) -> u128 {
        let signed = value.signed();
        self.pack(signed < 0, signed.unsigned_abs(), 0)
    }

    /// Whether every value of this format is a value of `other` (APFloat's
    /// `isRepresentableBy`): no more precision and no wider exponent range.
    pub fn is_representable_by(self, other: Format) -> bool {
        // The exponent range is `1 - bias ..= bias` in every IEEE format.
        self.precision() <= other.precision() && self.bias() <= other.bias()
    }

    /// `bits` converted to format `to` when the conversion is exact (what
    /// MLIR's `convertFloatValue` accepts: `APFloat::convert` reports
    /// neither an inexact result, an overflow nor lost NaN payload bits);
    /// `None` otherwise and for signaling NaNs, which `convert` quiets with
    /// `opInvalidOp`. Exact conversions do not depend on the rounding mode.
    pub fn convert_exact(self, bits: u128, to: Format) -> Option<u128> {
        let (converted, exact) = self.convert(bits, to, Rounding::NearestEven);
        exact.then_some(converted)
    }

    /// `bits` converted to format `to`, rounded by `rounding`, and whether
    /// the conversion was exact (as `APFloat::convert`): a NaN keeps its
    /// sign and the top bits of its payload and comes out quiet; a
    /// signaling NaN is never exact.
    pub fn convert(self, bits: u128, to: Format, rounding: Rounding) -> (u128, bool) {
        let sign = if self.is_negative(bits) {
            to.sign_mask()
        } else {
            0
        };
        if self.is_nan(bits) {
            let payload = self.fraction(bits);
            let (payload, lost) = if to.fraction_bits >= self.fraction_bits {
                (payload << (to.fraction_bits - self.fraction_bits), false)
            } else {
                let dropped = self.fraction_bits - to.fraction_bits;
                (payload >> dropped, payload & ((1u128 << dropped) - 1) != 0)
            };
            let converted = to.quiet(sign | to.infinity() | payload);
            return (converted, !lost && !self.is_signaling(bits));
        }
        if self.is_infinite(bits) {
            return (sign | to.infinity(), true);
        }
        let Some((negative, magnitude, exponent)) = self.unpack(bits) else {
            return (sign, true);
        };
        let converted = to.pack_rounded(negative, magnitude, exponent, rounding);
        let normalize = |(magnitude, exponent): (u128, i32)| {
            let zeros = magnitude.trailing_zeros();
            (magnitude >> zeros, exponent + zeros as i32)
        };
        let exact = to
            .unpack(converted)
            .is_some_and(|(_, back, back_exponent)| {
                normalize((back, back_exponent)) == normalize((magnitude, exponent))
            });
        (converted, exact)
    }

    /// An unsigned integer rounded to this format (`convertFromAPInt` with
    /// `isSigned = false`).
    pub fn from_unsigned(self, value: ApInt) -> u128 {
        self.pack(false, value.unsigned(), 0)
    }

    /// The value rounded toward zero to an unsigned `width`-bit integer
    /// (`convertToInteger` with `rmTowardZero`); `None` for NaN, infinities,
    /// values too large and negative values that do not truncate to zero.
    pub fn to_unsigned(self, bits: u128, width: u32) -> Option<ApInt> {
        if self.is_nan(bits) || self.is_infinite(bits) {
            return None;
        }
        let Some((negative, magnitude, exponent)) = self.unpack(bits) else {
            return Some(ApInt::zero(width));
        };
        let integer = truncate_toward_zero(magnitude, exponent)?;
        let fits = integer == 0 || !negative && width >= 128 - integer.leading_zeros();
        fits.then(|| ApInt::new(width, integer))
    }

    /// The value rounded toward zero to a signed `width`-bit integer
    /// (`convertToInteger` with `rmTowardZero`); `None` for NaN, infinities
    /// and values out of range (APFloat's `opInvalidOp`).
    pub fn to_signed(self, bits: u128, width: u32) -> Option<ApInt> {
        if self.is_nan(bits) || self.is_infinite(bits) {
            return None;
        }
        let Some((negative, magnitude, exponent)) = self.unpack(bits) else {
            return Some(ApInt::zero(width));
        };
        let integer = truncate_toward_zero(magnitude, exponent)?;
        let limit = if width == 0 {
            0
        } else {
            1u128 << (width - 1).min(127)
        };
        let fits = if width > 128 {
            true
        } else if negative {
            integer <= limit
        } else {
            width > 0 && integer < limit || integer == 0
        };
        if !fits {
            return None;
        }
        let value = if negative {
            0u128.wrapping_sub(integer)
        } else {
            integer
        };
        Some(ApInt::new(width, value))
    }

    /// IEEE comparison; `None` when unordered.
    pub fn compare(self, a: u128, b: u128) -> Option<Ordering> {
        if self.is_nan(a) || self.is_nan(b) {
            return None;
        }
        let key = |bits: u128| {
            let magnitude = (bits & !self.sign_mask()) as i128;
            if self.is_negative(bits) {
                -magnitude
            } else {
                magnitude
            }
        };
        Some(key(a).cmp(&key(b)))
    }

    /// Whether `bits` is exactly `value`.
    pub fn is_exactly(self, bits: u128, value: f64) -> bool {
        bits == self.from_f64(value)
    }

    /// Whether `bits` is a signaling NaN (its quiet bit clear).
    pub fn is_signaling(self, bits: u128) -> bool {
        self.is_nan(bits) && self.quiet(bits) != bits
    }

    /// `a op b` rounded to nearest even, with APFloat's NaN rules; `None`
    /// for `f80` and `f128` where the operation computes (`+ - * / rem`;
    /// the extremes only compare and work in every format), and for the
    /// formats this module does not support (see [`Format::supports`]).
    pub fn arithmetic(self, a: u128, b: u128, op: ArithOp) -> Option<u128> {
        if !Format::supports(self.kind) {
            return None;
        }
        if matches!(op, ArithOp::MaxNum | ArithOp::MinNum) {
            return Some(self.number_extreme(a, b, op == ArithOp::MaxNum));
        }
        if self.is_nan(a) {
            return Some(self.quiet(a));
        }
        if self.is_nan(b) {
            return Some(self.quiet(b));
        }
        if matches!(op, ArithOp::Maximum | ArithOp::Minimum) {
            return Some(self.ordered_extreme(a, b, op == ArithOp::Maximum));
        }
        let result = match self.kind {
            FloatKind::F32 => {
                let x = f32::from_bits(a as u32);
                let y = f32::from_bits(b as u32);
                let r = compute(op, x, y)?;
                if r.is_nan() {
                    return Some(self.default_nan());
                }
                u128::from(r.to_bits())
            }
            FloatKind::F80 | FloatKind::F128 => return None,
            kind => {
                let x = float_format::decode(kind, a)?;
                let y = float_format::decode(kind, b)?;
                let r = compute(op, x, y)?;
                if r.is_nan() {
                    return Some(self.default_nan());
                }
                self.from_f64(r)
            }
        };
        Some(result)
    }

    /// LLVM's `maximum`/`minimum` of two numbers (NaNs handled by the
    /// caller): `-0.0` is below `+0.0`; equal values give `a`.
    fn ordered_extreme(self, a: u128, b: u128, max: bool) -> u128 {
        if self.is_zero(a) && self.is_zero(b) && self.is_negative(a) != self.is_negative(b) {
            // The positive zero for a maximum, the negative one for a minimum.
            return if self.is_negative(a) == max { b } else { a };
        }
        let ordering = self.compare(a, b);
        let take_b = if max {
            ordering == Some(Ordering::Less)
        } else {
            ordering == Some(Ordering::Greater)
        };
        if take_b { b } else { a }
    }

    /// LLVM 22's `maxnum`/`minnum`: a signaling NaN gives itself quieted
    /// (the left one first), a quiet NaN gives the other operand, and
    /// numbers compare as [`Format::ordered_extreme`] does.
    fn number_extreme(self, a: u128, b: u128, max: bool) -> u128 {
        if self.is_signaling(a) {
            return self.quiet(a);
        }
        if self.is_signaling(b) {
            return self.quiet(b);
        }
        if self.is_nan(a) {
            return b;
        }
        if self.is_nan(b) {
            return a;
        }
        self.ordered_extreme(a, b, max)
    }
}

/// A binary arithmetic operation on floats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a / b`.
    Div,
    /// The remainder of `a / b` with the quotient rounded toward zero, with
    /// the sign of `a` (C's `fmod`; `remf`).
    Rem,
    /// The larger, NaN if either is; `-0.0 < +0.0` (`maximumf`).
    Maximum,
    /// The smaller, NaN if either is; `-0.0 < +0.0` (`minimumf`).
    Minimum,
    /// The larger, ignoring a quiet NaN (`maxnumf`).
    MaxNum,
    /// The smaller, ignoring a quiet NaN (`minnumf`).
    MinNum,
}

/// `x op y` in a native format (`f32`, `f64`); `None` for the extremes,
/// which [`Format::arithmetic`] handles by comparing.
fn compute<T>(op: ArithOp, x: T, y: T) -> Option<T>
where
    T: std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
{
    Some(match op {
        ArithOp::Add => x + y,
        ArithOp::Sub => x - y,
        ArithOp::Mul => x * y,
        ArithOp::Div => x / y,
        // `%` is C's `fmod`, exact in every format.
        ArithOp::Rem => x % y,
        ArithOp::Maximum | ArithOp::Minimum | ArithOp::MaxNum | ArithOp::MinNum => return None,
    })
}

/// `value >> shift`, rounded to nearest even on the dropped bits.
/// `magnitude * 2^exponent` with its fraction dropped; `None` when it does
/// not fit in 128 bits.
fn truncate_toward_zero(magnitude: u128, exponent: i32) -> Option<u128> {
    Some(if exponent >= 0 {
        let top = 127 - magnitude.leading_zeros();
        if top + exponent.unsigned_abs() >= 128 {
            return None;
        }
        magnitude << exponent
    } else if exponent <= -128 {
        0
    } else {
        magnitude >> (-exponent)
    })
}

/// A rounding direction (LLVM's `RoundingMode`, arith's `roundingmode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// To nearest, ties to even (the default).
    NearestEven,
    /// Toward negative infinity.
    Downward,
    /// Toward positive infinity.
    Upward,
    /// Toward zero.
    TowardZero,
    /// To nearest, ties away from zero.
    NearestAway,
}

impl Rounding {
    /// The rounding of arith's `roundingmode` value `value`
    /// (`to_nearest_even`, `downward`, `upward`, `toward_zero`,
    /// `to_nearest_away`).
    pub fn from_arith(value: usize) -> Option<Self> {
        [
            Rounding::NearestEven,
            Rounding::Downward,
            Rounding::Upward,
            Rounding::TowardZero,
            Rounding::NearestAway,
        ]
        .get(value)
        .copied()
    }

    /// Whether a value too large for the format becomes infinity (rather
    /// than the largest finite value).
    fn overflows_to_infinity(self, negative: bool) -> bool {
        match self {
            Rounding::NearestEven | Rounding::NearestAway => true,
            Rounding::TowardZero => false,
            Rounding::Upward => !negative,
            Rounding::Downward => negative,
        }
    }

    /// Whether a magnitude with a nonzero dropped part `dropped` (of which
    /// `half` is one half of the last kept bit) rounds up, `kept` being
    /// the truncated magnitude.
    fn rounds_up(self, negative: bool, kept: u128, dropped: u128, half: u128) -> bool {
        match self {
            Rounding::NearestEven => dropped > half || (dropped == half && kept & 1 == 1),
            Rounding::NearestAway => dropped >= half,
            Rounding::TowardZero => false,
            Rounding::Upward => !negative,
            Rounding::Downward => negative,
        }
    }
}

/// `value >> shift` rounded by `rounding` for a value of sign `negative`.
fn round_shift_right(value: u128, shift: u32, negative: bool, rounding: Rounding) -> u128 {
    let (kept, dropped, half) = match shift {
        0 => return value,
        1..128 => (
            value >> shift,
            value & ((1u128 << shift) - 1),
            1u128 << (shift - 1),
        ),
        // The whole value is dropped; compare it with half the last kept
        // bit, which is `2^(shift-1)`: it is smaller past 128 bits.
        128 => (0, value, 1u128 << 127),
        _ => (0, value, u128::MAX),
    };
    let half_below = shift > 128 && value != 0;
    if dropped == 0 {
        return kept;
    }
    let up = if half_below {
        // Less than half: only the directed roundings move away from zero.
        matches!(
            (rounding, negative),
            (Rounding::Upward, false) | (Rounding::Downward, true)
        )
    } else {
        rounding.rounds_up(negative, kept, dropped, half)
    };
    kept + u128::from(up)
}

#[cfg(test)]
#[path = "apfloat_tests.rs"]
mod tests;
