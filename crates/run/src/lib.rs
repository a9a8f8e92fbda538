//! `strata-run FILE --entry NAME [--engine interp|jit] [--trace]
//! [--pass-pipeline=P] [ARGS...]`: parses and verifies FILE, runs the
//! pipeline P if given, then calls the function `@NAME` with ARGS (decimal
//! integers, `1`/`0` or `true`/`false` for `i1`, decimal floats such as
//! `0.1`, `-2.5e3`, `inf`, `NaN`) on the reference interpreter and prints
//! each result on its own line (integers in signed decimal, `i1` as
//! `1`/`0`, floats in the shortest form that reads back exactly). With `--trace`, the calls of external
//! functions come first, one per line (`call @f(1, 2)`). `--max-steps` and
//! `--max-depth` bound the run (10,000,000 ops, 10,000 nested calls).
//!
//! Errors (bad input, undefined behaviour, poison reaching a result, a
//! branch or an external call, limits) are reported on stderr with the
//! location of the op, and the exit code is 1.

use std::io::Write;
use std::sync::Arc;

use clap::Parser as _;
use num_bigint::BigInt;
use strata_arith::fold::apfloat::Format;
use strata_interfaces::CallableOpInterface;
use strata_interp::{ApInt, Interpreter, Limits, RtValue, register_semantics};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::verifier::verify;
use strata_ir::{Context, Diagnostic, FloatKind, Ir, OpId, Type, TypeData};
use strata_pass::{PassRegistry, RunConfig, parse_pipeline};

/// The command line.
#[derive(clap::Parser, Debug)]
#[command(
    name = "strata-run",
    version,
    about = "Run a function with Strata's reference interpreter"
)]
struct Options {
    /// The input file.
    input: String,
    /// The function to call.
    #[arg(long)]
    entry: String,
    /// What runs the program.
    #[arg(long, value_parser = ["interp", "jit"], default_value = "interp")]
    engine: String,
    /// Print the calls of external functions before the results.
    #[arg(long)]
    trace: bool,
    /// A pass pipeline to run first (`builtin.module(cse)`).
    #[arg(long = "pass-pipeline")]
    pass_pipeline: Option<String>,
    /// Stop after this many ops executed.
    #[arg(long = "max-steps", default_value_t = Limits::default().max_steps)]
    max_steps: u64,
    /// Stop when more calls than this are in progress.
    #[arg(long = "max-depth", default_value_t = Limits::default().max_depth)]
    max_depth: usize,
    /// The arguments of the entry function.
    #[arg(allow_hyphen_values = true, trailing_var_arg = true)]
    args: Vec<String>,
}

/// Runs `strata-run` with `args` (without the program name); returns the
/// exit code.
pub fn run(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let argv = std::iter::once("strata-run".to_string()).chain(args.iter().cloned());
    let options = match Options::try_parse_from(argv) {
        Ok(options) => options,
        Err(error) => {
            let _ = write!(stderr, "{error}");
            return if error.use_stderr() { 1 } else { 0 };
        }
    };
    match execute(&options, stdout) {
        Ok(()) => 0,
        Err(report) => {
            let _ = stderr.write_all(report.as_bytes());
            1
        }
    }
}

/// A diagnostic rendered against the input.
fn render(ctx: &Context, source: &str, name: &str, diagnostic: &Diagnostic) -> String {
    let position = diagnostic.location.file_line_col_of(ctx);
    let mut text = strata_opt::render_diagnostic(
        name,
        source,
        position,
        diagnostic.severity,
        &diagnostic.message,
    );
    for note in &diagnostic.notes {
        text.push_str(&render(ctx, source, name, note));
    }
    text
}

