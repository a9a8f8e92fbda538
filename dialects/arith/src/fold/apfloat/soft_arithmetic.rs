//! `+ - * /` and the remainder on bit patterns, for the formats without a
//! native type wide enough (`f80`, `f128`): each result is computed exactly
//! on big integers and rounded once to nearest even, which is what
//! APFloat's `add`, `subtract`, `multiply`, `divide` and `mod` give under
//! `rmNearestTiesToEven`. A division's quotient keeps two bits past the
//! precision and a sticky bit for the remainder, which rounds the same.
//!
//! The special cases are IEEE 754's: an infinity minus itself, zero times
//! infinity, `0/0`, `inf/inf`, and a remainder of an infinity or by zero
//! give the default NaN; `x/0` is an infinity; a sum that cancels exactly
//! is `+0.0`. NaN operands are the caller's ([`Format::arithmetic`]).

use num_bigint::BigUint;
use num_traits::Zero;

use super::{ArithOp, Format};

/// A finite, nonzero operand's absolute value: `magnitude * 2^exponent`.
struct Exact {
    magnitude: BigUint,
    exponent: i32,
}

impl Format {
    /// `a op b` for non-NaN `a` and `b` in an IEEE format; `None` for the
    /// extremes (the caller compares them).
    pub(super) fn soft_arithmetic(self, a: u128, b: u128, op: ArithOp) -> Option<u128> {
        let (negative_a, negative_b) = (self.is_negative(a), self.is_negative(b));
        let (infinite_a, infinite_b) = (self.is_infinite(a), self.is_infinite(b));
        let (zero_a, zero_b) = (self.is_zero(a), self.is_zero(b));
        let signed_infinity = |negative: bool| self.signed(self.infinity(), negative);
        match op {
            ArithOp::Add | ArithOp::Sub => {
                let negative_b = negative_b != (op == ArithOp::Sub);
                if infinite_a && infinite_b && negative_a != negative_b {
                    return self.default_nan();
                }
                if infinite_a || infinite_b {
                    let negative = if infinite_a { negative_a } else { negative_b };
                    return Some(signed_infinity(negative));
                }
                if zero_a && zero_b {
                    return Some(self.zero(negative_a && negative_b));
                }
                if zero_b {
                    return Some(a);
                }
                if zero_a {
                    return Some(self.signed(self.magnitude(b), negative_b));
                }
                let (x, y) = (self.exact(a)?, self.exact(b)?);
                let exponent = x.exponent.min(y.exponent);
                let x_aligned = x.magnitude << (x.exponent - exponent) as usize;
                let y_aligned = y.magnitude << (y.exponent - exponent) as usize;
                let (negative, magnitude) = if negative_a == negative_b {
                    (negative_a, x_aligned + y_aligned)
                } else if x_aligned >= y_aligned {
                    (negative_a, x_aligned - y_aligned)
                } else {
                    (negative_b, y_aligned - x_aligned)
                };
                if magnitude.is_zero() {
                    return Some(self.zero(false));
                }
                Some(self.pack_big(negative, &magnitude, exponent))
            }
            ArithOp::Mul => {
                let negative = negative_a != negative_b;
                if (infinite_a && zero_b) || (zero_a && infinite_b) {
                    return self.default_nan();
                }
                if infinite_a || infinite_b {
                    return Some(signed_infinity(negative));
                }
                if zero_a || zero_b {
                    return Some(self.zero(negative));
                }
                let (x, y) = (self.exact(a)?, self.exact(b)?);
                let magnitude = x.magnitude * y.magnitude;
                Some(self.pack_big(negative, &magnitude, x.exponent + y.exponent))
            }
            ArithOp::Div => {
                let negative = negative_a != negative_b;
                if (infinite_a && infinite_b) || (zero_a && zero_b) {
                    return self.default_nan();
                }
                if infinite_a || zero_b {
                    return Some(signed_infinity(negative));
                }
                if infinite_b || zero_a {
                    return Some(self.zero(negative));
                }
                let (x, y) = (self.exact(a)?, self.exact(b)?);
                // Enough quotient bits for the precision, a rounding bit
                // and a guard bit; the remainder becomes a sticky bit.
                let extra = (y.magnitude.bits() + u64::from(self.precision()) + 2)
                    .saturating_sub(x.magnitude.bits());
                let dividend = x.magnitude << extra as usize;
                let quotient = &dividend / &y.magnitude;
                let sticky = !(dividend - &quotient * &y.magnitude).is_zero();
                let quotient = if sticky {
                    quotient | BigUint::from(1u8)
                } else {
                    quotient
                };
                let exponent = x.exponent - y.exponent - extra as i32;
                Some(self.pack_big(negative, &quotient, exponent))
            }
            ArithOp::Rem => {
                if infinite_a || zero_b {
                    return self.default_nan();
                }
                if infinite_b || zero_a {
                    return Some(a);
                }
                let (x, y) = (self.exact(a)?, self.exact(b)?);
                let exponent = x.exponent.min(y.exponent);
                let x_aligned = x.magnitude << (x.exponent - exponent) as usize;
                let y_aligned = y.magnitude << (y.exponent - exponent) as usize;
                // Exact: the remainder is a multiple of the finer quantum
                // and smaller than both operands.
                let remainder = x_aligned % y_aligned;
                if remainder.is_zero() {
                    return Some(self.zero(negative_a));
                }
                Some(self.pack_big(negative_a, &remainder, exponent))
            }
            ArithOp::Maximum | ArithOp::Minimum | ArithOp::MaxNum | ArithOp::MinNum => None,
        }
    }

