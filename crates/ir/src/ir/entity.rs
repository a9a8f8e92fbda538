//! Small `Copy` handles to the IR's entities, in the style of Cranelift's entity
//! references: an operation, a block, a region or a value is a 4-byte index into
//! the [`Ir`](super::Ir) that owns it. `Option<Handle>` costs nothing extra.

use std::num::NonZeroU32;

macro_rules! entity {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(NonZeroU32);

        impl $name {
            /// The handle of the `index`-th entity.
            pub(crate) fn from_index(index: usize) -> Self {
                let raw = u32::try_from(index).ok().and_then(|i| i.checked_add(1));
                $name(raw.and_then(NonZeroU32::new).expect("more than u32::MAX - 1 IR entities"))
            }

            /// The dense index of this entity (for side tables keyed by it).
            pub fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.index())
            }
        }
    };
}

entity!(
    /// An operation.
    OpId, "op"
);
entity!(
    /// A block: a list of operations with typed arguments.
    BlockId, "block"
);
entity!(
    /// A region: a list of blocks owned by an operation.
    RegionId, "region"
);
entity!(
    /// An SSA value: an operation result or a block argument.
    Value, "v"
);

/// One use of a value: operand `index` of operation `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpOperand {
    /// The user.
    pub op: OpId,
    /// Which of its operands.
    pub index: u32,
}

/// What defines a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result `index` of `op`.
    OpResult { op: OpId, index: u32 },
    /// Argument `index` of `block`.
    BlockArgument { block: BlockId, index: u32 },
    /// A placeholder for a value used before its definition was parsed (or a
    /// value whose definition was erased); no valid IR refers to one.
    Placeholder,
}
