//! Decimal text of `f80` and `f128` values, which no native type holds:
//! APFloat's `toString` (LLVM's `toStringImpl`, digit for digit) and its
//! string constructor (`convertFromString`, correctly rounded to nearest
//! even), computed on big integers. MLIR prints a float attribute in six
//! digits when that text reads back as the same value in the attribute's
//! own format (see [`super::float_format::format`]), so both directions
//! must be exact.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

use crate::types::FloatKind;

/// The layout of `f80` (x87, integer bit stored) or `f128`.
#[derive(Clone, Copy)]
struct Wide {
    /// Significand bits, the integer bit included.
    precision: u32,
    explicit_integer: bool,
}

const BIAS: i32 = 16383;
const MAX_EXPONENT_FIELD: u128 = 0x7FFF;

impl Wide {
    fn of(kind: FloatKind) -> Option<Self> {
        match kind {
            FloatKind::F80 => Some(Wide {
                precision: 64,
                explicit_integer: true,
            }),
            FloatKind::F128 => Some(Wide {
                precision: 113,
                explicit_integer: false,
            }),
            _ => None,
        }
    }

    /// Stored bits below the exponent.
    fn significand_field(self) -> u32 {
        if self.explicit_integer {
            self.precision
        } else {
            self.precision - 1
        }
    }

    fn sign_mask(self) -> u128 {
        1u128 << (self.significand_field() + 15)
    }

    /// `(negative, significand, exponent)` of a finite, nonzero value:
    /// `significand * 2^exponent`.
    fn unpack(self, bits: u128) -> Option<(bool, u128, i32)> {
        let negative = bits & self.sign_mask() != 0;
        let field = (bits >> self.significand_field()) & MAX_EXPONENT_FIELD;
        let stored = bits & ((1u128 << self.significand_field()) - 1);
        if field == MAX_EXPONENT_FIELD {
            return None;
        }
        let fraction_bits = self.precision as i32 - 1;
        let (significand, exponent) = if field == 0 {
            (stored, 1 - BIAS - fraction_bits)
        } else if self.explicit_integer {
            (stored, field as i32 - BIAS - fraction_bits)
        } else {
            (
                stored | (1u128 << fraction_bits),
                field as i32 - BIAS - fraction_bits,
            )
        };
        (significand != 0).then_some((negative, significand, exponent))
    }

    /// `numerator / denominator * 2^exponent` rounded to nearest even,
    /// with subnormals, and infinity past the largest value.
    fn round(
        self,
        negative: bool,
        numerator: &BigUint,
        denominator: &BigUint,
        exponent: i32,
    ) -> u128 {
        let sign = if negative { self.sign_mask() } else { 0 };
        if numerator.is_zero() {
            return sign;
        }
        // A quotient of at least precision + 2 bits, and a sticky bit.
        let extra =
            (denominator.bits() + u64::from(self.precision) + 2).saturating_sub(numerator.bits());
        let scaled = numerator << extra as usize;
        let quotient = &scaled / denominator;
        let sticky = !(scaled - &quotient * denominator).is_zero();
        let exponent = exponent - extra as i32;
        let top = quotient.bits() as i32 - 1 + exponent;
        let fraction_bits = self.precision as i32 - 1;
        // The exponent of the result's last significand bit.
        let quantum = top.max(1 - BIAS) - fraction_bits;
        let shift = (quantum - exponent) as usize;
        // `shift` is at least 2: the quotient has two bits past the
        // precision, so the sticky bit is below the half.
        let kept = &quotient >> shift;
        let dropped = &quotient - (&kept << shift);
        let half = BigUint::one() << (shift - 1);
        let round_up = dropped > half || (dropped == half && (sticky || kept.bit(0)));
        let mut significand = kept.to_u128().unwrap_or(u128::MAX) + u128::from(round_up);
        let mut quantum = quantum;
        if significand >> self.precision != 0 {
            significand >>= 1;
            quantum += 1;
        }
        let normal = significand >> fraction_bits != 0;
        let field = if normal {
            (quantum + fraction_bits + BIAS) as u128
        } else {
            0
        };
        if field >= MAX_EXPONENT_FIELD {
            let integer = if self.explicit_integer {
                1u128 << fraction_bits
            } else {
                0
            };
            return sign | (MAX_EXPONENT_FIELD << self.significand_field()) | integer;
        }
        let stored = if self.explicit_integer {
            significand
        } else {
            significand & ((1u128 << fraction_bits) - 1)
        };
        sign | (field << self.significand_field()) | stored
    }
}

