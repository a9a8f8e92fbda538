//! The resources of one IR tree: the data behind `dense_resource<key>`
//! attributes and the entries of the file metadata's `external_resources`,
//! as MLIR keeps them in its `DialectResourceBlobManager` and
//! `FallbackAsmResourceMap`.
//!
//! ```text
//! "t.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
//! {-#
//!   dialect_resources: {
//!     builtin: {
//!       blob1: "0x040000000100000002000000"
//!     }
//!   }
//! #-}
//! ```
//!
//! A blob's hex string starts with its alignment (four bytes,
//! little-endian), then its data. MLIR keeps blobs in the context; Strata
//! keeps them with the [`crate::Ir`] they were parsed into, because one
//! context serves every chunk of a split input (mlir-opt makes a context per
//! chunk, so the same key in two chunks names two blobs). An attribute holds
//! only its key; the printer writes the blobs the printed IR refers to.

use rustc_hash::FxHashMap;

/// A blob: bytes with the alignment they need.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceBlob {
    /// A power of two, or 0 (which MLIR also reads).
    pub alignment: u32,
    pub data: Vec<u8>,
}

/// The value of an entry of `external_resources`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// `"0x..."`.
    Blob(ResourceBlob),
    /// `true` or `false`.
    Bool(bool),
    /// Any other string (raw bytes, unescaped).
    String(Vec<u8>),
}

/// One group of `external_resources` (`name: { key: value, ... }`), its
/// entries in the order they were read (a key may repeat).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExternalResourceGroup {
    pub name: String,
    pub entries: Vec<(String, ResourceValue)>,
}

/// The resources of an IR tree.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    /// The builtin dialect's blobs (`dense_resource<key>`), by key.
    blobs: FxHashMap<String, ResourceBlob>,
    /// `external_resources`, groups in the order they were first read.
    external: Vec<ExternalResourceGroup>,
}

impl Resources {
    /// The blob `dense_resource<key>` refers to, if one was given.
    pub fn blob(&self, key: &str) -> Option<&ResourceBlob> {
        self.blobs.get(key)
    }

    /// Sets the blob of `key` (a later definition replaces an earlier one,
    /// as in MLIR).
    pub fn set_blob(&mut self, key: &str, blob: ResourceBlob) {
        self.blobs.insert(key.to_string(), blob);
    }

    /// The `external_resources` groups.
    pub fn external_groups(&self) -> &[ExternalResourceGroup] {
        &self.external
    }

    /// Appends an entry to the external group `group` (made on first use;
    /// two sections with the same group name share it, as in MLIR).
    pub fn add_external(&mut self, group: &str, key: &str, value: ResourceValue) {
        let index = match self.external.iter().position(|g| g.name == group) {
            Some(index) => index,
            None => {
                self.external.push(ExternalResourceGroup {
                    name: group.to_string(),
                    entries: Vec::new(),
                });
                self.external.len() - 1
            }
        };
        self.external[index].entries.push((key.to_string(), value));
    }
}

impl ResourceBlob {
    /// Reads `0x` + hex digits (either case, an even number of them): the
    /// alignment's four bytes, then the data. `Err` says what is wrong, in
    /// MLIR's words after "expected hex string blob for key 'k'".
    pub fn from_hex(text: &[u8]) -> Result<ResourceBlob, BlobError> {
        let bytes = hex_string_bytes(text).ok_or(BlobError::NotHex)?;
        if bytes.len() < 4 {
            return Err(BlobError::NoAlignment);
        }
        let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if alignment != 0 && !alignment.is_power_of_two() {
            return Err(BlobError::BadAlignment(alignment));
        }
        Ok(ResourceBlob {
            alignment,
            data: bytes[4..].to_vec(),
        })
    }

    /// `0x` + the alignment's bytes + the data, in upper-case hex, as MLIR
    /// prints a blob. A blob without data prints alignment 0, as MLIR's does.
    pub fn to_hex(&self) -> String {
        use std::fmt::Write;
        let alignment = if self.data.is_empty() {
            0
        } else {
            self.alignment
        };
        let mut out = String::with_capacity(2 + 2 * (4 + self.data.len()));
        out.push_str("0x");
        for byte in alignment.to_le_bytes().iter().chain(&self.data) {
            let _ = write!(out, "{byte:02X}");
        }
        out
    }
}

/// Why a string is not a blob.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlobError {
    /// Not `0x` and an even number of hex digits.
    NotHex,
    /// Fewer than four bytes.
    NoAlignment,
    /// An alignment that is not a power of two.
    BadAlignment(u32),
}

/// The bytes `0x` + an even number of hex digits (either case) spell, as
/// MLIR's `Token::getHexStringValue` reads a string's content.
pub fn hex_string_bytes(text: &[u8]) -> Option<Vec<u8>> {
    let digits = text.strip_prefix(b"0x")?;
    if !digits.len().is_multiple_of(2) || !digits.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    let value = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
    Some(
        digits
            .chunks(2)
            .map(|pair| value(pair[0]) << 4 | value(pair[1]))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blobs_read_their_alignment_first_and_print_in_upper_case() {
        let blob = ResourceBlob::from_hex(b"0x08000000abCD").expect("a blob");
        assert_eq!(blob.alignment, 8);
        assert_eq!(blob.data, vec![0xAB, 0xCD]);
        assert_eq!(blob.to_hex(), "0x08000000ABCD");
        // No data: MLIR prints alignment 0.
        let empty = ResourceBlob::from_hex(b"0x10000000").expect("a blob");
        assert_eq!(empty.to_hex(), "0x00000000");
    }

    #[test]
    fn bad_blobs_say_why() {
        assert_eq!(
            ResourceBlob::from_hex(b"0X08000000"),
            Err(BlobError::NotHex)
        );
        assert_eq!(ResourceBlob::from_hex(b"0x080"), Err(BlobError::NotHex));
        assert_eq!(
            ResourceBlob::from_hex(b"0x0800"),
            Err(BlobError::NoAlignment)
        );
        assert_eq!(
            ResourceBlob::from_hex(b"0x03000000"),
            Err(BlobError::BadAlignment(3))
        );
        assert!(ResourceBlob::from_hex(b"0x00000000ff").is_ok());
    }

    #[test]
    fn external_groups_keep_their_order_and_merge_by_name() {
        let mut resources = Resources::default();
        resources.add_external("b", "x", ResourceValue::Bool(true));
        resources.add_external("a", "y", ResourceValue::String(b"s".to_vec()));
        resources.add_external("b", "x", ResourceValue::Bool(false));
        let names: Vec<&str> = resources
            .external_groups()
            .iter()
            .map(|g| g.name.as_str())
            .collect();
        assert_eq!(names, ["b", "a"]);
        assert_eq!(resources.external_groups()[0].entries.len(), 2);
    }
}
