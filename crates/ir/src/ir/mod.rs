//! The storage of an IR tree and read access to it. MLIR spreads this over
//! `Operation`, `Block`, `Region` and `Value`; here an [`Ir`] owns a table of
//! [`Body`]s, each with dense tables of records, and `Copy` handles
//! ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]) index them.
//!
//! **Storage per isolated body.** The regions of every isolated-from-above
//! op live in a body of their own (the top level is body 0), so no use-list
//! and no list link crosses a body. [`Ir::split`] lends the bodies of sibling
//! isolated ops (functions) to parts that threads can mutate in safe Rust,
//! and [`IrParts::join`] puts them back; both cost O(bodies), and handles
//! stay valid across them.
//!
//! Reads take `&Ir`. Every mutation takes `&mut Ir`, checks its
//! preconditions (returning an [`IrError`] and changing nothing when they
//! fail), keeps use-lists exact and records a [`Change`] when an observer
//! asked for them.
//!
//! Invariants:
//! - ops in a block, and blocks in a region, form doubly linked lists;
//! - every operand is linked into its value's use-list, and every successor
//!   into its block's predecessor list, both doubly linked through the
//!   operand and successor slots themselves, so removing a use is O(1);
//! - an isolated-from-above op with regions owns a body holding exactly
//!   those regions (and what is nested in them);
//! - erased entities bump their slot's generation and go on free lists, so
//!   a stale handle is detected, never confused with a new entity.

mod attribute_edits;
mod body;
mod body_table;
mod changes;
mod clone;
mod create;
mod entity;
mod entity_map;
mod erase;
mod error;
mod invariants;
mod operands;
mod order;
mod split;
mod state;
mod structure;
mod values;
mod walk;

use std::sync::Arc;
use std::sync::atomic::AtomicU32;

use crate::attributes::Attribute;
use crate::context::{Context, Symbol};
use crate::location::Location;
use crate::types::Type;

pub use body::Body;
use body::stale;
pub(crate) use body::{LocalDef, OpData};
use body_table::BodyTable;
pub use changes::Change;
pub(crate) use changes::ChangeLog;
pub use clone::ValueMapping;
pub use entity::{BlockId, BlockOperand, BodyId, OpId, OpOperand, RegionId, Value, ValueDef};
pub(crate) use entity::{LocalBlock, LocalOp, UseRef};
pub use entity_map::EntityMap;
pub use error::{Entity, IrError};
pub use split::IrParts;
pub use state::OperationState;
pub use walk::WalkOrder;

/// The operations, blocks, regions and values of one IR tree (typically one
/// `builtin.module` and everything nested in it), stored per body, plus the
/// shared [`Context`].
///
/// A *part* made by [`Ir::split`] is an `Ir` too: it holds the bodies lent
/// to it, and reads everything else from the rest of the tree (shared,
/// read-only).
pub struct Ir {
    ctx: Arc<Context>,
    bodies: BodyTable,
    /// For a part: the rest of the tree, read-only.
    shared: Option<Arc<Ir>>,
    /// The next body id, shared with parts so ids stay unique.
    next_body: Arc<AtomicU32>,
    root: BodyId,
    /// For a part: what the part may change of its root op, which lives in
    /// the shared rest of the tree (see `Ir::split`).
    anchor: Option<split::Anchor>,
    pub(crate) changes: ChangeLog,
    /// The data of the tree's `dense_resource` attributes and its external
    /// resources (a part has none of its own).
    resources: crate::resources::Resources,
}

impl std::fmt::Debug for Ir {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ir")
            .field("bodies", &self.body_ids())
            .field("is_part", &self.shared.is_some())
            .finish_non_exhaustive()
    }
}

impl Ir {
    /// Empty storage using `ctx` for types, attributes and the op registry,
    /// with one body for the top level.
    #[inline]
    pub fn new(ctx: Arc<Context>) -> Self {
        let root = BodyId::from_index(0);
        let mut bodies = BodyTable::whole();
        bodies.insert(Body::new(root));
        Ir {
            ctx,
            bodies,
            shared: None,
            next_body: Arc::new(AtomicU32::new(1)),
            root,
            anchor: None,
            changes: ChangeLog::default(),
            resources: crate::resources::Resources::default(),
        }
    }

