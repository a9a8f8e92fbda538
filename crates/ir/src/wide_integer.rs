//! Integer values of types wider than 128 bits (the part of MLIR's
//! `APInt` that an `i128` cannot hold).
//!
//! An integer attribute or dense element whose value fits in an `i128` is
//! kept as one ([`AttrData::Integer`], [`ElementValue::Int`]); a value of a
//! wider type that does not fit is kept as a [`BigInt`]
//! ([`AttrData::WideInteger`], and [`ElementValue::WideInt`] naming such an
//! attribute). Each value therefore has exactly one form, which interning
//! relies on. As for narrower types, the value held is the one MLIR prints:
//! the number itself for signed and unsigned types, the bit pattern read as
//! signed for signless ones.

use num_bigint::{BigInt, BigUint, Sign};

use crate::attributes::{AttrData, Attribute, ElementValue};
use crate::context::Context;
use crate::types::{Signedness, Type};

/// The value of a `width`-bit integer of `signedness` written as
/// `-magnitude` (when `negative`) or `magnitude`, or `None` when it does
/// not fit the type. Signless types accept both the signed and the
/// unsigned range, and hold the bit pattern read as signed.
pub fn fit(
    width: u32,
    signedness: Signedness,
    negative: bool,
    magnitude: &BigUint,
) -> Option<BigInt> {
    let bits = magnitude.bits();
    let width = u64::from(width);
    if negative {
        // `-2^(width-1)` is the most negative value; `-0` is rejected, as
        // MLIR rejects it.
        let fits = width > 0
            && (bits < width || (bits == width && magnitude.trailing_zeros() == Some(width - 1)));
        return (fits && *magnitude != BigUint::ZERO)
            .then(|| BigInt::from_biguint(Sign::Minus, magnitude.clone()));
    }
    match signedness {
        Signedness::Signed if bits >= width => None,
        _ if bits > width => None,
        Signedness::Signless if width > 1 && bits == width => {
            Some(BigInt::from(magnitude.clone()) - (BigInt::from(1u8) << width))
        }
        _ => Some(BigInt::from(magnitude.clone())),
    }
}

/// `value`'s low `width` bits in two's complement, little-endian, in
/// `width.div_ceil(8)` bytes.
pub fn to_le_bytes(value: &BigInt, width: u32) -> Vec<u8> {
    let len = width.div_ceil(8) as usize;
    let mut bytes = value.to_signed_bytes_le();
    let fill = if value.sign() == Sign::Minus { 0xFF } else { 0 };
    bytes.resize(len, fill);
    if !width.is_multiple_of(8)
        && let Some(last) = bytes.last_mut()
    {
        *last &= (1u8 << (width % 8)) - 1;
    }
    bytes
}

/// The value of the `width`-bit integer of `signedness` whose bits are
/// `bytes` (little-endian; bits past `width` are ignored).
pub fn from_le_bytes(bytes: &[u8], width: u32, signedness: Signedness) -> BigInt {
    let mut pattern = BigUint::from_bytes_le(bytes);
    pattern &= (BigUint::from(1u8) << width) - 1u8;
    let negative =
        width > 1 && signedness != Signedness::Unsigned && pattern.bit(u64::from(width) - 1);
    let value = BigInt::from(pattern);
    if negative {
        value - (BigInt::from(1u8) << width)
    } else {
        value
    }
}

impl Context {
    /// The integer attribute `value : ty`, in the form its size calls for
    /// (see the [module documentation](self)). `value` must be what the
    /// type holds, as [`fit`] returns it.
    pub fn big_integer_attr(&self, value: BigInt, ty: Type) -> Attribute {
        match i128::try_from(&value) {
            Ok(small) => self.integer_attr(small, ty),
            Err(_) => self.intern_attr(AttrData::WideInteger { value, ty }),
        }
    }

    /// `value` as a dense element of type `ty`.
    pub fn big_integer_element(&self, value: BigInt, ty: Type) -> ElementValue {
        match i128::try_from(&value) {
            Ok(small) => ElementValue::Int(small),
            Err(_) => ElementValue::WideInt(self.intern_attr(AttrData::WideInteger { value, ty })),
        }
    }

