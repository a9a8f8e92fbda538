//! The arith ops, one module per family (MLIR's `ArithOps.td`).

pub mod casts;
pub mod cmp;
pub mod constant;
pub mod extended;
pub mod float;
pub mod integer;
pub mod scaling;
pub mod select;

/// Registers every arith op and the interfaces it implements.
pub fn register(ctx: &mut strata_ir::Context) {
    constant::ConstantOp::register(ctx);
    integer::register(ctx);
    extended::register(ctx);
    float::register(ctx);
    cmp::register(ctx);
    select::SelectOp::register(ctx);
    casts::register(ctx);
    scaling::register(ctx);
}
