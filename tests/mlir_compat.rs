//! MLIR compatibility: Strata and `mlir-opt-22` accept each other's output.
//!
//! For every `lit/ir/*.mlir` (always with `--split-input-file` and
//! `--allow-unregistered-dialect`):
//!
//! * `to-mlir`: Strata's generic output is accepted by `mlir-opt-22`;
//! * `from-mlir`: `mlir-opt-22`'s generic output is accepted by Strata, and
//!   `strata-opt --discard-value-names --mlir-print-op-generic` prints it
//!   exactly as it prints the original file.
//!
//! Without `mlir-opt-22` the suite prints `SKIPPED: ...` and passes, unless
//! `STRATA_REQUIRE_MLIR_OPT=1` (as in `.ci/run`), when it fails.
//! `STRATA_MLIR_OPT=/path/to/mlir-opt` picks another binary.

use std::path::{Path, PathBuf};
use std::process::Command;

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::{clip, diff};
use strata_tests::discover::{display_name, lit_ir_files, workspace_root};
use strata_tests::external::{
    MLIR_OPT_ENV, MLIR_OPT_FALLBACK, MLIR_OPT_NAME, TempFile, find_mlir_opt,
};
use strata_tests::{Exit, invoke};

const COMMON: &[&str] = &["--allow-unregistered-dialect", "--split-input-file"];

/// Runs Strata on `input` (a path or `-` for `stdin`) with `extra` flags;
/// returns stdout or a failure naming `what`.
fn strata(what: &str, input: &str, stdin: &[u8], extra: &[&str]) -> Result<String, Failed> {
    let args: Vec<String> = std::iter::once(input)
        .chain(COMMON.iter().copied())
        .chain(extra.iter().copied())
        .map(str::to_string)
        .collect();
    let inv = invoke(strata_opt::run, &args, stdin);
    if inv.exit == Exit::Code(0) {
        Ok(inv.stdout_str())
    } else {
        Err(Failed::from(format!(
            "{what}: strata-opt {}: {}\n--- stderr:\n{}",
            args.join(" "),
            inv.exit,
            clip(&inv.stderr_str(), 60, 8192)
        )))
    }
}

/// Runs `mlir-opt` with the common flags, `extra` and `file`.
fn mlir_opt(what: &str, mlir: &Path, file: &Path, extra: &[&str]) -> Result<String, Failed> {
    let out = Command::new(mlir)
        .args(COMMON)
        .args(extra)
        .arg(file)
        .output()
        .map_err(|e| Failed::from(format!("{what}: cannot run {}: {e}", mlir.display())))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        let command: Vec<String> = std::iter::once(mlir.display().to_string())
            .chain(COMMON.iter().chain(extra).map(|s| s.to_string()))
            .chain([file.display().to_string()])
            .collect();
        Err(Failed::from(format!(
            "{what}: {}: {}\n--- stderr:\n{}",
            command.join(" "),
            out.status,
            clip(&String::from_utf8_lossy(&out.stderr), 60, 8192)
        )))
    }
}

fn temp(name: &str, text: &str) -> Result<TempFile, Failed> {
    TempFile::new(name, text.as_bytes())
        .map_err(|e| Failed::from(format!("{name}: cannot write temp file: {e}")))
}

/// (a) Strata's generic output is valid input for mlir-opt.
fn to_mlir(name: &str, file: &Path, mlir: &Path) -> Result<(), Failed> {
    let path = file.display().to_string();
    let generic = strata(name, &path, b"", &["--mlir-print-op-generic"])?;
    let tmp = temp(name, &generic)?;
    mlir_opt(
        &format!("{name}: mlir-opt-22 rejects Strata's generic output"),
        mlir,
        tmp.path(),
        &[],
    )
    .map_err(|e| {
        Failed::from(format!(
            "{}\n--- Strata's generic output:\n{}",
            e.message().unwrap_or_default(),
            clip(&generic, 200, 16384)
        ))
    })?;
    Ok(())
}

/// (b) mlir-opt's generic output is accepted by Strata and means the same.
fn from_mlir(name: &str, file: &Path, mlir: &Path) -> Result<(), Failed> {
    let from_mlir = mlir_opt(
        &format!("{name}: mlir-opt-22 rejects the original file"),
        mlir,
        file,
        &["--mlir-print-op-generic"],
    )?;
    let canon = ["--discard-value-names", "--mlir-print-op-generic"];
    let ours = strata(name, &file.display().to_string(), b"", &canon)?;
    let theirs = strata(
        &format!("{name}: Strata rejects mlir-opt-22's generic output"),
        "-",
        from_mlir.as_bytes(),
        &canon,
    )
    .map_err(|e| {
        Failed::from(format!(
            "{}\n--- mlir-opt-22's generic output:\n{}",
            e.message().unwrap_or_default(),
            clip(&from_mlir, 200, 16384)
        ))
    })?;
    match diff(&ours, &theirs, 3) {
        None => Ok(()),
        Some(d) => Err(Failed::from(format!(
            "{name}: Strata prints mlir-opt-22's output differently from the original \
             (- strata(original), + strata(mlir-opt-22 output))\n{d}"
        ))),
    }
}

fn missing_trial() -> Trial {
    let required = std::env::var("STRATA_REQUIRE_MLIR_OPT").is_ok_and(|v| v == "1");
    let where_ = match std::env::var_os(MLIR_OPT_ENV) {
        Some(p) => format!(
            "{MLIR_OPT_NAME} not found at ${MLIR_OPT_ENV}={}",
            p.to_string_lossy()
        ),
        None => format!("{MLIR_OPT_NAME} not found on PATH or at {MLIR_OPT_FALLBACK}"),
    };
    if required {
        Trial::test("mlir_compat (mlir-opt-22)", move || {
            Err(Failed::from(format!(
                "{where_}, but STRATA_REQUIRE_MLIR_OPT=1 \
                 (install Debian's mlir-22-tools, as .ci/run does)"
            )))
        })
    } else {
        Trial::test("mlir_compat (mlir-opt-22)", move || {
            eprintln!(
                "SKIPPED: {where_}; MLIR compatibility not checked \
                 (set STRATA_REQUIRE_MLIR_OPT=1 to make this a failure)"
            );
            Ok(())
        })
    }
}

fn main() {
    let args = Arguments::from_args();
    let Some(mlir) = find_mlir_opt() else {
        libtest_mimic::run(&args, vec![missing_trial()]).exit();
    };
    let root = workspace_root();
    let files: Vec<PathBuf> = match lit_ir_files(&root) {
        Ok(f) => f,
        Err(e) => {
            let msg = format!("cannot list lit/ir: {e}");
            let t = Trial::test("mlir_compat (discovery)", move || Err(Failed::from(msg)));
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let mut trials = Vec::new();
    if files.is_empty() {
        trials.push(Trial::test("mlir_compat (no lit/ir files)", || {
            Err(Failed::from(
                "no lit/ir/*.mlir files found: nothing to compare",
            ))
        }));
    }
    for file in files {
        let name = display_name(&root, &file);
        let (n, f, m) = (name.clone(), file.clone(), mlir.clone());
        trials.push(Trial::test(
            format!("mlir_compat/to-mlir:{name}"),
            move || to_mlir(&n, &f, &m),
        ));
        let (n, f, m) = (name.clone(), file, mlir.clone());
        trials.push(Trial::test(
            format!("mlir_compat/from-mlir:{name}"),
            move || from_mlir(&n, &f, &m),
        ));
    }
    libtest_mimic::run(&args, trials).exit();
}
