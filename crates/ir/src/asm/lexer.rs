//! The lexer of MLIR's textual format (MLIR's `Lexer`): turns bytes into
//! tokens with byte offsets. Comments are `//` to the end of the line.

/// The kind of a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character that starts no token.
    Error,
    /// `foo`, `foo.bar`, `i32`, `x`.
    BareIdent,
    /// `%name` (the text includes the sigil).
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `@name` (quoted `@"name"` too).
    AtIdent,
    /// `#alias` or `#dialect.attr`.
    HashIdent,
    /// `!alias` or `!dialect.type`.
    ExclaimIdent,
    /// `42`, `0x2A`.
    Integer,
    /// `1.5`, `1e3`, `-1.0e-2` (the sign is a separate token).
    Float,
    /// `"text"` (the text includes the quotes).
    String,
    /// `->`.
    Arrow,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `...`
    Ellipsis,
    /// `|`
    Pipe,
    /// `{-#`, which opens the file metadata dictionary.
    FileMetadataBegin,
    /// `#-}`, which closes it.
    FileMetadataEnd,
}

/// A token: its kind and byte range in the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

/// Why a token could not be lexed (reported at the token's start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Byte offset.
    pub offset: u32,
    /// MLIR-style message.
    pub message: String,
}

/// The index of the `"` that closes the string literal opened at `open`
/// (backslash escapes skipped), or `bytes.len()` when it is unterminated.
pub(crate) fn string_end(bytes: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < bytes.len() && bytes[i] != b'"' {
        if bytes[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i
}

/// A cursor over the buffer producing tokens.
#[derive(Clone)]
pub struct Lexer<'a> {
    bytes: &'a [u8],
    pos: usize,
}

/// Byte classes, one bit each, looked up in [`CLASSES`].
const IDENT_START: u8 = 1;
const IDENT_CONTINUE: u8 = 2;
const SUFFIX: u8 = 4;
const DIGIT: u8 = 8;
const TRIVIA: u8 = 16;

/// The classes of every byte, computed at compile time.
static CLASSES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut c = 0usize;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let digit = b.is_ascii_digit();
        let mut class = 0;
        if alpha || b == b'_' {
            class |= IDENT_START;
        }
        if alpha || digit || b == b'_' || b == b'$' || b == b'.' {
            class |= IDENT_CONTINUE;
        }
        if alpha || digit || b == b'_' || b == b'$' || b == b'.' || b == b'-' {
            class |= SUFFIX;
        }
        if digit {
            class |= DIGIT;
        }
        if b == b' ' || b == b'\t' || b == b'\n' || b == b'\r' {
            class |= TRIVIA;
        }
        table[c] = class;
        c += 1;
    }
    table
};

#[inline]
fn has_class(c: u8, class: u8) -> bool {
    CLASSES[c as usize] & class != 0
}

fn is_ident_start(c: u8) -> bool {
    has_class(c, IDENT_START)
}

fn is_ident_continue(c: u8) -> bool {
    has_class(c, IDENT_CONTINUE)
}

