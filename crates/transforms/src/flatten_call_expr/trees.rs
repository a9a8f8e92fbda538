//! What the flatten patterns ask about expression trees (`expr.tree`) and
//! the one rewrite they share: hoisting a call out of the trees around it.

use smallvec::SmallVec;
use strata_expr::{TreeOp, YieldOp};
use strata_interfaces::is_call_like;
use strata_ir::{BlockId, Ir, IrError, OpId, Value};
use strata_rewrite::PatternRewriter;

/// Whether `op` is an `expr.tree`.
pub fn is_tree(ir: &Ir, op: OpId) -> bool {
    ir.op_name_str(op) == TreeOp::NAME
}

/// Whether `op` is directly in an `expr.tree`.
pub fn in_tree(ir: &Ir, op: OpId) -> bool {
    ir.parent_op(op).is_some_and(|parent| is_tree(ir, parent))
}

/// Whether `op` is a call-like op directly in an `expr.tree` (the root of
/// the hoisting patterns: the cheap test first).
pub fn is_call_in_tree(ir: &Ir, op: OpId) -> bool {
    in_tree(ir, op) && is_call_like(ir, op)
}

/// The trees `op` is nested in, directly: its parent if that is a tree,
/// that tree's parent if it is one too, and so on; innermost first. Empty
/// when `op` is not in a tree.
pub fn enclosing_trees(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut trees = Vec::new();
    let mut current = op;
    while let Some(parent) = ir.parent_op(current).filter(|&p| is_tree(ir, p)) {
        trees.push(parent);
        current = parent;
    }
    trees
}

/// The body block of `tree`.
pub fn tree_block(ir: &Ir, tree: OpId) -> Option<BlockId> {
    ir.regions(tree)
        .first()
        .and_then(|&region| ir.entry_block(region))
}

/// The `expr.yield` ending `tree`.
pub fn tree_yield(ir: &Ir, tree: OpId) -> Option<OpId> {
    tree_block(ir, tree)
        .and_then(|block| ir.last_op(block))
        .filter(|&last| ir.op_name_str(last) == YieldOp::NAME)
}

/// The value `tree` yields (its root).
pub fn tree_root(ir: &Ir, tree: OpId) -> Option<Value> {
    tree_yield(ir, tree).and_then(|yield_op| ir.operand(yield_op, 0))
}

/// Whether `value` is the value of `tree`: the yield of `tree` is its one
/// use.
fn is_root_of(ir: &Ir, value: Value, tree: OpId) -> bool {
    let mut uses = ir.uses(value);
    match (uses.next(), uses.next()) {
        (Some(only), None) => Some(only.op) == tree_yield(ir, tree),
        _ => false,
    }
}

/// Whether the value of `op` is the value of the outermost of `trees` (its
/// enclosing trees, innermost first): each tree on the way yields what
/// the one inside computes.
pub fn is_root_chain(ir: &Ir, op: OpId, trees: &[OpId]) -> bool {
    let Some(&result) = ir.results(op).first() else {
        return false;
    };
    let mut value = result;
    for &tree in trees {
        if !is_root_of(ir, value, tree) {
            return false;
        }
        match ir.results(tree).first() {
            Some(&next) => value = next,
            None => return false,
        }
    }
    true
}

/// The root call of `tree`, with the trees it is nested in (innermost
/// first, ending with `tree`): the call-like op whose value `tree` yields,
/// directly or through nested trees that each yield the value of the one
/// inside. `None` when the root is not a call.
pub fn root_call(ir: &Ir, tree: OpId) -> Option<(OpId, Vec<OpId>)> {
    let mut chain = vec![tree];
    let mut current = tree;
    loop {
        let root = tree_root(ir, current)?;
        let def = ir.defining_op(root)?;
        if ir.parent_op(def) != Some(current) {
            return None;
        }
        if is_tree(ir, def) {
            chain.push(def);
            current = def;
            continue;
        }
        if !is_call_like(ir, def) {
            return None;
        }
        chain.reverse();
        return Some((def, chain));
    }
}

/// A few ops or values, inline: expressions are small.
type Few<T> = SmallVec<[T; 8]>;

/// The values `op` and the ops nested in it read.
fn values_read(ir: &Ir, op: OpId) -> Few<Value> {
    let mut values: Few<Value> = ir.operands(op).collect();
    if !ir.regions(op).is_empty() {
        for nested in ir.walk_collect(op, strata_ir::WalkOrder::PreOrder) {
            if nested != op {
                values.extend(ir.operands(nested));
            }
        }
    }
    values
}

