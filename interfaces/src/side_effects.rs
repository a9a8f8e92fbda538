//! Side effects (MLIR's `MemoryEffectOpInterface`): what an op may do
//! besides computing its results. An op with the `Pure` trait has none; an
//! op with [`RecursiveMemoryEffects`] (`scf.if`, `scf.for`) has those of
//! the ops in its regions.

use strata_ir::traits::OpTrait;
use strata_ir::{Ir, OpId, OpInterface, OpTraits};

/// MLIR's `RecursiveMemoryEffects`: the op's effects are those of the ops
/// nested in its regions.
pub struct RecursiveMemoryEffects;

impl OpTrait for RecursiveMemoryEffects {
    const NAME: &'static str = "RecursiveMemoryEffects";
}

/// One effect on memory or the outside world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryEffect {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates.
    Allocate,
    /// Frees.
    Free,
}

/// An op that can say what effects it has.
pub trait MemoryEffectOpInterface: Sync {
    /// The op's effects (empty: none).
    fn effects(&self, ir: &Ir, op: OpId) -> Vec<MemoryEffect>;
}

impl OpInterface for dyn MemoryEffectOpInterface {
    const NAME: &'static str = "MemoryEffectOpInterface";
}

/// MLIR's `NoMemoryEffect` without `AlwaysSpeculatable`: the op has no
/// effects, so an unused one can be erased and two equal ones merged, but
/// it may not be executed where it was not (hoisted or speculated), because
/// it can be undefined on some operands (`arith.divsi` by zero).
#[derive(Debug)]
pub struct NoMemoryEffect;

impl MemoryEffectOpInterface for NoMemoryEffect {
    fn effects(&self, _ir: &Ir, _op: OpId) -> Vec<MemoryEffect> {
        Vec::new()
    }
}

/// Whether `op` has no side effects: it has the `Pure` trait, or it reports
/// no effects through [`MemoryEffectOpInterface`] and has no regions. An op
/// that says nothing is assumed to have effects, as in MLIR.
pub fn is_pure(ir: &Ir, op: OpId) -> bool {
    if ir.has_trait(op, OpTraits::PURE) {
        return true;
    }
    ir.interface::<dyn MemoryEffectOpInterface>(op)
        .is_some_and(|effects| ir.regions(op).is_empty() && effects.effects(ir, op).is_empty())
}

/// The effects `op` has by itself: `None` when it does not say (no `Pure`
/// trait, no [`MemoryEffectOpInterface`]), which counts as any effect.
fn own_effects(ir: &Ir, op: OpId) -> Option<Vec<MemoryEffect>> {
    if ir.has_trait(op, OpTraits::PURE) {
        return Some(Vec::new());
    }
    ir.interface::<dyn MemoryEffectOpInterface>(op)
        .map(|effects| effects.effects(ir, op))
}

/// Whether every op in `op`'s regions satisfies `ok`, for an op with
/// [`RecursiveMemoryEffects`]; `true` for any other op.
fn nested_ops_satisfy(ir: &Ir, op: OpId, ok: &dyn Fn(&Ir, OpId) -> bool) -> bool {
    if ir.regions(op).is_empty() || !ir.implements_trait::<RecursiveMemoryEffects>(op) {
        return true;
    }
    ir.regions(op).iter().all(|&region| {
        ir.region_blocks(region)
            .all(|block| ir.block_ops(block).all(|nested| ok(ir, nested)))
    })
}

/// MLIR's `isMemoryEffectFree`: `op` has no effect, counting those of the
/// ops nested in it when it has [`RecursiveMemoryEffects`].
pub fn is_memory_effect_free(ir: &Ir, op: OpId) -> bool {
    let own = match own_effects(ir, op) {
        Some(effects) => effects.is_empty(),
        None => ir.implements_trait::<RecursiveMemoryEffects>(op),
    };
    own && nested_ops_satisfy(ir, op, &is_memory_effect_free)
}

/// Whether `op` only reads memory (MLIR's `onlyHasEffect<Read>`): it says
/// what its effects are, and each is a read.
pub fn only_reads(ir: &Ir, op: OpId) -> bool {
    own_effects(ir, op).is_some_and(|effects| {
        !effects.is_empty() && effects.iter().all(|&e| e == MemoryEffect::Read)
    })
}

/// MLIR's `wouldOpBeTriviallyDead`: erasing `op` would change nothing but
/// its results. Not a terminator, and every effect of it (and of the ops
/// nested in it, under [`RecursiveMemoryEffects`]) is a read or an
/// allocation.
pub fn would_op_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    if ir.has_trait(op, OpTraits::TERMINATOR) {
        return false;
    }
    effects_allow_erasing(ir, op)
}

fn effects_allow_erasing(ir: &Ir, op: OpId) -> bool {
    let own = match own_effects(ir, op) {
        Some(effects) => effects
            .iter()
            .all(|e| matches!(e, MemoryEffect::Read | MemoryEffect::Allocate)),
        None => ir.implements_trait::<RecursiveMemoryEffects>(op),
    };
    own && nested_ops_satisfy(ir, op, &effects_allow_erasing)
}

/// MLIR's `isOpTriviallyDead`: no result is used and erasing the op
/// changes nothing else.
pub fn is_op_trivially_dead(ir: &Ir, op: OpId) -> bool {
    ir.results(op).iter().all(|&result| ir.use_empty(result)) && would_op_be_trivially_dead(ir, op)
}
