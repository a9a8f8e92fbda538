//! `symbol-dce`: erases symbols nothing can reach (MLIR's `SymbolDCE`,
//! `mlir/lib/Transforms/SymbolDCE.cpp`).
//!
//! ```text
//! func.func @main() {                      func.func @main() {
//!   call @used() : () -> ()                  call @used() : () -> ()
//!   return                                   return
//! }                                 =>     }
//! func.func private @used() {...}          func.func private @used() {...}
//! func.func private @unused() {...}
//! ```
//!
//! Liveness starts from every op of the symbol table that is not a symbol,
//! and from every symbol that cannot be discarded: a public one, or any
//! symbol of a table visible from outside (only when the pass runs on a
//! public nested table; the top-level table is never visible). A live op
//! makes live every symbol its attributes and nested ops refer to
//! (`@a::@b` makes both live), and a live symbol table is walked the same
//! way. Every other symbol — private or nested, unreferenced — is erased,
//! in nested symbol tables too. An op of an unregistered dialect with a
//! region might hide a symbol table, so the pass fails on one (MLIR's
//! "potentially unknown symbol table").
//!
//! Statistic: `num-dce'd`.

use rustc_hash::FxHashSet;
use strata_interfaces::symbol::visibility_attr;
use strata_interfaces::{SymbolOpInterface, SymbolVisibility};
use strata_ir::symbol_table::{
    SymbolTableCollection, is_potentially_unknown_symbol_table, symbol_refs_in,
};
use strata_ir::{AttrData, Attribute, Diagnostic, Ir, OpId, OpTraits, WalkOrder};
use strata_pass::{
    IrProperty, OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun, VERIFIED,
};

/// The `symbol-dce` pass.
pub struct SymbolDce;

/// `symbol-dce`'s registration.
pub const SYMBOL_DCE: PassInfo = PassInfo {
    argument: "symbol-dce",
    summary: "Eliminate dead symbols",
    options: &[] as &[OptionSpec],
    create: |_: &PassOptions| Box::new(SymbolDce),
};

impl Pass for SymbolDce {
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }

    fn name(&self) -> &'static str {
        "SymbolDCE"
    }

    fn requires(&self) -> Vec<&'static dyn IrProperty> {
        vec![&VERIFIED]
    }

    fn produces(&self) -> Vec<&'static dyn IrProperty> {
        vec![&crate::properties::NO_DEAD_SYMBOLS]
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        let erased = eliminate_dead_symbols(ir, op)?;
        run.add_statistic("num-dce'd", "Number of symbols DCE'd", erased);
        Ok(())
    }
}

/// The visibility of `op` if it is a symbol: it implements
/// [`SymbolOpInterface`] (or is a module) and has a name.
fn symbol_visibility(ir: &Ir, op: OpId) -> Option<SymbolVisibility> {
    ir.attr(op, "sym_name")?;
    if let Some(symbol) = ir.interface::<dyn SymbolOpInterface>(op) {
        return Some(symbol.visibility(ir, op));
    }
    // builtin.module is an optional symbol; its visibility is read the same way.
    (ir.op_name_str(op) == "builtin.module").then(|| visibility_attr(ir, op))
}

/// Erases the dead symbols of `table` and of the tables nested in it;
/// returns how many were erased.
pub fn eliminate_dead_symbols(ir: &mut Ir, table: OpId) -> Result<u64, PassFailure> {
    let dead = dead_symbols(ir, table)?;
    let mut erased = 0;
    for op in dead {
        if ir.is_live(op) && ir.erase_op(op).is_ok() {
            erased += 1;
        }
    }
    Ok(erased)
}

/// The symbols of `table` and of the tables nested in it that nothing
/// live refers to, innermost tables first.
pub fn dead_symbols(ir: &Ir, table: OpId) -> Result<Vec<OpId>, PassFailure> {
    if !ir.has_trait(table, OpTraits::SYMBOL_TABLE) {
        return Err(PassFailure::op_error(
            ir,
            table,
            " was scheduled to run under SymbolDCE, but does not define a symbol table",
        ));
    }
    let hidden = match (ir.parent_op(table), symbol_visibility(ir, table)) {
        (Some(_), Some(visibility)) => visibility == SymbolVisibility::Private,
        _ => true,
    };
    let mut live = FxHashSet::default();
    let mut tables = SymbolTableCollection::new();
    compute_liveness(ir, table, hidden, &mut tables, &mut live)?;

    let mut dead = Vec::new();
    for nested in ir.walk_collect(table, WalkOrder::PostOrder) {
        if !ir.has_trait(nested, OpTraits::SYMBOL_TABLE) {
            continue;
        }
        for &region in ir.regions(nested).iter().take(1) {
            for block in ir.region_blocks(region) {
                dead.extend(
                    ir.block_ops(block)
                        .filter(|&op| symbol_visibility(ir, op).is_some() && !live.contains(&op)),
                );
            }
        }
    }
    Ok(dead)
}

