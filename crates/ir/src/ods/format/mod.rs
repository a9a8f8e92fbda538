//! Declarative assembly formats (MLIR's `assemblyFormat`). The `#[op]` macro
//! parses the format string at compile time — rejecting unknown `$names`,
//! anchors outside optional groups and the like — and emits it as a static
//! list of [`FormatElement`]s; [`print_with_format`] and
//! [`parse_with_format`] interpret that list with the spacing rules of
//! MLIR's generated printers, so the custom form matches `mlir-opt` byte for
//! byte.

mod parse;
mod print;

pub use parse::parse_with_format;
pub use print::print_with_format;

use crate::asm::parser::{ParseResult, ParsedValue, Parser};
use crate::asm::printer::OpPrinter;
use crate::attributes::Attribute;
use crate::ir::{BlockId, OpId, RegionId};
use crate::types::Type;

use super::OpSchema;

/// The types a `type(...)` or `functional-type(...)` directive names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRefs {
    /// `type($operand)`: operand group `n`.
    Operand(u16),
    /// `type($result)`: result group `n`.
    Result(u16),
    /// `type(operands)`: every operand.
    Operands,
    /// `type(results)`: every result.
    Results,
}

/// What decides whether an optional group is printed (the element marked
/// `^`): a non-empty operand/result/region/successor group or a present
/// attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Operand group `n` is not empty.
    Operand(u16),
    /// Result group `n` is not empty.
    Result(u16),
    /// Attribute `n` is present (and not its default value).
    Attribute(u16),
    /// Region `n` is not empty.
    Region(u16),
    /// Successor group `n` is not empty.
    Successor(u16),
    /// The op has operands.
    Operands,
    /// The op has results.
    Results,
}

/// An argument of a `custom<Name>(...)` directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$operand`.
    Operand(u16),
    /// `$attr`.
    Attribute(u16),
    /// `$region`.
    Region(u16),
    /// `$successor`.
    Successor(u16),
    /// `type($x)`.
    Type(TypeRefs),
    /// `attr-dict`.
    AttrDict,
}

/// Parses a `custom<Name>` directive (MLIR's `parseName`).
pub type CustomParseFn =
    for<'a> fn(&mut Parser<'a, '_>, &mut FormatState<'a>, &[CustomArg]) -> ParseResult<()>;

/// Prints a `custom<Name>` directive (MLIR's `printName`).
pub type CustomPrintFn =
    fn(&mut OpPrinter<'_>, OpId, &'static OpSchema, &[CustomArg]) -> std::fmt::Result;

/// A `custom<Name>(args)` directive: hand-written parsing and printing of a
/// piece of the format.
#[derive(Debug)]
pub struct CustomDirective {
    /// `Name`.
    pub name: &'static str,
    /// Its parser.
    pub parse: CustomParseFn,
    /// Its printer.
    pub print: CustomPrintFn,
    /// Its arguments.
    pub args: &'static [CustomArg],
}

/// One element of a declarative assembly format.
#[derive(Debug)]
pub enum FormatElement {
    /// A keyword or punctuation in backquotes: `` `to` ``, `` `(` ``.
    Literal(&'static str),
    /// `` ` ` `` (a space) or ` `` ` (no space).
    Space(bool),
    /// `` `\n` ``: a new line at the current indentation.
    Newline,
    /// `$name` of operand group `n`.
    Operand(u16),
    /// `operands`.
    Operands,
    /// `$name` of attribute `n`.
    Attribute(u16),
    /// `$name` of region `n`.
    Region(u16),
    /// `regions`.
    Regions,
    /// `$name` of successor `n`.
    Successor(u16),
    /// `successors`.
    Successors,
    /// `type(...)`, or `qualified(type(...))` when the flag is set.
    Type(TypeRefs, bool),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeRefs, TypeRefs),
    /// `attr-dict`, or `attr-dict-with-keyword` when the flag is set.
    AttrDict(bool),
    /// `( then )?` or `( then ) : ( otherwise )?`, printed (and parsed) when
    /// its anchor is present.
    Optional {
        /// Elements printed when the anchor is present.
        then: &'static [FormatElement],
        /// Elements printed when it is absent.
        otherwise: &'static [FormatElement],
        /// The anchor.
        anchor: Anchor,
    },
    /// `custom<Name>(...)`.
    Custom(&'static CustomDirective),
}

/// One entry per declared group: ops declare a few, kept inline (parsing
/// allocates nothing per op for them).
pub type Groups<T> = smallvec::SmallVec<[T; 4]>;

/// The operand names read for one group: most groups hold one or two, kept
/// inline.
pub type ValueGroup<'a> = smallvec::SmallVec<[ParsedValue<'a>; 2]>;

