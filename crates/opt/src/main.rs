//! `strata-opt`: Strata's `mlir-opt`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut stdin = Vec::new();
    let reads_stdin =
        args.iter().all(|a| a.starts_with('-') && a != "-") || args.iter().any(|a| a == "-");
    if reads_stdin {
        use std::io::Read;
        if let Err(error) = std::io::stdin().read_to_end(&mut stdin) {
            eprintln!("error: could not read standard input: {error}");
            std::process::exit(1);
        }
    }
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = strata_opt::run(&args, &stdin, &mut stdout.lock(), &mut stderr.lock());
    std::process::exit(code);
}
