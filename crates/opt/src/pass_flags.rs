//! Which passes `strata-opt` runs, as mlir-opt reads them: a textual
//! pipeline (`--pass-pipeline='builtin.module(func.func(cse))'`), or one
//! flag per registered pass, in command-line order (`--cse
//! -symbol-dce`), each optionally with options (`-canonicalize="a=1 b"`,
//! single or double dash). The two ways do not mix.

use strata_ir::{Ir, OpId};
use strata_pass::{OpPassManager, PassRegistry, PipelineError, parse_pipeline};

/// The passes to run on each input module.
pub enum PassSelection {
    /// No pass: parse, verify, print.
    None,
    /// `--pass-pipeline`.
    Pipeline(OpPassManager),
    /// Shorthand flags: (argument, options), in order. They run in a
    /// pipeline anchored on the input's top-level op.
    Flags(Vec<(String, String)>),
}

impl PassSelection {
    /// Whether a pipeline or pass flags were given.
    pub fn runs_any(&self) -> bool {
        match self {
            PassSelection::None => false,
            PassSelection::Pipeline(_) => true,
            PassSelection::Flags(flags) => !flags.is_empty(),
        }
    }

    /// The pipeline to run on `top`, if any.
    pub fn manager_for(
        &self,
        ir: &Ir,
        top: OpId,
        registry: &PassRegistry,
    ) -> Option<OpPassManager> {
        match self {
            PassSelection::None => None,
            PassSelection::Pipeline(_) => None,
            PassSelection::Flags(flags) => {
                let mut manager = OpPassManager::on(ir.op_name_str(top));
                for (argument, options) in flags {
                    // The flags were checked when they were read.
                    if let Ok(pass) = registry.create(argument, options) {
                        manager.add_pass(pass);
                    }
                }
                Some(manager)
            }
        }
    }
}

/// Removes the pass flags from `args`: returns the other arguments and the
/// flags, (argument, options) in order.
pub fn extract_pass_flags(
    args: &[String],
    registry: &PassRegistry,
) -> (Vec<String>, Vec<(String, String)>) {
    let mut rest = Vec::new();
    let mut flags = Vec::new();
    for arg in args {
        let name = arg
            .strip_prefix("--")
            .or_else(|| arg.strip_prefix('-'))
            .filter(|_| arg.len() > 1);
        let parsed = name.map(|name| match name.split_once('=') {
            Some((name, options)) => (name, options),
            None => (name, ""),
        });
        match parsed {
            Some((name, options)) if registry.lookup(name).is_some() => {
                let options = options
                    .strip_prefix('"')
                    .and_then(|o| o.strip_suffix('"'))
                    .unwrap_or(options);
                flags.push((name.to_string(), options.to_string()));
            }
            _ => rest.push(arg.clone()),
        }
    }
    (rest, flags)
}

/// Builds the selection from `--pass-pipeline` and the shorthand flags.
pub fn select_passes(
    pipeline: Option<&str>,
    flags: Vec<(String, String)>,
    registry: &PassRegistry,
) -> Result<PassSelection, String> {
    match (pipeline, flags.is_empty()) {
        (Some(_), false) => {
            Err("'--pass-pipeline' option can't be used with individual pass options".to_string())
        }
        (Some(text), true) => parse_pipeline(text, registry)
            .map(PassSelection::Pipeline)
            .map_err(|error: PipelineError| {
                format!("invalid pass pipeline: {}", error.render(text))
            }),
        (None, true) => Ok(PassSelection::None),
        (None, false) => {
            for (argument, options) in &flags {
                registry
                    .create(argument, options)
                    .map_err(|error| error.to_string())?;
            }
            Ok(PassSelection::Flags(flags))
        }
    }
}
