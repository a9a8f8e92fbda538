//! Linking ops into blocks and blocks into regions, and the edits built on
//! that: moving, detaching, splitting, inlining and merging blocks (MLIR's
//! `Operation::moveBefore`, `Block::splitBlock`,
//! `RewriterBase::inlineBlockBefore`, `mergeBlocks`, `inlineRegionBefore`).
//!
//! Every edit checks its preconditions first (live handles, one body,
//! attachment, no cycles) and changes nothing when one fails.

use std::sync::atomic::Ordering;

use super::body::Body;
use super::entity::{BlockId, LocalBlock, LocalOp, LocalRegion, OpId, RegionId, Value};
use super::{Change, Entity, Ir, IrError};

impl Body {
    /// Marks the control-flow graph of `region` as changed.
    pub(crate) fn bump_cfg(&mut self, region: LocalRegion) {
        let data = &mut self.regions[region.index()];
        data.cfg_version = data.cfg_version.wrapping_add(1);
    }

    /// Links detached `op` into `block` before `before` (at the end if `None`).
    pub(crate) fn link_op(&mut self, op: LocalOp, block: LocalBlock, before: Option<LocalOp>) {
        let prev = match before {
            Some(before) => self.ops[before.index()].prev,
            None => self.blocks[block.index()].last_op,
        };
        {
            let data = &mut self.ops[op.index()];
            data.parent = Some(block);
            data.prev = prev;
            data.next = before;
        }
        match prev {
            Some(prev) => self.ops[prev.index()].next = Some(op),
            None => self.blocks[block.index()].first_op = Some(op),
        }
        match before {
            Some(before) => self.ops[before.index()].prev = Some(op),
            None => self.blocks[block.index()].last_op = Some(op),
        }
        // Keep the cached order when appending past the last numbered op.
        let order_valid = &self.blocks[block.index()].order_valid;
        if before.is_none() && order_valid.load(Ordering::Acquire) {
            let next = match prev {
                Some(prev) => self.ops[prev.index()]
                    .order
                    .load(Ordering::Relaxed)
                    .checked_add(1),
                None => Some(0),
            };
            match next {
                Some(next) => self.ops[op.index()].order.store(next, Ordering::Relaxed),
                None => order_valid.store(false, Ordering::Release),
            }
        } else {
            order_valid.store(false, Ordering::Release);
        }
        if !self.ops[op.index()].successors.is_empty()
            && let Some(region) = self.blocks[block.index()].parent
        {
            self.bump_cfg(region);
        }
    }

    /// Unlinks `op` from its block; returns the block it was in.
    pub(crate) fn unlink_op(&mut self, op: LocalOp) -> Option<LocalBlock> {
        let block = self.ops[op.index()].parent?;
        let (prev, next) = (self.ops[op.index()].prev, self.ops[op.index()].next);
        match prev {
            Some(prev) => self.ops[prev.index()].next = next,
            None => self.blocks[block.index()].first_op = next,
        }
        match next {
            Some(next) => self.ops[next.index()].prev = prev,
            None => self.blocks[block.index()].last_op = prev,
        }
        let data = &mut self.ops[op.index()];
        data.parent = None;
        data.prev = None;
        data.next = None;
        if !data.successors.is_empty()
            && let Some(region) = self.blocks[block.index()].parent
        {
            self.bump_cfg(region);
        }
        Some(block)
    }

    /// Links detached `block` into `region` before `before` (at the end if
    /// `None`).
    pub(crate) fn link_block(
        &mut self,
        block: LocalBlock,
        region: LocalRegion,
        before: Option<LocalBlock>,
    ) {
        let prev = match before {
            Some(before) => self.blocks[before.index()].prev,
            None => self.regions[region.index()].last_block,
        };
        {
            let data = &mut self.blocks[block.index()];
            data.parent = Some(region);
            data.prev = prev;
            data.next = before;
        }
        match prev {
            Some(prev) => self.blocks[prev.index()].next = Some(block),
            None => self.regions[region.index()].first_block = Some(block),
        }
        match before {
            Some(before) => self.blocks[before.index()].prev = Some(block),
            None => self.regions[region.index()].last_block = Some(block),
        }
        self.bump_cfg(region);
    }

