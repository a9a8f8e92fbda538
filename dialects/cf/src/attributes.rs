//! The attribute constraints of the cf ops (MLIR's ODS attribute kinds
//! `DenseI32ArrayAttr`, `AnyIntElementsAttr` and `StrAttr`), with the
//! custom-form syntax MLIR's generated parsers give them:
//!
//! * `branch_weights` of `cf.cond_br` is written `[60, 40]` inside
//!   `weights(...)` (`DenseI32ArrayAttr::parse` / `print`);
//! * `msg` of `cf.assert` is a plain string literal (`"text"`, no type).
//!
//! Also the helpers that read and build these attributes.

use std::fmt::{self, Write as _};

use strata_ir::asm::lexer::{TokenKind, unescape_string};
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::ods::AttrConstraint;
use strata_ir::{AttrData, Attribute, Context, ElementValue, Type, TypeData};

/// Whether `attr` is an `array<i32: ...>`.
fn is_i32_dense_array(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::DenseArray { element, .. } if element.is_integer(ctx, 32))
}

/// MLIR's `DenseI32ArrayAttr` (`case_operand_segments`), in generic syntax.
pub static DENSE_I32_ARRAY_ATTR: AttrConstraint =
    AttrConstraint::new("i32 dense array attribute", is_i32_dense_array);

/// `branch_weights` of `cf.cond_br`: a `DenseI32ArrayAttr` written `[1, 2]`
/// in the custom form.
pub static BRANCH_WEIGHTS_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(parse_i32_list),
    print: Some(print_i32_list),
    ..AttrConstraint::new("i32 dense array attribute", is_i32_dense_array)
};

/// MLIR's `AnyIntElementsAttr` (`case_values` of `cf.switch`): dense
/// elements of an integer or `index` element type.
pub static INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint::new(
    "integer elements attribute",
    |ctx, attr| {
        matches!(ctx.attr_data(attr), AttrData::DenseElements { ty, .. }
            if matches!(ctx.type_data(element_type(ctx, *ty)), TypeData::Integer { .. } | TypeData::Index))
    },
);

/// MLIR's `StrAttr` as a format parses it (`msg` of `cf.assert`): a string
/// literal without a type.
pub static MESSAGE_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(parse_string_literal),
    ..AttrConstraint::new("string attribute", |ctx, attr| {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    })
};

/// `[1, 2]` or `[]`: MLIR's `DenseArrayAttrImpl<int32_t>::parse`, each
/// element read by `parseInteger<int32_t>`.
fn parse_i32_list(parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
    parser.expect(TokenKind::LSquare, "'['")?;
    let mut values = Vec::new();
    if !parser.consume_if(TokenKind::RSquare)? {
        loop {
            let value = parser.parse_integer(i128::from(i32::MIN), i128::from(i32::MAX))?;
            values.push(ElementValue::Int(value));
            if !parser.consume_if(TokenKind::Comma)? {
                break;
            }
        }
        parser.expect(TokenKind::RSquare, "']'")?;
    }
    let ctx = parser.ctx();
    Ok(ctx.intern_attr(AttrData::DenseArray {
        element: ctx.integer_type(32),
        values,
    }))
}

/// Prints a dense array's elements as `[1, 2]`.
fn print_i32_list(printer: &mut OpPrinter<'_>, attr: Attribute) -> fmt::Result {
    let values = dense_array_values(printer.ir().ctx(), attr).unwrap_or_default();
    printer.write_char('[')?;
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ")?;
        }
        write!(printer, "{value}")?;
    }
    printer.write_char(']')
}

/// A string literal, as `parseCustomAttributeWithFallback<StringAttr>`
/// with the `none` type reads it; any other attribute is an error worded as
/// MLIR 22 words it.
fn parse_string_literal(parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
    let start = parser.token().start;
    match parser.token().kind {
        TokenKind::String => {
            let text = parser.token_text();
            let body = text
                .get(1..text.len().saturating_sub(1))
                .unwrap_or_default();
            let value = unescape_string(body);
            parser.advance()?;
            Ok(parser
                .ctx()
                .intern_attr(AttrData::String { value, ty: None }))
        }
        TokenKind::Integer | TokenKind::Minus | TokenKind::Float => {
            parser.consume_if(TokenKind::Minus)?;
            if parser.at(TokenKind::Float) {
                parser.advance()?;
                return Err(parser.error_here("floating point value not valid for specified type"));
            }
            Err(parser.error_here("integer literal not valid for specified type"))
        }
        _ => {
            parser.parse_attribute()?;
            Err(parser.custom_op_error_at(start, "invalid kind of attribute specified"))
        }
    }
}

