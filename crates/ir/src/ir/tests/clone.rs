//! Deep clones within a body, with value and block mappings.

use super::*;

#[test]
fn clone_maps_results_blocks_and_nested_uses() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let outside = op(&mut ir, block, "t.outside", &[], 1);
    let v_outside = ir.results(outside)[0];
    let holder = op_with(&mut ir, block, "t.holder", &[], 1, 1, &[]);
    let entry = ir.append_new_block(ir.regions(holder)[0]).expect("live");
    let i32_ty = ir.ctx().integer_type(32);
    let arg = ir
        .add_block_argument(entry, i32_ty, Location::Unknown)
        .expect("live");
    ir.set_name_hint(arg, Some("x")).expect("live");
    let inner = op(&mut ir, entry, "t.inner", &[arg, v_outside], 1);

    let mut mapping = ValueMapping::default();
    let copy = ir.clone_op(holder, &mut mapping).expect("same body");
    let copy_entry = ir.entry_block(ir.regions(copy)[0]).expect("cloned block");
    let copy_arg = ir.block_arguments(copy_entry)[0];
    let copy_inner = ir.first_op(copy_entry).expect("cloned op");
    assert_ne!(copy_inner, inner);
    assert_eq!(mapping.get_op(inner), Some(copy_inner));
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
    assert_eq!(users(&ir, v_outside).len(), 2, "the clone adds a use");
    assert_eq!(ir.op_parent_block(copy), None, "clones start detached");
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn regions_clone_into_with_forward_references_and_clear() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let source_holder = op_with(&mut ir, block, "t.source", &[], 0, 1, &[]);
    let source = ir.regions(source_holder)[0];
    let entry = ir.append_new_block(source).expect("live");
    let exit = ir.append_new_block(source).expect("live");
    // `entry` branches to `exit` and uses a value that `exit` defines (a
    // forward reference, as in a graph region).
    let later = op(&mut ir, exit, "t.later", &[], 1);
    let later_value = ir.results(later)[0];
    op_with(&mut ir, entry, "t.br", &[later_value], 0, 0, &[exit]);

    let destination_holder = op_with(&mut ir, block, "t.destination", &[], 0, 1, &[]);
    let destination = ir.regions(destination_holder)[0];
    let mut mapping = ValueMapping::default();
    ir.clone_region_into(source, destination, &mut mapping)
        .expect("same body");
    let blocks: Vec<BlockId> = ir.region_blocks(destination).collect();
    assert_eq!(blocks.len(), 2);
    let branch = ir.first_op(blocks[0]).expect("cloned branch");
    assert_eq!(
        ir.successors(branch),
        &[blocks[1]],
        "successors are remapped"
    );
    let cloned_later = ir.first_op(blocks[1]).expect("cloned def");
    assert_eq!(
        ir.operand(branch, 0),
        Some(ir.results(cloned_later)[0]),
        "forward references are remapped"
    );
    assert_eq!(
        ir.clone_region_into(source, source, &mut ValueMapping::default()),
        Err(IrError::Cycle {
            what: Entity::Region(source),
            into: Entity::Region(source)
        })
    );

    ir.clear_region(source).expect("no outside uses");
    assert_eq!(ir.region_blocks(source).count(), 0);
    assert!(ir.is_erased(later));
    assert!(
        !ir.use_empty(ir.results(cloned_later)[0]),
        "the clone is untouched"
    );
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn cloning_into_a_region_uses_pre_mapped_block_arguments() {
    // The inliner pattern: map the callee's entry arguments to call operands,
    // then clone the body; the arguments are not cloned.
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let operand = op(&mut ir, block, "t.operand", &[], 1);
    let operand_value = ir.results(operand)[0];
    let body_holder = op_with(&mut ir, block, "t.body", &[], 0, 1, &[]);
    let entry = ir
        .append_new_block(ir.regions(body_holder)[0])
        .expect("live");
    let i32_ty = ir.ctx().integer_type(32);
    let arg = ir
        .add_block_argument(entry, i32_ty, Location::Unknown)
        .expect("live");
    let inner = op(&mut ir, entry, "t.inner", &[arg], 1);

    let destination_holder = op_with(&mut ir, block, "t.destination", &[], 0, 1, &[]);
    let destination = ir.regions(destination_holder)[0];
    let mut mapping = ValueMapping::default();
    mapping.map_value(arg, operand_value);
    ir.clone_region_into(ir.regions(body_holder)[0], destination, &mut mapping)
        .expect("same body");
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
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let outside = op(&mut ir, block, "t.outside", &[], 1);
    let outside_value = ir.results(outside)[0];
    let body_holder = op_with(&mut ir, block, "t.body", &[], 0, 1, &[]);
    let entry = ir
        .append_new_block(ir.regions(body_holder)[0])
        .expect("live");
    let target = op(&mut ir, entry, "t.target", &[], 1);
    let target_value = ir.results(target)[0];
    op(&mut ir, entry, "t.user", &[outside_value], 0);
    let destination_holder = op_with(&mut ir, block, "t.destination", &[], 0, 1, &[]);
    let destination = ir.regions(destination_holder)[0];
    let mut mapping = ValueMapping::default();
    mapping.map_value(outside_value, target_value);
    ir.clone_region_into(ir.regions(body_holder)[0], destination, &mut mapping)
        .expect("same body");
    let cloned_entry = ir.entry_block(destination).expect("cloned block");
    let cloned_user = ir.last_op(cloned_entry).expect("cloned user");
    assert_eq!(ir.operand(cloned_user, 0), Some(target_value));
}

#[test]
fn builder_clone_inserts_at_the_insertion_point() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let first = op(&mut ir, block, "t.first", &[], 1);
    let value = ir.results(first)[0];
    let user = op(&mut ir, block, "t.user", &[value], 0);
    let replacement = op(&mut ir, block, "t.replacement", &[], 1);
    let new_value = ir.results(replacement)[0];
    let mut mapping = crate::ValueMapping::default();
    mapping.map_value(value, new_value);
    let mut builder = crate::builder::Builder::before(&mut ir, first);
    let clone = builder.clone(user, &mut mapping).expect("cloned");
    let ops: Vec<_> = ir.block_ops(block).collect();
    assert_eq!(ops, vec![clone, first, user, replacement]);
    assert_eq!(ir.operands(clone).collect::<Vec<_>>(), vec![new_value]);
    assert_eq!(mapping.get_op(user), Some(clone));
}
