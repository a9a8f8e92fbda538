//! Creating bodies, ops, regions, blocks, block arguments and placeholders
//! (MLIR's `Operation::create`, `Region` and `Block` construction,
//! `Block::insertArgument` / `eraseArgument`).

use std::sync::atomic::Ordering;

use smallvec::SmallVec;
use thin_vec::ThinVec;

use super::body::{Body, LocalDef, OpData, Operand};
use super::entity::{BlockId, BodyId, OpId, RegionId, UseRef, Value};
use super::{Change, Entity, Ir, IrError, OperationState};
use crate::location::Location;
use crate::op_traits::OpTraits;
use crate::types::Type;

impl Ir {
    // ----- bodies -------------------------------------------------------------

    /// Creates an empty body, for the regions of an isolated-from-above op
    /// built by hand (regions made with [`Ir::create_region`] in it, then
    /// given to the op through [`OperationState::regions`]).
    pub fn create_body(&mut self) -> BodyId {
        let index = self.next_body.fetch_add(1, Ordering::Relaxed);
        let id = BodyId::from_index(index as usize);
        self.bodies.insert(Body::new(id));
        id
    }

    /// Makes room in `body` for `ops` more ops and as many values (a
    /// parser that knows roughly how much it will create avoids regrowing).
    pub fn reserve(&mut self, body: BodyId, ops: usize) -> Result<(), IrError> {
        let data = self.body_mut(body)?;
        data.ops.reserve(ops);
        data.values.reserve(ops);
        Ok(())
    }

    /// Whether ops named `name` are registered as isolated from above.
    pub(crate) fn is_isolated_name(&self, name: crate::context::Symbol) -> bool {
        self.ctx()
            .core_traits(name)
            .contains(OpTraits::ISOLATED_FROM_ABOVE)
    }

    /// Creates a detached op in `body` from `state`. Operands and successors
    /// must be of `body`; the state's regions must be detached and placed as
    /// [`OperationState::regions`] says. Fails, creating nothing, otherwise.
    pub fn create_op(&mut self, body: BodyId, state: OperationState) -> Result<OpId, IrError> {
        let body_data = self.body_mut(body)?;
        for &value in &state.operands {
            if value.body() != body {
                return Err(IrError::CrossBody {
                    what: Entity::Value(value),
                    from: value.body(),
                    to: body,
                });
            }
            let live = body_data
                .values
                .get(value.index())
                .is_some_and(|d| d.generation == value.generation() && d.def() != LocalDef::Free);
            if !live {
                return Err(IrError::NotLive(Entity::Value(value)));
            }
        }
        for &block in &state.successors {
            if block.body() != body {
                return Err(IrError::CrossBody {
                    what: Entity::Block(block),
                    from: block.body(),
                    to: body,
                });
            }
            let live = body_data
                .blocks
                .get(block.index())
                .is_some_and(|d| d.generation == block.generation());
            if !live {
                return Err(IrError::NotLive(Entity::Block(block)));
            }
        }
        let has_regions = !state.regions.is_empty() || state.new_regions > 0;
        let own_body = if has_regions {
            match self.region_body_for(body, &state)? {
                Some(RegionBody::Existing(id)) if id != body => Some(id),
                Some(RegionBody::Fresh) => Some(self.create_body()),
                _ => None,
            }
        } else {
            None
        };

        let body_data = self.body_mut(body)?;
        let local = body_data.alloc_op(OpData {
            name: state.name,
            location: state.location,
            generation: 0,
            parent: None,
            prev: None,
            next: None,
            order: Default::default(),
            operands: state
                .operands
                .iter()
                .map(|&value| Operand::unlinked(value))
                .collect(),
            results: super::body::ResultList::None,
            successors: if state.successors.is_empty() {
                ThinVec::new()
            } else {
                ThinVec::from(state.successors.as_slice())
            },
            regions: ThinVec::new(),
            properties: state.properties,
            attributes: state.attributes,
        });
        let op = body_data.op_handle(local);
        let results: SmallVec<[Value; 1]> = state
            .result_types
            .iter()
            .enumerate()
            .map(|(index, &ty)| {
                let value = body_data.alloc_value(
                    ty,
                    LocalDef::Result {
                        op: local,
                        index: index as u32,
                    },
                );
                body_data.value_handle(value)
            })
            .collect();
        body_data.ops[local.index()].results = super::body::ResultList::from_vec(results);
        for index in 0..state.operands.len() {
            body_data.link_use(UseRef {
                op: local,
                index: index as u32,
            });
        }
        for index in 0..state.successors.len() {
            body_data.link_successor(UseRef {
                op: local,
                index: index as u32,
            });
        }
        self.changes.record(|| Change::OpCreated { op });
        if has_regions {
            self.attach_new_op_regions(op, body, own_body, &state)?;
        }
        Ok(op)
    }

