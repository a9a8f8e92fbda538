//! The ops of the `func` dialect, one module per op family.

pub mod call;
pub mod constant;
pub mod func;
pub mod getfield;
pub mod lambda;
pub mod return_op;
