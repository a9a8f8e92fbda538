//! The [`Context`]: uniqued types, attributes and strings, and the registry of
//! known dialects and operations. Mirrors `MLIRContext`.
//!
//! A context is `Sync`: interning takes `&self`, so passes running on several
//! threads may create types and attributes. Registration takes `&mut self` and
//! happens before any IR is built.
//!
//! This module is the bottom layer of the crate: it knows interned data and,
//! of the ops, only the core traits the storage needs (whether an op is
//! isolated from above). The registry itself (op definitions, dialects,
//! interfaces, their hooks into the parser and printer) is defined above
//! the storage, in `registration.rs`, and kept here behind `Any`.

use std::any::Any;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

use rustc_hash::FxHashMap;

use crate::attributes::{AttrData, Attribute};
use crate::interner::Interner;
use crate::location::{Location, LocationData};
use crate::op_traits::OpTraits;
use crate::symbol_map::SymbolMap;
use crate::types::{FloatKind, Signedness, Type, TypeData};

/// A handle to an interned string (identifiers, op names, value name hints).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub(crate) u32);

/// An interned string; hashes and compares like `str` so lookups need no allocation.
#[derive(Eq)]
struct InternedStr(Box<str>);

impl PartialEq for InternedStr {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl PartialEq<str> for InternedStr {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl Hash for InternedStr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (*self.0).hash(state)
    }
}

/// An interned type or attribute with its nesting depth, computed once when
/// it is interned (so printers and parsers can refuse pathological nesting
/// without recursing). Hashes and compares by `data` only.
struct Nested<T> {
    data: T,
    depth: u32,
}

impl<T: PartialEq> PartialEq for Nested<T> {
    fn eq(&self, other: &Self) -> bool {
        self.data == other.data
    }
}

impl<T: Eq> Eq for Nested<T> {}

impl<T: Hash> Hash for Nested<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.data.hash(state)
    }
}

/// Owns everything that is uniqued, and knows which ops are registered.
pub struct Context {
    strings: Interner<InternedStr>,
    types: Interner<Nested<TypeData>>,
    attrs: Interner<Nested<AttrData>>,
    empty_dictionary: Attribute,
    /// Types and attributes asked for all the time, interned up front so
    /// that asking for them costs no hash probe.
    common: CommonEntities,
    /// The core traits of each registered op, for the storage.
    core_traits: SymbolMap<OpTraits>,
    /// The registry (`registration::Registry`): defined above the storage,
    /// which must not know the parser, printer and ODS its hooks name.
    pub(crate) registry: Box<dyn Any + Send + Sync>,
    /// Unique among the contexts of the process (for per-thread caches).
    id: u64,
    /// The deepest type or attribute interned so far (see
    /// [`Context::deepest_interned`]).
    deepest: AtomicU32,
    /// Whether an attribute that prints through an alias, is numbered by
    /// the printer or names a resource (an affine map, an integer set, a
    /// distinct or dense resource attribute, a tuple of more than 16
    /// elements, a location used as an attribute value) was ever interned (see [`Context::has_aliased_attributes`]).
    aliased: AtomicBool,
    /// The identity of the next `distinct[...]` attribute.
    next_distinct: AtomicU64,
}

/// The types and attributes a [`Context`] interns when it is made.
struct CommonEntities {
    /// `i1`, `i8`, `i16`, `i32`, `i64`.
    signless: [Type; 5],
    index: Type,
    unit: Attribute,
}

impl CommonEntities {
    const WIDTHS: [u32; 5] = [1, 8, 16, 32, 64];

    fn signless(&self, width: u32) -> Option<Type> {
        Self::WIDTHS
            .iter()
            .position(|&w| w == width)
            .map(|i| self.signless[i])
    }
}

/// A function computing an attribute from the context alone (an ODS default
/// value such as `#arith.overflow<none>`).
pub type AttrFn = fn(&Context) -> Attribute;

thread_local! {
    /// [`Context::memoized`]'s results, by context and function.
    static MEMOIZED: std::cell::RefCell<FxHashMap<(u64, usize), Attribute>> =
        std::cell::RefCell::new(FxHashMap::default());
}

