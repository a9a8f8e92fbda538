//! Deep-cloning ops and regions with a value and block mapping (MLIR's
//! `Operation::clone` and `Region::cloneInto` with an `IRMapping`), within a
//! body or into another one: cloning is how IR moves between bodies (the
//! inliner copies a callee's body into its caller's), and the mapping it
//! fills tells the caller where everything went.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use super::entity::{BlockId, BodyId, OpId, RegionId, Value};
use super::{Entity, Ir, IrError, OperationState, WalkOrder};

/// A mapping from old values and blocks to new ones, filled by cloning
/// (MLIR's `IRMapping`). Operands not in the mapping are kept as they are.
#[derive(Default, Debug, Clone)]
pub struct ValueMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
    ops: FxHashMap<OpId, OpId>,
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

    /// Maps op `from` to its clone `to`.
    pub fn map_op(&mut self, from: OpId, to: OpId) {
        self.ops.insert(from, to);
    }

    /// The image of `value`, if it is mapped.
    pub fn get_value(&self, value: Value) -> Option<Value> {
        self.values.get(&value).copied()
    }

    /// The image of `value` (itself when unmapped).
    pub fn lookup_value(&self, value: Value) -> Value {
        self.values.get(&value).copied().unwrap_or(value)
    }

    /// The image of `block` (itself when unmapped).
    pub fn lookup_block(&self, block: BlockId) -> BlockId {
        self.blocks.get(&block).copied().unwrap_or(block)
    }

    /// The clone of `op`, if it was cloned.
    pub fn get_op(&self, op: OpId) -> Option<OpId> {
        self.ops.get(&op).copied()
    }
}

/// An operand of a clone that kept its original value, or a placeholder
/// when that value is of another body: the value may be defined later in the
/// cloned IR (a graph region), and is remapped once everything is cloned.
struct ForwardOperand {
    op: OpId,
    index: usize,
    original: Value,
    placeholder: Option<Value>,
}

impl Ir {
    /// Deep-clones `op` (with its regions) into a new detached op of the same
    /// body. See [`Ir::clone_op_into`].
    pub fn clone_op(&mut self, op: OpId, mapping: &mut ValueMapping) -> Result<OpId, IrError> {
        self.clone_op_into(op, op.body(), mapping)
    }

    /// Deep-clones `op` (with its regions) into a new detached op of `body`.
    /// Operands are remapped through `mapping`, which is extended with every
    /// cloned op, result, block and block argument; name hints are copied.
    /// Fails, creating nothing, if an operand or successor the clone would
    /// keep (neither cloned nor mapped) is not of `body`.
    pub fn clone_op_into(
        &mut self,
        op: OpId,
        body: BodyId,
        mapping: &mut ValueMapping,
    ) -> Result<OpId, IrError> {
        self.check_op(op)?;
        self.body_mut(body)?;
        self.check_clone_references(&[op], &[], &[], body, mapping)?;
        let mut forward = Vec::new();
        let new_op = self.clone_op_shallow(op, body, mapping, &mut forward)?;
        let pairs: Vec<(RegionId, RegionId)> = self
            .regions(op)
            .iter()
            .copied()
            .zip(self.regions(new_op).iter().copied())
            .collect();
        self.clone_region_bodies(pairs, mapping, &mut forward)?;
        self.resolve_forward_operands(forward, mapping)?;
        Ok(new_op)
    }

    /// Appends clones of the blocks of `source` to `destination` (MLIR's
    /// `Region::cloneInto`), extending `mapping` as [`Ir::clone_op_into`]
    /// does; `destination` may be in another body. A block argument that
    /// `mapping` already maps is not cloned: its uses are replaced by the
    /// mapped value (how an inliner passes call operands).
    pub fn clone_region_into(
        &mut self,
        source: RegionId,
        destination: RegionId,
        mapping: &mut ValueMapping,
    ) -> Result<(), IrError> {
        self.check_region(source)?;
        self.check_region(destination)?;
        self.body_mut(destination.body())?;
        if source == destination || self.region_is_nested_in(destination, source) {
            return Err(IrError::Cycle {
                what: Entity::Region(source),
                into: Entity::Region(destination),
            });
        }
        let roots: Vec<OpId> = self
            .region_blocks(source)
            .flat_map(|b| self.block_ops(b))
            .collect();
        let arguments: Vec<Value> = self
            .region_blocks(source)
            .flat_map(|b| self.block_arguments(b).iter().copied())
            .collect();
        let blocks: Vec<BlockId> = self.region_blocks(source).collect();
        self.check_clone_references(&roots, &arguments, &blocks, destination.body(), mapping)?;
        let mut forward = Vec::new();
        self.clone_region_bodies(vec![(source, destination)], mapping, &mut forward)?;
        self.resolve_forward_operands(forward, mapping)
    }

