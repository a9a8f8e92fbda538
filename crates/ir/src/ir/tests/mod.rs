//! Unit tests of the IR storage and its mutation API. Every refused edit is
//! checked to leave the IR exactly as it was (same printed form, invariants
//! intact).

mod bodies;
mod changes;
mod clone;
mod erase;
mod operands;
mod structure;

use smallvec::SmallVec;
use std::sync::Arc;

use super::*;
use crate::asm::printer::{PrintOptions, operation_to_string};
use crate::builder::Builder;
use crate::context::Context;
use crate::location::Location;

fn new_ir() -> Ir {
    Ir::new(Arc::new(Context::new()))
}

/// An unregistered root op in the top-level body with one region and one
/// block; returns the op and the block.
fn root(ir: &mut Ir) -> (OpId, BlockId) {
    let mut state = OperationState::new(ir, "test.root", Location::Unknown);
    state.add_region();
    let op = ir.create_op(ir.root_body(), state).expect("root op");
    let block = ir.append_new_block(ir.regions(op)[0]).expect("root block");
    (op, block)
}

/// Appends an op named `name` to `block`.
fn op(ir: &mut Ir, block: BlockId, name: &str, operands: &[Value], results: usize) -> OpId {
    op_with(ir, block, name, operands, results, 0, &[])
}

/// Appends an op with `regions` empty regions and the given successors.
fn op_with(
    ir: &mut Ir,
    block: BlockId,
    name: &str,
    operands: &[Value],
    results: usize,
    regions: usize,
    successors: &[BlockId],
) -> OpId {
    let i32_ty = ir.ctx().integer_type(32);
    let mut state = OperationState::new(ir, name, Location::Unknown);
    state.operands = SmallVec::from_slice(operands);
    state.result_types = SmallVec::from_elem(i32_ty, results);
    state.new_regions = regions;
    state.successors = SmallVec::from_slice(successors);
    Builder::at_end(ir, block)
        .create(state)
        .expect("insertion point is valid")
}

/// The uses of `value`, sorted.
fn users(ir: &Ir, value: Value) -> Vec<(OpId, u32)> {
    let mut uses: Vec<_> = ir.uses(value).map(|u| (u.op, u.index)).collect();
    uses.sort();
    uses
}

/// The generic form of `op`, for before/after comparisons.
fn snapshot(ir: &Ir, op: OpId) -> String {
    operation_to_string(
        ir,
        op,
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    )
}

/// Asserts that `edit` fails with `expected` and changes nothing.
fn assert_refused<T: std::fmt::Debug>(
    ir: &mut Ir,
    top: OpId,
    expected: IrError,
    edit: impl FnOnce(&mut Ir) -> Result<T, IrError>,
) {
    let before = snapshot(ir, top);
    let live_before = ir.num_live_ops();
    let outcome = edit(ir);
    assert_eq!(outcome.err(), Some(expected));
    assert_eq!(snapshot(ir, top), before, "a refused edit changes nothing");
    assert_eq!(ir.num_live_ops(), live_before);
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn entity_records_stay_small() {
    // Memory per op is a product goal (see docs/PERFORMANCE.md): keep the
    // per-entity records from growing unnoticed.
    let op = std::mem::size_of::<body::OpData>();
    let value = std::mem::size_of::<body::ValueData>();
    assert!(op <= 136, "OpData is {op} bytes");
    assert!(value <= 32, "ValueData is {value} bytes");
}

#[test]
fn ir_and_parts_are_send_and_sync() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Ir>();
    assert_send_sync::<Body>();
    assert_send_sync::<IrParts>();
}
