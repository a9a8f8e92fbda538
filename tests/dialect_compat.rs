//! MLIR compatibility of the dialects: for every `lit/dialects/**/*.mlir`
//! and `lit/interfaces/**/*.mlir`, Strata and `mlir-opt-22` agree.
//!
//! * Round-trip files (no `--verify-diagnostics` in their RUN lines):
//!   `strata-opt --discard-value-names F` prints exactly what `mlir-opt-22 F`
//!   prints (custom forms, result names like `%c42_i32`, spacing); Strata's
//!   generic output is read by `mlir-opt-22` and prints the same there; and
//!   `mlir-opt-22`'s generic output is read by Strata and prints the same.
//!   When a RUN line prints locations (`--mlir-print-debuginfo`), both
//!   tools' outputs with it, custom and generic, must be the same too.
//! * Diagnostic files: both tools pass `--verify-diagnostics` on the file,
//!   i.e. they report the same errors, with the same wording, at the same
//!   places.
//!
//! A `// COMPAT: <mode>` line narrows what is compared, for files with ops
//! mlir-opt does not know: `generic` (the test dialect's ops, which
//! mlir-opt only prints generically: Strata's generic output is read by
//! `mlir-opt-22 --allow-unregistered-dialect` and printed back the same),
//! `diagnostics` (both tools pass `--verify-diagnostics`), or `none` (ops
//! upstream rejects even as unregistered, such as `func.lambda`: not run).
//! Without the line a file gets every check above.
//!
//! `--split-input-file` is passed when the file's RUN lines use it. Without
//! `mlir-opt-22` the suite prints `SKIPPED` and passes, unless
//! `STRATA_REQUIRE_MLIR_OPT=1` (as in `.ci/run`).

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::{clip, diff};
use strata_tests::discover::{display_name, find_files, workspace_root};
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::{Exit, ToolFn, invoke};

/// One tool run that must succeed; its stdout.
fn run(tool: ToolFn, tool_name: &str, args: &[String], stdin: &[u8]) -> Result<String, Failed> {
    let inv = invoke(tool, args, stdin);
    if inv.exit == Exit::Code(0) {
        Ok(inv.stdout_str())
    } else {
        Err(Failed::from(format!(
            "{tool_name} {}: {}\n--- stderr:\n{}",
            args.join(" "),
            inv.exit,
            clip(&inv.stderr_str(), 60, 8192)
        )))
    }
}

fn args(flags: &[&str], input: &str) -> Vec<String> {
    flags
        .iter()
        .copied()
        .chain([input])
        .map(str::to_string)
        .collect()
}

fn same(what: &str, left: &str, right: &str) -> Result<(), Failed> {
    match diff(left, right, 3) {
        None => Ok(()),
        Some(d) => Err(Failed::from(format!(
            "{what} (- strata, + mlir-opt-22)\n{d}"
        ))),
    }
}

/// `common` then `extra`.
fn with_flags<'a>(common: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
    common.iter().chain(extra).copied().collect()
}

/// How a lit file is run.
struct FileKind {
    diagnostics: bool,
    split: bool,
    /// Only the generic form is compared (`// COMPAT: generic`).
    generic_only: bool,
    /// A RUN line prints locations: the output with
    /// `--mlir-print-debuginfo` is compared too, in both forms.
    debug_info: bool,
}

/// The mode of a `// COMPAT: <mode> [why]` line, if the file has one.
fn compat_mode(text: &str) -> Option<&str> {
    text.lines()
        .find_map(|line| line.trim().strip_prefix("// COMPAT:"))
        .map(|rest| rest.split_whitespace().next().unwrap_or_default())
}

fn kind_of(text: &str) -> FileKind {
    let runs: Vec<&str> = text.lines().filter(|l| l.contains("RUN:")).collect();
    let mode = compat_mode(text);
    FileKind {
        diagnostics: mode == Some("diagnostics")
            || runs.iter().any(|l| l.contains("--verify-diagnostics")),
        split: runs.iter().any(|l| l.contains("--split-input-file")),
        generic_only: mode == Some("generic"),
        debug_info: runs.iter().any(|l| l.contains("--mlir-print-debuginfo")),
    }
}