    /// Whether `region` is `ancestor` or (transitively) inside it (MLIR's
    /// `Region::isAncestor`).
    pub fn region_is_ancestor(&self, ancestor: RegionId, region: RegionId) -> bool {
        region == ancestor || self.region_is_nested_in(region, ancestor)
    }

    /// Whether `region` is (transitively) inside `outer`.
    fn region_is_nested_in(&self, region: RegionId, outer: RegionId) -> bool {
        let mut current = self.region_parent_op(region);
        while let Some(op) = current {
            if self
                .op_parent_block(op)
                .and_then(|b| self.block_parent_region(b))
                == Some(outer)
            {
                return true;
            }
            current = self.parent_op(op);
        }
        false
    }

    /// Fails if cloning `roots` (with the given enclosing block `arguments`
    /// and `blocks`, when a whole region is cloned) into `body` would keep a
    /// reference (operand or successor, neither cloned nor mapped) to
    /// another body.
    fn check_clone_references(
        &self,
        roots: &[OpId],
        arguments: &[Value],
        blocks: &[BlockId],
        body: BodyId,
        mapping: &ValueMapping,
    ) -> Result<(), IrError> {
        let mut ops = Vec::new();
        let mut inside: FxHashSet<Value> = arguments.iter().copied().collect();
        let mut blocks: FxHashSet<BlockId> = blocks.iter().copied().collect();
        for &root in roots {
            self.walk(root, WalkOrder::PreOrder, |op| {
                ops.push(op);
                inside.extend(self.results(op).iter().copied());
                for &region in self.regions(op) {
                    for block in self.region_blocks(region) {
                        blocks.insert(block);
                        inside.extend(self.block_arguments(block).iter().copied());
                    }
                }
            });
        }
        self.check_references(&ops, body, mapping, inside, blocks)
    }

    fn check_references(
        &self,
        ops: &[OpId],
        body: BodyId,
        mapping: &ValueMapping,
        inside: FxHashSet<Value>,
        blocks: FxHashSet<BlockId>,
    ) -> Result<(), IrError> {
        for &op in ops {
            for value in self.operands(op) {
                let kept = mapping.lookup_value(value);
                if !inside.contains(&kept) && kept.body() != body {
                    return Err(IrError::CrossBody {
                        what: Entity::Value(kept),
                        from: kept.body(),
                        to: body,
                    });
                }
            }
            for &block in self.successors(op) {
                let kept = mapping.lookup_block(block);
                if !blocks.contains(&kept) && kept.body() != body {
                    return Err(IrError::CrossBody {
                        what: Entity::Block(kept),
                        from: kept.body(),
                        to: body,
                    });
                }
            }
        }
        Ok(())
    }

