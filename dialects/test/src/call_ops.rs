//! Calls and callables that `func` does not have, to exercise every rule of
//! the call interfaces (`strata_interfaces::call`):
//!
//! | Op | Shows |
//! |----|-------|
//! | `test.callable "printf" (i32) -> i32 variadic` | a callable declaration whose signature ends in `...` |
//! | `%r, %done = test.call_async @f(%a) after %token : (i32) -> i32` | a consumed operand (`%token`) and a produced result (`%done`) |
//! | `%r = test.call_cast @f(%a) : (i32) -> index` | a custom `are_types_compatible`: integers and `index` pass for each other |
//! | `%r = test.call_value %f(%a) : (i32) -> i32 via (i32) -> i32` | an SSA callee checked by the interface alone |
//! | `%r = test.launch "kernel"(%a) : (i32) -> i32` | a call-like op without `CallOpInterface` (the `CallLike` trait): code the compiler does not see |
//!
//! `test.call_async`'s tokens are `index` values; its forwarded operands
//! are the ones after the token, its forwarded results all but the last.

use std::ops::Range;

use strata_interfaces::call::{SetCalleeError, set_symbol_callee, set_value_callee};
use strata_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::ods::constraints::{
    ANY_TYPE, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE, FUNCTION_TYPE_ATTR, INDEX, STRING_ATTR,
    UNIT_ATTR,
};
use strata_ir::ods::{FormatState, TypeGroup};
use strata_ir::{Attribute, Ir, OpId, RegionId, Type, TypeData, Value};
use strata_macros::op;

/// A callable declaration, variadic when `variadic` is set.
#[op(
    name = "test.callable",
    interfaces(CallableOpInterface = TestCallable),
    format = "$sym_name $function_type (`variadic` $variadic^)? attr-dict"
)]
pub struct CallableOp {
    /// The symbol name.
    #[attr(STRING_ATTR)]
    sym_name: Attribute,
    /// The fixed part of the signature.
    #[attr(FUNCTION_TYPE_ATTR)]
    function_type: Attribute,
    /// Calls may pass more operands than the signature has inputs.
    #[attr(UNIT_ATTR)]
    variadic: Option<Attribute>,
}

/// `test.callable`'s [`CallableOpInterface`]: a declaration.
pub struct TestCallable;

impl CallableOpInterface for TestCallable {
    fn callable_region(&self, _ir: &Ir, _op: OpId) -> Option<RegionId> {
        None
    }

    fn is_variadic(&self, ir: &Ir, op: OpId) -> bool {
        ir.attr(op, "variadic").is_some()
    }
}

/// A call that waits for `token` and produces `done` when the callee
/// returns: both belong to the call, not to the callee.
#[op(
    name = "test.call_async",
    interfaces(CallOpInterface = AsyncCall),
    format = "$callee `(` $args `)` `after` $token attr-dict `:` functional-type($args, $outs)",
    infer_types = infer_tokens
)]
pub struct CallAsyncOp {
    /// The callee.
    #[attr(FLAT_SYMBOL_REF_ATTR)]
    callee: Attribute,
    /// The token waited for (consumed).
    #[operand(INDEX)]
    token: Value,
    /// The arguments (forwarded).
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
    /// The callee's results (forwarded).
    #[result(ANY_TYPE)]
    outs: Vec<Value>,
    /// The completion token (produced).
    #[result(INDEX)]
    done: Value,
}

/// The tokens are `index`: operand group 0 and result group 1.
fn infer_tokens<'a>(parser: &mut Parser<'a, '_>, state: &mut FormatState<'a>) -> ParseResult<()> {
    let index = TypeGroup::from_slice(&[parser.ctx().index_type()]);
    state.operand_types[0] = Some(index.clone());
    state.result_types[1] = Some(index);
    Ok(())
}

