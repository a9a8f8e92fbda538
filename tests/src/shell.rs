//! A small shell-syntax parser for `RUN:` commands.
//!
//! Supported (a subset of lit's internal shell): words with `'...'`, `"..."`
//! and `\` quoting; pipelines `a | b`; lists joined by `&&`, `||` and `;`;
//! the `not` prefix (repeatable); redirections `< f`, `> f`, `>> f`,
//! `1> f`, `2> f`, `2>> f`, `&> f`, `2>&1` and `1>&2` / `>&2`. Anything else
//! that a real shell would interpret (background `&`, `$(...)`, backticks,
//! here-documents, `|&`, other file descriptors, `not --crash`) is rejected
//! with [`ScriptError::Unsupported`] instead of being silently misread.

use std::fmt;

use crate::error::ScriptError;

/// How two pipelines in a list are joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Connector {
    /// `&&`: run the next pipeline only if this one succeeded.
    And,
    /// `||`: run the next pipeline only if this one failed.
    Or,
    /// `;`: always run the next pipeline.
    Seq,
}

impl fmt::Display for Connector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Connector::And => "&&",
            Connector::Or => "||",
            Connector::Seq => ";",
        })
    }
}

/// One redirection, in source order (order matters for `2>&1`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Redirect {
    /// `< path`.
    Stdin(String),
    /// `> path`, `1> path`, `>> path`.
    Stdout {
        /// Target file.
        path: String,
        /// `>>` rather than `>`.
        append: bool,
    },
    /// `2> path`, `2>> path`.
    Stderr {
        /// Target file.
        path: String,
        /// `2>>` rather than `2>`.
        append: bool,
    },
    /// `&> path`, `&>> path`: both streams to one file.
    Both {
        /// Target file.
        path: String,
        /// `&>>` rather than `&>`.
        append: bool,
    },
    /// `2>&1`: stderr goes wherever stdout currently goes.
    StderrToStdout,
    /// `1>&2` or `>&2`: stdout goes wherever stderr currently goes.
    StdoutToStderr,
}

impl fmt::Display for Redirect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let app = |a: &bool| if *a { ">>" } else { ">" };
        match self {
            Redirect::Stdin(p) => write!(f, "< {}", quote(p)),
            Redirect::Stdout { path, append } => write!(f, "{} {}", app(append), quote(path)),
            Redirect::Stderr { path, append } => write!(f, "2{} {}", app(append), quote(path)),
            Redirect::Both { path, append } => write!(f, "&{} {}", app(append), quote(path)),
            Redirect::StderrToStdout => f.write_str("2>&1"),
            Redirect::StdoutToStderr => f.write_str("1>&2"),
        }
    }
}

/// A simple command: optional `not` prefixes, a tool, its arguments and redirections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// How many `not` prefixes precede the tool (each inverts success).
    pub negations: usize,
    /// The tool name, e.g. `strata-opt` or `FileCheck`.
    pub program: String,
    /// Arguments after the tool name.
    pub args: Vec<String>,
    /// Redirections in source order.
    pub redirects: Vec<Redirect>,
}

impl Command {
    /// Whether the command succeeds for a given exit code (before pipefail).
    pub fn succeeds_with(&self, exit_code: i32) -> bool {
        (exit_code == 0) != (self.negations % 2 == 1)
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.negations {
            f.write_str("not ")?;
        }
        f.write_str(&quote(&self.program))?;
        for a in &self.args {
            write!(f, " {}", quote(a))?;
        }
        for r in &self.redirects {
            write!(f, " {r}")?;
        }
        Ok(())
    }
}

/// Stages joined by `|`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipeline {
    /// The stages, left to right; never empty.
    pub stages: Vec<Command>,
}

