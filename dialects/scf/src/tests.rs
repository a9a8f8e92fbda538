//! Unit tests: the custom forms round-trip, the verifiers report MLIR's
//! messages in MLIR's order, and the interfaces answer for parsed and
//! built IR. Values come from the arguments of an unregistered `test.func`
//! wrapper, so no other dialect is needed.

use std::sync::Arc;

use strata_interfaces::{
    LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor, forwarded_operands,
};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::verifier::{VerifierOptions, verify_with_options};
use strata_ir::{Context, Ir, Location, OpId, WalkOrder};

use crate::{ConditionOp, ExecuteRegionOp, ForOp, IfOp, ParallelOp, WhileOp, YieldOp};

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    crate::register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

/// `body` inside `"test.func"` whose entry block has the arguments `args`.
fn wrap(args: &str, body: &str) -> String {
    format!(
        "\"test.func\"() ({{\n^bb0({args}):\n{body}\n  \"test.return\"() : () -> ()\n}}) : () -> ()\n"
    )
}

fn parse(source: &str) -> (Ir, OpId) {
    match parse_source(context(), source, &ParserConfig::default()) {
        Ok(parsed) => parsed,
        Err(error) => panic!("parse error: {}", error.diagnostic().message),
    }
}

fn parse_error(source: &str) -> String {
    match parse_source(context(), source, &ParserConfig::default()) {
        Ok(_) => panic!("expected a parse error"),
        Err(error) => error.diagnostic().message.clone(),
    }
}

/// The first op named `name` under `root`.
fn find(ir: &Ir, root: OpId, name: &str) -> OpId {
    let mut found = None;
    ir.walk(root, WalkOrder::PreOrder, |op| {
        if found.is_none() && ir.op_name_str(op) == name {
            found = Some(op);
        }
    });
    found.unwrap_or_else(|| panic!("no {name}"))
}

fn verify_message(ir: &Ir, root: OpId) -> Option<String> {
    let options = VerifierOptions {
        print_op_on_diagnostic: false,
        discard_value_names: true,
        ..VerifierOptions::default()
    };
    verify_with_options(ir, root, options)
        .err()
        .map(|error| error.first().message.clone())
}

fn print(ir: &Ir, op: OpId) -> String {
    let options = PrintOptions {
        discard_value_names: true,
        ..PrintOptions::default()
    };
    operation_to_string(ir, op, options)
}

#[test]
fn custom_forms_round_trip() {
    let source = wrap(
        "%c: i1, %lb: index, %x: i32",
        r#"  scf.if %c {
  } else {
  } {a}
  %0 = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %1 = scf.for unsigned %i = %x to %x step %x iter_args(%a = %0) -> (i32) : i32 {
    scf.yield %a : i32
  } {b}
  scf.for %i = %lb to %lb step %lb {
  }
  %2 = scf.while (%w = %1) : (i32) -> i32 {
    scf.condition(%c) %w : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v : i32
  } attributes {d}
  %3 = scf.execute_region -> i32 no_inline {
    scf.yield %2 : i32
  }"#,
    );
    let (ir, top) = parse(&source);
    assert_eq!(verify_message(&ir, top), None);
    let printed = print(&ir, top);
    for expected in [
        "    scf.if %arg0 {\n    } else {\n    } {a}\n",
        "    %0 = scf.if %arg0 -> (i32) {\n      scf.yield %arg2 : i32\n    } else {\n",
        "    %1 = scf.for unsigned %arg3 = %arg2 to %arg2 step %arg2 iter_args(%arg4 = %0) -> (i32)  : i32 {\n      scf.yield %arg4 : i32\n    } {b}\n",
        "    scf.for %arg3 = %arg1 to %arg1 step %arg1 {\n    }\n",
        "    %2 = scf.while (%arg3 = %1) : (i32) -> i32 {\n      scf.condition(%arg0) %arg3 : i32\n    } do {\n    ^bb0(%arg3: i32):\n      scf.yield %arg3 : i32\n    } attributes {d}\n",
        "    %3 = scf.execute_region -> i32 no_inline {\n      scf.yield %2 : i32\n    }\n",
    ] {
        assert!(
            printed.contains(expected),
            "missing\n{expected}\nin\n{printed}"
        );
    }
    let (reparsed, top) = parse(&printed);
    assert_eq!(print(&reparsed, top), printed);
}