fn execute(options: &Options, stdout: &mut dyn Write) -> Result<(), String> {
    if options.engine == "jit" {
        return Err(
            "error: --engine jit needs strata-run built with the MLIR bridge, which this build does not have\n"
                .to_string(),
        );
    }
    let source = std::fs::read_to_string(&options.input)
        .map_err(|e| format!("error: could not open input file {}: {e}\n", options.input))?;
    let name = options.input.as_str();
    let mut ctx = Context::new();
    for register in strata_opt::DEFAULT_DIALECTS {
        register(&mut ctx);
    }
    register_semantics(&mut ctx);
    let config = ParserConfig {
        buffer_name: name.to_string(),
        ..ParserConfig::default()
    };
    let ctx = Arc::new(ctx);
    let (mut ir, top) = parse_source(ctx.clone(), &source, &config)
        .map_err(|error| render(&ctx, &source, name, error.diagnostic()))?;
    if let Err(error) = verify(&ir, top) {
        return Err(error
            .diagnostics
            .iter()
            .map(|d| render(&ctx, &source, name, d))
            .collect());
    }
    if let Some(pipeline) = &options.pass_pipeline {
        run_pipeline(&mut ir, top, pipeline, &source, name)?;
    }
    let entry = SymbolTable::build(&ir, top)
        .lookup(&options.entry)
        .ok_or_else(|| format!("error: no function named '@{}' in {name}\n", options.entry))?;
    // `--` before negative arguments is allowed, and skipped.
    let args: Vec<String> = options
        .args
        .iter()
        .filter(|a| *a != "--")
        .cloned()
        .collect();
    let arguments = entry_arguments(&ir, entry, &args)?;
    let mut interpreter = Interpreter::new(&ir).with_limits(Limits {
        max_steps: options.max_steps,
        max_depth: options.max_depth,
    });
    let outcome = interpreter.call(entry, arguments);
    if options.trace {
        for call in interpreter.trace() {
            let _ = writeln!(stdout, "call {call}");
        }
    }
    let results = outcome.map_err(|error| render(&ctx, &source, name, &error.to_diagnostic()))?;
    if let Some(index) = results.iter().position(RtValue::is_poison) {
        let diagnostic = Diagnostic::error(
            ir.op_location(entry),
            format!(
                "poison value returned as result #{index} of '@{}'",
                options.entry
            ),
        );
        return Err(render(&ctx, &source, name, &diagnostic));
    }
    for result in results {
        let _ = writeln!(stdout, "{result}");
    }
    Ok(())
}

fn run_pipeline(
    ir: &mut Ir,
    top: OpId,
    text: &str,
    source: &str,
    name: &str,
) -> Result<(), String> {
    let mut registry = PassRegistry::new();
    for register in strata_opt::DEFAULT_PASSES {
        register(&mut registry);
    }
    let manager = parse_pipeline(text, &registry)
        .map_err(|error| format!("error: invalid pass pipeline: {}\n", error.render(text)))?;
    manager
        .run(ir, top, &RunConfig::default())
        .map(|_| ())
        .map_err(|failure| {
            failure
                .output
                .iter()
                .filter_map(|output| match output {
                    strata_pass::FailureOutput::Diagnostic(d) => {
                        Some(render(ir.ctx(), source, name, d))
                    }
                    strata_pass::FailureOutput::Dump(_) => None,
                })
                .collect()
        })
}

/// The entry function's arguments, read from the command line by type.
fn entry_arguments(ir: &Ir, entry: OpId, args: &[String]) -> Result<Vec<RtValue>, String> {
    let callable = ir
        .interface::<dyn CallableOpInterface>(entry)
        .ok_or_else(|| "error: the entry is not a function\n".to_string())?;
    let types: Vec<Type> = callable.argument_types(ir, entry).to_vec();
    if types.len() != args.len() {
        return Err(format!(
            "error: the entry function takes {} arguments, {} given\n",
            types.len(),
            args.len()
        ));
    }
    types
        .iter()
        .zip(args)
        .enumerate()
        .map(|(index, (&ty, text))| {
            parse_argument(ir, ty, text).ok_or_else(|| {
                format!(
                    "error: argument #{index} '{text}' is not a value of type '{}'\n",
                    strata_ir::asm::printer::type_to_string(ir.ctx(), ty)
                )
            })
        })
        .collect()
}

fn parse_argument(ir: &Ir, ty: Type, text: &str) -> Option<RtValue> {
    let width = match ir.ctx().type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        TypeData::Float(kind) => {
            // Decimal, rounded to nearest: natively for f32 and f64, through
            // f64 for the narrower formats.
            let bits = match kind {
                FloatKind::F64 => u128::from(text.parse::<f64>().ok()?.to_bits()),
                FloatKind::F32 => u128::from(text.parse::<f32>().ok()?.to_bits()),
                _ => {
                    let value = text.parse::<f64>().ok()?;
                    match strata_ir::minifloat::MiniFloat::of(*kind) {
                        Some(small) => small.encode(value),
                        None => Format::of(*kind).from_f64(value)?,
                    }
                }
            };
            return Some(RtValue::Float { kind: *kind, bits });
        }
        _ => return None,
    };
    if width == 1 {
        return match text {
            "1" | "true" => Some(RtValue::int(1, 1)),
            "0" | "false" => Some(RtValue::int(1, 0)),
            _ => None,
        };
    }
    let value: BigInt = text.parse().ok()?;
    // In range as a signed or an unsigned value of the width.
    let fits = ApInt::fits_signed(width, &value) || ApInt::fits_unsigned(width, &value);
    fits.then(|| RtValue::Int(ApInt::from_big(width, &value)))
}
