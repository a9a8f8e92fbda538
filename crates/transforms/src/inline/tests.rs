//! The inliner with a dialect whose legality hooks depend on whether the
//! callee is copied or moved: the speculating driver must settle before
//! such a call and give what the plain, one-thread driver gives.

use std::sync::Arc;

use strata_interfaces::DialectInlinerInterface;
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::{Context, Ir, OpId, RegionId, ValueMapping};
use strata_pass::{PassRegistry, PassRun};

/// arith's ops may move only into a callee's copy, never with a body
/// taken from a dying callee.
struct OnlyWhenCopied;

impl DialectInlinerInterface for OnlyWhenCopied {
    fn is_legal_to_inline_op(
        &self,
        _ir: &Ir,
        _op: OpId,
        _destination: RegionId,
        would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        would_be_cloned
    }
}

const INPUT: &str = r#"
func.func private @once(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func private @twice(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
func.func @f(%x: i32) -> i32 {
  %0 = call @once(%x) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  return %1 : i32
}
func.func @g(%x: i32) -> i32 {
  %0 = call @twice(%x) : (i32) -> i32
  return %0 : i32
}
"#;

fn inlined(threads: bool) -> String {
    let mut ctx = Context::new();
    strata_func::register(&mut ctx);
    strata_arith::register(&mut ctx);
    ctx.register_dialect_interface::<dyn DialectInlinerInterface>("arith", &OnlyWhenCopied);
    let (mut ir, module) =
        parse_source(Arc::new(ctx), INPUT, &ParserConfig::default()).expect("parses");
    let mut registry = PassRegistry::new();
    crate::register_passes(&mut registry);
    let pass = registry.create("inline", "").expect("inline exists");
    let mut run = PassRun {
        threads,
        ..PassRun::default()
    };
    pass.run(&mut ir, module, &mut run).expect("inlines");
    operation_to_string(&ir, module, PrintOptions::default())
}

#[test]
fn a_call_whose_legality_depends_on_cloning_settles_first() {
    let sequential = inlined(false);
    // @once has one call: its body would be moved, which arith refuses,
    // so that call stays; @twice is copied into @f (another call is left)
    // and then, for its last call in @g, would be moved: refused too.
    assert!(sequential.contains("call @once"), "{sequential}");
    assert!(sequential.contains("arith.muli %0, %0"), "{sequential}");
    assert!(sequential.contains("call @twice(%x)"), "{sequential}");
    assert_eq!(inlined(true), sequential);
}
