//! Printing an op with its declarative format, with the spacing rules of
//! MLIR's generated printers (`OpFormatGen.cpp`): a space before each element
//! except after `(`, `[`, `{`, `<` and before `)`, `]`, `}`, `>`, `,` and
//! the like; `` ` ` `` and ` `` ` force or suppress it. The spacing state is
//! threaded statically through optional groups, as MLIR computes it at
//! generation time, whether or not a group is printed.

use smallvec::SmallVec;
use std::fmt::{self, Write as _};

use crate::asm::printer::OpPrinter;
use crate::attributes::Attribute;
use crate::ir::{OpId, Value};
use crate::types::Type;

use super::{Anchor, FormatElement, TypeRefs};
use crate::ods::OpSchema;
use crate::ods::segments::{operand_range, result_range, variadic_group};

/// MLIR's printer state: whether the next element wants a leading space, and
/// whether the last thing printed was punctuation.
#[derive(Clone, Copy)]
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// Prints everything after the op name (and the result list) of `op`.
pub fn print_with_format(
    printer: &mut OpPrinter<'_>,
    op: OpId,
    schema: &'static OpSchema,
    elements: &'static [FormatElement],
) -> fmt::Result {
    printer.print_custom_op_name(schema.name)?;
    let mut spacing = Spacing {
        should_emit_space: true,
        last_was_punctuation: false,
    };
    let mut context = PrintContext {
        printer,
        op,
        schema,
        root: elements,
    };
    context.print_elements(elements, &mut spacing, true, None)
}

struct PrintContext<'p, 'a> {
    printer: &'p mut OpPrinter<'a>,
    op: OpId,
    schema: &'static OpSchema,
    root: &'static [FormatElement],
}

