//! The `no-nested-calls` property (PyPTO's `NoNestedCalls`) and its
//! verification pass, `verify-no-nested-calls`: no call-like op inside any
//! `expr.tree`. `flatten-call-expr` produces it.
//!
//! Each violation is an error at the nested call, with a code chosen by
//! where the call's value goes — found through interfaces, not op names.
//! A call that is the value of its tree takes the place of the tree's
//! value (its first use in walk order when it has several):
//!
//! | Code | Name | The value is |
//! |------|------|--------------|
//! | 201 | `CALL_IN_CALL_ARGS` | an operand of a call-like op (`CallOpInterface` or `CallLike`) |
//! | 202 | `CALL_IN_IF_CONDITION` | a condition of a `RegionBranchOpInterface` op (`scf.if`) |
//! | 203 | `CALL_IN_FOR_RANGE` | a bound or the step of a `LoopLikeOpInterface` op (`scf.for`) |
//! | 204 | `CALL_IN_BINARY_EXPR` | an operand of a `BinaryOp` (`arith.addi`, `arith.cmpi`) |
//! | 205 | `CALL_IN_UNARY_EXPR` | the operand of a `UnaryOp` (`arith.negf`) |
//! | 206 | `CALL_IN_WHILE_CONDITION` | the condition a terminator in a loop decides on (`scf.condition`) |
//! | 207 | `CALL_IN_RETURN` | returned or yielded (a `ReturnLike` or region-branch terminator forwards it) |
//! | 208 | `CALL_IN_EXPR` | anything else (an operand of `arith.select`, unused, ...) |

use strata_interfaces::{
    BinaryOp, LoopLikeOpInterface, RegionBranchOpInterface, UnaryOp, forwarded_operand_range,
    is_call_like,
};
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId, OpOperand, Value, WalkOrder};
use strata_pass::{IrProperty, Pass, PassFailure, PassInfo, PassOptions, PassRun};

use crate::flatten_call_expr::trees::{enclosing_trees, is_tree, tree_yield};

/// Where a nested call's value goes, with PyPTO's error codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NestedCall {
    /// An argument of a call.
    InCallArgs = 201,
    /// The condition of an `if`.
    InIfCondition = 202,
    /// A bound or the step of a counted loop.
    InForRange = 203,
    /// An operand of a binary expression.
    InBinaryExpr = 204,
    /// The operand of a unary expression.
    InUnaryExpr = 205,
    /// The condition of a `while` loop.
    InWhileCondition = 206,
    /// A returned or yielded value.
    InReturn = 207,
    /// Any other place in an expression.
    InExpr = 208,
}

impl NestedCall {
    /// The error code.
    pub fn code(self) -> u32 {
        self as u32
    }

    /// The error's name (`CALL_IN_CALL_ARGS`).
    pub fn name(self) -> &'static str {
        match self {
            NestedCall::InCallArgs => "CALL_IN_CALL_ARGS",
            NestedCall::InIfCondition => "CALL_IN_IF_CONDITION",
            NestedCall::InForRange => "CALL_IN_FOR_RANGE",
            NestedCall::InBinaryExpr => "CALL_IN_BINARY_EXPR",
            NestedCall::InUnaryExpr => "CALL_IN_UNARY_EXPR",
            NestedCall::InWhileCondition => "CALL_IN_WHILE_CONDITION",
            NestedCall::InReturn => "CALL_IN_RETURN",
            NestedCall::InExpr => "CALL_IN_EXPR",
        }
    }

    /// Where the value goes, in words.
    fn place(self) -> &'static str {
        match self {
            NestedCall::InCallArgs => "an argument of a call",
            NestedCall::InIfCondition => "the condition of an if",
            NestedCall::InForRange => "a bound or the step of a loop",
            NestedCall::InBinaryExpr => "an operand of a binary expression",
            NestedCall::InUnaryExpr => "the operand of a unary expression",
            NestedCall::InWhileCondition => "the condition of a while loop",
            NestedCall::InReturn => "returned or yielded",
            NestedCall::InExpr => "part of an expression",
        }
    }
}

/// The calls nested in expressions under `op`, in walk order, each with
/// where its value goes.
pub fn nested_calls(ir: &Ir, op: OpId) -> Vec<(OpId, NestedCall)> {
    ir.walk_collect(op, WalkOrder::PreOrder)
        .into_iter()
        .filter(|&nested| is_call_like(ir, nested) && !enclosing_trees(ir, nested).is_empty())
        .map(|call| (call, classify(ir, call)))
        .collect()
}

/// The error for `call`, nested in an expression, whose value goes to
/// `place`.
pub fn nested_call_error(ir: &Ir, call: OpId, place: NestedCall) -> Diagnostic {
    op_error(
        ir,
        call,
        format!(
            "is nested in an expression: {} ({}): its value is {}",
            place.name(),
            place.code(),
            place.place()
        ),
    )
}

