//! The DOT pictures are valid: every graph `--view-op-graph`,
//! `--view-call-graph` and `--view-cfg` write for the inputs of
//! `lit/transforms/inline` and `lit/transforms/graphs` must be read by
//! Graphviz's `dot -Tsvg`.
//!
//! Without `dot` the test prints `SKIPPED` and passes, unless
//! `STRATA_REQUIRE_GRAPHVIZ=1` (as in `.ci/run`, which installs Graphviz).

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::discover::{display_name, find_files, workspace_root};
use strata_tests::{Exit, invoke};

const PASSES: &[&str] = &["--view-op-graph", "--view-call-graph", "--view-cfg"];

fn has_dot() -> bool {
    Command::new("dot")
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// Runs `dot -Tsvg` on `graph`; the error is what it said.
fn dot_accepts(graph: &str) -> Result<(), String> {
    let mut child = Command::new("dot")
        .args(["-Tsvg", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run dot: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(graph.as_bytes())
            .map_err(|e| format!("cannot write to dot: {e}"))?;
    }
    let output = child
        .wait_with_output()
        .map_err(|e| format!("dot did not finish: {e}"))?;
    if output.status.success() && output.stderr.is_empty() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

/// Each picture of `file`, one per split and pass, through `dot`.
fn check(file: &PathBuf) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file).map_err(|e| Failed::from(e.to_string()))?;
    let split = text
        .lines()
        .any(|line| line.contains("RUN:") && line.contains("--split-input-file"));
    let mut pictures = 0;
    for pass in PASSES {
        let mut args: Vec<String> = [
            "--allow-unregistered-dialect",
            pass,
            &file.display().to_string(),
            "-o",
            "/dev/null",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        if split {
            args.push("--split-input-file".to_string());
        }
        let invocation = invoke(strata_opt::run, &args, b"");
        if invocation.exit != Exit::Code(0) {
            return Err(Failed::from(format!(
                "strata-opt {pass} failed: {}",
                invocation.stderr_str()
            )));
        }
        let text = invocation.stderr_str();
        // One graph per split, each starting with its `digraph` line.
        let starts: Vec<usize> = text
            .match_indices("digraph ")
            .map(|(at, _)| at)
            .filter(|&at| at == 0 || text[..at].ends_with('\n'))
            .collect();
        for (index, &start) in starts.iter().enumerate() {
            let end = starts.get(index + 1).copied().unwrap_or(text.len());
            let graph = &text[start..end];
            pictures += 1;
            dot_accepts(graph).map_err(|error| {
                Failed::from(format!("dot rejects the {pass} picture:\n{error}\n{graph}"))
            })?;
        }
    }
    if pictures == 0 {
        return Err(Failed::from("no picture was written"));
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    if !has_dot() {
        let required = std::env::var("STRATA_REQUIRE_GRAPHVIZ").is_ok_and(|v| v == "1");
        let trial = Trial::test("graph_pictures (dot)", move || {
            if required {
                Err(Failed::from("dot not found, but STRATA_REQUIRE_GRAPHVIZ=1"))
            } else {
                eprintln!("SKIPPED: Graphviz's dot not found; pictures not checked");
                Ok(())
            }
        });
        libtest_mimic::run(&args, vec![trial]).exit();
    }
    let root = workspace_root();
    let mut files = Vec::new();
    for directory in ["lit/transforms/inline", "lit/transforms/graphs"] {
        files.extend(find_files(&root.join(directory), "mlir", true).unwrap_or_default());
    }
    let trials: Vec<Trial> = files
        .into_iter()
        .filter(|file| {
            std::fs::read_to_string(file).is_ok_and(|text| !text.contains("expected-error"))
        })
        .map(|file| {
            let name = display_name(&root, &file);
            Trial::test(format!("graph_pictures:{name}"), move || check(&file))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