    fn exact(self, bits: u128) -> Option<Exact> {
        let (_, magnitude, exponent) = self.unpack(bits)?;
        Some(Exact {
            magnitude: BigUint::from(magnitude),
            exponent,
        })
    }

    /// `magnitude` (a finite, nonzero value's bits without the sign) with
    /// the sign `negative`.
    fn signed(self, magnitude: u128, negative: bool) -> u128 {
        if negative {
            magnitude | self.sign_mask()
        } else {
            magnitude
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::FloatKind;

    /// Bit patterns that reach every case: zeros, subnormals, the largest
    /// values, infinities, nearby exponents (cancellation) and random ones.
    fn patterns(seed: u64, count: usize) -> Vec<u64> {
        let mut state = seed;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut out = vec![
            0,
            1,
            0x000f_ffff_ffff_ffff,
            0x7fef_ffff_ffff_ffff,
            0x7ff0 << 48,
        ];
        out.extend([0x3ff0 << 48, 0x3ff8 << 48, 0x4000 << 48, 0x0010 << 48]);
        let signs: Vec<u64> = out.iter().map(|&b| b | (1 << 63)).collect();
        out.extend(signs);
        while out.len() < count {
            let bits = next();
            // Half of them close to 1.0, so that sums cancel and products
            // stay finite.
            out.push(if bits & 1 == 0 {
                (bits & 0x800f_ffff_ffff_ffff) | (0x3fe0 + (bits >> 52 & 0x3f)) << 52
            } else {
                bits
            });
        }
        out.retain(|&b| !f64::from_bits(b).is_nan());
        out
    }

    fn native(op: ArithOp, x: f64, y: f64) -> f64 {
        match op {
            ArithOp::Add => x + y,
            ArithOp::Sub => x - y,
            ArithOp::Mul => x * y,
            ArithOp::Div => x / y,
            _ => x % y,
        }
    }

    /// The exact computation rounded once is the hardware's IEEE result,
    /// bit for bit, on `f64` (NaN results as the default NaN).
    #[test]
    fn agrees_with_the_hardware_on_f64() {
        let format = Format::of(FloatKind::F64);
        let values = patterns(0x5eed_1234_abcd_0001, 300);
        for op in [
            ArithOp::Add,
            ArithOp::Sub,
            ArithOp::Mul,
            ArithOp::Div,
            ArithOp::Rem,
        ] {
            for &a in &values {
                for &b in &values {
                    let expected = native(op, f64::from_bits(a), f64::from_bits(b));
                    let expected = if expected.is_nan() {
                        format.default_nan()
                    } else {
                        Some(u128::from(expected.to_bits()))
                    };
                    let got = format.soft_arithmetic(u128::from(a), u128::from(b), op);
                    assert_eq!(got, expected, "{op:?} {a:#x} {b:#x}");
                }
            }
        }
    }

    /// `f80` (its integer bit stored) and `f128` round where the precision
    /// ends: 1 + 2^-64 is not an f80 but 1 + 2^-63 is; 1 + 2^-112 is an
    /// f128; 1/3 rounds to nearest, and overflow gives infinity.
    #[test]
    fn rounds_at_the_precision_of_f80_and_f128() {
        let f80 = Format::of(FloatKind::F80);
        let f128 = Format::of(FloatKind::F128);
        let one = |format: Format| format.pack(false, 1, 0);
        let power = |format: Format, exponent: i32| format.pack(false, 1, exponent);
        let add = |format: Format, a, b| format.soft_arithmetic(a, b, ArithOp::Add);
        assert_eq!(add(f80, one(f80), power(f80, -64)), Some(one(f80)));
        assert_eq!(
            add(f80, one(f80), power(f80, -63)),
            Some(f80.pack(false, (1 << 63) + 1, -63))
        );
        assert_eq!(
            add(f128, one(f128), power(f128, -112)),
            Some(f128.pack(false, (1 << 112) + 1, -112))
        );
        for format in [f80, f128] {
            let three = format.pack(false, 3, 0);
            let third = format.soft_arithmetic(one(format), three, ArithOp::Div);
            // 1/3 = 2^(p+1)/3 * 2^-(p+1), rounded to the nearest integer
            // numerator (up for f80, where 2^65 = 2 mod 3; down for f128).
            let precision = format.precision();
            let nearest = ((1u128 << (precision + 1)) + 1) / 3;
            assert_eq!(
                third,
                Some(format.pack(false, nearest, -(precision as i32) - 1))
            );
            let largest = format.pack(
                false,
                (1u128 << precision) - 1,
                format.max_exponent() - precision as i32 + 1,
            );
            let doubled = format.soft_arithmetic(largest, largest, ArithOp::Add);
            assert_eq!(doubled, Some(format.infinity()));
            let rem = format.soft_arithmetic(
                format.pack(false, 7, 0),
                format.pack(true, 2, 0),
                ArithOp::Rem,
            );
            assert_eq!(rem, Some(one(format)));
        }
    }
}
