//! Printing types, attributes and locations in MLIR's spelling (the
//! elements of dense attributes are in `dense.rs`).

use std::fmt::Write;

use crate::asm::float_format;
use crate::attributes::{AttrData, Attribute};
use crate::context::Context;
use crate::location::{Location, LocationData};
use crate::types::{Signedness, Type, TypeData};

use super::aliases::{Aliases, NoAliases};
pub use super::dense::ElementsLimits;
use super::dense::{print_dense_elements, print_value, stored_elements};

/// `ty` as MLIR prints it.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut out = String::new();
    print_type(ctx, ty, &mut out);
    out
}

/// `attr` as MLIR prints it.
pub fn attribute_to_string(ctx: &Context, attr: Attribute) -> String {
    let mut out = String::new();
    print_attribute(ctx, attr, &mut out);
    out
}

fn print_type_list(ctx: &Context, types: &[Type], out: &mut String, aliases: &mut dyn Aliases) {
    for (i, &ty) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_type_aliased(ctx, ty, out, aliases);
    }
}

/// Prints `(inputs) -> results` (results bare when there is exactly one
/// non-function result).
pub fn print_function_type(ctx: &Context, inputs: &[Type], results: &[Type], out: &mut String) {
    print_function_type_aliased(ctx, inputs, results, out, &mut NoAliases::default())
}

/// [`print_function_type`] with aliases.
pub(crate) fn print_function_type_aliased(
    ctx: &Context,
    inputs: &[Type],
    results: &[Type],
    out: &mut String,
    aliases: &mut dyn Aliases,
) {
    out.push('(');
    print_type_list(ctx, inputs, out, aliases);
    out.push_str(") -> ");
    let bare =
        results.len() == 1 && !matches!(ctx.type_data(results[0]), TypeData::Function { .. });
    if bare {
        print_type_aliased(ctx, results[0], out, aliases);
    } else {
        out.push('(');
        print_type_list(ctx, results, out, aliases);
        out.push(')');
    }
}

fn print_shape(shape: &[Option<u64>], out: &mut String) {
    for dim in shape {
        match dim {
            Some(n) => {
                let _ = write!(out, "{n}x");
            }
            None => out.push_str("?x"),
        }
    }
}

/// Appends `ty` as MLIR prints it.
pub fn print_type(ctx: &Context, ty: Type, out: &mut String) {
    print_type_aliased(ctx, ty, out, &mut NoAliases::default())
}

/// [`print_type`] with the aliases `aliases` names in place of the type
/// (a long tuple's `!tuple`) or of what it holds (a memref's affine map
/// layout).
pub(crate) fn print_type_aliased(
    ctx: &Context,
    ty: Type,
    out: &mut String,
    aliases: &mut dyn Aliases,
) {
    print_type_impl(ctx, ty, out, aliases, true)
}

/// Appends `ty` itself, never its alias (what it holds may use theirs):
/// what a type alias definition prints after `!name = `.
pub(crate) fn print_type_body(
    ctx: &Context,
    ty: Type,
    out: &mut String,
    aliases: &mut dyn Aliases,
) {
    print_type_impl(ctx, ty, out, aliases, false)
}

