//! Structure-aware: the bytes pick a random well-typed module and a
//! pipeline, which must run and give output that reads back. See
//! `strata_tests::fuzz_checks::transforms`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| strata_tests::fuzz_checks::transforms(data));