/// The ops of `block` that `op` depends on, transitively (through operands
/// and through what the ops nested in them read), in block order, and
/// only those `include` accepts.
fn dependencies_in_block(
    ir: &Ir,
    op: OpId,
    block: BlockId,
    include: &dyn Fn(OpId) -> bool,
) -> Few<OpId> {
    let mut found: Few<OpId> = SmallVec::new();
    let mut stack: Few<OpId> = SmallVec::new();
    stack.push(op);
    while let Some(current) = stack.pop() {
        for value in values_read(ir, current) {
            let Some(def) = ir.defining_op(value) else {
                continue;
            };
            if def != op
                && ir.op_parent_block(def) == Some(block)
                && include(def)
                && !found.contains(&def)
            {
                found.push(def);
                stack.push(def);
            }
        }
    }
    // They all come before `op`: walking back from it finds them in
    // (reverse) block order, looking no further than the farthest one, so
    // a call hoisted into a long block costs what its operands cost.
    let mut ordered: Few<OpId> = SmallVec::with_capacity(found.len());
    let mut current = ir.prev_op(op);
    while ordered.len() < found.len() {
        let Some(candidate) = current else {
            break;
        };
        if found.contains(&candidate) {
            ordered.push(candidate);
        }
        current = ir.prev_op(candidate);
    }
    ordered.reverse();
    ordered
}

/// Moves `call` out of `trees` (the trees it is nested in, innermost
/// first) to just before the outermost one, in that tree's block. What
/// each of its operands computes inside the trees (a pure sub-expression,
/// since the calls in it were hoisted first) goes along as a tree of its
/// own just before the call, so it stays an expression; a sub-expression
/// of one op (a constant, `%a + %b`, a nested tree) goes along as it is,
/// a tree of one op saying nothing more.
pub fn hoist_call(
    rewriter: &mut PatternRewriter<'_>,
    call: OpId,
    trees: &[OpId],
) -> Result<(), IrError> {
    let mut moved: Few<OpId> = SmallVec::new();
    for &tree in trees {
        let ir = rewriter.ir_ref();
        let Some(block) = ir.op_parent_block(call) else {
            break;
        };
        let dependencies = dependencies_in_block(ir, call, block, &|_| true);
        for dependency in dependencies {
            rewriter.move_op_before(dependency, tree)?;
            if !moved.contains(&dependency) {
                moved.push(dependency);
            }
        }
        rewriter.move_op_before(call, tree)?;
    }
    wrap_operand_expressions(rewriter, call, &moved)
}

/// Whether the hoist of `call` out of `trees` would take a call along: the
/// calls an operand needs are hoisted before it, so this means the IR was
/// not walked in evaluation order.
pub fn depends_on_a_call(ir: &Ir, call: OpId, trees: &[OpId]) -> bool {
    let Some(&outermost) = trees.last() else {
        return false;
    };
    let mut stack: Few<OpId> = SmallVec::new();
    stack.push(call);
    let mut seen: Few<OpId> = SmallVec::new();
    while let Some(current) = stack.pop() {
        for value in values_read(ir, current) {
            let Some(def) = ir.defining_op(value) else {
                continue;
            };
            if def == call || !ir.is_ancestor_or_self(outermost, def) || def == outermost {
                continue;
            }
            if is_call_like(ir, def) {
                return true;
            }
            if !seen.contains(&def) {
                seen.push(def);
                stack.push(def);
            }
        }
    }
    false
}

/// Gives each operand of `call` that one of the `moved` ops computes a
/// tree of its own, just before `call`, holding the moved ops it needs.
fn wrap_operand_expressions(
    rewriter: &mut PatternRewriter<'_>,
    call: OpId,
    moved: &[OpId],
) -> Result<(), IrError> {
    if moved.is_empty() {
        return Ok(());
    }
    let Some(block) = rewriter.ir_ref().op_parent_block(call) else {
        return Ok(());
    };
    let operands: Few<Value> = rewriter.ir_ref().operands(call).collect();
    for (index, operand) in operands.into_iter().enumerate() {
        let ir = rewriter.ir_ref();
        let Some(def) = ir.defining_op(operand).filter(|def| moved.contains(def)) else {
            continue;
        };
        let mut ops = dependencies_in_block(ir, def, block, &|op| moved.contains(&op));
        ops.push(def);
        if ops.len() == 1 {
            continue;
        }
        let location = ir.op_location(def);
        let ty = ir.value_type(operand);
        let state = TreeOp::build_state(rewriter.ir(), location, ty);
        rewriter.set_insertion_point_before(call);
        let tree = rewriter.create(state)?;
        let region = rewriter.ir_ref().regions(tree)[0];
        let body = rewriter.ir().append_new_block(region)?;
        for op in ops {
            rewriter.move_op_to_end(op, body)?;
        }
        rewriter.set_insertion_point_to_end(body);
        let state = YieldOp::build_state(rewriter.ir(), location, operand);
        rewriter.create(state)?;
        let value = rewriter.ir_ref().results(tree)[0];
        rewriter.modify_op_in_place(call, |ir, call| ir.set_operand(call, index, value))?;
    }
    Ok(())
}
