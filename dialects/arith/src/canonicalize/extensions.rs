//! The `ArithCanonicalization.td` patterns on two extensions of values of
//! one type: a bitwise op of two `extui` (or two `extsi`) becomes the
//! extension of the op on the narrow values, and an `eq`/`ne` comparison
//! of two extensions compares the narrow values.
//!
//! ```text
//! %0 = arith.extui %a : i8 to i32            %0 = arith.andi %a, %b : i8
//! %1 = arith.extui %b : i8 to i32     =>     %2 = arith.extui %0 : i8 to i32
//! %2 = arith.andi %0, %1 : i32
//! ```
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `AndOfExtUI`, `AndOfExtSI` | `andi(ext(x), ext(y))` | `ext(andi(x, y))` |
//! | `OrOfExtUI`, `OrOfExtSI` | `ori(ext(x), ext(y))` | `ext(ori(x, y))` |
//! | `XOrIOfExtUI`, `XOrIOfExtSI` | `xori(ext(x), ext(y))` | `ext(xori(x, y))` |
//! | `CmpIExtSI`, `CmpIExtUI` | `cmpi eq/ne, ext(x), ext(y)` | `cmpi eq/ne, x, y` |

use strata_ir::{Ir, OpId, OperationState, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use crate::attributes::CMPI_PREDICATE;
use crate::ops::cmp::CmpIOp;

pub(crate) const EXTUI: &str = "arith.extui";
pub(crate) const EXTSI: &str = "arith.extsi";

/// The inputs of the two extensions `ext` that make `op`'s operands, when
/// they have one type.
fn extended_inputs(ir: &Ir, op: OpId, ext: &str) -> Option<(Value, Value)> {
    let input = |index| {
        let def = ir.defining_op(ir.operand(op, index)?)?;
        (ir.op_name_str(def) == ext).then(|| ir.operand(def, 0))?
    };
    let (x, y) = (input(0)?, input(1)?);
    (ir.value_type(x) == ir.value_type(y)).then_some((x, y))
}

/// A bitwise op of two extensions of one kind.
#[derive(Clone, Copy)]
pub struct BitwiseOfExtensions {
    /// MLIR's name for it.
    pub name: &'static str,
    /// `arith.andi`, `arith.ori` or `arith.xori`.
    pub op: &'static str,
    /// `arith.extui` or `arith.extsi`.
    pub ext: &'static str,
}

impl RewritePattern for BitwiseOfExtensions {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let (x, y) = extended_inputs(ir, op, self.ext)
            .ok_or_else(|| MatchFailure("not two extensions of one type".into()))?;
        let location = ir.op_location(op);
        let narrow = ir.value_type(x);
        let wide = ir.value_type(ir.results(op)[0]);
        let mut inner = OperationState::new(ir, self.op, location);
        inner.operands.extend([x, y]);
        inner.result_types.push(narrow);
        rewriter.set_insertion_point_before(op);
        let inner = rewriter.create(inner).map_err(MatchFailure::from)?;
        let value = rewriter.ir_ref().results(inner)[0];
        let mut outer = OperationState::new(rewriter.ir_ref(), self.ext, location);
        outer.operands.push(value);
        outer.result_types.push(wide);
        rewriter
            .replace_op_with_new_op(op, outer)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}

/// `cmpi eq`/`ne` of two extensions of one kind.
#[derive(Clone, Copy)]
pub struct CmpIOfExtensions {
    /// MLIR's name for it.
    pub name: &'static str,
    /// `arith.extui` or `arith.extsi`.
    pub ext: &'static str,
}

impl RewritePattern for CmpIOfExtensions {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.cmpi")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let predicate = ir
            .attr(op, "predicate")
            .filter(|&attr| matches!(CMPI_PREDICATE.value(ir.ctx(), attr), Some(0 | 1)))
            .ok_or_else(|| MatchFailure("not eq or ne".into()))?;
        let (x, y) = extended_inputs(ir, op, self.ext)
            .ok_or_else(|| MatchFailure("not two extensions of one type".into()))?;
        let (location, ty) = (ir.op_location(op), ir.value_type(ir.results(op)[0]));
        let state = CmpIOp::build_state(rewriter.ir(), location, x, y, ty, predicate);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
