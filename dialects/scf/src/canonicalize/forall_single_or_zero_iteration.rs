//! `ForallOpSingleOrZeroIterationDimsFolder` (MLIR's pattern of that name
//! on `scf.forall`): a loop with a dimension known to run no iteration
//! becomes its shared outputs; the dimensions known to run once go, their
//! induction variables replaced by their lower bounds; when none is left,
//! the body runs in place (MLIR's `promote`).
//!
//! ```text
//! scf.forall (%i, %j) = (3, 0) to (4, %n)          %c3 = arith.constant 3 : index
//!     step (1, 2) {                          =>    scf.forall (%j) = (0) to (%n) step (2) {
//!   use(%i, %j)                                      use(%c3, %j)
//! }                                                }
//! ```
//!
//! A loop mapped to processing units (a non-empty `mapping`) keeps its
//! dimensions. The trip count is MLIR 22's `constantTripCount` (signed).
//! The new loop keeps the old one's attributes (an empty `mapping` too). A
//! loop whose every dimension runs once is inlined only when its
//! `scf.forall.in_parallel` is empty: MLIR turns the combining ops into
//! `tensor.insert_slice`s, which needs the tensor dialect.

use strata_ir::{AttrData, Ir, OpId, Value, ValueMapping};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::for_trivial_loops::mixed_trip_count;
use super::mixed_value;
use crate::ForallOp;
use crate::ops::forall::Mixed;
use crate::ops::forall_bounds::ForallBounds;

/// Drops the dimensions of an `scf.forall` that run once, or the whole
/// loop when one runs no iteration or all run once.
pub struct ForallOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ForallOpSingleOrZeroIterationDimsFolder {
    fn name(&self) -> &'static str {
        "ForallOpSingleOrZeroIterationDimsFolder"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ForallOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let forall = ForallOp(op);
        if is_mapped(ir, forall) {
            return Err(MatchFailure(
                "the dimensions are mapped to processing units".into(),
            ));
        }
        let location = ir.op_location(op);
        let bounds = ForallBounds::of(ir, forall);
        let outputs = forall.outputs(ir);
        let mut single: Vec<(Value, Mixed)> = Vec::new();
        let mut kept = ForallBounds::default();
        for (index, induction_var) in forall.induction_vars(ir).into_iter().enumerate() {
            let (lower, upper, step) =
                (bounds.lower[index], bounds.upper[index], bounds.step[index]);
            match mixed_trip_count(ir, lower, upper, step, true).and_then(|count| count.to_i128()) {
                Some(0) => return Ok(rewriter.replace_op(op, &outputs)?),
                Some(1) => single.push((induction_var, lower)),
                _ => kept.push(lower, upper, step),
            }
        }
        if kept.rank() == bounds.rank() {
            return Err(MatchFailure(
                "no dimension is known to run once or not at all".into(),
            ));
        }
        if kept.rank() == 0 && !in_parallel_is_empty(ir, forall) {
            return Err(MatchFailure(
                "inlining the combining ops needs the tensor dialect".into(),
            ));
        }
        rewriter.set_insertion_point_before(op);
        let mut mapping = ValueMapping::default();
        for (induction_var, lower) in single {
            let lower = mixed_value(rewriter, location, lower)?;
            mapping.map_value(induction_var, lower);
        }
        if kept.rank() == 0 {
            return promote(rewriter, forall, mapping);
        }
        let ir = rewriter.ir_ref();
        let result_types: Vec<_> = ir.results(op).iter().map(|&r| ir.value_type(r)).collect();
        let attributes = ir.attributes(op);
        let mapping_attr = ir.attr(op, "mapping");
        let state = kept.build_state(
            rewriter.ir(),
            location,
            &outputs,
            mapping_attr,
            &result_types,
        );
        let new_op = rewriter.create(state)?;
        rewriter.ir().set_attributes(new_op, attributes)?;
        let source = forall.region(rewriter.ir_ref());
        let destination = ForallOp(new_op).region(rewriter.ir_ref());
        // The arguments of the dimensions that ran once are mapped, so the
        // cloned block has only the kept induction variables and the
        // shared outputs.
        rewriter
            .ir()
            .clone_region_into(source, destination, &mut mapping)?;
        Ok(rewriter.replace_op_with_op(op, new_op)?)
    }
}

/// Whether `forall` has a non-empty `mapping`.
fn is_mapped(ir: &Ir, forall: ForallOp) -> bool {
    ir.attr(forall.0, "mapping").is_some_and(
        |attr| !matches!(ir.ctx().attr_data(attr), AttrData::Array(items) if items.is_empty()),
    )
}

/// Whether the `scf.forall.in_parallel` of `forall` holds no op.
fn in_parallel_is_empty(ir: &Ir, forall: ForallOp) -> bool {
    let Some(terminator) = ir
        .entry_block(forall.region(ir))
        .and_then(|block| ir.last_op(block))
    else {
        return true;
    };
    ir.regions(terminator).iter().all(|&region| {
        ir.entry_block(region)
            .is_none_or(|block| ir.block_ops(block).next().is_none())
    })
}

/// MLIR's `promote(RewriterBase &, scf::ForallOp)` for a loop whose
/// `scf.forall.in_parallel` is empty: the body's ops move before the
/// loop, with each induction variable replaced as `mapping` says and the
/// shared outputs' arguments by the outputs, which replace the results.
fn promote(
    rewriter: &mut PatternRewriter<'_>,
    forall: ForallOp,
    mapping: ValueMapping,
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let op = forall.0;
    let outputs = forall.outputs(ir);
    let mut arguments: Vec<Value> = forall
        .induction_vars(ir)
        .into_iter()
        .map(|induction_var| mapping.lookup_value(induction_var))
        .collect();
    arguments.extend(outputs.iter().copied());
    let block = ir
        .entry_block(forall.region(ir))
        .ok_or_else(|| MatchFailure("the body has no block".into()))?;
    let terminator = ir
        .last_op(block)
        .ok_or_else(|| MatchFailure("the body has no terminator".into()))?;
    let dest = ir
        .op_parent_block(op)
        .ok_or_else(|| MatchFailure("the loop is not in a block".into()))?;
    rewriter.erase_op(terminator)?;
    rewriter.inline_block_before(block, dest, Some(op), &arguments)?;
    Ok(rewriter.replace_op(op, &outputs)?)
}
