//! `flatten-call-expr`: nested calls to three-address form (PyPTO's
//! `FlattenCallExpr`; MLIR has no counterpart). Every call-like op inside
//! an `expr.tree` is hoisted to statement level, in evaluation order,
//! just before the tree, in the tree's own block — so the temporaries of
//! an expression in a `scope.at`, a loop or branch body, a lambda or a
//! `scf.while` condition stay there. Each hoisted call is named
//! `t__tmp_vN`, N counting from 0 in each top-level callable (a
//! `func.func`) in walk order, through the lambdas nested in it; a call
//! that is the value of a whole expression replaces the tree and takes its
//! name. What is not a call stays in trees.
//!
//! ```text
//! %c = expr.tree : i32 {                          %t__tmp_v0 = func.call @bar(%a) : (i32) -> i32
//!   %0 = func.call @bar(%a) : (i32) -> i32        %c = func.call @foo(%t__tmp_v0) : (i32) -> i32
//!   %1 = func.call @foo(%0) : (i32) -> i32  =>    %t__tmp_v1 = func.call @g(%a) : (i32) -> i32
//!   expr.yield %1 : i32                           %t__tmp_v2 = func.call @h(%b) : (i32) -> i32
//! }                                               %x = expr.tree : i32 {
//! %x = expr.tree : i32 {                            %2 = arith.addi %t__tmp_v1, %t__tmp_v2 : i32
//!   %0 = func.call @g(%a) : (i32) -> i32            expr.yield %2 : i32
//!   %1 = func.call @h(%b) : (i32) -> i32          }
//!   %2 = arith.addi %0, %1 : i32
//!   expr.yield %2 : i32
//! }
//! ```
//!
//! The pass is rewrite patterns, one per file, applied by the walk driver
//! ([`strata_rewrite::walk_and_apply_patterns`]) in post-order, so the ops
//! of a tree are reached, in evaluation order, before the tree:
//! [`hoist_nested_call`], [`root_call`], [`emptied_tree`] and
//! [`dead_op`] (what a tree kept only for its calls leaves). A dialect
//! adds patterns of its own (for a call-like op that needs more than the
//! `CallLike` trait, say) by registering [`FlattenCallExprPatterns`] on one
//! of its ops. It requires verified IR and produces the
//! `no-nested-calls` property ([`crate::no_nested_calls`]).

pub mod dead_op;
pub mod emptied_tree;
pub mod hoist_nested_call;
pub mod root_call;
pub mod trees;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use strata_interfaces::CallableOpInterface;
use strata_ir::{Ir, OpId, OpInterface, WalkOrder};
use strata_pass::{
    IrProperty, Pass, PassFailure, PassInfo, PassOptions, PassRun, VERIFIED,
    for_each_isolated_child,
};
use strata_rewrite::{RewritePatternSet, walk_and_apply_patterns};

use crate::no_nested_calls::NO_NESTED_CALLS;

/// The names of one top-level callable's temporaries: `t__tmp_v0`,
/// `t__tmp_v1`, ... in the order they are asked for.
#[derive(Debug, Default)]
pub struct TemporaryNames {
    next: AtomicUsize,
}

impl TemporaryNames {
    /// The next name.
    pub fn next(&self) -> String {
        format!("t__tmp_v{}", self.next.fetch_add(1, Ordering::Relaxed))
    }

    /// How many names were given.
    pub fn count(&self) -> usize {
        self.next.load(Ordering::Relaxed)
    }
}

/// More patterns for `flatten-call-expr`, registered by a dialect on one
/// of its ops (`ctx.register_interface::<dyn FlattenCallExprPatterns>(op,
/// &MINE)`): they run with the built-in ones, and name their temporaries
/// from `names` to continue the callable's numbering.
pub trait FlattenCallExprPatterns: Sync {
    /// Adds the patterns to `patterns`.
    fn add_patterns(&self, patterns: &mut RewritePatternSet, names: &Arc<TemporaryNames>);
}

impl OpInterface for dyn FlattenCallExprPatterns {
    const NAME: &'static str = "FlattenCallExprPatterns";
}

/// `flatten-call-expr`'s registration.
pub const FLATTEN_CALL_EXPR: PassInfo = PassInfo {
    argument: "flatten-call-expr",
    summary: "Hoist the calls nested in expressions to statement level (three-address form)",
    options: &[],
    create: |_: &PassOptions| {
        Box::new(FlattenCallExpr {
            extensions: OnceLock::new(),
        })
    },
};

