//! Float encoding and MLIR's float printing rules (`printFloatValue` in MLIR's
//! AsmPrinter, built on APFloat's `toString`): print `%e`-style with six
//! digits when that round-trips, else the shortest-precision decimal form if it
//! contains a `.`, else the bits in hexadecimal.

use half::{bf16, f16};

use crate::minifloat::MiniFloat;
use crate::types::FloatKind;

/// The bits of `value` rounded to `kind`; `None` for formats whose decimal
/// conversion is not implemented (f80, f128).
pub fn encode(kind: FloatKind, value: f64) -> Option<u128> {
    Some(match kind {
        FloatKind::F16 => u128::from(f16::from_f64(value).to_bits()),
        FloatKind::BF16 => u128::from(bf16::from_f64(value).to_bits()),
        FloatKind::F32 => u128::from((value as f32).to_bits()),
        FloatKind::F64 => u128::from(value.to_bits()),
        FloatKind::TF32 => {
            // tf32: 1 sign, 8 exponent, 10 mantissa bits, stored in 19 bits.
            let bits = (value as f32).to_bits();
            let rounded = bits.wrapping_add(0xFFF + ((bits >> 13) & 1)) >> 13;
            u128::from(rounded)
        }
        FloatKind::F80 => widen_f64(value, 64, true)
            .or_else(|| super::wide_float::from_f64(FloatKind::F80, value))?,
        FloatKind::F128 => widen_f64(value, 112, false)
            .or_else(|| super::wide_float::from_f64(FloatKind::F128, value))?,
        small => MiniFloat::of(small)?.encode(value),
    })
}

/// Encodes an f64 exactly in an IEEE-style format with a 15-bit exponent and
/// `mantissa_bits` fraction bits (`explicit_integer_bit` for x87's f80).
/// Returns `None` for subnormal f64 inputs (`wide_float::from_f64` widens
/// those).
fn widen_f64(value: f64, mantissa_bits: u32, explicit_integer_bit: bool) -> Option<u128> {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63);
    let exponent = ((bits >> 52) & 0x7FF) as i64;
    let fraction = u128::from(bits & ((1u64 << 52) - 1));
    let total_fraction_bits = mantissa_bits;
    let (new_exponent, new_fraction, integer_bit) = match exponent {
        0 if fraction == 0 => (0u128, 0u128, 0u128),
        0 => return None,
        0x7FF => (
            0x7FFF,
            fraction << (total_fraction_bits - if explicit_integer_bit { 1 } else { 0 } - 52),
            1,
        ),
        _ => (
            (exponent - 1023 + 16383) as u128,
            fraction << (total_fraction_bits - if explicit_integer_bit { 1 } else { 0 } - 52),
            1,
        ),
    };
    let integer = if explicit_integer_bit {
        integer_bit << (mantissa_bits - 1)
    } else {
        0
    };
    Some((sign << (mantissa_bits + 15)) | (new_exponent << mantissa_bits) | integer | new_fraction)
}

/// Decodes the 15-bit-exponent formats back to f64 when exactly representable.
fn narrow_to_f64(bits: u128, mantissa_bits: u32, explicit_integer_bit: bool) -> Option<f64> {
    let sign = (bits >> (mantissa_bits + 15)) & 1;
    let exponent = ((bits >> mantissa_bits) & 0x7FFF) as i64;
    let fraction_bits = if explicit_integer_bit {
        mantissa_bits - 1
    } else {
        mantissa_bits
    };
    let fraction = bits & ((1u128 << fraction_bits) - 1);
    if exponent == 0 && fraction == 0 {
        return Some(if sign == 1 { -0.0 } else { 0.0 });
    }
    let unbiased = exponent - 16383;
    if exponent == 0 || exponent == 0x7FFF || !(-1022..=1023).contains(&unbiased) {
        return None;
    }
    let dropped = fraction_bits - 52;
    if fraction & ((1u128 << dropped) - 1) != 0 {
        return None;
    }
    let f64_bits =
        ((sign as u64) << 63) | (((unbiased + 1023) as u64) << 52) | ((fraction >> dropped) as u64);
    Some(f64::from_bits(f64_bits))
}

