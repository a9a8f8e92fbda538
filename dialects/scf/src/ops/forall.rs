//! `scf.forall` (MLIR's `ForallOp`): a loop nest whose iterations run in
//! parallel, each writing its part of the shared outputs through the ops
//! of its `scf.forall.in_parallel` terminator.
//!
//! Custom form (hand-written, as `ForallOp::parse`/`ForallOp::print`):
//!
//! ```text
//! scf.forall (%i, %j) in (%n, 10) { ... }
//! scf.forall (%i) = (%lb) to (%ub) step (2) { ... }
//! %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
//!   ...
//!   scf.forall.in_parallel {
//!     ...
//!   }
//! } {attrs}
//! ```
//!
//! Each bound and step is an SSA `index` value or an integer: the integers
//! are the properties `staticLowerBound`, `staticUpperBound` and
//! `staticStep` (`array<i64>`, [`DYNAMIC`] where a value stands), the
//! values the operand groups `dynamicLowerBound`, `dynamicUpperBound` and
//! `dynamicStep`; the fourth group is the shared outputs (ranked tensors),
//! which the body sees as block arguments after the induction variables and
//! the op returns. The `in` form stands for lower bounds 0 and steps 1, and
//! prints whenever the bounds are those constants. The terminator is
//! implicit when the op has no results.

use std::fmt::Write as _;

use strata_interfaces::{LoopLikeOpInterface, RegionBranchOpInterface};
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseError, ParseResult, ParsedValue, Parser, RegionArgument};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions};
use strata_ir::attributes::DYNAMIC;
use strata_ir::ods::constraints::{ANY_TYPE, DENSE_I64_ARRAY_ATTR, INDEX, dense_i64_array_values};
use strata_ir::ods::segments::segment_sizes_attr;
use strata_ir::ods::verify::op_error;
use strata_ir::ods::{AttrConstraint, OPERAND_SEGMENT_SIZES, TypeConstraint};
use strata_ir::{
    AttrData, Attribute, Context, Diagnostic, ElementValue, Ir, IrError, Location, OpId,
    OperationState, RegionId, Type, TypeData, Value,
};
use strata_macros::op;

use crate::interfaces::{ForallLoopLike, ForallRegionBranch};
use crate::ops::in_parallel::InParallelOp;
use crate::syntax::{
    block_needing_terminator, parse_assignment_list, parse_optional_arrow_type_list,
    parse_optional_attr_dict, parse_region, print_type_list, print_value_list, set_attributes,
    set_property,
};
use crate::verify::verify_region_branch;

pub(crate) const STATIC_LOWER_BOUND: &str = "staticLowerBound";
pub(crate) const STATIC_UPPER_BOUND: &str = "staticUpperBound";
pub(crate) const STATIC_STEP: &str = "staticStep";

/// MLIR's `AnyRankedTensor`.
pub static RANKED_TENSOR: TypeConstraint = TypeConstraint {
    description: "ranked tensor of any type values",
    check: |ctx, ty| matches!(ctx.type_data(ty), TypeData::Tensor { shape: Some(_), .. }),
};

/// MLIR's `DeviceMappingArrayAttr`: an array of attributes that implement
/// `DeviceMappingAttrInterface`. No dialect Strata has defines one, so only
/// the empty array qualifies.
pub static DEVICE_MAPPING_ARRAY_ATTR: AttrConstraint = AttrConstraint::new(
    "Device Mapping array attribute",
    |ctx, attr| matches!(ctx.attr_data(attr), AttrData::Array(items) if items.is_empty()),
);

