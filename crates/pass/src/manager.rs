//! The pass manager (MLIR's `OpPassManager` and `OpToOpPassAdaptor`): a
//! pipeline anchored on an op name (or on any op) holding passes and nested
//! pipelines. A nested pipeline runs on each op directly inside the
//! current op's regions that matches its anchor, all its passes on one op
//! before the next op; with threads, on sibling ops at once, each in a part
//! of the IR of its own (`Ir::split`), which is why such ops must be
//! isolated from above. The result does not depend on threads: each op's
//! pipeline sees only that op, and when it fails on several ops (every op
//! runs, as in MLIR), the failures are reported in op order.

use std::sync::Arc;
use std::time::Instant;

use rayon::prelude::*;
use strata_ir::asm::printer::operation_to_string;
use strata_ir::verifier::{
    VerifierOptions, current_operation_note, isolated_operation_note, verify_with_options,
};
use strata_ir::{Diagnostic, Ir, OpId, OpTraits};

use std::collections::BTreeSet;

use crate::instrumentation::{IrPrinting, Timing, dump, instance_id};
use crate::pass::{FailureOutput, Pass, PassFailure, PassRun, Statistic, add_to_totals};
use crate::property::{IrProperty, PropertyChecks, VERIFIED, violation_report};

/// One step of a pipeline.
pub enum PipelineElement {
    /// A pass, run on the pipeline's op.
    Pass(Box<dyn Pass>),
    /// A pipeline run on the matching ops nested directly in it.
    Nested(OpPassManager),
}

/// A pipeline anchored on an op name, or on any op.
#[derive(Default)]
pub struct OpPassManager {
    anchor: Option<String>,
    elements: Vec<PipelineElement>,
}

/// How a pipeline runs.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Run nested pipelines on sibling ops on several threads.
    pub threads: bool,
    /// Verify the op after each pass (MLIR's `--verify-each`, on by default).
    pub verify_each: bool,
    /// IR dumps around passes, if any.
    pub ir_printing: Option<Arc<IrPrinting>>,
    /// Time each pass and pipeline.
    pub timing: bool,
    /// Verify properties around each pass (`--verify-properties`).
    pub property_checks: PropertyChecks,
    /// Note an error about an op with the op itself (MLIR's
    /// `printOpOnDiagnostic`, off under `--verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
    /// Number values in those notes rather than using their names.
    pub discard_value_names: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            threads: true,
            verify_each: true,
            ir_printing: None,
            timing: false,
            property_checks: PropertyChecks::default(),
            print_op_on_diagnostic: true,
            discard_value_names: false,
        }
    }
}

/// The statistics of one pass, summed over the ops it ran on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistics {
    /// The pass's name (`CSE`).
    pub pass: &'static str,
    /// Which pass of the pipeline (two `cse`s are two instances).
    pub instance: usize,
    /// Its counters.
    pub statistics: Vec<Statistic>,
}

/// What a successful run reports: each pass's statistics, the
/// diagnostics passes emitted without failing, the IR dumps asked for and
/// the timings.
#[derive(Debug, Default)]
pub struct RunReport {
    /// Per pass, in the order they first ran.
    pub statistics: Vec<PassStatistics>,
    /// IR dumps, in the order a run on one thread writes them.
    pub ir_dumps: String,
    /// Times of the passes and nested pipelines (the root's own time is
    /// the whole run's).
    pub timing: Timing,
    /// The properties known to hold after the run: the input is taken to
    /// verify; each pass then adds what it produces and drops what it
    /// invalidates; a nested pipeline counts for its parent with what holds
    /// on every op it ran on.
    pub properties: BTreeSet<&'static str>,
    /// Warnings and remarks, in emission order.
    pub diagnostics: Vec<Diagnostic>,
}

impl RunReport {
    fn absorb(&mut self, pass: &'static str, instance: usize, run: PassRun) {
        self.diagnostics.extend(run.diagnostics);
        if run.statistics.is_empty() {
            return;
        }
        let position = match self.statistics.iter().position(|s| s.instance == instance) {
            Some(position) => position,
            None => {
                self.statistics.push(PassStatistics {
                    pass,
                    instance,
                    statistics: Vec::new(),
                });
                self.statistics.len() - 1
            }
        };
        let totals = &mut self.statistics[position].statistics;
        for statistic in run.statistics {
            add_to_totals(totals, statistic);
        }
    }