/// The value of `bits` in `kind` as an `f64` (exact for every supported
/// format); `None` for f80/f128.
pub fn decode(kind: FloatKind, bits: u128) -> Option<f64> {
    Some(match kind {
        FloatKind::F16 => f16::from_bits(bits as u16).to_f64(),
        FloatKind::BF16 => bf16::from_bits(bits as u16).to_f64(),
        FloatKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FloatKind::F64 => f64::from_bits(bits as u64),
        FloatKind::TF32 => f64::from(f32::from_bits((bits as u32) << 13)),
        FloatKind::F80 => narrow_to_f64(bits, 64, true)?,
        FloatKind::F128 => narrow_to_f64(bits, 112, false)?,
        small => MiniFloat::of(small)?.decode(bits),
    })
}

/// Significant decimal digits APFloat uses for `kind` (2 + precision * 59 / 196).
fn natural_precision(kind: FloatKind) -> usize {
    let mantissa_bits = match kind {
        FloatKind::F16 => 11,
        FloatKind::BF16 => 8,
        FloatKind::F32 => 24,
        FloatKind::F64 => 53,
        FloatKind::TF32 => 11,
        FloatKind::F80 => 64,
        FloatKind::F128 => 113,
        small => MiniFloat::of(small).map_or(24, |format| format.precision() as usize),
    };
    2 + mantissa_bits * 59 / 196
}

/// Formats `bits` of a `kind` float the way MLIR prints a float attribute.
pub fn format(kind: FloatKind, bits: u128) -> String {
    // f80 and f128 check the round trip in their own precision.
    if let Some(scientific) = super::wide_float::to_string(kind, bits, 6, 0, false) {
        if super::wide_float::parse(kind, &scientific) == Some(bits) {
            return scientific;
        }
        return match super::wide_float::to_string(kind, bits, 0, 3, true) {
            Some(natural) if natural.contains('.') => natural,
            _ => hex_bits(kind, bits),
        };
    }
    if let Some(value) = decode(kind, bits)
        && value.is_finite()
    {
        let scientific = c_style_exponent(value, 6);
        if scientific.parse::<f64>().ok().and_then(|v| encode(kind, v)) == Some(bits) {
            return scientific;
        }
        let natural = apfloat_natural(value, natural_precision(kind));
        if natural.contains('.') {
            return natural;
        }
    }
    hex_bits(kind, bits)
}

/// An `f80` or `f128` in the fewest significant digits that read back as
/// the same value: `(negative, digits, exponent)` for `d1.d2d3... *
/// 10^exponent`; `None` for zeros, infinities, NaNs and other formats.
pub fn shortest_wide_digits(kind: FloatKind, bits: u128) -> Option<(bool, String, i32)> {
    super::wide_float::shortest_digits(kind, bits)
}

/// `0x...` in upper case without leading zeros, as APInt prints it.
pub fn hex_bits(_kind: FloatKind, bits: u128) -> String {
    format!("0x{bits:X}")
}