/// A parallel loop nest: `scf.forall (%i) in (%n) shared_outs(...) {...}`.
#[op(
    name = "scf.forall",
    traits(
        SingleBlockImplicitTerminator("scf.forall.in_parallel"),
        strata_interfaces::side_effects::RecursiveMemoryEffects
    ),
    interfaces(
        LoopLikeOpInterface = ForallLoopLike,
        RegionBranchOpInterface = ForallRegionBranch
    ),
    parse = parse_forall,
    print = print_forall,
    verifier = verify_forall,
    verify_regions = verify_region_branch
)]
pub struct ForallOp {
    /// The lower bounds given as values.
    #[operand(INDEX, name = "dynamicLowerBound")]
    dynamic_lower_bound: Vec<Value>,
    /// The upper bounds given as values.
    #[operand(INDEX, name = "dynamicUpperBound")]
    dynamic_upper_bound: Vec<Value>,
    /// The steps given as values.
    #[operand(INDEX, name = "dynamicStep")]
    dynamic_step: Vec<Value>,
    /// The shared outputs.
    #[operand(RANKED_TENSOR)]
    outputs: Vec<Value>,
    /// The lower bounds, [`DYNAMIC`] where a value stands.
    #[attr(DENSE_I64_ARRAY_ATTR, name = "staticLowerBound")]
    static_lower_bound: Attribute,
    /// The upper bounds, [`DYNAMIC`] where a value stands.
    #[attr(DENSE_I64_ARRAY_ATTR, name = "staticUpperBound")]
    static_upper_bound: Attribute,
    /// The steps, [`DYNAMIC`] where a value stands.
    #[attr(DENSE_I64_ARRAY_ATTR, name = "staticStep")]
    static_step: Attribute,
    /// How the dimensions map to processing units.
    #[attr(DEVICE_MAPPING_ARRAY_ATTR)]
    mapping: Option<Attribute>,
    /// The shared outputs once every iteration has written its part.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// The body: the induction variables, then the shared outputs.
    #[region(single_block)]
    region: RegionId,
}

/// A bound or step: an integer, or the value that stands for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mixed {
    Static(i64),
    Dynamic(Value),
}

impl ForallOp {
    /// The number of loops (MLIR's `getRank`: the static lower bounds').
    pub fn rank(self, ir: &Ir) -> usize {
        static_list(ir, self.0, STATIC_LOWER_BOUND).len()
    }

    /// The induction variables: the body's first `rank` arguments.
    pub fn induction_vars(self, ir: &Ir) -> Vec<Value> {
        let mut arguments = self.body_arguments(ir);
        arguments.truncate(self.rank(ir));
        arguments
    }

    /// The block arguments of the shared outputs (MLIR's
    /// `getRegionOutArgs`).
    pub fn region_out_args(self, ir: &Ir) -> Vec<Value> {
        let arguments = self.body_arguments(ir);
        arguments.get(self.rank(ir)..).unwrap_or_default().to_vec()
    }

    fn body_arguments(self, ir: &Ir) -> Vec<Value> {
        ir.entry_block(self.region(ir))
            .map(|block| ir.block_arguments(block).to_vec())
            .unwrap_or_default()
    }

    /// The lower bounds, integers and values in order.
    pub fn mixed_lower_bound(self, ir: &Ir) -> Vec<Mixed> {
        mixed(
            ir,
            self.0,
            STATIC_LOWER_BOUND,
            &self.dynamic_lower_bound(ir),
        )
    }

    /// The upper bounds, integers and values in order.
    pub fn mixed_upper_bound(self, ir: &Ir) -> Vec<Mixed> {
        mixed(
            ir,
            self.0,
            STATIC_UPPER_BOUND,
            &self.dynamic_upper_bound(ir),
        )
    }

    /// The steps, integers and values in order.
    pub fn mixed_step(self, ir: &Ir) -> Vec<Mixed> {
        mixed(ir, self.0, STATIC_STEP, &self.dynamic_step(ir))
    }

    /// Whether the lower bounds are all 0 and the steps all 1 (MLIR's
    /// `isNormalized`, which reads constants through `arith.constant`s).
    pub fn is_normalized(self, ir: &Ir) -> bool {
        let all = |list: Vec<Mixed>, wanted: i64| {
            list.into_iter().all(|entry| match entry {
                Mixed::Static(value) => value == wanted,
                Mixed::Dynamic(value) => strata_arith::canonicalize::constant_int(ir, value)
                    .is_some_and(|constant| constant.to_i128() == Some(i128::from(wanted))),
            })
        };
        all(self.mixed_lower_bound(ir), 0) && all(self.mixed_step(ir), 1)
    }
}

