//! Registration (the upper half of [`Context`]): which ops, dialects,
//! interfaces and dialect attribute parsers are registered, with their
//! definitions and hooks. MLIR keeps this in `MLIRContext` too; here it sits
//! above the storage, which sees only the core traits it needs.

use std::sync::RwLock;

use rustc_hash::FxHashMap;

use crate::attributes::Attribute;
use crate::context::{Context, Symbol};
use crate::dialect::{
    DefaultDialect, Dialect, DialectInterface, DialectInterfaceMap, DialectObject,
    RegisteredDialect,
};
use crate::interface_map::{InterfaceMap, OpInterface};
use crate::ir::{Ir, OpId};
use crate::registry::OpDefinition;
use crate::symbol_map::SymbolMap;

/// What is registered on a context.
#[derive(Default)]
pub(crate) struct Registry {
    ops: SymbolMap<&'static OpDefinition>,
    /// Registered dialects by name: their objects, and whether ops of the
    /// dialect that are not registered may still be parsed.
    dialects: FxHashMap<&'static str, RegisteredDialect>,
    /// Dialect interfaces attached to dialects.
    dialect_interfaces: DialectInterfaceMap,
    allow_unregistered_dialects: bool,
    interfaces: InterfaceMap,
    /// Properties completed with their defaults, by op name and the
    /// properties as written (see [`Context::complete_properties`]).
    completed_properties: RwLock<CompletedProperties>,
    /// Parsers of dialect attributes (`#dialect.mnemonic<...>`), by dialect.
    attribute_parsers: FxHashMap<Symbol, DialectAttrParseFn>,
}

/// Reads the body of a dialect attribute (`overflow<nuw, nsw>` of
/// `#arith.overflow<nuw, nsw>`) and returns the attribute in canonical form,
/// or the error to report in it (MLIR's `Dialect::parseAttribute`).
pub type DialectAttrParseFn = fn(&Context, &str) -> Result<Attribute, DialectAttrError>;

/// Why a dialect attribute's body does not parse, with positions as byte
/// offsets into the body (0 is the mnemonic, where MLIR reports an
/// unknown one).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct DialectAttrError {
    /// The error.
    pub message: String,
    /// Where in the body it is reported.
    pub offset: usize,
    /// A second error MLIR reports after the first (the generated
    /// attribute parser's `failed to parse <Attr> parameter ...`), with
    /// its offset.
    pub follow_up: Option<(String, usize)>,
}

impl DialectAttrError {
    /// An error at the start of the body.
    pub fn at_mnemonic(message: impl Into<String>) -> Self {
        DialectAttrError {
            message: message.into(),
            offset: 0,
            follow_up: None,
        }
    }
}

/// Properties with their defaults added, by op name and the properties as
/// written (`None`: nothing to add).
type CompletedProperties = FxHashMap<(Symbol, Option<Attribute>), Option<Attribute>>;

impl Registry {
    /// The entry of `dialect`, registered with the default hooks (and
    /// `allows_unknown`) if it is new.
    fn dialect_entry(
        &mut self,
        dialect: &'static str,
        allows_unknown: bool,
    ) -> &mut RegisteredDialect {
        self.dialects
            .entry(dialect)
            .or_insert_with(|| RegisteredDialect {
                object: DialectObject::Default(DefaultDialect {
                    name: dialect,
                    allows_unknown,
                }),
                allows_unknown,
            })
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context that knows the builtin dialect.
    pub fn new() -> Self {
        let mut ctx = Context::with_registry(Box::new(Registry::default()));
        crate::builtin::register(&mut ctx);
        ctx
    }

    #[inline]
    fn registry(&self) -> &Registry {
        match self.registry.downcast_ref::<Registry>() {
            Some(registry) => registry,
            None => unreachable!("a context is only made by Context::new, with a Registry"),
        }
    }

    fn registry_mut(&mut self) -> &mut Registry {
        match self.registry.downcast_mut::<Registry>() {
            Some(registry) => registry,
            None => unreachable!("a context is only made by Context::new, with a Registry"),
        }
    }

    /// Registers an operation (and its dialect, the part of its name before the
    /// first `.`, with the default hooks unless [`Context::register_dialect`]
    /// gives it an object). Later registrations of the same name replace
    /// earlier ones.
    pub fn register_op(&mut self, definition: &'static OpDefinition) {
        let name = self.intern_str(definition.name);
        let dialect = definition.name.split('.').next().unwrap_or(definition.name);
        self.registry_mut().dialect_entry(dialect, true);
        self.set_core_traits(name, definition.traits);
        self.registry_mut().ops.insert(name, definition);
    }

    /// Registers `dialect`'s object (MLIR's dialect loading): its hooks
    /// replace the defaults of its namespace.
    pub fn register_dialect(&mut self, dialect: &'static dyn Dialect) {
        self.registry_mut().dialects.insert(
            dialect.name(),
            RegisteredDialect {
                object: DialectObject::Given(dialect),
                allows_unknown: dialect.allows_unknown_operations(),
            },
        );
    }

    /// The registered dialect `name`.
    pub fn dialect(&self, name: &str) -> Option<&dyn Dialect> {
        self.registry()
            .dialects
            .get(name)
            .map(RegisteredDialect::object)
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
        self.registry_mut()
            .dialect_interfaces
            .insert(dialect, implementation);
    }

    /// `dialect`'s implementation of the dialect interface `I`, if any.
    pub fn dialect_interface<I>(&self, dialect: &str) -> Option<&'static I>
    where
        I: ?Sized + DialectInterface,
    {
        self.registry().dialect_interfaces.get(dialect)
    }

    /// Sets whether a registered dialect accepts ops it does not define (MLIR's
    /// `Dialect::allowUnknownOperations`; `builtin` does not, others do by
    /// default, as unregistered ops need `--allow-unregistered-dialect` anyway).
    pub fn set_dialect_allows_unknown_operations(&mut self, dialect: &'static str, allow: bool) {
        self.registry_mut()
            .dialect_entry(dialect, allow)
            .allows_unknown = allow;
    }

    /// Whether the registered dialect `dialect` accepts ops it does not define.
    pub fn dialect_allows_unknown_operations(&self, dialect: &str) -> bool {
        self.registry()
            .dialects
            .get(dialect)
            .is_some_and(|d| d.allows_unknown)
    }

    /// The definition of a registered op, by full name symbol.
    pub fn op_definition(&self, name: Symbol) -> Option<&'static OpDefinition> {
        self.registry().ops.get(name).copied()
    }

