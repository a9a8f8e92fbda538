//! The second half of `remove-dead-values`: applying what the walk
//! decided, in MLIR's order (`cleanUpDeadVals`): block arguments, the
//! operands branches pass them, function signatures, operands (erased, or
//! replaced by `ub.poison`), call results, whole ops; then every
//! `ub.poison` made here that nothing uses goes.
//!
//! Where MLIR drops the uses of a value it erases (leaving null operands
//! behind when a user survives), a `ub.poison` takes the value's place;
//! when its users go too, so does the poison.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_interfaces::CallOpInterface;
use strata_ir::builder::{Builder, InsertionPoint};
use strata_ir::{
    AttrData, Attribute, BlockId, Ir, Location, OpId, OpTraits, OperationState, Type, Value,
};
use strata_rewrite::branch_operands::{erase_operand_in_segment, erase_successor_operand};
use strata_ub::{PoisonOp, UnreachableOp};

use super::collect::{CleanupList, FunctionEdit};

/// What the cleanup did, for the pass statistics.
#[derive(Default)]
pub(super) struct Cleaned {
    pub operations: u64,
    pub arguments: u64,
    pub results: u64,
}

/// Applies `list`.
pub(super) fn apply(ir: &mut Ir, list: CleanupList) -> Cleaned {
    let mut cleanup = Cleanup {
        poisons: Vec::new(),
        cleaned: Cleaned::default(),
    };
    cleanup.block_arguments(ir, &list);
    let erased_arguments = cleanup.functions(ir, &list.functions);
    cleanup.operands(ir, &list, &erased_arguments);
    cleanup.results(ir, &list.results);
    cleanup.operations(ir, &list.operations);
    for poison in cleanup.poisons {
        if ir.is_live(poison) && ir.results(poison).iter().all(|&r| ir.use_empty(r)) {
            let _ = ir.erase_op(poison);
        }
    }
    cleanup.cleaned
}

struct Cleanup {
    /// Every `ub.poison` made, to sweep at the end.
    poisons: Vec<OpId>,
    cleaned: Cleaned,
}

impl Cleanup {
    /// A new `ub.poison` of `ty` at `point`.
    fn poison(
        &mut self,
        ir: &mut Ir,
        point: InsertionPoint,
        ty: Type,
        location: Location,
    ) -> Option<Value> {
        let state = PoisonOp::build_state(ir, location, ty, None);
        let mut builder = Builder::new(ir);
        builder.set_insertion_point(point);
        let op = builder.create(state).ok()?;
        self.poisons.push(op);
        ir.results(op).first().copied()
    }

    /// Gives the remaining uses of `value` a `ub.poison` made at `point`.
    fn drop_uses(&mut self, ir: &mut Ir, value: Value, point: InsertionPoint) {
        if ir.use_empty(value) {
            return;
        }
        let location = ir.value_location(value);
        if let Some(poison) = self.poison(ir, point, ir.value_type(value), location) {
            let _ = ir.replace_all_uses_with(value, poison);
        }
    }

    /// Steps 1 and 2: dead block arguments and what branches pass them. An
    /// argument goes only when every edge into its block agrees (MLIR
    /// erases it when one edge says so, leaving invalid IR when others do
    /// not).
    fn block_arguments(&mut self, ir: &mut Ir, list: &CleanupList) {
        let erased: FxHashSet<OpId> = list.operations.iter().copied().collect();
        let mut order: Vec<BlockId> = Vec::new();
        let mut agreed: FxHashMap<BlockId, Option<Vec<bool>>> = FxHashMap::default();
        let mut edges: FxHashSet<(OpId, usize)> = FxHashSet::default();
        for (branch, slot, dead) in &list.successor_operands {
            let Some(&block) = ir.successors(*branch).get(*slot) else {
                continue;
            };
            edges.insert((*branch, *slot));
            match agreed.get_mut(&block) {
                None => {
                    order.push(block);
                    agreed.insert(block, Some(dead.clone()));
                }
                Some(Some(bits)) if bits.len() == dead.len() => {
                    for (bit, &edge) in bits.iter_mut().zip(dead) {
                        *bit &= edge;
                    }
                }
                Some(slot_bits) => *slot_bits = None,
            }
        }
        let mut decided: FxHashMap<BlockId, Vec<bool>> = FxHashMap::default();
        for block in order {
            let Some(Some(bits)) = agreed.remove(&block) else {
                continue;
            };
            let every_edge_known = ir.block_uses(block).all(|user| {
                edges.contains(&(user.op, user.index as usize)) || erased.contains(&user.op)
            });
            if !every_edge_known
                || !bits.contains(&true)
                || bits.len() != ir.block_arguments(block).len()
            {
                continue;
            }
            for index in (0..bits.len()).rev().filter(|&i| bits[i]) {
                let argument = ir.block_arguments(block)[index];
                self.drop_uses(ir, argument, InsertionPoint::block_start(ir, block));
                if ir.erase_argument(block, index).is_ok() {
                    self.cleaned.arguments += 1;
                }
            }
            decided.insert(block, bits);
        }
        for (branch, slot, _) in &list.successor_operands {
            let Some(block) = ir.successors(*branch).get(*slot).copied() else {
                continue;
            };
            if let Some(bits) = decided.get(&block) {
                for index in (0..bits.len()).rev().filter(|&i| bits[i]) {
                    erase_successor_operand(ir, *branch, *slot, index);
                }
            }
        }
    }

