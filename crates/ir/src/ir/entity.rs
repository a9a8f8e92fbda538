//! Small `Copy` handles to the IR's entities, in the style of Cranelift's
//! entity references.
//!
//! The IR is stored per *body*: the regions of each isolated-from-above op
//! (and the top level) live in a [`Body`](super::Body) of their own. A handle
//! names its body, its slot in that body's table, and the slot's
//! *generation*: erasing an entity bumps the generation of its slot, so a
//! handle kept after the erase never matches the entity that later reuses
//! the slot ([`Ir::is_live`](super::Ir::is_live) tells; accessors panic on a
//! stale handle instead of answering for another entity).
//!
//! Handles are 12 bytes, `Option<Handle>` too. Inside a body, the links
//! between entities (list neighbours, parents, use-lists) are 4-byte local
//! indices that never leave the crate.

use std::num::NonZeroU32;

/// A body: the storage of one isolated-from-above op's regions (or of the
/// top level). Body ids are never reused within an [`Ir`](super::Ir).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BodyId(NonZeroU32);

impl BodyId {
    /// The body of the `index`-th body slot.
    pub(crate) fn from_index(index: usize) -> Self {
        let raw = u32::try_from(index).ok().and_then(|i| i.checked_add(1));
        BodyId(
            raw.and_then(NonZeroU32::new)
                .expect("more than u32::MAX - 1 bodies"),
        )
    }

    /// The dense index of the body (for side tables keyed by body).
    pub fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

impl std::fmt::Debug for BodyId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "body{}", self.index())
    }
}

macro_rules! entity {
    ($(#[$doc:meta])* $name:ident, $local:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name {
            body: BodyId,
            index: u32,
            generation: u32,
        }

        impl $name {
            #[inline]
            pub(crate) fn new(body: BodyId, local: $local, generation: u32) -> Self {
                $name {
                    body,
                    index: local.index() as u32,
                    generation,
                }
            }

            /// The body whose storage holds the entity.
            #[inline]
            pub fn body(self) -> BodyId {
                self.body
            }

            /// The entity's dense index within its body (for side tables
            /// keyed by it, such as [`EntityMap`](super::EntityMap)).
            #[inline]
            pub fn index(self) -> usize {
                self.index as usize
            }

            /// The generation of the slot the handle was issued for.
            pub fn generation(self) -> u32 {
                self.generation
            }

            #[inline]
            pub(crate) fn local(self) -> $local {
                $local::from_index(self.index as usize)
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.index)?;
                if self.body.index() != 0 {
                    write!(f, "@{}", self.body.index())?;
                }
                if self.generation != 0 {
                    write!(f, "#{}", self.generation)?;
                }
                Ok(())
            }
        }

        /// A slot index inside one body (never exposed).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub(crate) struct $local(NonZeroU32);

        impl $local {
            #[inline]
            pub(crate) fn from_index(index: usize) -> Self {
                let raw = u32::try_from(index).ok().and_then(|i| i.checked_add(1));
                $local(raw.and_then(NonZeroU32::new).expect(concat!(
                    "more than u32::MAX - 1 ",
                    stringify!($name),
                    "s in one body"
                )))
            }

            #[inline]
            pub(crate) fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }
    };
}

entity!(
    /// An operation.
    OpId, LocalOp, "op"
);
entity!(
    /// A block: a list of operations with typed arguments.
    BlockId, LocalBlock, "block"
);
entity!(
    /// A region: a list of blocks owned by an operation.
    RegionId, LocalRegion, "region"
);
entity!(
    /// An SSA value: an operation result or a block argument.
    Value, LocalValue, "v"
);

/// One use of a value: operand `index` of operation `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpOperand {
    /// The user.
    pub op: OpId,
    /// Which of its operands.
    pub index: u32,
}

/// One use of a block as a successor: successor `index` of the branch `op`
/// (MLIR's `BlockOperand`); the uses of a block are its predecessors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockOperand {
    /// The branching op.
    pub op: OpId,
    /// Which of its successors.
    pub index: u32,
}

/// What defines a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result `index` of `op`.
    OpResult { op: OpId, index: u32 },
    /// Argument `index` of `block`.
    BlockArgument { block: BlockId, index: u32 },
    /// A placeholder for a value used before its definition was parsed; no
    /// valid IR refers to one.
    Placeholder,
    /// A stand-in, inside an isolated body, for `value`, which is defined in
    /// another body. Uses cannot cross bodies, so the parser records a use
    /// of an outer value inside an isolated op (invalid IR) this way, and the
    /// verifier reports it as MLIR does ("using value defined outside the
    /// region"). Only the parser creates these.
    OutsideBody { value: Value },
}

/// A use inside one body: operand `index` of the op in local slot `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct UseRef {
    pub(crate) op: LocalOp,
    pub(crate) index: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_are_small_and_option_is_free() {
        assert_eq!(std::mem::size_of::<OpId>(), 12);
        assert_eq!(std::mem::size_of::<Option<Value>>(), 12);
        assert_eq!(std::mem::size_of::<Option<LocalOp>>(), 4);
        assert_eq!(std::mem::size_of::<Option<UseRef>>(), 8);
    }

    #[test]
    fn debug_names_the_body_and_generation_only_when_not_zero() {
        let root = BodyId::from_index(0);
        let other = BodyId::from_index(2);
        assert_eq!(
            format!("{:?}", OpId::new(root, LocalOp::from_index(3), 0)),
            "op3"
        );
        assert_eq!(
            format!("{:?}", Value::new(other, LocalValue::from_index(1), 4)),
            "v1@2#4"
        );
    }
}
