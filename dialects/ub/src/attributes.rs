//! `#ub.poison` (MLIR's `ub::PoisonAttr`), the value of `ub.poison`: stored
//! as the opaque attribute `#ub.poison` (how the generic parser reads it);
//! any other `#ub.*` attribute is an error, as in MLIR.

use strata_ir::ods::AttrConstraint;
use strata_ir::{AttrData, Attribute, Context, DialectAttrError};

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.intern_str("ub"),
        body: "poison".to_string(),
        ty: None,
    })
}

/// Whether `attr` is a poison value (MLIR's `PoisonAttrInterface`, which
/// only `#ub.poison` implements among the dialects here).
pub fn is_poison(ctx: &Context, attr: Attribute) -> bool {
    attr == poison_attr(ctx)
}

/// Reads `#ub.<body>`: `poison` (with or without parameters, which MLIR
/// ignores), else MLIR's error.
pub fn parse_attribute(ctx: &Context, body: &str) -> Result<Attribute, DialectAttrError> {
    let mnemonic_end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(body.len());
    let mnemonic = &body[..mnemonic_end];
    if mnemonic == "poison" {
        Ok(poison_attr(ctx))
    } else {
        Err(DialectAttrError::at_mnemonic(format!(
            "unknown attribute `{mnemonic}` in dialect `ub`"
        )))
    }
}

/// The `value` of `ub.poison`: a poison attribute.
pub static POISON_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(is_poison),
    ..AttrConstraint::new("PoisonAttrInterface instance", is_poison)
};

/// The default `value`, `#ub.poison`.
pub fn default_poison(ctx: &Context) -> Attribute {
    poison_attr(ctx)
}
