//! Dialects as objects (MLIR's `Dialect`): a registered dialect is a value
//! implementing [`Dialect`], with the hooks generic code calls on it (a
//! folder asks it to materialize a constant), and it carries *dialect
//! interfaces* (MLIR's `DialectInterface`s, such as the inliner's), which
//! any crate can attach to any dialect.
//!
//! ```
//! use strata_ir::dialect::{Dialect, DialectInterface};
//! use strata_ir::Context;
//!
//! struct Toy;
//! impl Dialect for Toy {
//!     fn name(&self) -> &'static str {
//!         "toy"
//!     }
//! }
//!
//! /// A dialect interface: how a dialect's ops cost in some model.
//! pub trait Cost: Sync {
//!     fn cost(&self) -> u32;
//! }
//! impl DialectInterface for dyn Cost {
//!     const NAME: &'static str = "Cost";
//! }
//! struct Cheap;
//! impl Cost for Cheap {
//!     fn cost(&self) -> u32 { 1 }
//! }
//!
//! let mut ctx = Context::new();
//! ctx.register_dialect(&Toy);
//! ctx.register_dialect_interface::<dyn Cost>("toy", &Cheap);
//! assert_eq!(ctx.dialect("toy").map(|d| d.name()), Some("toy"));
//! assert_eq!(ctx.dialect_interface::<dyn Cost>("toy").map(|c| c.cost()), Some(1));
//! ```

use std::any::{Any, TypeId};

use rustc_hash::FxHashMap;

use crate::attributes::Attribute;
use crate::builder::Builder;
use crate::ir::{Ir, OpId};
use crate::location::Location;
use crate::types::Type;

/// A dialect: a namespace of ops (and attributes and types) with hooks.
/// Every method but [`Dialect::name`] has MLIR's default.
pub trait Dialect: Send + Sync + 'static {
    /// The namespace (`arith` for `arith.addi`).
    fn name(&self) -> &'static str;

    /// Whether ops of this namespace that no definition describes may still
    /// be parsed and built (MLIR's `allowUnknownOperations`).
    fn allows_unknown_operations(&self) -> bool {
        true
    }

    /// Whether types written `!name.mnemonic...` are accepted (kept as
    /// opaque types for the dialect's ops to check). A dialect that defines
    /// no types says `false`, and the parser rejects them as MLIR's default
    /// `Dialect::parseType` does: "dialect 'name' provides no type parsing
    /// hook".
    fn parses_types(&self) -> bool {
        true
    }

    /// Whether attributes written `#name.mnemonic...` are accepted when no
    /// attribute parser is registered for the dialect
    /// ([`crate::Context::register_attribute_parser`]); `false` rejects
    /// them as MLIR's default `Dialect::parseAttribute` does.
    fn parses_attributes(&self) -> bool {
        true
    }

    /// Creates an op of this dialect at the builder's insertion point that
    /// produces the constant `value` of type `ty` (MLIR's
    /// `materializeConstant`), for folders that turned an op into a
    /// constant; `None` when the dialect cannot.
    fn materialize_constant(
        &self,
        _builder: &mut Builder<'_>,
        _value: Attribute,
        _ty: Type,
        _location: Location,
    ) -> Option<OpId> {
        None
    }
}

/// A dialect object given by its flags alone, for a dialect whose only
/// hooks say what it accepts (builtin, cf and scf):
///
/// ```
/// use strata_ir::dialect::DeclaredDialect;
///
/// static SCF: DeclaredDialect = DeclaredDialect {
///     name: "scf",
///     allows_unknown_operations: false,
///     parses_types: false,
///     parses_attributes: false,
/// };
/// let mut ctx = strata_ir::Context::new();
/// ctx.register_dialect(&SCF);
/// assert!(!ctx.dialect_allows_unknown_operations("scf"));
/// ```
pub struct DeclaredDialect {
    /// [`Dialect::name`].
    pub name: &'static str,
    /// [`Dialect::allows_unknown_operations`].
    pub allows_unknown_operations: bool,
    /// [`Dialect::parses_types`].
    pub parses_types: bool,
    /// [`Dialect::parses_attributes`].
    pub parses_attributes: bool,
}

