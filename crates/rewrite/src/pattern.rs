//! Rewrite patterns (MLIR's `RewritePattern`): a match-and-rewrite rooted
//! on an op name, a trait, an interface or any op, with a benefit that
//! orders the patterns tried on one op, and the frozen set (MLIR's
//! `FrozenRewritePatternSet`) that indexes them by root.

use std::borrow::Cow;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::traits::OpTrait;
use strata_ir::{Ir, OpId, OpInterface};

use crate::rewriter::PatternRewriter;

/// What a pattern matches first.
#[derive(Clone, Copy)]
pub enum PatternRoot {
    /// Ops with this name (`arith.addi`).
    Op(&'static str),
    /// Ops this predicate accepts: see [`PatternRoot::with_trait`] and
    /// [`PatternRoot::with_interface`].
    Matching(fn(&Ir, OpId) -> bool),
    /// Any op (MLIR's `MatchAnyOpTypeTag`).
    Any,
}

fn has_trait<T: OpTrait>(ir: &Ir, op: OpId) -> bool {
    ir.implements_trait::<T>(op)
}

fn has_interface<I: ?Sized + OpInterface>(ir: &Ir, op: OpId) -> bool {
    ir.interface::<I>(op).is_some()
}

impl PatternRoot {
    /// Ops with trait `T` (MLIR's `MatchTraitOpTypeTag`).
    pub fn with_trait<T: OpTrait>() -> Self {
        PatternRoot::Matching(has_trait::<T>)
    }

    /// Ops implementing interface `I` (MLIR's `MatchInterfaceOpTypeTag`).
    pub fn with_interface<I: ?Sized + OpInterface>() -> Self {
        PatternRoot::Matching(has_interface::<I>)
    }
}

/// Why a pattern did not apply (MLIR's `notifyMatchFailure` reason). A
/// fixed reason costs nothing to build, which matters: most attempts to
/// match fail.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct MatchFailure(pub Cow<'static, str>);

impl From<&'static str> for MatchFailure {
    fn from(reason: &'static str) -> Self {
        MatchFailure(Cow::Borrowed(reason))
    }
}

impl From<String> for MatchFailure {
    fn from(reason: String) -> Self {
        MatchFailure(Cow::Owned(reason))
    }
}

/// A mutation that failed halfway (an IR invariant the pattern broke) ends
/// the pattern as a failure carrying the error's text, so patterns can use
/// `?` on the rewriter's methods.
impl From<strata_ir::IrError> for MatchFailure {
    fn from(error: strata_ir::IrError) -> Self {
        MatchFailure::from(error.to_string())
    }
}

/// A pattern: `match_and_rewrite` either changes the IR through the
/// rewriter and returns `Ok`, or changes nothing and says why not.
pub trait RewritePattern: Send + Sync {
    /// A name for debugging and statistics.
    fn name(&self) -> &'static str;

    /// What the pattern is rooted on.
    fn root(&self) -> PatternRoot;

    /// How good a rewrite is: patterns with a higher benefit are tried
    /// first on an op (ties in the order they were added). 1 by default.
    fn benefit(&self) -> u16 {
        1
    }

    /// Matches `op` and rewrites it. The root must be replaced, erased or
    /// updated in place, and every change must go through `rewriter`.
    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure>;
}

/// Patterns being collected (MLIR's `RewritePatternSet`).
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `pattern`.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// How many patterns it holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The set indexed for matching.
    /// Keeps the patterns `keep` accepts (MLIR's `disabledPatterns` /
    /// `enabledPatterns` filtering of `FrozenRewritePatternSet`).
    pub fn retain(&mut self, mut keep: impl FnMut(&dyn RewritePattern) -> bool) {
        self.patterns.retain(|pattern| keep(pattern.as_ref()));
    }

    pub fn freeze(self) -> FrozenRewritePatternSet {
        FrozenRewritePatternSet::new(self.patterns)
    }
}

/// Patterns indexed by root name, each list in the order to try them.
pub struct FrozenRewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    /// Each pattern's root, read once.
    roots: Vec<PatternRoot>,
    /// By op name: the patterns rooted on that name and the general ones,
    /// in the order to try them.
    by_name: FxHashMap<&'static str, Vec<usize>>,
    /// The patterns rooted on a trait, an interface or any op, in the
    /// order to try them.
    general: Vec<usize>,
}

/// The patterns [`FrozenRewritePatternSet::candidates`] gives for one op
/// (a few: kept inline, as they are asked for on every op a driver visits).
pub type Candidates<'a> = SmallVec<[&'a dyn RewritePattern; 4]>;

impl FrozenRewritePatternSet {
    fn new(patterns: Vec<Box<dyn RewritePattern>>) -> Self {
        let roots: Vec<PatternRoot> = patterns.iter().map(|pattern| pattern.root()).collect();
        let benefits: Vec<u16> = patterns.iter().map(|pattern| pattern.benefit()).collect();
        let mut by_name: FxHashMap<&'static str, Vec<usize>> = FxHashMap::default();
        let mut general = Vec::new();
        for (index, root) in roots.iter().enumerate() {
            match root {
                PatternRoot::Op(name) => by_name.entry(name).or_default().push(index),
                PatternRoot::Matching(_) | PatternRoot::Any => general.push(index),
            }
        }
        // Each list in the order to try: highest benefit first, ties in the
        // order added; an op name's list holds the general patterns too.
        let in_order = |list: &mut Vec<usize>| {
            list.sort_by_key(|&i| (std::cmp::Reverse(benefits[i]), i));
        };
        for list in by_name.values_mut() {
            list.extend(general.iter().copied());
            in_order(list);
        }
        in_order(&mut general);
        FrozenRewritePatternSet {
            patterns,
            roots,
            by_name,
            general,
        }
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns that may apply to `op`, highest benefit first (ties in
    /// the order they were added).
    pub fn candidates(&self, ir: &Ir, op: OpId) -> Candidates<'_> {
        let order = if self.by_name.is_empty() {
            &self.general
        } else {
            self.by_name
                .get(ir.op_name_str(op))
                .unwrap_or(&self.general)
        };
        order
            .iter()
            .filter(|&&i| match self.roots[i] {
                PatternRoot::Matching(accepts) => accepts(ir, op),
                PatternRoot::Op(_) | PatternRoot::Any => true,
            })
            .map(|&i| self.patterns[i].as_ref())
            .collect()
    }
}
