//! The driver: read the input, split it, parse, verify, print, and report
//! diagnostics like mlir-opt (`file:line:col: error: message`, then the source
//! line and a caret).

use std::io::Write;
use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, print_operation};
use strata_ir::verifier::{VerifierOptions, verify_with_options};
use strata_ir::{Context, Diagnostic, Severity};

use crate::command_line;
use crate::options::Options;
use crate::pass_flags::{PassSelection, extract_pass_flags, select_passes};
use crate::split_input::split_input_with_marker;
use crate::verify_diagnostics::{
    DiagnosticVerifier, EmittedDiagnostic, VerifyFailure, VerifyLevel,
};
use strata_pass::{
    IrPrinting, PassRegistry, PassSelector, PropertyChecks, RunConfig, Timing, statistics_report,
    timing_report,
};

/// A function that registers dialects on a context (e.g. `strata_test_dialect::register`).
pub type DialectRegistration = fn(&mut Context);

/// A function that registers passes (e.g. `strata_transforms::register_passes`).
pub type PassRegistration = fn(&mut PassRegistry);

/// Runs the driver with the given dialects registered. `args` excludes the
/// program name; returns the exit code.
pub fn run_with_dialects(
    dialects: &[DialectRegistration],
    args: &[String],
    stdin: &[u8],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    run_with(dialects, crate::DEFAULT_PASSES, args, stdin, stdout, stderr)
}

/// Runs the driver with `dialects` and `passes` registered. `args`
/// excludes the program name; returns the exit code.
pub fn run_with(
    dialects: &[DialectRegistration],
    passes: &[PassRegistration],
    args: &[String],
    stdin: &[u8],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    match Invocation::prepare(dialects, passes, args, stdout, stderr) {
        Ok(invocation) => invocation.run(stdin, stdout, stderr),
        Err(code) => code,
    }
}

/// A `strata-opt` command line made ready to run: its options parsed, its
/// passes selected and its context built with the dialects registered.
/// [`Invocation::run`] can then process many inputs, which is what a fuzz
/// target or a test harness running the same command on many programs
/// wants: the set-up is paid once. The context is shared by the runs, so it
/// keeps every name and attribute any of them interned.
pub struct Invocation {
    options: Options,
    passes: PassSelection,
    registry: PassRegistry,
    ctx: Arc<Context>,
}

impl Invocation {
    /// Parses `args` (without the program name) with `dialects` and
    /// `passes` registered. Flags that answer by themselves (`--help`,
    /// `--version`, `--list-passes`, `--show-dialects`) and usage errors
    /// write their output and give `Err` with the exit code.
    pub fn prepare(
        dialects: &[DialectRegistration],
        passes: &[PassRegistration],
        args: &[String],
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
    ) -> Result<Self, i32> {
        let mut registry = PassRegistry::new();
        for register in passes {
            register(&mut registry);
        }
        let (args, pass_flags) = extract_pass_flags(args, &registry);
        // `--help` ends with the registered passes, each a flag of its own.
        let command = <Options as clap::CommandFactory>::command().after_help(registry.describe());
        let pass_names: Vec<&str> = registry.passes().iter().map(|p| p.argument).collect();
        let args = match command_line::normalize(&command, &args, &pass_names) {
            Ok(args) => args,
            Err(error) => {
                let _ = write!(stderr, "{}", error.render(command.get_name()));
                return Err(1);
            }
        };
        let argv = std::iter::once("strata-opt".to_string()).chain(args);
        let parsed = command
            .try_get_matches_from(argv)
            .and_then(|matches| <Options as clap::FromArgMatches>::from_arg_matches(&matches));
        let options = match parsed {
            Ok(options) => options,
            Err(error) => {
                // `--help` and `--version` go to stdout, usage errors to stderr.
                if error.use_stderr() {
                    let _ = write!(stderr, "{error}");
                    return Err(1);
                }
                let _ = write!(stdout, "{error}");
                return Err(0);
            }
        };
        if options.list_passes {
            let _ = write!(stdout, "{}", registry.describe());
            return Err(0);
        }
        for (flag, names) in [
            ("--mlir-print-ir-before", &options.print_ir_before),
            ("--mlir-print-ir-after", &options.print_ir_after),
        ] {
            if let Some(unknown) = names.iter().find(|name| registry.lookup(name).is_none()) {
                let _ = writeln!(
                    stderr,
                    "error: for the {flag} option: '{unknown}' does not refer to a registered pass"
                );
                return Err(1);
            }
        }
        let passes = match select_passes(options.pass_pipeline.as_deref(), pass_flags, &registry) {
            Ok(passes) => passes,
            Err(message) => {
                let _ = writeln!(stderr, "error: {message}");
                return Err(1);
            }
        };
        let mut ctx = Context::new();
        for register in dialects {
            register(&mut ctx);
        }
        ctx.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
        if options.show_dialects {
            let _ = writeln!(
                stdout,
                "Available Dialects: {}",
                ctx.registered_dialect_names().join(",")
            );
            return Err(0);
        }
        Ok(Self {
            options,
            passes,
            registry,
            ctx: Arc::new(ctx),
        })
    }

