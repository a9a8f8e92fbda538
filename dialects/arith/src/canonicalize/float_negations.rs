//! `MulFOfNegF` and `DivFOfNegF` (`ArithCanonicalization.td`): the
//! product or quotient of two negations is that of the values, with the
//! flags of the `mulf`/`divf`.
//!
//! ```text
//! %0 = arith.negf %x : f32                 %2 = arith.mulf %x, %y : f32
//! %1 = arith.negf %y : f32           =>
//! %2 = arith.mulf %0, %1 : f32
//! ```

use strata_ir::{OpId, OperationState};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

/// `op(negf(x), negf(y))` is `op(x, y)`.
#[derive(Clone, Copy)]
pub struct OfNegations {
    /// MLIR's name for it.
    pub name: &'static str,
    /// `arith.mulf` or `arith.divf`.
    pub op: &'static str,
}

impl RewritePattern for OfNegations {
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
        let no = || MatchFailure("not of two negations".into());
        let negated = |index| {
            let def = ir.defining_op(ir.operand(op, index)?)?;
            (ir.op_name_str(def) == "arith.negf").then(|| ir.operand(def, 0))?
        };
        let (x, y) = (negated(0).ok_or_else(no)?, negated(1).ok_or_else(no)?);
        if ir.value_type(x) != ir.value_type(y) {
            return Err(no());
        }
        let ctx = ir.ctx();
        let mut state = OperationState::new(ir, self.op, ir.op_location(op));
        state.operands.extend([x, y]);
        state.result_types.push(ir.value_type(ir.results(op)[0]));
        if let Some(fastmath) = ir.attr(op, "fastmath") {
            state.properties = Some(ctx.dictionary(vec![(ctx.intern_str("fastmath"), fastmath)]));
        }
        rewriter.set_insertion_point_before(op);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
