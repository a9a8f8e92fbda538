//! Verification shared by the scf region ops, after the MLIR pieces they
//! rely on: the `RegionBranchOpInterface` verifier
//! (`verifyRegionBranchOpInterface`: operand/input counts and types along
//! every control-flow edge), the `LoopLikeOpInterface` verifier
//! (`verifyLoopLikeOpInterface`) and `NoRegionArguments`. The implicit
//! `scf.yield` is the core's `SingleBlockImplicitTerminator` trait.
//!
//! The region-level checks are `verify_regions` hooks: like MLIR's
//! `verifyRegionInvariants`, they run after every op nested in the regions
//! has verified.

use strata_interfaces::{
    RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor, forwarded_operands,
};
use strata_ir::asm::printer::type_to_string;
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId, RegionId, Type, Value};

/// MLIR's `NoRegionArguments`: the entry blocks take no arguments.
pub fn verify_no_region_arguments(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let regions = ir.regions(op);
    for (index, &region) in regions.iter().enumerate() {
        let has_arguments = ir
            .entry_block(region)
            .is_some_and(|block| !ir.block_arguments(block).is_empty());
        if has_arguments {
            return Err(if regions.len() > 1 {
                op_error(ir, op, format!("region #{index} should have no arguments"))
            } else {
                op_error(ir, op, "region should have no arguments")
            });
        }
    }
    Ok(())
}

/// A place control comes from: the parent op, or a terminator of a region.
#[derive(Clone, Copy)]
enum BranchPoint {
    Parent,
    Terminator { region: usize, op: OpId },
}

/// MLIR's `verifyRegionBranchOpInterface`: along every edge from a branch
/// point (the parent, then each region's forwarding terminators in
/// order) to each of its successors, the forwarded operands match the
/// successor's inputs in number and type.
pub fn verify_region_branch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(interface) = ir.interface::<dyn RegionBranchOpInterface>(op) else {
        return Ok(());
    };
    let mut points = vec![BranchPoint::Parent];
    for (index, &region) in ir.regions(op).iter().enumerate() {
        for block in ir.region_blocks(region) {
            if let Some(last) = ir.last_op(block)
                && forwarded_operands(ir, last).is_some()
            {
                points.push(BranchPoint::Terminator {
                    region: index,
                    op: last,
                });
            }
        }
    }
    for point in points {
        let (kind, operands) = match point {
            BranchPoint::Parent => {
                let range = interface.entry_operands(ir, op);
                let values: Vec<Value> =
                    ir.operands(op).take(range.end).skip(range.start).collect();
                (RegionBranchPoint::Parent, values)
            }
            BranchPoint::Terminator {
                region,
                op: terminator,
            } => (
                RegionBranchPoint::Region(region),
                forwarded_operands(ir, terminator).unwrap_or_default(),
            ),
        };
        for successor in interface.successors(ir, op, kind) {
            verify_edge(ir, op, point, &successor, &operands)?;
        }
    }
    Ok(())
}

