//! Float encoding and MLIR's float printing rules (`printFloatValue` in MLIR's
//! AsmPrinter, built on APFloat's `toString`): print `%e`-style with six
//! digits when that round-trips, else the shortest-precision decimal form if it
//! contains a `.`, else the bits in hexadecimal.

use half::{bf16, f16};

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
        FloatKind::F80 | FloatKind::F128 => return None,
    })
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
        FloatKind::F80 | FloatKind::F128 => return None,
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
    };
    2 + mantissa_bits * 59 / 196
}

/// Formats `bits` of a `kind` float the way MLIR prints a float attribute.
pub fn format(kind: FloatKind, bits: u128) -> String {
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

/// `0x...` with the format's full width of hex digits, upper case.
pub fn hex_bits(kind: FloatKind, bits: u128) -> String {
    let digits = (kind.width() as usize).div_ceil(4);
    format!("0x{bits:0digits$X}")
}

/// Like C's `%.{digits}e`: `1.500000e+00`.
fn c_style_exponent(value: f64, digits: usize) -> String {
    let formatted = format!("{value:.digits$e}");
    let (mantissa, exponent) = formatted.split_once('e').unwrap_or((&formatted, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}

/// APFloat's `toString(Str, /*FormatPrecision=*/0, /*FormatMaxPadding=*/3)`:
/// `precision` significant digits, trailing zeros dropped, plain notation
/// unless that would pad with more than three zeros.
fn apfloat_natural(value: f64, precision: usize) -> String {
    let formatted = format!("{:.*e}", precision.saturating_sub(1), value.abs());
    let (mantissa, exponent) = formatted.split_once('e').unwrap_or((&formatted, "0"));
    let mut digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    let point_exponent: i64 = exponent.parse().unwrap_or(0);
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
        assert_eq!(format(FloatKind::F32, u128::from(1.5f32.to_bits())), "1.500000e+00");
        assert_eq!(format(FloatKind::F16, encode(FloatKind::F16, 0.1).unwrap_or(0)), "9.997550e-02");
        assert_eq!(format(FloatKind::F32, 0x7FC0_0000), "0x7FC00000");
    }
}
