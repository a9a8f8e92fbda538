//! Erasing ops and blocks (MLIR's `Operation::erase`, `Block::erase`). Erased
//! slots go to the free lists and are reused by later creations.

use super::{BlockId, Ir, IrError, OpId, RegionData, RegionId, ValueDef, WalkOrder};

impl Ir {
    // ----- erasure --------------------------------------------------------------

    /// Erases `op` and everything nested in it. Fails (changing nothing) if a
    /// result of `op` is used outside of `op` itself.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        for (result, &value) in self.results(op).iter().enumerate() {
            let used_outside = self
                .uses(value)
                .any(|u| !self.is_ancestor_or_self(op, u.op));
            if used_outside {
                return Err(IrError::ResultStillUsed { op, result });
            }
        }
        self.detach_op(op);
        // Collect the nested ops first (post order), then drop every use they
        // make, then free them: nested ops may use each other's values.
        let nested: Vec<OpId> = self.walk_collect(op, WalkOrder::PostOrder);
        for &inner in &nested {
            self.drop_operand_uses(inner);
        }
        for &inner in &nested {
            self.free_op_storage(inner);
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

    /// Erases an (attached or detached) block and all its ops. Fails (changing
    /// nothing) if an argument of the block, or a result of an op in it, is
    /// used outside the block.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for (argument, &value) in self.block_arguments(block).iter().enumerate() {
            if self.uses(value).any(|u| !self.block_contains(block, u.op)) {
                return Err(IrError::ArgumentStillUsed { block, argument });
            }
        }
        for &op in &ops {
            for (result, &value) in self.results(op).iter().enumerate() {
                if self.uses(value).any(|u| !self.block_contains(block, u.op)) {
                    return Err(IrError::ResultStillUsed { op, result });
                }
            }
        }
        for op in ops.into_iter().rev() {
            let nested = self.walk_collect(op, WalkOrder::PostOrder);
            for &inner in &nested {
                self.drop_operand_uses(inner);
            }
            self.detach_op(op);
            for inner in nested {
                self.free_op_storage(inner);
            }
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
        Ok(())
    }

    /// Erases every block of `region`, leaving it empty (MLIR's
    /// `Region::dropAllReferences` + clearing the block list). Fails, changing
    /// nothing, if a value defined in the region is used outside it.
    pub fn clear_region(&mut self, region: RegionId) -> Result<(), IrError> {
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        let inside = |ir: &Ir, user: OpId| blocks.iter().any(|&b| ir.block_contains(b, user));
        for &block in &blocks {
            for (argument, &value) in self.block_arguments(block).iter().enumerate() {
                if self.uses(value).any(|u| !inside(self, u.op)) {
                    return Err(IrError::ArgumentStillUsed { block, argument });
                }
            }
            for op in self.block_ops(block) {
                for (result, &value) in self.results(op).iter().enumerate() {
                    if self.uses(value).any(|u| !inside(self, u.op)) {
                        return Err(IrError::ResultStillUsed { op, result });
                    }
                }
            }
        }
        // Drop every use first: blocks may use each other's values.
        for &block in &blocks {
            for op in self.block_ops(block).collect::<Vec<_>>() {
                for inner in self.walk_collect(op, WalkOrder::PostOrder) {
                    self.drop_operand_uses(inner);
                    self.ops[inner.index()].operands.clear();
                }
            }
        }
        for block in blocks {
            self.erase_block(block)?;
        }
        Ok(())
    }

    /// Whether `op` is in `block` or nested in an op of it.
    pub fn block_contains(&self, block: BlockId, op: OpId) -> bool {
        let mut current = Some(op);
        while let Some(candidate) = current {
            if self.op(candidate).parent == Some(block) {
                return true;
            }
            current = self.parent_op(candidate);
        }
        false
    }

    /// Whether `ancestor` is `op` or (transitively) contains it.
    pub fn is_ancestor_or_self(&self, ancestor: OpId, op: OpId) -> bool {
        let mut current = Some(op);
        while let Some(candidate) = current {
            if candidate == ancestor {
                return true;
            }
            current = self.parent_op(candidate);
        }
        false
    }
}