    /// Adds a nested pipeline's report (its timing under `pipeline`).
    fn merge(&mut self, other: RunReport, pipeline: &str) {
        self.diagnostics.extend(other.diagnostics);
        self.ir_dumps.push_str(&other.ir_dumps);
        for PassStatistics {
            pass,
            instance,
            statistics,
        } in other.statistics
        {
            let run = PassRun {
                statistics,
                ..PassRun::default()
            };
            self.absorb(pass, instance, run);
        }
        let mut timing = other.timing;
        timing.name = pipeline.to_string();
        self.timing.child(pipeline).merge(timing);
    }
}

impl std::fmt::Debug for OpPassManager {
    /// The pipeline's textual form.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.pipeline_text())
    }
}

impl OpPassManager {
    /// An empty pipeline for ops named `anchor` (`builtin.module`).
    pub fn on(anchor: &str) -> Self {
        OpPassManager {
            anchor: Some(anchor.to_string()),
            elements: Vec::new(),
        }
    }

    /// An empty pipeline for any op (`any(...)`).
    pub fn any() -> Self {
        OpPassManager::default()
    }

    /// The op name this pipeline runs on; `None` for any op.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The pipeline's steps.
    pub fn elements(&self) -> &[PipelineElement] {
        &self.elements
    }

    /// Whether the pipeline has no step.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// Appends `pass`. A pass anchored on another op than this pipeline's
    /// goes into a nested pipeline for that op (MLIR's implicit nesting),
    /// shared with the pass before it when that one is nested alike.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        match pass.anchor() {
            Some(anchor) if Some(anchor) != self.anchor() => {
                self.nest(anchor).add_pass(pass);
            }
            _ => self.elements.push(PipelineElement::Pass(pass)),
        }
    }

    /// Appends a nested pipeline; it joins the previous step when that is a
    /// nested pipeline on the same anchor (`func.func(a),func.func(b)` is
    /// `func.func(a,b)`).
    pub fn add_nested(&mut self, nested: OpPassManager) {
        if let Some(PipelineElement::Nested(last)) = self.elements.last_mut()
            && last.anchor == nested.anchor
        {
            last.elements.extend(nested.elements);
            return;
        }
        self.elements.push(PipelineElement::Nested(nested));
    }

    /// The nested pipeline for `anchor` at the end of this one, created if
    /// the last step is not one.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        let reuse = matches!(
            self.elements.last(),
            Some(PipelineElement::Nested(last)) if last.anchor() == Some(anchor)
        );
        if !reuse {
            self.elements
                .push(PipelineElement::Nested(OpPassManager::on(anchor)));
        }
        match self.elements.last_mut() {
            Some(PipelineElement::Nested(nested)) => nested,
            _ => unreachable!("a nested pipeline was just ensured"),
        }
    }

    /// The pipeline in the textual form `--pass-pipeline` reads
    /// (`builtin.module(func.func(cse),symbol-dce)`).
    pub fn pipeline_text(&self) -> String {
        let steps: Vec<String> = self
            .elements
            .iter()
            .map(|element| match element {
                PipelineElement::Pass(pass) => {
                    let options = pass.options_text();
                    if options.is_empty() {
                        pass.argument().to_string()
                    } else {
                        format!("{}{{{options}}}", pass.argument())
                    }
                }
                PipelineElement::Nested(nested) => nested.pipeline_text(),
            })
            .collect();
        format!("{}({})", self.anchor().unwrap_or("any"), steps.join(","))
    }

    /// Runs the pipeline on `op`, which must verify.
    pub fn run(&self, ir: &mut Ir, op: OpId, config: &RunConfig) -> Result<RunReport, PassFailure> {
        let start = Instant::now();
        let mut report = RunReport::default();
        report.properties.insert(VERIFIED.name());
        self.run_into(ir, op, config, &mut report, true)
            .map_err(|failure| failure.after_dumps(&report.ir_dumps))?;
        report.timing.time = start.elapsed();
        Ok(report)
    }

    /// The name timing reports give this pipeline (`'func.func' Pipeline`).
    pub fn timing_name(&self) -> String {
        format!("'{}' Pipeline", self.anchor().unwrap_or("any"))
    }

    /// Runs the pipeline on `op` (`top_level`: the op the whole run is on).
    fn run_into(
        &self,
        ir: &mut Ir,
        op: OpId,
        config: &RunConfig,
        report: &mut RunReport,
        top_level: bool,
    ) -> Result<(), PassFailure> {
        if let Some(anchor) = self.anchor()
            && ir.op_name_str(op) != anchor
        {
            return Err(PassFailure::new(Diagnostic::error(
                ir.op_location(op),
                format!(
                    "can't run '{anchor}' pass manager on '{}' op",
                    ir.op_name_str(op)
                ),
            )));
        }
        let mut index = 0;
        while index < self.elements.len() {
            match &self.elements[index] {
                PipelineElement::Pass(pass) => {
                    let step = PassStep {
                        pass: pass.as_ref(),
                        instance: instance_id(&self.elements[index]),
                        top_level,
                    };
                    run_pass(step, ir, op, config, report)?;
                    index += 1;
                }
                PipelineElement::Nested(first) => {
                    // Adjacent pipelines on named ops run together on each
                    // op (MLIR merges them into one adaptor); an `any`
                    // pipeline runs on its own.
                    let end = if first.anchor.is_none() {
                        index + 1
                    } else {
                        self.elements[index..]
                            .iter()
                            .position(|e| match e {
                                PipelineElement::Pass(_) => true,
                                PipelineElement::Nested(nested) => nested.anchor.is_none(),
                            })
                            .map_or(self.elements.len(), |offset| index + offset)
                    };
                    let nested: Vec<&OpPassManager> = self.elements[index..end]
                        .iter()
                        .filter_map(|e| match e {
                            PipelineElement::Nested(nested) => Some(nested),
                            PipelineElement::Pass(_) => None,
                        })
                        .collect();
                    run_nested(&nested, ir, op, config, report)?;
                    index = end;
                }
            }
        }
        Ok(())
    }

    fn matches(&self, ir: &Ir, op: OpId) -> bool {
        self.anchor()
            .is_none_or(|anchor| ir.op_name_str(op) == anchor)
    }
}