/// The types of one group (or of all operands or results), kept inline for
/// the usual one or two. `vec![..].into()` and `smallvec![..]` make one.
pub type TypeGroup = smallvec::SmallVec<[Type; 2]>;

/// What a format parser has read so far, by declared group; custom
/// directives and type inference fill it too.
pub struct FormatState<'a> {
    /// The op's declaration.
    pub schema: &'static OpSchema,
    /// Operand names per operand group.
    pub operands: Groups<ValueGroup<'a>>,
    /// Operand names read by `operands` (when the format names all at once).
    pub all_operands: Option<ValueGroup<'a>>,
    /// Operand types per group, once known.
    pub operand_types: Groups<Option<TypeGroup>>,
    /// Result types per group, once known.
    pub result_types: Groups<Option<TypeGroup>>,
    /// Types of all operands (`type(operands)`), once known.
    pub all_operand_types: Option<TypeGroup>,
    /// Types of all results (`type(results)`), once known.
    pub all_result_types: Option<TypeGroup>,
    /// Attribute values per declared attribute.
    pub attributes: Groups<Option<Attribute>>,
    /// Regions per declared region (a variadic one may hold several).
    pub regions: Groups<Vec<RegionId>>,
    /// Successors per declared successor group.
    pub successors: Groups<Vec<BlockId>>,
    /// The entries of `attr-dict`.
    pub dictionary: Option<Attribute>,
    /// Where the op's operands started (for count errors).
    pub start_offset: u32,
    /// Where each operand group was written (for count errors).
    pub operand_offsets: Groups<u32>,
}

impl<'a> FormatState<'a> {
    /// An empty state for `schema`.
    pub fn new(schema: &'static OpSchema, start_offset: u32) -> Self {
        let mut state = FormatState {
            schema,
            operands: Groups::new(),
            all_operands: None,
            operand_types: Groups::new(),
            result_types: Groups::new(),
            all_operand_types: None,
            all_result_types: None,
            attributes: Groups::new(),
            regions: Groups::new(),
            successors: Groups::new(),
            dictionary: None,
            start_offset,
            operand_offsets: Groups::new(),
        };
        state.reset(schema, start_offset);
        state
    }

    /// Empties the state for parsing an op of `schema`, keeping what it
    /// allocated (the parser reuses states from one op to the next).
    pub fn reset(&mut self, schema: &'static OpSchema, start_offset: u32) {
        fn reset_groups<T>(groups: &mut Groups<T>, len: usize, empty: impl FnMut() -> T) {
            groups.clear();
            groups.resize_with(len, empty);
        }
        self.schema = schema;
        reset_groups(&mut self.operands, schema.operands.len(), ValueGroup::new);
        self.all_operands = None;
        reset_groups(&mut self.operand_types, schema.operands.len(), || None);
        reset_groups(&mut self.result_types, schema.results.len(), || None);
        self.all_operand_types = None;
        self.all_result_types = None;
        reset_groups(&mut self.attributes, schema.attributes.len(), || None);
        reset_groups(&mut self.regions, schema.regions.len(), Vec::new);
        reset_groups(&mut self.successors, schema.successors.len(), Vec::new);
        self.dictionary = None;
        self.start_offset = start_offset;
        reset_groups(&mut self.operand_offsets, schema.operands.len(), || {
            start_offset
        });
    }

    /// The value of the declared attribute `name`, if parsed.
    pub fn attribute(&self, name: &str) -> Option<Attribute> {
        self.schema
            .attribute_index(name)
            .and_then(|i| self.attributes[i])
    }

    /// Records `types` as the types `refs` names (for custom directives
    /// that read types).
    pub fn set_types(&mut self, refs: TypeRefs, types: impl Into<TypeGroup>) {
        let types = types.into();
        match refs {
            TypeRefs::Operand(g) => self.operand_types[usize::from(g)] = Some(types),
            TypeRefs::Result(g) => self.result_types[usize::from(g)] = Some(types),
            TypeRefs::Operands => self.all_operand_types = Some(types),
            TypeRefs::Results => self.all_result_types = Some(types),
        }
    }

    /// Sets the types of result group `group`.
    pub fn set_result_types(&mut self, group: usize, types: impl Into<TypeGroup>) {
        if let Some(slot) = self.result_types.get_mut(group) {
            *slot = Some(types.into());
        }
    }
}
