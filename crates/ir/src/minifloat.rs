//! The 8-, 6- and 4-bit float formats of MLIR's builtin dialect
//! (`f8E5M2`, `f8E4M3FN`, `f4E2M1FN`, ...), as LLVM's `APFloat` defines
//! them: their layout, which encodings are NaN or infinite, and correctly
//! rounded conversion from `f64` (every value of theirs is an `f64`
//! exactly).
//!
//! The suffixes name what differs from IEEE 754: `FN` has no infinity and
//! one NaN pattern per sign (all bits set); `FNUZ` has no infinity, no
//! negative zero, and its NaN is the negative-zero pattern `0x80`, with a
//! bias one larger (`B11` sets it to 11); the 6- and 4-bit `FN` formats
//! have no NaN either; `f8E8M0FNU` is unsigned, a bare power of two with
//! no zero, and `0xFF` is its NaN. Overflow rounds to infinity where there
//! is one, else to NaN, and in the formats with neither saturates.

use crate::types::FloatKind;

/// What a format does at the edges of its range (LLVM's
/// `fltNonfiniteBehavior` and `fltNanEncoding` together, with
/// `f8E8M0FNU`'s lack of a zero and a sign).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Specials {
    /// IEEE 754: the largest exponent is infinity (zero mantissa) or NaN.
    Ieee,
    /// `FN`: no infinity; the all-ones pattern of either sign is NaN.
    NanAllOnes,
    /// `FNUZ`: no infinity, no negative zero; `0x80` is the NaN.
    NanNegativeZero,
    /// The 6- and 4-bit `FN` formats: every pattern is a finite number.
    FiniteOnly,
    /// `f8E8M0FNU`: unsigned powers of two, no zero, `0xFF` is NaN.
    PowersOfTwo,
}

/// The layout and special values of one small float format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MiniFloat {
    exponent_bits: u32,
    mantissa_bits: u32,
    bias: i32,
    specials: Specials,
}

impl MiniFloat {
    /// The format of `kind`, if it is one of the small formats.
    pub fn of(kind: FloatKind) -> Option<MiniFloat> {
        use Specials::*;
        let (exponent_bits, mantissa_bits, bias, specials) = match kind {
            FloatKind::F8E5M2 => (5, 2, 15, Ieee),
            FloatKind::F8E4M3 => (4, 3, 7, Ieee),
            FloatKind::F8E3M4 => (3, 4, 3, Ieee),
            FloatKind::F8E4M3FN => (4, 3, 7, NanAllOnes),
            FloatKind::F8E5M2FNUZ => (5, 2, 16, NanNegativeZero),
            FloatKind::F8E4M3FNUZ => (4, 3, 8, NanNegativeZero),
            FloatKind::F8E4M3B11FNUZ => (4, 3, 11, NanNegativeZero),
            FloatKind::F8E8M0FNU => (8, 0, 127, PowersOfTwo),
            FloatKind::F6E2M3FN => (2, 3, 1, FiniteOnly),
            FloatKind::F6E3M2FN => (3, 2, 3, FiniteOnly),
            FloatKind::F4E2M1FN => (2, 1, 1, FiniteOnly),
            _ => return None,
        };
        Some(MiniFloat {
            exponent_bits,
            mantissa_bits,
            bias,
            specials,
        })
    }

    /// Whether the format follows IEEE 754's rules (infinities, NaNs with
    /// the largest exponent, signed zeros), so that IEEE arithmetic on its
    /// layout is exact.
    pub fn is_ieee(self) -> bool {
        self.specials == Specials::Ieee
    }

    /// The format's special values.
    pub fn specials(self) -> Specials {
        self.specials
    }

    /// The exponent bias (the stored exponent of 1.0).
    pub fn bias(self) -> i32 {
        self.bias
    }

    /// The significand's precision in bits (the stored mantissa plus one).
    pub fn precision(self) -> u32 {
        self.mantissa_bits + 1
    }

    /// The exponent and mantissa field widths (the sign bit is extra, but
    /// for `f8E8M0FNU`).
    pub fn fields(self) -> (u32, u32) {
        (self.exponent_bits, self.mantissa_bits)
    }

    fn signed(self) -> bool {
        self.specials != Specials::PowersOfTwo
    }

    fn sign_bit(self) -> u128 {
        1u128 << (self.exponent_bits + self.mantissa_bits)
    }

    fn max_exponent_field(self) -> u128 {
        (1u128 << self.exponent_bits) - 1
    }

    fn mantissa_mask(self) -> u128 {
        (1u128 << self.mantissa_bits) - 1
    }

