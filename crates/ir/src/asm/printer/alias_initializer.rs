//! Finding the aliases of one printed op tree (MLIR's `AliasInitializer`
//! with its `DummyAliasOperationPrinter`): a dry run of the printer hands
//! every attribute, type and location it would print to
//! [`AliasInitializer::visit`], which walks into each as the builtin
//! dialect's printer would (`DummyAliasDialectAsmPrinter`) and records
//! everything it meets, in first-met order, with:
//!
//! - its alias name, if the builtin dialect gives it one: `map` (affine
//!   maps), `set` (integer sets), `distinct` (distinct attributes not of
//!   `unit`), `loc` (locations), `tuple` (tuples of more than 16 types);
//! - its depth: 0 without an alias and nothing aliased inside; 1 for an
//!   alias with nothing aliased inside; otherwise one more than the deepest
//!   thing inside, so the values without aliases between two aliases count
//!   as levels;
//! - whether it may be defined after the top-level op (deferred): only
//!   what op locations alone use. A non-deferrable use makes the value and
//!   everything inside it non-deferrable.
//!
//! [`AliasInitializer::finish`] sorts the aliased values by depth, types
//! first, then name, then first met, and numbers each name in that order
//! (`map`, `map1`, ...).

use rustc_hash::FxHashMap;

use super::aliases::{AliasName, Aliased, PrinterAliases};
use crate::attributes::{AttrData, Attribute};
use crate::context::Context;
use crate::location::{Location, LocationData};
use crate::types::{Type, TypeData};

/// One value the dry run met.
struct Entry {
    item: Aliased,
    /// Its alias name, if it gets one.
    prefix: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    /// The entries met inside it.
    children: Vec<u32>,
}

/// Everything a dry run of the printer met, in first-met order.
#[derive(Default)]
pub(super) struct AliasInitializer {
    entries: Vec<Entry>,
    index: FxHashMap<Aliased, u32>,
}

impl AliasInitializer {
    /// Records an attribute the printer would print (a location as an
    /// attribute value counts as the location).
    pub(super) fn visit_attribute(&mut self, ctx: &Context, attr: Attribute, deferrable: bool) {
        self.visit(ctx, Aliased::of_attribute(ctx, attr), deferrable);
    }

    /// Records a type the printer would print.
    pub(super) fn visit_type(&mut self, ctx: &Context, ty: Type, deferrable: bool) {
        self.visit(ctx, Aliased::Type(ty), deferrable);
    }

    /// Records a location the printer would print; only an op's own
    /// location is `deferrable` (MLIR can resolve its alias after the op).
    pub(super) fn visit_location(&mut self, ctx: &Context, location: Location, deferrable: bool) {
        self.visit(ctx, Aliased::Location(location), deferrable);
    }

    /// MLIR's `visitImpl`: the value's depth and index.
    fn visit(&mut self, ctx: &Context, item: Aliased, deferrable: bool) -> (u32, u32) {
        if let Some(&index) = self.index.get(&item) {
            if !deferrable {
                self.mark_non_deferrable(index);
            }
            return (self.entries[index as usize].depth, index);
        }
        let index = self.entries.len() as u32;
        let prefix = item.prefix(ctx);
        self.entries.push(Entry {
            item,
            prefix,
            depth: u32::from(prefix.is_some()),
            deferrable,
            children: Vec::new(),
        });
        self.index.insert(item, index);
        let mut children = Vec::new();
        let mut deepest = 0;
        for child in nested(ctx, item) {
            let (depth, child_index) = self.visit(ctx, child, deferrable);
            children.push(child_index);
            deepest = deepest.max(depth);
        }
        let entry = &mut self.entries[index as usize];
        entry.children = children;
        if deepest > 0 {
            entry.depth = deepest + 1;
        }
        (entry.depth, index)
    }

    /// The entry at `index` and everything inside it can no longer be
    /// deferred.
    fn mark_non_deferrable(&mut self, index: u32) {
        let mut pending = vec![index];
        while let Some(index) = pending.pop() {
            let entry = &mut self.entries[index as usize];
            if !entry.deferrable {
                // Its children were marked with it.
                continue;
            }
            entry.deferrable = false;
            pending.extend_from_slice(&entry.children);
        }
    }

    /// The aliases, named and ordered as MLIR's `initializeAliases` does.
    pub(super) fn finish(self, records_resources: bool) -> PrinterAliases {
        let mut aliased: Vec<&Entry> = self.entries.iter().filter(|e| e.prefix.is_some()).collect();
        // Stable: first met decides among equals.
        aliased.sort_by_key(|e| (e.depth, !matches!(e.item, Aliased::Type(_)), e.prefix));
        let mut aliases = PrinterAliases::default();
        aliases.records_resources = records_resources;
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        for entry in aliased {
            let prefix = entry.prefix.unwrap_or_default();
            let count = counts.entry(prefix).or_insert(0);
            let name = AliasName {
                prefix,
                number: *count,
            };
            aliases.define(entry.item, name, entry.deferrable);
            *count += 1;
        }
        aliases
    }
}

