//! The `test` dialect: a handful of ops with the region kinds and traits that
//! Strata's own lit suite needs to exercise the core verifier, after MLIR's
//! test dialect (`test.ssacfg_region`, `test.graph_region`, ...). The ops
//! here use the generic form and accept any operands and results;
//! [`format_ops`] exercises declarative assembly formats and [`call_ops`]
//! the call interfaces, [`parallel_ops`] the ops `scf.forall.in_parallel`
//! holds.

pub mod call_ops;
pub mod canonicalize;
pub mod format_ops;
pub mod inliner;
pub mod parallel_ops;

use strata_ir::{Context, Ir, OpDefinition, OpId, OpTraits};

/// Regions with SSA dominance whose blocks must end in a terminator.
pub static SSACFG_REGION: OpDefinition = OpDefinition::new(
    "test.ssacfg_region",
    "Variadic SSACFG regions",
    OpTraits::empty(),
);

/// Graph regions (no dominance inside a block, no terminator needed).
pub static GRAPH_REGION: OpDefinition = OpDefinition::new(
    "test.graph_region",
    "Graph regions",
    OpTraits::GRAPH_REGIONS.union(OpTraits::NO_TERMINATOR),
);

/// Regions isolated from above.
pub static ISOLATED_REGION: OpDefinition = OpDefinition::new(
    "test.isolated_region",
    "Regions isolated from above",
    OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::NO_TERMINATOR),
);

/// A symbol table region.
pub static SYMBOL_TABLE: OpDefinition = OpDefinition::new(
    "test.symbol_table",
    "A region holding a symbol table",
    OpTraits::SYMBOL_TABLE
        .union(OpTraits::NO_TERMINATOR)
        .union(OpTraits::SINGLE_BLOCK),
);

/// A terminator with any operands and successors; its operands are its own
/// (none is forwarded to a successor).
pub static TERMINATOR: OpDefinition = OpDefinition::new(
    "test.terminator",
    "A terminator that may branch",
    OpTraits::TERMINATOR,
);

/// A branch (MLIR's `BranchOpInterface`): all operands are forwarded to the
/// block arguments of its single successor.
pub static BR: OpDefinition = OpDefinition {
    successor_operands: Some(br_successor_operands),
    ..OpDefinition::new(
        "test.br",
        "A branch forwarding its operands",
        OpTraits::TERMINATOR,
    )
};

fn br_successor_operands(ir: &Ir, op: OpId, successor: usize) -> std::ops::Range<usize> {
    if successor == 0 {
        0..ir.num_operands(op)
    } else {
        0..0
    }
}

/// Registers the test dialect's ops.
pub fn register(ctx: &mut Context) {
    for definition in [
        &SSACFG_REGION,
        &GRAPH_REGION,
        &ISOLATED_REGION,
        &SYMBOL_TABLE,
        &TERMINATOR,
        &BR,
        &canonicalize::SLOW_FIXPOINT,
    ] {
        ctx.register_op(definition);
    }
    format_ops::FormatSegmentsOp::register(ctx);
    format_ops::FormatFunctionalOp::register(ctx);
    format_ops::FormatCustomOp::register(ctx);
    format_ops::FormatInferOp::register(ctx);
    format_ops::FormatDirectivesOp::register(ctx);
    call_ops::CallableOp::register(ctx);
    call_ops::CallAsyncOp::register(ctx);
    call_ops::CallCastOp::register(ctx);
    call_ops::CallValueOp::register(ctx);
    call_ops::LaunchOp::register(ctx);
    inliner::CastOp::register(ctx);
    parallel_ops::ParallelCombineOp::register(ctx);
    ctx.register_dialect_interface::<dyn strata_interfaces::DialectInlinerInterface>(
        "test",
        &inliner::TestInliner,
    );
    ctx.register_interface::<dyn strata_rewrite::CanonicalizationPatterns>(
        "test.slow_fixpoint",
        &canonicalize::SlowFixpointPatterns,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_every_op_with_its_traits() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let names = ctx.registered_op_names();
        for name in [
            "test.ssacfg_region",
            "test.graph_region",
            "test.isolated_region",
            "test.symbol_table",
            "test.terminator",
            "test.br",
            "test.callable",
            "test.call_async",
            "test.call_cast",
            "test.call_value",
            "test.launch",
            "test.parallel_combine",
        ] {
            assert!(names.contains(&name), "{name} is registered");
        }
        assert!(TERMINATOR.traits.contains(OpTraits::TERMINATOR));
        assert!(
            ISOLATED_REGION
                .traits
                .contains(OpTraits::ISOLATED_FROM_ABOVE)
        );
        assert!(BR.successor_operands.is_some() && TERMINATOR.successor_operands.is_none());
    }
}
