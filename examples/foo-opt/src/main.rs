//! `foo-opt`: `strata-opt` with the `foo` dialect, plus func and arith.

fn main() {
    std::process::exit(strata_opt::main_with_dialects(&[
        foo_opt::register,
        strata_func::register,
        strata_arith::register,
    ]));
}
