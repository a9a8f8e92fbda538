//! Integers of any width (MLIR's `APInt`), as the interpreter computes
//! them: a two's complement bit pattern of `width` bits with wrap-around
//! arithmetic. Up to 128 bits a value is an [`ApInt`] (two machine words,
//! no allocation: the common case); wider ones are big integers.
//!
//! The operations are those of arith: each returns a value of the same
//! width, and the signed and unsigned readings of the bits are explicit.

use std::cmp::Ordering;
use std::fmt;

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Signed, ToPrimitive, Zero};
use strata_arith::fold::apint::ApInt;

/// An integer of any width.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntValue(Repr);

/// Invariant: `Small` exactly for widths up to 128, and a `Wide` value's
/// bits are below `2^width`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    Small(ApInt),
    Wide { width: u32, bits: BigUint },
}

/// The widest integer held as an [`ApInt`].
const SMALL_WIDTH: u32 = 128;

/// `2^width`.
fn modulus(width: u32) -> BigUint {
    BigUint::one() << width
}

impl IntValue {
    /// `value`'s bits cut (or sign-extended) to `width`.
    pub fn from_i128(width: u32, value: i128) -> Self {
        if width <= SMALL_WIDTH {
            IntValue(Repr::Small(ApInt::from_i128(width, value)))
        } else {
            Self::from_big(width, &BigInt::from(value))
        }
    }

    /// `bits` zero-extended (or cut) to `width`.
    pub fn from_u128(width: u32, bits: u128) -> Self {
        if width <= SMALL_WIDTH {
            IntValue(Repr::Small(ApInt::new(width, bits)))
        } else {
            Self::from_big(width, &BigInt::from(bits))
        }
    }

    /// `value` modulo `2^width`: any integer, wrapped to the width.
    pub fn from_big(width: u32, value: &BigInt) -> Self {
        let modulus = BigInt::from(modulus(width));
        let wrapped = ((value % &modulus) + &modulus) % &modulus;
        let bits = wrapped.to_biguint().unwrap_or_default();
        if width <= SMALL_WIDTH {
            let low = bits.to_u128().unwrap_or_default();
            IntValue(Repr::Small(ApInt::new(width, low)))
        } else {
            IntValue(Repr::Wide { width, bits })
        }
    }

    /// Zero of `width` bits.
    pub fn zero(width: u32) -> Self {
        Self::from_u128(width, 0)
    }

    /// The width in bits.
    pub fn width(&self) -> u32 {
        match &self.0 {
            Repr::Small(value) => value.width(),
            Repr::Wide { width, .. } => *width,
        }
    }

    /// The bits read as an unsigned number.
    pub fn unsigned_big(&self) -> BigUint {
        match &self.0 {
            Repr::Small(value) => BigUint::from(value.unsigned()),
            Repr::Wide { bits, .. } => bits.clone(),
        }
    }

    /// The bits read as a two's complement signed number.
    pub fn signed_big(&self) -> BigInt {
        match &self.0 {
            Repr::Small(value) => BigInt::from(value.signed()),
            Repr::Wide { width, bits } => {
                if bits.bit(u64::from(width - 1)) {
                    BigInt::from(bits.clone()) - BigInt::from(modulus(*width))
                } else {
                    BigInt::from(bits.clone())
                }
            }
        }
    }

    /// The signed value, when it fits an `i128` (always up to 128 bits).
    pub fn to_i128(&self) -> Option<i128> {
        match &self.0 {
            Repr::Small(value) => Some(value.signed()),
            Repr::Wide { .. } => self.signed_big().to_i128(),
        }
    }

    /// The unsigned value, when it fits a `u128` (always up to 128 bits).
    pub fn to_u128(&self) -> Option<u128> {
        match &self.0 {
            Repr::Small(value) => Some(value.unsigned()),
            Repr::Wide { bits, .. } => bits.to_u128(),
        }
    }

