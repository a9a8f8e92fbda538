//! Bytes through `strata-opt --verify-diagnostics`: an exit code for every
//! input and annotation, never a panic. See
//! `strata_tests::fuzz_checks::verify_diagnostics`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| strata_tests::fuzz_checks::verify_diagnostics(data));
