//! Shrinking a program that shows a bug, as delta debugging does: edits
//! that keep the program valid are tried one by one, and each is kept when
//! the program still shows the bug. What is left is small enough to read,
//! and [`lit_regression`] writes it as a lit test.
//!
//! The edits, on the parsed IR (so they work on any dialect):
//! - **drop an op**: its results' uses take an argument of the same type
//!   of the enclosing callable's entry block (a function's parameter, which
//!   dominates every use), and the op goes, with all it nests;
//! - **drop a block**: one successor of a branch with several is made the
//!   same as another (`cf.cond_br %c, ^a, ^b` becomes `cf.cond_br %c, ^a,
//!   ^a`), and blocks nothing branches to any more are erased.
//!
//! An edit whose result does not verify is not tried. The predicate decides
//! what "still shows the bug" means; it must also reject programs that
//! fail in a new way (for a transform's mismatch: the original must still
//! run without error).

use std::sync::Arc;

use strata_interfaces::CallableOpInterface;
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, print_operation};
use strata_ir::verifier::verify;
use strata_ir::{BlockId, Context, Ir, OpId, OpTraits, RegionId, Value, WalkOrder};

/// One edit of the program, at the op with this pre-order index.
#[derive(Clone, Copy, Debug)]
enum Edit {
    DropOp,
    /// Successor `from` of a branch becomes a copy of successor `to`.
    Redirect {
        from: usize,
        to: usize,
    },
}

fn parse(text: &str) -> Option<(Ir, OpId)> {
    let mut ctx = Context::new();
    for register in strata_opt::DEFAULT_DIALECTS {
        register(&mut ctx);
    }
    parse_source(Arc::new(ctx), text, &ParserConfig::default()).ok()
}

fn print(ir: &Ir, top: OpId) -> Option<String> {
    let mut out = Vec::new();
    print_operation(ir, top, PrintOptions::default(), &mut out).ok()?;
    String::from_utf8(out).ok()
}

/// The smallest program reached from `text` by edits that keep
/// `still_fails` true. `text` itself must satisfy it.
pub fn shrink(text: &str, still_fails: &mut dyn FnMut(&str) -> bool) -> String {
    let Some(mut current) = parse(text).and_then(|(ir, top)| print(&ir, top)) else {
        return text.to_string();
    };
    if !still_fails(&current) {
        return text.to_string();
    }
    // Big pieces first: ops with regions (functions, loops, branches of an
    // `scf.if`), starting over after each drop.
    'big: loop {
        let Some((ir, top)) = parse(&current) else {
            break;
        };
        let ops = ir.walk_collect(top, WalkOrder::PreOrder);
        for (index, &op) in ops.iter().enumerate().skip(1) {
            if ir.regions(op).is_empty() || ir.has_trait(op, OpTraits::TERMINATOR) {
                continue;
            }
            if let Some(candidate) = apply(&current, index, Edit::DropOp)
                && still_fails(&candidate)
            {
                current = candidate;
                continue 'big;
            }
        }
        break;
    }
    // Then every op and branch, last to first, until a round changes
    // nothing. Dropping an op leaves the indices before it alone, but
    // merging branches may erase a block anywhere: the program is read
    // again after each change.
    loop {
        let mut changed = false;
        let Some((mut ir, top)) = parse(&current) else {
            break;
        };
        let mut ops = ir.walk_collect(top, WalkOrder::PreOrder);
        for index in (1..ops.len()).rev() {
            let Some(&op) = ops.get(index) else {
                continue;
            };
            let kept = edits(&ir, op).into_iter().find_map(|edit| {
                apply(&current, index, edit)
                    .filter(|candidate| candidate.len() < current.len() && still_fails(candidate))
            });
            let Some(candidate) = kept else {
                continue;
            };
            current = candidate;
            changed = true;
            let Some((reread, top)) = parse(&current) else {
                return current;
            };
            ops = reread.walk_collect(top, WalkOrder::PreOrder);
            ir = reread;
        }
        if !changed {
            break;
        }
    }
    current
}