    /// Whether every bit is zero.
    pub fn is_zero(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_zero(),
            Repr::Wide { bits, .. } => bits.is_zero(),
        }
    }

    /// Whether every bit is one (`-1`).
    pub fn is_all_ones(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_all_ones(),
            Repr::Wide { width, bits } => *bits == modulus(*width) - 1u32,
        }
    }

    /// Whether this is the smallest signed value (only the sign bit set).
    pub fn is_min_signed(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_min_signed(),
            Repr::Wide { width, bits } => *bits == BigUint::one() << (width - 1),
        }
    }

    /// Both values as `ApInt`s, when both are small.
    fn small_pair(&self, other: &Self) -> Option<(ApInt, ApInt)> {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => Some((*a, *b)),
            _ => None,
        }
    }

    /// `small` on two small values, else `wide` on the signed or unsigned
    /// readings (`signed`), wrapped to the width.
    fn binary(
        &self,
        other: &Self,
        small: impl FnOnce(ApInt, ApInt) -> ApInt,
        signed: bool,
        wide: impl FnOnce(BigInt, BigInt) -> BigInt,
    ) -> Self {
        if let Some((a, b)) = self.small_pair(other) {
            return IntValue(Repr::Small(small(a, b)));
        }
        let (a, b) = if signed {
            (self.signed_big(), other.signed_big())
        } else {
            (
                BigInt::from(self.unsigned_big()),
                BigInt::from(other.unsigned_big()),
            )
        };
        Self::from_big(self.width(), &wide(a, b))
    }

    /// `self + other`, wrapped.
    pub fn wrapping_add(&self, other: &Self) -> Self {
        self.binary(other, ApInt::wrapping_add, false, |a, b| a + b)
    }

    /// `self - other`, wrapped.
    pub fn wrapping_sub(&self, other: &Self) -> Self {
        self.binary(other, ApInt::wrapping_sub, false, |a, b| a - b)
    }

    /// `self * other`, wrapped.
    pub fn wrapping_mul(&self, other: &Self) -> Self {
        self.binary(other, ApInt::wrapping_mul, false, |a, b| a * b)
    }

    /// The exact sum of the signed (`signed`) or unsigned readings, when
    /// it fits the width.
    pub fn checked_add(&self, other: &Self, signed: bool) -> Option<Self> {
        if let Some((a, b)) = self.small_pair(other) {
            let width = a.width();
            let sum = if signed {
                let sum = a.signed().checked_add(b.signed())?;
                ApInt::from_i128(width, sum)
                    .signed()
                    .eq(&sum)
                    .then(|| ApInt::from_i128(width, sum))
            } else {
                let sum = a.unsigned().checked_add(b.unsigned())?;
                ApInt::new(width, sum)
                    .unsigned()
                    .eq(&sum)
                    .then(|| ApInt::new(width, sum))
            };
            return sum.map(|sum| IntValue(Repr::Small(sum)));
        }
        let width = self.width();
        let (sum, fits) = if signed {
            let sum = self.signed_big() + other.signed_big();
            let fits = Self::fits_signed(width, &sum);
            (sum, fits)
        } else {
            let sum = BigInt::from(self.unsigned_big()) + BigInt::from(other.unsigned_big());
            let fits = Self::fits_unsigned(width, &sum);
            (sum, fits)
        };
        fits.then(|| Self::from_big(width, &sum))
    }

    /// A division-like op: `None` when `other` is zero, else `small` on
    /// two small values or `wide` on the signed (`signed`) or unsigned
    /// readings.
    fn division(
        &self,
        other: &Self,
        small: impl FnOnce(ApInt, ApInt) -> Option<ApInt>,
        signed: bool,
        wide: impl FnOnce(BigInt, BigInt) -> BigInt,
    ) -> Option<Self> {
        if other.is_zero() {
            return None;
        }
        Some(self.binary(other, |a, b| small(a, b).unwrap_or(a), signed, wide))
    }

    /// Unsigned division; `None` by zero.
    pub fn udiv(&self, other: &Self) -> Option<Self> {
        self.division(other, ApInt::udiv, false, |a, b| a / b)
    }

    /// Unsigned remainder; `None` by zero.
    pub fn urem(&self, other: &Self) -> Option<Self> {
        self.division(other, ApInt::urem, false, |a, b| a % b)
    }

    /// Signed division rounding toward zero, wrapped (`MIN / -1` is `MIN`);
    /// `None` by zero.
    pub fn sdiv(&self, other: &Self) -> Option<Self> {
        self.division(other, ApInt::sdiv, true, |a, b| a / b)
    }

    /// Signed division rounding toward negative infinity; `None` by zero
    /// (`MIN / -1` wraps to `MIN`).
    pub fn sfloordiv(&self, other: &Self) -> Option<Self> {
        self.division(other, ApInt::sfloordiv, true, |a, b| {
            rounded_quotient(a, b, false)
        })
    }

    /// Signed division rounding toward positive infinity; `None` by zero
    /// (`MIN / -1` wraps to `MIN`).
    pub fn sceildiv(&self, other: &Self) -> Option<Self> {
        self.division(other, ApInt::sceildiv, true, |a, b| {
            rounded_quotient(a, b, true)
        })
    }

    /// Unsigned division rounding up; `None` by zero.
    pub fn uceildiv(&self, other: &Self) -> Option<Self> {
        self.division(other, ApInt::uceildiv, false, |a, b| {
            rounded_quotient(a, b, true)
        })
    }

    /// Signed remainder, with the sign of the dividend; `None` by zero.
    pub fn srem(&self, other: &Self) -> Option<Self> {
        self.division(other, ApInt::srem, true, |a, b| a % b)
    }

    /// Bitwise and.
    pub fn and(&self, other: &Self) -> Self {
        self.binary(other, ApInt::and, false, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, other: &Self) -> Self {
        self.binary(other, ApInt::or, false, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, other: &Self) -> Self {
        self.binary(other, ApInt::xor, false, |a, b| a ^ b)
    }

    /// The shift amount `amount` (unsigned), capped at the width.
    fn shift_amount(&self, amount: &Self) -> usize {
        let width = self.width();
        amount
            .to_u128()
            .map_or(width, |a| a.min(u128::from(width)) as u32) as usize
    }

    /// Shift left by `amount`; zero when it is the width or more.
    pub fn shl_by(&self, amount: &Self) -> Self {
        let shift = self.shift_amount(amount);
        self.binary(amount, ApInt::shl_by, false, |a, _| a << shift)
    }

    /// Logical shift right by `amount`; zero when it is the width or more.
    pub fn lshr(&self, amount: &Self) -> Self {
        let shift = self.shift_amount(amount);
        self.binary(amount, ApInt::lshr, false, |a, _| a >> shift)
    }

    /// Arithmetic shift right by `amount` (the sign bit fills in).
    pub fn ashr(&self, amount: &Self) -> Self {
        let shift = self.shift_amount(amount);
        if let Some((a, b)) = self.small_pair(amount) {
            return IntValue(Repr::Small(a.ashr(b)));
        }
        // BigInt's shift right rounds toward negative infinity: the sign
        // fills in, as an arithmetic shift does.
        Self::from_big(self.width(), &(self.signed_big() >> shift))
    }

    /// Signed comparison.
    pub fn scmp(&self, other: &Self) -> Ordering {
        match self.small_pair(other) {
            Some((a, b)) => a.scmp(b),
            None => self.signed_big().cmp(&other.signed_big()),
        }
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, other: &Self) -> Ordering {
        match self.small_pair(other) {
            Some((a, b)) => a.ucmp(b),
            None => self.unsigned_big().cmp(&other.unsigned_big()),
        }
    }

    /// The signed maximum.
    pub fn smax(&self, other: &Self) -> Self {
        if self.scmp(other) == Ordering::Less {
            other.clone()
        } else {
            self.clone()
        }
    }

    /// The signed minimum.
    pub fn smin(&self, other: &Self) -> Self {
        if self.scmp(other) == Ordering::Greater {
            other.clone()
        } else {
            self.clone()
        }
    }

    /// The unsigned maximum.
    pub fn umax(&self, other: &Self) -> Self {
        if self.ucmp(other) == Ordering::Less {
            other.clone()
        } else {
            self.clone()
        }
    }

    /// The unsigned minimum.
    pub fn umin(&self, other: &Self) -> Self {
        if self.ucmp(other) == Ordering::Greater {
            other.clone()
        } else {
            self.clone()
        }
    }

    /// Zero-extended (or cut) to `width`.
    pub fn zext(&self, width: u32) -> Self {
        match &self.0 {
            Repr::Small(value) if width <= SMALL_WIDTH => IntValue(Repr::Small(value.zext(width))),
            _ => Self::from_big(width, &BigInt::from(self.unsigned_big())),
        }
    }

    /// Sign-extended (or cut) to `width`.
    pub fn sext(&self, width: u32) -> Self {
        match &self.0 {
            Repr::Small(value) if width <= SMALL_WIDTH => IntValue(Repr::Small(value.sext(width))),
            _ => Self::from_big(width, &self.signed_big()),
        }
    }

    /// The low `width` bits.
    pub fn trunc(&self, width: u32) -> Self {
        match &self.0 {
            Repr::Small(value) => IntValue(Repr::Small(value.trunc(width))),
            Repr::Wide { .. } => Self::from_big(width, &BigInt::from(self.unsigned_big())),
        }
    }

    /// Whether the mathematical value `value` fits `width` bits signed.
    pub fn fits_signed(width: u32, value: &BigInt) -> bool {
        if width == 0 {
            return value.is_zero();
        }
        let half = BigInt::from(modulus(width - 1));
        *value >= -half.clone() && *value < half
    }

    /// Whether the mathematical value `value` fits `width` bits unsigned.
    pub fn fits_unsigned(width: u32, value: &BigInt) -> bool {
        !value.is_negative() && *value < BigInt::from(modulus(width))
    }
}

impl fmt::Display for IntValue {
    /// Signed decimal, but `i1` as `0` or `1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(value) if value.width() == 1 => write!(f, "{}", value.unsigned()),
            Repr::Small(value) => write!(f, "{}", value.signed()),
            Repr::Wide { .. } => write!(f, "{}", self.signed_big()),
        }
    }
}