    /// Reads the input (the file the arguments name, or `stdin` for `-`),
    /// processes it and returns the exit code (0 success, 1 any error).
    pub fn run(&self, stdin: &[u8], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
        let (buffer_name, source) = match read_input(&self.options.input, stdin) {
            Ok(input) => input,
            Err(message) => {
                let _ = writeln!(stderr, "{message}");
                return 1;
            }
        };
        let mut output = match OutputSink::open(&self.options.output, stdout) {
            Ok(output) => output,
            Err(message) => {
                let _ = writeln!(stderr, "{message}");
                return 1;
            }
        };
        let mut driver = Driver {
            options: &self.options,
            ctx: self.ctx.clone(),
            buffer_name,
            source,
            stderr,
            verifier: None,
            failed: false,
            verify_failed: false,
            passes: &self.passes,
            registry: &self.registry,
            timing: Timing::default(),
            started: std::time::Instant::now(),
        };
        driver.process(output.writer());
        let failed = driver.finish();
        if let Err(message) = output.close(!failed) {
            let _ = writeln!(driver.stderr, "{message}");
            return 1;
        }
        i32::from(failed)
    }
}

/// Where printed IR goes: standard output, or a file. As with mlir-opt's
/// `ToolOutputFile`, a regular output file is removed again when the run
/// fails; other files (`/dev/null`, pipes) are written in place and left alone.
enum OutputSink<'a> {
    Stdout(std::io::BufWriter<&'a mut dyn Write>),
    File {
        path: String,
        file: std::io::BufWriter<std::fs::File>,
    },
}

impl<'a> OutputSink<'a> {
    fn open(output: &str, stdout: &'a mut dyn Write) -> Result<Self, String> {
        if output == "-" {
            return Ok(OutputSink::Stdout(std::io::BufWriter::with_capacity(
                1 << 16,
                stdout,
            )));
        }
        let file = std::fs::File::create(output)
            .map_err(|e| format!("error: could not open output file '{output}': {e}"))?;
        Ok(OutputSink::File {
            path: output.to_string(),
            file: std::io::BufWriter::with_capacity(1 << 16, file),
        })
    }

    fn writer(&mut self) -> &mut dyn Write {
        match self {
            OutputSink::Stdout(out) => out,
            OutputSink::File { file, .. } => file,
        }
    }

    /// Flushes the output; a regular output file is removed unless `keep`.
    fn close(self, keep: bool) -> Result<(), String> {
        match self {
            OutputSink::Stdout(mut out) => out
                .flush()
                .map_err(|e| format!("error: could not write output: {e}")),
            OutputSink::File { path, mut file } => {
                let flushed = file.flush();
                let is_regular = file.get_ref().metadata().is_ok_and(|m| m.is_file());
                drop(file);
                if !keep {
                    if is_regular {
                        let _ = std::fs::remove_file(&path);
                    }
                    return Ok(());
                }
                flushed.map_err(|e| format!("error: could not write output file '{path}': {e}"))
            }
        }
    }
}

fn read_input(input: &str, stdin: &[u8]) -> Result<(String, String), String> {
    let (name, bytes) = if input == "-" {
        ("<stdin>".to_string(), stdin.to_vec())
    } else {
        match std::fs::read(input) {
            Ok(bytes) => (input.to_string(), bytes),
            Err(error) => return Err(format!("Could not open input file '{input}': {error}")),
        }
    };
    match String::from_utf8(bytes) {
        Ok(text) => Ok((name, text)),
        Err(error) => Err(format!(
            "{name}: error: input is not valid UTF-8 (byte offset {})",
            error.utf8_error().valid_up_to()
        )),
    }
}

