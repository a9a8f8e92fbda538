//! Passes and the pass manager, after MLIR's (`mlir/Pass`): a [`Pass`]
//! runs on one op; an [`OpPassManager`] holds a pipeline of passes and
//! nested pipelines anchored on op names, runs nested pipelines on sibling
//! isolated ops in parallel, and verifies after each pass; the
//! [`PassRegistry`] names passes for textual pipelines
//! ([`parse_pipeline`]: `builtin.module(func.func(cse),symbol-dce)`) and
//! shorthand flags.
//!
//! | MLIR | Strata |
//! |------|--------|
//! | `Pass`, `OperationPass<OpT>`, `signalPassFailure` | [`Pass`], [`Pass::anchor`], [`PassFailure`] |
//! | `Pass::Option`, `Pass::Statistic` | [`OptionSpec`] / [`PassOptions`], [`PassRun::add_statistic`] |
//! | `OpPassManager`, `nest<OpT>()`, `OpToOpPassAdaptor` | [`OpPassManager`], [`OpPassManager::nest`] |
//! | `PassRegistration`, `PassInfo` | [`PassRegistry`], [`PassInfo`] |
//! | `parsePassPipeline` | [`parse_pipeline`] |
//! | (PyPTO's IR properties) | [`IrProperty`], [`Pass::requires`] / [`Pass::produces`] / [`Pass::invalidates`], [`PropertyChecks`] |

pub mod instrumentation;
pub mod manager;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod property;
pub mod registry;

pub use instrumentation::{IrPrinting, PassSelector, Timing, statistics_report, timing_report};
pub use manager::{
    OpPassManager, PassStatistics, PipelineElement, RunConfig, RunReport, for_each_isolated_child,
};
pub use options::{OptionError, OptionKind, OptionSpec, PassOptions};
pub use pass::{FailureOutput, Pass, PassFailure, PassRun, Statistic};
pub use pipeline::{PipelineError, parse_pipeline};
pub use property::{IrProperty, PropertyChecks, VERIFIED, Verified};
pub use registry::{CreateError, PassConstructor, PassInfo, PassRegistry};

#[cfg(test)]
mod tests;
