//! Source locations, after MLIR's `LocationAttr` family: `file:line:col`,
//! named (`"name"(child)`), call sites (`callsite(callee at caller)`), fused
//! (`fused<metadata>[...]`) and unknown.
//!
//! A [`Location`] is `Copy` and small: the common `file:line:col` case is stored
//! inline in each operation (no interning per op), the rarer kinds are interned
//! as location attributes.

use crate::attributes::{AttrData, Attribute};
use crate::context::{Context, Symbol};

/// Where an operation, block argument or diagnostic comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Location {
    /// `loc(unknown)`.
    #[default]
    Unknown,
    /// `loc("file.mlir":line:col)`.
    FileLineCol { file: Symbol, line: u32, col: u32 },
    /// Any other location, interned as an [`AttrData::Location`].
    Attr(Attribute),
}

/// The structure of a location that is not stored inline.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocationData {
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        name: Symbol,
        child: Option<Location>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite { callee: Location, caller: Location },
    /// `loc(fused[a, b])` or `loc(fused<#meta>[a, b])`.
    Fused {
        locations: Vec<Location>,
        metadata: Option<Attribute>,
    },
    /// A plain location stored as an attribute (for `#loc` aliases of it).
    Plain(Location),
    /// `loc("file":line:col to end_line:end_col)` (MLIR's `FileLineColRange`).
    FileRange {
        file: Symbol,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    },
}

impl LocationData {
    /// The locations this one is made of, in print order: a name's child,
    /// a call site's callee and caller, a fused location's parts.
    pub fn parts(&self) -> Vec<Location> {
        match self {
            LocationData::Name { child, .. } => child.iter().copied().collect(),
            LocationData::CallSite { callee, caller } => vec![*callee, *caller],
            LocationData::Fused { locations, .. } => locations.clone(),
            LocationData::Plain(_) | LocationData::FileRange { .. } => Vec::new(),
        }
    }
}

impl Location {
    /// The location as an attribute value (`{a = loc(...)}`): its own
    /// attribute, or for one stored inline (`"a.mlir":1:2`, `unknown`) its
    /// `Plain` wrapper.
    pub fn to_attribute(self, ctx: &Context) -> Attribute {
        match self {
            Location::Attr(attr) => attr,
            plain => ctx.intern_attr(AttrData::Location(LocationData::Plain(plain))),
        }
    }

    /// The location an attribute value stands for, if it is one (the
    /// inverse of [`Location::to_attribute`]).
    pub fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Location> {
        match ctx.attr_data(attr) {
            AttrData::Location(LocationData::Plain(plain)) => Some(*plain),
            AttrData::Location(_) => Some(Location::Attr(attr)),
            _ => None,
        }
    }

    /// A `file:line:col` location.
    pub fn file_line_col(ctx: &Context, file: &str, line: u32, col: u32) -> Location {
        Location::FileLineCol {
            file: ctx.intern_str(file),
            line,
            col,
        }
    }

    /// The first `file:line:col` this location refers to (the callee of a call
    /// site, the child of a name, the first of a fused list): where a
    /// diagnostic at this location points.
    pub fn file_line_col_of(self, ctx: &Context) -> Option<(&str, u32, u32)> {
        let mut current = self;
        // Locations nest, but iteratively: a hostile input cannot overflow the
        // stack. Shared sub-locations (a DAG) are visited once.
        let mut pending: Vec<Location> = Vec::new();
        let mut visited: rustc_hash::FxHashSet<Attribute> = rustc_hash::FxHashSet::default();
        loop {
            match current {
                Location::Unknown => {}
                Location::FileLineCol { file, line, col } => {
                    return Some((ctx.str(file), line, col));
                }
                Location::Attr(attr) if !visited.insert(attr) => {}
                Location::Attr(attr) => match ctx.attr_data(attr) {
                    AttrData::Location(LocationData::Name {
                        child: Some(child), ..
                    }) => pending.push(*child),
                    AttrData::Location(LocationData::CallSite { callee, .. }) => {
                        pending.push(*callee)
                    }
                    AttrData::Location(LocationData::Fused { locations, .. }) => {
                        pending.extend(locations.iter().rev().copied())
                    }
                    AttrData::Location(LocationData::Plain(inner)) => pending.push(*inner),
                    AttrData::Location(LocationData::FileRange {
                        file, line, col, ..
                    }) => {
                        return Some((ctx.str(*file), *line, *col));
                    }
                    _ => {}
                },
            }
            current = pending.pop()?;
        }
    }

    /// The name of the first name location met walking this location
    /// before its parts (MLIR's `findInstanceOf<NameLoc>`): `foo` for
    /// `loc("foo"("bar"))` and for `loc(fused["a.mlir":1:2, "foo"])`.
    pub fn first_name(self, ctx: &Context) -> Option<Symbol> {
        let mut pending: Vec<Location> = vec![self];
        let mut visited: rustc_hash::FxHashSet<Attribute> = rustc_hash::FxHashSet::default();
        while let Some(current) = pending.pop() {
            let Location::Attr(attr) = current else {
                continue;
            };
            if !visited.insert(attr) {
                continue;
            }
            match ctx.attr_data(attr) {
                AttrData::Location(LocationData::Name { name, .. }) => return Some(*name),
                AttrData::Location(LocationData::CallSite { callee, caller }) => {
                    pending.push(*caller);
                    pending.push(*callee);
                }
                AttrData::Location(LocationData::Fused { locations, .. }) => {
                    pending.extend(locations.iter().rev().copied())
                }
                AttrData::Location(LocationData::Plain(inner)) => pending.push(*inner),
                _ => {}
            }
        }
        None
    }
}
