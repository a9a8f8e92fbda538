//! The storage of one IR tree and read access to it. MLIR spreads this over
//! `Operation`, `Block`, `Region` and `Value`; here one [`Ir`] owns dense
//! tables of each, and handles ([`OpId`], [`BlockId`], [`RegionId`], [`Value`])
//! index them. Reads take `&Ir`; every mutation takes `&mut Ir` and keeps the
//! use-lists exact (see `mutate.rs`).
//!
//! Invariants:
//! - ops in a block, and blocks in a region, form doubly linked lists;
//! - every operand is linked into its value's use-list, which is doubly linked
//!   through the operands themselves, so removing a use is O(1);
//! - erased entities are put on free lists and their slots reused.

mod clone;
mod entity;
mod erase;
mod mutate;
mod walk;

use std::sync::Arc;

use smallvec::SmallVec;
use thin_vec::ThinVec;

use crate::attributes::Attribute;
use crate::context::{Context, Symbol};
use crate::location::Location;
use crate::registry::{OpDefinition, OpTraits};
use crate::types::Type;

pub use clone::ValueMapping;
pub use entity::{BlockId, OpId, OpOperand, RegionId, Value, ValueDef};
pub use mutate::{IrError, OperationState};
pub use walk::WalkOrder;

#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand {
    pub(crate) value: Value,
    pub(crate) prev_use: Option<OpOperand>,
    pub(crate) next_use: Option<OpOperand>,
}

#[derive(Debug)]
pub(crate) struct OpData {
    pub(crate) name: Symbol,
    pub(crate) location: Location,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
    pub(crate) operands: SmallVec<[Operand; 2]>,
    pub(crate) results: SmallVec<[Value; 1]>,
    /// Successors and regions are rare: a `ThinVec` is one null pointer when empty.
    pub(crate) successors: ThinVec<BlockId>,
    pub(crate) regions: ThinVec<RegionId>,
    pub(crate) properties: Option<Attribute>,
    pub(crate) attributes: Attribute,
    pub(crate) erased: bool,
}

#[derive(Debug, Default)]
pub(crate) struct BlockData {
    pub(crate) parent: Option<RegionId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
    pub(crate) first_op: Option<OpId>,
    pub(crate) last_op: Option<OpId>,
    pub(crate) arguments: Vec<Value>,
    pub(crate) argument_locations: Vec<Location>,
    pub(crate) erased: bool,
}

#[derive(Debug, Default)]
pub(crate) struct RegionData {
    pub(crate) parent: Option<OpId>,
    pub(crate) first_block: Option<BlockId>,
    pub(crate) last_block: Option<BlockId>,
    pub(crate) erased: bool,
}

#[derive(Debug)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    pub(crate) def: ValueDef,
    pub(crate) first_use: Option<OpOperand>,
    pub(crate) name_hint: Option<Symbol>,
}

/// The operations, blocks, regions and values of one IR tree (typically one
/// `builtin.module` and everything nested in it), plus the shared [`Context`].
pub struct Ir {
    ctx: Arc<Context>,
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) free_ops: Vec<OpId>,
    pub(crate) free_blocks: Vec<BlockId>,
    pub(crate) free_regions: Vec<RegionId>,
    pub(crate) free_values: Vec<Value>,
}

impl Ir {
    /// Empty storage using `ctx` for types, attributes and the op registry.
    pub fn new(ctx: Arc<Context>) -> Self {
        Ir {
            ctx,
            ops: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            free_ops: Vec::new(),
            free_blocks: Vec::new(),
            free_regions: Vec::new(),
            free_values: Vec::new(),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// A shared handle to the context.
    pub fn ctx_arc(&self) -> &Arc<Context> {
        &self.ctx
    }

    /// How many live operations the storage holds.
    pub fn num_live_ops(&self) -> usize {
        self.ops.len() - self.free_ops.len()
    }

    pub(crate) fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    pub(crate) fn block(&self, block: BlockId) -> &BlockData {
        &self.blocks[block.index()]
    }

    pub(crate) fn region(&self, region: RegionId) -> &RegionData {
        &self.regions[region.index()]
    }

    pub(crate) fn value(&self, value: Value) -> &ValueData {
        &self.values[value.index()]
    }

    // ----- operations -------------------------------------------------------

    /// The op's full name symbol (`dialect.op`).
    pub fn op_name(&self, op: OpId) -> Symbol {
        self.op(op).name
    }

    /// The op's full name as text.
    pub fn op_name_str(&self, op: OpId) -> &str {
        self.ctx.str(self.op(op).name)
    }

    /// The registered definition of the op, if its name is registered.
    pub fn op_definition(&self, op: OpId) -> Option<&'static OpDefinition> {
        self.ctx.op_definition(self.op(op).name)
    }

    /// The traits of the op (empty for unregistered ops).
    pub fn op_traits(&self, op: OpId) -> OpTraits {
        self.op_definition(op)
            .map_or(OpTraits::empty(), |d| d.traits)
    }

    /// Whether the op has all of `traits`.
    pub fn has_trait(&self, op: OpId, traits: OpTraits) -> bool {
        self.op_traits(op).contains(traits)
    }

    /// The op's implementation of interface `I` (a `dyn Trait`), if it has
    /// one (MLIR's `dyn_cast<I>(op)`): one hash lookup.
    pub fn interface<I>(&self, op: OpId) -> Option<&'static I>
    where
        I: ?Sized + crate::interface_map::OpInterface,
    {
        self.ctx().interface::<I>(self.op_name(op))
    }

    /// The op's location.
    pub fn op_location(&self, op: OpId) -> Location {
        self.op(op).location
    }

    /// The operands, in order.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.op(op).operands.iter().map(|o| o.value)
    }

