//! The `foo` dialect of the tutorial in `docs/guide/define-a-dialect.md`:
//! three ops declared with `#[op]`, a trait of its own and a dialect object,
//! registered in `foo-opt` next to the func and arith dialects; and the
//! rewrites of `docs/guide/write-a-pass.md` ([`passes`]).

pub mod ops;
pub mod passes;

use strata_ir::dialect::Dialect;
use strata_ir::{Attribute, Builder, Context, Location, OpId, Type};

/// The `foo` dialect's object. It has no constant op of its own: when a
/// folder turns a `foo` op into a constant, the constant is an
/// `arith.constant`.
pub struct FooDialect;

impl Dialect for FooDialect {
    fn name(&self) -> &'static str {
        "foo"
    }

    fn materialize_constant(
        &self,
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        location: Location,
    ) -> Option<OpId> {
        strata_arith::materialize_constant(builder, value, ty, location)
    }
}

/// Registers the `foo` dialect: its object, its ops and the interfaces they
/// implement.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(&FooDialect);
    ops::ScaleOp::register(ctx);
    ops::MixOp::register(ctx);
    ops::NegateOp::register(ctx);
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "foo.scale",
        &passes::ScalePatterns,
    );
}
