//! A pass (MLIR's `Pass`): a transformation or analysis that runs on one
//! op at a time, its *anchor*, and may change that op's regions but
//! nothing outside it — no sibling, no ancestor — which is what lets the
//! pass manager run it on sibling isolated ops at once.

use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId};

use crate::property::IrProperty;

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

    /// The properties the IR must have for the pass to be correct.
    fn requires(&self) -> Vec<&'static dyn IrProperty> {
        Vec::new()
    }

    /// The properties the IR has after the pass ran.
    fn produces(&self) -> Vec<&'static dyn IrProperty> {
        Vec::new()
    }

    /// The properties the pass may break (they no longer count as holding).
    fn invalidates(&self) -> Vec<&'static dyn IrProperty> {
        Vec::new()
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

/// What one run of a pass may use and report besides its result.
#[derive(Debug, Default)]
pub struct PassRun {
    /// Whether the pass may use threads itself (see
    /// [`crate::for_each_isolated_child`]); false inside a part of the IR
    /// and under `--mlir-disable-threading`.
    pub threads: bool,
    /// Statistics recorded during the run.
    pub statistics: Vec<Statistic>,
    /// Diagnostics that do not fail the pass (warnings, remarks).
    pub diagnostics: Vec<Diagnostic>,
    /// Whether the driver prints values by number rather than by their
    /// names (`--discard-value-names`), for passes that show IR.
    pub discard_value_names: bool,
    /// Text the pass prints for the user, such as an analysis it shows
    /// (MLIR's printing passes write it to stderr): the driver writes it
    /// to stderr in order with the IR dumps.
    pub output: String,
}

impl PassRun {
    /// Adds `value` to the statistic `name` (MLIR's `Pass::Statistic`).
    pub fn add_statistic(&mut self, name: &'static str, description: &'static str, value: u64) {
        let statistic = Statistic {
            name,
            description,
            value,
        };
        add_to_totals(&mut self.statistics, statistic);
    }
}

/// Adds `statistic` to the one of the same name in `totals`, or appends it.
pub(crate) fn add_to_totals(totals: &mut Vec<Statistic>, statistic: Statistic) {
    match totals.iter_mut().find(|s| s.name == statistic.name) {
        Some(total) => total.value += statistic.value,
        None => totals.push(statistic),
    }
}

/// What a failed run writes, in order: IR dumps and diagnostics.
#[derive(Clone, Debug)]
pub enum FailureOutput {
    /// IR dumps (`--mlir-print-ir-*`).
    Dump(String),
    /// An error (with its notes).
    Diagnostic(Diagnostic),
}

/// A failed pass (MLIR's `signalPassFailure`), with the diagnostics that
/// say why; the pipeline stops. When a nested pipeline fails on several
/// ops, each op's errors are there, in op order, as mlir-opt reports them.
#[derive(Debug, Default)]
pub struct PassFailure {
    /// The IR dumps and diagnostics of the run, in the order written.
    pub output: Vec<FailureOutput>,
    /// The op the first diagnostic is about, which gets a `see current
    /// operation` note as in MLIR (see [`PassFailure::op_error`]).
    pub op: Option<OpId>,
}

impl PassFailure {
    /// A failure explained by one diagnostic.
    pub fn new(diagnostic: Diagnostic) -> Self {
        PassFailure {
            output: vec![FailureOutput::Diagnostic(diagnostic)],
            op: None,
        }
    }

    /// A failure explained by several diagnostics.
    pub fn with_diagnostics(diagnostics: Vec<Diagnostic>) -> Self {
        PassFailure {
            output: diagnostics
                .into_iter()
                .map(FailureOutput::Diagnostic)
                .collect(),
            op: None,
        }
    }

    /// MLIR's `op->emitOpError(message)` then `signalPassFailure()`: an
    /// error at `op` starting `'name' op `, which the pass manager notes
    /// with the op itself.
    pub fn op_error(ir: &Ir, op: OpId, message: impl std::fmt::Display) -> Self {
        PassFailure {
            output: vec![FailureOutput::Diagnostic(op_error(ir, op, message))],
            op: Some(op),
        }
    }

    /// The diagnostics, in order.
    pub fn diagnostics(&self) -> impl Iterator<Item = &Diagnostic> {
        self.output.iter().filter_map(|out| match out {
            FailureOutput::Diagnostic(diagnostic) => Some(diagnostic),
            FailureOutput::Dump(_) => None,
        })
    }

    /// The failure with `earlier` dumps written before its own.
    pub(crate) fn after_dumps(mut self, earlier: &str) -> Self {
        if !earlier.is_empty() {
            self.output
                .insert(0, FailureOutput::Dump(earlier.to_string()));
        }
        self
    }

    /// Appends `text` (IR dumps) to what the failure writes.
    pub(crate) fn push_dump(&mut self, text: String) {
        if !text.is_empty() {
            self.output.push(FailureOutput::Dump(text));
        }
    }

    /// Appends what `other` writes (another op's failure).
    pub(crate) fn append(&mut self, other: PassFailure) {
        self.output.extend(other.output);
    }
}

impl From<Diagnostic> for PassFailure {
    fn from(diagnostic: Diagnostic) -> Self {
        PassFailure::new(diagnostic)
    }
}
