//! Deep-cloning ops with a value and block mapping (MLIR's `Operation::clone`
//! with an `IRMapping`).

use rustc_hash::FxHashMap;

use super::{BlockId, Ir, OpId, OperationState, RegionId, Value};

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
}

/// An operand of a clone that referred to a value with no image yet.
struct ForwardOperand {
    op: OpId,
    index: usize,
    original: Value,
}

impl Ir {
    // ----- cloning ----------------------------------------------------------------

    /// Deep-clones `op` (with its regions) into a new detached op. Operands are
    /// remapped through `mapping`, which is extended with every cloned result,
    /// block and block argument. Name hints are copied.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut ValueMapping) -> OpId {
        let mut forward = Vec::new();
        let new_op = self.clone_op_shallow(op, mapping, &mut forward);
        let pairs: Vec<(RegionId, RegionId)> = self
            .regions(op)
            .iter()
            .copied()
            .zip(self.regions(new_op).iter().copied())
            .collect();
        self.clone_region_bodies(pairs, mapping, &mut forward);
        self.resolve_forward_operands(forward, mapping);
        new_op
    }

    /// Appends clones of the blocks of `source` to `destination` (MLIR's
    /// `Region::cloneInto`), extending `mapping` as [`Ir::clone_op`] does. A
    /// block argument that `mapping` already maps is not cloned: its uses are
    /// replaced by the mapped value (how an inliner passes call operands).
    pub fn clone_region_into(
        &mut self,
        source: RegionId,
        destination: RegionId,
        mapping: &mut ValueMapping,
    ) {
        let mut forward = Vec::new();
        self.clone_region_bodies(vec![(source, destination)], mapping, &mut forward);
        self.resolve_forward_operands(forward, mapping);
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
    ) {
        let mut index = 0;
        while index < work.len() {
            let (source, destination) = work[index];
            index += 1;
            let blocks: Vec<BlockId> = self.region_blocks(source).collect();
            for &block in &blocks {
                let new_block = self.create_block();
                // A fresh block is detached, so appending it cannot fail.
                let _ = self.append_block(destination, new_block);
                mapping.map_block(block, new_block);
                for (i, arg) in self.block_arguments(block).to_vec().into_iter().enumerate() {
                    if mapping.get_value(arg).is_some() {
                        continue;
                    }
                    let location = self.block_argument_location(block, i);
                    let new_arg =
                        self.add_block_argument(new_block, self.value_type(arg), location);
                    self.values[new_arg.index()].name_hint = self.name_hint(arg);
                    mapping.map_value(arg, new_arg);
                }
            }
            for &block in &blocks {
                let new_block = mapping.lookup_block(block);
                let ops: Vec<OpId> = self.block_ops(block).collect();
                for inner in ops {
                    let new_inner = self.clone_op_shallow(inner, mapping, forward);
                    let _ = self.append_op(new_block, new_inner);
                    work.extend(
                        self.regions(inner)
                            .iter()
                            .copied()
                            .zip(self.regions(new_inner).to_vec()),
                    );
                }
            }
        }
    }

    /// Points operands that were cloned before their definition at the clone
    /// of that definition, once everything is cloned. Each is looked up once,
    /// so a mapping to a value of the original body is never re-mapped.
    fn resolve_forward_operands(&mut self, forward: Vec<ForwardOperand>, mapping: &ValueMapping) {
        for ForwardOperand {
            op,
            index,
            original,
        } in forward
        {
            if let Some(mapped) = mapping.get_value(original) {
                // `index` is in range by construction.
                let _ = self.set_operand(op, index, mapped);
            }
        }
    }

    fn clone_op_shallow(
        &mut self,
        op: OpId,
        mapping: &mut ValueMapping,
        forward: &mut Vec<ForwardOperand>,
    ) -> OpId {
        let data = self.op(op);
        let region_count = data.regions.len();
        let unmapped: Vec<(usize, Value)> = data
            .operands
            .iter()
            .enumerate()
            .filter(|(_, o)| mapping.get_value(o.value).is_none())
            .map(|(i, o)| (i, o.value))
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
            regions: Vec::new(),
            properties: data.properties,
            attributes: data.attributes,
        };
        state.regions = (0..region_count).map(|_| self.create_region()).collect();
        let old_results = self.results(op).to_vec();
        let new_op = self.create_op(state);
        forward.extend(
            unmapped
                .into_iter()
                .map(|(index, original)| ForwardOperand {
                    op: new_op,
                    index,
                    original,
                }),
        );
        for (old, new) in old_results.into_iter().zip(self.results(new_op).to_vec()) {
            self.values[new.index()].name_hint = self.name_hint(old);
            mapping.map_value(old, new);
        }
        new_op
    }
}
