//! [`Body`]: the storage of one isolated-from-above op's regions (or of the
//! top level), after Cranelift's per-`Function` data-flow graph. A body owns
//! dense tables of op, block, region and value records, their free lists
//! and their slot generations.
//!
//! Every link inside a body (list neighbours, parents, operands, use-lists,
//! predecessor lists) is a local index into these tables, so no use-list
//! ever crosses a body: a thread holding `&mut Body` can edit it without
//! touching any other. The links that do cross (an isolated op's regions
//! live in the op's own body; their parent is the op in the enclosing body)
//! are full handles.

use std::sync::atomic::{AtomicBool, AtomicU32};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use thin_vec::ThinVec;

use super::entity::{
    BlockId, BodyId, LocalBlock, LocalOp, LocalRegion, LocalValue, OpId, RegionId, UseRef, Value,
};
use super::error::Entity;
use crate::attributes::Attribute;
use crate::context::Symbol;
use crate::location::Location;
use crate::types::Type;

/// One operand: the value it uses and its links in that value's use-list.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand {
    pub(crate) value: LocalValue,
    pub(crate) prev_use: Option<UseRef>,
    pub(crate) next_use: Option<UseRef>,
}

impl Operand {
    /// An operand using `value`, not yet linked into its use-list.
    pub(crate) fn unlinked(value: Value) -> Self {
        Operand {
            value: value.local(),
            prev_use: None,
            next_use: None,
        }
    }
}

/// The results of an op: most ops have none or one, kept inline (16 bytes,
/// against 24 for a `SmallVec`), read as a slice either way.
#[derive(Clone, Debug, Default)]
pub(crate) enum ResultList {
    #[default]
    None,
    One(Value),
    Many(ThinVec<Value>),
}

impl ResultList {
    pub(crate) fn from_vec(values: SmallVec<[Value; 1]>) -> Self {
        match values.as_slice() {
            [] => ResultList::None,
            [one] => ResultList::One(*one),
            many => ResultList::Many(ThinVec::from(many)),
        }
    }

    #[inline]
    pub(crate) fn as_slice(&self) -> &[Value] {
        match self {
            ResultList::None => &[],
            ResultList::One(value) => std::slice::from_ref(value),
            ResultList::Many(values) => values,
        }
    }
}

/// One successor's links in its block's predecessor list (the block itself
/// is in `OpData::successors`, at the same index).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct SuccessorLinks {
    pub(crate) prev: Option<UseRef>,
    pub(crate) next: Option<UseRef>,
}

#[derive(Debug)]
pub(crate) struct OpData {
    pub(crate) name: Symbol,
    pub(crate) location: Location,
    pub(crate) generation: u32,
    pub(crate) parent: Option<LocalBlock>,
    pub(crate) prev: Option<LocalOp>,
    pub(crate) next: Option<LocalOp>,
    /// Position in the parent block, valid while the block's order is
    /// (MLIR's lazily maintained `orderIndex`).
    pub(crate) order: AtomicU32,
    pub(crate) operands: SmallVec<[Operand; 2]>,
    pub(crate) results: ResultList,
    /// Successors and regions are rare: a `ThinVec` is one null pointer
    /// when empty. The successors' predecessor-list links are in
    /// `Body::successor_links`.
    pub(crate) successors: ThinVec<BlockId>,
    pub(crate) regions: ThinVec<RegionId>,
    pub(crate) properties: Option<Attribute>,
    pub(crate) attributes: Attribute,
}

#[derive(Debug, Default)]
pub(crate) struct BlockData {
    pub(crate) generation: u32,
    pub(crate) parent: Option<LocalRegion>,
    pub(crate) prev: Option<LocalBlock>,
    pub(crate) next: Option<LocalBlock>,
    pub(crate) first_op: Option<LocalOp>,
    pub(crate) last_op: Option<LocalOp>,
    /// Head of the predecessor list: the successor slots naming this block.
    pub(crate) first_predecessor: Option<UseRef>,
    /// Whether the `order` of the block's ops is up to date.
    pub(crate) order_valid: AtomicBool,
    pub(crate) arguments: Vec<Value>,
    pub(crate) argument_locations: Vec<Location>,
}

