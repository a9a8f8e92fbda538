use super::*;
use crate::options::Options;
use clap::{CommandFactory as _, Parser as _};

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|a| a.to_string()).collect()
}

fn normalized(list: &[&str]) -> Result<Vec<String>, CommandLineError> {
    normalize(
        &Options::command(),
        &strings(list),
        &["cse", "canonicalize"],
    )
}

fn parsed(list: &[&str]) -> Options {
    let args = normalized(list).expect("normalizes");
    Options::try_parse_from(std::iter::once("strata-opt".to_string()).chain(args))
        .expect("clap reads the normalized arguments")
}

#[test]
fn one_dash_and_two_dashes_are_the_same_option() {
    let one = parsed(&[
        "-mlir-print-op-generic",
        "-allow-unregistered-dialect",
        "in.mlir",
    ]);
    let two = parsed(&[
        "--mlir-print-op-generic",
        "--allow-unregistered-dialect",
        "in.mlir",
    ]);
    assert!(one.print_op_generic && one.allow_unregistered_dialect);
    assert!(two.print_op_generic && two.allow_unregistered_dialect);
    assert_eq!(one.input, "in.mlir");
}

#[test]
fn values_come_after_an_equals_sign_or_as_the_next_argument() {
    let joined = parsed(&[
        "-pass-pipeline=builtin.module(cse)",
        "-mlir-timing-display=list",
    ]);
    let separate = parsed(&[
        "--pass-pipeline",
        "builtin.module(cse)",
        "-mlir-timing-display",
        "list",
    ]);
    for options in [joined, separate] {
        assert_eq!(
            options.pass_pipeline.as_deref(),
            Some("builtin.module(cse)")
        );
        assert_eq!(options.timing_display, "list");
        assert_eq!(options.input, "-");
    }
}

#[test]
fn an_optional_value_is_only_read_after_an_equals_sign() {
    // `--split-input-file foo` is the marker's default and an input `foo`.
    let options = parsed(&["-split-input-file", "foo.mlir"]);
    assert_eq!(options.split_input_file.as_deref(), Some("// -----"));
    assert_eq!(options.input, "foo.mlir");
    let options = parsed(&["-split-input-file=// ====="]);
    assert_eq!(options.split_input_file.as_deref(), Some("// ====="));
    assert_eq!(options.input, "-");
}

#[test]
fn booleans_take_llvm_values_and_the_last_occurrence_wins() {
    assert!(parsed(&["-mlir-print-op-generic=true"]).print_op_generic);
    assert!(parsed(&["-mlir-print-op-generic=1"]).print_op_generic);
    assert!(parsed(&["-mlir-print-op-generic="]).print_op_generic);
    assert!(!parsed(&["-mlir-print-op-generic=0"]).print_op_generic);
    assert!(!parsed(&["-mlir-print-op-generic", "-mlir-print-op-generic=false"]).print_op_generic);
    assert!(parsed(&["-mlir-print-op-generic", "--mlir-print-op-generic"]).print_op_generic);
    assert!(!parsed(&["-verify-each=0"]).verify_each);
    assert!(parsed(&["-verify-each=false", "-verify-each"]).verify_each);
    assert_eq!(
        normalized(&["-mlir-print-op-generic=yes"]),
        Err(CommandLineError::InvalidBoolean {
            option: "mlir-print-op-generic".into(),
            value: "yes".into()
        })
    );
}

#[test]
fn a_later_value_overrides_an_earlier_one_and_lists_accumulate() {
    let options = parsed(&[
        "-o",
        "a.mlir",
        "-o=b.mlir",
        "-mlir-timing-display=list",
        "--mlir-timing-display=tree",
    ]);
    assert_eq!(options.output, "b.mlir");
    assert_eq!(options.timing_display, "tree");
    let options = parsed(&[
        "-mlir-print-ir-after=cse",
        "-mlir-print-ir-after=canonicalize",
    ]);
    assert_eq!(options.print_ir_after, ["cse", "canonicalize"]);
}

#[test]
fn positional_arguments_stay_positional() {
    assert_eq!(parsed(&["-"]).input, "-");
    assert_eq!(parsed(&["--", "-odd-name.mlir"]).input, "-odd-name.mlir");
    assert_eq!(
        normalized(&["a.mlir", "b.mlir"]),
        Err(CommandLineError::TooManyPositional { allowed: 1 })
    );
}

#[test]
fn errors_read_as_llvm_writes_them() {
    let unknown = normalized(&["--mlir-print-op-generik"]).unwrap_err();
    assert_eq!(
        unknown.render("strata-opt"),
        "strata-opt: Unknown command line argument '--mlir-print-op-generik'.  Try: 'strata-opt --help'\n\
         strata-opt: Did you mean '--mlir-print-op-generic'?\n"
    );
    // Pass names are suggested too, and a value is kept in the suggestion.
    let unknown = normalized(&["-canonicalise=max-iterations=2"]).unwrap_err();
    assert_eq!(
        unknown.render("strata-opt"),
        "strata-opt: Unknown command line argument '-canonicalise=max-iterations=2'.  Try: 'strata-opt --help'\n\
         strata-opt: Did you mean '--canonicalize=max-iterations=2'?\n"
    );
    let three_dashes = normalized(&["---allow-unregistered-dialect"]).unwrap_err();
    assert!(
        three_dashes
            .render("strata-opt")
            .ends_with("Did you mean '--allow-unregistered-dialect'?\n")
    );
    assert_eq!(
        normalized(&["-mlir-timing-display=LIST"])
            .unwrap_err()
            .render("strata-opt"),
        "strata-opt: for the --mlir-timing-display option: Cannot find option named 'LIST'!\n"
    );
    assert_eq!(
        normalized(&["in.mlir", "--pass-pipeline"])
            .unwrap_err()
            .render("strata-opt"),
        "strata-opt: for the --pass-pipeline option: requires a value!\n"
    );
    assert_eq!(
        normalized(&["-o"]).unwrap_err().render("strata-opt"),
        "strata-opt: for the -o option: requires a value!\n"
    );
    assert_eq!(
        normalized(&["a", "b"]).unwrap_err().render("strata-opt"),
        "strata-opt: Too many positional arguments specified!\n\
         Can specify at most 1 positional arguments: See: strata-opt --help\n"
    );
}

#[test]
fn edit_distance_counts_insertions_deletions_and_replacements() {
    assert_eq!(edit_distance("", ""), 0);
    assert_eq!(edit_distance("cse", ""), 3);
    assert_eq!(edit_distance("cse", "cs"), 1);
    assert_eq!(edit_distance("cse", "cze"), 1);
    assert_eq!(edit_distance("kitten", "sitting"), 3);
}