/// The `flatten-call-expr` pass.
pub struct FlattenCallExpr {
    /// The dialects' pattern sources, collected on first use.
    extensions: OnceLock<Vec<&'static dyn FlattenCallExprPatterns>>,
}

impl FlattenCallExpr {
    fn extensions(&self, ir: &Ir) -> &[&'static dyn FlattenCallExprPatterns] {
        self.extensions.get_or_init(|| {
            let ctx = ir.ctx();
            ctx.registered_op_names()
                .into_iter()
                .filter_map(|name| {
                    ctx.interface::<dyn FlattenCallExprPatterns>(ctx.intern_str(name))
                })
                .collect()
        })
    }
}

/// Flattens the expressions in `callable` (a top-level callable and the
/// lambdas in it), with one numbering; returns how many calls were
/// hoisted.
pub fn flatten_callable(
    ir: &mut Ir,
    callable: OpId,
    extensions: &[&'static dyn FlattenCallExprPatterns],
) -> usize {
    let names = Arc::new(TemporaryNames::default());
    let mut patterns = RewritePatternSet::new();
    patterns.add(hoist_nested_call::HoistNestedCall::new(names.clone()));
    patterns.add(root_call::ReplaceTreeByRootCall::new(names.clone()));
    patterns.add(emptied_tree::DropEmptiedTree);
    patterns.add(dead_op::EraseDeadOpInTree);
    for extension in extensions {
        extension.add_patterns(&mut patterns, &names);
    }
    walk_and_apply_patterns(ir, callable, &patterns.freeze(), WalkOrder::PostOrder);
    names.count()
}

/// The callables under `op` that are not inside another callable (`op`
/// itself when it is one), in walk order, and whether an `expr.tree` is
/// outside them all.
fn top_level_callables(ir: &Ir, op: OpId) -> (Vec<OpId>, bool) {
    let is_callable = |op| ir.interface::<dyn CallableOpInterface>(op).is_some();
    if is_callable(op) {
        return (vec![op], false);
    }
    let mut loose_tree = false;
    let mut found = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    let push_children = |stack: &mut Vec<OpId>, op: OpId| {
        for &region in ir.regions(op).iter().rev() {
            let blocks: Vec<_> = ir.region_blocks(region).collect();
            for &block in blocks.iter().rev() {
                let ops: Vec<_> = ir.block_ops(block).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
    };
    push_children(&mut stack, op);
    while let Some(current) = stack.pop() {
        if is_callable(current) {
            found.push(current);
        } else {
            loose_tree |= trees::is_tree(ir, current);
            push_children(&mut stack, current);
        }
    }
    (found, loose_tree)
}

impl Pass for FlattenCallExpr {
    fn argument(&self) -> &'static str {
        "flatten-call-expr"
    }

    fn name(&self) -> &'static str {
        "FlattenCallExpr"
    }

    fn requires(&self) -> Vec<&'static dyn IrProperty> {
        vec![&VERIFIED]
    }

    fn produces(&self) -> Vec<&'static dyn IrProperty> {
        vec![&NO_NESTED_CALLS]
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let extensions = self.extensions(ir);
        let (callables, loose_tree) = top_level_callables(ir, op);
        // The callables directly in `op` that own a body can be done at
        // once, each in a part of the IR; the others after.
        let (direct, nested): (Vec<OpId>, Vec<OpId>) = callables.into_iter().partition(|&c| {
            run.threads
                && c != op
                && ir.parent_op(c) == Some(op)
                && ir.has_trait(c, strata_ir::OpTraits::ISOLATED_FROM_ABOVE)
        });
        let hoisted: usize = for_each_isolated_child(ir, &direct, |ir, callable| {
            flatten_callable(ir, callable, extensions)
        })
        .into_iter()
        .sum::<usize>()
            + nested
                .into_iter()
                .map(|callable| flatten_callable(ir, callable, extensions))
                .sum::<usize>();
        // Expressions outside any callable (in an op of another dialect
        // at module level, say) get a numbering of their own; the
        // callables, done by now, have nothing left to hoist.
        let hoisted = if loose_tree {
            hoisted + flatten_callable(ir, op, extensions)
        } else {
            hoisted
        };
        run.add_statistic(
            "num-temporaries",
            "Number of calls hoisted to a temporary",
            hoisted as u64,
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests;