/// Whether a literal wants a space before it (MLIR's `shouldEmitSpaceBefore`).
fn space_before_literal(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

impl PrintContext<'_, '_> {
    fn operands(&self, group: u16) -> SmallVec<[Value; 4]> {
        let ir = self.printer.ir();
        operand_range(ir, self.op, self.schema, group.into())
            .filter_map(|i| ir.operand(self.op, i))
            .collect()
    }

    fn results(&self, group: u16) -> SmallVec<[Value; 4]> {
        let ir = self.printer.ir();
        result_range(ir, self.op, self.schema, group.into())
            .filter_map(|i| ir.results(self.op).get(i).copied())
            .collect()
    }

    fn types(&self, refs: TypeRefs) -> SmallVec<[Type; 4]> {
        let ir = self.printer.ir();
        let values = match refs {
            TypeRefs::Operand(g) => self.operands(g),
            TypeRefs::Result(g) => self.results(g),
            TypeRefs::Operands => ir.operands(self.op).collect(),
            TypeRefs::Results => ir.results(self.op).iter().copied().collect(),
        };
        values.into_iter().map(|v| ir.value_type(v)).collect()
    }

    /// The attribute's value, or `None` when absent or equal to its default.
    fn attribute(&self, index: u16) -> Option<Attribute> {
        let ir = self.printer.ir();
        let spec = &self.schema.attributes[usize::from(index)];
        let value = ir.attr(self.op, spec.name)?;
        match spec.default {
            Some(default) if ir.ctx().memoized(default) == value => None,
            _ => Some(value),
        }
    }

    fn anchor_present(&self, anchor: Anchor) -> bool {
        let ir = self.printer.ir();
        match anchor {
            Anchor::Operand(g) => !self.operands(g).is_empty(),
            Anchor::Result(g) => !self.results(g).is_empty(),
            Anchor::Attribute(a) => self.attribute(a).is_some(),
            Anchor::Region(r) => ir
                .regions(self.op)
                .get(usize::from(r))
                .is_some_and(|&region| ir.entry_block(region).is_some()),
            Anchor::Successor(s) => ir.successors(self.op).len() > usize::from(s),
            Anchor::Operands => ir.num_operands(self.op) > 0,
            Anchor::Results => !ir.results(self.op).is_empty(),
        }
    }

    fn print_elements(
        &mut self,
        elements: &'static [FormatElement],
        spacing: &mut Spacing,
        emit: bool,
        elided_anchor: Option<u16>,
    ) -> fmt::Result {
        for element in elements {
            if let (FormatElement::Attribute(index), Some(elided)) = (element, elided_anchor)
                && *index == elided
            {
                continue;
            }
            self.print_element(element, spacing, emit)?;
        }
        Ok(())
    }

    fn print_element(
        &mut self,
        element: &'static FormatElement,
        spacing: &mut Spacing,
        emit: bool,
    ) -> fmt::Result {
        match element {
            FormatElement::Literal(value) => {
                if emit {
                    if spacing.should_emit_space
                        && space_before_literal(value, spacing.last_was_punctuation)
                    {
                        self.printer.write_char(' ')?;
                    }
                    self.printer.write_str(value)?;
                }
                spacing.should_emit_space =
                    value.len() != 1 || !"<({[".contains(value.chars().next().unwrap_or(' '));
                spacing.last_was_punctuation = value
                    .chars()
                    .next()
                    .is_some_and(|c| c != '_' && !c.is_ascii_alphabetic());
                return Ok(());
            }
            FormatElement::Space(space) => {
                if *space {
                    if emit {
                        self.printer.write_char(' ')?;
                    }
                    spacing.last_was_punctuation = false;
                } else {
                    spacing.last_was_punctuation = true;
                }
                spacing.should_emit_space = false;
                return Ok(());
            }
            FormatElement::Newline => {
                if emit {
                    self.printer.print_newline();
                }
                return Ok(());
            }
            FormatElement::Optional {
                then,
                otherwise,
                anchor,
            } => {
                let present = emit && self.anchor_present(*anchor);
                // A unit attribute anchoring a group prints only the group's
                // literals (unless it comes first in the group).
                let elided = match anchor {
                    Anchor::Attribute(a)
                        if self.schema.attributes[usize::from(*a)].constraint.unit
                            && !matches!(then.first(), Some(FormatElement::Attribute(b)) if b == a) =>
                    {
                        Some(*a)
                    }
                    _ => None,
                };
                self.print_elements(then, spacing, present, elided)?;
                self.print_elements(otherwise, spacing, emit && !present, elided)?;
                return Ok(());
            }
            FormatElement::AttrDict(keyword) => {
                if emit {
                    self.print_attr_dict(*keyword)?;
                }
                spacing.last_was_punctuation = false;
                return Ok(());
            }
            _ => {}
        }
        if emit {
            if spacing.should_emit_space {
                self.printer.write_char(' ')?;
            }
            self.print_value_element(element)?;
        }
        spacing.last_was_punctuation = false;
        spacing.should_emit_space = true;
        Ok(())
    }

    fn print_value_element(&mut self, element: &'static FormatElement) -> fmt::Result {
        let ir = self.printer.ir();
        match element {
            FormatElement::Operand(group) => {
                let values = self.operands(*group);
                self.print_value_list(&values)
            }
            FormatElement::Operands => {
                let values: SmallVec<[Value; 4]> = ir.operands(self.op).collect();
                self.print_value_list(&values)
            }
            FormatElement::Attribute(index) => {
                let spec = &self.schema.attributes[usize::from(*index)];
                match ir.attr(self.op, spec.name) {
                    Some(value) => match spec.constraint.print {
                        Some(print) => print(self.printer, value),
                        None => self.printer.print_attribute(value),
                    },
                    None => Ok(()),
                }
            }
            FormatElement::Region(index) => {
                let regions: Vec<_> = self.region_group(*index);
                for (i, region) in regions.into_iter().enumerate() {
                    if i > 0 {
                        self.printer.write_str(", ")?;
                    }
                    self.printer.print_region(region, true, false)?;
                }
                Ok(())
            }
            FormatElement::Regions => {
                for (i, &region) in ir.regions(self.op).iter().enumerate() {
                    if i > 0 {
                        self.printer.write_str(", ")?;
                    }
                    self.printer.print_region(region, true, false)?;
                }
                Ok(())
            }
            FormatElement::Successor(index) => {
                let successors = self.successor_group(*index);
                for (i, block) in successors.into_iter().enumerate() {
                    if i > 0 {
                        self.printer.write_str(", ")?;
                    }
                    self.printer.print_block_name(block)?;
                }
                Ok(())
            }
            FormatElement::Successors => {
                for (i, &block) in ir.successors(self.op).iter().enumerate() {
                    if i > 0 {
                        self.printer.write_str(", ")?;
                    }
                    self.printer.print_block_name(block)?;
                }
                Ok(())
            }
            FormatElement::Type(refs, _qualified) => {
                let types = self.types(*refs);
                self.print_type_list(&types)
            }
            FormatElement::FunctionalType(inputs, results) => {
                let inputs = self.types(*inputs);
                let results = self.types(*results);
                self.printer.print_function_type(&inputs, &results)
            }
            FormatElement::Custom(directive) => {
                (directive.print)(self.printer, self.op, self.schema, directive.args)
            }
            FormatElement::Literal(_)
            | FormatElement::Space(_)
            | FormatElement::Newline
            | FormatElement::Optional { .. }
            | FormatElement::AttrDict(_) => Ok(()),
        }
    }

    /// The regions of declared region `index` (all the remaining ones for a
    /// variadic region).
    fn region_group(&self, index: u16) -> Vec<crate::ir::RegionId> {
        let variadic = self.schema.regions.iter().map(|r| r.variadic);
        group(self.printer.ir().regions(self.op), variadic, index.into())
    }

    fn successor_group(&self, index: u16) -> Vec<crate::ir::BlockId> {
        let variadic = self.schema.successors.iter().map(|s| s.variadic);
        group(
            self.printer.ir().successors(self.op),
            variadic,
            index.into(),
        )
    }

    fn print_value_list(&mut self, values: &[Value]) -> fmt::Result {
        for (i, &value) in values.iter().enumerate() {
            if i > 0 {
                self.printer.write_str(", ")?;
            }
            self.printer.print_value(value)?;
        }
        Ok(())
    }

    fn print_type_list(&mut self, types: &[Type]) -> fmt::Result {
        for (i, &ty) in types.iter().enumerate() {
            if i > 0 {
                self.printer.write_str(", ")?;
            }
            self.printer.print_type(ty)?;
        }
        Ok(())
    }

    /// `attr-dict`: every attribute and property the format does not print
    /// elsewhere, minus segment sizes and attributes at their default value.
    fn print_attr_dict(&mut self, keyword: bool) -> fmt::Result {
        let ir = self.printer.ir();
        let mut elided: SmallVec<[&str; 8]> = smallvec::smallvec![
            crate::ods::OPERAND_SEGMENT_SIZES,
            crate::ods::RESULT_SEGMENT_SIZES,
        ];
        for (index, spec) in self.schema.attributes.iter().enumerate() {
            let used = uses_attribute(self.root, index as u16);
            let at_default = spec.default.is_some_and(|default| {
                ir.attr(self.op, spec.name) == Some(ir.ctx().memoized(default))
            });
            if used || at_default {
                elided.push(spec.name);
            }
        }
        if keyword {
            self.printer.print_attr_dict_with_keyword(self.op, &elided)
        } else {
            self.printer.print_attr_dict(self.op, &elided)
        }
    }
}

/// Declared group `index` of an op's regions or successors, given which
/// groups are variadic.
fn group<T: Copy>(
    items: &[T],
    variadic: impl ExactSizeIterator<Item = bool>,
    index: usize,
) -> Vec<T> {
    let count = variadic.len();
    if variadic.into_iter().nth(index).unwrap_or(false) {
        variadic_group(items, index, count - index - 1).to_vec()
    } else {
        items.get(index).copied().into_iter().collect()
    }
}

/// Whether `elements` print attribute `index` somewhere (directly, as an
/// optional group's anchor, or through a custom directive).
fn uses_attribute(elements: &[FormatElement], index: u16) -> bool {
    elements.iter().any(|element| match element {
        FormatElement::Attribute(a) => *a == index,
        FormatElement::Optional {
            then,
            otherwise,
            anchor,
        } => {
            *anchor == Anchor::Attribute(index)
                || uses_attribute(then, index)
                || uses_attribute(otherwise, index)
        }
        FormatElement::Custom(directive) => {
            directive.args.contains(&super::CustomArg::Attribute(index))
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::space_before_literal;

    #[test]
    fn literal_spacing_follows_mlir() {
        assert!(space_before_literal(":", false));
        assert!(!space_before_literal(",", false));
        assert!(!space_before_literal("(", false));
        assert!(space_before_literal("(", true));
        assert!(!space_before_literal(")", true));
        assert!(space_before_literal("->", false));
        assert!(space_before_literal("to", true));
    }
}
