//! The file metadata dictionary printed after the top-level op, as MLIR's
//! `printFileMetadataDictionary` writes it: the builtin blobs the printed
//! IR refers to (in the order the printer first meets their
//! `dense_resource` attributes; keys without data are left out), then
//! every external resource group that has entries.
//!
//! ```text
//! {-#
//!   dialect_resources: {
//!     builtin: {
//!       blob1: "0x0400000001000000"
//!     }
//!   },
//!   external_resources: {
//!     tool: {
//!       flag: true
//!     }
//!   }
//! #-}
//! ```

use super::PrintOptions;
use super::attributes::{print_escaped_string, print_keyword_or_string};
use crate::context::Symbol;
use crate::ir::Ir;
use crate::resources::ResourceValue;

/// The dictionary for `ir`, whose printed attributes name the resource
/// keys `used` (in print order, with repeats); empty when there is nothing
/// to write. Entries whose value is longer than the options' limit are left
/// out; as in MLIR, the braces `{-#` `#-}` are still written when that
/// leaves none. External resources print only when the options say so.
pub(super) fn file_metadata(ir: &Ir, used: &[Symbol], options: PrintOptions) -> String {
    let limit = options.resource_string_limit;
    let mut any_entry = false;
    let mut fits = |value: &String| {
        any_entry = true;
        limit.is_none_or(|limit| value.len() as u64 <= limit)
    };
    let resources = ir.resources();
    let ctx = ir.ctx();
    let mut seen = rustc_hash::FxHashSet::default();
    let blobs: Vec<(&str, String)> = used
        .iter()
        .filter(|&&key| seen.insert(key))
        .filter_map(|&key| {
            let key = ctx.str(key);
            Some((key, format!("\"{}\"", resources.blob(key)?.to_hex())))
        })
        .filter(|(_, value)| fits(value))
        .collect();
    let external: Vec<(&str, Vec<(&str, String)>)> = resources
        .external_groups()
        .iter()
        .filter(|group| options.external_resources && !group.entries.is_empty())
        .map(|group| {
            let entries = group
                .entries
                .iter()
                .map(|(key, value)| (key.as_str(), value_text(value)))
                .filter(|(_, value)| fits(value))
                .collect::<Vec<_>>();
            (group.name.as_str(), entries)
        })
        .filter(|(_, entries)| !entries.is_empty())
        .collect();
    let mut sections: Vec<String> = Vec::new();
    if !blobs.is_empty() {
        sections.push(section("dialect", &[("builtin", blobs)]));
    }
    if !external.is_empty() {
        sections.push(section("external", &external));
    }
    if !any_entry {
        return String::new();
    }
    format!("\n{{-#\n{}\n#-}}\n", sections.join(",\n"))
}

/// `  <kind>_resources: {` + its groups + `  }`.
fn section(kind: &str, groups: &[(&str, Vec<(&str, String)>)]) -> String {
    let mut out = format!("  {kind}_resources: {{\n");
    for (i, (name, entries)) in groups.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        out.push_str("    ");
        out.push_str(name);
        out.push_str(": {\n");
        for (j, (key, value)) in entries.iter().enumerate() {
            if j > 0 {
                out.push_str(",\n");
            }
            out.push_str("      ");
            print_keyword_or_string(key, &mut out);
            out.push_str(": ");
            out.push_str(value);
        }
        out.push_str("\n    }");
    }
    out.push_str("\n  }");
    out
}

/// An external entry's value as MLIR prints it.
fn value_text(value: &ResourceValue) -> String {
    match value {
        ResourceValue::Blob(blob) => format!("\"{}\"", blob.to_hex()),
        ResourceValue::Bool(flag) => flag.to_string(),
        ResourceValue::String(bytes) => {
            let mut out = String::new();
            print_escaped_string(bytes, &mut out);
            out
        }
    }
}
