//! The test dialect's inliner interface, after MLIR's
//! `TestInlinerInterface`: its ops may be inlined and receive inlined
//! blocks, and a `test.call_cast` whose value types differ from its
//! callee's (an integer for an `index`, or the other way round) is inlined
//! with a `test.cast` on each such value:
//!
//! ```text
//! func.func private @f(%a: i32) -> i32 {...}         %0 = test.cast %x : index to i32
//! %r = test.call_cast @f(%x) : (index) -> index  =>  ... @f's body on %0, giving %1 ...
//!                                                    %r = test.cast %1 : i32 to index
//! ```

use strata_interfaces::DialectInlinerInterface;
use strata_ir::ods::constraints::ANY_TYPE;
use strata_ir::{Builder, Ir, Location, OpId, RegionId, Type, Value, ValueMapping};
use strata_macros::op;

/// Converts a value to another type (what `test.call_cast`'s inlining
/// needs; it means whatever the test says).
#[op(
    name = "test.cast",
    format = "$input attr-dict `:` type($input) `to` type($output)"
)]
pub struct CastOp {
    /// The value converted.
    #[operand(ANY_TYPE)]
    input: Value,
    /// The converted value.
    #[result(ANY_TYPE)]
    output: Value,
}

/// The test dialect's [`DialectInlinerInterface`].
pub struct TestInliner;

impl DialectInlinerInterface for TestInliner {
    fn legality_depends_on_cloning(&self) -> bool {
        false
    }

    fn is_legal_to_inline_call(
        &self,
        _ir: &Ir,
        _call: OpId,
        _callable: OpId,
        _would_be_cloned: bool,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_region(
        &self,
        _ir: &Ir,
        _destination: RegionId,
        _source: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _ir: &Ir,
        _op: OpId,
        _destination: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        true
    }

    /// A `test.cast` of `input` to `result_type`.
    fn materialize_call_conversion(
        &self,
        ir: &mut Ir,
        before: OpId,
        input: Value,
        result_type: Type,
        location: Location,
    ) -> Option<OpId> {
        let mut builder = Builder::before(ir, before);
        CastOp::build(&mut builder, location, input, result_type)
            .ok()
            .map(|cast| cast.op())
    }
}
