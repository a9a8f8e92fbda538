//! Unit tests of the IR storage and its mutation API: use-lists, erasure and
//! slot reuse, cloning with a value mapping, block splitting, walks.

use std::sync::Arc;

use super::*;
use crate::builder::{Builder, InsertionPoint};
use crate::context::Context;
use crate::location::Location;

/// A module-like root op with one region and one block, and a builder at its end.
fn root(ir: &mut Ir) -> (OpId, BlockId) {
    let region = ir.create_region();
    let block = ir.create_block();
    ir.append_block(region, block).expect("fresh block");
    let mut state = OperationState::new(ir, "test.root", Location::Unknown);
    state.regions.push(region);
    (ir.create_op(state), block)
}

fn op(ir: &mut Ir, block: BlockId, name: &str, operands: &[Value], results: usize) -> OpId {
    let i32_ty = ir.ctx().integer_type(32);
    let mut state = OperationState::new(ir, name, Location::Unknown);
    state.operands = operands.to_vec();
    state.result_types = vec![i32_ty; results];
    Builder::at_end(ir, block)
        .create(state)
        .expect("insertion point is valid")
}

fn users(ir: &Ir, value: Value) -> Vec<(OpId, u32)> {
    let mut uses: Vec<_> = ir.uses(value).map(|u| (u.op, u.index)).collect();
    uses.sort();
    uses
}

#[test]
fn use_lists_follow_every_operand_edit() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 1);
    let b = op(&mut ir, block, "t.b", &[], 1);
    let (va, vb) = (ir.results(a)[0], ir.results(b)[0]);
    let user = op(&mut ir, block, "t.use", &[va, vb, va], 0);
    assert_eq!(users(&ir, va), vec![(user, 0), (user, 2)]);
    assert_eq!(users(&ir, vb), vec![(user, 1)]);

    ir.set_operand(user, 0, vb).expect("operand 0 exists");
    assert_eq!(users(&ir, va), vec![(user, 2)]);
    assert_eq!(users(&ir, vb), vec![(user, 0), (user, 1)]);

    ir.erase_operand(user, 0).expect("operand 0 exists");
    assert_eq!(ir.operands(user).collect::<Vec<_>>(), vec![vb, va]);
    assert_eq!(
        users(&ir, va),
        vec![(user, 1)],
        "indices after the erased operand shift down"
    );
    assert_eq!(users(&ir, vb), vec![(user, 0)]);

    ir.insert_operand(user, 0, va).expect("index 0 is valid");
    assert_eq!(users(&ir, va), vec![(user, 0), (user, 2)]);
    assert_eq!(users(&ir, vb), vec![(user, 1)]);

    ir.replace_all_uses_with(va, vb);
    assert!(ir.use_empty(va));
    assert_eq!(users(&ir, vb), vec![(user, 0), (user, 1), (user, 2)]);
    assert_eq!(
        ir.set_operand(user, 9, va),
        Err(IrError::NoSuchOperand { op: user, index: 9 })
    );
}

#[test]
fn erasing_refuses_used_results_and_reuses_slots() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 1);
    let va = ir.results(a)[0];
    let user = op(&mut ir, block, "t.use", &[va], 0);
    assert_eq!(
        ir.erase_op(a),
        Err(IrError::ResultStillUsed { op: a, result: 0 })
    );
    assert_eq!(
        ir.block_ops(block).count(),
        2,
        "a refused erase changes nothing"
    );

    ir.erase_op(user).expect("user has no results");
    assert!(ir.use_empty(va), "erasing a user drops its uses");
    ir.erase_op(a).expect("no more uses");
    assert_eq!(ir.block_ops(block).count(), 0);
    assert!(ir.is_erased(a));

    let slots_before = ir.ops.len();
    let live_before = ir.num_live_ops();
    op(&mut ir, block, "t.c", &[], 1);
    op(&mut ir, block, "t.d", &[], 0);
    assert_eq!(ir.ops.len(), slots_before, "erased op slots are reused");
    assert_eq!(ir.num_live_ops(), live_before + 2);
}

