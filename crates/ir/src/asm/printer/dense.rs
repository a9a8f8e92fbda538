//! Printing the elements of `dense<...>` and `array<...>` attributes as
//! MLIR prints them: nested lists in the shape of their type, a splat as
//! one element, complex numbers as `(re,im)`, strings escaped, and past the
//! printing limits hex data or `dense_resource<__elided__>`.

use std::fmt::Write;

use super::attributes::{print_escaped_string, print_integer};
use crate::asm::float_format;
use crate::attributes::{AttrData, ElementValue};
use crate::context::Context;
use crate::types::{Type, TypeData};

/// When dense elements attributes print as hex data or are elided
/// (mlir-opt's `--mlir-print-elementsattrs-with-hex-if-larger` and
/// `--mlir-elide-elementsattrs-if-larger`). Splats are never either.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementsLimits {
    /// More elements than this print as `dense<"0x...">`; `None` never
    /// does. MLIR's default is 100.
    pub hex_if_larger: Option<u64>,
    /// More elements than this print as `dense_resource<__elided__>`;
    /// `None` (the default) never does.
    pub elide_if_larger: Option<u64>,
}

impl Default for ElementsLimits {
    fn default() -> Self {
        ElementsLimits {
            hex_if_larger: Some(100),
            elide_if_larger: None,
        }
    }
}

impl ElementsLimits {
    /// Whether `limit` is exceeded by `stored` elements; a splat (one
    /// stored element) never exceeds any.
    fn exceeded(limit: Option<u64>, stored: usize) -> bool {
        stored > 1 && limit.is_some_and(|limit| stored as u64 > limit)
    }

    /// Whether `stored` elements print as `dense_resource<__elided__>`.
    pub(super) fn elides(self, stored: usize) -> bool {
        Self::exceeded(self.elide_if_larger, stored)
    }

    /// Whether `stored` elements print as hex data.
    pub(super) fn prints_hex(self, stored: usize) -> bool {
        Self::exceeded(self.hex_if_larger, stored)
    }
}

/// The elements of a dense attribute of type `ty`, as they stand between
/// `dense<` and `>`: nothing for no elements, hex data past the limit when
/// `allow_hex`, a splat as one element, else nested lists in the type's
/// shape.
pub(super) fn print_dense_elements(
    ctx: &Context,
    ty: Type,
    elements: &[ElementValue],
    limits: ElementsLimits,
    allow_hex: bool,
    out: &mut String,
) {
    let (shape, element_ty) = match ty.shape_and_element(ctx) {
        Some((shape, element)) => (
            shape
                .unwrap_or_default()
                .iter()
                .map(|d| d.unwrap_or(0))
                .collect::<Vec<_>>(),
            element,
        ),
        None => (Vec::new(), ty),
    };
    let count = stored_elements(ctx, ty, elements);
    let strings = matches!(elements.first(), Some(ElementValue::String(_)));
    match elements {
        // `dense<>`: a shape with no elements.
        [] => {}
        many if allow_hex && !strings && limits.prints_hex(count) => {
            print_dense_hex(ctx, many, element_ty, out)
        }
        // A splat (a single element of any shape) prints bare.
        splat if count == 1 => print_element(ctx, splat, element_ty, out),
        _ => {
            let filled = shape.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d));
            // Elements that do not fill the shape (only IR built through
            // the API) print as a flat list.
            let nested_shape: &[u64] = if filled == Some(count as u64) {
                &shape
            } else {
                &[count as u64]
            };
            print_nested_elements(ctx, elements, element_ty, nested_shape, out)
        }
    }
}

/// How many elements a dense attribute of type `ty` stores (one for a
/// splat); a non-splat stores every element of its type, so this is the
/// count MLIR compares with the printing limits.
pub(super) fn stored_elements(ctx: &Context, ty: Type, elements: &[ElementValue]) -> usize {
    let element_ty = ty.shape_and_element(ctx).map_or(ty, |(_, element)| element);
    elements.len() / values_per_element(ctx, element_ty)
}

