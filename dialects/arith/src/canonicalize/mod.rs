//! Canonicalization patterns of the arith ops (MLIR's
//! `ArithCanonicalization.td`, registered per op by
//! `getCanonicalizationPatterns`), given to `canonicalize` through the
//! `CanonicalizationPatterns` interface. Each pattern has MLIR's name, so
//! `disable-patterns` and debugging speak of the same thing.
//!
//! | Op | Patterns | Module |
//! |----|----------|--------|
//! | `arith.addi` | `AddIAddConstant`, `AddISubConstantRHS`, `AddISubConstantLHS`, `AddIMulNegativeOneRhs`, `AddIMulNegativeOneLhs` | [`constant_reassociation`], [`multiplications`] |
//! | `arith.muli` | `MulIMulIConstant` | [`multiplications`] |
//! | `arith.subi` | `SubIRHSAddConstant`, `SubILHSAddConstant`, `SubIRHSSubConstantRHS`, `SubIRHSSubConstantLHS`, `SubILHSSubConstantRHS`, `SubILHSSubConstantLHS`, `SubISubILHSRHSLHS` | [`constant_reassociation`] |
//! | `arith.xori` | `XOrIOfExtUI`, `XOrIOfExtSI`, `XOrINotCmpI` | [`xori_not_cmpi`], [`extensions`] |
//! | `arith.andi`, `arith.ori` | `AndOfExtUI`, `AndOfExtSI`, `OrOfExtUI`, `OrOfExtSI` | [`extensions`] |
//! | `arith.cmpi` | `CmpIExtSI`, `CmpIExtUI` | [`extensions`] |
//! | `arith.select` | `RedundantSelectFalse`, `RedundantSelectTrue`, `SelectNotCond`, `SelectI1ToNot`, `SelectToExtUI` | [`select`] |
//! | `arith.trunci` | `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`, `TruncIShrSIToTrunciShrUI` | [`truncations`] |
//! | `arith.mulf`, `arith.divf` | `MulFOfNegF`, `DivFOfNegF` | [`float_negations`] |
//! | `arith.index_cast`, `arith.index_castui`, `arith.bitcast`, `arith.extsi` | `IndexCastOfIndexCast`, `IndexCastOfExtSI`, `IndexCastUIOfIndexCastUI`, `IndexCastUIOfExtUI`, `BitcastOfBitcast`, `ExtSIOfExtUI` | [`cast_chains`] |
//! | `arith.addui_extended`, `arith.mulsi_extended`, `arith.mului_extended` | `AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulSIExtendedRHSOne`, `MulUIExtendedToMulI` | [`extended`] |
//! | `arith.cmpf` | `CmpFIntToFPConst` | [`cmpf_int_to_fp_const`] |
//! | `arith.truncf` | `TruncFSIToFPToSIToFP`, `TruncFUIToFPToUIToFP` | [`truncf_of_int_to_float`] |

pub mod cast_chains;
pub mod cmpf_int_to_fp_const;
pub mod constant_reassociation;
pub mod extended;
pub mod extensions;
pub mod float_negations;
pub mod multiplications;
pub mod select;
pub mod truncations;
pub mod truncf_of_int_to_float;
pub mod xori_not_cmpi;

use strata_ir::{AttrData, Attribute, Context, Ir, Location, OperationState, Type, Value};
use strata_rewrite::folder::constant_value;
use strata_rewrite::{CanonicalizationPatterns, RewritePatternSet};

use crate::attributes::OVERFLOW;
use crate::fold::apint::ApInt;
use crate::fold::int_width;
use cast_chains::CastOfCast;
use extensions::{BitwiseOfExtensions, CmpIOfExtensions, EXTSI, EXTUI};

/// `arith.addi`'s patterns, in MLIR's order.
pub struct AddIPatterns;

impl CanonicalizationPatterns for AddIPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        for pattern in constant_reassociation::ADDI {
            patterns.add(*pattern);
        }
        patterns
            .add(multiplications::AddIMulNegativeOne {
                name: "AddIMulNegativeOneRhs",
                rhs: true,
            })
            .add(multiplications::AddIMulNegativeOne {
                name: "AddIMulNegativeOneLhs",
                rhs: false,
            });
    }
}

/// `arith.muli`'s pattern.
pub struct MulIPatterns;

impl CanonicalizationPatterns for MulIPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(multiplications::MulIMulIConstant);
    }
}

/// `arith.subi`'s patterns, in MLIR's order.
pub struct SubIPatterns;

impl CanonicalizationPatterns for SubIPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        for pattern in constant_reassociation::SUBI {
            patterns.add(*pattern);
        }
        patterns.add(constant_reassociation::SubISubILHSRHSLHS);
    }
}

/// `arith.xori`'s patterns, in the order MLIR tries them (its pattern
/// generator gives a larger source pattern more benefit: the two of
/// extensions match three ops, `XOrINotCmpI` two).
pub struct XOrIPatterns;

