//! Unit tests of the small formats without IEEE 754's special values, each
//! expectation what `mlir-opt-22 --canonicalize` folds the same operation
//! to (or, where LLVM leaves the result undefined, `None`).

use super::*;
use crate::fold::apint::ApInt;

fn format(kind: FloatKind) -> Format {
    Format::of(kind)
}

#[test]
fn e4m3fn_overflows_and_divides_by_zero_to_nan_with_the_sign() {
    let f = format(FloatKind::F8E4M3FN);
    let (one, zero, largest) = (0x38, 0x00, 0x7E);
    assert!(!f.is_nan(largest) && f.is_nan(0x7F) && f.is_nan(0xFF));
    assert_eq!(f.max_exponent(), 8, "448 = 1.75 * 2^8");
    assert_eq!(f.arithmetic(largest, largest, ArithOp::Add), Some(0x7F));
    assert_eq!(f.arithmetic(0xB8, zero, ArithOp::Div), Some(0xFF));
    assert_eq!(f.arithmetic(zero, zero, ArithOp::Div), Some(0x7F));
    assert_eq!(f.arithmetic(0xFF, one, ArithOp::Add), Some(0xFF));
    assert_eq!(f.negate(0x7F), Some(0xFF));
    // -2^-9 * 0.25 underflows to -0.0.
    assert_eq!(f.arithmetic(0x81, 0x28, ArithOp::Mul), Some(0x80));
    // 464 lies halfway between 448 and the NaN pattern: ties go to 448.
    assert_eq!(f.from_f64(464.0), Some(largest));
    assert_eq!(f.from_signed(&ApInt::from_i128(32, -1000)), Some(0xFF));
}

#[test]
fn fnuz_formats_have_one_zero_and_their_nan_is_its_negative() {
    let f = format(FloatKind::F8E4M3FNUZ);
    let (half, minus_half, one, two, largest) = (0x38, 0xB8, 0x40, 0x48, 0x7F);
    assert!(f.is_nan(0x80) && !f.is_zero(0x80) && f.is_zero(0));
    assert_eq!(f.arithmetic(minus_half, half, ArithOp::Add), Some(0));
    assert_eq!(f.arithmetic(one, 0, ArithOp::Div), Some(0x80));
    assert_eq!(f.arithmetic(largest, two, ArithOp::Mul), Some(0x80));
    assert_eq!(f.negate(0), Some(0));
    assert_eq!(f.negate(0x80), Some(0x80));
    assert_eq!(f.from_f64(-0.0), Some(0));
    // -0.0 loses its sign on the way in: not exact, so truncf won't fold.
    let f32 = format(FloatKind::F32);
    assert_eq!(f32.convert_exact(0x8000_0000, f), None);
    // The NaN widens to f32's default NaN.
    assert_eq!(f.convert_exact(0x80, f32), Some(0x7FC0_0000));
}

#[test]
fn e8m0fnu_has_no_zero_and_no_sign() {
    let f = format(FloatKind::F8E8M0FNU);
    let (smallest, one, two, largest) = (0x00, 0x7F, 0x80, 0xFE);
    assert_eq!(f.width(), 8);
    assert!(!f.is_zero(smallest) && f.is_nan(0xFF));
    // A zero result is the smallest value, 2^-127.
    assert_eq!(f.arithmetic(one, one, ArithOp::Sub), Some(smallest));
    assert_eq!(f.arithmetic(0x01, smallest, ArithOp::Sub), Some(smallest));
    assert_eq!(f.arithmetic(smallest, two, ArithOp::Div), Some(smallest));
    assert_eq!(f.arithmetic(largest, two, ArithOp::Mul), Some(0xFF));
    // A negative result is undefined in LLVM.
    assert_eq!(f.arithmetic(one, two, ArithOp::Sub), None);
    assert_eq!(f.negate(one), None);
    assert_eq!(f.from_signed(&ApInt::from_i128(32, -1)), None);
    assert_eq!(f.from_signed(&ApInt::zero(32)), Some(smallest));
    // 3 lies halfway between 2 and 4; the odd significand rounds up.
    assert_eq!(f.from_signed(&ApInt::from_i128(32, 3)), Some(0x81));
    // -0.0 becomes the smallest value, exactly; the NaN has no payload to
    // carry into f32, so its conversion does not fold.
    let f6 = format(FloatKind::F6E2M3FN);
    assert_eq!(f6.convert_exact(0x20, f), Some(smallest));
    assert_eq!(f.convert_exact(0xFF, format(FloatKind::F32)), None);
}

#[test]
fn finite_only_formats_saturate_and_have_no_nan() {
    let f = format(FloatKind::F4E2M1FN);
    let (zero, one, six) = (0x0, 0x2, 0x7);
    assert!((0..16).all(|bits| !f.is_nan(bits) && !f.is_infinite(bits)));
    assert_eq!(f.arithmetic(six, six, ArithOp::Mul), Some(six));
    assert_eq!(f.from_signed(&ApInt::from_i128(32, -1000)), Some(0xF));
    assert_eq!(f.arithmetic(one, zero, ArithOp::Div), None);
    assert_eq!(f.arithmetic(zero, zero, ArithOp::Div), None);
    assert_eq!(f.arithmetic(one, zero, ArithOp::Rem), None);
    assert_eq!(f.default_nan(), None);
    let f32 = format(FloatKind::F32);
    assert_eq!(f32.convert(0x7F80_0000, f, Rounding::NearestEven), None);
    assert_eq!(f32.convert(0x7FC0_0000, f, Rounding::NearestEven), None);
    assert_eq!(f32.convert_exact(f32_bits(-0.0), f), Some(0x8));
}

#[test]
fn representability_compares_exponent_ranges_and_precision() {
    let [e4m3fn, e5m2fnuz, e5m2, e8m0, f4, f16, bf16] = [
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E5M2,
        FloatKind::F8E8M0FNU,
        FloatKind::F4E2M1FN,
        FloatKind::F16,
        FloatKind::BF16,
    ]
    .map(format);
    assert!(e4m3fn.is_representable_by(f16));
    assert!(f4.is_representable_by(e4m3fn));
    // 2^-15 is normal in f8E5M2FNUZ but below f8E5M2's normals.
    assert!(!e5m2fnuz.is_representable_by(e5m2));
    // 2^-127 is below bf16's normals.
    assert!(!e8m0.is_representable_by(bf16));
}

fn f32_bits(value: f32) -> u128 {
    u128::from(value.to_bits())
}
