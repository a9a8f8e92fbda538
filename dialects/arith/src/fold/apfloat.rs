//! Floats as bit patterns (the part of LLVM's `APFloat` the arith folders
//! use), in every float format of the builtin dialect: classification,
//! negation, comparison, correctly rounded (nearest-even) conversion from
//! integers and `f64`, conversion to integers toward zero, conversion
//! between formats under any of LLVM's rounding modes (with
//! `APFloat::convert`'s exactness report), the four arithmetic operations
//! and the remainder with APFloat's NaN rules (a NaN operand is returned
//! quieted, the left one first; an invalid operation gives the positive
//! default NaN), and LLVM's `maximum`/`minimum`/`maxnum`/`minnum`.
//!
//! The small formats that are not IEEE 754's follow LLVM's
//! `fltSemantics` (see [`Specials`]): without infinities (`FN`, `FNUZ`,
//! `f8E8M0FNU`) what would be infinite is NaN, with the sign where the
//! format keeps one; the `FNUZ` formats have no negative zero, and their
//! NaN is its pattern; `f8E8M0FNU` has no zero (a zero result is its
//! smallest value, 2^-127) and no sign; the 6- and 4-bit formats have
//! neither NaN nor infinity and saturate on overflow. Where LLVM has no
//! defined result — a NaN or an infinity in a format without them, a
//! negative value in the unsigned `f8E8M0FNU` — the operations here give
//! `None`, and nothing folds (MLIR 22 then folds to whatever pattern its
//! `APFloat` happens to hold).
//!
//! Arithmetic is computed natively for `f32` and `f64`, through `f64` for
//! the narrower formats (exact: the double rounding of `+ - * /` is
//! harmless when the wide format has at least `2p + 2` bits, and `fmod` is
//! exact), and on big integers for `f80` and `f128` (`soft_arithmetic.rs`).
//! The extremes only compare, in every format.

use std::cmp::Ordering;

use strata_ir::FloatKind;
use strata_ir::asm::float_format;
use strata_ir::minifloat::{MiniFloat, Specials};

mod int_conversions;
mod soft_arithmetic;

pub use super::rounding::Rounding;
use super::rounding::round_shift_right;

