//! Region simplification after the greedy driver's worklist drains
//! (MLIR's `simplifyRegions` at the `Normal` level, its first half):
//! blocks no path from the entry block reaches are erased, in the given
//! regions and every region nested in them.
//!
//! Not done yet: dropping block arguments no branch needs, and merging
//! identical blocks (MLIR's `Aggressive` level).

use rustc_hash::FxHashSet;
use strata_ir::{BlockId, Ir, RegionId};

/// Erases unreachable blocks under `regions`; returns whether any went.
pub fn simplify_regions(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut work: Vec<RegionId> = regions.to_vec();
    while let Some(region) = work.pop() {
        if ir.region_blocks(region).nth(1).is_some() {
            changed |= erase_unreachable_blocks(ir, region);
        }
        for block in ir.region_blocks(region).collect::<Vec<_>>() {
            for op in ir.block_ops(block).collect::<Vec<_>>() {
                work.extend(ir.regions(op).iter().copied());
            }
        }
    }
    changed
}

/// The blocks of `region` reached from its entry block along successors.
fn reachable(ir: &Ir, region: RegionId) -> FxHashSet<BlockId> {
    let mut seen = FxHashSet::default();
    let mut stack: Vec<BlockId> = ir.entry_block(region).into_iter().collect();
    while let Some(block) = stack.pop() {
        if !seen.insert(block) {
            continue;
        }
        if let Some(terminator) = ir.block_ops(block).last() {
            stack.extend(ir.successors(terminator).iter().copied());
        }
    }
    seen
}

fn erase_unreachable_blocks(ir: &mut Ir, region: RegionId) -> bool {
    let live = reachable(ir, region);
    let mut dead: Vec<BlockId> = ir
        .region_blocks(region)
        .filter(|block| !live.contains(block))
        .collect();
    let mut changed = false;
    // Dead blocks may use each other's values: erase what can go until
    // nothing more can.
    loop {
        let before = dead.len();
        dead.retain(|&block| {
            let erased = ir.erase_block(block).is_ok();
            changed |= erased;
            !erased
        });
        if dead.is_empty() || dead.len() == before {
            break;
        }
    }
    changed
}
