//! Control flow between an op and its regions (MLIR's
//! `RegionBranchOpInterface`): which operands choose where control goes,
//! where it can go from the parent op and from each region, and which
//! values flow into and out of each region.

use std::ops::Range;

use strata_ir::{Ir, OpId, OpInterface, RegionId, Value};

/// Where control comes from: the parent op itself or one of its regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionBranchPoint {
    /// Entering the op.
    Parent,
    /// The end of region `n` of the op.
    Region(usize),
}

/// Where control can go next: a region of the op (whose entry block
/// arguments receive values) or back to the parent (whose results receive
/// them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionSuccessor {
    /// Region `region`; `inputs` are its entry block arguments.
    Region {
        region: RegionId,
        inputs: Vec<Value>,
    },
    /// Out of the op; `results` receive the values.
    Parent { results: Vec<Value> },
}

/// An op with regions that control flow enters and leaves.
pub trait RegionBranchOpInterface: Sync {
    /// The successors of `point`.
    fn successors(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor>;

    /// The operands that decide which region runs (the condition of
    /// `scf.if`, the bounds and step of `scf.for`): these are not forwarded
    /// into any region.
    fn condition_operands(&self, _ir: &Ir, _op: OpId) -> Vec<Value> {
        Vec::new()
    }

    /// The positions of the operands forwarded to the successors' inputs
    /// when control enters from the parent (`iter_args` initial values,
    /// `scf.while` inits): operand `start + i` goes to input `i` of each
    /// successor (MLIR's `getEntrySuccessorOperands`).
    fn entry_operands(&self, _ir: &Ir, _op: OpId) -> Range<usize> {
        0..0
    }
}

impl OpInterface for dyn RegionBranchOpInterface {
    const NAME: &'static str = "RegionBranchOpInterface";
}

/// The [`RegionBranchOpInterface`] of an op that runs its only region once
/// and returns what the region yields (`expr.tree`, `scope.at`): from the
/// parent, into the region (no inputs); from the region, back to the
/// parent, whose results receive the yielded values.
pub struct RunsRegionOnce;

impl RegionBranchOpInterface for RunsRegionOnce {
    fn successors(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match (point, ir.regions(op).first()) {
            (RegionBranchPoint::Parent, Some(&region)) => vec![RegionSuccessor::Region {
                region,
                inputs: Vec::new(),
            }],
            _ => vec![RegionSuccessor::Parent {
                results: ir.results(op).to_vec(),
            }],
        }
    }
}

/// The check of an op that [`RunsRegionOnce`]: its first region has an
/// entry block (else the error says `missing`, such as "expects a body")
/// without arguments; returns that block.
pub fn verify_body_without_arguments(
    ir: &Ir,
    op: OpId,
    missing: &str,
) -> Result<strata_ir::BlockId, strata_ir::Diagnostic> {
    let block = ir
        .regions(op)
        .first()
        .and_then(|&region| ir.entry_block(region));
    let Some(block) = block else {
        return Err(strata_ir::ods::verify::op_error(ir, op, missing));
    };
    if !ir.block_arguments(block).is_empty() {
        return Err(strata_ir::ods::verify::op_error(
            ir,
            op,
            "expects a body without arguments",
        ));
    }
    Ok(block)
}
