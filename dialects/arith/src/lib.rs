//! The `arith` dialect.

use strata_ir::Context;

/// Registers the dialect's ops and interfaces.
pub fn register(ctx: &mut Context) {
    let _ = ctx;
}
