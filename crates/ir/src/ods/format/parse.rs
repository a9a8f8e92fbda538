//! Parsing an op with its declarative format: the elements fill a
//! [`FormatState`], then types are resolved (from `type(...)` directives,
//! from groups declared to share a type, then from the op's inference hook),
//! operands are resolved against them, and the [`OperationState`] is built
//! with inherent attributes in the properties.

use crate::asm::lexer::TokenKind;
use crate::asm::parser::{ParseResult, Parser};
use crate::attributes::Attribute;
use crate::context::Symbol;
use crate::ir::OperationState;
use crate::types::Type;
use smallvec::{SmallVec, smallvec};

use super::{Anchor, FormatElement, FormatState, Groups, TypeGroup, TypeRefs, ValueGroup};
use crate::ods::segments::group_ranges;
use crate::ods::{Arity, OPERAND_SEGMENT_SIZES, OpSchema, RESULT_SEGMENT_SIZES, TypeRef};

/// The token a punctuation literal stands for.
fn punctuation(literal: &str) -> Option<TokenKind> {
    Some(match literal {
        "," => TokenKind::Comma,
        ":" => TokenKind::Colon,
        "::" => TokenKind::ColonColon,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "=" => TokenKind::Equal,
        "->" => TokenKind::Arrow,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "..." => TokenKind::Ellipsis,
        "|" => TokenKind::Pipe,
        _ => return None,
    })
}

impl Parser<'_, '_> {
    /// Consumes `literal` (a keyword or punctuation) if it is next.
    pub fn consume_literal_if(&mut self, literal: &str) -> ParseResult<bool> {
        match punctuation(literal) {
            Some(kind) => self.consume_if(kind),
            None => self.consume_keyword_if(literal),
        }
    }

    /// Consumes `literal`, or fails as MLIR does: `expected ':'` after the
    /// previous token for punctuation, `custom op '...' expected 'to'` at
    /// the current token for a keyword.
    pub fn expect_literal(&mut self, literal: &str) -> ParseResult<()> {
        if self.consume_literal_if(literal)? {
            Ok(())
        } else if punctuation(literal).is_some() {
            Err(self.wrong_token_error(format!("expected '{literal}'")))
        } else {
            Err(self.custom_op_error_here(format!("expected '{literal}'")))
        }
    }

    /// Whether the next token can start a type.
    pub fn at_type_start(&self) -> bool {
        matches!(
            self.token().kind,
            TokenKind::BareIdent | TokenKind::ExclaimIdent | TokenKind::LParen
        )
    }

    /// Whether the next token can start an attribute.
    pub fn at_attribute_start(&self) -> bool {
        matches!(
            self.token().kind,
            TokenKind::HashIdent
                | TokenKind::AtIdent
                | TokenKind::String
                | TokenKind::Integer
                | TokenKind::Float
                | TokenKind::Minus
                | TokenKind::LSquare
                | TokenKind::LBrace
        ) || (self.at(TokenKind::BareIdent)
            && matches!(
                self.token_text(),
                "true" | "false" | "unit" | "dense" | "array" | "loc"
            ))
    }

    /// Parses a type that must be a function type, as MLIR's generated
    /// parsers read `functional-type(...)`: any type, then `custom op '...'
    /// invalid kind of type specified: expected builtin.function, but found
    /// 'i32'` at it if it is not one. Returns the type, its inputs and its
    /// results.
    pub fn parse_function_type_in_format(&mut self) -> ParseResult<(Type, Vec<Type>, Vec<Type>)> {
        let offset = self.token().start;
        let ty = self.parse_type()?;
        match ty.function_signature(self.ctx()) {
            Some((inputs, results)) => Ok((ty, inputs.to_vec(), results.to_vec())),
            None => {
                let found = crate::asm::printer::type_to_string(self.ctx(), ty);
                Err(self.custom_op_error_at(
                    offset,
                    format!(
                        "invalid kind of type specified: expected builtin.function, but found '{found}'"
                    ),
                ))
            }
        }
    }

