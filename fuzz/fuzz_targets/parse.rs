//! Bytes through `strata-opt` (parse, verify, print): it must never panic,
//! and what it prints must read back and print the same (a fixpoint). See
//! `strata_tests::fuzz_checks::parse_fixpoint`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| strata_tests::fuzz_checks::parse_fixpoint(data));