    /// Operand `index`.
    pub fn operand(&self, op: OpId, index: usize) -> Option<Value> {
        self.op(op).operands.get(index).map(|o| o.value)
    }

    /// How many operands.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len()
    }

    /// The results, in order.
    pub fn results(&self, op: OpId) -> &[Value] {
        &self.op(op).results
    }

    /// The successor blocks.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.op(op).successors
    }

    /// The regions owned by the op.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.op(op).regions
    }

    /// The properties (inherent attributes) dictionary, if any: `<{...}>`.
    pub fn properties(&self, op: OpId) -> Option<Attribute> {
        self.op(op).properties
    }

    /// The discardable attributes dictionary: `{...}`.
    pub fn attributes(&self, op: OpId) -> Attribute {
        self.op(op).attributes
    }

    /// The attribute `name`, from the properties first, then the discardable
    /// attributes (as MLIR's `Operation::getAttr` does for inherent attributes).
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let data = self.op(op);
        data.properties
            .and_then(|props| props.dict_get(&self.ctx, name))
            .or_else(|| data.attributes.dict_get(&self.ctx, name))
    }

    /// The block that contains the op, if it is attached.
    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent
    }

    /// The op that (transitively) contains this one, if any.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.op(op).parent?;
        let region = self.block(block).parent?;
        self.region(region).parent
    }

    /// `op`, then the op that contains it, and so on up to the root.
    pub fn ancestors(&self, op: OpId) -> impl Iterator<Item = OpId> + '_ {
        std::iter::successors(Some(op), |&current| self.parent_op(current))
    }

    /// The next op in the same block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).next
    }

    /// The previous op in the same block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).prev
    }

    /// Whether the op has been erased (its handle is dangling).
    pub fn is_erased(&self, op: OpId) -> bool {
        self.op(op).erased
    }

    // ----- blocks -------------------------------------------------------------

    /// The ops of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            next: self.block(block).first_op,
        }
    }

    /// The first op of a block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.block(block).first_op
    }

    /// The last op of a block (its terminator, in a valid SSACFG region).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.block(block).last_op
    }

    /// The block's arguments.
    pub fn block_arguments(&self, block: BlockId) -> &[Value] {
        &self.block(block).arguments
    }

    /// The location of block argument `index`.
    pub fn block_argument_location(&self, block: BlockId, index: usize) -> Location {
        self.block(block)
            .argument_locations
            .get(index)
            .copied()
            .unwrap_or_default()
    }

    /// The region that contains the block.
    pub fn block_parent_region(&self, block: BlockId) -> Option<RegionId> {
        self.block(block).parent
    }

    /// The op that owns the region that contains the block.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region(self.block(block).parent?).parent
    }

    /// The next block in the same region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.block(block).next
    }

    // ----- regions ------------------------------------------------------------

    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: RegionId) -> RegionBlocks<'_> {
        RegionBlocks {
            ir: self,
            next: self.region(region).first_block,
        }
    }

    /// The entry block of a region, if it has blocks.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.region(region).first_block
    }

    /// The op that owns the region.
    pub fn region_parent_op(&self, region: RegionId) -> Option<OpId> {
        self.region(region).parent
    }

    /// Whether the region has been erased (its handle is dangling).
    pub fn is_region_erased(&self, region: RegionId) -> bool {
        self.region(region).erased
    }

    /// Whether the block has been erased (its handle is dangling).
    pub fn is_block_erased(&self, block: BlockId) -> bool {
        self.block(block).erased
    }

    /// The position of `region` among its parent's regions.
    pub fn region_index(&self, region: RegionId) -> Option<usize> {
        let parent = self.region(region).parent?;
        self.regions(parent).iter().position(|&r| r == region)
    }

    // ----- values -------------------------------------------------------------

    /// The value's type.
    pub fn value_type(&self, value: Value) -> Type {
        self.value(value).ty
    }

    /// What defines the value.
    pub fn value_def(&self, value: Value) -> ValueDef {
        self.value(value).def
    }

    /// The op that defines the value, if it is an op result.
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.value(value).def {
            ValueDef::OpResult { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The block that defines the value: the block of its defining op, or the
    /// block it is an argument of.
    pub fn value_parent_block(&self, value: Value) -> Option<BlockId> {
        match self.value(value).def {
            ValueDef::OpResult { op, .. } => self.op(op).parent,
            ValueDef::BlockArgument { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }

    /// The value's name hint (from the source, or set by a pass).
    pub fn name_hint(&self, value: Value) -> Option<Symbol> {
        self.value(value).name_hint
    }

    /// The uses of the value, most recently added first.
    pub fn uses(&self, value: Value) -> Uses<'_> {
        Uses {
            ir: self,
            next: self.value(value).first_use,
        }
    }

    /// Whether the value has no uses.
    pub fn use_empty(&self, value: Value) -> bool {
        self.value(value).first_use.is_none()
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let op = self.next?;
        self.next = self.ir.op(op).next;
        Some(op)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    ir: &'a Ir,
    next: Option<BlockId>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let block = self.next?;
        self.next = self.ir.block(block).next;
        Some(block)
    }
}

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    ir: &'a Ir,
    next: Option<OpOperand>,
}

impl Iterator for Uses<'_> {
    type Item = OpOperand;
    fn next(&mut self) -> Option<OpOperand> {
        let current = self.next?;
        self.next = self.ir.op(current.op).operands[current.index as usize].next_use;
        Some(current)
    }
}

#[cfg(test)]
mod tests;