#[test]
fn erasing_an_op_erases_its_regions() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (root_op, block) = root(&mut ir);
    let outer = op(&mut ir, block, "t.outer", &[], 1);
    let region = ir.create_region();
    let inner_block = ir.create_block();
    ir.append_block(region, inner_block).expect("fresh");
    ir.ops[outer.index()].regions.push(region);
    ir.regions[region.index()].parent = Some(outer);
    let v = ir.results(outer)[0];
    // A nested op using a value from the outer block and one from its own region.
    let inner = op(&mut ir, inner_block, "t.inner", &[v], 1);
    let w = ir.results(inner)[0];
    op(&mut ir, inner_block, "t.inner_use", &[w], 0);
    assert_eq!(ir.walk_collect(root_op, WalkOrder::PreOrder).len(), 4);
    ir.erase_op(outer)
        .expect("uses of the result are inside the op");
    assert!(ir.is_region_erased(region));
    assert!(ir.is_block_erased(inner_block));
    assert_eq!(ir.walk_collect(root_op, WalkOrder::PreOrder), vec![root_op]);
}

#[test]
fn walks_visit_in_pre_and_post_order() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (root_op, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    let b = op(&mut ir, block, "t.b", &[], 0);
    assert_eq!(
        ir.walk_collect(root_op, WalkOrder::PreOrder),
        vec![root_op, a, b]
    );
    assert_eq!(
        ir.walk_collect(root_op, WalkOrder::PostOrder),
        vec![a, b, root_op]
    );
}

#[test]
fn split_block_moves_the_tail_to_a_new_block() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    let b = op(&mut ir, block, "t.b", &[], 0);
    let c = op(&mut ir, block, "t.c", &[], 0);
    let tail = ir.split_block(block, b).expect("b is in the block");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![a]);
    assert_eq!(ir.block_ops(tail).collect::<Vec<_>>(), vec![b, c]);
    assert_eq!(ir.next_block(block), Some(tail));
    assert_eq!(ir.op_parent_block(c), Some(tail));
    assert_eq!(
        ir.split_block(block, c),
        Err(IrError::NotInBlock { op: c, block })
    );
}

#[test]
fn moving_ops_relinks_blocks() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    let b = op(&mut ir, block, "t.b", &[], 0);
    ir.move_op_before(b, a).expect("a is attached");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![b, a]);
    assert_eq!((ir.prev_op(a), ir.next_op(b)), (Some(b), Some(a)));
    let mut builder = Builder::new(&mut ir);
    builder.set_insertion_point(InsertionPoint::Before(a));
    let state = OperationState::new(builder.ir(), "t.mid", Location::Unknown);
    let mid = builder.create(state).expect("a is attached");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![b, mid, a]);
}

#[test]
fn clone_maps_results_blocks_and_nested_uses() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let outside = op(&mut ir, block, "t.outside", &[], 1);
    let v_outside = ir.results(outside)[0];
    let region = ir.create_region();
    let entry = ir.create_block();
    ir.append_block(region, entry).expect("fresh");
    let i32_ty = ir.ctx().integer_type(32);
    let arg = ir.add_block_argument(entry, i32_ty, Location::Unknown);
    ir.set_name_hint(arg, Some("x"));
    let mut state = OperationState::new(&ir, "t.holder", Location::Unknown);
    state.regions.push(region);
    state.result_types.push(i32_ty);
    let holder = Builder::at_end(&mut ir, block)
        .create(state)
        .expect("block end");
    let inner = op(&mut ir, entry, "t.inner", &[arg, v_outside], 1);

    let mut mapping = ValueMapping::default();
    let copy = ir.clone_op(holder, &mut mapping);
    let copy_region = ir.regions(copy)[0];
    let copy_entry = ir.entry_block(copy_region).expect("cloned block");
    let copy_arg = ir.block_arguments(copy_entry)[0];
    let copy_inner = ir.first_op(copy_entry).expect("cloned op");
    assert_ne!(copy_inner, inner);
    assert_eq!(
        ir.operands(copy_inner).collect::<Vec<_>>(),
        vec![copy_arg, v_outside]
    );
    assert_eq!(mapping.lookup_value(arg), copy_arg);
    assert_eq!(
        mapping.lookup_value(ir.results(holder)[0]),
        ir.results(copy)[0]
    );
    assert_eq!(mapping.lookup_block(entry), copy_entry);
    assert_eq!(
        ir.name_hint(copy_arg),
        ir.name_hint(arg),
        "name hints are cloned"
    );
    assert_eq!(
        users(&ir, v_outside).len(),
        2,
        "the clone adds a use of the outside value"
    );
    assert_eq!(ir.op_parent_block(copy), None, "clones start detached");
}

