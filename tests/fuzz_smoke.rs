//! The fuzz targets' checks (`strata_tests::fuzz_checks`) in `cargo test`:
//! every lit file, and deterministic mutations of them (bytes flipped,
//! dropped, duplicated; the file cut short), go through the parse and
//! `--verify-diagnostics` checks; 300 seeds go through the transforms
//! check. Coverage-guided runs use `fuzz/run.sh` (see
//! docs/guide/testing.md).

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::discover::{display_name, lit_files, workspace_root};
use strata_tests::fuzz_checks::{parse_fixpoint, transforms, verify_diagnostics};

/// Inputs the coverage-guided transforms target found failing, kept as
/// regressions: each names what was wrong.
const TRANSFORMS_FINDINGS: &[(&str, &[u8])] = &[(
    // Seed 0x262626260a0a4026, canonicalize{region-simplify=aggressive},
    // size 4: a cf.switch default destination took `%v#0`, which the
    // parser rejected as MLIR 22's does. (The pipeline and shape bytes
    // were 0x26 and 0x73 when there were six pipelines and no expressions.)
    "switch default with a result number",
    &[
        0x26, 0x40, 0x0a, 0x0a, 0x26, 0x26, 0x26, 0x26, 0x22, 0x33, 0x6c, 0x74, 0x26,
    ],
)];

/// Mutations of `bytes`, the same every run.
fn mutations(bytes: &[u8], seed: u64) -> Vec<Vec<u8>> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    let mut out = Vec::new();
    for _ in 0..8 {
        let mut copy = bytes.to_vec();
        if copy.is_empty() {
            break;
        }
        let at = next(copy.len());
        match next(4) {
            0 => copy[at] ^= 1 << next(8),
            1 => {
                copy.remove(at);
            }
            2 => {
                let byte = copy[at];
                copy.insert(at, byte);
            }
            _ => copy.truncate(at),
        }
        out.push(copy);
    }
    out
}

fn catch(what: &str, check: impl FnOnce()) -> Result<(), Failed> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(check))
        .map_err(|_| Failed::from(format!("{what}: the check panicked (see above)")))
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let mut trials = Vec::new();
    for (index, path) in lit_files(&root)
        .expect("the lit directory is readable")
        .into_iter()
        .enumerate()
    {
        let name = display_name(&root, &path);
        trials.push(Trial::test(format!("fuzz smoke {name}"), move || {
            let bytes = std::fs::read(&path).map_err(|e| Failed::from(e.to_string()))?;
            for input in std::iter::once(bytes.clone()).chain(mutations(&bytes, index as u64 + 1)) {
                catch("parse", || parse_fixpoint(&input))?;
                catch("verify-diagnostics", || verify_diagnostics(&input))?;
            }
            Ok(())
        }));
    }
    trials.push(Trial::test("fuzz smoke transforms: 300 seeds", || {
        for seed in 0..300u64 {
            let mut data = seed.to_le_bytes().to_vec();
            // The pipeline, then the shape: every size, with and without
            // closures.
            data.push(seed as u8);
            data.push(seed.wrapping_mul(37) as u8);
            catch(&format!("transforms, seed {seed}"), || transforms(&data))?;
        }
        Ok(())
    }));
    for &(what, input) in TRANSFORMS_FINDINGS {
        trials.push(Trial::test(
            format!("fuzz finding transforms: {what}"),
            move || catch(what, || transforms(input)),
        ));
    }
    libtest_mimic::run(&args, trials).exit();
}
