//! Unit tests of integers of any width: wide values wrap, divide, shift and
//! compare with the signs their readings give; narrow ones take
//! `SmallInt`'s path with the same results.

use super::*;

fn wide(value: &str) -> ApInt {
    ApInt::from_big(256, &value.parse::<BigInt>().expect("a number"))
}

#[test]
fn wide_arithmetic_wraps_at_the_width() {
    let max = wide("57896044618658097711785492504343953926634992332820282019728792003956564819967");
    let one = ApInt::from_i128(256, 1);
    let sum = max.wrapping_add(&one);
    assert!(sum.is_min_signed());
    assert_eq!(
        sum.to_string(),
        "-57896044618658097711785492504343953926634992332820282019728792003956564819968"
    );
    assert!(ApInt::from_i128(256, -1).is_all_ones());
    assert_eq!(ApInt::from_i128(256, -1).to_u128(), None);
    let product = wide("340282366920938463463374607431768211456").wrapping_mul(&wide("3"));
    assert_eq!(
        product.to_string(),
        "1020847100762815390390123822295304634368"
    );
}

#[test]
fn wide_rounding_divisions_and_unsigned_extremes() {
    let a = wide("-100000000000000000000000000000000000000000000001");
    let ten = ApInt::from_i128(256, 10);
    let ceil = a.sceildiv(&ten).map(|q| q.to_string());
    let floor = a.sfloordiv(&ten).map(|q| q.to_string());
    assert_eq!(
        ceil.as_deref(),
        Some("-10000000000000000000000000000000000000000000000")
    );
    assert_eq!(
        floor.as_deref(),
        Some("-10000000000000000000000000000000000000000000001")
    );
    // Unsigned, -1 is 2^256 - 1: divided by 10, the quotient rounds up.
    let all_ones = ApInt::from_i128(256, -1);
    let up = all_ones
        .uceildiv(&ten)
        .map(|q| q.unsigned_big().to_string());
    let exact = (all_ones.unsigned_big() + 9u32) / 10u32;
    assert_eq!(up, Some(exact.to_string()));
    assert_eq!(all_ones.umax(&ten).to_string(), "-1");
    assert_eq!(all_ones.umin(&ten).to_string(), "10");
    assert_eq!(a.sceildiv(&ApInt::zero(256)), None);
    // Narrow values take ApInt's path with the same rounding.
    let seven = ApInt::from_i128(8, -7);
    let two = ApInt::from_i128(8, 2);
    assert_eq!(
        seven.sceildiv(&two).map(|q| q.to_string()).as_deref(),
        Some("-3")
    );
    assert_eq!(
        seven.sfloordiv(&two).map(|q| q.to_string()).as_deref(),
        Some("-4")
    );
}

#[test]
fn wide_division_and_shifts_follow_the_signs() {
    let seven = ApInt::from_i128(200, -7);
    let two = ApInt::from_i128(200, 2);
    assert_eq!(seven.sdiv(&two).map(|q| q.to_string()), Some("-3".into()));
    assert_eq!(seven.srem(&two).map(|r| r.to_string()), Some("-1".into()));
    assert_eq!(seven.udiv(&ApInt::zero(200)), None);
    assert_eq!(seven.ashr(&two).to_string(), "-2");
    let shifted = ApInt::from_i128(200, 1).shl_by(&ApInt::from_i128(200, 199));
    assert!(shifted.is_min_signed());
    assert_eq!(shifted.lshr(&ApInt::from_i128(200, 199)).to_string(), "1");
    assert_eq!(seven.scmp(&two), Ordering::Less);
    assert_eq!(seven.ucmp(&two), Ordering::Greater);
}

#[test]
fn width_zero_holds_only_zero() {
    assert!(ApInt::fits_signed(0, &BigInt::from(0)));
    assert!(!ApInt::fits_signed(0, &BigInt::from(-1)));
    assert!(!ApInt::fits_unsigned(0, &BigInt::from(1)));
    assert_eq!(ApInt::from_i128(0, 5).to_string(), "0");
}

#[test]
fn widths_change_between_small_and_wide() {
    let minus_one = ApInt::from_i128(8, -1);
    assert_eq!(minus_one.sext(300).to_string(), "-1");
    assert_eq!(minus_one.zext(300).to_string(), "255");
    let big = ApInt::from_i128(300, -1);
    assert_eq!(big.trunc(16).to_string(), "-1");
    assert_eq!(big.trunc(16), ApInt::from_i128(16, -1));
    assert!(ApInt::fits_signed(8, &BigInt::from(-128)));
    assert!(!ApInt::fits_signed(8, &BigInt::from(128)));
    assert!(ApInt::fits_unsigned(8, &BigInt::from(255)));
    assert!(!ApInt::fits_unsigned(8, &BigInt::from(-1)));
}

#[test]
fn narrow_extremes_and_shift_bounds() {
    let i = ApInt::from_i128;
    assert_eq!(i(8, -1).umax(&i(8, 3)), i(8, -1));
    assert_eq!(i(8, -1).umin(&i(8, 3)), i(8, 3));
    assert_eq!(i(8, -1).smax(&i(8, 3)), i(8, 3));
    assert!(!i(8, 8).ult_width() && i(8, 7).ult_width());
    assert!(!i(300, 300).ult_width() && i(300, 299).ult_width());
    assert_eq!(i(128, -1).wrapping_add(&i(128, 1)), ApInt::zero(128));
}

#[test]
fn wide_high_halves_and_overflowing_divisions() {
    let i = ApInt::from_i128;
    // (2^200 - 1)^2 = 2^400 - 2^201 + 1: its high 200 bits are 2^200 - 2.
    let all_ones = i(200, -1);
    assert_eq!(all_ones.mulhu(&all_ones), i(200, -2));
    // Signed, -1 * -1 = 1: the high half is 0.
    assert!(all_ones.mulhs(&all_ones).is_zero());
    assert_eq!(i(200, -1).mulhs(&i(200, 1)), i(200, -1));
    let min = i(200, 1).shl_by(&i(200, 199));
    assert!(min.is_min_signed() && min.wrapping_sub(&i(200, 1)).is_max_signed());
    assert_eq!(min.sdiv(&all_ones), None);
    assert_eq!(min.sfloordiv(&all_ones), None);
    assert_eq!(min.srem(&all_ones), Some(ApInt::zero(200)));
    assert!(i(200, 1).is_one() && all_ones.is_negative());
}
