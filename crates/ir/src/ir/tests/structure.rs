//! Moving, splitting, inlining and merging; block arguments; the cached op
//! order; and the preconditions of each.

use super::*;

#[test]
fn moving_ops_relinks_blocks() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    let b = op(&mut ir, block, "t.b", &[], 0);
    ir.move_op_before(b, a).expect("a is attached");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![b, a]);
    assert_eq!((ir.prev_op(a), ir.next_op(b)), (Some(b), Some(a)));
    ir.move_op_after(b, a).expect("a is attached");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![a, b]);
    ir.move_op_after(b, a).expect("already there");
    ir.move_op_before(a, a).expect("a no-op");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![a, b]);
    let state = OperationState::new(&ir, "t.mid", Location::Unknown);
    let mid = Builder::before(&mut ir, b)
        .create(state)
        .expect("b is attached");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![a, mid, b]);
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn moves_that_would_corrupt_the_tree_are_refused() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.holder", &[], 0, 1, &[]);
    let inner_block = ir.append_new_block(ir.regions(holder)[0]).expect("live");
    let inner = op(&mut ir, inner_block, "t.inner", &[], 0);
    let cycle = IrError::Cycle {
        what: Entity::Op(holder),
        into: Entity::Block(inner_block),
    };
    assert_refused(&mut ir, top, cycle.clone(), |ir| {
        ir.move_op_before(holder, inner)
    });
    // The old `move_op_to_end` detached the op before noticing the cycle.
    assert_refused(&mut ir, top, cycle, |ir| {
        ir.move_op_to_end(holder, inner_block)
    });
    assert_eq!(ir.op_parent_block(holder), Some(block));

    // A block cannot go into a region nested inside one of its own ops.
    let region = ir.regions(holder)[0];
    assert_refused(
        &mut ir,
        top,
        IrError::Cycle {
            what: Entity::Block(block),
            into: Entity::Region(region),
        },
        |ir| ir.move_block(block, region, None),
    );
    assert_refused(
        &mut ir,
        top,
        IrError::Cycle {
            what: Entity::Block(block),
            into: Entity::Region(region),
        },
        |ir| ir.inline_region_before(ir.regions(top)[0], region, None),
    );
    assert_refused(
        &mut ir,
        top,
        IrError::AlreadyAttached(Entity::Op(inner)),
        |ir| ir.insert_op(inner, block, None),
    );
    assert_refused(
        &mut ir,
        top,
        IrError::NotInBlock { op: inner, block },
        |ir| ir.move_op(holder, block, Some(inner)),
    );
    let stray = ir.create_block(block.body()).expect("root body");
    let top_region = ir.regions(top)[0];
    assert_refused(
        &mut ir,
        top,
        IrError::NotInRegion {
            block: inner_block,
            region: top_region,
        },
        |ir| ir.insert_block(stray, top_region, Some(inner_block)),
    );
    ir.detach_op(holder).expect("live");
    assert_refused(&mut ir, top, IrError::Detached(Entity::Op(holder)), |ir| {
        ir.move_op_before(inner, holder)
    });
}

#[test]
fn split_block_moves_the_tail_to_a_new_block() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    let b = op(&mut ir, block, "t.b", &[], 0);
    let c = op(&mut ir, block, "t.c", &[], 0);
    let tail = ir.split_block(block, b).expect("b is in the block");
    assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![a]);
    assert_eq!(ir.block_ops(tail).collect::<Vec<_>>(), vec![b, c]);
    assert_eq!(ir.next_block(block), Some(tail));
    assert_eq!(ir.prev_block(tail), Some(block));
    assert_eq!(ir.op_parent_block(c), Some(tail));
    assert_refused(&mut ir, top, IrError::NotInBlock { op: c, block }, |ir| {
        ir.split_block(block, c)
    });
}

#[test]
fn inline_block_before_and_merge_blocks_replace_arguments() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let i32_ty = ir.ctx().integer_type(32);
    let producer = op(&mut ir, block, "t.producer", &[], 1);
    let value = ir.results(producer)[0];
    let anchor = op(&mut ir, block, "t.anchor", &[], 0);
    let holder = op_with(&mut ir, block, "t.holder", &[], 0, 1, &[]);
    let region = ir.regions(holder)[0];
    let source = ir.append_new_block(region).expect("live");
    let argument = ir
        .add_block_argument(source, i32_ty, Location::Unknown)
        .expect("live block");
    let inner = op(&mut ir, source, "t.inner", &[argument], 0);

    assert_refused(
        &mut ir,
        top,
        IrError::ArgumentCountMismatch {
            block: source,
            expected: 1,
            found: 0,
        },
        |ir| ir.inline_block_before(source, block, Some(anchor), &[]),
    );
    assert_refused(&mut ir, top, IrError::SameBlock(source), |ir| {
        ir.merge_blocks(source, source, &[value])
    });
    ir.inline_block_before(source, block, Some(anchor), &[value])
        .expect("preconditions hold");
    assert_eq!(
        ir.block_ops(block).collect::<Vec<_>>(),
        vec![producer, inner, anchor, holder]
    );
    assert_eq!(ir.operand(inner, 0), Some(value));
    assert!(!ir.is_block_live(source) && !ir.is_value_live(argument));
    assert_eq!(ir.region_blocks(region).count(), 0);

    // merge_blocks appends at the end; a block inside the merged block
    // cannot be the destination.
    let source = ir.append_new_block(region).expect("live");
    let nested = op_with(&mut ir, source, "t.nested", &[], 0, 1, &[]);
    let deep = ir.append_new_block(ir.regions(nested)[0]).expect("live");
    assert_refused(
        &mut ir,
        top,
        IrError::Cycle {
            what: Entity::Block(source),
            into: Entity::Block(deep),
        },
        |ir| ir.merge_blocks(source, deep, &[]),
    );
    ir.merge_blocks(source, block, &[])
        .expect("preconditions hold");
    assert_eq!(ir.last_op(block), Some(nested));
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn a_branched_to_block_is_not_inlined() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.cfg", &[], 0, 1, &[]);
    let region = ir.regions(holder)[0];
    let entry = ir.append_new_block(region).expect("live");
    let target = ir.append_new_block(region).expect("live");
    let branch = op_with(&mut ir, entry, "t.br", &[], 0, 0, &[target]);
    assert_refused(
        &mut ir,
        top,
        IrError::BlockStillUsed {
            block: target,
            op: branch,
        },
        |ir| ir.merge_blocks(target, entry, &[]),
    );
}