fn verify_edge(
    ir: &Ir,
    op: OpId,
    point: BranchPoint,
    successor: &RegionSuccessor,
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let (target, inputs) = match successor {
        RegionSuccessor::Region { region, inputs } => {
            (format!("Region #{}", region_number(ir, *region)), inputs)
        }
        RegionSuccessor::Parent { results } => ("parent".to_string(), results),
    };
    let (source, note_at) = match point {
        BranchPoint::Parent => ("parent".to_string(), ir.op_location(op)),
        BranchPoint::Terminator { op: terminator, .. } => (
            format!("Operation {}", ir.op_name_str(terminator)),
            ir.op_location(terminator),
        ),
    };
    let error = |detail: String| {
        op_error(
            ir,
            op,
            format!("along control flow edge from {source} to {target}: {detail}"),
        )
        .with_note(note_at, "region branch point")
    };
    if operands.len() != inputs.len() {
        return Err(error(format!(
            "region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        )));
    }
    for (index, (&operand, &input)) in operands.iter().zip(inputs).enumerate() {
        let (given, expected) = (ir.value_type(operand), ir.value_type(input));
        if given != expected {
            return Err(error(format!(
                "successor operand type #{index} {} should match successor input type #{index} {}",
                quoted(ir, given),
                quoted(ir, expected)
            )));
        }
    }
    Ok(())
}

/// The position of `region` among its op's regions.
fn region_number(ir: &Ir, region: RegionId) -> usize {
    ir.region_index(region).unwrap_or_default()
}

/// A type as MLIR's diagnostics show it: `'i32'`.
pub fn quoted(ir: &Ir, ty: Type) -> String {
    format!("'{}'", type_to_string(ir.ctx(), ty))
}

/// What MLIR's `verifyLoopLikeOpInterface` looks at.
pub struct LoopValues<'v> {
    /// The initial values (`getInits`).
    pub inits: &'v [Value],
    /// The region's iteration arguments (`getRegionIterArgs`).
    pub iter_args: &'v [Value],
    /// How many iteration arguments MLIR counts: for `scf.for`, the body's
    /// argument count minus one, which wraps around for a body without
    /// arguments (`drop_front` on an empty list in a release build).
    pub iter_arg_count: u64,
    /// The values the terminator yields (`getYieldedValues`).
    pub yielded: &'v [Value],
    /// The loop's results (`getLoopResults`), when the loop has them.
    pub results: Option<&'v [Value]>,
}

/// MLIR 22's `verifyLoopLikeOpInterface`, messages included (its loop
/// result check always says `0-th`: the counter is only incremented after
/// the loop).
pub fn verify_loop_like(ir: &Ir, op: OpId, loop_values: &LoopValues<'_>) -> Result<(), Diagnostic> {
    let LoopValues {
        inits,
        iter_args,
        iter_arg_count,
        yielded,
        results,
    } = *loop_values;
    if inits.len() as u64 != iter_arg_count {
        return Err(op_error(
            ir,
            op,
            format!(
                "different number of inits and region iter_args: {} != {iter_arg_count}",
                inits.len()
            ),
        ));
    }
    if !yielded.is_empty() && iter_arg_count != yielded.len() as u64 {
        return Err(op_error(
            ir,
            op,
            format!(
                "different number of region iter_args and yielded values: {iter_arg_count} != {}",
                yielded.len()
            ),
        ));
    }
    if let Some(results) = results
        && results.len() as u64 != iter_arg_count
    {
        return Err(op_error(
            ir,
            op,
            format!(
                "different number of loop results and region iter_args: {} != {iter_arg_count}",
                results.len()
            ),
        ));
    }
    for (index, (&init, &iter_arg)) in inits.iter().zip(iter_args).enumerate() {
        let (init_type, arg_type) = (ir.value_type(init), ir.value_type(iter_arg));
        if init_type != arg_type {
            return Err(op_error(
                ir,
                op,
                format!(
                    "{index}-th init and {index}-th region iter_arg have different type: {} != {}",
                    quoted(ir, init_type),
                    quoted(ir, arg_type)
                ),
            ));
        }
        if let Some(&value) = yielded.get(index) {
            let yielded_type = ir.value_type(value);
            if arg_type != yielded_type {
                return Err(op_error(
                    ir,
                    op,
                    format!(
                        "{index}-th region iter_arg and {index}-th yielded value have different type: {} != {}",
                        quoted(ir, arg_type),
                        quoted(ir, yielded_type)
                    ),
                ));
            }
        }
    }
    for (&iter_arg, &result) in iter_args.iter().zip(results.unwrap_or_default()) {
        let (arg_type, result_type) = (ir.value_type(iter_arg), ir.value_type(result));
        if arg_type != result_type {
            return Err(op_error(
                ir,
                op,
                format!(
                    "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                    quoted(ir, arg_type),
                    quoted(ir, result_type)
                ),
            ));
        }
    }
    Ok(())
}

/// The terminator of the entry block of `region`, if any.
pub fn entry_terminator(ir: &Ir, region: RegionId) -> Option<OpId> {
    ir.entry_block(region).and_then(|block| ir.last_op(block))
}
