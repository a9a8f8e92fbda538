//! `foo-opt`: `strata-opt` with the `foo` dialect and its passes, plus func
//! and arith and the default passes.

fn main() {
    std::process::exit(strata_opt::main_with(
        &[
            foo_opt::register,
            strata_func::register,
            strata_arith::register,
        ],
        &[
            strata_transforms::register_passes,
            foo_opt::passes::register_passes,
        ],
    ));
}
