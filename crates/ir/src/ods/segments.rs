//! Operand and result segments: which operands (results) belong to which
//! declared group. With at most one group of variable size, the sizes follow
//! from the total count; with more, the op carries MLIR's
//! `operandSegmentSizes` (`resultSegmentSizes`) property, an
//! `array<i32: ...>` with one size per group.

use std::ops::Range;

use crate::attributes::{AttrData, ElementValue};
use crate::ir::{Ir, OpId};

use super::{Arity, OPERAND_SEGMENT_SIZES, OpSchema, RESULT_SEGMENT_SIZES, ValueSpec};

/// Lowers entry `index` of the dense `i32` array property `name` of `op` by
/// one (a segment that lost an operand); nothing if the op lacks it.
pub fn shrink_segment_entry(
    ir: &mut Ir,
    op: OpId,
    name: &str,
    index: usize,
) -> Result<(), crate::ir::IrError> {
    adjust_segment_entry(ir, op, name, index, -1)
}

/// Raises entry `index` of the dense `i32` array property `name` of `op` by
/// one (a segment that gained an operand); nothing if the op lacks it.
pub fn grow_segment_entry(
    ir: &mut Ir,
    op: OpId,
    name: &str,
    index: usize,
) -> Result<(), crate::ir::IrError> {
    adjust_segment_entry(ir, op, name, index, 1)
}

fn adjust_segment_entry(
    ir: &mut Ir,
    op: OpId,
    name: &str,
    index: usize,
    delta: i128,
) -> Result<(), crate::ir::IrError> {
    let Some(sizes) = ir.attr(op, name) else {
        return Ok(());
    };
    let AttrData::DenseArray { element, values } = ir.ctx().attr_data(sizes).clone() else {
        return Ok(());
    };
    let mut values = values;
    if let Some(ElementValue::Int(size)) = values.get_mut(index) {
        *size += delta;
    }
    let updated = ir
        .ctx()
        .intern_attr(AttrData::DenseArray { element, values });
    ir.set_property(op, name, updated)
}

/// Whether `groups` need explicit segment sizes.
pub fn needs_segment_sizes(groups: &[ValueSpec]) -> bool {
    groups.iter().filter(|g| g.arity.is_variable()).count() > 1
}

/// The sizes recorded in a segment-sizes property, if it is a well-formed
/// `array<i32: ...>`.
pub fn segment_sizes(ir: &Ir, op: OpId, name: &str) -> Option<Vec<usize>> {
    let attr = ir.attr(op, name)?;
    match ir.ctx().attr_data(attr) {
        AttrData::DenseArray { values, .. } => values
            .iter()
            .map(|v| v.as_int().and_then(|n| usize::try_from(n).ok()))
            .collect(),
        _ => None,
    }
}

/// The `array<i32: ...>` a segment-sizes property holds for `sizes`.
pub fn segment_sizes_attr(
    ctx: &crate::context::Context,
    sizes: &[usize],
) -> crate::attributes::Attribute {
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.integer_type(32),
        values: sizes
            .iter()
            .map(|&size| ElementValue::Int(size as i128))
            .collect(),
    })
}

/// The index ranges of each group among `total` values. Sizes come from
/// `explicit` when given; otherwise the single variable group (if any) takes
/// what the fixed groups leave. `None` when the values cannot be split.
pub fn group_ranges(
    groups: &[ValueSpec],
    total: usize,
    explicit: Option<&[usize]>,
) -> Option<Vec<Range<usize>>> {
    let sizes: Vec<usize> = match explicit {
        Some(sizes) => {
            if sizes.len() != groups.len() || sizes.iter().sum::<usize>() != total {
                return None;
            }
            sizes.to_vec()
        }
        None => {
            let fixed = groups.iter().filter(|g| !g.arity.is_variable()).count();
            let variable = groups.len() - fixed;
            if variable > 1 || total < fixed || (variable == 0 && total != fixed) {
                return None;
            }
            let rest = total - fixed;
            groups
                .iter()
                .map(|g| if g.arity.is_variable() { rest } else { 1 })
                .collect()
        }
    };
    let mut start = 0;
    Some(
        sizes
            .into_iter()
            .map(|size| {
                let range = start..start + size;
                start += size;
                range
            })
            .collect(),
    )
}

/// The range of group `group` among `total` values split into `groups`:
/// [`group_ranges`]'s answer for one group, without allocating.
fn group_range(
    groups: &[ValueSpec],
    total: usize,
    explicit: Option<&[usize]>,
    group: usize,
) -> Option<Range<usize>> {
    if group >= groups.len() {
        return None;
    }
    if let Some(sizes) = explicit {
        if sizes.len() != groups.len() || sizes.iter().sum::<usize>() != total {
            return None;
        }
        let start: usize = sizes[..group].iter().sum();
        return Some(start..start + sizes[group]);
    }
    let fixed = groups.iter().filter(|g| !g.arity.is_variable()).count();
    let variable = groups.len() - fixed;
    if variable > 1 || total < fixed || (variable == 0 && total != fixed) {
        return None;
    }
    let rest = total - fixed;
    let size_of = |g: &ValueSpec| if g.arity.is_variable() { rest } else { 1 };
    let start: usize = groups[..group].iter().map(size_of).sum();
    Some(start..start + size_of(&groups[group]))
}

