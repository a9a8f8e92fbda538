//! `CmpFIntToFPConst` (MLIR's pattern on `arith.cmpf`, `ArithOps.cpp`): a
//! comparison of a converted integer with a float constant becomes a
//! comparison of integers, or a constant when the float is out of the
//! integer's range or has a fraction that decides it.
//!
//! ```text
//! %f = arith.sitofp %x : i32 to f32          %c3 = arith.constant 3 : i32
//! %c = arith.constant 3.0 : f32        =>    %b = arith.cmpi slt, %x, %c3 : i32
//! %b = arith.cmpf olt, %f, %c : f32
//! ```
//!
//! The input may come from `sitofp` (a signed comparison) or `uitofp` (an
//! unsigned one). It does not apply when the conversion may round the
//! integer in a way that changes the answer (an integer wider than the
//! float's precision compared with a constant in the range where that
//! happens).

use std::cmp::Ordering;

use strata_ir::{AttrData, Ir, OpId, TypeData, Value};
use strata_rewrite::folder::constant_value;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::constant_state;
use crate::attributes::{CMPF_PREDICATE, CMPI_PREDICATE};
use crate::fold::apfloat::Format;
use crate::fold::apint::ApInt;
use crate::ops::cmp::CmpIOp;

/// The pattern.
pub struct CmpFIntToFPConst;

/// `arith.cmpi` predicate numbers.
mod cmpi {
    pub const EQ: usize = 0;
    pub const NE: usize = 1;
    pub const SLT: usize = 2;
    pub const SLE: usize = 3;
    pub const SGT: usize = 4;
    pub const SGE: usize = 5;
    pub const ULT: usize = 6;
    pub const ULE: usize = 7;
    pub const UGT: usize = 8;
    pub const UGE: usize = 9;
}

/// The `cmpi` predicate for an ordered or unordered `cmpf` one (MLIR's
/// `convertToIntegerPredicate`), signed or unsigned; `None` for `false`,
/// `ord`, `uno` and `true`.
fn integer_predicate(cmpf: &str, unsigned: bool) -> Option<usize> {
    let pick = |signed, unsigned_one| if unsigned { unsigned_one } else { signed };
    Some(match cmpf {
        "oeq" | "ueq" => cmpi::EQ,
        "ogt" | "ugt" => pick(cmpi::SGT, cmpi::UGT),
        "oge" | "uge" => pick(cmpi::SGE, cmpi::UGE),
        "olt" | "ult" => pick(cmpi::SLT, cmpi::ULT),
        "ole" | "ule" => pick(cmpi::SLE, cmpi::ULE),
        "one" | "une" => cmpi::NE,
        _ => return None,
    })
}

/// What the pattern turns the comparison into.
enum Outcome {
    Constant(bool),
    Compare(usize, ApInt),
}

/// The integer conversion the comparison's left operand went through.
#[derive(Clone, Copy)]
struct Conversion {
    /// The integer width.
    width: u32,
    /// `uitofp` rather than `sitofp`.
    unsigned: bool,
}

impl Conversion {
    /// The extreme integer as a float: the largest (`max`) or smallest.
    fn extreme(self, format: Format, max: bool) -> Option<u128> {
        let width = self.width;
        match (self.unsigned, max) {
            (true, true) => Some(format.from_unsigned(&ApInt::new(width, u128::MAX))),
            (true, false) => Some(format.from_unsigned(&ApInt::zero(width))),
            (false, true) => {
                format.from_signed(&ApInt::from_i128(width, (1i128 << (width - 1)) - 1))
            }
            (false, false) => format.from_signed(&ApInt::from_i128(width, -(1i128 << (width - 1)))),
        }
    }

    /// `value` rounded toward zero to the integer type; `None` when out of
    /// range.
    fn to_integer(self, format: Format, value: u128) -> Option<ApInt> {
        if self.unsigned {
            format.to_unsigned(value, self.width)
        } else {
            format.to_signed(value, self.width)
        }
    }

    /// `value` converted back to the float format.
    fn to_float(self, format: Format, value: ApInt) -> Option<u128> {
        if self.unsigned {
            Some(format.from_unsigned(&value))
        } else {
            format.from_signed(&value)
        }
    }
}

