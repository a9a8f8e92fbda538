//! The driver: read the input, split it, parse, verify, print, and report
//! diagnostics like mlir-opt (`file:line:col: error: message`, then the source
//! line and a caret).

use std::io::Write;
use std::sync::Arc;

use clap::Parser as _;
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, print_operation};
use strata_ir::{Context, Diagnostic, Severity};

use crate::options::Options;
use crate::split_input::{InputChunk, split_input_with_marker};
use crate::verify_diagnostics::{
    DiagnosticVerifier, EmittedDiagnostic, VerifyFailure, VerifyLevel,
};

/// A function that registers dialects on a context (e.g. `strata_test_dialect::register`).
pub type DialectRegistration = fn(&mut Context);

/// Runs the driver with the given dialects registered. `args` excludes the
/// program name; returns the exit code.
pub fn run_with_dialects(
    dialects: &[DialectRegistration],
    args: &[String],
    stdin: &[u8],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let argv = std::iter::once("strata-opt".to_string()).chain(args.iter().cloned());
    let options = match Options::try_parse_from(argv) {
        Ok(options) => options,
        Err(error) => {
            // `--help` and `--version` go to stdout, usage errors to stderr.
            if error.use_stderr() {
                let _ = write!(stderr, "{error}");
                return 1;
            }
            let _ = write!(stdout, "{error}");
            return 0;
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
        return 0;
    }
    let (buffer_name, source) = match read_input(&options.input, stdin) {
        Ok(input) => input,
        Err(message) => {
            let _ = writeln!(stderr, "{message}");
            return 1;
        }
    };
    let mut driver = Driver {
        options: &options,
        ctx: Arc::new(ctx),
        buffer_name,
        source: &source,
        stderr,
        verifier: None,
        failed: false,
        verify_failed: false,
    };
    let output = driver.process();
    let failed = driver.finish();
    // Like mlir-opt's `ToolOutputFile`, an output file is only kept on success.
    if failed && options.output != "-" {
        return 1;
    }
    if let Err(message) = write_output(&options.output, &output, stdout) {
        let _ = writeln!(driver.stderr, "{message}");
        return 1;
    }
    i32::from(failed)
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

fn write_output(output: &str, bytes: &[u8], stdout: &mut dyn Write) -> Result<(), String> {
    if output == "-" {
        stdout
            .write_all(bytes)
            .and_then(|()| stdout.flush())
            .map_err(|e| format!("error: could not write output: {e}"))
    } else {
        std::fs::write(output, bytes)
            .map_err(|e| format!("error: could not write output file '{output}': {e}"))
    }
}

struct Driver<'a> {
    options: &'a Options,
    ctx: Arc<Context>,
    buffer_name: String,
    source: &'a str,
    stderr: &'a mut dyn Write,
    verifier: Option<DiagnosticVerifier>,
    failed: bool,
    verify_failed: bool,
}

impl Driver<'_> {
    fn process(&mut self) -> Vec<u8> {
        if let Some(level) = &self.options.verify_diagnostics {
            let level = if level == "only-expected" {
                VerifyLevel::OnlyExpected
            } else {
                VerifyLevel::All
            };
            let (verifier, failures) = DiagnosticVerifier::new(self.source, level);
            self.verifier = Some(verifier);
            self.report_failures(&failures);
        }
        let Some(marker) = self.options.split_input_file.clone() else {
            let whole = InputChunk {
                text: self.source,
                offset: 0,
                first_line: 1,
                first_col: 1,
            };
            return self.process_chunk(&whole);
        };
        let split = match split_input_with_marker(self.source, &marker) {
            Ok(split) => split,
            Err(error) => {
                let _ = writeln!(self.stderr, "error: {error}");
                self.failed = true;
                return Vec::new();
            }
        };
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
        let outputs: Vec<Vec<u8>> = split
            .chunks
            .iter()
            .map(|chunk| self.process_chunk(chunk))
            .collect();
        let separator = crate::split_input::output_separator(&self.options.output_split_marker);
        let mut joined = Vec::new();
        for (i, output) in outputs.iter().enumerate() {
            if i > 0 {
                joined.extend_from_slice(separator.as_bytes());
            }
            joined.extend_from_slice(output);
        }
        joined
    }

    /// Parses, verifies and prints one chunk; returns its output (empty on failure).
    fn process_chunk(&mut self, chunk: &InputChunk<'_>) -> Vec<u8> {
        let config = ParserConfig {
            buffer_name: self.buffer_name.clone(),
            first_line: chunk.first_line,
            implicit_module: !self.options.no_implicit_module,
        };
        let (ir, top) = match parse_source(self.ctx.clone(), chunk.text, &config) {
            Ok(parsed) => parsed,
            Err(error) => {
                self.emit(error.diagnostic());
                return Vec::new();
            }
        };
        if let Err(error) = strata_ir::verifier::verify(&ir, top) {
            self.emit(&error);
            return Vec::new();
        }
        let options = PrintOptions {
            generic: self.options.print_op_generic,
            debug_info: self.options.print_debuginfo,
            local_scope: self.options.print_local_scope,
            discard_value_names: self.options.discard_value_names,
        };
        let mut output = Vec::new();
        // Writing into a Vec cannot fail.
        let _ = print_operation(&ir, top, options, &mut output);
        output.push(b'\n');
        output
    }

    /// Reports a diagnostic (and its notes): to the verifier in
    /// `--verify-diagnostics` mode, else to stderr.
    fn emit(&mut self, diagnostic: &Diagnostic) {
        if diagnostic.severity == Severity::Error {
            self.failed = true;
        }
        for diag in std::iter::once(diagnostic).chain(&diagnostic.notes) {
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
            let text = render_diagnostic(
                &self.buffer_name,
                self.source,
                position.as_ref().map(|(f, l, c)| (f.as_str(), *l, *c)),
                diag.severity,
                &diag.message,
            );
            let _ = self.stderr.write_all(text.as_bytes());
        }
    }

    fn report_failures(&mut self, failures: &[VerifyFailure]) {
        self.verify_failed |= !failures.is_empty();
        for failure in failures {
            let position = failure
                .line
                .map(|line| (self.buffer_name.as_str(), line, failure.col));
            let text = render_diagnostic(
                &self.buffer_name,
                self.source,
                position,
                Severity::Error,
                &failure.message,
            );
            let _ = self.stderr.write_all(text.as_bytes());
        }
    }

    /// Ends the run; returns whether it failed.
    fn finish(&mut self) -> bool {
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
    let Some((file, line, col)) = position else {
        return format!("<unknown>:0: {severity}: {message}\n");
    };
    let mut text = format!("{file}:{line}:{col}: {severity}: {message}\n");
    if file == buffer_name
        && let Some(source_line) = source.split('\n').nth(line.saturating_sub(1) as usize)
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
        text.push_str("^\n");
    }
    text
}
