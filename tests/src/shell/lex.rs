//! Tokenizer for RUN-line shell syntax: words (with quoting), `|`, `&&`,
//! `||`, `;` and redirection operators.

use super::Connector;
use crate::error::ScriptError;

/// A lexical token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    Word(String),
    Pipe,
    Connector(Connector),
    /// A redirection operator; `needs_target` ones take the next word.
    Redir(RedirOp),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum RedirOp {
    In,
    Out { fd: u8, append: bool },
    Both { append: bool },
    Dup { from: u8, to: u8 },
}

impl RedirOp {
    pub(super) fn spelling(self) -> String {
        let app = |a: bool| if a { ">>" } else { ">" };
        match self {
            RedirOp::In => "<".into(),
            RedirOp::Out { fd, append } => format!("{fd}{}", app(append)),
            RedirOp::Both { append } => format!("&{}", app(append)),
            RedirOp::Dup { from, to } => format!("{from}>&{to}"),
        }
    }
}

fn unsupported(what: &str) -> ScriptError {
    ScriptError::Unsupported(what.to_string())
}

/// The word being accumulated by the tokenizer.
#[derive(Default)]
struct WordBuf {
    text: String,
    /// A word is in progress (distinguishes `''` from no word at all).
    active: bool,
    /// Some part was quoted or escaped (a quoted `2` is never a descriptor).
    quoted: bool,
}

impl WordBuf {
    fn push(&mut self, c: char) {
        self.text.push(c);
        self.active = true;
    }

    fn flush(&mut self, tokens: &mut Vec<Token>) {
        if self.active {
            tokens.push(Token::Word(std::mem::take(&mut self.text)));
        }
        *self = Self::default();
    }
}

/// Splits command text into tokens.
pub(super) fn tokenize(text: &str) -> Result<Vec<Token>, ScriptError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut word = WordBuf::default();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            c if c.is_whitespace() => word.flush(&mut tokens),
            '\'' => {
                let end = chars[i + 1..]
                    .iter()
                    .position(|&c| c == '\'')
                    .ok_or(ScriptError::UnterminatedQuote { quote: '\'' })?;
                word.text.extend(&chars[i + 1..i + 1 + end]);
                word.active = true;
                word.quoted = true;
                i += end + 1;
            }
            '"' => {
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return Err(ScriptError::UnterminatedQuote { quote: '"' }),
                        Some('"') => break,
                        Some('\\') if matches!(chars.get(i + 1), Some('"' | '\\' | '$' | '`')) => {
                            word.text.push(chars[i + 1]);
                            i += 2;
                        }
                        Some('`') => return Err(unsupported("command substitution '`...`'")),
                        Some('$') if chars.get(i + 1) == Some(&'(') => {
                            return Err(unsupported("command substitution '$(...)'"));
                        }
                        Some(&c) => {
                            word.text.push(c);
                            i += 1;
                        }
                    }
                }
                word.active = true;
                word.quoted = true;
            }
            '\\' => {
                let n = next.ok_or(ScriptError::TrailingBackslash)?;
                word.push(n);
                word.quoted = true;
                i += 1;
            }
            '`' => return Err(unsupported("command substitution '`...`'")),
            '$' if next == Some('(') => return Err(unsupported("command substitution '$(...)'")),
            '|' => {
                word.flush(&mut tokens);
                match next {
                    Some('|') => {
                        tokens.push(Token::Connector(Connector::Or));
                        i += 1;
                    }
                    Some('&') => return Err(unsupported("'|&'")),
                    _ => tokens.push(Token::Pipe),
                }
            }
            ';' => {
                word.flush(&mut tokens);
                tokens.push(Token::Connector(Connector::Seq));
            }
            '&' => {
                word.flush(&mut tokens);
                match next {
                    Some('&') => {
                        tokens.push(Token::Connector(Connector::And));
                        i += 1;
                    }
                    Some('>') => {
                        let append = chars.get(i + 2) == Some(&'>');
                        tokens.push(Token::Redir(RedirOp::Both { append }));
                        i += if append { 2 } else { 1 };
                    }
                    _ => return Err(unsupported("background '&'")),
                }
            }
            '<' | '>' => {
                // A word made only of unquoted digits right before the
                // operator is a file descriptor number.
                let fd_word =
                    word.active && !word.quoted && word.text.chars().all(|c| c.is_ascii_digit());
                let fd = if fd_word {
                    let fd: u32 = word.text.parse().map_err(|_| unsupported("huge fd"))?;
                    word = WordBuf::default();
                    Some(fd)
                } else {
                    word.flush(&mut tokens);
                    None
                };
                if c == '<' {
                    if !matches!(fd, None | Some(0)) {
                        return Err(unsupported(
                            "input redirection of a descriptor other than 0",
                        ));
                    }
                    match next {
                        Some('<') => return Err(unsupported("here-document '<<'")),
                        Some('&') => return Err(unsupported("'<&'")),
                        Some('(') => return Err(unsupported("process substitution '<(...)'")),
                        _ => tokens.push(Token::Redir(RedirOp::In)),
                    }
                } else {
                    let fd = match fd.unwrap_or(1) {
                        fd @ (1 | 2) => fd as u8,
                        other => {
                            return Err(ScriptError::Unsupported(format!(
                                "redirection of file descriptor {other}"
                            )));
                        }
                    };
                    if next == Some('&') {
                        let to = match chars.get(i + 2) {
                            Some('1') => 1,
                            Some('2') => 2,
                            _ => return Err(unsupported("'>&' not followed by 1 or 2")),
                        };
                        tokens.push(Token::Redir(RedirOp::Dup { from: fd, to }));
                        i += 2;
                    } else if next == Some('(') {
                        return Err(unsupported("process substitution '>(...)'"));
                    } else {
                        let append = next == Some('>');
                        tokens.push(Token::Redir(RedirOp::Out { fd, append }));
                        if append {
                            i += 1;
                        }
                    }
                }
            }
            c => word.push(c),
        }
        i += 1;
    }
    word.flush(&mut tokens);
    Ok(tokens)
}