/// `alias_self`: whether `ty` itself may print as its alias. Only the few
/// types that may have one ([`TypeData::alias_prefix`]) ask, in their arm, so
/// printing the others costs no lookup.
fn print_type_impl(
    ctx: &Context,
    ty: Type,
    out: &mut String,
    aliases: &mut dyn Aliases,
    alias_self: bool,
) {
    let data = ctx.type_data(ty);
    if alias_self
        && data.alias_prefix().is_some()
        && let Some(name) = aliases.type_alias(ctx, ty)
    {
        out.push('!');
        name.push_to(out);
        return;
    }
    match data {
        TypeData::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            push_decimal(out, u64::from(*width));
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(kind) => out.push_str(kind.keyword()),
        TypeData::None => out.push_str("none"),
        TypeData::Function { inputs, results } => {
            print_function_type_aliased(ctx, inputs, results, out, aliases)
        }
        TypeData::Tuple(elements) => {
            out.push_str("tuple<");
            print_type_list(ctx, elements, out, aliases);
            out.push('>');
        }
        TypeData::Tensor {
            shape,
            element,
            encoding,
        } => {
            out.push_str("tensor<");
            match shape {
                Some(shape) => print_shape(shape, out),
                None => out.push_str("*x"),
            }
            print_type_aliased(ctx, *element, out, aliases);
            if let Some(encoding) = encoding {
                out.push_str(", ");
                print_attribute_aliased(ctx, *encoding, out, ElementsLimits::default(), aliases);
            }
            out.push('>');
        }
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            out.push_str("vector<");
            for (i, dim) in shape.iter().enumerate() {
                if scalable.get(i).copied().unwrap_or(false) {
                    let _ = write!(out, "[{dim}]x");
                } else {
                    let _ = write!(out, "{dim}x");
                }
            }
            print_type_aliased(ctx, *element, out, aliases);
            out.push('>');
        }
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            match shape {
                Some(shape) => print_shape(shape, out),
                None => out.push_str("*x"),
            }
            print_type_aliased(ctx, *element, out, aliases);
            for attr in [layout, memory_space].into_iter().flatten() {
                out.push_str(", ");
                print_attribute_impl(ctx, *attr, out, ElementsLimits::default(), aliases, true);
            }
            out.push('>');
        }
        TypeData::Complex(element) => {
            out.push_str("complex<");
            print_type_aliased(ctx, *element, out, aliases);
            out.push('>');
        }
        TypeData::Opaque { dialect, body } => {
            print_dialect_symbol('!', ctx.str(*dialect), body, out)
        }
    }
}

/// Appends `n` in decimal without going through `fmt` (the printer's hot path).
pub(crate) fn push_decimal(out: &mut String, n: u64) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Appends a comma-separated list of types.
pub(crate) fn print_type_iter(
    ctx: &Context,
    types: impl Iterator<Item = Type>,
    out: &mut String,
    aliases: &mut dyn Aliases,
) {
    for (i, ty) in types.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_type_aliased(ctx, ty, out, aliases);
    }
}

/// Prints a dialect type or attribute whose body is kept verbatim: the pretty
/// form `!dialect.name<...>` when the body allows it (a letter, then letters,
/// digits, `.` or `_`, then optionally `<...>`), else `!dialect<body>`, as MLIR
/// chooses between them.
fn print_dialect_symbol(sigil: char, dialect: &str, body: &str, out: &mut String) {
    // A body stored as `<...>` came from the `!dialect<...>` form.
    let inner = match body.strip_prefix('<').and_then(|b| b.strip_suffix('>')) {
        Some(inner) => inner,
        None => body,
    };
    let name_end = inner.find('<').unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_end);
    let pretty = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_')
        && (rest.is_empty() || rest.ends_with('>'));
    out.push(sigil);
    out.push_str(dialect);
    if pretty {
        out.push('.');
        out.push_str(inner);
    } else {
        out.push('<');
        out.push_str(inner);
        out.push('>');
    }
}

/// Whether `name` can be printed without quotes (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub fn is_bare_identifier(name: &str) -> bool {
    let mut bytes = name.bytes();
    matches!(bytes.next(), Some(c) if c.is_ascii_alphabetic() || c == b'_')
        && bytes.all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `name` bare when it is an identifier, else as an escaped
/// string (MLIR's `printKeywordOrString`).
pub fn print_keyword_or_string(name: &str, out: &mut String) {
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        print_escaped_string(name.as_bytes(), out);
    }
}

/// Appends `"bytes"` with MLIR's escaping (`\\`, `\22`, `\0A`, ...).
pub fn print_escaped_string(bytes: &[u8], out: &mut String) {
    out.push('"');
    let plain = |c: &u8| (0x20..0x7F).contains(c) && *c != b'"' && *c != b'\\';
    if bytes.iter().all(plain)
        && let Ok(text) = std::str::from_utf8(bytes)
    {
        out.push_str(text);
        out.push('"');
        return;
    }
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7F).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

/// Appends `@name` or `@"quoted name"`.
pub fn print_symbol_name(name: &str, out: &mut String) {
    out.push('@');
    if name.is_empty() {
        out.push_str("<<INVALID EMPTY SYMBOL>>");
    } else if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        print_escaped_string(name.as_bytes(), out);
    }
}