/// Where the value of `call` goes: to its first use in walk order, or,
/// when that is the yield of a tree, to where the tree's value goes.
fn classify(ir: &Ir, call: OpId) -> NestedCall {
    let Some(&result) = ir.results(call).first() else {
        return NestedCall::InExpr;
    };
    let mut value = result;
    loop {
        let Some(user) = first_use(ir, value) else {
            return NestedCall::InExpr;
        };
        let tree = ir.parent_op(user.op).filter(|&parent| is_tree(ir, parent));
        match tree {
            Some(tree) if tree_yield(ir, tree) == Some(user.op) => match ir.results(tree).first() {
                Some(&tree_value) => value = tree_value,
                None => return NestedCall::InExpr,
            },
            _ => return place_of(ir, value, user),
        }
    }
}

/// What `use_` (a use of `value`) makes of the value.
fn place_of(ir: &Ir, value: Value, use_: OpOperand) -> NestedCall {
    let user = use_.op;
    let index = use_.index as usize;
    if is_call_like(ir, user) {
        return NestedCall::InCallArgs;
    }
    if let Some(forwarded) = forwarded_operand_range(ir, user) {
        if forwarded.contains(&index) {
            return NestedCall::InReturn;
        }
        let in_loop = ir
            .parent_op(user)
            .is_some_and(|parent| ir.interface::<dyn LoopLikeOpInterface>(parent).is_some());
        return if in_loop {
            NestedCall::InWhileCondition
        } else {
            NestedCall::InIfCondition
        };
    }
    if let Some(looplike) = ir.interface::<dyn LoopLikeOpInterface>(user) {
        let bounds = [
            looplike.lower_bound(ir, user),
            looplike.upper_bound(ir, user),
            looplike.step(ir, user),
        ];
        if bounds.contains(&Some(value)) {
            return NestedCall::InForRange;
        }
    }
    if let Some(branch) = ir.interface::<dyn RegionBranchOpInterface>(user)
        && branch.condition_operands(ir, user).contains(&value)
    {
        return NestedCall::InIfCondition;
    }
    if ir.interface::<dyn BinaryOp>(user).is_some() {
        return NestedCall::InBinaryExpr;
    }
    if ir.interface::<dyn UnaryOp>(user).is_some() {
        return NestedCall::InUnaryExpr;
    }
    NestedCall::InExpr
}

/// The use of `value` that a walk of the IR reaches first.
fn first_use(ir: &Ir, value: Value) -> Option<OpOperand> {
    ir.uses(value).min_by(|a, b| {
        walk_position(ir, a.op)
            .cmp(&walk_position(ir, b.op))
            .then(a.index.cmp(&b.index))
    })
}

/// Where a pre-order walk from the root reaches `op`: for each ancestor
/// from the root down, its region's index, its block's index in the
/// region and its own index in the block.
fn walk_position(ir: &Ir, op: OpId) -> Vec<usize> {
    let mut path = Vec::new();
    for current in ir.ancestors(op) {
        let (Some(block), Some(parent)) = (ir.op_parent_block(current), ir.parent_op(current))
        else {
            break;
        };
        let in_block = ir.block_ops(block).position(|o| o == current).unwrap_or(0);
        let (region_index, block_index) = ir
            .regions(parent)
            .iter()
            .enumerate()
            .find_map(|(r, &region)| {
                ir.region_blocks(region)
                    .position(|b| b == block)
                    .map(|b| (r, b))
            })
            .unwrap_or((0, 0));
        path.extend([in_block, block_index, region_index]);
    }
    path.reverse();
    path
}

/// No call is nested in an expression.
pub struct NoNestedCalls;

/// The `no-nested-calls` property.
pub static NO_NESTED_CALLS: NoNestedCalls = NoNestedCalls;

impl IrProperty for NoNestedCalls {
    fn name(&self) -> &'static str {
        "no-nested-calls"
    }

    fn description(&self) -> &'static str {
        "no call-like op is inside an expr.tree"
    }

    fn violations(&self, ir: &Ir, op: OpId) -> Vec<Diagnostic> {
        nested_calls(ir, op)
            .into_iter()
            .map(|(call, place)| nested_call_error(ir, call, place))
            .collect()
    }
}

/// `verify-no-nested-calls`'s registration.
pub const VERIFY_NO_NESTED_CALLS: PassInfo = PassInfo {
    argument: "verify-no-nested-calls",
    summary: "Check that no call is nested in an expression (the no-nested-calls property)",
    options: &[],
    create: |_: &PassOptions| Box::new(VerifyNoNestedCalls),
};

/// A pass that changes nothing and fails, with an error per nested call,
/// unless `no-nested-calls` holds.
pub struct VerifyNoNestedCalls;

impl Pass for VerifyNoNestedCalls {
    fn argument(&self) -> &'static str {
        "verify-no-nested-calls"
    }

    fn name(&self) -> &'static str {
        "VerifyNoNestedCalls"
    }

    fn run(&self, ir: &mut Ir, op: OpId, _: &mut PassRun) -> Result<(), PassFailure> {
        let violations = NO_NESTED_CALLS.violations(ir, op);
        if violations.is_empty() {
            Ok(())
        } else {
            Err(PassFailure::with_diagnostics(violations))
        }
    }
}
