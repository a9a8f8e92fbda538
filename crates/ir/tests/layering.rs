//! The layers inside `strata-ir`, checked from the source: the bottom layer
//! (interned data and the context) and the storage above it must not know
//! the registry, the parser, the printer, ODS or the verifier. Upper modules
//! may use everything below them.
//!
//! | layer   | modules |
//! |---------|---------|
//! | base    | `affine`, `interner`, `context`, `types`, `attributes`, `location`, `minifloat`, `resources`, `diagnostics`, `op_traits`, `per_thread`, `symbol_map` |
//! | storage | `ir/` (its unit tests excepted), `builder` |
//! | upper   | the rest: registry, traits, dialects, interfaces, ODS, the textual format, the verifier, builtin |

use std::path::{Path, PathBuf};

const BASE: &[&str] = &[
    "affine",
    "interner",
    "context",
    "types",
    "attributes",
    "location",
    "minifloat",
    "resources",
    "diagnostics",
    "op_traits",
    "per_thread",
    "symbol_map",
];
const STORAGE: &[&str] = &["ir", "builder"];

/// The top-level modules a source file names as `crate::<module>`,
/// comments excepted.
fn referenced_modules(text: &str) -> Vec<String> {
    let mut modules = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            let after = &rest[at + "crate::".len()..];
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() && !modules.contains(&name) {
                modules.push(name);
            }
            rest = after;
        }
    }
    modules
}

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module of a file under `src/` (`ir/erase.rs` is `ir`).
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).expect("under src");
    let first = relative.components().next().expect("a component");
    first
        .as_os_str()
        .to_string_lossy()
        .trim_end_matches(".rs")
        .to_string()
}

#[test]
fn base_and_storage_do_not_reach_up() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let mut checked = 0;
    let mut violations = Vec::new();
    for file in &files {
        let module = module_of(&src, file);
        let allowed: Vec<&str> = if BASE.contains(&module.as_str()) {
            BASE.to_vec()
        } else if STORAGE.contains(&module.as_str()) {
            BASE.iter().chain(STORAGE).copied().collect()
        } else {
            continue;
        };
        // The storage's unit tests print and verify what they build.
        if file.components().any(|c| c.as_os_str() == "tests") {
            continue;
        }
        checked += 1;
        let text = std::fs::read_to_string(file).expect("readable source");
        for name in referenced_modules(&text) {
            if !allowed.contains(&name.as_str()) {
                violations.push(format!("{} uses crate::{name}", file.display()));
            }
        }
    }
    assert!(checked >= 20, "only {checked} files were checked");
    assert!(
        violations.is_empty(),
        "layering violations:\n{}",
        violations.join("\n")
    );
}

#[test]
fn the_scanner_finds_references() {
    let text = "use crate::asm::parser::Parser; // crate::verifier\nlet x = crate::ods::f();";
    assert_eq!(referenced_modules(text), vec!["asm", "ods"]);
}
