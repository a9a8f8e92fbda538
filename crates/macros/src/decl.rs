//! The op declaration as the macro reads it: the `#[op(...)]` arguments and
//! the fields of the struct, each marked `#[operand]`, `#[result]`,
//! `#[attr]`, `#[region]` or `#[successor]`.

use syn::spanned::Spanned;
use syn::{Expr, Fields, ItemStruct, LitStr, Path, Type};

/// What a field declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    Operand,
    Result,
    Attribute,
    Region,
    Successor,
}

/// How many values/regions/successors a field holds, from its Rust type
/// (`Value`, `Option<Value>`, `Vec<Value>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

pub struct Field {
    pub ident: syn::Ident,
    pub role: Role,
    pub arity: Arity,
    /// The name in the IR (the field name, or `name = "..."`).
    pub name: String,
    pub constraint: Option<Path>,
    pub default: Option<Path>,
    pub discardable: bool,
    pub single_block: bool,
    pub docs: Vec<syn::Attribute>,
    /// The Rust type written for the field (only its arity matters; it is
    /// referenced so the imports it names count as used).
    pub ty: Type,
}

#[derive(Default)]
pub struct OpArgs {
    pub name: Option<LitStr>,
    /// The traits listed, as written: a core trait's bare name or the path
    /// of a dialect's trait type.
    pub traits: Vec<syn::Path>,
    pub parents: Vec<LitStr>,
    pub implicit_terminator: Option<LitStr>,
    pub all_types_match: Vec<Vec<syn::Ident>>,
    pub interfaces: Vec<(Path, Expr)>,
    pub format: Option<LitStr>,
    pub verifier: Option<Path>,
    pub verify_regions: Option<Path>,
    pub fold: Option<Path>,
    pub fold_in_place: Option<Path>,
    pub result_names: Option<Path>,
    pub parse: Option<Path>,
    pub print: Option<Path>,
    pub infer_types: Option<Path>,
    pub default_dialect: Option<LitStr>,
    pub successor_operands: Option<Path>,
    /// `erase_successor_operand = path`.
    pub erase_successor_operand: Option<Path>,
    /// `append_successor_operand = path`.
    pub append_successor_operand: Option<Path>,
}

pub struct OpDecl {
    pub args: OpArgs,
    pub item: ItemStruct,
    pub fields: Vec<Field>,
}

/// Whether `path` names the core trait `name` (written bare).
pub fn is_core_trait(path: &syn::Path, name: &str) -> bool {
    path.get_ident().is_some_and(|ident| ident == name)
}

impl OpDecl {
    /// The fields of one role, in order.
    pub fn of(&self, role: Role) -> impl Iterator<Item = &Field> {
        self.fields.iter().filter(move |f| f.role == role)
    }

    /// A `$name` in a format: its role and its index among fields of that role.
    pub fn lookup(&self, name: &str) -> Option<(Role, usize)> {
        let field = self.fields.iter().find(|f| f.name == name)?;
        let index = self
            .of(field.role)
            .position(|f| f.name == name)
            .unwrap_or_default();
        Some((field.role, index))
    }
}

pub fn parse_args(tokens: proc_macro2::TokenStream) -> syn::Result<OpArgs> {
    let mut args = OpArgs::default();
    let parser = syn::meta::parser(|meta| {
        let key = meta
            .path
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        match key.as_str() {
            "name" => args.name = Some(meta.value()?.parse()?),
            "format" => args.format = Some(meta.value()?.parse()?),
            "default_dialect" => args.default_dialect = Some(meta.value()?.parse()?),
            "verifier" => args.verifier = Some(meta.value()?.parse()?),
            "verify_regions" => args.verify_regions = Some(meta.value()?.parse()?),
            "fold" => args.fold = Some(meta.value()?.parse()?),
            "fold_in_place" => args.fold_in_place = Some(meta.value()?.parse()?),
            "result_names" => args.result_names = Some(meta.value()?.parse()?),
            "parse" => args.parse = Some(meta.value()?.parse()?),
            "print" => args.print = Some(meta.value()?.parse()?),
            "infer_types" => args.infer_types = Some(meta.value()?.parse()?),
            "successor_operands" => args.successor_operands = Some(meta.value()?.parse()?),
            "erase_successor_operand" => {
                args.erase_successor_operand = Some(meta.value()?.parse()?)
            }
            "append_successor_operand" => {
                args.append_successor_operand = Some(meta.value()?.parse()?)
            }
            "traits" => meta.parse_nested_meta(|t| {
                let name = t
                    .path
                    .segments
                    .last()
                    .map(|s| s.ident.clone())
                    .ok_or_else(|| t.error("expected a trait name"))?;
                let strings = |t: &syn::meta::ParseNestedMeta| -> syn::Result<Vec<LitStr>> {
                    let content;
                    syn::parenthesized!(content in t.input);
                    Ok(content
                        .parse_terminated(<LitStr as syn::parse::Parse>::parse, syn::Token![,])?
                        .into_iter()
                        .collect())
                };
                match name.to_string().as_str() {
                    "HasParent" => args.parents = strings(&t)?,
                    "SingleBlockImplicitTerminator" => {
                        args.implicit_terminator = strings(&t)?.into_iter().next();
                        args.traits
                            .push(syn::Ident::new("SingleBlock", name.span()).into());
                    }
                    "AllTypesMatch" => {
                        let content;
                        syn::parenthesized!(content in t.input);
                        let names = content
                            .parse_terminated(syn::Ident::parse_any_ident, syn::Token![,])?;
                        args.all_types_match.push(names.into_iter().collect());
                    }
                    _ => args.traits.push(t.path.clone()),
                }
                Ok(())
            })?,
            "interfaces" => meta.parse_nested_meta(|i| {
                let implementation: Expr = i.value()?.parse()?;
                args.interfaces.push((i.path.clone(), implementation));
                Ok(())
            })?,
            _ => return Err(meta.error(format!("unknown #[op] argument '{key}'"))),
        }
        Ok(())
    });
    syn::parse::Parser::parse2(parser, tokens)?;
    Ok(args)
}

