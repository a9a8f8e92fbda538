//! Type and attribute constraints (MLIR's ODS `TypeConstraint` and
//! `AttrConstraint`): a predicate plus the description MLIR's verifier prints
//! (`operand #0 must be signless-integer-like, but got 'f32'`), and the
//! builtin constraints that several dialects share.

use std::fmt;

use crate::attributes::{AttrData, Attribute};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData};

use super::{AttrParseFn, AttrPrintFn};

/// A predicate on types, with its description.
pub struct TypeConstraint {
    /// What MLIR says the operand or result "must be".
    pub description: &'static str,
    /// Whether `ty` satisfies the constraint.
    pub check: fn(&Context, Type) -> bool,
}

impl fmt::Debug for TypeConstraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypeConstraint({})", self.description)
    }
}

/// A predicate on attributes, with its description and, when its textual
/// form in an assembly format differs from the generic one (enum keywords,
/// integers without their type), its parser and printer.
pub struct AttrConstraint {
    /// What MLIR says the attribute must satisfy.
    pub description: &'static str,
    /// Whether the attribute satisfies the constraint.
    pub check: fn(&Context, Attribute) -> bool,
    /// Parses the attribute where a format names it (`None`: any attribute
    /// in generic syntax).
    pub parse: Option<AttrParseFn>,
    /// Prints the attribute where a format names it (`None`: generic syntax).
    pub print: Option<AttrPrintFn>,
    /// Whether the next token can start the attribute in its format syntax,
    /// which decides an optional group the attribute begins (MLIR's
    /// `parseOptionalAttribute` / `parseOptionalKeyword`). `None`: anything
    /// that starts an attribute in generic syntax.
    pub starts: Option<fn(&crate::asm::parser::Parser<'_, '_>) -> bool>,
    /// Whether the attribute is a unit attribute (its presence is the value,
    /// as in MLIR's `UnitAttr`; an optional group anchored on it prints only
    /// its literals).
    pub unit: bool,
    /// The attribute kind MLIR stores the property as (`IntegerAttr`,
    /// `StringAttr`, ...): a value of another kind in a generic op's
    /// `<{...}>` is a parse error ("invalid properties ... in property
    /// conversion"), as MLIR's property conversion makes it. `None`: no
    /// parse-time check; the constraint is checked by the verifier.
    pub storage: Option<fn(&Context, Attribute) -> bool>,
}

impl fmt::Debug for AttrConstraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AttrConstraint({})", self.description)
    }
}

impl AttrConstraint {
    /// A constraint with a predicate and generic syntax.
    pub const fn new(description: &'static str, check: fn(&Context, Attribute) -> bool) -> Self {
        AttrConstraint {
            description,
            check,
            parse: None,
            print: None,
            starts: None,
            unit: false,
            storage: None,
        }
    }
}

// ----- type predicates --------------------------------------------------

/// Whether `ty` is a signless integer (`i32`, not `si32`).
pub fn is_signless_integer(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// Whether `ty` is a signless integer or `index`.
pub fn is_signless_integer_or_index(ctx: &Context, ty: Type) -> bool {
    is_signless_integer(ctx, ty) || matches!(ctx.type_data(ty), TypeData::Index)
}

/// Whether `ty` is a float type.
pub fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Float(_))
}

/// Whether `ty` is a scalar satisfying `scalar`, or a vector or tensor of
/// such scalars (MLIR's `TypeOrContainer` / "-like" constraints).
pub fn is_like(ctx: &Context, ty: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } | TypeData::Tensor { element, .. } => {
            scalar(ctx, *element)
        }
        _ => scalar(ctx, ty),
    }
}