    /// Whether a dialect of this name is registered.
    pub fn is_dialect_registered(&self, dialect: &str) -> bool {
        self.registry().dialects.contains_key(dialect)
    }

    /// The names of all registered dialects, sorted.
    pub fn registered_dialect_names(&self) -> Vec<&'static str> {
        let mut names: Vec<_> = self.registry().dialects.keys().copied().collect();
        names.sort_unstable();
        names
    }

    /// The names of all registered ops, sorted.
    pub fn registered_op_names(&self) -> Vec<&'static str> {
        let mut names: Vec<_> = self.registry().ops.iter().map(|(_, d)| d.name).collect();
        names.sort_unstable();
        names
    }

    /// Registers `parse` for the attributes of `dialect` written
    /// `#dialect.mnemonic<...>`: the parser hands it the body and keeps what
    /// it returns, so a dialect can check its attributes while parsing and
    /// keep one spelling of each (without a parser they stay opaque text).
    pub fn register_attribute_parser(&mut self, dialect: &str, parse: DialectAttrParseFn) {
        let dialect = self.intern_str(dialect);
        self.registry_mut().attribute_parsers.insert(dialect, parse);
    }

    /// The attribute parser of `dialect`, if it registered one.
    pub fn attribute_parser(&self, dialect: Symbol) -> Option<DialectAttrParseFn> {
        self.registry().attribute_parsers.get(&dialect).copied()
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
        if let Ok(cache) = self.registry().completed_properties.read()
            && let Some(&done) = cache.get(&key)
        {
            return done;
        }
        let done = complete();
        if let Ok(mut cache) = self.registry().completed_properties.write() {
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
        self.registry_mut().interfaces.insert(name, implementation);
    }

    /// The implementation of interface `I` for ops named `op`, if any: one
    /// hash lookup.
    pub fn interface<I>(&self, op: Symbol) -> Option<&'static I>
    where
        I: ?Sized + OpInterface,
    {
        self.registry().interfaces.get(op)
    }

    /// Runs the symbol-use verifiers of the interfaces `op` implements.
    pub(crate) fn verify_symbol_uses(
        &self,
        ir: &Ir,
        op: OpId,
        tables: &mut crate::symbol_table::SymbolTableCollection,
    ) -> Result<(), crate::Diagnostic> {
        self.registry()
            .interfaces
            .verify_symbol_uses(ir, ir.op_name(op), op, tables)
    }

    /// Whether any registered interface checks symbol uses.
    pub(crate) fn has_symbol_use_verifiers(&self) -> bool {
        self.registry().interfaces.has_symbol_use_verifiers()
    }

    /// Runs the verifiers of every interface `op` implements.
    pub(crate) fn verify_interfaces(&self, ir: &Ir, op: OpId) -> Result<(), crate::Diagnostic> {
        self.registry().interfaces.verify(ir, ir.op_name(op), op)
    }

    /// Whether ops of unregistered dialects may be parsed and built
    /// (`--allow-unregistered-dialect`).
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.registry().allow_unregistered_dialects
    }

    /// Sets whether ops of unregistered dialects are allowed.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.registry_mut().allow_unregistered_dialects = allow;
    }
}
