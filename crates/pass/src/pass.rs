//! A pass (MLIR's `Pass`): a transformation or analysis that runs on one
//! op at a time, its *anchor*, and may change that op's regions but
//! nothing outside it — no sibling, no ancestor — which is what lets the
//! pass manager run it on sibling isolated ops at once.

use strata_ir::{Diagnostic, Ir, OpId};

/// A pass. Implementations hold their options and no state between runs:
/// one instance may run on many ops, on several threads at once.
pub trait Pass: Send + Sync {
    /// The command-line argument that names the pass (`cse`).
    fn argument(&self) -> &'static str;

    /// The pass's name as IR dumps and timing reports show it (`CSE`).
    fn name(&self) -> &'static str;

    /// The op the pass runs on (`Some("func.func")`), or `None` for a pass
    /// that runs on any op (MLIR's op-agnostic passes).
    fn anchor(&self) -> Option<&'static str> {
        None
    }

    /// Runs the pass on `op`. `ir` may be a part of the whole IR (see
    /// `Ir::split`): `op` and everything inside it can change, the rest can
    /// only be read. A failure carries the diagnostics that explain it.
    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure>;

    /// The options as a pipeline writes them, without braces (`a=1 b=2`);
    /// empty when the pass has none or all are at their defaults.
    fn options_text(&self) -> String {
        String::new()
    }
}

/// A counter a pass keeps (MLIR's `Pass::Statistic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// Its name (`num-cse'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count.
    pub value: u64,
}

/// What one run of a pass may report besides its result.
#[derive(Debug, Default)]
pub struct PassRun {
    /// Statistics recorded during the run.
    pub statistics: Vec<Statistic>,
    /// Diagnostics that do not fail the pass (warnings, remarks).
    pub diagnostics: Vec<Diagnostic>,
}

impl PassRun {
    /// Adds `value` to the statistic `name` (MLIR's `Pass::Statistic`).
    pub fn add_statistic(&mut self, name: &'static str, description: &'static str, value: u64) {
        match self.statistics.iter_mut().find(|s| s.name == name) {
            Some(statistic) => statistic.value += value,
            None => self.statistics.push(Statistic {
                name,
                description,
                value,
            }),
        }
    }
}

/// A failed pass (MLIR's `signalPassFailure`), with the diagnostics that
/// say why; the pipeline stops.
#[derive(Debug, Default)]
pub struct PassFailure {
    /// The errors and their notes, in the order they were emitted.
    pub diagnostics: Vec<Diagnostic>,
}

impl PassFailure {
    /// A failure explained by one diagnostic.
    pub fn new(diagnostic: Diagnostic) -> Self {
        PassFailure {
            diagnostics: vec![diagnostic],
        }
    }
}

impl From<Diagnostic> for PassFailure {
    fn from(diagnostic: Diagnostic) -> Self {
        PassFailure::new(diagnostic)
    }
}
