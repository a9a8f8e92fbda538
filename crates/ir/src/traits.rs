//! Op traits (MLIR's `OpTrait`s): marker types that an op's declaration
//! lists, each with an optional verifier.
//!
//! The set is open: a dialect defines a trait with a unit struct and an
//! `impl OpTrait`, lists it in `#[op(traits(...))]` by path, and queries it
//! with [`Ir::implements_trait`]; its verifier runs with the op's other
//! trait verifiers. The traits the core itself checks (terminators,
//! isolation, symbol tables, ...) are defined here too; each also has a bit
//! in [`OpTraits`], which the verifier, parser and printer test without a
//! lookup.
//!
//! ```
//! use strata_ir::traits::OpTrait;
//! use strata_ir::{Diagnostic, Ir, OpId};
//!
//! /// Ops that never read memory (a dialect's own trait).
//! pub struct NoMemoryRead;
//!
//! impl OpTrait for NoMemoryRead {
//!     const NAME: &'static str = "NoMemoryRead";
//!     const VERIFY: Option<fn(&Ir, OpId) -> Result<(), Diagnostic>> = None;
//! }
//! ```

use std::any::TypeId;

use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::registry::OpTraits;

/// The verifier of a trait: checks one op that lists it.
pub type TraitVerifyFn = fn(&Ir, OpId) -> Result<(), Diagnostic>;

/// An op trait: a marker type. See the module documentation.
pub trait OpTrait: 'static {
    /// Its name (as written in declarations).
    const NAME: &'static str;
    /// The core's bit for it; empty for a dialect's trait.
    const CORE: OpTraits = OpTraits::empty();
    /// Its verifier, run after the core traits' checks, in the order the
    /// declaration lists the traits.
    const VERIFY: Option<TraitVerifyFn> = None;
}

/// A trait as an op definition lists it (built with [`TraitEntry::of`]).
#[derive(Clone, Copy)]
pub struct TraitEntry {
    /// The trait's name.
    pub name: &'static str,
    /// The trait's type, to answer [`Ir::implements_trait`].
    pub type_id: fn() -> TypeId,
    /// The core's bit for it (empty for a dialect's trait).
    pub core: OpTraits,
    /// Its verifier.
    pub verify: Option<TraitVerifyFn>,
}

impl TraitEntry {
    /// The entry of trait `T`.
    pub const fn of<T: OpTrait>() -> Self {
        TraitEntry {
            name: T::NAME,
            type_id: TypeId::of::<T>,
            core: T::CORE,
            verify: T::VERIFY,
        }
    }

    /// Whether this is trait `T`.
    pub fn is<T: OpTrait>(&self) -> bool {
        (self.type_id)() == TypeId::of::<T>()
    }
}

impl std::fmt::Debug for TraitEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

macro_rules! core_traits {
    ($($(#[$doc:meta])* $name:ident => $bit:ident;)*) => {$(
        $(#[$doc])*
        pub struct $name;

        impl OpTrait for $name {
            const NAME: &'static str = stringify!($name);
            const CORE: OpTraits = OpTraits::$bit;
        }
    )*};
}

core_traits! {
    /// MLIR's `IsTerminator`: the op must be the last of its block.
    Terminator => TERMINATOR;
    /// MLIR's `IsIsolatedFromAbove`: its regions use no value from outside.
    IsolatedFromAbove => ISOLATED_FROM_ABOVE;
    /// MLIR's `SymbolTable`: its region holds uniquely named symbols.
    SymbolTable => SYMBOL_TABLE;
    /// MLIR's `Symbol`: the op defines a symbol (`sym_name`).
    Symbol => SYMBOL;
    /// MLIR's `NoTerminator`: its blocks need not end in a terminator.
    NoTerminator => NO_TERMINATOR;
    /// MLIR's `SingleBlock`: each region has at most one block.
    SingleBlock => SINGLE_BLOCK;
    /// MLIR's `RegionKindInterface` with graph regions.
    GraphRegions => GRAPH_REGIONS;
    /// MLIR's `Pure`: no side effects, speculatable.
    Pure => PURE;
    /// MLIR's `ConstantLike`.
    ConstantLike => CONSTANT_LIKE;
    /// MLIR's `Commutative`.
    Commutative => COMMUTATIVE;
    /// MLIR's `ReturnLike`: a terminator handing all its operands back to
    /// the parent op (the one way to say it; a terminator that forwards only
    /// some operands implements `RegionBranchTerminatorOpInterface`).
    ReturnLike => RETURN_LIKE;
    /// MLIR's `SameOperandsAndResultType`.
    SameOperandsAndResultType => SAME_OPERANDS_AND_RESULT_TYPE;
    /// MLIR's `SameTypeOperands`.
    SameTypeOperands => SAME_TYPE_OPERANDS;
}

impl Ir {
    /// Whether `op`'s definition lists trait `T` (MLIR's
    /// `op->hasTrait<T>()`). A core trait is one bit test; a dialect's trait
    /// a scan of the op's few traits.
    pub fn implements_trait<T: OpTrait>(&self, op: OpId) -> bool {
        let Some(definition) = self.op_definition(op) else {
            return false;
        };
        if !T::CORE.is_empty() {
            return definition.traits.contains(T::CORE);
        }
        definition.trait_list.iter().any(TraitEntry::is::<T>)
    }
}

/// Runs the verifiers of the traits a definition lists that the core does
/// not check itself (a dialect's traits), in order.
pub(crate) fn verify_listed_traits(
    ir: &Ir,
    op: OpId,
    list: &[TraitEntry],
) -> Result<(), Diagnostic> {
    for entry in list {
        if let Some(verify) = entry.verify {
            verify(ir, op)?;
        }
    }
    Ok(())
}
