//! The [`Context`]: uniqued types, attributes and strings, and the registry of
//! known dialects and operations. Mirrors `MLIRContext`.
//!
//! A context is `Sync`: interning takes `&self`, so passes running on several
//! threads may create types and attributes. Registration takes `&mut self` and
//! happens before any IR is built.

use std::hash::{Hash, Hasher};
use std::sync::RwLock;

use rustc_hash::FxHashMap;

use crate::attributes::{AttrData, Attribute};
use crate::dialect::{
    DefaultDialect, Dialect, DialectInterface, DialectInterfaceMap, DialectObject,
    RegisteredDialect,
};
use crate::interface_map::{InterfaceMap, OpInterface};
use crate::interner::Interner;
use crate::ir::{Ir, OpId};
use crate::location::{Location, LocationData};
use crate::registry::OpDefinition;
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
    ops: FxHashMap<Symbol, &'static OpDefinition>,
    /// Registered dialects by name: their objects, and whether ops of the
    /// dialect that are not registered may still be parsed.
    dialects: FxHashMap<&'static str, RegisteredDialect>,
    /// Dialect interfaces attached to dialects.
    dialect_interfaces: DialectInterfaceMap,
    allow_unregistered_dialects: bool,
    empty_dictionary: Attribute,
    interfaces: InterfaceMap,
    /// Properties completed with their defaults, by op name and the
    /// properties as written (see [`Context::complete_properties`]).
    completed_properties: RwLock<CompletedProperties>,
    /// Parsers of dialect attributes (`#dialect.mnemonic<...>`), by dialect.
    attribute_parsers: FxHashMap<Symbol, DialectAttrParseFn>,
}

/// Reads the body of a dialect attribute (`overflow<nuw, nsw>` of
/// `#arith.overflow<nuw, nsw>`) and returns the attribute in canonical form,
/// or the error message to report at it (MLIR's `Dialect::parseAttribute`).
pub type DialectAttrParseFn = fn(&Context, &str) -> Result<Attribute, String>;

