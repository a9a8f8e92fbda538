//! Integration tests of strata-ir's public API: parsing, printing, name
//! hints, symbol tables, verification and error locations.

use std::sync::Arc;

use strata_ir::asm::parser::{MAX_NESTING, ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::symbol_table::{SymbolTable, SymbolTableCollection, lookup_nearest_symbol_from};
use strata_ir::{
    AttrData, Context, ElementValue, Ir, OpDefinition, OpId, OpTraits, Severity, verifier,
};

/// An SSACFG op with a terminator, registered locally (the core knows no such op).
static REGION_OP: OpDefinition = OpDefinition::new("t.region", "SSACFG regions", OpTraits::empty());
static TERMINATOR: OpDefinition = OpDefinition::new("t.term", "A terminator", OpTraits::TERMINATOR);
static SYMBOL: OpDefinition = OpDefinition::new("t.sym", "A symbol", OpTraits::SYMBOL);

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_op(&REGION_OP);
    ctx.register_op(&TERMINATOR);
    ctx.register_op(&SYMBOL);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

fn parse(source: &str) -> (Ir, OpId) {
    let config = ParserConfig {
        buffer_name: "test.mlir".into(),
        ..ParserConfig::default()
    };
    match parse_source(context(), source, &config) {
        Ok(parsed) => parsed,
        Err(error) => panic!("parse failed: {:?}", error.diagnostic()),
    }
}

fn parse_error(source: &str) -> (u32, u32, String) {
    let config = ParserConfig {
        buffer_name: "test.mlir".into(),
        ..ParserConfig::default()
    };
    let ctx = context();
    let Err(error) = parse_source(ctx.clone(), source, &config) else {
        panic!("expected a parse error")
    };
    let diagnostic = error.diagnostic();
    let (_, line, col) = diagnostic
        .location
        .file_line_col_of(&ctx)
        .unwrap_or(("", 0, 0));
    (line, col, diagnostic.message.clone())
}

#[test]
fn prints_hints_and_numbers_like_mlir_opt() {
    let (ir, top) = parse(
        "%x = \"a.b\"() : () -> i32\n%0:2 = \"a.c\"(%x) : (i32) -> (i32, f32)\n\"a.d\"(%0#1) : (f32) -> ()\n",
    );
    let text = operation_to_string(&ir, top, PrintOptions::default());
    assert_eq!(
        text,
        "module {\n  %x = \"a.b\"() : () -> i32\n  %0:2 = \"a.c\"(%x) : (i32) -> (i32, f32)\n  \"a.d\"(%0#1) : (f32) -> ()\n}\n"
    );
    let discarded = operation_to_string(
        &ir,
        top,
        PrintOptions {
            discard_value_names: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        discarded.contains("%0 = \"a.b\"() : () -> i32\n  %1:2 = \"a.c\"(%0)"),
        "{discarded}"
    );
}

#[test]
fn clashing_hints_are_uniqued() {
    // The inner `%x` goes out of scope with its region, so the outer one may
    // reuse the name; the printer names the outer block first, as MLIR does.
    let (ir, top) = parse(
        "\"a.r\"() ({\n  %x = \"a.b\"() : () -> i32\n  \"a.u\"(%x) : (i32) -> ()\n}) : () -> ()\n%x = \"a.b\"() : () -> i32\n",
    );
    let text = operation_to_string(&ir, top, PrintOptions::default());
    assert!(text.contains("  %x = \"a.b\""), "{text}");
    assert!(
        text.contains("    %x_0 = \"a.b\"() : () -> i32\n    \"a.u\"(%x_0)"),
        "{text}"
    );
}

#[test]
fn forward_references_resolve_in_graph_regions() {
    let (ir, top) = parse("\"a.use\"(%later) : (i32) -> ()\n%later = \"a.def\"() : () -> i32\n");
    verifier::verify(&ir, top).expect("the module is a graph region");
    let text = operation_to_string(
        &ir,
        top,
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        text.contains("\"a.use\"(%later) : (i32) -> ()\n  %later = \"a.def\""),
        "{text}"
    );
}

#[test]
fn parse_errors_point_at_the_offending_token() {
    assert_eq!(
        parse_error("\"a.b\"(%nope) : (i32) -> ()\n"),
        (1, 7, "use of undeclared SSA value name".into())
    );
    assert_eq!(
        parse_error("%a = \"a.b\"() : () -> i32\n%a = \"a.b\"() : () -> i32\n"),
        (2, 1, "redefinition of SSA value '%a'".into())
    );
    assert_eq!(
        parse_error("\"a.b\"() : i32\n"),
        (1, 11, "expected function type".into())
    );
}

#[test]
fn deep_nesting_is_a_diagnostic_not_a_stack_overflow() {
    let depth = MAX_NESTING * 4;
    let source = format!(
        "{}{}",
        "\"a.op\"() ({\n".repeat(depth),
        "}) : () -> ()\n".repeat(depth)
    );
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || parse_error(&source))
        .expect("thread starts");
    let (_, _, message) = handle.join().expect("no stack overflow");
    assert!(message.starts_with("nesting is too deep"), "{message}");
}

#[test]
fn verifier_reports_dominance_with_a_note() {
    let source = "\"t.region\"() ({\n  \"a.use\"(%v) : (i32) -> ()\n  %v = \"a.def\"() : () -> i32\n  \"t.term\"() : () -> ()\n}) : () -> ()\n";
    let (ir, top) = parse(source);
    let error = verifier::verify(&ir, top)
        .expect_err("use before def in an SSACFG block")
        .first()
        .clone();
    assert_eq!(error.message, "operand #0 does not dominate this use");
    assert_eq!(error.notes.len(), 2);
    assert_eq!(error.notes[0].severity, Severity::Note);
    assert_eq!(
        error.notes[0].message,
        "see current operation: \"a.use\"(%v) : (i32) -> ()"
    );
    assert_eq!(
        error.notes[1].message,
        "operand defined here (op in the same block)"
    );
}

#[test]
fn verifier_requires_terminators_in_registered_regions() {
    let (ir, top) = parse(
        "\"t.region\"() ({\n  \"t.region\"() ({\n    \"t.term\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
    );
    let error = verifier::verify(&ir, top)
        .expect_err("the outer block ends in a non-terminator")
        .first()
        .clone();
    assert!(
        error
            .message
            .starts_with("block with no terminator, has \n\"t.region\"()"),
        "{}",
        error.message
    );
}

#[test]
fn symbol_tables_resolve_nested_references() {
    let (ir, top) = parse(
        "module @outer {\n  module @inner {\n    \"a.f\"() {sym_name = \"f\"} : () -> ()\n  }\n  \"a.g\"() {sym_name = \"g\"} : () -> ()\n}\n",
    );
    let table = SymbolTable::build(&ir, top);
    assert_eq!(table.len(), 2);
    let inner = table.lookup("inner").expect("module @inner");
    let ctx = ir.ctx();
    let (i, f) = (ctx.intern_str("inner"), ctx.intern_str("f"));
    let nested = ctx.intern_attr(AttrData::SymbolRef {
        root: i,
        nested: vec![f],
    });
    let found = lookup_nearest_symbol_from(&ir, top, nested).expect("@inner::@f");
    assert_eq!(ir.parent_op(found), Some(inner));
    let missing = ctx.intern_attr(AttrData::SymbolRef {
        root: f,
        nested: vec![],
    });
    assert_eq!(
        lookup_nearest_symbol_from(&ir, top, missing),
        None,
        "@f is not visible at the top level"
    );
    // From inside @inner, @g of the outer module is not visible either: only
    // the nearest table is searched, as in MLIR.
    let g = ctx.intern_attr(AttrData::SymbolRef {
        root: ctx.intern_str("g"),
        nested: vec![],
    });
    assert_eq!(lookup_nearest_symbol_from(&ir, found, g), None);
    let mut tables = SymbolTableCollection::new();
    assert_eq!(
        tables.lookup_nearest_symbol_from(&ir, found, missing),
        Some(found)
    );
    assert_eq!(tables.lookup_symbol_ref(&ir, top, nested), Some(found));
    assert_eq!(tables.lookup(&ir, top, i), Some(inner));
    assert_eq!(tables.lookup(&ir, inner, i), None);
}

#[test]
fn duplicate_symbols_are_rejected_with_a_note() {
    let (ir, top) =
        parse("\"a.f\"() {sym_name = \"x\"} : () -> ()\n\"a.g\"() {sym_name = \"x\"} : () -> ()\n");
    let error = verifier::verify(&ir, top)
        .expect_err("x is defined twice")
        .first()
        .clone();
    assert_eq!(error.message, "redefinition of symbol named 'x'");
    assert!(
        error.notes[0]
            .message
            .starts_with("see current operation: \"a.g\"()")
    );
    assert_eq!(
        error.notes[1].message,
        "see existing symbol definition here"
    );
    let quiet = verifier::verify_with_options(
        &ir,
        top,
        verifier::VerifierOptions {
            print_op_on_diagnostic: false,
            ..Default::default()
        },
    )
    .expect_err("x is still defined twice")
    .first()
    .clone();
    assert_eq!(quiet.notes.len(), 1, "no op note when disabled");
}

#[test]
fn debuginfo_prints_location_aliases_after_the_op() {
    let (ir, top) = parse("\"a.b\"() : () -> () loc(\"f.mlir\":3:4)\n");
    let text = operation_to_string(
        &ir,
        top,
        PrintOptions {
            debug_info: true,
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(text.contains("\"a.b\"() : () -> () loc(#loc1)"), "{text}");
    assert!(
        text.ends_with("#loc = loc(\"test.mlir\":0:0)\n#loc1 = loc(\"f.mlir\":3:4)\n"),
        "{text}"
    );
}

/// Builds `depth` nested single-block regions of unregistered ops through the API.
fn nested_ir(depth: usize) -> (Ir, OpId) {
    let mut ir = Ir::new(context());
    let mut inner: Option<OpId> = None;
    for _ in 0..depth {
        let mut state = strata_ir::OperationState::new(&ir, "a.nest", strata_ir::Location::Unknown);
        let root = ir.root_body();
        let region = ir.create_region(root).expect("the root body");
        let block = ir.append_new_block(region).expect("fresh region");
        if let Some(child) = inner {
            ir.append_op(block, child).expect("detached child");
        }
        state.regions.push(region);
        inner = Some(ir.create_op(root, state).expect("regions of its body"));
    }
    let top = inner.expect("depth > 0");
    (ir, top)
}

#[test]
fn printing_very_deep_api_built_ir_is_an_error_not_a_crash() {
    use strata_ir::asm::printer::{MAX_PRINT_DEPTH, print_operation};
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let (ir, top) = nested_ir(MAX_PRINT_DEPTH);
            verifier::verify(&ir, top).expect("unregistered nesting is valid");
            let printable =
                print_operation(&ir, top, PrintOptions::default(), &mut Vec::new()).is_ok();
            let (ir, top) = nested_ir(MAX_PRINT_DEPTH + 1);
            let mut partial = Vec::new();
            let too_deep = print_operation(&ir, top, PrintOptions::default(), &mut partial);
            assert!(
                partial.is_empty(),
                "nothing is written when printing is refused"
            );
            (printable, too_deep.map_err(|e| e.to_string()))
        })
        .expect("thread starts");
    let (printable, too_deep) = handle.join().expect("no stack overflow");
    assert!(printable, "{MAX_PRINT_DEPTH} levels print");
    let message = too_deep.expect_err("one level more is refused");
    assert!(
        message.contains("nests more than 512 levels deep"),
        "{message}"
    );
}

#[test]
fn a_type_too_deep_to_print_is_refused_before_anything_is_written() {
    use strata_ir::asm::printer::{MAX_PRINT_DEPTH, print_operation};
    use strata_ir::types::TypeData;
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let mut ir = Ir::new(context());
            let shallow = ir.ctx().deepest_interned();
            let mut ty = ir.ctx().integer_type(32);
            for _ in 0..MAX_PRINT_DEPTH + 8 {
                ty = ir.ctx().intern_type(TypeData::Tuple(vec![ty]));
            }
            assert!(ir.ctx().deepest_interned() as usize > MAX_PRINT_DEPTH);
            assert!(shallow < ir.ctx().deepest_interned());
            let mut state =
                strata_ir::OperationState::new(&ir, "a.deep", strata_ir::Location::Unknown);
            state.result_types.push(ty);
            let top = ir.create_op(ir.root_body(), state).expect("an op");
            let mut partial = Vec::new();
            let refused = print_operation(&ir, top, PrintOptions::default(), &mut partial);
            (partial.is_empty(), refused.map_err(|e| e.to_string()))
        })
        .expect("thread starts");
    let (nothing_written, refused) = handle.join().expect("no stack overflow");
    assert!(
        nothing_written,
        "nothing is written when printing is refused"
    );
    let message = refused.expect_err("a type nested too deeply is refused");
    assert!(
        message.contains("nests more than 512 levels deep"),
        "{message}"
    );
}

