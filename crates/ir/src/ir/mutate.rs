//! Mutation of the IR: creating, inserting, moving, splitting, cloning and
//! erasing ops, blocks and regions, and editing operands. Every function here
//! keeps use-lists exact. Mirrors the mutating half of MLIR's `Operation`,
//! `Block` and `Region` APIs (`erase`, `moveBefore`, `splitBlock`, `clone` with
//! an `IRMapping`, `replaceAllUsesWith`).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use thiserror::Error;

use super::{
    BlockData, BlockId, Ir, OpData, OpId, OpOperand, Operand, RegionData, RegionId, Value,
    ValueData, ValueDef,
};
use crate::attributes::Attribute;
use crate::context::Symbol;
use crate::location::Location;
use crate::types::Type;

/// A misuse of the mutation API that the IR refuses (it is left unchanged).
#[derive(Debug, Error, PartialEq, Eq)]
pub enum IrError {
    /// Erasing an op whose results are still used.
    #[error("cannot erase {op:?}: result #{result} still has uses")]
    ResultStillUsed { op: OpId, result: usize },
    /// Erasing a block whose arguments are still used.
    #[error("cannot erase {block:?}: argument #{argument} still has uses")]
    ArgumentStillUsed { block: BlockId, argument: usize },
    /// Inserting an op, block or region that is already attached elsewhere.
    #[error("{0} is already attached; detach it first")]
    AlreadyAttached(String),
    /// Splitting a block before an op that is not in it.
    #[error("{op:?} is not in {block:?}")]
    NotInBlock { op: OpId, block: BlockId },
    /// An operand index out of range.
    #[error("{op:?} has no operand #{index}")]
    NoSuchOperand { op: OpId, index: usize },
}

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Full op name (`dialect.op`).
    pub name: Symbol,
    /// Where it comes from.
    pub location: Location,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Regions, created detached with [`Ir::create_region`]; the op takes them.
    pub regions: Vec<RegionId>,
    /// The properties dictionary, if the op has properties.
    pub properties: Option<Attribute>,
    /// The discardable attributes dictionary.
    pub attributes: Attribute,
}

impl OperationState {
    /// A state for op `name` at `location` with nothing else.
    pub fn new(ir: &Ir, name: &str, location: Location) -> Self {
        OperationState {
            name: ir.ctx().intern_str(name),
            location,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            properties: None,
            attributes: ir.ctx().empty_dictionary(),
        }
    }
}

/// A mapping from old values and blocks to new ones, filled by cloning
/// (MLIR's `IRMapping`). Operands not in the mapping are kept as they are.
#[derive(Default, Debug, Clone)]
pub struct ValueMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl ValueMapping {
    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }

    /// The image of `value` (itself when unmapped).
    pub fn lookup_value(&self, value: Value) -> Value {
        self.values.get(&value).copied().unwrap_or(value)
    }

    /// The image of `block` (itself when unmapped).
    pub fn lookup_block(&self, block: BlockId) -> BlockId {
        self.blocks.get(&block).copied().unwrap_or(block)
    }
}

impl Ir {
    // ----- allocation -----------------------------------------------------------