/// The decision for `conversion(x : iW) <cmpf> rhs`, as MLIR makes it.
fn decide(format: Format, conversion: Conversion, cmpf: &str, rhs: u128) -> Option<Outcome> {
    use cmpi::*;
    if format.is_nan(rhs) {
        return None;
    }
    let (width, unsigned) = (conversion.width, conversion.unsigned);
    let precision = format.precision() as i32;
    // The bits holding the value, as opposed to the sign.
    let value_bits = if unsigned { width } else { width - 1 } as i32;
    if width as i32 > precision {
        // The conversion may round: refuse where that can change the answer.
        if format.is_infinite(rhs) {
            if format.max_exponent() < value_bits {
                return None;
            }
        } else if let Some(exponent) = format.ilogb(rhs)
            && precision <= exponent
            && exponent <= value_bits
        {
            return None;
        }
    }
    let mut predicate = match cmpf {
        "ord" => return Some(Outcome::Constant(true)),
        "uno" => return Some(Outcome::Constant(false)),
        other => integer_predicate(other, unsigned)?,
    };
    if format.compare(conversion.extreme(format, true)?, rhs) == Some(Ordering::Less) {
        let holds = matches!(predicate, NE | SLT | SLE | ULT | ULE);
        return Some(Outcome::Constant(holds));
    }
    if format.compare(conversion.extreme(format, false)?, rhs) == Some(Ordering::Greater) {
        let holds = matches!(predicate, NE | SGT | SGE | UGT | UGE);
        return Some(Outcome::Constant(holds));
    }
    let rhs_int = conversion.to_integer(format, rhs)?;
    if !format.is_zero(rhs)
        && format.compare(conversion.to_float(format, rhs_int.clone())?, rhs)
            != Some(Ordering::Equal)
    {
        // A fraction: `rhs_int` was rounded toward zero.
        let negative = format.is_negative(rhs);
        predicate = match predicate {
            NE => return Some(Outcome::Constant(true)),
            EQ => return Some(Outcome::Constant(false)),
            ULE | ULT if negative => return Some(Outcome::Constant(false)),
            UGT | UGE if negative => return Some(Outcome::Constant(true)),
            SLE if negative => SLT,
            SLT if !negative => SLE,
            ULT => ULE,
            SGT if negative => SGE,
            SGE if !negative => SGT,
            UGE => UGT,
            other => other,
        };
    }
    Some(Outcome::Compare(predicate, rhs_int))
}

