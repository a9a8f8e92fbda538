//! What stops a run: undefined behaviour, poison where a defined value is
//! needed, limits, and ops the interpreter cannot run, each with the
//! location of the op that caused it.

use strata_ir::{Diagnostic, Ir, Location, OpId};

/// Why an execution stopped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    /// The program has undefined behaviour (MLIR's `arith.divsi` by zero,
    /// reaching `ub.unreachable`, ...).
    #[error("undefined behaviour: {message}")]
    UndefinedBehaviour { location: Location, message: String },
    /// A poison value reached a place that needs a defined value: a branch
    /// condition, an external call, a result of the entry function.
    #[error("poison value {message}")]
    Poison { location: Location, message: String },
    /// A `cf.assert` whose condition is false.
    #[error("assertion failed: {message}")]
    AssertionFailed { location: Location, message: String },
    /// More steps or nested calls than allowed.
    #[error("{message}")]
    Limit { location: Location, message: String },
    /// An op without semantics, or one that does not say what to do.
    #[error("{message}")]
    Unsupported { location: Location, message: String },
    /// The entry function or its arguments are wrong.
    #[error("{message}")]
    Entry { location: Location, message: String },
}

impl InterpError {
    /// Where it happened.
    pub fn location(&self) -> Location {
        match self {
            InterpError::UndefinedBehaviour { location, .. }
            | InterpError::Poison { location, .. }
            | InterpError::AssertionFailed { location, .. }
            | InterpError::Limit { location, .. }
            | InterpError::Unsupported { location, .. }
            | InterpError::Entry { location, .. } => *location,
        }
    }

    /// The error as a diagnostic at its location.
    pub fn to_diagnostic(&self) -> Diagnostic {
        Diagnostic::error(self.location(), self.to_string())
    }

    /// Undefined behaviour at `op`.
    pub fn undefined(ir: &Ir, op: OpId, message: impl Into<String>) -> Self {
        InterpError::UndefinedBehaviour {
            location: ir.op_location(op),
            message: format!("'{}' {}", ir.op_name_str(op), message.into()),
        }
    }

    /// Poison reaching `op`.
    pub fn poison(ir: &Ir, op: OpId, message: impl Into<String>) -> Self {
        InterpError::Poison {
            location: ir.op_location(op),
            message: format!("{} of '{}'", message.into(), ir.op_name_str(op)),
        }
    }

    /// `op` cannot be run.
    pub fn unsupported(ir: &Ir, op: OpId, message: impl Into<String>) -> Self {
        InterpError::Unsupported {
            location: ir.op_location(op),
            message: format!("'{}' {}", ir.op_name_str(op), message.into()),
        }
    }
}
