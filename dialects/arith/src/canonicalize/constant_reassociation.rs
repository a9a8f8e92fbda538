//! The `addi`/`subi` patterns of `ArithCanonicalization.td` that gather
//! two constants into one: an op of a constant and an inner `addi`/`subi`
//! of a constant becomes one op of `x` and the constants combined
//! (wrapping at the width). The overflow flags kept are those both ops
//! had (MLIR's `mergeOverflowFlags`), except where MLIR drops them.
//!
//! ```text
//! %0 = arith.addi %x, %c1 : i32              %c3 = arith.constant 3 : i32
//! %1 = arith.addi %0, %c2 : i32      =>      %1 = arith.addi %x, %c3 : i32
//! ```
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `AddIAddConstant` | `addi(addi(x, c0), c1)` | `addi(x, c0 + c1)` |
//! | `AddISubConstantRHS` | `addi(subi(x, c0), c1)` | `addi(x, c1 - c0)` |
//! | `AddISubConstantLHS` | `addi(subi(c0, x), c1)` | `subi(c0 + c1, x)` |
//! | `SubIRHSAddConstant` | `subi(addi(x, c0), c1)` | `addi(x, c0 - c1)`, no flags |
//! | `SubILHSAddConstant` | `subi(c1, addi(x, c0))` | `subi(c1 - c0, x)` |
//! | `SubIRHSSubConstantRHS` | `subi(subi(x, c0), c1)` | `subi(x, c0 + c1)` |
//! | `SubIRHSSubConstantLHS` | `subi(subi(c0, x), c1)` | `subi(c0 - c1, x)` |
//! | `SubILHSSubConstantRHS` | `subi(c1, subi(x, c0))` | `subi(c0 + c1, x)` |
//! | `SubILHSSubConstantLHS` | `subi(c1, subi(c0, x))` | `addi(x, c1 - c0)` |
//! | `SubISubILHSRHSLHS` | `subi(subi(x, y), x)` | `subi(0, y)` |

