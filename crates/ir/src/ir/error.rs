//! [`IrError`]: a misuse of the mutation API, refused with the IR left
//! unchanged.

use thiserror::Error;

use super::entity::{BlockId, BodyId, OpId, RegionId, Value};

/// Any IR entity, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    /// An operation.
    Op(OpId),
    /// A block.
    Block(BlockId),
    /// A region.
    Region(RegionId),
    /// A value.
    Value(Value),
    /// A body.
    Body(BodyId),
}

/// A misuse of the mutation API that the IR refuses; the IR is unchanged.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum IrError {
    /// The handle names an erased entity (or a body this part does not hold).
    #[error("{0:?} is not live (erased, or not held by this IR)")]
    NotLive(Entity),
    /// Erasing an op whose results are still used outside it.
    #[error("cannot erase {op:?}: result #{result} still has uses")]
    ResultStillUsed { op: OpId, result: usize },
    /// Erasing a block (or an argument) whose arguments are still used.
    #[error("cannot erase {block:?}: argument #{argument} still has uses")]
    ArgumentStillUsed { block: BlockId, argument: usize },
    /// Erasing a block that a branch outside it still targets.
    #[error("cannot erase {block:?}: {op:?} still branches to it")]
    BlockStillUsed { block: BlockId, op: OpId },
    /// Inserting an op, block or region that is already attached.
    #[error("{0:?} is already attached; detach it first")]
    AlreadyAttached(Entity),
    /// Using a detached op or block as a position.
    #[error("{0:?} is not attached")]
    Detached(Entity),
    /// A position block that is not in the given region.
    #[error("{block:?} is not in {region:?}")]
    NotInRegion { block: BlockId, region: RegionId },
    /// A position op that is not in the given block.
    #[error("{op:?} is not in {block:?}")]
    NotInBlock { op: OpId, block: BlockId },
    /// Linking an entity into a place nested inside itself.
    #[error("cannot move {what:?} into {into:?}: it would contain itself")]
    Cycle { what: Entity, into: Entity },
    /// Linking or using an entity of one body in another; moving IR between
    /// bodies is explicit (clone, or [`Ir::move_into_body`](super::Ir)).
    #[error("{what:?} belongs to {from:?} and cannot be used in {to:?}")]
    CrossBody {
        what: Entity,
        from: BodyId,
        to: BodyId,
    },
    /// The regions given to a new op are not where the op's kind needs them:
    /// an isolated-from-above op's regions in one fresh body of their own,
    /// any other op's regions in the op's body.
    #[error("regions of a new '{op_name}' op must be {expected}")]
    RegionPlacement {
        op_name: String,
        expected: &'static str,
    },
    /// An operand index out of range.
    #[error("{op:?} has no operand #{index}")]
    NoSuchOperand { op: OpId, index: usize },
    /// A successor index out of range.
    #[error("{op:?} has no successor #{index}")]
    NoSuchSuccessor { op: OpId, index: usize },
    /// A block-argument index out of range.
    #[error("{block:?} has no argument #{index}")]
    NoSuchArgument { block: BlockId, index: usize },
    /// Replacing the results of an op with a different number of values.
    #[error("{op:?} has {expected} results but {found} replacement values were given")]
    ResultCountMismatch {
        op: OpId,
        expected: usize,
        found: usize,
    },
    /// Inlining or merging a block with a different number of argument values.
    #[error("{block:?} has {expected} arguments but {found} values were given")]
    ArgumentCountMismatch {
        block: BlockId,
        expected: usize,
        found: usize,
    },
    /// Merging or inlining a block into itself.
    #[error("cannot merge {0:?} into itself")]
    SameBlock(BlockId),
    /// A value that is not a placeholder where one is required.
    #[error("{0:?} is not an unused placeholder")]
    NotPlaceholder(Value),
    /// Splitting a body off for a thread: the op owns no body, or is not
    /// held by this IR as a whole.
    #[error("{0:?} cannot be split off: {1}")]
    CannotSplit(OpId, &'static str),
}