    /// The resources of this tree (see [`crate::resources`]).
    #[inline]
    pub fn resources(&self) -> &crate::resources::Resources {
        &self.resources
    }

    /// The resources of this tree, to add to.
    #[inline]
    pub fn resources_mut(&mut self) -> &mut crate::resources::Resources {
        &mut self.resources
    }

    /// The context.
    #[inline]
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// A shared handle to the context.
    #[inline]
    pub fn ctx_arc(&self) -> &Arc<Context> {
        &self.ctx
    }

    /// The top-level body: where top-level and detached ops live unless
    /// created elsewhere.
    #[inline]
    pub fn root_body(&self) -> BodyId {
        self.root
    }

    /// Makes `body` the top-level body (the parser does, when it wraps the
    /// top-level ops in an implicit module whose body the old root becomes).
    #[inline]
    pub(crate) fn set_root_body(&mut self, body: BodyId) {
        self.root = body;
    }

    /// How many live operations the bodies held by this `Ir` contain.
    #[inline]
    pub fn num_live_ops(&self) -> usize {
        self.bodies.iter().map(Body::num_live_ops).sum()
    }

    /// The ids of the bodies held by this `Ir` (not those of a shared rest).
    #[inline]
    pub fn body_ids(&self) -> Vec<BodyId> {
        self.bodies.iter().map(|b| b.id).collect()
    }

    /// Whether this `Ir` holds `body` (and may mutate it).
    #[inline]
    pub fn holds_body(&self, body: BodyId) -> bool {
        self.bodies.get(body).is_some()
    }

    /// The body with id `id`, if this `Ir` or the tree it is part of has it.
    #[inline]
    pub fn try_body(&self, id: BodyId) -> Option<&Body> {
        match self.bodies.get(id) {
            Some(body) => Some(body),
            None => self.shared.as_ref()?.try_body(id),
        }
    }

    /// The body with id `id`. Panics if neither this `Ir` nor the tree it is
    /// part of has it.
    #[inline]
    pub fn body(&self, id: BodyId) -> &Body {
        match self.bodies.get(id) {
            Some(body) => body,
            None => self.shared_body(id),
        }
    }

    #[cold]
    fn shared_body(&self, id: BodyId) -> &Body {
        match self.shared.as_ref().and_then(|s| s.try_body(id)) {
            Some(body) => body,
            None => stale(Entity::Body(id)),
        }
    }

    /// The body `id` for mutation; only bodies this `Ir` holds.
    #[inline]
    pub(crate) fn body_mut(&mut self, id: BodyId) -> Result<&mut Body, IrError> {
        self.bodies
            .get_mut(id)
            .ok_or(IrError::NotLive(Entity::Body(id)))
    }

    /// The isolated op whose regions `body` stores (`None` for the top level).
    #[inline]
    pub fn body_owner(&self, body: BodyId) -> Option<OpId> {
        self.body(body).owner
    }

    /// The body of the isolated op `op`'s regions, if it has regions.
    #[inline]
    pub fn owned_body(&self, op: OpId) -> Option<BodyId> {
        let region = *self.op(op).regions.first()?;
        (region.body() != op.body()).then_some(region.body())
    }

    // ----- change tracking ----------------------------------------------------

    /// Turns recording of [`Change`]s on or off; returns whether it was on.
    /// While it is on, every mutation appends to the log, which
    /// [`Ir::take_changes`] drains.
    #[inline]
    pub fn set_change_recording(&mut self, on: bool) -> bool {
        self.changes.set_recording(on)
    }

    /// Whether changes are being recorded.
    #[inline]
    pub fn is_recording_changes(&self) -> bool {
        self.changes.is_recording()
    }

    /// The changes recorded since the last drain, in order.
    #[inline]
    pub fn pending_changes(&self) -> &[Change] {
        self.changes.pending()
    }

    /// Drains the changes recorded so far.
    #[inline]
    pub fn take_changes(&mut self) -> Vec<Change> {
        self.changes.drain()
    }

    // ----- liveness -----------------------------------------------------------

    /// Whether `op` names a live op (not erased) that this tree holds.
    #[inline]
    pub fn is_live(&self, op: OpId) -> bool {
        self.try_body(op.body())
            .and_then(|b| b.ops.get(op.index()))
            .is_some_and(|d| d.generation == op.generation())
    }