#[test]
fn implicit_yield_is_added_and_elided() {
    let (ir, top) = parse(&wrap("%c: i1", "  scf.if %c {\n  } else {\n  }"));
    let if_op = IfOp::from_op(&ir, find(&ir, top, "scf.if")).expect("an scf.if");
    for region in [if_op.then_region(&ir), if_op.else_region(&ir)] {
        let block = ir.entry_block(region).expect("a block");
        let last = ir.last_op(block).expect("an op");
        assert!(YieldOp::from_op(&ir, last).is_some());
    }
    // Without `else`, the else region stays empty.
    let (ir, top) = parse(&wrap("%c: i1", "  scf.if %c {\n  }"));
    let if_op = IfOp::from_op(&ir, find(&ir, top, "scf.if")).expect("an scf.if");
    assert!(ir.entry_block(if_op.else_region(&ir)).is_none());
    assert!(print(&ir, top).contains("    scf.if %arg0 {\n    }\n"));
}

#[test]
fn for_loop_like_interface() {
    let source = wrap(
        "%lb: index, %ub: index, %s: index, %x: f32",
        "  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {\n    scf.yield %a : f32\n  }",
    );
    let (ir, top) = parse(&source);
    let op = find(&ir, top, "scf.for");
    let for_op = ForOp::from_op(&ir, op).expect("an scf.for");
    let looplike = ir
        .interface::<dyn LoopLikeOpInterface>(op)
        .expect("scf.for is LoopLike");
    let body = for_op.region(&ir);
    let arguments = ir
        .block_arguments(ir.entry_block(body).expect("a body"))
        .to_vec();
    assert_eq!(looplike.loop_regions(&ir, op), vec![body]);
    assert_eq!(looplike.induction_var(&ir, op), Some(arguments[0]));
    assert_eq!(looplike.lower_bound(&ir, op), Some(for_op.lower_bound(&ir)));
    assert_eq!(looplike.upper_bound(&ir, op), Some(for_op.upper_bound(&ir)));
    assert_eq!(looplike.step(&ir, op), Some(for_op.step(&ir)));
    assert_eq!(looplike.inits(&ir, op), for_op.init_args(&ir));
    assert_eq!(looplike.region_iter_args(&ir, op), vec![arguments[1]]);

    let branch = ir
        .interface::<dyn RegionBranchOpInterface>(op)
        .expect("scf.for is a RegionBranchOp");
    let expected = vec![
        RegionSuccessor::Region {
            region: body,
            inputs: vec![arguments[1]],
        },
        RegionSuccessor::Parent {
            results: ir.results(op).to_vec(),
        },
    ];
    assert_eq!(
        branch.successors(&ir, op, RegionBranchPoint::Parent),
        expected
    );
    assert_eq!(
        branch.successors(&ir, op, RegionBranchPoint::Region(0)),
        expected
    );
    assert_eq!(branch.condition_operands(&ir, op).len(), 3);
    let range = branch.entry_operands(&ir, op);
    let entry: Vec<_> = ir.operands(op).take(range.end).skip(range.start).collect();
    assert_eq!(entry, for_op.init_args(&ir));
}

