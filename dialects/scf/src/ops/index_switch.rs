//! `scf.index_switch` (MLIR's `IndexSwitchOp`): runs the case region whose
//! value equals the `index` argument, or the default region when none
//! does, and returns what the region yields.
//!
//! Custom form (MLIR's declarative format with `custom<SwitchCases>`):
//!
//! ```text
//! %r = scf.index_switch %arg {attrs} -> i32
//! case 2 {
//!   scf.yield %a : i32
//! }
//! default {
//!   scf.yield %b : i32
//! }
//! ```
//!
//! The case values are the `cases` property (`array<i64: 2>`). The default
//! region comes first among the regions and has an implicit `scf.yield`
//! (added when missing, not printed without operands); a case region's
//! `scf.yield` is always written and printed, as MLIR's `SwitchCases`
//! parser and printer leave the case regions alone. MLIR prints a space
//! before each line break of the form; so does Strata.

use std::collections::HashSet;
use std::fmt::Write as _;

use strata_interfaces::RegionBranchOpInterface;
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions};
use strata_ir::ods::constraints::{ANY_TYPE, DENSE_I64_ARRAY_ATTR, INDEX, dense_i64_array_values};
use strata_ir::ods::verify::op_error;
use strata_ir::{
    AttrData, Attribute, Diagnostic, ElementValue, Ir, OpId, OperationState, RegionId, Value,
};
use strata_macros::op;

use crate::interfaces::IndexSwitchRegionBranch;
use crate::syntax::{
    ensure_terminator, parse_operand, parse_optional_attr_dict, parse_region, print_type_list,
    set_attributes, set_property,
};
use crate::verify::{quoted, verify_region_branch};

/// Switch on an index: `scf.index_switch %i -> T case 1 {...} default {...}`.
#[op(
    name = "scf.index_switch",
    traits(SingleBlockImplicitTerminator("scf.yield"), strata_interfaces::side_effects::RecursiveMemoryEffects),
    interfaces(RegionBranchOpInterface = IndexSwitchRegionBranch),
    parse = parse_index_switch,
    print = print_index_switch,
    verifier = verify_index_switch,
    verify_regions = verify_region_branch
)]
pub struct IndexSwitchOp {
    /// The value the cases are compared with.
    #[operand(INDEX)]
    arg: Value,
    /// The case values, one per case region.
    #[attr(DENSE_I64_ARRAY_ATTR)]
    cases: Attribute,
    /// The values the region run yields.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// Run when no case matches.
    #[region(single_block, name = "defaultRegion")]
    default_region: RegionId,
    /// Run when the argument equals the case value of the same position.
    #[region(single_block, name = "caseRegions")]
    case_regions: Vec<RegionId>,
}

impl IndexSwitchOp {
    /// The case values (MLIR's `getCases`); empty when the property is
    /// missing or malformed.
    pub fn case_values(self, ir: &Ir) -> Vec<i64> {
        ir.attr(self.0, "cases")
            .map(|cases| dense_i64_array_values(ir.ctx(), cases))
            .unwrap_or_default()
    }

    /// The region that runs when the argument is `value`: the case region
    /// of that value, else the default region.
    pub fn region_for(self, ir: &Ir, value: i64) -> RegionId {
        let cases = self.case_regions(ir);
        match self.case_values(ir).iter().position(|&case| case == value) {
            Some(index) if index < cases.len() => cases[index],
            _ => self.default_region(ir),
        }
    }
}

/// `%arg attr-dict (-> types)? (case N region)* default region`.
fn parse_index_switch(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let arg = parse_operand(parser)?;
    let index = parser.ctx().index_type();
    let arg = parser.resolve_value(arg, index)?;
    state.operands.push(arg);
    let dictionary = parse_optional_attr_dict(parser)?;
    if parser.consume_if(TokenKind::Arrow)? {
        loop {
            let ty = parser.parse_type()?;
            state.result_types.push(ty);
            if !parser.consume_if(TokenKind::Comma)? {
                break;
            }
        }
    }
    let mut values = Vec::new();
    let mut case_regions = Vec::new();
    while parser.consume_keyword_if("case")? {
        let value = parser.parse_integer(i128::from(i64::MIN), i128::from(i64::MAX))?;
        values.push(ElementValue::Int(value));
        case_regions.push(parse_region(parser, &[])?);
    }
    if !parser.consume_keyword_if("default")? {
        return Err(parser.custom_op_error_here("expected 'default'"));
    }
    let default_region = parse_region(parser, &[])?;
    let ensured = ensure_terminator(parser.ir(), default_region, state.location);
    parser.ir_result(ensured)?;
    state.regions.push(default_region);
    state.regions.extend(case_regions);
    set_attributes(
        parser.ctx(),
        state,
        IndexSwitchOp::NAME,
        &[],
        &[],
        dictionary,
    )?;
    let ctx = parser.ctx();
    let cases = ctx.intern_attr(AttrData::DenseArray {
        element: ctx.integer_type(64),
        values,
    });
    set_property(ctx, state, "cases", cases);
    Ok(())
}

