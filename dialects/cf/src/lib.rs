//! The `cf` dialect: MLIR's ControlFlow dialect
//! (`mlir/Dialect/ControlFlow/IR`), unstructured control flow between the
//! blocks of a region.
//!
//! | op | MLIR class | what it does |
//! |---|---|---|
//! | `cf.br` | `BranchOp` | jumps to a block, passing its arguments |
//! | `cf.cond_br` | `CondBranchOp` | jumps to one of two blocks on an `i1` |
//! | `cf.switch` | `SwitchOp` | jumps to the block of the matching case value |
//! | `cf.assert` | `AssertOp` | aborts with a message when an `i1` is false |
//!
//! The ops keep MLIR 22's custom syntax byte for byte, its verifier
//! messages and its traits (the branches are `Pure` terminators). The
//! branches declare which operands go to which successor, so the core
//! verifier checks them against the target blocks' arguments. cf has no
//! folders (MLIR only has canonicalization patterns for it).
//!
//! Files: [`ops`] (one per op), [`attributes`] (attribute constraints and
//! their custom syntax), `switch_syntax` (`cf.switch`'s case list) and
//! `syntax` (parser/printer helpers shared by the branches).

pub mod attributes;
pub mod canonicalize;
pub mod ops;
mod switch_syntax;
mod syntax;

#[cfg(test)]
mod tests;

pub use ops::{AssertEffects, AssertOp, BranchOp, CondBranchOp, SwitchOp};
use strata_ir::Context;

/// The cf dialect's object (MLIR's `ControlFlowDialect`): it defines no
/// types and no attributes.
pub static CONTROL_FLOW_DIALECT: strata_ir::dialect::DeclaredDialect =
    strata_ir::dialect::DeclaredDialect {
        name: "cf",
        allows_unknown_operations: true,
        parses_types: false,
        parses_attributes: false,
    };

/// Registers the dialect's ops and interfaces.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(&CONTROL_FLOW_DIALECT);
    // MLIR's ControlFlowInlinerInterface: every op and region.
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "cf",
        &strata_interfaces::inliner::InlineAnyOp { into_regions: true },
    );
    BranchOp::register(ctx);
    CondBranchOp::register(ctx);
    SwitchOp::register(ctx);
    AssertOp::register(ctx);
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "cf.br",
        &canonicalize::BranchPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "cf.cond_br",
        &canonicalize::CondBranchPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "cf.switch",
        &canonicalize::SwitchPatterns,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "cf.assert",
        &canonicalize::AssertPatterns,
    );
}
