//! Erasure: what it refuses, what it frees, and that stale handles are
//! detected rather than confused with new entities.

use super::*;

#[test]
fn erasing_refuses_used_results_and_reuses_slots_with_new_generations() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 1);
    let va = ir.results(a)[0];
    let user = op(&mut ir, block, "t.use", &[va], 0);
    assert_refused(
        &mut ir,
        top,
        IrError::ResultStillUsed { op: a, result: 0 },
        |ir| ir.erase_op(a),
    );
    ir.erase_op(user).expect("user has no results");
    assert!(ir.use_empty(va), "erasing a user drops its uses");
    ir.erase_op(a).expect("no more uses");
    assert_eq!(ir.block_ops(block).count(), 0);
    assert!(ir.is_erased(a) && !ir.is_value_live(va));

    let slots_before = ir.body(block.body()).ops.len();
    let c = op(&mut ir, block, "t.c", &[], 1);
    let d = op(&mut ir, block, "t.d", &[], 0);
    assert_eq!(
        ir.body(block.body()).ops.len(),
        slots_before,
        "erased op slots are reused"
    );
    // The slots are reused under a new generation: the old handles stay
    // dead and never alias the new ops.
    assert!(ir.is_erased(a) && ir.is_erased(user));
    assert!(ir.is_live(c) && ir.is_live(d));
    assert!(![c, d].contains(&a) && ![c, d].contains(&user));
    assert!([c, d].iter().any(|op| op.index() == a.index()));
    assert_refused(&mut ir, top, IrError::NotLive(Entity::Op(a)), |ir| {
        ir.erase_op(a)
    });
    assert_refused(&mut ir, top, IrError::NotLive(Entity::Op(user)), |ir| {
        ir.move_op_to_end(user, block)
    });
}

#[test]
#[should_panic(expected = "is not live")]
fn reading_through_a_stale_handle_panics_instead_of_answering_for_another_op() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 0);
    ir.erase_op(a).expect("unused");
    let _reused = op(&mut ir, block, "t.b", &[], 0);
    let _ = ir.op_name(a);
}

