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
    // ----- cloning ----------------------------------------------------------------

    /// Deep-clones `op` (with its regions) into a new detached op. Operands are
    /// remapped through `mapping`, which is extended with every cloned result,
    /// block and block argument. Name hints are copied.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut ValueMapping) -> OpId {
        let new_op = self.clone_op_shallow(op, mapping);
        let pairs: Vec<(RegionId, RegionId)> = self
            .regions(op)
            .iter()
            .copied()
            .zip(self.regions(new_op).iter().copied())
            .collect();
        let created = self.clone_region_bodies(pairs, mapping);
        self.remap_clones(std::iter::once(new_op).chain(created), mapping);
        new_op
    }

    /// Appends clones of the blocks of `source` to `destination` (MLIR's
    /// `Region::cloneInto`), extending `mapping` as [`Ir::clone_op`] does.
    pub fn clone_region_into(
        &mut self,
        source: RegionId,
        destination: RegionId,
        mapping: &mut ValueMapping,
    ) {
        let created = self.clone_region_bodies(vec![(source, destination)], mapping);
        self.remap_clones(created, mapping);
    }

    /// Copies the blocks and ops of each `(source, destination)` region pair,
    /// nested regions included (iteratively), and returns the ops created.
    /// Blocks and arguments of a region are created before its ops so that
    /// successors and uses can be remapped.
    fn clone_region_bodies(
        &mut self,
        mut work: Vec<(RegionId, RegionId)>,
        mapping: &mut ValueMapping,
    ) -> Vec<OpId> {
        let mut created: Vec<OpId> = Vec::new();
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
                    let new_inner = self.clone_op_shallow(inner, mapping);
                    let _ = self.append_op(new_block, new_inner);
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
        created
    }

    /// Remaps operands and successors of freshly cloned ops that referred to
    /// values or blocks cloned after them (forward references, graph regions).
    fn remap_clones(&mut self, clones: impl IntoIterator<Item = OpId>, mapping: &ValueMapping) {
        for op in clones {
            for index in 0..self.num_operands(op) {
                let value = self.op(op).operands[index].value;
                let mapped = mapping.lookup_value(value);
                if mapped != value {
                    // `index` is in range by construction.
                    let _ = self.set_operand(op, index, mapped);
                }
            }
            let successors: thin_vec::ThinVec<BlockId> = self
                .successors(op)
                .iter()
                .map(|&b| mapping.lookup_block(b))
                .collect();
            self.ops[op.index()].successors = successors;
        }
    }

    fn clone_op_shallow(&mut self, op: OpId, mapping: &mut ValueMapping) -> OpId {
        let data = self.op(op);
        let region_count = data.regions.len();
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
        for (old, new) in old_results.into_iter().zip(self.results(new_op).to_vec()) {
            self.values[new.index()].name_hint = self.name_hint(old);
            mapping.map_value(old, new);
        }
        new_op
    }
}
