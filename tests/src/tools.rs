//! The tool table: RUN-line command names mapped to in-process functions.
//!
//! Every tool has the same signature as `strata_opt::run`, so registering
//! `strata-opt` (or any future `foo-opt`) is one line:
//!
//! ```
//! # fn run(_: &[String], _: &[u8], _: &mut dyn std::io::Write, _: &mut dyn std::io::Write) -> i32 { 0 }
//! let mut tools = strata_tests::ToolTable::with_builtins();
//! tools.register("strata-opt", run);
//! assert!(tools.get("strata-opt").is_some());
//! ```

use std::collections::BTreeMap;
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// An in-process tool: `(args without program name, stdin, stdout, stderr) -> exit code`.
pub type ToolFn = fn(&[String], &[u8], &mut dyn Write, &mut dyn Write) -> i32;

/// Maps tool names used in RUN lines to their implementations.
#[derive(Debug, Clone, Default)]
pub struct ToolTable {
    tools: BTreeMap<String, ToolFn>,
}

impl ToolTable {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// A table with the built-in tools: `FileCheck` (see [`crate::filecheck`]),
    /// `true`, `false`, `echo` and `cat`.
    pub fn with_builtins() -> Self {
        let mut t = Self::new();
        t.register("FileCheck", crate::filecheck::filecheck_tool)
            .register("true", |_, _, _, _| 0)
            .register("false", |_, _, _, _| 1)
            .register("echo", echo_tool)
            .register("cat", cat_tool);
        t
    }

    /// Adds (or replaces) a tool.
    pub fn register(&mut self, name: &str, tool: ToolFn) -> &mut Self {
        self.tools.insert(name.to_string(), tool);
        self
    }

    /// Looks a tool up by name.
    pub fn get(&self, name: &str) -> Option<ToolFn> {
        self.tools.get(name).copied()
    }

    /// Comma-separated names of all registered tools (for error messages).
    pub fn names(&self) -> String {
        self.tools.keys().cloned().collect::<Vec<_>>().join(", ")
    }
}

/// How an in-process tool invocation ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exit {
    /// The tool returned this exit code.
    Code(i32),
    /// The tool panicked; the panic message.
    Panicked(String),
}

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exit::Code(c) => write!(f, "exit status {c}"),
            Exit::Panicked(m) => write!(f, "PANICKED: {m}"),
        }
    }
}

/// The captured result of [`invoke`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invocation {
    /// Exit code or panic.
    pub exit: Exit,
    /// Everything written to stdout.
    pub stdout: Vec<u8>,
    /// Everything written to stderr.
    pub stderr: Vec<u8>,
}

impl Invocation {
    /// Stdout as (lossy) UTF-8.
    pub fn stdout_str(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// Stderr as (lossy) UTF-8.
    pub fn stderr_str(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }
}

/// Extracts a readable message from a panic payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "<non-string panic payload>".to_string()
    }
}

/// Runs `tool` with separate captured stdout/stderr, converting a panic into
/// [`Exit::Panicked`] instead of unwinding into the caller.
pub fn invoke(tool: ToolFn, args: &[String], stdin: &[u8]) -> Invocation {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let exit = catch_unwind(AssertUnwindSafe(|| {
        tool(args, stdin, &mut stdout, &mut stderr)
    }))
    .map(Exit::Code)
    .unwrap_or_else(|p| Exit::Panicked(panic_message(p.as_ref())));
    Invocation {
        exit,
        stdout,
        stderr,
    }
}

/// `echo [-n] words...`: prints its arguments separated by spaces.
fn echo_tool(args: &[String], _: &[u8], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let (newline, words) = match args.first().map(String::as_str) {
        Some("-n") => (false, &args[1..]),
        _ => (true, args),
    };
    let text = words.join(" ") + if newline { "\n" } else { "" };
    match out.write_all(text.as_bytes()) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(err, "echo: {e}");
            1
        }
    }
}

/// `cat [files...]`: concatenates files (`-` or no argument: stdin).
fn cat_tool(args: &[String], stdin: &[u8], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let default = ["-".to_string()];
    let files = if args.is_empty() { &default[..] } else { args };
    let mut status = 0;
    for f in files {
        let data = if f == "-" {
            Ok(stdin.to_vec())
        } else {
            std::fs::read(f)
        };
        match data.and_then(|d| out.write_all(&d)) {
            Ok(()) => {}
            Err(e) => {
                let _ = writeln!(err, "cat: {f}: {e}");
                status = 1;
            }
        }
    }
    status
}

/// Runs `tool` (named `name` in messages) with `args` on `input`: its
/// stdout when it exits 0, otherwise what failed and the head of its
/// stderr.
pub fn run_ok(tool: ToolFn, name: &str, args: &[&str], input: &str) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let invocation = invoke(tool, &args, input.as_bytes());
    if invocation.exit == Exit::Code(0) {
        Ok(invocation.stdout_str())
    } else {
        Err(format!(
            "{name} {} failed: {}\n--- stderr:\n{}",
            args.join(" "),
            invocation.exit,
            crate::diff::clip(&invocation.stderr_str(), 40, 4096)
        ))
    }
}

/// The number in the environment variable `name`, or `default` when it is
/// unset or not a number (the sizes of the long differential runs).
pub fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The seeds `first..first + count` cut into batches of at most `batch`,
/// as `(start, size)`: the trials of the differential tests.
pub fn seed_batches(first: u64, count: u64, batch: u64) -> impl Iterator<Item = (u64, u64)> {
    let end = first + count;
    (first..end)
        .step_by(batch.max(1) as usize)
        .map(move |start| (start, batch.min(end - start)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_batches_cover_the_seeds_once() {
        let batches: Vec<(u64, u64)> = seed_batches(5, 23, 10).collect();
        assert_eq!(batches, [(5, 10), (15, 10), (25, 3)]);
        assert_eq!(seed_batches(1, 0, 10).count(), 0);
    }

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn builtins_are_registered() {
        let t = ToolTable::with_builtins();
        for name in ["FileCheck", "true", "false", "echo", "cat"] {
            assert!(t.get(name).is_some(), "{name}");
        }
        assert!(t.get("strata-opt").is_none());
        assert_eq!(t.names(), "FileCheck, cat, echo, false, true");
    }

    #[test]
    fn invoke_captures_output_and_panics() {
        let t = ToolTable::with_builtins();
        let r = invoke(t.get("echo").unwrap(), &args(&["a", "b"]), b"");
        assert_eq!(r.exit, Exit::Code(0));
        assert_eq!(r.stdout_str(), "a b\n");
        let r = invoke(t.get("cat").unwrap(), &[], b"xyz");
        assert_eq!(r.stdout, b"xyz");
        let r = invoke(|_, _, _, _| panic!("boom {}", 42), &[], b"");
        assert_eq!(r.exit, Exit::Panicked("boom 42".into()));
        let r = invoke(|_, _, _, _| std::panic::panic_any(7u8), &[], b"");
        assert_eq!(r.exit, Exit::Panicked("<non-string panic payload>".into()));
    }
}