#[test]
fn while_interfaces() {
    let source = wrap(
        "%c: i1, %x: i32",
        "  %0 = scf.while (%a = %x) : (i32) -> i32 {\n    scf.condition(%c) %a : i32\n  } do {\n  ^bb0(%b: i32):\n    scf.yield %b : i32\n  }",
    );
    let (ir, top) = parse(&source);
    let op = find(&ir, top, "scf.while");
    let while_op = WhileOp::from_op(&ir, op).expect("an scf.while");
    let (before, after) = (while_op.before(&ir), while_op.after(&ir));
    let args = |region| {
        ir.block_arguments(ir.entry_block(region).expect("a block"))
            .to_vec()
    };
    let looplike = ir
        .interface::<dyn LoopLikeOpInterface>(op)
        .expect("scf.while is LoopLike");
    assert_eq!(looplike.loop_regions(&ir, op), vec![before, after]);
    assert_eq!(looplike.induction_var(&ir, op), None);
    assert_eq!(looplike.inits(&ir, op), while_op.inits(&ir));
    assert_eq!(looplike.region_iter_args(&ir, op), args(before));

    let branch = ir
        .interface::<dyn RegionBranchOpInterface>(op)
        .expect("scf.while is a RegionBranchOp");
    let to_before = RegionSuccessor::Region {
        region: before,
        inputs: args(before),
    };
    assert_eq!(
        branch.successors(&ir, op, RegionBranchPoint::Parent),
        vec![to_before.clone()]
    );
    assert_eq!(
        branch.successors(&ir, op, RegionBranchPoint::Region(0)),
        vec![
            RegionSuccessor::Parent {
                results: ir.results(op).to_vec()
            },
            RegionSuccessor::Region {
                region: after,
                inputs: args(after),
            },
        ]
    );
    assert_eq!(
        branch.successors(&ir, op, RegionBranchPoint::Region(1)),
        vec![to_before]
    );
    assert_eq!(branch.entry_operands(&ir, op), 0..while_op.inits(&ir).len());

    // `scf.condition` forwards everything but the condition.
    let condition = find(&ir, top, "scf.condition");
    let condition_op = ConditionOp::from_op(&ir, condition).expect("an scf.condition");
    assert!(
        ir.interface::<dyn RegionBranchTerminatorOpInterface>(condition)
            .is_some()
    );
    let returned = forwarded_operands(&ir, condition).expect("scf.condition forwards");
    assert_eq!(returned, condition_op.args(&ir));
    let yield_op = find(&ir, top, "scf.yield");
    assert!(ir.implements_trait::<strata_ir::traits::ReturnLike>(yield_op));
    let returned = forwarded_operands(&ir, yield_op).expect("scf.yield is ReturnLike");
    assert_eq!(returned, args(after));
}

#[test]
fn if_and_execute_region_successors() {
    let source = wrap(
        "%c: i1, %x: i32",
        "  scf.if %c {\n  }\n  %0 = scf.if %c -> (i32) {\n    scf.yield %x : i32\n  } else {\n    scf.yield %x : i32\n  }\n  %1 = scf.execute_region -> i32 {\n    scf.yield %0 : i32\n  }",
    );
    let (ir, top) = parse(&source);
    let mut ifs = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| {
        if let Some(if_op) = IfOp::from_op(&ir, op) {
            ifs.push(if_op);
        }
    });
    let [without_else, with_else] = ifs[..] else {
        panic!("two scf.if ops");
    };
    let branch = ir
        .interface::<dyn RegionBranchOpInterface>(without_else.op())
        .expect("scf.if is a RegionBranchOp");
    let no_inputs = |region| RegionSuccessor::Region {
        region,
        inputs: Vec::new(),
    };
    assert_eq!(
        branch.successors(&ir, without_else.op(), RegionBranchPoint::Parent),
        vec![
            no_inputs(without_else.then_region(&ir)),
            RegionSuccessor::Parent { results: vec![] }
        ]
    );
    assert_eq!(
        branch.successors(&ir, with_else.op(), RegionBranchPoint::Parent),
        vec![
            no_inputs(with_else.then_region(&ir)),
            no_inputs(with_else.else_region(&ir))
        ]
    );
    assert_eq!(
        branch.successors(&ir, with_else.op(), RegionBranchPoint::Region(1)),
        vec![RegionSuccessor::Parent {
            results: ir.results(with_else.op()).to_vec()
        }]
    );
    assert_eq!(
        branch.condition_operands(&ir, with_else.op()),
        vec![with_else.condition(&ir)]
    );

    let execute = ExecuteRegionOp::from_op(&ir, find(&ir, top, "scf.execute_region"))
        .expect("an scf.execute_region");
    let branch = ir
        .interface::<dyn RegionBranchOpInterface>(execute.op())
        .expect("scf.execute_region is a RegionBranchOp");
    assert_eq!(
        branch.successors(&ir, execute.op(), RegionBranchPoint::Parent),
        vec![no_inputs(execute.region(&ir))]
    );
    assert_eq!(
        branch.successors(&ir, execute.op(), RegionBranchPoint::Region(0)),
        vec![RegionSuccessor::Parent {
            results: execute.results(&ir)
        }]
    );
}