pub(super) fn print_integer(ctx: &Context, value: i128, ty: Type, out: &mut String) {
    match ctx.type_data(ty) {
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless,
        } => out.push_str(if value != 0 { "true" } else { "false" }),
        // `ui128` values above `i128::MAX` are kept as their bit pattern.
        TypeData::Integer {
            width: 128,
            signedness: Signedness::Unsigned,
        } => {
            let _ = write!(out, "{}", value as u128);
        }
        _ => {
            let _ = write!(out, "{value}");
        }
    }
}

/// Appends `attr` as MLIR prints it without aliases.
pub fn print_attribute(ctx: &Context, attr: Attribute, out: &mut String) {
    print_attribute_aliased(
        ctx,
        attr,
        out,
        ElementsLimits::default(),
        &mut NoAliases::default(),
    )
}

/// Appends `attr`, with dense elements printed as hex data or elided past
/// `limits`, and the aliases `aliases` names in place of nested attributes
/// and locations.
pub(crate) fn print_attribute_aliased(
    ctx: &Context,
    attr: Attribute,
    out: &mut String,
    limits: ElementsLimits,
    aliases: &mut dyn Aliases,
) {
    print_attribute_impl(ctx, attr, out, limits, aliases, false)
}

/// `elide_default_type`: inside arrays MLIR omits `: i64` and `: f64`.
fn print_attribute_impl(
    ctx: &Context,
    attr: Attribute,
    out: &mut String,
    limits: ElementsLimits,
    aliases: &mut dyn Aliases,
    elide_default_type: bool,
) {
    match aliases.attribute(ctx, attr) {
        Some(name) => {
            out.push('#');
            name.push_to(out);
        }
        None => print_attribute_body(ctx, attr, out, limits, aliases, elide_default_type),
    }
}

/// `i64`, the type an integer attribute may leave out.
const I64: TypeData = TypeData::Integer {
    width: 64,
    signedness: Signedness::Signless,
};

/// Appends ` : ty` after an integer attribute's value, unless the type is
/// `i1` (the value is `true` or `false`) or `elided_default` (`i64` where
/// the caller leaves it out).
fn print_integer_attr_type(
    ctx: &Context,
    ty: Type,
    out: &mut String,
    aliases: &mut dyn Aliases,
    elided_default: bool,
) {
    let boolean = matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    );
    if !boolean && !elided_default {
        out.push_str(" : ");
        print_type_aliased(ctx, ty, out, aliases);
    }
}