/// The integer width of `value`'s type.
fn integer_width(ir: &Ir, value: Value) -> Option<u32> {
    match ir.ctx().type_data(ir.value_type(value)) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

impl RewritePattern for CmpFIntToFPConst {
    fn name(&self) -> &'static str {
        "CmpFIntToFPConst"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.cmpf")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = |why: &'static str| MatchFailure(why.into());
        let (Some(lhs), Some(rhs)) = (ir.operand(op, 0), ir.operand(op, 1)) else {
            return Err(no("not a binary op"));
        };
        let Some(AttrData::Float { bits, ty }) =
            constant_value(ir, rhs).map(|attr| ir.ctx().attr_data(attr).clone())
        else {
            return Err(no("the right operand is not a float constant"));
        };
        let TypeData::Float(kind) = ir.ctx().type_data(ty) else {
            return Err(no("not a float type"));
        };
        let format = Format::of(*kind);
        let conversion = ir
            .defining_op(lhs)
            .filter(|&def| matches!(ir.op_name_str(def), "arith.sitofp" | "arith.uitofp"))
            .ok_or_else(|| no("the left operand is not an sitofp or a uitofp"))?;
        let unsigned = ir.op_name_str(conversion) == "arith.uitofp";
        let int_value = ir
            .operand(conversion, 0)
            .ok_or_else(|| no("a conversion without operand"))?;
        let width = integer_width(ir, int_value).ok_or_else(|| no("not an integer input"))?;
        let conversion = Conversion { width, unsigned };
        let cmpf = ir
            .attr(op, "predicate")
            .and_then(|attr| CMPF_PREDICATE.value(ir.ctx(), attr))
            .map(|p| CMPF_PREDICATE.cases[p])
            .ok_or_else(|| no("no predicate"))?;
        let outcome = decide(format, conversion, cmpf, bits).ok_or_else(|| no("may round"))?;
        let location = ir.op_location(op);
        let ctx = ir.ctx_arc().clone();
        match outcome {
            Outcome::Constant(value) => {
                let i1 = ctx.integer_type(1);
                let attr = ctx.integer_attr(if value { -1 } else { 0 }, i1);
                let state = constant_state(ir, location, attr, i1);
                rewriter.replace_op_with_new_op(op, state)?;
            }
            Outcome::Compare(predicate, value) => {
                let int_type = ir.value_type(int_value);
                let attr = super::int_attr(&ctx, int_type, value);
                let state = constant_state(ir, location, attr, int_type);
                rewriter.set_insertion_point_before(op);
                let constant = rewriter.create(state)?;
                let constant = rewriter.ir_ref().results(constant)[0];
                let ty = rewriter
                    .ir_ref()
                    .value_type(rewriter.ir_ref().results(op)[0]);
                let predicate = CMPI_PREDICATE.attr(&ctx, predicate);
                let state = CmpIOp::build_state(
                    rewriter.ir(),
                    location,
                    int_value,
                    constant,
                    ty,
                    predicate,
                );
                rewriter.replace_op_with_new_op(op, state)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::FloatKind;

    fn f32_bits(value: f32) -> u128 {
        u128::from(value.to_bits())
    }

    fn decided(width: u32, cmpf: &str, rhs: f32) -> Option<String> {
        decided_with(width, false, cmpf, rhs)
    }

    fn decided_unsigned(width: u32, cmpf: &str, rhs: f32) -> Option<String> {
        decided_with(width, true, cmpf, rhs)
    }

    fn decided_with(width: u32, unsigned: bool, cmpf: &str, rhs: f32) -> Option<String> {
        let conversion = Conversion { width, unsigned };
        decide(Format::of(FloatKind::F32), conversion, cmpf, f32_bits(rhs)).map(|o| match o {
            Outcome::Constant(b) => format!("{b}"),
            Outcome::Compare(p, v) if unsigned => {
                format!("{} {}", CMPI_PREDICATE.cases[p], v.unsigned_big())
            }
            Outcome::Compare(p, v) => format!("{} {}", CMPI_PREDICATE.cases[p], v.signed_big()),
        })
    }

    #[test]
    fn follows_mlir_on_fractions_ranges_and_rounding() {
        assert_eq!(decided(32, "olt", 3.0).as_deref(), Some("slt 3"));
        assert_eq!(decided(32, "oeq", 3.5).as_deref(), Some("false"));
        assert_eq!(decided(32, "une", 3.5).as_deref(), Some("true"));
        assert_eq!(decided(32, "olt", 4.4).as_deref(), Some("sle 4"));
        assert_eq!(decided(32, "olt", -4.4).as_deref(), Some("slt -4"));
        assert_eq!(decided(32, "ole", -4.4).as_deref(), Some("slt -4"));
        assert_eq!(decided(32, "oge", 4.4).as_deref(), Some("sgt 4"));
        assert_eq!(decided(32, "ogt", -4.4).as_deref(), Some("sge -4"));
        assert_eq!(
            decided(8, "olt", 300.0).as_deref(),
            Some("true"),
            "above i8's max"
        );
        assert_eq!(
            decided(8, "ogt", -300.0).as_deref(),
            Some("true"),
            "every i8 is above -300"
        );
        assert_eq!(
            decided(8, "oeq", -300.0).as_deref(),
            Some("false"),
            "below i8's min"
        );
        assert_eq!(decided(32, "ord", 1.0).as_deref(), Some("true"));
        assert_eq!(decided(32, "uno", 1.0).as_deref(), Some("false"));
        assert_eq!(decided(32, "olt", f32::NAN), None);
        // i32 into f32 rounds above 2^24: a constant in that range is left.
        assert_eq!(decided(32, "olt", 3.0e7), None);
        assert_eq!(decided(16, "olt", 3.0e7).as_deref(), Some("true"));
    }

    #[test]
    fn unsigned_conversions_compare_unsigned() {
        assert_eq!(decided_unsigned(32, "olt", 3.5).as_deref(), Some("ule 3"));
        assert_eq!(decided_unsigned(32, "oge", 3.5).as_deref(), Some("ugt 3"));
        assert_eq!(decided_unsigned(32, "ogt", -1.0).as_deref(), Some("true"));
        assert_eq!(decided_unsigned(32, "ole", -0.5).as_deref(), Some("false"));
        assert_eq!(decided_unsigned(8, "olt", 255.5).as_deref(), Some("true"));
        assert_eq!(decided_unsigned(8, "oeq", 200.0).as_deref(), Some("eq 200"));
        assert_eq!(decided_unsigned(8, "ole", -0.0).as_deref(), Some("ule 0"));
    }
}