    /// Whether `block` names a live block.
    #[inline]
    pub fn is_block_live(&self, block: BlockId) -> bool {
        self.try_body(block.body())
            .and_then(|b| b.blocks.get(block.index()))
            .is_some_and(|d| d.generation == block.generation())
    }

    /// Whether `region` names a live region.
    #[inline]
    pub fn is_region_live(&self, region: RegionId) -> bool {
        self.try_body(region.body())
            .and_then(|b| b.regions.get(region.index()))
            .is_some_and(|d| d.generation == region.generation())
    }

    /// Whether `value` names a live value.
    #[inline]
    pub fn is_value_live(&self, value: Value) -> bool {
        self.try_body(value.body())
            .and_then(|b| b.values.get(value.index()))
            .is_some_and(|d| d.generation == value.generation() && d.def() != LocalDef::Free)
    }

    /// Whether the op has been erased (its handle is stale).
    #[inline]
    pub fn is_erased(&self, op: OpId) -> bool {
        !self.is_live(op)
    }

    /// Whether the block has been erased (its handle is stale).
    #[inline]
    pub fn is_block_erased(&self, block: BlockId) -> bool {
        !self.is_block_live(block)
    }

    /// Whether the region has been erased (its handle is stale).
    #[inline]
    pub fn is_region_erased(&self, region: RegionId) -> bool {
        !self.is_region_live(region)
    }

    #[inline]
    pub(crate) fn check_op(&self, op: OpId) -> Result<(), IrError> {
        if self.is_live(op) {
            Ok(())
        } else {
            Err(IrError::NotLive(Entity::Op(op)))
        }
    }

    #[inline]
    pub(crate) fn check_block(&self, block: BlockId) -> Result<(), IrError> {
        if self.is_block_live(block) {
            Ok(())
        } else {
            Err(IrError::NotLive(Entity::Block(block)))
        }
    }

    #[inline]
    pub(crate) fn check_region(&self, region: RegionId) -> Result<(), IrError> {
        if self.is_region_live(region) {
            Ok(())
        } else {
            Err(IrError::NotLive(Entity::Region(region)))
        }
    }

    #[inline]
    pub(crate) fn check_value(&self, value: Value) -> Result<(), IrError> {
        if self.is_value_live(value) {
            Ok(())
        } else {
            Err(IrError::NotLive(Entity::Value(value)))
        }
    }

    // ----- records --------------------------------------------------------------

    #[inline]
    pub(crate) fn op(&self, op: OpId) -> &OpData {
        self.body(op.body()).op_data(op)
    }

    #[inline]
    pub(crate) fn block(&self, block: BlockId) -> &body::BlockData {
        self.body(block.body()).block_data(block)
    }

    #[inline]
    pub(crate) fn region(&self, region: RegionId) -> &body::RegionData {
        self.body(region.body()).region_data(region)
    }

    #[inline]
    pub(crate) fn value(&self, value: Value) -> &body::ValueData {
        self.body(value.body()).value_data(value)
    }

    // ----- operations -------------------------------------------------------

    /// The op's full name symbol (`dialect.op`).
    #[inline]
    pub fn op_name(&self, op: OpId) -> Symbol {
        self.op(op).name
    }

    /// The op's full name as text.
    #[inline]
    pub fn op_name_str(&self, op: OpId) -> &str {
        self.ctx.str(self.op(op).name)
    }

    /// The op's location.
    #[inline]
    pub fn op_location(&self, op: OpId) -> Location {
        match self.anchor_of(op) {
            Some(anchor) => anchor.location,
            None => self.op(op).location,
        }
    }

