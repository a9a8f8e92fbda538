//! `canonicalize` (MLIR's `Canonicalizer`): the greedy pattern driver with
//! every registered op's canonicalization patterns
//! ([`strata_rewrite::CanonicalizationPatterns`]) and folders, over the
//! regions of the op it runs on.
//!
//! ```text
//! %c1 = arith.constant 1 : i32               %c3 = arith.constant 3 : i32
//! %c2 = arith.constant 2 : i32        =>     %y = arith.muli %x, %c3 : i32
//! %s = arith.addi %c1, %c2 : i32
//! %y = arith.muli %x, %s : i32
//! ```
//!
//! Options as MLIR's: `top-down` (default true), `region-simplify`
//! (`disabled`, `normal` or `aggressive`, which also merges identical
//! blocks), `max-iterations` (10;
//! a negative value means no limit), `max-num-rewrites` (per round; -1: no
//! limit), `test-convergence` (fail when no fixpoint was reached), and
//! `disable-patterns` / `enable-patterns` (comma-separated pattern names,
//! as each pattern's `name()` gives them, or as mlir-opt-22 spells a C++
//! pattern of an anonymous namespace, `(anonymous namespace)::Name`: the
//! ones not to use, or the only ones to use; folding is not a pattern and always runs). Which patterns exist is up to the dialects; the folders and
//! patterns of MLIR 22 that are not yet here arrive with the
//! canonicalization work, and until then the output can differ from
//! mlir-opt's.

use std::sync::OnceLock;

use strata_ir::{Diagnostic, Ir, OpId, OpTraits};
use strata_pass::{
    OptionKind, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun,
    for_each_isolated_child,
};
use strata_rewrite::{
    CanonicalizationPatterns, FrozenRewritePatternSet, GreedyOutcome, GreedyRewriteConfig,
    RegionSimplification, RewritePatternSet, apply_patterns_greedily,
};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "top-down",
        description: "Seed the worklist in general top-down order",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        name: "region-simplify",
        description: "Perform control flow optimizations to the region tree (disabled, normal, aggressive)",
        kind: OptionKind::String,
    },
    OptionSpec {
        name: "max-iterations",
        description: "Max. iterations between applying patterns / simplifying regions",
        kind: OptionKind::Int,
    },
    OptionSpec {
        name: "max-num-rewrites",
        description: "Max. number of pattern rewrites within an iteration",
        kind: OptionKind::Int,
    },
    OptionSpec {
        name: "test-convergence",
        description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        name: "disable-patterns",
        description: "Labels of patterns that should be filtered out during application",
        kind: OptionKind::String,
    },
    OptionSpec {
        name: "enable-patterns",
        description: "Labels of patterns that should be used during application, all other patterns are filtered out",
        kind: OptionKind::String,
    },
];

