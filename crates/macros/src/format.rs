//! The declarative assembly format, parsed at expansion time: MLIR's
//! `assemblyFormat` grammar (literals, `$names`, directives, optional groups
//! with anchors, `custom<Name>(...)`), resolved against the op's declaration
//! and emitted as a static `&[FormatElement]`. Mistakes in a format are
//! compile errors.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};

use crate::coverage::Coverage;
use crate::decl::{OpDecl, Role};

/// A token of a format string.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Literal(String),
    Variable(String),
    Word(String),
    Punct(char),
}

fn tokenize(format: &str) -> Result<Vec<Tok>, String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = format.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '`' {
            let end = chars[i + 1..]
                .iter()
                .position(|&c| c == '`')
                .ok_or("unterminated literal in format")?;
            tokens.push(Tok::Literal(chars[i + 1..i + 1 + end].iter().collect()));
            i += end + 2;
        } else if c == '$' {
            let start = i + 1;
            i = start;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            if i == start {
                return Err("expected a name after '$'".into());
            }
            tokens.push(Tok::Variable(chars[start..i].iter().collect()));
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '-')
            {
                i += 1;
            }
            tokens.push(Tok::Word(chars[start..i].iter().collect()));
        } else if "()?:,<>^".contains(c) {
            tokens.push(Tok::Punct(c));
            i += 1;
        } else {
            return Err(format!("unexpected character '{c}' in format"));
        }
    }
    Ok(tokens)
}

struct FormatParser<'d> {
    tokens: Vec<Tok>,
    pos: usize,
    decl: &'d OpDecl,
    /// The anchor found in the group being parsed.
    anchor: Option<TokenStream>,
    /// What the format binds so far.
    coverage: Coverage,
}

