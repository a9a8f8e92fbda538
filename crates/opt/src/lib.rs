//! `strata-opt` as a library: the driver behind the `strata-opt` binary, which
//! a user can reuse to build their own `foo-opt` with extra dialects
//! ([`run_with_dialects`]). Mirrors MLIR's `MlirOptMain`.

pub mod driver;
pub mod options;
pub mod split_input;
pub mod verify_diagnostics;

pub use driver::{
    DialectRegistration, render_diagnostic, render_diagnostic_with_range, run_with_dialects,
};

/// The dialects `strata-opt` registers (besides builtin, which every context has).
pub const DEFAULT_DIALECTS: &[DialectRegistration] = &[
    strata_func::register,
    strata_arith::register,
    strata_cf::register,
    strata_scf::register,
    strata_test_dialect::register,
];

/// Runs `strata-opt` in-process. `args` excludes the program name.
/// Returns the process exit code (0 success, 1 any error).
pub fn run(
    args: &[String],
    stdin: &[u8],
    stdout: &mut dyn std::io::Write,
    stderr: &mut dyn std::io::Write,
) -> i32 {
    run_with_dialects(DEFAULT_DIALECTS, args, stdin, stdout, stderr)
}
