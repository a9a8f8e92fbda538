//! What the pass manager can show about a run (MLIR's pass
//! instrumentations): IR dumps before and after passes
//! (`--mlir-print-ir-*`), timing (`--mlir-timing`) and the statistics
//! report (`--mlir-pass-statistics`), in mlir-opt's formats.
//!
//! ```text
//! // -----// IR Dump After CSE (cse) //----- //
//! func.func @f(%arg0: i32) -> i32 {
//!   ...
//! }
//! ```
//!
//! Dumps of ops run on other threads are kept per op and written in op
//! order, so the text does not depend on the schedule.

use std::time::Duration;

use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::{Ir, OpId};

use crate::manager::{OpPassManager, PipelineElement, RunReport};
use crate::pass::{Pass, Statistic, add_to_totals};

/// Which passes a dump applies to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassSelector {
    /// None.
    #[default]
    None,
    /// Every pass (`--mlir-print-ir-after-all`).
    All,
    /// The passes with these arguments (`--mlir-print-ir-after=cse,...`).
    Named(Vec<String>),
}

impl PassSelector {
    /// Whether `pass` is selected.
    pub fn selects(&self, pass: &dyn Pass) -> bool {
        match self {
            PassSelector::None => false,
            PassSelector::All => true,
            PassSelector::Named(names) => names.iter().any(|n| n == pass.argument()),
        }
    }
}

/// When to dump the IR (MLIR's `enableIRPrinting`).
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Before these passes.
    pub before: PassSelector,
    /// After these passes.
    pub after: PassSelector,
    /// Dump after a pass only if it changed the IR.
    pub only_after_change: bool,
    /// Dump after a pass that failed.
    pub after_failure: bool,
    /// How the IR is printed.
    pub print_options: PrintOptions,
}

impl IrPrinting {
    /// Whether any dump is asked for.
    pub fn is_enabled(&self) -> bool {
        self.before != PassSelector::None || self.after != PassSelector::None || self.after_failure
    }
}

/// The dump of `op` titled `title` (`Before CSE`, `After CSE Failed`)
/// for the pass `argument`; `top_level` when `op` is the input's top op.
pub(crate) fn dump(
    ir: &Ir,
    op: OpId,
    title: &str,
    argument: &str,
    options: PrintOptions,
    top_level: bool,
) -> String {
    // A nested op has no module to hold location aliases: inline them.
    let options = PrintOptions {
        local_scope: options.local_scope || !top_level,
        ..options
    };
    let text = operation_to_string(ir, op, options);
    // A top-level op prints with a newline of its own, as in MLIR.
    let extra = if top_level { "\n" } else { "" };
    let text = text.trim_end_matches('\n');
    format!("// -----// IR Dump {title} ({argument}) //----- //\n{text}\n\n{extra}")
}

/// Time spent in a pass or pipeline, with what ran inside it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    /// What ran (`CSE`, `'func.func' Pipeline`).
    pub name: String,
    /// How long, summed over every op it ran on.
    pub time: Duration,
    /// What ran inside it, in first-run order.
    pub children: Vec<Timing>,
}

impl Timing {
    /// The child named `name`, created if missing.
    pub fn child(&mut self, name: &str) -> &mut Timing {
        let position = match self.children.iter().position(|c| c.name == name) {
            Some(position) => position,
            None => {
                self.children.push(Timing {
                    name: name.to_string(),
                    ..Timing::default()
                });
                self.children.len() - 1
            }
        };
        &mut self.children[position]
    }

    /// Adds `other`'s times (and its children's) to this one's.
    pub fn merge(&mut self, other: Timing) {
        self.time += other.time;
        for child in other.children {
            let name = child.name.clone();
            self.child(&name).merge(child);
        }
    }
}

const RULE: &str =
    "===-------------------------------------------------------------------------===";

fn header(title: &str) -> String {
    format!(
        "{RULE}\n{:>width$}\n{RULE}\n",
        title,
        width = 25 + title.len()
    )
}

