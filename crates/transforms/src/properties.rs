//! The IR properties the transforms produce (see `strata_pass::property`):
//!
//! | Property | Holds when | Produced by |
//! |----------|-----------|-------------|
//! | `no-common-subexpressions` | no pure op without regions, in a region with SSA dominance, is equivalent to an op that dominates it | `cse` |
//! | `no-dead-symbols` | every symbol `symbol-dce` could erase is referenced | `symbol-dce` |
//! | `no-nested-calls` | no call-like op is inside an `expr.tree` | `flatten-call-expr` |
//!
//! [`property`] finds one by name (with `verified` from `strata-pass`).

use strata_ir::{Diagnostic, Ir, OpId, OpTraits};
use strata_pass::{IrProperty, VERIFIED};

use crate::cse::common_subexpressions;
use crate::symbol_dce::dead_symbols;

/// What `cse` leaves: no sub-expression computed twice.
pub struct NoCommonSubexpressions;

/// The `no-common-subexpressions` property.
pub static NO_COMMON_SUBEXPRESSIONS: NoCommonSubexpressions = NoCommonSubexpressions;

impl IrProperty for NoCommonSubexpressions {
    fn name(&self) -> &'static str {
        "no-common-subexpressions"
    }

    fn description(&self) -> &'static str {
        "no pure op is equivalent to an op that dominates it"
    }

    fn violations(&self, ir: &Ir, op: OpId) -> Vec<Diagnostic> {
        common_subexpressions(ir, op)
    }
}

/// What `symbol-dce` leaves: no symbol it could erase.
pub struct NoDeadSymbols;

/// The `no-dead-symbols` property.
pub static NO_DEAD_SYMBOLS: NoDeadSymbols = NoDeadSymbols;

impl IrProperty for NoDeadSymbols {
    fn name(&self) -> &'static str {
        "no-dead-symbols"
    }

    fn description(&self) -> &'static str {
        "every discardable symbol is referenced"
    }

    /// Checked on symbol tables only; under any other op it holds.
    fn violations(&self, ir: &Ir, op: OpId) -> Vec<Diagnostic> {
        if !ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
            return Vec::new();
        }
        match dead_symbols(ir, op) {
            Ok(dead) => dead
                .into_iter()
                .map(|symbol| {
                    let name = ir
                        .attr(symbol, "sym_name")
                        .and_then(|n| n.as_str(ir.ctx()))
                        .unwrap_or_default();
                    Diagnostic::error(
                        ir.op_location(symbol),
                        format!("symbol @{name} is not referenced by anything live"),
                    )
                })
                .collect(),
            Err(failure) => failure.diagnostics().cloned().collect(),
        }
    }
}

/// The property named `name`, if there is one.
pub fn property(name: &str) -> Option<&'static dyn IrProperty> {
    let all: [&'static dyn IrProperty; 4] = [
        &VERIFIED,
        &NO_COMMON_SUBEXPRESSIONS,
        &NO_DEAD_SYMBOLS,
        &crate::no_nested_calls::NO_NESTED_CALLS,
    ];
    all.into_iter().find(|p| p.name() == name)
}