/// `a / b` rounded up (`ceil`) or down, for a non-zero `b`.
fn rounded_quotient(a: BigInt, b: BigInt, ceil: bool) -> BigInt {
    let quotient = &a / &b;
    let remainder = &a % &b;
    if remainder == BigInt::from(0) {
        return quotient;
    }
    // The exact quotient is positive when the remainder (with the sign of
    // `a`) and `b` have the same sign; truncation rounded it toward zero.
    let positive = (remainder < BigInt::from(0)) == (b < BigInt::from(0));
    match (ceil, positive) {
        (true, true) => quotient + 1,
        (false, false) => quotient - 1,
        _ => quotient,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wide(value: &str) -> IntValue {
        IntValue::from_big(256, &value.parse::<BigInt>().expect("a number"))
    }

    #[test]
    fn wide_arithmetic_wraps_at_the_width() {
        let max =
            wide("57896044618658097711785492504343953926634992332820282019728792003956564819967");
        let one = IntValue::from_i128(256, 1);
        let sum = max.wrapping_add(&one);
        assert!(sum.is_min_signed());
        assert_eq!(
            sum.to_string(),
            "-57896044618658097711785492504343953926634992332820282019728792003956564819968"
        );
        assert!(IntValue::from_i128(256, -1).is_all_ones());
        assert_eq!(IntValue::from_i128(256, -1).to_u128(), None);
        let product = wide("340282366920938463463374607431768211456").wrapping_mul(&wide("3"));
        assert_eq!(
            product.to_string(),
            "1020847100762815390390123822295304634368"
        );
    }

    #[test]
    fn wide_rounding_divisions_and_unsigned_extremes() {
        let a = wide("-100000000000000000000000000000000000000000000001");
        let ten = IntValue::from_i128(256, 10);
        let ceil = a.sceildiv(&ten).map(|q| q.to_string());
        let floor = a.sfloordiv(&ten).map(|q| q.to_string());
        assert_eq!(
            ceil.as_deref(),
            Some("-10000000000000000000000000000000000000000000000")
        );
        assert_eq!(
            floor.as_deref(),
            Some("-10000000000000000000000000000000000000000000001")
        );
        // Unsigned, -1 is 2^256 - 1: divided by 10, the quotient rounds up.
        let all_ones = IntValue::from_i128(256, -1);
        let up = all_ones
            .uceildiv(&ten)
            .map(|q| q.unsigned_big().to_string());
        let exact = (all_ones.unsigned_big() + 9u32) / 10u32;
        assert_eq!(up, Some(exact.to_string()));
        assert_eq!(all_ones.umax(&ten).to_string(), "-1");
        assert_eq!(all_ones.umin(&ten).to_string(), "10");
        assert_eq!(a.sceildiv(&IntValue::zero(256)), None);
        // Narrow values take ApInt's path with the same rounding.
        let seven = IntValue::from_i128(8, -7);
        let two = IntValue::from_i128(8, 2);
        assert_eq!(
            seven.sceildiv(&two).map(|q| q.to_string()).as_deref(),
            Some("-3")
        );
        assert_eq!(
            seven.sfloordiv(&two).map(|q| q.to_string()).as_deref(),
            Some("-4")
        );
    }

    #[test]
    fn wide_division_and_shifts_follow_the_signs() {
        let seven = IntValue::from_i128(200, -7);
        let two = IntValue::from_i128(200, 2);
        assert_eq!(seven.sdiv(&two).map(|q| q.to_string()), Some("-3".into()));
        assert_eq!(seven.srem(&two).map(|r| r.to_string()), Some("-1".into()));
        assert_eq!(seven.udiv(&IntValue::zero(200)), None);
        assert_eq!(seven.ashr(&two).to_string(), "-2");
        let shifted = IntValue::from_i128(200, 1).shl_by(&IntValue::from_i128(200, 199));
        assert!(shifted.is_min_signed());
        assert_eq!(
            shifted.lshr(&IntValue::from_i128(200, 199)).to_string(),
            "1"
        );
        assert_eq!(seven.scmp(&two), Ordering::Less);
        assert_eq!(seven.ucmp(&two), Ordering::Greater);
    }

    #[test]
    fn width_zero_holds_only_zero() {
        assert!(IntValue::fits_signed(0, &BigInt::from(0)));
        assert!(!IntValue::fits_signed(0, &BigInt::from(-1)));
        assert!(!IntValue::fits_unsigned(0, &BigInt::from(1)));
        assert_eq!(IntValue::from_i128(0, 5).to_string(), "0");
    }

    #[test]
    fn widths_change_between_small_and_wide() {
        let minus_one = IntValue::from_i128(8, -1);
        assert_eq!(minus_one.sext(300).to_string(), "-1");
        assert_eq!(minus_one.zext(300).to_string(), "255");
        let big = IntValue::from_i128(300, -1);
        assert_eq!(big.trunc(16).to_string(), "-1");
        assert_eq!(big.trunc(16), IntValue::from_i128(16, -1));
        assert!(IntValue::fits_signed(8, &BigInt::from(-128)));
        assert!(!IntValue::fits_signed(8, &BigInt::from(128)));
        assert!(IntValue::fits_unsigned(8, &BigInt::from(255)));
        assert!(!IntValue::fits_unsigned(8, &BigInt::from(-1)));
    }
}
