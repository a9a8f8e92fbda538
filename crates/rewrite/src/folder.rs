//! Folding ops and keeping constants unique (MLIR's `Operation::fold` as
//! the greedy driver uses it, and `OperationFolder`'s constant CSE).
//!
//! - [`fold_op`] asks the op's folder (`OpDefinition::fold`) what its
//!   results are, given the constant values of its operands; constants are
//!   materialized before the op by its dialect
//!   (`Dialect::materialize_constant`) and the op is replaced. Failing
//!   that, the in-place folder may update the op itself.
//! - [`ConstantUniquer::insert_known_constant`] keeps one constant per
//!   (dialect, value, type) in each *insertion region* — the nearest
//!   enclosing region whose op is isolated from above (or might be, being
//!   unregistered) — at the start of its entry block: a second one is
//!   replaced by the first, and the first is moved there.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::builder::Builder;
use strata_ir::{
    AttrData, Attribute, BlockId, FoldResult, Ir, IrError, Location, OpId, OpTraits, RegionId,
    Type, TypeData, Value,
};

/// The constant value of `value`, when a constant-like op defines it.
pub fn constant_value(ir: &Ir, value: Value) -> Option<Attribute> {
    let op = ir.defining_op(value)?;
    if !ir.has_trait(op, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let folded = ir
        .op_definition(op)
        .and_then(|definition| definition.fold)
        .and_then(|fold| fold(ir, op, &[]));
    match folded.as_deref() {
        Some([FoldResult::Attribute(attr)]) => Some(*attr),
        _ => ir.attr(op, "value"),
    }
}

/// The value of a constant `i1` (MLIR's `m_Constant(&BoolAttr)`), when a
/// constant-like op defines `value`.
pub fn constant_bool(ir: &Ir, value: Value) -> Option<bool> {
    let attr = constant_value(ir, value)?;
    match ir.ctx().attr_data(attr) {
        AttrData::Integer { value, ty }
            if matches!(ir.ctx().type_data(*ty), TypeData::Integer { width: 1, .. }) =>
        {
            Some(*value != 0)
        }
        _ => None,
    }
}

/// What folding did.
#[derive(Debug, PartialEq, Eq)]
pub enum Folded {
    /// Nothing.
    No,
    /// The op was updated in place.
    InPlace,
    /// The op was replaced (and erased).
    Replaced,
}

/// Folds `op` (which must not be constant-like): replaces it by its folded
/// results, materializing constants before it, or updates it in place.
pub fn fold_op(ir: &mut Ir, op: OpId) -> Result<Folded, IrError> {
    let Some(definition) = ir.op_definition(op) else {
        return Ok(Folded::No);
    };
    let (fold, fold_in_place) = (definition.fold, definition.fold_in_place);
    if fold.is_none() && fold_in_place.is_none() {
        return Ok(Folded::No);
    }
    let constants: SmallVec<[Option<Attribute>; 4]> =
        ir.operands(op).map(|v| constant_value(ir, v)).collect();
    if let Some(results) = fold.and_then(|fold| fold(ir, op, &constants))
        && results.len() == ir.results(op).len()
    {
        let types: Vec<Type> = ir.result_type_iter(op).collect();
        let location = ir.op_location(op);
        let mut replacements = Vec::with_capacity(results.len());
        let mut created = Vec::new();
        for (result, ty) in results.into_iter().zip(types) {
            match result {
                FoldResult::Value(value) => replacements.push(value),
                FoldResult::Attribute(attr) => {
                    let mut builder = Builder::before(ir, op);
                    match Ir::materialize_constant_for(&mut builder, op, attr, ty, location) {
                        Some(constant) => {
                            created.push(constant);
                            replacements.push(ir.results(constant)[0]);
                        }
                        None => {
                            // Leave the IR as it was.
                            for constant in created {
                                ir.erase_op(constant)?;
                            }
                            return Ok(Folded::No);
                        }
                    }
                }
            }
        }
        for (&old, &new) in ir.results(op).to_vec().iter().zip(&replacements) {
            ir.replace_all_uses_with(old, new)?;
        }
        ir.erase_op(op)?;
        return Ok(Folded::Replaced);
    }
    if let Some(fold_in_place) = fold_in_place
        && fold_in_place(ir, op, &constants)
    {
        return Ok(Folded::InPlace);
    }
    Ok(Folded::No)
}

/// The region constants of `block` go to (MLIR's `getInsertionRegion`).
pub fn insertion_region(ir: &Ir, block: BlockId) -> Option<RegionId> {
    let mut region = ir.block_parent_region(block)?;
    while let Some(parent) = ir.region_parent_op(region) {
        if ir.has_trait(parent, OpTraits::ISOLATED_FROM_ABOVE) || ir.op_definition(parent).is_none()
        {
            break;
        }
        let Some(outer_block) = ir.op_parent_block(parent) else {
            break;
        };
        let Some(outer) = ir.block_parent_region(outer_block) else {
            break;
        };
        region = outer;
    }
    Some(region)
}

/// Unique constants per insertion region (MLIR's `OperationFolder`).
#[derive(Default)]
pub struct ConstantUniquer {
    constants: FxHashMap<ConstantKey, OpId>,
    /// The constants kept, each with its key.
    owned: FxHashMap<OpId, ConstantKey>,
}

/// What makes two constants the same: their insertion region, dialect,
/// value and type.
type ConstantKey = (RegionId, &'static str, Attribute, Type);

impl ConstantUniquer {
    /// A uniquer that knows no constant.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets `op` (it was erased).
    pub fn forget(&mut self, op: OpId) {
        if let Some(key) = self.owned.remove(&op)
            && self.constants.get(&key) == Some(&op)
        {
            self.constants.remove(&key);
        }
    }

    /// Registers the constant `op`: replaces it by an equal constant already
    /// kept (returns `false`, `op` erased), or keeps it, moved to the start
    /// of its insertion region's entry block (returns `true`).
    pub fn insert_known_constant(&mut self, ir: &mut Ir, op: OpId) -> Result<bool, IrError> {
        let Some(block) = ir.op_parent_block(op) else {
            return Ok(true);
        };
        let Some(value) = ir.results(op).first().and_then(|&r| constant_value(ir, r)) else {
            return Ok(true);
        };
        if self.owned.contains_key(&op) {
            // Kept before: rehoist it if something got in front of it.
            let first = ir.block_ops(block).next();
            let previous = ir.prev_op(op);
            if first != Some(op) && !previous.is_some_and(|p| self.owned.contains_key(&p)) {
                if let Some(first) = first {
                    ir.move_op_before(op, first)?;
                }
                ir.set_op_location(op, Location::Unknown)?;
            }
            return Ok(true);
        }
        let Some(region) = insertion_region(ir, block) else {
            return Ok(true);
        };
        // Constant-like ops are registered ops (traits come with a definition).
        let Some(definition) = ir.op_definition(op) else {
            return Ok(true);
        };
        let dialect = definition.name.split('.').next().unwrap_or_default();
        let ty = ir.value_type(ir.results(op)[0]);
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key)
            && ir.is_live(existing)
        {
            let old = ir.results(op)[0];
            let new = ir.results(existing)[0];
            ir.replace_all_uses_with(old, new)?;
            ir.erase_op(op)?;
            ir.set_op_location(existing, Location::Unknown)?;
            return Ok(false);
        }
        if let Some(entry) = ir.entry_block(region) {
            let first = ir.block_ops(entry).next();
            let previous = ir.prev_op(op);
            let in_place = block == entry
                && (first == Some(op) || previous.is_some_and(|p| self.owned.contains_key(&p)));
            if !in_place && let Some(first) = first {
                ir.move_op_before(op, first)?;
                ir.set_op_location(op, Location::Unknown)?;
            }
        }
        self.constants.insert(key, op);
        self.owned.insert(op, key);
        Ok(true)
    }
}