/// The element type of a shaped type (or the type itself).
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } | TypeData::Tensor { element, .. } => *element,
        _ => ty,
    }
}

/// The integers of an `array<iN: ...>`.
pub(crate) fn dense_array_values(ctx: &Context, attr: Attribute) -> Option<Vec<i128>> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { values, .. } => values.iter().map(|value| value.as_int()).collect(),
        _ => None,
    }
}

/// An `array<i32: ...>` of `values`.
pub(crate) fn i32_dense_array(ctx: &Context, values: &[i128]) -> Attribute {
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.integer_type(32),
        values: values.iter().map(|&n| ElementValue::Int(n)).collect(),
    })
}

/// The number of elements of a statically shaped vector or tensor type
/// (`None` for other types).
fn element_count(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => shape.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d)),
        TypeData::Tensor {
            shape: Some(shape), ..
        } => shape
            .iter()
            .try_fold(1u64, |acc, d| d.and_then(|d| acc.checked_mul(d))),
        _ => None,
    }
}

/// The integer elements of a dense elements attribute (MLIR's
/// `DenseIntElementsAttr` seen through `getValues<APInt>()`), read without
/// expanding a splat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct IntElements {
    /// The element type.
    pub element: Type,
    /// The number of elements.
    pub len: u64,
    /// The stored values: one per element, or a single one for a splat.
    stored: Vec<i128>,
}

impl IntElements {
    /// Reads `attr`; `None` when it is not integer dense elements of a
    /// statically shaped type.
    pub fn read(ctx: &Context, attr: Attribute) -> Option<Self> {
        let AttrData::DenseElements { ty, elements } = ctx.attr_data(attr) else {
            return None;
        };
        let stored = elements.iter().map(|e| e.as_int()).collect::<Option<_>>()?;
        Some(IntElements {
            element: element_type(ctx, *ty),
            len: element_count(ctx, *ty)?,
            stored,
        })
    }

    /// Element `index` as stored (sign-extended from the element width, or
    /// zero-extended for unsigned types).
    pub fn get(&self, index: u64) -> Option<i128> {
        match self.stored.as_slice() {
            [single] if index < self.len => Some(*single),
            values => usize::try_from(index)
                .ok()
                .and_then(|i| values.get(i).copied()),
        }
    }
}

/// The width and signedness of an integer type (`index` counts as 64-bit
/// signless, as MLIR stores it).
fn integer_layout(ctx: &Context, ty: Type) -> Option<(u32, bool)> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            Some((*width, *signedness == strata_ir::Signedness::Unsigned))
        }
        TypeData::Index => Some((64, false)),
        _ => None,
    }
}

/// The low `width` bits of `value` (all of them from 128 bits up).
fn low_bits(value: i128, width: u32) -> u128 {
    if width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    }
}

/// `value` converted to `ty` as MLIR's `APInt(bitWidth, value, isSigned =
/// true)` does (truncated, or sign-extended past 64 bits), in the form Strata
/// stores integer elements: sign-extended from the width, except unsigned
/// and `i1` values, which are kept zero-extended.
pub(crate) fn integer_element(ctx: &Context, ty: Type, value: i128) -> i128 {
    let Some((width, unsigned)) = integer_layout(ctx, ty) else {
        return value;
    };
    if width == 0 {
        return 0;
    }
    let bits = low_bits(value, width);
    if unsigned || width == 1 || width >= 128 {
        return bits as i128;
    }
    let sign = 1u128 << (width - 1);
    if bits & sign != 0 {
        bits as i128 - (1i128 << width)
    } else {
        bits as i128
    }
}

/// How a case value prints. For flags of up to 64 bits this is what MLIR
/// prints, `APInt::getLimitedValue()`: the value zero-extended from its
/// width (`-1 : i32` prints as `4294967295`), which [`case_value_bounds`]
/// reads back. For wider flags MLIR's form caps at `u64::MAX` and so loses
/// negative and large values (its own output does not read back, or reads
/// as another value); Strata prints those the way they are stored, in
/// signed decimal, and reads them back exactly.
pub(crate) fn printed_case_value(ctx: &Context, ty: Type, value: i128) -> i128 {
    let width = integer_layout(ctx, ty).map_or(128, |(width, _)| width);
    if width > 64 {
        return value;
    }
    low_bits(value, width) as i128
}