/// Parses `format` for `decl` into the tokens of a `&[FormatElement]`.
pub fn compile(format: &str, decl: &OpDecl, span: Span) -> syn::Result<TokenStream> {
    let tokens = tokenize(format).map_err(|e| syn::Error::new(span, e))?;
    let mut parser = FormatParser {
        tokens,
        pos: 0,
        decl,
        anchor: None,
        coverage: Coverage::default(),
    };
    let elements = parser
        .elements(false)
        .map_err(|e| syn::Error::new(span, format!("invalid assembly format: {e}")))?;
    if parser.pos != parser.tokens.len() {
        return Err(syn::Error::new(
            span,
            "invalid assembly format: unexpected ')'",
        ));
    }
    if parser.anchor.is_some() {
        return Err(syn::Error::new(
            span,
            "invalid assembly format: '^' is only valid inside an optional group",
        ));
    }
    parser
        .coverage
        .check(decl)
        .map_err(|e| syn::Error::new(span, format!("invalid assembly format: {e}")))?;
    Ok(quote!(&[#(#elements),*]))
}

impl FormatParser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.tokens.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok> {
        let token = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        token
    }

    fn expect(&mut self, c: char) -> Result<(), String> {
        match self.next() {
            Some(Tok::Punct(p)) if p == c => Ok(()),
            other => Err(format!("expected '{c}', found {other:?}")),
        }
    }

    fn elements(&mut self, in_group: bool) -> Result<Vec<TokenStream>, String> {
        let mut elements = Vec::new();
        while let Some(token) = self.peek() {
            if token == &Tok::Punct(')') {
                if in_group {
                    break;
                }
                return Err("unbalanced ')'".into());
            }
            elements.push(self.element()?);
        }
        Ok(elements)
    }

    /// Marks the element just parsed as the anchor when `^` follows.
    fn maybe_anchor(&mut self, anchor: Option<TokenStream>) -> Result<(), String> {
        if self.peek() == Some(&Tok::Punct('^')) {
            self.pos += 1;
            let anchor = anchor.ok_or("this element cannot be an anchor")?;
            if self.anchor.replace(anchor).is_some() {
                return Err("only one element of an optional group may be an anchor".into());
            }
        }
        Ok(())
    }

    fn element(&mut self) -> Result<TokenStream, String> {
        match self.next() {
            Some(Tok::Literal(text)) => Ok(match text.as_str() {
                "" => quote!(::strata_ir::ods::FormatElement::Space(false)),
                " " => quote!(::strata_ir::ods::FormatElement::Space(true)),
                "\\n" | "\n" => quote!(::strata_ir::ods::FormatElement::Newline),
                _ => quote!(::strata_ir::ods::FormatElement::Literal(#text)),
            }),
            Some(Tok::Variable(name)) => {
                let (element, anchor) = self.variable(&name)?;
                self.maybe_anchor(Some(anchor))?;
                Ok(element)
            }
            Some(Tok::Punct('(')) => self.optional_group(),
            Some(Tok::Word(word)) => self.directive(&word),
            other => Err(format!("unexpected {other:?}")),
        }
    }

    fn variable(&mut self, name: &str) -> Result<(TokenStream, TokenStream), String> {
        let (role, index) = self.decl.lookup(name).ok_or_else(|| {
            format!("'${name}' is not an operand, attribute, region or successor")
        })?;
        if role != Role::Result {
            self.coverage.bind(role, index, name)?;
        }
        let index = index as u16;
        Ok(match role {
            Role::Operand => (
                quote!(::strata_ir::ods::FormatElement::Operand(#index)),
                quote!(::strata_ir::ods::Anchor::Operand(#index)),
            ),
            Role::Attribute => (
                quote!(::strata_ir::ods::FormatElement::Attribute(#index)),
                quote!(::strata_ir::ods::Anchor::Attribute(#index)),
            ),
            Role::Region => (
                quote!(::strata_ir::ods::FormatElement::Region(#index)),
                quote!(::strata_ir::ods::Anchor::Region(#index)),
            ),
            Role::Successor => (
                quote!(::strata_ir::ods::FormatElement::Successor(#index)),
                quote!(::strata_ir::ods::Anchor::Successor(#index)),
            ),
            Role::Result => return Err(format!("result '${name}' can only appear in type(...)")),
        })
    }

    fn type_refs(&mut self) -> Result<(TokenStream, Option<TokenStream>), String> {
        match self.next() {
            Some(Tok::Variable(name)) => {
                let (role, index) = self
                    .decl
                    .lookup(&name)
                    .ok_or_else(|| format!("'${name}' is not an operand or result"))?;
                self.coverage.typed(role, index);
                let index = index as u16;
                match role {
                    Role::Operand => Ok((
                        quote!(::strata_ir::ods::TypeRefs::Operand(#index)),
                        Some(quote!(::strata_ir::ods::Anchor::Operand(#index))),
                    )),
                    Role::Result => Ok((
                        quote!(::strata_ir::ods::TypeRefs::Result(#index)),
                        Some(quote!(::strata_ir::ods::Anchor::Result(#index))),
                    )),
                    _ => Err(format!("'${name}' has no type")),
                }
            }
            Some(Tok::Word(word)) if word == "operands" => Ok((
                {
                    self.coverage.directive("type(operands)");
                    quote!(::strata_ir::ods::TypeRefs::Operands)
                },
                Some(quote!(::strata_ir::ods::Anchor::Operands)),
            )),
            Some(Tok::Word(word)) if word == "results" => Ok((
                {
                    self.coverage.directive("type(results)");
                    quote!(::strata_ir::ods::TypeRefs::Results)
                },
                Some(quote!(::strata_ir::ods::Anchor::Results)),
            )),
            other => Err(format!(
                "expected '$name', 'operands' or 'results', found {other:?}"
            )),
        }
    }

    fn directive(&mut self, word: &str) -> Result<TokenStream, String> {
        match word {
            "attr-dict" | "attr-dict-with-keyword" => self.coverage.directive("attr-dict"),
            other => self.coverage.directive(other),
        }
        let element = match word {
            "attr-dict" => quote!(::strata_ir::ods::FormatElement::AttrDict(false)),
            "attr-dict-with-keyword" => quote!(::strata_ir::ods::FormatElement::AttrDict(true)),
            "operands" => {
                let element = quote!(::strata_ir::ods::FormatElement::Operands);
                self.maybe_anchor(Some(quote!(::strata_ir::ods::Anchor::Operands)))?;
                return Ok(element);
            }
            "regions" => quote!(::strata_ir::ods::FormatElement::Regions),
            "successors" => quote!(::strata_ir::ods::FormatElement::Successors),
            "results" => return Err("'results' can only appear in type(...)".into()),
            "type" | "qualified" => {
                let qualified = word == "qualified";
                self.expect('(')?;
                if qualified {
                    match self.next() {
                        Some(Tok::Word(inner)) if inner == "type" => self.expect('(')?,
                        other => {
                            return Err(format!(
                                "expected type(...) in qualified, found {other:?}"
                            ));
                        }
                    }
                }
                let (refs, anchor) = self.type_refs()?;
                self.expect(')')?;
                if qualified {
                    self.expect(')')?;
                }
                let element = quote!(::strata_ir::ods::FormatElement::Type(#refs, #qualified));
                self.maybe_anchor(anchor)?;
                return Ok(element);
            }
            "functional-type" => {
                self.expect('(')?;
                let (inputs, _) = self.type_refs()?;
                self.expect(',')?;
                let (results, _) = self.type_refs()?;
                self.expect(')')?;
                quote!(::strata_ir::ods::FormatElement::FunctionalType(#inputs, #results))
            }
            "custom" => return self.custom(),
            other => return Err(format!("unknown directive '{other}'")),
        };
        self.maybe_anchor(None)?;
        Ok(element)
    }

    fn custom(&mut self) -> Result<TokenStream, String> {
        self.expect('<')?;
        let name = match self.next() {
            Some(Tok::Word(name)) => name,
            other => return Err(format!("expected a directive name, found {other:?}")),
        };
        self.expect('>')?;
        self.expect('(')?;
        let mut args = Vec::new();
        while self.peek() != Some(&Tok::Punct(')')) {
            args.push(self.custom_arg(false)?);
            if self.peek() == Some(&Tok::Punct(',')) {
                self.pos += 1;
            }
        }
        self.expect(')')?;
        let snake = snake_case(&name);
        let parse = format_ident!("parse_{}", snake);
        let print = format_ident!("print_{}", snake);
        Ok(
            quote!(::strata_ir::ods::FormatElement::Custom(&::strata_ir::ods::CustomDirective {
                name: #name,
                parse: #parse,
                print: #print,
                args: &[#(#args),*],
            })),
        )
    }

    /// One argument of `custom<...>(...)`; `in_ref`: inside `ref(...)`,
    /// which names something bound elsewhere in the format.
    fn custom_arg(&mut self, in_ref: bool) -> Result<TokenStream, String> {
        match self.next() {
            Some(Tok::Word(word)) if word == "ref" => {
                self.expect('(')?;
                let arg = self.custom_arg(true)?;
                self.expect(')')?;
                Ok(arg)
            }
            Some(Tok::Word(word)) if word == "type" => {
                self.expect('(')?;
                let (refs, _) = self.type_refs()?;
                self.expect(')')?;
                Ok(quote!(::strata_ir::ods::CustomArg::Type(#refs)))
            }
            Some(Tok::Word(word)) if word == "attr-dict" => {
                Ok(quote!(::strata_ir::ods::CustomArg::AttrDict))
            }
            Some(Tok::Variable(name)) => {
                let (role, index) = self
                    .decl
                    .lookup(&name)
                    .ok_or_else(|| format!("unknown '${name}'"))?;
                if !in_ref && role != Role::Result {
                    self.coverage.bind(role, index, &name)?;
                }
                // A custom directive may set the types of the operands it
                // reads (its parser fills the format state).
                if role == Role::Operand {
                    self.coverage.typed(role, index);
                }
                let index = index as u16;
                Ok(match role {
                    Role::Operand => quote!(::strata_ir::ods::CustomArg::Operand(#index)),
                    Role::Attribute => quote!(::strata_ir::ods::CustomArg::Attribute(#index)),
                    Role::Region => quote!(::strata_ir::ods::CustomArg::Region(#index)),
                    Role::Successor => quote!(::strata_ir::ods::CustomArg::Successor(#index)),
                    Role::Result => {
                        return Err(format!("result '${name}' can only appear in type(...)"));
                    }
                })
            }
            other => Err(format!(
                "unexpected {other:?} in custom directive arguments"
            )),
        }
    }

    fn optional_group(&mut self) -> Result<TokenStream, String> {
        // As MLIR's format generator: the group is recognized by its first
        // element, which must be one the parser can look for.
        let first = self.tokens[self.pos..]
            .iter()
            .find(|t| !matches!(t, Tok::Literal(l) if l.is_empty() || l == " " || l == "\\n"));
        if matches!(first, Some(Tok::Word(w)) if w == "custom") || first == Some(&Tok::Punct('(')) {
            return Err(
                "the first element of an optional group must be a literal, a variable or a type directive"
                    .into(),
            );
        }
        let outer = self.anchor.take();
        let then = self.elements(true)?;
        self.expect(')')?;
        let mut otherwise = Vec::new();
        if self.peek() == Some(&Tok::Punct(':')) {
            self.pos += 1;
            self.expect('(')?;
            let saved = self.anchor.take();
            otherwise = self.elements(true)?;
            self.expect(')')?;
            if self.anchor.is_some() {
                return Err("the anchor must be in the first part of an optional group".into());
            }
            self.anchor = saved;
        }
        self.expect('?')?;
        let anchor = std::mem::replace(&mut self.anchor, outer)
            .ok_or("optional group has no anchor ('^')")?;
        if then.is_empty() {
            return Err("optional group is empty".into());
        }
        Ok(quote!(::strata_ir::ods::FormatElement::Optional {
            then: &[#(#then),*],
            otherwise: &[#(#otherwise),*],
            anchor: #anchor,
        }))
    }
}

/// `SwitchCases` → `switch_cases`.
pub fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}
