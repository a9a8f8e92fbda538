//! Unit tests of the float bit-pattern arithmetic, conversions and rounding.

use super::*;
use crate::fold::apint::ApInt;

fn f32_bits(value: f32) -> u128 {
    u128::from(value.to_bits())
}

#[test]
fn remainder_is_fmod_with_apfloat_nans() {
    let f32 = Format::of(FloatKind::F32);
    let rem = |a: f32, b: f32| f32.arithmetic(f32_bits(a), f32_bits(b), ArithOp::Rem);
    assert_eq!(rem(-7.5, 2.0), Some(f32_bits(-1.5)));
    assert_eq!(rem(7.5, -2.0), Some(f32_bits(1.5)));
    assert_eq!(rem(-4.0, 2.0), Some(f32_bits(-0.0)));
    assert_eq!(rem(3.0, f32::INFINITY), Some(f32_bits(3.0)));
    assert_eq!(rem(1.0, 0.0), f32.default_nan());
    assert_eq!(rem(f32::INFINITY, 1.0), f32.default_nan());
    let f16 = Format::of(FloatKind::F16);
    // 7 fmod 2 = 1 exactly, through f64.
    assert_eq!(f16.arithmetic(0x4700, 0x4000, ArithOp::Rem), Some(0x3C00));
    let f80 = Format::of(FloatKind::F80);
    // 0 fmod 0 is invalid: the default NaN.
    assert_eq!(f80.arithmetic(0, 0, ArithOp::Rem), f80.default_nan());
}

#[test]
fn extremes_follow_llvm_on_nans_and_zeros() {
    let f32 = Format::of(FloatKind::F32);
    let quiet_nan = 0x7FC0_0000;
    let signaling_nan = 0x7FA0_0000;
    let one = f32_bits(1.0);
    let (plus_zero, minus_zero) = (f32_bits(0.0), f32_bits(-0.0));
    let op = |a, b, op| f32.arithmetic(a, b, op);
    assert_eq!(op(quiet_nan, one, ArithOp::Maximum), Some(quiet_nan));
    assert_eq!(op(one, signaling_nan, ArithOp::Minimum), Some(0x7FE0_0000));
    assert_eq!(op(minus_zero, plus_zero, ArithOp::Maximum), Some(plus_zero));
    assert_eq!(
        op(plus_zero, minus_zero, ArithOp::Minimum),
        Some(minus_zero)
    );
    assert_eq!(op(quiet_nan, one, ArithOp::MaxNum), Some(one));
    assert_eq!(op(one, quiet_nan, ArithOp::MinNum), Some(one));
    assert_eq!(op(signaling_nan, one, ArithOp::MinNum), Some(0x7FE0_0000));
    assert_eq!(op(minus_zero, plus_zero, ArithOp::MaxNum), Some(plus_zero));
    assert_eq!(op(plus_zero, minus_zero, ArithOp::MinNum), Some(minus_zero));
    assert_eq!(op(f32_bits(-2.0), one, ArithOp::MaxNum), Some(one));
    assert_eq!(
        op(f32_bits(-2.0), one, ArithOp::Minimum),
        Some(f32_bits(-2.0))
    );
    // The extremes only compare, so f80 has them too.
    let f80 = Format::of(FloatKind::F80);
    let (small, large) = (f80.from_f64(1.0), f80.from_f64(2.0));
    let (small, large) = (small.expect("1.0"), large.expect("2.0"));
    assert_eq!(f80.arithmetic(small, large, ArithOp::Maximum), Some(large));
}

#[test]
fn packing_matches_native_rounding() {
    let f32 = Format::of(FloatKind::F32);
    for value in [1.5f64, -0.1, 1e-40, 3.4e38, 1e39, 0.0, -0.0, 2.5e-45] {
        assert_eq!(f32.from_f64(value), Some(f32_bits(value as f32)), "{value}");
    }
    let f16 = Format::of(FloatKind::F16);
    assert_eq!(f16.from_f64(1.0), Some(0x3C00));
    assert_eq!(f16.from_f64(65520.0), Some(0x7C00), "rounds to infinity");
    assert_eq!(f16.from_f64(65519.0), Some(0x7BFF));
    assert_eq!(
        f16.from_f64(5.960464477539063e-8),
        Some(0x0001),
        "smallest subnormal"
    );
    // A tie broken by a bit beyond what a 32-bit truncation keeps.
    let above_tie = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
    assert_eq!(f16.from_f64(above_tie), Some(0x3C01));
    assert_eq!(
        f16.from_f64(1.0 + 2f64.powi(-11)),
        Some(0x3C00),
        "tie to even"
    );
    let f80 = Format::of(FloatKind::F80);
    assert_eq!(f80.from_f64(2.5), Some(0x4000_A000_0000_0000_0000));
    assert_eq!(f80.width(), 80);
    assert_eq!(Format::of(FloatKind::TF32).width(), 19);
}

