//! `inline` (MLIR's `InlinerPass`, `mlir/lib/Transforms/InlinerPass.cpp`):
//! inlines calls bottom-up over the call graph, simplifying each callable
//! with canonicalize before and between steps.
//!
//! ```text
//! func.func private @double(%a: i32) -> i32 {        func.func @f(%x: i32) -> i32 {
//!   %r = arith.addi %a, %a : i32                       %0 = arith.addi %x, %x : i32
//!   return %r : i32                          =>        return %0 : i32
//! }                                                  }
//! func.func @f(%x: i32) -> i32 {
//!   %0 = call @double(%x) : (i32) -> i32
//!   return %0 : i32
//! }
//! ```
//!
//! Everything goes through the interfaces: calls are found with
//! `CallOpInterface`, callees with `CallableOpInterface`, and each dialect
//! says through its `DialectInlinerInterface` what may be inlined and how
//! its terminators and conversions are handled ([`inline_call`]). The
//! algorithm is MLIR 22's ([`inline_calls`], in `driver.rs`); so is the output, including the
//! canonicalization of every callable it simplifies.
//!
//! Options, as MLIR's:
//!
//! - `default-pipeline` (`canonicalize`): the pipeline run on callables
//!   before and between inlining steps, as a pass list
//!   (`canonicalize,cse`); empty for none;
//! - `op-pipelines`: pipelines for callables of given ops, comma-separated
//!   (`func.func(cse)`), used instead of the default for those;
//! - `max-iterations` (4): how many times a component of the call graph
//!   is simplified and inlined at most;
//! - `inlining-threshold` (no limit): a callee is inlined only if its op
//!   count is at most this percentage of its caller's.
//!
//! The pipelines may name the passes of this crate. They run without the
//! driver's IR printing and timing instruments and without verification
//! after each nested pass (the pass manager verifies the module after
//! `inline`); the first simplification of every callable runs on threads
//! when the pass may use them, and so do the inlining and the next
//! simplification of components of one public callable, whose effects on
//! the use counts are replayed in MLIR's order (`speculation.rs`).
//!
//! Statistics: `num-inlined` (calls inlined) and `num-erased` (callables
//! erased because nothing refers to them any more).

mod driver;
mod inline_call;
mod speculation;
mod use_list;

pub use driver::{InlineCounts, InlinerConfig, inline_calls};
pub use inline_call::inline_call;

use strata_ir::{Ir, OpId, OpTraits};
use strata_pass::{
    OpPassManager, OptionKind, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRegistry,
    PassRun, RunConfig, parse_pipeline,
};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "default-pipeline",
        description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
        kind: OptionKind::String,
    },
    OptionSpec {
        name: "op-pipelines",
        description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
        kind: OptionKind::String,
    },
    OptionSpec {
        name: "max-iterations",
        description: "Maximum number of iterations when inlining within an SCC",
        kind: OptionKind::Int,
    },
    OptionSpec {
        name: "inlining-threshold",
        description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
        kind: OptionKind::Int,
    },
];

/// `inline`'s registration.
pub const INLINE: PassInfo = PassInfo {
    argument: "inline",
    summary: "Inline function calls",
    options: OPTIONS,
    create: |options: &PassOptions| Box::new(Inline::from_options(options)),
};

/// The `inline` pass.
pub struct Inline {
    /// The pipelines, or why their text did not parse (reported when the
    /// pass runs).
    pipelines: Result<(Option<OpPassManager>, Vec<OpPassManager>), String>,
    max_iterations: u64,
    inlining_threshold: u32,
    options_text: String,
}

impl Inline {
    fn from_options(options: &PassOptions) -> Self {
        let mut registry = PassRegistry::new();
        crate::register_passes(&mut registry);
        let default = match options.string("default-pipeline") {
            None => parse_pass_list("canonicalize", &registry).map(Some),
            Some(text) if text.trim().is_empty() => Ok(None),
            Some(text) => parse_pass_list(text, &registry).map(Some),
        };
        let op_pipelines = options
            .string("op-pipelines")
            .map_or(Ok(Vec::new()), |text| parse_op_pipelines(text, &registry));
        let pipelines = default.and_then(|default| Ok((default, op_pipelines?)));
        let threshold = options.int("inlining-threshold", -1);
        Inline {
            pipelines,
            max_iterations: u64::try_from(options.int("max-iterations", 4)).unwrap_or(4),
            inlining_threshold: u32::try_from(threshold).unwrap_or(u32::MAX),
            options_text: options.to_string(),
        }
    }
}

/// A pass list (`canonicalize,cse`) as a pipeline for any op.
fn parse_pass_list(text: &str, registry: &PassRegistry) -> Result<OpPassManager, String> {
    parse_pipeline(&format!("any({text})"), registry)
        .map_err(|error| format!("invalid default-pipeline '{text}': {error}"))
}

/// Comma-separated anchored pipelines (`func.func(cse),test.fn(canonicalize)`).
fn parse_op_pipelines(text: &str, registry: &PassRegistry) -> Result<Vec<OpPassManager>, String> {
    let mut pipelines = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (index, c) in text.char_indices().chain([(text.len(), ',')]) {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                let piece = text[start..index].trim();
                if !piece.is_empty() {
                    let pipeline = parse_pipeline(piece, registry)
                        .map_err(|error| format!("invalid op-pipelines '{piece}': {error}"))?;
                    pipelines.push(pipeline);
                }
                start = index + 1;
            }
            _ => {}
        }
    }
    Ok(pipelines)
}

impl Pass for Inline {
    fn argument(&self) -> &'static str {
        "inline"
    }

    fn name(&self) -> &'static str {
        "Inliner"
    }

    fn options_text(&self) -> String {
        self.options_text.clone()
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        if !ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
            return Err(PassFailure::op_error(
                ir,
                op,
                " was scheduled to run under the inliner, but does not define a symbol table",
            ));
        }
        let (default_pipeline, op_pipelines) = match &self.pipelines {
            Ok((default, op_pipelines)) => (default.as_ref(), op_pipelines.as_slice()),
            Err(message) => return Err(PassFailure::op_error(ir, op, message)),
        };
        let config = InlinerConfig {
            default_pipeline,
            op_pipelines,
            max_iterations: self.max_iterations,
            inlining_threshold: self.inlining_threshold,
            // The pass is verified once it is done; verifying each
            // callable after each nested pass would only repeat that.
            run_config: RunConfig {
                threads: false,
                verify_each: false,
                ..RunConfig::default()
            },
            threads: run.threads,
        };
        let counts = inline_calls(ir, op, &config)?;
        run.add_statistic("num-inlined", "Number of calls inlined", counts.inlined);
        run.add_statistic(
            "num-erased",
            "Number of callables erased after inlining",
            counts.erased,
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests;