/// The integers of the `array<i64>` property `name` (none when missing).
fn static_list(ir: &Ir, op: OpId, name: &str) -> Vec<i64> {
    ir.attr(op, name)
        .map(|attr| dense_i64_array_values(ir.ctx(), attr))
        .unwrap_or_default()
}

/// The static list `name` with each [`DYNAMIC`] replaced by the next value.
fn mixed(ir: &Ir, op: OpId, name: &str, values: &[Value]) -> Vec<Mixed> {
    let mut values = values.iter();
    static_list(ir, op, name)
        .into_iter()
        .map(|value| match (value, value == DYNAMIC) {
            (_, true) => values
                .next()
                .map_or(Mixed::Static(DYNAMIC), |&v| Mixed::Dynamic(v)),
            (value, false) => Mixed::Static(value),
        })
        .collect()
}

pub(crate) fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.integer_type(64),
        values: values
            .iter()
            .map(|&v| ElementValue::Int(i128::from(v)))
            .collect(),
    })
}

/// MLIR's `parseDynamicIndexList` with parentheses: `(%a, 4, [%b])`, each
/// entry a value or an integer (in brackets for a scalable one, which
/// `scf.forall` does not use). The values are resolved as `index` into
/// `state`. An error is followed by MLIR's `expected SSA value or integer`
/// at the op.
fn parse_dynamic_index_list<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut OperationState,
) -> ParseResult<(Vec<i64>, usize)> {
    let mut integers = Vec::new();
    let mut values: Vec<ParsedValue<'a>> = Vec::new();
    let result = (|| -> ParseResult<()> {
        if !parser.at(TokenKind::LParen) {
            return Err(parser.wrong_token_error("expected '(' in dynamic index list"));
        }
        parser.parse_comma_list(
            TokenKind::LParen,
            TokenKind::RParen,
            "expected ')' in dynamic index list",
            |parser| {
                let scalable = parser.consume_if(TokenKind::LSquare)?;
                if parser.at(TokenKind::PercentIdent) {
                    values.push(parser.parse_value_use()?);
                    integers.push(DYNAMIC);
                } else {
                    let value = parser.parse_integer(i128::from(i64::MIN), i128::from(i64::MAX))?;
                    integers.push(value as i64);
                }
                if scalable && !parser.consume_if(TokenKind::RSquare)? {
                    return Err(op_name_error(state.location));
                }
                Ok(())
            },
        )
    })();
    if let Err(error) = result {
        // A scalable entry without its `]` is reported at the op alone.
        let at_op =
            error.diagnostic().message == op_name_error(state.location).diagnostic().message;
        return Err(if at_op {
            error
        } else {
            error.followed_by(op_name_error(state.location))
        });
    }
    let index = parser.ctx().index_type();
    let count = values.len();
    for value in values {
        let value = parser.resolve_value(value, index)?;
        state.operands.push(value);
    }
    Ok((integers, count))
}

/// `custom op 'scf.forall' expected SSA value or integer` at the op.
fn op_name_error(location: Location) -> ParseError {
    ParseError(Box::new(Diagnostic::error(
        location,
        format!(
            "custom op '{}' expected SSA value or integer",
            ForallOp::NAME
        ),
    )))
}