/// The edits worth trying at `op`.
fn edits(ir: &Ir, op: OpId) -> Vec<Edit> {
    let successors = ir.successors(op).len();
    let mut edits = Vec::new();
    for from in 0..successors {
        for to in 0..successors {
            if from != to {
                edits.push(Edit::Redirect { from, to });
            }
        }
    }
    if !ir.has_trait(op, OpTraits::TERMINATOR) {
        edits.push(Edit::DropOp);
    }
    edits
}

/// `text` with `edit` made at the op of pre-order `index`, if the result
/// verifies.
fn apply(text: &str, index: usize, edit: Edit) -> Option<String> {
    let (mut ir, top) = parse(text)?;
    let op = *ir.walk_collect(top, WalkOrder::PreOrder).get(index)?;
    match edit {
        Edit::DropOp => drop_op(&mut ir, op)?,
        Edit::Redirect { from, to } => {
            let block = ir.successors(op).get(to).copied()?;
            ir.set_successor(op, from, block).ok()?;
            let region = ir.block_parent_region(block)?;
            erase_unreachable_blocks(&mut ir, region)?;
        }
    }
    verify(&ir, top).ok()?;
    print(&ir, top)
}

/// Replaces `op`'s results by arguments of the enclosing callable and
/// erases it; `None` when a result has no argument to take its place.
fn drop_op(ir: &mut Ir, op: OpId) -> Option<()> {
    let arguments = enclosing_arguments(ir, op);
    let results: Vec<Value> = ir.results(op).to_vec();
    for result in results {
        if ir.uses(result).next().is_none() {
            continue;
        }
        let ty = ir.value_type(result);
        let substitute = *arguments.iter().find(|&&a| ir.value_type(a) == ty)?;
        ir.replace_all_uses_with(result, substitute).ok()?;
    }
    ir.erase_op(op).ok()
}

/// The entry block arguments of the nearest callable around `op`.
fn enclosing_arguments(ir: &Ir, op: OpId) -> Vec<Value> {
    let mut ancestor = ir.parent_op(op);
    while let Some(candidate) = ancestor {
        if let Some(callable) = ir.interface::<dyn CallableOpInterface>(candidate) {
            let entry = callable
                .callable_region(ir, candidate)
                .and_then(|region| ir.entry_block(region));
            return entry.map_or_else(Vec::new, |block| ir.block_arguments(block).to_vec());
        }
        ancestor = ir.parent_op(candidate);
    }
    Vec::new()
}

/// Erases the blocks of `region` (but the entry) that no op branches to,
/// until none is left; `None` when one cannot be erased.
fn erase_unreachable_blocks(ir: &mut Ir, region: RegionId) -> Option<()> {
    loop {
        let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
        let entry = *blocks.first()?;
        let targeted = |ir: &Ir, block: BlockId| {
            blocks.iter().any(|&other| {
                other != block
                    && ir
                        .block_ops(other)
                        .any(|op| ir.successors(op).contains(&block))
            })
        };
        let unreachable = blocks
            .iter()
            .copied()
            .find(|&block| block != entry && !targeted(ir, block));
        let Some(block) = unreachable else {
            return Some(());
        };
        ir.erase_block(block).ok()?;
    }
}

/// A lit test that runs `program`'s `@entry` on `arguments` before and
/// after `pipeline` and expects, both times, the `expected` lines
/// (`strata-run --trace` output of the original). `why` heads the file.
pub fn lit_regression(
    why: &str,
    program: &str,
    entry: &str,
    arguments: &[String],
    pipeline: &str,
    expected: &[String],
) -> String {
    let mut text = String::new();
    for line in why.lines() {
        text.push_str(&format!("// {line}\n"));
    }
    let arguments = arguments.join(" ");
    text.push_str(&format!(
        "// RUN: strata-run %s --entry {entry} --trace -- {arguments} | FileCheck %s\n"
    ));
    text.push_str(&format!(
        "// RUN: strata-run %s --entry {entry} --trace --pass-pipeline='{pipeline}' -- \
         {arguments} | FileCheck %s\n\n"
    ));
    for (index, line) in expected.iter().enumerate() {
        let directive = if index == 0 { "CHECK" } else { "CHECK-NEXT" };
        text.push_str(&format!("// {directive}: {line}\n"));
    }
    text.push('\n');
    text.push_str(program);
    text
}
