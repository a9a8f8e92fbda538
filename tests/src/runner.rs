//! Running one lit test file and formatting its failure report.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::diff::clip;
use crate::discover::display_name;
use crate::error::LitError;
use crate::exec::{ListReport, StageReport, StageStatus, check_tools, run_list};
use crate::script::{Substitutions, extract_run_lines};
use crate::shell::parse;
use crate::tools::{Exit, ToolTable};

/// Everything needed to run lit files.
#[derive(Debug, Clone)]
pub struct LitConfig {
    /// The workspace root; test names are paths relative to it.
    pub root: PathBuf,
    /// Directory under which `%t` paths are made (mirroring the test's path).
    pub temp_root: PathBuf,
    /// The tools RUN lines may call.
    pub tools: ToolTable,
}

impl LitConfig {
    /// The `%t` path for `test`: `<temp_root>/<relative path>.tmp`.
    pub fn temp_path(&self, test: &Path) -> PathBuf {
        let rel = test.strip_prefix(&self.root).unwrap_or(test);
        let rel = rel.strip_prefix("/").unwrap_or(rel);
        let mut name = rel.as_os_str().to_owned();
        name.push(".tmp");
        self.temp_root.join(name)
    }
}

/// Runs every RUN line of `test` in order; the first failing one fails the test.
pub fn run_lit_file(test: &Path, config: &LitConfig) -> Result<(), LitError> {
    let name = display_name(&config.root, test);
    let source = std::fs::read_to_string(test).map_err(|source| LitError::ReadTest {
        path: name.clone(),
        source,
    })?;
    let runs = extract_run_lines(&source).map_err(|source| LitError::Script {
        path: name.clone(),
        line: match source {
            crate::ScriptError::DanglingContinuation { line } => line,
            _ => 0,
        },
        command: String::new(),
        source,
    })?;
    if runs.is_empty() {
        return Err(LitError::NoRunLines { path: name });
    }
    let temp = config.temp_path(test);
    if let Some(dir) = temp.parent() {
        std::fs::create_dir_all(dir).map_err(|source| LitError::TempDir {
            path: name.clone(),
            dir: dir.to_path_buf(),
            source,
        })?;
    }
    let subs = Substitutions::new(test, &temp);
    for run in &runs {
        let command = subs.apply(&run.text);
        let list = parse(&command).map_err(|source| LitError::Script {
            path: name.clone(),
            line: run.line,
            command: command.clone(),
            source,
        })?;
        check_tools(&list, &config.tools).map_err(|source| LitError::Exec {
            path: name.clone(),
            line: run.line,
            command: command.clone(),
            source,
        })?;
        let report = run_list(&list, &config.tools);
        if !report.ok {
            return Err(LitError::RunFailed(format_failure(
                &name, run.line, &run.text, &command, &report,
            )));
        }
    }
    Ok(())
}

/// Limits for each captured stream in a report.
const MAX_LINES: usize = 200;
const MAX_BYTES: usize = 16 * 1024;

fn block(out: &mut String, title: &str, data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if text.is_empty() {
        let _ = writeln!(out, "--- {title}: (empty)");
    } else {
        let _ = writeln!(out, "--- {title}:");
        out.push_str(&clip(&text, MAX_LINES, MAX_BYTES));
        if !text.ends_with('\n') {
            out.push_str("<no newline at end>\n");
        }
    }
}

fn status_text(stage: &StageReport) -> String {
    let verdict = if stage.ok { "ok" } else { "FAILED" };
    match &stage.status {
        StageStatus::Error(e) => format!("error: {e} ({verdict})"),
        StageStatus::Ran(Exit::Code(c)) if stage.negated && !stage.ok => {
            format!("exit status {c}, expected non-zero because of 'not' ({verdict})")
        }
        StageStatus::Ran(exit) => format!("{exit} ({verdict})"),
    }
}