#[test]
fn symbol_ops_need_a_name_and_a_valid_visibility() {
    let (ir, top) =
        parse("\"t.sym\"() {sym_name = \"f\", sym_visibility = \"private\"} : () -> ()\n");
    verifier::verify(&ir, top).expect("a named private symbol is valid");
    let (ir, top) = parse("\"t.sym\"() : () -> ()\n");
    let error = verifier::verify(&ir, top)
        .expect_err("no sym_name")
        .first()
        .clone();
    assert_eq!(
        error.message,
        "'t.sym' op requires string attribute 'sym_name'"
    );
    let (ir, top) =
        parse("\"t.sym\"() {sym_name = \"f\", sym_visibility = \"hidden\"} : () -> ()\n");
    let error = verifier::verify(&ir, top)
        .expect_err("bad visibility")
        .first()
        .clone();
    assert_eq!(
        error.message,
        "'t.sym' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"hidden\""
    );
}

#[test]
fn aliases_cannot_build_types_or_attributes_deeper_than_the_limit() {
    let mut source = String::from("!t0 = i32\n#a0 = 1\n");
    for i in 1..=MAX_NESTING + 5 {
        source.push_str(&format!(
            "!t{i} = tuple<!t{}>\n#a{i} = [#a{}]\n",
            i - 1,
            i - 1
        ));
    }
    let deep_type = format!("{source}\"a.b\"() : () -> !t{}\n", MAX_NESTING + 5);
    let (_, _, message) = parse_error(&deep_type);
    assert!(message.starts_with("nesting is too deep"), "{message}");
    let deep_attr = format!(
        "{source}\"a.b\"() {{x = #a{}}} : () -> ()\n",
        MAX_NESTING + 5
    );
    let (_, _, message) = parse_error(&deep_attr);
    assert!(message.starts_with("nesting is too deep"), "{message}");
}

