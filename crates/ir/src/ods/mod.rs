//! Op declarations: the runtime half of Strata's ODS. The `#[op]` macro of
//! `strata-macros` turns a Rust declaration into a static [`OpSchema`] (what
//! MLIR's ODS records about an op: operands, results, attributes, regions,
//! successors, type constraints and the assembly format); this module reads
//! it to find operand/result segments ([`segments`]), to verify an op's
//! structure with MLIR's messages ([`verify`]) and to parse and print the
//! declarative assembly format ([`format`](mod@format)).
//!
//! Keeping the schema as data means the macro generates no parser or
//! verifier code of its own: the code that interprets a schema is written
//! once, here, and unit-tested once.

pub mod attr_value;
pub mod constraints;
pub mod format;
pub mod segments;
pub mod verify;

use crate::asm::parser::{ParseResult, Parser};
use crate::asm::printer::OpPrinter;
use crate::attributes::Attribute;
use crate::context::{Context, Symbol};

pub use attr_value::AttrValue;
pub use constraints::{AttrConstraint, TypeConstraint};
pub use format::{
    Anchor, CustomArg, CustomDirective, FormatElement, FormatState, TypeGroup, TypeRefs, ValueGroup,
};

/// How many values an operand or result group holds (MLIR's `Optional<>`,
/// `Variadic<>` and plain operands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

impl Arity {
    /// Whether the group's size is not fixed.
    pub const fn is_variable(self) -> bool {
        !matches!(self, Arity::Single)
    }
}

/// A named operand or result group.
#[derive(Debug)]
pub struct ValueSpec {
    /// The name in the declaration (`lhs`, `inputs`).
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// The types it accepts.
    pub constraint: &'static TypeConstraint,
}

/// A declared attribute.
#[derive(Debug)]
pub struct AttrSpec {
    /// Its name in the attribute dictionary or the properties.
    pub name: &'static str,
    /// What it accepts, and how a format parses and prints it.
    pub constraint: &'static AttrConstraint,
    /// Whether it may be absent.
    pub optional: bool,
    /// Its default value (MLIR's `DefaultValuedAttr`): printing elides it
    /// when equal to this value.
    pub default: Option<fn(&Context) -> Attribute>,
    /// Whether it is a discardable attribute (kept in the attribute
    /// dictionary) rather than an inherent one (kept in the properties).
    pub discardable: bool,
}

/// A declared region.
#[derive(Debug)]
pub struct RegionSpec {
    /// Its name (`body`, `thenRegion`).
    pub name: &'static str,
    /// Whether the op has any number of such regions (MLIR's `VariadicRegion`).
    pub variadic: bool,
    /// MLIR's `SizedRegion<1>`: exactly one block.
    pub single_block: bool,
}

/// A declared successor.
#[derive(Debug)]
pub struct SuccessorSpec {
    /// Its name (`dest`).
    pub name: &'static str,
    /// Whether the op has any number of such successors.
    pub variadic: bool,
}

/// A reference to the types of an operand or result group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRef {
    /// Operand group `n`.
    Operand(u16),
    /// Result group `n`.
    Result(u16),
}

/// Parses the rest of an op after the result types a format could not
/// determine: fills the still-unknown types in `state` (MLIR's type
/// inference, e.g. `arith.cmpi`'s `i1` result).
pub type InferTypesFn = for<'a> fn(&mut Parser<'a, '_>, &mut FormatState<'a>) -> ParseResult<()>;

/// Parses an attribute in a format (enum keywords, attributes printed without
/// their type).
pub type AttrParseFn = for<'a> fn(&mut Parser<'a, '_>) -> ParseResult<Attribute>;

/// Prints an attribute in a format.
pub type AttrPrintFn = fn(&mut OpPrinter<'_>, Attribute) -> std::fmt::Result;

/// Everything the declaration of an op says.
#[derive(Debug)]
pub struct OpSchema {
    /// `dialect.op`.
    pub name: &'static str,
    /// Operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// Result groups, in order.
    pub results: &'static [ValueSpec],
    /// Attributes.
    pub attributes: &'static [AttrSpec],
    /// Regions, in order.
    pub regions: &'static [RegionSpec],
    /// Successors, in order.
    pub successors: &'static [SuccessorSpec],
    /// Groups of operands/results whose types are all equal (MLIR's
    /// `AllTypesMatch<[...]>`; `SameOperandsAndResultType` is one group of
    /// everything).
    pub same_types: &'static [&'static [TypeRef]],
    /// Whether every operand and result has one type (the
    /// `SameOperandsAndResultType` trait, which verifies it): a format then
    /// needs to spell out only one of them.
    pub all_types_equal: bool,
    /// The declarative assembly format, when the op has one.
    pub format: Option<&'static [FormatElement]>,
    /// Type inference for a format that does not spell out every type.
    pub infer_types: Option<InferTypesFn>,
}