/// Whether `ty` is `i1`.
pub fn is_i1(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

// ----- builtin type constraints ----------------------------------------

/// Any type.
pub static ANY_TYPE: TypeConstraint = TypeConstraint {
    description: "any type",
    check: |_, _| true,
};

/// `index`.
pub static INDEX: TypeConstraint = TypeConstraint {
    description: "index",
    check: |ctx, ty| matches!(ctx.type_data(ty), TypeData::Index),
};

/// `i1`.
pub static I1: TypeConstraint = TypeConstraint {
    description: "1-bit signless integer",
    check: is_i1,
};

/// A signless integer.
pub static SIGNLESS_INTEGER: TypeConstraint = TypeConstraint {
    description: "signless integer",
    check: is_signless_integer,
};

/// A function type.
pub static FUNCTION_TYPE: TypeConstraint = TypeConstraint {
    description: "function type",
    check: |ctx, ty| matches!(ctx.type_data(ty), TypeData::Function { .. }),
};

// ----- builtin attribute constraints -----------------------------------

/// Any attribute.
pub static ANY_ATTR: AttrConstraint = AttrConstraint::new("any attribute", |_, _| true);

/// Whether the next token is a string literal.
fn at_string(parser: &crate::asm::parser::Parser<'_, '_>) -> bool {
    parser.at(crate::asm::lexer::TokenKind::String)
}

/// Whether the next token is `@name`.
fn at_symbol(parser: &crate::asm::parser::Parser<'_, '_>) -> bool {
    parser.at(crate::asm::lexer::TokenKind::AtIdent)
}

/// A string attribute (`"text"`).
pub static STRING_ATTR: AttrConstraint = AttrConstraint {
    starts: Some(at_string),
    storage: Some(|ctx, attr| matches!(ctx.attr_data(attr), AttrData::String { .. })),
    ..AttrConstraint::new("string attribute", |ctx, attr| {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    })
};

/// A symbol reference without nesting (`@f`).
pub static FLAT_SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    starts: Some(at_symbol),
    storage: Some(
        |ctx, attr| matches!(ctx.attr_data(attr), AttrData::SymbolRef { nested, .. } if nested.is_empty()),
    ),
    ..AttrConstraint::new(
        "flat symbol reference attribute",
        |ctx, attr| matches!(ctx.attr_data(attr), AttrData::SymbolRef { nested, .. } if nested.is_empty()),
    )
};

/// Any symbol reference (`@a::@b`).
pub static SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    starts: Some(at_symbol),
    storage: Some(|ctx, attr| matches!(ctx.attr_data(attr), AttrData::SymbolRef { .. })),
    ..AttrConstraint::new("symbol reference attribute", |ctx, attr| {
        matches!(ctx.attr_data(attr), AttrData::SymbolRef { .. })
    })
};

/// A unit attribute, present or absent.
pub static UNIT_ATTR: AttrConstraint = AttrConstraint {
    unit: true,
    storage: Some(|ctx, attr| matches!(ctx.attr_data(attr), AttrData::Unit)),
    ..AttrConstraint::new("unit attribute", |ctx, attr| {
        matches!(ctx.attr_data(attr), AttrData::Unit)
    })
};

/// An attribute holding a function type.
pub static FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(|ctx, attr| matches!(ctx.attr_data(attr), AttrData::Type(_))),
    ..AttrConstraint::new(
        "type attribute of function type",
        |ctx, attr| matches!(ctx.attr_data(attr), AttrData::Type(ty) if matches!(ctx.type_data(*ty), TypeData::Function { .. })),
    )
};

/// An array of dictionaries (argument and result attributes).
pub static DICTIONARY_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    starts: Some(|parser| parser.at(crate::asm::lexer::TokenKind::LSquare)),
    storage: Some(|ctx, attr| matches!(ctx.attr_data(attr), AttrData::Array(_))),
    ..AttrConstraint::new("Array of dictionary attributes", |ctx, attr| {
        matches!(ctx.attr_data(attr), AttrData::Array(items)
            if items.iter().all(|item| matches!(ctx.attr_data(*item), AttrData::Dictionary(_))))
    })
};

/// An attribute with a type (integers, floats, dense elements...): MLIR's
/// `TypedAttrInterface`.
pub static TYPED_ATTR: AttrConstraint = AttrConstraint::new("TypedAttr instance", |ctx, attr| {
    typed_attr_type(ctx, attr).is_some()
});

/// A 64-bit signless integer attribute (MLIR's `I64Attr`). In an assembly
/// format it is written without its type (`3`, not `3 : i64`).
pub static I64_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(|ctx, attr| matches!(ctx.attr_data(attr), AttrData::Integer { .. })),
    parse: Some(parse_i64_attr),
    print: Some(print_i64_attr),
    starts: Some(|parser| {
        use crate::asm::lexer::TokenKind;
        parser.at(TokenKind::Integer) || parser.at(TokenKind::Minus)
    }),
    ..AttrConstraint::new("64-bit signless integer attribute", |ctx, attr| {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if ty.is_integer(ctx, 64)
            && is_signless_integer(ctx, *ty))
    })
};