trait ParseAnyIdent {
    fn parse_any_ident(input: syn::parse::ParseStream) -> syn::Result<syn::Ident>;
}

impl ParseAnyIdent for syn::Ident {
    fn parse_any_ident(input: syn::parse::ParseStream) -> syn::Result<syn::Ident> {
        input.parse()
    }
}

/// The `T` of `Option<T>` / `Vec<T>`, or the type itself.
pub fn inner_type(ty: &Type) -> &Type {
    if let Type::Path(path) = ty
        && let Some(last) = path.path.segments.last()
        && matches!(last.ident.to_string().as_str(), "Option" | "Vec")
        && let syn::PathArguments::AngleBracketed(args) = &last.arguments
        && let Some(syn::GenericArgument::Type(inner)) = args.args.first()
    {
        return inner;
    }
    ty
}

/// Whether `ty` is (a path ending in) `Attribute`.
pub fn is_attribute_type(ty: &Type) -> bool {
    matches!(ty, Type::Path(path) if path.path.segments.last().is_some_and(|s| s.ident == "Attribute"))
}

/// `Value` → Single, `Option<T>` → Optional, `Vec<T>` → Variadic.
fn arity_of(ty: &Type) -> Arity {
    if let Type::Path(path) = ty
        && let Some(last) = path.path.segments.last()
    {
        match last.ident.to_string().as_str() {
            "Option" => return Arity::Optional,
            "Vec" => return Arity::Variadic,
            _ => {}
        }
    }
    Arity::Single
}

pub fn parse_fields(item: &ItemStruct) -> syn::Result<Vec<Field>> {
    let Fields::Named(named) = &item.fields else {
        if matches!(item.fields, Fields::Unit) {
            return Ok(Vec::new());
        }
        return Err(syn::Error::new(
            item.span(),
            "an op is declared with named fields",
        ));
    };
    let mut fields = Vec::new();
    for field in &named.named {
        let ident = field
            .ident
            .clone()
            .ok_or_else(|| syn::Error::new(field.span(), "unnamed field"))?;
        let docs: Vec<syn::Attribute> = field
            .attrs
            .iter()
            .filter(|a| a.path().is_ident("doc"))
            .cloned()
            .collect();
        let mut declared = None;
        for attr in &field.attrs {
            let role = match attr.path().get_ident().map(|i| i.to_string()).as_deref() {
                Some("operand") => Role::Operand,
                Some("result") => Role::Result,
                Some("attr") => Role::Attribute,
                Some("region") => Role::Region,
                Some("successor") => Role::Successor,
                _ => continue,
            };
            let mut f = Field {
                ident: ident.clone(),
                role,
                arity: arity_of(&field.ty),
                name: ident.to_string(),
                constraint: None,
                default: None,
                discardable: false,
                single_block: false,
                docs: docs.clone(),
                ty: field.ty.clone(),
            };
            if matches!(attr.meta, syn::Meta::List(_)) {
                attr.parse_nested_meta(|meta| {
                    if meta.path.is_ident("name") {
                        f.name = meta.value()?.parse::<LitStr>()?.value();
                    } else if meta.path.is_ident("default") {
                        f.default = Some(meta.value()?.parse()?);
                    } else if meta.path.is_ident("discardable") {
                        f.discardable = true;
                    } else if meta.path.is_ident("single_block") {
                        f.single_block = true;
                    } else {
                        f.constraint = Some(meta.path.clone());
                    }
                    Ok(())
                })?;
            }
            match (f.role, f.arity) {
                (Role::Region | Role::Successor, Arity::Optional) => {
                    return Err(syn::Error::new(
                        field.ty.span(),
                        "regions and successors are single or variadic (Vec<...>), not optional",
                    ));
                }
                (Role::Attribute, Arity::Variadic) => {
                    return Err(syn::Error::new(
                        field.ty.span(),
                        "an attribute is Attribute or Option<Attribute>; use an array attribute for several values",
                    ));
                }
                _ => {}
            }
            declared = Some(f);
        }
        fields.push(declared.ok_or_else(|| {
            syn::Error::new(
                field.span(),
                "mark the field #[operand], #[result], #[attr], #[region] or #[successor]",
            )
        })?);
    }
    Ok(fields)
}