#[test]
fn erase_block_checks_outside_uses_then_frees_everything() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let region = ir.create_region();
    let first = ir.create_block();
    let second = ir.create_block();
    ir.append_block(region, first).expect("fresh");
    ir.append_block(region, second).expect("fresh");
    let def = op(&mut ir, second, "t.def", &[], 1);
    let value = ir.results(def)[0];
    op(&mut ir, second, "t.use_inside", &[value], 0);
    let outside_user = op(&mut ir, first, "t.use_outside", &[value], 0);
    let _ = block;
    assert_eq!(
        ir.erase_block(second),
        Err(IrError::ResultStillUsed { op: def, result: 0 })
    );
    ir.erase_op(outside_user).expect("no results");
    ir.erase_block(second).expect("only inside uses remain");
    assert!(ir.is_block_erased(second));
    assert!(ir.is_erased(def));
    assert_eq!(ir.region_blocks(region).collect::<Vec<_>>(), vec![first]);
}

#[test]
fn regions_clone_into_and_clear() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let source = ir.create_region();
    let entry = ir.create_block();
    let exit = ir.create_block();
    ir.append_block(source, entry).expect("fresh");
    ir.append_block(source, exit).expect("fresh");
    // `entry` branches to `exit` and uses a value that `exit` defines (a
    // forward reference, as in a graph region).
    let later = op(&mut ir, exit, "t.later", &[], 1);
    let later_value = ir.results(later)[0];
    let mut state = OperationState::new(&ir, "t.br", Location::Unknown);
    state.operands.push(later_value);
    state.successors.push(exit);
    Builder::at_end(&mut ir, entry)
        .create(state)
        .expect("block end");
    let _ = block;

    let destination = ir.create_region();
    let mut mapping = ValueMapping::default();
    ir.clone_region_into(source, destination, &mut mapping);
    let blocks: Vec<BlockId> = ir.region_blocks(destination).collect();
    assert_eq!(blocks.len(), 2);
    let branch = ir.first_op(blocks[0]).expect("cloned branch");
    assert_eq!(
        ir.successors(branch),
        &[blocks[1]],
        "successors point at the cloned block"
    );
    let cloned_later = ir.first_op(blocks[1]).expect("cloned def");
    assert_eq!(
        ir.operand(branch, 0),
        Some(ir.results(cloned_later)[0]),
        "forward references are remapped"
    );

    ir.clear_region(source).expect("no outside uses");
    assert_eq!(ir.region_blocks(source).count(), 0);
    assert!(ir.is_erased(later));
    assert!(
        !ir.use_empty(ir.results(cloned_later)[0]),
        "the clone is untouched"
    );
}

/// Memory per op is a product goal (see docs/PERFORMANCE.md): keep the
/// per-entity records from growing unnoticed.
#[test]
fn entity_records_stay_small() {
    assert!(
        std::mem::size_of::<OpData>() <= 136,
        "OpData is {} bytes",
        std::mem::size_of::<OpData>()
    );
    assert!(
        std::mem::size_of::<ValueData>() <= 32,
        "ValueData is {} bytes",
        std::mem::size_of::<ValueData>()
    );
    assert_eq!(
        std::mem::size_of::<Option<OpId>>(),
        4,
        "ids keep their niche"
    );
}

