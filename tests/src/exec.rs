//! Execution of parsed RUN commands with in-process tools.
//!
//! Semantics follow lit's internal shell: the first stage's stdin is empty
//! unless redirected, stages of a pipeline all run (left to right, since
//! tools are in-process) and the pipeline fails if *any* stage fails
//! (`pipefail`), `not` inverts a stage's success, and a panicking tool is a
//! failure even under `not`. Relative redirect paths are resolved against
//! the process's working directory, like tool arguments; use `%t`/`%S`.

use std::cell::RefCell;
use std::io::Write;
use std::path::PathBuf;
use std::rc::Rc;

use crate::error::ExecError;
use crate::shell::{Command, CommandList, Connector, Pipeline, Redirect};
use crate::tools::{Exit, ToolTable, panic_message};

/// How one stage ended.
#[derive(Debug)]
pub enum StageStatus {
    /// The tool ran; exit code or panic.
    Ran(Exit),
    /// The tool could not be run, or a redirection failed.
    Error(ExecError),
}

/// The record of one executed pipeline stage.
#[derive(Debug)]
pub struct StageReport {
    /// The command as (re)printed from its parsed form.
    pub command: String,
    /// How it ended.
    pub status: StageStatus,
    /// Whether the stage counts as successful (after `not`).
    pub ok: bool,
    /// Whether an odd number of `not`s inverts the stage's exit status.
    pub negated: bool,
    /// The stage's stdin bytes (what it read).
    pub stdin: Vec<u8>,
    /// What reached the stage's stdout stream (piped on, or final output).
    pub stdout: Vec<u8>,
    /// What reached the stage's unredirected stderr.
    pub stderr: Vec<u8>,
}

/// The record of one executed pipeline.
#[derive(Debug)]
pub struct PipelineReport {
    /// The pipeline text.
    pub command: String,
    /// One entry per stage.
    pub stages: Vec<StageReport>,
}

impl PipelineReport {
    /// Whether every stage succeeded (`pipefail`).
    pub fn ok(&self) -> bool {
        self.stages.iter().all(|s| s.ok)
    }
}

/// The record of one executed RUN command.
#[derive(Debug)]
pub struct ListReport {
    /// Whether the command as a whole succeeded.
    pub ok: bool,
    /// Every pipeline that ran, in order (skipped `&&`/`||` operands absent).
    pub pipelines: Vec<PipelineReport>,
}

/// Where a stream goes.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Sink {
    /// The stage's stdout stream (to the next stage, or final output).
    Stdout,
    /// The stage's captured stderr.
    Stderr,
    /// Discarded (`/dev/null`).
    Null,
    /// A file.
    File { path: PathBuf, append: bool },
}

fn file_sink(path: &str, append: bool) -> Sink {
    if path == "/dev/null" {
        Sink::Null
    } else {
        Sink::File {
            path: PathBuf::from(path),
            append,
        }
    }
}

/// A clonable in-memory writer, so `2>&1` can interleave both streams.
#[derive(Clone, Default)]
struct SharedBuf(Rc<RefCell<Vec<u8>>>);