struct Driver<'a> {
    options: &'a Options,
    ctx: Arc<Context>,
    buffer_name: String,
    /// The input text. Taken out while a chunk is processed (so diagnostics
    /// can borrow it), and released before printing when nothing needs it.
    source: String,
    stderr: &'a mut dyn Write,
    verifier: Option<DiagnosticVerifier>,
    failed: bool,
    verify_failed: bool,
    /// The passes to run on each chunk.
    passes: &'a PassSelection,
    registry: &'a PassRegistry,
    /// `--mlir-timing`: the phases and the pipelines' passes timed so far, as
    /// the children of one root (its own time is not reported).
    timing: Timing,
    started: std::time::Instant,
}

impl Driver<'_> {
    /// Processes every chunk, streaming each successful chunk's output.
    fn process(&mut self, out: &mut dyn Write) {
        if let Some(level) = &self.options.verify_diagnostics {
            let level = if level == "only-expected" {
                VerifyLevel::OnlyExpected
            } else {
                VerifyLevel::All
            };
            let (verifier, failures) = DiagnosticVerifier::new(&self.source, level);
            self.verifier = Some(verifier);
            self.report_failures(&failures);
        }
        let Some(marker) = self.options.split_input_file.clone() else {
            // The whole input is one chunk; nothing reads the source after
            // verification unless annotations are being checked.
            let release_source = self.verifier.is_none();
            self.process_chunk(0..self.source.len(), (1, 1), release_source, out);
            return;
        };
        let chunks: Vec<(std::ops::Range<usize>, (u32, u32))> =
            match split_input_with_marker(&self.source, &marker) {
                Ok(split) => {
                    for near_miss in &split.near_misses {
                        let _ = writeln!(
                            self.stderr,
                            "{}:{}:{}: warning: {}",
                            self.buffer_name,
                            near_miss.line,
                            near_miss.col,
                            crate::split_input::NEAR_MISS_MESSAGE
                        );
                    }
                    split
                        .chunks
                        .iter()
                        .map(|c| {
                            (
                                c.offset..c.offset + c.text.len(),
                                (c.first_line, c.first_col),
                            )
                        })
                        .collect()
                }
                Err(error) => {
                    let _ = writeln!(self.stderr, "error: {error}");
                    self.failed = true;
                    return;
                }
            };
        let separator = crate::split_input::output_separator(&self.options.output_split_marker);
        for (i, (range, first_line)) in chunks.into_iter().enumerate() {
            if i > 0 {
                self.write(out, separator.as_bytes());
            }
            self.process_chunk(range, first_line, false, out);
        }
    }

    fn write(&mut self, out: &mut dyn Write, bytes: &[u8]) {
        if let Err(error) = out.write_all(bytes) {
            let _ = writeln!(self.stderr, "error: could not write output: {error}");
            self.failed = true;
        }
    }

    /// Parses, verifies and prints the chunk at `range` of the source (which
    /// starts at `(line, column)` of the file); prints nothing if it fails.
    fn process_chunk(
        &mut self,
        range: std::ops::Range<usize>,
        (first_line, first_col): (u32, u32),
        release_source: bool,
        out: &mut dyn Write,
    ) {
        let config = ParserConfig {
            buffer_name: self.buffer_name.clone(),
            first_line,
            first_col,
            implicit_module: !self.options.no_implicit_module,
            threads: !self.options.disable_threading,
        };
        let parse_start = std::time::Instant::now();
        let parsed = parse_source(self.ctx.clone(), &self.source[range], &config);
        let (mut ir, top) = match parsed {
            Ok(parsed) => parsed,
            Err(error) => {
                self.emit(error.diagnostic());
                return;
            }
        };
        // mlir-opt shows the failing op in a note, except when checking annotations.
        let verifier_options = VerifierOptions {
            print_op_on_diagnostic: self.verifier.is_none(),
            discard_value_names: self.options.discard_value_names,
            threads: !self.options.disable_threading,
        };
        let verified_on_parsing = !self.options.disable_verifier_on_parsing;
        if verified_on_parsing && let Err(error) = verify_with_options(&ir, top, verifier_options) {
            // One error per failing isolated op, in op order, as mlir-opt.
            for diagnostic in &error.diagnostics {
                self.emit(diagnostic);
            }
            return;
        }
        self.add_timing("Parser", parse_start.elapsed());
        let ran_passes = self.passes.runs_any();
        if !self.run_passes(&mut ir, top) {
            return;
        }
        let output_start = std::time::Instant::now();
        if release_source {
            self.source = String::new();
        }
        let mut options = self.options.print_options();
        // As mlir-opt's printer: IR that may not verify is checked first,
        // and printed in the generic form (silently) when it does not. IR
        // verified since it last changed needs no check.
        let known_valid = verified_on_parsing && (!ran_passes || self.options.verify_each);
        if !options.generic && !known_valid && !self.options.print_assume_verified {
            options.generic = strata_ir::verifier::verify(&ir, top).is_err();
        }
        let printed = print_operation(&ir, top, options, out).and_then(|()| out.write_all(b"\n"));
        if let Err(error) = printed {
            let _ = writeln!(self.stderr, "error: could not write output: {error}");
            self.failed = true;
        }
        self.add_timing("Output", output_start.elapsed());
        dispose(ir);
    }

    /// Runs the selected passes on `top`; reports their diagnostics and
    /// returns whether they succeeded (a failure prints nothing).
    fn run_passes(&mut self, ir: &mut strata_ir::Ir, top: strata_ir::OpId) -> bool {
        self.run_selection(self.passes, ir, top)
    }

    fn run_selection(
        &mut self,
        passes: &PassSelection,
        ir: &mut strata_ir::Ir,
        top: strata_ir::OpId,
    ) -> bool {
        let built = passes.manager_for(ir, top, self.registry);
        let manager = match (passes, &built) {
            (PassSelection::Pipeline(manager), _) => manager,
            (_, Some(manager)) => manager,
            _ => return true,
        };
        let config = RunConfig {
            threads: !self.options.disable_threading,
            verify_each: self.options.verify_each,
            ir_printing: self.ir_printing().map(std::sync::Arc::new),
            timing: self.options.timing,
            property_checks: PropertyChecks::parse(&self.options.verify_properties)
                .unwrap_or_default(),
            // mlir-opt does not print the op when checking annotations.
            print_op_on_diagnostic: self.verifier.is_none(),
            discard_value_names: self.options.discard_value_names,
        };
        let result = manager.run(ir, top, &config);
        let statistics_text = |report: Option<&strata_pass::RunReport>| {
            let report = report?;
            self.options.pass_statistics.then(|| {
                let list = self.options.pass_statistics_display == "list";
                statistics_report(manager, report, list)
            })
        };
        match result {
            Ok(report) => {
                let _ = self.stderr.write_all(report.ir_dumps.as_bytes());
                if let Some(text) = statistics_text(Some(&report)) {
                    let _ = self.stderr.write_all(text.as_bytes());
                }
                for diagnostic in &report.diagnostics {
                    self.emit(diagnostic);
                }
                // The top pipeline's passes and nested pipelines show at
                // the top level, as in mlir-opt's report.
                self.timing.merge(report.timing);
                true
            }
            Err(failure) => {
                for out in &failure.output {
                    match out {
                        strata_pass::FailureOutput::Dump(text) => {
                            let _ = self.stderr.write_all(text.as_bytes());
                        }
                        strata_pass::FailureOutput::Diagnostic(diagnostic) => self.emit(diagnostic),
                    }
                }
                self.failed = true;
                false
            }
        }
    }

    /// The IR dumps the flags ask for, if any.
    fn ir_printing(&self) -> Option<IrPrinting> {
        let selector = |all: bool, named: &[String]| {
            if all {
                PassSelector::All
            } else if named.is_empty() {
                PassSelector::None
            } else {
                PassSelector::Named(named.to_vec())
            }
        };
        let options = self.options;
        let printing = IrPrinting {
            before: selector(options.print_ir_before_all, &options.print_ir_before),
            after: selector(options.print_ir_after_all, &options.print_ir_after),
            only_after_change: options.print_ir_after_change,
            after_failure: options.print_ir_after_failure,
            print_options: PrintOptions {
                threads: false,
                external_resources: false,
                ..options.print_options()
            },
        };
        printing.is_enabled().then_some(printing)
    }

    /// Adds `time` to the phase `name` of `--mlir-timing`.
    fn add_timing(&mut self, name: &str, time: std::time::Duration) {
        if !self.options.timing {
            return;
        }
        self.timing.child(name).time += time;
    }

    /// Reports a diagnostic (and its notes): to the verifier in
    /// `--verify-diagnostics` mode, else to stderr.
    fn emit(&mut self, diagnostic: &Diagnostic) {
        if diagnostic.severity == Severity::Error {
            self.failed = true;
        }
        // As MLIR's SourceMgrDiagnosticHandler: a note shows the source line
        // only when it is somewhere else than what was reported just before
        // (a second error reported with the first, such as "missing operand
        // of negation", is an error of its own and always shows it).
        let mut previous = None;
        for diag in std::iter::once(diagnostic).chain(&diagnostic.notes) {
            let show_source = previous != Some(diag.location) || diag.severity != Severity::Note;
            previous = Some(diag.location);
            let position = diag
                .location
                .file_line_col_of(&self.ctx)
                .map(|(file, line, col)| (file.to_string(), line, col));
            if let Some(verifier) = self.verifier.as_mut() {
                let in_buffer = position
                    .as_ref()
                    .filter(|(file, _, _)| *file == self.buffer_name);
                let emitted = EmittedDiagnostic {
                    severity: diag.severity,
                    line: in_buffer.map(|p| p.1),
                    col: in_buffer.map_or(0, |p| p.2),
                    message: diag.message.clone(),
                };
                if let Some(failure) = verifier.process(&emitted) {
                    self.report_failures(&[failure]);
                }
                continue;
            }
            let position = position.as_ref().map(|(f, l, c)| (f.as_str(), *l, *c));
            let text = if show_source {
                render_diagnostic(
                    &self.buffer_name,
                    &self.source,
                    position,
                    diag.severity,
                    &diag.message,
                )
            } else {
                render_diagnostic_header(position, diag.severity, &diag.message)
            };
            let _ = self.stderr.write_all(text.as_bytes());
        }
    }

    fn report_failures(&mut self, failures: &[VerifyFailure]) {
        self.verify_failed |= !failures.is_empty();
        for failure in failures {
            let position = failure
                .line
                .map(|line| (self.buffer_name.as_str(), line, failure.col));
            let text = render_diagnostic_with_range(
                &self.buffer_name,
                &self.source,
                position,
                failure.range_len,
                Severity::Error,
                &failure.message,
            );
            let _ = self.stderr.write_all(text.as_bytes());
        }
    }

    /// Ends the run; returns whether it failed.
    fn finish(&mut self) -> bool {
        if self.options.timing {
            let list = self.options.timing_display == "list";
            let text = timing_report(&self.timing.children, self.started.elapsed(), list);
            let _ = self.stderr.write_all(text.as_bytes());
        }
        match self.verifier.take() {
            Some(verifier) => {
                let failures = verifier.finish();
                self.report_failures(&failures);
                // In verify mode, only the verification outcome decides.
                self.verify_failed
            }
            None => self.failed,
        }
    }
}