/// Builds the human-readable report for a failed RUN line.
pub fn format_failure(
    name: &str,
    line: usize,
    raw: &str,
    expanded: &str,
    report: &ListReport,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{name}:{line}: RUN line failed");
    let _ = writeln!(out, "  RUN: {raw}");
    let _ = writeln!(out, "  expanded: {expanded}");
    for p in report.pipelines.iter().filter(|p| !p.ok()) {
        let _ = writeln!(out, "pipeline: {}", p.command);
        for (i, s) in p.stages.iter().enumerate() {
            let _ = writeln!(out, "  stage {}: {}", i + 1, s.command);
            let _ = writeln!(out, "    -> {}", status_text(s));
        }
        for (i, s) in p.stages.iter().enumerate() {
            let n = i + 1;
            if s.ok {
                // Successful stages: only surface their diagnostics.
                if !s.stderr.is_empty() {
                    block(&mut out, &format!("stage {n} stderr"), &s.stderr);
                }
                continue;
            }
            if i > 0 {
                block(
                    &mut out,
                    &format!("stage {n} stdin (stdout of stage {i})"),
                    &s.stdin,
                );
            }
            block(&mut out, &format!("stage {n} stdout"), &s.stdout);
            block(&mut out, &format!("stage {n} stderr"), &s.stderr);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn fake_opt(args: &[String], stdin: &[u8], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
        // Echoes the input file (or stdin) unless the --fail flag is given.
        if args.iter().any(|a| a == "--fail") {
            writeln!(err, "error: requested failure").unwrap();
            return 1;
        }
        let data = match args.iter().find(|a| !a.starts_with('-')) {
            Some(f) => std::fs::read(f).unwrap(),
            None => stdin.to_vec(),
        };
        out.write_all(&data).unwrap();
        0
    }

    fn setup(name: &str, text: &str) -> (LitConfig, PathBuf) {
        let root =
            std::env::temp_dir().join(format!("strata-runner-{}-{name}", std::process::id()));
        std::fs::create_dir_all(root.join("lit")).unwrap();
        let file = root.join("lit").join(format!("{name}.mlir"));
        std::fs::write(&file, text).unwrap();
        let mut tools = ToolTable::with_builtins();
        tools.register("fake-opt", fake_opt);
        let cfg = LitConfig {
            temp_root: root.join("tmp"),
            root,
            tools,
        };
        (cfg, file)
    }

    #[test]
    fn passing_file() {
        let (cfg, file) = setup(
            "pass",
            "// RUN: fake-opt %s | FileCheck %s\n// RUN: fake-opt %s > %t && \\\n// RUN:   FileCheck %s --input-file=%t\n// RUN: not fake-opt --fail %s 2>&1 | FileCheck %s --check-prefix=ERR\n// CHECK: hello\nhello\n// ERR: error: requested failure\n",
        );
        run_lit_file(&file, &cfg).unwrap();
        assert!(cfg.temp_path(&file).is_file());
        std::fs::remove_dir_all(&cfg.root).unwrap();
    }

    #[test]
    fn failing_file_reports_everything() {
        let (cfg, file) = setup(
            "fail",
            "// RUN: fake-opt %s | FileCheck %s\n// CHECK: hello\n// CHECK-NEXT: not{{h}}ere\nhello\n",
        );
        let err = run_lit_file(&file, &cfg).unwrap_err().to_string();
        assert!(err.starts_with("lit/fail.mlir:1: RUN line failed"), "{err}");
        assert!(err.contains("RUN: fake-opt %s | FileCheck %s"), "{err}");
        assert!(err.contains("stage 2: FileCheck"), "{err}");
        assert!(err.contains("exit status 1 (FAILED)"), "{err}");
        assert!(err.contains("stage 2 stdin (stdout of stage 1)"), "{err}");
        assert!(err.contains("not{{h}}ere"), "{err}");
        std::fs::remove_dir_all(&cfg.root).unwrap();
    }

    #[test]
    fn not_with_success_is_a_failure() {
        let (cfg, file) = setup("notok", "// RUN: not fake-opt %s\n");
        let err = run_lit_file(&file, &cfg).unwrap_err().to_string();
        assert!(err.contains("expected non-zero because of 'not'"), "{err}");
        std::fs::remove_dir_all(&cfg.root).unwrap();
    }

    fn outcome(name: &str, text: &str) -> Result<(), LitError> {
        let (cfg, file) = setup(name, text);
        let result = run_lit_file(&file, &cfg);
        std::fs::remove_dir_all(&cfg.root).unwrap();
        result
    }

    #[test]
    fn structural_failures() {
        assert!(matches!(
            outcome("norun", "\"a.op\"() : () -> ()\n"),
            Err(LitError::NoRunLines { .. })
        ));
        let err = outcome("unknown", "// RUN: mlir-translate %s | FileCheck %s\n").unwrap_err();
        assert!(matches!(err, LitError::Exec { line: 1, .. }), "{err}");
        assert!(err.to_string().contains("unknown tool 'mlir-translate'"));
        let err = outcome("badsyntax", "// RUN: fake-opt %s &\n").unwrap_err();
        assert!(matches!(err, LitError::Script { line: 1, .. }), "{err}");
        assert!(matches!(
            outcome("dangling", "// RUN: fake-opt %s \\\n"),
            Err(LitError::Script { line: 1, .. })
        ));
    }
}
