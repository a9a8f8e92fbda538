//! `strata-interfaces`: the op interfaces that passes use to work across
//! dialects (MLIR's `mlir/Interfaces`). Each interface is a Rust trait whose
//! methods take the op (`&Ir`, `OpId`); a dialect registers an
//! implementation per op with [`Context::register_interface`], and a pass
//! asks for it with [`Ir::interface`]:
//!
//! ```ignore
//! if let Some(looplike) = ir.interface::<dyn LoopLikeOpInterface>(op) {
//!     let iv = looplike.induction_var(ir, op);
//! }
//! ```
//!
//! One module per interface.
//!
//! [`Context::register_interface`]: strata_ir::Context::register_interface
//! [`Ir::interface`]: strata_ir::Ir::interface

pub mod arithmetic;
pub mod call;
pub mod inliner;
pub mod loop_like;
pub mod parallel_combining;
pub mod region_branch;
pub mod region_branch_terminator;
pub mod side_effects;
pub mod single_use;
pub mod symbol;

pub use arithmetic::{BinaryOp, UnaryOp};
pub use call::{CallLike, CallOpInterface, CallableOpInterface, Callee, is_call_like};
pub use inliner::{DialectInlinerInterface, inliner_interface_of};
pub use loop_like::LoopLikeOpInterface;
pub use parallel_combining::ParallelCombiningOpInterface;
pub use region_branch::{
    RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor, RunsRegionOnce,
};
pub use region_branch_terminator::{
    RegionBranchTerminatorOpInterface, forwarded_operand_range, forwarded_operands,
};
pub use side_effects::{MemoryEffect, MemoryEffectOpInterface, NoMemoryEffect, is_pure};
pub use single_use::{SingleUseValues, defines_single_use_values};
pub use symbol::{SymbolOpInterface, SymbolUserOpInterface, SymbolVisibility};
