//! Diagnostics: errors, warnings, remarks and their attached notes, each with a
//! location. Mirrors MLIR's `Diagnostic`/`InFlightDiagnostic` and the
//! `SourceMgrDiagnosticHandler` rendering (`file:line:col: error: message`).

use crate::location::Location;

/// How serious a diagnostic is; the four kinds MLIR knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// An error: the input or the IR is invalid.
    Error,
    /// A warning: valid, but probably not what was meant.
    Warning,
    /// A remark: information (e.g. from an analysis).
    Remark,
    /// A note attached to another diagnostic.
    Note,
}

impl Severity {
    /// The word MLIR prints for this severity (`error`, `warning`, `remark`, `note`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One diagnostic with its location and the notes attached to it. It is also
/// the error type of the verifier (and, boxed, of the parser).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{severity}: {message}")]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points.
    pub location: Location,
    /// The message, without the `error: ` prefix.
    pub message: String,
    /// Notes attached to it, printed after it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of `severity` at `location`.
    pub fn new(severity: Severity, location: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            location,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error at `location`.
    pub fn error(location: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, location, message)
    }

    /// Attaches a note at `location` and returns the diagnostic (builder style).
    pub fn with_note(mut self, location: Location, message: impl Into<String>) -> Self {
        self.notes
            .push(Diagnostic::new(Severity::Note, location, message));
        self
    }
}
