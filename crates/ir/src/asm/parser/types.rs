//! Parsing builtin types, type aliases and opaque dialect types.

use super::{ParseResult, Parser};
use crate::asm::lexer::TokenKind;
use crate::attributes::{AttrData, Attribute};
use crate::context::Symbol;
use crate::types::{Dim, FloatKind, Signedness, Type, TypeData};

impl<'a> Parser<'a, '_> {
    /// Parses a type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        let offset = self.token.start;
        self.enter_nesting()?;
        let result = self.parse_type_inner();
        self.exit_nesting();
        let ty = result?;
        self.check_value_depth(self.ctx.type_depth(ty), offset)?;
        Ok(ty)
    }

    fn parse_type_inner(&mut self) -> ParseResult<Type> {
        match self.token.kind {
            TokenKind::LParen => {
                let (inputs, results) = self.parse_function_type_parts()?;
                Ok(self.ctx.function_type(&inputs, &results))
            }
            TokenKind::ExclaimIdent => self.parse_dialect_or_alias_type(),
            TokenKind::BareIdent => self.parse_builtin_type(),
            _ => Err(self.wrong_token_error("expected non-function type")),
        }
    }

    /// MLIR's `BaseMemRefType::isValidElementType`: integers, `index`,
    /// floats, complex numbers, vectors and memrefs, and the types of a
    /// registered dialect (which may implement `MemRefElementTypeInterface`;
    /// an unregistered dialect's types do not).
    fn is_valid_memref_element_type(&self, element: Type) -> bool {
        match self.ctx.type_data(element) {
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_)
            | TypeData::Vector { .. }
            | TypeData::MemRef { .. } => true,
            TypeData::Opaque { dialect, .. } => {
                self.ctx.is_dialect_registered(self.ctx.str(*dialect))
            }
            _ => false,
        }
    }

    /// MLIR's error for a type or an attribute (`what`) of a registered
    /// dialect that defines none (`parses` says whether it does), reported
    /// at `body_offset`, where the value's body starts.
    pub(super) fn check_dialect_parse_hook(
        &self,
        dialect: &str,
        body_offset: u32,
        what: &str,
        parses: fn(&dyn crate::dialect::Dialect) -> bool,
    ) -> ParseResult<()> {
        match self.ctx.dialect(dialect) {
            Some(object) if !parses(object) => Err(self.error_at(
                body_offset,
                format!("dialect '{dialect}' provides no {what} parsing hook"),
            )),
            _ => Ok(()),
        }
    }

    fn parse_dialect_or_alias_type(&mut self) -> ParseResult<Type> {
        let text = &self.token_text()[1..];
        let offset = self.token.start;
        if let Some((dialect_name, _)) = text.split_once('.') {
            // The body starts after `!dialect.`.
            let body_offset = offset + 2 + dialect_name.len() as u32;
            self.check_dialect_parse_hook(dialect_name, body_offset, "type", |d| d.parses_types())?;
            let dialect: Symbol = self.ctx.intern_str(dialect_name);
            let mut body = text[text.find('.').map_or(0, |i| i + 1)..].to_string();
            self.advance()?;
            if self.at(TokenKind::Less) && self.touches_previous() {
                body.push_str(&self.take_pretty_body()?);
            }
            return Ok(self.ctx.intern_type(TypeData::Opaque { dialect, body }));
        }
        self.advance()?;
        if self.at(TokenKind::Less) && self.touches_previous() {
            // `!dialect<"body">`: an opaque type of a dialect without a pretty name.
            let body_offset = offset + 2 + text.len() as u32;
            self.check_dialect_parse_hook(text, body_offset, "type", |d| d.parses_types())?;
            let body = self.take_pretty_body()?;
            let dialect = self.ctx.intern_str(text);
            return Ok(self.ctx.intern_type(TypeData::Opaque { dialect, body }));
        }
        match self.aliases.type_alias(text, self.alias_limit) {
            Some(ty) => Ok(ty),
            // MLIR reports it after the alias.
            None => Err(self.error_at(
                offset + 1 + text.len() as u32,
                format!("undefined symbol alias id '{text}'"),
            )),
        }
    }

    /// With `<` current, takes the raw text up to the matching `>` (strings and
    /// nested brackets respected) and moves past it. Returns it with the brackets.
    pub(crate) fn take_pretty_body(&mut self) -> ParseResult<String> {
        let start = self.token.start as usize;
        let bytes = self.source.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < bytes.len() {
            let c = bytes[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => {
                    stack.push(c);
                    if stack.len() > super::MAX_NESTING {
                        return Err(self.nesting_error(i as u32));
                    }
                }
                b'>' | b')' | b']' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    // `->` inside a body is an arrow, not a closing bracket.
                    if c == b'>' && i > 0 && bytes[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    if stack.pop() != Some(open) {
                        return Err(self.error_at(
                            i as u32,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                c as char
                            ),
                        ));
                    }
                    if stack.is_empty() {
                        let body = self.source[start..=i].to_string();
                        self.lexer.reset_to(i + 1);
                        self.advance()?;
                        return Ok(body);
                    }
                }
                b'"' => i = crate::asm::lexer::string_end(bytes, i),
                _ => {}
            }
            i += 1;
        }
        Err(self.error_at(
            start as u32,
            "unbalanced '<' character in pretty dialect name",
        ))
    }

    fn parse_builtin_type(&mut self) -> ParseResult<Type> {
        let word = self.token_text();
        // Keyword types (`i32`, `f32`, `index`) repeat on every op: cache them
        // by spelling rather than re-interning.
        if let Some(&ty) = self.caches.keyword_types.get(word) {
            self.advance()?;
            return Ok(ty);
        }
        let keyword_type = match FloatKind::from_keyword(word) {
            Some(kind) => Some(self.ctx.float_type(kind)),
            None => self.integer_type_keyword(word)?,
        };
        if let Some(ty) = keyword_type {
            self.caches.keyword_types.insert(word, ty);
            self.advance()?;
            return Ok(ty);
        }
        match word {
            "index" => {
                self.advance()?;
                Ok(self.ctx.index_type())
            }
            "none" => {
                self.advance()?;
                Ok(self.ctx.none_type())
            }
            "tuple" => {
                self.advance()?;
                self.expect(TokenKind::Less, "'<' in tuple type")?;
                let mut elements = Vec::new();
                if !self.consume_if(TokenKind::Greater)? {
                    loop {
                        elements.push(self.parse_type()?);
                        if self.consume_if(TokenKind::Comma)? {
                            continue;
                        }
                        self.expect(TokenKind::Greater, "'>' in tuple type")?;
                        break;
                    }
                }
                Ok(self.ctx.intern_type(TypeData::Tuple(elements)))
            }
            "complex" => {
                self.advance()?;
                self.expect(TokenKind::Less, "'<' in complex type")?;
                let element_offset = self.token.start;
                let element = self.parse_type()?;
                if !matches!(
                    self.ctx.type_data(element),
                    TypeData::Integer { .. } | TypeData::Float(_)
                ) {
                    return Err(self.error_at(element_offset, "invalid element type for complex"));
                }
                self.expect(TokenKind::Greater, "'>' in complex type")?;
                Ok(self.ctx.intern_type(TypeData::Complex(element)))
            }
            "tensor" => self.parse_tensor_or_memref(false),
            "memref" => self.parse_tensor_or_memref(true),
            "vector" => self.parse_vector_type(),
            _ => Err(self.wrong_token_error("expected non-function type")),
        }
    }

    fn integer_type_keyword(&self, word: &str) -> ParseResult<Option<Type>> {
        let (signedness, digits) = if let Some(rest) = word.strip_prefix("si") {
            (Signedness::Signed, rest)
        } else if let Some(rest) = word.strip_prefix("ui") {
            (Signedness::Unsigned, rest)
        } else if let Some(rest) = word.strip_prefix('i') {
            (Signedness::Signless, rest)
        } else {
            return Ok(None);
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(None);
        }
        match digits.parse::<u32>() {
            Ok(width) if width <= 16_777_215 => Ok(Some(
                self.ctx
                    .intern_type(TypeData::Integer { width, signedness }),
            )),
            Ok(_) => Err(self.error_here("integer bitwidth is limited to 16777215 bits")),
            // MLIR reads the width as an `unsigned` first.
            Err(_) => Err(self.error_here("invalid integer width")),
        }
    }

    /// Parses a `4x?x` dimension list directly from the source text (MLIR
    /// re-lexes shapes the same way). Stops before the element type. As
    /// MLIR's tokens may, the parts may be apart, comments between them:
    /// `vector<42 x i32>`, `vector<[ 4 ] x f32>`.
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> ParseResult<(Vec<Dim>, Vec<bool>)> {
        let bytes = self.source.as_bytes();
        let mut pos = self.token.start as usize;
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        // Whitespace and `//` comments, as between tokens.
        let skip_whitespace = |mut pos: usize| {
            loop {
                while bytes.get(pos).is_some_and(|b| b.is_ascii_whitespace()) {
                    pos += 1;
                }
                if !bytes[pos.min(bytes.len())..].starts_with(b"//") {
                    return pos;
                }
                pos += memchr::memchr(b'\n', &bytes[pos..]).unwrap_or(bytes.len() - pos);
            }
        };
        loop {
            pos = skip_whitespace(pos);
            let dim_start = pos;
            let is_scalable = allow_scalable && bytes.get(pos) == Some(&b'[');
            if is_scalable {
                pos = skip_whitespace(pos + 1);
            }
            let dim = if bytes.get(pos) == Some(&b'?') {
                if !allow_dynamic {
                    return Err(self.error_at(self.token.start, "expected non-function type"));
                }
                pos += 1;
                None
            } else if bytes.get(pos).is_some_and(|b| b.is_ascii_digit()) {
                let digits_start = pos;
                while bytes.get(pos).is_some_and(|b| b.is_ascii_digit()) {
                    pos += 1;
                }
                // Dimensions are signed 64-bit in MLIR.
                match self.source[digits_start..pos].parse::<u64>() {
                    Ok(n) if i64::try_from(n).is_ok() => Some(n),
                    _ => return Err(self.error_at(digits_start as u32, "invalid dimension")),
                }
            } else {
                pos = dim_start;
                break;
            };
            // A wrong token is reported where the text before it ends, as
            // MLIR's `emitWrongTokenError` does (the end of the input counts
            // as its last character).
            let wrong_token = |pos: usize, message: &str| {
                let at = if pos >= bytes.len() {
                    pos.saturating_sub(1)
                } else {
                    pos
                };
                self.wrong_token_error_at(at as u32, message)
            };
            pos = skip_whitespace(pos);
            if is_scalable {
                if bytes.get(pos) != Some(&b']') {
                    return Err(wrong_token(pos, "missing ']' closing scalable dimension"));
                }
                pos = skip_whitespace(pos + 1);
            }
            if bytes.get(pos) != Some(&b'x') {
                return Err(wrong_token(pos, "expected 'x' in dimension list"));
            }
            pos += 1;
            dims.push(dim);
            scalable.push(is_scalable);
        }
        self.lexer.reset_to(pos);
        self.advance()?;
        Ok((dims, scalable))
    }

    fn parse_tensor_or_memref(&mut self, memref: bool) -> ParseResult<Type> {
        let what = if memref { "memref" } else { "tensor" };
        let type_offset = self.token.start;
        self.advance()?;
        if !self.at(TokenKind::Less) {
            return Err(self.error_here(format!("expected '<' in {what} type")));
        }
        self.lexer.reset_to(self.token.end as usize);
        self.advance()?;
        let shape = if self.at(TokenKind::Star) {
            self.advance()?;
            let text = self.token_text();
            if !(self.at(TokenKind::BareIdent) && text.starts_with('x')) {
                return Err(self.error_here("expected 'x' in dimension list"));
            }
            self.lexer.reset_to(self.token.start as usize + 1);
            self.advance()?;
            None
        } else {
            Some(self.parse_dimension_list(true, false)?.0)
        };
        let element_offset = self.token.start;
        let element = self.parse_type()?;
        if !memref && !is_valid_element_type(self.ctx.type_data(element)) {
            return Err(self.error_at(element_offset, "invalid tensor element type"));
        }
        if memref && !self.is_valid_memref_element_type(element) {
            return Err(self.error_at(element_offset, "invalid memref element type"));
        }
        let mut encoding = None;
        let mut memory_space = None;
        let mut layout = None;
        if memref {
            (layout, memory_space) = self.parse_memref_layout_and_space(&shape)?;
        } else {
            if self.consume_if(TokenKind::Comma)? {
                encoding = Some(self.parse_attribute()?);
            }
            self.expect(TokenKind::Greater, &format!("'>' in {what} type"))?;
        }
        if let Some(layout) = layout {
            self.verify_memref_layout(layout, shape.as_deref().unwrap_or(&[]), type_offset)?;
        }
        if let Some(space) = memory_space
            && !is_supported_memory_space(&self.ctx, self.ctx.attr_data(space))
        {
            return Err(self.error_at(type_offset, "unsupported memory space Attribute"));
        }
        // An identity affine map is the default layout: MLIR drops it.
        let layout = layout.filter(|&layout| {
            !matches!(self.ctx.attr_data(layout), AttrData::AffineMap(map) if map.is_identity())
        });
        // Memory space 0 is the default one: MLIR drops it.
        let memory_space = memory_space.filter(|&space| {
            !matches!(
                self.ctx.attr_data(space),
                AttrData::Integer { value: 0, .. }
            )
        });
        let data = if memref {
            TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            }
        } else {
            TypeData::Tensor {
                shape,
                element,
                encoding,
            }
        };
        Ok(self.ctx.intern_type(data))
    }

    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        let type_offset = self.token.start;
        self.advance()?;
        if !self.at(TokenKind::Less) {
            return Err(self.error_here("expected '<' in vector type"));
        }
        self.lexer.reset_to(self.token.end as usize);
        self.advance()?;
        let (dims, scalable) = self.parse_dimension_list(false, true)?;
        let shape: Vec<u64> = dims.into_iter().map(|d| d.unwrap_or(0)).collect();
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "'>' in vector type")?;
        if shape.contains(&0) {
            let sizes: Vec<String> = shape.iter().map(u64::to_string).collect();
            return Err(self.error_at(
                type_offset,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    sizes.join(", ")
                ),
            ));
        }
        if !matches!(
            self.ctx.type_data(element),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
        ) {
            return Err(self.error_at(
                type_offset,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape,
            scalable,
            element,
        }))
    }
}