#[derive(Debug, Default)]
pub(crate) struct RegionData {
    pub(crate) generation: u32,
    /// The owning op; in the enclosing body when this body belongs to it.
    pub(crate) parent: Option<OpId>,
    pub(crate) first_block: Option<LocalBlock>,
    pub(crate) last_block: Option<LocalBlock>,
    /// Bumped by every change to the region's control-flow graph (blocks,
    /// successors), so cached dominator trees can tell they are stale.
    pub(crate) cfg_version: u32,
}

/// What defines a value, in body-local terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LocalDef {
    Result {
        op: LocalOp,
        index: u32,
    },
    Argument {
        block: LocalBlock,
        index: u32,
    },
    Placeholder,
    /// A stand-in for a value of another body (`Body::outside` has it).
    OutsideBody,
    /// A free slot.
    Free,
}

/// [`LocalDef`] packed into 8 bytes: the op or block slot, and the index
/// with the kind in its top three bits (an op has fewer than 2^29 results).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PackedDef {
    owner: u32,
    kind_and_index: u32,
}

const KIND_SHIFT: u32 = 29;
const INDEX_MASK: u32 = (1 << KIND_SHIFT) - 1;

impl From<LocalDef> for PackedDef {
    #[inline]
    fn from(def: LocalDef) -> Self {
        let (kind, owner, index) = match def {
            LocalDef::Result { op, index } => (0, op.index() as u32, index),
            LocalDef::Argument { block, index } => (1, block.index() as u32, index),
            LocalDef::Placeholder => (2, 0, 0),
            LocalDef::OutsideBody => (3, 0, 0),
            LocalDef::Free => (4, 0, 0),
        };
        assert!(index <= INDEX_MASK, "more than 2^29 results or arguments");
        PackedDef {
            owner,
            kind_and_index: (kind << KIND_SHIFT) | index,
        }
    }
}

impl From<PackedDef> for LocalDef {
    #[inline]
    fn from(packed: PackedDef) -> Self {
        let index = packed.kind_and_index & INDEX_MASK;
        let owner = packed.owner as usize;
        match packed.kind_and_index >> KIND_SHIFT {
            0 => LocalDef::Result {
                op: LocalOp::from_index(owner),
                index,
            },
            1 => LocalDef::Argument {
                block: LocalBlock::from_index(owner),
                index,
            },
            2 => LocalDef::Placeholder,
            3 => LocalDef::OutsideBody,
            _ => LocalDef::Free,
        }
    }
}

#[derive(Debug)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    pub(crate) generation: u32,
    def: PackedDef,
    pub(crate) first_use: Option<UseRef>,
    pub(crate) name_hint: Option<Symbol>,
}

impl ValueData {
    /// What defines the value.
    #[inline]
    pub(crate) fn def(&self) -> LocalDef {
        self.def.into()
    }

    pub(crate) fn set_def(&mut self, def: LocalDef) {
        self.def = def.into();
    }
}

/// The storage of one body. See the module documentation.
#[derive(Debug)]
pub struct Body {
    pub(crate) id: BodyId,
    /// The isolated op whose regions live here (`None` for the top level
    /// and for a body not yet given to an op).
    pub(crate) owner: Option<OpId>,
    /// Bodies of isolated ops that live in this body (in no particular
    /// order).
    pub(crate) children: Vec<BodyId>,
    /// The body this one's owner lives in.
    pub(crate) parent_body: Option<BodyId>,
    /// Where this body is in its parent's `children`, so that dropping it
    /// takes O(1), not a scan of its siblings.
    pub(crate) position_in_parent: usize,
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) free_ops: Vec<LocalOp>,
    pub(crate) free_blocks: Vec<LocalBlock>,
    pub(crate) free_regions: Vec<LocalRegion>,
    pub(crate) free_values: Vec<LocalValue>,
    /// The outer values that `LocalDef::OutsideBody` stand-ins refer to.
    pub(crate) outside: FxHashMap<LocalValue, Value>,
    /// The predecessor-list links of the successors of the ops that have
    /// some (branches are rare: a side table keeps every op smaller).
    pub(crate) successor_links: FxHashMap<LocalOp, SmallVec<[SuccessorLinks; 2]>>,
}

