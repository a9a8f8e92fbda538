//! Editing the operands a branch forwards to its successors (MLIR's
//! `BranchOpInterface::getMutableSuccessorOperands`): dropping one from an
//! edge or from every edge to a block, or appending one to an edge. An op
//! with an `erase_successor_operand` / `append_successor_operand` hook is
//! asked; for any other branch the operand is erased or inserted as a
//! plain operand, with `operandSegmentSizes` kept in step, and the op's
//! `successor_operands` must then show the change expected, or the edit is
//! put back.

use strata_ir::ods::segments::{grow_segment_entry, segment_sizes, shrink_segment_entry};
use strata_ir::{BlockId, Ir, IrError, OpId, Value};

pub(crate) fn has_eraser(ir: &Ir, op: OpId) -> bool {
    ir.op_definition(op)
        .is_some_and(|definition| definition.erase_successor_operand.is_some())
}

/// An operand taken out of a branch, to put back.
pub(crate) struct Removed {
    branch: OpId,
    position: usize,
    value: Value,
    sizes: Option<strata_ir::Attribute>,
}

/// Puts back what `undo` took out, latest first.
pub(crate) fn restore(ir: &mut Ir, undo: Vec<Removed>) {
    for removed in undo.into_iter().rev() {
        let _ = ir.insert_operand(removed.branch, removed.position, removed.value);
        if let Some(sizes) = removed.sizes {
            let _ = ir.set_property(removed.branch, "operandSegmentSizes", sizes);
        }
    }
}

/// Erases, from every successor slot of `branch` that goes to `block`, the
/// operand forwarded to its argument `index`, keeping an
/// `operandSegmentSizes` property in step; records each removal in `undo`.
/// Returns `false` if the branch's forwarded operands did not shrink as
/// they should (they are not plain operand groups).
pub(crate) fn erase_forwarded_operand(
    ir: &mut Ir,
    branch: OpId,
    block: BlockId,
    index: usize,
    undo: &mut Vec<Removed>,
) -> bool {
    let Some(definition) = ir.op_definition(branch) else {
        return false;
    };
    let (Some(successor_operands), eraser) = (
        definition.successor_operands,
        definition.erase_successor_operand,
    ) else {
        return false;
    };
    let successors: Vec<usize> = ir
        .successors(branch)
        .iter()
        .enumerate()
        .filter(|(_, target)| **target == block)
        .map(|(slot, _)| slot)
        .collect();
    // From the last slot down, so earlier positions stay valid.
    for &slot in successors.iter().rev() {
        if let Some(erase) = eraser {
            // The op keeps its own segments in step; it cannot be undone,
            // so it is only asked once the argument surely goes.
            if erase(ir, branch, slot, index).is_err() {
                return false;
            }
            continue;
        }
        let before = successor_operands(ir, branch, slot);
        if index >= before.len() {
            return false;
        }
        let position = before.start + index;
        let Some(value) = ir.operand(branch, position) else {
            return false;
        };
        let sizes = ir.attr(branch, "operandSegmentSizes");
        if shrink_segment(ir, branch, position).is_err()
            || ir.erase_operand(branch, position).is_err()
        {
            return false;
        }
        undo.push(Removed {
            branch,
            position,
            value,
            sizes,
        });
        let after = successor_operands(ir, branch, slot);
        if after.start != before.start || after.len() + 1 != before.len() {
            return false;
        }
    }
    true
}

/// Erases operand `position` of `op`, taking it out of its segment of
/// `operandSegmentSizes` when the op has that property (MLIR's
/// `MutableOperandRange::erase` on an ODS operand group).
pub fn erase_operand_in_segment(ir: &mut Ir, op: OpId, position: usize) -> Result<(), IrError> {
    shrink_segment(ir, op, position)?;
    ir.erase_operand(op, position)
}

