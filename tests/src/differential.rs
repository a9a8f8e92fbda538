//! The shared frame of the differential tests against mlir-opt-22
//! (`tests/*_differential.rs`): a batch of generated modules, joined into
//! one `--split-input-file` input; both tools' outputs compared chunk by
//! chunk; and a test binary that reports `SKIPPED` (or fails, with
//! `STRATA_REQUIRE_MLIR_OPT=1`) when mlir-opt-22 is missing.

use libtest_mimic::{Arguments, Failed, Trial};

use crate::diff::diff;
use crate::external::{find_mlir_opt, without_mlir_opt};

/// What separates the modules of a batch, in the input and both outputs.
pub const MARKER: &str = "// -----";

/// The modules of seeds `first..first + count`.
pub struct Batch {
    pub seeds: Vec<u64>,
    pub modules: Vec<String>,
}

impl Batch {
    /// The module `generate` makes of each seed.
    pub fn new(first: u64, count: u64, generate: impl Fn(u64) -> String) -> Self {
        let seeds: Vec<u64> = (first..first + count).collect();
        let modules = seeds.iter().map(|&seed| generate(seed)).collect();
        Batch { seeds, modules }
    }

    /// The modules as one input for `--split-input-file`.
    pub fn input(&self) -> String {
        self.modules.join(&format!("{MARKER}\n"))
    }

    /// Compares strata-opt's output with mlir-opt-22's, chunk by chunk (the
    /// outputs split on [`MARKER`]; `theirs` already split). A chunk that
    /// mlir-opt-22 left empty (it refused or crashed on that module) is
    /// skipped; how many were is returned. `label` starts the failure
    /// message (`"--canonicalize, "`).
    pub fn compare(&self, label: &str, ours: &str, theirs: &[String]) -> Result<u64, Failed> {
        let ours: Vec<&str> = ours.split(MARKER).collect();
        if ours.len() != theirs.len() {
            return Err(Failed::from(format!(
                "{label}{} chunks from strata-opt, {} from mlir-opt-22",
                ours.len(),
                theirs.len()
            )));
        }
        let mut skipped = 0;
        let outputs = ours.iter().zip(theirs);
        for ((seed, module), (a, b)) in self.seeds.iter().zip(&self.modules).zip(outputs) {
            if b.trim().is_empty() {
                skipped += 1;
                continue;
            }
            if let Some(d) = diff(a.trim(), b.trim(), 3) {
                return Err(Failed::from(format!(
                    "{label}seed {seed}: outputs differ (- strata, + mlir-opt-22)\n{d}\n--- input:\n{module}"
                )));
            }
        }
        Ok(skipped)
    }
}

/// `text` split on [`MARKER`], each chunk owned.
pub fn chunks(text: &str) -> Vec<String> {
    text.split(MARKER).map(str::to_string).collect()
}

/// Runs `trials` (made only when mlir-opt-22 is there) as the test binary's
/// tests; without mlir-opt-22, one test named `name` that reports what is
/// `not_compared`.
pub fn run_against_mlir_opt(
    name: &'static str,
    not_compared: &'static str,
    trials: impl FnOnce() -> Vec<Trial>,
) -> ! {
    let args = Arguments::from_args();
    if find_mlir_opt().is_none() {
        let trial = Trial::test(format!("{name} (mlir-opt-22)"), move || {
            without_mlir_opt(not_compared).map_err(Failed::from)
        });
        libtest_mimic::run(&args, vec![trial]).exit();
    }
    libtest_mimic::run(&args, trials()).exit()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn batch() -> Batch {
        Batch::new(7, 3, |seed| format!("module {seed}"))
    }

    #[test]
    fn joins_the_modules_and_compares_them_chunk_by_chunk() {
        let batch = batch();
        assert_eq!(batch.seeds, [7, 8, 9]);
        let input = batch.input();
        assert_eq!(input, "module 7// -----\nmodule 8// -----\nmodule 9");
        // Equal outputs; an empty chunk of mlir-opt-22's is skipped.
        let theirs = chunks("a\n// -----\n\n// -----\nc\n");
        assert_eq!(
            batch
                .compare("", "a\n// -----\nx\n// -----\nc\n", &theirs)
                .ok(),
            Some(1)
        );
        // A difference names the seed and the label.
        let failed = batch.compare("p, ", "a\n// -----\nx\n// -----\nd\n", &theirs);
        let message = format!(
            "{:?}",
            failed.err().map(|f| f.message().map(str::to_string))
        );
        assert!(message.contains("p, seed 9: outputs differ"), "{message}");
        // So does a different number of chunks.
        let failed = batch.compare("p, ", "a", &theirs);
        let message = format!(
            "{:?}",
            failed.err().map(|f| f.message().map(str::to_string))
        );
        assert!(
            message.contains("p, 1 chunks from strata-opt, 3 from mlir-opt-22"),
            "{message}"
        );
    }
}
