//! The `foo` dialect's rewrites, the code of `docs/guide/write-a-pass.md`:
//! a canonicalization pattern, a pass with an option that runs a pattern
//! with the walk driver, and the IR property the pass produces.
//!
//! ```mlir
//! %y = foo.scale %x by 1 : i32               // canonicalize: %y is %x
//! %b = foo.scale (foo.scale %x by 2) by 3    // foo-merge-scales: foo.scale %x by 6
//! ```

use strata_ir::{Diagnostic, Ir, OpId, OperationState, WalkOrder};
use strata_pass::{
    IrProperty, OptionKind, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRegistry,
    PassRun, VERIFIED,
};
use strata_rewrite::{
    CanonicalizationPatterns, MatchFailure, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet, walk_and_apply_patterns,
};

use crate::ops::ScaleOp;

/// `foo.scale %x by 1` is `%x`.
///
/// ```mlir
/// %y = foo.scale %x by 1 : i32     =>     (uses of %y use %x)
/// ```
pub struct ScaleByOne;

impl RewritePattern for ScaleByOne {
    fn name(&self) -> &'static str {
        "foo-scale-by-one"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("foo.scale")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let scale = ScaleOp(op);
        if scale.factor(ir) != Some(1) {
            return Err(rewriter.notify_match_failure(ir.op_location(op), "factor is not 1"));
        }
        let input = scale.input(ir);
        rewriter
            .replace_op(op, &[input])
            .map_err(|error| MatchFailure::from(error.to_string()))
    }
}

/// `foo.scale`'s canonicalization patterns.
pub struct ScalePatterns;

impl CanonicalizationPatterns for ScalePatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(ScaleByOne);
    }
}

/// `foo.scale (foo.scale %x by a) by b` → `foo.scale %x by a*b`, unless
/// `a*b` exceeds `max_factor`.
///
/// ```mlir
/// %a = foo.scale %x by 2 : i32
/// %b = foo.scale %a by 3 : i32     =>     %b = foo.scale %x by 6 : i32
/// ```
pub struct MergeScales {
    /// The largest factor a merge may produce.
    pub max_factor: i64,
}

impl RewritePattern for MergeScales {
    fn name(&self) -> &'static str {
        "foo-merge-scales"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("foo.scale")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let outer = ScaleOp(op);
        let Some(inner) = ir
            .defining_op(outer.input(ir))
            .and_then(|definer| ScaleOp::from_op(ir, definer))
        else {
            return Err(MatchFailure("the input is not a foo.scale".into()));
        };
        let (Some(a), Some(b)) = (inner.factor(ir), outer.factor(ir)) else {
            return Err(MatchFailure("a factor is missing".into()));
        };
        let factor = a
            .checked_mul(b)
            .filter(|&f| f <= self.max_factor)
            .ok_or_else(|| MatchFailure("the merged factor is too large".into()))?;
        let (input, location) = (inner.input(ir), ir.op_location(op));
        let ty = ir.value_type(ir.results(op)[0]);
        let i64_type = ir.ctx().integer_type(64);
        let mut state = OperationState::new(ir, "foo.scale", location);
        state.operands.push(input);
        state.result_types.push(ty);
        let factor = ir.ctx().integer_attr(i128::from(factor), i64_type);
        state.properties = Some(
            ir.ctx()
                .dictionary(vec![(ir.ctx().intern_str("factor"), factor)]),
        );
        rewriter.set_insertion_point_before(op);
        let merged = rewriter
            .create(state)
            .map_err(|error| MatchFailure::from(error.to_string()))?;
        rewriter
            .replace_op_with_op(op, merged)
            .map_err(|error| MatchFailure::from(error.to_string()))
    }
}

/// No `foo.scale` takes its input from another `foo.scale` whose merge the
/// limit allows.
pub struct NoNestedScales {
    /// The limit of the pass that produces it.
    pub max_factor: i64,
}

impl IrProperty for NoNestedScales {
    fn name(&self) -> &'static str {
        "foo-no-nested-scales"
    }

    fn description(&self) -> &'static str {
        "no foo.scale of a foo.scale is left that could be merged"
    }

    fn violations(&self, ir: &Ir, op: OpId) -> Vec<Diagnostic> {
        ir.walk_collect(op, WalkOrder::PreOrder)
            .into_iter()
            .filter_map(|candidate| ScaleOp::from_op(ir, candidate))
            .filter(|outer| {
                let inner = ir
                    .defining_op(outer.input(ir))
                    .and_then(|definer| ScaleOp::from_op(ir, definer));
                inner.is_some_and(|inner| {
                    let product = inner
                        .factor(ir)
                        .zip(outer.factor(ir))
                        .map(|(a, b)| a.checked_mul(b));
                    matches!(product, Some(Some(f)) if f <= self.max_factor)
                })
            })
            .map(|outer| {
                Diagnostic::error(
                    ir.op_location(outer.op()),
                    "foo.scale of a foo.scale could be merged",
                )
            })
            .collect()
    }
}

/// The property the default pass produces (`max-factor=1000`).
static NO_NESTED_SCALES: NoNestedScales = NoNestedScales { max_factor: 1000 };

/// `foo-merge-scales{max-factor=N}`: merges chains of `foo.scale` once,
/// innermost first.
pub struct MergeScalesPass {
    max_factor: i64,
}

const MERGE_OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "max-factor",
    description: "The largest factor a merge may produce",
    kind: OptionKind::Int,
}];

/// `foo-merge-scales`' registration.
pub const MERGE_SCALES: PassInfo = PassInfo {
    argument: "foo-merge-scales",
    summary: "Merge chains of foo.scale",
    options: MERGE_OPTIONS,
    create: |options: &PassOptions| {
        Box::new(MergeScalesPass {
            max_factor: options.int("max-factor", 1000),
        })
    },
};

impl Pass for MergeScalesPass {
    fn argument(&self) -> &'static str {
        "foo-merge-scales"
    }

    fn name(&self) -> &'static str {
        "FooMergeScales"
    }

    fn requires(&self) -> Vec<&'static dyn IrProperty> {
        vec![&VERIFIED]
    }

    /// The property holds for the default limit only; with another, the
    /// pass claims nothing.
    fn produces(&self) -> Vec<&'static dyn IrProperty> {
        if self.max_factor == NO_NESTED_SCALES.max_factor {
            vec![&NO_NESTED_SCALES]
        } else {
            Vec::new()
        }
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let mut patterns = RewritePatternSet::new();
        patterns.add(MergeScales {
            max_factor: self.max_factor,
        });
        // Post-order: an inner pair merges before the op using it is seen.
        let merged = walk_and_apply_patterns(ir, op, &patterns.freeze(), WalkOrder::PostOrder);
        run.add_statistic(
            "num-merged",
            "Number of foo.scale pairs merged",
            merged as u64,
        );
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("max-factor={}", self.max_factor)
    }
}

/// Registers the `foo` passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(MERGE_SCALES);
}
