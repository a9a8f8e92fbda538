//! Erasing ops, blocks and region contents (MLIR's `Operation::erase`,
//! `Block::erase`, `Region::dropAllReferences` + clearing). Erasure is
//! linear in what it erases: one walk collects the subtree, a hash set
//! answers "is this user inside", and predecessor lists answer "is this
//! block branched to". Bodies of isolated ops inside the subtree are dropped
//! whole. Freed slots bump their generation and go to the free lists.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use super::entity::{BlockId, BodyId, OpId, RegionId};
use super::{Change, Entity, Ir, IrError, WalkOrder};

/// What an erase frees: ops of one body (post order, nested ones before
/// their parents), and the bodies of isolated ops among them.
struct Subtree {
    /// Inline for the usual erase of one op without regions.
    ops: SmallVec<[OpId; 1]>,
    members: FxHashSet<OpId>,
    nested_bodies: Vec<BodyId>,
}

impl Subtree {
    fn contains(&self, op: OpId) -> bool {
        match self.ops.as_slice() {
            [only] => *only == op,
            _ => self.members.contains(&op),
        }
    }
}

impl Ir {
    /// The ops of `roots` and everything nested in them that lives in the
    /// same body, post order, plus the bodies owned by isolated ops among
    /// them (transitively). Iterative.
    fn collect_subtree(&self, roots: &[OpId]) -> Subtree {
        enum Frame {
            Enter(OpId),
            Exit(OpId),
        }
        let mut ops = SmallVec::new();
        let mut nested_bodies = Vec::new();
        let mut stack: SmallVec<[Frame; 4]> =
            roots.iter().rev().map(|&op| Frame::Enter(op)).collect();
        while let Some(frame) = stack.pop() {
            match frame {
                Frame::Enter(op) => {
                    stack.push(Frame::Exit(op));
                    if let Some(owned) = self.owned_body(op) {
                        self.body_descendants(owned, &mut nested_bodies);
                        continue;
                    }
                    for &region in self.regions(op).iter().rev() {
                        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
                        for block in blocks.into_iter().rev() {
                            let inner: Vec<OpId> = self.block_ops(block).collect();
                            stack.extend(inner.into_iter().rev().map(Frame::Enter));
                        }
                    }
                }
                Frame::Exit(op) => ops.push(op),
            }
        }
        let members = if ops.len() > 1 {
            ops.iter().copied().collect()
        } else {
            FxHashSet::default()
        };
        Subtree {
            ops,
            members,
            nested_bodies,
        }
    }

    /// `body` and every body nested in it, depth first.
    pub(crate) fn body_descendants(&self, body: BodyId, out: &mut Vec<BodyId>) {
        let mut pending = vec![body];
        while let Some(current) = pending.pop() {
            out.push(current);
            if let Some(data) = self.try_body(current) {
                pending.extend(data.children.iter().rev().copied());
            }
        }
    }

    /// Fails if a value defined in `subtree` (results, and arguments of the
    /// blocks in its regions) is used outside it, or one of its blocks is
    /// branched to from outside it, or a body it would drop is not held.
    fn check_subtree_unused(&self, subtree: &Subtree) -> Result<(), IrError> {
        for &body in &subtree.nested_bodies {
            if !self.holds_body(body) {
                return Err(IrError::NotLive(Entity::Body(body)));
            }
        }
        for &op in &subtree.ops {
            for (result, &value) in self.results(op).iter().enumerate() {
                if self.uses(value).any(|u| !subtree.contains(u.op)) {
                    return Err(IrError::ResultStillUsed { op, result });
                }
            }
            if self.owned_body(op).is_some() {
                continue;
            }
            for &region in self.regions(op) {
                for block in self.region_blocks(region) {
                    self.check_block_unused_outside(block, subtree)?;
                }
            }
        }
        Ok(())
    }

    fn check_block_unused_outside(&self, block: BlockId, subtree: &Subtree) -> Result<(), IrError> {
        for (argument, &value) in self.block_arguments(block).iter().enumerate() {
            if self.uses(value).any(|u| !subtree.contains(u.op)) {
                return Err(IrError::ArgumentStillUsed { block, argument });
            }
        }
        if let Some(use_) = self.block_uses(block).find(|u| !subtree.contains(u.op)) {
            return Err(IrError::BlockStillUsed { block, op: use_.op });
        }
        Ok(())
    }

    /// Records what erasing `roots` (and everything nested, bodies included)
    /// does, before it happens, while the ops can still be read.
    fn record_erasure(&mut self, roots: &[OpId]) {
        if !self.changes.is_recording() {
            return;
        }
        let mut records = Vec::new();
        for &root in roots {
            self.walk(root, WalkOrder::PostOrder, |op| {
                for &region in self.regions(op) {
                    for block in self.region_blocks(region) {
                        records.push(Change::BlockErased { block });
                    }
                    records.push(Change::RegionErased { region });
                }
                records.push(Change::OpErased {
                    op,
                    name: self.op_name(op),
                    operands: self.operands(op).collect(),
                });
            });
        }
        for record in records {
            self.changes.record(|| record);
        }
    }

