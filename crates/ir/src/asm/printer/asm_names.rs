//! The names the printer gives values and blocks (MLIR's `AsmState`), for
//! tools that show IR in another form and want the names the text would
//! use (graph pictures).

use super::PrintOptions;
use super::names::{NameState, PrintedName};
use crate::ir::{BlockId, Ir, OpId, Value};

/// Value and block names of the IR under one op, as printing it with the
/// same options would give them.
pub struct AsmNames {
    names: NameState,
}

impl AsmNames {
    /// The names of everything under `root` printed with `options`.
    pub fn new(ir: &Ir, root: OpId, options: PrintOptions) -> Self {
        AsmNames {
            names: NameState::new(
                ir,
                root,
                !options.discard_value_names,
                options.naming(),
                options.threads,
            ),
        }
    }

    /// `value` as a use prints: `%x`, `%0`, `%arg1`, `%0#1`.
    pub fn value(&self, ir: &Ir, value: Value) -> String {
        let (name, group_index) = self.names.lookup(ir, value);
        let mut text = match name {
            Some(PrintedName::Number(n)) => format!("%{n}"),
            Some(PrintedName::Argument(n)) => format!("%arg{n}"),
            Some(PrintedName::Named(name)) => format!("%{name}"),
            None => "<<UNKNOWN SSA VALUE>>".to_string(),
        };
        if let Some(index) = group_index {
            text.push_str(&format!("#{index}"));
        }
        text
    }

    /// `block`'s label: `^bb2`.
    pub fn block(&self, block: BlockId) -> String {
        format!("^bb{}", self.names.block_number(block))
    }
}
