//! The textual pass pipeline (MLIR's `parsePassPipeline`):
//!
//! ```text
//! pipeline ::= op-anchor `(` element (`,` element)* `)`
//! element  ::= pipeline | pass-name (`{` options `}`)?
//! ```
//!
//! `op-anchor` is an op name (`builtin.module`, `func.func`) or `any`, for
//! a pipeline that runs on whatever op it is given. Options are
//! `key=value` pairs ([`crate::options`]). `builtin.module(func.func(cse),
//! symbol-dce)` runs `cse` on every function of the module, then
//! `symbol-dce` on the module.

use crate::manager::OpPassManager;
use crate::registry::PassRegistry;

/// A pipeline that did not parse, or named a pass that does not exist.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PipelineError {
    /// The byte offset in the pipeline text the error is about.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl PipelineError {
    fn at(offset: usize, message: impl Into<String>) -> Self {
        PipelineError {
            offset,
            message: message.into(),
        }
    }

    /// The error with the pipeline text and a caret under the offset, as
    /// MLIR shows a textual pipeline error.
    pub fn render(&self, text: &str) -> String {
        let column = text[..self.offset.min(text.len())].chars().count();
        format!("{}\n{text}\n{}^", self.message, " ".repeat(column))
    }
}

/// Parses `text` into a pass manager whose passes come from `registry`.
pub fn parse_pipeline(text: &str, registry: &PassRegistry) -> Result<OpPassManager, PipelineError> {
    let mut parser = PipelineParser {
        text,
        position: 0,
        registry,
    };
    parser.skip_spaces();
    let start = parser.position;
    let anchor = parser.identifier();
    parser.skip_spaces();
    if anchor.is_empty() || !parser.eat('(') || !text.trim_end().ends_with(')') {
        return Err(PipelineError::at(
            start,
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        ));
    }
    let manager = parser.nested(anchor)?;
    parser.skip_spaces();
    if parser.position != text.len() {
        return Err(PipelineError::at(
            parser.position,
            "unexpected text after the pass pipeline",
        ));
    }
    Ok(manager)
}

struct PipelineParser<'a> {
    text: &'a str,
    position: usize,
    registry: &'a PassRegistry,
}

impl<'a> PipelineParser<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.position..]
    }

    fn skip_spaces(&mut self) {
        let rest = self.rest();
        self.position += rest.len() - rest.trim_start().len();
    }

    fn eat(&mut self, c: char) -> bool {
        if self.rest().starts_with(c) {
            self.position += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// A pass name or op anchor: letters, digits, `-`, `_`, `.`, `$`.
    fn identifier(&mut self) -> &'a str {
        let rest = self.rest();
        let length = rest
            .find(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '$')))
            .unwrap_or(rest.len());
        self.position += length;
        &rest[..length]
    }

    /// The elements of `anchor(...)`, after its `(`, through its `)`.
    fn nested(&mut self, anchor: &str) -> Result<OpPassManager, PipelineError> {
        let mut manager = if anchor == "any" {
            OpPassManager::any()
        } else {
            OpPassManager::on(anchor)
        };
        self.skip_spaces();
        if self.eat(')') {
            return Ok(manager);
        }
        loop {
            self.skip_spaces();
            let start = self.position;
            let name = self.identifier();
            self.skip_spaces();
            if self.eat('(') {
                if name.is_empty() {
                    return Err(PipelineError::at(start, "expected an op name before '('"));
                }
                let nested = self.nested(name)?;
                manager.add_nested(nested);
            } else {
                let options = if self.rest().starts_with('{') {
                    self.options()?
                } else {
                    ""
                };
                let pass = self
                    .registry
                    .create(name, options)
                    .map_err(|error| PipelineError::at(start, error.to_string()))?;
                manager.add_pass(pass);
            }
            self.skip_spaces();
            if self.eat(')') {
                return Ok(manager);
            }
            if !self.eat(',') {
                return Err(PipelineError::at(
                    self.position,
                    "expected ',' or ')' after a pipeline element",
                ));
            }
        }
    }

    /// `{...}` with balanced braces; returns the text inside.
    fn options(&mut self) -> Result<&'a str, PipelineError> {
        let start = self.position;
        let mut depth = 0usize;
        let mut quote: Option<char> = None;
        for (index, c) in self.rest().char_indices() {
            match c {
                c if quote == Some(c) => quote = None,
                _ if quote.is_some() => {}
                '"' | '\'' => quote = Some(c),
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        let inside = &self.text[start + 1..start + index];
                        self.position = start + index + 1;
                        return Ok(inside);
                    }
                }
                _ => {}
            }
        }
        Err(PipelineError::at(start, "unbalanced '{' in pass options"))
    }
}