    /// Gives the new `op` its regions: the state's, then new empty ones, all
    /// in `own_body` (a body of its own, for an isolated op) or in `body`.
    fn attach_new_op_regions(
        &mut self,
        op: OpId,
        body: BodyId,
        own_body: Option<BodyId>,
        state: &OperationState,
    ) -> Result<(), IrError> {
        let mut regions: ThinVec<RegionId> = ThinVec::from(state.regions.as_slice());
        let regions_body = self.body_mut(own_body.unwrap_or(body))?;
        for _ in 0..state.new_regions {
            let region = regions_body.alloc_region();
            regions.push(regions_body.region_handle(region));
        }
        for region in &regions {
            regions_body.regions[region.index()].parent = Some(op);
        }
        if let Some(own) = own_body {
            regions_body.owner = Some(op);
            regions_body.parent_body = Some(body);
            let siblings = &mut self.body_mut(body)?.children;
            let position = siblings.len();
            siblings.push(own);
            self.body_mut(own)?.position_in_parent = position;
        }
        let new_regions = regions[state.regions.len()..].to_vec();
        self.body_mut(body)?.ops[op.index()].regions = regions;
        for region in new_regions {
            self.changes.record(|| Change::RegionCreated { region });
        }
        Ok(())
    }

    /// Where the regions of a new op go, checking the given ones: `None`
    /// when it has none; the op's own body for an op that is not isolated;
    /// one fresh body (existing, holding exactly the given regions, or to
    /// create) for an isolated one.
    fn region_body_for(
        &self,
        body: BodyId,
        state: &OperationState,
    ) -> Result<Option<RegionBody>, IrError> {
        if state.regions.is_empty() && state.new_regions == 0 {
            return Ok(None);
        }
        let name = || self.ctx().str(state.name).to_string();
        for (i, &region) in state.regions.iter().enumerate() {
            self.check_region(region)?;
            if self.region(region).parent.is_some() || state.regions[..i].contains(&region) {
                return Err(IrError::AlreadyAttached(Entity::Region(region)));
            }
        }
        if !self.is_isolated_name(state.name) {
            if state.regions.iter().any(|r| r.body() != body) {
                return Err(IrError::RegionPlacement {
                    op_name: name(),
                    expected: "in the body the op is created in (it is not isolated from above)",
                });
            }
            return Ok(Some(RegionBody::Existing(body)));
        }
        let Some(first) = state.regions.first() else {
            return Ok(Some(RegionBody::Fresh));
        };
        let own = first.body();
        let fresh = self.holds_body(own)
            && own != self.root_body()
            && self.body(own).owner.is_none()
            && state.regions.iter().all(|r| r.body() == own)
            && !self.body_is_ancestor_or_self(own, body);
        if !fresh {
            return Err(IrError::RegionPlacement {
                op_name: name(),
                expected: "in one fresh body of their own (it is isolated from above)",
            });
        }
        Ok(Some(RegionBody::Existing(own)))
    }

    /// Whether `ancestor` is `body` or a body that (transitively) contains it.
    fn body_is_ancestor_or_self(&self, ancestor: BodyId, body: BodyId) -> bool {
        let mut current = Some(body);
        while let Some(id) = current {
            if id == ancestor {
                return true;
            }
            current = self.try_body(id).and_then(|b| b.parent_body);
        }
        false
    }

    /// Creates a detached, empty region in `body`.
    pub fn create_region(&mut self, body: BodyId) -> Result<RegionId, IrError> {
        let data = self.body_mut(body)?;
        let local = data.alloc_region();
        let region = data.region_handle(local);
        self.changes.record(|| Change::RegionCreated { region });
        Ok(region)
    }

    /// Creates a detached block with no arguments in `body`.
    pub fn create_block(&mut self, body: BodyId) -> Result<BlockId, IrError> {
        let data = self.body_mut(body)?;
        let local = data.alloc_block();
        let block = data.block_handle(local);
        self.changes.record(|| Change::BlockCreated { block });
        Ok(block)
    }