    /// Parses a comma-separated list of at least one type (MLIR's
    /// `parseTypeList`).
    pub fn parse_type_list(&mut self) -> ParseResult<Vec<Type>> {
        let mut types = vec![self.parse_type()?];
        while self.consume_if(TokenKind::Comma)? {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }
}

/// Parses the custom form of a declared op (everything after its name)
/// with its format, into `state`.
pub fn parse_with_format<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut OperationState,
    schema: &'static OpSchema,
    elements: &'static [FormatElement],
) -> ParseResult<()> {
    let start = parser.token().start;
    let mut format = parser.format_state(schema, start);
    parse_elements(parser, &mut format, elements)?;
    finish(parser, &mut format, state)?;
    parser.recycle_format_state(format);
    Ok(())
}

fn parse_elements<'a>(
    parser: &mut Parser<'a, '_>,
    format: &mut FormatState<'a>,
    elements: &'static [FormatElement],
) -> ParseResult<()> {
    for element in elements {
        parse_element(parser, format, element)?;
    }
    Ok(())
}

/// Whether the optional group starting with `first` is present, consuming
/// its first literal if that is how it starts.
fn group_is_present(
    parser: &mut Parser<'_, '_>,
    schema: &OpSchema,
    first: &FormatElement,
) -> ParseResult<bool> {
    Ok(match first {
        FormatElement::Literal(literal) => parser.consume_literal_if(literal)?,
        FormatElement::Operand(_) | FormatElement::Operands => parser.at(TokenKind::PercentIdent),
        FormatElement::Attribute(index) => {
            match schema.attributes[usize::from(*index)].constraint.starts {
                Some(starts) => starts(parser),
                None => parser.at_attribute_start(),
            }
        }
        FormatElement::Type(..) | FormatElement::FunctionalType(..) => parser.at_type_start(),
        FormatElement::Region(_) | FormatElement::Regions => parser.at(TokenKind::LBrace),
        FormatElement::Successor(_) | FormatElement::Successors => parser.at(TokenKind::CaretIdent),
        FormatElement::AttrDict(true) => parser.at_keyword("attributes"),
        FormatElement::AttrDict(false) => parser.at(TokenKind::LBrace),
        FormatElement::Space(_)
        | FormatElement::Newline
        | FormatElement::Optional { .. }
        | FormatElement::Custom(_) => false,
    })
}

