//! Queries about values that combine their definition with other data.

use super::{Ir, Value, ValueDef};
use crate::location::Location;

impl Ir {
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