use strata_ir::{OpId, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{constant_int, constant_state, int_attr, overflow_bits, overflow_op_state};
use crate::fold::apint::ApInt;
use crate::fold::zero_attr;

const ADD: &str = "arith.addi";
const SUB: &str = "arith.subi";

/// One reassociation: `root(inner, c1)` (or `root(c1, inner)`) with
/// `inner(x, c0)` (or `inner(c0, x)`) becomes `result(x, c)` (or
/// `result(c, x)`) with `c = combine(c0, c1)`.
#[derive(Clone, Copy)]
pub struct Reassociate {
    name: &'static str,
    root: &'static str,
    root_constant_first: bool,
    inner: &'static str,
    inner_constant_first: bool,
    result: &'static str,
    result_constant_first: bool,
    combine: fn(&ApInt, &ApInt) -> ApInt,
    /// Keep the flags both ops have; `false`: no flags (MLIR's
    /// `DefOverflow`).
    merge_flags: bool,
}

fn sum(c0: &ApInt, c1: &ApInt) -> ApInt {
    c0.wrapping_add(c1)
}

fn c0_minus_c1(c0: &ApInt, c1: &ApInt) -> ApInt {
    c0.wrapping_sub(c1)
}

fn c1_minus_c0(c0: &ApInt, c1: &ApInt) -> ApInt {
    c1.wrapping_sub(c0)
}

/// `arith.addi`'s reassociations, in MLIR's order.
pub const ADDI: &[Reassociate] = &[
    Reassociate {
        name: "AddIAddConstant",
        root: ADD,
        root_constant_first: false,
        inner: ADD,
        inner_constant_first: false,
        result: ADD,
        result_constant_first: false,
        combine: sum,
        merge_flags: true,
    },
    Reassociate {
        name: "AddISubConstantRHS",
        root: ADD,
        root_constant_first: false,
        inner: SUB,
        inner_constant_first: false,
        result: ADD,
        result_constant_first: false,
        combine: c1_minus_c0,
        merge_flags: true,
    },
    Reassociate {
        name: "AddISubConstantLHS",
        root: ADD,
        root_constant_first: false,
        inner: SUB,
        inner_constant_first: true,
        result: SUB,
        result_constant_first: true,
        combine: sum,
        merge_flags: true,
    },
];

/// `arith.subi`'s reassociations, in MLIR's order.
pub const SUBI: &[Reassociate] = &[
    Reassociate {
        name: "SubIRHSAddConstant",
        root: SUB,
        root_constant_first: false,
        inner: ADD,
        inner_constant_first: false,
        result: ADD,
        result_constant_first: false,
        combine: c0_minus_c1,
        merge_flags: false,
    },
    Reassociate {
        name: "SubILHSAddConstant",
        root: SUB,
        root_constant_first: true,
        inner: ADD,
        inner_constant_first: false,
        result: SUB,
        result_constant_first: true,
        combine: c1_minus_c0,
        merge_flags: true,
    },
    Reassociate {
        name: "SubIRHSSubConstantRHS",
        root: SUB,
        root_constant_first: false,
        inner: SUB,
        inner_constant_first: false,
        result: SUB,
        result_constant_first: false,
        combine: sum,
        merge_flags: true,
    },
    Reassociate {
        name: "SubIRHSSubConstantLHS",
        root: SUB,
        root_constant_first: false,
        inner: SUB,
        inner_constant_first: true,
        result: SUB,
        result_constant_first: true,
        combine: c0_minus_c1,
        merge_flags: true,
    },
    Reassociate {
        name: "SubILHSSubConstantRHS",
        root: SUB,
        root_constant_first: true,
        inner: SUB,
        inner_constant_first: false,
        result: SUB,
        result_constant_first: true,
        combine: sum,
        merge_flags: true,
    },
    Reassociate {
        name: "SubILHSSubConstantLHS",
        root: SUB,
        root_constant_first: true,
        inner: SUB,
        inner_constant_first: true,
        result: ADD,
        result_constant_first: false,
        combine: c1_minus_c0,
        merge_flags: true,
    },
];

/// `(first, second)` as `(constant side, other side)` of a two-operand op.
fn split(first: Value, second: Value, constant_first: bool) -> (Value, Value) {
    if constant_first {
        (first, second)
    } else {
        (second, first)
    }
}

impl RewritePattern for Reassociate {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
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
        let (c1, inner_value) = split(lhs, rhs, self.root_constant_first);
        let c1 = constant_int(ir, c1).ok_or_else(|| no("no constant operand"))?;
        let inner = ir
            .defining_op(inner_value)
            .filter(|&inner| ir.op_name_str(inner) == self.inner)
            .ok_or_else(|| no("the other operand is not the inner op"))?;
        let (Some(inner_lhs), Some(inner_rhs)) = (ir.operand(inner, 0), ir.operand(inner, 1))
        else {
            return Err(no("the inner op is not binary"));
        };
        let (c0, x) = split(inner_lhs, inner_rhs, self.inner_constant_first);
        let c0 = constant_int(ir, c0).ok_or_else(|| no("the inner op has no constant"))?;
        let result = ir.results(op)[0];
        let ty = ir.value_type(result);
        let flags = if self.merge_flags {
            overflow_bits(ir, op) & overflow_bits(ir, inner)
        } else {
            0
        };
        let value = int_attr(ir.ctx(), ty, (self.combine)(&c0, &c1));
        let location = ir.op_location(op);
        rewriter.set_insertion_point_before(op);
        let state = constant_state(rewriter.ir_ref(), location, value, ty);
        let constant = rewriter.create(state).map_err(MatchFailure::from)?;
        let c = rewriter.ir_ref().results(constant)[0];
        let operands = if self.result_constant_first {
            (c, x)
        } else {
            (x, c)
        };
        let state = overflow_op_state(
            rewriter.ir_ref(),
            self.result,
            location,
            operands,
            ty,
            flags,
        );
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}

/// `subi(subi(x, y), x)` becomes `subi(0, y)`.
#[derive(Clone, Copy)]
pub struct SubISubILHSRHSLHS;

impl RewritePattern for SubISubILHSRHSLHS {
    fn name(&self) -> &'static str {
        "SubISubILHSRHSLHS"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(SUB)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = |why: &'static str| MatchFailure(why.into());
        let (Some(lhs), Some(x)) = (ir.operand(op, 0), ir.operand(op, 1)) else {
            return Err(no("not a binary op"));
        };
        let inner = ir
            .defining_op(lhs)
            .filter(|&inner| ir.op_name_str(inner) == SUB)
            .ok_or_else(|| no("the left operand is not a subi"))?;
        if ir.operand(inner, 0) != Some(x) {
            return Err(no("not subi(subi(x, y), x)"));
        }
        let y = ir.operand(inner, 1).ok_or_else(|| no("not binary"))?;
        let y_ty = ir.value_type(y);
        let zero = zero_attr(ir.ctx(), y_ty).ok_or_else(|| no("no zero of this type"))?;
        let flags = overflow_bits(ir, op) & overflow_bits(ir, inner);
        let ty = ir.value_type(ir.results(op)[0]);
        let location = ir.op_location(op);
        rewriter.set_insertion_point_before(op);
        let state = constant_state(rewriter.ir_ref(), location, zero, y_ty);
        let constant = rewriter.create(state).map_err(MatchFailure::from)?;
        let c = rewriter.ir_ref().results(constant)[0];
        let state = overflow_op_state(rewriter.ir_ref(), SUB, location, (c, y), ty, flags);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
