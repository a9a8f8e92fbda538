//! `cf.switch` (MLIR's `cf::SwitchOp`): a multi-way branch on an integer
//! flag, with a default destination and one destination per case value.
//!
//! ```mlir
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2(%b : i32),
//!   43: ^bb3
//! ]
//! ```
//!
//! Operands are `[flag, defaultOperands..., caseOperands...]` (the
//! `operandSegmentSizes` property is `array<i32: 1, #default, #cases>`);
//! `case_operand_segments` splits `caseOperands` per case (MLIR's
//! `VariadicOfVariadic`). `case_values` is a `DenseIntElementsAttr`
//! (`dense<[42, 43]> : vector<2xi32>`), absent when there are no cases. The
//! custom syntax lives in [`crate::switch_syntax`].

use std::ops::Range;

use strata_ir::asm::printer::type_to_string;
use strata_ir::ods::constraints::TypeConstraint;
use strata_ir::ods::segments::{grow_segment_entry, operand_range, shrink_segment_entry};
use strata_ir::ods::verify::op_error;
use strata_ir::{Attribute, BlockId, Diagnostic, Ir, OpId, TypeData, Value};
use strata_macros::op;

use crate::attributes::{DENSE_I32_ARRAY_ATTR, INT_ELEMENTS_ATTR, IntElements, dense_array_values};
use crate::switch_syntax::{
    parse_flag_type, parse_switch_op_cases, print_flag_type, print_switch_op_cases,
};

/// MLIR's `AnyInteger`: an integer type of any width and signedness.
pub static ANY_INTEGER: TypeConstraint = TypeConstraint {
    description: "integer",
    check: |ctx, ty| matches!(ctx.type_data(ty), TypeData::Integer { .. }),
};

/// Switch operation.
///
/// Jumps to the destination of the first case value equal to `flag`, with
/// that case's operands, or to `defaultDestination` with
/// `defaultOperands` when no case matches.
#[op(
    name = "cf.switch",
    traits(Pure, Terminator),
    format = "$flag `:` custom<FlagType>(type($flag)) `,` `[` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, type($caseOperands), $case_operand_segments) `]` attr-dict",
    verifier = verify_switch,
    successor_operands = switch_successor_operands,
    erase_successor_operand = switch_erase_successor_operand,
    append_successor_operand = switch_append_successor_operand
)]
pub struct SwitchOp {
    /// The integer switched on.
    #[operand(ANY_INTEGER)]
    flag: Value,
    /// The values passed to `defaultDestination`.
    #[operand(name = "defaultOperands")]
    default_operands: Vec<Value>,
    /// The values passed to the case destinations, all cases concatenated.
    #[operand(name = "caseOperands")]
    case_operands: Vec<Value>,
    /// One value per case (`dense<[42, 43]> : vector<2xi32>`).
    #[attr(INT_ELEMENTS_ATTR)]
    case_values: Option<Attribute>,
    /// How many of `caseOperands` each case takes (`array<i32: 1, 0>`).
    #[attr(DENSE_I32_ARRAY_ATTR)]
    case_operand_segments: Attribute,
    /// Where to jump when no case matches.
    #[successor(name = "defaultDestination")]
    default_destination: BlockId,
    /// Where to jump for each case.
    #[successor(name = "caseDestinations")]
    case_destinations: Vec<BlockId>,
}

impl SwitchOp {
    /// The operands passed to the destination of case `index` (empty when
    /// the op does not match its declaration).
    pub fn case_operands_of(self, ir: &Ir, index: usize) -> Vec<Value> {
        switch_successor_operands(ir, self.0, index + 1)
            .filter_map(|i| ir.operand(self.0, i))
            .collect()
    }

    /// The state of a new `cf.switch` on `flag` (MLIR's `SwitchOp::build`
    /// with case values): to `default` with its operands when no case of
    /// `cases` (value in stored form, destination, operands) matches.
    pub fn build_with_cases(
        ir: &mut Ir,
        location: strata_ir::Location,
        flag: Value,
        default: (BlockId, &[Value]),
        cases: &[(i128, BlockId, Vec<Value>)],
    ) -> strata_ir::OperationState {
        let ctx = ir.ctx_arc().clone();
        let flag_type = ir.value_type(flag);
        let values: Vec<i128> = cases.iter().map(|(value, _, _)| *value).collect();
        let sizes: Vec<i128> = cases
            .iter()
            .map(|(_, _, operands)| operands.len() as i128)
            .collect();
        let operands: Vec<Value> = cases
            .iter()
            .flat_map(|(_, _, operands)| operands.iter().copied())
            .collect();
        let destinations: Vec<BlockId> = cases.iter().map(|(_, dest, _)| *dest).collect();
        Self::build_state(
            ir,
            location,
            flag,
            default.1,
            &operands,
            crate::switch_syntax::case_values_attr(&ctx, flag_type, &values),
            crate::attributes::i32_dense_array(&ctx, &sizes),
            default.0,
            &destinations,
        )
    }

    /// The cases of the op: value (stored form), destination, operands.
    pub fn cases(self, ir: &Ir) -> Vec<(i128, BlockId, Vec<Value>)> {
        let destinations = self.case_destinations(ir);
        destinations
            .iter()
            .enumerate()
            .filter_map(|(index, &dest)| {
                Some((
                    self.case_value(ir, index)?,
                    dest,
                    self.case_operands_of(ir, index),
                ))
            })
            .collect()
    }