#[test]
fn values_of_a_child_region_do_not_dominate_uses_outside_it() {
    // The parser cannot express this (the name is out of scope), so build it:
    // parse valid IR, then point the use at the nested value.
    let source = "\"t.region\"() ({\n  \"a.holder\"() ({\n    %inner = \"a.def\"() : () -> i32\n  }) : () -> ()\n  %outer = \"a.def\"() : () -> i32\n  \"a.use\"(%outer) : (i32) -> ()\n  \"t.term\"() : () -> ()\n}) : () -> ()\n";
    let (mut ir, top) = parse(source);
    let ops = ir.walk_collect(top, strata_ir::WalkOrder::PreOrder);
    let find = |name: &str| {
        ops.iter()
            .copied()
            .find(|&op| ir.op_name_str(op) == name)
            .expect("op exists")
    };
    let (inner_def, user) = (find("a.def"), find("a.use"));
    let inner = ir.results(inner_def)[0];
    ir.set_operand(user, 0, inner).expect("operand 0");
    let error = verifier::verify(&ir, top)
        .expect_err("a child region's value is out of reach")
        .first()
        .clone();
    assert_eq!(error.message, "operand #0 does not dominate this use");
    assert_eq!(
        error.notes[1].message,
        "operand defined here (op in a child region)"
    );
}