/// The literals the custom form accepts as case values of a flag of type
/// `ty`: MLIR's `int64_t`, widened to `u64::MAX` so that the zero-extended
/// values MLIR prints read back, and to `i128` for flags wider than 64 bits
/// (see [`printed_case_value`]).
pub(crate) fn case_value_bounds(ctx: &Context, ty: Type) -> (i128, i128) {
    match integer_layout(ctx, ty) {
        Some((width, _)) if width > 64 => (i128::MIN, i128::MAX),
        _ => (i128::from(i64::MIN), i128::from(u64::MAX)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::Signedness;

    #[test]
    fn case_values_are_truncated_like_apint() {
        let ctx = Context::new();
        let i8 = ctx.integer_type(8);
        assert_eq!(integer_element(&ctx, i8, 200), -56);
        assert_eq!(integer_element(&ctx, i8, 1000), -24);
        assert_eq!(integer_element(&ctx, i8, -1), -1);
        let i1 = ctx.integer_type(1);
        assert_eq!(integer_element(&ctx, i1, -1), 1);
        assert_eq!(integer_element(&ctx, i1, 0), 0);
        let ui16 = ctx.intern_type(TypeData::Integer {
            width: 16,
            signedness: Signedness::Unsigned,
        });
        assert_eq!(integer_element(&ctx, ui16, -3), 65533);
        let i128 = ctx.integer_type(128);
        assert_eq!(integer_element(&ctx, i128, -1), -1);
    }

    #[test]
    fn printed_case_values_zero_extend_up_to_64_bits() {
        let ctx = Context::new();
        let print = |width, value| printed_case_value(&ctx, ctx.integer_type(width), value);
        assert_eq!(print(8, -128), 128);
        assert_eq!(print(32, -1), 4_294_967_295);
        assert_eq!(print(64, -1), i128::from(u64::MAX));
        assert_eq!(print(1, 1), 1);
        assert_eq!(print(16, 7), 7);
        // Wider flags print their stored value, which reads back.
        assert_eq!(print(65, -1), -1);
        assert_eq!(print(256, -5), -5);
        assert_eq!(print(128, 1 << 100), 1 << 100);
    }

    #[test]
    fn case_literals_read_back_what_prints() {
        let ctx = Context::new();
        for width in [1, 8, 32, 64, 65, 128, 256] {
            let ty = ctx.integer_type(width);
            let (low, high) = case_value_bounds(&ctx, ty);
            for value in [-1, 0, 1, i128::from(i64::MIN), i128::from(i64::MAX)] {
                let stored = integer_element(&ctx, ty, value);
                let printed = printed_case_value(&ctx, ty, stored);
                assert!((low..=high).contains(&printed), "{printed} : i{width}");
                assert_eq!(
                    integer_element(&ctx, ty, printed),
                    stored,
                    "{value} : i{width}"
                );
            }
        }
    }

    #[test]
    fn splats_read_as_one_value_per_element() {
        let ctx = Context::new();
        let i32 = ctx.integer_type(32);
        let ty = ctx.intern_type(TypeData::Vector {
            shape: vec![3],
            scalable: vec![false],
            element: i32,
        });
        let splat = ctx.intern_attr(AttrData::DenseElements {
            ty,
            elements: vec![ElementValue::Int(5)],
        });
        let elements = IntElements::read(&ctx, splat).expect("integer elements");
        assert_eq!((elements.element, elements.len), (i32, 3));
        assert_eq!((elements.get(2), elements.get(3)), (Some(5), None));
        assert!((INT_ELEMENTS_ATTR.check)(&ctx, splat));
        let segments = i32_dense_array(&ctx, &[1, 0]);
        assert!((DENSE_I32_ARRAY_ATTR.check)(&ctx, segments));
        assert_eq!(dense_array_values(&ctx, segments), Some(vec![1, 0]));
        assert!(!(INT_ELEMENTS_ATTR.check)(&ctx, segments));
    }
}
