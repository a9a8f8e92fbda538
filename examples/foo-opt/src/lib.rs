//! The `foo` dialect of the tutorial in `docs/guide/define-a-dialect.md`:
//! three ops declared with `#[op]`, registered in `foo-opt` next to the
//! func and arith dialects.

pub mod ops;

use strata_ir::Context;

/// Registers the `foo` dialect: its ops and the interfaces they implement.
pub fn register(ctx: &mut Context) {
    ops::ScaleOp::register(ctx);
    ops::MixOp::register(ctx);
    ops::NegateOp::register(ctx);
}