impl Write for SharedBuf {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Resolves redirections in order; returns (stdin file, stdout sink, stderr sink).
fn resolve_redirects(cmd: &Command) -> (Option<String>, Sink, Sink) {
    let mut input = None;
    let mut out = Sink::Stdout;
    let mut err = Sink::Stderr;
    for r in &cmd.redirects {
        match r {
            Redirect::Stdin(p) => input = Some(p.clone()),
            Redirect::Stdout { path, append } => out = file_sink(path, *append),
            Redirect::Stderr { path, append } => err = file_sink(path, *append),
            Redirect::Both { path, append } => {
                out = file_sink(path, *append);
                err = out.clone();
            }
            Redirect::StderrToStdout => err = out.clone(),
            Redirect::StdoutToStderr => out = err.clone(),
        }
    }
    (input, out, err)
}

fn write_sink(path: &PathBuf, append: bool, data: &[u8]) -> Result<(), ExecError> {
    let mut opts = std::fs::OpenOptions::new();
    opts.create(true);
    if append {
        opts.append(true);
    } else {
        opts.write(true).truncate(true);
    }
    opts.open(path)
        .and_then(|mut f| f.write_all(data))
        .map_err(|source| ExecError::WriteRedirect {
            path: path.clone(),
            source,
        })
}

/// Runs one stage with `piped_in` as its default stdin.
fn run_stage(cmd: &Command, piped_in: Vec<u8>, tools: &ToolTable) -> StageReport {
    let command = cmd.to_string();
    let (input, out_sink, err_sink) = resolve_redirects(cmd);
    let mut report = StageReport {
        command,
        status: StageStatus::Ran(Exit::Code(0)),
        ok: false,
        negated: cmd.negations % 2 == 1,
        stdin: Vec::new(),
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    let Some(tool) = tools.get(&cmd.program) else {
        report.status = StageStatus::Error(ExecError::UnknownTool {
            name: cmd.program.clone(),
            known: tools.names(),
        });
        return report;
    };
    report.stdin = match input.as_deref() {
        None => piped_in,
        Some("/dev/null") => Vec::new(),
        Some(p) => match std::fs::read(p) {
            Ok(d) => d,
            Err(source) => {
                report.status = StageStatus::Error(ExecError::ReadRedirect {
                    path: PathBuf::from(p),
                    source,
                });
                return report;
            }
        },
    };
    // One buffer per distinct sink, so aliased streams interleave correctly.
    let mut sinks: Vec<(Sink, SharedBuf)> = Vec::new();
    let mut buf_for = |s: &Sink| -> SharedBuf {
        if let Some((_, b)) = sinks.iter().find(|(k, _)| k == s) {
            return b.clone();
        }
        let b = SharedBuf::default();
        sinks.push((s.clone(), b.clone()));
        b
    };
    let mut out = buf_for(&out_sink);
    let mut err = buf_for(&err_sink);
    let exit = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        tool(&cmd.args, &report.stdin, &mut out, &mut err)
    }))
    .map(Exit::Code)
    .unwrap_or_else(|p| Exit::Panicked(panic_message(p.as_ref())));
    drop((out, err));
    for (sink, buf) in sinks {
        let data = std::mem::take(&mut *buf.0.borrow_mut());
        match sink {
            Sink::Stdout => report.stdout = data,
            Sink::Stderr => report.stderr = data,
            Sink::Null => {}
            Sink::File { path, append } => {
                if let Err(e) = write_sink(&path, append, &data) {
                    report.status = StageStatus::Error(e);
                    return report;
                }
            }
        }
    }
    report.ok = match exit {
        Exit::Code(c) => cmd.succeeds_with(c),
        Exit::Panicked(_) => false,
    };
    report.status = StageStatus::Ran(exit);
    report
}

/// Runs a pipeline: every stage runs, each fed the previous stage's stdout.
pub fn run_pipeline(pipeline: &Pipeline, tools: &ToolTable) -> PipelineReport {
    let mut stages = Vec::with_capacity(pipeline.stages.len());
    let mut piped = Vec::new();
    for cmd in &pipeline.stages {
        let report = run_stage(cmd, std::mem::take(&mut piped), tools);
        piped = report.stdout.clone();
        stages.push(report);
    }
    PipelineReport {
        command: pipeline.to_string(),
        stages,
    }
}

/// Checks that every tool named in `list` is registered, before running anything.
pub fn check_tools(list: &CommandList, tools: &ToolTable) -> Result<(), ExecError> {
    match list.commands().find(|c| tools.get(&c.program).is_none()) {
        Some(c) => Err(ExecError::UnknownTool {
            name: c.program.clone(),
            known: tools.names(),
        }),
        None => Ok(()),
    }
}