/// The name MLIR gives the property holding operand segment sizes.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";
/// The name MLIR gives the property holding result segment sizes.
pub const RESULT_SEGMENT_SIZES: &str = "resultSegmentSizes";

/// MLIR's message for an attribute that fails its constraint, without the
/// `'op' op` prefix.
pub(crate) fn attribute_constraint_message(spec: &AttrSpec) -> String {
    format!(
        "attribute '{}' failed to satisfy constraint: {}",
        spec.name, spec.constraint.description
    )
}

/// MLIR's `verifyInherentAttrs` as its parser runs it: the message for the
/// first entry of `dictionary` that is an inherent attribute of `schema`
/// and fails its constraint (`'arith.cmpi' op attribute 'predicate'
/// failed to satisfy constraint: ...`).
pub(crate) fn inherent_attribute_violation(
    ctx: &Context,
    schema: &OpSchema,
    dictionary: Attribute,
) -> Option<String> {
    let crate::attributes::AttrData::Dictionary(entries) = ctx.attr_data(dictionary) else {
        return None;
    };
    entries.iter().find_map(|&(key, value)| {
        let spec = schema.inherent_attribute(ctx.str(key))?;
        (!(spec.constraint.check)(ctx, value)).then(|| {
            format!(
                "'{}' op {}",
                schema.name,
                attribute_constraint_message(spec)
            )
        })
    })
}

impl OpSchema {
    /// Index of the operand group called `name`.
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|spec| spec.name == name)
    }

    /// Index of the attribute called `name`.
    pub fn attribute_index(&self, name: &str) -> Option<usize> {
        self.attributes.iter().position(|spec| spec.name == name)
    }

    /// The declared inherent attribute (kept in the properties) called
    /// `name`.
    pub fn inherent_attribute(&self, name: &str) -> Option<&AttrSpec> {
        self.attributes
            .iter()
            .find(|spec| spec.name == name && !spec.discardable)
    }

    /// Whether the operand groups need an `operandSegmentSizes` property
    /// (more than one group of variable size).
    pub fn has_operand_segments(&self) -> bool {
        segments::needs_segment_sizes(self.operands)
    }

    /// Whether the result groups need a `resultSegmentSizes` property.
    pub fn has_result_segments(&self) -> bool {
        segments::needs_segment_sizes(self.results)
    }
}

/// MLIR's property conversion of a generic op's `<{...}>`: each declared
/// property whose constraint names a storage kind must be of that kind.
/// Returns the message of the first that is not.
pub fn check_property_storage(
    ctx: &Context,
    schema: &OpSchema,
    properties: Attribute,
) -> Option<String> {
    let crate::attributes::AttrData::Dictionary(entries) = ctx.attr_data(properties) else {
        return None;
    };
    let bad = entries
        .iter()
        .find(|(key, value)| !fits_property_storage(ctx, schema, ctx.str(*key), *value))?;
    let show = |attr| crate::asm::printer::attribute_to_string(ctx, attr);
    Some(format!(
        "invalid properties {} for op {}: Invalid attribute `{}` in property conversion: {}",
        show(properties),
        schema.name,
        ctx.str(bad.0),
        show(bad.1)
    ))
}

/// Whether `value` can be stored as property `name` of the op: segment
/// sizes are an `array<i32: ...>`, and an inherent attribute whose
/// constraint names a storage kind must be of that kind. Names the op does
/// not declare fit.
pub fn fits_property_storage(
    ctx: &Context,
    schema: &OpSchema,
    name: &str,
    value: Attribute,
) -> bool {
    if declares_segment_sizes(schema, name) {
        return matches!(
            ctx.attr_data(value),
            crate::attributes::AttrData::DenseArray { element, .. } if element.is_integer(ctx, 32)
        );
    }
    schema
        .inherent_attribute(name)
        .and_then(|spec| spec.constraint.storage)
        .is_none_or(|storage| storage(ctx, value))
}

