//! `strata-opt`: Strata's `mlir-opt`.

use clap::Parser as _;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Standard input is read only when it is the input file.
    let argv = std::iter::once("strata-opt".to_string()).chain(args.iter().cloned());
    let reads_stdin =
        strata_opt::options::Options::try_parse_from(argv).is_ok_and(|o| o.input == "-");
    let mut stdin = Vec::new();
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