    /// Unlinks `block` from its region; returns the region it was in.
    pub(crate) fn unlink_block(&mut self, block: LocalBlock) -> Option<LocalRegion> {
        let region = self.blocks[block.index()].parent?;
        let (prev, next) = (
            self.blocks[block.index()].prev,
            self.blocks[block.index()].next,
        );
        match prev {
            Some(prev) => self.blocks[prev.index()].next = next,
            None => self.regions[region.index()].first_block = next,
        }
        match next {
            Some(next) => self.blocks[next.index()].prev = prev,
            None => self.regions[region.index()].last_block = prev,
        }
        let data = &mut self.blocks[block.index()];
        data.parent = None;
        data.prev = None;
        data.next = None;
        self.bump_cfg(region);
        Some(region)
    }
}

impl Ir {
    fn check_same_body(
        &self,
        what: Entity,
        of: super::BodyId,
        into: super::BodyId,
    ) -> Result<(), IrError> {
        if of != into {
            return Err(IrError::CrossBody {
                what,
                from: of,
                to: into,
            });
        }
        Ok(())
    }

    /// Whether `block` is (transitively) inside a region of `op`.
    pub fn block_is_inside(&self, block: BlockId, op: OpId) -> bool {
        self.block_parent_op(block)
            .is_some_and(|parent| self.is_ancestor_or_self(op, parent))
    }

    /// Whether `op` is in `block` or nested in an op of it.
    pub fn block_contains(&self, block: BlockId, op: OpId) -> bool {
        self.ancestors(op)
            .any(|candidate| self.op_parent_block(candidate) == Some(block))
    }

    /// Whether `ancestor` is `op` or (transitively) contains it.
    pub fn is_ancestor_or_self(&self, ancestor: OpId, op: OpId) -> bool {
        self.ancestors(op).any(|candidate| candidate == ancestor)
    }

    /// Whether `region` is nested (transitively) inside an op of `block`.
    fn region_is_inside_block(&self, region: RegionId, block: BlockId) -> bool {
        self.region_parent_op(region)
            .is_some_and(|op| self.block_contains(block, op))
    }

    /// Checks that detached-or-not `op` may be linked into `block` before
    /// `before`.
    fn check_op_insertion(
        &self,
        op: OpId,
        block: BlockId,
        before: Option<OpId>,
    ) -> Result<(), IrError> {
        self.check_op(op)?;
        self.check_block(block)?;
        self.check_same_body(Entity::Op(op), op.body(), block.body())?;
        if let Some(before) = before {
            self.check_op(before)?;
            if self.op_parent_block(before) != Some(block) {
                return Err(IrError::NotInBlock { op: before, block });
            }
        }
        if self.block_is_inside(block, op) {
            return Err(IrError::Cycle {
                what: Entity::Op(op),
                into: Entity::Block(block),
            });
        }
        Ok(())
    }

    fn link_op_recorded(
        &mut self,
        op: OpId,
        block: BlockId,
        before: Option<OpId>,
    ) -> Result<(), IrError> {
        self.body_mut(op.body())?
            .link_op(op.local(), block.local(), before.map(OpId::local));
        self.changes.record(|| Change::OpInserted { op, block });
        Ok(())
    }

    /// Inserts detached `op` into `block` before `before` (at the end if `None`).
    pub fn insert_op(
        &mut self,
        op: OpId,
        block: BlockId,
        before: Option<OpId>,
    ) -> Result<(), IrError> {
        self.check_op_insertion(op, block, before)?;
        if self.op(op).parent.is_some() {
            return Err(IrError::AlreadyAttached(Entity::Op(op)));
        }
        self.link_op_recorded(op, block, before)
    }

