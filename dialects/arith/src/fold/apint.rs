//! Integers of any width (LLVM's `APInt`), as the arith folders and the
//! interpreter compute them: a two's complement bit pattern of `width`
//! bits with wrap-around arithmetic, signed and unsigned division and
//! comparison, shifts and width changes. `index` values are 64 bits wide,
//! as in MLIR.
//!
//! Up to 128 bits a value is a [`small::SmallInt`] (two machine words, no
//! allocation: the common case); wider ones are big integers. Each
//! operation returns a value of the same width, and the signed and
//! unsigned readings of the bits are explicit.

mod small;

use std::cmp::Ordering;
use std::fmt;

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Signed, ToPrimitive, Zero};

use small::SmallInt;

/// An integer of any width.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApInt(Repr);

/// Invariant: `Small` exactly for widths up to 128, and a `Wide` value's
/// bits are below `2^width`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    Small(SmallInt),
    Wide { width: u32, bits: BigUint },
}

/// The widest integer held as a [`SmallInt`].
const SMALL_WIDTH: u32 = 128;

/// `2^width`.
fn modulus(width: u32) -> BigUint {
    BigUint::one() << width
}

impl ApInt {
    /// `bits` zero-extended (or cut) to `width`.
    pub fn new(width: u32, bits: u128) -> Self {
        if width <= SMALL_WIDTH {
            ApInt(Repr::Small(SmallInt::new(width, bits)))
        } else {
            Self::from_big(width, &BigInt::from(bits))
        }
    }

    /// `value`'s bits cut (or sign-extended) to `width`.
    pub fn from_i128(width: u32, value: i128) -> Self {
        if width <= SMALL_WIDTH {
            ApInt(Repr::Small(SmallInt::from_i128(width, value)))
        } else {
            Self::from_big(width, &BigInt::from(value))
        }
    }

    /// `value` modulo `2^width`: any integer, wrapped to the width.
    pub fn from_big(width: u32, value: &BigInt) -> Self {
        let modulus = BigInt::from(modulus(width));
        let wrapped = ((value % &modulus) + &modulus) % &modulus;
        let bits = wrapped.to_biguint().unwrap_or_default();
        if width <= SMALL_WIDTH {
            let low = bits.to_u128().unwrap_or_default();
            ApInt(Repr::Small(SmallInt::new(width, low)))
        } else {
            ApInt(Repr::Wide { width, bits })
        }
    }

    /// Zero of `width` bits.
    pub fn zero(width: u32) -> Self {
        Self::new(width, 0)
    }

    /// The width in bits.
    pub fn width(&self) -> u32 {
        match &self.0 {
            Repr::Small(value) => value.width(),
            Repr::Wide { width, .. } => *width,
        }
    }

    /// The value as a [`SmallInt`], when it is one.
    fn small(&self) -> Option<SmallInt> {
        match &self.0 {
            Repr::Small(value) => Some(*value),
            Repr::Wide { .. } => None,
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

    /// Whether the value is 1 (`true` for `i1`).
    pub fn is_one(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_one(),
            Repr::Wide { bits, .. } => bits.is_one(),
        }
    }

    /// Whether every bit is one (`-1`).
    pub fn is_all_ones(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_all_ones(),
            Repr::Wide { width, bits } => *bits == modulus(*width) - 1u32,
        }
    }

