//! `strata-opt`: Strata's `mlir-opt`.

fn main() {
    std::process::exit(strata_opt::main_with_dialects(strata_opt::DEFAULT_DIALECTS));
}
