//! The func dialect's inliner interface (MLIR's `FuncInlinerInterface`,
//! `mlir/lib/Dialect/Func/Extensions/InlinerExtension.cpp`), extended to
//! closures:
//!
//! - every func op may be inlined and every func region may receive
//!   inlined blocks, except that a `func.call` or `func.func` carrying
//!   `no_inline` is never inlined (MLIR 22);
//! - an inlined `func.return` becomes the call's results (one block) or a
//!   `cf.br` to the block after the call (several):
//!
//! ```text
//! func.func private @f(%c: i1, %x: i32) -> i32 {     %r = func.call @f(%c, %y) : (i1, i32) -> i32
//!   cf.cond_br %c, ^a, ^b                            ...
//! ^a:                                   inlined  =>  cf.cond_br %c, ^a, ^b
//!   return %x : i32                                  ^a:
//! ^b:                                                  cf.br ^after(%y : i32)
//!   ...                                              ^b: ...
//! }                                                  ^after(%r: i32):
//! ```
//!
//! - `func.call_indirect` of a closure (a `func.lambda` of the same body,
//!   so its captures are visible at the call) maps the lambda's `%self` to
//!   the closure, and each inlined `func.getfield %closure[i]` becomes the
//!   lambda's capture *i*:
//!
//! ```text
//! %l = func.lambda captures(%x : i32) (%self, %y: i32) -> i32 {
//!   %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
//!   %s = arith.addi %x1, %y : i32                            =>  %r = arith.addi %x, %a : i32
//!   func.return %s : i32
//! }
//! %r = func.call_indirect %l(%a) : (i32) -> i32
//! ```

use strata_interfaces::inliner::call_has_no_extras;
use strata_interfaces::{CallOpInterface, CallableOpInterface, DialectInlinerInterface};
use strata_ir::{BlockId, Builder, Ir, IrError, OpId, OperationState, RegionId, ValueMapping};

use crate::ops::getfield::GetFieldOp;
use crate::ops::lambda::LambdaOp;
use crate::{CallIndirectOp, ReturnOp};

/// The func dialect's [`DialectInlinerInterface`].
pub struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn legality_depends_on_cloning(&self) -> bool {
        false
    }

    fn is_legal_to_inline_call(
        &self,
        ir: &Ir,
        call: OpId,
        callable: OpId,
        _would_be_cloned: bool,
    ) -> bool {
        ir.attr(call, "no_inline").is_none() && ir.attr(callable, "no_inline").is_none()
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

    /// `func.return %v` becomes `cf.br ^continuation(%v)`.
    fn handle_terminator_with_branch(
        &self,
        ir: &mut Ir,
        terminator: OpId,
        continuation: BlockId,
    ) -> Result<(), IrError> {
        if ReturnOp::from_op(ir, terminator).is_none() {
            return Ok(());
        }
        let mut branch = OperationState::new(ir, "cf.br", ir.op_location(terminator));
        branch.operands = ir.operands(terminator).collect();
        branch.successors.push(continuation);
        Builder::before(ir, terminator).create(branch)?;
        ir.erase_op(terminator)
    }

    /// A closure called through `func.call_indirect`: its `%self` is the
    /// callee value, if the lambda is in the call's body (its captures are
    /// then visible at the call).
    fn map_call_extras(
        &self,
        ir: &Ir,
        call: OpId,
        callable: OpId,
        mapping: &mut ValueMapping,
    ) -> bool {
        let Some(indirect) = CallIndirectOp::from_op(ir, call) else {
            return call_has_no_extras(ir, call, callable);
        };
        let Some(call_interface) = ir.interface::<dyn CallOpInterface>(call) else {
            return false;
        };
        // Only the callee value may be consumed (not the extra operands of
        // a variadic callee).
        if call_interface
            .consumed_operands(ir, call, Some(callable))
            .any(|index| index != 0)
        {
            return false;
        }
        let callee = indirect.callee(ir);
        match LambdaOp::from_op(ir, callable) {
            Some(lambda) => {
                if ir.defining_op(callee) != Some(lambda.op()) || callable.body() != call.body() {
                    return false;
                }
                match lambda.self_argument(ir) {
                    Some(self_argument) => {
                        mapping.map_value(self_argument, callee);
                        true
                    }
                    None => false,
                }
            }
            None => ir
                .interface::<dyn CallableOpInterface>(callable)
                .is_some_and(|c| c.self_argument(ir, callable).is_none()),
        }
    }

    /// Each inlined `func.getfield` of a `func.lambda`'s result becomes the
    /// lambda's capture.
    fn process_inlined_call_blocks(
        &self,
        ir: &mut Ir,
        _call: OpId,
        blocks: &[BlockId],
    ) -> Result<(), IrError> {
        let mut getfields: Vec<OpId> = Vec::new();
        for &block in blocks {
            for op in ir.block_ops(block) {
                ir.walk(op, strata_ir::WalkOrder::PreOrder, |nested| {
                    if GetFieldOp::from_op(ir, nested).is_some() {
                        getfields.push(nested);
                    }
                });
            }
        }
        for op in getfields {
            if let Some(capture) = lambda_capture(ir, GetFieldOp(op)) {
                let result = GetFieldOp(op).result(ir);
                ir.replace_all_uses_with(result, capture)?;
                ir.erase_op(op)?;
            }
        }
        Ok(())
    }
}

/// The capture a `func.getfield` reads when its closure is a `func.lambda`'s
/// result (not a `%self`): that lambda's operand.
pub fn lambda_capture(ir: &Ir, getfield: GetFieldOp) -> Option<strata_ir::Value> {
    let lambda = LambdaOp::from_op(ir, ir.defining_op(getfield.closure(ir))?)?;
    let index = match ir.ctx().attr_data(getfield.index(ir)?) {
        strata_ir::AttrData::Integer { value, .. } => usize::try_from(*value).ok()?,
        _ => return None,
    };
    ir.operand(lambda.op(), index)
}
