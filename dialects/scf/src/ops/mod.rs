//! The scf ops, one module per op family (MLIR's `SCFOps.td` definitions
//! and the matching parts of `SCF.cpp`).

pub mod execute_region;
pub mod for_op;
pub mod forall;
pub mod forall_bounds;
pub mod if_op;
pub mod in_parallel;
pub mod index_switch;
pub mod parallel;
pub mod reduce;
pub mod terminators;
pub mod while_op;
