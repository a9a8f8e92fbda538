//! Queries about values: type, definition, parent block, name hint,
//! uses and location.

use super::{BlockId, BodyId, Ir, LocalDef, OpId, Uses, Value, ValueDef};
use crate::context::Symbol;
use crate::location::Location;
use crate::types::Type;

impl Ir {
    /// The value's type.
    #[inline]
    pub fn value_type(&self, value: Value) -> Type {
        self.value(value).ty
    }

    /// What defines the value.
    #[inline]
    pub fn value_def(&self, value: Value) -> ValueDef {
        let body = self.body(value.body());
        match body.value_data(value).def() {
            LocalDef::Result { op, index } => ValueDef::OpResult {
                op: body.op_handle(op),
                index,
            },
            LocalDef::Argument { block, index } => ValueDef::BlockArgument {
                block: body.block_handle(block),
                index,
            },
            LocalDef::OutsideBody => match body.outside.get(&value.local()) {
                Some(&outer) => ValueDef::OutsideBody { value: outer },
                None => ValueDef::Placeholder,
            },
            LocalDef::Placeholder | LocalDef::Free => ValueDef::Placeholder,
        }
    }

    /// For an op result: all results of its op, and its index among them
    /// (one lookup, for printers that group results).
    #[inline]
    pub(crate) fn result_siblings(&self, value: Value) -> Option<(&[Value], usize)> {
        let body = self.body(value.body());
        match body.value_data(value).def() {
            LocalDef::Result { op, index } => {
                Some((body.ops[op.index()].results.as_slice(), index as usize))
            }
            _ => None,
        }
    }

    /// The op that defines the value, if it is an op result.
    #[inline]
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        let body = self.body(value.body());
        match body.value_data(value).def() {
            LocalDef::Result { op, .. } => Some(body.op_handle(op)),
            _ => None,
        }
    }

    /// The block that defines the value: the block of its defining op, or the
    /// block it is an argument of.
    #[inline]
    pub fn value_parent_block(&self, value: Value) -> Option<BlockId> {
        let body = self.body(value.body());
        match body.value_data(value).def() {
            LocalDef::Result { op, .. } => {
                let block = body.ops[op.index()].parent?;
                Some(body.block_handle(block))
            }
            LocalDef::Argument { block, .. } => Some(body.block_handle(block)),
            _ => None,
        }
    }

    /// Where `value` is defined: its block (if attached) and, for a result,
    /// its op; one lookup, for the verifier's dominance checks.
    #[inline]
    pub(crate) fn value_site(&self, value: Value) -> (Option<BlockId>, Option<OpId>) {
        let body = self.body(value.body());
        match body.value_data(value).def() {
            LocalDef::Result { op, .. } => {
                let block = body.ops[op.index()].parent.map(|b| body.block_handle(b));
                (block, Some(body.op_handle(op)))
            }
            LocalDef::Argument { block, .. } => (Some(body.block_handle(block)), None),
            _ => (None, None),
        }
    }

    /// Whether `body` holds stand-ins for values of other bodies (uses of
    /// outer values inside an isolated op, which only the parser makes).
    pub fn has_outside_uses(&self, body: BodyId) -> bool {
        !self.body(body).outside.is_empty()
    }

    /// The value's name hint (from the source, or set by a pass).
    #[inline]
    pub fn name_hint(&self, value: Value) -> Option<Symbol> {
        self.value(value).name_hint
    }

    /// The uses of the value, most recently added first.
    #[inline]
    pub fn uses(&self, value: Value) -> Uses<'_> {
        let body = self.body(value.body());
        Uses {
            body,
            next: body.value_data(value).first_use,
        }
    }

    /// Whether the value has no uses.
    #[inline]
    pub fn use_empty(&self, value: Value) -> bool {
        self.value(value).first_use.is_none()
    }

    /// Whether the value has exactly one use.
    #[inline]
    pub fn has_one_use(&self, value: Value) -> bool {
        let mut uses = self.uses(value);
        uses.next().is_some() && uses.next().is_none()
    }

    /// Where `value` is defined (MLIR's `Value::getLoc`): its op's
    /// location for a result, its own for a block argument.
    pub fn value_location(&self, value: Value) -> Location {
        match self.value_def(value) {
            ValueDef::OpResult { op, .. } => self.op_location(op),
            ValueDef::BlockArgument { block, index } => {
                self.block_argument_location(block, index as usize)
            }
            _ => Location::Unknown,
        }
    }
}