/// Reading through a handle whose entity is gone is a bug in the caller:
/// answering for whatever reuses the slot would hide it.
#[cold]
#[inline(never)]
pub(crate) fn stale(what: Entity) -> ! {
    panic!("{what:?} is not live in this IR (erased, or held by another part)")
}

/// The next generation of a freed slot, or `None` when the counter is
/// exhausted (the slot is then retired, never reused).
fn bump(generation: &mut u32) -> bool {
    match generation.checked_add(1) {
        Some(next) => {
            *generation = next;
            true
        }
        None => false,
    }
}

impl Body {
    pub(crate) fn new(id: BodyId) -> Self {
        Body {
            id,
            owner: None,
            children: Vec::new(),
            parent_body: None,
            position_in_parent: 0,
            ops: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            free_ops: Vec::new(),
            free_blocks: Vec::new(),
            free_regions: Vec::new(),
            free_values: Vec::new(),
            outside: FxHashMap::default(),
            successor_links: FxHashMap::default(),
        }
    }

    /// The links of successor `at` (of an op that has successors).
    #[inline]
    pub(crate) fn successor_link(&self, at: UseRef) -> SuccessorLinks {
        self.successor_links
            .get(&at.op)
            .and_then(|links| links.get(at.index as usize))
            .copied()
            .unwrap_or_default()
    }

    pub(crate) fn successor_link_mut(&mut self, at: UseRef) -> &mut SuccessorLinks {
        let count = self.ops[at.op.index()].successors.len();
        let links = self.successor_links.entry(at.op).or_default();
        if links.len() < count {
            links.resize(count, SuccessorLinks::default());
        }
        &mut links[at.index as usize]
    }

    /// The body's id.
    pub fn id(&self) -> BodyId {
        self.id
    }

    /// The isolated op whose regions this body stores.
    pub fn owner(&self) -> Option<OpId> {
        self.owner
    }

    /// How many live ops the body holds.
    pub fn num_live_ops(&self) -> usize {
        self.ops.len() - self.free_ops.len()
    }

    // ----- checked records ----------------------------------------------------

    /// The record of `op`; panics if the handle is stale.
    #[inline]
    pub(crate) fn op_data(&self, op: OpId) -> &OpData {
        match self.ops.get(op.index()) {
            Some(data) if data.generation == op.generation() => data,
            _ => stale(Entity::Op(op)),
        }
    }

    /// The record of `block`; panics if the handle is stale.
    #[inline]
    pub(crate) fn block_data(&self, block: BlockId) -> &BlockData {
        match self.blocks.get(block.index()) {
            Some(data) if data.generation == block.generation() => data,
            _ => stale(Entity::Block(block)),
        }
    }

    /// The record of `region`; panics if the handle is stale.
    #[inline]
    pub(crate) fn region_data(&self, region: RegionId) -> &RegionData {
        match self.regions.get(region.index()) {
            Some(data) if data.generation == region.generation() => data,
            _ => stale(Entity::Region(region)),
        }
    }

    /// The record of `value`; panics if the handle is stale.
    #[inline]
    pub(crate) fn value_data(&self, value: Value) -> &ValueData {
        match self.values.get(value.index()) {
            Some(data) if data.generation == value.generation() => data,
            _ => stale(Entity::Value(value)),
        }
    }

    // ----- handles ------------------------------------------------------------

    #[inline]
    pub(crate) fn op_handle(&self, local: LocalOp) -> OpId {
        OpId::new(self.id, local, self.ops[local.index()].generation)
    }

