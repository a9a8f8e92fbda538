//! Symbol tables (MLIR's `SymbolTable`): ops with the `SymbolTable` trait hold
//! ops named by a `sym_name` string attribute; `@a::@b` references resolve
//! through nested tables. [`SymbolTableCollection`] caches the tables for
//! many lookups (MLIR's `SymbolTableCollection`), as the verifier does when
//! it checks symbol uses.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::attributes::{AttrData, Attribute};
use crate::context::Symbol;
use crate::ir::{Ir, OpId};
use crate::registry::OpTraits;

/// The `sym_name` of an op, if it has one.
pub fn symbol_name(ir: &Ir, op: OpId) -> Option<&str> {
    ir.attr(op, "sym_name")?.as_str(ir.ctx())
}

/// The symbols directly inside a symbol-table op, by name.
pub struct SymbolTable {
    symbols: FxHashMap<String, OpId>,
}

impl SymbolTable {
    /// Builds the table of `table_op` (first definition wins on duplicates;
    /// the verifier reports duplicates).
    pub fn build(ir: &Ir, table_op: OpId) -> Self {
        let mut symbols = FxHashMap::default();
        for (name, op) in symbols_in(ir, table_op) {
            symbols.entry(name.to_string()).or_insert(op);
        }
        SymbolTable { symbols }
    }

    /// The op named `name`.
    pub fn lookup(&self, name: &str) -> Option<OpId> {
        self.symbols.get(name).copied()
    }

    /// How many symbols the table holds.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }
}

/// The named ops directly inside `table_op`, in order.
fn symbols_in(ir: &Ir, table_op: OpId) -> impl Iterator<Item = (&str, OpId)> + '_ {
    ir.regions(table_op)
        .iter()
        .flat_map(move |&region| ir.region_blocks(region))
        .flat_map(move |block| ir.block_ops(block))
        .filter_map(move |op| Some((symbol_name(ir, op)?, op)))
}

/// The closest op enclosing `op` (not `op` itself) that is a symbol table,
/// or `None` when an op on the way might be an unknown one (MLIR's
/// `getNearestSymbolTable`).
pub fn nearest_symbol_table(ir: &Ir, op: OpId) -> Option<OpId> {
    if is_potentially_unknown_symbol_table(ir, op) {
        return None;
    }
    for candidate in ir.ancestors(op).skip(1) {
        if ir.has_trait(candidate, OpTraits::SYMBOL_TABLE) {
            return Some(candidate);
        }
        if is_potentially_unknown_symbol_table(ir, candidate) {
            return None;
        }
    }
    None
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: an op of an unregistered
/// dialect with one region might hold a symbol table Strata cannot see, so
/// symbol lookups do not look past it.
pub fn is_potentially_unknown_symbol_table(ir: &Ir, op: OpId) -> bool {
    let name = ir.op_name_str(op);
    let dialect = name.split('.').next().unwrap_or(name);
    ir.regions(op).len() == 1 && !ir.ctx().is_dialect_registered(dialect)
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b::@c`) starting in
/// `table_op`.
pub fn lookup_symbol_ref(ir: &Ir, table_op: OpId, reference: Attribute) -> Option<OpId> {
    SymbolTableCollection::new().lookup_symbol_ref(ir, table_op, reference)
}

/// Resolves `reference` in the nearest symbol table around `from` (or in
/// `from` itself if it is a symbol table), as MLIR's
/// `SymbolTable::lookupNearestSymbolFrom` does: outer tables are not searched.
pub fn lookup_nearest_symbol_from(ir: &Ir, from: OpId, reference: Attribute) -> Option<OpId> {
    SymbolTableCollection::new().lookup_nearest_symbol_from(ir, from, reference)
}

/// A cache of symbol tables for many lookups in unchanging IR (MLIR's
/// `SymbolTableCollection`): each table is built once, on first use, keyed
/// by interned names, so a lookup is one hash probe. Build a new collection
/// after the IR changes.
///
/// Clones share the tables built so far: build the tables every thread
/// needs ([`SymbolTableCollection::build`]) and clone the collection for
/// each thread.
#[derive(Default, Clone)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpId, Arc<FxHashMap<Symbol, OpId>>>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// How many symbol tables have been built so far: each is built once,
    /// however many lookups go through it.
    pub fn built_tables(&self) -> usize {
        self.tables.len()
    }

    /// Builds the table of `table_op` unless it is built already.
    pub fn build(&mut self, ir: &Ir, table_op: OpId) {
        self.table(ir, table_op);
    }

    fn table(&mut self, ir: &Ir, table_op: OpId) -> &FxHashMap<Symbol, OpId> {
        self.tables.entry(table_op).or_insert_with(|| {
            let mut symbols = FxHashMap::default();
            for (name, op) in symbols_in(ir, table_op) {
                symbols.entry(ir.ctx().intern_str(name)).or_insert(op);
            }
            Arc::new(symbols)
        })
    }

    /// The op named `name` directly in `table_op`.
    pub fn lookup(&mut self, ir: &Ir, table_op: OpId, name: Symbol) -> Option<OpId> {
        self.table(ir, table_op).get(&name).copied()
    }

    /// Resolves `@a` or `@a::@b::@c` starting in `table_op`.
    pub fn lookup_symbol_ref(
        &mut self,
        ir: &Ir,
        table_op: OpId,
        reference: Attribute,
    ) -> Option<OpId> {
        let AttrData::SymbolRef { root, nested } = ir.ctx().attr_data(reference) else {
            return None;
        };
        let mut found = self.lookup(ir, table_op, *root)?;
        for &name in nested {
            if !ir.has_trait(found, OpTraits::SYMBOL_TABLE) {
                return None;
            }
            found = self.lookup(ir, found, name)?;
        }
        Some(found)
    }

    /// Resolves `reference` in the nearest symbol table around `from` (not
    /// outer ones), as MLIR's `lookupNearestSymbolFrom` does.
    pub fn lookup_nearest_symbol_from(
        &mut self,
        ir: &Ir,
        from: OpId,
        reference: Attribute,
    ) -> Option<OpId> {
        let table = if ir.has_trait(from, OpTraits::SYMBOL_TABLE) {
            from
        } else {
            nearest_symbol_table(ir, from)?
        };
        if is_potentially_unknown_symbol_table(ir, table) {
            return None;
        }
        self.lookup_symbol_ref(ir, table, reference)
    }
}

/// Appends the symbol references inside `attr` (through arrays and
/// dictionaries) to `uses`, as MLIR's symbol-use walk finds them.
pub fn symbol_refs_in(ir: &Ir, attr: Attribute, uses: &mut Vec<Attribute>) {
    match ir.ctx().attr_data(attr) {
        AttrData::SymbolRef { .. } => uses.push(attr),
        AttrData::Array(items) => {
            for &item in items {
                symbol_refs_in(ir, item, uses);
            }
        }
        AttrData::Dictionary(entries) => {
            for &(_, value) in entries {
                symbol_refs_in(ir, value, uses);
            }
        }
        _ => {}
    }
}