/// Whether a type may be the element of a tensor (MLIR's `TensorType::isValidElementType`:
/// not a function, tuple, `none`, or tensor).
fn is_valid_element_type(data: &TypeData) -> bool {
    !matches!(
        data,
        TypeData::Function { .. }
            | TypeData::None
            | TypeData::Tensor { .. }
            | TypeData::MemRef { .. }
            | TypeData::Tuple(_)
    )
}

impl Parser<'_, '_> {
    /// The attributes after a memref's element type, up to and including
    /// the closing `>` (MLIR's `parseMemRefType`): layouts (affine maps and
    /// strided layouts; a later one replaces an earlier one) and then at
    /// most one memory space.
    fn parse_memref_layout_and_space(
        &mut self,
        shape: &Option<Vec<crate::types::Dim>>,
    ) -> ParseResult<(Option<Attribute>, Option<Attribute>)> {
        let mut layout = None;
        let mut memory_space = None;
        if self.consume_if(TokenKind::Greater)? {
            return Ok((layout, memory_space));
        }
        if !self.at(TokenKind::Comma) {
            return Err(self.wrong_token_error("expected ',' or '>' in memref type"));
        }
        self.advance()?;
        // MLIR reads the rest as a list that may not be empty.
        if self.at(TokenKind::Greater) {
            return Err(self.wrong_token_error("expected list element"));
        }
        loop {
            let attr = self.parse_attribute()?;
            if is_memref_layout(self.ctx.attr_data(attr)) {
                if shape.is_none() {
                    return Err(self.error_here("cannot have affine map for unranked memref type"));
                }
                if memory_space.is_some() {
                    return Err(self.error_here("expected memory space to be last in memref type"));
                }
                layout = Some(attr);
            } else if memory_space.is_some() {
                return Err(self.error_here("multiple memory spaces specified in memref type"));
            } else {
                memory_space = Some(attr);
            }
            if !self.consume_if(TokenKind::Comma)? {
                break;
            }
        }
        self.expect(TokenKind::Greater, "',' or '>'")?;
        Ok((layout, memory_space))
    }