/// A static call whose integer and `index` values pass for each other.
#[op(
    name = "test.call_cast",
    interfaces(CallOpInterface = CastingCall),
    format = "$callee `(` $args `)` attr-dict `:` functional-type($args, results)"
)]
pub struct CallCastOp {
    /// The callee.
    #[attr(FLAT_SYMBOL_REF_ATTR)]
    callee: Attribute,
    /// The arguments.
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
    /// The results.
    #[result(ANY_TYPE)]
    outs: Vec<Value>,
}

/// A call through a value whose types only the call interface checks.
#[op(
    name = "test.call_value",
    interfaces(CallOpInterface = ValueCall),
    format = "$callee `(` $args `)` attr-dict `:` functional-type($args, results) `via` type($callee)"
)]
pub struct CallValueOp {
    /// The callee (consumed).
    #[operand(FUNCTION_TYPE)]
    callee: Value,
    /// The arguments.
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
    /// The results.
    #[result(ANY_TYPE)]
    outs: Vec<Value>,
}

/// `test.call_async`'s [`CallOpInterface`].
pub struct AsyncCall;

impl CallOpInterface for AsyncCall {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        ir.attr(op, "callee").map(Callee::Symbol)
    }

    fn set_callee(&self, ir: &mut Ir, op: OpId, callee: Callee) -> Result<(), SetCalleeError> {
        set_symbol_callee(ir, op, "callee", callee)
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        1.min(ir.num_operands(op))..ir.num_operands(op)
    }

    fn forwarded_results(&self, ir: &Ir, op: OpId) -> Range<usize> {
        0..ir.results(op).len().saturating_sub(1)
    }

    fn are_types_compatible(&self, _ir: &Ir, caller: Type, callee: Type) -> bool {
        caller == callee
    }
}

/// `test.call_cast`'s [`CallOpInterface`].
pub struct CastingCall;

impl CallOpInterface for CastingCall {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        ir.attr(op, "callee").map(Callee::Symbol)
    }

    fn set_callee(&self, ir: &mut Ir, op: OpId, callee: Callee) -> Result<(), SetCalleeError> {
        set_symbol_callee(ir, op, "callee", callee)
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        0..ir.num_operands(op)
    }

    /// Equal types, or a signless integer and `index` either way round.
    fn are_types_compatible(&self, ir: &Ir, caller: Type, callee: Type) -> bool {
        let ctx = ir.ctx();
        let is_integer = |ty: Type| {
            matches!(
                ctx.type_data(ty),
                TypeData::Integer {
                    signedness: strata_ir::Signedness::Signless,
                    ..
                }
            )
        };
        let is_index = |ty: Type| matches!(ctx.type_data(ty), TypeData::Index);
        caller == callee
            || (is_integer(caller) && is_index(callee))
            || (is_index(caller) && is_integer(callee))
    }
}

/// `test.call_value`'s [`CallOpInterface`]: operand 0 is the callee.
pub struct ValueCall;

impl CallOpInterface for ValueCall {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        ir.operand(op, 0).map(Callee::Value)
    }

    fn set_callee(&self, ir: &mut Ir, op: OpId, callee: Callee) -> Result<(), SetCalleeError> {
        set_value_callee(ir, op, 0, callee)
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        1.min(ir.num_operands(op))..ir.num_operands(op)
    }

    fn are_types_compatible(&self, _ir: &Ir, caller: Type, callee: Type) -> bool {
        caller == callee
    }
}

/// Runs code the compiler does not see (a kernel, by name): call-like
/// through the `CallLike` trait, without `CallOpInterface`.
#[op(
    name = "test.launch",
    traits(strata_interfaces::CallLike),
    format = "$kernel `(` $args `)` attr-dict `:` functional-type($args, results)"
)]
pub struct LaunchOp {
    /// The kernel's name.
    #[attr(STRING_ATTR)]
    kernel: Attribute,
    /// Its arguments.
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
    /// What it computes.
    #[result(ANY_TYPE)]
    outs: Vec<Value>,
}
