//! The structural verifier of declared ops and the verifiers of the op
//! traits, with MLIR's wording. What MLIR's ODS generates as
//! `verifyInvariantsImpl` plus the count traits (`NOperands`, `OneResult`,
//! `ZeroRegions`, ...) and the `verifyTrait` of `SameOperandsAndResultType`,
//! `HasParent` and `SingleBlockImplicitTerminator`.
//!
//! The order is MLIR's: region, result, successor and operand counts (with
//! segment totals), then attributes, segment sizes per group, operand
//! types, result types, region constraints and `AllTypesMatch`, then the
//! other traits.

use crate::attributes::AttrData;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::registry::{OpDefinition, OpTraits};

use super::segments::{arity_allows, group_ranges, segment_sizes};
use super::{
    OPERAND_SEGMENT_SIZES, OpSchema, RESULT_SEGMENT_SIZES, RegionSpec, TypeRef, ValueSpec,
};

/// An error about `op` with MLIR's `'name' op` prefix.
pub fn op_error(ir: &Ir, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(
        ir.op_location(op),
        format!("'{}' op {message}", ir.op_name_str(op)),
    )
}

/// Verifies `op` against its declaration.
pub fn verify_schema(ir: &Ir, op: OpId, schema: &OpSchema) -> Result<(), Diagnostic> {
    verify_region_count(ir, op, schema)?;
    let results = ir.results(op).len();
    verify_value_count(ir, op, schema.results, results, "result")?;
    verify_successor_count(ir, op, schema)?;
    verify_value_count(ir, op, schema.operands, ir.num_operands(op), "operand")?;
    verify_attributes(ir, op, schema)?;
    verify_segment_groups(ir, op, schema.results, "result")?;
    verify_segment_groups(ir, op, schema.operands, "operand")?;
    verify_value_types(ir, op, schema, true)?;
    verify_value_types(ir, op, schema, false)?;
    for (index, (spec, &region)) in region_specs(schema, ir.regions(op).len())
        .zip(ir.regions(op))
        .enumerate()
    {
        if spec.single_block && ir.region_blocks(region).count() != 1 {
            return Err(op_error(
                ir,
                op,
                format!(
                    "region #{index} ('{}') failed to verify constraint: region with 1 blocks",
                    spec.name
                ),
            ));
        }
    }
    verify_same_types(ir, op, schema)
}

/// The declaration of each of `count` regions: a variadic group (at most
/// one) takes the regions the fixed ones leave.
fn region_specs(schema: &OpSchema, count: usize) -> impl Iterator<Item = &RegionSpec> {
    let fixed = schema.regions.iter().filter(|spec| !spec.variadic).count();
    let variadic = count.saturating_sub(fixed);
    schema.regions.iter().flat_map(move |spec| {
        let repeat = if spec.variadic { variadic } else { 1 };
        std::iter::repeat_n(spec, repeat)
    })
}

fn verify_region_count(ir: &Ir, op: OpId, schema: &OpSchema) -> Result<(), Diagnostic> {
    let found = ir.regions(op).len();
    let fixed = schema.regions.iter().filter(|r| !r.variadic).count();
    let variadic = fixed != schema.regions.len();
    let message = match (variadic, fixed) {
        (true, n) if found < n => format!("expected {n} or more regions"),
        (false, 0) if found != 0 => "requires zero regions".to_string(),
        (false, 1) if found != 1 => "requires one region".to_string(),
        (false, n) if found != n => format!("expected {n} regions"),
        _ => return Ok(()),
    };
    Err(op_error(ir, op, message))
}

fn verify_successor_count(ir: &Ir, op: OpId, schema: &OpSchema) -> Result<(), Diagnostic> {
    let found = ir.successors(op).len();
    let fixed = schema.successors.iter().filter(|s| !s.variadic).count();
    let variadic = fixed != schema.successors.len();
    let message = match (variadic, fixed) {
        (true, n) if found < n => format!("requires at least {n} successors but found {found}"),
        (false, 1) if found != 1 => format!("requires 1 successor but found {found}"),
        (false, n) if found != n => format!("requires {n} successors but found {found}"),
        _ => return Ok(()),
    };
    Err(op_error(ir, op, message))
}