/// Runs `pass` on `op` with the dumps and timing asked for, then verifies
/// `op` if asked to.
/// A pass as one step of a pipeline run.
struct PassStep<'a> {
    pass: &'a dyn Pass,
    /// Which step of the pipeline (for statistics).
    instance: usize,
    /// Whether it runs on the input's top-level op (for IR dumps).
    top_level: bool,
}

fn run_pass(
    step: PassStep<'_>,
    ir: &mut Ir,
    op: OpId,
    config: &RunConfig,
    report: &mut RunReport,
) -> Result<(), PassFailure> {
    let PassStep {
        pass,
        instance,
        top_level,
    } = step;
    let printing = config.ir_printing.as_deref();
    let print_options = printing.map(|p| p.print_options).unwrap_or_default();
    if let Some(printing) = printing
        && printing.before.selects(pass)
    {
        let title = format!("Before {}", pass.name());
        report.ir_dumps.push_str(&dump(
            ir,
            op,
            &title,
            pass.argument(),
            print_options,
            top_level,
        ));
    }
    let dump_after = printing.is_some_and(|p| p.after.selects(pass));
    let text_before = (dump_after && printing.is_some_and(|p| p.only_after_change))
        .then(|| operation_to_string(ir, op, print_options));
    if config.property_checks.before {
        check_properties(ir, op, pass, "requires", pass.requires(), report)?;
    }
    let mut run = PassRun {
        threads: config.threads,
        discard_value_names: config.discard_value_names,
        ..PassRun::default()
    };
    let start = Instant::now();
    let result = pass.run(ir, op, &mut run);
    if config.timing {
        report.timing.child(pass.name()).time += start.elapsed();
    }
    if let Err(failure) = result {
        let mut failure = failure.after_dumps(&std::mem::take(&mut report.ir_dumps));
        if config.print_op_on_diagnostic
            && let Some(failed_op) = failure.op.filter(|&o| ir.is_live(o))
            && let Some(first) = failure.output.iter_mut().find_map(|out| match out {
                FailureOutput::Diagnostic(diagnostic) => Some(diagnostic),
                FailureOutput::Dump(_) => None,
            })
        {
            let note = isolated_operation_note(ir, failed_op, config.discard_value_names);
            first.notes.insert(0, note);
        }
        // A failed pass gets its dump under `after-failure`, and wherever
        // an `after` dump would have been written.
        if printing.is_some_and(|p| p.after_failure || p.after.selects(pass)) {
            let title = format!("After {} Failed", pass.name());
            failure.push_dump(dump(
                ir,
                op,
                &title,
                pass.argument(),
                print_options,
                top_level,
            ));
        }
        return Err(failure);
    }
    report.ir_dumps.push_str(&std::mem::take(&mut run.output));
    if dump_after {
        let changed = text_before
            .as_ref()
            .is_none_or(|before| *before != operation_to_string(ir, op, print_options));
        if changed {
            let title = format!("After {}", pass.name());
            report.ir_dumps.push_str(&dump(
                ir,
                op,
                &title,
                pass.argument(),
                print_options,
                top_level,
            ));
        }
    }
    report.absorb(pass.name(), instance, run);
    for property in pass.invalidates() {
        report.properties.remove(property.name());
    }
    report
        .properties
        .extend(pass.produces().iter().map(|p| p.name()));
    if config.verify_each {
        let options = VerifierOptions {
            threads: config.threads,
            print_op_on_diagnostic: config.print_op_on_diagnostic,
            discard_value_names: config.discard_value_names,
        };
        if let Err(error) = verify_with_options(ir, op, options) {
            let failure = PassFailure::with_diagnostics(error.diagnostics)
                .after_dumps(&std::mem::take(&mut report.ir_dumps));
            return Err(failure);
        }
        report.properties.insert(VERIFIED.name());
    }
    if config.property_checks.after {
        check_properties(ir, op, pass, "produces", pass.produces(), report)?;
    }
    Ok(())
}