#[test]
fn integers_convert_with_rounding() {
    let f32 = Format::of(FloatKind::F32);
    let max = ApInt::from_i128(32, i32::MAX.into());
    assert_eq!(f32.from_signed(&max), Some(f32_bits(2147483648.0)));
    assert_eq!(
        f32.from_signed(&ApInt::from_i128(8, -3)),
        Some(f32_bits(-3.0))
    );
    assert_eq!(
        f32.from_signed(&ApInt::from_i128(1, -1)),
        Some(f32_bits(-1.0))
    );
    let i128_min = ApInt::from_i128(128, i128::MIN);
    assert_eq!(f32.from_signed(&i128_min), Some(f32_bits(-1.7014118e38)));
    assert_eq!(
        f32.to_signed(f32_bits(-1.5), 32).and_then(|v| v.to_i128()),
        Some(-1)
    );
    assert_eq!(
        f32.to_signed(f32_bits(2.5), 32).and_then(|v| v.to_i128()),
        Some(2)
    );
    assert_eq!(f32.to_signed(f32_bits(1e10), 32), None);
    assert_eq!(f32.to_signed(f32_bits(2147483648.0), 32), None);
    assert_eq!(
        f32.to_signed(f32_bits(-2147483648.0), 32)
            .and_then(|v| v.to_i128()),
        Some(-2147483648)
    );
    assert_eq!(f32.to_signed(0x7FC0_0000, 32), None);
    assert_eq!(f32.to_signed(f32_bits(-0.5), 8), Some(ApInt::zero(8)));
    assert_eq!(f32.to_signed(f32_bits(1.0), 1), None);
    // Past 128 bits: 2^100 * 3 as an i256, and 2^200 too large for an i200.
    let f64 = Format::of(FloatKind::F64);
    let three_times = f64.to_signed(f64.from_f64(3.0 * 2f64.powi(100)).expect("finite"), 256);
    assert_eq!(
        three_times.map(|v| v.signed_big().to_string()).as_deref(),
        Some("3802951800684688204490109616128")
    );
    let too_large = f64.from_f64(2f64.powi(200)).expect("finite");
    assert_eq!(f64.to_signed(too_large, 200), None);
    assert!(f64.to_unsigned(too_large, 201).is_some());
    // And back: 2^200 + 1 rounds to 2^200.
    let wide = ApInt::from_i128(256, 1).shl_by(&ApInt::from_i128(256, 200));
    let plus_one = wide.wrapping_add(&ApInt::from_i128(256, 1));
    assert_eq!(f64.from_signed(&plus_one), Some(too_large));
    assert_eq!(f64.from_unsigned(&plus_one), too_large);
    assert_eq!(
        f32.to_signed(f32_bits(-1.0), 1).and_then(|v| v.to_i128()),
        Some(-1)
    );
}

#[test]
fn arithmetic_follows_apfloat_nan_rules() {
    let f32 = Format::of(FloatKind::F32);
    let inf = f32_bits(f32::INFINITY);
    assert_eq!(f32.arithmetic(inf, inf, ArithOp::Sub), Some(0x7FC0_0000));
    assert_eq!(
        f32.arithmetic(f32_bits(1.0), f32_bits(0.0), ArithOp::Div),
        Some(inf)
    );
    assert_eq!(
        f32.arithmetic(f32_bits(1.0), 0xFF80_0001, ArithOp::Add),
        Some(0xFFC0_0001)
    );
    assert_eq!(f32.negate(0x7FC0_0000), Some(0xFFC0_0000));
    let f16 = Format::of(FloatKind::F16);
    assert_eq!(f16.arithmetic(0x3C00, 0x3C00, ArithOp::Add), Some(0x4000));
    // +0 + +0 is +0 in f80 too (computed on big integers).
    assert_eq!(
        Format::of(FloatKind::F80).arithmetic(0, 0, ArithOp::Add),
        Some(0)
    );
}

