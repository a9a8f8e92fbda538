//! Locating the workspace and its test inputs.

use std::io;
use std::path::{Path, PathBuf};

/// The workspace root (the parent of this crate's manifest directory).
pub fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| manifest.to_path_buf())
}

/// All files under `dir` whose name ends in `.{ext}`, sorted.
///
/// With `recursive`, subdirectories are searched too. A missing `dir`
/// yields an empty list (callers decide whether that is an error).
pub fn find_files(dir: &Path, ext: &str, recursive: bool) -> io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    if dir.is_dir() {
        collect(dir, ext, recursive, &mut out)?;
    }
    out.sort();
    Ok(out)
}

fn collect(dir: &Path, ext: &str, recursive: bool, out: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            if recursive {
                collect(&path, ext, recursive, out)?;
            }
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
    Ok(())
}

/// Every `lit/**/*.mlir` file of the workspace at `root`, sorted.
pub fn lit_files(root: &Path) -> io::Result<Vec<PathBuf>> {
    find_files(&root.join("lit"), "mlir", true)
}

/// The `lit/ir/*.mlir` files (the positive, round-trippable IR tests), sorted.
pub fn lit_ir_files(root: &Path) -> io::Result<Vec<PathBuf>> {
    find_files(&root.join("lit").join("ir"), "mlir", false)
}

/// `path` relative to `root` with `/` separators, e.g. `lit/ir/foo.mlir`;
/// the full path if it is not under `root`.
pub fn display_name(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_contains_the_workspace_manifest() {
        let root = workspace_root();
        assert!(root.join("Cargo.toml").is_file());
        assert!(root.join("tests").join("Cargo.toml").is_file());
    }

    #[test]
    fn finds_files_recursively_and_names_them() {
        let dir = std::env::temp_dir().join(format!("strata-discover-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("lit/ir/sub")).unwrap();
        for f in [
            "lit/ir/b.mlir",
            "lit/ir/a.mlir",
            "lit/ir/sub/c.mlir",
            "lit/ir/x.txt",
        ] {
            std::fs::write(dir.join(f), "").unwrap();
        }
        let names: Vec<_> = lit_files(&dir)
            .unwrap()
            .iter()
            .map(|p| display_name(&dir, p))
            .collect();
        assert_eq!(
            names,
            vec!["lit/ir/a.mlir", "lit/ir/b.mlir", "lit/ir/sub/c.mlir"]
        );
        assert_eq!(lit_ir_files(&dir).unwrap().len(), 2);
        assert!(
            find_files(&dir.join("missing"), "mlir", true)
                .unwrap()
                .is_empty()
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
