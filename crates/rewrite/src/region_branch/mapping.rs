//! The successor operand to successor input mapping of a region branch op
//! (MLIR's `getSuccessorOperandInputMapping` and its inverse): for every
//! branch point (entering the op; each region terminator that is a
//! `RegionBranchTerminatorOpInterface` or `ReturnLike`) and every
//! successor of it, forwarded operand `i` reaches successor input `i`.

use strata_interfaces::region_branch_terminator::forwarded_operand_range;
use strata_interfaces::{RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor};
use strata_ir::{Ir, OpId, OpOperand, Value};

/// Both directions of the mapping, in the order the branch points and
/// successors were visited. Lookups are linear: region branch ops forward
/// a handful of values.
#[derive(Default, Debug)]
pub struct SuccessorMapping {
    /// Each forwarded operand and the inputs it reaches.
    pub operand_to_inputs: Vec<(OpOperand, Vec<Value>)>,
    /// Each input and the operands that reach it.
    pub input_to_operands: Vec<(Value, Vec<OpOperand>)>,
}

impl SuccessorMapping {
    /// The operands that reach `input`.
    pub fn operands_of(&self, input: Value) -> &[OpOperand] {
        self.input_to_operands
            .iter()
            .find(|(value, _)| *value == input)
            .map_or(&[], |(_, operands)| operands.as_slice())
    }

    fn add(&mut self, operand: OpOperand, input: Value) {
        match self
            .operand_to_inputs
            .iter_mut()
            .find(|(o, _)| *o == operand)
        {
            Some((_, inputs)) => inputs.push(input),
            None => self.operand_to_inputs.push((operand, vec![input])),
        }
        match self.input_to_operands.iter_mut().find(|(v, _)| *v == input) {
            Some((_, operands)) => operands.push(operand),
            None => self.input_to_operands.push((input, vec![operand])),
        }
    }
}

/// The mapping of `op`, or `None` if it has no `RegionBranchOpInterface`.
pub fn successor_mapping(ir: &Ir, op: OpId) -> Option<SuccessorMapping> {
    let branch = ir.interface::<dyn RegionBranchOpInterface>(op)?;
    let mut mapping = SuccessorMapping::default();
    let mut points = vec![(RegionBranchPoint::Parent, op, branch.entry_operands(ir, op))];
    for (index, &region) in ir.regions(op).iter().enumerate() {
        for block in ir.region_blocks(region) {
            let Some(terminator) = ir.last_op(block) else {
                continue;
            };
            if let Some(range) = forwarded_operand_range(ir, terminator) {
                points.push((RegionBranchPoint::Region(index), terminator, range));
            }
        }
    }
    for (point, owner, range) in points {
        for successor in branch.successors(ir, op, point) {
            let inputs = match successor {
                RegionSuccessor::Region { inputs, .. } => inputs,
                RegionSuccessor::Parent { results } => results,
            };
            for (index, input) in range.clone().zip(inputs) {
                let operand = OpOperand {
                    op: owner,
                    index: index as u32,
                };
                mapping.add(operand, input);
            }
        }
    }
    Some(mapping)
}

/// The op or block that defines `value`, as one comparable key.
pub(super) fn owner(ir: &Ir, value: Value) -> (Option<OpId>, Option<strata_ir::BlockId>) {
    match ir.defining_op(value) {
        Some(op) => (Some(op), None),
        None => (None, ir.value_parent_block(value)),
    }
}

/// The result or block argument number of `value`.
pub(super) fn position(ir: &Ir, value: Value) -> usize {
    if let Some(op) = ir.defining_op(value) {
        return ir.results(op).iter().position(|&r| r == value).unwrap_or(0);
    }
    ir.value_parent_block(value)
        .and_then(|block| ir.block_arguments(block).iter().position(|&a| a == value))
        .unwrap_or(0)
}
