//! `strata-macros`: the `#[op]` attribute, Strata's counterpart of MLIR's ODS.
//!
//! ```ignore
//! /// Integer addition.
//! #[op(
//!     name = "arith.addi",
//!     traits(Pure, Commutative, SameOperandsAndResultType),
//!     format = "$lhs `,` $rhs attr-dict `:` type($result)",
//! )]
//! pub struct AddIOp {
//!     #[operand(SIGNLESS_INTEGER_LIKE)]
//!     lhs: Value,
//!     #[operand(SIGNLESS_INTEGER_LIKE)]
//!     rhs: Value,
//!     #[result(SIGNLESS_INTEGER_LIKE)]
//!     result: Value,
//! }
//! ```
//!
//! The struct becomes a `Copy` view over an `OpId` (`AddIOp(OpId)`) with
//! accessors for each field, `build`/`build_state`, `from_op`, and
//! `register`, plus a static `OpSchema` and `OpDefinition` that the core's
//! verifier, parser and printer interpret. See `docs/guide/define-a-dialect.md`
//! for every argument.

mod coverage;
mod decl;
mod format;

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as TokenStream2};
use quote::{format_ident, quote};
use syn::ItemStruct;

use decl::{Arity, Field, OpDecl, Role};

/// Declares an op. See the crate documentation.
#[proc_macro_attribute]
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    match expand(args.into(), item.into()) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

fn expand(args: TokenStream2, item: TokenStream2) -> syn::Result<TokenStream2> {
    let item: ItemStruct = syn::parse2(item)?;
    let args = decl::parse_args(args)?;
    let fields = decl::parse_fields(&item)?;
    let decl = OpDecl { args, item, fields };
    generate(&decl)
}

fn arity_tokens(arity: Arity) -> TokenStream2 {
    match arity {
        Arity::Single => quote!(::strata_ir::ods::Arity::Single),
        Arity::Optional => quote!(::strata_ir::ods::Arity::Optional),
        Arity::Variadic => quote!(::strata_ir::ods::Arity::Variadic),
    }
}

/// The traits the core defines, by the bare name a declaration writes.
const CORE_TRAITS: &[&str] = &[
    "Terminator",
    "IsolatedFromAbove",
    "SymbolTable",
    "Symbol",
    "NoTerminator",
    "SingleBlock",
    "GraphRegions",
    "Pure",
    "ConstantLike",
    "Commutative",
    "ReturnLike",
    "SameOperandsAndResultType",
    "SameTypeOperands",
];