/// The significant decimal digits of `|value|` as APFloat's `toString`
/// computes them for `precision` digits, and the power of ten of the first
/// digit. APFloat first drops low digits by truncating division (keeping a few
/// more than `precision`), then rounds half-up on the next digit.
fn rounded_digits(value: f64, precision: usize) -> (Vec<u8>, i64) {
    // 800 fractional digits print any f64 exactly.
    let exact = format!("{:.800e}", value.abs());
    let (mantissa, exponent) = exact.split_once('e').unwrap_or((&exact, "0"));
    let mut exponent: i64 = exponent.parse().unwrap_or(0);
    let mut digits: Vec<u8> = mantissa
        .bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect();
    if value.fract() == 0.0 && exponent >= 0 {
        // An integer: APFloat's significand is the whole integer.
        digits.resize(exponent as usize + 1, 0);
    } else {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
    }
    // Active bits of the integer formed by the digits.
    let leading: f64 = digits
        .iter()
        .take(17)
        .fold(0.0, |acc, &d| acc * 10.0 + f64::from(d));
    let extra = digits.len().saturating_sub(17) as f64;
    let bits = (leading.log2() + extra * std::f64::consts::LOG2_10).floor() as i64 + 1;
    let bits_required = (precision * 196).div_ceil(59) as i64;
    if bits > bits_required {
        let removable = ((bits - bits_required) * 59 / 196) as usize;
        digits.truncate(digits.len().saturating_sub(removable).max(1));
    }
    if digits.len() > precision {
        let round_up = digits[precision] >= 5;
        digits.truncate(precision);
        if round_up {
            let mut i = digits.len();
            loop {
                if i == 0 {
                    digits.insert(0, 1);
                    digits.truncate(precision);
                    exponent += 1;
                    break;
                }
                i -= 1;
                if digits[i] == 9 {
                    digits[i] = 0;
                } else {
                    digits[i] += 1;
                    break;
                }
            }
        }
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    (digits, exponent)
}

/// APFloat's `toString(Str, digits, 0, /*TruncateZero=*/false)`: `digits`
/// significant digits, zero-padded to `digits` after the point (`1.500000e+00`).
fn c_style_exponent(value: f64, digits: usize) -> String {
    let (rounded, exponent) = rounded_digits(value, digits);
    let mut text: String = rounded.iter().map(|d| char::from(b'0' + d)).collect();
    while text.len() < digits + 1 {
        text.push('0');
    }
    let sign = if value.is_sign_negative() { "-" } else { "" };
    let exponent_sign = if exponent < 0 { '-' } else { '+' };
    format!(
        "{sign}{}.{}e{exponent_sign}{:02}",
        &text[..1],
        &text[1..],
        exponent.abs()
    )
}

/// APFloat's `toString(Str, /*FormatPrecision=*/0, /*FormatMaxPadding=*/3)`:
/// `precision` significant digits, trailing zeros dropped, plain notation
/// unless that would pad with more than three zeros.
fn apfloat_natural(value: f64, precision: usize) -> String {
    let (rounded, point_exponent) = rounded_digits(value, precision);
    let mut digits: String = rounded.iter().map(|d| char::from(b'0' + d)).collect();
    while digits.len() > 1 && digits.ends_with('0') {
        digits.pop();
    }
    let n_digits = digits.len() as i64;
    // APFloat's `exp`: the power of ten of the last significant digit.
    let exp = point_exponent - (n_digits - 1);
    let sign = if value.is_sign_negative() { "-" } else { "" };
    let scientific = if exp >= 0 {
        exp > 3 || n_digits + exp > precision as i64
    } else {
        let msd = exp + n_digits - 1;
        msd < 0 && -msd > 3
    };
    if scientific {
        let mut out = format!("{sign}{}.", &digits[..1]);
        if n_digits == 1 {
            out.push('0');
        } else {
            out.push_str(&digits[1..]);
        }
        let e = exp + n_digits - 1;
        out.push_str(&format!("E{}{}", if e >= 0 { '+' } else { '-' }, e.abs()));
        return out;
    }
    if exp >= 0 {
        return format!("{sign}{digits}{}", "0".repeat(exp as usize));
    }
    let whole = exp + n_digits;
    if whole > 0 {
        let (int_part, frac) = digits.split_at(whole as usize);
        format!("{sign}{int_part}.{frac}")
    } else {
        format!("{sign}0.{}{digits}", "0".repeat((-whole) as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64_text(value: f64) -> String {
        format(FloatKind::F64, u128::from(value.to_bits()))
    }

    #[test]
    fn prints_like_mlir() {
        // Expected strings are what MLIR 22 prints for the same f64 attributes.
        assert_eq!(f64_text(1.0), "1.000000e+00");
        assert_eq!(f64_text(0.1), "1.000000e-01");
        assert_eq!(f64_text(-0.0), "-0.000000e+00");
        assert_eq!(f64_text(1.0e20), "1.000000e+20");
        assert_eq!(f64_text(1.23456789), "1.2345678899999999");
        assert_eq!(f64_text(123456789.0), "0x419D6F3454000000");
        assert_eq!(f64_text(f64::INFINITY), "0x7FF0000000000000");
        assert_eq!(
            format(FloatKind::F32, u128::from(1.5f32.to_bits())),
            "1.500000e+00"
        );
        assert_eq!(
            format(FloatKind::F16, encode(FloatKind::F16, 0.1).unwrap_or(0)),
            "9.997550e-02"
        );
        assert_eq!(format(FloatKind::F32, 0x7FC0_0000), "0x7FC00000");
        let f80 = encode(FloatKind::F80, 2.5).unwrap_or(0);
        assert_eq!(
            f80, 0x4000_A000_0000_0000_0000,
            "2.5 in x87 extended precision"
        );
        assert_eq!(format(FloatKind::F80, f80), "2.500000e+00");
        assert_eq!(
            decode(FloatKind::F128, encode(FloatKind::F128, -1.5).unwrap_or(0)),
            Some(-1.5)
        );
    }
}
