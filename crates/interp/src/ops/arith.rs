//! arith's integer ops with MLIR 22's semantics: wrap-around arithmetic
//! (and the two-result `addui_extended`, `mulsi_extended`,
//! `mului_extended`);
//! poison for `nsw`/`nuw` overflow, shifts by the width or more, inexact
//! `exact` divisions and shifts, and lossy `trunci` with flags; poison
//! operands give poison results; division by zero and signed division
//! overflow are undefined behaviour.

use std::cmp::Ordering;

use num_bigint::BigInt;
use strata_arith::attributes::OVERFLOW;
use strata_ir::{AttrData, OpId};

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics};
use crate::value::RtValue;
use strata_arith::fold::apint::ApInt;

/// The `nsw` / `nuw` flags of `op`.
fn overflow_flags(exec: &Execution<'_>, op: OpId) -> (bool, bool) {
    let bits = exec
        .ir()
        .attr(op, "overflowFlags")
        .and_then(|attr| OVERFLOW.bits(exec.ir().ctx(), attr))
        .unwrap_or(0);
    (bits & 1 != 0, bits & 2 != 0)
}

fn exact(exec: &Execution<'_>, op: OpId) -> bool {
    exec.ir().attr(op, "isExact").is_some()
}

/// The width of `op`'s result.
pub(super) fn result_width(exec: &Execution<'_>, op: OpId) -> Result<u32, InterpError> {
    let ir = exec.ir();
    ir.results(op)
        .first()
        .and_then(|&result| exec.int_width(ir.value_type(result)))
        .ok_or_else(|| {
            InterpError::unsupported(ir, op, "has a result type the interpreter does not run")
        })
}

/// The result of an integer binary op on defined operands: a value or
/// poison (undefined behaviour is an error).
pub enum Outcome {
    /// A defined value.
    Value(ApInt),
    /// Poison.
    Poison,
}

/// arith's integer binary ops (and `cmpi`).
#[derive(Clone, Copy, Debug)]
pub enum IntOp {
    /// `addi`.
    Add,
    /// `subi`.
    Sub,
    /// `muli`.
    Mul,
    /// `divsi`.
    DivS,
    /// `divui`.
    DivU,
    /// `remsi`.
    RemS,
    /// `remui`.
    RemU,
    /// `andi`.
    And,
    /// `ori`.
    Or,
    /// `xori`.
    Xor,
    /// `shli`.
    Shl,
    /// `shrsi`.
    ShrS,
    /// `shrui`.
    ShrU,
    /// `maxsi`.
    MaxS,
    /// `minsi`.
    MinS,
    /// `maxui`.
    MaxU,
    /// `minui`.
    MinU,
    /// `ceildivsi`.
    CeilDivS,
    /// `ceildivui`.
    CeilDivU,
    /// `floordivsi`.
    FloorDivS,
    /// `cmpi`.
    Cmp,
}

/// A binary integer op: poison in, poison out; else [`IntOp::apply`].
pub struct Binary(pub IntOp);

