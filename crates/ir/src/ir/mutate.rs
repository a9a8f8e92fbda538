//! Mutation of the IR: creating, inserting, moving, splitting, cloning and
//! erasing ops, blocks and regions, and editing operands. Every function here
//! keeps use-lists exact. Mirrors the mutating half of MLIR's `Operation`,
//! `Block` and `Region` APIs (`erase`, `moveBefore`, `splitBlock`, `clone` with
//! an `IRMapping`, `replaceAllUsesWith`).

use smallvec::SmallVec;
use thin_vec::ThinVec;
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
    /// Inserting a block before a block of another region.
    #[error("{block:?} is not in {region:?}")]
    NotInRegion { block: BlockId, region: RegionId },
    /// Inserting an op into a block nested inside the op itself.
    #[error("cannot insert {0}: it would contain itself")]
    Cycle(String),
    /// Erasing an op or block that is already erased.
    #[error("{0} is already erased")]
    AlreadyErased(String),
    /// Erasing a block that a branch outside it still targets.
    #[error("cannot erase {block:?}: {op:?} still branches to it")]
    BlockStillUsed { block: BlockId, op: OpId },
    /// Using a detached op as a position in a block.
    #[error("{0:?} is not in a block")]
    Detached(OpId),
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
        Self::new_interned(ir, ir.ctx().intern_str(name), location)
    }

    /// A state for the op named by the interned `name`.
    pub fn new_interned(ir: &Ir, name: Symbol, location: Location) -> Self {
        OperationState {
            name,
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
        if self.use_empty(value) && self.value(value).def == ValueDef::Placeholder {
            self.values[value.index()].def = ValueDef::Placeholder;
            self.free_values.push(value);
        }
    }

    /// Creates a detached operation from `state`; its regions become its own.
    ///
    /// The regions must be detached ones (fresh from [`Ir::create_region`]);
    /// giving a region that another op owns is not checked and would leave
    /// both ops claiming it.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let data = OpData {
            name: state.name,
            location: state.location,
            parent: None,
            prev: None,
            next: None,
            operands: SmallVec::new(),
            results: SmallVec::new(),
            successors: ThinVec::from(state.successors),
            regions: ThinVec::from(state.regions),
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

    pub(super) fn unlink_use(&mut self, at: OpOperand) {
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

    /// Removes every operand of `op` from its value's use-list (the operands
    /// themselves stay until the op's storage is freed or reset).
    pub(super) fn drop_operand_uses(&mut self, op: OpId) {
        self.unlink_operands_from(op, 0);
    }

    /// Unlinks operands `from..` of `op` (before their indices change).
    fn unlink_operands_from(&mut self, op: OpId, from: usize) {
        for index in (from..self.num_operands(op)).rev() {
            self.unlink_use(OpOperand {
                op,
                index: index as u32,
            });
        }
    }

    /// Links operands `from..` of `op` (after their indices changed).
    fn link_operands_from(&mut self, op: OpId, from: usize) {
        for index in from..self.num_operands(op) {
            self.link_use(OpOperand {
                op,
                index: index as u32,
            });
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
        self.unlink_operands_from(op, 0);
        let operands = &mut self.ops[op.index()].operands;
        operands.clear();
        operands.extend(values.iter().map(|&value| Operand {
            value,
            prev_use: None,
            next_use: None,
        }));
        self.link_operands_from(op, 0);
    }

    /// Inserts `value` as operand `index` of `op`, shifting later operands.
    pub fn insert_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        if index > self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        // Uses are linked by operand index: take the shifting tail out of the
        // use-lists, shift, and link it back.
        self.unlink_operands_from(op, index);
        self.ops[op.index()].operands.insert(
            index,
            Operand {
                value,
                prev_use: None,
                next_use: None,
            },
        );
        self.link_operands_from(op, index);
        Ok(())
    }

    /// Removes operand `index` of `op`, shifting later operands.
    pub fn erase_operand(&mut self, op: OpId, index: usize) -> Result<(), IrError> {
        if index >= self.num_operands(op) {
            return Err(IrError::NoSuchOperand { op, index });
        }
        self.unlink_operands_from(op, index);
        self.ops[op.index()].operands.remove(index);
        self.link_operands_from(op, index);
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

    /// Sets the location of argument `index` of `block` (no-op if out of range).
    pub fn set_block_argument_location(
        &mut self,
        block: BlockId,
        index: usize,
        location: Location,
    ) {
        if let Some(slot) = self.blocks[block.index()].argument_locations.get_mut(index) {
            *slot = location;
        }
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
        if self.block_is_inside(block, op) {
            return Err(IrError::Cycle(format!("{op:?} into its own {block:?}")));
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
            return Err(IrError::Detached(before));
        };
        if op == before {
            return Ok(());
        }
        if self.block_is_inside(block, op) {
            return Err(IrError::Cycle(format!("{op:?} into its own {block:?}")));
        }
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
        if let Some(before) = before
            && self.block(before).parent != Some(region)
        {
            return Err(IrError::NotInRegion {
                block: before,
                region,
            });
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
        if from == to {
            return Ok(());
        }
        while let Some(block) = self.region(from).first_block {
            self.detach_block(block);
            self.append_block(to, block)?;
        }
        Ok(())
    }
}
