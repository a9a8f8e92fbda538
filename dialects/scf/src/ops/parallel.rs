//! `scf.parallel` (MLIR's `ParallelOp`): a loop nest whose iterations may
//! run in any order or at once, with reductions of values the iterations
//! produce.
//!
//! Custom form (hand-written, as `ParallelOp::parse`/`ParallelOp::print`):
//!
//! ```text
//! %r = scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1)
//!     init (%zero) -> f32 {
//!   ...
//!   scf.reduce(%v : f32) {
//!   ^bb0(%lhs: f32, %rhs: f32):
//!     %sum = arith.addf %lhs, %rhs : f32
//!     scf.reduce.return %sum : f32
//!   }
//! } {attrs}
//! ```
//!
//! The induction variables are `index`; the bound and step lists must have
//! as many operands as there are induction variables (`expected N
//! operands`). The operands are four groups (`operandSegmentSizes`, not
//! printed): lower bounds, upper bounds, steps and initial values. The body
//! ends in `scf.reduce` (added when missing, and always printed: `scf.reduce `
//! with MLIR's trailing space when it reduces nothing). Result `i` starts as
//! initial value `i` and is combined with what each iteration hands to
//! reduction region `i` of the `scf.reduce`.

use std::fmt::Write as _;

use strata_arith::canonicalize::constant_int;
use strata_interfaces::{LoopLikeOpInterface, RegionBranchOpInterface};
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseError, ParseResult, ParsedValue, Parser, RegionArgument};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions};
use strata_ir::ods::OPERAND_SEGMENT_SIZES;
use strata_ir::ods::constraints::{ANY_TYPE, INDEX};
use strata_ir::ods::segments::{operand_range, segment_sizes_attr};
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId, OperationState, RegionId, Value};
use strata_macros::op;

use crate::interfaces::{ParallelLoopLike, ParallelRegionBranch};
use crate::ops::reduce::ReduceOp;
use crate::syntax::{
    ensure_terminator_named, parse_argument_name, parse_operand, parse_optional_arrow_type_list,
    parse_optional_attr_dict, parse_region, print_optional_arrow_type_list, print_value_list,
    set_attributes, set_property,
};
use crate::verify::verify_region_branch;

/// A parallel loop nest: `scf.parallel (%i) = (%lb) to (%ub) step (%s)`.
#[op(
    name = "scf.parallel",
    traits(
        SingleBlockImplicitTerminator("scf.reduce"),
        strata_interfaces::side_effects::RecursiveMemoryEffects
    ),
    interfaces(
        LoopLikeOpInterface = ParallelLoopLike,
        RegionBranchOpInterface = ParallelRegionBranch
    ),
    parse = parse_parallel,
    print = print_parallel,
    verifier = verify_parallel,
    verify_regions = verify_region_branch
)]
pub struct ParallelOp {
    /// The first value of each induction variable.
    #[operand(INDEX, name = "lowerBound")]
    lower_bound: Vec<Value>,
    /// The bound each induction variable stays below.
    #[operand(INDEX, name = "upperBound")]
    upper_bound: Vec<Value>,
    /// The increment of each induction variable.
    #[operand(INDEX)]
    step: Vec<Value>,
    /// The initial value of each reduction.
    #[operand(ANY_TYPE, name = "initVals")]
    init_vals: Vec<Value>,
    /// The reduced values.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// The body: one `index` argument per induction variable, ending in
    /// `scf.reduce`.
    #[region(single_block)]
    region: RegionId,
}

impl ParallelOp {
    /// The induction variables: the body's arguments.
    pub fn induction_vars(self, ir: &Ir) -> Vec<Value> {
        ir.entry_block(self.region(ir))
            .map(|block| ir.block_arguments(block).to_vec())
            .unwrap_or_default()
    }

    /// The body's `scf.reduce`, when the body ends in one.
    pub fn reduce_op(self, ir: &Ir) -> Option<ReduceOp> {
        let block = ir.entry_block(self.region(ir))?;
        let last = ir.last_op(block)?;
        (ir.op_name_str(last) == ReduceOp::NAME).then_some(ReduceOp(last))
    }
}