impl Dialect for DeclaredDialect {
    fn name(&self) -> &'static str {
        self.name
    }

    fn allows_unknown_operations(&self) -> bool {
        self.allows_unknown_operations
    }

    fn parses_types(&self) -> bool {
        self.parses_types
    }

    fn parses_attributes(&self) -> bool {
        self.parses_attributes
    }
}

/// The dialect object of a namespace that registered ops but no [`Dialect`]
/// of its own: the defaults, under the namespace's name.
pub(crate) struct DefaultDialect {
    pub(crate) name: &'static str,
    pub(crate) allows_unknown: bool,
}

impl Dialect for DefaultDialect {
    fn name(&self) -> &'static str {
        self.name
    }

    fn allows_unknown_operations(&self) -> bool {
        self.allows_unknown
    }
}

/// Implemented by `dyn Trait` for each dialect interface trait, to name it.
pub trait DialectInterface: 'static {
    /// The interface's name.
    const NAME: &'static str;
}

/// Dialect interface implementations by interface and dialect: two hash
/// lookups, no `unsafe` (the `&'static dyn Trait` is stored as `Any`).
#[derive(Default)]
pub(crate) struct DialectInterfaceMap {
    implementations: FxHashMap<TypeId, FxHashMap<&'static str, Box<dyn Any + Send + Sync>>>,
}

impl DialectInterfaceMap {
    pub(crate) fn insert<I>(&mut self, dialect: &'static str, implementation: &'static I)
    where
        I: ?Sized + DialectInterface + Sync,
    {
        self.implementations
            .entry(TypeId::of::<I>())
            .or_default()
            .insert(dialect, Box::new(implementation));
    }

    pub(crate) fn get<I>(&self, dialect: &str) -> Option<&'static I>
    where
        I: ?Sized + DialectInterface,
    {
        self.implementations
            .get(&TypeId::of::<I>())?
            .get(dialect)?
            .downcast_ref::<&'static I>()
            .copied()
    }
}

/// A registered dialect: its object, and whether unknown ops of it may be
/// parsed (initially what the object says; `--allow-unregistered-dialect`
/// tools and tests can change it).
pub(crate) struct RegisteredDialect {
    pub(crate) object: DialectObject,
    pub(crate) allows_unknown: bool,
}

/// A dialect's object: given at registration, or the defaults.
pub(crate) enum DialectObject {
    Given(&'static dyn Dialect),
    Default(DefaultDialect),
}

impl RegisteredDialect {
    pub(crate) fn object(&self) -> &dyn Dialect {
        match &self.object {
            DialectObject::Given(dialect) => *dialect,
            DialectObject::Default(dialect) => dialect,
        }
    }
}

impl Ir {
    /// The dialect of `op`'s name (registered, or a default one for a
    /// namespace with registered ops), if any.
    pub fn op_dialect(&self, op: OpId) -> Option<&dyn Dialect> {
        let name = self.op_name_str(op);
        let namespace = name.split('.').next().unwrap_or(name);
        self.ctx().dialect(namespace)
    }

    /// Asks the dialect of `op` to create, at the builder's insertion point,
    /// an op producing the constant `value` of type `ty`: how a folder turns
    /// `op`'s result into a constant (MLIR's `OperationFolder` calls
    /// `op->getDialect()->materializeConstant`).
    pub fn materialize_constant_for(
        builder: &mut Builder<'_>,
        op: OpId,
        value: Attribute,
        ty: Type,
        location: Location,
    ) -> Option<OpId> {
        let name = builder.ir_ref().op_name_str(op);
        let namespace = name.split('.').next().unwrap_or(name).to_string();
        let ctx = builder.ir_ref().ctx_arc().clone();
        let dialect = ctx.dialect(&namespace)?;
        dialect.materialize_constant(builder, value, ty, location)
    }
}
