//! The pass manager (MLIR's `OpPassManager` and `OpToOpPassAdaptor`): a
//! pipeline anchored on an op name (or on any op) holding passes and nested
//! pipelines. A nested pipeline runs on each op directly inside the
//! current op's regions that matches its anchor, all its passes on one op
//! before the next op; with threads, on sibling ops at once, each in a part
//! of the IR of its own (`Ir::split`), which is why such ops must be
//! isolated from above. The result does not depend on threads: each op's
//! pipeline sees only that op, and of several failures the one of the
//! first op in order is reported, as a sequential run would.

use rayon::prelude::*;
use strata_ir::verifier::{VerifierOptions, verify_with_options};
use strata_ir::{Diagnostic, Ir, OpId};

use crate::pass::{Pass, PassFailure, PassRun, Statistic};

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
#[derive(Clone, Copy, Debug)]
pub struct RunConfig {
    /// Run nested pipelines on sibling ops on several threads.
    pub threads: bool,
    /// Verify the op after each pass (MLIR's `--verify-each`, on by default).
    pub verify_each: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            threads: true,
            verify_each: true,
        }
    }
}

/// The statistics of one pass, summed over the ops it ran on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistics {
    /// The pass's name (`CSE`).
    pub pass: &'static str,
    /// Its counters.
    pub statistics: Vec<Statistic>,
}

/// What a successful run reports: each pass's statistics and the
/// diagnostics passes emitted without failing.
#[derive(Debug, Default)]
pub struct RunReport {
    /// Per pass, in the order they first ran.
    pub statistics: Vec<PassStatistics>,
    /// Warnings and remarks, in emission order.
    pub diagnostics: Vec<Diagnostic>,
}

impl RunReport {
    fn absorb(&mut self, pass: &'static str, run: PassRun) {
        self.diagnostics.extend(run.diagnostics);
        if run.statistics.is_empty() {
            return;
        }
        let position = match self.statistics.iter().position(|s| s.pass == pass) {
            Some(position) => position,
            None => {
                self.statistics.push(PassStatistics {
                    pass,
                    statistics: Vec::new(),
                });
                self.statistics.len() - 1
            }
        };
        let totals = &mut self.statistics[position].statistics;
        for statistic in run.statistics {
            match totals.iter_mut().find(|s| s.name == statistic.name) {
                Some(total) => total.value += statistic.value,
                None => totals.push(statistic),
            }
        }
    }

    fn merge(&mut self, other: RunReport) {
        self.diagnostics.extend(other.diagnostics);
        for PassStatistics { pass, statistics } in other.statistics {
            let run = PassRun {
                statistics,
                diagnostics: Vec::new(),
            };
            self.absorb(pass, run);
        }
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

    /// Runs the pipeline on `op`.
    pub fn run(&self, ir: &mut Ir, op: OpId, config: &RunConfig) -> Result<RunReport, PassFailure> {
        let mut report = RunReport::default();
        self.run_into(ir, op, config, &mut report)?;
        Ok(report)
    }

    fn run_into(
        &self,
        ir: &mut Ir,
        op: OpId,
        config: &RunConfig,
        report: &mut RunReport,
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
                    run_pass(pass.as_ref(), ir, op, config, report)?;
                    index += 1;
                }
                PipelineElement::Nested(_) => {
                    let end = self.elements[index..]
                        .iter()
                        .position(|e| matches!(e, PipelineElement::Pass(_)))
                        .map_or(self.elements.len(), |offset| index + offset);
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

/// Runs `pass` on `op`, then verifies `op` if asked to.
fn run_pass(
    pass: &dyn Pass,
    ir: &mut Ir,
    op: OpId,
    config: &RunConfig,
    report: &mut RunReport,
) -> Result<(), PassFailure> {
    let mut run = PassRun::default();
    pass.run(ir, op, &mut run)?;
    report.absorb(pass.name(), run);
    if config.verify_each {
        let options = VerifierOptions {
            threads: config.threads,
            ..VerifierOptions::default()
        };
        verify_with_options(ir, op, options).map_err(|error| PassFailure {
            diagnostics: error.diagnostics,
        })?;
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
    let run_one = |ir: &mut Ir, child: OpId, config: &RunConfig| {
        let mut report = RunReport::default();
        let matching: Vec<&&OpPassManager> =
            nested.iter().filter(|pm| pm.matches(ir, child)).collect();
        for pm in matching {
            pm.run_into(ir, child, config, &mut report)?;
        }
        Ok::<RunReport, PassFailure>(report)
    };
    let parallel = config.threads
        && children.len() > 1
        && children.iter().all(|&child| ir.owned_body(child).is_some());
    if !parallel {
        for child in children {
            report.merge(run_one(ir, child, config)?);
        }
        return Ok(());
    }
    // Each child in a part of its own; inside, nested pipelines run
    // sequentially (parts are not split again).
    let whole = std::mem::replace(ir, Ir::new(ir.ctx_arc().clone()));
    let mut parts = match whole.split(&children) {
        Ok(parts) => parts,
        Err((whole, _)) => {
            *ir = whole;
            let sequential = RunConfig {
                threads: false,
                ..*config
            };
            for child in children {
                report.merge(run_one(ir, child, &sequential)?);
            }
            return Ok(());
        }
    };
    let inner = RunConfig {
        threads: false,
        ..*config
    };
    let results: Vec<Result<RunReport, PassFailure>> = parts
        .parts_mut()
        .par_iter_mut()
        .zip(children.par_iter())
        .with_max_len(1)
        .map(|(part, &child)| run_one(part, child, &inner))
        .collect();
    *ir = parts.join();
    for result in results {
        report.merge(result?);
    }
    Ok(())
}
