//! `TruncFSIToFPToSIToFP` and `TruncFUIToFPToUIToFP` (MLIR's
//! `ArithCanonicalization.td`): a `truncf` without a rounding mode of an
//! integer converted to float converts the integer to the narrow type
//! directly. As in MLIR, this holds even where the two roundings could
//! differ from one (an `i64` through `f64` to `f32`); an explicit
//! `roundingmode`, `to_nearest_even` included, keeps the pair.
//!
//! ```text
//! %f = arith.sitofp %x : i32 to f64        %t = arith.sitofp %x : i32 to f32
//! %t = arith.truncf %f : f64 to f32   =>
//! ```

use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use crate::ops::casts::{SIToFPOp, UIToFPOp};

/// The pattern on `truncf(conversion(x))`, `conversion` being `sitofp` or
/// `uitofp`.
#[derive(Clone, Copy)]
pub struct TruncFOfIntToFloat {
    /// MLIR's name for it.
    pub name: &'static str,
    /// `arith.sitofp` or `arith.uitofp`.
    pub conversion: &'static str,
}

impl RewritePattern for TruncFOfIntToFloat {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.truncf")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        if ir.attr(op, "roundingmode").is_some() {
            return Err(MatchFailure("truncf has a rounding mode".into()));
        }
        let conversion = ir
            .operand(op, 0)
            .and_then(|input| ir.defining_op(input))
            .filter(|&inner| ir.op_name_str(inner) == self.conversion)
            .ok_or_else(|| MatchFailure::from(format!("not truncf({})", self.conversion)))?;
        let x = ir
            .operand(conversion, 0)
            .ok_or_else(|| MatchFailure("a conversion without operand".into()))?;
        let (location, ty) = (ir.op_location(op), ir.value_type(ir.results(op)[0]));
        let state = if self.conversion == SIToFPOp::NAME {
            SIToFPOp::build_state(rewriter.ir(), location, x, ty)
        } else {
            UIToFPOp::build_state(rewriter.ir(), location, x, ty)
        };
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
