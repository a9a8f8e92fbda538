//! The `ArithCanonicalization.td` patterns on a cast of a cast.
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `IndexCastOfIndexCast` | `index_cast(index_cast(x : T) : U) : T` | `x` |
//! | `IndexCastOfExtSI` | `index_cast(extsi(x))` | `index_cast(x)` |
//! | `IndexCastUIOfIndexCastUI` | `index_castui(index_castui(x : T) : U) : T` | `x` |
//! | `IndexCastUIOfExtUI` | `index_castui(extui(x))` | `index_castui(x)` |
//! | `BitcastOfBitcast` | `bitcast(bitcast(x))` | `bitcast(x)` |
//! | `ExtSIOfExtUI` | `extsi(extui(x))` | `extui(x)` |
//!
//! ```text
//! %0 = arith.extui %x : i8 to i16          %1 = arith.extui %x : i8 to i32
//! %1 = arith.extsi %0 : i16 to i32   =>
//! ```

use strata_ir::{OpId, OperationState};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

/// `outer(inner(x))` becomes `result(x)` with `outer`'s result type, or
/// `x` itself when `result` is `None` and the types agree.
#[derive(Clone, Copy)]
pub struct CastOfCast {
    /// MLIR's name for it.
    pub name: &'static str,
    /// The root cast.
    pub outer: &'static str,
    /// The cast its operand comes from.
    pub inner: &'static str,
    /// The cast that replaces them, or `None`: `x` itself.
    pub result: Option<&'static str>,
}

impl RewritePattern for CastOfCast {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.outer)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure::from(format!("not {}({})", self.outer, self.inner));
        let inner = ir
            .operand(op, 0)
            .and_then(|operand| ir.defining_op(operand))
            .filter(|&inner| ir.op_name_str(inner) == self.inner)
            .ok_or_else(no)?;
        let x = ir.operand(inner, 0).ok_or_else(no)?;
        let result_type = ir.value_type(ir.results(op)[0]);
        let Some(result) = self.result else {
            if ir.value_type(x) != result_type {
                return Err(MatchFailure("the types differ".into()));
            }
            return rewriter.replace_op(op, &[x]).map_err(MatchFailure::from);
        };
        let mut state = OperationState::new(ir, result, ir.op_location(op));
        state.operands.push(x);
        state.result_types.push(result_type);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
