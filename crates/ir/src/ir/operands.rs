//! Operands and successors: use-lists and predecessor lists, and the edits
//! that keep them exact (MLIR's `OpOperand`/`BlockOperand` lists,
//! `setOperand`, `replaceAllUsesWith`, `replaceUsesWithIf`, `setSuccessor`).

use super::body::{Body, Operand};
use super::entity::{BlockId, OpId, OpOperand, UseRef, Value};
use super::{Change, Entity, Ir, IrError};

impl Body {
    fn operand_mut(&mut self, at: UseRef) -> &mut Operand {
        &mut self.ops[at.op.index()].operands[at.index as usize]
    }

    /// Links operand `at` at the head of its value's use-list.
    pub(crate) fn link_use(&mut self, at: UseRef) {
        let value = self.operand_mut(at).value;
        let head = self.values[value.index()].first_use;
        {
            let operand = self.operand_mut(at);
            operand.prev_use = None;
            operand.next_use = head;
        }
        if let Some(head) = head {
            self.operand_mut(head).prev_use = Some(at);
        }
        self.values[value.index()].first_use = Some(at);
    }

    /// Unlinks operand `at` from its value's use-list.
    pub(crate) fn unlink_use(&mut self, at: UseRef) {
        let Operand {
            value,
            prev_use,
            next_use,
        } = *self.operand_mut(at);
        match prev_use {
            Some(prev) => self.operand_mut(prev).next_use = next_use,
            None => self.values[value.index()].first_use = next_use,
        }
        if let Some(next) = next_use {
            self.operand_mut(next).prev_use = prev_use;
        }
        let operand = self.operand_mut(at);
        operand.prev_use = None;
        operand.next_use = None;
    }

    /// Unlinks operands `from..` of `op` (before their indices change).
    pub(crate) fn unlink_operands_from(&mut self, op: super::LocalOp, from: usize) {
        for index in (from..self.ops[op.index()].operands.len()).rev() {
            self.unlink_use(UseRef {
                op,
                index: index as u32,
            });
        }
    }

    /// Links operands `from..` of `op` (after their indices changed).
    pub(crate) fn link_operands_from(&mut self, op: super::LocalOp, from: usize) {
        for index in from..self.ops[op.index()].operands.len() {
            self.link_use(UseRef {
                op,
                index: index as u32,
            });
        }
    }

    /// Links successor `at` at the head of its block's predecessor list.
    pub(crate) fn link_successor(&mut self, at: UseRef) {
        let block = self.ops[at.op.index()].successors[at.index as usize].local();
        let head = self.blocks[block.index()].first_predecessor;
        {
            let links = self.successor_link_mut(at);
            links.prev = None;
            links.next = head;
        }
        if let Some(head) = head {
            self.successor_link_mut(head).prev = Some(at);
        }
        self.blocks[block.index()].first_predecessor = Some(at);
    }

    /// Unlinks successor `at` from its block's predecessor list.
    pub(crate) fn unlink_successor(&mut self, at: UseRef) {
        let block = self.ops[at.op.index()].successors[at.index as usize].local();
        let links = self.successor_link(at);
        match links.prev {
            Some(prev) => self.successor_link_mut(prev).next = links.next,
            None => self.blocks[block.index()].first_predecessor = links.next,
        }
        if let Some(next) = links.next {
            self.successor_link_mut(next).prev = links.prev;
        }
        *self.successor_link_mut(at) = Default::default();
    }

    /// Unlinks every operand and successor of `op` (it is about to be freed).
    pub(crate) fn drop_references(&mut self, op: super::LocalOp) {
        self.unlink_operands_from(op, 0);
        for index in (0..self.ops[op.index()].successors.len()).rev() {
            self.unlink_successor(UseRef {
                op,
                index: index as u32,
            });
        }
    }
}

impl Ir {
    /// Fails unless `value` is live and of `op`'s body.
    fn check_operand_value(&self, op: OpId, value: Value) -> Result<(), IrError> {
        self.check_value(value)?;
        if value.body() != op.body() {
            return Err(IrError::CrossBody {
                what: Entity::Value(value),
                from: value.body(),
                to: op.body(),
            });
        }
        Ok(())
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        self.check_op(op)?;
        if index >= self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        self.check_operand_value(op, value)?;
        let old = self.operand(op, index).unwrap_or(value);
        let body = self.body_mut(op.body())?;
        let at = UseRef {
            op: op.local(),
            index: index as u32,
        };
        body.unlink_use(at);
        body.ops[op.index()].operands[index].value = value.local();
        body.link_use(at);
        self.changes.record(|| Change::OperandSet {
            op,
            index: index as u32,
            old,
            new: value,
        });
        Ok(())
    }