/// Runs a command list with shell `&&`/`||`/`;` semantics.
pub fn run_list(list: &CommandList, tools: &ToolTable) -> ListReport {
    let first = run_pipeline(&list.first, tools);
    let mut ok = first.ok();
    let mut pipelines = vec![first];
    for (conn, p) in &list.rest {
        let run = match conn {
            Connector::And => ok,
            Connector::Or => !ok,
            Connector::Seq => true,
        };
        if run {
            let r = run_pipeline(p, tools);
            ok = r.ok();
            pipelines.push(r);
        }
    }
    ListReport { ok, pipelines }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::parse;

    /// Fake tool: prints "out:<args>" on stdout and "err:<stdin>" on stderr,
    /// exits with the numeric value of the first arg if it is a number.
    fn fake(args: &[String], stdin: &[u8], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
        write!(out, "out:{}|", args.join(",")).unwrap();
        write!(err, "err:{}|", String::from_utf8_lossy(stdin)).unwrap();
        args.first().and_then(|a| a.parse().ok()).unwrap_or(0)
    }

    fn tools() -> ToolTable {
        let mut t = ToolTable::with_builtins();
        t.register("fake", fake)
            .register("boom", |_, _, _, _| panic!("kaboom"));
        t
    }

    fn run(text: &str) -> ListReport {
        run_list(&parse(text).unwrap(), &tools())
    }

    fn s(b: &[u8]) -> &str {
        std::str::from_utf8(b).unwrap()
    }

    #[test]
    fn pipes_stdout_to_next_stage() {
        let r = run("echo hello | fake a");
        assert!(r.ok);
        let st = &r.pipelines[0].stages;
        assert_eq!(s(&st[1].stdin), "hello\n");
        assert_eq!(s(&st[1].stderr), "err:hello\n|");
        assert_eq!(s(&st[1].stdout), "out:a|");
    }

    #[test]
    fn stderr_to_stdout_interleaves() {
        let r = run("echo in | fake x 2>&1 | cat");
        assert!(r.ok);
        assert_eq!(s(&r.pipelines[0].stages[2].stdout), "out:x|err:in\n|");
        // Order matters: `2>&1 >/dev/null` keeps stderr on the old stdout.
        let r = run("echo in | fake x 2>&1 >/dev/null | cat");
        assert_eq!(s(&r.pipelines[0].stages[2].stdout), "err:in\n|");
        let r = run("fake x 2>/dev/null");
        assert!(r.pipelines[0].stages[0].stderr.is_empty());
    }

    #[test]
    fn not_and_pipefail() {
        assert!(!run("fake 1").ok);
        assert!(run("not fake 1").ok);
        assert!(!run("not fake 0").ok);
        // pipefail: a failing first stage fails the pipeline even if the last succeeds.
        let r = run("fake 3 | fake 0");
        assert!(!r.ok);
        assert!(!r.pipelines[0].stages[0].ok);
        assert!(r.pipelines[0].stages[1].ok);
        // a panic is never success, even under `not`
        let r = run("not boom");
        assert!(!r.ok);
        assert!(matches!(
            &r.pipelines[0].stages[0].status,
            StageStatus::Ran(Exit::Panicked(m)) if m == "kaboom"
        ));
    }

    #[test]
    fn connectors_short_circuit() {
        let r = run("false && fake 0");
        assert!(!r.ok);
        assert_eq!(r.pipelines.len(), 1);
        let r = run("false || fake 0");
        assert!(r.ok);
        assert_eq!(r.pipelines.len(), 2);
        let r = run("true || fake 1 ; true");
        assert!(r.ok);
        assert_eq!(r.pipelines.len(), 2);
    }

    #[test]
    fn file_redirects_roundtrip() {
        let dir = std::env::temp_dir().join(format!("strata-exec-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("f.txt");
        let f = f.display();
        assert!(run(&format!("echo one > {f} && echo two >> {f}")).ok);
        let r = run(&format!("cat < {f}"));
        assert_eq!(s(&r.pipelines[0].stages[0].stdout), "one\ntwo\n");
        assert!(run(&format!("fake 0 &> {f}")).ok);
        assert_eq!(
            std::fs::read_to_string(dir.join("f.txt")).unwrap(),
            "out:0|err:|"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn unknown_tool_and_bad_input_are_errors() {
        let list = parse("echo x | nosuch-tool a").unwrap();
        let err = check_tools(&list, &tools()).unwrap_err();
        assert!(
            err.to_string().contains("unknown tool 'nosuch-tool'"),
            "{err}"
        );
        let r = run_list(&list, &tools());
        assert!(!r.ok);
        assert!(matches!(
            r.pipelines[0].stages[1].status,
            StageStatus::Error(ExecError::UnknownTool { .. })
        ));
        let r = run("cat < /nonexistent/strata/file");
        assert!(matches!(
            r.pipelines[0].stages[0].status,
            StageStatus::Error(ExecError::ReadRedirect { .. })
        ));
    }
}