/// The op's traits: the union of their core bits, and the list of their
/// entries. A bare core name means the core's trait type; anything else is
/// the path of a dialect's trait type (an `OpTrait`), resolved where the op
/// is declared.
fn trait_tokens(decl: &OpDecl) -> (TokenStream2, TokenStream2) {
    let paths: Vec<TokenStream2> = decl
        .args
        .traits
        .iter()
        .map(|path| match path.get_ident() {
            Some(ident) if CORE_TRAITS.contains(&ident.to_string().as_str()) => {
                quote!(::strata_ir::traits::#ident)
            }
            _ => quote!(#path),
        })
        .collect();
    let bits = quote! {
        ::strata_ir::OpTraits::empty()
            #(.union(<#paths as ::strata_ir::traits::OpTrait>::CORE))*
    };
    let list = quote!(&[#(::strata_ir::traits::TraitEntry::of::<#paths>()),*]);
    (bits, list)
}

fn option<T: quote::ToTokens>(value: &Option<T>) -> TokenStream2 {
    match value {
        Some(value) => quote!(Some(#value)),
        None => quote!(None),
    }
}

fn constraint_or(field: &Field, default: TokenStream2) -> TokenStream2 {
    match &field.constraint {
        Some(path) => quote!(&#path),
        None => default,
    }
}

/// The summary: the first line of the struct's doc comment.
fn summary(item: &ItemStruct) -> String {
    item.attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .find_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value().trim().to_string()),
                _ => None,
            },
            _ => None,
        })
        .unwrap_or_default()
}

fn generate(decl: &OpDecl) -> syn::Result<TokenStream2> {
    let item = &decl.item;
    let ident = &item.ident;
    let vis = &item.vis;
    let name =
        decl.args.name.as_ref().ok_or_else(|| {
            syn::Error::new(Span::call_site(), "#[op] needs name = \"dialect.op\"")
        })?;
    let docs: Vec<_> = item
        .attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .collect();
    let summary = summary(item);
    let upper = ident.to_string().to_uppercase();
    let schema_ident = format_ident!("__STRATA_SCHEMA_{}", upper);
    let definition_ident = format_ident!("__STRATA_DEFINITION_{}", upper);

    let any_type = quote!(&::strata_ir::ods::constraints::ANY_TYPE);
    let value_specs = |role: Role| -> Vec<TokenStream2> {
        decl.of(role)
            .map(|f| {
                let name = &f.name;
                let arity = arity_tokens(f.arity);
                let constraint = constraint_or(f, any_type.clone());
                quote!(::strata_ir::ods::ValueSpec { name: #name, arity: #arity, constraint: #constraint })
            })
            .collect()
    };
    let operands = value_specs(Role::Operand);
    let results = value_specs(Role::Result);
    let attributes: Vec<_> = decl
        .of(Role::Attribute)
        .map(|f| {
            let name = &f.name;
            let constraint = constraint_or(f, quote!(&::strata_ir::ods::constraints::ANY_ATTR));
            let optional = f.arity == Arity::Optional;
            let default = option(&f.default);
            let discardable = f.discardable;
            quote!(::strata_ir::ods::AttrSpec {
                name: #name, constraint: #constraint, optional: #optional,
                default: #default, discardable: #discardable,
            })
        })
        .collect();
    let regions: Vec<_> = decl
        .of(Role::Region)
        .map(|f| {
            let name = &f.name;
            let variadic = f.arity == Arity::Variadic;
            let single_block = f.single_block;
            quote!(::strata_ir::ods::RegionSpec { name: #name, variadic: #variadic, single_block: #single_block })
        })
        .collect();
    let successors: Vec<_> = decl
        .of(Role::Successor)
        .map(|f| {
            let name = &f.name;
            let variadic = f.arity == Arity::Variadic;
            quote!(::strata_ir::ods::SuccessorSpec { name: #name, variadic: #variadic })
        })
        .collect();
    let mut same_types = Vec::new();
    for group in &decl.args.all_types_match {
        let mut refs = Vec::new();
        for member in group {
            match decl.lookup(&member.to_string()) {
                Some((Role::Operand, i)) => {
                    let i = i as u16;
                    refs.push(quote!(::strata_ir::ods::TypeRef::Operand(#i)))
                }
                Some((Role::Result, i)) => {
                    let i = i as u16;
                    refs.push(quote!(::strata_ir::ods::TypeRef::Result(#i)))
                }
                _ => {
                    return Err(syn::Error::new(
                        member.span(),
                        "AllTypesMatch names operands and results",
                    ));
                }
            }
        }
        same_types.push(quote!(&[#(#refs),*]));
    }
    let all_types_equal = decl
        .args
        .traits
        .iter()
        .any(|t| crate::decl::is_core_trait(t, "SameOperandsAndResultType"));
    let format = match &decl.args.format {
        Some(text) => {
            let elements = format::compile(&text.value(), decl, text.span())?;
            quote!(Some(#elements))
        }
        None => quote!(None),
    };
    let infer_types = option(&decl.args.infer_types);
    let (traits, trait_list) = trait_tokens(decl);
    let verify = option(&decl.args.verifier);
    let verify_regions = option(&decl.args.verify_regions);
    let parse = option(&decl.args.parse);
    let print = option(&decl.args.print);
    let fold = option(&decl.args.fold);
    let fold_in_place = option(&decl.args.fold_in_place);
    // ODS names the results of an op with two or more of them after their
    // declaration, unless the op suggests names itself.
    let result_names = match &decl.args.result_names {
        Some(path) => quote!(Some(#path)),
        None if decl.of(Role::Result).count() >= 2 => quote!(Some(|ir, op, set_name| {
            ::strata_ir::ods::segments::name_results_by_declaration(
                ir,
                op,
                &#schema_ident,
                set_name,
            )
        })),
        None => quote!(None),
    };
    let successor_operands = option(&decl.args.successor_operands);
    let erase_successor_operand = option(&decl.args.erase_successor_operand);
    let append_successor_operand = option(&decl.args.append_successor_operand);
    let default_dialect = option(&decl.args.default_dialect);
    let implicit_terminator = option(&decl.args.implicit_terminator);
    let parents = &decl.args.parents;
    let mut property_names: Vec<String> = decl
        .of(Role::Attribute)
        .filter(|f| !f.discardable)
        .map(|f| f.name.clone())
        .collect();
    let variable = |role: Role| decl.of(role).filter(|f| f.arity != Arity::Single).count() > 1;
    if variable(Role::Operand) {
        property_names.push("operandSegmentSizes".into());
    }
    if variable(Role::Result) {
        property_names.push("resultSegmentSizes".into());
    }
    let interface_registrations: Vec<_> = decl
        .args
        .interfaces
        .iter()
        .map(|(interface, implementation)| {
            quote!(ctx.register_interface::<dyn #interface>(Self::NAME, &#implementation);)
        })
        .collect();

    let field_types: Vec<_> = decl.fields.iter().map(|f| &f.ty).collect();
    let accessors = accessors(decl);
    let builder = builder(decl);

    Ok(quote! {
        #(#docs)*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #vis struct #ident(pub ::strata_ir::OpId);

        // The field types only mark arities; naming them here keeps their
        // imports used.
        const _: () = {
            #[allow(dead_code)]
            fn field_types(_: (#(#field_types,)*)) {}
        };

        #[doc(hidden)]
        static #schema_ident: ::strata_ir::ods::OpSchema = ::strata_ir::ods::OpSchema {
            name: #name,
            operands: &[#(#operands),*],
            results: &[#(#results),*],
            attributes: &[#(#attributes),*],
            regions: &[#(#regions),*],
            successors: &[#(#successors),*],
            same_types: &[#(#same_types),*],
            all_types_equal: #all_types_equal,
            format: #format,
            infer_types: #infer_types,
        };

        #[doc(hidden)]
        static #definition_ident: ::strata_ir::OpDefinition = ::strata_ir::OpDefinition {
            verify: #verify,
            verify_regions: #verify_regions,
            parse: #parse,
            print: #print,
            successor_operands: #successor_operands,
            erase_successor_operand: #erase_successor_operand,
            append_successor_operand: #append_successor_operand,
            property_names: &[#(#property_names),*],
            schema: Some(&#schema_ident),
            fold: #fold,
            fold_in_place: #fold_in_place,
            result_names: #result_names,
            default_dialect: #default_dialect,
            parents: &[#(#parents),*],
            implicit_terminator: #implicit_terminator,
            trait_list: #trait_list,
            ..::strata_ir::OpDefinition::new(#name, #summary, #traits)
        };

        impl #ident {
            /// The op's full name.
            pub const NAME: &'static str = #name;
            /// What the core knows about the op.
            pub const DEFINITION: &'static ::strata_ir::OpDefinition = &#definition_ident;
            /// The op's declaration.
            pub const SCHEMA: &'static ::strata_ir::ods::OpSchema = &#schema_ident;

            /// Registers the op and the interfaces it implements.
            pub fn register(ctx: &mut ::strata_ir::Context) {
                ctx.register_op(Self::DEFINITION);
                #(#interface_registrations)*
            }

            /// A view of `op` if it is this op (MLIR's `dyn_cast`).
            pub fn from_op(ir: &::strata_ir::Ir, op: ::strata_ir::OpId) -> Option<Self> {
                ir.op_definition(op)
                    .is_some_and(|d| ::std::ptr::eq(d, Self::DEFINITION))
                    .then_some(Self(op))
            }

            /// The underlying operation.
            pub fn op(self) -> ::strata_ir::OpId {
                self.0
            }

            #accessors
            #builder
        }
    })
}

fn accessors(decl: &OpDecl) -> TokenStream2 {
    let mut out = TokenStream2::new();
    for (index, field) in decl.of(Role::Operand).enumerate() {
        let ident = &field.ident;
        let docs = &field.docs;
        out.extend(match field.arity {
            Arity::Single => quote! {
                #(#docs)*
                ///
                /// Panics if the op does not match its declaration (verify first).
                pub fn #ident(self, ir: &::strata_ir::Ir) -> ::strata_ir::Value {
                    let range = ::strata_ir::ods::segments::operand_range(ir, self.0, Self::SCHEMA, #index);
                    ir.operand(self.0, range.start).expect("operand declared by the op")
                }
            },
            Arity::Optional => quote! {
                #(#docs)*
                pub fn #ident(self, ir: &::strata_ir::Ir) -> Option<::strata_ir::Value> {
                    let range = ::strata_ir::ods::segments::operand_range(ir, self.0, Self::SCHEMA, #index);
                    if range.is_empty() { None } else { ir.operand(self.0, range.start) }
                }
            },
            Arity::Variadic => quote! {
                #(#docs)*
                pub fn #ident(self, ir: &::strata_ir::Ir) -> Vec<::strata_ir::Value> {
                    let range = ::strata_ir::ods::segments::operand_range(ir, self.0, Self::SCHEMA, #index);
                    ir.operands(self.0).skip(range.start).take(range.len()).collect()
                }
            },
        });
    }
    for (index, field) in decl.of(Role::Result).enumerate() {
        let ident = &field.ident;
        let docs = &field.docs;
        out.extend(match field.arity {
            Arity::Single => quote! {
                #(#docs)*
                ///
                /// Panics if the op does not match its declaration (verify first).
                pub fn #ident(self, ir: &::strata_ir::Ir) -> ::strata_ir::Value {
                    let range = ::strata_ir::ods::segments::result_range(ir, self.0, Self::SCHEMA, #index);
                    ir.results(self.0)[range.start]
                }
            },
            Arity::Optional => quote! {
                #(#docs)*
                pub fn #ident(self, ir: &::strata_ir::Ir) -> Option<::strata_ir::Value> {
                    let range = ::strata_ir::ods::segments::result_range(ir, self.0, Self::SCHEMA, #index);
                    ir.results(self.0)[range].first().copied()
                }
            },
            Arity::Variadic => quote! {
                #(#docs)*
                pub fn #ident(self, ir: &::strata_ir::Ir) -> Vec<::strata_ir::Value> {
                    let range = ::strata_ir::ods::segments::result_range(ir, self.0, Self::SCHEMA, #index);
                    ir.results(self.0)[range].to_vec()
                }
            },
        });
    }
    for field in decl.of(Role::Attribute) {
        let ident = &field.ident;
        let docs = &field.docs;
        let name = &field.name;
        let value_type = decl::inner_type(&field.ty);
        if decl::is_attribute_type(value_type) {
            out.extend(quote! {
                #(#docs)*
                pub fn #ident(self, ir: &::strata_ir::Ir) -> Option<::strata_ir::Attribute> {
                    ir.attr(self.0, #name)
                }
            });
        } else {
            // A typed field: the value, and the attribute itself.
            let raw = format_ident!("{}_attr", ident);
            out.extend(quote! {
                #(#docs)*
                ///
                /// `None` when absent or not of this kind (verify first).
                pub fn #ident(self, ir: &::strata_ir::Ir) -> Option<#value_type> {
                    ir.attr(self.0, #name).and_then(|attr| {
                        <#value_type as ::strata_ir::ods::AttrValue>::from_attr(ir.ctx(), attr)
                    })
                }

                #[doc = concat!("The `", #name, "` attribute itself.")]
                pub fn #raw(self, ir: &::strata_ir::Ir) -> Option<::strata_ir::Attribute> {
                    ir.attr(self.0, #name)
                }
            });
        }
    }
    // Regions and successors: one each, or a variadic group between them.
    for (role, item, items) in [
        (Role::Region, quote!(::strata_ir::RegionId), quote!(regions)),
        (
            Role::Successor,
            quote!(::strata_ir::BlockId),
            quote!(successors),
        ),
    ] {
        let count = decl.of(role).count();
        for (index, field) in decl.of(role).enumerate() {
            let ident = &field.ident;
            let docs = &field.docs;
            out.extend(match field.arity {
                Arity::Variadic => {
                    let after = count - index - 1;
                    quote! {
                        #(#docs)*
                        pub fn #ident(self, ir: &::strata_ir::Ir) -> Vec<#item> {
                            ::strata_ir::ods::segments::variadic_group(ir.#items(self.0), #index, #after)
                                .to_vec()
                        }
                    }
                }
                _ => quote! {
                    #(#docs)*
                    ///
                    /// Panics if the op does not match its declaration (verify first).
                    pub fn #ident(self, ir: &::strata_ir::Ir) -> #item {
                        ir.#items(self.0)[#index]
                    }
                },
            });
        }
    }
    out
}

fn builder(decl: &OpDecl) -> TokenStream2 {
    let mut params = Vec::new();
    let mut names = Vec::new();
    let mut body = TokenStream2::new();
    let mut operand_sizes = Vec::new();
    for field in decl.of(Role::Operand) {
        let ident = &field.ident;
        names.push(quote!(#ident));
        match field.arity {
            Arity::Single => {
                params.push(quote!(#ident: ::strata_ir::Value));
                body.extend(quote!(state.operands.push(#ident);));
                operand_sizes.push(quote!(1));
            }
            Arity::Optional => {
                params.push(quote!(#ident: Option<::strata_ir::Value>));
                body.extend(quote!(state.operands.extend(#ident);));
                operand_sizes.push(quote!(#ident.is_some() as i128));
            }
            Arity::Variadic => {
                params.push(quote!(#ident: &[::strata_ir::Value]));
                body.extend(quote!(state.operands.extend_from_slice(#ident);));
                operand_sizes.push(quote!(#ident.len() as i128));
            }
        }
    }
    let mut result_sizes = Vec::new();
    for field in decl.of(Role::Result) {
        let ident = format_ident!("{}_type", field.ident);
        names.push(quote!(#ident));
        match field.arity {
            Arity::Single => {
                params.push(quote!(#ident: ::strata_ir::Type));
                body.extend(quote!(state.result_types.push(#ident);));
                result_sizes.push(quote!(1));
            }
            Arity::Optional => {
                params.push(quote!(#ident: Option<::strata_ir::Type>));
                body.extend(quote!(state.result_types.extend(#ident);));
                result_sizes.push(quote!(#ident.is_some() as i128));
            }
            Arity::Variadic => {
                params.push(quote!(#ident: &[::strata_ir::Type]));
                body.extend(quote!(state.result_types.extend_from_slice(#ident);));
                result_sizes.push(quote!(#ident.len() as i128));
            }
        }
    }
    for field in decl.of(Role::Attribute) {
        let ident = &field.ident;
        let name = &field.name;
        names.push(quote!(#ident));
        let target = if field.discardable {
            quote!(attributes)
        } else {
            quote!(properties)
        };
        if field.arity == Arity::Single && field.default.is_none() {
            params.push(quote!(#ident: ::strata_ir::Attribute));
            body.extend(quote!(#target.push((ctx.intern_str(#name), #ident));));
        } else {
            params.push(quote!(#ident: Option<::strata_ir::Attribute>));
            let default = match &field.default {
                Some(default) => quote!(.or_else(|| Some(#default(ctx)))),
                None => quote!(),
            };
            body.extend(quote! {
                if let Some(value) = #ident #default {
                    #target.push((ctx.intern_str(#name), value));
                }
            });
        }
    }
    for field in decl.of(Role::Region) {
        match field.arity {
            Arity::Variadic => {
                let ident = format_ident!("num_{}", field.ident);
                names.push(quote!(#ident));
                params.push(quote!(#ident: usize));
                body.extend(quote! {
                    state.new_regions += #ident;
                });
            }
            _ => body.extend(quote!(state.add_region();)),
        }
    }
    for field in decl.of(Role::Successor) {
        let ident = &field.ident;
        names.push(quote!(#ident));
        match field.arity {
            Arity::Variadic => {
                params.push(quote!(#ident: &[::strata_ir::BlockId]));
                body.extend(quote!(state.successors.extend_from_slice(#ident);));
            }
            _ => {
                params.push(quote!(#ident: ::strata_ir::BlockId));
                body.extend(quote!(state.successors.push(#ident);));
            }
        }
    }
    let variable = |role: Role| decl.of(role).filter(|f| f.arity != Arity::Single).count() > 1;
    let mut segments = TokenStream2::new();
    if variable(Role::Operand) {
        segments.extend(quote! {
            properties.push((ctx.intern_str("operandSegmentSizes"), ctx.intern_attr(::strata_ir::AttrData::DenseArray {
                element: ctx.integer_type(32),
                values: vec![#(::strata_ir::ElementValue::Int(#operand_sizes)),*],
            })));
        });
    }
    if variable(Role::Result) {
        segments.extend(quote! {
            properties.push((ctx.intern_str("resultSegmentSizes"), ctx.intern_attr(::strata_ir::AttrData::DenseArray {
                element: ctx.integer_type(32),
                values: vec![#(::strata_ir::ElementValue::Int(#result_sizes)),*],
            })));
        });
    }
    quote! {
        /// The state of a new op (detached; regions are created empty),
        /// from each operand, result type, attribute, region count and
        /// successor in declaration order. Attributes with a default take it
        /// when `None`.
        #[allow(clippy::too_many_arguments, unused_mut, unused_variables)]
        pub fn build_state(
            ir: &mut ::strata_ir::Ir,
            location: ::strata_ir::Location,
            #(#params),*
        ) -> ::strata_ir::OperationState {
            let mut state = ::strata_ir::OperationState::new(ir, Self::NAME, location);
            let ctx = ir.ctx_arc().clone();
            let ctx: &::strata_ir::Context = &ctx;
            let mut properties: Vec<(::strata_ir::Symbol, ::strata_ir::Attribute)> = Vec::new();
            let mut attributes: Vec<(::strata_ir::Symbol, ::strata_ir::Attribute)> = Vec::new();
            #body
            #segments
            if !properties.is_empty() {
                state.properties = Some(ctx.dictionary(properties));
            }
            state.attributes = ctx.dictionary(attributes);
            state
        }

        /// Creates the op at the builder's insertion point; see
        /// [`Self::build_state`] for the arguments.
        #[allow(clippy::too_many_arguments)]
        pub fn build(
            builder: &mut ::strata_ir::Builder<'_>,
            location: ::strata_ir::Location,
            #(#params),*
        ) -> Result<Self, ::strata_ir::IrError> {
            let state = Self::build_state(builder.ir(), location, #(#names),*);
            builder.create(state).map(Self)
        }
    }
}

#[cfg(test)]
mod tests;
