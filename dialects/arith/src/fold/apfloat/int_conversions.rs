//! Conversions between floats and integers of any width (APFloat's
//! `convertFromAPInt` and `convertToInteger`): integers round to nearest
//! even, floats truncate toward zero.
//!
//! Past 128 bits an integer's magnitude is cut to its top 128 bits, the
//! bits cut off kept as one sticky bit, which rounds the same: no format
//! holds 128 bits of precision.

use num_bigint::{BigInt, BigUint};
use num_traits::{Signed, ToPrimitive};

use super::Format;
use crate::fold::apint::ApInt;

impl Format {
    /// A signed integer rounded to this format (`convertFromAPInt`);
    /// `None` for a negative value in the unsigned `f8E8M0FNU`.
    pub fn from_signed(self, value: &ApInt) -> Option<u128> {
        if let Some(small) = value.to_i128() {
            if small < 0 && !self.is_signed() {
                return None;
            }
            return Some(self.pack(small < 0, small.unsigned_abs(), 0));
        }
        let number = value.signed_big();
        if number.is_negative() && !self.is_signed() {
            return None;
        }
        Some(self.pack_big(number.is_negative(), number.magnitude(), 0))
    }

    /// An unsigned integer rounded to this format (`convertFromAPInt` with
    /// `isSigned = false`).
    pub fn from_unsigned(self, value: &ApInt) -> u128 {
        match value.to_u128() {
            Some(small) => self.pack(false, small, 0),
            None => self.pack_big(false, &value.unsigned_big(), 0),
        }
    }

    /// `(-1)^negative * magnitude * 2^exponent` rounded to nearest even,
    /// the magnitude cut to its top 128 bits and a sticky bit.
    pub(super) fn pack_big(self, negative: bool, magnitude: &BigUint, exponent: i32) -> u128 {
        let extra = magnitude.bits().saturating_sub(128);
        let kept = magnitude >> extra;
        let sticky = (&kept << extra) != *magnitude;
        let top = kept.to_u128().unwrap_or(u128::MAX);
        let exponent = exponent.saturating_add(i32::try_from(extra).unwrap_or(i32::MAX));
        self.pack(negative, top | u128::from(sticky), exponent)
    }

    /// The value rounded toward zero to an unsigned `width`-bit integer
    /// (`convertToInteger` with `rmTowardZero`); `None` for NaN, infinities,
    /// values too large and negative values that do not truncate to zero.
    pub fn to_unsigned(self, bits: u128, width: u32) -> Option<ApInt> {
        self.to_integer(bits, width, false)
    }

    /// The value rounded toward zero to a signed `width`-bit integer
    /// (`convertToInteger` with `rmTowardZero`); `None` for NaN, infinities
    /// and values out of range (APFloat's `opInvalidOp`).
    pub fn to_signed(self, bits: u128, width: u32) -> Option<ApInt> {
        self.to_integer(bits, width, true)
    }

    fn to_integer(self, bits: u128, width: u32, signed: bool) -> Option<ApInt> {
        if self.is_nan(bits) || self.is_infinite(bits) {
            return None;
        }
        let Some((negative, magnitude, exponent)) = self.unpack(bits) else {
            return Some(ApInt::zero(width));
        };
        if width <= 128
            && let Some(integer) = truncate_toward_zero(magnitude, exponent)
        {
            return small_integer(negative, integer, width, signed);
        }
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
            ApInt::fits_signed(width, &value)
        } else {
            ApInt::fits_unsigned(width, &value)
        };
        fits.then(|| ApInt::from_big(width, &value))
    }
}

/// `magnitude * 2^exponent` with its fraction dropped; `None` when it does
/// not fit in 128 bits.
fn truncate_toward_zero(magnitude: u128, exponent: i32) -> Option<u128> {
    Some(if exponent >= 0 {
        if exponent.unsigned_abs() >= magnitude.leading_zeros() {
            return None;
        }
        magnitude << exponent
    } else if exponent <= -128 {
        0
    } else {
        magnitude >> (-exponent)
    })
}

/// `(-1)^negative * integer` as a `width`-bit integer (at most 128 bits),
/// signed or unsigned; `None` when it does not fit.
fn small_integer(negative: bool, integer: u128, width: u32, signed: bool) -> Option<ApInt> {
    let fits = if integer == 0 {
        true
    } else if !signed {
        !negative && (width >= 128 || integer >> width == 0)
    } else if width == 0 {
        false
    } else {
        let limit = 1u128 << (width - 1);
        if negative {
            integer <= limit
        } else {
            integer < limit
        }
    };
    let bits = if negative {
        0u128.wrapping_sub(integer)
    } else {
        integer
    };
    fits.then(|| ApInt::new(width, bits))
}