/// Counts of operands (`what = "operand"`) or results.
fn verify_value_count(
    ir: &Ir,
    op: OpId,
    groups: &[ValueSpec],
    found: usize,
    what: &str,
) -> Result<(), Diagnostic> {
    let fixed = groups.iter().filter(|g| !g.arity.is_variable()).count();
    let variable = groups.len() - fixed;
    let segments_name = if what == "operand" {
        OPERAND_SEGMENT_SIZES
    } else {
        RESULT_SEGMENT_SIZES
    };
    if variable > 1 {
        // MLIR's properties hold the sizes as an array that is all zeros
        // when the input does not give them.
        let sizes = segment_sizes(ir, op, segments_name).unwrap_or_else(|| vec![0; groups.len()]);
        if sizes.len() != groups.len() {
            return Err(op_error(
                ir,
                op,
                format!(
                    "'{segments_name}' attribute for specifying {what} segments must have {} elements, but got {}",
                    groups.len(),
                    sizes.len()
                ),
            ));
        }
        let total: usize = sizes.iter().sum();
        if total != found {
            return Err(op_error(
                ir,
                op,
                format!(
                    "{what} count ({found}) does not match with the total size ({total}) specified in attribute '{segments_name}'"
                ),
            ));
        }
        return Ok(());
    }
    let message = match (variable, fixed, what) {
        // MLIR's `verifyAtLeastNResults` / `verifyNResults` say no count.
        (1, n, "result") if found < n => format!("expected {n} or more results"),
        (1, n, _) if found < n => format!("expected {n} or more {what}s, but found {found}"),
        (1, n, _) if found > n + 1 && groups.iter().any(|g| g.arity == super::Arity::Optional) => {
            let start = groups
                .iter()
                .position(|g| g.arity.is_variable())
                .unwrap_or_default();
            format!(
                "{what} group starting at #{start} requires 0 or 1 element, but found {}",
                found - n
            )
        }
        (1, _, _) => return Ok(()),
        (0, 0, "operand") if found != 0 => "requires zero operands".to_string(),
        (0, 1, "operand") if found != 1 => "requires a single operand".to_string(),
        (0, 0, _) if found != 0 => "requires zero results".to_string(),
        (0, 1, _) if found != 1 => "requires one result".to_string(),
        (0, n, "result") if found != n => format!("expected {n} results"),
        (0, n, _) if found != n => format!("expected {n} {what}s, but found {found}"),
        _ => return Ok(()),
    };
    Err(op_error(ir, op, message))
}

/// The size of each segment against its group's arity (checked with the
/// types in MLIR's generated verifier, after the attributes).
fn verify_segment_groups(
    ir: &Ir,
    op: OpId,
    groups: &[ValueSpec],
    what: &str,
) -> Result<(), Diagnostic> {
    if !super::segments::needs_segment_sizes(groups) {
        return Ok(());
    }
    let name = if what == "operand" {
        OPERAND_SEGMENT_SIZES
    } else {
        RESULT_SEGMENT_SIZES
    };
    let sizes = segment_sizes(ir, op, name).unwrap_or_else(|| vec![0; groups.len()]);
    let mut start = 0;
    for (group, &size) in groups.iter().zip(&sizes) {
        if !arity_allows(group.arity, size) {
            let expected = if group.arity == super::Arity::Single {
                "1 element"
            } else {
                "0 or 1 element"
            };
            return Err(op_error(
                ir,
                op,
                format!("{what} group starting at #{start} requires {expected}, but found {size}"),
            ));
        }
        start += size;
    }
    Ok(())
}

fn verify_attributes(ir: &Ir, op: OpId, schema: &OpSchema) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    for spec in schema.attributes {
        match ir.attr(op, spec.name) {
            None if !spec.optional && spec.default.is_none() => {
                return Err(op_error(
                    ir,
                    op,
                    format!("requires attribute '{}'", spec.name),
                ));
            }
            Some(value) if !(spec.constraint.check)(ctx, value) => {
                return Err(op_error(ir, op, super::attribute_constraint_message(spec)));
            }
            _ => {}
        }
    }
    Ok(())
}

fn verify_value_types(
    ir: &Ir,
    op: OpId,
    schema: &OpSchema,
    operands: bool,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (groups, count, what, segments_name) = if operands {
        (
            schema.operands,
            ir.num_operands(op),
            "operand",
            OPERAND_SEGMENT_SIZES,
        )
    } else {
        (
            schema.results,
            ir.results(op).len(),
            "result",
            RESULT_SEGMENT_SIZES,
        )
    };
    let types = if operands {
        ir.operand_types(op)
    } else {
        ir.result_types(op)
    };
    let check = |group: &ValueSpec, index: usize| -> Result<(), Diagnostic> {
        let Some(&ty) = types.get(index) else {
            return Ok(());
        };
        if (group.constraint.check)(ctx, ty) {
            return Ok(());
        }
        // ODS describes `Variadic<T>` as "variadic of" T's summary.
        let variadic = if group.arity == super::Arity::Variadic {
            "variadic of "
        } else {
            ""
        };
        Err(op_error(
            ir,
            op,
            format!(
                "{what} #{index} must be {variadic}{}, but got '{}'",
                group.constraint.description,
                crate::asm::printer::type_to_string(ctx, ty)
            ),
        ))
    };
    // The common case, one value per group, needs no segment arithmetic.
    if groups.iter().all(|g| !g.arity.is_variable()) {
        if count == groups.len() {
            for (index, group) in groups.iter().enumerate() {
                check(group, index)?;
            }
        }
        return Ok(());
    }
    let explicit = super::segments::needs_segment_sizes(groups)
        .then(|| segment_sizes(ir, op, segments_name))
        .flatten();
    let Some(ranges) = group_ranges(groups, count, explicit.as_deref()) else {
        return Ok(());
    };
    for (group, range) in groups.iter().zip(ranges) {
        for index in range {
            check(group, index)?;
        }
    }
    Ok(())
}