#[test]
fn elements_limits_choose_hex_and_elision_by_element_count() {
    use strata_ir::asm::printer::ElementsLimits;
    let (ir, top) = parse(
        "\"a.c\"() {big = dense<[1, 2, 3]> : tensor<3xi8>, splat = dense<5> : tensor<3xi8>} : () -> ()\n",
    );
    let print = |hex_if_larger, elide_if_larger| {
        let options = PrintOptions {
            elements: ElementsLimits {
                hex_if_larger,
                elide_if_larger,
            },
            ..PrintOptions::default()
        };
        operation_to_string(&ir, top, options)
    };
    // Three elements are more than two: hex, little-endian bytes.
    let hex = print(Some(2), None);
    assert!(
        hex.contains("big = dense<\"0x010203\"> : tensor<3xi8>"),
        "{hex}"
    );
    assert!(hex.contains("splat = dense<5> : tensor<3xi8>"), "{hex}");
    // Not more than three: listed.
    let listed = print(Some(3), None);
    assert!(listed.contains("big = dense<[1, 2, 3]>"), "{listed}");
    // Elision wins over hex; a splat is never elided.
    let elided = print(Some(0), Some(2));
    assert!(
        elided.contains("big = dense_resource<__elided__> : tensor<3xi8>"),
        "{elided}"
    );
    assert!(
        elided.contains("splat = dense<5> : tensor<3xi8>"),
        "{elided}"
    );
    assert_eq!(print(None, Some(3)), listed);
}

