//! `strata-opt` reads its command line as `mlir-opt-22` does (LLVM's `cl`):
//! each argument list below goes to both tools with the same module on
//! standard input, and they must agree. A list both accept must print the
//! same module; a list both refuse must exit non-zero with the same first
//! line of error (the program name aside). The nearest-option suggestion
//! that follows an unknown argument is not compared: mlir-opt has hundreds
//! of options Strata does not, so its nearest one differs.
//!
//! Without `mlir-opt-22` the test prints `SKIPPED` and passes, unless
//! `STRATA_REQUIRE_MLIR_OPT=1` (as in `.ci/run`).

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::diff;
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::{Exit, invoke};

const INPUT: &str = "func.func @f(%arg0: i32) -> i32 {\n  %0 = arith.addi %arg0, %arg0 : i32\n  \
                     %1 = arith.addi %arg0, %arg0 : i32 loc(\"sum\")\n  return %1 : i32\n}\n\
                     func.func @g(%arg0: i32, %arg1: i1) -> tensor<5xi32> {\n  \
                     %0 = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>\n  \
                     %1 = arith.constant dense<7> : tensor<5xi32>\n  \
                     %2 = scf.if %arg1 -> (tensor<5xi32>) {\n    \
                     %3 = arith.addi %0, %1 : tensor<5xi32>\n    scf.yield %3 : tensor<5xi32>\n  \
                     } else {\n    scf.yield %1 : tensor<5xi32>\n  }\n  return %2 : tensor<5xi32>\n}\n\
                     // -----\nfunc.func private @h()\n";

/// Argument lists both tools accept: the printed module must be the same.
const ACCEPTED: &[&[&str]] = &[
    &["-mlir-print-op-generic"],
    &["--mlir-print-op-generic=TRUE"],
    &["-mlir-print-op-generic="],
    &["-mlir-print-op-generic=0"],
    &["-mlir-print-op-generic", "-mlir-print-op-generic"],
    &["-mlir-print-op-generic", "-mlir-print-op-generic=false"],
    &["-allow-unregistered-dialect=1", "-split-input-file"],
    &["-split-input-file", "-output-split-marker", "// =====", "-"],
    &["-verify-each=false", "-cse"],
    &["-canonicalize", "-mlir-disable-threading=true"],
    &["-pass-pipeline", "builtin.module(cse)"],
    &["-pass-pipeline=builtin.module(func.func(cse))", "-o", "-"],
    &["-o=-", "-mlir-print-local-scope", "-mlir-print-debuginfo"],
    &["-mlir-timing-display", "list", "--", "-"],
    &["-mlir-print-unique-ssa-ids"],
    &["-mlir-print-unique-ssa-ids", "-mlir-print-op-generic"],
    &["-mlir-print-skip-regions"],
    &["-mlir-use-nameloc-as-prefix"],
    &["--mlir-use-nameloc-as-prefix", "-mlir-print-op-generic"],
    &["-mlir-print-skip-regions", "-mlir-print-op-generic"],
    &["-mlir-print-assume-verified"],
    &["-mlir-print-debuginfo", "-mlir-pretty-debuginfo"],
    &["-mlir-pretty-debuginfo"],
    &["-mlir-print-value-users"],
    &["--mlir-print-value-users", "-mlir-print-op-generic"],
    &["-mlir-print-value-users", "-mlir-print-unique-ssa-ids"],
    &[
        "-mlir-print-debuginfo",
        "-mlir-pretty-debuginfo",
        "-mlir-print-local-scope",
    ],
    &["--mlir-very-unsafe-disable-verifier-on-parsing", "-cse"],
    &["-mlir-print-elementsattrs-with-hex-if-larger=4"],
    &[
        "-mlir-print-elementsattrs-with-hex-if-larger",
        "0",
        "-mlir-print-op-generic",
    ],
    &["-mlir-print-elementsattrs-with-hex-if-larger=-1"],
    &["-mlir-elide-elementsattrs-if-larger=4"],
    &["-mlir-elide-elementsattrs-if-larger=5"],
    &[
        "-mlir-elide-elementsattrs-if-larger=1",
        "-mlir-print-op-generic",
    ],
];