    /// Creates a block at the end of `region` (MLIR's `Region::emplaceBlock`).
    pub fn append_new_block(&mut self, region: RegionId) -> Result<BlockId, IrError> {
        self.check_region(region)?;
        let block = self.create_block(region.body())?;
        self.append_block(region, block)?;
        Ok(block)
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_argument(
        &mut self,
        block: BlockId,
        ty: Type,
        location: Location,
    ) -> Result<Value, IrError> {
        let index = self.block_arguments_checked(block)?;
        self.insert_argument(block, index, ty, location)
    }

    fn block_arguments_checked(&self, block: BlockId) -> Result<usize, IrError> {
        self.check_block(block)?;
        Ok(self.block(block).arguments.len())
    }

    /// Inserts an argument of type `ty` at `index` of `block`, shifting later
    /// arguments (MLIR's `Block::insertArgument`).
    pub fn insert_argument(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        location: Location,
    ) -> Result<Value, IrError> {
        let count = self.block_arguments_checked(block)?;
        if index > count {
            return Err(IrError::NoSuchArgument { block, index });
        }
        let body = self.body_mut(block.body())?;
        let local_block = block.local();
        let local = body.alloc_value(
            ty,
            LocalDef::Argument {
                block: local_block,
                index: index as u32,
            },
        );
        let value = body.value_handle(local);
        let data = &mut body.blocks[local_block.index()];
        data.arguments.insert(index, value);
        data.argument_locations.insert(index, location);
        let shifted: Vec<Value> = data.arguments[index + 1..].to_vec();
        for (offset, later) in shifted.into_iter().enumerate() {
            body.values[later.index()].set_def(LocalDef::Argument {
                block: local_block,
                index: (index + 1 + offset) as u32,
            });
        }
        self.changes.record(|| Change::ArgumentInserted {
            block,
            index: index as u32,
            value,
        });
        Ok(value)
    }

    /// Erases argument `index` of `block`, which must have no uses (MLIR's
    /// `Block::eraseArgument`). Later arguments shift down.
    pub fn erase_argument(&mut self, block: BlockId, index: usize) -> Result<(), IrError> {
        let count = self.block_arguments_checked(block)?;
        if index >= count {
            return Err(IrError::NoSuchArgument { block, index });
        }
        let value = self.block(block).arguments[index];
        if !self.use_empty(value) {
            return Err(IrError::ArgumentStillUsed {
                block,
                argument: index,
            });
        }
        let body = self.body_mut(block.body())?;
        let local_block = block.local();
        let data = &mut body.blocks[local_block.index()];
        data.arguments.remove(index);
        data.argument_locations.remove(index);
        let shifted: Vec<Value> = data.arguments[index..].to_vec();
        for (offset, later) in shifted.into_iter().enumerate() {
            body.values[later.index()].set_def(LocalDef::Argument {
                block: local_block,
                index: (index + offset) as u32,
            });
        }
        body.free_value_slot(value.local());
        self.changes.record(|| Change::ArgumentErased {
            block,
            index: index as u32,
            value,
        });
        Ok(())
    }

    /// A placeholder value of type `ty` in `body`, for forward references:
    /// replace its uses, then release it with [`Ir::release_placeholder`].
    pub fn create_placeholder(&mut self, body: BodyId, ty: Type) -> Result<Value, IrError> {
        let data = self.body_mut(body)?;
        let local = data.alloc_value(ty, LocalDef::Placeholder);
        Ok(data.value_handle(local))
    }

    /// Frees a placeholder that has no uses left.
    pub fn release_placeholder(&mut self, value: Value) -> Result<(), IrError> {
        self.check_value(value)?;
        if self.value(value).def() != LocalDef::Placeholder || !self.use_empty(value) {
            return Err(IrError::NotPlaceholder(value));
        }
        self.body_mut(value.body())?.free_value_slot(value.local());
        Ok(())
    }

    /// Turns `placeholder` into a stand-in for `outer`, a value of another
    /// body that the parser found used inside an isolated op (see
    /// [`ValueDef::OutsideBody`](super::ValueDef::OutsideBody)).
    pub(crate) fn make_outside_stand_in(
        &mut self,
        placeholder: Value,
        outer: Value,
    ) -> Result<(), IrError> {
        self.check_value(placeholder)?;
        if self.value(placeholder).def() != LocalDef::Placeholder {
            return Err(IrError::NotPlaceholder(placeholder));
        }
        let body = self.body_mut(placeholder.body())?;
        body.values[placeholder.index()].set_def(LocalDef::OutsideBody);
        body.outside.insert(placeholder.local(), outer);
        Ok(())
    }

    /// Points a stand-in at `outer` instead of what it stood for; when
    /// `outer` is of the stand-in's own body, the stand-in is replaced by it
    /// and freed.
    pub(crate) fn retarget_outside_stand_in(
        &mut self,
        stand_in: Value,
        outer: Value,
    ) -> Result<(), IrError> {
        self.check_value(stand_in)?;
        self.check_value(outer)?;
        if self.value(stand_in).def() != LocalDef::OutsideBody {
            return Err(IrError::NotPlaceholder(stand_in));
        }
        if stand_in.body() != outer.body() {
            self.body_mut(stand_in.body())?
                .outside
                .insert(stand_in.local(), outer);
            return Ok(());
        }
        self.replace_all_uses_with(stand_in, outer)?;
        self.body_mut(stand_in.body())?
            .free_value_slot(stand_in.local());
        Ok(())
    }
}

/// Where an isolated op's regions go.
#[derive(Clone, Copy)]
enum RegionBody {
    Existing(BodyId),
    Fresh,
}
