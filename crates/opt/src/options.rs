//! The command line of `strata-opt`, mirroring mlir-opt's flags. Arguments
//! are read with LLVM's conventions (one or two dashes, `-flag=value`), which
//! [`crate::command_line::normalize`] turns into what clap reads.

use clap::Parser;
use strata_ir::asm::printer::{ElementsLimits, PrintOptions};

/// Strata's modular optimizer driver.
#[derive(Parser, Debug, Clone)]
#[command(
    name = "strata-opt",
    version,
    about = "Strata's modular optimizer driver (like mlir-opt)"
)]
pub struct Options {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    pub input: String,

    /// Output file (`-` for standard output).
    #[arg(short = 'o', default_value = "-")]
    pub output: String,

    /// Print every op in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,

    /// Print locations (`loc(...)`, with `#loc` aliases).
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,

    /// With `--mlir-print-debuginfo`, print locations in their pretty
    /// form (`a.mlir:1:2` after the op, without `loc(...)`).
    #[arg(long = "mlir-pretty-debuginfo")]
    pub pretty_debuginfo: bool,

    /// Comment on the users of every value, and give ops without results
    /// an id for it.
    #[arg(long = "mlir-print-value-users")]
    pub print_value_users: bool,

    /// Print locations inline instead of through `#loc` aliases.
    #[arg(long = "mlir-print-local-scope")]
    pub print_local_scope: bool,

    /// Number values uniquely through the whole output, without starting
    /// again in sibling regions (the generic form always does).
    #[arg(long = "mlir-print-unique-ssa-ids")]
    pub print_unique_ssa_ids: bool,

    /// Name values after the name locations they have (`loc("foo")` gives
    /// `%foo`), before the names ops suggest.
    #[arg(long = "mlir-use-nameloc-as-prefix")]
    pub use_nameloc_as_prefix: bool,

    /// Print every region as `{...}`.
    #[arg(long = "mlir-print-skip-regions")]
    pub print_skip_regions: bool,

    /// Print custom forms without checking first that the IR verifies
    /// (unverified IR otherwise prints in the generic form).
    #[arg(long = "mlir-print-assume-verified")]
    pub print_assume_verified: bool,

