//! The `scf` dialect: structured control flow, after MLIR's `scf` dialect
//! (`mlir/Dialect/SCF/IR/SCFOps.td`, `SCF.cpp`) as `mlir-opt` 22 parses,
//! prints and verifies it.
//!
//! | Op | Module | MLIR counterpart |
//! |----|--------|------------------|
//! | `scf.if` | [`ops::if_op`] | `IfOp` (hand-written syntax, implicit `scf.yield`) |
//! | `scf.for` | [`ops::for_op`] | `ForOp` (hand-written syntax, `iter_args`, `unsigned`) |
//! | `scf.while` | [`ops::while_op`] | `WhileOp` (hand-written syntax, `before`/`after` regions) |
//! | `scf.execute_region` | [`ops::execute_region`] | `ExecuteRegionOp` (multi-block body, `no_inline`) |
//! | `scf.index_switch` | [`ops::index_switch`] | `IndexSwitchOp` (case regions by `index` value, default region) |
//! | `scf.parallel` | [`ops::parallel`] | `ParallelOp` (hand-written syntax, loop nest with reductions) |
//! | `scf.forall` | [`ops::forall`] | `ForallOp` (hand-written syntax, static or dynamic bounds, `shared_outs`) |
//! | `scf.forall.in_parallel` | [`ops::in_parallel`] | `InParallelOp` (the terminator of `scf.forall`, holding [`ParallelCombiningOpInterface`] ops) |
//! | `scf.reduce`, `scf.reduce.return` | [`ops::reduce`] | `ReduceOp`, `ReduceReturnOp` (the reductions of `scf.parallel`) |
//! | `scf.yield`, `scf.condition` | [`ops::terminators`] | `YieldOp`, `ConditionOp` |
//!
//! The region ops implement [`RegionBranchOpInterface`] and the loops
//! [`LoopLikeOpInterface`] ([`interfaces`]); both terminators implement
//! [`ReturnLike`]. Verification follows MLIR's two phases: what MLIR checks
//! in `verify()` and the traits' `verifyTrait` is checked when the op is
//! reached, what it checks in `verifyRegions()` and the region-trait and
//! interface verifiers only once the ops nested in the regions verify
//! ([`verify`]). Shared pieces of the custom syntax live in [`syntax`].
//!
//! [`RegionBranchOpInterface`]: strata_interfaces::RegionBranchOpInterface
//! [`LoopLikeOpInterface`]: strata_interfaces::LoopLikeOpInterface
//! [`ReturnLike`]: strata_interfaces::ReturnLike
//! [`ParallelCombiningOpInterface`]: strata_interfaces::ParallelCombiningOpInterface

pub mod canonicalize;
pub mod interfaces;
pub mod ops;
pub mod syntax;
pub mod verify;

pub use ops::execute_region::ExecuteRegionOp;
pub use ops::for_op::ForOp;
pub use ops::forall::ForallOp;
pub use ops::if_op::IfOp;
pub use ops::in_parallel::InParallelOp;
pub use ops::index_switch::IndexSwitchOp;
pub use ops::parallel::ParallelOp;
pub use ops::reduce::{ReduceOp, ReduceReturnOp};
pub use ops::terminators::{ConditionOp, YieldOp};
pub use ops::while_op::WhileOp;

use strata_ir::Context;

/// Registers the dialect's ops and their interfaces. Like MLIR's `scf`
/// dialect, it accepts no op it does not define.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(&SCF_DIALECT);
    // MLIR's SCFInlinerInterface: every op and region.
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "scf",
        &strata_interfaces::inliner::InlineAnyOp { into_regions: true },
    );
    IfOp::register(ctx);
    ForOp::register(ctx);
    WhileOp::register(ctx);
    ExecuteRegionOp::register(ctx);
    IndexSwitchOp::register(ctx);
    ParallelOp::register(ctx);
    ReduceOp::register(ctx);
    ReduceReturnOp::register(ctx);
    ForallOp::register(ctx);
    InParallelOp::register(ctx);
    YieldOp::register(ctx);
    ConditionOp::register(ctx);
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "scf.if",
        &canonicalize::IfPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "scf.for",
        &canonicalize::ForPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "scf.while",
        &canonicalize::WhilePatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "scf.execute_region",
        &canonicalize::ExecuteRegionPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "scf.index_switch",
        &canonicalize::IndexSwitchPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "scf.parallel",
        &canonicalize::ParallelPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "scf.forall",
        &canonicalize::ForallPatterns,
    );
}

/// The scf dialect's object (MLIR's `SCFDialect`): it accepts no unknown
/// ops and defines no types and no attributes.
pub static SCF_DIALECT: strata_ir::dialect::DeclaredDialect = strata_ir::dialect::DeclaredDialect {
    name: "scf",
    allows_unknown_operations: false,
    parses_types: false,
    parses_attributes: false,
};

#[cfg(test)]
mod tests;
