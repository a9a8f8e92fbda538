//! Canonicalization patterns of `cf.switch` (MLIR's
//! `SwitchOp::getCanonicalizationPatterns` in `ControlFlowOps.cpp`), with
//! MLIR's names and order:
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `simplifySwitchWithOnlyDefault` | `switch %f : i32, [default: ^a]` | `br ^a` |
//! | `dropSwitchCasesThatMatchDefault` | a case going where the default goes, with the same values | the case dropped |
//! | `simplifyConstSwitchValue` | `switch %c42` | `br` to case 42 (or the default) |
//! | `simplifyPassThroughSwitch` | a destination that only branches on | its target |
//! | `simplifySwitchFromSwitchOnSameCondition` | a `switch %f` in a block only reached from case `k` of a `switch %f` | `br` to its case `k` |
//! | `simplifySwitchFromDefaultSwitchOnSameCondition` | a `switch %f` in a block only reached as the default of a `switch %f` | the cases that switch handled dropped |
//!
//! MLIR 22 does not yet run `SimplifyUniformBlockArguments` here.

use strata_ir::{AttrData, BlockId, Ir, OpId, Value};
use strata_rewrite::folder::constant_value;
use strata_rewrite::{
    MatchFailure, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
};

use super::{collapse, replace_by_branch, single_predecessor};
use crate::SwitchOp;
use crate::attributes::integer_element;

/// Adds `cf.switch`'s patterns to `patterns`, in MLIR's order.
pub(super) fn add_switch_patterns(patterns: &mut RewritePatternSet) {
    patterns
        .add(SimplifySwitchWithOnlyDefault)
        .add(DropSwitchCasesThatMatchDefault)
        .add(SimplifyConstSwitchValue)
        .add(SimplifyPassThroughSwitch)
        .add(SimplifySwitchFromSwitchOnSameCondition)
        .add(SimplifySwitchFromDefaultSwitchOnSameCondition);
}

/// A switch with no case is a branch to its default.
pub struct SimplifySwitchWithOnlyDefault;
/// Cases that do what the default does go.
pub struct DropSwitchCasesThatMatchDefault;
/// A switch on a constant is a branch.
pub struct SimplifyConstSwitchValue;
/// Destinations that only branch on are skipped.
pub struct SimplifyPassThroughSwitch;
/// A switch reached only from a case of a switch on the same flag knows
/// the flag.
pub struct SimplifySwitchFromSwitchOnSameCondition;
/// A switch reached only as the default of a switch on the same flag
/// knows which cases cannot happen.
pub struct SimplifySwitchFromDefaultSwitchOnSameCondition;

/// The default destination and operands of the switch `op`.
fn default_of(ir: &Ir, op: OpId) -> (BlockId, Vec<Value>) {
    let switch = SwitchOp(op);
    (switch.default_destination(ir), switch.default_operands(ir))
}

/// Replaces `op` by a switch on the same flag and default with `cases`.
fn replace_cases(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    cases: &[(i128, BlockId, Vec<Value>)],
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let (default, default_operands) = default_of(ir, op);
    replace_switch(rewriter, op, (default, &default_operands), cases)
}

/// Replaces `op` by a switch on its flag with `default` and `cases`.
fn replace_switch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    default: (BlockId, &[Value]),
    cases: &[(i128, BlockId, Vec<Value>)],
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let location = ir.op_location(op);
    let flag = SwitchOp(op).flag(ir);
    let state = SwitchOp::build_with_cases(rewriter.ir(), location, flag, default, cases);
    rewriter.replace_op_with_new_op(op, state)?;
    Ok(())
}

/// MLIR's `foldSwitch`: branches where the switch `op` goes when its flag
/// is `value` (in stored form).
fn fold_switch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    value: i128,
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let (dest, operands) = match SwitchOp(op).cases(ir).into_iter().find(|c| c.0 == value) {
        Some((_, dest, operands)) => (dest, operands),
        None => default_of(ir, op),
    };
    replace_by_branch(rewriter, op, dest, &operands)
}

/// The switch ending the only predecessor of `op`'s block, when it
/// switches on `op`'s flag too.
fn switch_on_same_flag_before(ir: &Ir, op: OpId) -> Option<(BlockId, OpId)> {
    let block = ir.op_parent_block(op)?;
    let predecessor = single_predecessor(ir, block)?;
    let terminator = ir.last_op(predecessor)?;
    let same = ir.op_name_str(terminator) == SwitchOp::NAME
        && SwitchOp(terminator).flag(ir) == SwitchOp(op).flag(ir);
    same.then_some((block, terminator))
}

