//! `remove-dead-values` (MLIR 22's `RemoveDeadValues`): removes what the
//! liveness analysis ([`crate::liveness`]) finds nobody needs, across
//! functions, branches and region ops.
//!
//! ```text
//! func.func private @f(%a: i32, %b: i32)          func.func private @f(%a: i32)
//!     -> (i32, i32) {                                 -> i32 {
//!   %s = arith.addi %a, %a : i32                     %s = arith.addi %a, %a : i32
//!   return %s, %b : i32, i32                  =>     return %s : i32
//! }                                               }
//! %r:2 = call @f(%x, %y) : (i32, i32)             %r = call @f(%x) : (i32) -> i32
//!     -> (i32, i32)
//! %dead = arith.muli %x, %y : i32
//! use(%r#0)                                       use(%r)
//! ```
//!
//! As in MLIR 22:
//!
//! - a private function with a body loses the arguments it does not need
//!   and the results no call uses, and its calls lose the matching
//!   operands and results (public functions and declarations keep their
//!   signatures; calls themselves are never erased);
//! - a branch loses the operands it passes to dead block arguments, and the
//!   arguments go (a branch in code that cannot run, whose condition is
//!   dead, becomes `ub.unreachable`);
//! - an op with regions it enters (`scf.if`, `scf.for`, `scf.while`) goes
//!   when it has no effects and no live result; otherwise every value it
//!   or its terminators forward that is dead, or only reaches dead inputs,
//!   becomes a new `ub.poison` placed just before the op that forwards it;
//!   then, with the `canonicalize` option (on by default), the
//!   canonicalization patterns run over the region ops (MLIR's
//!   `applyOpPatternsGreedily`) to drop the results and arguments that now
//!   carry poison; a `ub.poison` they leave unused stays, as in MLIR;
//! - any other op goes when it has no effects and no live result, or when
//!   one of its operands is dead (it is in code that cannot run).
//!
//! Where MLIR 22 would leave invalid IR (a block whose incoming edges
//! disagree about an argument; a surviving user of an erased value), this
//! pass keeps the argument, or gives the user a `ub.poison`.

mod cleanup;
mod collect;

use strata_interfaces::RegionBranchOpInterface;
use strata_ir::{Diagnostic, Ir, OpId, WalkOrder};
use strata_pass::{
    IrProperty, OptionKind, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun, VERIFIED,
};
use strata_rewrite::{GreedyRewriteConfig, apply_op_patterns_greedily};

use crate::canonicalize::canonicalization_patterns;
use crate::liveness::Liveness;

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "canonicalize",
    description: "Canonicalize region branch ops",
    kind: OptionKind::Bool,
}];

/// `remove-dead-values`'s registration.
pub const REMOVE_DEAD_VALUES: PassInfo = PassInfo {
    argument: "remove-dead-values",
    summary: "Remove dead values",
    options: OPTIONS,
    create: |options: &PassOptions| {
        Box::new(RemoveDeadValues {
            canonicalize: options.bool("canonicalize", true),
        })
    },
};

/// The `remove-dead-values` pass.
pub struct RemoveDeadValues {
    canonicalize: bool,
}

impl Pass for RemoveDeadValues {
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }

    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }

    fn requires(&self) -> Vec<&'static dyn IrProperty> {
        vec![&VERIFIED]
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let liveness = Liveness::compute(ir, op);
        let list = collect::collect(ir, op, &liveness);
        let cleaned = cleanup::apply(ir, list);
        run.add_statistic(
            "num-erased-ops",
            "Number of operations erased",
            cleaned.operations,
        );
        run.add_statistic(
            "num-erased-arguments",
            "Number of block and function arguments erased",
            cleaned.arguments,
        );
        run.add_statistic(
            "num-erased-results",
            "Number of call results erased",
            cleaned.results,
        );
        if !self.canonicalize {
            return Ok(());
        }
        let mut region_ops = Vec::new();
        ir.walk(op, WalkOrder::PostOrder, |nested| {
            if ir
                .interface::<dyn RegionBranchOpInterface>(nested)
                .is_some()
            {
                region_ops.push(nested);
            }
        });
        if region_ops.is_empty() {
            return Ok(());
        }
        let patterns = canonicalization_patterns(ir);
        let outcome =
            apply_op_patterns_greedily(ir, &region_ops, &patterns, &GreedyRewriteConfig::default());
        if !outcome.converged {
            return Err(PassFailure::new(Diagnostic::error(
                ir.op_location(op),
                "greedy pattern rewrite failed to converge",
            )));
        }
        Ok(())
    }
}