fn parse_element<'a>(
    parser: &mut Parser<'a, '_>,
    format: &mut FormatState<'a>,
    element: &'static FormatElement,
) -> ParseResult<()> {
    let schema = format.schema;
    match element {
        FormatElement::Literal(literal) => parser.expect_literal(literal)?,
        FormatElement::Space(_) | FormatElement::Newline => {}
        FormatElement::Operand(group) => {
            let group = usize::from(*group);
            format.operand_offsets[group] = parser.token().start;
            let values = match schema.operands[group].arity {
                Arity::Single => smallvec![parser.parse_value_use()?],
                _ => parse_value_list(parser)?,
            };
            format.operands[group] = values;
        }
        FormatElement::Operands => format.all_operands = Some(parse_value_list(parser)?),
        FormatElement::Attribute(index) => {
            let spec = &schema.attributes[usize::from(*index)];
            let value = match spec.constraint.parse {
                Some(parse) => parse(parser)?,
                None => parser.parse_attribute()?,
            };
            format.attributes[usize::from(*index)] = Some(value);
        }
        FormatElement::Region(index) => {
            let index = usize::from(*index);
            if schema.regions[index].variadic {
                while parser.at(TokenKind::LBrace) {
                    let region = parser.parse_region(&[], false)?;
                    format.regions[index].push(region);
                    if !parser.consume_if(TokenKind::Comma)? {
                        break;
                    }
                }
            } else {
                let region = parser.parse_region(&[], false)?;
                format.regions[index].push(region);
            }
        }
        FormatElement::Regions => {
            let mut all = Vec::new();
            while parser.at(TokenKind::LBrace) {
                all.push(parser.parse_region(&[], false)?);
                if !parser.consume_if(TokenKind::Comma)? {
                    break;
                }
            }
            let variadic: Vec<bool> = schema.regions.iter().map(|r| r.variadic).collect();
            distribute(&mut format.regions, &variadic, all);
        }
        FormatElement::Successor(index) => {
            let index = usize::from(*index);
            let variadic = schema.successors[index].variadic;
            loop {
                if !parser.at(TokenKind::CaretIdent) {
                    if variadic && format.successors[index].is_empty() {
                        break;
                    }
                    return Err(parser.wrong_token_error("expected block name"));
                }
                let text = &parser.token_text()[1..];
                let block = parser.block_by_name(text, parser.token().start)?;
                parser.advance()?;
                format.successors[index].push(block);
                if !variadic || !parser.consume_if(TokenKind::Comma)? {
                    break;
                }
            }
        }
        FormatElement::Successors => {
            let mut all = Vec::new();
            while parser.at(TokenKind::CaretIdent) {
                let text = &parser.token_text()[1..];
                all.push(parser.block_by_name(text, parser.token().start)?);
                parser.advance()?;
                if !parser.consume_if(TokenKind::Comma)? {
                    break;
                }
            }
            let variadic: Vec<bool> = schema.successors.iter().map(|s| s.variadic).collect();
            distribute(&mut format.successors, &variadic, all);
        }
        FormatElement::Type(refs, _) => {
            // As MLIR's generated parsers, a variadic type list is
            // `parseTypeList` and an optional one zero or one type; unlike
            // them, a variadic list may also be empty (nothing that starts
            // a type follows), which is what the printer writes for an
            // empty group outside an optional group, so that it reads back.
            let types: TypeGroup = match type_arity(schema, *refs) {
                Arity::Single => smallvec![parser.parse_type()?],
                Arity::Optional | Arity::Variadic if !parser.at_type_start() => TypeGroup::new(),
                Arity::Optional => smallvec![parser.parse_type()?],
                Arity::Variadic => parser.parse_type_list()?.into(),
            };
            format.set_types(*refs, types);
        }
        FormatElement::FunctionalType(inputs, results) => {
            let (_, input_types, result_types) = parser.parse_function_type_in_format()?;
            format.set_types(*inputs, input_types);
            format.set_types(*results, result_types);
        }
        FormatElement::AttrDict(keyword) => {
            let present = if *keyword {
                parser.consume_keyword_if("attributes")?
            } else {
                parser.at(TokenKind::LBrace)
            };
            if present {
                let offset = parser.token().start;
                let dictionary = parser.parse_dictionary()?;
                check_inherent_attributes(parser, schema, dictionary, offset)?;
                format.dictionary = Some(dictionary);
            }
        }
        FormatElement::Optional {
            then,
            otherwise,
            anchor,
        } => {
            let mut body = then
                .iter()
                .skip_while(|e| matches!(e, FormatElement::Space(_)));
            let Some(first) = body.next() else {
                return Ok(());
            };
            if group_is_present(parser, schema, first)? {
                if !matches!(first, FormatElement::Literal(_)) {
                    parse_element(parser, format, first)?;
                }
                for element in body {
                    // A unit attribute anchoring the group is not written.
                    let elided_anchor = matches!((element, anchor),
                        (FormatElement::Attribute(a), Anchor::Attribute(b))
                            if a == b && schema.attributes[usize::from(*a)].constraint.unit);
                    if !elided_anchor {
                        parse_element(parser, format, element)?;
                    }
                }
                if let Anchor::Attribute(index) = anchor
                    && schema.attributes[usize::from(*index)].constraint.unit
                    && format.attributes[usize::from(*index)].is_none()
                {
                    format.attributes[usize::from(*index)] = Some(parser.ctx().unit_attr());
                }
            } else {
                parse_elements(parser, format, otherwise)?;
            }
        }
        FormatElement::Custom(directive) => (directive.parse)(parser, format, directive.args)?,
    }
    Ok(())
}

fn parse_value_list<'a>(parser: &mut Parser<'a, '_>) -> ParseResult<ValueGroup<'a>> {
    let mut values = ValueGroup::new();
    if !parser.at(TokenKind::PercentIdent) {
        return Ok(values);
    }
    loop {
        values.push(parser.parse_value_use()?);
        if !parser.consume_if(TokenKind::Comma)? {
            return Ok(values);
        }
    }
}