#[test]
fn built_for_loop_verifies_and_prints() {
    let (mut ir, top) = parse(&wrap("%lb: index, %x: f32", ""));
    let wrapper_block = ir
        .entry_block(ir.regions(top)[0])
        .and_then(|b| ir.first_op(b))
        .and_then(|func| ir.entry_block(ir.regions(func)[0]))
        .expect("the wrapper's block");
    let [lb, x] = ir.block_arguments(wrapper_block)[..] else {
        panic!("two arguments");
    };
    let (index, f32) = (ir.value_type(lb), ir.value_type(x));
    let location = Location::Unknown;
    let state = ForOp::build_state(&mut ir, location, lb, lb, lb, &[x], &[f32], None);
    let for_op = ir
        .create_op(wrapper_block.body(), state)
        .expect("operands of the body");
    let body = ir.regions(for_op)[0];
    let block = ir.append_new_block(body).expect("a live region");
    let iv = ir
        .add_block_argument(block, index, location)
        .expect("a live block");
    let carried = ir
        .add_block_argument(block, f32, location)
        .expect("a live block");
    let state = YieldOp::build_state(&mut ir, location, &[carried]);
    let yield_op = ir
        .create_op(block.body(), state)
        .expect("operands of the body");
    ir.append_op(block, yield_op).expect("a fresh op");
    let terminator = ir.last_op(wrapper_block).expect("test.return");
    ir.move_op_before(for_op, terminator)
        .expect("attach the loop");

    assert_eq!(verify_message(&ir, top), None);
    let looplike = ir
        .interface::<dyn LoopLikeOpInterface>(for_op)
        .expect("LoopLike");
    assert_eq!(looplike.induction_var(&ir, for_op), Some(iv));
    assert_eq!(looplike.region_iter_args(&ir, for_op), vec![carried]);
    assert!(print(&ir, top).contains(
        "    %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {\n      scf.yield %arg3 : f32\n    }\n"
    ));
}

#[test]
fn verifier_messages() {
    let cases = [
        (
            "%c: i1, %x: i32",
            "  %0 = scf.if %c -> (i32) {\n    scf.yield %x : i32\n  }",
            "'scf.if' op must have an else block if defining values",
        ),
        (
            "%c: i1, %x: i32, %y: f32",
            "  %0 = scf.if %c -> (i32) {\n    scf.yield %y : f32\n  } else {\n    scf.yield %x : i32\n  }",
            "'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'",
        ),
        (
            "%lb: index, %x: i32",
            "  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {\n    scf.yield %lb : index\n  }",
            "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'index'",
        ),
        (
            "%lb: index, %x: i32",
            "  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {\n  }",
            "'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs",
        ),
        (
            "%lb: index",
            "  \"scf.for\"(%lb, %lb, %lb) ({\n  ^bb0:\n    scf.yield\n  }) : (index, index, index) -> ()",
            "'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615",
        ),
        (
            "%lb: index",
            "  \"scf.for\"(%lb, %lb, %lb) ({\n  ^bb0(%i: i32):\n    scf.yield\n  }) : (index, index, index) -> ()",
            "'scf.for' op expected induction variable to be same type as bounds and step",
        ),
        (
            "%c: i1, %x: index",
            "  %0 = scf.while (%a = %x) : (index) -> i32 {\n    scf.condition(%c) %a : index\n  } do {\n  ^bb0(%b: index):\n    scf.yield %b : index\n  }",
            "'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'index' should match successor input type #0 'i32'",
        ),
        (
            "%c: i1",
            "  scf.while : () -> () {\n    scf.yield\n  } do {\n    scf.yield\n  }",
            "'scf.while' op expects the 'before' region to terminate with 'scf.condition'",
        ),
        (
            "%c: i1",
            "  \"scf.execute_region\"() ({\n  }) : () -> ()",
            "'scf.execute_region' op region needs to have at least one block",
        ),
        (
            "%c: i1",
            "  \"scf.if\"(%c) ({\n  ^bb0(%a: i1):\n    scf.yield\n  }, {\n  }) : (i1) -> ()",
            "'scf.if' op region #0 should have no arguments",
        ),
        // An error inside the region comes before the region-level error of
        // the parent (the implicit terminator here), as in MLIR.
        (
            "%c: i1",
            "  scf.if %c {\n    scf.condition(%c)\n  }",
            "'scf.condition' op expects parent op 'scf.while'",
        ),
        (
            "%c: i1",
            "  \"scf.if\"(%c) ({\n    \"test.op\"() : () -> ()\n  }, {\n  }) : (i1) -> ()",
            "'scf.if' op expects regions to end with 'scf.yield', found 'test.op'",
        ),
    ];
    for (args, body, expected) in cases {
        let (ir, top) = parse(&wrap(args, body));
        assert_eq!(
            verify_message(&ir, top).as_deref(),
            Some(expected),
            "{body}"
        );
    }
}

