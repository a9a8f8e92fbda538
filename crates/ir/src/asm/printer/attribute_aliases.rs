//! Attribute aliases (MLIR's `AliasState` for builtin attributes): every
//! affine map the printed IR uses is defined once at the top as
//! `#map = affine_map<...>`, `#map1 = ...`, and every integer set as
//! `#set = affine_set<...>`, and referred to by name. Names are numbered in
//! the order a dry run of the printer first meets them; maps come before
//! sets, as MLIR sorts aliases by name. Locations have their own aliases
//! (see `locations.rs`).

use rustc_hash::FxHashMap;

use super::affine::{print_affine_map, print_integer_set};
use super::locations::LocationAliases;
use super::names::NameState;
use super::{OpPrinter, PrintOptions};
use crate::attributes::{AttrData, Attribute};
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::location::Location;

/// What the attribute printer asks before it writes a nested location or
/// attribute: whether to write an alias instead.
pub(crate) trait Aliases {
    /// The number `N` of the `#locN` alias of `location`.
    fn location(&mut self, ctx: &Context, location: Location) -> Option<u32>;
    /// The name (without `#`) of the alias of `attr`.
    fn attribute(&mut self, ctx: &Context, attr: Attribute) -> Option<String>;
}

/// No aliases: everything is written out (diagnostics, local scope).
pub(crate) struct NoAliases;

impl Aliases for NoAliases {
    fn location(&mut self, _ctx: &Context, _location: Location) -> Option<u32> {
        None
    }

    fn attribute(&mut self, _ctx: &Context, _attr: Attribute) -> Option<String> {
        None
    }
}

/// The base name of the alias an attribute gets, if it gets one.
fn alias_prefix(data: &AttrData) -> Option<&'static str> {
    match data {
        AttrData::AffineMap(_) => Some("map"),
        AttrData::IntegerSet(_) => Some("set"),
        _ => None,
    }
}

/// The aliases of the attributes of one printed op tree.
#[derive(Default)]
pub(crate) struct AttributeAliases {
    names: FxHashMap<Attribute, String>,
    /// In definition order.
    ordered: Vec<Attribute>,
}

/// The attributes a dry run of the printer met, in first-met order.
#[derive(Default)]
pub(super) struct AttributeCollector {
    seen: FxHashMap<Attribute, ()>,
    order: Vec<Attribute>,
}

impl AttributeCollector {
    fn record(&mut self, ctx: &Context, attr: Attribute) {
        if alias_prefix(ctx.attr_data(attr)).is_some() && self.seen.insert(attr, ()).is_none() {
            self.order.push(attr);
        }
    }

    /// The aliases: `map`, `map1`, ... then `set`, `set1`, ..., each kind
    /// numbered in first-met order.
    pub(super) fn into_aliases(self, ctx: &Context) -> AttributeAliases {
        let mut aliases = AttributeAliases::default();
        for prefix in ["map", "set"] {
            let mut count = 0;
            for &attr in &self.order {
                if alias_prefix(ctx.attr_data(attr)) != Some(prefix) {
                    continue;
                }
                let name = if count == 0 {
                    prefix.to_string()
                } else {
                    format!("{prefix}{count}")
                };
                count += 1;
                aliases.names.insert(attr, name);
                aliases.ordered.push(attr);
            }
        }
        aliases
    }
}

impl AttributeAliases {
    /// The `#name = value` lines that open the printed text.
    pub(super) fn definitions(&self, ctx: &Context) -> String {
        let mut out = String::new();
        for attr in &self.ordered {
            out.push('#');
            out.push_str(&self.names[attr]);
            out.push_str(" = ");
            match ctx.attr_data(*attr) {
                AttrData::AffineMap(map) => {
                    out.push_str("affine_map<");
                    print_affine_map(map, &mut out);
                }
                AttrData::IntegerSet(set) => {
                    out.push_str("affine_set<");
                    print_integer_set(set, &mut out);
                }
                _ => {}
            }
            out.push_str(">\n");
        }
        out
    }
}

/// Every alias of one printed op tree.
#[derive(Default)]
pub(crate) struct PrinterAliases {
    pub(super) locations: LocationAliases,
    pub(super) attributes: AttributeAliases,
}

impl PrinterAliases {
    /// The aliases printing `root` with `options` uses: none in the local
    /// scope; `#loc` aliases with debug info; attribute aliases from a dry
    /// run of the printer over the whole tree, when the context holds
    /// attributes that get them.
    pub(super) fn collect(ir: &Ir, root: OpId, options: PrintOptions, names: &NameState) -> Self {
        if options.local_scope {
            return PrinterAliases::default();
        }
        let locations = if options.debug_info {
            LocationAliases::collect(ir, root, options, names)
        } else {
            LocationAliases::default()
        };
        let attributes = if ir.ctx().has_aliased_attributes() {
            let none = PrinterAliases::default();
            let mut printer = OpPrinter::in_memory(ir, options, names, &none);
            printer.collector = Some(AttributeCollector::default());
            // Printing into memory cannot fail.
            let _ = printer.print_op(root);
            printer
                .collector
                .take()
                .unwrap_or_default()
                .into_aliases(ir.ctx())
        } else {
            AttributeAliases::default()
        };
        PrinterAliases {
            locations,
            attributes,
        }
    }
}

/// [`PrinterAliases`] as the attribute printer asks for them; while
/// `collector` is set (the dry run that finds the attributes), attributes
/// are recorded and written out.
pub(super) struct AliasLookup<'p> {
    pub(super) aliases: &'p PrinterAliases,
    pub(super) collector: Option<&'p mut AttributeCollector>,
}

impl<'p> AliasLookup<'p> {
    /// The lookup of a printer with these aliases and, in its dry run, this
    /// collector.
    pub(super) fn new(
        aliases: &'p PrinterAliases,
        collector: &'p mut Option<AttributeCollector>,
    ) -> Self {
        AliasLookup {
            aliases,
            collector: collector.as_mut(),
        }
    }
}

impl Aliases for AliasLookup<'_> {
    fn location(&mut self, ctx: &Context, location: Location) -> Option<u32> {
        self.aliases.locations.alias_of(ctx, location)
    }

    fn attribute(&mut self, ctx: &Context, attr: Attribute) -> Option<String> {
        if let Some(collector) = &mut self.collector {
            collector.record(ctx, attr);
            return None;
        }
        let names = &self.aliases.attributes.names;
        if names.is_empty() {
            return None;
        }
        names.get(&attr).cloned()
    }
}