/// Whether `value`, given for `name` in a generic op's attribute
/// dictionary, is segment sizes that are not an `array<i32: ...>`: MLIR's
/// `setInherentAttr` ignores those (no constraint verifies them), while
/// other inherent attributes are checked by their constraints.
pub fn is_ignored_inherent(ctx: &Context, schema: &OpSchema, name: &str, value: Attribute) -> bool {
    declares_segment_sizes(schema, name) && !fits_property_storage(ctx, schema, name, value)
}

/// Whether `name` is a segment-sizes property the op has.
fn declares_segment_sizes(schema: &OpSchema, name: &str) -> bool {
    (name == OPERAND_SEGMENT_SIZES && schema.has_operand_segments())
        || (name == RESULT_SEGMENT_SIZES && schema.has_result_segments())
}

/// `properties` without the names the declaration does not know: MLIR's
/// properties are a struct of the declared inherent attributes (and segment
/// sizes), so `<{bogus = 1}>` on a declared op is dropped on input.
pub fn known_properties(
    ctx: &Context,
    schema: &OpSchema,
    properties: Option<Attribute>,
) -> Option<Attribute> {
    let crate::attributes::AttrData::Dictionary(entries) = ctx.attr_data(properties?) else {
        return properties;
    };
    let known = |name: &str| {
        declares_segment_sizes(schema, name) || schema.inherent_attribute(name).is_some()
    };
    if entries.iter().all(|(key, _)| known(ctx.str(*key))) {
        return properties;
    }
    let kept: Vec<_> = entries
        .iter()
        .copied()
        .filter(|(key, _)| known(ctx.str(*key)))
        .collect();
    (!kept.is_empty()).then(|| ctx.dictionary(kept))
}

/// `properties` (of an op named `op_name`, declared by `schema`) with every
/// inherent attribute that has a default value and
/// is missing set to that default, as MLIR's properties are always complete
/// (`"arith.addi"(...)` reads as having `overflowFlags = #arith.overflow<none>`).
pub fn with_default_properties(
    ctx: &Context,
    schema: &OpSchema,
    op_name: Symbol,
    properties: Option<Attribute>,
) -> Option<Attribute> {
    if !schema.attributes.iter().any(|spec| spec.default.is_some())
        && !schema.has_operand_segments()
        && !schema.has_result_segments()
    {
        return None;
    }
    ctx.complete_properties(op_name, properties, || {
        add_defaults(ctx, schema, properties)
    })
}

fn add_defaults(
    ctx: &Context,
    schema: &OpSchema,
    properties: Option<Attribute>,
) -> Option<Attribute> {
    let absent = |name: &str| properties.and_then(|p| p.dict_get(ctx, name)).is_none();
    let mut missing: Vec<(Symbol, Attribute)> = schema
        .attributes
        .iter()
        .filter(|spec| !spec.discardable)
        .filter_map(|spec| Some((spec.name, spec.default?)))
        .filter(|(name, _)| absent(name))
        .map(|(name, default)| (ctx.intern_str(name), ctx.memoized(default)))
        .collect();
    // Segment sizes of zero, as in MLIR's default-constructed properties
    // (the verifier then reports the counts that do not add up).
    for (has, name, groups) in [
        (
            schema.has_operand_segments(),
            OPERAND_SEGMENT_SIZES,
            schema.operands.len(),
        ),
        (
            schema.has_result_segments(),
            RESULT_SEGMENT_SIZES,
            schema.results.len(),
        ),
    ] {
        if has && absent(name) {
            let zeros = crate::attributes::AttrData::DenseArray {
                element: ctx.integer_type(32),
                values: vec![crate::attributes::ElementValue::Int(0); groups],
            };
            missing.push((ctx.intern_str(name), ctx.intern_attr(zeros)));
        }
    }
    if missing.is_empty() {
        return None;
    }
    let mut entries = match properties.map(|p| ctx.attr_data(p)) {
        Some(crate::attributes::AttrData::Dictionary(entries)) => entries.clone(),
        _ => Vec::new(),
    };
    entries.extend(missing);
    Some(ctx.dictionary(entries))
}

#[cfg(test)]
mod tests;
