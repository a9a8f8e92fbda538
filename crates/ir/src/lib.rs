//! `strata-ir`: Strata's core SSA IR.
//!
//! - [`Context`]: uniqued types, attributes and strings; the op registry.
//! - [`Ir`]: the operations, blocks, regions and values of one IR tree, with
//!   small `Copy` handles ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]).
//! - [`asm`]: MLIR's textual format (parser and printer).
//! - [`verifier`]: structural and dominance verification.
//! - [`Builder`]: creating ops at an insertion point.
//!
//! See `docs/ARCHITECTURE.md` for invariants and boundaries.

// Lets `#[op]` (which names `::strata_ir`) declare ops inside this crate.
extern crate self as strata_ir;

pub mod affine;
pub mod asm;
pub mod attributes;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod diagnostics;
pub mod dialect;
pub mod dominance;
pub mod interface_map;
pub mod interner;
pub mod ir;
pub mod location;
pub mod minifloat;
pub mod ods;
pub mod op_equivalence;
pub mod op_traits;
pub mod per_thread;
pub mod registration;
pub mod registry;
pub mod resources;
pub mod symbol_map;
pub mod symbol_table;
pub mod traits;
pub mod types;
pub mod verifier;
pub mod wide_integer;

pub use attributes::{AttrData, Attribute, ElementValue};
pub use builder::{Builder, InsertionPoint};
pub use context::{Context, Symbol};
pub use diagnostics::{Diagnostic, Severity};
pub use interface_map::OpInterface;
pub use ir::{
    BlockId, BlockOperand, Body, BodyId, Change, Entity, EntityMap, Ir, IrError, IrParts, OpId,
    OpOperand, OperationState, RegionId, Value, ValueDef, ValueMapping, WalkOrder,
};
pub use location::{Location, LocationData};
pub use registration::{DialectAttrError, DialectAttrParseFn};
pub use registry::{FoldFn, FoldResult, InPlaceFoldFn, OpDefinition, OpTraits, ResultNamesFn};
pub use types::{FloatKind, Signedness, Type, TypeData};
