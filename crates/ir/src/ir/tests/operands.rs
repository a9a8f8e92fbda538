//! Operands, use-lists, successors and predecessor lists.

use super::*;

#[test]
fn use_lists_follow_every_operand_edit() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
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
    assert_eq!(users(&ir, va), vec![(user, 1)], "later operands shift down");
    assert_eq!(users(&ir, vb), vec![(user, 0)]);

    ir.insert_operand(user, 0, va).expect("index 0 is valid");
    assert_eq!(users(&ir, va), vec![(user, 0), (user, 2)]);
    assert_eq!(users(&ir, vb), vec![(user, 1)]);

    ir.replace_all_uses_with(va, vb).expect("same body");
    assert!(ir.use_empty(va));
    assert_eq!(users(&ir, vb), vec![(user, 0), (user, 1), (user, 2)]);
    ir.set_operands(user, &[va]).expect("live values");
    assert_eq!(users(&ir, va), vec![(user, 0)]);
    assert!(ir.use_empty(vb));
    ir.check_invariants().expect("invariants hold");

    assert_refused(
        &mut ir,
        top,
        IrError::NoSuchOperand { op: user, index: 9 },
        |ir| ir.set_operand(user, 9, va),
    );
    assert_refused(
        &mut ir,
        top,
        IrError::NoSuchOperand { op: user, index: 2 },
        |ir| ir.insert_operand(user, 2, va),
    );
    assert_refused(
        &mut ir,
        top,
        IrError::NoSuchOperand { op: user, index: 1 },
        |ir| ir.erase_operand(user, 1),
    );
}

#[test]
fn shifting_operands_keeps_adjacent_uses_of_one_value_exact() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 1);
    let b = op(&mut ir, block, "t.b", &[], 1);
    let (va, vb) = (ir.results(a)[0], ir.results(b)[0]);
    let user = op(&mut ir, block, "t.use", &[vb, va, va], 0);
    ir.erase_operand(user, 0).expect("in range");
    assert_eq!(users(&ir, va), vec![(user, 0), (user, 1)]);
    ir.insert_operand(user, 0, vb).expect("in range");
    ir.insert_operand(user, 2, vb).expect("in range");
    assert_eq!(ir.operands(user).collect::<Vec<_>>(), vec![vb, va, vb, va]);
    assert_eq!(users(&ir, va), vec![(user, 1), (user, 3)]);
    assert_eq!(users(&ir, vb), vec![(user, 0), (user, 2)]);
    ir.erase_operand(user, 3).expect("in range");
    ir.erase_operand(user, 1).expect("in range");
    assert_eq!(users(&ir, va), vec![]);
    assert_eq!(users(&ir, vb), vec![(user, 0), (user, 1)]);
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn replacing_uses_selectively_and_by_op_result() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 2);
    let b = op(&mut ir, block, "t.b", &[], 2);
    let (a0, a1) = (ir.results(a)[0], ir.results(a)[1]);
    let (b0, b1) = (ir.results(b)[0], ir.results(b)[1]);
    let first = op(&mut ir, block, "t.first", &[a0], 0);
    let second = op(&mut ir, block, "t.second", &[a0, a1], 0);
    ir.replace_uses_with_if(a0, b0, |u| u.op == second)
        .expect("same body");
    assert_eq!(users(&ir, a0), vec![(first, 0)]);
    assert_eq!(users(&ir, b0), vec![(second, 0)]);

    assert_refused(
        &mut ir,
        top,
        IrError::ResultCountMismatch {
            op: a,
            expected: 2,
            found: 1,
        },
        |ir| ir.replace_op_uses_with(a, &[b0]),
    );
    ir.replace_op_uses_with(a, &[b0, b1]).expect("two for two");
    assert!(ir.use_empty(a0) && ir.use_empty(a1));
    assert_eq!(users(&ir, b1), vec![(second, 1)]);
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn successors_keep_predecessor_lists() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.cfg", &[], 0, 1, &[]);
    let region = ir.regions(holder)[0];
    let entry = ir.append_new_block(region).expect("live region");
    let left = ir.append_new_block(region).expect("live region");
    let right = ir.append_new_block(region).expect("live region");
    let branch = op_with(&mut ir, entry, "t.br", &[], 0, 0, &[left, left]);
    assert_eq!(
        ir.predecessors(left).collect::<Vec<_>>(),
        vec![entry, entry]
    );
    assert!(ir.has_no_predecessors(right));

    let version = ir.region_cfg_version(region);
    ir.set_successor(branch, 1, right)
        .expect("successor 1 exists");
    assert_ne!(ir.region_cfg_version(region), version, "the CFG changed");
    assert_eq!(ir.successors(branch), &[left, right]);
    assert_eq!(ir.predecessors(left).collect::<Vec<_>>(), vec![entry]);
    assert_eq!(
        ir.block_uses(right).collect::<Vec<_>>(),
        vec![BlockOperand {
            op: branch,
            index: 1
        }]
    );
    ir.check_invariants().expect("invariants hold");
    assert_refused(
        &mut ir,
        top,
        IrError::NoSuchSuccessor {
            op: branch,
            index: 2,
        },
        |ir| ir.set_successor(branch, 2, right),
    );

    ir.erase_op(branch).expect("no results");
    assert!(ir.has_no_predecessors(left) && ir.has_no_predecessors(right));
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn attribute_and_value_edits_refuse_stale_handles() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 1);
    let value = ir.results(a)[0];
    let ctx = ir.ctx_arc().clone();
    ir.set_attr(a, "k", ctx.unit_attr()).expect("live op");
    assert_eq!(ir.attr(a, "k"), Some(ctx.unit_attr()));
    ir.set_name_hint(value, Some("x")).expect("live value");
    assert_eq!(
        ir.name_hint(value).map(|s| ctx.str(s).to_string()),
        Some("x".into())
    );
    ir.set_value_type(value, ctx.index_type())
        .expect("live value");
    assert_eq!(ir.value_type(value), ctx.index_type());
    ir.erase_op(a).expect("unused");
    assert_refused(&mut ir, top, IrError::NotLive(Entity::Op(a)), |ir| {
        ir.set_attr(a, "k", ctx.unit_attr())
    });
    assert_refused(&mut ir, top, IrError::NotLive(Entity::Value(value)), |ir| {
        ir.set_name_hint(value, None)
    });
    assert_refused(&mut ir, top, IrError::NotLive(Entity::Op(a)), |ir| {
        ir.set_op_location(a, Location::Unknown)
    });
}