/// Erases the forwarded operand `index` of successor `slot` of `branch`
/// (MLIR's `SuccessorOperands::erase`), through the op's
/// `erase_successor_operand` hook when it has one. Returns `false`, with
/// `branch` unchanged, if the branch does not say what it forwards or the
/// slot's operands did not shrink by exactly that one.
pub fn erase_successor_operand(ir: &mut Ir, branch: OpId, slot: usize, index: usize) -> bool {
    let Some(definition) = ir.op_definition(branch) else {
        return false;
    };
    let Some(successor_operands) = definition.successor_operands else {
        return false;
    };
    let before = successor_operands(ir, branch, slot);
    if index >= before.len() {
        return false;
    }
    if let Some(erase) = definition.erase_successor_operand {
        return erase(ir, branch, slot, index).is_ok();
    }
    let position = before.start + index;
    let Some(value) = ir.operand(branch, position) else {
        return false;
    };
    let sizes = ir.attr(branch, "operandSegmentSizes");
    if erase_operand_in_segment(ir, branch, position).is_err() {
        return false;
    }
    let after = successor_operands(ir, branch, slot);
    if after.start == before.start && after.len() + 1 == before.len() {
        return true;
    }
    restore(
        ir,
        vec![Removed {
            branch,
            position,
            value,
            sizes,
        }],
    );
    false
}

/// Takes one operand out of the segment of `operandSegmentSizes` that holds
/// operand `position`, if the op has that property.
fn shrink_segment(ir: &mut Ir, op: OpId, position: usize) -> Result<(), IrError> {
    let Some(sizes) = segment_sizes(ir, op, "operandSegmentSizes") else {
        return Ok(());
    };
    let mut end = 0;
    let Some(group) = sizes.iter().position(|&size| {
        end += size;
        position < end
    }) else {
        return Ok(());
    };
    shrink_segment_entry(ir, op, "operandSegmentSizes", group)
}

/// Forwards `value` to successor `slot` of `branch` after the operands it
/// already forwards there. Returns `false`, with `branch` unchanged, if the
/// branch does not say what it forwards or the operand could not be placed
/// so that `slot`'s forwarded operands grow by exactly it.
pub fn append_successor_operand(ir: &mut Ir, branch: OpId, slot: usize, value: Value) -> bool {
    let Some(definition) = ir.op_definition(branch) else {
        return false;
    };
    let Some(successor_operands) = definition.successor_operands else {
        return false;
    };
    if let Some(append) = definition.append_successor_operand {
        return append(ir, branch, slot, value).is_ok();
    }
    let slots = ir.successors(branch).len();
    if slot >= slots {
        return false;
    }
    let before: Vec<std::ops::Range<usize>> = (0..slots)
        .map(|s| successor_operands(ir, branch, s))
        .collect();
    let range = before[slot].clone();
    // The operand goes right after the slot's group, into the ODS segment
    // that ends there; several (empty) segments may, so each is tried.
    let candidates: Vec<Option<usize>> = match segment_sizes(ir, branch, "operandSegmentSizes") {
        None => vec![None],
        Some(sizes) => {
            let mut start = 0;
            let mut found = Vec::new();
            for (group, size) in sizes.into_iter().enumerate() {
                if start <= range.start && start + size == range.end {
                    found.push(Some(group));
                }
                start += size;
            }
            found
        }
    };
    for group in candidates {
        if ir.insert_operand(branch, range.end, value).is_err() {
            return false;
        }
        if let Some(group) = group
            && grow_segment_entry(ir, branch, "operandSegmentSizes", group).is_err()
        {
            let _ = ir.erase_operand(branch, range.end);
            return false;
        }
        let placed = (0..slots).all(|s| {
            let after = successor_operands(ir, branch, s);
            if s == slot {
                after == (range.start..range.end + 1)
            } else {
                after.len() == before[s].len()
            }
        });
        if placed {
            return true;
        }
        if let Some(group) = group {
            let _ = shrink_segment_entry(ir, branch, "operandSegmentSizes", group);
        }
        let _ = ir.erase_operand(branch, range.end);
    }
    false
}

/// Takes back the last operand `branch` forwards to successor `slot` (what
/// [`append_successor_operand`] added).
pub(crate) fn remove_last_forwarded_operand(ir: &mut Ir, branch: OpId, slot: usize) {
    let Some(definition) = ir.op_definition(branch) else {
        return;
    };
    let Some(successor_operands) = definition.successor_operands else {
        return;
    };
    let range = successor_operands(ir, branch, slot);
    if range.is_empty() {
        return;
    }
    if let Some(erase) = definition.erase_successor_operand {
        let _ = erase(ir, branch, slot, range.len() - 1);
        return;
    }
    let position = range.end - 1;
    if shrink_segment(ir, branch, position).is_ok() {
        let _ = ir.erase_operand(branch, position);
    }
}