#[test]
fn parser_messages() {
    let cases = [
        (
            "%x: index",
            "  scf.for %i = %x to %x step %x iter_args(%a = %x, %b = %x) -> (index) {\n  }",
            "custom op 'scf.for' mismatch in number of loop-carried values and defined values",
        ),
        (
            "%x: index",
            "  scf.for %i = %x too %x step %x {\n  }",
            "custom op 'scf.for' expected 'to'",
        ),
        (
            "%x: i32",
            "  scf.for unsigned %i = %x to %x step %x : i32 {\n  } {unsignedCmp}",
            "custom op 'scf.for' attribute 'unsignedCmp' occurs more than once in the attribute list",
        ),
        (
            "%x: i1",
            "  scf.while (%a = %x) : i1 {\n  } do {\n  }",
            "custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i1'",
        ),
        (
            "%x: i1",
            "  scf.while (%a = %x) : () -> () {\n  } do {\n  }",
            "custom op 'scf.while' expected as many input types as operands (expected 1 got 0)",
        ),
        (
            "%x: i1",
            "  scf.while : () -> () {\n    scf.condition(%x)\n  } {\n  }",
            "custom op 'scf.while' expected 'do'",
        ),
        (
            "%x: i1",
            "  scf.if %x\n  \"test.op\"() : () -> ()",
            "expected '{' to begin a region",
        ),
    ];
    for (args, body, expected) in cases {
        assert_eq!(parse_error(&wrap(args, body)), expected, "{body}");
    }
}

#[test]
fn deeply_nested_failures_report_the_innermost_quickly() {
    // Built through the API, past the parser's nesting limit: every scf.if
    // yields a value it has no result for.
    let (mut ir, top) = parse(&wrap("%c: i1", ""));
    let wrapper_block = ir
        .entry_block(ir.regions(top)[0])
        .and_then(|b| ir.first_op(b))
        .and_then(|func| ir.entry_block(ir.regions(func)[0]))
        .expect("the wrapper's block");
    let condition = ir.block_arguments(wrapper_block)[0];
    let location = Location::Unknown;
    let mut block = wrapper_block;
    let mut insert_before = ir.last_op(wrapper_block);
    for _ in 0..2000 {
        let state = IfOp::build_state(&mut ir, location, condition, &[]);
        let if_op = ir
            .create_op(block.body(), state)
            .expect("operands of the body");
        match insert_before {
            Some(before) => ir.move_op_before(if_op, before).expect("attach"),
            None => ir.append_op(block, if_op).expect("attach"),
        }
        let then_block = ir
            .append_new_block(ir.regions(if_op)[0])
            .expect("a live region");
        let state = YieldOp::build_state(&mut ir, location, &[condition]);
        let yield_op = ir
            .create_op(then_block.body(), state)
            .expect("operands of the body");
        ir.append_op(then_block, yield_op).expect("a fresh op");
        block = then_block;
        insert_before = Some(yield_op);
    }
    let message = verify_message(&ir, top).expect("an error");
    assert!(
        message
            .starts_with("'scf.if' op along control flow edge from Operation scf.yield to parent")
    );
}

