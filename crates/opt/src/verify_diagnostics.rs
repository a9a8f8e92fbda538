//! `--verify-diagnostics`: checking emitted diagnostics against `expected-*`
//! annotations in the input.
//!
//! Mirrors MLIR's `SourceMgrDiagnosticVerifierHandler`
//! (`mlir/lib/IR/Diagnostics.cpp`) as used by mlir-opt 22, quirks included;
//! every rule below was checked with `/usr/bin/mlir-opt-22 --verify-diagnostics`:
//!
//! * An annotation is any line whose right-trimmed text matches (anywhere, not
//!   only in a comment) `expected-(error|note|remark|warning)(-re)?
//!   *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`. The message is
//!   everything between the first `{{` and the last `}}`. There is no count
//!   (`expected-error 2 {{..}}` is not an annotation); lines that do not match
//!   (e.g. a missing `{{`) are silently ignored.
//! * `@+N`/`@-N` are relative (N is parsed like C: `@+010` is 8), `@above` is
//!   the closest preceding non-annotation line, `@below` the next one (or the
//!   last line if there is none), `@unknown` matches diagnostics without a
//!   file location. An out-of-range line is no error: it is just never met.
//! * Plain messages match as substrings; in `-re` forms, `{{..}}` pieces are
//!   POSIX extended regexes (translated to the `regex` crate by the `ere`
//!   submodule) and the rest is literal. An empty `-re` message never matches.
//! * **In split mode the whole file is one verifier**: annotations are read
//!   once from the whole original buffer (line numbers are original), all
//!   chunks' diagnostics are checked against them, and unmatched expectations
//!   are reported after the last chunk. So build one [`DiagnosticVerifier`]
//!   per input file, not per chunk.
//! * Order of the messages: bad `-re` annotations when the verifier is built;
//!   `unexpected ...` and near misses as diagnostics arrive; `expected ... was
//!   not produced` at the end, in file order, then the unmatched `@unknown`
//!   ones **twice** (MLIR verifies once explicitly and once in the handler's
//!   destructor, and only clears the per-file list).
//! * mlir-opt exits 1 iff any of these failures was reported.

use std::sync::LazyLock;

use regex::Regex;
use strata_ir::diagnostics::Severity;
use thiserror::Error;

/// A diagnostic that was actually emitted, as the verifier sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmittedDiagnostic {
    /// Its severity; notes attached to an error come as separate entries.
    pub severity: Severity,
    /// 1-based line in the ORIGINAL file; `None` for an unknown location.
    pub line: Option<u32>,
    /// 1-based column (ignored when `line` is `None`).
    pub col: u32,
    /// The message, without the `error: ` prefix.
    pub message: String,
}

/// Which diagnostics to check (`--verify-diagnostics[=all|only-expected]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VerifyLevel {
    /// Report unexpected diagnostics and near misses too (the default).
    #[default]
    All,
    /// Only report expectations that were not produced (and bad annotations).
    OnlyExpected,
}

/// One verification failure; the driver prints it as
/// `file:line:col: error: message` (or `<unknown>:0: error: message` when
/// `line` is `None`), followed like every MLIR diagnostic by the source line
/// and a caret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyFailure {
    /// 1-based line in the original file; `None` prints as `<unknown>:0`.
    pub line: Option<u32>,
    /// 1-based (byte) column; for annotation failures, the `e` of `expected-`.
    pub col: u32,
    /// Bytes highlighted from `col` on: MLIR prints `^` followed by
    /// `range_len - 1` tildes (just `^` for 0 or 1).
    pub range_len: u32,
    /// The message, in MLIR's wording.
    pub message: String,
}

/// A malformed `-re` annotation (reported when the verifier is built).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum AnnotationError {
    /// A `{{` with no `}}` after it inside the message.
    #[error("found start of regex with no end '}}}}'")]
    UnterminatedRegex,
    /// A `{{..}}` piece that LLVM's regex engine rejects, with its message.
    #[error("invalid regex: {0}")]
    InvalidRegex(&'static str),
    /// A valid POSIX regex that Strata cannot run (back-references).
    #[error("invalid regex: back-references are not supported by strata-opt")]
    Unsupported,
    /// A regex the `regex` crate refuses to build (e.g. too big), with its reason.
    #[error("invalid regex: {0}")]
    Unbuildable(String),
}

static ANNOTATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?s)expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
        .expect("constant regex is valid")
});

/// How an expectation matches a message.
#[derive(Debug)]
enum Matcher {
    Substring,
    /// `None`: LLVM could not compile the combined regex, so it never matches.
    Regex(Option<Regex>),
}