/// Appends `attr` itself, never its alias (the nested attributes may use
/// theirs): what an alias definition prints after `#name = `.
pub(crate) fn print_attribute_body(
    ctx: &Context,
    attr: Attribute,
    out: &mut String,
    limits: ElementsLimits,
    aliases: &mut dyn Aliases,
    elide_default_type: bool,
) {
    let is_default =
        |ty: Type, default: TypeData| elide_default_type && *ctx.type_data(ty) == default;
    match ctx.attr_data(attr) {
        AttrData::Integer { value, ty } => {
            print_integer(ctx, *value, *ty, out);
            print_integer_attr_type(ctx, *ty, out, aliases, is_default(*ty, I64));
        }
        AttrData::WideInteger { value, ty } => {
            let _ = write!(out, "{value}");
            print_integer_attr_type(ctx, *ty, out, aliases, false);
        }
        AttrData::Float { bits, ty } => {
            let mut hex = false;
            if let TypeData::Float(kind) = ctx.type_data(*ty) {
                let text = float_format::format(*kind, *bits);
                hex = text.starts_with("0x");
                out.push_str(&text);
            }
            // A value printed in hex always carries its type.
            if hex || !is_default(*ty, TypeData::Float(crate::types::FloatKind::F64)) {
                out.push_str(" : ");
                print_type_aliased(ctx, *ty, out, aliases);
            }
        }
        AttrData::String { value, ty } => {
            print_escaped_string(value, out);
            if let Some(ty) = ty {
                out.push_str(" : ");
                print_type_aliased(ctx, *ty, out, aliases);
            }
        }
        AttrData::Unit => out.push_str("unit"),
        AttrData::Array(elements) => {
            out.push('[');
            for (i, &element) in elements.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_attribute_impl(ctx, element, out, limits, aliases, true);
            }
            out.push(']');
        }
        AttrData::Dictionary(entries) => {
            out.push('{');
            print_dictionary_entries(ctx, entries, out, limits, aliases);
            out.push('}');
        }
        AttrData::Type(ty) => print_type_aliased(ctx, *ty, out, aliases),
        AttrData::SymbolRef { root, nested } => {
            print_symbol_name(ctx.str(*root), out);
            for &name in nested {
                out.push_str("::");
                print_symbol_name(ctx.str(name), out);
            }
        }
        AttrData::DenseElements { ty, elements } => {
            if limits.elides(stored_elements(ctx, *ty, elements)) {
                out.push_str("dense_resource<__elided__> : ");
            } else {
                out.push_str("dense<");
                print_dense_elements(ctx, *ty, elements, limits, true, out);
                out.push_str("> : ");
            }
            print_type_aliased(ctx, *ty, out, aliases);
        }
        AttrData::SparseElements {
            ty,
            indices,
            values,
        } => {
            let (
                AttrData::DenseElements {
                    ty: indices_ty,
                    elements: index_values,
                },
                AttrData::DenseElements {
                    ty: values_ty,
                    elements: value_elements,
                },
            ) = (ctx.attr_data(*indices), ctx.attr_data(*values))
            else {
                unreachable!("sparse elements hold dense indices and values")
            };
            // MLIR elides by the number of indices.
            if limits.elides(stored_elements(ctx, *indices_ty, index_values)) {
                out.push_str("dense_resource<__elided__> : ");
            } else {
                out.push_str("sparse<");
                if indices_ty.num_elements(ctx) != Some(0) {
                    print_dense_elements(ctx, *indices_ty, index_values, limits, false, out);
                    out.push_str(", ");
                    print_dense_elements(ctx, *values_ty, value_elements, limits, true, out);
                }
                out.push_str("> : ");
            }
            print_type_aliased(ctx, *ty, out, aliases);
        }
        AttrData::DenseResourceElements { ty, key } => {
            out.push_str("dense_resource<");
            print_keyword_or_string(ctx.str(*key), out);
            out.push_str("> : ");
            print_type_aliased(ctx, *ty, out, aliases);
        }
        AttrData::DenseArray { element, values } => {
            out.push_str("array<");
            print_type(ctx, *element, out);
            for (i, &value) in values.iter().enumerate() {
                out.push_str(if i == 0 { ": " } else { ", " });
                print_value(ctx, value, *element, out);
            }
            out.push('>');
        }
        AttrData::Opaque { dialect, body, ty } => {
            print_dialect_symbol('#', ctx.str(*dialect), body, out);
            if let Some(ty) = ty {
                out.push_str(" : ");
                print_type_aliased(ctx, *ty, out, aliases);
            }
        }
        AttrData::Distinct { referenced, .. } => {
            out.push_str("distinct[");
            push_decimal(out, aliases.distinct_id(attr));
            out.push_str("]<");
            if !matches!(ctx.attr_data(*referenced), AttrData::Unit) {
                print_attribute_impl(ctx, *referenced, out, limits, aliases, false);
            }
            out.push('>');
        }
        AttrData::AffineMap(map) => {
            out.push_str("affine_map<");
            super::affine::print_affine_map(map, out);
            out.push('>');
        }
        AttrData::IntegerSet(set) => {
            out.push_str("affine_set<");
            super::affine::print_integer_set(set, out);
            out.push('>');
        }
        AttrData::StridedLayout { strides, offset } => {
            // `?` for a dynamic value; a zero offset is left out, as MLIR does.
            let value = |v: i64| {
                if v == crate::attributes::DYNAMIC {
                    "?".to_string()
                } else {
                    v.to_string()
                }
            };
            out.push_str("strided<[");
            let strides: Vec<String> = strides.iter().map(|&s| value(s)).collect();
            out.push_str(&strides.join(", "));
            out.push(']');
            if *offset != 0 {
                out.push_str(", offset: ");
                out.push_str(&value(*offset));
            }
            out.push('>');
        }
        AttrData::Location(data) => {
            let location = match data {
                LocationData::Plain(plain) => *plain,
                _ => crate::location::Location::Attr(attr),
            };
            out.push_str("loc(");
            print_location_body(ctx, location, out, aliases, true, false);
            out.push(')');
        }
    }
}

