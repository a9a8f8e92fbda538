//! Storage per isolated body: placement rules, refusals across bodies,
//! splitting into parts for threads and joining back.

use super::*;

/// A `builtin.module` (isolated from above) with one block, attached to
/// `block`; returns the module and its block.
fn module_in(ir: &mut Ir, block: BlockId) -> (OpId, BlockId) {
    let module = op_with(ir, block, "builtin.module", &[], 0, 1, &[]);
    let inner = ir.append_new_block(ir.regions(module)[0]).expect("live");
    (module, inner)
}

#[test]
fn isolated_ops_keep_their_regions_in_a_body_of_their_own() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let (module, inner) = module_in(&mut ir, block);
    let body = ir
        .owned_body(module)
        .expect("an isolated op with regions owns a body");
    assert_ne!(body, module.body());
    assert_eq!(inner.body(), body);
    assert_eq!(ir.body_owner(body), Some(module));
    assert_eq!(
        ir.owned_body(top),
        None,
        "an unregistered op is not isolated"
    );
    let (nested, nested_block) = module_in(&mut ir, inner);
    assert_eq!(nested.body(), body);
    assert_ne!(nested_block.body(), body);
    ir.check_invariants().expect("invariants hold");

    // Erasing the isolated op drops its body and every body nested in it.
    let nested_body = nested_block.body();
    ir.erase_op(module).expect("unused");
    assert!(ir.try_body(body).is_none() && ir.try_body(nested_body).is_none());
    assert!(!ir.is_live(nested) && !ir.is_block_live(nested_block));
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn erasing_sibling_isolated_ops_keeps_the_parent_body_list_consistent() {
    let mut ir = new_ir();
    let (_, block) = root(&mut ir);
    let modules: Vec<OpId> = (0..5).map(|_| module_in(&mut ir, block).0).collect();
    // Erase from the middle, the front and the back: each leaves the
    // parent's list of bodies in a state the invariants accept.
    for index in [1, 0, 4, 2, 3] {
        let body = ir.owned_body(modules[index]).expect("owns a body");
        ir.erase_op(modules[index]).expect("unused");
        assert!(ir.try_body(body).is_none());
        ir.check_invariants().expect("invariants hold");
    }
    // New isolated ops still find their place.
    let (module, _) = module_in(&mut ir, block);
    ir.check_invariants().expect("invariants hold");
    ir.erase_op(module).expect("unused");
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn regions_are_placed_where_the_op_kind_needs_them() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let root_body = ir.root_body();
    // An isolated op given a region of the body it is created in.
    let region = ir.create_region(root_body).expect("live body");
    let mut state = OperationState::new(&ir, "builtin.module", Location::Unknown);
    state.regions.push(region);
    let error = ir
        .create_op(root_body, state.clone())
        .expect_err("misplaced");
    assert!(matches!(error, IrError::RegionPlacement { .. }), "{error}");
    // A region built in a fresh body is accepted.
    let fresh = ir.create_body();
    let region = ir.create_region(fresh).expect("live body");
    state.regions = vec![region].into();
    let module = ir.create_op(root_body, state).expect("placed right");
    assert_eq!(ir.owned_body(module), Some(fresh));
    // An op that is not isolated cannot take a region of another body.
    let elsewhere = ir.create_region(fresh).expect("live body");
    let mut state = OperationState::new(&ir, "t.holder", Location::Unknown);
    state.regions.push(elsewhere);
    let error = ir.create_op(root_body, state).expect_err("misplaced");
    assert!(matches!(error, IrError::RegionPlacement { .. }), "{error}");
    ir.erase_region(elsewhere).expect("detached");
    let _ = (top, block);
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn uses_and_links_never_cross_bodies() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let outer = op(&mut ir, block, "t.outer", &[], 1);
    let outer_value = ir.results(outer)[0];
    let (module, inner) = module_in(&mut ir, block);
    let user = op(&mut ir, inner, "t.user", &[], 0);
    let i32_ty = ir.ctx().integer_type(32);
    let inner_value = ir
        .add_block_argument(inner, i32_ty, Location::Unknown)
        .expect("live");
    let cross = |what| IrError::CrossBody {
        what,
        from: block.body(),
        to: inner.body(),
    };
    assert_refused(&mut ir, top, cross(Entity::Value(outer_value)), |ir| {
        ir.insert_operand(user, 0, outer_value)
    });
    assert_refused(&mut ir, top, cross(Entity::Op(outer)), |ir| {
        ir.move_op_before(outer, user)
    });
    assert_refused(
        &mut ir,
        top,
        IrError::CrossBody {
            what: Entity::Value(inner_value),
            from: inner.body(),
            to: block.body(),
        },
        |ir| ir.replace_all_uses_with(outer_value, inner_value),
    );
    let mut state = OperationState::new(&ir, "t.bad", Location::Unknown);
    state.operands.push(outer_value);
    let error = Builder::at_end(&mut ir, inner)
        .create(state)
        .expect_err("cross");
    assert_eq!(error, cross(Entity::Value(outer_value)));
    let _ = module;
    ir.check_invariants().expect("invariants hold");
}

