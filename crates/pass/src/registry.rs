//! The pass registry (MLIR's `PassRegistration` and `PassInfo`): passes by
//! command-line argument, with their summaries and options, so pipelines
//! and shorthand flags can name them and `--list-passes` can show them.

use crate::options::{OptionError, OptionSpec, PassOptions};
use crate::pass::Pass;

/// Builds a pass from its parsed options.
pub type PassConstructor = fn(&PassOptions) -> Box<dyn Pass>;

/// A registered pass.
#[derive(Clone, Copy)]
pub struct PassInfo {
    /// The command-line argument (`cse`).
    pub argument: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// The options it accepts.
    pub options: &'static [OptionSpec],
    /// Builds an instance.
    pub create: PassConstructor,
}

/// Why a pass could not be created.
#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    /// No pass has this argument.
    #[error("'{0}' does not refer to a registered pass or pass pipeline")]
    Unknown(String),
    /// Its options did not parse.
    #[error("{error}\n\nfailed to add `{argument}` with options `{options}`")]
    Options {
        /// The pass.
        argument: String,
        /// The options as written.
        options: String,
        /// What was wrong.
        error: OptionError,
    },
}

/// The passes a tool knows.
#[derive(Clone, Default)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers `info`, replacing a pass with the same argument.
    pub fn register(&mut self, info: PassInfo) {
        self.passes.retain(|p| p.argument != info.argument);
        self.passes.push(info);
    }

    /// The pass named `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.argument == argument)
    }

    /// Every registered pass, sorted by argument.
    pub fn passes(&self) -> Vec<&PassInfo> {
        let mut passes: Vec<&PassInfo> = self.passes.iter().collect();
        passes.sort_by_key(|p| p.argument);
        passes
    }

    /// An instance of `argument` with `options` (`key=value ...`).
    pub fn create(&self, argument: &str, options: &str) -> Result<Box<dyn Pass>, CreateError> {
        let info = self
            .lookup(argument)
            .ok_or_else(|| CreateError::Unknown(argument.to_string()))?;
        let parsed =
            PassOptions::parse(options, info.options).map_err(|error| CreateError::Options {
                argument: argument.to_string(),
                options: options.to_string(),
                error,
            })?;
        Ok((info.create)(&parsed))
    }

    /// The list `--list-passes` prints: each pass, its summary and options.
    pub fn describe(&self) -> String {
        let mut text = String::from("Available passes:\n");
        for info in self.passes() {
            text.push_str(&format!("  --{:<28} - {}\n", info.argument, info.summary));
            for option in info.options {
                text.push_str(&format!(
                    "      {:<26} - {}\n",
                    format!("{}=<{:?}>", option.name, option.kind).to_lowercase(),
                    option.description
                ));
            }
        }
        text
    }
}
