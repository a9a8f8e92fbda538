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

mod lex;

use crate::error::ScriptError;
use lex::{RedirOp, Token, tokenize};

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
mod tests;