/// Argument lists both tools refuse: same first line of error.
const REFUSED: &[&[&str]] = &[
    &["--bogus-flag"],
    &["-bogus"],
    &["-mlir-print-op-generik"],
    &["---allow-unregistered-dialect"],
    &["-mlir-timing-display=LIST"],
    &["-mlir-print-op-generic=maybe"],
    &["-allow-unregistered-dialect=yes"],
    &["-verify-diagnostics=foo"],
    &["a.mlir", "b.mlir"],
    &["-", "-pass-pipeline"],
    &["-o"],
    &["-mlir-print-elementsattrs-with-hex-if-larger=abc"],
    &["-mlir-elide-elementsattrs-if-larger=-3"],
    &["-mlir-elide-elementsattrs-if-larger"],
];

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| a.to_string()).collect()
}

fn compare(args: &[&str], accepted: bool) -> Result<(), Failed> {
    let args = strings(args);
    // Strata keeps `%arg0` as a name hint; mlir-opt numbers every value.
    let ours_args: Vec<String> = std::iter::once("--discard-value-names".to_string())
        .chain(args.iter().cloned())
        .collect();
    let ours = invoke(strata_opt::run, &ours_args, INPUT.as_bytes());
    let theirs = invoke(mlir_opt_tool, &args, INPUT.as_bytes());
    let shown = args.join(" ");
    if accepted {
        if ours.exit != Exit::Code(0) || theirs.exit != Exit::Code(0) {
            return Err(Failed::from(format!(
                "`{shown}`: strata-opt exit {} ({}), {MLIR_OPT_NAME} exit {} ({})",
                ours.exit,
                ours.stderr_str(),
                theirs.exit,
                theirs.stderr_str()
            )));
        }
        return match diff(&theirs.stdout_str(), &ours.stdout_str(), 3) {
            None => Ok(()),
            Some(d) => Err(Failed::from(format!(
                "`{shown}`: outputs differ (- {MLIR_OPT_NAME}, + strata-opt)\n{d}"
            ))),
        };
    }
    if ours.exit == Exit::Code(0) || theirs.exit == Exit::Code(0) {
        return Err(Failed::from(format!(
            "`{shown}` must fail in both tools: strata-opt exit {}, {MLIR_OPT_NAME} exit {}",
            ours.exit, theirs.exit
        )));
    }
    // mlir-opt names itself by its path in "Try: '/usr/bin/mlir-opt-22 --help'".
    let mlir_path = find_mlir_opt()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    let first_line = |text: String, names: &[&str]| {
        let line = text.lines().next().unwrap_or("").to_string();
        names
            .iter()
            .filter(|name| !name.is_empty())
            .fold(line, |line, name| line.replace(name, "PROGRAM"))
    };
    let ours = first_line(ours.stderr_str(), &["strata-opt"]);
    let theirs = first_line(theirs.stderr_str(), &[&mlir_path, MLIR_OPT_NAME]);
    if ours == theirs {
        Ok(())
    } else {
        Err(Failed::from(format!(
            "`{shown}`: errors differ\n  {MLIR_OPT_NAME}: {theirs}\n  strata-opt:  {ours}"
        )))
    }
}

fn main() {
    let args = Arguments::from_args();
    let trials = if find_mlir_opt().is_none() {
        vec![Trial::test("command line (mlir-opt-22)", || {
            without_mlir_opt("command-line comparison not run").map_err(Failed::from)
        })]
    } else {
        let accepted = ACCEPTED.iter().map(|list| (list, true));
        let refused = REFUSED.iter().map(|list| (list, false));
        accepted
            .chain(refused)
            .map(|(list, accepted)| {
                let name = format!(
                    "{} `{}`",
                    if accepted { "accepted" } else { "refused" },
                    list.join(" ")
                );
                Trial::test(name, move || compare(list, accepted))
            })
            .collect()
    };
    libtest_mimic::run(&args, trials).exit();
}