impl Context {
    /// A context with empty interners around `registry`.
    pub(crate) fn with_registry(registry: Box<dyn Any + Send + Sync>) -> Self {
        let attrs = Interner::default();
        let empty_dictionary = Attribute(attrs.intern(Nested {
            data: AttrData::Dictionary(Vec::new()),
            depth: 1,
        }));
        let types: Interner<Nested<TypeData>> = Interner::default();
        let leaf_type = |data| Type(types.intern(Nested { data, depth: 1 }));
        let common = CommonEntities {
            signless: CommonEntities::WIDTHS.map(|width| {
                leaf_type(TypeData::Integer {
                    width,
                    signedness: Signedness::Signless,
                })
            }),
            index: leaf_type(TypeData::Index),
            unit: Attribute(attrs.intern(Nested {
                data: AttrData::Unit,
                depth: 1,
            })),
        };
        Context {
            strings: Interner::default(),
            types,
            attrs,
            empty_dictionary,
            common,
            core_traits: SymbolMap::new(),
            registry,
            id: {
                static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
                NEXT.fetch_add(1, Ordering::Relaxed)
            },
            deepest: AtomicU32::new(1),
            aliased: AtomicBool::new(false),
            next_distinct: AtomicU64::new(0),
        }
    }

    /// `f(self)`, computed once per thread: for the functions printers and
    /// parsers call for every op (default attribute values), which intern
    /// what they build. `f` must depend on the context alone.
    pub fn memoized(&self, f: AttrFn) -> Attribute {
        let key = (self.id, f as usize);
        if let Some(attr) = MEMOIZED.with(|cache| cache.borrow().get(&key).copied()) {
            return attr;
        }
        let attr = f(self);
        MEMOIZED.with(|cache| cache.borrow_mut().insert(key, attr));
        attr
    }

    /// The core traits of the registered op `name` (empty if it is not).
    #[inline]
    pub(crate) fn core_traits(&self, name: Symbol) -> OpTraits {
        self.core_traits.get(name).copied().unwrap_or_default()
    }

    /// Records the core traits of the registered op `name`.
    pub(crate) fn set_core_traits(&mut self, name: Symbol, traits: OpTraits) {
        self.core_traits.insert(name, traits);
    }

    // ----- strings --------------------------------------------------------

    /// Interns `s`.
    pub fn intern_str(&self, s: &str) -> Symbol {
        Symbol(self.strings.intern_with(s, || InternedStr(s.into())))
    }

    /// The text of an interned string.
    pub fn str(&self, symbol: Symbol) -> &str {
        &self.strings.get(symbol.0).0
    }

    // ----- types ----------------------------------------------------------

    /// Interns a type.
    pub fn intern_type(&self, data: TypeData) -> Type {
        let depth = 1 + self.type_children_depth(&data);
        self.note_depth(depth);
        // A long tuple prints through a `!tuple` alias.
        if data.alias_prefix().is_some() {
            self.note_aliased_attribute();
        }
        Type(self.types.intern(Nested { data, depth }))
    }

    /// The structure of an interned type.
    pub fn type_data(&self, ty: Type) -> &TypeData {
        &self.types.get(ty.0).data
    }

    /// The depth of the deepest type or attribute (locations included)
    /// interned so far: a printer that recurses on them need not check each
    /// one when this is small.
    pub fn deepest_interned(&self) -> u32 {
        self.deepest.load(Ordering::Relaxed)
    }