    /// Whether `bits` is a NaN.
    pub fn is_nan(self, bits: u128) -> bool {
        let magnitude = bits & (self.sign_bit() - 1);
        match self.specials {
            Specials::Ieee => {
                magnitude >> self.mantissa_bits == self.max_exponent_field()
                    && magnitude & self.mantissa_mask() != 0
            }
            Specials::NanAllOnes => magnitude == self.sign_bit() - 1,
            Specials::NanNegativeZero => bits == self.sign_bit(),
            Specials::FiniteOnly => false,
            Specials::PowersOfTwo => bits == 0xFF,
        }
    }

    /// Whether `bits` is an infinity (only the IEEE-style formats have one).
    pub fn is_infinite(self, bits: u128) -> bool {
        let magnitude = bits & (self.sign_bit() - 1);
        self.specials == Specials::Ieee
            && magnitude == self.max_exponent_field() << self.mantissa_bits
    }

    /// The value of `bits` (exact; NaN and infinities as `f64`'s).
    pub fn decode(self, bits: u128) -> f64 {
        if self.is_nan(bits) {
            return f64::NAN;
        }
        let negative = self.signed() && bits & self.sign_bit() != 0;
        let sign = if negative { -1.0 } else { 1.0 };
        if self.is_infinite(bits) {
            return sign * f64::INFINITY;
        }
        let field = if self.signed() {
            bits & (self.sign_bit() - 1)
        } else {
            bits
        };
        let exponent = (field >> self.mantissa_bits) as i32;
        let mantissa = (field & self.mantissa_mask()) as f64;
        let scale = 2f64.powi(-(self.mantissa_bits as i32));
        let magnitude = if exponent == 0 && self.specials != Specials::PowersOfTwo {
            mantissa * scale * 2f64.powi(1 - self.bias)
        } else {
            (1.0 + mantissa * scale) * 2f64.powi(exponent - self.bias)
        };
        sign * magnitude
    }

    /// The NaN the format makes (for NaN inputs and, without infinities,
    /// for overflow), with the sign where the format keeps one.
    fn nan(self, negative: bool) -> u128 {
        match self.specials {
            Specials::Ieee => {
                let quiet = 1u128 << (self.mantissa_bits - 1);
                let bits = (self.max_exponent_field() << self.mantissa_bits) | quiet;
                if negative {
                    bits | self.sign_bit()
                } else {
                    bits
                }
            }
            Specials::NanAllOnes => {
                let bits = self.sign_bit() - 1;
                if negative {
                    bits | self.sign_bit()
                } else {
                    bits
                }
            }
            Specials::NanNegativeZero => self.sign_bit(),
            Specials::PowersOfTwo => 0xFF,
            // No NaN: the largest finite value stands in.
            Specials::FiniteOnly => self.largest(negative),
        }
    }

    /// The largest finite value of the given sign.
    fn largest(self, negative: bool) -> u128 {
        let all_ones = (self.max_exponent_field() << self.mantissa_bits) | self.mantissa_mask();
        let magnitude = match self.specials {
            Specials::Ieee => all_ones - self.mantissa_mask() - 1,
            Specials::NanAllOnes => all_ones - 1,
            Specials::PowersOfTwo => 0xFE,
            Specials::NanNegativeZero | Specials::FiniteOnly => all_ones,
        };
        if negative && self.signed() {
            magnitude | self.sign_bit()
        } else {
            magnitude
        }
    }

    /// `value` rounded to the nearest value of the format, ties to even
    /// (APFloat's `convert` with `rmNearestTiesToEven`).
    pub fn encode(self, value: f64) -> u128 {
        let negative = value.is_sign_negative() && self.signed();
        if value.is_nan() {
            return self.nan(negative);
        }
        if value.is_infinite() {
            return self.overflow(negative);
        }
        let magnitude = value.abs();
        // The exponent of the smallest normal value: `f8E8M0FNU` has no
        // subnormals, its field 0 is the power 2^-bias.
        let min_exponent = if self.specials == Specials::PowersOfTwo {
            -self.bias
        } else {
            1 - self.bias
        };
        let exponent = if magnitude == 0.0 {
            min_exponent
        } else {
            // The binary exponent of the value, exact from its bits.
            let raw = ((magnitude.to_bits() >> 52) & 0x7FF) as i32;
            if raw == 0 {
                min_exponent
            } else {
                (raw - 1023).max(min_exponent)
            }
        };
        let quantum_exponent = exponent - self.mantissa_bits as i32;
        let scaled = magnitude * 2f64.powi(-quantum_exponent);
        let steps = round_half_even(scaled);
        if self.specials == Specials::PowersOfTwo {
            // There is no zero: what rounds below the smallest power is it.
            if steps == 0.0 {
                return 0;
            }
            let field = i64::from(exponent + self.bias) + i64::from(steps >= 2.0);
            if field > 0xFE {
                return self.overflow(false);
            }
            return field as u128;
        }
        let steps = steps as u128;
        let sign = if negative { self.sign_bit() } else { 0 };
        if steps == 0 {
            // A zero; FNUZ has no negative one.
            return if self.specials == Specials::NanNegativeZero {
                0
            } else {
                sign
            };
        }
        // A normal value has steps in [2^m, 2^(m+1)); rounding up to
        // 2^(m+1) moves to the next exponent.
        let implicit = 1u128 << self.mantissa_bits;
        let (mut field_exponent, mut mantissa) = if steps < implicit {
            (0i64, steps)
        } else {
            (i64::from(exponent + self.bias), steps - implicit)
        };
        if mantissa > self.mantissa_mask() {
            field_exponent += 1;
            mantissa = 0;
        }
        let bits = ((field_exponent as u128) << self.mantissa_bits) | mantissa;
        if field_exponent > self.max_exponent_field() as i64 || bits > self.largest(false) {
            return self.overflow(negative);
        }
        sign | bits
    }