/// The execution-time report (`--mlir-timing`): `entries` are the
/// driver's phases and the pipeline's timings in run order; `list` sums
/// by name and sorts by time instead of showing the tree.
pub fn timing_report(entries: &[Timing], total: Duration, list: bool) -> String {
    let mut text = header("... Execution time report ...");
    text.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n  ----Wall Time----  ----Name----\n",
        total.as_secs_f64()
    ));
    let line = |text: &mut String, time: Duration, indent: usize, name: &str| {
        let percent = if total.is_zero() {
            0.0
        } else {
            100.0 * time.as_secs_f64() / total.as_secs_f64()
        };
        text.push_str(&format!(
            "    {:.4} ({percent:>5.1}%)  {}{name}\n",
            time.as_secs_f64(),
            "  ".repeat(indent)
        ));
    };
    let accounted: Duration = entries.iter().map(|e| e.time).sum();
    if list {
        let mut flat: Vec<(String, Duration)> = Vec::new();
        fn flatten(timing: &Timing, flat: &mut Vec<(String, Duration)>) {
            match flat.iter_mut().find(|(name, _)| *name == timing.name) {
                Some((_, time)) => *time += timing.time,
                None => flat.push((timing.name.clone(), timing.time)),
            }
            for child in &timing.children {
                flatten(child, flat);
            }
        }
        for entry in entries {
            flatten(entry, &mut flat);
        }
        flat.sort_by_key(|(_, time)| std::cmp::Reverse(*time));
        for (name, time) in flat {
            line(&mut text, time, 0, &name);
        }
    } else {
        fn tree(timing: &Timing, indent: usize, out: &mut dyn FnMut(Duration, usize, &str)) {
            out(timing.time, indent, &timing.name);
            for child in &timing.children {
                tree(child, indent + 1, out);
            }
        }
        for entry in entries {
            tree(entry, 0, &mut |time, indent, name| {
                line(&mut text, time, indent, name)
            });
        }
    }
    line(&mut text, total.saturating_sub(accounted), 0, "Rest");
    line(&mut text, total, 0, "Total");
    text
}

/// The statistics report (`--mlir-pass-statistics`): per pass of
/// `manager` in pipeline order (`list`: summed by pass name).
pub fn statistics_report(manager: &OpPassManager, report: &RunReport, list: bool) -> String {
    let mut text = header("... Pass statistics report ...");
    if list {
        let mut by_name: Vec<(&'static str, Vec<Statistic>)> = Vec::new();
        for entry in &report.statistics {
            let position = match by_name.iter().position(|(name, _)| *name == entry.pass) {
                Some(position) => position,
                None => {
                    by_name.push((entry.pass, Vec::new()));
                    by_name.len() - 1
                }
            };
            for &statistic in &entry.statistics {
                add_to_totals(&mut by_name[position].1, statistic);
            }
        }
        for (name, statistics) in by_name {
            pass_entry(&mut text, 0, name, &statistics);
        }
        return text;
    }
    fn walk(text: &mut String, manager: &OpPassManager, report: &RunReport, indent: usize) {
        for element in manager.elements() {
            match element {
                PipelineElement::Pass(pass) => {
                    let statistics = report
                        .statistics
                        .iter()
                        .find(|s| s.instance == instance_id(element))
                        .map(|s| s.statistics.clone())
                        .unwrap_or_default();
                    pass_entry(text, indent, pass.name(), &statistics);
                }
                PipelineElement::Nested(nested) => {
                    text.push_str(&format!(
                        "{}'{}' Pipeline\n",
                        "  ".repeat(indent),
                        nested.anchor().unwrap_or("any")
                    ));
                    walk(text, nested, report, indent + 1);
                }
            }
        }
    }
    walk(&mut text, manager, report, 0);
    text
}

/// `Pass` then `  (S) value name - description`, sorted by name, values
/// and names aligned (MLIR's `printPassEntry`).
fn pass_entry(text: &mut String, indent: usize, pass: &str, statistics: &[Statistic]) {
    let pad = "  ".repeat(indent);
    text.push_str(&format!("{pad}{pass}\n"));
    let mut sorted = statistics.to_vec();
    sorted.sort_by_key(|s| s.name);
    let value_width = sorted
        .iter()
        .map(|s| s.value.to_string().len())
        .max()
        .unwrap_or(0);
    let name_width = sorted.iter().map(|s| s.name.len()).max().unwrap_or(0);
    for s in sorted {
        text.push_str(&format!(
            "{pad}  (S) {:>value_width$} {:<name_width$} - {}\n",
            s.value, s.name, s.description
        ));
    }
}

/// An id for a pass instance in a pipeline, to tell two `cse`s apart:
/// where its step sits in the pipeline (the pass itself may be
/// zero-sized, so its own address says nothing).
pub(crate) fn instance_id(element: &PipelineElement) -> usize {
    element as *const PipelineElement as usize
}
