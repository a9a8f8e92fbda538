use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::{Builder, Context, Location, OpTraits};

use super::*;

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    register(&mut ctx);
    Arc::new(ctx)
}

#[test]
fn poison_is_a_pure_constant_that_folds_to_its_value() {
    let ctx = context();
    let definition = ctx
        .op_definition(ctx.intern_str("ub.poison"))
        .expect("registered");
    assert!(
        definition
            .traits
            .contains(OpTraits::PURE | OpTraits::CONSTANT_LIKE)
    );
    let (ir, top) = parse_source(
        ctx.clone(),
        "%0 = ub.poison : i32\n",
        &ParserConfig::default(),
    )
    .expect("parses");
    let poison = ir.first_op(ir.entry_block(ir.regions(top)[0]).expect("a block"));
    let poison = poison.expect("the op");
    // The default value is stored, as MLIR's properties are complete.
    assert_eq!(
        ir.attr(poison, "value"),
        Some(attributes::poison_attr(&ctx))
    );
    let fold = definition.fold.expect("a folder");
    match fold(&ir, poison, &[]).as_deref() {
        Some([strata_ir::FoldResult::Attribute(value)]) => {
            assert!(attributes::is_poison(&ctx, *value));
        }
        other => panic!("unexpected fold {other:?}"),
    }
}

#[test]
fn the_dialect_materializes_poison_and_nothing_else() {
    let ctx = context();
    let (mut ir, _) = parse_source(ctx.clone(), "", &ParserConfig::default()).expect("parses");
    let i32 = ctx.integer_type(32);
    let mut builder = Builder::new(&mut ir);
    let made = UbDialect.materialize_constant(
        &mut builder,
        attributes::poison_attr(&ctx),
        i32,
        Location::default(),
    );
    let op = made.expect("a poison op");
    assert_eq!(ir.op_name_str(op), "ub.poison");
    let mut builder = Builder::new(&mut ir);
    let integer = ctx.integer_attr(1, i32);
    assert!(
        UbDialect
            .materialize_constant(&mut builder, integer, i32, Location::default())
            .is_none()
    );
}

#[test]
fn custom_and_generic_forms_print_as_mlir_does() {
    let ctx = context();
    let (ir, top) = parse_source(
        ctx,
        "%0 = \"ub.poison\"() : () -> f32\n%1 = ub.poison <#ub.poison> : index\n",
        &ParserConfig::default(),
    )
    .expect("parses");
    let custom = operation_to_string(&ir, top, PrintOptions::default());
    assert!(custom.contains("%0 = ub.poison : f32"), "{custom}");
    assert!(custom.contains("%1 = ub.poison : index"), "{custom}");
    let generic = operation_to_string(
        &ir,
        top,
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        generic.contains(r#"%0 = "ub.poison"() <{value = #ub.poison}> : () -> f32"#),
        "{generic}"
    );
}

#[test]
fn an_unknown_ub_attribute_is_an_error() {
    let ctx = context();
    let error = parse_source(
        ctx,
        "%0 = ub.poison <#ub.foo> : i32\n",
        &ParserConfig::default(),
    )
    .expect_err("an error");
    assert!(
        error
            .diagnostic()
            .message
            .contains("unknown attribute `foo` in dialect `ub`"),
        "{}",
        error.diagnostic().message
    );
}