    /// A new `distinct[...]` attribute referring to `referenced`: unlike
    /// every other attribute, it equals no attribute made before (MLIR's
    /// `DistinctAttr::create`).
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct.fetch_add(1, Ordering::Relaxed);
        self.intern_attr(AttrData::Distinct { id, referenced })
    }

    /// Whether any `distinct[...]` attribute was made: the printer then
    /// prints in order on one thread, numbering them as they print.
    pub fn has_distinct_attributes(&self) -> bool {
        self.next_distinct.load(Ordering::Relaxed) > 0
    }

    /// Whether any affine map, integer set, distinct or dense resource
    /// attribute was interned: the printer looks for attributes to alias,
    /// distinct attributes to number and resources to write only then.
    pub fn has_aliased_attributes(&self) -> bool {
        self.aliased.load(Ordering::Relaxed)
    }

    /// Records that an attribute that prints through an alias exists (the
    /// parser calls it when a location is used as an attribute value).
    pub(crate) fn note_aliased_attribute(&self) {
        if !self.aliased.load(Ordering::Relaxed) {
            self.aliased.store(true, Ordering::Relaxed);
        }
    }

    fn note_depth(&self, depth: u32) {
        // Read first: the shared line is only written when a deeper value
        // comes, which is rare.
        if depth > self.deepest.load(Ordering::Relaxed) {
            self.deepest.fetch_max(depth, Ordering::Relaxed);
        }
    }

    /// How deeply the type nests (1 for `i32`, 2 for `tuple<i32>`, ...),
    /// counting attributes inside it.
    pub fn type_depth(&self, ty: Type) -> u32 {
        self.types.get(ty.0).depth
    }

    fn type_children_depth(&self, data: &TypeData) -> u32 {
        let types = |list: &[Type]| list.iter().map(|&t| self.type_depth(t)).max().unwrap_or(0);
        let attr = |a: &Option<Attribute>| a.map_or(0, |a| self.attr_depth(a));
        match data {
            TypeData::Function { inputs, results } => types(inputs).max(types(results)),
            TypeData::Tuple(elements) => types(elements),
            TypeData::Tensor {
                element, encoding, ..
            } => self.type_depth(*element).max(attr(encoding)),
            TypeData::Vector { element, .. } | TypeData::Complex(element) => {
                self.type_depth(*element)
            }
            TypeData::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => self
                .type_depth(*element)
                .max(attr(layout))
                .max(attr(memory_space)),
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque { .. } => 0,
        }
    }

    /// `iN` (signless).
    pub fn integer_type(&self, width: u32) -> Type {
        if let Some(ty) = self.common.signless(width) {
            return ty;
        }
        self.intern_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.common.index
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.intern_type(TypeData::None)
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeData::Function {
            inputs: inputs.to_vec(),
            results: results.to_vec(),
        })
    }

    // ----- attributes -----------------------------------------------------

    /// Interns an attribute. Dictionaries are sorted by key here, so equal
    /// dictionaries always share a handle.
    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        let data = match data {
            AttrData::Dictionary(mut entries) => {
                entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
                AttrData::Dictionary(entries)
            }
            other => other,
        };
        let depth = 1 + self.attr_children_depth(&data);
        self.note_depth(depth);
        if matches!(
            data,
            AttrData::AffineMap(_)
                | AttrData::IntegerSet(_)
                | AttrData::Distinct { .. }
                | AttrData::DenseResourceElements { .. }
                | AttrData::Location(crate::location::LocationData::Plain(_))
        ) {
            self.note_aliased_attribute();
        }
        Attribute(self.attrs.intern(Nested { data, depth }))
    }

    /// The structure of an interned attribute.
    pub fn attr_data(&self, attr: Attribute) -> &AttrData {
        &self.attrs.get(attr.0).data
    }

    /// How deeply the attribute nests, counting types and locations inside it.
    pub fn attr_depth(&self, attr: Attribute) -> u32 {
        self.attrs.get(attr.0).depth
    }

    /// How deeply a location nests (1 for `file:line:col` and `unknown`).
    pub fn location_depth(&self, location: Location) -> u32 {
        match location {
            Location::Attr(attr) => self.attr_depth(attr),
            _ => 1,
        }
    }

    fn attr_children_depth(&self, data: &AttrData) -> u32 {
        let locations = |list: &[Location]| {
            list.iter()
                .map(|&l| self.location_depth(l))
                .max()
                .unwrap_or(0)
        };
        match data {
            AttrData::Integer { ty, .. }
            | AttrData::WideInteger { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::Type(ty) => self.type_depth(*ty),
            AttrData::DenseElements { ty, .. } | AttrData::DenseArray { element: ty, .. } => {
                self.type_depth(*ty)
            }
            AttrData::DenseResourceElements { ty, .. } => self.type_depth(*ty),
            AttrData::SparseElements {
                ty,
                indices,
                values,
            } => self
                .type_depth(*ty)
                .max(self.attr_depth(*indices))
                .max(self.attr_depth(*values)),
            AttrData::Distinct { referenced, .. } => self.attr_depth(*referenced),
            AttrData::String { ty, .. } => ty.map_or(0, |t| self.type_depth(t)),
            AttrData::Array(elements) => elements
                .iter()
                .map(|&a| self.attr_depth(a))
                .max()
                .unwrap_or(0),
            AttrData::Dictionary(entries) => entries
                .iter()
                .map(|&(_, a)| self.attr_depth(a))
                .max()
                .unwrap_or(0),
            AttrData::Location(location) => match location {
                LocationData::Name { child, .. } => child.map_or(0, |c| self.location_depth(c)),
                LocationData::CallSite { callee, caller } => locations(&[*callee, *caller]),
                LocationData::Fused {
                    locations: list,
                    metadata,
                } => locations(list).max(metadata.map_or(0, |m| self.attr_depth(m))),
                LocationData::Plain(inner) => self.location_depth(*inner),
                LocationData::FileRange { .. } => 0,
            },
            AttrData::Unit
            | AttrData::SymbolRef { .. }
            | AttrData::Opaque { .. }
            | AttrData::StridedLayout { .. }
            | AttrData::AffineMap(_)
            | AttrData::IntegerSet(_) => 0,
        }
    }

    /// `{}`.
    pub fn empty_dictionary(&self) -> Attribute {
        self.empty_dictionary
    }

    /// A dictionary from `(name, value)` pairs (any order; names must be unique).
    pub fn dictionary(&self, entries: Vec<(Symbol, Attribute)>) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary;
        }
        self.intern_attr(AttrData::Dictionary(entries))
    }

    /// `"value"`.
    pub fn string_attr(&self, value: &str) -> Attribute {
        self.intern_attr(AttrData::String {
            value: value.as_bytes().to_vec(),
            ty: None,
        })
    }

    /// `@name` (MLIR's `FlatSymbolRefAttr::get`).
    pub fn flat_symbol_ref_attr(&self, name: &str) -> Attribute {
        self.intern_attr(AttrData::SymbolRef {
            root: self.intern_str(name),
            nested: Vec::new(),
        })
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.common.unit
    }

    /// `value : ty` for an integer type or `index`.
    pub fn integer_attr(&self, value: i128, ty: Type) -> Attribute {
        self.intern_attr(AttrData::Integer { value, ty })
    }

    /// `ty` as an attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrData::Type(ty))
    }

    /// Interns a non-inline location.
    pub fn location(&self, data: LocationData) -> Location {
        Location::Attr(self.intern_attr(AttrData::Location(data)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_and_attributes_are_uniqued() {
        let ctx = Context::new();
        let i32a = ctx.integer_type(32);
        assert_eq!(i32a, ctx.integer_type(32));
        assert_ne!(i32a, ctx.integer_type(64));
        let f = ctx.function_type(&[i32a], &[i32a]);
        assert_eq!(f.function_signature(&ctx), Some((&[i32a][..], &[i32a][..])));
        let a = ctx.intern_str("a");
        let b = ctx.intern_str("b");
        let one = ctx.integer_attr(1, i32a);
        let d1 = ctx.dictionary(vec![(b, one), (a, one)]);
        let d2 = ctx.dictionary(vec![(a, one), (b, one)]);
        assert_eq!(d1, d2, "dictionaries are sorted before interning");
        assert_eq!(d1.dict_get(&ctx, "b"), Some(one));
    }

    #[test]
    fn context_is_send_and_sync() {
        fn assert_sync<T: Send + Sync>() {}
        assert_sync::<Context>();
    }
}