    fn alloc_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let data = ValueData {
            ty,
            def,
            first_use: None,
            name_hint: None,
        };
        if let Some(value) = self.free_values.pop() {
            self.values[value.index()] = data;
            value
        } else {
            self.values.push(data);
            Value::from_index(self.values.len() - 1)
        }
    }

    /// A placeholder value of type `ty`, used by the parser for forward
    /// references; replace its uses and release it with [`Ir::release_placeholder`].
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        self.alloc_value(ty, ValueDef::Placeholder)
    }

    /// Frees a placeholder (or otherwise dead) value with no uses.
    pub fn release_placeholder(&mut self, value: Value) {
        if self.use_empty(value) {
            self.values[value.index()].def = ValueDef::Placeholder;
            self.free_values.push(value);
        }
    }

    /// Creates a detached operation from `state`; its regions become its own.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let data = OpData {
            name: state.name,
            location: state.location,
            parent: None,
            prev: None,
            next: None,
            operands: SmallVec::new(),
            results: SmallVec::new(),
            successors: state.successors,
            regions: state.regions,
            properties: state.properties,
            attributes: state.attributes,
            erased: false,
        };
        let op = if let Some(op) = self.free_ops.pop() {
            self.ops[op.index()] = data;
            op
        } else {
            self.ops.push(data);
            OpId::from_index(self.ops.len() - 1)
        };
        let results: SmallVec<[Value; 1]> = state
            .result_types
            .iter()
            .enumerate()
            .map(|(index, &ty)| {
                self.alloc_value(
                    ty,
                    ValueDef::OpResult {
                        op,
                        index: index as u32,
                    },
                )
            })
            .collect();
        self.ops[op.index()].results = results;
        for region in self.ops[op.index()].regions.clone() {
            self.regions[region.index()].parent = Some(op);
        }
        for (index, value) in state.operands.into_iter().enumerate() {
            self.ops[op.index()].operands.push(Operand {
                value,
                prev_use: None,
                next_use: None,
            });
            self.link_use(OpOperand {
                op,
                index: index as u32,
            });
        }
        op
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        let data = RegionData::default();
        if let Some(region) = self.free_regions.pop() {
            self.regions[region.index()] = data;
            region
        } else {
            self.regions.push(data);
            RegionId::from_index(self.regions.len() - 1)
        }
    }

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        let data = BlockData::default();
        if let Some(block) = self.free_blocks.pop() {
            self.blocks[block.index()] = data;
            block
        } else {
            self.blocks.push(data);
            BlockId::from_index(self.blocks.len() - 1)
        }
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, location: Location) -> Value {
        let index = self.blocks[block.index()].arguments.len() as u32;
        let value = self.alloc_value(ty, ValueDef::BlockArgument { block, index });
        let data = &mut self.blocks[block.index()];
        data.arguments.push(value);
        data.argument_locations.push(location);
        value
    }

    // ----- use lists ------------------------------------------------------------

    fn operand_mut(&mut self, at: OpOperand) -> &mut Operand {
        &mut self.ops[at.op.index()].operands[at.index as usize]
    }

    fn link_use(&mut self, at: OpOperand) {
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

    fn unlink_use(&mut self, at: OpOperand) {
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
    }

    /// Re-links operands `from..` of `op` after their indices changed.
    fn relink_operands_from(&mut self, op: OpId, from: usize) {
        for index in from..self.ops[op.index()].operands.len() {
            let at = OpOperand {
                op,
                index: index as u32,
            };
            let Operand {
                prev_use, next_use, ..
            } = *self.operand_mut(at);
            match prev_use {
                Some(prev) => self.operand_mut(prev).next_use = Some(at),
                None => {
                    let value = self.operand_mut(at).value;
                    self.values[value.index()].first_use = Some(at);
                }
            }
            if let Some(next) = next_use {
                self.operand_mut(next).prev_use = Some(at);
            }
        }
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        if index >= self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        let at = OpOperand {
            op,
            index: index as u32,
        };
        self.unlink_use(at);
        self.operand_mut(at).value = value;
        self.link_use(at);
        Ok(())
    }

    /// Replaces all operands of `op` with `values`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let count = self.num_operands(op);
        for index in (0..count).rev() {
            self.unlink_use(OpOperand {
                op,
                index: index as u32,
            });
        }
        let operands = &mut self.ops[op.index()].operands;
        operands.clear();
        operands.extend(values.iter().map(|&value| Operand {
            value,
            prev_use: None,
            next_use: None,
        }));
        for index in 0..values.len() {
            self.link_use(OpOperand {
                op,
                index: index as u32,
            });
        }
    }

    /// Inserts `value` as operand `index` of `op`, shifting later operands.
    pub fn insert_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        if index > self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        self.ops[op.index()].operands.insert(
            index,
            Operand {
                value,
                prev_use: None,
                next_use: None,
            },
        );
        self.relink_operands_from(op, index + 1);
        self.link_use(OpOperand {
            op,
            index: index as u32,
        });
        Ok(())
    }

    /// Removes operand `index` of `op`, shifting later operands.
    pub fn erase_operand(&mut self, op: OpId, index: usize) -> Result<(), IrError> {
        if index >= self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        self.unlink_use(OpOperand {
            op,
            index: index as u32,
        });
        self.ops[op.index()].operands.remove(index);
        self.relink_operands_from(op, index);
        Ok(())
    }

    /// Makes every use of `from` a use of `to`. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(at) = self.values[from.index()].first_use {
            self.unlink_use(at);
            self.operand_mut(at).value = to;
            self.link_use(at);
        }
    }

    /// Replaces each result of `op` with the matching value of `with`.
    pub fn replace_op_uses_with(&mut self, op: OpId, with: &[Value]) {
        let results = self.results(op).to_vec();
        for (from, &to) in results.into_iter().zip(with) {
            self.replace_all_uses_with(from, to);
        }
    }

    // ----- attributes, names ------------------------------------------------------

    /// Sets (or clears) a value's name hint.
    pub fn set_name_hint(&mut self, value: Value, hint: Option<&str>) {
        let symbol = hint.map(|h| self.ctx().intern_str(h));
        self.values[value.index()].name_hint = symbol;
    }

    /// Sets the value's type (used when a pass retypes a value in place).
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value.index()].ty = ty;
    }

    /// Sets the discardable attribute `name` of `op`.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attribute) {
        let ctx = self.ctx_arc().clone();
        let key = ctx.intern_str(name);
        let mut entries = match ctx.attr_data(self.attributes(op)) {
            crate::attributes::AttrData::Dictionary(entries) => entries.clone(),
            _ => Vec::new(),
        };
        match entries.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = value,
            None => entries.push((key, value)),
        }
        self.ops[op.index()].attributes = ctx.dictionary(entries);
    }

    /// Replaces the whole discardable attribute dictionary of `op`.
    pub fn set_attributes(&mut self, op: OpId, dictionary: Attribute) {
        self.ops[op.index()].attributes = dictionary;
    }

    /// Replaces the properties of `op`.
    pub fn set_properties(&mut self, op: OpId, properties: Option<Attribute>) {
        self.ops[op.index()].properties = properties;
    }

    /// Sets the location of `op`.
    pub fn set_op_location(&mut self, op: OpId, location: Location) {
        self.ops[op.index()].location = location;
    }

    // ----- linking ops into blocks ------------------------------------------------

    /// Inserts detached `op` into `block` before `before` (at the end if `None`).
    pub fn insert_op(
        &mut self,
        op: OpId,
        block: BlockId,
        before: Option<OpId>,
    ) -> Result<(), IrError> {
        if self.op(op).parent.is_some() {
            return Err(IrError::AlreadyAttached(format!("{op:?}")));
        }
        if let Some(before) = before
            && self.op(before).parent != Some(block)
        {
            return Err(IrError::NotInBlock { op: before, block });
        }
        let prev = match before {
            Some(before) => self.op(before).prev,
            None => self.block(block).last_op,
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
        Ok(())
    }

    /// Appends detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        self.insert_op(op, block, None)
    }

    /// Unlinks `op` from its block, leaving it detached (and alive).
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.op(op).parent else {
            return;
        };
        let (prev, next) = (self.op(op).prev, self.op(op).next);
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
    }

    /// Moves `op` (attached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) -> Result<(), IrError> {
        let Some(block) = self.op(before).parent else {
            return Err(IrError::NotInBlock {
                op: before,
                block: BlockId::from_index(0),
            });
        };
        self.detach_op(op);
        self.insert_op(op, block, Some(before))
    }

    /// Moves `op` to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) -> Result<(), IrError> {
        self.detach_op(op);
        self.insert_op(op, block, None)
    }

    // ----- linking blocks into regions --------------------------------------------

    /// Inserts detached `block` into `region` before `before` (at the end if `None`).
    pub fn insert_block(
        &mut self,
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        if self.block(block).parent.is_some() {
            return Err(IrError::AlreadyAttached(format!("{block:?}")));
        }
        let prev = match before {
            Some(before) => self.block(before).prev,
            None => self.region(region).last_block,
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
        Ok(())
    }

    /// Appends detached `block` at the end of `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) -> Result<(), IrError> {
        self.insert_block(block, region, None)
    }

    /// Unlinks `block` from its region, leaving it detached (and alive).
    pub fn detach_block(&mut self, block: BlockId) {
        let Some(region) = self.block(block).parent else {
            return;
        };
        let (prev, next) = (self.block(block).prev, self.block(block).next);
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
    }

    /// Splits `block` before `at`: `at` and every op after it move, in order, to
    /// a new block inserted right after `block`, which is returned (MLIR's
    /// `Block::splitBlock`). The new block has no arguments.
    pub fn split_block(&mut self, block: BlockId, at: OpId) -> Result<BlockId, IrError> {
        if self.op(at).parent != Some(block) {
            return Err(IrError::NotInBlock { op: at, block });
        }
        let new_block = self.create_block();
        if let Some(region) = self.block(block).parent {
            let next = self.block(block).next;
            self.insert_block(new_block, region, next)?;
        }
        let mut current = Some(at);
        while let Some(op) = current {
            current = self.op(op).next;
            self.detach_op(op);
            self.insert_op(op, new_block, None)?;
        }
        Ok(new_block)
    }

    /// Moves all blocks of `from` to the end of `to`, leaving `from` empty.
    pub fn take_region_body(&mut self, from: RegionId, to: RegionId) -> Result<(), IrError> {
        while let Some(block) = self.region(from).first_block {
            self.detach_block(block);
            self.append_block(to, block)?;
        }
        Ok(())
    }

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
        let nested: Vec<OpId> = self.walk_collect(op, super::WalkOrder::PostOrder);
        for &inner in &nested {
            for index in (0..self.num_operands(inner)).rev() {
                self.unlink_use(OpOperand {
                    op: inner,
                    index: index as u32,
                });
            }
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

    /// Erases an (attached or detached) block and all its ops. Fails if an
    /// argument is used outside the block.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for (argument, &value) in self.block_arguments(block).iter().enumerate() {
            if self
                .uses(value)
                .any(|u| !ops.iter().any(|&o| self.is_ancestor_or_self(o, u.op)))
            {
                return Err(IrError::ArgumentStillUsed { block, argument });
            }
        }
        for &op in ops.iter().rev() {
            for index in (0..self.num_operands(op)).rev() {
                self.unlink_use(OpOperand {
                    op,
                    index: index as u32,
                });
            }
        }
        for op in ops.into_iter().rev() {
            let nested = self.walk_collect(op, super::WalkOrder::PostOrder);
            for &inner in &nested {
                for index in (0..self.num_operands(inner)).rev() {
                    self.unlink_use(OpOperand {
                        op: inner,
                        index: index as u32,
                    });
                }
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

    // ----- cloning ----------------------------------------------------------------

    /// Deep-clones `op` (with its regions) into a new detached op. Operands are
    /// remapped through `mapping`, which is extended with every cloned result,
    /// block and block argument. Name hints are copied.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut ValueMapping) -> OpId {
        // Iterative: (source region, destination region) pairs still to copy.
        let new_op = self.clone_op_shallow(op, mapping);
        let mut work: Vec<(RegionId, RegionId)> = self
            .regions(op)
            .iter()
            .copied()
            .zip(self.regions(new_op).iter().copied())
            .collect();
        let mut created: Vec<OpId> = Vec::new();
        // First pass: create blocks and arguments so successors and forward
        // references can be remapped; then copy ops.
        let mut index = 0;
        while index < work.len() {
            let (src, dst) = work[index];
            index += 1;
            let blocks: Vec<BlockId> = self.region_blocks(src).collect();
            for &block in &blocks {
                let new_block = self.create_block();
                self.append_block(dst, new_block).ok();
                mapping.map_block(block, new_block);
                for (i, &arg) in self.block_arguments(block).to_vec().iter().enumerate() {
                    let loc = self.block_argument_location(block, i);
                    let new_arg = self.add_block_argument(new_block, self.value_type(arg), loc);
                    self.values[new_arg.index()].name_hint = self.name_hint(arg);
                    mapping.map_value(arg, new_arg);
                }
            }
            for &block in &blocks {
                let new_block = mapping.lookup_block(block);
                let ops: Vec<OpId> = self.block_ops(block).collect();
                for inner in ops {
                    let new_inner = self.clone_op_shallow(inner, mapping);
                    self.append_op(new_block, new_inner).ok();
                    created.push(new_inner);
                    work.extend(
                        self.regions(inner)
                            .iter()
                            .copied()
                            .zip(self.regions(new_inner).to_vec()),
                    );
                }
            }
        }
        // Second pass: remap operands and successors that referred to values or
        // blocks cloned after their user (forward references, graph regions).
        for new_inner in std::iter::once(new_op).chain(created) {
            for index in 0..self.num_operands(new_inner) {
                let value = self.op(new_inner).operands[index].value;
                let mapped = mapping.lookup_value(value);
                if mapped != value {
                    self.set_operand(new_inner, index, mapped).ok();
                }
            }
            let successors: Vec<BlockId> = self
                .successors(new_inner)
                .iter()
                .map(|&b| mapping.lookup_block(b))
                .collect();
            self.ops[new_inner.index()].successors = successors;
        }
        new_op
    }

    fn clone_op_shallow(&mut self, op: OpId, mapping: &mut ValueMapping) -> OpId {
        let data = self.op(op);
        let regions: Vec<RegionId> = (0..data.regions.len())
            .map(|_| RegionId::from_index(0))
            .collect();
        let mut state = OperationState {
            name: data.name,
            location: data.location,
            operands: data
                .operands
                .iter()
                .map(|o| mapping.lookup_value(o.value))
                .collect(),
            result_types: data.results.iter().map(|&r| self.value_type(r)).collect(),
            successors: data
                .successors
                .iter()
                .map(|&b| mapping.lookup_block(b))
                .collect(),
            regions,
            properties: data.properties,
            attributes: data.attributes,
        };
        for slot in state.regions.iter_mut() {
            *slot = self.create_region();
        }
        let old_results = self.results(op).to_vec();
        let new_op = self.create_op(state);
        for (old, new) in old_results.into_iter().zip(self.results(new_op).to_vec()) {
            self.values[new.index()].name_hint = self.name_hint(old);
            mapping.map_value(old, new);
        }
        new_op
    }
}
