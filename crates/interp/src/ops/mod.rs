//! The semantics of the dialects Strata ships, one module per dialect, and
//! [`register_semantics`], which attaches them to the ops by name.

pub mod arith;
pub mod cf;
pub mod conversions;
pub mod float;
pub mod func;
pub mod parallel;
pub mod scf;
pub mod ub;

use strata_ir::Context;

use crate::semantics::OpSemantics;
use arith::{Binary, Cast, Extended, IntOp};
use conversions::{FloatToFloat, FloatToInt, IntToFloat};
use float::FloatBinary;
use strata_arith::fold::apfloat::ArithOp;

static ADDI: Binary = Binary(IntOp::Add);
static SUBI: Binary = Binary(IntOp::Sub);
static MULI: Binary = Binary(IntOp::Mul);
static DIVSI: Binary = Binary(IntOp::DivS);
static DIVUI: Binary = Binary(IntOp::DivU);
static REMSI: Binary = Binary(IntOp::RemS);
static REMUI: Binary = Binary(IntOp::RemU);
static ANDI: Binary = Binary(IntOp::And);
static ORI: Binary = Binary(IntOp::Or);
static XORI: Binary = Binary(IntOp::Xor);
static SHLI: Binary = Binary(IntOp::Shl);
static SHRSI: Binary = Binary(IntOp::ShrS);
static SHRUI: Binary = Binary(IntOp::ShrU);
static MAXSI: Binary = Binary(IntOp::MaxS);
static MINSI: Binary = Binary(IntOp::MinS);
static MAXUI: Binary = Binary(IntOp::MaxU);
static MINUI: Binary = Binary(IntOp::MinU);
static CEILDIVSI: Binary = Binary(IntOp::CeilDivS);
static CEILDIVUI: Binary = Binary(IntOp::CeilDivU);
static FLOORDIVSI: Binary = Binary(IntOp::FloorDivS);
static CMPI: Binary = Binary(IntOp::Cmp);
static ADDF: FloatBinary = FloatBinary(ArithOp::Add);
static SUBF: FloatBinary = FloatBinary(ArithOp::Sub);
static MULF: FloatBinary = FloatBinary(ArithOp::Mul);
static DIVF: FloatBinary = FloatBinary(ArithOp::Div);
static REMF: FloatBinary = FloatBinary(ArithOp::Rem);
static MAXIMUMF: FloatBinary = FloatBinary(ArithOp::Maximum);
static MINIMUMF: FloatBinary = FloatBinary(ArithOp::Minimum);
static MAXNUMF: FloatBinary = FloatBinary(ArithOp::MaxNum);
static MINNUMF: FloatBinary = FloatBinary(ArithOp::MinNum);
static SIGNED: Cast = Cast::Signed;
static UNSIGNED: Cast = Cast::Unsigned;
static TRUNCATE: Cast = Cast::Truncate;
static ADDUI_EXTENDED: Extended = Extended::AddUnsigned;
static MULSI_EXTENDED: Extended = Extended::MulSigned;
static MULUI_EXTENDED: Extended = Extended::MulUnsigned;
static SITOFP: IntToFloat = IntToFloat { signed: true };
static UITOFP: IntToFloat = IntToFloat { signed: false };
static FPTOSI: FloatToInt = FloatToInt { signed: true };
static FPTOUI: FloatToInt = FloatToInt { signed: false };

/// Every op name and its semantics.
static SEMANTICS: &[(&str, &dyn OpSemantics)] = &[
    ("func.call", &func::CallSemantics),
    ("func.call_indirect", &func::CallSemantics),
    ("func.return", &func::Return),
    ("func.constant", &func::Constant),
    ("func.lambda", &func::Lambda),
    ("func.getfield", &func::GetField),
    ("cf.br", &cf::Branch),
    ("cf.cond_br", &cf::CondBranch),
    ("cf.switch", &cf::Switch),
    ("cf.assert", &cf::Assert),
    ("scf.if", &scf::If),
    ("scf.for", &scf::For),
    ("scf.while", &scf::While),
    ("scf.execute_region", &scf::ExecuteRegion),
    ("scf.index_switch", &scf::IndexSwitch),
    ("scf.yield", &scf::Yield),
    ("scf.condition", &scf::Condition),
    ("scf.parallel", &parallel::Parallel),
    ("scf.reduce", &parallel::Reduce),
    ("scf.reduce.return", &scf::Yield),
    // An expression tree and an execution scope run their region once,
    // where they stand, as `scf.execute_region` does; their terminators
    // hand the values back as `scf.yield` does.
    ("expr.tree", &scf::ExecuteRegion),
    ("expr.yield", &scf::Yield),
    ("scope.at", &scf::ExecuteRegion),
    ("scope.yield", &scf::Yield),
    ("ub.poison", &ub::Poison),
    ("ub.unreachable", &ub::Unreachable),
    ("arith.constant", &arith::Constant),
    ("arith.select", &arith::Select),
    ("arith.addi", &ADDI),
    ("arith.subi", &SUBI),
    ("arith.muli", &MULI),
    ("arith.divsi", &DIVSI),
    ("arith.divui", &DIVUI),
    ("arith.remsi", &REMSI),
    ("arith.remui", &REMUI),
    ("arith.andi", &ANDI),
    ("arith.ori", &ORI),
    ("arith.xori", &XORI),
    ("arith.shli", &SHLI),
    ("arith.shrsi", &SHRSI),
    ("arith.shrui", &SHRUI),
    ("arith.maxsi", &MAXSI),
    ("arith.minsi", &MINSI),
    ("arith.maxui", &MAXUI),
    ("arith.minui", &MINUI),
    ("arith.ceildivsi", &CEILDIVSI),
    ("arith.ceildivui", &CEILDIVUI),
    ("arith.floordivsi", &FLOORDIVSI),
    ("arith.cmpi", &CMPI),
    ("arith.extsi", &SIGNED),
    ("arith.index_cast", &SIGNED),
    ("arith.extui", &UNSIGNED),
    ("arith.index_castui", &UNSIGNED),
    ("arith.addui_extended", &ADDUI_EXTENDED),
    ("arith.mulsi_extended", &MULSI_EXTENDED),
    ("arith.mului_extended", &MULUI_EXTENDED),
    ("arith.trunci", &TRUNCATE),
    ("arith.addf", &ADDF),
    ("arith.subf", &SUBF),
    ("arith.mulf", &MULF),
    ("arith.divf", &DIVF),
    ("arith.remf", &REMF),
    ("arith.maximumf", &MAXIMUMF),
    ("arith.minimumf", &MINIMUMF),
    ("arith.maxnumf", &MAXNUMF),
    ("arith.minnumf", &MINNUMF),
    ("arith.negf", &float::Negate),
    ("arith.cmpf", &float::Compare),
    ("arith.sitofp", &SITOFP),
    ("arith.uitofp", &UITOFP),
    ("arith.fptosi", &FPTOSI),
    ("arith.fptoui", &FPTOUI),
    ("arith.extf", &FloatToFloat),
    ("arith.truncf", &FloatToFloat),
    ("arith.bitcast", &conversions::Bitcast),
];

/// Attaches the semantics of the builtin, func, arith, cf, scf, expr,
/// scope and ub ops
/// to `ctx`. A dialect of one's own registers
/// `dyn OpSemantics` for its ops the same way.
pub fn register_semantics(ctx: &mut Context) {
    for &(name, semantics) in SEMANTICS {
        ctx.register_interface::<dyn OpSemantics>(name, semantics);
    }
}
