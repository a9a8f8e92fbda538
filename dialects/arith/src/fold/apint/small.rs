//! Integers of 0 to 128 bits in two machine words, no allocation: the
//! representation of [`super::ApInt`] up to 128 bits (the common case),
//! with wrapping arithmetic, signed and unsigned division and comparison,
//! shifts and width changes.

use std::cmp::Ordering;

/// A `width`-bit integer; `bits` holds it zero-extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct SmallInt {
    bits: u128,
    width: u32,
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl SmallInt {
    /// The low `width` bits of `bits`.
    pub fn new(width: u32, bits: u128) -> Self {
        let width = width.min(128);
        SmallInt {
            bits: bits & mask(width),
            width,
        }
    }

    /// The low `width` bits of `value` (two's complement).
    pub fn from_i128(width: u32, value: i128) -> Self {
        Self::new(width, value as u128)
    }

    /// The width in bits.
    pub fn width(self) -> u32 {
        self.width
    }

    /// The bits, zero-extended.
    pub fn unsigned(self) -> u128 {
        self.bits
    }

    /// The value read as signed, sign-extended to 128 bits.
    pub fn signed(self) -> i128 {
        if self.width == 0 {
            return 0;
        }
        if self.width >= 128 {
            return self.bits as i128;
        }
        if self.bits >> (self.width - 1) & 1 == 1 {
            (self.bits | !mask(self.width)) as i128
        } else {
            self.bits as i128
        }
    }

    /// Whether the value is 0.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }

    /// Whether the value is 1 (`true` for `i1`).
    pub fn is_one(self) -> bool {
        self.bits == 1
    }

    /// Whether every bit is set.
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }

    /// Whether the value is the largest signed value (`0111...`).
    pub fn is_max_signed(self) -> bool {
        self.width > 0 && self.bits == mask(self.width) >> 1
    }

    /// Whether the value is the smallest signed value (`1000...`).
    pub fn is_min_signed(self) -> bool {
        self.width > 0 && self.bits == 1u128 << (self.width - 1)
    }

    fn with(self, bits: u128) -> Self {
        Self::new(self.width, bits)
    }

    /// `self + other`, wrapping.
    pub fn wrapping_add(self, other: Self) -> Self {
        self.with(self.bits.wrapping_add(other.bits))
    }

    /// `self - other`, wrapping.
    pub fn wrapping_sub(self, other: Self) -> Self {
        self.with(self.bits.wrapping_sub(other.bits))
    }

    /// `self * other`, wrapping.
    pub fn wrapping_mul(self, other: Self) -> Self {
        self.with(self.bits.wrapping_mul(other.bits))
    }

    /// The high `width` bits of the double-width product of the unsigned
    /// values (APInt's `mulhu`).
    pub fn mulhu(self, other: Self) -> Self {
        let (high, low) = widening_mul(self.bits, other.bits);
        let width = self.width;
        let bits = if width == 128 {
            high
        } else if width == 0 {
            0
        } else {
            (low >> width) | (high << (128 - width))
        };
        self.with(bits)
    }

    /// The high `width` bits of the double-width product of the signed
    /// values (APInt's `mulhs`): the unsigned high half, less each operand
    /// where the other is negative.
    pub fn mulhs(self, other: Self) -> Self {
        let mut high = self.mulhu(other);
        if self.is_negative() {
            high = high.wrapping_sub(other);
        }
        if other.is_negative() {
            high = high.wrapping_sub(self);
        }
        high
    }

    /// Whether the sign bit is set.
    pub fn is_negative(self) -> bool {
        self.width > 0 && self.bits >> (self.width - 1) & 1 == 1
    }

    /// Unsigned division; `None` when dividing by zero.
    pub fn udiv(self, other: Self) -> Option<Self> {
        self.bits.checked_div(other.bits).map(|q| self.with(q))
    }

    /// Unsigned remainder; `None` when dividing by zero.
    pub fn urem(self, other: Self) -> Option<Self> {
        self.bits.checked_rem(other.bits).map(|r| self.with(r))
    }

    /// Signed division (`sdiv_ov`); `None` when dividing by zero or on
    /// overflow (`INT_MIN / -1`).
    pub fn sdiv(self, other: Self) -> Option<Self> {
        if other.is_zero() || (self.is_min_signed() && other.is_all_ones()) {
            return None;
        }
        self.signed()
            .checked_div(other.signed())
            .map(|q| self.with(q as u128))
    }

    /// Signed division rounding toward negative infinity (`floordivsi`);
    /// `None` when dividing by zero or on overflow (`INT_MIN / -1`).
    pub fn sfloordiv(self, other: Self) -> Option<Self> {
        let quotient = self.sdiv(other)?;
        let remainder = self.srem(other)?;
        let inexact_negative =
            !remainder.is_zero() && (remainder.signed() < 0) != (other.signed() < 0);
        Some(if inexact_negative {
            quotient.wrapping_sub(Self::new(self.width, 1))
        } else {
            quotient
        })
    }

    /// Signed division rounding toward positive infinity (`ceildivsi`);
    /// `None` when dividing by zero or on overflow (`INT_MIN / -1`).
    pub fn sceildiv(self, other: Self) -> Option<Self> {
        let quotient = self.sdiv(other)?;
        let remainder = self.srem(other)?;
        let inexact_positive =
            !remainder.is_zero() && (remainder.signed() < 0) == (other.signed() < 0);
        Some(if inexact_positive {
            quotient.wrapping_add(Self::new(self.width, 1))
        } else {
            quotient
        })
    }

    /// Unsigned division rounding up (`ceildivui`); `None` when dividing by
    /// zero.
    pub fn uceildiv(self, other: Self) -> Option<Self> {
        let quotient = self.udiv(other)?;
        Some(if self.urem(other)?.is_zero() {
            quotient
        } else {
            quotient.wrapping_add(Self::new(self.width, 1))
        })
    }

    /// Signed remainder (the sign of the dividend); `None` when dividing by
    /// zero. `INT_MIN rem -1` is 0.
    pub fn srem(self, other: Self) -> Option<Self> {
        if other.is_zero() {
            return None;
        }
        Some(self.with(self.signed().wrapping_rem(other.signed()) as u128))
    }

    /// Bitwise and.
    pub fn and(self, other: Self) -> Self {
        self.with(self.bits & other.bits)
    }

    /// Bitwise or.
    pub fn or(self, other: Self) -> Self {
        self.with(self.bits | other.bits)
    }

    /// Bitwise exclusive or.
    pub fn xor(self, other: Self) -> Self {
        self.with(self.bits ^ other.bits)
    }

    /// The shift amount `amount` as a count, saturated to the width.
    fn shift_amount(self, amount: Self) -> u32 {
        u32::try_from(amount.bits).map_or(self.width, |n| n.min(self.width))
    }

    /// Shift left (0 when shifting by the width or more).
    pub fn shl_by(self, amount: Self) -> Self {
        let n = self.shift_amount(amount);
        if n >= 128 {
            return self.with(0);
        }
        self.with(self.bits << n)
    }

    /// Logical shift right (0 when shifting by the width or more).
    pub fn lshr(self, amount: Self) -> Self {
        let n = self.shift_amount(amount);
        if n >= 128 {
            return self.with(0);
        }
        self.with(self.bits >> n)
    }

    /// Arithmetic shift right (all sign bits when shifting by the width or
    /// more).
    pub fn ashr(self, amount: Self) -> Self {
        let n = self.shift_amount(amount).min(127);
        self.with((self.signed() >> n) as u128)
    }

    /// Signed comparison.
    pub fn scmp(self, other: Self) -> Ordering {
        self.signed().cmp(&other.signed())
    }

    /// Unsigned comparison.
    pub fn ucmp(self, other: Self) -> Ordering {
        self.bits.cmp(&other.bits)
    }

    /// Zero extension (or truncation) to `width` bits.
    pub fn zext(self, width: u32) -> Self {
        Self::new(width, self.bits)
    }

    /// Sign extension (or truncation) to `width` bits.
    pub fn sext(self, width: u32) -> Self {
        Self::from_i128(width, self.signed())
    }

    /// Truncation to `width` bits.
    pub fn trunc(self, width: u32) -> Self {
        Self::new(width, self.bits)
    }
}

