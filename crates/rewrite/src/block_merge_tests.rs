//! Block merging on a small `t` dialect whose branches keep their forwarded
//! operands in `operandSegmentSizes` groups (as `cf.cond_br` does), or say
//! nothing usable about them.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::ods::segments::segment_sizes;
use strata_ir::registry::{OpDefinition, OpTraits};
use strata_ir::{Context, Ir, OpId, RegionId, WalkOrder};

use super::{drop_redundant_arguments, merge_identical_blocks};

/// `"t.cbr"(%flag, %first..., %second...)[^a, ^b]`, with
/// `operandSegmentSizes = array<i32: 1, #first, #second>`.
static CBR: OpDefinition = OpDefinition {
    successor_operands: Some(cbr_successor_operands),
    property_names: &["operandSegmentSizes"],
    ..OpDefinition::new("t.cbr", "a two-way branch", OpTraits::TERMINATOR)
};

fn cbr_successor_operands(ir: &Ir, op: OpId, successor: usize) -> std::ops::Range<usize> {
    let sizes = segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let start: usize = sizes.iter().take(successor + 1).sum();
    start..start + sizes.get(successor + 1).copied().unwrap_or(0)
}

/// A branch that claims every operand for each of its successors, so no
/// operand can be added to one edge alone.
static ODD: OpDefinition = OpDefinition {
    successor_operands: Some(|ir, op, _| 0..ir.num_operands(op)),
    ..OpDefinition::new(
        "t.odd",
        "a branch sharing its operands",
        OpTraits::TERMINATOR,
    )
};

/// `"t.br"(%forwarded...)[^a]`.
static BR: OpDefinition = OpDefinition {
    successor_operands: Some(|ir, op, _| 0..ir.num_operands(op)),
    ..OpDefinition::new("t.br", "a branch", OpTraits::TERMINATOR)
};

fn parse(text: &str) -> (Ir, Vec<RegionId>) {
    let mut ctx = Context::new();
    for definition in [&CBR, &ODD, &BR] {
        ctx.register_op(definition);
    }
    ctx.set_allow_unregistered_dialects(true);
    let (ir, top) = parse_source(Arc::new(ctx), text, &ParserConfig::default()).expect("parses");
    let function = ir
        .walk_collect(top, WalkOrder::PreOrder)
        .into_iter()
        .find(|&op| ir.op_name_str(op) == "t.func")
        .expect("a function");
    let regions = ir.regions(function).to_vec();
    (ir, regions)
}

fn printed(ir: &Ir, regions: &[RegionId]) -> String {
    let function = ir.region_parent_op(regions[0]).expect("an owner");
    let options = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    operation_to_string(ir, function, options)
}

const TWO_WAY: &str = r#"
"t.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "t.cbr"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "t.use"(%a) : (i32) -> ()
  "t.ret"() : () -> ()
^bb2:
  "t.use"(%b) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn a_new_argument_goes_into_each_edges_own_empty_segment() {
    let (mut ir, regions) = parse(TWO_WAY);
    assert!(merge_identical_blocks(&mut ir, &regions));
    let text = printed(&ir, &regions);
    // Both segments were empty and start at the same operand; each edge
    // got its value in its own segment.
    assert!(
        text.contains(
            r#""t.cbr"(%c, %a, %b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}>"#
        ),
        "{text}"
    );
    assert!(text.contains(r#"^bb1(%0: i32):"#), "{text}");
    assert!(text.contains(r#""t.use"(%0) : (i32) -> ()"#), "{text}");
    assert!(!text.contains("^bb2"), "{text}");
    ir.check_invariants().expect("consistent IR");
}

#[test]
fn a_branch_that_cannot_take_an_operand_leaves_the_blocks_as_they_were() {
    let source = TWO_WAY.replace(
        r#""t.cbr"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}>"#,
        r#""t.odd"(%c)[^bb1, ^bb2]"#,
    );
    let (mut ir, regions) = parse(&source);
    let before = printed(&ir, &regions);
    assert!(!merge_identical_blocks(&mut ir, &regions));
    assert_eq!(printed(&ir, &regions), before);
    ir.check_invariants().expect("consistent IR");
}

#[test]
fn an_argument_passed_one_value_everywhere_is_replaced_by_it() {
    let (mut ir, regions) = parse(
        r#"
"t.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "t.cbr"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "t.br"(%a, %b)[^bb3] : (i32, i32) -> ()
^bb2:
  "t.br"(%a, %a)[^bb3] : (i32, i32) -> ()
^bb3(%x: i32, %y: i32):
  "t.use"(%x, %y) : (i32, i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#,
    );
    assert!(drop_redundant_arguments(&mut ir, &regions));
    let text = printed(&ir, &regions);
    assert!(text.contains(r#""t.br"(%b)[^bb3] : (i32) -> ()"#), "{text}");
    assert!(text.contains(r#""t.br"(%a)[^bb3] : (i32) -> ()"#), "{text}");
    // %x is gone, %y (which the edges pass different values) stays.
    assert!(text.contains(r#"^bb3(%y: i32):"#), "{text}");
    assert!(
        text.contains(r#""t.use"(%a, %y) : (i32, i32) -> ()"#),
        "{text}"
    );
    // Nothing more to drop.
    assert!(!drop_redundant_arguments(&mut ir, &regions));
    ir.check_invariants().expect("consistent IR");
}
