//! Rounding directions (LLVM's `RoundingMode`) and the rounding of a
//! magnitude shifted right, as `APFloat` rounds a significand that does
//! not fit its format ([`super::apfloat`]).

/// A rounding direction (LLVM's `RoundingMode`, arith's `roundingmode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// To nearest, ties to even (the default).
    NearestEven,
    /// Toward negative infinity.
    Downward,
    /// Toward positive infinity.
    Upward,
    /// Toward zero.
    TowardZero,
    /// To nearest, ties away from zero.
    NearestAway,
}

impl Rounding {
    /// The rounding of arith's `roundingmode` value `value`
    /// (`to_nearest_even`, `downward`, `upward`, `toward_zero`,
    /// `to_nearest_away`).
    pub fn from_arith(value: usize) -> Option<Self> {
        [
            Rounding::NearestEven,
            Rounding::Downward,
            Rounding::Upward,
            Rounding::TowardZero,
            Rounding::NearestAway,
        ]
        .get(value)
        .copied()
    }

    /// Whether a value too large for the format becomes infinity (rather
    /// than the largest finite value).
    pub(super) fn overflows_to_infinity(self, negative: bool) -> bool {
        match self {
            Rounding::NearestEven | Rounding::NearestAway => true,
            Rounding::TowardZero => false,
            Rounding::Upward => !negative,
            Rounding::Downward => negative,
        }
    }

    /// Whether a magnitude with a nonzero dropped part `dropped` (of which
    /// `half` is one half of the last kept bit) rounds up, `kept` being
    /// the truncated magnitude.
    fn rounds_up(self, negative: bool, kept: u128, dropped: u128, half: u128) -> bool {
        match self {
            Rounding::NearestEven => dropped > half || (dropped == half && kept & 1 == 1),
            Rounding::NearestAway => dropped >= half,
            Rounding::TowardZero => false,
            Rounding::Upward => !negative,
            Rounding::Downward => negative,
        }
    }
}

/// `value >> shift` rounded by `rounding` for a value of sign `negative`.
pub(super) fn round_shift_right(
    value: u128,
    shift: u32,
    negative: bool,
    rounding: Rounding,
) -> u128 {
    let (kept, dropped, half) = match shift {
        0 => return value,
        1..128 => (
            value >> shift,
            value & ((1u128 << shift) - 1),
            1u128 << (shift - 1),
        ),
        // The whole value is dropped; compare it with half the last kept
        // bit, which is `2^(shift-1)`: it is smaller past 128 bits.
        128 => (0, value, 1u128 << 127),
        _ => (0, value, u128::MAX),
    };
    let half_below = shift > 128 && value != 0;
    if dropped == 0 {
        return kept;
    }
    let up = if half_below {
        // Less than half: only the directed roundings move away from zero.
        matches!(
            (rounding, negative),
            (Rounding::Upward, false) | (Rounding::Downward, true)
        )
    } else {
        rounding.rounds_up(negative, kept, dropped, half)
    };
    kept + u128::from(up)
}
