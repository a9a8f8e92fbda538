//! The interface registry: which ops implement which interfaces, and the
//! implementations themselves. Mirrors MLIR's `InterfaceMap` and
//! `Op::attachInterface` (external models).
//!
//! An interface is a Rust trait whose methods take the op (`&Ir`, `OpId`);
//! an implementation is a `&'static` trait object, usually of a zero-sized
//! struct. The registry is keyed by `(op name, TypeId of dyn Trait)` in one
//! hash map, so a query is one hash lookup, with no `unsafe` and no
//! transmutes: the stored `Box<dyn Any>` holds the `&'static dyn Trait` and is
//! recovered with `downcast_ref`.
//!
//! ```
//! use strata_ir::{Context, Diagnostic, Ir, OpId, OpInterface};
//!
//! /// An interface: ops that know how many "lanes" they use.
//! pub trait Lanes: Sync {
//!     fn lanes(&self, ir: &Ir, op: OpId) -> u32;
//! }
//! impl OpInterface for dyn Lanes {
//!     const NAME: &'static str = "Lanes";
//! }
//!
//! struct FourLanes;
//! impl Lanes for FourLanes {
//!     fn lanes(&self, _: &Ir, _: OpId) -> u32 { 4 }
//! }
//!
//! let mut ctx = Context::new();
//! // Attach the interface to an op of another crate (here: builtin.module).
//! ctx.register_interface::<dyn Lanes>("builtin.module", &FourLanes);
//! let name = ctx.intern_str("builtin.module");
//! assert!(ctx.interface::<dyn Lanes>(name).is_some());
//! ```

use std::any::{Any, TypeId};

use rustc_hash::FxHashMap;

use crate::context::Symbol;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::symbol_map::SymbolMap;
use crate::symbol_table::SymbolTableCollection;

/// Implemented by `dyn Trait` for each interface trait, to name it and to give
/// it a verifier that runs with the op verifiers (MLIR's `verifyTrait` of an
/// interface). The default verifier accepts everything.
pub trait OpInterface: 'static {
    /// The interface's name, for diagnostics and `--show-dialects`.
    const NAME: &'static str;

    /// Checks `op` against the interface's contract, using the
    /// implementation registered for it.
    fn verify(_implementation: &'static Self, _ir: &Ir, _op: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Whether the interface checks symbol uses ([`OpInterface::verify_symbol_uses`]).
    const VERIFIES_SYMBOL_USES: bool = false;

    /// Checks the symbols `op` refers to (MLIR's `verifySymbolUses`). The
    /// verifier calls it, once the nearest symbol table around `op` has
    /// verified, with a [`SymbolTableCollection`] shared by every op in that
    /// table, so each lookup is one hash probe.
    fn verify_symbol_uses(
        _implementation: &'static Self,
        _ir: &Ir,
        _op: OpId,
        _tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// A type-erased interface verifier.
type ErasedVerifier = Box<dyn Fn(&Ir, OpId) -> Result<(), Diagnostic> + Send + Sync>;

/// A type-erased symbol-use verifier.
type ErasedSymbolUseVerifier =
    Box<dyn Fn(&Ir, OpId, &mut SymbolTableCollection) -> Result<(), Diagnostic> + Send + Sync>;

struct Registered {
    /// The `&'static I` of the implementation, as `Any`.
    implementation: Box<dyn Any + Send + Sync>,
}

/// Interface implementations by op name and interface.
#[derive(Default)]
pub(crate) struct InterfaceMap {
    implementations: FxHashMap<(Symbol, TypeId), Registered>,
    /// Verifiers of the interfaces each op implements, in registration order.
    verifiers: SymbolMap<Vec<(TypeId, ErasedVerifier)>>,
    /// Symbol-use verifiers, for the interfaces that have one.
    symbol_use_verifiers: SymbolMap<Vec<(TypeId, ErasedSymbolUseVerifier)>>,
}

impl InterfaceMap {
    pub(crate) fn insert<I>(&mut self, op: Symbol, implementation: &'static I)
    where
        I: ?Sized + OpInterface + Sync,
    {
        let key = TypeId::of::<I>();
        self.implementations.insert(
            (op, key),
            Registered {
                implementation: Box::new(implementation),
            },
        );
        let verifiers = self.verifiers.get_or_insert_with(op, Vec::new);
        verifiers.retain(|(existing, _)| *existing != key);
        verifiers.push((
            key,
            Box::new(move |ir: &Ir, op: OpId| I::verify(implementation, ir, op)),
        ));
        if I::VERIFIES_SYMBOL_USES {
            let verifiers = self.symbol_use_verifiers.get_or_insert_with(op, Vec::new);
            verifiers.retain(|(existing, _)| *existing != key);
            verifiers.push((
                key,
                Box::new(
                    move |ir: &Ir, op: OpId, tables: &mut SymbolTableCollection| {
                        I::verify_symbol_uses(implementation, ir, op, tables)
                    },
                ),
            ));
        }
    }

    pub(crate) fn verify_symbol_uses(
        &self,
        ir: &Ir,
        name: Symbol,
        op: OpId,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        if let Some(verifiers) = self.symbol_use_verifiers.get(name) {
            for (_, verify) in verifiers {
                verify(ir, op, tables)?;
            }
        }
        Ok(())
    }

    /// Whether any op checks symbol uses.
    pub(crate) fn has_symbol_use_verifiers(&self) -> bool {
        !self.symbol_use_verifiers.is_empty()
    }

    pub(crate) fn get<I>(&self, op: Symbol) -> Option<&'static I>
    where
        I: ?Sized + OpInterface,
    {
        self.implementations
            .get(&(op, TypeId::of::<I>()))
            .and_then(|registered| registered.implementation.downcast_ref::<&'static I>())
            .copied()
    }

    pub(crate) fn verify(&self, ir: &Ir, name: Symbol, op: OpId) -> Result<(), Diagnostic> {
        if let Some(verifiers) = self.verifiers.get(name) {
            for (_, verify) in verifiers {
                verify(ir, op)?;
            }
        }
        Ok(())
    }
}
