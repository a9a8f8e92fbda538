//! The `ub` dialect (MLIR's `ub`, undefined behaviour): `ub.poison`, whose
//! result is a poison value, `ub.unreachable`, and the `#ub.poison`
//! attribute. `remove-dead-values` puts `ub.poison` where a value that no
//! one reads must still be passed.
//!
//! Files: [`ops`] (the op declarations), [`attributes`] (`#ub.poison`).

pub mod attributes;
pub mod ops;

pub use ops::{PoisonOp, UnreachableOp};

use strata_ir::dialect::Dialect;
use strata_ir::{Attribute, Builder, Context, Location, OpId, Type};

/// The ub dialect's object (MLIR's `UBDialect`): it materializes poison
/// attributes as `ub.poison`.
pub struct UbDialect;

impl Dialect for UbDialect {
    fn name(&self) -> &'static str {
        "ub"
    }

    /// ub defines `#ub.poison` (read by its attribute parser) and no types.
    fn parses_types(&self) -> bool {
        false
    }

    fn materialize_constant(
        &self,
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        location: Location,
    ) -> Option<OpId> {
        if !attributes::is_poison(builder.ir_ref().ctx(), value) {
            return None;
        }
        let state = PoisonOp::build_state(builder.ir(), location, ty, Some(value));
        builder.create(state).ok()
    }
}

/// Registers the dialect, its ops and its attribute parser.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(&UbDialect);
    // MLIR's UBInlinerInterface: every op may be inlined.
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "ub",
        &strata_interfaces::inliner::InlineAnyOp {
            into_regions: false,
        },
    );
    PoisonOp::register(ctx);
    UnreachableOp::register(ctx);
    ctx.register_attribute_parser("ub", attributes::parse_attribute);
}

#[cfg(test)]
mod tests;
