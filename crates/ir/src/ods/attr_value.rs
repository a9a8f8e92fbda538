//! Typed attribute values: what an `#[attr]` field's accessor returns when
//! the field is declared with a Rust type instead of `Attribute` (MLIR's
//! `getX()` next to `getXAttr()`).
//!
//! ```ignore
//! #[attr(I64_ATTR)]
//! factor: i64,            // factor(&ir) -> Option<i64>, factor_attr(&ir) -> Option<Attribute>
//! ```

use crate::attributes::{AttrData, Attribute};
use crate::context::{Context, Symbol};
use crate::types::Type;

/// A Rust value an attribute can be read as.
pub trait AttrValue: Sized {
    /// The value of `attr`, or `None` if it is not of this kind.
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self>;
}

impl AttrValue for Attribute {
    fn from_attr(_: &Context, attr: Attribute) -> Option<Self> {
        Some(attr)
    }
}

impl AttrValue for i128 {
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_data(attr) {
            AttrData::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
}

impl AttrValue for i64 {
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        i128::from_attr(ctx, attr).and_then(|value| i64::try_from(value).ok())
    }
}

impl AttrValue for bool {
    /// A unit attribute reads as `true`, as do non-zero integers.
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_data(attr) {
            AttrData::Unit => Some(true),
            AttrData::Integer { value, .. } => Some(*value != 0),
            _ => None,
        }
    }
}

impl AttrValue for String {
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        attr.as_str(ctx).map(str::to_string)
    }
}

impl AttrValue for Type {
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_data(attr) {
            AttrData::Type(ty) => Some(*ty),
            _ => None,
        }
    }
}

impl AttrValue for Symbol {
    /// The name of a flat symbol reference (`@f`).
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_data(attr) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_from_their_attribute_kinds() {
        let ctx = Context::new();
        let i64_type = ctx.integer_type(64);
        let three = ctx.integer_attr(3, i64_type);
        assert_eq!(i64::from_attr(&ctx, three), Some(3));
        assert_eq!(bool::from_attr(&ctx, ctx.unit_attr()), Some(true));
        assert_eq!(
            String::from_attr(&ctx, ctx.string_attr("s")).as_deref(),
            Some("s")
        );
        assert_eq!(
            Type::from_attr(&ctx, ctx.type_attr(i64_type)),
            Some(i64_type)
        );
        assert_eq!(i64::from_attr(&ctx, ctx.string_attr("s")), None);
        let huge = ctx.integer_attr(i128::MAX, ctx.integer_type(128));
        assert_eq!(i64::from_attr(&ctx, huge), None, "out of i64 range");
        let f = ctx.intern_str("f");
        let reference = ctx.intern_attr(AttrData::SymbolRef {
            root: f,
            nested: vec![],
        });
        assert_eq!(Symbol::from_attr(&ctx, reference), Some(f));
    }
}