/// `// COMPAT: generic`: Strata's generic output, read by mlir-opt-22 and
/// printed generically there, is what Strata prints generically with
/// MLIR's value names.
fn check_generic_only(path: &str, common: &[&str]) -> Result<(), Failed> {
    let with = |extra: &[&'static str]| with_flags(common, extra);
    let ours = run(
        strata_opt::run,
        "strata-opt",
        &args(
            &with(&["--mlir-print-op-generic", "--discard-value-names"]),
            path,
        ),
        b"",
    )?;
    let theirs_of_ours = run(
        mlir_opt_tool,
        MLIR_OPT_NAME,
        &args(&with(&["--mlir-print-op-generic"]), "-"),
        ours.as_bytes(),
    )?;
    same(
        "mlir-opt-22 reads Strata's generic output differently",
        &ours,
        &theirs_of_ours,
    )
}

fn check_file(file: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failed::from(format!("cannot read {}: {e}", file.display())))?;
    let kind = kind_of(&text);
    let path = file.display().to_string();
    let mut common = vec!["--allow-unregistered-dialect"];
    if kind.split {
        common.push("--split-input-file");
    }
    if kind.diagnostics {
        let flags: Vec<&str> = common
            .iter()
            .copied()
            .chain(["--verify-diagnostics"])
            .collect();
        run(strata_opt::run, "strata-opt", &args(&flags, &path), b"")?;
        run(mlir_opt_tool, MLIR_OPT_NAME, &args(&flags, &path), b"")?;
        return Ok(());
    }
    if kind.generic_only {
        return check_generic_only(&path, &common);
    }
    let with = |extra: &[&'static str]| with_flags(&common, extra);
    let ours = run(
        strata_opt::run,
        "strata-opt",
        &args(&with(&["--discard-value-names"]), &path),
        b"",
    )?;
    let theirs = run(mlir_opt_tool, MLIR_OPT_NAME, &args(&common, &path), b"")?;
    same("custom form differs", &ours, &theirs)?;
    if kind.debug_info {
        for extra in [
            &["--mlir-print-debuginfo"][..],
            &["--mlir-print-debuginfo", "--mlir-print-op-generic"][..],
        ] {
            let mut ours_flags = with(extra);
            ours_flags.push("--discard-value-names");
            let ours = run(
                strata_opt::run,
                "strata-opt",
                &args(&ours_flags, &path),
                b"",
            )?;
            let theirs = run(
                mlir_opt_tool,
                MLIR_OPT_NAME,
                &args(&with(extra), &path),
                b"",
            )?;
            same(&format!("`{}` differs", extra.join(" ")), &ours, &theirs)?;
        }
    }
    if kind.split {
        // Generic round trips of split files are checked chunk by chunk by
        // the round-trip suite; a split output is not one module.
        return Ok(());
    }
    let generic_flags = with(&["--mlir-print-op-generic"]);
    let our_generic = run(
        strata_opt::run,
        "strata-opt",
        &args(&generic_flags, &path),
        b"",
    )?;
    let theirs_of_ours = run(
        mlir_opt_tool,
        MLIR_OPT_NAME,
        &args(&common, "-"),
        our_generic.as_bytes(),
    )
    .map_err(|e| {
        Failed::from(format!(
            "mlir-opt-22 rejects Strata's generic output: {}\n--- it was:\n{}",
            e.message().unwrap_or_default(),
            clip(&our_generic, 200, 16384)
        ))
    })?;
    same(
        "mlir-opt-22 reads Strata's generic output differently",
        &ours,
        &theirs_of_ours,
    )?;
    let their_generic = run(
        mlir_opt_tool,
        MLIR_OPT_NAME,
        &args(&generic_flags, &path),
        b"",
    )?;
    let ours_of_theirs = run(
        strata_opt::run,
        "strata-opt",
        &args(&with(&["--discard-value-names"]), "-"),
        their_generic.as_bytes(),
    )
    .map_err(|e| {
        Failed::from(format!(
            "Strata rejects mlir-opt-22's generic output: {}\n--- it was:\n{}",
            e.message().unwrap_or_default(),
            clip(&their_generic, 200, 16384)
        ))
    })?;
    same(
        "Strata reads mlir-opt-22's generic output differently",
        &ours_of_theirs,
        &theirs,
    )
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let files: Vec<PathBuf> = ["dialects", "interfaces"]
        .iter()
        .flat_map(|dir| find_files(&root.join("lit").join(dir), "mlir", true).unwrap_or_default())
        .filter(|file| {
            std::fs::read_to_string(file).map_or(true, |text| compat_mode(&text) != Some("none"))
        })
        .collect();
    let mut trials = Vec::new();
    if files.is_empty() {
        trials.push(Trial::test(
            "dialect_compat (no lit/dialects files)",
            || {
                Err(Failed::from(
                    "no lit/dialects/**/*.mlir files: nothing to compare",
                ))
            },
        ));
    }
    if find_mlir_opt().is_none() {
        trials = vec![Trial::test("dialect_compat (mlir-opt-22)", || {
            without_mlir_opt("dialect compatibility not checked").map_err(Failed::from)
        })];
        libtest_mimic::run(&args, trials).exit();
    }
    for file in files {
        let name = display_name(&root, &file);
        trials.push(Trial::test(format!("dialect_compat:{name}"), move || {
            check_file(&file)
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
