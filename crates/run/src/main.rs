//! The `strata-run` binary; see the `strata_run` library.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = strata_run::run(&args, &mut stdout.lock(), &mut stderr.lock());
    std::process::exit(code);
}
