//! The builtin dialect's ops (MLIR's `BuiltinOps.td`): `builtin.module` and
//! `builtin.unrealized_conversion_cast`. Builtin types and attributes live in
//! [`crate::types`] and [`crate::attributes`].

pub(crate) mod module;
mod unrealized_conversion_cast;

pub use module::MODULE;
pub use unrealized_conversion_cast::UnrealizedConversionCastOp;

use crate::context::Context;

/// Registers the builtin dialect and its ops.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(&BUILTIN_DIALECT);
    ctx.register_op(&MODULE);
    UnrealizedConversionCastOp::register(ctx);
}

/// The builtin dialect's object (MLIR's `BuiltinDialect`). Its types and
/// attributes have keywords of their own (`tuple<...>`, `dense<...>`), so
/// `!builtin.*` and `#builtin.*` are errors, as in MLIR.
pub static BUILTIN_DIALECT: crate::dialect::DeclaredDialect = crate::dialect::DeclaredDialect {
    name: "builtin",
    allows_unknown_operations: false,
    parses_types: false,
    parses_attributes: false,
};
