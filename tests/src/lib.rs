//! Workspace-level test infrastructure for Strata.
//!
//! The main piece is an in-process **lit runner**: it reads `// RUN:` lines
//! from `lit/**/*.mlir` ([`script`]), parses them as small shell pipelines
//! ([`shell`]), and executes them ([`exec`]) against a table of in-process
//! tools ([`tools`]) — `strata-opt` is registered by the test harness and
//! `FileCheck` is provided by [`filecheck`] on top of `litcheck-filecheck`.
//! No external binaries or LLVM install are needed.
//!
//! The harnesses live in `tests/`:
//!
//! * `lit.rs` — one test case per `lit/**/*.mlir` file;
//! * `roundtrip.rs` — printing is a fixpoint for `lit/ir/*.mlir`;
//! * `mlir_compat.rs` — output is accepted by `mlir-opt-22` and vice versa;
//! * `robustness.rs` — truncated and deeply nested inputs never panic.
//!
//! The remaining modules ([`discover`], [`diff`], [`stress`], [`external`])
//! are shared helpers for those harnesses.

pub mod diff;
pub mod differential;
pub mod discover;
pub mod error;
pub mod exec;
pub mod external;
pub mod filecheck;
pub mod fuzz_checks;
pub mod random_affine;
pub mod random_aliases;
pub mod random_cfg;
pub mod random_ir;
pub mod runner;
pub mod script;
pub mod shell;
pub mod shrink;
pub mod stress;
pub mod tools;

pub use error::{ExecError, LitError, ScriptError};
pub use runner::{LitConfig, run_lit_file};
pub use tools::{Exit, Invocation, ToolFn, ToolTable, env_number, invoke, run_ok, seed_batches};