/// MLIR's `SymbolDCE::computeLiveness`.
fn compute_liveness(
    ir: &Ir,
    table: OpId,
    hidden: bool,
    tables: &mut SymbolTableCollection,
    live: &mut FxHashSet<OpId>,
) -> Result<(), PassFailure> {
    let mut worklist = Vec::new();
    for &region in ir.regions(table).iter().take(1) {
        for block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                let Some(visibility) = symbol_visibility(ir, op) else {
                    worklist.push(op);
                    continue;
                };
                // Only a symbol that is not public may go unused.
                let discardable = (hidden || visibility == SymbolVisibility::Private)
                    && visibility != SymbolVisibility::Public;
                if !discardable && live.insert(op) {
                    worklist.push(op);
                }
            }
        }
    }
    while let Some(op) = worklist.pop() {
        if ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
            let visibility = symbol_visibility(ir, op);
            let nested_hidden =
                hidden || visibility.is_none() || visibility == Some(SymbolVisibility::Private);
            compute_liveness(ir, op, nested_hidden, tables, live)?;
        }
        let mut uses = Vec::new();
        if collect_symbol_uses(ir, op, &mut uses).is_none() {
            // MLIR reports it at the live op whose uses it cannot list.
            let mut failure = PassFailure::new(Diagnostic::error(
                ir.op_location(op),
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
            failure.op = Some(op);
            return Err(failure);
        }
        let Some(scope) = ir.parent_op(op) else {
            continue;
        };
        for reference in uses {
            for resolved in resolve_all(ir, scope, reference, tables) {
                if live.insert(resolved) {
                    worklist.push(resolved);
                }
            }
        }
    }
    Ok(())
}

/// The symbol references in `op`'s attributes and, unless `op` is a
/// symbol table, in the ops nested in it (MLIR's `getSymbolUses`).
/// `None` when an op of an unregistered dialect with a region might hide a
/// symbol table (MLIR's `getSymbolUses` returning nothing).
fn collect_symbol_uses(ir: &Ir, op: OpId, uses: &mut Vec<Attribute>) -> Option<()> {
    if is_potentially_unknown_symbol_table(ir, op) {
        return None;
    }
    symbol_refs_in(ir, ir.attributes(op), uses);
    if let Some(properties) = ir.properties(op) {
        symbol_refs_in(ir, properties, uses);
    }
    if ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
        return Some(());
    }
    for &region in ir.regions(op) {
        for block in ir.region_blocks(region) {
            for nested in ir.block_ops(block) {
                collect_symbol_uses(ir, nested, uses)?;
            }
        }
    }
    Some(())
}

/// Every symbol along `@a::@b::@c` from `scope`, or none if a step does
/// not resolve (MLIR's `lookupSymbolIn` with a result list).
fn resolve_all(
    ir: &Ir,
    scope: OpId,
    reference: Attribute,
    tables: &mut SymbolTableCollection,
) -> Vec<OpId> {
    let AttrData::SymbolRef { root, nested } = ir.ctx().attr_data(reference) else {
        return Vec::new();
    };
    if !ir.has_trait(scope, OpTraits::SYMBOL_TABLE) {
        return Vec::new();
    }
    let mut resolved = Vec::new();
    let Some(mut found) = tables.lookup(ir, scope, *root) else {
        return Vec::new();
    };
    resolved.push(found);
    for &name in nested {
        if !ir.has_trait(found, OpTraits::SYMBOL_TABLE) {
            return Vec::new();
        }
        let Some(next) = tables.lookup(ir, found, name) else {
            return Vec::new();
        };
        resolved.push(next);
        found = next;
    }
    resolved
}