    /// Step 3: function signatures. Returns the dead arguments of each
    /// function that lost some, for its calls.
    fn functions(&mut self, ir: &mut Ir, functions: &[FunctionEdit]) -> FxHashMap<OpId, Vec<bool>> {
        let mut erased = FxHashMap::default();
        for edit in functions {
            let Some(entry) = ir
                .regions(edit.op)
                .first()
                .and_then(|&region| ir.entry_block(region))
            else {
                continue;
            };
            if edit.dead_arguments.len() != ir.block_arguments(entry).len() {
                continue;
            }
            for index in (0..edit.dead_arguments.len()).rev() {
                if edit.dead_arguments[index] {
                    let argument = ir.block_arguments(entry)[index];
                    self.drop_uses(ir, argument, InsertionPoint::block_start(ir, entry));
                    if ir.erase_argument(entry, index).is_ok() {
                        self.cleaned.arguments += 1;
                    }
                }
            }
            if edit.dead_arguments.contains(&true) {
                erased.insert(edit.op, edit.dead_arguments.clone());
            }
            update_signature(ir, edit);
        }
        erased
    }

    /// Step 4: operands of calls (for the arguments their callee lost), of
    /// region ops and their terminators (`ub.poison` in place of the dead
    /// ones, each a new one just before the op), and of returns.
    fn operands(
        &mut self,
        ir: &mut Ir,
        list: &CleanupList,
        erased_arguments: &FxHashMap<OpId, Vec<bool>>,
    ) {
        for edit in &list.operands {
            if !ir.is_live(edit.op) {
                continue;
            }
            if let Some(callee) = edit.callee {
                let (Some(dead), Some(call)) = (
                    erased_arguments.get(&callee),
                    ir.interface::<dyn CallOpInterface>(edit.op),
                ) else {
                    continue;
                };
                let arguments = call.arg_operands(ir, edit.op);
                for index in (0..dead.len().min(arguments.len())).rev() {
                    if dead[index] {
                        let _ = erase_operand_in_segment(ir, edit.op, arguments.start + index);
                    }
                }
                continue;
            }
            if edit.dead.len() != ir.num_operands(edit.op) {
                continue;
            }
            if edit.poison {
                for position in (0..edit.dead.len()).filter(|&p| edit.dead[p]) {
                    let Some(value) = ir.operand(edit.op, position) else {
                        continue;
                    };
                    let location = ir.value_location(value);
                    let point = InsertionPoint::Before(edit.op);
                    if let Some(poison) = self.poison(ir, point, ir.value_type(value), location) {
                        let _ = ir.set_operand(edit.op, position, poison);
                    }
                }
            } else {
                for position in (0..edit.dead.len()).rev().filter(|&p| edit.dead[p]) {
                    let _ = erase_operand_in_segment(ir, edit.op, position);
                }
            }
        }
    }

    /// Step 5: the results calls lose (the call is rebuilt without them).
    fn results(&mut self, ir: &mut Ir, results: &[(OpId, Vec<bool>)]) {
        for (op, dead) in results {
            let op = *op;
            if !ir.is_live(op)
                || ir.results(op).len() != dead.len()
                || !dead.contains(&true)
                || !ir.regions(op).is_empty()
            {
                continue;
            }
            let old: Vec<Value> = ir.results(op).to_vec();
            for (&result, _) in old.iter().zip(dead).filter(|(_, dead)| **dead) {
                self.drop_uses(ir, result, InsertionPoint::Before(op));
            }
            let mut state = OperationState::new_interned(ir, ir.op_name(op), ir.op_location(op));
            state.operands = ir.operands(op).collect();
            state.result_types = old
                .iter()
                .zip(dead)
                .filter(|(_, dead)| !**dead)
                .map(|(&result, _)| ir.value_type(result))
                .collect();
            state.successors = ir.successors(op).iter().copied().collect();
            state.properties = ir.properties(op);
            state.attributes = ir.attributes(op);
            let Ok(rebuilt) = Builder::before(ir, op).create(state) else {
                continue;
            };
            let kept: Vec<Value> = old
                .iter()
                .zip(dead)
                .filter(|(_, dead)| !**dead)
                .map(|(&result, _)| result)
                .collect();
            let new: Vec<Value> = ir.results(rebuilt).to_vec();
            for (&from, &to) in kept.iter().zip(&new) {
                let _ = ir.set_name_hint_symbol(to, ir.name_hint(from));
                let _ = ir.replace_all_uses_with(from, to);
            }
            if ir.erase_op(op).is_ok() {
                self.cleaned.results += dead.iter().filter(|&&d| d).count() as u64;
            }
        }
    }