/// The 256-bit product of two 128-bit values as `(high, low)`.
fn widening_mul(a: u128, b: u128) -> (u128, u128) {
    const LOW: u128 = u64::MAX as u128;
    let (a_high, a_low) = (a >> 64, a & LOW);
    let (b_high, b_low) = (b >> 64, b & LOW);
    let low_low = a_low * b_low;
    let high_low = a_high * b_low;
    let low_high = a_low * b_high;
    let high_high = a_high * b_high;
    let middle = (low_low >> 64) + (high_low & LOW) + (low_high & LOW);
    let low = (middle << 64) | (low_low & LOW);
    let high = high_high + (high_low >> 64) + (low_high >> 64) + (middle >> 64);
    (high, low)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(width: u32, value: i128) -> SmallInt {
        SmallInt::from_i128(width, value)
    }

    #[test]
    fn arithmetic_wraps_at_the_width() {
        assert_eq!(
            i(32, i32::MAX.into()).wrapping_add(i(32, 1)).signed(),
            i128::from(i32::MIN)
        );
        assert_eq!(i(8, 0).wrapping_sub(i(8, 1)).unsigned(), 255);
        assert_eq!(i(8, 16).wrapping_mul(i(8, 16)).unsigned(), 0);
        assert_eq!(i(3, 5).signed(), -3);
        assert_eq!(i(128, -1).wrapping_add(i(128, 1)), i(128, 0));
        assert_eq!(i(1, 1).signed(), -1);
    }

    #[test]
    fn high_halves_of_double_width_products() {
        assert_eq!(i(8, 200).mulhu(i(8, 200)).unsigned(), 156);
        assert_eq!(i(8, -56).mulhs(i(8, -56)).unsigned(), 12);
        assert_eq!(i(8, -1).mulhs(i(8, 1)).signed(), -1);
        assert_eq!(i(32, -1).mulhu(i(32, -1)).unsigned(), 0xFFFF_FFFE);
        assert_eq!(i(64, -1).mulhs(i(64, -1)).signed(), 0);
        assert_eq!(i(128, -1).mulhu(i(128, -1)).signed(), -2);
        assert_eq!(i(128, -1).mulhs(i(128, 2)).signed(), -1);
        assert_eq!(i(128, 1 << 100).mulhu(i(128, 1 << 100)).unsigned(), 1 << 72);
        assert_eq!(i(1, 1).mulhs(i(1, 1)).unsigned(), 0);
    }

    #[test]
    fn division_refuses_zero_and_overflow() {
        assert_eq!(i(32, 7).udiv(i(32, 0)), None);
        assert_eq!(i(32, i32::MIN.into()).sdiv(i(32, -1)), None);
        assert_eq!(i(32, -7).sdiv(i(32, 2)).map(SmallInt::signed), Some(-3));
        assert_eq!(i(32, -7).srem(i(32, 2)).map(SmallInt::signed), Some(-1));
        assert_eq!(
            i(32, i32::MIN.into()).srem(i(32, -1)).map(SmallInt::signed),
            Some(0)
        );
        assert_eq!(i(8, -1).udiv(i(8, 2)).map(SmallInt::unsigned), Some(127));
        assert_eq!(i(128, i128::MIN).sdiv(i(128, -1)), None);
    }

    #[test]
    fn rounding_divisions_round_toward_their_infinity() {
        let q = |f: fn(SmallInt, SmallInt) -> Option<SmallInt>, a, b| {
            f(i(32, a), i(32, b)).map(SmallInt::signed)
        };
        // -7 / 2 = -3.5, 7 / -2 = -3.5, -7 / -2 = 3.5, 6 / 3 = 2.
        assert_eq!(q(SmallInt::sceildiv, -7, 2), Some(-3));
        assert_eq!(q(SmallInt::sfloordiv, -7, 2), Some(-4));
        assert_eq!(q(SmallInt::sceildiv, 7, -2), Some(-3));
        assert_eq!(q(SmallInt::sfloordiv, 7, -2), Some(-4));
        assert_eq!(q(SmallInt::sceildiv, -7, -2), Some(4));
        assert_eq!(q(SmallInt::sfloordiv, -7, -2), Some(3));
        assert_eq!(q(SmallInt::sceildiv, 6, 3), Some(2));
        assert_eq!(q(SmallInt::sfloordiv, 6, 3), Some(2));
        assert_eq!(q(SmallInt::sceildiv, 7, 0), None);
        assert_eq!(q(SmallInt::sfloordiv, i32::MIN.into(), -1), None);
        // Unsigned: i8 -1 is 255; 255 / 16 = 15.9 rounds up to 16.
        assert_eq!(
            i(8, -1).uceildiv(i(8, 16)).map(SmallInt::unsigned),
            Some(16)
        );
        assert_eq!(i(8, 32).uceildiv(i(8, 16)).map(SmallInt::unsigned), Some(2));
        assert_eq!(i(8, 1).uceildiv(i(8, 0)), None);
    }

    #[test]
    fn shifts_and_extensions() {
        assert_eq!(i(8, -128).ashr(i(8, 7)).signed(), -1);
        assert_eq!(i(8, -128).lshr(i(8, 7)).unsigned(), 1);
        assert_eq!(i(8, 1).shl_by(i(8, 8)).unsigned(), 0);
        assert_eq!(i(8, -1).zext(16).unsigned(), 255);
        assert_eq!(i(8, -1).sext(16).signed(), -1);
        assert_eq!(i(32, 0x1234).trunc(8).unsigned(), 0x34);
        assert!(i(8, 127).is_max_signed() && i(8, -128).is_min_signed());
    }
}