    /// Frees the slots of `subtree`, whose ops are detached or inside a
    /// detached op: first every use the ops make (they may use each other's
    /// values), then the records, then the nested bodies.
    fn free_subtree(&mut self, subtree: Subtree) -> Result<(), IrError> {
        let Some(&first) = subtree.ops.first() else {
            return Ok(());
        };
        let body_id = first.body();
        // Regions of ops that own a body are freed with that body.
        let owned: SmallVec<[bool; 1]> = subtree
            .ops
            .iter()
            .map(|&op| self.owned_body(op).is_some())
            .collect();
        let body = self.body_mut(body_id)?;
        for op in &subtree.ops {
            body.drop_references(op.local());
        }
        for (op, owns_body) in subtree.ops.iter().zip(owned) {
            let local = op.local();
            let results = std::mem::take(&mut body.ops[local.index()].results);
            for &value in results.as_slice() {
                body.free_value_slot(value.local());
            }
            if !owns_body {
                let regions = std::mem::take(&mut body.ops[local.index()].regions);
                for region in regions {
                    free_region_contents(body, region);
                    body.free_region_slot(region.local());
                }
            }
            body.free_op_slot(local);
        }
        for nested in subtree.nested_bodies {
            self.drop_body(nested);
        }
        Ok(())
    }

    /// Removes `body` from the table and from its parent's children.
    fn drop_body(&mut self, body: BodyId) {
        let Some(data) = self.bodies.take(body) else {
            return;
        };
        let position = data.position_in_parent;
        let Some(parent) = data
            .parent_body
            .and_then(|parent| self.bodies.get_mut(parent))
        else {
            return;
        };
        if parent.children.get(position) != Some(&body) {
            return;
        }
        parent.children.swap_remove(position);
        // The last child took its place.
        if let Some(&moved) = parent.children.get(position)
            && let Some(moved) = self.bodies.get_mut(moved)
        {
            moved.position_in_parent = position;
        }
    }

    /// Erases `op` and everything nested in it. Fails, changing nothing, if
    /// `op` is not live, or if a value defined by `op` or inside it is used
    /// outside of it, or a block inside it is the successor of an op outside
    /// it. Linear in the size of what it erases.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.check_op(op)?;
        self.body_mut(op.body())?;
        let subtree = self.collect_subtree(&[op]);
        self.check_subtree_unused(&subtree)?;
        self.record_erasure(&[op]);
        self.body_mut(op.body())?.unlink_op(op.local());
        self.free_subtree(subtree)
    }

    /// Erases an (attached or detached) block and all its ops. Fails, changing
    /// nothing, if the block is not live, or if a value defined in it is
    /// used, or the block is branched to, from outside it.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        self.check_block(block)?;
        self.body_mut(block.body())?;
        let ops: Vec<OpId> = self.block_ops(block).collect();
        let subtree = self.collect_subtree(&ops);
        self.check_block_unused_outside(block, &subtree)?;
        self.check_subtree_unused(&subtree)?;
        self.record_erasure(&ops);
        self.changes.record(|| Change::BlockErased { block });
        let body = self.body_mut(block.body())?;
        for op in &ops {
            body.unlink_op(op.local());
        }
        body.unlink_block(block.local());
        self.free_subtree(subtree)?;
        let body = self.body_mut(block.body())?;
        free_block_arguments(body, block);
        body.free_block_slot(block.local());
        Ok(())
    }

    /// Erases every block of `region`, leaving it empty (MLIR's
    /// `Region::dropAllReferences` + clearing the block list). Fails, changing
    /// nothing, if a value defined in the region is used, or one of its blocks
    /// is branched to, from outside it.
    pub fn clear_region(&mut self, region: RegionId) -> Result<(), IrError> {
        self.check_region(region)?;
        self.body_mut(region.body())?;
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        let ops: Vec<OpId> = blocks.iter().flat_map(|&b| self.block_ops(b)).collect();
        let subtree = self.collect_subtree(&ops);
        for &block in &blocks {
            self.check_block_unused_outside(block, &subtree)?;
        }
        self.check_subtree_unused(&subtree)?;
        self.record_erasure(&ops);
        for &block in &blocks {
            self.changes.record(|| Change::BlockErased { block });
        }
        let body = self.body_mut(region.body())?;
        for op in &ops {
            body.unlink_op(op.local());
        }
        for block in &blocks {
            body.unlink_block(block.local());
        }
        self.free_subtree(subtree)?;
        let body = self.body_mut(region.body())?;
        for block in blocks {
            free_block_arguments(body, block);
            body.free_block_slot(block.local());
        }
        Ok(())
    }
}

impl Ir {
    /// Erases a detached region (one that no op owns) with its blocks.
    /// Fails, changing nothing, if an op owns it or a value in it is used
    /// outside it.
    pub fn erase_region(&mut self, region: RegionId) -> Result<(), IrError> {
        self.check_region(region)?;
        if self.region(region).parent.is_some() {
            return Err(IrError::AlreadyAttached(Entity::Region(region)));
        }
        self.clear_region(region)?;
        self.changes.record(|| Change::RegionErased { region });
        self.body_mut(region.body())?
            .free_region_slot(region.local());
        Ok(())
    }
}

/// Frees the blocks of `region` and their arguments (their ops are freed
/// by the caller, which holds them in its subtree).
fn free_region_contents(body: &mut super::Body, region: RegionId) {
    let mut next = body.regions[region.index()].first_block;
    while let Some(block) = next {
        next = body.blocks[block.index()].next;
        let handle = body.block_handle(block);
        free_block_arguments(body, handle);
        body.free_block_slot(block);
    }
}

fn free_block_arguments(body: &mut super::Body, block: BlockId) {
    let arguments = std::mem::take(&mut body.blocks[block.index()].arguments);
    for value in arguments {
        body.free_value_slot(value.local());
    }
}
