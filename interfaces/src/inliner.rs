//! The inliner's dialect interface (MLIR's `DialectInlinerInterface`, from
//! `mlir/Transforms/InliningUtils.h`): how a dialect's ops take part in
//! inlining. The inliner asks the interface of the dialect of
//!
//! - the **call** whether a call may be inlined into it
//!   ([`DialectInlinerInterface::is_legal_to_inline_call`]), how to
//!   convert a value whose type differs between call and callee
//!   ([`DialectInlinerInterface::materialize_call_conversion`]), how to
//!   account for the operands the call consumes and the callee's implicit
//!   arguments ([`DialectInlinerInterface::map_call_extras`]) and what to
//!   do with the inlined blocks afterwards
//!   ([`DialectInlinerInterface::process_inlined_call_blocks`]);
//! - the **op owning the destination region** whether a region may be
//!   inlined into it, and whether a single inlined block may be merged
//!   into the call's block;
//! - **every op of the callee's body**, recursively, whether it may move
//!   into the destination region;
//! - each inlined **terminator** how to replace it: by the values it
//!   returns (one inlined block) or by a branch to the block after the call
//!   (several).
//!
//! Every legality hook answers `false` by default, as in MLIR: a dialect
//! without an implementation, and an unregistered op, are never inlined.
//!
//! Register an implementation on the dialect's name:
//!
//! ```ignore
//! ctx.register_dialect_interface::<dyn DialectInlinerInterface>("arith", &ArithInliner);
//! ```

use strata_ir::dialect::DialectInterface;
use strata_ir::{BlockId, Ir, IrError, Location, OpId, RegionId, Type, Value, ValueMapping};

/// How a dialect's ops are inlined. See the module documentation.
pub trait DialectInlinerInterface: Sync {
    /// Whether `call` (an op of this dialect) may be replaced by the body of
    /// `callable` (MLIR's `isLegalToInline(call, callable, wouldBeCloned)`);
    /// `would_be_cloned` is false when the callee's body is moved because
    /// the callee dies afterwards.
    fn is_legal_to_inline_call(
        &self,
        ir: &Ir,
        call: OpId,
        callable: OpId,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ir, call, callable, would_be_cloned);
        false
    }

    /// Whether the blocks of `source` may be inlined into `destination`, a
    /// region of an op of this dialect.
    fn is_legal_to_inline_region(
        &self,
        ir: &Ir,
        destination: RegionId,
        source: RegionId,
        would_be_cloned: bool,
        mapping: &ValueMapping,
    ) -> bool {
        let _ = (ir, destination, source, would_be_cloned, mapping);
        false
    }

    /// Whether `op`, an op of this dialect in the callee's body, may be
    /// inlined into `destination`.
    fn is_legal_to_inline_op(
        &self,
        ir: &Ir,
        op: OpId,
        destination: RegionId,
        would_be_cloned: bool,
        mapping: &ValueMapping,
    ) -> bool {
        let _ = (ir, op, destination, would_be_cloned, mapping);
        false
    }

    /// Whether the legality hooks above may answer differently for a
    /// callee that is copied and one that is moved (`would_be_cloned`); true
    /// by default, as MLIR's may. When no dialect's do, the inliner may
    /// inline before it knows which (on threads).
    fn legality_depends_on_cloning(&self) -> bool {
        true
    }

    /// Whether the legality of `op`'s nested ops must be checked too (true
    /// by default; an op that vouches for its regions says false).
    fn should_analyze_recursively(&self, ir: &Ir, op: OpId) -> bool {
        let _ = (ir, op);
        true
    }

    /// Replaces `terminator`, the terminator of one of several inlined
    /// blocks, by a branch to `continuation`, whose arguments receive the
    /// call's results (`func.return %v` becomes `cf.br ^continuation(%v)`).
    /// Terminators that do not leave the callee (a `cf.br` between its
    /// blocks) are left alone: the default does nothing.
    fn handle_terminator_with_branch(
        &self,
        ir: &mut Ir,
        terminator: OpId,
        continuation: BlockId,
    ) -> Result<(), IrError> {
        let _ = (ir, terminator, continuation);
        Ok(())
    }

    /// Replaces the uses of `results` (the call's forwarded results) by the
    /// values `terminator`, the terminator of the single inlined block,
    /// returns. The inliner erases the terminator afterwards. The default
    /// replaces result *i* by operand *i*, which is what a return-like op
    /// means.
    fn handle_terminator_with_values(
        &self,
        ir: &mut Ir,
        terminator: OpId,
        results: &[Value],
    ) -> Result<(), IrError> {
        replace_results_with_operands(ir, terminator, results)
    }

    /// Creates, before `before`, an op of this dialect that converts `input`
    /// to `result_type` for a call whose value types differ from its
    /// callee's (the call's [`crate::CallOpInterface::are_types_compatible`]
    /// accepted the pair), and returns it: one operand (`input`), one result
    /// of `result_type`. `None` (the default) makes the inlining fail, with
    /// the IR left as it was.
    fn materialize_call_conversion(
        &self,
        ir: &mut Ir,
        before: OpId,
        input: Value,
        result_type: Type,
        location: Location,
    ) -> Option<OpId> {
        let _ = (ir, before, input, result_type, location);
        None
    }

    /// Maps what the 1:1 correspondence of forwarded operands and callable
    /// arguments leaves out, or refuses the inlining: the callee's implicit
    /// entry arguments (a closure's `%self`, which
    /// [`crate::CallableOpInterface::callable_arguments`] skips) must be
    /// mapped in `mapping` to values valid at the call, and the call's
    /// consumed operands and produced results must mean nothing once the
    /// call is gone. The default accepts only calls without any of these.
    fn map_call_extras(
        &self,
        ir: &Ir,
        call: OpId,
        callable: OpId,
        mapping: &mut ValueMapping,
    ) -> bool {
        let _ = mapping;
        call_has_no_extras(ir, call, callable)
    }

    /// Called with the blocks just inlined for `call` (an op of this
    /// dialect), before their terminators are handled (MLIR's
    /// `processInlinedCallBlocks`).
    fn process_inlined_call_blocks(
        &self,
        ir: &mut Ir,
        call: OpId,
        blocks: &[BlockId],
    ) -> Result<(), IrError> {
        let _ = (ir, call, blocks);
        Ok(())
    }

    /// Whether a single inlined block may be merged into the call's block
    /// (true by default); `blocks` are in a region of an op of this dialect.
    fn allow_single_block_optimization(&self, ir: &Ir, blocks: &[BlockId]) -> bool {
        let _ = (ir, blocks);
        true
    }
}