/// `(ivs) = (lbs) to (ubs) step (steps) [init (vals)] [-> types] region
/// [attr-dict]`. The bounds and steps are resolved as `index` as soon as
/// they are read, the initial values after the attributes, as MLIR does.
fn parse_parallel(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut induction_vars = Vec::new();
    parser.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "')'", |parser| {
        induction_vars.push(parse_argument_name(parser)?);
        Ok(())
    })?;
    let index = parser.ctx().index_type();
    let mut sizes = Vec::new();
    parser.expect(TokenKind::Equal, "'='")?;
    for keyword in [None, Some("to"), Some("step")] {
        if let Some(keyword) = keyword {
            parser.expect_literal(keyword)?;
        }
        let start = parser.token().start;
        let operands = parse_operand_list(parser)?;
        if operands.len() != induction_vars.len() {
            return Err(parser
                .custom_op_error_at(start, format!("expected {} operands", induction_vars.len())));
        }
        sizes.push(operands.len());
        for operand in operands {
            let value = parser.resolve_value(operand, index)?;
            state.operands.push(value);
        }
    }
    let inits = if parser.consume_keyword_if("init")? {
        parse_operand_list(parser)?
    } else {
        Vec::new()
    };
    sizes.push(inits.len());
    state.result_types = parse_optional_arrow_type_list(parser)?.into();
    let arguments: Vec<RegionArgument<'_>> = induction_vars
        .iter()
        .map(|&value| RegionArgument {
            value,
            ty: index,
            location: parser.location_at(value.offset),
        })
        .collect();
    let body = parse_region(parser, &arguments)?;
    state.regions.push(body);
    let dictionary = parse_optional_attr_dict(parser)?;
    if inits.len() != state.result_types.len() {
        return Err(ParseError(Box::new(Diagnostic::error(
            state.location,
            format!(
                "custom op '{}' number of operands and types do not match: got {} operands and {} types",
                ParallelOp::NAME,
                inits.len(),
                state.result_types.len()
            ),
        ))));
    }
    for (init, ty) in inits.into_iter().zip(state.result_types.clone()) {
        let value = parser.resolve_value(init, ty)?;
        state.operands.push(value);
    }
    let ensured = ensure_terminator_named(parser.ir(), body, state.location, ReduceOp::NAME);
    parser.ir_result(ensured)?;
    set_attributes(
        parser.ctx(),
        state,
        ParallelOp::NAME,
        &[OPERAND_SEGMENT_SIZES],
        &[],
        dictionary,
    )?;
    let ctx = parser.ctx();
    set_property(
        ctx,
        state,
        OPERAND_SEGMENT_SIZES,
        segment_sizes_attr(ctx, &sizes),
    );
    Ok(())
}

/// MLIR's `parseOperandList` with parentheses: `(%a, %b)` or `()`.
fn parse_operand_list<'a>(parser: &mut Parser<'a, '_>) -> ParseResult<Vec<ParsedValue<'a>>> {
    let mut operands = Vec::new();
    parser.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "')'", |parser| {
        operands.push(parse_operand(parser)?);
        Ok(())
    })?;
    Ok(operands)
}

fn print_parallel(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    let parallel = ParallelOp(op);
    printer.print_custom_op_name(ParallelOp::NAME)?;
    let groups = [
        (" (", parallel.induction_vars(ir)),
        (") = (", parallel.lower_bound(ir)),
        (") to (", parallel.upper_bound(ir)),
        (") step (", parallel.step(ir)),
    ];
    for (separator, values) in groups {
        printer.write_str(separator)?;
        print_value_list(printer, &values)?;
    }
    printer.write_str(")")?;
    let inits = parallel.init_vals(ir);
    if !inits.is_empty() {
        printer.write_str(" init (")?;
        print_value_list(printer, &inits)?;
        printer.write_str(")")?;
    }
    let types: Vec<_> = ir.results(op).iter().map(|&r| ir.value_type(r)).collect();
    print_optional_arrow_type_list(printer, &types)?;
    printer.write_str(" ")?;
    printer.print_region_with(
        parallel.region(ir),
        RegionPrintOptions {
            entry_block_args: false,
            empty_block: false,
            block_terminators: true,
        },
    )?;
    printer.print_attr_dict(op, &[OPERAND_SEGMENT_SIZES])
}

/// MLIR's `ParallelOp::verify`, in its order: at least one dimension, no
/// constant step that is not positive, one `index` induction variable per
/// step, a body ending in `scf.reduce`, and as many results as reductions
/// and initial values. MLIR also checks here that the `scf.reduce`
/// operands have the result types, reporting it on the `scf.reduce`;
/// Strata checks that when it verifies the `scf.reduce`, so that the error
/// shows that op in its `see current operation` note as MLIR's does. (With
/// a second error in an op of the body before it, MLIR reports this one
/// first.)
fn verify_parallel(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let parallel = ParallelOp(op);
    let steps = parallel.step(ir);
    if steps.is_empty() {
        return Err(op_error(
            ir,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    if steps.iter().any(|&step| {
        constant_int(ir, step).is_some_and(|value| value.is_negative() || value.is_zero())
    }) {
        return Err(op_error(ir, op, "constant step operand must be positive"));
    }
    let induction_vars = parallel.induction_vars(ir);
    if induction_vars.len() != steps.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                induction_vars.len(),
                steps.len()
            ),
        ));
    }
    let index = ir.ctx().index_type();
    if induction_vars.iter().any(|&iv| ir.value_type(iv) != index) {
        return Err(op_error(
            ir,
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let block = ir.entry_block(parallel.region(ir));
    let terminator = block.and_then(|block| ir.last_op(block));
    let Some(reduce) = parallel.reduce_op(ir) else {
        let error = op_error(ir, op, "expects body to terminate with 'scf.reduce'");
        return Err(match terminator {
            Some(terminator) => error.with_note(ir.op_location(terminator), "terminator here"),
            None => error,
        });
    };
    let results = ir.results(op);
    let reductions = ir.regions(reduce.0).len();
    if results.len() != reductions {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects number of results: {} to be the same as number of reductions: {reductions}",
                results.len()
            ),
        ));
    }
    let inits = operand_range(ir, op, ParallelOp::SCHEMA, 3).len();
    if results.len() != inits {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects number of results: {} to be the same as number of initial values: {inits}",
                results.len()
            ),
        ));
    }
    // The types of the reduced values are checked by `scf.reduce` itself
    // (see `crate::ops::reduce`).
    Ok(())
}