    /// MLIR's `verifyLayout` of the layout attributes, reported at the type.
    fn verify_memref_layout(
        &self,
        layout: Attribute,
        shape: &[crate::types::Dim],
        type_offset: u32,
    ) -> ParseResult<()> {
        match self.ctx.attr_data(layout) {
            AttrData::StridedLayout { strides, .. } if strides.len() != shape.len() => Err(self
                .error_at(
                    type_offset,
                    "expected the number of strides to match the rank",
                )),
            AttrData::AffineMap(map) if map.num_dims as usize != shape.len() => Err(self.error_at(
                type_offset,
                format!(
                    "memref layout mismatch between rank and affine map: {} != {}",
                    shape.len(),
                    map.num_dims
                ),
            )),
            _ => Ok(()),
        }
    }
}

/// Whether an attribute is a memref layout (MLIR's
/// `MemRefLayoutAttrInterface`): an affine map or a strided layout.
fn is_memref_layout(attr: &AttrData) -> bool {
    matches!(
        attr,
        AttrData::AffineMap(_) | AttrData::StridedLayout { .. }
    )
}

/// MLIR's `isSupportedMemorySpace`: integers, strings, dictionaries and the
/// attributes of registered dialects. An attribute of an unknown dialect is
/// an opaque attribute, which belongs to the builtin dialect, so it is not
/// one.
fn is_supported_memory_space(ctx: &crate::context::Context, attr: &AttrData) -> bool {
    match attr {
        AttrData::Integer { .. }
        | AttrData::WideInteger { .. }
        | AttrData::String { .. }
        | AttrData::Dictionary(_) => true,
        AttrData::Opaque { dialect, .. } => ctx.attribute_parser(*dialect).is_some(),
        _ => false,
    }
}

/// Whether `word` starts a builtin type (`i32`, `f16`, `index`, `memref`,
/// ...): after such a word an attribute is a type, and the type's errors
/// are the ones to report.
pub(super) fn is_builtin_type_keyword(word: &str) -> bool {
    let integer = ["si", "ui", "i"].iter().any(|prefix| {
        word.strip_prefix(prefix)
            .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
    });
    integer
        || FloatKind::from_keyword(word).is_some()
        || matches!(
            word,
            "index" | "none" | "tuple" | "complex" | "tensor" | "memref" | "vector"
        )
}