/// What the builtin dialect's printer prints inside `item`, in order, as
/// MLIR's alias walk visits it: a distinct attribute's referenced value,
/// array elements, dictionary values, a type attribute's type, the parts
/// of a location (a fused location's metadata first, a name's child unless
/// unknown), then the type of a typed attribute (strings, elements); the
/// element type, non-identity layout and memory space of a memref; the
/// element type and encoding of a tensor; the parts of other types. An
/// unknown dialect's attribute is typed too (`#foo.attr : T`).
fn nested(ctx: &Context, item: Aliased) -> Vec<Aliased> {
    let mut out = Vec::new();
    match item {
        Aliased::Attribute(attr) => match ctx.attr_data(attr) {
            AttrData::Distinct { referenced, .. } => {
                out.push(Aliased::of_attribute(ctx, *referenced))
            }
            AttrData::Array(elements) => {
                out.extend(elements.iter().map(|&e| Aliased::of_attribute(ctx, e)))
            }
            AttrData::Dictionary(entries) => {
                out.extend(entries.iter().map(|&(_, v)| Aliased::of_attribute(ctx, v)))
            }
            AttrData::Type(ty) => out.push(Aliased::Type(*ty)),
            AttrData::String { ty: Some(ty), .. }
            | AttrData::DenseElements { ty, .. }
            | AttrData::SparseElements { ty, .. }
            | AttrData::DenseResourceElements { ty, .. }
            | AttrData::Opaque { ty: Some(ty), .. }
                if !matches!(ctx.type_data(*ty), TypeData::None) =>
            {
                out.push(Aliased::Type(*ty))
            }
            _ => {}
        },
        Aliased::Location(Location::Attr(attr)) => {
            if let AttrData::Location(data) = ctx.attr_data(attr) {
                if let LocationData::Fused {
                    metadata: Some(metadata),
                    ..
                } = data
                {
                    out.push(Aliased::of_attribute(ctx, *metadata));
                }
                out.extend(
                    data.parts()
                        .into_iter()
                        .filter(|&part| part != Location::Unknown || !is_name(data))
                        .map(Aliased::Location),
                );
            }
        }
        Aliased::Location(_) => {}
        Aliased::Type(ty) => match ctx.type_data(ty) {
            TypeData::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                out.push(Aliased::Type(*element));
                let identity = |attr: Attribute| matches!(ctx.attr_data(attr), AttrData::AffineMap(map) if map.is_identity());
                if let Some(layout) = layout.filter(|&l| !identity(l)) {
                    out.push(Aliased::of_attribute(ctx, layout));
                }
                if let Some(space) = memory_space {
                    out.push(Aliased::of_attribute(ctx, *space));
                }
            }
            TypeData::Tensor {
                element, encoding, ..
            } => {
                out.push(Aliased::Type(*element));
                if let Some(encoding) = encoding {
                    out.push(Aliased::of_attribute(ctx, *encoding));
                }
            }
            TypeData::Vector { element, .. } | TypeData::Complex(element) => {
                out.push(Aliased::Type(*element))
            }
            TypeData::Function { inputs, results } => {
                out.extend(inputs.iter().chain(results).map(|&t| Aliased::Type(t)))
            }
            TypeData::Tuple(elements) => out.extend(elements.iter().map(|&t| Aliased::Type(t))),
            _ => {}
        },
    }
    out
}

fn is_name(data: &LocationData) -> bool {
    matches!(data, LocationData::Name { .. })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::{AffineExpr, AffineMap};

    fn map(ctx: &Context, constant: i64) -> Attribute {
        ctx.intern_attr(AttrData::AffineMap(AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: vec![AffineExpr::Constant(constant)],
        }))
    }

    #[test]
    fn depth_counts_the_values_between_aliases() {
        let ctx = Context::new();
        let inner = map(&ctx, 1);
        let outer = map(&ctx, 2);
        // [[#map]] in a distinct attribute: the distinct attribute is two
        // levels above the map, so it is defined after the other map too.
        let nested = ctx.intern_attr(AttrData::Array(vec![inner]));
        let twice = ctx.intern_attr(AttrData::Array(vec![nested]));
        let distinct = ctx.distinct_attr(twice);
        let mut initializer = AliasInitializer::default();
        initializer.visit_attribute(&ctx, distinct, false);
        initializer.visit_attribute(&ctx, outer, false);
        let aliases = initializer.finish(false);
        let names: Vec<String> = aliases
            .definitions_in_order()
            .map(|(_, name, _)| name.to_string())
            .collect();
        assert_eq!(names, ["map", "map1", "distinct"]);
    }

    #[test]
    fn a_non_deferrable_use_reaches_through_values_without_aliases() {
        let ctx = Context::new();
        let inner = map(&ctx, 1);
        let array = ctx.intern_attr(AttrData::Array(vec![inner]));
        let fused = ctx.intern_attr(AttrData::Location(LocationData::Fused {
            locations: vec![Location::file_line_col(&ctx, "f", 1, 1)],
            metadata: Some(array),
        }));
        let mut initializer = AliasInitializer::default();
        initializer.visit_location(&ctx, Location::Attr(fused), true);
        let deferred = |initializer: &AliasInitializer, attr: Attribute| {
            let index = initializer.index[&Aliased::Attribute(attr)];
            initializer.entries[index as usize].deferrable
        };
        assert!(deferred(&initializer, inner));
        // `[#map]` again, in an op's attributes: the map prints first.
        initializer.visit_attribute(&ctx, array, false);
        assert!(!deferred(&initializer, inner));
        let fused_index = initializer.index[&Aliased::Location(Location::Attr(fused))];
        assert!(initializer.entries[fused_index as usize].deferrable);
    }
}
