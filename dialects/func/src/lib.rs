//! The `func` dialect: functions, calls and returns, after MLIR's `func`
//! dialect (`mlir/Dialect/Func/IR/FuncOps.td`) as `mlir-opt` 22 parses,
//! prints and verifies it.
//!
//! | Op | Module | MLIR counterpart |
//! |----|--------|------------------|
//! | `func.func` | [`ops::func`] | `FuncOp` (a `FunctionOpInterface` with the hand-written syntax of `function_interface_impl`) |
//! | `func.call` | [`ops::call`] | `CallOp` (`verifySymbolUses`) |
//! | `func.call_indirect` | [`ops::call`] | `CallIndirectOp` |
//! | `func.return` | [`ops::return_op`] | `ReturnOp` |
//! | `func.constant` | [`ops::constant`] | `ConstantOp` (`verifySymbolUses`, `getAsmResultNames`, `fold`) |
//! | `func.lambda` | [`ops::lambda`] | none: a closure (Kirin's `func.Lambda`) |
//! | `func.getfield` | [`ops::getfield`] | none: reads a closure's capture (Kirin's `func.GetField`) |
//!
//! The signature syntax of `func.func` (`@name(%arg0: i32 {attrs}) -> (i32
//! {attrs})`) lives in [`function_syntax`]; the call interfaces of
//! `func.call`, `func.call_indirect` and `func.func` (which also check the
//! calls) in [`calls`], `func.lambda`'s next to it; `func.constant`'s symbol check in [`symbol_uses`];
//! `func.call_indirect`'s canonicalization pattern in [`canonicalize`].

pub mod calls;
pub mod canonicalize;
pub mod function_syntax;
pub mod inliner;
pub mod ops;
pub mod symbol_uses;
pub mod transforms;

pub use ops::call::{CallIndirectOp, CallOp};
pub use ops::constant::ConstantOp;
pub use ops::func::FuncOp;
pub use ops::getfield::GetFieldOp;
pub use ops::lambda::LambdaOp;
pub use ops::return_op::ReturnOp;

use strata_ir::Context;

/// Registers the dialect's ops and their interfaces. Like MLIR's `func`
/// dialect, it does not accept ops it does not define (`func.foo` is an
/// error even with `--allow-unregistered-dialect`).
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(&FuncDialect);
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "func",
        &inliner::FuncInliner,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "func.call_indirect",
        &canonicalize::CallIndirectPatterns,
    );
    FuncOp::register(ctx);
    CallOp::register(ctx);
    CallIndirectOp::register(ctx);
    ReturnOp::register(ctx);
    ConstantOp::register(ctx);
    LambdaOp::register(ctx);
    GetFieldOp::register(ctx);
}

/// The func dialect's object (MLIR's `FuncDialect`): it materializes a
/// function symbol of function type as `func.constant`.
pub struct FuncDialect;

impl strata_ir::dialect::Dialect for FuncDialect {
    fn name(&self) -> &'static str {
        "func"
    }

    fn allows_unknown_operations(&self) -> bool {
        false
    }

    /// The func dialect defines no types and no attributes.
    fn parses_types(&self) -> bool {
        false
    }

    fn parses_attributes(&self) -> bool {
        false
    }

    /// MLIR's `FuncDialect::materializeConstant`.
    fn materialize_constant(
        &self,
        builder: &mut strata_ir::Builder<'_>,
        value: strata_ir::Attribute,
        ty: strata_ir::Type,
        location: strata_ir::Location,
    ) -> Option<strata_ir::OpId> {
        let ctx = builder.ir_ref().ctx_arc().clone();
        let is_function = ty.function_signature(&ctx).is_some();
        if !is_function || !ops::call::is_flat_symbol_ref(&ctx, value) {
            return None;
        }
        ConstantOp::build(builder, location, ty, value)
            .ok()
            .map(|op| op.0)
    }
}

#[cfg(test)]
mod tests;