    /// Replaces all operands of `op` with `values`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        self.check_op(op)?;
        for &value in values {
            self.check_operand_value(op, value)?;
        }
        let body = self.body_mut(op.body())?;
        let local = op.local();
        body.unlink_operands_from(local, 0);
        body.ops[local.index()].operands = values
            .iter()
            .map(|&value| Operand::unlinked(value))
            .collect();
        body.link_operands_from(local, 0);
        self.changes.record(|| Change::OperandsChanged { op });
        Ok(())
    }

    /// Inserts `value` as operand `index` of `op`, shifting later operands.
    pub fn insert_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        self.check_op(op)?;
        if index > self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        self.check_operand_value(op, value)?;
        let body = self.body_mut(op.body())?;
        let local = op.local();
        // Uses are linked by operand index: take the shifting tail out of the
        // use-lists, shift, and link it back.
        body.unlink_operands_from(local, index);
        body.ops[local.index()]
            .operands
            .insert(index, Operand::unlinked(value));
        body.link_operands_from(local, index);
        self.changes.record(|| Change::OperandsChanged { op });
        Ok(())
    }

    /// Removes operand `index` of `op`, shifting later operands.
    pub fn erase_operand(&mut self, op: OpId, index: usize) -> Result<(), IrError> {
        self.check_op(op)?;
        if index >= self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        let body = self.body_mut(op.body())?;
        let local = op.local();
        body.unlink_operands_from(local, index);
        body.ops[local.index()].operands.remove(index);
        body.link_operands_from(local, index);
        self.changes.record(|| Change::OperandsChanged { op });
        Ok(())
    }

    /// Makes every use of `from` a use of `to`. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) -> Result<(), IrError> {
        self.replace_uses_with_if(from, to, |_| true)
    }

    /// Makes the uses of `from` for which `predicate` holds uses of `to`
    /// (MLIR's `replaceUsesWithIf`). O(uses of `from`).
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut predicate: impl FnMut(OpOperand) -> bool,
    ) -> Result<(), IrError> {
        self.check_value(from)?;
        self.check_value(to)?;
        if from.body() != to.body() {
            return Err(IrError::CrossBody {
                what: Entity::Value(to),
                from: to.body(),
                to: from.body(),
            });
        }
        if from == to {
            return Ok(());
        }
        let uses: Vec<OpOperand> = self.uses(from).filter(|&u| predicate(u)).collect();
        let recording = self.changes.is_recording();
        let body = self.body_mut(from.body())?;
        for use_ in &uses {
            let at = UseRef {
                op: use_.op.local(),
                index: use_.index,
            };
            body.unlink_use(at);
            body.ops[at.op.index()].operands[at.index as usize].value = to.local();
            body.link_use(at);
        }
        if recording {
            for use_ in uses {
                self.changes.record(|| Change::OperandSet {
                    op: use_.op,
                    index: use_.index,
                    old: from,
                    new: to,
                });
            }
        }
        Ok(())
    }

    /// Replaces each result of `op` with the matching value of `with` (MLIR's
    /// `replaceAllOpUsesWith`). Fails, changing nothing, unless there are as
    /// many values as results, each of `op`'s body.
    pub fn replace_op_uses_with(&mut self, op: OpId, with: &[Value]) -> Result<(), IrError> {
        self.check_op(op)?;
        let results = self.results(op).to_vec();
        if results.len() != with.len() {
            return Err(IrError::ResultCountMismatch {
                op,
                expected: results.len(),
                found: with.len(),
            });
        }
        for &value in with {
            self.check_operand_value(op, value)?;
        }
        for (from, &to) in results.into_iter().zip(with) {
            self.replace_all_uses_with(from, to)?;
        }
        Ok(())
    }

    /// Sets successor `index` of `op` to `block` (MLIR's `setSuccessor`).
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) -> Result<(), IrError> {
        self.check_op(op)?;
        self.check_block(block)?;
        let Some(&old) = self.successors(op).get(index) else {
            return Err(IrError::NoSuchSuccessor { op, index });
        };
        if block.body() != op.body() {
            return Err(IrError::CrossBody {
                what: Entity::Block(block),
                from: block.body(),
                to: op.body(),
            });
        }
        let parent_region = self.op_parent_block(op).and_then(|b| self.block(b).parent);
        let body = self.body_mut(op.body())?;
        let at = UseRef {
            op: op.local(),
            index: index as u32,
        };
        body.unlink_successor(at);
        body.ops[op.index()].successors[index] = block;
        body.link_successor(at);
        if let Some(region) = parent_region {
            body.bump_cfg(region);
        }
        self.changes.record(|| Change::SuccessorSet {
            op,
            index: index as u32,
            old,
            new: block,
        });
        Ok(())
    }
}