    /// The operands, in order.
    #[inline]
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + Clone + '_ {
        let body = self.body(op.body());
        body.op_data(op)
            .operands
            .iter()
            .map(move |o| body.value_handle(o.value))
    }

    /// Operand `index`.
    #[inline]
    pub fn operand(&self, op: OpId, index: usize) -> Option<Value> {
        let body = self.body(op.body());
        body.op_data(op)
            .operands
            .get(index)
            .map(|o| body.value_handle(o.value))
    }

    /// The types of the operands, in order (one body lookup).
    pub fn operand_types(&self, op: OpId) -> smallvec::SmallVec<[Type; 4]> {
        self.operand_type_iter(op).collect()
    }

    /// The types of the operands, in order, without collecting them (one
    /// body lookup).
    pub fn operand_type_iter(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        let body = self.body(op.body());
        body.op_data(op)
            .operands
            .iter()
            .map(|o| body.values[o.value.index()].ty)
    }

    /// The types of the results, in order (one body lookup).
    pub fn result_types(&self, op: OpId) -> smallvec::SmallVec<[Type; 4]> {
        self.result_type_iter(op).collect()
    }

    /// The types of the results, in order, without collecting them (one
    /// body lookup).
    pub fn result_type_iter(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        let body = self.body(op.body());
        body.op_data(op)
            .results
            .as_slice()
            .iter()
            .map(|r| body.values[r.index()].ty)
    }

    /// How many operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len()
    }

    /// The results, in order.
    #[inline]
    pub fn results(&self, op: OpId) -> &[Value] {
        self.op(op).results.as_slice()
    }

    /// The successor blocks.
    #[inline]
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.op(op).successors
    }

    /// The regions owned by the op.
    #[inline]
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.op(op).regions
    }

    /// The properties (inherent attributes) dictionary, if any: `<{...}>`.
    #[inline]
    pub fn properties(&self, op: OpId) -> Option<Attribute> {
        match self.anchor_of(op) {
            Some(anchor) => anchor.properties,
            None => self.op(op).properties,
        }
    }

    /// The discardable attributes dictionary: `{...}`.
    #[inline]
    pub fn attributes(&self, op: OpId) -> Attribute {
        match self.anchor_of(op) {
            Some(anchor) => anchor.attributes,
            None => self.op(op).attributes,
        }
    }

    /// The attribute `name`, from the properties first, then the discardable
    /// attributes (as MLIR's `Operation::getAttr` does for inherent attributes).
    #[inline]
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.properties(op)
            .and_then(|props| props.dict_get(&self.ctx, name))
            .or_else(|| self.attributes(op).dict_get(&self.ctx, name))
    }

    /// The block that contains the op, if it is attached.
    #[inline]
    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        let body = self.body(op.body());
        let parent = body.op_data(op).parent?;
        Some(body.block_handle(parent))
    }

    /// The op that (transitively) contains this one, if any.
    #[inline]
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let body = self.body(op.body());
        let block = body.op_data(op).parent?;
        let region = body.blocks[block.index()].parent?;
        body.regions[region.index()].parent
    }

    /// `op`, then the op that contains it, and so on up to the root.
    #[inline]
    pub fn ancestors(&self, op: OpId) -> impl Iterator<Item = OpId> + '_ {
        std::iter::successors(Some(op), |&current| self.parent_op(current))
    }

    /// The next op in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        let body = self.body(op.body());
        let next = body.op_data(op).next?;
        Some(body.op_handle(next))
    }

    /// The previous op in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        let body = self.body(op.body());
        let prev = body.op_data(op).prev?;
        Some(body.op_handle(prev))
    }

    // ----- blocks -------------------------------------------------------------

    /// The ops of a block, in order.
    #[inline]
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        let body = self.body(block.body());
        BlockOps {
            body,
            next: body.block_data(block).first_op,
        }
    }

    /// The first op of a block.
    #[inline]
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        let body = self.body(block.body());
        let first = body.block_data(block).first_op?;
        Some(body.op_handle(first))
    }

    /// The last op of a block (its terminator, in a valid SSACFG region).
    #[inline]
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        let body = self.body(block.body());
        let last = body.block_data(block).last_op?;
        Some(body.op_handle(last))
    }

    /// The block's arguments.
    #[inline]
    pub fn block_arguments(&self, block: BlockId) -> &[Value] {
        &self.block(block).arguments
    }

    /// The location of block argument `index`.
    #[inline]
    pub fn block_argument_location(&self, block: BlockId, index: usize) -> Location {
        self.block(block)
            .argument_locations
            .get(index)
            .copied()
            .unwrap_or_default()
    }

    /// The region that contains the block.
    #[inline]
    pub fn block_parent_region(&self, block: BlockId) -> Option<RegionId> {
        let body = self.body(block.body());
        let parent = body.block_data(block).parent?;
        Some(body.region_handle(parent))
    }

    /// The op that owns the region that contains the block.
    #[inline]
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        let body = self.body(block.body());
        let parent = body.block_data(block).parent?;
        body.regions[parent.index()].parent
    }

    /// The next block in the same region.
    #[inline]
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        let body = self.body(block.body());
        let next = body.block_data(block).next?;
        Some(body.block_handle(next))
    }

    /// The previous block in the same region.
    #[inline]
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        let body = self.body(block.body());
        let prev = body.block_data(block).prev?;
        Some(body.block_handle(prev))
    }

    /// The branches to `block` (MLIR's `Block::getUses`): each successor
    /// slot naming it, most recently linked first.
    #[inline]
    pub fn block_uses(&self, block: BlockId) -> BlockUses<'_> {
        let body = self.body(block.body());
        BlockUses {
            body,
            next: body.block_data(block).first_predecessor,
        }
    }

    /// The blocks that branch to `block` (with repetitions, as MLIR's
    /// `getPredecessors`).
    #[inline]
    pub fn predecessors(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.block_uses(block)
            .filter_map(|u| self.op_parent_block(u.op))
    }

    /// Whether no branch targets `block`.
    #[inline]
    pub fn has_no_predecessors(&self, block: BlockId) -> bool {
        self.block(block).first_predecessor.is_none()
    }

    // ----- regions ------------------------------------------------------------

    /// The blocks of a region, in order.
    #[inline]
    pub fn region_blocks(&self, region: RegionId) -> RegionBlocks<'_> {
        let body = self.body(region.body());
        RegionBlocks {
            body,
            next: body.region_data(region).first_block,
        }
    }

    /// The entry block of a region, if it has blocks.
    #[inline]
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        let body = self.body(region.body());
        let first = body.region_data(region).first_block?;
        Some(body.block_handle(first))
    }

    /// The last block of a region.
    #[inline]
    pub fn last_block(&self, region: RegionId) -> Option<BlockId> {
        let body = self.body(region.body());
        let last = body.region_data(region).last_block?;
        Some(body.block_handle(last))
    }

    /// The op that owns the region.
    #[inline]
    pub fn region_parent_op(&self, region: RegionId) -> Option<OpId> {
        self.region(region).parent
    }

    /// The position of `region` among its parent's regions.
    #[inline]
    pub fn region_index(&self, region: RegionId) -> Option<usize> {
        let parent = self.region(region).parent?;
        self.regions(parent).iter().position(|&r| r == region)
    }

    /// A counter that changes whenever the region's control-flow graph
    /// changes (blocks inserted, removed or moved; successors changed), so
    /// an analysis cached for it can tell it is stale.
    #[inline]
    pub fn region_cfg_version(&self, region: RegionId) -> u32 {
        self.region(region).cfg_version
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    body: &'a Body,
    next: Option<LocalOp>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    #[inline]
    fn next(&mut self) -> Option<OpId> {
        let op = self.next?;
        let data = &self.body.ops[op.index()];
        self.next = data.next;
        Some(OpId::new(self.body.id, op, data.generation))
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    body: &'a Body,
    next: Option<LocalBlock>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    #[inline]
    fn next(&mut self) -> Option<BlockId> {
        let block = self.next?;
        let data = &self.body.blocks[block.index()];
        self.next = data.next;
        Some(BlockId::new(self.body.id, block, data.generation))
    }
}

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    body: &'a Body,
    next: Option<UseRef>,
}

impl Iterator for Uses<'_> {
    type Item = OpOperand;
    #[inline]
    fn next(&mut self) -> Option<OpOperand> {
        let current = self.next?;
        let data = &self.body.ops[current.op.index()];
        self.next = data.operands[current.index as usize].next_use;
        Some(OpOperand {
            op: OpId::new(self.body.id, current.op, data.generation),
            index: current.index,
        })
    }
}

/// Iterator over the branches to a block.
pub struct BlockUses<'a> {
    body: &'a Body,
    next: Option<UseRef>,
}

impl Iterator for BlockUses<'_> {
    type Item = BlockOperand;
    fn next(&mut self) -> Option<BlockOperand> {
        let current = self.next?;
        let data = &self.body.ops[current.op.index()];
        self.next = self.body.successor_link(current).next;
        Some(BlockOperand {
            op: OpId::new(self.body.id, current.op, data.generation),
            index: current.index,
        })
    }
}

#[cfg(test)]
mod tests;
