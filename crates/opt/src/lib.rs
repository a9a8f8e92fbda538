//! `strata-opt` as a library: the driver behind the `strata-opt` binary, which
//! a user can reuse to build their own `foo-opt` with extra dialects
//! ([`run_with_dialects`]). Mirrors MLIR's `MlirOptMain`.

pub mod command_line;
pub mod driver;
pub mod options;
pub mod pass_flags;
pub mod split_input;
pub mod verify_diagnostics;

pub use driver::{
    DialectRegistration, Invocation, PassRegistration, render_diagnostic,
    render_diagnostic_with_range, run_with, run_with_dialects,
};

/// The dialects `strata-opt` registers (besides builtin, which every context has).
pub const DEFAULT_DIALECTS: &[DialectRegistration] = &[
    strata_func::register,
    strata_arith::register,
    strata_cf::register,
    strata_scf::register,
    strata_ub::register,
    strata_expr::register,
    strata_scope::register,
    strata_test_dialect::register,
];

/// The passes `strata-opt` registers.
pub const DEFAULT_PASSES: &[PassRegistration] = &[
    strata_transforms::register_passes,
    strata_func::transforms::register_passes,
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

/// The whole `main` of an `opt` tool (MLIR's `MlirOptMain(argc, argv,
/// registry)`): reads the process arguments, standard input when it is the
/// input file, runs with `dialects` on top of builtin and the default
/// passes, and returns the exit code for `std::process::exit`.
pub fn main_with_dialects(dialects: &[DialectRegistration]) -> i32 {
    main_with(dialects, DEFAULT_PASSES)
}

/// [`main_with_dialects`] with the passes `passes` register.
pub fn main_with(dialects: &[DialectRegistration], passes: &[PassRegistration]) -> i32 {
    use std::io::Read as _;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut stdin = Vec::new();
    if reads_stdin(&args, passes)
        && let Err(error) = std::io::stdin().read_to_end(&mut stdin)
    {
        eprintln!("error: could not read standard input: {error}");
        return 1;
    }
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    run_with(
        dialects,
        passes,
        &args,
        &stdin,
        &mut stdout.lock(),
        &mut stderr.lock(),
    )
}

/// Whether `args` make standard input the input file (no file named, or
/// `-`), pass flags such as `--cse` aside.
pub fn reads_stdin(args: &[String], passes: &[PassRegistration]) -> bool {
    use clap::Parser as _;
    let mut registry = strata_pass::PassRegistry::new();
    for register in passes {
        register(&mut registry);
    }
    let (args, _) = pass_flags::extract_pass_flags(args, &registry);
    let command = <options::Options as clap::CommandFactory>::command();
    let Ok(args) = command_line::normalize(&command, &args, &[]) else {
        return false;
    };
    let argv = std::iter::once("strata-opt".to_string()).chain(args);
    options::Options::try_parse_from(argv).is_ok_and(|o| o.input == "-")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn standard_input_is_read_when_no_file_is_named_pass_flags_aside() {
        assert!(reads_stdin(&args(&["--cse"]), DEFAULT_PASSES));
        assert!(reads_stdin(
            &args(&["-canonicalize=max-iterations=2", "-"]),
            DEFAULT_PASSES
        ));
        assert!(reads_stdin(
            &args(&["--pass-pipeline=builtin.module(cse)"]),
            DEFAULT_PASSES
        ));
        assert!(!reads_stdin(&args(&["--cse", "in.mlir"]), DEFAULT_PASSES));
        assert!(reads_stdin(
            &args(&["-mlir-print-op-generic", "-o", "out.mlir"]),
            DEFAULT_PASSES
        ));
        assert!(!reads_stdin(
            &args(&["-split-input-file", "in.mlir"]),
            DEFAULT_PASSES
        ));
    }
}