#[test]
fn block_arguments_insert_and_erase_at_an_index() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let i32_ty = ir.ctx().integer_type(32);
    let index_ty = ir.ctx().index_type();
    let a = ir
        .add_block_argument(block, i32_ty, Location::Unknown)
        .expect("live");
    let c = ir
        .add_block_argument(block, i32_ty, Location::Unknown)
        .expect("live");
    let b = ir
        .insert_argument(block, 1, index_ty, Location::Unknown)
        .expect("in range");
    assert_eq!(ir.block_arguments(block), &[a, b, c]);
    assert_eq!(ir.value_def(c), ValueDef::BlockArgument { block, index: 2 });
    let user = op(&mut ir, block, "t.use", &[c], 0);
    assert_refused(
        &mut ir,
        top,
        IrError::ArgumentStillUsed { block, argument: 2 },
        |ir| ir.erase_argument(block, 2),
    );
    assert_refused(
        &mut ir,
        top,
        IrError::NoSuchArgument { block, index: 4 },
        |ir| ir.insert_argument(block, 4, i32_ty, Location::Unknown),
    );
    ir.erase_argument(block, 0).expect("unused");
    assert_eq!(ir.block_arguments(block), &[b, c]);
    assert_eq!(ir.value_def(c), ValueDef::BlockArgument { block, index: 1 });
    assert_eq!(ir.operand(user, 0), Some(c));
    assert!(!ir.is_value_live(a));
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn the_cached_op_order_follows_edits() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    let b = op(&mut ir, block, "t.b", &[], 0);
    let c = op(&mut ir, block, "t.c", &[], 0);
    assert!(ir.is_before_in_block(a, c) && !ir.is_before_in_block(c, a));
    assert!(!ir.is_before_in_block(a, a));
    ir.move_op_before(c, a).expect("attached");
    assert!(ir.is_before_in_block(c, a) && ir.is_before_in_block(c, b));
    let d = op(&mut ir, block, "t.d", &[], 0);
    assert!(
        ir.is_before_in_block(b, d),
        "appending keeps the order valid"
    );
    ir.detach_op(a).expect("live");
    assert!(!ir.is_before_in_block(a, d), "a detached op is in no block");
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn a_region_is_its_own_ancestor_and_its_nested_regions_ancestor() {
    let mut ir = new_ir();
    let (root_op, block) = root(&mut ir);
    let outer = ir.regions(root_op)[0];
    let holder = op_with(&mut ir, block, "t.holder", &[], 0, 2, &[]);
    let (first, second) = (ir.regions(holder)[0], ir.regions(holder)[1]);
    let inner_block = ir.append_new_block(first).expect("a block");
    let nested = op_with(&mut ir, inner_block, "t.nested", &[], 0, 1, &[]);
    let deepest = ir.regions(nested)[0];
    assert!(ir.region_is_ancestor(outer, outer));
    assert!(ir.region_is_ancestor(outer, first));
    assert!(ir.region_is_ancestor(outer, deepest));
    assert!(ir.region_is_ancestor(first, deepest));
    assert!(!ir.region_is_ancestor(second, deepest));
    assert!(!ir.region_is_ancestor(deepest, outer));
}

#[test]
fn child_ops_are_one_level_down_in_order() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let first = op_with(&mut ir, block, "t.first", &[], 0, 2, &[]);
    let second = op(&mut ir, block, "t.second", &[], 0);
    let [region_a, region_b] = ir.regions(first)[..] else {
        panic!("two regions");
    };
    let a = ir.append_new_block(region_a).expect("live");
    let b0 = ir.append_new_block(region_b).expect("live");
    let b1 = ir.append_new_block(region_b).expect("live");
    let in_a = op_with(&mut ir, a, "t.in_a", &[], 0, 1, &[]);
    let nested = ir.append_new_block(ir.regions(in_a)[0]).expect("live");
    op(&mut ir, nested, "t.deeper", &[], 0);
    let in_b0 = op(&mut ir, b0, "t.in_b0", &[], 0);
    let in_b1 = op(&mut ir, b1, "t.in_b1", &[], 0);
    assert_eq!(ir.child_ops(top).collect::<Vec<_>>(), vec![first, second]);
    assert_eq!(
        ir.child_ops(first).collect::<Vec<_>>(),
        vec![in_a, in_b0, in_b1]
    );
    assert_eq!(ir.child_ops(second).count(), 0);
}