fn type_arity(schema: &OpSchema, refs: TypeRefs) -> Arity {
    match refs {
        TypeRefs::Operand(g) => schema.operands[usize::from(g)].arity,
        TypeRefs::Result(g) => schema.results[usize::from(g)].arity,
        TypeRefs::Operands | TypeRefs::Results => Arity::Variadic,
    }
}

/// MLIR checks the inherent attributes written in a custom form's attribute
/// dictionary right after reading it, reporting at the dictionary.
fn check_inherent_attributes(
    parser: &Parser<'_, '_>,
    schema: &OpSchema,
    dictionary: crate::attributes::Attribute,
    offset: u32,
) -> ParseResult<()> {
    match crate::ods::inherent_attribute_violation(parser.ctx(), schema, dictionary) {
        Some(message) => Err(parser.custom_op_error_at(offset, message)),
        None => Ok(()),
    }
}

/// Hands out the regions (successors) read by `regions` (`successors`):
/// one to each single group, the rest to the variadic one.
fn distribute<T>(groups: &mut [Vec<T>], variadic: &[bool], all: Vec<T>) {
    let fixed = variadic.iter().filter(|&&v| !v).count();
    let extra = all.len().saturating_sub(fixed);
    let mut items = all.into_iter();
    for (group, &is_variadic) in groups.iter_mut().zip(variadic) {
        let take = if is_variadic { extra } else { 1 };
        group.extend(items.by_ref().take(take));
    }
}

/// Splits `all` over `groups` the way the declaration does.
fn split<T: Clone, const N: usize>(
    groups: &[crate::ods::ValueSpec],
    all: &[T],
) -> Option<Groups<SmallVec<[T; N]>>>
where
    [T; N]: smallvec::Array<Item = T>,
{
    let ranges = group_ranges(groups, all.len(), None)?;
    Some(
        ranges
            .into_iter()
            .map(|r| all[r].iter().cloned().collect())
            .collect(),
    )
}

/// Fills unknown types from groups declared to share one type.
fn propagate_same_types(format: &mut FormatState<'_>) {
    let schema = format.schema;
    for group in schema.same_types {
        propagate_type_in(format, group.iter().copied());
    }
    if schema.all_types_equal {
        let everything = (0..schema.operands.len() as u16)
            .map(TypeRef::Operand)
            .chain((0..schema.results.len() as u16).map(TypeRef::Result));
        propagate_type_in(format, everything);
    }
}

/// Gives the groups in `group` that have no types yet the type of the
/// first one that has.
fn propagate_type_in(format: &mut FormatState<'_>, group: impl Iterator<Item = TypeRef> + Clone) {
    let known = group.clone().find_map(|reference| {
        let types = match reference {
            TypeRef::Operand(g) => format.operand_types[usize::from(g)].as_ref(),
            TypeRef::Result(g) => format.result_types[usize::from(g)].as_ref(),
        };
        types.and_then(|t| t.first().copied())
    });
    let Some(ty) = known else { return };
    for reference in group {
        match reference {
            TypeRef::Operand(g) => {
                let g = usize::from(g);
                if format.operand_types[g].is_none() {
                    format.operand_types[g] = Some(smallvec![ty; format.operands[g].len()]);
                }
            }
            TypeRef::Result(g) => {
                let g = usize::from(g);
                if format.result_types[g].is_none()
                    && format.schema.results[g].arity == Arity::Single
                {
                    format.result_types[g] = Some(smallvec![ty]);
                }
            }
        }
    }
}

