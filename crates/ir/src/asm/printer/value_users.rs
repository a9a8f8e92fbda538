//! `--mlir-print-value-users` (MLIR's `printValueUsers` printing flag):
//! comments on who uses each value.
//!
//! ```text
//! // %arg0 is used by %3, %1
//! %1 = arith.addi %arg0, %arg0 : i32 // users: %2#0, %2#1
//! %2:2 = "test.two"(%1) : (i32) -> (i32, i32) // users: (unused), (%4)
//! "test.use"(%2#1) : (i32) -> () // id: %4
//! %c1_i32 = arith.constant 1 : i32 // unused
//! ```
//!
//! A user is named by its results, or, when it has none, by the id the
//! naming gave it (ops without results take a number when the flag is on).
//! Users are listed in use-list order (the latest use first), each once.
//! An op without results but with operands says its id; one with neither
//! says nothing. A block's arguments are described at the start of its
//! body, one line each.

use std::fmt::{self, Write as _};

use rustc_hash::FxHashSet;

use super::OpPrinter;
use crate::ir::{BlockId, OpId, Value};

impl OpPrinter<'_> {
    /// The comment after `op` (MLIR's `printUsersComment`).
    pub(super) fn print_users_comment(&mut self, op: OpId) -> fmt::Result {
        let ir = self.ir;
        let results = ir.results(op);
        if results.is_empty() {
            if ir.num_operands(op) > 0 {
                self.out.push_str(" // id: ");
                self.print_op_id(op);
            }
            return Ok(());
        }
        if results.iter().all(|&result| ir.use_empty(result)) {
            self.out.push_str(" // unused");
            return Ok(());
        }
        // "user" when the one result feeds one op with at most one result.
        let mut users = FxHashSet::default();
        let mut user_results = 0;
        for &result in results {
            for operand in ir.uses(result) {
                if users.insert(operand.op) {
                    user_results += ir.results(operand.op).len();
                }
            }
        }
        let one = results.len() == 1 && users.len() <= 1 && user_results <= 1;
        write!(self.out, " // {}: ", if one { "user" } else { "users" })?;
        let brackets = results.len() > 1;
        for (index, &result) in results.iter().enumerate() {
            if index > 0 {
                self.out.push_str(", ");
            }
            if brackets {
                self.out.push('(');
            }
            self.print_value_users(result)?;
            if brackets {
                self.out.push(')');
            }
        }
        Ok(())
    }

    /// One `// %x is used by ...` (or `is unused`) line per argument of
    /// `block`, at the start of its body.
    pub(super) fn print_argument_users_comments(&mut self, block: BlockId) -> fmt::Result {
        let ir = self.ir;
        for &argument in ir.block_arguments(block) {
            self.newline();
            self.out.push_str("// ");
            self.print_value(argument)?;
            if ir.use_empty(argument) {
                self.out.push_str(" is unused");
            } else {
                self.out.push_str(" is used by ");
                self.print_value_users(argument)?;
            }
        }
        Ok(())
    }

    /// The users of `value`, each once, or `unused`.
    fn print_value_users(&mut self, value: Value) -> fmt::Result {
        let ir = self.ir;
        if ir.use_empty(value) {
            self.out.push_str("unused");
        }
        let mut seen = FxHashSet::default();
        for (index, operand) in ir.uses(value).enumerate() {
            if !seen.insert(operand.op) {
                continue;
            }
            if index > 0 {
                self.out.push_str(", ");
            }
            self.print_user(operand.op)?;
        }
        Ok(())
    }

    /// A user: its results, or its id when it has none.
    fn print_user(&mut self, op: OpId) -> fmt::Result {
        let results = self.ir.results(op);
        if results.is_empty() {
            self.print_op_id(op);
            return Ok(());
        }
        for (index, &result) in results.iter().enumerate() {
            if index > 0 {
                self.out.push_str(", ");
            }
            self.print_value(result)?;
        }
        Ok(())
    }

    fn print_op_id(&mut self, op: OpId) {
        match self.names.op_id(op) {
            Some(id) => {
                let _ = write!(self.out, "%{id}");
            }
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }
}