/// Every use-list must list exactly the operands that use the value.
fn assert_use_lists_exact(ir: &Ir, ops: &[OpId]) {
    for &op in ops {
        for (index, value) in ir.operands(op).enumerate() {
            assert!(
                ir.uses(value)
                    .any(|u| u.op == op && u.index as usize == index),
                "{op:?} operand #{index} is missing from the use-list of {value:?}"
            );
        }
        for &result in ir.results(op) {
            for user in ir.uses(result) {
                assert_eq!(
                    ir.operand(user.op, user.index as usize),
                    Some(result),
                    "stale use {user:?}"
                );
            }
        }
    }
}

#[test]
fn shifting_operands_keeps_adjacent_uses_of_one_value_exact() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 1);
    let b = op(&mut ir, block, "t.b", &[], 1);
    let (va, vb) = (ir.results(a)[0], ir.results(b)[0]);
    let user = op(&mut ir, block, "t.use", &[vb, va, va], 0);
    ir.erase_operand(user, 0).expect("in range");
    assert_eq!(users(&ir, va), vec![(user, 0), (user, 1)]);
    assert_use_lists_exact(&ir, &[a, b, user]);
    ir.insert_operand(user, 0, vb).expect("in range");
    ir.insert_operand(user, 2, vb).expect("in range");
    assert_eq!(ir.operands(user).collect::<Vec<_>>(), vec![vb, va, vb, va]);
    assert_eq!(users(&ir, va), vec![(user, 1), (user, 3)]);
    assert_eq!(users(&ir, vb), vec![(user, 0), (user, 2)]);
    assert_use_lists_exact(&ir, &[a, b, user]);
    ir.erase_operand(user, 3).expect("in range");
    ir.erase_operand(user, 1).expect("in range");
    assert_eq!(users(&ir, va), vec![]);
    assert_eq!(users(&ir, vb), vec![(user, 0), (user, 1)]);
}

#[test]
fn erasure_refuses_outside_uses_of_nested_values_and_branches() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    // holder { inner = t.def } ; t.use(inner)
    let region = ir.create_region();
    let inner_block = ir.create_block();
    ir.append_block(region, inner_block).expect("fresh");
    let mut state = OperationState::new(&ir, "t.holder", Location::Unknown);
    state.regions.push(region);
    let holder = Builder::at_end(&mut ir, block)
        .create(state)
        .expect("block end");
    let inner = op(&mut ir, inner_block, "t.def", &[], 1);
    let inner_value = ir.results(inner)[0];
    let user = op(&mut ir, block, "t.use", &[inner_value], 0);
    assert_eq!(
        ir.erase_op(holder),
        Err(IrError::ResultStillUsed {
            op: inner,
            result: 0
        })
    );
    assert_eq!(
        ir.block_ops(block).collect::<Vec<_>>(),
        vec![holder, user],
        "nothing changed"
    );

    // A block that another block branches to cannot be erased.
    let cfg = ir.create_region();
    let (entry, target) = (ir.create_block(), ir.create_block());
    ir.append_block(cfg, entry).expect("fresh");
    ir.append_block(cfg, target).expect("fresh");
    let mut branch = OperationState::new(&ir, "t.br", Location::Unknown);
    branch.successors.push(target);
    let branch = Builder::at_end(&mut ir, entry)
        .create(branch)
        .expect("block end");
    assert_eq!(
        ir.erase_block(target),
        Err(IrError::BlockStillUsed {
            block: target,
            op: branch
        })
    );

    // Erasing twice is refused instead of corrupting the free list.
    ir.erase_op(user).expect("no results");
    assert_eq!(
        ir.erase_op(user),
        Err(IrError::AlreadyErased(format!("{user:?}")))
    );
}