/// `"0x..."`: the elements' little-endian bytes (`i1` bit-packed), as MLIR's
/// `DenseElementsAttr` stores and prints them.
fn print_dense_hex(ctx: &Context, elements: &[ElementValue], element_ty: Type, out: &mut String) {
    // A complex element is its two parts in a row.
    let (value_ty, complex) = match ctx.type_data(element_ty) {
        TypeData::Complex(inner) => (*inner, true),
        _ => (element_ty, false),
    };
    let width = match ctx.type_data(value_ty) {
        TypeData::Integer { width, .. } => *width as usize,
        TypeData::Index => 64,
        TypeData::Float(kind) => kind.width() as usize,
        _ => 8,
    };
    let mut bytes: Vec<u8> = Vec::new();
    if width == 1 && !complex {
        bytes.resize(elements.len().div_ceil(8), 0);
        for (i, element) in elements.iter().enumerate() {
            if matches!(element, ElementValue::Int(v) if *v != 0) {
                bytes[i / 8] |= 1 << (i % 8);
            }
        }
    } else {
        let element_bytes = width.div_ceil(8).max(1);
        for element in elements {
            let (raw, extension) = match *element {
                // Past 128 bits an integer is its sign, extended.
                ElementValue::Int(v) => (v as u128, if v < 0 { 0xFF } else { 0 }),
                ElementValue::FloatBits(bits) => (bits, 0),
                ElementValue::String(_) => (0, 0),
                ElementValue::WideInt(attr) => {
                    let value = ctx.big_integer_of_element(ElementValue::WideInt(attr));
                    let mut wide = value.map_or_else(Vec::new, |value| {
                        crate::wide_integer::to_le_bytes(&value, width as u32)
                    });
                    wide.resize(element_bytes, 0);
                    bytes.extend(wide);
                    continue;
                }
            };
            bytes.extend((0..element_bytes).map(|i| {
                if i < 16 {
                    (raw >> (8 * i)) as u8
                } else {
                    extension
                }
            }));
        }
    }
    out.push_str("\"0x");
    for byte in bytes {
        let _ = write!(out, "{byte:02X}");
    }
    out.push('"');
}

/// How many stored values make one element of type `element_ty`: two for
/// a complex number (its real and imaginary parts), else one.
pub(crate) fn values_per_element(ctx: &Context, element_ty: Type) -> usize {
    if matches!(ctx.type_data(element_ty), TypeData::Complex(_)) {
        2
    } else {
        1
    }
}

/// Appends one element, made of `values` (see [`values_per_element`]):
/// `(re,im)` for a complex number, as MLIR prints it.
fn print_element(ctx: &Context, values: &[ElementValue], element_ty: Type, out: &mut String) {
    match (ctx.type_data(element_ty), values) {
        (TypeData::Complex(inner), [re, im, ..]) => {
            out.push('(');
            print_value(ctx, *re, *inner, out);
            out.push(',');
            print_value(ctx, *im, *inner, out);
            out.push(')');
        }
        (_, [value, ..]) => print_value(ctx, *value, element_ty, out),
        (_, []) => {}
    }
}

pub(super) fn print_value(ctx: &Context, value: ElementValue, element_ty: Type, out: &mut String) {
    match (value, ctx.type_data(element_ty)) {
        (ElementValue::String(text), _) => match ctx.attr_data(text) {
            AttrData::String { value, .. } => print_escaped_string(value, out),
            _ => out.push_str("\"\""),
        },
        // Elements of any 1-bit integer type are booleans.
        (ElementValue::Int(v), TypeData::Integer { width: 1, .. }) => {
            out.push_str(if v != 0 { "true" } else { "false" })
        }
        (ElementValue::Int(v), _) => print_integer(ctx, v, element_ty, out),
        (ElementValue::WideInt(attr), _) => {
            if let Some(value) = ctx.big_integer_of_element(ElementValue::WideInt(attr)) {
                let _ = write!(out, "{value}");
            }
        }
        (ElementValue::FloatBits(bits), TypeData::Float(kind)) => {
            out.push_str(&float_format::format(*kind, bits))
        }
        (ElementValue::FloatBits(bits), _) => {
            let _ = write!(out, "0x{bits:X}");
        }
    }
}

/// Appends `elements` as nested lists in `shape`, `[[a, b], [c, d]]`. A
/// loop, not a recursion on the rank, which a type can make as large as it
/// likes: before each element, the lists that end there close and open
/// again.
fn print_nested_elements(
    ctx: &Context,
    elements: &[ElementValue],
    element_ty: Type,
    shape: &[u64],
    out: &mut String,
) {
    let per_element = values_per_element(ctx, element_ty);
    out.extend(std::iter::repeat_n('[', shape.len()));
    for (i, element) in elements.chunks(per_element).enumerate() {
        if i > 0 {
            // How many innermost lists end before element `i`.
            let mut ended = 0;
            let mut size = 1u64;
            for &dim in shape.iter().rev() {
                size = size.saturating_mul(dim);
                if size == 0 || !(i as u64).is_multiple_of(size) {
                    break;
                }
                ended += 1;
            }
            out.extend(std::iter::repeat_n(']', ended));
            out.push_str(", ");
            out.extend(std::iter::repeat_n('[', ended));
        }
        print_element(ctx, element, element_ty, out);
    }
    out.extend(std::iter::repeat_n(']', shape.len()));
}
