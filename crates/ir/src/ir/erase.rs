//! Erasing ops and blocks (MLIR's `Operation::erase`, `Block::erase`). Erased
//! slots go to the free lists and are reused by later creations.

use super::{BlockId, Ir, IrError, OpId, RegionData, RegionId, ValueDef, WalkOrder};

/// A block's ops (in order) and every op nested in them (post order).
struct BlockSubtree {
    ops: Vec<OpId>,
    nested: Vec<OpId>,
}

impl Ir {
    // ----- erasure --------------------------------------------------------------

    /// Erases `op` and everything nested in it. Fails, changing nothing, if
    /// `op` is already erased, or if a value defined by `op` or inside it is
    /// used outside of it, or a block inside it is the successor of an op
    /// outside it.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        if self.op(op).erased {
            return Err(IrError::AlreadyErased(format!("{op:?}")));
        }
        let nested: Vec<OpId> = self.walk_collect(op, WalkOrder::PostOrder);
        self.check_subtree_unused(&nested, |ir, user| ir.is_ancestor_or_self(op, user))?;
        self.detach_op(op);
        // Drop every use the subtree makes before freeing anything: nested
        // ops may use each other's values.
        for &inner in &nested {
            self.drop_operand_uses(inner);
        }
        for &inner in &nested {
            self.free_op_storage(inner);
        }
        Ok(())
    }

    /// Fails if a value defined by one of `ops` (results, and arguments of the
    /// blocks in their regions) has a user for which `inside` is false, or if
    /// a block in their regions is a successor of such an op.
    fn check_subtree_unused(
        &self,
        ops: &[OpId],
        inside: impl Fn(&Ir, OpId) -> bool,
    ) -> Result<(), IrError> {
        for &op in ops {
            for (result, &value) in self.results(op).iter().enumerate() {
                if self.uses(value).any(|u| !inside(self, u.op)) {
                    return Err(IrError::ResultStillUsed { op, result });
                }
            }
            for &region in self.regions(op) {
                for block in self.region_blocks(region) {
                    self.check_block_unused_outside(block, &inside)?;
                }
            }
        }
        Ok(())
    }

    /// Fails if an argument of `block` is used, or `block` is branched to, by
    /// an op for which `inside` is false.
    fn check_block_unused_outside(
        &self,
        block: BlockId,
        inside: &impl Fn(&Ir, OpId) -> bool,
    ) -> Result<(), IrError> {
        for (argument, &value) in self.block_arguments(block).iter().enumerate() {
            if self.uses(value).any(|u| !inside(self, u.op)) {
                return Err(IrError::ArgumentStillUsed { block, argument });
            }
        }
        // Only ops of the same region may branch to a block.
        if let Some(region) = self.block_parent_region(block) {
            for candidate in self.region_blocks(region) {
                for op in self.block_ops(candidate) {
                    if self.successors(op).contains(&block) && !inside(self, op) {
                        return Err(IrError::BlockStillUsed { block, op });
                    }
                }
            }
        }
        Ok(())
    }

    fn free_op_storage(&mut self, op: OpId) {
        let data = &mut self.ops[op.index()];
        data.operands.clear();
        data.erased = true;
        data.parent = None;
        data.prev = None;
        data.next = None;
        let results = std::mem::take(&mut data.results);
        let regions = std::mem::take(&mut data.regions);
        data.successors.clear();
        for value in results {
            self.values[value.index()].def = ValueDef::Placeholder;
            self.values[value.index()].first_use = None;
            self.free_values.push(value);
        }
        for region in regions {
            let blocks: Vec<BlockId> = self.region_blocks(region).collect();
            for block in blocks {
                let data = &mut self.blocks[block.index()];
                data.erased = true;
                data.first_op = None;
                data.last_op = None;
                for value in std::mem::take(&mut data.arguments) {
                    self.values[value.index()].def = ValueDef::Placeholder;
                    self.values[value.index()].first_use = None;
                    self.free_values.push(value);
                }
                self.blocks[block.index()].argument_locations.clear();
                self.free_blocks.push(block);
            }
            self.regions[region.index()] = RegionData {
                erased: true,
                ..RegionData::default()
            };
            self.free_regions.push(region);
        }
        self.free_ops.push(op);
    }

    /// Erases an (attached or detached) block and all its ops. Fails, changing
    /// nothing, if the block is already erased, or if a value defined in it is
    /// used, or the block is branched to, from outside it.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        if self.block(block).erased {
            return Err(IrError::AlreadyErased(format!("{block:?}")));
        }
        let inside = |ir: &Ir, user: OpId| ir.block_contains(block, user);
        let subtree = self.block_subtree(block);
        self.check_block_unused_outside(block, &inside)?;
        self.check_subtree_unused(&subtree.nested, inside)?;
        // Drop every use first (ops of a graph region may use later ops'
        // results), then free.
        for &inner in &subtree.nested {
            self.drop_operand_uses(inner);
        }
        self.free_block(block, subtree);
        Ok(())
    }

    /// Erases every block of `region`, leaving it empty (MLIR's
    /// `Region::dropAllReferences` + clearing the block list). Fails, changing
    /// nothing, if a value defined in the region is used, or one of its blocks
    /// is branched to, from outside it.
    pub fn clear_region(&mut self, region: RegionId) -> Result<(), IrError> {
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        let inside = |ir: &Ir, user: OpId| blocks.iter().any(|&b| ir.block_contains(b, user));
        let subtrees: Vec<BlockSubtree> = blocks
            .iter()
            .map(|&block| self.block_subtree(block))
            .collect();
        for (&block, subtree) in blocks.iter().zip(&subtrees) {
            self.check_block_unused_outside(block, &inside)?;
            self.check_subtree_unused(&subtree.nested, inside)?;
        }
        // Drop every use first: blocks may use each other's values.
        for subtree in &subtrees {
            for &inner in &subtree.nested {
                self.drop_operand_uses(inner);
            }
        }
        for (block, subtree) in blocks.into_iter().zip(subtrees) {
            self.free_block(block, subtree);
        }
        Ok(())
    }

    /// The ops of `block` and everything nested in them.
    fn block_subtree(&self, block: BlockId) -> BlockSubtree {
        let ops: Vec<OpId> = self.block_ops(block).collect();
        let nested = ops
            .iter()
            .flat_map(|&op| self.walk_collect(op, WalkOrder::PostOrder))
            .collect();
        BlockSubtree { ops, nested }
    }

    /// Detaches and frees `block` with its ops, whose uses are already dropped.
    fn free_block(&mut self, block: BlockId, subtree: BlockSubtree) {
        for &op in &subtree.ops {
            self.detach_op(op);
        }
        for inner in subtree.nested {
            self.free_op_storage(inner);
        }
        self.detach_block(block);
        let data = &mut self.blocks[block.index()];
        data.erased = true;
        for value in std::mem::take(&mut data.arguments) {
            self.values[value.index()].def = ValueDef::Placeholder;
            self.free_values.push(value);
        }
        self.blocks[block.index()].argument_locations.clear();
        self.free_blocks.push(block);
    }

    /// Whether `block` is (transitively) inside a region of `op`.
    pub fn block_is_inside(&self, block: BlockId, op: OpId) -> bool {
        self.block_parent_op(block)
            .is_some_and(|parent| self.is_ancestor_or_self(op, parent))
    }

    /// Whether `op` is in `block` or nested in an op of it.
    pub fn block_contains(&self, block: BlockId, op: OpId) -> bool {
        self.ancestors(op)
            .any(|candidate| self.op(candidate).parent == Some(block))
    }

    /// Whether `ancestor` is `op` or (transitively) contains it.
    pub fn is_ancestor_or_self(&self, ancestor: OpId, op: OpId) -> bool {
        self.ancestors(op).any(|candidate| candidate == ancestor)
    }
}