impl DialectInterface for dyn DialectInlinerInterface {
    const NAME: &'static str = "DialectInlinerInterface";
}

/// What a return-like terminator means for an inlined call: operand *i*
/// of `terminator` replaces the uses of `results[i]`.
pub fn replace_results_with_operands(
    ir: &mut Ir,
    terminator: OpId,
    results: &[Value],
) -> Result<(), IrError> {
    let returned: Vec<Value> = ir.operands(terminator).collect();
    for (&result, &value) in results.iter().zip(&returned) {
        ir.replace_all_uses_with(result, value)?;
    }
    Ok(())
}

/// Whether `call`, reaching `callable`, forwards everything: it consumes
/// no operand and produces no result of its own, and every entry argument
/// of the callable is a callable argument (nothing implicit such as a
/// closure's `%self`).
pub fn call_has_no_extras(ir: &Ir, call: OpId, callable: OpId) -> bool {
    let Some(call_interface) = ir.interface::<dyn crate::CallOpInterface>(call) else {
        return false;
    };
    let Some(callable_interface) = ir.interface::<dyn crate::CallableOpInterface>(callable) else {
        return false;
    };
    let entry_arguments = callable_interface
        .callable_region(ir, callable)
        .and_then(|region| ir.entry_block(region))
        .map_or(0, |entry| ir.block_arguments(entry).len());
    call_interface
        .consumed_operands(ir, call, Some(callable))
        .next()
        .is_none()
        && call_interface.produced_results(ir, call).next().is_none()
        && callable_interface.callable_arguments(ir, callable).len() == entry_arguments
}

/// The inliner interface of `op`'s dialect, if it has one; an
/// unregistered op has none, whatever its namespace.
pub fn inliner_interface_of(ir: &Ir, op: OpId) -> Option<&'static dyn DialectInlinerInterface> {
    ir.op_definition(op)?;
    let name = ir.op_name_str(op);
    let dialect = name.split_once('.').map_or(name, |(dialect, _)| dialect);
    ir.ctx()
        .dialect_interface::<dyn DialectInlinerInterface>(dialect)
}

/// The inliner interface of a dialect whose ops may all be inlined
/// anywhere, and whose ops' regions may receive inlined blocks when
/// `into_regions` is set: MLIR's interfaces for `arith` and `ub` (ops
/// only), and `cf` and `scf` (both). Terminators of several inlined blocks
/// are left alone.
pub struct InlineAnyOp {
    /// Whether this dialect's regions may receive inlined blocks.
    pub into_regions: bool,
}

impl DialectInlinerInterface for InlineAnyOp {
    fn legality_depends_on_cloning(&self) -> bool {
        false
    }

    fn is_legal_to_inline_region(
        &self,
        _ir: &Ir,
        _destination: RegionId,
        _source: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        self.into_regions
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
}
