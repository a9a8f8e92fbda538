//! The greedy driver reaches a fixpoint on every lit input: each file
//! under `lit/` that `strata-opt` accepts is run through
//! `--canonicalize=test-convergence`, which fails if the driver stopped at
//! its iteration limit with the IR still changing.

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::discover::{display_name, lit_files, workspace_root};
use strata_tests::{Exit, invoke};

fn check(path: &str, text: &str) -> Result<(), Failed> {
    let mut flags = vec!["--allow-unregistered-dialect".to_string()];
    if text.contains("--split-input-file") {
        flags.push("--split-input-file".to_string());
    }
    flags.push(path.to_string());
    if invoke(strata_opt::run, &flags, b"").exit != Exit::Code(0) {
        // An input the tool rejects (a negative test) has nothing to rewrite.
        return Ok(());
    }
    flags.push("--canonicalize=test-convergence".to_string());
    let run = invoke(strata_opt::run, &flags, b"");
    if run.exit == Exit::Code(0) {
        Ok(())
    } else {
        Err(Failed::from(format!(
            "canonicalize did not reach a fixpoint: {}\n{}",
            run.exit,
            run.stderr_str()
        )))
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let trials = lit_files(&root)
        .expect("the lit directory is readable")
        .into_iter()
        .map(|file| {
            let name = format!("canonicalize_fixpoint:{}", display_name(&root, &file));
            let path = file.display().to_string();
            Trial::test(name, move || {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| Failed::from(format!("cannot read {path}: {e}")))?;
                check(&path, &text)
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