/// `file:line:col: severity: message`, then the source line and a caret when
/// the location is in the input buffer.
pub fn render_diagnostic(
    buffer_name: &str,
    source: &str,
    position: Option<(&str, u32, u32)>,
    severity: Severity,
    message: &str,
) -> String {
    render_diagnostic_with_range(buffer_name, source, position, 1, severity, message)
}

/// The first line of a rendered diagnostic, `file:line:col: severity:
/// message`, without the source line.
pub fn render_diagnostic_header(
    position: Option<(&str, u32, u32)>,
    severity: Severity,
    message: &str,
) -> String {
    match position {
        Some((file, line, col)) => format!("{file}:{line}:{col}: {severity}: {message}\n"),
        None => format!("<unknown>:0: {severity}: {message}\n"),
    }
}

/// [`render_diagnostic`] underlining `range_len` bytes: `^` then `~`s, as LLVM
/// prints a source range.
pub fn render_diagnostic_with_range(
    buffer_name: &str,
    source: &str,
    position: Option<(&str, u32, u32)>,
    range_len: u32,
    severity: Severity,
    message: &str,
) -> String {
    let mut text = render_diagnostic_header(position, severity, message);
    let Some((file, line, col)) = position else {
        return text;
    };
    // Line 0 (the implicit module's location) has no source line to show.
    if file == buffer_name
        && line > 0
        && let Some(source_line) = source.split('\n').nth(line as usize - 1)
    {
        let source_line = source_line.trim_end_matches('\r');
        text.push_str(source_line);
        text.push('\n');
        let caret_col = (col.saturating_sub(1) as usize).min(source_line.len());
        let prefix: String = source_line
            .bytes()
            .take(caret_col)
            .map(|b| if b == b'\t' { '\t' } else { ' ' })
            .collect();
        text.push_str(&prefix);
        text.push('^');
        let room = source_line.len().saturating_sub(caret_col + 1);
        let tildes = (range_len.saturating_sub(1) as usize).min(room);
        text.push_str(&"~".repeat(tildes));
        text.push('\n');
    }
    text
}

/// How many ops make an IR worth freeing on another thread.
const BACKGROUND_FREE_OPS: usize = 100_000;

/// Frees `ir`: a large one on another thread, since the output is complete
/// and a million small frees would only delay the exit.
fn dispose(ir: strata_ir::Ir) {
    if ir.num_live_ops() >= BACKGROUND_FREE_OPS {
        std::thread::spawn(move || drop(ir));
    }
}
