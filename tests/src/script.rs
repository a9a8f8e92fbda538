//! Extraction of `RUN:` commands from a test file and `%`-substitution.
//!
//! This follows LLVM lit: a `RUN:` keyword may follow any comment leader
//! (`// RUN:`, `# RUN:`), trailing whitespace is stripped, and a line ending
//! in `\` is continued by the text of the next `RUN:` line. Substitutions are
//! applied in a single left-to-right pass, so `%%s` is a literal `%s`.

use std::path::Path;

use crate::error::ScriptError;

/// One logical `RUN:` command (continuations already joined).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line number of the first physical line.
    pub line: usize,
    /// Command text after `RUN:`, continuations joined, before substitution.
    pub text: String,
}

/// Returns the text after `RUN:` if the line holds a `RUN:` directive.
///
/// The keyword must not be glued to a preceding identifier character, so
/// `CHECK-RUN:` or `XRUN:` are not directives.
fn run_directive(line: &str) -> Option<&str> {
    let mut search = 0;
    while let Some(pos) = line[search..].find("RUN:") {
        let at = search + pos;
        let glued = line[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_');
        if !glued {
            return Some(&line[at + 4..]);
        }
        search = at + 4;
    }
    None
}

/// Extracts the logical `RUN:` commands of a test file, in order.
///
/// Returns an error when the last `RUN:` line ends with a continuation.
pub fn extract_run_lines(source: &str) -> Result<Vec<RunLine>, ScriptError> {
    let mut out: Vec<RunLine> = Vec::new();
    let mut continuing = false;
    let mut last_line = 0;
    for (idx, raw) in source.lines().enumerate() {
        let Some(rest) = run_directive(raw) else {
            continue;
        };
        last_line = idx + 1;
        let mut text = rest.trim_end().to_string();
        let continues = text.ends_with('\\');
        if continues {
            text.pop();
        }
        match out.last_mut() {
            Some(prev) if continuing => prev.text.push_str(&text),
            _ => out.push(RunLine {
                line: idx + 1,
                text,
            }),
        }
        continuing = continues;
    }
    if continuing {
        return Err(ScriptError::DanglingContinuation { line: last_line });
    }
    for run in &mut out {
        run.text = run.text.trim().to_string();
    }
    Ok(out)
}

/// Values for lit's `%` substitutions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Substitutions {
    /// `%s`: the test file path.
    pub source: String,
    /// `%S` (and `%p`): the test file's directory.
    pub source_dir: String,
    /// `%t`: a per-test temporary path (a file name, not created).
    pub temp: String,
    /// `%T`: the directory holding `%t`.
    pub temp_dir: String,
}

impl Substitutions {
    /// Builds the substitutions for `test_file` with temporary path `temp`.
    pub fn new(test_file: &Path, temp: &Path) -> Self {
        let dir = |p: &Path| {
            p.parent()
                .map(|d| d.display().to_string())
                .unwrap_or_else(|| ".".to_string())
        };
        Self {
            source: test_file.display().to_string(),
            source_dir: dir(test_file),
            temp: temp.display().to_string(),
            temp_dir: dir(temp),
        }
    }

    /// Applies `%s`, `%S`, `%p`, `%t`, `%T` and `%%` to `text` in one pass.
    ///
    /// Any other `%` sequence is left untouched, as lit does.
    pub fn apply(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '%' {
                out.push(c);
                continue;
            }
            let replacement = match chars.peek() {
                Some('%') => Some("%"),
                Some('s') => Some(self.source.as_str()),
                Some('S') | Some('p') => Some(self.source_dir.as_str()),
                Some('t') => Some(self.temp.as_str()),
                Some('T') => Some(self.temp_dir.as_str()),
                _ => None,
            };
            match replacement {
                Some(r) => {
                    chars.next();
                    out.push_str(r);
                }
                None => out.push('%'),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extracts_simple_run_lines() {
        let src = "// RUN: strata-opt %s | FileCheck %s\n\"a.op\"() : () -> ()\n// RUN: true\n";
        let runs = extract_run_lines(src).unwrap();
        assert_eq!(
            runs,
            vec![
                RunLine {
                    line: 1,
                    text: "strata-opt %s | FileCheck %s".into()
                },
                RunLine {
                    line: 3,
                    text: "true".into()
                },
            ]
        );
    }

    #[test]
    fn joins_continuations_like_lit() {
        let src = "// RUN: strata-opt %s \\\n// RUN:   --split-input-file \\  \n// RUN: | FileCheck %s\n// CHECK: x\n";
        let runs = extract_run_lines(src).unwrap();
        assert_eq!(runs.len(), 1);
        assert_eq!(runs[0].line, 1);
        assert_eq!(
            runs[0].text,
            "strata-opt %s    --split-input-file  | FileCheck %s"
        );
    }

    #[test]
    fn dangling_continuation_is_an_error() {
        let src = "// RUN: strata-opt %s \\\n// CHECK: foo\n";
        assert_eq!(
            extract_run_lines(src),
            Err(ScriptError::DanglingContinuation { line: 1 })
        );
    }

    #[test]
    fn ignores_glued_keywords_and_other_lines() {
        let src = "// CHECK-RUN: nope\n// XRUN: nope\n# RUN: yes\nfoo RUN:bar\n";
        let runs = extract_run_lines(src).unwrap();
        let texts: Vec<_> = runs.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(texts, vec!["yes", "bar"]);
    }

    #[test]
    fn no_run_lines_gives_empty_list() {
        assert!(
            extract_run_lines("\"a.op\"() : () -> ()\n")
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn substitutes_in_one_pass() {
        let subs = Substitutions::new(
            Path::new("/w/lit/ir/foo.mlir"),
            Path::new("/tmp/x/ir/foo.mlir.tmp"),
        );
        assert_eq!(
            subs.apply("a %s %S %p %t %T %% %%s %q 100%"),
            "a /w/lit/ir/foo.mlir /w/lit/ir /w/lit/ir /tmp/x/ir/foo.mlir.tmp /tmp/x/ir % %s %q 100%"
        );
    }
}
