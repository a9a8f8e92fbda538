//! Symbols (MLIR's `SymbolOpInterface` and `SymbolUserOpInterface`): ops that
//! define a name in the nearest symbol table (`func.func @f`), and ops that
//! refer to symbols and check those references (`func.call @f`).

use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::{Attribute, Diagnostic, Ir, OpId, OpInterface};

/// A symbol's visibility (`sym_visibility`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolVisibility {
    /// Visible outside the symbol table (the default).
    Public,
    /// Visible only inside it.
    Private,
    /// Visible to the enclosing symbol tables, not outside the top one.
    Nested,
}

/// The visibility `op`'s `sym_visibility` attribute says (public when it
/// is missing).
pub fn visibility_attr(ir: &Ir, op: OpId) -> SymbolVisibility {
    match ir
        .attr(op, "sym_visibility")
        .and_then(|a| a.as_str(ir.ctx()))
    {
        Some("private") => SymbolVisibility::Private,
        Some("nested") => SymbolVisibility::Nested,
        _ => SymbolVisibility::Public,
    }
}

/// An op that defines a symbol.
pub trait SymbolOpInterface: Sync {
    /// The symbol's name (`sym_name`).
    fn name<'ir>(&self, ir: &'ir Ir, op: OpId) -> Option<&'ir str> {
        ir.attr(op, "sym_name").and_then(|a| a.as_str(ir.ctx()))
    }

    /// The symbol's visibility.
    fn visibility(&self, ir: &Ir, op: OpId) -> SymbolVisibility {
        visibility_attr(ir, op)
    }

    /// Whether the op only declares the symbol (a function without a body).
    fn is_declaration(&self, _ir: &Ir, _op: OpId) -> bool {
        false
    }
}

impl OpInterface for dyn SymbolOpInterface {
    const NAME: &'static str = "SymbolOpInterface";

    /// The visibility is public, private or nested, then a public symbol
    /// must be defined, not only declared (MLIR's "symbol declaration
    /// cannot have public visibility"), in MLIR's order.
    fn verify(implementation: &'static Self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        if let Some(message) = strata_ir::verifier::symbol_visibility_error(ir, op) {
            return Err(Diagnostic::error(
                ir.op_location(op),
                format!("'{}' op {message}", ir.op_name_str(op)),
            ));
        }
        if implementation.is_declaration(ir, op)
            && implementation.visibility(ir, op) == SymbolVisibility::Public
        {
            return Err(Diagnostic::error(
                ir.op_location(op),
                format!(
                    "'{}' op symbol declaration cannot have public visibility",
                    ir.op_name_str(op)
                ),
            ));
        }
        Ok(())
    }
}

/// An op that refers to symbols and verifies the references (MLIR's
/// `verifySymbolUses`). The verifier calls it once the nearest symbol table
/// around the op has verified, with a cache of symbol tables shared by every
/// op in that table; ops outside any symbol table are not checked (as in
/// MLIR).
pub trait SymbolUserOpInterface: Sync {
    /// The symbol references the op uses.
    fn symbol_uses(&self, ir: &Ir, op: OpId) -> Vec<Attribute>;

    /// Checks that each reference resolves to a suitable op; look symbols up
    /// through `tables`. Nothing by default (for an op whose uses another
    /// interface checks, such as a call's `CallOpInterface`).
    fn verify_symbol_uses(
        &self,
        ir: &Ir,
        op: OpId,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let _ = (ir, op, tables);
        Ok(())
    }
}

impl OpInterface for dyn SymbolUserOpInterface {
    const NAME: &'static str = "SymbolUserOpInterface";
    const VERIFIES_SYMBOL_USES: bool = true;

    fn verify_symbol_uses(
        implementation: &'static Self,
        ir: &Ir,
        op: OpId,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        implementation.verify_symbol_uses(ir, op, tables)
    }
}
