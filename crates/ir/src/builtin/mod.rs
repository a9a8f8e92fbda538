//! The builtin dialect's ops (MLIR's `BuiltinOps.td`): `builtin.module` and
//! `builtin.unrealized_conversion_cast`. Builtin types and attributes live in
//! [`crate::types`] and [`crate::attributes`].

pub(crate) mod module;
mod unrealized_conversion_cast;

pub use module::MODULE;
pub use unrealized_conversion_cast::UnrealizedConversionCastOp;

use crate::context::Context;

/// Registers the builtin ops.
pub fn register(ctx: &mut Context) {
    ctx.register_op(&MODULE);
    UnrealizedConversionCastOp::register(ctx);
    ctx.set_dialect_allows_unknown_operations("builtin", false);
}