/// Properties with their defaults added, by op name and the properties as
/// written (`None`: nothing to add).
type CompletedProperties = FxHashMap<(Symbol, Option<Attribute>), Option<Attribute>>;

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context that knows the builtin dialect.
    pub fn new() -> Self {
        let attrs = Interner::default();
        let empty_dictionary = Attribute(attrs.intern(Nested {
            data: AttrData::Dictionary(Vec::new()),
            depth: 1,
        }));
        let mut ctx = Context {
            strings: Interner::default(),
            types: Interner::default(),
            attrs,
            ops: FxHashMap::default(),
            dialects: FxHashMap::default(),
            dialect_interfaces: DialectInterfaceMap::default(),
            allow_unregistered_dialects: false,
            empty_dictionary,
            interfaces: InterfaceMap::default(),
            completed_properties: RwLock::default(),
            attribute_parsers: FxHashMap::default(),
        };
        crate::builtin::register(&mut ctx);
        ctx
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
        Type(self.types.intern(Nested { data, depth }))
    }

    /// The structure of an interned type.
    pub fn type_data(&self, ty: Type) -> &TypeData {
        &self.types.get(ty.0).data
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
        self.intern_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.intern_type(TypeData::Index)
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
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } | AttrData::Type(ty) => {
                self.type_depth(*ty)
            }
            AttrData::DenseElements { ty, .. } | AttrData::DenseArray { element: ty, .. } => {
                self.type_depth(*ty)
            }
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
            AttrData::Unit | AttrData::SymbolRef { .. } | AttrData::Opaque { .. } => 0,
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

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.intern_attr(AttrData::Unit)
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

    // ----- registry -------------------------------------------------------

    /// Registers an operation (and its dialect, the part of its name before the
    /// first `.`, with the default hooks unless [`Context::register_dialect`]
    /// gives it an object). Later registrations of the same name replace
    /// earlier ones.
    pub fn register_op(&mut self, definition: &'static OpDefinition) {
        let name = self.intern_str(definition.name);
        let dialect = definition.name.split('.').next().unwrap_or(definition.name);
        self.dialects
            .entry(dialect)
            .or_insert_with(|| RegisteredDialect {
                object: DialectObject::Default(DefaultDialect {
                    name: dialect,
                    allows_unknown: true,
                }),
                allows_unknown: true,
            });
        self.ops.insert(name, definition);
    }

    /// Registers `dialect`'s object (MLIR's dialect loading): its hooks
    /// replace the defaults of its namespace.
    pub fn register_dialect(&mut self, dialect: &'static dyn Dialect) {
        self.dialects.insert(
            dialect.name(),
            RegisteredDialect {
                object: DialectObject::Given(dialect),
                allows_unknown: dialect.allows_unknown_operations(),
            },
        );
    }

    /// The registered dialect `name`.
    pub fn dialect(&self, name: &str) -> Option<&dyn Dialect> {
        self.dialects.get(name).map(RegisteredDialect::object)
    }

    /// Attaches `implementation` as `dialect`'s implementation of the
    /// dialect interface `I` (a `dyn Trait`); a later one replaces it.
    pub fn register_dialect_interface<I>(
        &mut self,
        dialect: &'static str,
        implementation: &'static I,
    ) where
        I: ?Sized + DialectInterface + Sync,
    {
        self.dialect_interfaces.insert(dialect, implementation);
    }

    /// `dialect`'s implementation of the dialect interface `I`, if any.
    pub fn dialect_interface<I>(&self, dialect: &str) -> Option<&'static I>
    where
        I: ?Sized + DialectInterface,
    {
        self.dialect_interfaces.get(dialect)
    }

    /// Sets whether a registered dialect accepts ops it does not define (MLIR's
    /// `Dialect::allowUnknownOperations`; `builtin` does not, others do by
    /// default, as unregistered ops need `--allow-unregistered-dialect` anyway).
    pub fn set_dialect_allows_unknown_operations(&mut self, dialect: &'static str, allow: bool) {
        self.dialects
            .entry(dialect)
            .or_insert_with(|| RegisteredDialect {
                object: DialectObject::Default(DefaultDialect {
                    name: dialect,
                    allows_unknown: allow,
                }),
                allows_unknown: allow,
            })
            .allows_unknown = allow;
    }

    /// Whether the registered dialect `dialect` accepts ops it does not define.
    pub fn dialect_allows_unknown_operations(&self, dialect: &str) -> bool {
        self.dialects.get(dialect).is_some_and(|d| d.allows_unknown)
    }

    /// The definition of a registered op, by full name symbol.
    pub fn op_definition(&self, name: Symbol) -> Option<&'static OpDefinition> {
        self.ops.get(&name).copied()
    }

    /// Whether a dialect of this name is registered.
    pub fn is_dialect_registered(&self, dialect: &str) -> bool {
        self.dialects.contains_key(dialect)
    }

    /// The names of all registered dialects, sorted.
    pub fn registered_dialect_names(&self) -> Vec<&'static str> {
        let mut names: Vec<_> = self.dialects.keys().copied().collect();
        names.sort_unstable();
        names
    }

    /// The names of all registered ops, sorted.
    pub fn registered_op_names(&self) -> Vec<&'static str> {
        let mut names: Vec<_> = self.ops.values().map(|d| d.name).collect();
        names.sort_unstable();
        names
    }

    /// Registers `parse` for the attributes of `dialect` written
    /// `#dialect.mnemonic<...>`: the parser hands it the body and keeps what
    /// it returns, so a dialect can check its attributes while parsing and
    /// keep one spelling of each (without a parser they stay opaque text).
    pub fn register_attribute_parser(&mut self, dialect: &str, parse: DialectAttrParseFn) {
        let dialect = self.intern_str(dialect);
        self.attribute_parsers.insert(dialect, parse);
    }

    /// The attribute parser of `dialect`, if it registered one.
    pub fn attribute_parser(&self, dialect: Symbol) -> Option<DialectAttrParseFn> {
        self.attribute_parsers.get(&dialect).copied()
    }

    /// `properties` of an op named `op` completed by `complete` (which adds
    /// default-valued attributes), memoized: most ops of a kind carry the
    /// same properties, so parsing a million of them completes each
    /// combination once. `None` from `complete` means nothing to add.
    pub fn complete_properties(
        &self,
        op: Symbol,
        properties: Option<Attribute>,
        complete: impl FnOnce() -> Option<Attribute>,
    ) -> Option<Attribute> {
        let key = (op, properties);
        if let Ok(cache) = self.completed_properties.read()
            && let Some(&done) = cache.get(&key)
        {
            return done;
        }
        let done = complete();
        if let Ok(mut cache) = self.completed_properties.write() {
            cache.insert(key, done);
        }
        done
    }

    // ----- interfaces -----------------------------------------------------

    /// Registers `implementation` as `op`'s implementation of interface `I`
    /// (a `dyn Trait`). The op may belong to any dialect, registered or not
    /// (MLIR's external models); a later registration replaces an earlier one.
    pub fn register_interface<I>(&mut self, op: &str, implementation: &'static I)
    where
        I: ?Sized + OpInterface + Sync,
    {
        let name = self.intern_str(op);
        self.interfaces.insert(name, implementation);
    }

    /// The implementation of interface `I` for ops named `op`, if any: one
    /// hash lookup.
    pub fn interface<I>(&self, op: Symbol) -> Option<&'static I>
    where
        I: ?Sized + OpInterface,
    {
        self.interfaces.get(op)
    }

    /// Runs the symbol-use verifiers of the interfaces `op` implements.
    pub(crate) fn verify_symbol_uses(
        &self,
        ir: &Ir,
        op: OpId,
        tables: &mut crate::symbol_table::SymbolTableCollection,
    ) -> Result<(), crate::Diagnostic> {
        self.interfaces
            .verify_symbol_uses(ir, ir.op_name(op), op, tables)
    }

    /// Whether any registered interface checks symbol uses.
    pub(crate) fn has_symbol_use_verifiers(&self) -> bool {
        self.interfaces.has_symbol_use_verifiers()
    }

    /// Runs the verifiers of every interface `op` implements.
    pub(crate) fn verify_interfaces(&self, ir: &Ir, op: OpId) -> Result<(), crate::Diagnostic> {
        self.interfaces.verify(ir, ir.op_name(op), op)
    }

    /// Whether ops of unregistered dialects may be parsed and built
    /// (`--allow-unregistered-dialect`).
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered_dialects
    }

    /// Sets whether ops of unregistered dialects are allowed.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered_dialects = allow;
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
