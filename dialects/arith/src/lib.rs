//! The `arith` dialect (MLIR's `arith`): integer and float arithmetic,
//! comparisons, `select`, casts and constants, with MLIR 22's syntax,
//! verifiers and folders.
//!
//! - [`ops`]: the op declarations (`arith.addi`, `arith.cmpf`, ...), by
//!   family;
//! - [`attributes`]: the overflow and fast-math flags and the comparison
//!   predicates;
//! - [`constraints`]: the type constraints (`signless-integer-like`, ...)
//!   and shape helpers;
//! - [`fold`]: the folders (constant folding and identities), plus the
//!   in-place folds for the rewrite driver;
//! - [`materialize_constant`]: the dialect's constant materializer.

pub mod attributes;
pub mod canonicalize;
pub mod constraints;
pub mod fold;
pub mod ops;
pub mod verify;

pub use fold::in_place::fold_in_place;
pub use ops::constant::materialize_constant;

use strata_ir::dialect::Dialect;
use strata_ir::{Attribute, Builder, Context, Location, OpId, Type};

/// The arith dialect's object (MLIR's `ArithDialect`): its constants come
/// from [`materialize_constant`].
pub struct ArithDialect;

impl Dialect for ArithDialect {
    fn name(&self) -> &'static str {
        "arith"
    }

    /// arith defines attributes (its attribute parser reads them) but no
    /// types.
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
        materialize_constant(builder, value, ty, location)
    }
}

/// Registers the dialect, its ops and the interfaces they implement
/// (`BinaryOp` on the binary ops and comparisons, `UnaryOp` on `negf` and
/// the casts).
pub fn register(ctx: &mut Context) {
    // MLIR's dependent dialect: the folders produce `#ub.poison`.
    strata_ub::register(ctx);
    ctx.register_dialect(&ArithDialect);
    // MLIR's ArithInlinerInterface: every op may be inlined.
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "arith",
        &strata_interfaces::inliner::InlineAnyOp {
            into_regions: false,
        },
    );
    ops::register(ctx);
    canonicalize::register(ctx);
    ctx.register_attribute_parser("arith", attributes::parse_attribute);
}

#[cfg(test)]
mod tests {
    use strata_interfaces::{BinaryOp, UnaryOp};
    use strata_ir::OpTraits;

    use super::*;

    #[test]
    fn the_dialect_materializes_constants_for_a_folder() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let ctx = std::sync::Arc::new(ctx);
        let (mut ir, top) = strata_ir::asm::parser::parse_source(
            ctx.clone(),
            "%0 = arith.constant 1 : i32\n%1 = arith.addi %0, %0 : i32\n",
            &strata_ir::asm::parser::ParserConfig::default(),
        )
        .expect("parses");
        let add = ir
            .walk_collect(top, strata_ir::WalkOrder::PreOrder)
            .into_iter()
            .find(|&op| ir.op_name_str(op) == "arith.addi")
            .expect("an addi");
        assert_eq!(ir.op_dialect(add).map(|d| d.name()), Some("arith"));
        let i32 = ctx.integer_type(32);
        let two = ctx.integer_attr(2, i32);
        let mut builder = Builder::before(&mut ir, add);
        let constant =
            strata_ir::Ir::materialize_constant_for(&mut builder, add, two, i32, Location::Unknown)
                .expect("arith materializes integer constants");
        assert_eq!(ir.op_name_str(constant), "arith.constant");
        assert_eq!(
            ir.next_op(constant),
            Some(add),
            "at the builder's insertion point"
        );
        assert_eq!(ir.attr(constant, "value"), Some(two));
    }

    #[test]
    fn registers_every_op_with_its_traits_and_interfaces() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let names = ctx.registered_op_names();
        let arith: Vec<_> = names.iter().filter(|n| n.starts_with("arith.")).collect();
        // All of MLIR 22's arith ops.
        assert_eq!(arith.len(), 51, "{arith:?}");
        let def = |name: &str| ctx.op_definition(ctx.intern_str(name)).expect(name);
        assert!(
            def("arith.constant")
                .traits
                .contains(OpTraits::CONSTANT_LIKE | OpTraits::PURE)
        );
        assert!(def("arith.addi").traits.contains(OpTraits::COMMUTATIVE));
        assert!(!def("arith.subi").traits.contains(OpTraits::COMMUTATIVE));
        assert!(!def("arith.divsi").traits.contains(OpTraits::PURE));
        assert!(def("arith.remsi").traits.contains(OpTraits::PURE));
        // The rounding divisions are undefined by zero, as divsi is; the
        // unsigned extremes are pure and commutative.
        for division in ["arith.ceildivsi", "arith.ceildivui", "arith.floordivsi"] {
            assert!(!def(division).traits.contains(OpTraits::PURE), "{division}");
        }
        for extreme in ["arith.maxui", "arith.minui"] {
            assert!(
                def(extreme)
                    .traits
                    .contains(OpTraits::PURE | OpTraits::COMMUTATIVE),
                "{extreme}"
            );
        }
        // The in-place folds are reachable through the definition, for the
        // rewrite driver; constants have none.
        for in_place in ["arith.extui", "arith.trunci", "arith.cmpi", "arith.addi"] {
            assert!(def(in_place).fold_in_place.is_some(), "{in_place}");
        }
        assert!(def("arith.constant").fold_in_place.is_none());
        for binary in [
            "arith.addi",
            "arith.mulf",
            "arith.cmpi",
            "arith.cmpf",
            "arith.shrui",
        ] {
            assert!(
                ctx.interface::<dyn BinaryOp>(ctx.intern_str(binary))
                    .is_some(),
                "{binary}"
            );
        }
        for unary in [
            "arith.negf",
            "arith.extsi",
            "arith.bitcast",
            "arith.index_cast",
        ] {
            assert!(
                ctx.interface::<dyn UnaryOp>(ctx.intern_str(unary))
                    .is_some(),
                "{unary}"
            );
        }
        assert!(
            ctx.interface::<dyn BinaryOp>(ctx.intern_str("arith.select"))
                .is_none()
        );
    }
}
