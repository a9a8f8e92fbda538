//! Helpers for tests that run external programs (`mlir-opt-22`): locating
//! the binary and self-deleting temporary files with unique names.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The `mlir-opt` binary name the compatibility suite expects.
pub const MLIR_OPT_NAME: &str = "mlir-opt-22";

/// Where Debian's `mlir-22-tools` puts the unsuffixed binary.
pub const MLIR_OPT_FALLBACK: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Finds `name` in the directories of `path_var` (a `PATH`-style list).
pub fn find_in_path(name: &str, path_var: &std::ffi::OsStr) -> Option<PathBuf> {
    std::env::split_paths(path_var)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Environment variable that overrides where `mlir-opt-22` is looked for.
pub const MLIR_OPT_ENV: &str = "STRATA_MLIR_OPT";

/// Locates `mlir-opt-22`: the file named by `$STRATA_MLIR_OPT` if that is
/// set (if it does not exist, mlir-opt counts as absent), else
/// `mlir-opt-22` on `PATH`, else [`MLIR_OPT_FALLBACK`].
pub fn find_mlir_opt() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(MLIR_OPT_ENV) {
        let p = PathBuf::from(p);
        return p.is_file().then_some(p);
    }
    std::env::var_os("PATH")
        .and_then(|p| find_in_path(MLIR_OPT_NAME, &p))
        .or_else(|| {
            let p = Path::new(MLIR_OPT_FALLBACK);
            p.is_file().then(|| p.to_path_buf())
        })
}

/// What a suite that compares with `mlir-opt-22` does when it is absent:
/// fails when `STRATA_REQUIRE_MLIR_OPT=1` (as `.ci/run` sets it), else
/// prints `SKIPPED: mlir-opt-22 not found; <what>` and passes.
pub fn without_mlir_opt(what: &str) -> Result<(), String> {
    if std::env::var("STRATA_REQUIRE_MLIR_OPT").is_ok_and(|v| v == "1") {
        return Err(format!(
            "{MLIR_OPT_NAME} not found, but STRATA_REQUIRE_MLIR_OPT=1"
        ));
    }
    eprintln!("SKIPPED: {MLIR_OPT_NAME} not found; {what}");
    Ok(())
}

/// A [`crate::ToolFn`] that runs the real `mlir-opt-22` as a subprocess.
///
/// Used by the lit harness's oracle mode (`STRATA_LIT_ORACLE=mlir-opt`) to
/// check lit expectations against upstream MLIR. Exit code 2 and a message
/// if `mlir-opt-22` is missing or cannot be run.
pub fn mlir_opt_tool(
    args: &[String],
    stdin: &[u8],
    stdout: &mut dyn std::io::Write,
    stderr: &mut dyn std::io::Write,
) -> i32 {
    use std::io::Write as _;
    let Some(mlir) = find_mlir_opt() else {
        let _ = writeln!(stderr, "{MLIR_OPT_NAME} not found");
        return 2;
    };
    let run = || -> std::io::Result<std::process::Output> {
        let mut child = std::process::Command::new(&mlir)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()?;
        let mut input = child.stdin.take().expect("stdin is piped");
        let data = stdin.to_vec();
        // Feed stdin from a thread so a full stdout pipe cannot deadlock us.
        let feeder = std::thread::spawn(move || input.write_all(&data));
        let out = child.wait_with_output()?;
        // mlir-opt may exit without reading all of stdin; that is not our error.
        let _ = feeder.join();
        Ok(out)
    };
    match run() {
        Ok(out) => {
            let _ = stdout.write_all(&out.stdout);
            let _ = stderr.write_all(&out.stderr);
            out.status.code().unwrap_or(2)
        }
        Err(e) => {
            let _ = writeln!(stderr, "cannot run {}: {e}", mlir.display());
            2
        }
    }
}

/// A file under [`std::env::temp_dir`] with a unique name, deleted on drop.
#[derive(Debug)]
pub struct TempFile {
    path: PathBuf,
}

impl TempFile {
    /// Creates the file with `contents`. `hint` becomes part of the name
    /// (sanitized), e.g. the test file name.
    pub fn new(hint: &str, contents: &[u8]) -> std::io::Result<Self> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let hint: String = hint
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '.' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let path =
            std::env::temp_dir().join(format!("strata-{}-{n}-{nanos}-{hint}", std::process::id()));
        std::fs::write(&path, contents)?;
        Ok(Self { path })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temp_files_are_unique_and_cleaned_up() {
        let a = TempFile::new("lit/ir/x.mlir", b"one").unwrap();
        let b = TempFile::new("lit/ir/x.mlir", b"two").unwrap();
        assert_ne!(a.path(), b.path());
        assert_eq!(std::fs::read(a.path()).unwrap(), b"one");
        assert!(
            a.path()
                .file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .ends_with("lit_ir_x.mlir")
        );
        let p = a.path().to_path_buf();
        drop(a);
        assert!(!p.exists());
    }

    #[test]
    fn path_lookup() {
        let dir = std::env::temp_dir().join(format!("strata-path-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("tool-x"), "").unwrap();
        let path = std::env::join_paths([Path::new("/nonexistent"), &dir]).unwrap();
        assert_eq!(find_in_path("tool-x", &path), Some(dir.join("tool-x")));
        assert_eq!(find_in_path("tool-y", &path), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