impl CanonicalizationPatterns for XOrIPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(bitwise("XOrIOfExtUI", "arith.xori", EXTUI))
            .add(bitwise("XOrIOfExtSI", "arith.xori", EXTSI))
            .add(xori_not_cmpi::XOrINotCmpI);
    }
}

/// The patterns of a bitwise op (`andi`, `ori`): of two `extui`, then of
/// two `extsi`.
pub struct BitwisePatterns {
    op: &'static str,
    names: [&'static str; 2],
}

impl CanonicalizationPatterns for BitwisePatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(bitwise(self.names[0], self.op, EXTUI))
            .add(bitwise(self.names[1], self.op, EXTSI));
    }
}

fn bitwise(name: &'static str, op: &'static str, ext: &'static str) -> BitwiseOfExtensions {
    BitwiseOfExtensions { name, op, ext }
}

static ANDI: BitwisePatterns = BitwisePatterns {
    op: "arith.andi",
    names: ["AndOfExtUI", "AndOfExtSI"],
};

static ORI: BitwisePatterns = BitwisePatterns {
    op: "arith.ori",
    names: ["OrOfExtUI", "OrOfExtSI"],
};

/// `arith.cmpi`'s patterns, in MLIR's order.
pub struct CmpIPatterns;

impl CanonicalizationPatterns for CmpIPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(CmpIOfExtensions {
                name: "CmpIExtSI",
                ext: EXTSI,
            })
            .add(CmpIOfExtensions {
                name: "CmpIExtUI",
                ext: EXTUI,
            });
    }
}

/// The cast-of-cast patterns rooted on one cast op.
pub struct CastPatterns(&'static [CastOfCast]);

impl CanonicalizationPatterns for CastPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        for pattern in self.0 {
            patterns.add(*pattern);
        }
    }
}

static INDEX_CAST: CastPatterns = CastPatterns(&[
    CastOfCast {
        name: "IndexCastOfIndexCast",
        outer: "arith.index_cast",
        inner: "arith.index_cast",
        result: None,
    },
    CastOfCast {
        name: "IndexCastOfExtSI",
        outer: "arith.index_cast",
        inner: EXTSI,
        result: Some("arith.index_cast"),
    },
]);

static INDEX_CASTUI: CastPatterns = CastPatterns(&[
    CastOfCast {
        name: "IndexCastUIOfIndexCastUI",
        outer: "arith.index_castui",
        inner: "arith.index_castui",
        result: None,
    },
    CastOfCast {
        name: "IndexCastUIOfExtUI",
        outer: "arith.index_castui",
        inner: EXTUI,
        result: Some("arith.index_castui"),
    },
]);

static BITCAST: CastPatterns = CastPatterns(&[CastOfCast {
    name: "BitcastOfBitcast",
    outer: "arith.bitcast",
    inner: "arith.bitcast",
    result: Some("arith.bitcast"),
}]);

static EXT_SI: CastPatterns = CastPatterns(&[CastOfCast {
    name: "ExtSIOfExtUI",
    outer: EXTSI,
    inner: EXTUI,
    result: Some(EXTUI),
}]);

/// `arith.select`'s patterns, in MLIR's order.
pub struct SelectPatterns;

impl CanonicalizationPatterns for SelectPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(select::RedundantSelectFalse)
            .add(select::RedundantSelectTrue)
            .add(select::SelectNotCond)
            .add(select::SelectI1ToNot)
            .add(select::SelectToExtUI);
    }
}

/// `arith.trunci`'s patterns, in MLIR's order.
pub struct TruncIPatterns;

impl CanonicalizationPatterns for TruncIPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns
            .add(truncations::TruncIOfExtension {
                name: "TruncIExtSIToExtSI",
                ext: EXTSI,
            })
            .add(truncations::TruncIOfExtension {
                name: "TruncIExtUIToExtUI",
                ext: EXTUI,
            })
            .add(truncations::TruncIShrSIToTrunciShrUI);
    }
}

/// `arith.truncf`'s patterns, in MLIR's order.
pub struct TruncFPatterns;

impl CanonicalizationPatterns for TruncFPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        use truncf_of_int_to_float::TruncFOfIntToFloat;
        patterns
            .add(TruncFOfIntToFloat {
                name: "TruncFSIToFPToSIToFP",
                conversion: "arith.sitofp",
            })
            .add(TruncFOfIntToFloat {
                name: "TruncFUIToFPToUIToFP",
                conversion: "arith.uitofp",
            });
    }
}

/// The pattern of `mulf` or `divf` on two negations.
pub struct FloatNegationPatterns(float_negations::OfNegations);

impl CanonicalizationPatterns for FloatNegationPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(self.0);
    }
}

static MULF: FloatNegationPatterns = FloatNegationPatterns(float_negations::OfNegations {
    name: "MulFOfNegF",
    op: "arith.mulf",
});

static DIVF: FloatNegationPatterns = FloatNegationPatterns(float_negations::OfNegations {
    name: "DivFOfNegF",
    op: "arith.divf",
});