    /// The value of case `index`, as stored (sign-extended from the flag
    /// width, zero-extended for unsigned flags).
    pub fn case_value(self, ir: &Ir, index: usize) -> Option<i128> {
        let elements = IntElements::read(ir.ctx(), self.case_values(ir)?)?;
        elements.get(u64::try_from(index).ok()?)
    }
}

/// The sizes in `case_operand_segments` when they are well formed: no
/// negative entry, and they add up to the `caseOperands` group.
fn case_segments(ir: &Ir, op: OpId) -> Option<Vec<usize>> {
    let attr = ir.attr(op, "case_operand_segments")?;
    let sizes: Vec<usize> = dense_array_values(ir.ctx(), attr)?
        .into_iter()
        .map(|n| usize::try_from(n).ok())
        .collect::<Option<_>>()?;
    let cases = operand_range(ir, op, SwitchOp::SCHEMA, 2);
    (sizes.iter().sum::<usize>() == cases.len()).then_some(sizes)
}

/// Successor 0 (the default) takes operand group 1; case `k` (successor
/// `k + 1`) takes its segment of operand group 2.
fn switch_successor_operands(ir: &Ir, op: OpId, successor: usize) -> Range<usize> {
    if successor == 0 {
        return operand_range(ir, op, SwitchOp::SCHEMA, 1);
    }
    let Some(sizes) = case_segments(ir, op) else {
        return 0..0;
    };
    let Some(&size) = sizes.get(successor - 1) else {
        return 0..0;
    };
    let start = operand_range(ir, op, SwitchOp::SCHEMA, 2).start
        + sizes[..successor - 1].iter().sum::<usize>();
    start..start + size
}

/// Drops forwarded operand `index` of successor `successor`: from the
/// default group, or from a case's segment (both the `caseOperands` group
/// and `case_operand_segments` shrink).
fn switch_erase_successor_operand(
    ir: &mut Ir,
    op: OpId,
    successor: usize,
    index: usize,
) -> Result<(), strata_ir::IrError> {
    let range = switch_successor_operands(ir, op, successor);
    if index >= range.len() {
        return Err(strata_ir::IrError::NoSuchOperand {
            op,
            index: range.start + index,
        });
    }
    let group = if successor == 0 { 1 } else { 2 };
    shrink_segment_entry(ir, op, "operandSegmentSizes", group)?;
    if successor > 0 {
        shrink_segment_entry(ir, op, "case_operand_segments", successor - 1)?;
    }
    ir.erase_operand(op, range.start + index)
}

/// Forwards `value` to successor `successor` after its other operands: in
/// the default group, or at the end of a case's segment (both the
/// `caseOperands` group and `case_operand_segments` grow).
fn switch_append_successor_operand(
    ir: &mut Ir,
    op: OpId,
    successor: usize,
    value: Value,
) -> Result<(), strata_ir::IrError> {
    let known = successor < ir.successors(op).len()
        && (successor == 0 || case_segments(ir, op).is_some_and(|s| successor <= s.len()));
    if !known {
        return Err(strata_ir::IrError::NoSuchSuccessor {
            op,
            index: successor,
        });
    }
    let range = switch_successor_operands(ir, op, successor);
    ir.insert_operand(op, range.end, value)?;
    let group = if successor == 0 { 1 } else { 2 };
    grow_segment_entry(ir, op, "operandSegmentSizes", group)?;
    if successor > 0 {
        grow_segment_entry(ir, op, "case_operand_segments", successor - 1)?;
    }
    Ok(())
}

/// The `VariadicOfVariadic` check of `case_operand_segments` (from MLIR's
/// generated verifier), then MLIR's `SwitchOp::verify`.
fn verify_switch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let switch = SwitchOp(op);
    let segments = switch
        .case_operand_segments(ir)
        .and_then(|attr| dense_array_values(ctx, attr))
        .unwrap_or_default();
    if segments.iter().any(|&n| n < 0) {
        return Err(op_error(
            ir,
            op,
            "'case_operand_segments' attribute cannot have negative elements",
        ));
    }
    let total: i128 = segments.iter().sum();
    let count = operand_range(ir, op, SwitchOp::SCHEMA, 2).len();
    if i128::try_from(count).ok() != Some(total) {
        return Err(op_error(
            ir,
            op,
            format!(
                "caseOperands count ({count}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"
            ),
        ));
    }
    let destinations = ir.successors(op).len().saturating_sub(1);
    let values = switch
        .case_values(ir)
        .and_then(|attr| IntElements::read(ctx, attr));
    let Some(values) = values else {
        // MLIR 22 dereferences the missing attribute here (and crashes)
        // when there are case destinations; report the count instead.
        if destinations == 0 {
            return Ok(());
        }
        return Err(op_error(
            ir,
            op,
            format!(
                "number of case values (0) should match number of case destinations ({destinations})"
            ),
        ));
    };
    if let Some(flag) = ir.operand(op, 0) {
        let flag_type = ir.value_type(flag);
        if values.element != flag_type {
            return Err(op_error(
                ir,
                op,
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    type_to_string(ctx, flag_type),
                    type_to_string(ctx, values.element)
                ),
            ));
        }
    }
    if u64::try_from(destinations).ok() != Some(values.len) {
        return Err(op_error(
            ir,
            op,
            format!(
                "number of case values ({}) should match number of case destinations ({destinations})",
                values.len
            ),
        ));
    }
    Ok(())
}
