//! The lit suite: one test case per `lit/**/*.mlir` file, run in-process.
//!
//! `cargo test -p strata-tests --test lit` runs all of them;
//! `cargo test -p strata-tests --test lit -- lit/ir/foo.mlir` runs one.
//! Tools: `strata-opt` (the `strata_opt::run` library entry) plus the
//! built-ins of [`ToolTable::with_builtins`] (`FileCheck`, `cat`, `echo`, ...).
//!
//! Every file runs a second time with each `--flag` that a RUN line gives
//! `strata-opt` spelled `-flag`, as MLIR's own lit files spell them
//! (`single-dash flags: lit/...`): LLVM's command line reads both, and so
//! must `strata-opt`, with the same results.
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
    let temp_root = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let mut single_dash_tools = tools.clone();
    if std::env::var("STRATA_LIT_ORACLE").is_err() {
        single_dash_tools.register("strata-opt", |args, stdin, stdout, stderr| {
            strata_opt::run(&single_dash(args), stdin, stdout, stderr)
        });
    }
    let configs = [
        ("", temp_root.join("double-dash"), tools),
        (
            "single-dash flags: ",
            temp_root.join("single-dash"),
            single_dash_tools,
        ),
    ]
    .map(|(prefix, temp_root, tools)| {
        let config = LitConfig {
            root: root.clone(),
            temp_root,
            tools,
        };
        (prefix, std::sync::Arc::new(config))
    });
    let trials = match lit_files(&root) {
        Ok(files) if files.is_empty() => vec![Trial::test("lit (no test files)", move || {
            Err(Failed::from(format!(
                "no lit/**/*.mlir files found under {}",
                root.display()
            )))
        })],
        Ok(files) => configs
            .iter()
            .flat_map(|(prefix, config)| {
                files.iter().map(move |file| {
                    let config = std::sync::Arc::clone(config);
                    let file = file.clone();
                    let name = format!("{prefix}{}", display_name(&config.root, &file));
                    Trial::test(name, move || {
                        run_lit_file(&file, &config).map_err(|e| Failed::from(e.to_string()))
                    })
                })
            })
            .collect(),
        Err(e) => vec![Trial::test("lit (discovery)", move || {
            Err(Failed::from(format!("cannot list lit/: {e}")))
        })],
    };
    libtest_mimic::run(&args, trials).exit();
}

/// `args` with every `--flag` spelled `-flag` (`--` alone stays).
fn single_dash(args: &[String]) -> Vec<String> {
    args.iter()
        .map(|arg| match arg.strip_prefix("--") {
            Some(rest) if !rest.is_empty() => format!("-{rest}"),
            _ => arg.clone(),
        })
        .collect()
}