/// Appends `a = 1, b` (without braces).
pub fn print_dictionary_entries(
    ctx: &Context,
    entries: &[(crate::context::Symbol, Attribute)],
    out: &mut String,
    limits: ElementsLimits,
    aliases: &mut dyn Aliases,
) {
    for (i, &(key, value)) in entries.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_keyword_or_string(ctx.str(key), out);
        if !matches!(ctx.attr_data(value), AttrData::Unit) {
            out.push_str(" = ");
            print_attribute_impl(ctx, value, out, limits, aliases, false);
        }
    }
}

/// Appends the inside of `loc(...)`. With `use_aliases`, nested locations that
/// have an alias are printed as `#locN`. With `pretty`, MLIR's
/// `--mlir-pretty-debuginfo` form: file names unquoted (`a.mlir:1:2`),
/// `[unknown]`, fused locations without the keyword (`<"m">[a, b]`), and a
/// call site's caller on a line of its own (`callee\n at caller`).
pub fn print_location_body(
    ctx: &Context,
    location: Location,
    out: &mut String,
    aliases: &mut dyn Aliases,
    use_aliases: bool,
    pretty: bool,
) {
    let file_name = |file: &str, out: &mut String| {
        if pretty {
            out.push_str(if file.is_empty() { "-" } else { file });
        } else {
            print_file_name(file, out);
        }
    };
    match location {
        Location::Unknown if pretty => out.push_str("[unknown]"),
        Location::Unknown => out.push_str("unknown"),
        Location::FileLineCol { file, line, col } => {
            file_name(ctx.str(file), out);
            let _ = write!(out, ":{line}:{col}");
        }
        Location::Attr(attr) => {
            let AttrData::Location(data) = ctx.attr_data(attr) else {
                return;
            };
            let nested = |loc: Location, out: &mut String, aliases: &mut dyn Aliases| {
                if use_aliases && let Some(id) = aliases.location(ctx, loc) {
                    push_location_alias(id, out);
                } else {
                    print_location_body(ctx, loc, out, aliases, use_aliases, pretty);
                }
            };
            match data {
                LocationData::Plain(plain) => nested(*plain, out, aliases),
                LocationData::FileRange {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                } => {
                    file_name(ctx.str(*file), out);
                    if end_line == line {
                        let _ = write!(out, ":{line}:{col} to :{end_col}");
                    } else {
                        let _ = write!(out, ":{line}:{col} to {end_line}:{end_col}");
                    }
                }
                LocationData::Name { name, child } => {
                    print_escaped_string(ctx.str(*name).as_bytes(), out);
                    if let Some(child) = child {
                        out.push('(');
                        nested(*child, out, aliases);
                        out.push(')');
                    }
                }
                LocationData::CallSite { callee, caller } if pretty => {
                    nested(*callee, out, aliases);
                    // MLIR keeps a named callee and a file caller on one
                    // line.
                    let named_callee = matches!(
                        callee,
                        Location::Attr(attr)
                            if matches!(ctx.attr_data(*attr), AttrData::Location(LocationData::Name { .. }))
                    );
                    let file_caller = matches!(caller, Location::FileLineCol { .. });
                    out.push_str(if named_callee && file_caller {
                        " at "
                    } else {
                        "\n at "
                    });
                    nested(*caller, out, aliases);
                }
                LocationData::CallSite { callee, caller } => {
                    out.push_str("callsite(");
                    nested(*callee, out, aliases);
                    out.push_str(" at ");
                    nested(*caller, out, aliases);
                    out.push(')');
                }
                LocationData::Fused {
                    locations,
                    metadata,
                } => {
                    if !pretty {
                        out.push_str("fused");
                    }
                    if let Some(metadata) = metadata {
                        out.push('<');
                        let limits = ElementsLimits::default();
                        print_attribute_aliased(ctx, *metadata, out, limits, aliases);
                        out.push('>');
                    }
                    out.push('[');
                    for (i, &loc) in locations.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        nested(loc, out, aliases);
                    }
                    out.push(']');
                }
            }
        }
    }
}

/// A location's file name; MLIR prints an empty one as `"-"`.
fn print_file_name(file: &str, out: &mut String) {
    print_escaped_string(
        if file.is_empty() {
            b"-"
        } else {
            file.as_bytes()
        },
        out,
    );
}

/// Appends `#loc`, `#loc1`, ... for the location alias `id`.
pub(crate) fn push_location_alias(id: u32, out: &mut String) {
    out.push_str("#loc");
    if id > 0 {
        push_decimal(out, u64::from(id));
    }
}