/// `(ivs) in (ubs)` or `(ivs) = (lbs) to (ubs) step (steps)`, then
/// `[shared_outs(%o = %t, ...) -> (types)] region [attr-dict]`.
fn parse_forall(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut induction_vars = Vec::new();
    if !parser.at(TokenKind::LParen) {
        return Err(parser.wrong_token_error("expected '(' in argument list"));
    }
    parser.parse_comma_list(
        TokenKind::LParen,
        TokenKind::RParen,
        "expected ')' in argument list",
        |parser| {
            induction_vars.push(crate::syntax::parse_argument_name(parser)?);
            Ok(())
        },
    )?;
    let loops = induction_vars.len();
    let mut sizes = [0usize; 4];
    let (lower, upper, step) = if parser.consume_keyword_if("in")? {
        let (upper, count) = parse_dynamic_index_list(parser, state)?;
        sizes[1] = count;
        (vec![0; loops], upper, vec![1; loops])
    } else {
        parser.expect(TokenKind::Equal, "'='")?;
        let (lower, count) = parse_dynamic_index_list(parser, state)?;
        sizes[0] = count;
        parser.expect_literal("to")?;
        let (upper, count) = parse_dynamic_index_list(parser, state)?;
        sizes[1] = count;
        parser.expect_literal("step")?;
        let (step, count) = parse_dynamic_index_list(parser, state)?;
        sizes[2] = count;
        (lower, upper, step)
    };
    let outs_offset = parser.token().start;
    let mut out_arguments = Vec::new();
    if parser.consume_keyword_if("shared_outs")? {
        let (arguments, operands) = parse_assignment_list(parser)?;
        state.result_types = parse_optional_arrow_type_list(parser)?.into();
        if operands.len() != state.result_types.len() {
            return Err(parser.custom_op_error_at(
                outs_offset,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    state.result_types.len()
                ),
            ));
        }
        for (&operand, ty) in operands.iter().zip(state.result_types.clone()) {
            let value = parser.resolve_value(operand, ty)?;
            state.operands.push(value);
        }
        sizes[3] = operands.len();
        out_arguments = arguments;
    }
    let index = parser.ctx().index_type();
    let arguments: Vec<RegionArgument<'_>> = induction_vars
        .iter()
        .map(|&value| (value, index))
        .chain(
            out_arguments
                .iter()
                .copied()
                .zip(state.result_types.iter().copied()),
        )
        .map(|(value, ty)| RegionArgument {
            value,
            ty,
            location: parser.location_at(value.offset),
        })
        .collect();
    let body = parse_region(parser, &arguments)?;
    let ensured = ensure_in_parallel(parser.ir(), body, state.location);
    parser.ir_result(ensured)?;
    state.regions.push(body);
    let dictionary = parse_optional_attr_dict(parser)?;
    set_attributes(
        parser.ctx(),
        state,
        ForallOp::NAME,
        &[
            OPERAND_SEGMENT_SIZES,
            STATIC_LOWER_BOUND,
            STATIC_UPPER_BOUND,
            STATIC_STEP,
            "mapping",
        ],
        &[],
        dictionary,
    )?;
    let ctx = parser.ctx();
    for (name, values) in [
        (STATIC_LOWER_BOUND, &lower),
        (STATIC_UPPER_BOUND, &upper),
        (STATIC_STEP, &step),
    ] {
        set_property(ctx, state, name, i64_array(ctx, values));
    }
    set_property(
        ctx,
        state,
        OPERAND_SEGMENT_SIZES,
        segment_sizes_attr(ctx, &sizes),
    );
    Ok(())
}

/// MLIR's `ensureTerminator` for `scf.forall`: an empty region gets a
/// block, and a block that does not end in a terminator gets an empty
/// `scf.forall.in_parallel` (at `location`, the op's).
pub fn ensure_in_parallel(
    ir: &mut Ir,
    region: RegionId,
    location: Location,
) -> Result<(), IrError> {
    let Some(block) = block_needing_terminator(ir, region)? else {
        return Ok(());
    };
    let body = block.body();
    let terminator_region = ir.create_region(body)?;
    ir.append_new_block(terminator_region)?;
    let mut state = OperationState::new(ir, InParallelOp::NAME, location);
    state.regions.push(terminator_region);
    let terminator = ir.create_op(body, state)?;
    ir.append_op(block, terminator)
}

