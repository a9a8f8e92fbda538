//! The `expr` dialect: nested expressions made explicit, after MLIR's
//! `emitc.expression`. SSA IR has no nested calls; a front end that wants
//! to keep `c = foo(bar(a))` as one expression writes it as a tree:
//!
//! ```text
//! %c = expr.tree : i32 {
//!   %0 = func.call @bar(%a) : (i32) -> i32
//!   %1 = func.call @foo(%0) : (i32) -> i32
//!   expr.yield %1 : i32
//! }
//! ```
//!
//! The ops of a tree run where the tree stands, in the order they are
//! written (operands before users, left to right), and each value computed
//! inside is used exactly once, inside: the ops form a tree whose root is
//! the yielded value (a call whose value is unused may stand in it for
//! its effects; see [`verify`]). `flatten-call-expr` (in `strata-transforms`) hoists
//! the calls out of trees into three-address form.
//!
//! | Op | Module | MLIR counterpart |
//! |----|--------|------------------|
//! | `expr.tree` | [`ops`] ([`verify`] checks the tree shape) | `emitc.expression` |
//! | `expr.yield` | [`ops`] | `emitc.yield` |

pub mod ops;
pub mod verify;

pub use ops::{TreeOp, YieldOp};

use strata_ir::Context;

/// Registers the dialect's ops. Like MLIR's dialects, it accepts no op it
/// does not define.
pub fn register(ctx: &mut Context) {
    // Trees move with an inlined body; nothing is inlined into one (a
    // tree's block must stay a tree).
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "expr",
        &strata_interfaces::inliner::InlineAnyOp {
            into_regions: false,
        },
    );
    TreeOp::register(ctx);
    YieldOp::register(ctx);
    ctx.set_dialect_allows_unknown_operations("expr", false);
}

#[cfg(test)]
mod tests;