    /// The value of an integer attribute of any width (`Integer` or
    /// `WideInteger`), with its type.
    pub fn big_integer_value(&self, attr: Attribute) -> Option<(BigInt, Type)> {
        match self.attr_data(attr) {
            AttrData::Integer { value, ty } => Some((BigInt::from(*value), *ty)),
            AttrData::WideInteger { value, ty } => Some((value.clone(), *ty)),
            _ => None,
        }
    }

    /// The value of an integer dense element.
    pub fn big_integer_of_element(&self, element: ElementValue) -> Option<BigInt> {
        match element {
            ElementValue::Int(value) => Some(BigInt::from(value)),
            ElementValue::WideInt(attr) => self.big_integer_value(attr).map(|(value, _)| value),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pow2(exponent: u32) -> BigInt {
        BigInt::from(1u8) << exponent
    }

    fn big(text: &str) -> BigInt {
        text.parse().unwrap()
    }

    fn fit_text(width: u32, signedness: Signedness, text: &str) -> Option<BigInt> {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(digits) => (true, digits),
            None => (false, text),
        };
        fit(width, signedness, negative, &digits.parse().unwrap())
    }

    #[test]
    fn signless_values_take_both_ranges_and_read_as_signed() {
        // 2^200 - 1 is all ones in i200: -1.
        let all_ones = pow2(200) - 1u8;
        assert_eq!(
            fit_text(200, Signedness::Signless, &all_ones.to_string()),
            Some(big("-1"))
        );
        assert_eq!(
            fit_text(200, Signedness::Signless, &pow2(200).to_string()),
            None
        );
        let min = -pow2(199);
        assert_eq!(
            fit_text(200, Signedness::Signless, &min.to_string()),
            Some(min.clone())
        );
        assert_eq!(
            fit_text(200, Signedness::Signless, &(min - 1u8).to_string()),
            None
        );
    }

    #[test]
    fn signed_and_unsigned_ranges() {
        let half = pow2(255);
        assert_eq!(fit_text(256, Signedness::Signed, &half.to_string()), None);
        assert_eq!(
            fit_text(256, Signedness::Signed, &(&half - 1u8).to_string()),
            Some(&half - 1u8)
        );
        assert_eq!(
            fit_text(256, Signedness::Unsigned, &half.to_string()),
            Some(half.clone())
        );
        assert_eq!(fit_text(256, Signedness::Signless, "-0"), None);
    }

    #[test]
    fn bytes_round_trip_in_twos_complement() {
        let value = big("-2");
        let bytes = to_le_bytes(&value, 136);
        assert_eq!(bytes.len(), 17);
        assert_eq!(bytes[0], 0xFE);
        assert!(bytes[1..].iter().all(|&b| b == 0xFF));
        assert_eq!(from_le_bytes(&bytes, 136, Signedness::Signless), value);
        assert_eq!(
            from_le_bytes(&bytes, 136, Signedness::Unsigned),
            pow2(136) - 2
        );
        // A width that is not a whole number of bytes keeps only its bits.
        let bytes = to_le_bytes(&big("-1"), 130);
        assert_eq!(bytes.len(), 17);
        assert_eq!(bytes[16], 0b11);
    }

    #[test]
    fn values_that_fit_i128_keep_the_small_form() {
        let ctx = Context::new();
        let ty = ctx.integer_type(256);
        assert_eq!(ctx.big_integer_attr(big("5"), ty), ctx.integer_attr(5, ty));
        let wide = pow2(130);
        let attr = ctx.big_integer_attr(wide.clone(), ty);
        assert!(matches!(ctx.attr_data(attr), AttrData::WideInteger { .. }));
        assert_eq!(ctx.big_integer_value(attr), Some((wide.clone(), ty)));
        assert_eq!(
            ctx.big_integer_element(wide.clone(), ty),
            ElementValue::WideInt(attr)
        );
    }
}