/// The comma-separated names of a list option (`a,b`), none when absent.
fn names(options: &PassOptions, name: &str) -> Vec<String> {
    options
        .string(name)
        .map(|list| {
            list.split(',')
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

/// `canonicalize`'s registration.
pub const CANONICALIZE: PassInfo = PassInfo {
    argument: "canonicalize",
    summary: "Canonicalize operations",
    options: OPTIONS,
    create: |options: &PassOptions| {
        let limit = |value: i64| (value >= 0).then_some(value as usize);
        Box::new(Canonicalize {
            config: GreedyRewriteConfig {
                top_down: options.bool("top-down", true),
                max_iterations: limit(options.int("max-iterations", 10)),
                max_rewrites: limit(options.int("max-num-rewrites", -1)),
                region_simplification: match options.string("region-simplify") {
                    Some("disabled") => RegionSimplification::Disabled,
                    Some("aggressive") => RegionSimplification::Aggressive,
                    _ => RegionSimplification::Normal,
                },
                ..GreedyRewriteConfig::default()
            },
            test_convergence: options.bool("test-convergence", false),
            region_simplify: options.string("region-simplify").map(str::to_string),
            options_text: options.to_string(),
            disabled: names(options, "disable-patterns"),
            enabled: names(options, "enable-patterns"),
            patterns: OnceLock::new(),
        })
    },
};

/// The `canonicalize` pass.
pub struct Canonicalize {
    config: GreedyRewriteConfig,
    test_convergence: bool,
    /// The `region-simplify` value written, checked when the pass runs.
    region_simplify: Option<String>,
    options_text: String,
    /// Patterns not to use (`disable-patterns`), by name.
    disabled: Vec<String>,
    /// When not empty, the only patterns to use (`enable-patterns`).
    enabled: Vec<String>,
    /// Collected on first use (the context's ops do not change).
    patterns: OnceLock<FrozenRewritePatternSet>,
}

/// Every registered op's canonicalization patterns.
pub fn canonicalization_patterns(ir: &Ir) -> FrozenRewritePatternSet {
    collect_patterns(ir).freeze()
}

fn collect_patterns(ir: &Ir) -> RewritePatternSet {
    let ctx = ir.ctx();
    let mut patterns = RewritePatternSet::new();
    for name in ctx.registered_op_names() {
        if let Some(source) = ctx.interface::<dyn CanonicalizationPatterns>(ctx.intern_str(name)) {
            source.add_patterns(&mut patterns);
        }
    }
    patterns
}

impl Pass for Canonicalize {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }

    fn name(&self) -> &'static str {
        "Canonicalizer"
    }

    fn options_text(&self) -> String {
        self.options_text.clone()
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        if let Some(level) = &self.region_simplify
            && !matches!(level.as_str(), "disabled" | "normal" | "aggressive")
        {
            return Err(PassFailure::new(Diagnostic::error(
                ir.op_location(op),
                format!(
                    "invalid region-simplify level '{level}': expected disabled, normal or aggressive"
                ),
            )));
        }
        let patterns = self.patterns.get_or_init(|| {
            let mut patterns = collect_patterns(ir);
            patterns.retain(|pattern| {
                let name = pattern.name();
                !self.disabled.iter().any(|d| names_pattern(d, name))
                    && (self.enabled.is_empty()
                        || self.enabled.iter().any(|e| names_pattern(e, name)))
            });
            patterns.freeze()
        });
        let children = independent_children(ir, op);
        let outcome = if children.is_empty() {
            apply_patterns_greedily(ir, op, patterns, &self.config)
        } else if run.threads {
            // Each function on its own thread, in its own part of the IR.
            let outcomes = for_each_isolated_child(ir, &children, |part, child| {
                apply_patterns_greedily(part, child, patterns, &self.config)
            });
            combine(outcomes)
        } else {
            let outcomes = children
                .iter()
                .map(|&child| apply_patterns_greedily(ir, child, patterns, &self.config))
                .collect();
            combine(outcomes)
        };
        run.add_statistic(
            "num-rewrites",
            "Number of pattern rewrites applied",
            outcome.rewrites as u64,
        );
        run.add_statistic("num-folds", "Number of ops folded", outcome.folds as u64);
        if self.test_convergence && !outcome.converged {
            return Err(PassFailure::new(Diagnostic::error(
                ir.op_location(op),
                format!(
                    "canonicalize did not converge: the IR still changed after {} iterations and {} rewrites",
                    outcome.iterations, outcome.rewrites
                ),
            )));
        }
        Ok(())
    }
}

/// The ops of `op` to canonicalize each on its own (in parallel when the
/// pass may use threads): when
/// `op`'s regions hold one block each and nothing but isolated-from-above
/// ops with bodies of their own (a module of functions), at least two of
/// them. MLIR's driver runs over the whole module at once, but as nothing
/// a pattern does in one function is seen in another, and the driver
/// finishes the work one op queues before it goes on, each function ends
/// up as it would there; the module's own block has nothing to simplify.
fn independent_children(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut children = Vec::new();
    for &region in ir.regions(op) {
        let mut blocks = ir.region_blocks(region);
        let Some(block) = blocks.next() else {
            continue;
        };
        if blocks.next().is_some() || !ir.block_arguments(block).is_empty() {
            return Vec::new();
        }
        for child in ir.block_ops(block) {
            if !ir.has_trait(child, OpTraits::ISOLATED_FROM_ABOVE) || ir.owned_body(child).is_none()
            {
                return Vec::new();
            }
            children.push(child);
        }
    }
    if children.len() < 2 {
        return Vec::new();
    }
    children
}

/// One outcome for runs on several functions.
fn combine(outcomes: Vec<GreedyOutcome>) -> GreedyOutcome {
    outcomes.into_iter().fold(
        GreedyOutcome {
            converged: true,
            ..GreedyOutcome::default()
        },
        |total, outcome| GreedyOutcome {
            converged: total.converged && outcome.converged,
            changed: total.changed || outcome.changed,
            iterations: total.iterations.max(outcome.iterations),
            rewrites: total.rewrites + outcome.rewrites,
            folds: total.folds + outcome.folds,
            erased: total.erased + outcome.erased,
        },
    )
}

/// Whether the `disable-patterns`/`enable-patterns` entry `entry` names
/// the pattern `name`: its name, or mlir-opt's debug name of a pattern
/// defined in an anonymous namespace (`(anonymous namespace)::Name`, what
/// `llvm::getTypeName` gives under clang).
fn names_pattern(entry: &str, name: &str) -> bool {
    entry
        .strip_prefix("(anonymous namespace)::")
        .unwrap_or(entry)
        == name
}
