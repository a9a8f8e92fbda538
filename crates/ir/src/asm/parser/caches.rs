//! The parser's caches of what it has computed from the source: interned
//! strings, keyword types, whole attribute dictionaries by their text, and
//! completed properties. They spare the context's shared interners (a lock
//! each, contended when threads parse together) and repeated work: most
//! ops of a kind carry the same properties text. A thread keeps one set for
//! all the regions it parses.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::operations::{ResultTypeList, TypeList};
use crate::attributes::Attribute;
use crate::context::Symbol;
use crate::ods::FormatState;
use crate::types::Type;

/// Memoized results of parsing, keyed by source text or interned values.
#[derive(Default)]
pub(crate) struct ParseCaches<'a> {
    /// Strings of the source (op names, attribute names, value names).
    pub(crate) symbols: FxHashMap<&'a str, Symbol>,
    /// Keyword types (`i32`, `f64`) by spelling.
    pub(crate) keyword_types: FxHashMap<&'a str, Type>,
    /// Attribute dictionaries by their exact text (`{value = 1 : i32}`);
    /// parsing the same text again gives the same attribute, since aliases
    /// never change once defined.
    pub(crate) dictionaries: FxHashMap<&'a str, Attribute>,
    /// The properties of a generic op, by op name, properties as written
    /// and properties after inherent attributes moved into them: the
    /// properties after checking and completing them with defaults.
    pub(crate) properties:
        FxHashMap<(Symbol, Option<Attribute>, Option<Attribute>), Option<Attribute>>,
    /// Generic ops' trailing signatures by the text from their `(` to the
    /// end of the line, with the nesting they need.
    pub(crate) signatures: FxHashMap<&'a str, (TypeList, ResultTypeList, usize)>,
    /// Dictionaries by their entries in the order an op's format collected
    /// them, sparing the shared interner (a lock, sorting, hashing).
    pub(crate) dictionaries_by_entries: FxHashMap<SmallVec<[(Symbol, Attribute); 4]>, Attribute>,
    /// Properties completed with their defaults, by op name and the
    /// properties as parsed.
    pub(crate) completed_properties: FxHashMap<(Symbol, Option<Attribute>), Option<Attribute>>,
    /// Format-parsing states done with, to reuse (one per nesting level of
    /// ops in custom form being parsed); boxed, as they are large.
    #[expect(
        clippy::vec_box,
        reason = "a state is handed out and taken back for every op; a box moves as one pointer"
    )]
    pub(crate) format_states: Vec<Box<FormatState<'a>>>,
}
