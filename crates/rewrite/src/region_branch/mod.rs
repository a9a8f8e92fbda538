//! Canonicalization of any op with the `RegionBranchOpInterface` (MLIR's
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns` in
//! `ControlFlowInterfaces.cpp`): three patterns over the mapping from the
//! values forwarded at each branch point (the op's entry operands, its
//! region terminators' operands) to the successor inputs they reach
//! (region entry arguments, the op's results).
//!
//! - [`MakeRegionBranchOpSuccessorInputsDead`]: an input that can only
//!   ever hold one outside value is that value;
//! - [`RemoveDuplicateSuccessorInputUses`]: two inputs fed the same values
//!   on every edge are one;
//! - [`RemoveDeadRegionBranchOpSuccessorInputs`]: a set of tied inputs
//!   nobody reads goes, with the operands that fed it.
//!
//! A dialect adds them for its op with [`add_region_branch_patterns`].

mod dead_inputs;
mod duplicate_inputs;
mod make_inputs_dead;
mod mapping;

pub use dead_inputs::RemoveDeadRegionBranchOpSuccessorInputs;
pub use duplicate_inputs::RemoveDuplicateSuccessorInputUses;
pub use make_inputs_dead::MakeRegionBranchOpSuccessorInputsDead;
pub use mapping::{SuccessorMapping, successor_mapping};

use crate::RewritePatternSet;

/// Adds the three patterns, rooted on the op named `op_name`, in MLIR's
/// order.
pub fn add_region_branch_patterns(patterns: &mut RewritePatternSet, op_name: &'static str) {
    patterns
        .add(MakeRegionBranchOpSuccessorInputsDead(op_name))
        .add(RemoveDuplicateSuccessorInputUses(op_name))
        .add(RemoveDeadRegionBranchOpSuccessorInputs(op_name));
}