#[test]
fn skipped_regions_print_as_ellipses() {
    let (ir, top) = parse("\"a.r\"() ({\n  \"a.x\"() : () -> ()\n}, {\n}) : () -> ()\n");
    let options = PrintOptions {
        skip_regions: true,
        generic: true,
        ..PrintOptions::default()
    };
    assert_eq!(
        operation_to_string(&ir, top, options),
        "\"builtin.module\"() ({...}) : () -> ()\n"
    );
    let inner = ir.first_op(ir.region_blocks(ir.regions(top)[0]).next().unwrap());
    let inner = inner.expect("the module holds a.r");
    let options = PrintOptions {
        skip_regions: true,
        local_scope: true,
        ..PrintOptions::default()
    };
    assert_eq!(
        operation_to_string(&ir, inner, options),
        "\"a.r\"() ({...}, {...}) : () -> ()"
    );
}

#[test]
fn unique_ssa_ids_number_sibling_regions_on() {
    let source = "\"a.r\"() ({\n  %0 = \"a.x\"() : () -> i32\n}, {\n  %0 = \"a.y\"() : () -> i32\n}) : () -> ()\n";
    let (ir, top) = parse(source);
    let print = |unique_ssa_ids| {
        let options = PrintOptions {
            unique_ssa_ids,
            ..PrintOptions::default()
        };
        operation_to_string(&ir, top, options)
    };
    let restarted = print(false);
    assert!(
        restarted.contains("%0 = \"a.x\"") && restarted.contains("%0 = \"a.y\""),
        "{restarted}"
    );
    // The walk takes sibling regions last first.
    let unique = print(true);
    assert!(
        unique.contains("%1 = \"a.x\"") && unique.contains("%0 = \"a.y\""),
        "{unique}"
    );
}

#[test]
fn strided_layouts_keep_dynamic_values_and_print_without_a_zero_offset() {
    let (ir, top) = parse(
        "\"a.b\"() {x = strided<[?, 4], offset: 2>, y = strided<[1], offset: 0>} : () -> ()\n",
    );
    let op = ir
        .first_op(ir.entry_block(ir.regions(top)[0]).expect("a block"))
        .expect("an op");
    let x = ir.attr(op, "x").expect("x");
    assert_eq!(
        ir.ctx().attr_data(x),
        &AttrData::StridedLayout {
            strides: vec![strata_ir::attributes::DYNAMIC, 4],
            offset: 2
        }
    );
    let text = operation_to_string(&ir, op, PrintOptions::default());
    assert!(
        text.contains("x = strided<[?, 4], offset: 2>, y = strided<[1]>"),
        "{text}"
    );
}

#[test]
fn sparse_elements_hold_dense_indices_and_values() {
    let (ir, top) = parse(
        "\"a.b\"() {x = sparse<1, [7]> : tensor<2x3xi32>, y = sparse<> : tensor<4xf32>} : () -> ()\n",
    );
    let op = ir
        .first_op(ir.entry_block(ir.regions(top)[0]).expect("a block"))
        .expect("an op");
    let ctx = ir.ctx();
    let dense = |attr| match ctx.attr_data(attr) {
        AttrData::DenseElements { ty, elements } => (
            strata_ir::asm::printer::type_to_string(ctx, *ty),
            elements.clone(),
        ),
        other => panic!("not dense: {other:?}"),
    };
    let AttrData::SparseElements {
        indices, values, ..
    } = *ctx.attr_data(ir.attr(op, "x").expect("x"))
    else {
        panic!("x is not sparse");
    };
    // A lone index is one index of the type's rank, stored as a splat.
    assert_eq!(
        dense(indices),
        ("tensor<1x2xi64>".to_string(), vec![ElementValue::Int(1)])
    );
    assert_eq!(
        dense(values),
        ("tensor<1xi32>".to_string(), vec![ElementValue::Int(7)])
    );
    // `sparse<>`: no indices of the type's rank, no values.
    let AttrData::SparseElements {
        indices, values, ..
    } = *ctx.attr_data(ir.attr(op, "y").expect("y"))
    else {
        panic!("y is not sparse");
    };
    assert_eq!(dense(indices), ("tensor<0x1xi64>".to_string(), vec![]));
    assert_eq!(dense(values), ("tensor<0xf32>".to_string(), vec![]));
    let text = operation_to_string(&ir, op, PrintOptions::default());
    assert!(
        text.contains("x = sparse<1, 7> : tensor<2x3xi32>, y = sparse<> : tensor<4xf32>"),
        "{text}"
    );
}