/// The layout and special values of a binary float format (LLVM's
/// `fltSemantics`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    kind: FloatKind,
    exponent_bits: u32,
    /// Stored fraction bits (without the integer bit).
    fraction_bits: u32,
    /// Whether the integer bit is stored (x87's `f80`).
    explicit_integer: bool,
    /// The stored exponent of 1.0.
    bias: i32,
    specials: Specials,
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
            small => match MiniFloat::of(small) {
                Some(format) => {
                    let (exponent_bits, mantissa_bits) = format.fields();
                    (exponent_bits, mantissa_bits, false)
                }
                None => (8, 23, false),
            },
        };
        let (bias, specials) = match MiniFloat::of(kind) {
            Some(format) => (format.bias(), format.specials()),
            None => ((1i32 << (exponent_bits - 1)) - 1, Specials::Ieee),
        };
        Format {
            kind,
            exponent_bits,
            fraction_bits,
            explicit_integer,
            bias,
            specials,
        }
    }

    /// Whether `kind` has IEEE 754's special values (infinities, NaNs with
    /// the largest exponent, signed zeros): every format but `f8E4M3FN`,
    /// the `FNUZ` formats, `f8E8M0FNU` and the 6- and 4-bit ones.
    pub fn has_ieee_specials(kind: FloatKind) -> bool {
        Format::of(kind).specials == Specials::Ieee
    }

    /// Whether the format has a sign bit (all but `f8E8M0FNU`).
    pub fn is_signed(self) -> bool {
        self.specials != Specials::PowersOfTwo
    }

    /// Whether the smallest exponent field holds subnormals and zero (all
    /// but `f8E8M0FNU`, where it is the power 2^-127).
    fn has_subnormals(self) -> bool {
        self.specials != Specials::PowersOfTwo
    }

    /// Bits below the exponent field.
    fn significand_field(self) -> u32 {
        self.fraction_bits + u32::from(self.explicit_integer)
    }

    /// The width in bits (MLIR's `getIntOrFloatBitWidth`: 19 for `tf32`).
    pub fn width(self) -> u32 {
        self.exponent_bits + self.significand_field() + u32::from(self.is_signed())
    }

    fn sign_mask(self) -> u128 {
        if self.is_signed() {
            1u128 << (self.exponent_bits + self.significand_field())
        } else {
            0
        }
    }

    /// The pattern with every bit but the sign set.
    fn all_ones_magnitude(self) -> u128 {
        (1u128 << (self.exponent_bits + self.significand_field())) - 1
    }

    fn magnitude(self, bits: u128) -> u128 {
        bits & !self.sign_mask()
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

    /// Whether `bits` is a NaN.
    pub fn is_nan(self, bits: u128) -> bool {
        match self.specials {
            Specials::Ieee => {
                self.exponent_field(bits) == self.max_exponent_field() && self.fraction(bits) != 0
            }
            Specials::NanAllOnes | Specials::PowersOfTwo => {
                self.magnitude(bits) == self.all_ones_magnitude()
            }
            Specials::NanNegativeZero => bits == self.sign_mask(),
            Specials::FiniteOnly => false,
        }
    }

    /// Whether `bits` is an infinity (only IEEE formats have them).
    pub fn is_infinite(self, bits: u128) -> bool {
        self.specials == Specials::Ieee
            && self.exponent_field(bits) == self.max_exponent_field()
            && self.fraction(bits) == 0
    }

    /// Whether the value is negative (APFloat's `isNegative`): its sign
    /// bit is set, and it is not the `FNUZ` formats' NaN, which is
    /// positive.
    pub fn is_negative(self, bits: u128) -> bool {
        bits & self.sign_mask() != 0
            && !(self.specials == Specials::NanNegativeZero && bits == self.sign_mask())
    }

    /// Whether `bits` is a zero (`f8E8M0FNU` has none).
    pub fn is_zero(self, bits: u128) -> bool {
        match self.specials {
            Specials::PowersOfTwo => false,
            Specials::NanNegativeZero => bits == 0,
            _ => self.magnitude(bits) == 0,
        }
    }

    /// `-bits` (flips the sign, NaNs included, as `APFloat::changeSign`;
    /// the `FNUZ` formats' zero and NaN keep theirs); `None` for the
    /// unsigned `f8E8M0FNU`.
    pub fn negate(self, bits: u128) -> Option<u128> {
        match self.specials {
            Specials::PowersOfTwo => None,
            Specials::NanNegativeZero if bits == 0 || self.is_nan(bits) => Some(bits),
            _ => Some(bits ^ self.sign_mask()),
        }
    }

    /// The NaN with its quiet bit set (the formats without infinities have
    /// only quiet NaNs).
    pub fn quiet(self, bits: u128) -> u128 {
        if self.specials == Specials::Ieee {
            bits | (1u128 << (self.fraction_bits - 1))
        } else {
            bits
        }
    }

    /// APFloat's default NaN: positive, quiet, zero payload; `None` for
    /// the 6- and 4-bit formats, which have no NaN.
    pub fn default_nan(self) -> Option<u128> {
        self.nan(false)
    }

    /// The format's quiet NaN of sign `negative` (where it keeps one).
    fn nan(self, negative: bool) -> Option<u128> {
        let sign = if negative { self.sign_mask() } else { 0 };
        match self.specials {
            Specials::Ieee => Some(sign | self.infinity() | (1u128 << (self.fraction_bits - 1))),
            Specials::NanAllOnes | Specials::PowersOfTwo => Some(sign | self.all_ones_magnitude()),
            Specials::NanNegativeZero => Some(self.sign_mask()),
            Specials::FiniteOnly => None,
        }
    }

    /// The largest finite magnitude.
    fn largest(self) -> u128 {
        match self.specials {
            Specials::Ieee => {
                ((self.max_exponent_field() - 1) << self.significand_field())
                    | ((1u128 << self.significand_field()) - 1)
            }
            Specials::NanAllOnes | Specials::PowersOfTwo => self.all_ones_magnitude() - 1,
            Specials::NanNegativeZero | Specials::FiniteOnly => self.all_ones_magnitude(),
        }
    }

    fn infinity(self) -> u128 {
        (self.max_exponent_field() << self.significand_field()) | self.integer_bit()
    }

    /// A zero of sign `negative`, as the format has it: the `FNUZ` formats
    /// only have `+0.0`, and `f8E8M0FNU` its smallest value instead.
    fn zero(self, negative: bool) -> u128 {
        match self.specials {
            Specials::NanNegativeZero | Specials::PowersOfTwo => 0,
            _ if negative => self.sign_mask(),
            _ => 0,
        }
    }

    /// What a value too large for the format becomes under `rounding`
    /// (APFloat's `handleOverflow`): infinity, or NaN where there is no
    /// infinity, when the rounding goes away from zero; the largest finite
    /// value otherwise, and always in the formats without NaN.
    fn overflow(self, negative: bool, rounding: Rounding) -> u128 {
        let sign = if negative { self.sign_mask() } else { 0 };
        if rounding.overflows_to_infinity(negative) {
            match self.specials {
                Specials::Ieee => return sign | self.infinity(),
                Specials::FiniteOnly => {}
                _ => return self.nan(negative).unwrap_or(sign | self.largest()),
            }
        }
        sign | self.largest()
    }

    /// The binary exponent of the smallest normal value.
    fn min_exponent(self) -> i32 {
        if self.has_subnormals() {
            1 - self.bias
        } else {
            -self.bias
        }
    }

    /// The value `(-1)^negative * magnitude * 2^exponent`, rounded to
    /// nearest even (overflowing as [`Format::pack_rounded`] says).
    pub fn pack(self, negative: bool, magnitude: u128, exponent: i32) -> u128 {
        self.pack_rounded(negative, magnitude, exponent, Rounding::NearestEven)
    }

    /// The value `(-1)^negative * magnitude * 2^exponent`, rounded by
    /// `rounding`, underflowing to subnormals and zero; an overflow gives
    /// infinity (NaN without one) or the largest finite value, as the
    /// rounding direction says (IEEE 754 §7.4). In the unsigned
    /// `f8E8M0FNU` the sign is ignored.
    pub fn pack_rounded(
        self,
        negative: bool,
        magnitude: u128,
        exponent: i32,
        rounding: Rounding,
    ) -> u128 {
        if magnitude == 0 {
            return self.zero(negative);
        }
        let fraction_bits = self.fraction_bits as i32;
        let top = 127 - magnitude.leading_zeros() as i32;
        let value_exponent = top + exponent;
        // The exponent of the result's last significand bit.
        let quantum = value_exponent.max(self.min_exponent()) - fraction_bits;
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
            i128::from(quantum + fraction_bits + self.bias)
        } else {
            0
        };
        if biased > self.max_exponent_field() as i128 {
            return self.overflow(negative, rounding);
        }
        let stored = if self.explicit_integer {
            significand
        } else {
            significand & ((1u128 << self.fraction_bits) - 1)
        };
        let encoded = ((biased as u128) << self.significand_field()) | stored;
        if encoded > self.largest() {
            return self.overflow(negative, rounding);
        }
        if encoded == 0 {
            return self.zero(negative);
        }
        let sign = if negative { self.sign_mask() } else { 0 };
        sign | encoded
    }

    /// The finite, nonzero value of `bits` as `(negative, magnitude,
    /// exponent)`; `None` for zeros, infinities and NaNs.
    pub fn unpack(self, bits: u128) -> Option<(bool, u128, i32)> {
        if self.is_nan(bits) || self.is_infinite(bits) || self.is_zero(bits) {
            return None;
        }
        let exponent = self.exponent_field(bits);
        let stored = bits & ((1u128 << self.significand_field()) - 1);
        let negative = self.is_negative(bits);
        let fraction_bits = self.fraction_bits as i32;
        if exponent == 0 && self.has_subnormals() {
            return Some((negative, stored, self.min_exponent() - fraction_bits));
        }
        let magnitude = if self.explicit_integer {
            stored
        } else {
            stored | (1u128 << self.fraction_bits)
        };
        Some((
            negative,
            magnitude,
            exponent as i32 - self.bias - fraction_bits,
        ))
    }

    /// An `f64` rounded to this format; `None` where the format has no
    /// such value (NaN and infinities in the 6- and 4-bit formats,
    /// negative numbers in `f8E8M0FNU`).
    pub fn from_f64(self, value: f64) -> Option<u128> {
        let negative = value.is_sign_negative();
        if value.is_nan() {
            return self.default_nan();
        }
        if negative && value != 0.0 && !self.is_signed() {
            return None;
        }
        if value.is_infinite() {
            return match self.specials {
                Specials::FiniteOnly => None,
                _ => Some(self.overflow(negative, Rounding::NearestEven)),
            };
        }
        let bits = value.to_bits();
        let exponent = ((bits >> 52) & 0x7FF) as i32;
        let fraction = u128::from(bits & ((1u64 << 52) - 1));
        let (magnitude, exponent) = if exponent == 0 {
            (fraction, -1074)
        } else {
            (fraction | (1u128 << 52), exponent - 1075)
        };
        Some(self.pack(negative, magnitude, exponent))
    }

    /// The bits of precision, the integer bit included (APFloat's
    /// `semanticsPrecision`, MLIR's `getFPMantissaWidth`): 24 for `f32`.
    pub fn precision(self) -> u32 {
        self.fraction_bits + 1
    }

    /// The largest finite value's binary exponent (`ilogb` of APFloat's
    /// `getLargest`, its `maxExponent`): 127 for `f32`, 8 for `f8E4M3FN`.
    pub fn max_exponent(self) -> i32 {
        self.ilogb(self.largest()).unwrap_or(self.bias)
    }

    /// The binary exponent of a finite, nonzero value (APFloat's `ilogb`:
    /// `floor(log2(|x|))`); `None` for zeros, infinities and NaNs.
    pub fn ilogb(self, bits: u128) -> Option<i32> {
        let (_, magnitude, exponent) = self.unpack(bits)?;
        Some(exponent + (127 - magnitude.leading_zeros() as i32))
    }

    /// Whether every value of this format is a value of `other` (APFloat's
    /// `isRepresentableBy`): no more precision and no wider exponent range.
    pub fn is_representable_by(self, other: Format) -> bool {
        self.precision() <= other.precision()
            && self.max_exponent() <= other.max_exponent()
            && self.min_exponent() >= other.min_exponent()
    }

    /// `bits` converted to format `to` when the conversion is exact (what
    /// MLIR's `convertFloatValue` accepts: `APFloat::convert` reports
    /// neither an inexact result, an overflow nor lost NaN payload bits);
    /// `None` otherwise and for signaling NaNs, which `convert` quiets with
    /// `opInvalidOp`. Exact conversions do not depend on the rounding mode.
    pub fn convert_exact(self, bits: u128, to: Format) -> Option<u128> {
        let (converted, exact) = self.convert(bits, to, Rounding::NearestEven)?;
        exact.then_some(converted)
    }

    /// `bits` converted to format `to`, rounded by `rounding`, and whether
    /// the conversion was exact (as `APFloat::convert`): a NaN keeps its
    /// sign and the top bits of its payload and comes out quiet; a
    /// signaling NaN is never exact, nor is a NaN or an infinity that
    /// becomes the NaN of a format without infinities, nor a zero that
    /// loses its sign. `None` where `to` has no such value (a NaN or an
    /// infinity in the 6- and 4-bit formats, a negative number in
    /// `f8E8M0FNU`).
    pub fn convert(self, bits: u128, to: Format, rounding: Rounding) -> Option<(u128, bool)> {
        let negative = self.is_negative(bits);
        let sign = if negative { to.sign_mask() } else { 0 };
        if self.is_nan(bits) {
            if to.specials != Specials::Ieee {
                return Some((to.nan(negative)?, false));
            }
            let payload = self.fraction(bits);
            let (payload, lost) = if to.fraction_bits >= self.fraction_bits {
                (payload << (to.fraction_bits - self.fraction_bits), false)
            } else {
                let dropped = self.fraction_bits - to.fraction_bits;
                (payload >> dropped, payload & ((1u128 << dropped) - 1) != 0)
            };
            let converted = to.quiet(sign | to.infinity() | payload);
            // `f8E8M0FNU`'s NaN has no fraction to carry a payload.
            let exact = !lost && !self.is_signaling(bits) && self.fraction_bits > 0;
            return Some((converted, exact));
        }
        if self.is_infinite(bits) {
            return match to.specials {
                Specials::Ieee => Some((sign | to.infinity(), true)),
                Specials::FiniteOnly => None,
                _ => Some((to.nan(negative)?, false)),
            };
        }
        let Some((negative, magnitude, exponent)) = self.unpack(bits) else {
            let zero = to.zero(negative);
            return Some((zero, to.is_negative(zero) == negative || !to.is_signed()));
        };
        if negative && !to.is_signed() {
            return None;
        }
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
        Some((converted, exact))
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
        self.from_f64(value) == Some(bits)
    }

    /// Whether `bits` is a signaling NaN (its quiet bit clear).
    pub fn is_signaling(self, bits: u128) -> bool {
        self.is_nan(bits) && self.quiet(bits) != bits
    }

    /// `a op b` rounded to nearest even, with APFloat's NaN rules; `None`
    /// where the result has no value in the format (see
    /// [`Format::from_f64`]).
    pub fn arithmetic(self, a: u128, b: u128, op: ArithOp) -> Option<u128> {
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
                    return self.default_nan();
                }
                u128::from(r.to_bits())
            }
            FloatKind::F80 | FloatKind::F128 => return self.soft_arithmetic(a, b, op),
            kind => {
                let x = float_format::decode(kind, a)?;
                let y = float_format::decode(kind, b)?;
                // An invalid operation's NaN becomes the default NaN; a
                // division by zero's infinity becomes NaN where there is
                // no infinity.
                return self.from_f64(compute(op, x, y)?);
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

#[cfg(test)]
#[path = "apfloat_tests.rs"]
mod tests;