fn verify_same_types(ir: &Ir, op: OpId, schema: &OpSchema) -> Result<(), Diagnostic> {
    if schema.same_types.is_empty() {
        return Ok(());
    }
    let (operand_types, result_types) = (ir.operand_types(op), ir.result_types(op));
    for group in schema.same_types {
        let mut types: smallvec::SmallVec<[Option<crate::types::Type>; 4]> =
            smallvec::SmallVec::new();
        for reference in group.iter() {
            let range = match *reference {
                TypeRef::Operand(g) => super::segments::operand_range(ir, op, schema, g.into()),
                TypeRef::Result(g) => super::segments::result_range(ir, op, schema, g.into()),
            };
            for index in range {
                types.push(match *reference {
                    TypeRef::Operand(_) => operand_types.get(index).copied(),
                    TypeRef::Result(_) => result_types.get(index).copied(),
                });
            }
        }
        if types.windows(2).any(|pair| pair[0] != pair[1]) {
            let names: Vec<&str> = group
                .iter()
                .map(|reference| match *reference {
                    TypeRef::Operand(g) => schema.operands[usize::from(g)].name,
                    TypeRef::Result(g) => schema.results[usize::from(g)].name,
                })
                .collect();
            return Err(op_error(
                ir,
                op,
                format!(
                    "failed to verify that all of {{{}}} have same type",
                    names.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

/// Verifies the traits of `definition` that have their own checks.
pub fn verify_traits(ir: &Ir, op: OpId, definition: &OpDefinition) -> Result<(), Diagnostic> {
    let traits = definition.traits;
    // MLIR checks these two at compile time (`static_assert`s in the traits);
    // a hand-written `OpDefinition` is checked here.
    if traits.contains(OpTraits::CONSTANT_LIKE) {
        if ir.num_operands(op) != 0 {
            return Err(op_error(ir, op, "requires zero operands"));
        }
        if ir.results(op).len() != 1 {
            return Err(op_error(ir, op, "requires one result"));
        }
    }
    if traits.contains(OpTraits::RETURN_LIKE) && !traits.contains(OpTraits::TERMINATOR) {
        return Err(op_error(
            ir,
            op,
            "is ReturnLike, so its definition must make it a Terminator",
        ));
    }
    if traits.contains(OpTraits::SAME_TYPE_OPERANDS) {
        let mut types = ir.operands(op).map(|v| ir.value_type(v));
        if let Some(first) = types.next()
            && types.any(|ty| ty != first)
        {
            return Err(op_error(
                ir,
                op,
                "requires all operands to have the same type",
            ));
        }
    }
    if traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE) {
        let mut types = ir
            .operands(op)
            .chain(ir.results(op).iter().copied())
            .map(|v| ir.value_type(v));
        if let Some(first) = types.next()
            && types.any(|ty| ty != first)
        {
            return Err(op_error(
                ir,
                op,
                "requires the same type for all operands and results",
            ));
        }
    }
    if !definition.parents.is_empty() {
        let parent = ir.parent_op(op).map(|p| ir.op_name_str(p));
        if !parent.is_some_and(|name| definition.parents.contains(&name)) {
            let message = match definition.parents {
                [single] => format!("expects parent op '{single}'"),
                several => format!("expects parent op to be one of '{}'", several.join(", ")),
            };
            return Err(op_error(ir, op, message));
        }
    }
    Ok(())
}

/// Verifies the traits of `definition` that check regions (MLIR's
/// `verifyRegionTrait`); they run after the ops nested in the regions.
pub fn verify_region_traits(
    ir: &Ir,
    op: OpId,
    definition: &OpDefinition,
) -> Result<(), Diagnostic> {
    if let Some(terminator) = definition.implicit_terminator {
        verify_implicit_terminator(ir, op, terminator)?;
    }
    Ok(())
}

/// Each non-empty region ends in `terminator`. The one-block and non-empty
/// rules of the `SingleBlock` trait this one extends are checked with the
/// op's invariants (`verifier::verify_single_block`).
fn verify_implicit_terminator(ir: &Ir, op: OpId, terminator: &str) -> Result<(), Diagnostic> {
    for &region in ir.regions(op) {
        let Some(last) = ir.entry_block(region).and_then(|block| ir.last_op(block)) else {
            continue;
        };
        if ir.op_name_str(last) != terminator {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expects regions to end with '{terminator}', found '{}'",
                    ir.op_name_str(last)
                ),
            )
            .with_note(
                ir.op_location(op),
                format!(
                    "in custom textual format, the absence of terminator implies '{terminator}'"
                ),
            ));
        }
    }
    Ok(())
}

/// Whether the attribute dictionary entry `name` is a segment-sizes property.
pub fn is_segment_sizes(name: &str) -> bool {
    name == OPERAND_SEGMENT_SIZES || name == RESULT_SEGMENT_SIZES
}

/// Whether `attr` is a well-formed `array<i32: ...>`.
pub fn is_i32_dense_array(ir: &Ir, attr: crate::attributes::Attribute) -> bool {
    matches!(ir.ctx().attr_data(attr), AttrData::DenseArray { element, .. } if element.is_integer(ir.ctx(), 32))
}