/// Characters allowed in a suffix-id (`%name`, `^name`): letters, digits and `$._-`.
fn is_suffix_char(c: u8) -> bool {
    has_class(c, SUFFIX)
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `source`.
    pub fn new(source: &'a str) -> Self {
        Lexer {
            bytes: source.as_bytes(),
            pos: 0,
        }
    }

    /// The current byte offset.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// Moves to byte `offset` (used to re-lex shapes such as `4x?xf32`).
    pub fn reset_to(&mut self, offset: usize) {
        self.pos = offset.min(self.bytes.len());
    }

    fn peek(&self, ahead: usize) -> u8 {
        self.bytes.get(self.pos + ahead).copied().unwrap_or(0)
    }

    /// Moves past the bytes of `class` from the current position.
    #[inline]
    fn skip_class(&mut self, class: u8) {
        let rest = &self.bytes[self.pos.min(self.bytes.len())..];
        self.pos += rest
            .iter()
            .position(|&b| !has_class(b, class))
            .unwrap_or(rest.len());
    }

    fn skip_trivia(&mut self) {
        loop {
            self.skip_class(TRIVIA);
            if self.peek(0) == b'/' && self.peek(1) == b'/' {
                let rest = &self.bytes[self.pos..];
                self.pos += memchr::memchr(b'\n', rest).unwrap_or(rest.len());
            } else {
                return;
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Result<Token, LexError> {
        self.skip_trivia();
        let start = self.pos;
        let token = |kind, end: usize| Token {
            kind,
            start: start as u32,
            end: end as u32,
        };
        if start >= self.bytes.len() {
            return Ok(token(TokenKind::Eof, start));
        }
        let c = self.bytes[start];
        let single = |lexer: &mut Self, kind| {
            lexer.pos += 1;
            Ok(token(kind, start + 1))
        };
        match c {
            b'(' => single(self, TokenKind::LParen),
            b')' => single(self, TokenKind::RParen),
            b'[' => single(self, TokenKind::LSquare),
            b']' => single(self, TokenKind::RSquare),
            b'{' if self.peek(1) == b'-' && self.peek(2) == b'#' => {
                self.pos += 3;
                Ok(token(TokenKind::FileMetadataBegin, start + 3))
            }
            b'{' => single(self, TokenKind::LBrace),
            b'}' => single(self, TokenKind::RBrace),
            b'<' => single(self, TokenKind::Less),
            b'>' => single(self, TokenKind::Greater),
            b',' => single(self, TokenKind::Comma),
            b'=' => single(self, TokenKind::Equal),
            b'?' => single(self, TokenKind::Question),
            b'*' => single(self, TokenKind::Star),
            b'+' => single(self, TokenKind::Plus),
            b'|' => single(self, TokenKind::Pipe),
            b':' => {
                if self.peek(1) == b':' {
                    self.pos += 2;
                    Ok(token(TokenKind::ColonColon, start + 2))
                } else {
                    single(self, TokenKind::Colon)
                }
            }
            b'-' => {
                if self.peek(1) == b'>' {
                    self.pos += 2;
                    Ok(token(TokenKind::Arrow, start + 2))
                } else {
                    single(self, TokenKind::Minus)
                }
            }
            b'.' => {
                if self.peek(1) == b'.' && self.peek(2) == b'.' {
                    self.pos += 3;
                    Ok(token(TokenKind::Ellipsis, start + 3))
                } else {
                    // MLIR points just past the first dot.
                    self.error(start + 1, "expected three consecutive dots for an ellipsis")
                }
            }
            b'/' => single(self, TokenKind::Error),
            b'"' => self.lex_string(start),
            b'%' | b'^' => {
                let kind = if c == b'%' {
                    TokenKind::PercentIdent
                } else {
                    TokenKind::CaretIdent
                };
                self.pos += 1;
                let first = self.peek(0);
                if first.is_ascii_digit() {
                    self.skip_class(DIGIT);
                } else if is_suffix_char(first) {
                    self.skip_class(SUFFIX);
                } else {
                    let what = if c == b'%' { "SSA" } else { "block" };
                    return self.error(start, &format!("invalid {what} name"));
                }
                Ok(token(kind, self.pos))
            }
            b'@' => {
                self.pos += 1;
                if self.peek(0) == b'"' {
                    let string = self.lex_string(self.pos)?;
                    return Ok(token(TokenKind::AtIdent, string.end as usize));
                }
                if !is_ident_start(self.peek(0)) {
                    // MLIR reports it at the character after the `@`.
                    return self.error(
                        self.pos,
                        "@ identifier expected to start with letter or '_'",
                    );
                }
                while is_ident_continue(self.peek(0)) || self.peek(0) == b'-' {
                    self.pos += 1;
                }
                Ok(token(TokenKind::AtIdent, self.pos))
            }
            b'#' if self.peek(1) == b'-' && self.peek(2) == b'}' => {
                self.pos += 3;
                Ok(token(TokenKind::FileMetadataEnd, start + 3))
            }
            b'#' | b'!' => {
                let kind = if c == b'#' {
                    TokenKind::HashIdent
                } else {
                    TokenKind::ExclaimIdent
                };
                self.pos += 1;
                if !is_suffix_char(self.peek(0)) {
                    let message = if c == b'#' {
                        "invalid attribute name"
                    } else {
                        "invalid type identifier"
                    };
                    return self.error(start, message);
                }
                self.skip_class(SUFFIX);
                Ok(token(kind, self.pos))
            }
            b'0'..=b'9' => self.lex_number(start),
            c if is_ident_start(c) => {
                self.skip_class(IDENT_CONTINUE);
                Ok(token(TokenKind::BareIdent, self.pos))
            }
            _ => {
                // Step over a whole UTF-8 character so the error points at it.
                self.pos += 1;
                self.error(start, "unexpected character")
            }
        }
    }

    fn error<T>(&self, offset: usize, message: &str) -> Result<T, LexError> {
        Err(LexError {
            offset: offset as u32,
            message: message.to_string(),
        })
    }

    fn lex_string(&mut self, start: usize) -> Result<Token, LexError> {
        // `start` is the opening quote.
        self.pos = start + 1;
        loop {
            match self.bytes.get(self.pos).copied() {
                None | Some(b'\n') | Some(b'\r') => {
                    return self.error(
                        self.pos.min(self.bytes.len().saturating_sub(1)),
                        "expected '\"' in string literal",
                    );
                }
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(Token {
                        kind: TokenKind::String,
                        start: start as u32,
                        end: self.pos as u32,
                    });
                }
                Some(b'\\') => {
                    let next = self.peek(1);
                    if matches!(next, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if next.is_ascii_hexdigit() && self.peek(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        return self.error(self.pos, "unknown escape in string literal");
                    }
                }
                Some(_) => {
                    // Jump to the next byte that ends or escapes the string.
                    let rest = &self.bytes[self.pos..];
                    self.pos += rest
                        .iter()
                        .position(|&b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                        .unwrap_or(rest.len());
                }
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Result<Token, LexError> {
        let tok = |kind, end: usize| {
            Ok(Token {
                kind,
                start: start as u32,
                end: end as u32,
            })
        };
        if self.peek(0) == b'0' && self.peek(1) == b'x' {
            if self.peek(2).is_ascii_hexdigit() {
                self.pos += 2;
                while self.peek(0).is_ascii_hexdigit() {
                    self.pos += 1;
                }
                return tok(TokenKind::Integer, self.pos);
            }
            // `0x` alone lexes as `0` followed by an identifier, as in MLIR.
            self.pos += 1;
            return tok(TokenKind::Integer, self.pos);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return tok(TokenKind::Integer, self.pos);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let sign = usize::from(matches!(self.peek(1), b'+' | b'-'));
            if self.peek(1 + sign).is_ascii_digit() {
                self.pos += 1 + sign;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        tok(TokenKind::Float, self.pos)
    }
}

/// Decodes the body of a string literal token (without quotes) into bytes,
/// resolving `\n`, `\t`, `\"`, `\\` and `\XX` escapes.
pub fn unescape_string(body: &str) -> Vec<u8> {
    let bytes = body.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 1 < bytes.len() {
            match bytes[i + 1] {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'"' => out.push(b'"'),
                b'\\' => out.push(b'\\'),
                _ => {
                    let hex = body
                        .get(i + 1..i + 3)
                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                    out.push(hex.unwrap_or(b'?'));
                    i += 3;
                    continue;
                }
            }
            i += 2;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(source: &str) -> Vec<TokenKind> {
        let mut lexer = Lexer::new(source);
        let mut out = Vec::new();
        loop {
            let token = lexer.next_token().expect("lexes");
            if token.kind == TokenKind::Eof {
                return out;
            }
            out.push(token.kind);
        }
    }

    #[test]
    fn lexes_generic_op_tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#"%r:2 = "a.b"(%x#1) <{p = 1.5e3}> : (i32) -> () // comment"#),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                Less,
                LBrace,
                BareIdent,
                Equal,
                Float,
                RBrace,
                Greater,
                Colon,
                LParen,
                BareIdent,
                RParen,
                Arrow,
                LParen,
                RParen
            ]
        );
    }

    #[test]
    fn reports_unterminated_strings_and_bad_escapes() {
        let err = Lexer::new("\"abc").next_token().unwrap_err();
        assert_eq!(err.message, "expected '\"' in string literal");
        let err = Lexer::new(r#""a\qb""#).next_token().unwrap_err();
        assert_eq!(
            (err.offset, err.message.as_str()),
            (2, "unknown escape in string literal")
        );
    }

    #[test]
    fn lexes_the_file_metadata_delimiters() {
        use TokenKind::*;
        assert_eq!(
            kinds("{-# k: {} #-} { - #-x"),
            vec![
                FileMetadataBegin,
                BareIdent,
                Colon,
                LBrace,
                RBrace,
                FileMetadataEnd,
                LBrace,
                Minus,
                HashIdent
            ]
        );
    }

    #[test]
    fn unescapes_strings() {
        assert_eq!(unescape_string(r#"a\n\"\\\FF"#), b"a\n\"\\\xFF".to_vec());
    }
}