/// The operand indices of operand group `group` of `op` (empty when the
/// operands do not match the declaration; the verifier reports that).
pub fn operand_range(ir: &Ir, op: OpId, schema: &OpSchema, group: usize) -> Range<usize> {
    let explicit = schema
        .has_operand_segments()
        .then(|| segment_sizes(ir, op, OPERAND_SEGMENT_SIZES))
        .flatten();
    group_range(
        schema.operands,
        ir.num_operands(op),
        explicit.as_deref(),
        group,
    )
    .unwrap_or(0..0)
}

/// The result indices of result group `group` of `op`.
pub fn result_range(ir: &Ir, op: OpId, schema: &OpSchema, group: usize) -> Range<usize> {
    let explicit = schema
        .has_result_segments()
        .then(|| segment_sizes(ir, op, RESULT_SEGMENT_SIZES))
        .flatten();
    group_range(
        schema.results,
        ir.results(op).len(),
        explicit.as_deref(),
        group,
    )
    .unwrap_or(0..0)
}

/// ODS's default `getAsmResultNames` for an op with two or more declared
/// results: the first value of each non-empty result group is named after
/// the group (`%sum, %overflow = arith.addui_extended ...`).
pub fn name_results_by_declaration(
    ir: &Ir,
    op: OpId,
    schema: &OpSchema,
    set_name: &mut dyn FnMut(crate::ir::Value, &str),
) {
    for (group, spec) in schema.results.iter().enumerate() {
        let range = result_range(ir, op, schema, group);
        if let Some(&value) = ir.results(op).get(range.start)
            && !range.is_empty()
        {
            set_name(value, spec.name);
        }
    }
}

/// The items (regions or successors) of the variadic group at `index`, when
/// every other group holds one item and `after` groups follow it. Regions
/// and successors carry no segment sizes, so this is how their groups are
/// found. Empty when the op has too few items.
pub fn variadic_group<T>(items: &[T], index: usize, after: usize) -> &[T] {
    let end = items.len().saturating_sub(after).max(index);
    items.get(index..end).unwrap_or_default()
}

/// Whether a group of `arity` may hold `size` values.
pub fn arity_allows(arity: Arity, size: usize) -> bool {
    match arity {
        Arity::Single => size == 1,
        Arity::Optional => size <= 1,
        Arity::Variadic => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::constraints::ANY_TYPE;

    const fn spec(name: &'static str, arity: Arity) -> ValueSpec {
        ValueSpec {
            name,
            arity,
            constraint: &ANY_TYPE,
        }
    }

    #[test]
    fn one_variadic_group_takes_the_rest() {
        let groups = [
            spec("a", Arity::Single),
            spec("v", Arity::Variadic),
            spec("b", Arity::Single),
        ];
        assert!(!needs_segment_sizes(&groups));
        assert_eq!(group_ranges(&groups, 5, None), Some(vec![0..1, 1..4, 4..5]));
        assert_eq!(group_ranges(&groups, 2, None), Some(vec![0..1, 1..1, 1..2]));
        assert_eq!(group_ranges(&groups, 1, None), None);
    }

    #[test]
    fn explicit_sizes_must_cover_every_value() {
        let groups = [spec("x", Arity::Variadic), spec("y", Arity::Variadic)];
        assert!(needs_segment_sizes(&groups));
        assert_eq!(group_ranges(&groups, 3, None), None);
        assert_eq!(
            group_ranges(&groups, 3, Some(&[1, 2])),
            Some(vec![0..1, 1..3])
        );
        assert_eq!(group_ranges(&groups, 3, Some(&[1, 1])), None);
        assert_eq!(group_ranges(&groups, 3, Some(&[3])), None);
    }

    #[test]
    fn a_variadic_group_takes_what_the_single_ones_leave() {
        let items = [1, 2, 3, 4];
        assert_eq!(variadic_group(&items, 1, 1), &[2, 3]);
        assert_eq!(variadic_group(&items, 0, 0), &items);
        assert!(variadic_group(&items, 3, 2).is_empty());
        assert!(variadic_group(&items, 7, 0).is_empty());
    }

    #[test]
    fn fixed_groups_need_exact_counts() {
        let groups = [spec("a", Arity::Single), spec("b", Arity::Single)];
        assert_eq!(group_ranges(&groups, 2, None), Some(vec![0..1, 1..2]));
        assert_eq!(group_ranges(&groups, 3, None), None);
        assert!(arity_allows(Arity::Optional, 0) && !arity_allows(Arity::Optional, 2));
    }
}
