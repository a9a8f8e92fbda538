//! Change tracking, and the analyses it keeps fresh.

use super::*;
use crate::dominance::DominanceInfo;

#[test]
fn every_mutation_is_recorded_including_the_builders() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let a = op(&mut ir, block, "t.a", &[], 1);
    let value = ir.results(a)[0];
    assert!(
        ir.pending_changes().is_empty(),
        "nothing is recorded unless asked"
    );

    assert!(!ir.set_change_recording(true));
    let b = op(&mut ir, block, "t.b", &[value], 1);
    let b_value = ir.results(b)[0];
    ir.replace_all_uses_with(value, value).expect("a no-op");
    ir.set_operand(b, 0, b_value).expect("in range");
    ir.move_op_before(b, a).expect("attached");
    ir.set_attr(b, "k", ir.ctx().unit_attr()).expect("live");
    ir.set_operand(b, 0, value).expect("in range");
    ir.erase_op(b).expect("unused");
    let changes = ir.take_changes();
    assert_eq!(
        changes,
        vec![
            Change::OpCreated { op: b },
            Change::OpInserted { op: b, block },
            Change::OperandSet {
                op: b,
                index: 0,
                old: value,
                new: b_value
            },
            Change::OpDetached { op: b, block },
            Change::OpInserted { op: b, block },
            Change::AttributesChanged { op: b },
            Change::OperandSet {
                op: b,
                index: 0,
                old: b_value,
                new: value
            },
            Change::OpErased {
                op: b,
                name: ir.ctx().intern_str("t.b"),
                operands: vec![value]
            },
        ]
    );
    assert!(ir.take_changes().is_empty(), "draining empties the log");
    ir.set_change_recording(false);
    op(&mut ir, block, "t.c", &[], 0);
    assert!(ir.pending_changes().is_empty());
}

#[test]
fn block_and_argument_changes_are_recorded() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.holder", &[], 0, 1, &[]);
    let region = ir.regions(holder)[0];
    ir.set_change_recording(true);
    let entry = ir.append_new_block(region).expect("live");
    let i32_ty = ir.ctx().integer_type(32);
    let argument = ir
        .add_block_argument(entry, i32_ty, Location::Unknown)
        .expect("live");
    ir.erase_argument(entry, 0).expect("unused");
    ir.erase_op(holder).expect("unused");
    assert_eq!(
        ir.take_changes(),
        vec![
            Change::BlockCreated { block: entry },
            Change::BlockInserted {
                block: entry,
                region
            },
            Change::ArgumentInserted {
                block: entry,
                index: 0,
                value: argument
            },
            Change::ArgumentErased {
                block: entry,
                index: 0,
                value: argument
            },
            Change::BlockErased { block: entry },
            Change::RegionErased { region },
            Change::OpErased {
                op: holder,
                name: ir.ctx().intern_str("t.holder"),
                operands: vec![]
            },
        ]
    );
}

#[test]
fn dominance_is_recomputed_after_the_cfg_changes() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let holder = op_with(&mut ir, block, "t.cfg", &[], 0, 1, &[]);
    let region = ir.regions(holder)[0];
    let entry = ir.append_new_block(region).expect("live");
    let middle = ir.append_new_block(region).expect("live");
    let exit = ir.append_new_block(region).expect("live");
    let first = op_with(&mut ir, entry, "t.br", &[], 0, 0, &[middle]);
    op_with(&mut ir, middle, "t.br", &[], 0, 0, &[exit]);
    let mut dominance = DominanceInfo::default();
    assert!(dominance.properly_dominates(&ir, region, middle, exit));
    // entry now branches straight to exit as well: middle no longer dominates it.
    ir.erase_op(first).expect("unused");
    op_with(&mut ir, entry, "t.cond_br", &[], 0, 0, &[middle, exit]);
    assert!(!dominance.properly_dominates(&ir, region, middle, exit));
    assert!(dominance.properly_dominates(&ir, region, entry, exit));
}
