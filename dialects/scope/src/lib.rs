//! The `scope` dialect: code that runs at an execution level of the
//! machine, after PyPTO's `with pl.at(level=...)`. The ops inside a
//! `scope.at` run there, once, where the op stands; their values stay
//! inside and leave only as the op's results, through `scope.yield`:
//!
//! ```text
//! %r = scope.at core_group -> (i32) {
//!   %t = func.call @cast(%x) : (i32) -> i32
//!   scope.yield %t : i32
//! }
//! ```
//!
//! Transformations keep what a scope computes inside it: for instance,
//! `flatten-call-expr` places the temporaries of an expression in a scope
//! inside the scope.
//!
//! | Op | Module |
//! |----|--------|
//! | `scope.at` | [`ops`] (levels: [`ops::LEVELS`]) |
//! | `scope.yield` | [`ops`] |

pub mod ops;

pub use ops::{AtOp, YieldOp};

use strata_ir::Context;

/// Registers the dialect's ops. It accepts no op it does not define.
pub fn register(ctx: &mut Context) {
    // Scopes move with an inlined body, and a call inside one may be
    // inlined there (a single block; the inliner keeps multi-block
    // callees out of single-block regions).
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "scope",
        &strata_interfaces::inliner::InlineAnyOp { into_regions: true },
    );
    AtOp::register(ctx);
    YieldOp::register(ctx);
    ctx.set_dialect_allows_unknown_operations("scope", false);
}

#[cfg(test)]
mod tests;