    /// What a value too large for the format becomes.
    fn overflow(self, negative: bool) -> u128 {
        match self.specials {
            Specials::Ieee => {
                let bits = self.max_exponent_field() << self.mantissa_bits;
                if negative {
                    bits | self.sign_bit()
                } else {
                    bits
                }
            }
            Specials::FiniteOnly => self.largest(negative),
            _ => self.nan(negative),
        }
    }
}

/// `value` rounded to an integer, ties to even.
fn round_half_even(value: f64) -> f64 {
    let floor = value.floor();
    let fraction = value - floor;
    if fraction > 0.5 || (fraction == 0.5 && floor % 2.0 != 0.0) {
        floor + 1.0
    } else {
        floor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn format(kind: FloatKind) -> MiniFloat {
        MiniFloat::of(kind).unwrap_or_else(|| panic!("{kind:?} is a small format"))
    }

    #[test]
    fn every_pattern_decodes_and_encodes_back() {
        for kind in FloatKind::SMALL {
            let f = format(kind);
            for bits in 0..1u128 << kind.width() {
                let value = f.decode(bits);
                if value.is_nan() {
                    assert!(f.is_nan(f.encode(value)), "{kind:?} {bits:#x}");
                    continue;
                }
                // The negative zero of FNUZ is its NaN, handled above.
                assert_eq!(f.encode(value), bits, "{kind:?} {bits:#x} = {value}");
            }
        }
    }

    #[test]
    fn rounding_and_overflow_follow_apfloat() {
        let e4m3fn = format(FloatKind::F8E4M3FN);
        assert_eq!(e4m3fn.decode(0x7E), 448.0);
        // 464 lies halfway between 448 and 480 (which is NaN's pattern):
        // ties go to the even 448; past that the value overflows to NaN.
        assert_eq!(e4m3fn.encode(464.0), 0x7E);
        assert_eq!(e4m3fn.encode(1000.0), 0x7F);
        assert_eq!(e4m3fn.encode(-1000.0), 0xFF);
        let e4m3 = format(FloatKind::F8E4M3);
        // 248 is halfway between 240 (odd mantissa) and 256: up, to infinity.
        assert_eq!(e4m3.encode(248.0), 0x78);
        let e5m2 = format(FloatKind::F8E5M2);
        assert_eq!(e5m2.encode(0.1), 0x2E);
        assert_eq!(e5m2.decode(0x2E), 0.09375);
        let fnuz = format(FloatKind::F8E4M3FNUZ);
        assert_eq!(fnuz.encode(-0.0), 0);
        assert_eq!(fnuz.encode(-1e-10), 0);
        assert!(fnuz.is_nan(0x80));
        let e2m1 = format(FloatKind::F4E2M1FN);
        assert_eq!(e2m1.encode(100.0), 0x7);
        assert_eq!(e2m1.decode(0xF), -6.0);
        let e8m0 = format(FloatKind::F8E8M0FNU);
        assert_eq!(e8m0.encode(0.0), 0);
        assert_eq!(e8m0.decode(0), 2f64.powi(-127));
        // 3 lies halfway between 2 and 4; the significand 1.5 rounds to 2.
        assert_eq!(e8m0.encode(3.0), 0x81);
        assert_eq!(e8m0.encode(1e39), 0xFF);
        // Between 2^-127 and 2^-126 the nearer one wins.
        assert_eq!(e8m0.encode(7.0e-39), 0x00);
        assert_eq!(e8m0.encode(1.4 * 2f64.powi(-127)), 0x00);
        assert_eq!(e8m0.encode(1.6 * 2f64.powi(-127)), 0x01);
    }
}
