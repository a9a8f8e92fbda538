//! `test-properties`: a pass that changes nothing and declares the IR
//! properties its options name, so tests can exercise the pass manager's
//! property tracking and `--verify-properties` (like MLIR's `test-*`
//! passes).
//!
//! ```text
//! --pass-pipeline='builtin.module(test-properties{requires=no-dead-symbols})' --verify-properties=before
//! ```
//!
//! A name that is no property fails the pass.

use strata_ir::{Diagnostic, Ir, OpId};
use strata_pass::{
    IrProperty, OptionKind, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun,
};

use crate::properties::property;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "requires",
        description: "Properties the pass requires (comma-separated)",
        kind: OptionKind::String,
    },
    OptionSpec {
        name: "produces",
        description: "Properties the pass produces (comma-separated)",
        kind: OptionKind::String,
    },
    OptionSpec {
        name: "invalidates",
        description: "Properties the pass invalidates (comma-separated)",
        kind: OptionKind::String,
    },
];

/// `test-properties`' registration.
pub const TEST_PROPERTIES: PassInfo = PassInfo {
    argument: "test-properties",
    summary: "Declare IR properties without changing the IR (for tests)",
    options: OPTIONS,
    create: |options: &PassOptions| {
        let names = |key| -> Vec<String> {
            options
                .string(key)
                .map(|list| {
                    list.split(',')
                        .filter(|n| !n.is_empty())
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default()
        };
        Box::new(TestProperties {
            requires: names("requires"),
            produces: names("produces"),
            invalidates: names("invalidates"),
        })
    },
};

/// The pass; each list holds property names.
pub struct TestProperties {
    requires: Vec<String>,
    produces: Vec<String>,
    invalidates: Vec<String>,
}

fn known(names: &[String]) -> Vec<&'static dyn IrProperty> {
    names.iter().filter_map(|name| property(name)).collect()
}

impl Pass for TestProperties {
    fn argument(&self) -> &'static str {
        "test-properties"
    }

    fn name(&self) -> &'static str {
        "TestProperties"
    }

    fn requires(&self) -> Vec<&'static dyn IrProperty> {
        known(&self.requires)
    }

    fn produces(&self) -> Vec<&'static dyn IrProperty> {
        known(&self.produces)
    }

    fn invalidates(&self) -> Vec<&'static dyn IrProperty> {
        known(&self.invalidates)
    }

    fn run(&self, ir: &mut Ir, op: OpId, _run: &mut PassRun) -> Result<(), PassFailure> {
        let lists = [&self.requires, &self.produces, &self.invalidates];
        if let Some(unknown) = lists
            .into_iter()
            .flatten()
            .find(|name| property(name).is_none())
        {
            return Err(PassFailure::new(Diagnostic::error(
                ir.op_location(op),
                format!("'{unknown}' is not an IR property"),
            )));
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let mut parts = Vec::new();
        for (key, list) in [
            ("requires", &self.requires),
            ("produces", &self.produces),
            ("invalidates", &self.invalidates),
        ] {
            if !list.is_empty() {
                parts.push(format!("{key}={}", list.join(",")));
            }
        }
        parts.join(" ")
    }
}