    /// Whether the sign bit is set.
    pub fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_negative(),
            Repr::Wide { width, bits } => bits.bit(u64::from(width - 1)),
        }
    }

    /// Whether this is the largest signed value (`0111...`).
    pub fn is_max_signed(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_max_signed(),
            Repr::Wide { width, bits } => *bits == (BigUint::one() << (width - 1)) - 1u32,
        }
    }

    /// Whether this is the smallest signed value (only the sign bit set).
    pub fn is_min_signed(&self) -> bool {
        match &self.0 {
            Repr::Small(value) => value.is_min_signed(),
            Repr::Wide { width, bits } => *bits == BigUint::one() << (width - 1),
        }
    }

    /// Both values as [`SmallInt`]s, when both are small.
    fn small_pair(&self, other: &Self) -> Option<(SmallInt, SmallInt)> {
        Some((self.small()?, other.small()?))
    }

    /// `small` on two small values, else `wide` on the signed or unsigned
    /// readings (`signed`), wrapped to the width.
    fn binary(
        &self,
        other: &Self,
        small: impl FnOnce(SmallInt, SmallInt) -> SmallInt,
        signed: bool,
        wide: impl FnOnce(BigInt, BigInt) -> BigInt,
    ) -> Self {
        if let Some((a, b)) = self.small_pair(other) {
            return ApInt(Repr::Small(small(a, b)));
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
        self.binary(other, SmallInt::wrapping_add, false, |a, b| a + b)
    }

    /// `self - other`, wrapped.
    pub fn wrapping_sub(&self, other: &Self) -> Self {
        self.binary(other, SmallInt::wrapping_sub, false, |a, b| a - b)
    }

    /// `self * other`, wrapped.
    pub fn wrapping_mul(&self, other: &Self) -> Self {
        self.binary(other, SmallInt::wrapping_mul, false, |a, b| a * b)
    }

    /// The high `width` bits of the double-width product of the unsigned
    /// values (APInt's `mulhu`).
    pub fn mulhu(&self, other: &Self) -> Self {
        let width = self.width();
        self.binary(other, SmallInt::mulhu, false, |a, b| (a * b) >> width)
    }

    /// The high `width` bits of the double-width product of the signed
    /// values (APInt's `mulhs`).
    pub fn mulhs(&self, other: &Self) -> Self {
        let width = self.width();
        // BigInt's shift right rounds toward negative infinity, as an
        // arithmetic shift does.
        self.binary(other, SmallInt::mulhs, true, |a, b| (a * b) >> width)
    }

    /// The exact sum of the signed (`signed`) or unsigned readings, when
    /// it fits the width.
    pub fn checked_add(&self, other: &Self, signed: bool) -> Option<Self> {
        if let Some((a, b)) = self.small_pair(other) {
            let width = a.width();
            let sum = if signed {
                let sum = a.signed().checked_add(b.signed())?;
                let wrapped = SmallInt::from_i128(width, sum);
                (wrapped.signed() == sum).then_some(wrapped)
            } else {
                let sum = a.unsigned().checked_add(b.unsigned())?;
                let wrapped = SmallInt::new(width, sum);
                (wrapped.unsigned() == sum).then_some(wrapped)
            };
            return sum.map(|sum| ApInt(Repr::Small(sum)));
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

    /// A division-like op: `None` when `other` is zero or `small` refuses,
    /// else `small` on two small values or `wide` on the signed (`signed`)
    /// or unsigned readings.
    fn division(
        &self,
        other: &Self,
        small: impl FnOnce(SmallInt, SmallInt) -> Option<SmallInt>,
        signed: bool,
        wide: impl FnOnce(BigInt, BigInt) -> BigInt,
    ) -> Option<Self> {
        if other.is_zero() {
            return None;
        }
        if let Some((a, b)) = self.small_pair(other) {
            return small(a, b).map(|q| ApInt(Repr::Small(q)));
        }
        Some(self.binary(other, |a, _| a, signed, wide))
    }

    /// Whether a signed division overflows (`INT_MIN / -1`).
    fn signed_division_overflows(&self, other: &Self) -> bool {
        self.is_min_signed() && other.is_all_ones()
    }

    /// Unsigned division; `None` by zero.
    pub fn udiv(&self, other: &Self) -> Option<Self> {
        self.division(other, SmallInt::udiv, false, |a, b| a / b)
    }

    /// Unsigned remainder; `None` by zero.
    pub fn urem(&self, other: &Self) -> Option<Self> {
        self.division(other, SmallInt::urem, false, |a, b| a % b)
    }

    /// Signed division rounding toward zero (APInt's `sdiv_ov`); `None` by
    /// zero and on overflow (`INT_MIN / -1`).
    pub fn sdiv(&self, other: &Self) -> Option<Self> {
        if self.signed_division_overflows(other) {
            return None;
        }
        self.division(other, SmallInt::sdiv, true, |a, b| a / b)
    }

    /// Signed division rounding toward negative infinity (`floordivsi`);
    /// `None` by zero and on overflow (`INT_MIN / -1`).
    pub fn sfloordiv(&self, other: &Self) -> Option<Self> {
        if self.signed_division_overflows(other) {
            return None;
        }
        self.division(other, SmallInt::sfloordiv, true, |a, b| {
            rounded_quotient(a, b, false)
        })
    }

    /// Signed division rounding toward positive infinity (`ceildivsi`);
    /// `None` by zero and on overflow (`INT_MIN / -1`).
    pub fn sceildiv(&self, other: &Self) -> Option<Self> {
        if self.signed_division_overflows(other) {
            return None;
        }
        self.division(other, SmallInt::sceildiv, true, |a, b| {
            rounded_quotient(a, b, true)
        })
    }

    /// Unsigned division rounding up (`ceildivui`); `None` by zero.
    pub fn uceildiv(&self, other: &Self) -> Option<Self> {
        self.division(other, SmallInt::uceildiv, false, |a, b| {
            rounded_quotient(a, b, true)
        })
    }

    /// Signed remainder, with the sign of the dividend; `None` by zero.
    /// `INT_MIN rem -1` is 0.
    pub fn srem(&self, other: &Self) -> Option<Self> {
        self.division(other, SmallInt::srem, true, |a, b| a % b)
    }

    /// Bitwise and.
    pub fn and(&self, other: &Self) -> Self {
        self.binary(other, SmallInt::and, false, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, other: &Self) -> Self {
        self.binary(other, SmallInt::or, false, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, other: &Self) -> Self {
        self.binary(other, SmallInt::xor, false, |a, b| a ^ b)
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
        self.binary(amount, SmallInt::shl_by, false, |a, _| a << shift)
    }

    /// Logical shift right by `amount`; zero when it is the width or more.
    pub fn lshr(&self, amount: &Self) -> Self {
        let shift = self.shift_amount(amount);
        self.binary(amount, SmallInt::lshr, false, |a, _| a >> shift)
    }

    /// Arithmetic shift right by `amount` (the sign bit fills in; all sign
    /// bits when shifting by the width or more).
    pub fn ashr(&self, amount: &Self) -> Self {
        let shift = self.shift_amount(amount);
        // BigInt's shift right rounds toward negative infinity: the sign
        // fills in, as an arithmetic shift does.
        self.binary(amount, SmallInt::ashr, true, |a, _| a >> shift)
    }

    /// Whether `self < width` read unsigned (a shift amount in range).
    pub fn ult_width(&self) -> bool {
        self.to_u128()
            .is_some_and(|amount| amount < u128::from(self.width()))
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
            Repr::Small(value) if width <= SMALL_WIDTH => ApInt(Repr::Small(value.zext(width))),
            _ => Self::from_big(width, &BigInt::from(self.unsigned_big())),
        }
    }

    /// Sign-extended (or cut) to `width`.
    pub fn sext(&self, width: u32) -> Self {
        match &self.0 {
            Repr::Small(value) if width <= SMALL_WIDTH => ApInt(Repr::Small(value.sext(width))),
            _ => Self::from_big(width, &self.signed_big()),
        }
    }

    /// The low `width` bits.
    pub fn trunc(&self, width: u32) -> Self {
        match &self.0 {
            Repr::Small(value) => ApInt(Repr::Small(value.trunc(width))),
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

impl fmt::Display for ApInt {
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
    if remainder.is_zero() {
        return quotient;
    }
    // The exact quotient is positive when the remainder (with the sign of
    // `a`) and `b` have the same sign; truncation rounded it toward zero.
    let positive = remainder.is_negative() == b.is_negative();
    match (ceil, positive) {
        (true, true) => quotient + 1,
        (false, false) => quotient - 1,
        _ => quotient,
    }
}

#[cfg(test)]
#[path = "apint_tests.rs"]
mod tests;