/// Verifies `properties` on `op` for `pass` (which `relation` them: it
/// `requires` or `produces` them); the first that does not hold fails.
fn check_properties(
    ir: &Ir,
    op: OpId,
    pass: &dyn Pass,
    relation: &str,
    properties: Vec<&'static dyn IrProperty>,
    report: &mut RunReport,
) -> Result<(), PassFailure> {
    for property in properties {
        let violations = property.violations(ir, op);
        if !violations.is_empty() {
            let error = violation_report(ir, op, pass.argument(), property, relation, violations);
            return Err(PassFailure::new(error).after_dumps(&std::mem::take(&mut report.ir_dumps)));
        }
        if relation == "requires" {
            report.properties.insert(property.name());
        }
    }
    Ok(())
}

/// Runs each of `nested` on the ops directly inside `op` that match it.
fn run_nested(
    nested: &[&OpPassManager],
    ir: &mut Ir,
    op: OpId,
    config: &RunConfig,
    report: &mut RunReport,
) -> Result<(), PassFailure> {
    let children: Vec<OpId> = ir
        .regions(op)
        .iter()
        .flat_map(|&region| ir.region_blocks(region).collect::<Vec<_>>())
        .flat_map(|block| ir.block_ops(block).collect::<Vec<_>>())
        .filter(|&child| nested.iter().any(|pm| pm.matches(ir, child)))
        .collect();
    // A pass may only run on an op isolated from above: an op a named
    // pipeline matches must be one (MLIR's error), and `any` skips the
    // ops that are not.
    let isolated = |ir: &Ir, op: OpId| {
        ir.op_definition(op).is_some() && ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
    };
    if let Some(&bad) = children.iter().find(|&&child| {
        !isolated(ir, child)
            && nested
                .iter()
                .any(|pm| pm.anchor.is_some() && pm.matches(ir, child))
    }) {
        let mut failure = PassFailure::op_error(
            ir,
            bad,
            "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
        );
        if config.print_op_on_diagnostic
            && let Some(FailureOutput::Diagnostic(error)) = failure.output.first_mut()
        {
            let note = current_operation_note(ir, bad, config.discard_value_names);
            error.notes.insert(0, note);
        }
        return Err(failure);
    }
    let children: Vec<OpId> = children
        .into_iter()
        .filter(|&child| isolated(ir, child))
        .collect();
    // One child's run: each matching pipeline's report, under its name.
    let inherited = report.properties.clone();
    let run_one = |ir: &mut Ir, child: OpId, config: &RunConfig| {
        let matching: Vec<&&OpPassManager> =
            nested.iter().filter(|pm| pm.matches(ir, child)).collect();
        let mut reports = Vec::new();
        for pm in matching {
            let start = Instant::now();
            let mut report = RunReport {
                properties: inherited.clone(),
                ..RunReport::default()
            };
            pm.run_into(ir, child, config, &mut report, false)
                .map_err(|failure| failure.after_dumps(&report.ir_dumps))?;
            report.timing.time = start.elapsed();
            reports.push((pm.timing_name(), report));
        }
        Ok::<_, PassFailure>(reports)
    };
    let parallel = config.threads
        && children.len() > 1
        && children.iter().all(|&child| ir.owned_body(child).is_some());
    let results = if parallel {
        // Each child in a part of its own; inside, nested pipelines run
        // sequentially (parts are not split again).
        let inner = RunConfig {
            threads: false,
            ..config.clone()
        };
        for_each_isolated_child(ir, &children, |part, child| run_one(part, child, &inner))
    } else {
        // Like MLIR, every op runs even after one failed.
        children
            .into_iter()
            .map(|child| run_one(ir, child, config))
            .collect()
    };
    // Every op's failure, in op order; what succeeded after the first
    // failure is written after it.
    let mut failed: Option<PassFailure> = None;
    let mut holding: Option<BTreeSet<&'static str>> = None;
    for result in results {
        let reports = match (result, &mut failed) {
            (Err(failure), None) => {
                failed = Some(failure);
                continue;
            }
            (Err(failure), Some(first)) => {
                first.append(failure);
                continue;
            }
            (Ok(reports), Some(first)) => {
                for (_, child_report) in reports {
                    first.push_dump(child_report.ir_dumps);
                }
                continue;
            }
            (Ok(reports), None) => reports,
        };
        for (name, child_report) in reports {
            holding = Some(match holding {
                None => child_report.properties.clone(),
                Some(set) => set
                    .intersection(&child_report.properties)
                    .copied()
                    .collect(),
            });
            report.merge(child_report, &name);
        }
    }
    if let Some(failure) = failed {
        return Err(failure);
    }
    if let Some(holding) = holding {
        report.properties = holding;
    }
    Ok(())
}

/// Runs `work` on each of `children` (isolated-from-above ops directly
/// inside one op, each owning a body), in parallel, each in a part of the
/// IR of its own, and returns the results in order. Falls back to running
/// them one after the other when the IR cannot be split that way. A pass
/// uses it for work that is independent per isolated op (`cse` on a
/// module does each function so).
pub fn for_each_isolated_child<R: Send>(
    ir: &mut Ir,
    children: &[OpId],
    work: impl Fn(&mut Ir, OpId) -> R + Sync,
) -> Vec<R> {
    if children.len() < 2 {
        return children.iter().map(|&child| work(ir, child)).collect();
    }
    let whole = std::mem::replace(ir, Ir::new(ir.ctx_arc().clone()));
    match whole.split(children) {
        Ok(mut parts) => {
            let results = parts
                .parts_mut()
                .par_iter_mut()
                .zip(children.par_iter())
                .with_max_len(1)
                .map(|(part, &child)| work(part, child))
                .collect();
            *ir = parts.join();
            results
        }
        Err((whole, _)) => {
            *ir = whole;
            children.iter().map(|&child| work(ir, child)).collect()
        }
    }
}
