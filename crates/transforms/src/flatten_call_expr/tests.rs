//! The extension point: a dialect's own pattern runs with the built-in
//! ones and continues the callable's numbering.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::{Context, Ir, OpId};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::trees::{enclosing_trees, hoist_call, is_root_chain};
use super::*;

/// Treats `arith.muli` as costly: hoisted out of expressions like a call.
struct HoistMultiplications;

struct HoistMultiplication {
    names: Arc<TemporaryNames>,
}

impl RewritePattern for HoistMultiplication {
    fn name(&self) -> &'static str {
        "HoistMultiplication"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.muli")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let trees = enclosing_trees(rewriter.ir_ref(), op);
        if trees.is_empty() || is_root_chain(rewriter.ir_ref(), op, &trees) {
            return Err(MatchFailure("not nested".into()));
        }
        let result = rewriter.ir_ref().results(op)[0];
        hoist_call(rewriter, op, &trees).map_err(|e| MatchFailure::from(e.to_string()))?;
        rewriter
            .set_name_hint(result, Some(&self.names.next()))
            .map_err(|e| MatchFailure::from(e.to_string()))
    }
}

impl FlattenCallExprPatterns for HoistMultiplications {
    fn add_patterns(&self, patterns: &mut RewritePatternSet, names: &Arc<TemporaryNames>) {
        patterns.add(HoistMultiplication {
            names: names.clone(),
        });
    }
}

fn context(extension: bool) -> Arc<Context> {
    let mut ctx = Context::new();
    strata_func::register(&mut ctx);
    strata_arith::register(&mut ctx);
    strata_expr::register(&mut ctx);
    if extension {
        ctx.register_interface::<dyn FlattenCallExprPatterns>("arith.muli", &HoistMultiplications);
    }
    Arc::new(ctx)
}

const INPUT: &str = "func.func private @f(i32) -> i32\n\
func.func @g(%a: i32, %b: i32) -> i32 {\n\
  %r = expr.tree : i32 {\n\
    %0 = func.call @f(%a) : (i32) -> i32\n\
    %1 = arith.muli %0, %b : i32\n\
    %2 = arith.addi %1, %a : i32\n\
    expr.yield %2 : i32\n\
  }\n\
  return %r : i32\n\
}\n";

/// Parses [`INPUT`], flattens `@g` and prints the module.
fn flatten(extension: bool) -> (String, usize) {
    let ctx = context(extension);
    let (mut ir, top): (Ir, OpId) =
        parse_source(ctx, INPUT, &ParserConfig::default()).expect("parses");
    let pass = FlattenCallExpr {
        extensions: OnceLock::new(),
    };
    let function = top_level_callables(&ir, top).0[1];
    let extensions = pass.extensions(&ir).to_vec();
    let count = flatten_callable(&mut ir, function, &extensions);
    strata_ir::verifier::verify(&ir, top).expect("the output verifies");
    (
        operation_to_string(&ir, top, PrintOptions::default()),
        count,
    )
}

#[test]
fn a_dialect_pattern_runs_with_the_built_in_ones_and_continues_the_numbering() {
    let (plain, count) = flatten(false);
    assert_eq!(count, 1);
    assert!(plain.contains("%t__tmp_v0 = call @f(%a)"), "{plain}");
    assert!(plain.contains("arith.muli %t__tmp_v0, %b"), "{plain}");
    let (extended, count) = flatten(true);
    assert_eq!(count, 2);
    assert!(
        extended.contains("%t__tmp_v0 = call @f(%a) : (i32) -> i32\n    %t__tmp_v1 = arith.muli %t__tmp_v0, %b : i32\n    %r = expr.tree : i32 {"),
        "{extended}"
    );
}

#[test]
fn the_top_level_callables_are_the_functions_not_the_lambdas_in_them() {
    let ctx = context(false);
    let text = "func.func @outer(%x: i32) -> i32 {\n\
      %l = func.lambda @inner captures(%x : i32) (%self, %y: i32) -> i32 {\n\
        func.return %y : i32\n\
      }\n\
      return %x : i32\n\
    }\n\
    func.func private @decl(i32) -> i32\n";
    let (ir, top) = parse_source(ctx, text, &ParserConfig::default()).expect("parses");
    let (callables, loose_tree) = top_level_callables(&ir, top);
    assert!(!loose_tree);
    let names: Vec<_> = callables
        .iter()
        .map(|&op| {
            ir.attr(op, "sym_name")
                .and_then(|name| name.as_str(ir.ctx()))
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    assert_eq!(names, ["outer", "decl"]);
    assert_eq!(top_level_callables(&ir, callables[0]).0, [callables[0]]);
}