    /// Copies the blocks and ops of each `(source, destination)` region pair,
    /// nested regions included (iteratively). A region's blocks and arguments
    /// are created before its ops, so successors always map directly; operands
    /// defined later (graph regions) are collected in `forward`.
    fn clone_region_bodies(
        &mut self,
        mut work: Vec<(RegionId, RegionId)>,
        mapping: &mut ValueMapping,
        forward: &mut Vec<ForwardOperand>,
    ) -> Result<(), IrError> {
        let mut index = 0;
        while index < work.len() {
            let (source, destination) = work[index];
            index += 1;
            let blocks: Vec<BlockId> = self.region_blocks(source).collect();
            for &block in &blocks {
                let new_block = self.append_new_block(destination)?;
                mapping.map_block(block, new_block);
                for (i, arg) in self.block_arguments(block).to_vec().into_iter().enumerate() {
                    if mapping.get_value(arg).is_some() {
                        continue;
                    }
                    let location = self.block_argument_location(block, i);
                    let new_arg =
                        self.add_block_argument(new_block, self.value_type(arg), location)?;
                    self.copy_name_hint(arg, new_arg)?;
                    mapping.map_value(arg, new_arg);
                }
            }
            for &block in &blocks {
                let new_block = mapping.lookup_block(block);
                let ops: Vec<OpId> = self.block_ops(block).collect();
                for inner in ops {
                    let new_inner =
                        self.clone_op_shallow(inner, new_block.body(), mapping, forward)?;
                    self.append_op(new_block, new_inner)?;
                    work.extend(
                        self.regions(inner)
                            .iter()
                            .copied()
                            .zip(self.regions(new_inner).to_vec()),
                    );
                }
            }
        }
        Ok(())
    }

    fn copy_name_hint(&mut self, from: Value, to: Value) -> Result<(), IrError> {
        if let Some(hint) = self.name_hint(from) {
            let ctx = self.ctx_arc().clone();
            self.set_name_hint(to, Some(ctx.str(hint)))?;
        }
        Ok(())
    }

    /// Points operands that were cloned before their definition at the clone
    /// of that definition, once everything is cloned, and frees the
    /// placeholders they used meanwhile.
    fn resolve_forward_operands(
        &mut self,
        forward: Vec<ForwardOperand>,
        mapping: &ValueMapping,
    ) -> Result<(), IrError> {
        for ForwardOperand {
            op,
            index,
            original,
            placeholder,
        } in forward
        {
            match mapping.get_value(original) {
                Some(mapped) => self.set_operand(op, index, mapped)?,
                // Only operands defined outside the cloned IR stay unmapped,
                // and those are of the clone's body (checked before).
                None => continue,
            }
            if let Some(placeholder) = placeholder {
                self.release_placeholder(placeholder)?;
            }
        }
        Ok(())
    }

    /// Clones `op` without its regions' contents (its regions are created
    /// empty, where its kind needs them) into `body`.
    fn clone_op_shallow(
        &mut self,
        op: OpId,
        body: BodyId,
        mapping: &mut ValueMapping,
        forward: &mut Vec<ForwardOperand>,
    ) -> Result<OpId, IrError> {
        let data = self.op(op);
        let mut operands = Vec::with_capacity(data.operands.len());
        let mut pending = Vec::new();
        let originals: Vec<Value> = self.operands(op).collect();
        for (index, value) in originals.into_iter().enumerate() {
            match mapping.get_value(value) {
                Some(mapped) => operands.push(mapped),
                None if value.body() == body => {
                    operands.push(value);
                    pending.push((index, value, None));
                }
                None => {
                    // Defined later inside the cloned IR (checked before).
                    let placeholder = self.create_placeholder(body, self.value_type(value))?;
                    operands.push(placeholder);
                    pending.push((index, value, Some(placeholder)));
                }
            }
        }
        let data = self.op(op);
        let state = OperationState {
            name: data.name,
            location: self.op_location(op),
            operands: operands.into(),
            result_types: data
                .results
                .as_slice()
                .iter()
                .map(|&r| self.value_type(r))
                .collect(),
            successors: data
                .successors
                .iter()
                .map(|&b| mapping.lookup_block(b))
                .collect(),
            regions: SmallVec::new(),
            new_regions: data.regions.len(),
            properties: self.properties(op),
            attributes: self.attributes(op),
        };
        let old_results = self.results(op).to_vec();
        let new_op = self.create_op(body, state)?;
        forward.extend(
            pending
                .into_iter()
                .map(|(index, original, placeholder)| ForwardOperand {
                    op: new_op,
                    index,
                    original,
                    placeholder,
                }),
        );
        for (old, new) in old_results.into_iter().zip(self.results(new_op).to_vec()) {
            self.copy_name_hint(old, new)?;
            mapping.map_value(old, new);
        }
        mapping.map_op(op, new_op);
        Ok(new_op)
    }
}