fn print_forall(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    let forall = ForallOp(op);
    printer.print_custom_op_name(ForallOp::NAME)?;
    printer.write_str(" (")?;
    print_value_list(printer, &forall.induction_vars(ir))?;
    if forall.is_normalized(ir) {
        printer.write_str(") in ")?;
        print_mixed(printer, &forall.mixed_upper_bound(ir))?;
    } else {
        printer.write_str(") = ")?;
        print_mixed(printer, &forall.mixed_lower_bound(ir))?;
        printer.write_str(" to ")?;
        print_mixed(printer, &forall.mixed_upper_bound(ir))?;
        printer.write_str(" step ")?;
        print_mixed(printer, &forall.mixed_step(ir))?;
    }
    let outputs = forall.outputs(ir);
    let out_args = forall.region_out_args(ir);
    if !out_args.is_empty() {
        printer.write_str(" shared_outs(")?;
        for (index, (&argument, &output)) in out_args.iter().zip(&outputs).enumerate() {
            if index > 0 {
                printer.write_str(", ")?;
            }
            printer.print_value(argument)?;
            printer.write_str(" = ")?;
            printer.print_value(output)?;
        }
        printer.write_str(")")?;
    }
    printer.write_str(" ")?;
    let results = ir.results(op);
    if !out_args.is_empty() {
        let types: Vec<Type> = results.iter().map(|&r| ir.value_type(r)).collect();
        printer.write_str("-> (")?;
        print_type_list(printer, &types)?;
        printer.write_str(") ")?;
    }
    printer.print_region_with(
        forall.region(ir),
        RegionPrintOptions {
            entry_block_args: false,
            empty_block: false,
            block_terminators: !results.is_empty(),
        },
    )?;
    printer.print_attr_dict(
        op,
        &[
            OPERAND_SEGMENT_SIZES,
            STATIC_LOWER_BOUND,
            STATIC_UPPER_BOUND,
            STATIC_STEP,
        ],
    )
}

/// `(4, %n)`: MLIR's `printDynamicIndexList` with parentheses.
fn print_mixed(printer: &mut OpPrinter<'_>, list: &[Mixed]) -> std::fmt::Result {
    printer.write_str("(")?;
    for (index, entry) in list.iter().enumerate() {
        if index > 0 {
            printer.write_str(", ")?;
        }
        match *entry {
            Mixed::Static(value) => write!(printer, "{value}")?,
            Mixed::Dynamic(value) => printer.print_value(value)?,
        }
    }
    printer.write_str(")")
}

/// MLIR's `ForallOp::verify`, in its order: one result per output, one
/// block argument per loop and per output (`index`, then the outputs'
/// types), and each static list with one entry per loop and one value per
/// [`DYNAMIC`] entry (MLIR's `verifyListOfOperandsOrIntegers`, whose
/// messages have no `'scf.forall' op` prefix).
fn verify_forall(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let forall = ForallOp(op);
    let loops = forall.rank(ir);
    let outputs = forall.outputs(ir);
    let results = ir.results(op).len();
    if results != outputs.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "produces {results} results, but has only {} outputs",
                outputs.len()
            ),
        ));
    }
    let arguments = forall.body_arguments(ir);
    if arguments.len() != loops + outputs.len() {
        return Err(op_error(
            ir,
            op,
            format!("region expects {loops} arguments"),
        ));
    }
    let index = ir.ctx().index_type();
    if let Some(position) = arguments[..loops]
        .iter()
        .position(|&iv| ir.value_type(iv) != index)
    {
        return Err(op_error(
            ir,
            op,
            format!("expects {position}-th block argument to be an index"),
        ));
    }
    if let Some(position) = outputs
        .iter()
        .zip(&arguments[loops..])
        .position(|(&output, &argument)| ir.value_type(output) != ir.value_type(argument))
    {
        return Err(op_error(
            ir,
            op,
            format!("type mismatch between {position}-th output and corresponding block argument"),
        ));
    }
    let lists = [
        (
            "lower bound",
            STATIC_LOWER_BOUND,
            forall.dynamic_lower_bound(ir),
        ),
        (
            "upper bound",
            STATIC_UPPER_BOUND,
            forall.dynamic_upper_bound(ir),
        ),
        ("step", STATIC_STEP, forall.dynamic_step(ir)),
    ];
    for (name, property, values) in lists {
        let integers = static_list(ir, op, property);
        let error = |message: String| Diagnostic::error(ir.op_location(op), message);
        if integers.len() != loops {
            return Err(error(format!(
                "expected {loops} {name} values, got {}",
                integers.len()
            )));
        }
        let dynamic = integers.iter().filter(|&&v| v == DYNAMIC).count();
        if values.len() != dynamic {
            return Err(error(format!("expected {dynamic} dynamic {name} values")));
        }
    }
    Ok(())
}
