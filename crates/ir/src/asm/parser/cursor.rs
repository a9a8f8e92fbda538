//! The parser's token cursor and its diagnostics (MLIR's `Parser` base
//! class): the current token and the one after it, consuming and expecting
//! tokens, errors at a token or an offset with MLIR's wording and column,
//! the nesting limit, and comma-separated lists.

use super::{MAX_NESTING, ParseError, ParseResult, Parser};
use crate::asm::lexer::{LexError, Token, TokenKind};
use crate::diagnostics::{Diagnostic, Severity};
use crate::location::Location;

impl<'a> Parser<'a, '_> {
    /// The current token.
    pub fn token(&self) -> Token {
        self.token
    }

    /// The text of the current token.
    pub fn token_text(&self) -> &'a str {
        &self.source[self.token.start as usize..self.token.end as usize]
    }

    /// Moves to the next token.
    pub fn advance(&mut self) -> ParseResult<()> {
        self.prev_end = self.token.end;
        match self.lexer.next_token() {
            Ok(token) => {
                self.token = token;
                Ok(())
            }
            Err(LexError { offset, message }) => Err(self.error_at(offset, message)),
        }
    }

    /// The token after the current one, without consuming anything; `None`
    /// when it is not a valid token. For custom parsers that must look one
    /// token ahead (a function body starting with a block label).
    pub fn peek_token(&self) -> Option<Token> {
        self.lexer.clone().next_token().ok()
    }

    /// Whether the current token starts right where the previous one ended.
    pub fn touches_previous(&self) -> bool {
        self.token.start == self.prev_end
    }

    /// Whether the current token is `kind`.
    pub fn at(&self, kind: TokenKind) -> bool {
        self.token.kind == kind
    }

    /// Whether the current token is the bare keyword `word`.
    pub fn at_keyword(&self, word: &str) -> bool {
        self.token.kind == TokenKind::BareIdent && self.token_text() == word
    }

    /// Consumes the current token if it is `kind`.
    pub fn consume_if(&mut self, kind: TokenKind) -> ParseResult<bool> {
        if self.at(kind) {
            self.advance()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Consumes the keyword `word` if it is next.
    pub fn consume_keyword_if(&mut self, word: &str) -> ParseResult<bool> {
        if self.at_keyword(word) {
            self.advance()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Consumes a token of `kind` or fails with `expected <what>`.
    pub fn expect(&mut self, kind: TokenKind, what: &str) -> ParseResult<()> {
        if self.at(kind) {
            self.advance()
        } else {
            Err(self.wrong_token_error(format!("expected {what}")))
        }
    }

    /// An error about an unexpected current token, reported where MLIR's
    /// `emitWrongTokenError` reports it: at the end of the previous token,
    /// backing over blank lines and `//` comments.
    pub fn wrong_token_error(&self, message: impl Into<String>) -> ParseError {
        let mut offset = self.token.start;
        if self.token.kind == TokenKind::Eof {
            offset = offset.saturating_sub(1);
        }
        self.wrong_token_error_at(offset, message)
    }

    /// [`Parser::wrong_token_error`] for the token that starts at `offset`
    /// (one the parser has already gone past).
    pub fn wrong_token_error_at(&self, offset: u32, message: impl Into<String>) -> ParseError {
        let bytes = self.source.as_bytes();
        let offset = offset as usize;
        let original = offset;
        let mut end = offset;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original as u32, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.error_at(end as u32, message);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(0, |i| i);
            if let Some(comment) = self.source[line_start..end].find("//") {
                end = line_start + comment;
            }
        }
    }

    // ----- locations and errors ---------------------------------------------------

    /// `(line, col)` (1-based, in the original file) of byte `offset`.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line_index = self
            .line_starts
            .partition_point(|&start| start <= offset)
            .saturating_sub(1);
        let mut col = offset - self.line_starts[line_index] + 1;
        if line_index == 0 {
            // The buffer may start mid-line (a split chunk after its marker).
            col += self.first_col - 1;
        }
        (line_index as u32 + self.first_line, col)
    }

    /// The `file:line:col` location of byte `offset`.
    pub fn location_at(&self, offset: u32) -> Location {
        let (line, col) = self.line_col(offset);
        Location::FileLineCol {
            file: self.file,
            line,
            col,
        }
    }

    /// The location of the current token.
    pub fn current_location(&self) -> Location {
        self.location_at(self.token.start)
    }

    /// An error at byte `offset`.
    pub fn error_at(&self, offset: u32, message: impl Into<String>) -> ParseError {
        ParseError(Box::new(Diagnostic::new(
            Severity::Error,
            self.location_at(offset),
            message,
        )))
    }

    /// An error at the current token; at the end of the input, one
    /// character back, as MLIR's `Parser::emitError` reports it.
    pub fn error_here(&self, message: impl Into<String>) -> ParseError {
        let offset = if self.token.kind == TokenKind::Eof {
            self.token.start.saturating_sub(1)
        } else {
            self.token.start
        };
        self.error_at(offset, message)
    }

    /// An error from a custom op parser at `offset`, worded as MLIR's
    /// `OpAsmParser::emitError` words it: `custom op 'arith.extsi' expected
    /// 'to'` (no prefix outside a custom parser).
    pub fn custom_op_error_at(&self, offset: u32, message: impl Into<String>) -> ParseError {
        let message = message.into();
        match self.custom_ops.last() {
            Some(name) => self.error_at(offset, format!("custom op '{name}' {message}")),
            None => self.error_at(offset, message),
        }
    }

    /// [`Parser::custom_op_error_at`] the current token.
    pub fn custom_op_error_here(&self, message: impl Into<String>) -> ParseError {
        self.custom_op_error_at(self.token.start, message)
    }

    pub(super) fn enter_nesting(&mut self) -> ParseResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.nesting_error(self.token.start));
        }
        Ok(())
    }

    /// Fails if a parsed type or attribute (which aliases can make deeper
    /// than the text nests) is deeper than [`MAX_NESTING`].
    pub(super) fn check_value_depth(&self, depth: u32, offset: u32) -> ParseResult<()> {
        if depth as usize > MAX_NESTING {
            return Err(self.nesting_error(offset));
        }
        Ok(())
    }

    pub(super) fn nesting_error(&self, offset: u32) -> ParseError {
        self.error_at(
            offset,
            format!("nesting is too deep (more than {MAX_NESTING} levels)"),
        )
    }

    pub(super) fn exit_nesting(&mut self) {
        self.depth -= 1;
    }

    /// Parses a comma-separated list between `open` and `close` (the open token
    /// is current), calling `element` for each.
    pub fn parse_comma_list(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        close_text: &str,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.expect(open, "'('")?;
        if self.consume_if(close)? {
            return Ok(());
        }
        loop {
            element(self)?;
            if self.consume_if(TokenKind::Comma)? {
                continue;
            }
            if self.at(close) {
                return self.advance();
            }
            return Err(self.wrong_token_error(close_text.to_string()));
        }
    }
}
