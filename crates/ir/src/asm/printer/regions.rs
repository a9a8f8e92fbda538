//! Printing regions and blocks (MLIR's `printRegion` and block headers):
//! `{ ... }` with the entry block's header printed or not as the op's form
//! asks, `^bbN(%arg: T):` headers with `// pred:` comments, and the
//! terminators a custom form leaves out.

use std::fmt::{self, Write as _};

use rustc_hash::FxHashMap;

use super::{MAX_PRINT_DEPTH, OpPrinter, RegionPrintOptions};
use crate::ir::{BlockId, OpId, RegionId};
use crate::registry::OpTraits;

impl OpPrinter<'_> {
    /// Prints `^bbN`.
    pub fn print_block_name(&mut self, block: BlockId) -> fmt::Result {
        write!(self.out, "^bb{}", self.names.block_number(block))
    }

    /// Prints `{ ... }` with the region's blocks. The entry block's header is
    /// printed when it has arguments and `print_entry_block_args` is set, or
    /// when it is empty and `print_empty_block` is set (so it survives a
    /// round trip), as MLIR's `printRegion` does.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_empty_block: bool,
    ) -> fmt::Result {
        self.print_region_with(
            region,
            RegionPrintOptions {
                entry_block_args: print_entry_block_args,
                empty_block: print_empty_block,
                block_terminators: true,
            },
        )
    }

    /// [`OpPrinter::print_region`] with MLIR's third flag: without
    /// `block_terminators`, a block's last op is left out when it is a
    /// terminator (the implicit `scf.yield` of `scf.if`/`scf.for`).
    pub fn print_region_with(
        &mut self,
        region: RegionId,
        options: RegionPrintOptions,
    ) -> fmt::Result {
        let ir = self.ir;
        if self.indent / 2 >= MAX_PRINT_DEPTH {
            return Err(fmt::Error);
        }
        let default = ir
            .region_parent_op(region)
            .and_then(|op| ir.op_definition(op))
            .and_then(|definition| definition.default_dialect)
            .unwrap_or("");
        self.default_dialects.push(default);
        let result = self.print_region_blocks(region, options);
        self.default_dialects.pop();
        result
    }

    fn print_region_blocks(
        &mut self,
        region: RegionId,
        options: RegionPrintOptions,
    ) -> fmt::Result {
        if self.options.skip_regions {
            self.out.push_str("{...}");
            return Ok(());
        }
        let print_entry_block_args = options.entry_block_args;
        let print_empty_block = options.empty_block;
        let ir = self.ir;
        self.out.push('{');
        self.indent += 2;
        let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
        // Predecessor numbers of each block, for the `// pred:` comments.
        let mut predecessors: FxHashMap<BlockId, Vec<u32>> = FxHashMap::default();
        if blocks.len() > 1 {
            for &candidate in &blocks {
                if let Some(last) = ir.last_op(candidate) {
                    for &successor in ir.successors(last) {
                        predecessors
                            .entry(successor)
                            .or_default()
                            .push(self.names.block_number(candidate));
                    }
                }
            }
        }
        for (index, &block) in blocks.iter().enumerate() {
            let is_entry = index == 0;
            let print_header = !is_entry
                || (print_entry_block_args && !ir.block_arguments(block).is_empty())
                || (print_empty_block && ir.first_op(block).is_none());
            if print_header {
                self.indent -= 2;
                self.newline();
                let preds = predecessors.remove(&block).unwrap_or_default();
                self.print_block_header(block, is_entry, preds)?;
                self.indent += 2;
            }
            let omitted = ir.last_op(block).filter(|&last| {
                !options.block_terminators && ir.has_trait(last, OpTraits::TERMINATOR)
            });
            let ops: Vec<OpId> = ir
                .block_ops(block)
                .take_while(|&op| Some(op) != omitted)
                .collect();
            if self.options.print_value_users {
                self.print_argument_users_comments(block)?;
            }
            self.print_block_ops(&ops)?;
        }
        self.indent -= 2;
        self.newline();
        self.out.push('}');
        Ok(())
    }

    /// Prints an entry-block argument as a custom form lists it, MLIR's
    /// `printRegionArgument`: `%arg0: i32`, then ` {attrs}` when
    /// `attributes` is a non-empty dictionary, then its location under
    /// `--mlir-print-debuginfo`, written out (not through its alias). As
    /// in MLIR, the alias dry run does not look inside `attributes`, so
    /// they print without aliases.
    pub fn print_region_argument(
        &mut self,
        block: BlockId,
        index: usize,
        attributes: Option<crate::attributes::Attribute>,
    ) -> fmt::Result {
        let ir = self.ir;
        let Some(&value) = ir.block_arguments(block).get(index) else {
            return Ok(());
        };
        self.print_value(value)?;
        self.out.push_str(": ");
        self.print_type(ir.value_type(value))?;
        let non_empty = attributes.filter(|&dictionary| {
            !matches!(ir.ctx().attr_data(dictionary), crate::attributes::AttrData::Dictionary(entries) if entries.is_empty())
        });
        if let Some(dictionary) = non_empty
            && self.initializer.is_none()
        {
            self.out.push(' ');
            self.print_attribute(dictionary)?;
        }
        self.write_location(ir.block_argument_location(block, index), false);
        Ok(())
    }

    fn print_block_header(
        &mut self,
        block: BlockId,
        is_entry: bool,
        mut preds: Vec<u32>,
    ) -> fmt::Result {
        let ir = self.ir;
        self.print_block_name(block)?;
        let arguments = ir.block_arguments(block);
        if !arguments.is_empty() {
            self.out.push('(');
            for (i, &arg) in arguments.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_value(arg)?;
                self.out.push_str(": ");
                self.print_type(ir.value_type(arg))?;
                self.write_location(ir.block_argument_location(block, i), false);
            }
            self.out.push(')');
        }
        self.out.push(':');
        if !is_entry {
            preds.sort_unstable();
            match preds.len() {
                0 => self.out.push_str("  // no predecessors"),
                1 => write!(self.out, "  // pred: ^bb{}", preds[0])?,
                n => {
                    write!(self.out, "  // {n} preds: ")?;
                    for (i, pred) in preds.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        write!(self.out, "^bb{pred}")?;
                    }
                }
            }
        }
        Ok(())
    }
}
