//! Pass options as MLIR writes them: `key=value` pairs separated by spaces
//! (`max-iterations=3 test-convergence`), inside braces in a pipeline
//! (`canonicalize{max-iterations=3}`) or after `=` on a shorthand flag
//! (`-canonicalize="max-iterations=3"`). A key alone sets a boolean; a
//! value may be quoted (`"a b"` or `'a b'`) or braced (`{a=1}`) to hold spaces.

use std::fmt;

/// The kind of value an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false`; the key alone means `true`.
    Bool,
    /// A signed integer.
    Int,
    /// Any text.
    String,
}

/// One option a pass accepts (MLIR's `Pass::Option`).
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The key (`max-iterations`).
    pub name: &'static str,
    /// What it does, for `--help`.
    pub description: &'static str,
    /// The kind of value.
    pub kind: OptionKind,
}

/// Why options did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// A key the pass does not have.
    #[error("no such option {0}")]
    Unknown(String),
    /// A value of the wrong kind.
    #[error("invalid value '{value}' for option '{name}': expected {expected}")]
    InvalidValue {
        /// The key.
        name: String,
        /// The value written.
        value: String,
        /// What was expected.
        expected: &'static str,
    },
    /// An unterminated quote or brace.
    #[error("unterminated {0} in pass options")]
    Unterminated(&'static str),
}

/// Parsed options, checked against a pass's [`OptionSpec`]s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    values: Vec<(String, Option<String>)>,
}

impl PassOptions {
    /// Parses `text` (without braces) against `specs`.
    pub fn parse(text: &str, specs: &[OptionSpec]) -> Result<Self, OptionError> {
        let mut values = Vec::new();
        for item in split_items(text)? {
            let (key, value) = match item.split_once('=') {
                Some((key, value)) => (key, Some(unquote(value).to_string())),
                None => (item, None),
            };
            let Some(spec) = specs.iter().find(|spec| spec.name == key) else {
                return Err(OptionError::Unknown(key.to_string()));
            };
            check_value(spec, value.as_deref())?;
            values.retain(|(existing, _)| existing != key);
            values.push((key.to_string(), value));
        }
        Ok(PassOptions { values })
    }

    fn raw(&self, name: &str) -> Option<Option<&str>> {
        self.values
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_deref())
    }

    /// The boolean `name`, or `default` when not given.
    pub fn bool(&self, name: &str, default: bool) -> bool {
        match self.raw(name) {
            None => default,
            Some(None) => true,
            Some(Some(value)) => matches!(value, "true" | "1"),
        }
    }

    /// The integer `name`, or `default` when not given.
    pub fn int(&self, name: &str, default: i64) -> i64 {
        self.raw(name)
            .flatten()
            .and_then(|value| value.parse().ok())
            .unwrap_or(default)
    }

    /// The text of `name`, if given.
    pub fn string(&self, name: &str) -> Option<&str> {
        self.raw(name).flatten()
    }

    /// Whether no option was given.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl fmt::Display for PassOptions {
    /// `key=value key2`, in the order given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, (key, value)) in self.values.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            f.write_str(key)?;
            if let Some(value) = value {
                write!(f, "={value}")?;
            }
        }
        Ok(())
    }
}

fn check_value(spec: &OptionSpec, value: Option<&str>) -> Result<(), OptionError> {
    let invalid = |expected| OptionError::InvalidValue {
        name: spec.name.to_string(),
        value: value.unwrap_or_default().to_string(),
        expected,
    };
    match (spec.kind, value) {
        (OptionKind::Bool, None) => Ok(()),
        (OptionKind::Bool, Some("true" | "false" | "1" | "0")) => Ok(()),
        (OptionKind::Bool, Some(_)) => Err(invalid("true or false")),
        (OptionKind::Int, Some(value)) if value.parse::<i64>().is_ok() => Ok(()),
        (OptionKind::Int, _) => Err(invalid("an integer")),
        (OptionKind::String, _) => Ok(()),
    }
}

/// Splits on spaces outside quotes (`"` or `'`, as MLIR's pass options
/// take them) and braces.
fn split_items(text: &str) -> Result<Vec<&str>, OptionError> {
    let mut items = Vec::new();
    let mut start = None;
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (index, c) in text.char_indices() {
        let quoted = quote.is_some();
        match c {
            c if quote == Some(c) => quote = None,
            _ if quoted => {}
            '"' | '\'' => quote = Some(c),
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            c if c.is_whitespace() && depth == 0 => {
                if let Some(begin) = start.take() {
                    items.push(&text[begin..index]);
                }
                continue;
            }
            _ => {}
        }
        start.get_or_insert(index);
    }
    if quote.is_some() {
        return Err(OptionError::Unterminated("quote"));
    }
    if depth > 0 {
        return Err(OptionError::Unterminated("brace"));
    }
    if let Some(begin) = start {
        items.push(&text[begin..]);
    }
    Ok(items)
}

/// `"a b"` and `'a b'` → `a b`; `{x}` → `x`; anything else unchanged.
fn unquote(value: &str) -> &str {
    value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .or_else(|| value.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')))
        .or_else(|| value.strip_prefix('{').and_then(|v| v.strip_suffix('}')))
        .unwrap_or(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            name: "max-iterations",
            description: "",
            kind: OptionKind::Int,
        },
        OptionSpec {
            name: "test-convergence",
            description: "",
            kind: OptionKind::Bool,
        },
        OptionSpec {
            name: "label",
            description: "",
            kind: OptionKind::String,
        },
    ];

    #[test]
    fn parses_pairs_flags_and_quoted_values() {
        let options = PassOptions::parse(r#"max-iterations=3 test-convergence label="a b""#, SPECS)
            .expect("parses");
        assert_eq!(options.int("max-iterations", 10), 3);
        assert!(options.bool("test-convergence", false));
        assert_eq!(options.string("label"), Some("a b"));
        assert_eq!(options.int("missing", 7), 7);
        assert_eq!(
            options.to_string(),
            "max-iterations=3 test-convergence label=a b"
        );
    }

    #[test]
    fn single_quotes_hold_spaces_and_double_quotes() {
        let options =
            PassOptions::parse(r#"label='(x y)::"z"' max-iterations=2"#, SPECS).expect("parses");
        assert_eq!(options.string("label"), Some(r#"(x y)::"z""#));
        assert_eq!(options.int("max-iterations", 10), 2);
        assert_eq!(
            PassOptions::parse("label='open", SPECS),
            Err(OptionError::Unterminated("quote"))
        );
    }

    #[test]
    fn rejects_unknown_keys_bad_values_and_open_quotes() {
        assert_eq!(
            PassOptions::parse("bad=1", SPECS),
            Err(OptionError::Unknown("bad".into()))
        );
        assert!(matches!(
            PassOptions::parse("max-iterations=x", SPECS),
            Err(OptionError::InvalidValue { .. })
        ));
        assert_eq!(
            PassOptions::parse("label=\"open", SPECS),
            Err(OptionError::Unterminated("quote"))
        );
    }
}
