//! IR properties (after PyPTO's `IRProperty` system, which MLIR lacks): a
//! named fact about the IR under an op — it verifies, it has no common
//! sub-expressions left, no private symbol is dead — with a verifier that
//! lists where it does not hold.
//!
//! A pass declares the properties it requires, produces and invalidates
//! ([`crate::Pass::requires`], ...). The pass manager tracks which hold
//! along a pipeline ([`crate::RunReport::properties`]) and, with
//! `--verify-properties=before|after|both`, verifies the required ones
//! before each pass and the produced ones after it: a property that does
//! not hold fails the run with one error naming the pass and the property,
//! and a note at each violation.

use strata_ir::verifier::{VerifierOptions, verify_with_options};
use strata_ir::{Diagnostic, Ir, OpId, Severity};

/// A property of the IR under an op, with its verifier.
pub trait IrProperty: Send + Sync {
    /// Its name (`no-common-subexpressions`).
    fn name(&self) -> &'static str;

    /// What holds when it holds.
    fn description(&self) -> &'static str;

    /// Where it does not hold under `op`: one diagnostic per violation, at
    /// its location; empty when it holds.
    fn violations(&self, ir: &Ir, op: OpId) -> Vec<Diagnostic>;
}

/// The IR verifies: every op, region and symbol use is valid. The input
/// holds it once parsed and verified, and `--verify-each` restores it after
/// each pass.
pub struct Verified;

impl IrProperty for Verified {
    fn name(&self) -> &'static str {
        "verified"
    }

    fn description(&self) -> &'static str {
        "the IR passes the verifier"
    }

    fn violations(&self, ir: &Ir, op: OpId) -> Vec<Diagnostic> {
        let options = VerifierOptions {
            print_op_on_diagnostic: false,
            ..VerifierOptions::default()
        };
        verify_with_options(ir, op, options)
            .err()
            .map(|error| error.diagnostics)
            .unwrap_or_default()
    }
}

/// The `verified` property.
pub static VERIFIED: Verified = Verified;

/// Which property checks run around each pass
/// (`--verify-properties=none|before|after|both`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PropertyChecks {
    /// Verify the properties a pass requires before it runs.
    pub before: bool,
    /// Verify the properties a pass produces after it runs.
    pub after: bool,
}

impl PropertyChecks {
    /// The checks a `--verify-properties` value names.
    pub fn parse(value: &str) -> Option<Self> {
        let (before, after) = match value {
            "none" => (false, false),
            "before" => (true, false),
            "after" => (false, true),
            "both" => (true, true),
            _ => return None,
        };
        Some(PropertyChecks { before, after })
    }
}

/// The error for `property` not holding around `pass` (`requires` or
/// `produces`): at `op`, with a note at each violation.
pub(crate) fn violation_report(
    ir: &Ir,
    op: OpId,
    pass: &str,
    property: &dyn IrProperty,
    relation: &str,
    violations: Vec<Diagnostic>,
) -> Diagnostic {
    let count = violations.len();
    let when = if relation == "requires" {
        "before it runs"
    } else {
        "after it ran"
    };
    let mut error = Diagnostic::error(
        ir.op_location(op),
        format!(
            "pass '{pass}' {relation} property '{}' ({}), which does not hold {when}: {count} violation{}",
            property.name(),
            property.description(),
            if count == 1 { "" } else { "s" }
        ),
    );
    for violation in violations {
        error.notes.push(Diagnostic::new(
            Severity::Note,
            violation.location,
            violation.message,
        ));
        // The violation's own notes follow it.
        error.notes.extend(violation.notes);
    }
    error
}