#[test]
fn comparison_orders_signed_values() {
    let f32 = Format::of(FloatKind::F32);
    assert_eq!(
        f32.compare(f32_bits(-0.0), f32_bits(0.0)),
        Some(Ordering::Equal)
    );
    assert_eq!(
        f32.compare(f32_bits(-2.0), f32_bits(-1.0)),
        Some(Ordering::Less)
    );
    assert_eq!(f32.compare(f32_bits(1.0), 0x7FC0_0000), None);
    assert!(f32.is_exactly(f32_bits(1.0), 1.0));
}

#[test]
fn conversions_round_by_the_rounding_mode() {
    let (f32, f16) = (Format::of(FloatKind::F32), Format::of(FloatKind::F16));
    // 1 + 2^-11 lies halfway between the f16 values 1.0 (0x3C00) and
    // 1 + 2^-10 (0x3C01).
    let halfway = f32_bits(1.0 + 2f32.powi(-11));
    let negative = halfway | 0x8000_0000;
    let to_f16 = |bits, rounding| f32.convert(bits, f16, rounding).expect("f16 holds it");
    assert_eq!(to_f16(halfway, Rounding::NearestEven), (0x3C00, false));
    assert_eq!(to_f16(halfway, Rounding::NearestAway), (0x3C01, false));
    assert_eq!(to_f16(halfway, Rounding::Upward), (0x3C01, false));
    assert_eq!(to_f16(halfway, Rounding::Downward), (0x3C00, false));
    assert_eq!(to_f16(halfway, Rounding::TowardZero), (0x3C00, false));
    assert_eq!(to_f16(negative, Rounding::Downward), (0xBC01, false));
    assert_eq!(to_f16(negative, Rounding::Upward), (0xBC00, false));
    // Too large for f16: infinity, or the largest finite value 0x7BFF
    // when rounding toward zero or away from the infinity.
    let big = f32_bits(1.0e10);
    assert_eq!(to_f16(big, Rounding::NearestEven), (0x7C00, false));
    assert_eq!(to_f16(big, Rounding::TowardZero), (0x7BFF, false));
    assert_eq!(to_f16(big, Rounding::Downward), (0x7BFF, false));
    assert_eq!(
        to_f16(big | 0x8000_0000, Rounding::Downward),
        (0xFC00, false)
    );
    assert_eq!(to_f16(big | 0x8000_0000, Rounding::Upward), (0xFBFF, false));
    // A value below the smallest subnormal (2^-24) rounds to zero, or up
    // to it when rounding toward +infinity.
    let tiny = f32_bits(1.0e-30);
    assert_eq!(to_f16(tiny, Rounding::NearestEven), (0x0000, false));
    assert_eq!(to_f16(tiny, Rounding::Upward), (0x0001, false));
    assert_eq!(to_f16(f32_bits(0.5), Rounding::Upward), (0x3800, true));
}

#[test]
fn nan_conversions_keep_the_top_of_the_payload() {
    let (f32, f16, f64) = (
        Format::of(FloatKind::F32),
        Format::of(FloatKind::F16),
        Format::of(FloatKind::F64),
    );
    assert_eq!(
        f32.convert(0x7FC0_0000, f16, Rounding::NearestEven),
        Some((0x7E00, true))
    );
    // A signaling NaN comes out quiet, and never exact.
    assert_eq!(
        f32.convert(0x7F80_0001, f64, Rounding::NearestEven),
        Some((0x7FF8_0000_2000_0000, false))
    );
    assert_eq!(
        f32.convert_exact(0xFFC0_0001, f64),
        Some(0xFFF8_0000_2000_0000)
    );
    assert_eq!(f32.convert_exact(0x7FC0_0001, f16), None);
    assert!(f16.is_representable_by(f32));
    assert!(!f16.is_representable_by(Format::of(FloatKind::BF16)));
    assert!(!Format::of(FloatKind::BF16).is_representable_by(f16));
}

#[test]
fn small_ieee_formats_compute() {
    let e5m2 = Format::of(FloatKind::F8E5M2);
    assert_eq!(e5m2.width(), 8);
    // 1.5 + 0.75 = 2.25 rounds to 2.0 with two mantissa bits (0x40).
    assert_eq!(e5m2.arithmetic(0x3E, 0x3A, ArithOp::Add), Some(0x40));
    // 57344 is the largest; doubling it overflows to infinity.
    assert_eq!(e5m2.arithmetic(0x7B, 0x7B, ArithOp::Add), Some(0x7C));
    assert!(Format::has_ieee_specials(FloatKind::F8E4M3));
}

#[path = "apfloat_small_tests.rs"]
mod small;