#[test]
fn cloning_moves_ir_between_bodies_and_returns_the_mapping() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let (_, callee) = module_in(&mut ir, block);
    let i32_ty = ir.ctx().integer_type(32);
    let argument = ir
        .add_block_argument(callee, i32_ty, Location::Unknown)
        .expect("live");
    let def = op(&mut ir, callee, "t.def", &[argument], 1);
    let def_value = ir.results(def)[0];
    let (nested, _) = module_in(&mut ir, callee);
    op(&mut ir, callee, "t.use", &[def_value], 0);

    // Clone the callee body into the top body, passing a top-level value
    // for its argument (what an inliner does).
    let operand = op(&mut ir, block, "t.operand", &[], 1);
    let operand_value = ir.results(operand)[0];
    let destination = op_with(&mut ir, block, "t.destination", &[], 0, 1, &[]);
    let destination_region = ir.regions(destination)[0];
    let mut mapping = ValueMapping::default();
    mapping.map_value(argument, operand_value);
    let source_region = ir.block_parent_region(callee).expect("attached");
    ir.clone_region_into(source_region, destination_region, &mut mapping)
        .expect("every outer reference is mapped");
    let cloned_def = mapping.get_op(def).expect("cloned");
    assert_eq!(cloned_def.body(), block.body());
    assert_eq!(ir.operand(cloned_def, 0), Some(operand_value));
    assert_eq!(mapping.lookup_value(def_value), ir.results(cloned_def)[0]);
    let cloned_nested = mapping.get_op(nested).expect("cloned");
    let nested_body = ir
        .owned_body(cloned_nested)
        .expect("a clone of an isolated op");
    assert_ne!(nested_body, block.body(), "it gets a body of its own");
    ir.check_invariants().expect("invariants hold");

    // Cloning one op of the callee into the top body would keep its use of
    // the callee's argument, a value of another body: refused, nothing made.
    assert_refused(
        &mut ir,
        top,
        IrError::CrossBody {
            what: Entity::Value(argument),
            from: callee.body(),
            to: block.body(),
        },
        |ir| ir.clone_op_into(def, block.body(), &mut ValueMapping::default()),
    );
}

#[test]
fn split_lends_bodies_to_parts_and_join_keeps_every_handle() {
    let mut ir = new_ir();
    let (top, block) = root(&mut ir);
    let mut functions = Vec::new();
    for _ in 0..3 {
        let (module, inner) = module_in(&mut ir, block);
        let a = op(&mut ir, inner, "t.a", &[], 1);
        let value = ir.results(a)[0];
        op(&mut ir, inner, "t.use", &[value], 0);
        functions.push((module, inner, a));
    }
    let (_, deep) = module_in(&mut ir, functions[0].1);
    let before = snapshot(&ir, top);
    let roots: Vec<OpId> = functions.iter().map(|f| f.0).collect();
    let mut parts = ir.split(&roots).expect("three sibling isolated ops");
    assert_eq!(parts.parts().len(), 3);
    assert!(
        parts.parts()[0].holds_body(deep.body()),
        "nested bodies go along"
    );
    assert!(!parts.rest().holds_body(functions[1].1.body()));

    // Each part edits its own body on its own thread, and the attributes of
    // its root op; reads of the rest go to the shared tree.
    std::thread::scope(|scope| {
        for (part, &(module, inner, a)) in parts.parts_mut().iter_mut().zip(&functions) {
            scope.spawn(move || {
                assert_eq!(part.op_name_str(module), "builtin.module");
                let unit = part.ctx().unit_attr();
                part.set_attr(module, "k", unit)
                    .expect("the root op's attributes are the part's");
                assert_eq!(part.attr(module, "k"), Some(unit));
                part.set_op_location(module, Location::file_line_col(part.ctx(), "f", 1, 2))
                    .expect("and its location");
                assert_eq!(
                    part.set_attr(top, "k", unit),
                    Err(IrError::NotLive(Entity::Body(top.body()))),
                    "the rest of the tree is read-only"
                );
                let b = op(part, inner, "t.b", &[], 0);
                part.move_op_before(b, a).expect("same body");
                let (_, nested) = module_in(part, inner);
                op(part, nested, "t.new", &[], 0);
                part.check_invariants()
                    .expect("a part keeps the invariants");
            });
        }
    });
    let ir = parts.join();
    ir.check_invariants()
        .expect("invariants hold after the join");
    for &(module, inner, a) in &functions {
        assert!(ir.is_live(module) && ir.is_block_live(inner) && ir.is_live(a));
        assert_eq!(
            ir.attr(module, "k"),
            Some(ir.ctx().unit_attr()),
            "written back"
        );
        assert_eq!(
            ir.op_location(module),
            Location::file_line_col(ir.ctx(), "f", 1, 2)
        );
        let names: Vec<&str> = ir.block_ops(inner).map(|o| ir.op_name_str(o)).collect();
        assert_eq!(names[..3], ["t.b", "t.a", "t.use"]);
    }
    assert!(
        ir.is_block_live(deep),
        "handles taken before the split stay valid"
    );
    assert_ne!(snapshot(&ir, top), before);
    let error = ir.split(&[top]).expect_err("not isolated");
    assert_eq!(error.1, IrError::CannotSplit(top, "it owns no body"));
    let ir = error.0;
    let nested_root = ir.block_parent_op(deep).expect("the nested module");
    let error = ir
        .split(&[functions[0].0, nested_root])
        .expect_err("the second is inside the first");
    assert_eq!(
        error.1,
        IrError::CannotSplit(nested_root, "it is nested in another root")
    );
    error
        .0
        .check_invariants()
        .expect("a refused split changes nothing");
}