#[test]
fn parallel_interfaces_and_accessors() {
    let source = wrap(
        "%lb: index, %ub: index, %s: index, %x: f32",
        "  %0 = scf.parallel (%i, %j) = (%lb, %s) to (%ub, %ub) step (%s, %s) init (%x) -> f32 {\n    scf.reduce(%x : f32) {\n    ^bb0(%a: f32, %b: f32):\n      scf.reduce.return %a : f32\n    }\n  }\n  scf.parallel (%k) = (%lb) to (%ub) step (%s) {\n  }",
    );
    let (ir, top) = parse(&source);
    assert_eq!(verify_message(&ir, top), None);
    let op = find(&ir, top, "scf.parallel");
    let parallel = ParallelOp::from_op(&ir, op).expect("an scf.parallel");
    let func = find(&ir, top, "test.func");
    let entry = ir.entry_block(ir.regions(func)[0]).expect("a block");
    let arguments = ir.block_arguments(entry);
    let (lb, ub, s, x) = (arguments[0], arguments[1], arguments[2], arguments[3]);
    assert_eq!(parallel.lower_bound(&ir), vec![lb, s]);
    assert_eq!(parallel.upper_bound(&ir), vec![ub, ub]);
    assert_eq!(parallel.step(&ir), vec![s, s]);
    assert_eq!(parallel.init_vals(&ir), vec![x]);
    assert_eq!(parallel.induction_vars(&ir).len(), 2);
    let reduce = parallel
        .reduce_op(&ir)
        .expect("the body ends in scf.reduce");
    assert_eq!(reduce.operands(&ir), vec![x]);
    assert_eq!(reduce.reductions(&ir).len(), 1);

    // Two dimensions: no single induction variable, bounds or step.
    let looplike = ir
        .interface::<dyn LoopLikeOpInterface>(op)
        .expect("scf.parallel is LoopLike");
    assert_eq!(looplike.loop_regions(&ir, op), vec![parallel.region(&ir)]);
    assert_eq!(looplike.induction_var(&ir, op), None);
    assert_eq!(looplike.lower_bound(&ir, op), None);
    assert!(looplike.inits(&ir, op).is_empty());

    // Nothing is forwarded along any edge: the loop combines the values.
    let branch = ir
        .interface::<dyn RegionBranchOpInterface>(op)
        .expect("scf.parallel is a RegionBranchOp");
    let expected = vec![
        RegionSuccessor::Region {
            region: parallel.region(&ir),
            inputs: Vec::new(),
        },
        RegionSuccessor::Parent {
            results: Vec::new(),
        },
    ];
    assert_eq!(
        branch.successors(&ir, op, RegionBranchPoint::Parent),
        expected
    );
    assert_eq!(
        branch.successors(&ir, op, RegionBranchPoint::Region(0)),
        expected
    );
    assert_eq!(branch.condition_operands(&ir, op).len(), 7);
    assert!(branch.entry_operands(&ir, op).is_empty());
    assert_eq!(forwarded_operands(&ir, reduce.0), Some(Vec::new()));

    // One dimension: the single accessors answer. The empty body got its
    // scf.reduce.
    let one = ir
        .block_ops(entry)
        .filter(|&op| ir.op_name_str(op) == ParallelOp::NAME)
        .nth(1)
        .map(ParallelOp)
        .expect("a second scf.parallel");
    assert_eq!(
        looplike.induction_var(&ir, one.0),
        one.induction_vars(&ir).first().copied()
    );
    assert_eq!(looplike.lower_bound(&ir, one.0), Some(lb));
    assert_eq!(looplike.upper_bound(&ir, one.0), Some(ub));
    assert_eq!(looplike.step(&ir, one.0), Some(s));
    assert!(one.reduce_op(&ir).is_some());
}

#[test]
fn parallel_verifier_messages() {
    let cases = [
        (
            "%lb: index",
            "  %c0 = arith.constant 0 : index\n  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {\n  }",
            "'scf.parallel' op constant step operand must be positive",
        ),
        (
            "%lb: index, %x: f32",
            "  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {\n    scf.reduce(%i : index) {\n    ^bb0(%a: index, %b: index):\n      scf.reduce.return %a : index\n    }\n  }",
            "'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'",
        ),
        (
            "%lb: index, %x: f32",
            "  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {\n    scf.reduce(%x : f32) {\n    ^bb0(%a: f32, %b: f32):\n      %c = \"test.cast\"(%a) : (f32) -> i32\n      scf.reduce.return %c : i32\n    }\n  }",
            "'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)",
        ),
    ];
    for (args, body, expected) in cases {
        let mut ctx = Context::new();
        crate::register(&mut ctx);
        strata_arith::register(&mut ctx);
        ctx.set_allow_unregistered_dialects(true);
        let (ir, top) = parse_source(Arc::new(ctx), &wrap(args, body), &ParserConfig::default())
            .unwrap_or_else(|error| panic!("parse error: {}", error.diagnostic().message));
        assert_eq!(
            verify_message(&ir, top).as_deref(),
            Some(expected),
            "{body}"
        );
    }
    assert_eq!(
        parse_error(&wrap(
            "%lb: index",
            "  scf.parallel (%i) = (%lb, %lb) to (%lb) step (%lb) {\n  }"
        )),
        "custom op 'scf.parallel' expected 1 operands"
    );
}
