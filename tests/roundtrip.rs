//! Round-trip fixpoint: for every `lit/ir/*.mlir`, printing then re-parsing
//! and printing again gives identical text, in both the custom and the
//! generic (`--mlir-print-op-generic`) form.
//!
//! `print1 = strata-opt FILE`, `print2 = strata-opt - < print1`, assert
//! `print1 == print2`. Split files round-trip because `--split-input-file`
//! output joins chunks with `// -----`.

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::{clip, diff};
use strata_tests::discover::{display_name, lit_ir_files, workspace_root};
use strata_tests::{Exit, Invocation, invoke};

const BASE_FLAGS: &[&str] = &["--split-input-file", "--allow-unregistered-dialect"];

fn strata(input: &str, stdin: &[u8], generic: bool) -> Invocation {
    let mut args: Vec<String> = vec![input.to_string()];
    args.extend(BASE_FLAGS.iter().map(|s| s.to_string()));
    if generic {
        args.push("--mlir-print-op-generic".to_string());
    }
    invoke(strata_opt::run, &args, stdin)
}

fn require_ok(what: &str, inv: &Invocation) -> Result<String, Failed> {
    if inv.exit == Exit::Code(0) {
        return Ok(inv.stdout_str());
    }
    Err(Failed::from(format!(
        "{what}: {}\n--- stderr:\n{}--- stdout:\n{}",
        inv.exit,
        clip(&inv.stderr_str(), 60, 8192),
        clip(&inv.stdout_str(), 60, 8192)
    )))
}

fn roundtrip(name: &str, path: &str, generic: bool) -> Result<(), Failed> {
    let mode = if generic { "generic" } else { "custom" };
    let first = strata(path, b"", generic);
    let print1 = require_ok(&format!("{name} ({mode}): strata-opt {name}"), &first)?;
    let second = strata("-", print1.as_bytes(), generic);
    let print2 = require_ok(
        &format!("{name} ({mode}): re-parsing strata-opt's own output failed"),
        &second,
    )
    .map_err(|e| {
        Failed::from(format!(
            "{}\n--- print1 (the input):\n{}",
            e.message().unwrap_or_default(),
            clip(&print1, 200, 16384)
        ))
    })?;
    match diff(&print1, &print2, 3) {
        None => Ok(()),
        Some(d) => Err(Failed::from(format!(
            "{name} ({mode}): printing is not a fixpoint (- print1, + print2 = reprint of print1)\n{d}"
        ))),
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let files = match lit_ir_files(&root) {
        Ok(f) => f,
        Err(e) => {
            let msg = format!("cannot list lit/ir: {e}");
            let t = Trial::test("roundtrip (discovery)", move || Err(Failed::from(msg)));
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let mut trials = Vec::new();
    if files.is_empty() {
        trials.push(Trial::test("roundtrip (no lit/ir files)", || {
            Err(Failed::from(
                "no lit/ir/*.mlir files found: nothing to round-trip",
            ))
        }));
    }
    for file in files {
        let name = display_name(&root, &file);
        for generic in [false, true] {
            let mode = if generic { "generic" } else { "custom" };
            let (name, path) = (name.clone(), file.display().to_string());
            trials.push(Trial::test(format!("roundtrip/{mode}:{name}"), move || {
                roundtrip(&name, &path, generic)
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
