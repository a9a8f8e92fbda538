//! [`OpTraits`]: the core op traits as bits, the one fact about registered
//! ops that the storage needs (an isolated-from-above op keeps its regions
//! in a body of its own). The open set of trait types is in
//! [`crate::traits`].

use std::ops::BitOr;

/// The set of core op traits an op has, as bits (the fast path for the
/// traits the core checks; [`crate::traits`] has the open set of trait
/// types, these included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct OpTraits(u32);

impl OpTraits {
    /// Must be the last op of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 0);
    /// Its regions cannot use values defined outside of them.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 1);
    /// Its region holds a symbol table (unique `sym_name`s).
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 2);
    /// Defines a symbol (has a `sym_name`).
    pub const SYMBOL: OpTraits = OpTraits(1 << 3);
    /// Its blocks need not end in a terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 4);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 5);
    /// Its regions are graph regions (MLIR's `RegionKind::Graph`): no SSA
    /// dominance inside a block.
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 6);
    /// No side effects and always speculatable (MLIR's `Pure`): an unused
    /// result means the op can be erased.
    pub const PURE: OpTraits = OpTraits(1 << 7);
    /// Materializes a constant: no operands, one result, folds to an
    /// attribute (MLIR's `ConstantLike`).
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 8);
    /// `op(a, b) == op(b, a)` (MLIR's `Commutative`).
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 9);
    /// A terminator that returns its operands to the parent op (MLIR's
    /// `ReturnLike`).
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 10);
    /// All operands and results have one type (MLIR's
    /// `SameOperandsAndResultType`).
    pub const SAME_OPERANDS_AND_RESULT_TYPE: OpTraits = OpTraits(1 << 11);
    /// All operands have one type (MLIR's `SameTypeOperands`).
    pub const SAME_TYPE_OPERANDS: OpTraits = OpTraits(1 << 12);

    /// No traits.
    pub const fn empty() -> Self {
        OpTraits(0)
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every trait in `other` is in `self`.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two sets (usable in `const` definitions).
    pub const fn union(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }
}

impl BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, other: OpTraits) -> OpTraits {
        self.union(other)
    }
}
