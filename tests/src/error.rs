//! Typed errors for the lit runner.
//!
//! Errors fall in three groups: [`ScriptError`] for malformed `RUN:` lines
//! (parse time, before anything runs), [`ExecError`] for problems while
//! executing a pipeline that are not ordinary non-zero exits (unknown tool,
//! unreadable redirect target, a tool that panicked), and [`LitError`], the
//! per-file outcome that the harness prints.

use std::path::PathBuf;

use thiserror::Error;

/// A malformed or unsupported `RUN:` line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScriptError {
    /// The last `RUN:` line ends with `\`, so there is nothing to continue onto.
    #[error("RUN line {line} ends with a '\\' continuation but no RUN line follows")]
    DanglingContinuation {
        /// 1-based line number of the offending line.
        line: usize,
    },
    /// A `'` or `"` was opened and never closed.
    #[error("unterminated {quote} quote")]
    UnterminatedQuote {
        /// The quote character.
        quote: char,
    },
    /// A backslash at the very end of the command.
    #[error("trailing backslash at the end of the command")]
    TrailingBackslash,
    /// A pipeline stage or a `&&`/`||`/`;` operand has no command.
    #[error("empty command (near '{near}')")]
    EmptyCommand {
        /// The operator next to the empty command.
        near: String,
    },
    /// A redirection operator with no file name after it.
    #[error("redirection '{op}' has no target")]
    MissingRedirectTarget {
        /// The operator, e.g. `>` or `2>`.
        op: String,
    },
    /// Shell syntax that the in-process runner does not implement.
    #[error("unsupported shell syntax: {0}")]
    Unsupported(String),
}

/// A failure while executing a pipeline that is not a plain non-zero exit.
#[derive(Debug, Error)]
pub enum ExecError {
    /// The command names a tool that is not in the tool table.
    #[error("unknown tool '{name}' (known tools: {known})")]
    UnknownTool {
        /// The tool name as written.
        name: String,
        /// Comma-separated list of registered tools.
        known: String,
    },
    /// Reading an input redirection (`< file`) failed.
    #[error("cannot read '{path}': {source}")]
    ReadRedirect {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// Writing an output redirection (`> file`) failed.
    #[error("cannot write '{path}': {source}")]
    WriteRedirect {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
}

/// Why one lit test file failed.
#[derive(Debug, Error)]
pub enum LitError {
    /// The test file could not be read.
    #[error("{path}: cannot read test file: {source}")]
    ReadTest {
        /// The test file.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The test file has no `RUN:` line; every file under `lit/` must be a test.
    #[error("{path}: no RUN: line found (every .mlir file under lit/ must be a test)")]
    NoRunLines {
        /// The test file.
        path: String,
    },
    /// The `RUN:` lines could not be extracted or parsed.
    #[error("{path}:{line}: bad RUN line: {source}\n  RUN: {command}")]
    Script {
        /// The test file.
        path: String,
        /// 1-based line of the (first line of the) RUN command.
        line: usize,
        /// The command text after substitution (empty if extraction failed).
        command: String,
        /// What is wrong.
        source: ScriptError,
    },
    /// A RUN line names an unknown tool (checked before anything runs).
    #[error("{path}:{line}: {source}\n  RUN: {command}")]
    Exec {
        /// The test file.
        path: String,
        /// 1-based line of the RUN command.
        line: usize,
        /// The command text after substitution.
        command: String,
        /// What is wrong.
        source: ExecError,
    },
    /// Creating the per-test temporary directory failed.
    #[error("{path}: cannot create temporary directory '{dir}': {source}")]
    TempDir {
        /// The test file.
        path: String,
        /// The directory.
        dir: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// A RUN line executed and failed; the message is a full report.
    #[error("{0}")]
    RunFailed(String),
}