impl fmt::Display for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.stages.iter().enumerate() {
            if i > 0 {
                f.write_str(" | ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

/// A whole RUN command: pipelines joined by `&&`, `||` or `;`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandList {
    /// The first pipeline.
    pub first: Pipeline,
    /// Following pipelines with the connector that precedes each.
    pub rest: Vec<(Connector, Pipeline)>,
}

impl CommandList {
    /// All commands of all pipelines, in order.
    pub fn commands(&self) -> impl Iterator<Item = &Command> {
        std::iter::once(&self.first)
            .chain(self.rest.iter().map(|(_, p)| p))
            .flat_map(|p| p.stages.iter())
    }
}

/// Quotes a word for display if it contains shell-special characters.
pub fn quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_alphanumeric() || "-_./=:,+%@^{}[]*?#~".contains(c) || !c.is_ascii());
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// A lexical token.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Word(String),
    Pipe,
    Connector(Connector),
    /// A redirection operator; `needs_target` ones take the next word.
    Redir(RedirOp),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RedirOp {
    In,
    Out { fd: u8, append: bool },
    Both { append: bool },
    Dup { from: u8, to: u8 },
}

impl RedirOp {
    fn spelling(self) -> String {
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
fn tokenize(text: &str) -> Result<Vec<Token>, ScriptError> {
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

/// Parses one command's tokens (no pipes/connectors inside).
fn parse_command(tokens: &[Token], near: &str) -> Result<Command, ScriptError> {
    let mut words = Vec::new();
    let mut redirects = Vec::new();
    let mut iter = tokens.iter();
    while let Some(tok) = iter.next() {
        match tok {
            Token::Word(w) => words.push(w.clone()),
            Token::Redir(op) => {
                let redirect = match *op {
                    RedirOp::Dup { from: 2, to: 1 } => Redirect::StderrToStdout,
                    RedirOp::Dup { from: 1, to: 2 } => Redirect::StdoutToStderr,
                    RedirOp::Dup { .. } => {
                        // `1>&1` / `2>&2` are no-ops.
                        continue;
                    }
                    op => {
                        let Some(Token::Word(path)) = iter.next() else {
                            return Err(ScriptError::MissingRedirectTarget { op: op.spelling() });
                        };
                        let path = path.clone();
                        match op {
                            RedirOp::In => Redirect::Stdin(path),
                            RedirOp::Out { fd: 2, append } => Redirect::Stderr { path, append },
                            RedirOp::Out { append, .. } => Redirect::Stdout { path, append },
                            RedirOp::Both { append } => Redirect::Both { path, append },
                            RedirOp::Dup { .. } => unreachable!("handled above"),
                        }
                    }
                };
                redirects.push(redirect);
            }
            Token::Pipe | Token::Connector(_) => unreachable!("split by the caller"),
        }
    }
    let negations = words.iter().take_while(|w| *w == "not").count();
    let mut words = words.into_iter().skip(negations);
    let Some(program) = words.next() else {
        return Err(ScriptError::EmptyCommand {
            near: near.to_string(),
        });
    };
    if negations > 0 && program.starts_with("--") {
        return Err(ScriptError::Unsupported(format!("'not {program}'")));
    }
    Ok(Command {
        negations,
        program,
        args: words.collect(),
        redirects,
    })
}

/// Parses a full RUN command (after `%` substitution).
pub fn parse(text: &str) -> Result<CommandList, ScriptError> {
    let tokens = tokenize(text)?;
    // Split into pipelines by connectors, then stages by pipes.
    let mut pipelines: Vec<(Option<Connector>, Pipeline)> = Vec::new();
    let mut pending_connector: Option<Connector> = None;
    let mut stages: Vec<Command> = Vec::new();
    let mut start = 0;
    let mut near = String::from("start of command");
    for (idx, tok) in tokens
        .iter()
        .enumerate()
        .chain([(tokens.len(), &Token::Pipe)])
    {
        let at_end = idx == tokens.len();
        let sep = match tok {
            Token::Pipe => None,
            Token::Connector(c) => Some(*c),
            _ if !at_end => continue,
            _ => None,
        };
        let this_near = match (at_end, sep) {
            (true, _) => "end of command".to_string(),
            (false, Some(c)) => format!("'{c}'"),
            (false, None) => "'|'".to_string(),
        };
        let near_text = if tokens[start..idx].is_empty() {
            format!("{near} / {this_near}")
        } else {
            near.clone()
        };
        stages.push(parse_command(&tokens[start..idx], &near_text)?);
        near = this_near;
        start = idx + 1;
        if at_end || sep.is_some() {
            let pipeline = Pipeline {
                stages: std::mem::take(&mut stages),
            };
            pipelines.push((pending_connector.take(), pipeline));
            pending_connector = sep;
        }
    }
    let mut iter = pipelines.into_iter();
    let (_, first) = iter.next().expect("at least one pipeline is always parsed");
    let rest = iter
        .map(|(c, p)| (c.expect("every later pipeline has a connector"), p))
        .collect();
    Ok(CommandList { first, rest })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(program: &str, args: &[&str]) -> Command {
        Command {
            negations: 0,
            program: program.into(),
            args: args.iter().map(|s| s.to_string()).collect(),
            redirects: vec![],
        }
    }

    #[test]
    fn splits_a_pipeline() {
        let list = parse("strata-opt /a.mlir --split-input-file | FileCheck /a.mlir").unwrap();
        assert!(list.rest.is_empty());
        assert_eq!(
            list.first.stages,
            vec![
                cmd("strata-opt", &["/a.mlir", "--split-input-file"]),
                cmd("FileCheck", &["/a.mlir"]),
            ]
        );
    }

    #[test]
    fn not_and_stderr_redirects() {
        let list = parse("not strata-opt x 2>&1 | FileCheck x").unwrap();
        let s0 = &list.first.stages[0];
        assert_eq!(s0.negations, 1);
        assert_eq!(s0.program, "strata-opt");
        assert_eq!(s0.args, vec!["x"]);
        assert_eq!(s0.redirects, vec![Redirect::StderrToStdout]);
        assert!(s0.succeeds_with(1));
        assert!(!s0.succeeds_with(0));
        let list = parse("not not true").unwrap();
        assert_eq!(list.first.stages[0].negations, 2);
        assert!(list.first.stages[0].succeeds_with(0));
    }

    #[test]
    fn file_redirects() {
        let list = parse("tool <in 2>/dev/null >out >> app 2>> e &> both").unwrap();
        assert_eq!(
            list.first.stages[0].redirects,
            vec![
                Redirect::Stdin("in".into()),
                Redirect::Stderr {
                    path: "/dev/null".into(),
                    append: false
                },
                Redirect::Stdout {
                    path: "out".into(),
                    append: false
                },
                Redirect::Stdout {
                    path: "app".into(),
                    append: true
                },
                Redirect::Stderr {
                    path: "e".into(),
                    append: true
                },
                Redirect::Both {
                    path: "both".into(),
                    append: false
                },
            ]
        );
        // A digit glued to a word is not a descriptor, and a spaced one is an argument.
        let list = parse("tool a2>f 2 >g").unwrap();
        let s = &list.first.stages[0];
        assert_eq!(s.args, vec!["a2", "2"]);
        assert_eq!(s.redirects.len(), 2);
    }

    #[test]
    fn quoting() {
        let list =
            parse(r#"FileCheck --implicit-check-not='{{.*}} a|b' "x \"y\" $z" c\ d '' e"#).unwrap();
        assert_eq!(
            list.first.stages[0].args,
            vec![
                "--implicit-check-not={{.*}} a|b",
                r#"x "y" $z"#,
                "c d",
                "",
                "e"
            ]
        );
        // A quoted digit is an argument, not a descriptor.
        let list = parse("tool '2'>f").unwrap();
        assert_eq!(list.first.stages[0].args, vec!["2"]);
    }

    #[test]
    fn connectors() {
        let list = parse("a && b | c || d ; e").unwrap();
        assert_eq!(list.first.stages.len(), 1);
        let conns: Vec<_> = list.rest.iter().map(|(c, _)| *c).collect();
        assert_eq!(conns, vec![Connector::And, Connector::Or, Connector::Seq]);
        assert_eq!(list.rest[0].1.stages.len(), 2);
        assert_eq!(list.commands().count(), 5);
    }

    #[test]
    fn errors() {
        assert_eq!(
            parse("a 'b"),
            Err(ScriptError::UnterminatedQuote { quote: '\'' })
        );
        assert_eq!(
            parse("a \"b"),
            Err(ScriptError::UnterminatedQuote { quote: '"' })
        );
        assert!(matches!(
            parse("a | | b"),
            Err(ScriptError::EmptyCommand { .. })
        ));
        assert!(matches!(
            parse("a |"),
            Err(ScriptError::EmptyCommand { .. })
        ));
        assert!(matches!(parse(""), Err(ScriptError::EmptyCommand { .. })));
        assert!(matches!(
            parse("not"),
            Err(ScriptError::EmptyCommand { .. })
        ));
        assert_eq!(
            parse("a >"),
            Err(ScriptError::MissingRedirectTarget { op: "1>".into() })
        );
        for bad in [
            "a &",
            "a $(b)",
            "a `b`",
            "a << EOF",
            "a 3> f",
            "a |& b",
            "not --crash a",
        ] {
            assert!(
                matches!(parse(bad), Err(ScriptError::Unsupported(_))),
                "{bad}: {:?}",
                parse(bad)
            );
        }
    }

    #[test]
    fn display_round_trips() {
        let text = "not strata-opt '/a b.mlir' 2>&1 | FileCheck x --check-prefix=A > out";
        let list = parse(text).unwrap();
        let shown = list.first.to_string();
        assert_eq!(parse(&shown).unwrap().first, list.first);
        assert_eq!(
            shown,
            "not strata-opt '/a b.mlir' 2>&1 | FileCheck x --check-prefix=A > out"
        );
    }
}