macro_rules! switch_pattern {
    ($pattern:ident, $name:literal) => {
        impl RewritePattern for $pattern {
            fn name(&self) -> &'static str {
                $name
            }

            fn root(&self) -> PatternRoot {
                PatternRoot::Op(SwitchOp::NAME)
            }

            fn match_and_rewrite(
                &self,
                op: OpId,
                rewriter: &mut PatternRewriter<'_>,
            ) -> Result<(), MatchFailure> {
                self.apply(op, rewriter)
            }
        }
    };
}

switch_pattern!(
    SimplifySwitchWithOnlyDefault,
    "simplifySwitchWithOnlyDefault"
);
switch_pattern!(
    DropSwitchCasesThatMatchDefault,
    "dropSwitchCasesThatMatchDefault"
);
switch_pattern!(SimplifyConstSwitchValue, "simplifyConstSwitchValue");
switch_pattern!(SimplifyPassThroughSwitch, "simplifyPassThroughSwitch");
switch_pattern!(
    SimplifySwitchFromSwitchOnSameCondition,
    "simplifySwitchFromSwitchOnSameCondition"
);
switch_pattern!(
    SimplifySwitchFromDefaultSwitchOnSameCondition,
    "simplifySwitchFromDefaultSwitchOnSameCondition"
);

impl SimplifySwitchWithOnlyDefault {
    fn apply(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        if !SwitchOp(op).case_destinations(ir).is_empty() {
            return Err(MatchFailure("the switch has cases".into()));
        }
        let (dest, operands) = default_of(ir, op);
        replace_by_branch(rewriter, op, dest, &operands)
    }
}

impl DropSwitchCasesThatMatchDefault {
    fn apply(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let default = default_of(ir, op);
        let cases = SwitchOp(op).cases(ir);
        let kept: Vec<_> = cases
            .iter()
            .filter(|(_, dest, operands)| (*dest, operands) != (default.0, &default.1))
            .cloned()
            .collect();
        if kept.len() == cases.len() {
            return Err(MatchFailure("no case does what the default does".into()));
        }
        replace_cases(rewriter, op, &kept)
    }
}

impl SimplifyConstSwitchValue {
    fn apply(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let flag = SwitchOp(op).flag(ir);
        let value = constant_value(ir, flag)
            .and_then(|attr| match ir.ctx().attr_data(attr) {
                AttrData::Integer { value, .. } => Some(*value),
                _ => None,
            })
            .ok_or_else(|| MatchFailure("the flag is not a constant".into()))?;
        let value = integer_element(ir.ctx(), ir.value_type(flag), value);
        fold_switch(rewriter, op, value)
    }
}

impl SimplifyPassThroughSwitch {
    fn apply(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let mut changed = false;
        let mut cases = SwitchOp(op).cases(ir);
        for (_, dest, operands) in &mut cases {
            if let Some((target, forwarded)) = collapse(ir, *dest, operands) {
                (*dest, *operands) = (target, forwarded);
                changed = true;
            }
        }
        let (mut default, mut default_operands) = default_of(ir, op);
        if let Some((target, forwarded)) = collapse(ir, default, &default_operands) {
            (default, default_operands) = (target, forwarded);
            changed = true;
        }
        if !changed {
            return Err(MatchFailure("no destination only branches on".into()));
        }
        replace_switch(rewriter, op, (default, &default_operands), &cases)
    }
}

impl SimplifySwitchFromSwitchOnSameCondition {
    fn apply(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let (block, previous) = switch_on_same_flag_before(ir, op)
            .ok_or_else(|| MatchFailure("not reached from a switch on the flag".into()))?;
        if SwitchOp(previous).default_destination(ir) == block {
            return Err(MatchFailure("reached as the default".into()));
        }
        match SwitchOp(previous)
            .cases(ir)
            .into_iter()
            .find(|c| c.1 == block)
        {
            Some((value, _, _)) => fold_switch(rewriter, op, value),
            None => {
                let (dest, operands) = default_of(ir, op);
                replace_by_branch(rewriter, op, dest, &operands)
            }
        }
    }
}

impl SimplifySwitchFromDefaultSwitchOnSameCondition {
    fn apply(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let (block, previous) = switch_on_same_flag_before(ir, op)
            .ok_or_else(|| MatchFailure("not reached from a switch on the flag".into()))?;
        if SwitchOp(previous).default_destination(ir) != block {
            return Err(MatchFailure("not reached as the default".into()));
        }
        let impossible: Vec<i128> = SwitchOp(previous)
            .cases(ir)
            .into_iter()
            .filter(|c| c.1 != block)
            .map(|c| c.0)
            .collect();
        let cases = SwitchOp(op).cases(ir);
        let kept: Vec<_> = cases
            .iter()
            .filter(|c| !impossible.contains(&c.0))
            .cloned()
            .collect();
        if kept.len() == cases.len() {
            return Err(MatchFailure("every case can still happen".into()));
        }
        replace_cases(rewriter, op, &kept)
    }
}