/// A finite `f64` in `f80` or `f128` (exact: both hold every `f64`, its
/// subnormals as normal values).
pub(crate) fn from_f64(kind: FloatKind, value: f64) -> Option<u128> {
    let wide = Wide::of(kind)?;
    if !value.is_finite() {
        return None;
    }
    let bits = value.to_bits();
    let field = ((bits >> 52) & 0x7FF) as i32;
    let fraction = bits & ((1u64 << 52) - 1);
    let (significand, exponent) = match field {
        0 => (fraction, -1074),
        _ => (fraction | (1u64 << 52), field - 1075),
    };
    Some(wide.round(
        value.is_sign_negative(),
        &BigUint::from(significand),
        &BigUint::one(),
        exponent,
    ))
}

/// The bits of the decimal `text` (`[-]digits[.digits][e[+-]digits]`)
/// in `f80` or `f128`, correctly rounded (APFloat's string constructor).
pub(crate) fn parse(kind: FloatKind, text: &str) -> Option<u128> {
    let wide = Wide::of(kind)?;
    let (negative, text) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(at) => (&text[..at], text[at + 1..].parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits: String = [whole, fraction].concat();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = BigUint::parse_bytes(digits.as_bytes(), 10)?;
    let power = exponent.checked_sub(i32::try_from(fraction.len()).ok()?)?;
    let ten_to = |n: u32| BigUint::from(10u8).pow(n);
    Some(if power >= 0 {
        wide.round(
            negative,
            &(value * ten_to(power as u32)),
            &BigUint::one(),
            0,
        )
    } else {
        wide.round(negative, &value, &ten_to(power.unsigned_abs()), 0)
    })
}

/// APFloat's `toString(FormatPrecision, FormatMaxPadding, TruncateZero)`
/// of a finite, nonzero `f80` or `f128` value; `None` otherwise.
/// `format_precision` 0 means the natural precision, `2 + p * 59 / 196`
/// digits for `p` significand bits.
pub(crate) fn to_string(
    kind: FloatKind,
    bits: u128,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> Option<String> {
    let wide = Wide::of(kind)?;
    let (negative, significand, exponent) = wide.unpack(bits)?;
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let format_precision = match format_precision {
        0 => 2 + wide.precision * 59 / 196,
        n => n,
    };
    // Drop trailing binary zeros, then turn 2^exp into 10^exp.
    let zeros = significand.trailing_zeros();
    let mut exp = exponent + zeros as i32;
    let mut significand = BigUint::from(significand >> zeros);
    if exp > 0 {
        significand <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        significand *= BigUint::from(5u8).pow(exp.unsigned_abs());
    }
    // Cut the digits past what the precision needs (a truncation, as
    // LLVM does), then write the digits.
    let bits_required = (u64::from(format_precision) * 196).div_ceil(59);
    let bits = significand.bits();
    if bits > bits_required {
        let removable = ((bits - bits_required) * 59 / 196) as u32;
        if removable > 0 {
            exp += removable as i32;
            significand /= BigUint::from(10u8).pow(removable);
        }
    }
    // Least significant digit first, trailing zeros dropped.
    let mut buffer: Vec<u8> = significand.to_str_radix(10).bytes().rev().collect();
    let leading_zeros = buffer.iter().take_while(|&&d| d == b'0').count();
    exp += leading_zeros as i32;
    buffer.drain(..leading_zeros);
    round_to_precision(&mut buffer, &mut exp, format_precision as usize);
    let digits = buffer.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || digits as u32 + exp as u32 > format_precision
    } else {
        let most_significant = exp + digits as i32 - 1;
        most_significant < 0 && most_significant.unsigned_abs() > max_padding
    };
    let digit = |i: usize| char::from(buffer[digits - 1 - i]);
    if scientific {
        let power = exp + digits as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if digits == 1 && truncate_zero {
            out.push('0');
        } else {
            out.extend((1..digits).map(digit));
        }
        if !truncate_zero && format_precision as usize > digits - 1 {
            out.extend(std::iter::repeat_n(
                '0',
                format_precision as usize - digits + 1,
            ));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if power >= 0 { '+' } else { '-' });
        let magnitude = power.unsigned_abs().to_string();
        if !truncate_zero && magnitude.len() < 2 {
            out.push('0');
        }
        out.push_str(&magnitude);
        return Some(out);
    }
    if exp >= 0 {
        out.extend((0..digits).map(digit));
        out.extend(std::iter::repeat_n('0', exp as usize));
        return Some(out);
    }
    let whole = exp + digits as i32;
    if whole > 0 {
        out.extend((0..whole as usize).map(digit));
        out.push('.');
        out.extend((whole as usize..digits).map(digit));
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', whole.unsigned_abs() as usize));
        out.extend((0..digits).map(digit));
    }
    Some(out)
}

/// The fewest significant digits that read back as `bits` (an `f80` or
/// `f128`, finite and nonzero), as `(negative, digits, exponent)`: the
/// value is `d1.d2d3... * 10^exponent`.
pub(crate) fn shortest_digits(kind: FloatKind, bits: u128) -> Option<(bool, String, i32)> {
    let natural = 2 + Wide::of(kind)?.precision * 59 / 196;
    for precision in 1..=natural {
        let text = to_string(kind, bits, precision, 0, false)?;
        if parse(kind, &text) != Some(bits) && precision < natural {
            continue;
        }
        // `-d.ddde+XX`
        let (negative, text) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let (mantissa, exponent) = text.split_once('e')?;
        let mut digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
        while digits.len() > 1 && digits.ends_with('0') {
            digits.pop();
        }
        return Some((negative, digits, exponent.parse().ok()?));
    }
    None
}

/// LLVM's `AdjustToPrecision` on the digits (least significant first):
/// keep `precision` of them, rounding half up, dropping the zeros that
/// leaves at the end.
fn round_to_precision(buffer: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let count = buffer.len();
    if count <= precision {
        return;
    }
    let mut first = count - precision;
    if buffer[first - 1] < b'5' {
        while first < count && buffer[first] == b'0' {
            first += 1;
        }
        *exp += first as i32;
        buffer.drain(..first);
        return;
    }
    // Round up, carrying through nines (the zeros they leave drop).
    let mut index = first;
    while index < count && buffer[index] == b'9' {
        first += 1;
        index += 1;
    }
    if index == count {
        *exp += first as i32;
        buffer.clear();
        buffer.push(b'1');
        return;
    }
    buffer[index] += 1;
    *exp += first as i32;
    buffer.drain(..first);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f128_of(value: f64) -> u128 {
        crate::asm::float_format::encode(FloatKind::F128, value).unwrap_or(0)
    }

    /// The texts mlir-opt-22 prints for these constants (f64 literals
    /// widened, as MLIR's parser widens them).
    #[test]
    fn prints_digits_as_apfloat() {
        let natural = |bits| to_string(FloatKind::F128, bits, 0, 3, true);
        assert_eq!(
            natural(f128_of(7.0e-3)).as_deref(),
            Some("0.00700000000000000014571677198205179593")
        );
        assert_eq!(
            natural(f128_of(1.0e300)).as_deref(),
            Some("1.00000000000000005250476025520442025E+300")
        );
        assert_eq!(natural(f128_of(123456789.0)).as_deref(), Some("123456789"));
        let six = |bits| to_string(FloatKind::F128, bits, 6, 0, false);
        assert_eq!(six(f128_of(1.5)).as_deref(), Some("1.500000e+00"));
        assert_eq!(six(f128_of(-2.5e-5)).as_deref(), Some("-2.500000e-05"));
    }

    #[test]
    fn finds_the_shortest_digits_that_read_back() {
        let digits = |value: f64| shortest_digits(FloatKind::F128, f128_of(value));
        assert_eq!(digits(1.5), Some((false, "15".to_string(), 0)));
        assert_eq!(digits(-2.0e20), Some((true, "2".to_string(), 20)));
        // The widened f64 0.1 is 0.1000000000000000055511151231257827021...
        // exactly; f128's spacing there is 2^-116 (about 1.2e-35), so it
        // takes 34 digits to name it.
        assert_eq!(
            digits(0.1),
            Some((false, "1000000000000000055511151231257827".to_string(), -1))
        );
    }

    #[test]
    fn widens_f64_subnormals() {
        let tiny = f64::from_bits(1);
        let bits = from_f64(FloatKind::F128, tiny).unwrap_or(0);
        // 2^-1074, a normal f128: exponent field 16383 - 1074, no fraction.
        assert_eq!(bits, ((16383 - 1074) as u128) << 112);
        assert_eq!(from_f64(FloatKind::F128, 1.5), Some(f128_of(1.5)));
        assert_eq!(from_f64(FloatKind::F80, -0.0), Some(1 << 79));
    }

    #[test]
    fn reads_decimals_correctly_rounded() {
        // 1.5 is exact; 0.1 is not the widened f64 0.1; 1e5000 overflows.
        assert_eq!(parse(FloatKind::F128, "1.500000e+00"), Some(f128_of(1.5)));
        assert_ne!(parse(FloatKind::F128, "1.000000e-01"), Some(f128_of(0.1)));
        assert_eq!(parse(FloatKind::F128, "1e5000"), Some(0x7FFF << 112));
        assert_eq!(
            parse(FloatKind::F80, "1.500000e+00"),
            crate::asm::float_format::encode(FloatKind::F80, 1.5)
        );
        // Round trip of the natural form.
        let bits = f128_of(0.1);
        let text = to_string(FloatKind::F128, bits, 0, 3, true).unwrap_or_default();
        assert_eq!(parse(FloatKind::F128, &text), Some(bits));
    }
}