#[test]
fn erasing_an_op_erases_its_regions() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let outer = op_with(&mut ir, block, "t.outer", &[], 1, 1, &[]);
    let region = ir.regions(outer)[0];
    let inner_block = ir.append_new_block(region).expect("live");
    let v = ir.results(outer)[0];
    // Nested ops using a value from the outer block and one of their own region.
    let inner = op(&mut ir, inner_block, "t.inner", &[v], 1);
    let w = ir.results(inner)[0];
    op(&mut ir, inner_block, "t.inner_use", &[w], 0);
    assert_eq!(ir.walk_collect(top, WalkOrder::PreOrder).len(), 4);
    ir.erase_op(outer)
        .expect("uses of the result are inside the op");
    assert!(ir.is_region_erased(region));
    assert!(ir.is_block_erased(inner_block));
    assert!(ir.is_erased(inner));
    assert_eq!(ir.walk_collect(top, WalkOrder::PreOrder), vec![top]);
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn erasure_refuses_outside_uses_of_nested_values_and_branches() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.holder", &[], 0, 1, &[]);
    let inner_block = ir.append_new_block(ir.regions(holder)[0]).expect("live");
    let inner = op(&mut ir, inner_block, "t.def", &[], 1);
    let inner_value = ir.results(inner)[0];
    let user = op(&mut ir, block, "t.use", &[inner_value], 0);
    assert_refused(
        &mut ir,
        top,
        IrError::ResultStillUsed {
            op: inner,
            result: 0,
        },
        |ir| ir.erase_op(holder),
    );

    // A block that another block branches to cannot be erased.
    let cfg = op_with(&mut ir, block, "t.cfg", &[], 0, 1, &[]);
    let region = ir.regions(cfg)[0];
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
        |ir| ir.erase_block(target),
    );
    // A block that branches to itself can.
    let looping = ir.append_new_block(region).expect("live");
    op_with(&mut ir, looping, "t.loop", &[], 0, 0, &[looping]);
    ir.erase_block(looping)
        .expect("its only predecessor is inside it");

    ir.erase_op(user).expect("no results");
    ir.erase_op(holder).expect("no outside uses left");
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn erase_block_checks_outside_uses_then_frees_everything() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.holder", &[], 0, 1, &[]);
    let region = ir.regions(holder)[0];
    let first = ir.append_new_block(region).expect("live");
    let second = ir.append_new_block(region).expect("live");
    let def = op(&mut ir, second, "t.def", &[], 1);
    let value = ir.results(def)[0];
    op(&mut ir, second, "t.use_inside", &[value], 0);
    let outside_user = op(&mut ir, first, "t.use_outside", &[value], 0);
    assert_refused(
        &mut ir,
        top,
        IrError::ResultStillUsed { op: def, result: 0 },
        |ir| ir.erase_block(second),
    );
    ir.erase_op(outside_user).expect("no results");
    ir.erase_block(second).expect("only inside uses remain");
    assert!(ir.is_block_erased(second) && ir.is_erased(def));
    assert_eq!(ir.region_blocks(region).collect::<Vec<_>>(), vec![first]);
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn graph_region_blocks_erase_with_forward_uses() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.graph", &[], 0, 1, &[]);
    let inner = ir.append_new_block(ir.regions(holder)[0]).expect("live");
    let i32_ty = ir.ctx().integer_type(32);
    let placeholder = ir
        .create_placeholder(inner.body(), i32_ty)
        .expect("live body");
    let early = op(&mut ir, inner, "t.early", &[placeholder], 0);
    let late = op(&mut ir, inner, "t.late", &[], 1);
    let late_value = ir.results(late)[0];
    ir.set_operand(early, 0, late_value).expect("operand 0");
    ir.release_placeholder(placeholder)
        .expect("unused placeholder");
    ir.erase_block(inner).expect("all uses are inside");
    assert!(ir.is_erased(early) && ir.is_erased(late));
    let a = op(&mut ir, block, "t.a", &[], 1);
    let a_value = ir.results(a)[0];
    op(&mut ir, block, "t.b", &[a_value], 1);
    ir.check_invariants()
        .expect("freed slots are reused consistently");
}

#[test]
fn clearing_a_region_and_erasing_a_detached_one() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.holder", &[], 0, 1, &[]);
    let region = ir.regions(holder)[0];
    let inner = ir.append_new_block(region).expect("live");
    let def = op(&mut ir, inner, "t.def", &[], 1);
    let value = ir.results(def)[0];
    let user = op(&mut ir, block, "t.use", &[value], 0);
    assert_refused(
        &mut ir,
        top,
        IrError::ResultStillUsed { op: def, result: 0 },
        |ir| ir.clear_region(region),
    );
    ir.erase_op(user).expect("unused");
    ir.clear_region(region).expect("no outside uses");
    assert_eq!(ir.region_blocks(region).count(), 0);
    assert!(ir.is_live(holder), "the region's op stays");
    assert_refused(
        &mut ir,
        top,
        IrError::AlreadyAttached(Entity::Region(region)),
        |ir| ir.erase_region(region),
    );
    let detached = ir.create_region(block.body()).expect("live body");
    ir.append_new_block(detached).expect("live");
    ir.erase_region(detached).expect("detached");
    assert!(ir.is_region_erased(detached));
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn erasing_every_op_one_by_one_frees_everything() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let mut last = None;
    for _ in 0..1000 {
        let operands: Vec<Value> = last.into_iter().collect();
        let created = op(&mut ir, block, "t.chain", &operands, 1);
        last = Some(ir.results(created)[0]);
    }
    while let Some(op) = ir.last_op(block) {
        ir.erase_op(op).expect("the last op of a chain is unused");
    }
    assert_eq!(ir.num_live_ops(), 1, "only the root is left");
    assert_eq!(ir.walk_collect(top, WalkOrder::PreOrder), vec![top]);
    ir.check_invariants().expect("invariants hold");
}