    /// Print dense elements attributes with more elements than this as
    /// hex data (`-1`: never).
    #[arg(
        long = "mlir-print-elementsattrs-with-hex-if-larger",
        value_name = "long",
        default_value_t = 100,
        allow_negative_numbers = true
    )]
    pub print_elementsattrs_with_hex_if_larger: i64,

    /// Print dense elements attributes with more elements than this as
    /// `dense_resource<__elided__>`.
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "uint")]
    pub elide_elementsattrs_if_larger: Option<u32>,

    /// Leave out the file metadata's resource entries whose printed value is
    /// longer than this many characters.
    #[arg(long = "mlir-elide-resource-strings-if-larger", value_name = "uint")]
    pub elide_resource_strings_if_larger: Option<u64>,

    /// Accept ops of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,

    /// Process each chunk separated by `// -----` (or the given marker) on its own.
    #[arg(long = "split-input-file", num_args = 0..=1, default_missing_value = "// -----", require_equals = true)]
    pub split_input_file: Option<String>,

    /// The marker printed between the outputs of split chunks.
    #[arg(long = "output-split-marker", default_value = "// -----")]
    pub output_split_marker: String,

    /// Check `expected-*` annotations against the emitted diagnostics.
    #[arg(long = "verify-diagnostics", num_args = 0..=1, default_missing_value = "all", require_equals = true, value_parser = ["all", "only-expected"])]
    pub verify_diagnostics: Option<String>,

    /// Do not verify the IR after parsing it (it may then be invalid; the
    /// output is printed in the generic form when it does not verify).
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing")]
    pub disable_verifier_on_parsing: bool,

    /// Do not wrap top-level ops in an implicit `builtin.module`.
    #[arg(long = "no-implicit-module")]
    pub no_implicit_module: bool,

    /// Ignore value names from the input and number values like mlir-opt.
    #[arg(long = "discard-value-names")]
    pub discard_value_names: bool,

    /// Run on one thread: no parallel parsing, verification or printing of
    /// sibling isolated ops (the output is the same either way).
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,

    /// List the registered dialects, then exit.
    #[arg(long = "show-dialects")]
    pub show_dialects: bool,

    /// The passes to run, as a textual pipeline
    /// (`builtin.module(func.func(cse),symbol-dce)`). Registered passes can
    /// also be given one flag each (`--cse`, `-symbol-dce`).
    #[arg(long = "pass-pipeline")]
    pub pass_pipeline: Option<String>,

    /// Verify the IR after each pass (`--verify-each=false` to skip).
    #[arg(long = "verify-each", num_args = 0..=1, default_value = "true", default_missing_value = "true", require_equals = true, action = clap::ArgAction::Set)]
    pub verify_each: bool,

    /// List the registered passes and their options, then exit.
    #[arg(long = "list-passes")]
    pub list_passes: bool,

    /// Print the IR before the passes named (comma-separated arguments).
    #[arg(long = "mlir-print-ir-before", value_delimiter = ',')]
    pub print_ir_before: Vec<String>,

    /// Print the IR after the passes named (comma-separated arguments).
    #[arg(long = "mlir-print-ir-after", value_delimiter = ',')]
    pub print_ir_after: Vec<String>,

    /// Print the IR before every pass.
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_ir_before_all: bool,

    /// Print the IR after every pass.
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,

    /// With `--mlir-print-ir-after*`, print only when the pass changed the IR.
    #[arg(long = "mlir-print-ir-after-change")]
    pub print_ir_after_change: bool,

    /// Print the IR after a pass that failed.
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_ir_after_failure: bool,

    /// Report the time spent parsing, in each pass and printing (on stderr).
    #[arg(long = "mlir-timing")]
    pub timing: bool,

    /// How `--mlir-timing` shows times: `tree` (nested) or `list` (summed by name).
    #[arg(long = "mlir-timing-display", default_value = "tree", value_parser = ["tree", "list"])]
    pub timing_display: String,

    /// Verify IR properties around each pass: those a pass requires
    /// before it (`before`), those it produces after it (`after`), or both.
    #[arg(long = "verify-properties", default_value = "none", value_parser = ["none", "before", "after", "both"])]
    pub verify_properties: String,

    /// Report the passes' statistics (on stderr).
    #[arg(long = "mlir-pass-statistics")]
    pub pass_statistics: bool,

    /// How `--mlir-pass-statistics` shows them: `pipeline` or `list`.
    #[arg(long = "mlir-pass-statistics-display", default_value = "pipeline", value_parser = ["pipeline", "list"])]
    pub pass_statistics_display: String,
}

impl Options {
    /// The printer's options these flags ask for.
    pub fn print_options(&self) -> PrintOptions {
        PrintOptions {
            generic: self.print_op_generic,
            debug_info: self.print_debuginfo,
            local_scope: self.print_local_scope,
            discard_value_names: self.discard_value_names,
            threads: !self.disable_threading,
            unique_ssa_ids: self.print_unique_ssa_ids,
            skip_regions: self.print_skip_regions,
            pretty_debug_info: self.pretty_debuginfo,
            print_value_users: self.print_value_users,
            use_nameloc_as_prefix: self.use_nameloc_as_prefix,
            elements: ElementsLimits {
                // Any negative limit turns hex printing off, as in MLIR.
                hex_if_larger: u64::try_from(self.print_elementsattrs_with_hex_if_larger).ok(),
                elide_if_larger: self.elide_elementsattrs_if_larger.map(u64::from),
            },
            resource_string_limit: self.elide_resource_strings_if_larger,
            external_resources: true,
        }
    }
}