    #[inline]
    pub(crate) fn block_handle(&self, local: LocalBlock) -> BlockId {
        BlockId::new(self.id, local, self.blocks[local.index()].generation)
    }

    #[inline]
    pub(crate) fn region_handle(&self, local: LocalRegion) -> RegionId {
        RegionId::new(self.id, local, self.regions[local.index()].generation)
    }

    #[inline]
    pub(crate) fn value_handle(&self, local: LocalValue) -> Value {
        Value::new(self.id, local, self.values[local.index()].generation)
    }

    // ----- allocation ---------------------------------------------------------

    pub(crate) fn alloc_op(&mut self, mut data: OpData) -> LocalOp {
        if let Some(local) = self.free_ops.pop() {
            data.generation = self.ops[local.index()].generation;
            self.ops[local.index()] = data;
            local
        } else {
            data.generation = 0;
            self.ops.push(data);
            LocalOp::from_index(self.ops.len() - 1)
        }
    }

    pub(crate) fn alloc_block(&mut self) -> LocalBlock {
        if let Some(local) = self.free_blocks.pop() {
            let generation = self.blocks[local.index()].generation;
            self.blocks[local.index()] = BlockData {
                generation,
                ..BlockData::default()
            };
            local
        } else {
            self.blocks.push(BlockData::default());
            LocalBlock::from_index(self.blocks.len() - 1)
        }
    }

    pub(crate) fn alloc_region(&mut self) -> LocalRegion {
        if let Some(local) = self.free_regions.pop() {
            let generation = self.regions[local.index()].generation;
            self.regions[local.index()] = RegionData {
                generation,
                ..RegionData::default()
            };
            local
        } else {
            self.regions.push(RegionData::default());
            LocalRegion::from_index(self.regions.len() - 1)
        }
    }

    pub(crate) fn alloc_value(&mut self, ty: Type, def: LocalDef) -> LocalValue {
        let mut data = ValueData {
            ty,
            generation: 0,
            def: def.into(),
            first_use: None,
            name_hint: None,
        };
        if let Some(local) = self.free_values.pop() {
            data.generation = self.values[local.index()].generation;
            self.values[local.index()] = data;
            local
        } else {
            self.values.push(data);
            LocalValue::from_index(self.values.len() - 1)
        }
    }

    /// Frees an op slot whose uses are already unlinked (its results, regions
    /// and their contents are freed by the caller).
    pub(crate) fn free_op_slot(&mut self, local: LocalOp) {
        let data = &mut self.ops[local.index()];
        data.operands = SmallVec::new();
        data.results = ResultList::None;
        data.successors = ThinVec::new();
        data.regions = ThinVec::new();
        data.parent = None;
        data.prev = None;
        data.next = None;
        if bump(&mut data.generation) {
            self.free_ops.push(local);
        }
        self.successor_links.remove(&local);
    }

    pub(crate) fn free_block_slot(&mut self, local: LocalBlock) {
        let data = &mut self.blocks[local.index()];
        data.arguments = Vec::new();
        data.argument_locations = Vec::new();
        data.parent = None;
        data.prev = None;
        data.next = None;
        data.first_op = None;
        data.last_op = None;
        data.first_predecessor = None;
        if bump(&mut data.generation) {
            self.free_blocks.push(local);
        }
    }

    pub(crate) fn free_region_slot(&mut self, local: LocalRegion) {
        let data = &mut self.regions[local.index()];
        data.parent = None;
        data.first_block = None;
        data.last_block = None;
        if bump(&mut data.generation) {
            self.free_regions.push(local);
        }
    }

    pub(crate) fn free_value_slot(&mut self, local: LocalValue) {
        self.outside.remove(&local);
        let data = &mut self.values[local.index()];
        data.set_def(LocalDef::Free);
        data.first_use = None;
        data.name_hint = None;
        if bump(&mut data.generation) {
            self.free_values.push(local);
        }
    }
}