#[test]
fn graph_region_blocks_erase_with_forward_uses() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, _) = root(&mut ir);
    let region = ir.create_region();
    let block = ir.create_block();
    ir.append_block(region, block).expect("fresh");
    let i32_ty = ir.ctx().integer_type(32);
    let placeholder = ir.create_placeholder(i32_ty);
    let early = op(&mut ir, block, "t.early", &[placeholder], 0);
    let late = op(&mut ir, block, "t.late", &[], 1);
    let late_value = ir.results(late)[0];
    ir.set_operand(early, 0, late_value).expect("operand 0");
    ir.release_placeholder(placeholder);
    ir.erase_block(block).expect("all uses are inside");
    assert!(ir.is_erased(early) && ir.is_erased(late));
    // The freed slots are consistent: new ops reuse them with exact use-lists.
    let (_, fresh_block) = root(&mut ir);
    let a = op(&mut ir, fresh_block, "t.a", &[], 1);
    let a_value = ir.results(a)[0];
    let b = op(&mut ir, fresh_block, "t.b", &[a_value], 1);
    assert_use_lists_exact(&ir, &[a, b]);
}

#[test]
fn mutations_that_would_corrupt_the_tree_are_refused() {
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (root_op, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    ir.move_op_before(a, a)
        .expect("moving an op before itself is a no-op");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![a]);
    // The root cannot be moved into its own block.
    assert!(matches!(
        ir.move_op_before(root_op, a),
        Err(IrError::Cycle(_))
    ));
    let region = ir.regions(root_op)[0];
    ir.take_region_body(region, region).expect("a no-op");
    assert_eq!(ir.region_blocks(region).collect::<Vec<_>>(), vec![block]);
    let other = ir.create_region();
    let stray = ir.create_block();
    assert_eq!(
        ir.insert_block(stray, other, Some(block)),
        Err(IrError::NotInRegion {
            block,
            region: other
        })
    );
}

#[test]
fn cloning_into_a_region_uses_pre_mapped_block_arguments() {
    // The inliner pattern: map the callee's entry arguments to call operands,
    // then clone the body; the arguments are not cloned.
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let operand = op(&mut ir, block, "t.operand", &[], 1);
    let operand_value = ir.results(operand)[0];
    let body = ir.create_region();
    let entry = ir.create_block();
    ir.append_block(body, entry).expect("fresh");
    let i32_ty = ir.ctx().integer_type(32);
    let arg = ir.add_block_argument(entry, i32_ty, Location::Unknown);
    let inner = op(&mut ir, entry, "t.inner", &[arg], 1);

    let destination = ir.create_region();
    let mut mapping = ValueMapping::default();
    mapping.map_value(arg, operand_value);
    ir.clone_region_into(body, destination, &mut mapping);
    let cloned_entry = ir.entry_block(destination).expect("cloned block");
    assert!(
        ir.block_arguments(cloned_entry).is_empty(),
        "mapped arguments are not cloned"
    );
    let cloned_inner = ir.first_op(cloned_entry).expect("cloned op");
    assert_eq!(ir.operand(cloned_inner, 0), Some(operand_value));
    assert_eq!(
        mapping.lookup_value(ir.results(inner)[0]),
        ir.results(cloned_inner)[0]
    );
}

#[test]
fn a_mapping_to_an_original_value_is_applied_once() {
    // Map a value used in the body to another *original* value defined in the
    // body: the clone must use that original value, not its clone.
    let mut ir = Ir::new(Arc::new(Context::new()));
    let (_, block) = root(&mut ir);
    let outside = op(&mut ir, block, "t.outside", &[], 1);
    let outside_value = ir.results(outside)[0];
    let body = ir.create_region();
    let entry = ir.create_block();
    ir.append_block(body, entry).expect("fresh");
    let target = op(&mut ir, entry, "t.target", &[], 1);
    let target_value = ir.results(target)[0];
    op(&mut ir, entry, "t.user", &[outside_value], 0);
    let destination = ir.create_region();
    let mut mapping = ValueMapping::default();
    mapping.map_value(outside_value, target_value);
    ir.clone_region_into(body, destination, &mut mapping);
    let cloned_entry = ir.entry_block(destination).expect("cloned block");
    let cloned_user = ir.last_op(cloned_entry).expect("cloned user");
    assert_eq!(ir.operand(cloned_user, 0), Some(target_value));
}