#[derive(Debug)]
struct Expected {
    severity: Severity,
    /// Target line; `None` if it cannot be represented (never matches).
    line: Option<i64>,
    /// Position of `expected-` in the file (`None` for `@unknown`).
    at: Option<(u32, u32)>,
    substring: String,
    matcher: Matcher,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.matcher {
            Matcher::Substring => message.contains(&self.substring),
            Matcher::Regex(re) => re.as_ref().is_some_and(|re| re.is_match(message)),
        }
    }

    fn failure(&self, message: String, range_len: usize) -> VerifyFailure {
        let (line, col) = self.at.map_or((None, 0), |(l, c)| (Some(l), c));
        // Nothing to highlight without a location.
        let range_len = if line.is_some() { clamp(range_len) } else { 0 };
        VerifyFailure {
            line,
            col,
            range_len,
            message,
        }
    }
}

/// Verifies the diagnostics of one input file against its annotations.
///
/// Use: [`new`](Self::new) once per file (prints its failures), then
/// [`process`](Self::process) for every diagnostic as it is emitted (including
/// each attached note, after its error), then [`finish`](Self::finish). The
/// run fails iff any of the three returned a failure ([`has_failed`](Self::has_failed)).
#[derive(Debug)]
pub struct DiagnosticVerifier {
    expected: Vec<Expected>,
    unknown: Vec<Expected>,
    level: VerifyLevel,
    failed: bool,
}

impl DiagnosticVerifier {
    /// Reads the annotations of `source` (the whole original file, even in
    /// split mode). Returns the verifier and the malformed `-re` annotations,
    /// which mlir-opt prints right away, before processing any chunk.
    pub fn new(source: &str, level: VerifyLevel) -> (Self, Vec<VerifyFailure>) {
        let mut verifier = DiagnosticVerifier {
            expected: Vec::new(),
            unknown: Vec::new(),
            level,
            failed: false,
        };
        let mut failures = Vec::new();
        let lines: Vec<&str> = source.split('\n').collect();
        let mut last_plain_line = 0usize; // 0-based, MLIR's lastNonDesignatorLine
        let mut for_next_line: Vec<usize> = Vec::new();
        for (index, raw_line) in lines.iter().enumerate() {
            let line = raw_line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
            let Some(caps) = ANNOTATION.captures(line) else {
                for &i in &for_next_line {
                    verifier.expected[i].line = Some(index as i64 + 1);
                }
                for_next_line.clear();
                last_plain_line = index;
                continue;
            };
            let (whole, substring) = (
                caps.get(0).map_or(0, |m| m.start()),
                caps.get(5).map_or("", |m| m.as_str()),
            );
            let severity = match caps.get(1).map(|m| m.as_str()) {
                Some("error") => Severity::Error,
                Some("warning") => Severity::Warning,
                Some("remark") => Severity::Remark,
                _ => Severity::Note,
            };
            let at = (clamp(index + 1), clamp(whole + 1));
            let matcher = if caps.get(2).is_some() {
                match compile(substring) {
                    Ok(re) => Matcher::Regex(re),
                    Err(err) => {
                        verifier.failed = true;
                        failures.push(VerifyFailure {
                            line: Some(at.0),
                            col: at.1,
                            range_len: clamp(substring.len()),
                            message: err.to_string(),
                        });
                        continue;
                    }
                }
            } else {
                Matcher::Substring
            };
            let mut record = Expected {
                severity,
                line: Some(index as i64 + 1),
                at: Some(at),
                substring: substring.to_owned(),
                matcher,
                matched: false,
            };
            match caps.get(4).map(|m| m.as_str()) {
                Some("unknown") => {
                    record.at = None;
                    verifier.unknown.push(record);
                    continue;
                }
                Some("above") => record.line = Some(last_plain_line as i64 + 1),
                Some("below") => {
                    for_next_line.push(verifier.expected.len());
                    record.line = Some(lines.len() as i64);
                }
                Some(offset) => {
                    let delta = parse_c_integer(&offset[1..]);
                    let sign = if offset.starts_with('-') { -1 } else { 1 };
                    record.line = delta.and_then(|d| record.line.map(|l| l + sign * d));
                }
                None => {}
            }
            verifier.expected.push(record);
        }
        (verifier, failures)
    }