    /// Appends detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        self.insert_op(op, block, None)
    }

    /// Unlinks `op` from its block, leaving it detached (and alive); nothing
    /// happens to a detached op.
    pub fn detach_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.check_op(op)?;
        let Some(block) = self.op_parent_block(op) else {
            return Ok(());
        };
        self.body_mut(op.body())?.unlink_op(op.local());
        self.changes.record(|| Change::OpDetached { op, block });
        Ok(())
    }

    /// Moves `op` (attached or not) to `block`, before `before` (at the end
    /// if `None`).
    pub fn move_op(
        &mut self,
        op: OpId,
        block: BlockId,
        before: Option<OpId>,
    ) -> Result<(), IrError> {
        if before == Some(op) {
            return self.check_op(op);
        }
        self.check_op_insertion(op, block, before)?;
        self.detach_op(op)?;
        self.link_op_recorded(op, block, before)
    }

    /// Moves `op` (attached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) -> Result<(), IrError> {
        self.check_op(before)?;
        let Some(block) = self.op_parent_block(before) else {
            return Err(IrError::Detached(Entity::Op(before)));
        };
        self.move_op(op, block, Some(before))
    }

    /// Moves `op` (attached or not) to just after `after`.
    pub fn move_op_after(&mut self, op: OpId, after: OpId) -> Result<(), IrError> {
        self.check_op(after)?;
        let Some(block) = self.op_parent_block(after) else {
            return Err(IrError::Detached(Entity::Op(after)));
        };
        if op == after {
            return self.check_op(op);
        }
        let before = self.next_op(after).filter(|&next| next != op);
        match before {
            Some(before) => self.move_op(op, block, Some(before)),
            None if self.next_op(after) == Some(op) => self.check_op(op),
            None => self.move_op(op, block, None),
        }
    }

    /// Moves `op` (attached or not) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) -> Result<(), IrError> {
        self.move_op(op, block, None)
    }

    // ----- blocks in regions --------------------------------------------------------

    fn check_block_insertion(
        &self,
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        self.check_block(block)?;
        self.check_region(region)?;
        self.check_same_body(Entity::Block(block), block.body(), region.body())?;
        if let Some(before) = before {
            self.check_block(before)?;
            if self.block_parent_region(before) != Some(region) {
                return Err(IrError::NotInRegion {
                    block: before,
                    region,
                });
            }
        }
        if self.region_is_inside_block(region, block) {
            return Err(IrError::Cycle {
                what: Entity::Block(block),
                into: Entity::Region(region),
            });
        }
        Ok(())
    }

    fn link_block_recorded(
        &mut self,
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        self.body_mut(block.body())?.link_block(
            block.local(),
            region.local(),
            before.map(BlockId::local),
        );
        self.changes
            .record(|| Change::BlockInserted { block, region });
        Ok(())
    }

    /// Inserts detached `block` into `region` before `before` (at the end if `None`).
    pub fn insert_block(
        &mut self,
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        self.check_block_insertion(block, region, before)?;
        if self.block(block).parent.is_some() {
            return Err(IrError::AlreadyAttached(Entity::Block(block)));
        }
        self.link_block_recorded(block, region, before)
    }

    /// Appends detached `block` at the end of `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) -> Result<(), IrError> {
        self.insert_block(block, region, None)
    }

    /// Unlinks `block` from its region, leaving it detached (and alive);
    /// nothing happens to a detached block.
    pub fn detach_block(&mut self, block: BlockId) -> Result<(), IrError> {
        self.check_block(block)?;
        let Some(region) = self.block_parent_region(block) else {
            return Ok(());
        };
        self.body_mut(block.body())?.unlink_block(block.local());
        self.changes
            .record(|| Change::BlockDetached { block, region });
        Ok(())
    }

    /// Moves `block` (attached or not) into `region` before `before` (at the
    /// end if `None`).
    pub fn move_block(
        &mut self,
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        if before == Some(block) {
            return self.check_block(block);
        }
        self.check_block_insertion(block, region, before)?;
        self.detach_block(block)?;
        self.link_block_recorded(block, region, before)
    }

    /// Splits `block` before `at`: `at` and every op after it move, in order, to
    /// a new block inserted right after `block`, which is returned (MLIR's
    /// `Block::splitBlock`). The new block has no arguments.
    pub fn split_block(&mut self, block: BlockId, at: OpId) -> Result<BlockId, IrError> {
        self.check_block(block)?;
        self.check_op(at)?;
        if self.op_parent_block(at) != Some(block) {
            return Err(IrError::NotInBlock { op: at, block });
        }
        let new_block = self.create_block(block.body())?;
        if let Some(region) = self.block_parent_region(block) {
            let next = self.next_block(block);
            self.insert_block(new_block, region, next)?;
        }
        self.move_ops_from(Some(at), new_block, None)?;
        Ok(new_block)
    }

    /// Moves `first` and every op after it in its block to `block`, before
    /// `before` (at the end if `None`), in order.
    fn move_ops_from(
        &mut self,
        first: Option<OpId>,
        block: BlockId,
        before: Option<OpId>,
    ) -> Result<(), IrError> {
        let mut current = first;
        while let Some(op) = current {
            current = self.next_op(op);
            self.detach_op(op)?;
            self.link_op_recorded(op, block, before)?;
        }
        Ok(())
    }

    /// Moves the ops of `source` into `dest` before `before` (at the end if
    /// `None`), replacing the uses of `source`'s arguments by `arguments`,
    /// then erases `source` (MLIR's `RewriterBase::inlineBlockBefore`).
    /// `source` must have no predecessors and must not contain `dest`.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        arguments: &[Value],
    ) -> Result<(), IrError> {
        self.check_block(source)?;
        self.check_block(dest)?;
        if source == dest {
            return Err(IrError::SameBlock(source));
        }
        self.check_same_body(Entity::Block(source), source.body(), dest.body())?;
        if let Some(before) = before {
            self.check_op(before)?;
            if self.op_parent_block(before) != Some(dest) {
                return Err(IrError::NotInBlock {
                    op: before,
                    block: dest,
                });
            }
        }
        let expected = self.block_arguments(source).len();
        if arguments.len() != expected {
            return Err(IrError::ArgumentCountMismatch {
                block: source,
                expected,
                found: arguments.len(),
            });
        }
        for &value in arguments {
            self.check_value(value)?;
            self.check_same_body(Entity::Value(value), value.body(), dest.body())?;
        }
        if let Some(use_) = self.block_uses(source).next() {
            return Err(IrError::BlockStillUsed {
                block: source,
                op: use_.op,
            });
        }
        let dest_parent = self.block_parent_op(dest);
        if dest_parent.is_some_and(|p| self.block_contains(source, p)) {
            return Err(IrError::Cycle {
                what: Entity::Block(source),
                into: Entity::Block(dest),
            });
        }
        let old_arguments = self.block_arguments(source).to_vec();
        for (&from, &to) in old_arguments.iter().zip(arguments) {
            self.replace_all_uses_with(from, to)?;
        }
        let first = self.first_op(source);
        self.move_ops_from(first, dest, before)?;
        self.erase_block(source)
    }

    /// Appends the ops of `source` to `dest` and erases `source`, replacing
    /// the uses of its arguments by `arguments` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(
        &mut self,
        source: BlockId,
        dest: BlockId,
        arguments: &[Value],
    ) -> Result<(), IrError> {
        self.inline_block_before(source, dest, None, arguments)
    }

    /// Moves every block of `region` into `dest` before `before` (at the end
    /// if `None`), leaving `region` empty (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        self.check_region(region)?;
        self.check_region(dest)?;
        if region == dest {
            return Ok(());
        }
        self.check_same_body(Entity::Region(region), region.body(), dest.body())?;
        if let Some(before) = before {
            self.check_block(before)?;
            if self.block_parent_region(before) != Some(dest) {
                return Err(IrError::NotInRegion {
                    block: before,
                    region: dest,
                });
            }
        }
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        if let Some(&inside) = blocks
            .iter()
            .find(|&&block| self.region_is_inside_block(dest, block))
        {
            return Err(IrError::Cycle {
                what: Entity::Block(inside),
                into: Entity::Region(dest),
            });
        }
        for block in blocks {
            self.detach_block(block)?;
            self.link_block_recorded(block, dest, before)?;
        }
        Ok(())
    }

    /// Moves all blocks of `from` to the end of `to`, leaving `from` empty.
    pub fn take_region_body(&mut self, from: RegionId, to: RegionId) -> Result<(), IrError> {
        self.inline_region_before(from, to, None)
    }
}