impl OpSemantics for Binary {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let result = match (exec.int_operand(op, 0)?, exec.int_operand(op, 1)?) {
            (Some(lhs), Some(rhs)) => match self.0.apply(exec, op, &lhs, &rhs)? {
                Outcome::Value(value) => RtValue::Int(value),
                Outcome::Poison => RtValue::Poison,
            },
            _ => RtValue::Poison,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

impl IntOp {
    /// `a <op> b` for `op`, whose flags (`nsw`, `nuw`, `exact`) and
    /// predicate it reads.
    pub fn apply(
        self,
        exec: &Execution<'_>,
        op: OpId,
        a: &ApInt,
        b: &ApInt,
    ) -> Result<Outcome, InterpError> {
        let outcome = match self {
            IntOp::Add => with_flags(exec, op, a.wrapping_add(b), a, b, |x, y| x + y),
            IntOp::Sub => with_flags(exec, op, a.wrapping_sub(b), a, b, |x, y| x - y),
            IntOp::Mul => with_flags(exec, op, a.wrapping_mul(b), a, b, |x, y| x * y),
            IntOp::DivS | IntOp::RemS => {
                division_by_zero(exec, op, b)?;
                signed_overflow(exec, op, a, b)?;
                if matches!(self, IntOp::RemS) {
                    Outcome::Value(a.srem(b).unwrap_or_else(|| a.clone()))
                } else {
                    let quotient = a.sdiv(b).unwrap_or_else(|| a.clone());
                    exact_quotient(exec, op, quotient, a, b)
                }
            }
            IntOp::DivU => {
                division_by_zero(exec, op, b)?;
                let quotient = a.udiv(b).unwrap_or_else(|| a.clone());
                exact_quotient(exec, op, quotient, a, b)
            }
            IntOp::RemU => {
                division_by_zero(exec, op, b)?;
                Outcome::Value(a.urem(b).unwrap_or_else(|| a.clone()))
            }
            IntOp::And => Outcome::Value(a.and(b)),
            IntOp::Or => Outcome::Value(a.or(b)),
            IntOp::Xor => Outcome::Value(a.xor(b)),
            IntOp::Shl => shift_left(exec, op, a, b),
            IntOp::ShrS => shift_right(exec, op, a, b, a.ashr(b)),
            IntOp::ShrU => shift_right(exec, op, a, b, a.lshr(b)),
            IntOp::MaxS => Outcome::Value(a.smax(b)),
            IntOp::MinS => Outcome::Value(a.smin(b)),
            IntOp::MaxU => Outcome::Value(a.umax(b)),
            IntOp::MinU => Outcome::Value(a.umin(b)),
            IntOp::CeilDivS | IntOp::FloorDivS => {
                division_by_zero(exec, op, b)?;
                signed_overflow(exec, op, a, b)?;
                let quotient = if matches!(self, IntOp::CeilDivS) {
                    a.sceildiv(b)
                } else {
                    a.sfloordiv(b)
                };
                Outcome::Value(quotient.unwrap_or_else(|| a.clone()))
            }
            IntOp::CeilDivU => {
                division_by_zero(exec, op, b)?;
                Outcome::Value(a.uceildiv(b).unwrap_or_else(|| a.clone()))
            }
            IntOp::Cmp => Outcome::Value(ApInt::new(1, u128::from(compare(exec, op, a, b)?))),
        };
        Ok(outcome)
    }
}

/// `addi`, `subi`, `muli`: the wrapped result, or poison when a flag's
/// promise is broken: the exact result of `exact` on the signed (`nsw`) or
/// unsigned (`nuw`) readings does not fit the width.
fn with_flags(
    exec: &Execution<'_>,
    op: OpId,
    wrapped: ApInt,
    a: &ApInt,
    b: &ApInt,
    exact: impl Fn(BigInt, BigInt) -> BigInt,
) -> Outcome {
    let (nsw, nuw) = overflow_flags(exec, op);
    let width = wrapped.width();
    let signed_breaks = || !ApInt::fits_signed(width, &exact(a.signed_big(), b.signed_big()));
    let unsigned_breaks = || {
        let exact = exact(
            BigInt::from(a.unsigned_big()),
            BigInt::from(b.unsigned_big()),
        );
        !ApInt::fits_unsigned(width, &exact)
    };
    if (nsw && signed_breaks()) || (nuw && unsigned_breaks()) {
        Outcome::Poison
    } else {
        Outcome::Value(wrapped)
    }
}

/// A shift amount of the width or more makes poison.
fn shift_in_range(amount: &ApInt) -> bool {
    amount
        .to_u128()
        .is_some_and(|a| a < u128::from(amount.width()))
}

/// `shli`: poison for an amount out of range, or when `nsw` (`nuw`) is set
/// and shifting back arithmetically (logically) does not give `a`.
fn shift_left(exec: &Execution<'_>, op: OpId, a: &ApInt, b: &ApInt) -> Outcome {
    if !shift_in_range(b) {
        return Outcome::Poison;
    }
    let shifted = a.shl_by(b);
    let (nsw, nuw) = overflow_flags(exec, op);
    if (nsw && shifted.ashr(b) != *a) || (nuw && shifted.lshr(b) != *a) {
        return Outcome::Poison;
    }
    Outcome::Value(shifted)
}

/// `shrsi` / `shrui`: poison for an amount out of range, or with `exact`
/// when bits that are not zero were shifted out.
fn shift_right(exec: &Execution<'_>, op: OpId, a: &ApInt, b: &ApInt, shifted: ApInt) -> Outcome {
    if !shift_in_range(b) || (exact(exec, op) && shifted.shl_by(b) != *a) {
        return Outcome::Poison;
    }
    Outcome::Value(shifted)
}

/// A quotient; with `exact`, poison when the division had a remainder.
fn exact_quotient(
    exec: &Execution<'_>,
    op: OpId,
    quotient: ApInt,
    a: &ApInt,
    b: &ApInt,
) -> Outcome {
    if exact(exec, op) && quotient.wrapping_mul(b) != *a {
        Outcome::Poison
    } else {
        Outcome::Value(quotient)
    }
}

fn division_by_zero(exec: &Execution<'_>, op: OpId, b: &ApInt) -> Result<(), InterpError> {
    if b.is_zero() {
        return Err(InterpError::undefined(exec.ir(), op, "divides by zero"));
    }
    Ok(())
}

fn signed_overflow(
    exec: &Execution<'_>,
    op: OpId,
    a: &ApInt,
    b: &ApInt,
) -> Result<(), InterpError> {
    if a.is_min_signed() && b.is_all_ones() && a.width() > 1 {
        return Err(InterpError::undefined(
            exec.ir(),
            op,
            "overflows: the minimum signed value divided by -1",
        ));
    }
    Ok(())
}

/// `cmpi`: predicates `eq`, `ne`, `slt`, `sle`, `sgt`, `sge`, `ult`, `ule`,
/// `ugt`, `uge` (0 to 9).
fn compare(exec: &Execution<'_>, op: OpId, a: &ApInt, b: &ApInt) -> Result<bool, InterpError> {
    let ir = exec.ir();
    let predicate = exec
        .int_attr(op, "predicate")
        .ok_or_else(|| InterpError::unsupported(ir, op, "has no predicate"))?;
    let (s, u) = (a.scmp(b), a.ucmp(b));
    Ok(match predicate {
        0 => a == b,
        1 => a != b,
        2 => s == Ordering::Less,
        3 => s != Ordering::Greater,
        4 => s == Ordering::Greater,
        5 => s != Ordering::Less,
        6 => u == Ordering::Less,
        7 => u != Ordering::Greater,
        8 => u == Ordering::Greater,
        9 => u != Ordering::Less,
        _ => return Err(InterpError::unsupported(ir, op, "has an unknown predicate")),
    })
}

/// `arith.constant` of an integer, `index` or float value.
pub struct Constant;

impl OpSemantics for Constant {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        if let Some(value) = super::float::constant(exec, op)? {
            exec.set_results(op, vec![value]);
            return Ok(Action::Next);
        }
        let ir = exec.ir();
        let width = result_width(exec, op)?;
        let value = match ir.attr(op, "value").map(|attr| ir.ctx().attr_data(attr)) {
            Some(AttrData::Integer { value, .. }) => ApInt::from_i128(width, *value),
            Some(AttrData::WideInteger { value, .. }) => ApInt::from_big(width, value),
            _ => {
                return Err(InterpError::unsupported(
                    ir,
                    op,
                    "holds a value the interpreter does not run",
                ));
            }
        };
        exec.set_results(op, vec![RtValue::Int(value)]);
        Ok(Action::Next)
    }
}

/// `arith.select %c, %a, %b`: poison when the condition is.
pub struct Select;

impl OpSemantics for Select {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let result = match exec.int_operand(op, 0)? {
            None => RtValue::Poison,
            Some(condition) => exec.operand(op, if condition.is_zero() { 2 } else { 1 })?,
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}

/// The extended-precision ops, with two results each.
pub enum Extended {
    /// `addui_extended`: the sum and its carry.
    AddUnsigned,
    /// `mulsi_extended`: the low and high halves of the signed product.
    MulSigned,
    /// `mului_extended`: the low and high halves of the unsigned product.
    MulUnsigned,
}

impl OpSemantics for Extended {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let width = result_width(exec, op)?;
        let results = match (exec.int_operand(op, 0)?, exec.int_operand(op, 1)?) {
            (Some(a), Some(b)) => {
                let low = match self {
                    Extended::AddUnsigned => a.wrapping_add(&b),
                    _ => a.wrapping_mul(&b),
                };
                let second = match self {
                    Extended::AddUnsigned => {
                        RtValue::int(1, i128::from(low.ucmp(&a) == Ordering::Less))
                    }
                    Extended::MulSigned => {
                        let product = a.signed_big() * b.signed_big();
                        RtValue::Int(ApInt::from_big(width, &(product >> width)))
                    }
                    Extended::MulUnsigned => {
                        let product = BigInt::from(a.unsigned_big() * b.unsigned_big());
                        RtValue::Int(ApInt::from_big(width, &(product >> width)))
                    }
                };
                vec![RtValue::Int(low), second]
            }
            _ => vec![RtValue::Poison, RtValue::Poison],
        };
        exec.set_results(op, results);
        Ok(Action::Next)
    }
}

/// How a width change reads its operand.
#[derive(Clone, Copy)]
pub enum Cast {
    /// `extsi`, `index_cast`: sign-extend or truncate.
    Signed,
    /// `extui`: zero-extend.
    Unsigned,
    /// `trunci`: truncate, poison when `nsw` / `nuw` promise more.
    Truncate,
}

impl OpSemantics for Cast {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let width = result_width(exec, op)?;
        let result = match exec.int_operand(op, 0)? {
            None => RtValue::Poison,
            Some(input) => {
                let resized = |signed: bool| {
                    if width >= input.width() {
                        if signed {
                            input.sext(width)
                        } else {
                            input.zext(width)
                        }
                    } else {
                        input.trunc(width)
                    }
                };
                match self {
                    Cast::Signed => RtValue::Int(resized(true)),
                    Cast::Unsigned => RtValue::Int(resized(false)),
                    Cast::Truncate => {
                        let truncated = input.trunc(width);
                        let (nsw, nuw) = overflow_flags(exec, op);
                        let lossy_signed = truncated.sext(input.width()) != input;
                        let lossy_unsigned = truncated.zext(input.width()) != input;
                        if (nsw && lossy_signed) || (nuw && lossy_unsigned) {
                            RtValue::Poison
                        } else {
                            RtValue::Int(truncated)
                        }
                    }
                }
            }
        };
        exec.set_results(op, vec![result]);
        Ok(Action::Next)
    }
}