    /// Step 6: whole ops; a terminator leaves `ub.unreachable` behind.
    fn operations(&mut self, ir: &mut Ir, operations: &[OpId]) {
        for &op in operations {
            if !ir.is_live(op) {
                continue;
            }
            if ir.has_trait(op, OpTraits::TERMINATOR) {
                let state = UnreachableOp::build_state(ir, ir.op_location(op));
                let _ = Builder::before(ir, op).create(state);
            }
            for result in ir.results(op).to_vec() {
                self.drop_uses(ir, result, InsertionPoint::Before(op));
            }
            if ir.erase_op(op).is_ok() {
                self.cleaned.operations += 1;
            }
        }
    }
}

/// Drops the dead arguments and results from the function's
/// `function_type` and its `arg_attrs` / `res_attrs` (an attribute list
/// left with only empty dictionaries goes, as MLIR's
/// `FunctionOpInterface::eraseArguments` does).
fn update_signature(ir: &mut Ir, edit: &FunctionEdit) {
    let ctx = ir.ctx_arc().clone();
    let Some(signature) =
        ir.attr(edit.op, "function_type")
            .and_then(|attr| match ctx.attr_data(attr) {
                AttrData::Type(ty) => ty.function_signature(&ctx),
                _ => None,
            })
    else {
        return;
    };
    let (inputs, results) = (signature.0.to_vec(), signature.1.to_vec());
    if inputs.len() != edit.dead_arguments.len() || results.len() != edit.dead_results.len() {
        return;
    }
    let keep = |types: &[Type], dead: &[bool]| -> Vec<Type> {
        types
            .iter()
            .zip(dead)
            .filter(|(_, dead)| !**dead)
            .map(|(&ty, _)| ty)
            .collect()
    };
    let function_type = ctx.function_type(
        &keep(&inputs, &edit.dead_arguments),
        &keep(&results, &edit.dead_results),
    );
    let _ = ir.set_property(edit.op, "function_type", ctx.type_attr(function_type));
    for (name, dead) in [
        ("arg_attrs", &edit.dead_arguments),
        ("res_attrs", &edit.dead_results),
    ] {
        filter_attribute_list(ir, edit.op, name, dead);
    }
}

/// Keeps the entries of the array property `name` whose `dead` flag is
/// off; removes the property if only empty dictionaries are left.
fn filter_attribute_list(ir: &mut Ir, op: OpId, name: &str, dead: &[bool]) {
    let ctx = ir.ctx_arc().clone();
    let Some(list) = ir.attr(op, name) else {
        return;
    };
    let AttrData::Array(items) = ctx.attr_data(list) else {
        return;
    };
    if items.len() != dead.len() {
        return;
    }
    let kept: Vec<Attribute> = items
        .iter()
        .zip(dead)
        .filter(|(_, dead)| !**dead)
        .map(|(&item, _)| item)
        .collect();
    let all_empty = kept.iter().all(
        |&item| matches!(ctx.attr_data(item), AttrData::Dictionary(entries) if entries.is_empty()),
    );
    if all_empty {
        remove_property(ir, op, name);
    } else {
        let _ = ir.set_property(op, name, ctx.intern_attr(AttrData::Array(kept)));
    }
}

/// Removes entry `name` from `op`'s properties.
fn remove_property(ir: &mut Ir, op: OpId, name: &str) {
    let ctx = ir.ctx_arc().clone();
    let Some(properties) = ir.properties(op) else {
        return;
    };
    let AttrData::Dictionary(entries) = ctx.attr_data(properties) else {
        return;
    };
    let key = ctx.intern_str(name);
    let kept: Vec<_> = entries.iter().copied().filter(|&(k, _)| k != key).collect();
    let _ = ir.set_properties(op, Some(ctx.dictionary(kept)));
}