    /// Checks one emitted diagnostic. Returns the failure to print right away:
    /// `unexpected <severity>: <message>` at the diagnostic's location, or,
    /// when an expectation on that line matches the text but not the severity,
    /// `'<got>' diagnostic emitted when expecting a '<want>'` at that (last
    /// such) annotation. With [`VerifyLevel::OnlyExpected`] nothing is reported.
    pub fn process(&mut self, diag: &EmittedDiagnostic) -> Option<VerifyFailure> {
        let candidates = if diag.line.is_some() {
            &mut self.expected
        } else {
            &mut self.unknown
        };
        let mut near_miss = None;
        for (i, expected) in candidates.iter_mut().enumerate() {
            // Already matched expectations can match again, like in MLIR.
            if diag
                .line
                .is_some_and(|l| expected.line != Some(i64::from(l)))
                || !expected.matches(&diag.message)
            {
                continue;
            }
            if expected.severity == diag.severity {
                expected.matched = true;
                return None;
            }
            near_miss = Some(i);
        }
        if self.level == VerifyLevel::OnlyExpected {
            return None;
        }
        self.failed = true;
        if let Some(expected) = near_miss.and_then(|i| candidates.get(i)) {
            let message = format!(
                "'{}' diagnostic emitted when expecting a '{}'",
                diag.severity, expected.severity
            );
            return Some(expected.failure(message, 0));
        }
        let message = format!("unexpected {}: {}", diag.severity, diag.message);
        Some(VerifyFailure {
            line: diag.line,
            col: diag.col,
            range_len: 0,
            message,
        })
    }

    /// Reports the expectations that were never produced:
    /// `expected <severity> "<message>" was not produced`, highlighting as
    /// many bytes as the message has, in file order, then the `@unknown`
    /// ones twice (see the module doc).
    pub fn finish(self) -> Vec<VerifyFailure> {
        let unknown = self.unknown.iter().filter(|e| !e.matched);
        let unmatched = self
            .expected
            .iter()
            .filter(|e| !e.matched)
            .chain(unknown.clone())
            .chain(unknown);
        unmatched
            .map(|e| {
                e.failure(
                    format!(
                        "expected {} \"{}\" was not produced",
                        e.severity, e.substring
                    ),
                    e.substring.len(),
                )
            })
            .collect()
    }

    /// Whether a failure has been reported so far (by `new` or `process`).
    pub fn has_failed(&self) -> bool {
        self.failed
    }
}

/// Verifies `diagnostics` (in emission order) against `source` in one go;
/// returns all failures in the order mlir-opt prints them. Empty means success.
pub fn verify_diagnostics(
    source: &str,
    diagnostics: &[EmittedDiagnostic],
    level: VerifyLevel,
) -> Vec<VerifyFailure> {
    let (mut verifier, mut failures) = DiagnosticVerifier::new(source, level);
    failures.extend(diagnostics.iter().filter_map(|d| verifier.process(d)));
    failures.extend(verifier.finish());
    failures
}

fn clamp(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// `StringRef::getAsInteger(0, int)` on `[0-9]+`: a leading `0` means octal.
/// `None` where LLVM fails (and MLIR reads an uninitialized offset): such an
/// annotation is treated as never matching.
fn parse_c_integer(digits: &str) -> Option<i64> {
    let value = match digits.strip_prefix('0') {
        Some(octal) if !octal.is_empty() => i64::from_str_radix(octal, 8).ok()?,
        _ => digits.parse::<i64>().ok()?,
    };
    (value <= i64::from(i32::MAX)).then_some(value)
}

/// MLIR's `computeRegex`: validates each `{{..}}` piece alone, then builds
/// `escape(text)(piece)escape(text)...`. `Ok(None)`: the combined regex is
/// invalid for LLVM (e.g. empty), so it never matches.
fn compile(substring: &str) -> Result<Option<Regex>, AnnotationError> {
    let mut posix = String::new();
    let mut rest = substring;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            posix.push_str(&llvm_escape(rest));
            break;
        };
        posix.push_str(&llvm_escape(&rest[..open]));
        rest = &rest[open + 2..];
        let close = rest.find("}}").ok_or(AnnotationError::UnterminatedRegex)?;
        let piece = &rest[..close];
        ere::translate(piece)?;
        posix.push('(');
        posix.push_str(piece);
        posix.push(')');
        rest = &rest[close + 2..];
    }
    match ere::translate(&posix) {
        Ok(rust) => Regex::new(&format!("(?s){rust}")).map(Some).map_err(|err| {
            let reason = err.to_string();
            AnnotationError::Unbuildable(reason.lines().last().unwrap_or_default().to_owned())
        }),
        Err(AnnotationError::Unsupported) => Err(AnnotationError::Unsupported),
        Err(_) => Ok(None),
    }
}

/// `llvm::Regex::escape`.
fn llvm_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "()^$|*+?.[]\\{}".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

mod ere;

#[cfg(test)]
mod tests;
