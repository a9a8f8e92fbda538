//! The lit suite: one test case per `lit/**/*.mlir` file, run in-process.
//!
//! `cargo test -p strata-tests --test lit` runs all of them;
//! `cargo test -p strata-tests --test lit -- lit/ir/foo.mlir` runs one.
//! Tools: `strata-opt` (the `strata_opt::run` library entry) plus the
//! built-ins of [`ToolTable::with_builtins`] (`FileCheck`, `cat`, `echo`, ...).
//!
//! Oracle mode: with `STRATA_LIT_ORACLE=mlir-opt`, RUN lines' `strata-opt`
//! runs the real `mlir-opt-22` instead, to check the expectations written in
//! lit files against upstream MLIR (Strata-only flags will of course fail).

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::discover::{display_name, lit_files, workspace_root};
use strata_tests::{LitConfig, ToolTable, run_lit_file};

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let mut tools = ToolTable::with_builtins();
    match std::env::var("STRATA_LIT_ORACLE").as_deref() {
        Ok("mlir-opt") => {
            eprintln!("NOTE: STRATA_LIT_ORACLE=mlir-opt: running RUN lines with mlir-opt-22");
            tools.register("strata-opt", strata_tests::external::mlir_opt_tool);
        }
        _ => {
            tools.register("strata-opt", strata_opt::run);
        }
    }
    tools.register("strata-run", |args, _stdin, stdout, stderr| {
        strata_run::run(args, stdout, stderr)
    });
    let config = std::sync::Arc::new(LitConfig {
        root: root.clone(),
        temp_root: std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit"),
        tools,
    });
    let trials = match lit_files(&root) {
        Ok(files) if files.is_empty() => vec![Trial::test("lit (no test files)", move || {
            Err(Failed::from(format!(
                "no lit/**/*.mlir files found under {}",
                root.display()
            )))
        })],
        Ok(files) => files
            .into_iter()
            .map(|file| {
                let config = std::sync::Arc::clone(&config);
                Trial::test(display_name(&config.root, &file), move || {
                    run_lit_file(&file, &config).map_err(|e| Failed::from(e.to_string()))
                })
            })
            .collect(),
        Err(e) => vec![Trial::test("lit (discovery)", move || {
            Err(Failed::from(format!("cannot list lit/: {e}")))
        })],
    };
    libtest_mimic::run(&args, trials).exit();
}