fn print_index_switch(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    let switch = IndexSwitchOp(op);
    printer.print_custom_op_name(IndexSwitchOp::NAME)?;
    printer.write_str(" ")?;
    printer.print_value(switch.arg(ir))?;
    printer.print_attr_dict(op, &["cases"])?;
    let types: Vec<_> = ir.results(op).iter().map(|&r| ir.value_type(r)).collect();
    if !types.is_empty() {
        printer.write_str(" -> ")?;
        print_type_list(printer, &types)?;
    }
    printer.write_str(" ")?;
    let always = RegionPrintOptions {
        entry_block_args: false,
        empty_block: false,
        block_terminators: true,
    };
    for (value, region) in switch
        .case_values(ir)
        .into_iter()
        .zip(switch.case_regions(ir))
    {
        printer.print_newline();
        write!(printer, "case {value} ")?;
        printer.print_region_with(region, always)?;
    }
    printer.print_newline();
    printer.write_str("default ")?;
    let default_region = switch.default_region(ir);
    let terminator = ir
        .entry_block(default_region)
        .and_then(|block| ir.last_op(block));
    let elided = terminator.is_some_and(|term| {
        ir.num_operands(term) == 0
            && ir.attributes(term) == ir.ctx().empty_dictionary()
            && ir.results(term).is_empty()
    });
    printer.print_region_with(
        default_region,
        RegionPrintOptions {
            block_terminators: !elided,
            ..always
        },
    )
}

/// MLIR's `IndexSwitchOp::verify`: one case region per distinct case
/// value, and every region ends in an `scf.yield` of the result types.
fn verify_index_switch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let switch = IndexSwitchOp(op);
    let values = switch.case_values(ir);
    let case_regions = switch.case_regions(ir);
    if values.len() != case_regions.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "has {} case regions but {} case values",
                case_regions.len(),
                values.len()
            ),
        ));
    }
    let mut seen = HashSet::new();
    if let Some(duplicate) = values.iter().find(|&&value| !seen.insert(value)) {
        return Err(op_error(
            ir,
            op,
            format!("has duplicate case value: {duplicate}"),
        ));
    }
    verify_switch_region(ir, op, switch.default_region(ir), "default region")?;
    for (index, &region) in case_regions.iter().enumerate() {
        verify_switch_region(ir, op, region, &format!("case region #{index}"))?;
    }
    Ok(())
}

/// One region of the switch ends in an `scf.yield` of the op's result
/// types; `name` says which region in the messages.
fn verify_switch_region(ir: &Ir, op: OpId, region: RegionId, name: &str) -> Result<(), Diagnostic> {
    let Some(last) = ir.entry_block(region).and_then(|block| ir.last_op(block)) else {
        return Err(op_error(
            ir,
            op,
            format!("expected {name} to end with scf.yield, but it is empty"),
        ));
    };
    if ir.op_name_str(last) != crate::YieldOp::NAME {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected region to end with scf.yield, but got {}",
                ir.op_name_str(last)
            ),
        ));
    }
    let results = ir.results(op);
    let yielded: Vec<Value> = ir.operands(last).collect();
    if yielded.len() != results.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                yielded.len()
            ),
        )
        .with_note(ir.op_location(last), "see yield operation here"));
    }
    for (index, (&result, &value)) in results.iter().zip(&yielded).enumerate() {
        let (expected, found) = (ir.value_type(result), ir.value_type(value));
        if expected != found {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected result #{index} of each region to be {}",
                    quoted(ir, expected)
                ),
            )
            .with_note(
                ir.op_location(last),
                format!("{name} returns {} here", quoted(ir, found)),
            ));
        }
    }
    Ok(())
}
