//! When two ops compute the same thing (MLIR's `OperationEquivalence` with
//! `IgnoreLocations`): same name, attributes, properties and result types,
//! the same operands (in any order for a `Commutative` op compared itself,
//! in order for the ops of its regions, as MLIR compares them), and
//! structurally equal regions. [`op_hash`] agrees with [`equivalent`]:
//! equivalent ops hash alike. [`same_shape`] and [`shape_hash`] leave the
//! operands out, for comparing ops whose operands are matched otherwise
//! (block merging).

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use crate::OpTraits;
use crate::ir::{BlockId, Ir, OpId, Value};

/// The hash of what [`equivalent`] compares outside regions: name,
/// attributes, properties, result types and operands (as a sum for a
/// commutative op, so their order does not matter).
pub fn op_hash(ir: &Ir, op: OpId) -> u64 {
    op_hash_with(ir, op, &|value| value)
}

/// [`op_hash`] with each operand first replaced by `substitute(operand)`
/// (for a rewrite that has decided replacements it has not made yet).
pub fn op_hash_with(ir: &Ir, op: OpId, substitute: &dyn Fn(Value) -> Value) -> u64 {
    let mut hasher = FxHasher::default();
    hash_shape(ir, op, &mut hasher);
    if ir.has_trait(op, OpTraits::COMMUTATIVE) {
        let sum = ir
            .operands(op)
            .map(|v| value_hash(substitute(v)))
            .fold(0u64, u64::wrapping_add);
        sum.hash(&mut hasher);
    } else {
        for operand in ir.operands(op) {
            substitute(operand).hash(&mut hasher);
        }
    }
    hasher.finish()
}

/// The hash of what [`same_shape`] compares: name, attributes, properties
/// and result types.
pub fn shape_hash(ir: &Ir, op: OpId) -> u64 {
    let mut hasher = FxHasher::default();
    hash_shape(ir, op, &mut hasher);
    hasher.finish()
}

fn hash_shape(ir: &Ir, op: OpId, hasher: &mut FxHasher) {
    ir.op_name(op).hash(hasher);
    ir.attributes(op).hash(hasher);
    ir.properties(op).hash(hasher);
    for ty in ir.result_type_iter(op) {
        ty.hash(hasher);
    }
}

/// Whether `lhs` and `rhs` agree in everything but their operands,
/// successors and what their regions hold: name, attributes, properties,
/// result types, and how many operands, results, regions and successors
/// they have (MLIR's `isEquivalentTo` with `ignoreValueEquivalence`, for
/// ops whose regions are empty).
pub fn same_shape(ir: &Ir, lhs: OpId, rhs: OpId) -> bool {
    ir.op_name(lhs) == ir.op_name(rhs)
        && ir.attributes(lhs) == ir.attributes(rhs)
        && ir.properties(lhs) == ir.properties(rhs)
        && ir.num_operands(lhs) == ir.num_operands(rhs)
        && ir.results(lhs).len() == ir.results(rhs).len()
        && ir.regions(lhs).len() == ir.regions(rhs).len()
        && ir.successors(lhs).len() == ir.successors(rhs).len()
        && ir.result_type_iter(lhs).eq(ir.result_type_iter(rhs))
}

fn value_hash(value: Value) -> u64 {
    let mut hasher = FxHasher::default();
    value.hash(&mut hasher);
    hasher.finish()
}

/// Whether `lhs` and `rhs` are equivalent, locations aside.
pub fn equivalent(ir: &Ir, lhs: OpId, rhs: OpId) -> bool {
    equivalent_with(ir, lhs, rhs, &|value| value)
}

/// [`equivalent`] with each operand defined outside the two ops first
/// replaced by `substitute(operand)`.
pub fn equivalent_with(ir: &Ir, lhs: OpId, rhs: OpId, substitute: &dyn Fn(Value) -> Value) -> bool {
    lhs == rhs
        || Equivalence {
            values: FxHashMap::default(),
            blocks: FxHashMap::default(),
            substitute,
        }
        .ops(ir, lhs, rhs, true)
}

/// Values and blocks of the left-hand regions matched to the right-hand
/// ones so far.
struct Equivalence<'a> {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
    substitute: &'a dyn Fn(Value) -> Value,
}

impl Equivalence<'_> {
    /// `top_level`: the two ops compared, not ops in their regions (only
    /// those get commutative operands in either order, as in MLIR).
    fn ops(&mut self, ir: &Ir, lhs: OpId, rhs: OpId, top_level: bool) -> bool {
        if !same_shape(ir, lhs, rhs) {
            return false;
        }
        let substitute = self.substitute;
        // Substituted first: a replaced op inside a region stands for its
        // replacement on both sides.
        let mapped = |this: &Self, value: Value| {
            let value = substitute(value);
            *this.values.get(&value).unwrap_or(&value)
        };
        let left: Vec<Value> = ir.operands(lhs).map(|v| mapped(self, v)).collect();
        let right: Vec<Value> = ir.operands(rhs).map(substitute).collect();
        let operands_match = if top_level && ir.has_trait(lhs, OpTraits::COMMUTATIVE) {
            let (mut left, mut right) = (left, right);
            left.sort_unstable();
            right.sort_unstable();
            left == right
        } else {
            left == right
        };
        if !operands_match {
            return false;
        }
        let successors_match = ir
            .successors(lhs)
            .iter()
            .zip(ir.successors(rhs))
            .all(|(l, r)| self.blocks.get(l).unwrap_or(l) == r);
        if !successors_match {
            return false;
        }
        for (&l, &r) in ir.results(lhs).iter().zip(ir.results(rhs)) {
            self.values.insert(l, r);
        }
        ir.regions(lhs)
            .iter()
            .zip(ir.regions(rhs))
            .all(|(&l, &r)| self.regions(ir, l, r))
    }

    fn regions(&mut self, ir: &Ir, lhs: crate::ir::RegionId, rhs: crate::ir::RegionId) -> bool {
        let left: Vec<BlockId> = ir.region_blocks(lhs).collect();
        let right: Vec<BlockId> = ir.region_blocks(rhs).collect();
        if left.len() != right.len() {
            return false;
        }
        for (&l, &r) in left.iter().zip(&right) {
            let (l_args, r_args) = (ir.block_arguments(l), ir.block_arguments(r));
            if l_args.len() != r_args.len()
                || l_args
                    .iter()
                    .zip(r_args)
                    .any(|(&a, &b)| ir.value_type(a) != ir.value_type(b))
            {
                return false;
            }
            self.blocks.insert(l, r);
            for (&a, &b) in l_args.iter().zip(r_args) {
                self.values.insert(a, b);
            }
        }
        for (&l, &r) in left.iter().zip(&right) {
            let mut left_ops = ir.block_ops(l);
            let mut right_ops = ir.block_ops(r);
            loop {
                match (left_ops.next(), right_ops.next()) {
                    (None, None) => break,
                    (Some(a), Some(b)) if self.ops(ir, a, b, false) => {}
                    _ => return false,
                }
            }
        }
        true
    }
}