fn parse_i64_attr(
    parser: &mut crate::asm::parser::Parser<'_, '_>,
) -> crate::asm::parser::ParseResult<Attribute> {
    use crate::asm::lexer::TokenKind;
    let negative = parser.consume_if(TokenKind::Minus)?;
    if !parser.at(TokenKind::Integer) {
        return Err(parser.error_here("expected integer value"));
    }
    let magnitude =
        crate::asm::parser::token_u128(parser.token_text()).and_then(|m| i128::try_from(m).ok());
    let value = match magnitude {
        Some(m) if negative => -m,
        Some(m) => m,
        None => return Err(parser.error_here("integer constant out of range for attribute")),
    };
    if i64::try_from(value).is_err() {
        return Err(parser.error_here("integer constant out of range for attribute"));
    }
    parser.advance()?;
    let ctx = parser.ctx();
    Ok(ctx.integer_attr(value, ctx.integer_type(64)))
}

fn print_i64_attr(
    printer: &mut crate::asm::printer::OpPrinter<'_>,
    attr: Attribute,
) -> fmt::Result {
    use fmt::Write as _;
    match printer.ir().ctx().attr_data(attr) {
        AttrData::Integer { value, .. } => write!(printer, "{value}"),
        _ => printer.print_attribute(attr),
    }
}

/// Whether `data` is an elements attribute (MLIR's `ElementsAttr`: dense,
/// sparse or dense resource elements).
pub fn is_elements_attr(data: &AttrData) -> bool {
    matches!(
        data,
        AttrData::DenseElements { .. }
            | AttrData::SparseElements { .. }
            | AttrData::DenseResourceElements { .. }
    )
}

/// The type of a typed attribute (`42 : i32` has `i32`).
pub fn typed_attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, .. }
        | AttrData::WideInteger { ty, .. }
        | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::DenseElements { ty, .. }
        | AttrData::SparseElements { ty, .. }
        | AttrData::DenseResourceElements { ty, .. } => Some(*ty),
        AttrData::String { ty, .. } => *ty,
        _ => None,
    }
}

/// An `array<i64: ...>` (MLIR's `DenseI64ArrayAttr`).
pub static DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(is_dense_i64_array),
    ..AttrConstraint::new("i64 dense array attribute", is_dense_i64_array)
};

/// The integers of an `array<i64: ...>` (empty for any other attribute;
/// entries that are not `i64` integers are skipped).
pub fn dense_i64_array_values(ctx: &Context, attr: Attribute) -> Vec<i64> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { values, .. } => values
            .iter()
            .filter_map(|value| value.as_int().and_then(|n| i64::try_from(n).ok()))
            .collect(),
        _ => Vec::new(),
    }
}

fn is_dense_i64_array(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::DenseArray { element, .. } if element.is_integer(ctx, 64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::FloatKind;

    #[test]
    fn like_constraints_look_through_vectors_and_tensors() {
        let ctx = Context::new();
        let i32 = ctx.integer_type(32);
        let f32 = ctx.float_type(FloatKind::F32);
        let vector = ctx.intern_type(TypeData::Vector {
            shape: vec![4],
            scalable: vec![false],
            element: i32,
        });
        assert!(is_like(&ctx, vector, is_signless_integer));
        assert!(!is_like(&ctx, vector, is_float));
        assert!(is_like(&ctx, f32, is_float));
        assert!(!(SIGNLESS_INTEGER.check)(&ctx, ctx.index_type()));
        assert!(is_signless_integer_or_index(&ctx, ctx.index_type()));
        let signed = ctx.intern_type(TypeData::Integer {
            width: 8,
            signedness: Signedness::Signed,
        });
        assert!(!is_signless_integer(&ctx, signed));
    }

    #[test]
    fn attribute_constraints() {
        let ctx = Context::new();
        let f = ctx.intern_str("f");
        let flat = ctx.intern_attr(AttrData::SymbolRef {
            root: f,
            nested: vec![],
        });
        let nested = ctx.intern_attr(AttrData::SymbolRef {
            root: f,
            nested: vec![f],
        });
        assert!((FLAT_SYMBOL_REF_ATTR.check)(&ctx, flat));
        assert!(!(FLAT_SYMBOL_REF_ATTR.check)(&ctx, nested));
        assert!((SYMBOL_REF_ATTR.check)(&ctx, nested));
        let i32 = ctx.integer_type(32);
        assert_eq!(typed_attr_type(&ctx, ctx.integer_attr(1, i32)), Some(i32));
        assert!((UNIT_ATTR.check)(&ctx, ctx.unit_attr()));
    }
}