#[test]
fn resource_blobs_belong_to_the_ir_they_were_parsed_into() {
    let ctx = context();
    let parse_in = |source: &str| {
        parse_source(ctx.clone(), source, &ParserConfig::default())
            .unwrap_or_else(|e| panic!("{}", e.diagnostic().message))
    };
    let source = |hex: &str| {
        format!(
            "\"a.b\"() {{x = dense_resource<blob> : tensor<1xi32>}} : () -> ()\n{{-# dialect_resources: {{ builtin: {{ blob: \"{hex}\" }} }} #-}}\n"
        )
    };
    // One context, two parses: the same key names each parse's own blob.
    let (first, first_top) = parse_in(&source("0x0400000001000000"));
    let (second, _) = parse_in(&source("0x0400000002000000"));
    let blob = |ir: &Ir| ir.resources().blob("blob").map(|b| b.data.clone());
    assert_eq!(blob(&first), Some(vec![1, 0, 0, 0]));
    assert_eq!(blob(&second), Some(vec![2, 0, 0, 0]));
    assert_eq!(first.resources().blob("blob").map(|b| b.alignment), Some(4));
    let text = operation_to_string(&first, first_top, PrintOptions::default());
    assert!(
        text.ends_with("      blob: \"0x0400000001000000\"\n    }\n  }\n#-}\n"),
        "{text}"
    );
}

/// A dialect with types of its own (kept opaque) and no attributes.
struct TypesOnly;

impl strata_ir::dialect::Dialect for TypesOnly {
    fn name(&self) -> &'static str {
        "typed"
    }

    fn parses_attributes(&self) -> bool {
        false
    }
}

#[test]
fn a_dialect_says_whether_it_parses_types_and_attributes() {
    let mut ctx = Context::new();
    ctx.register_dialect(&TypesOnly);
    ctx.set_allow_unregistered_dialects(true);
    let ctx = Arc::new(ctx);
    let parsed = parse_source(
        ctx.clone(),
        "\"x.op\"() : () -> !typed.thing<1>\n",
        &ParserConfig::default(),
    );
    assert!(parsed.is_ok(), "its types are accepted");
    let error = parse_source(
        ctx.clone(),
        "\"x.op\"() {a = #typed.thing} : () -> ()\n",
        &ParserConfig::default(),
    )
    .expect_err("its attributes are not");
    let diagnostic = error.diagnostic();
    assert_eq!(
        diagnostic.message,
        "dialect 'typed' provides no attribute parsing hook"
    );
    // At the body, after `#typed.`.
    assert_eq!(
        diagnostic
            .location
            .file_line_col_of(&ctx)
            .map(|(_, l, c)| (l, c)),
        Some((1, 22))
    );
    // The builtin dialect has neither.
    assert_eq!(
        parse_error("\"x.op\"() : () -> !builtin.tuple<>\n"),
        (
            1,
            27,
            "dialect 'builtin' provides no type parsing hook".to_string()
        )
    );
}

#[test]
fn the_first_name_of_a_location_is_found_before_its_parts() {
    let (ir, module) = parse(
        "\"x.a\"() : () -> () loc(fused[\"f\":1:2, \"outer\"(\"inner\")])\n\
         \"x.b\"() : () -> () loc(callsite(\"f\":1:2 at \"caller\"))\n\
         \"x.c\"() : () -> () loc(\"f\":1:2)\n",
    );
    let ctx = ir.ctx();
    let names: Vec<Option<String>> = ir
        .block_ops(
            ir.region_blocks(ir.regions(module)[0])
                .next()
                .expect("a block"),
        )
        .map(|op| {
            ir.op_location(op)
                .first_name(ctx)
                .map(|name| ctx.str(name).to_string())
        })
        .collect();
    assert_eq!(
        names,
        [Some("outer".to_string()), Some("caller".to_string()), None]
    );
}
