//! Affine maps and integer sets, the structures behind MLIR's builtin
//! `affine_map<...>` and `affine_set<...>` attributes and memref layouts.
//!
//! - [`AffineExpr`]: an expression over dimensions and symbols, simplified
//!   on construction exactly as MLIR's `AffineExpr` operators simplify.
//! - [`AffineMap`]: `(d0, d1)[s0] -> (d0 + s0, d1)`.
//! - [`IntegerSet`]: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`, each constraint
//!   normalized to `expr >= 0` or `expr == 0`.
//!
//! They are plain values (interned inside an [`crate::AttrData`]), so equal
//! maps are the same attribute.

mod expr;

pub use expr::{AffineBinary, AffineBinaryKind, AffineExpr};

/// MLIR's `AffineMap`: a function from dimensions and symbols to results.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// How many dimensions (`d0`, `d1`, ...) it takes.
    pub num_dims: u32,
    /// How many symbols (`s0`, ...) it takes.
    pub num_symbols: u32,
    /// One expression per result.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// Whether the map returns its dimensions unchanged, in order (symbols
    /// are ignored, as in MLIR's `AffineMap::isIdentity`). A memref layout
    /// that is an identity map is dropped.
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, result)| *result == AffineExpr::Dim(i as u32))
    }

    /// The deepest result expression (0 for leaves or no results).
    pub fn depth(&self) -> u32 {
        self.results
            .iter()
            .map(AffineExpr::depth)
            .max()
            .unwrap_or(0)
    }
}

/// One constraint of an [`IntegerSet`]: `expr == 0` or `expr >= 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineConstraint {
    /// The left side; the right side is 0.
    pub expr: AffineExpr,
    /// `==` rather than `>=`.
    pub is_equality: bool,
}

/// MLIR's `IntegerSet`: the points satisfying a conjunction of affine
/// constraints. An empty conjunction is stored as the one constraint
/// `0 == 0`, as MLIR stores it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// How many dimensions it takes.
    pub num_dims: u32,
    /// How many symbols it takes.
    pub num_symbols: u32,
    /// The constraints, in the order written.
    pub constraints: Vec<AffineConstraint>,
}

impl IntegerSet {
    /// The deepest constraint expression.
    pub fn depth(&self) -> u32 {
        self.constraints
            .iter()
            .map(|c| c.expr.depth())
            .max()
            .unwrap_or(0)
    }
}