fn finish<'a>(
    parser: &mut Parser<'a, '_>,
    format: &mut FormatState<'a>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let schema = format.schema;
    if let Some(all) = format.all_operands.take() {
        match split(schema.operands, &all) {
            Some(groups) => format.operands = groups,
            None => {
                return Err(parser.custom_op_error_at(
                    format.start_offset,
                    format!(
                        "expected {} operands, but found {}",
                        schema.operands.len(),
                        all.len()
                    ),
                ));
            }
        }
    }
    if let Some(all) = format.all_operand_types.take()
        && let Some(groups) = split(schema.operands, &all)
    {
        for (slot, types) in format.operand_types.iter_mut().zip(groups) {
            slot.get_or_insert(types);
        }
    }
    if let Some(all) = format.all_result_types.take() {
        match split(schema.results, &all) {
            Some(groups) => {
                for (slot, types) in format.result_types.iter_mut().zip(groups) {
                    slot.get_or_insert(types);
                }
            }
            None => {
                return Err(parser.error_here(format!(
                    "expected {} result types, but found {}",
                    schema.results.len(),
                    all.len()
                )));
            }
        }
    }
    propagate_same_types(format);
    if let Some(infer) = schema.infer_types {
        infer(parser, format)?;
        propagate_same_types(format);
    }

    // Operands.
    let mut segment_sizes: SmallVec<[usize; 4]> = SmallVec::new();
    for (group, names) in format.operands.iter().enumerate() {
        let types = format.operand_types[group].take().unwrap_or_default();
        if types.len() != names.len() {
            return Err(parser.custom_op_error_at(
                format.operand_offsets[group],
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    names.len(),
                    types.len()
                ),
            ));
        }
        for (name, ty) in names.iter().zip(types) {
            let value = parser.resolve_value(*name, ty)?;
            state.operands.push(value);
        }
        segment_sizes.push(names.len());
    }
    // Results.
    let mut result_sizes: SmallVec<[usize; 4]> = SmallVec::new();
    for (group, spec) in schema.results.iter().enumerate() {
        let types = match format.result_types[group].take() {
            Some(types) => types,
            None if spec.arity == Arity::Single => {
                return Err(parser.custom_op_error_here(format!(
                    "could not infer the type of result '{}'",
                    spec.name
                )));
            }
            None => TypeGroup::new(),
        };
        result_sizes.push(types.len());
        state.result_types.extend(types);
    }
    // Attributes: declared inherent ones go to the properties, as do
    // inherent names written in the attribute dictionary.
    let mut properties: SmallVec<[(Symbol, Attribute); 4]> = SmallVec::new();
    let mut discardable: SmallVec<[(Symbol, Attribute); 4]> = SmallVec::new();
    for (spec, value) in schema.attributes.iter().zip(&format.attributes) {
        if let Some(value) = *value {
            let entry = (parser.intern(spec.name), value);
            if spec.discardable {
                discardable.push(entry);
            } else {
                properties.push(entry);
            }
        }
    }
    let ctx = parser.ctx();
    if let Some(dictionary) = format.dictionary
        && let crate::attributes::AttrData::Dictionary(entries) = ctx.attr_data(dictionary)
    {
        for &(key, value) in entries {
            let name = ctx.str(key);
            let inherent = schema.inherent_attribute(name).is_some()
                || crate::ods::verify::is_segment_sizes(name);
            if inherent {
                properties.retain(|(existing, _)| *existing != key);
                properties.push((key, value));
            } else {
                discardable.push((key, value));
            }
        }
    }
    let i32_type = ctx.integer_type(32);
    for (needed, name, sizes) in [
        (
            schema.has_operand_segments(),
            OPERAND_SEGMENT_SIZES,
            &segment_sizes,
        ),
        (
            schema.has_result_segments(),
            RESULT_SEGMENT_SIZES,
            &result_sizes,
        ),
    ] {
        if needed {
            let key = ctx.intern_str(name);
            properties.retain(|(existing, _)| *existing != key);
            let values = sizes
                .iter()
                .map(|&n| crate::attributes::ElementValue::Int(n as i128))
                .collect();
            let array = ctx.intern_attr(crate::attributes::AttrData::DenseArray {
                element: i32_type,
                values,
            });
            properties.push((key, array));
        }
    }
    let properties = (!properties.is_empty()).then(|| parser.dictionary_of(&properties));
    state.properties = parser.completed_properties(schema, state.name, properties);
    state.attributes = parser.dictionary_of(&discardable);
    for regions in format.regions.drain(..) {
        state.regions.extend(regions);
    }
    for successors in format.successors.drain(..) {
        state.successors.extend(successors);
    }
    Ok(())
}
