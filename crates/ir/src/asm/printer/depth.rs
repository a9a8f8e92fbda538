//! How deeply an op's IR nests, measured before printing: the printer
//! recurses once per region and once per level of a type or attribute, so
//! IR deeper than [`MAX_PRINT_DEPTH`] is refused with an error instead of
//! overflowing the stack.

use std::io;

use rayon::prelude::*;

use crate::ir::{Ir, OpId};
use crate::registry::OpTraits;

pub(super) fn too_deep_error() -> io::Error {
    io::Error::other(format!(
        "the IR nests more than {MAX_PRINT_DEPTH} levels deep (regions, types or attributes) and cannot be printed"
    ))
}

/// How deeply the IR under `root` nests, computed iteratively: the number of
/// nested regions, or the depth of the deepest type, attribute or location
/// (known from interning), whichever is larger. The printer recurses on both.
/// Types and attributes are only looked at when the context ever interned
/// one deeper than [`MAX_PRINT_DEPTH`]; otherwise they cannot decide and the
/// result counts regions. With `threads`, the isolated-from-above ops near
/// the top (functions) are measured in parallel.
pub(super) fn region_depth(ir: &Ir, root: OpId, threads: bool) -> usize {
    region_depth_from(ir, root, 0, if threads { 2 } else { 0 })
}

/// [`region_depth`] of `root` at nesting `start`; isolated ops with regions
/// are measured in parallel while `forks` (levels left to fork) is not 0.
fn region_depth_from(ir: &Ir, root: OpId, start: usize, forks: usize) -> usize {
    let ctx = ir.ctx();
    // Types and attributes need a look only if one that deep was ever made.
    let check_values = ctx.deepest_interned() as usize > MAX_PRINT_DEPTH;
    let mut deepest = 0usize;
    let mut stack = vec![(root, start)];
    let mut isolated: Vec<(OpId, usize)> = Vec::new();
    while let Some((op, depth)) = stack.pop() {
        deepest = deepest.max(depth);
        if check_values {
            let mut values = ctx
                .attr_depth(ir.attributes(op))
                .max(ctx.location_depth(ir.op_location(op)));
            if let Some(properties) = ir.properties(op) {
                values = values.max(ctx.attr_depth(properties));
            }
            for &result in ir.results(op) {
                values = values.max(ctx.type_depth(ir.value_type(result)));
            }
            deepest = deepest.max(values as usize);
        }
        for &region in ir.regions(op) {
            deepest = deepest.max(depth + 1);
            for block in ir.region_blocks(region) {
                if check_values {
                    for &argument in ir.block_arguments(block) {
                        deepest = deepest.max(ctx.type_depth(ir.value_type(argument)) as usize);
                    }
                }
                for inner in ir.block_ops(block) {
                    let fork = forks > 0
                        && !ir.regions(inner).is_empty()
                        && ir.has_trait(inner, OpTraits::ISOLATED_FROM_ABOVE);
                    if fork {
                        isolated.push((inner, depth + 1));
                    } else {
                        stack.push((inner, depth + 1));
                    }
                }
            }
        }
    }
    let nested = isolated
        .par_iter()
        .with_max_len(1)
        .map(|&(op, depth)| region_depth_from(ir, op, depth, forks - 1))
        .max()
        .unwrap_or(0);
    deepest.max(nested)
}

/// How deeply regions may nest for printing. The printer recurses once per
/// region; IR built through the API (the parser stops far earlier, at
/// [`MAX_NESTING`](crate::asm::parser::MAX_NESTING)) deeper than this is
/// refused with an error instead of overflowing the stack.
pub const MAX_PRINT_DEPTH: usize = 512;