/// The patterns of an extended op, in MLIR's order: the op without its
/// second result, and for `mulsi_extended` the product by one.
pub struct ExtendedPatterns {
    to_plain: extended::ExtendedToPlain,
    times_one: bool,
}

impl CanonicalizationPatterns for ExtendedPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(self.to_plain);
        if self.times_one {
            patterns.add(extended::MulSIExtendedRHSOne);
        }
    }
}

static ADDUI_EXTENDED: ExtendedPatterns = ExtendedPatterns {
    to_plain: extended::ExtendedToPlain {
        name: "AddUIExtendedToAddI",
        op: "arith.addui_extended",
        plain: "arith.addi",
    },
    times_one: false,
};

static MULSI_EXTENDED: ExtendedPatterns = ExtendedPatterns {
    to_plain: extended::ExtendedToPlain {
        name: "MulSIExtendedToMulI",
        op: "arith.mulsi_extended",
        plain: "arith.muli",
    },
    times_one: true,
};

static MULUI_EXTENDED: ExtendedPatterns = ExtendedPatterns {
    to_plain: extended::ExtendedToPlain {
        name: "MulUIExtendedToMulI",
        op: "arith.mului_extended",
        plain: "arith.muli",
    },
    times_one: false,
};

/// Registers the patterns on their ops.
pub fn register(ctx: &mut Context) {
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.muli", &MulIPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.trunci", &TruncIPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.truncf", &TruncFPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.mulf", &MULF);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.divf", &DIVF);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.select", &SelectPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.addi", &AddIPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.subi", &SubIPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.xori", &XOrIPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.andi", &ANDI);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.ori", &ORI);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.cmpi", &CmpIPatterns);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.index_cast", &INDEX_CAST);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.index_castui", &INDEX_CASTUI);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.bitcast", &BITCAST);
    for (op, patterns) in [
        ("arith.addui_extended", &ADDUI_EXTENDED),
        ("arith.mulsi_extended", &MULSI_EXTENDED),
        ("arith.mului_extended", &MULUI_EXTENDED),
    ] {
        ctx.register_interface::<dyn CanonicalizationPatterns>(op, patterns);
    }
    ctx.register_interface::<dyn CanonicalizationPatterns>(EXTSI, &EXT_SI);
    ctx.register_interface::<dyn CanonicalizationPatterns>("arith.cmpf", &CmpFPatterns);
}

/// `arith.cmpf`'s pattern.
struct CmpFPatterns;

impl CanonicalizationPatterns for CmpFPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(cmpf_int_to_fp_const::CmpFIntToFPConst);
    }
}

/// MLIR's `ConstantLikeMatcher APIntAttr`: the integer (scalar) constant
/// `value` holds, if a constant-like op defines it.
pub fn constant_int(ir: &Ir, value: Value) -> Option<ApInt> {
    let attr = constant_value(ir, value)?;
    match ir.ctx().attr_data(attr) {
        AttrData::Integer { value, ty } => {
            Some(ApInt::from_i128(int_width(ir.ctx(), *ty)?, *value))
        }
        // Past 128 bits (`i256`), as MLIR's APInt holds any width.
        AttrData::WideInteger { value, ty } => {
            Some(ApInt::from_big(int_width(ir.ctx(), *ty)?, value))
        }
        _ => None,
    }
}

/// An integer attribute of type `ty` holding `value`.
pub(crate) fn int_attr(ctx: &Context, ty: Type, value: ApInt) -> Attribute {
    crate::fold::scalar_attr(ctx, ty, crate::fold::Scalar::Int(value))
}

/// The `overflowFlags` bits of `op` (0, `none`, when it has none).
pub(crate) fn overflow_bits(ir: &Ir, op: strata_ir::OpId) -> u32 {
    ir.attr(op, "overflowFlags")
        .and_then(|attr| OVERFLOW.bits(ir.ctx(), attr))
        .unwrap_or(0)
}

/// The state of `arith.constant` of `value` (its type is the result's).
pub(crate) fn constant_state(
    ir: &Ir,
    location: Location,
    value: Attribute,
    ty: Type,
) -> OperationState {
    let ctx = ir.ctx();
    let mut state = OperationState::new(ir, "arith.constant", location);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary(vec![(ctx.intern_str("value"), value)]));
    state
}

/// The state of the integer op `name` (`arith.addi` or `arith.subi`) of
/// `lhs` and `rhs` with the overflow flags `flags`.
pub(crate) fn overflow_op_state(
    ir: &Ir,
    name: &str,
    location: Location,
    (lhs, rhs): (Value, Value),
    ty: Type,
    flags: u32,
) -> OperationState {
    let ctx = ir.ctx();
    let mut state = OperationState::new(ir, name, location);
    state.operands.push(lhs);
    state.operands.push(rhs);
    state.result_types.push(ty);
    let flags = OVERFLOW.attr(ctx, flags);
    state.properties = Some(ctx.dictionary(vec![(ctx.intern_str("overflowFlags"), flags)]));
    state
}
