//! The symbol uses of `func.call` and `func.constant` (MLIR's
//! `SymbolUserOpInterface`). `func.constant`'s check is here: the
//! referenced symbol must be a `func.func` of the nearest enclosing symbol
//! table with the constant's type. `func.call`'s are `CallOpInterface`'s
//! (see [`crate::calls`]).
//!
//! As in MLIR (`SymbolTable::lookupNearestSymbolFrom`), only the nearest
//! symbol table around the op is searched: a function of an outer module is
//! not visible from a nested one, nor from inside an op of an unregistered
//! dialect with one region (it may be a symbol table of its own). The
//! verifier calls these checks from the symbol table ops, so an op outside
//! any symbol table is not checked, as in MLIR.
//!
//! The verifier runs these checks once the symbol table has verified, with
//! one `SymbolTableCollection` for the whole table, so each lookup is one
//! hash probe.

use strata_interfaces::SymbolUserOpInterface;
use strata_ir::ods::verify::op_error;
use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::{AttrData, Attribute, Diagnostic, Ir, OpId};

use crate::ops::func::FuncOp;

/// The `func.func` that `reference` names in the nearest symbol table
/// around `from` (MLIR's `lookupNearestSymbolFrom`), looked up through
/// `tables`.
pub fn lookup_function(
    tables: &mut SymbolTableCollection,
    ir: &Ir,
    from: OpId,
    reference: Attribute,
) -> Option<FuncOp> {
    let op = tables.lookup_nearest_symbol_from(ir, from, reference)?;
    FuncOp::from_op(ir, op)
}

/// The symbol name inside `@name`.
fn reference_name(ir: &Ir, reference: Attribute) -> String {
    match ir.ctx().attr_data(reference) {
        AttrData::SymbolRef { root, .. } => ir.ctx().str(*root).to_string(),
        _ => String::new(),
    }
}

/// `func.call`'s symbol use: its callee. The call itself (the callee
/// exists, is callable, and takes and returns what the call passes and
/// expects) is checked by `CallOpInterface`'s verifier.
pub struct CallSymbolUses;

impl SymbolUserOpInterface for CallSymbolUses {
    fn symbol_uses(&self, ir: &Ir, op: OpId) -> Vec<Attribute> {
        ir.attr(op, "callee").into_iter().collect()
    }
}

/// `func.constant`'s symbol use: the function exists and has the result's
/// type.
pub struct ConstantSymbolUses;

impl SymbolUserOpInterface for ConstantSymbolUses {
    fn symbol_uses(&self, ir: &Ir, op: OpId) -> Vec<Attribute> {
        ir.attr(op, "value").into_iter().collect()
    }

    fn verify_symbol_uses(
        &self,
        ir: &Ir,
        op: OpId,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(value) = ir.attr(op, "value") else {
            return Ok(());
        };
        let Some(function) = lookup_function(tables, ir, op, value) else {
            return Err(op_error(
                ir,
                op,
                format!(
                    "reference to undefined function '{}'",
                    reference_name(ir, value)
                ),
            ));
        };
        let function_type =
            function
                .function_type(ir)
                .and_then(|attr| match ir.ctx().attr_data(attr) {
                    AttrData::Type(ty) => Some(*ty),
                    _ => None,
                });
        let result_type = ir.results(op).first().map(|&v| ir.value_type(v));
        if function_type.is_none() || function_type != result_type {
            return Err(op_error(
                ir,
                op,
                "reference to function with mismatched type",
            ));
        }
        Ok(())
    }
}
