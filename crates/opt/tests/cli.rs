//! Tests of the `strata-opt` binary as a process: stdin, `-o`, exit codes,
//! and where help and diagnostics go.

use std::io::Write;
use std::process::{Command, Stdio};

fn strata_opt(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_strata-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("strata-opt starts");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin accepts input");
    let output = child.wait_with_output().expect("strata-opt finishes");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn reads_stdin_and_prints_the_module() {
    let (code, stdout, stderr) = strata_opt(
        &["--allow-unregistered-dialect"],
        "%v = \"a.b\"() : () -> i32\n",
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(stdout, "module {\n  %v = \"a.b\"() : () -> i32\n}\n\n");
}

#[test]
fn errors_exit_1_with_a_located_diagnostic_and_no_output() {
    let (code, stdout, stderr) = strata_opt(&["-"], "\"a.b\"() : () -> ()\n");
    assert_eq!(code, 1);
    assert_eq!(stdout, "");
    assert!(
        stderr
            .starts_with("<stdin>:1:6: error: operation being parsed with an unregistered dialect"),
        "{stderr}"
    );
    assert!(
        stderr.contains("\"a.b\"() : () -> ()\n     ^\n"),
        "caret under the column: {stderr}"
    );
}

#[test]
fn output_file_is_written_only_on_success() {
    let dir = std::env::temp_dir().join(format!("strata-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let good = dir.join("good.mlir");
    let (code, stdout, _) = strata_opt(
        &[
            "--allow-unregistered-dialect",
            "-o",
            good.to_str().unwrap_or_default(),
        ],
        "\"a.b\"() : () -> ()\n",
    );
    assert_eq!((code, stdout.as_str()), (0, ""));
    assert_eq!(
        std::fs::read_to_string(&good).unwrap_or_default(),
        "module {\n  \"a.b\"() : () -> ()\n}\n\n"
    );
    let bad = dir.join("bad.mlir");
    let (code, _, _) = strata_opt(
        &["-o", bad.to_str().unwrap_or_default()],
        "\"a.b\"() : () -> ()\n",
    );
    assert_eq!(code, 1);
    assert!(!bad.exists(), "a failed run leaves no output file");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_goes_to_stdout_and_bad_flags_to_stderr() {
    let (code, stdout, _) = strata_opt(&["--help"], "");
    assert_eq!(code, 0);
    assert!(stdout.contains("--mlir-print-op-generic"), "{stdout}");
    let (code, stdout, stderr) = strata_opt(&["--no-such-flag"], "");
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert!(stderr.contains("--no-such-flag"), "{stderr}");
}

#[test]
fn missing_input_file_is_reported() {
    let (code, _, stderr) = strata_opt(&["/nonexistent/input.mlir"], "");
    assert_eq!(code, 1);
    assert!(
        stderr.contains("Could not open input file '/nonexistent/input.mlir'"),
        "{stderr}"
    );
}

#[cfg(unix)]
#[test]
fn a_failed_run_leaves_a_device_output_alone() {
    use std::os::unix::fs::FileTypeExt;
    let (code, _, _) = strata_opt(&["-o", "/dev/null"], "\"a.b\"() : () -> ()\n");
    assert_eq!(code, 1);
    let kind = std::fs::metadata("/dev/null")
        .expect("/dev/null exists")
        .file_type();
    assert!(
        kind.is_char_device(),
        "/dev/null must not be replaced or removed"
    );
}

/// The examples the README runs parse, verify, and print a fixpoint: printing
/// the output again gives the same text.
#[test]
fn the_readme_examples_round_trip() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (file, flags) in [
        ("examples/sum.mlir", &[][..]),
        ("examples/hello.mlir", &["--allow-unregistered-dialect"][..]),
    ] {
        let path = root.join(file);
        let path = path.to_str().expect("a UTF-8 path");
        let args: Vec<&str> = flags.iter().copied().chain([path]).collect();
        let (code, first, stderr) = strata_opt(&args, "");
        assert_eq!((code, stderr.as_str()), (0, ""), "{file}");
        let again: Vec<&str> = flags.iter().copied().chain(["-"]).collect();
        let (code, second, stderr) = strata_opt(&again, &first);
        assert_eq!((code, stderr.as_str()), (0, ""), "{file} printed again");
        assert_eq!(first, second, "{file}: printing is a fixpoint");
    }
}
