//! Inlining one call (MLIR's `inlineCall`, in
//! `mlir/lib/Transforms/Utils/InliningUtils.cpp`): the callee's body is
//! copied in place of the call, through the call interfaces and the
//! dialects' [`strata_interfaces::DialectInlinerInterface`]s.
//!
//! ```text
//! func.func private @f(%a: i32) -> i32 {
//!   %c = arith.constant 5 : i32                  %c = arith.constant 5 : i32
//!   %r = arith.muli %a, %c : i32          =>     %r = arith.muli %x, %c : i32
//!   return %r : i32                              ... uses of %y use %r
//! }
//! %y = func.call @f(%x) : (i32) -> i32
//! ```
//!
//! In order, as MLIR does it:
//!
//! 1. forwarded operand *i* maps to callable argument *i*, and forwarded
//!    result *j* receives returned value *j*; the counts must match. The
//!    call's dialect maps what else there is (a closure's `%self`) or
//!    refuses
//!    ([`strata_interfaces::DialectInlinerInterface::map_call_extras`]);
//! 2. a value whose type differs between call and callee goes through a
//!    conversion the call's dialect materializes; if it cannot, the casts
//!    made so far are undone and the call is not inlined;
//! 3. the call's dialect must accept the inlining, the destination
//!    region's dialect the region, and every op of the callee's body (and,
//!    unless its dialect says otherwise, of its nested regions) its own
//!    move;
//! 4. the call's block is split after the call, the callee's blocks are
//!    copied in between, their locations become `callsite(callee at
//!    caller)` (unless the call's is unknown), and the dialect and the
//!    inliner look at them;
//! 5. one block: its terminator's operands replace the call's results and
//!    the three pieces merge into one block. Several blocks: the block
//!    after the call takes one argument per result, and each terminator
//!    that returns branches to it.
//!
//! The call itself is left for the caller to erase. A refusal leaves the
//! IR as it was.

use rustc_hash::FxHashMap;
use strata_interfaces::inliner::replace_results_with_operands;
use strata_interfaces::{CallOpInterface, CallableOpInterface, inliner_interface_of};
use strata_ir::{
    AttrData, BlockId, Ir, IrError, Location, LocationData, OpId, RegionId, Value, ValueMapping,
    WalkOrder,
};

/// What [`inline_call`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlineOutcome {
    /// The call's callee is inlined; the call is left to erase.
    Inlined,
    /// The call cannot be inlined; nothing changed.
    NotInlined,
    /// Whether the call may be inlined depends on whether the callee
    /// survives, which the caller left open; nothing changed.
    Undecided,
}

/// A legality answer when `would_be_cloned` may be unknown (`None`): the
/// answer if both possibilities give the same, else `None`.
fn decide(would_be_cloned: Option<bool>, check: impl Fn(bool) -> bool) -> Option<bool> {
    match would_be_cloned {
        Some(known) => Some(check(known)),
        None => {
            let cloned = check(true);
            (cloned == check(false)).then_some(cloned)
        }
    }
}

/// Inlines the body of `callable` (its callable region) in place of
/// `call`. `would_be_cloned` tells the legality hooks whether the callee
/// survives (it is false when this is its last call and it will be
/// erased); `None` when that is not known yet, in which case a call whose
/// legality depends on it is left [`InlineOutcome::Undecided`]. `on_inlined_blocks` sees the inlined blocks before their
/// terminators are handled (the inliner collects the calls in them).
/// Returns whether the call was inlined; on `false` nothing changed.
pub fn inline_call(
    ir: &mut Ir,
    call: OpId,
    callable: OpId,
    would_be_cloned: Option<bool>,
    on_inlined_blocks: &mut dyn FnMut(&Ir, &[BlockId]),
) -> Result<InlineOutcome, IrError> {
    let Some(call_interface) = ir.interface::<dyn CallOpInterface>(call) else {
        return Ok(InlineOutcome::NotInlined);
    };
    let Some(callable_interface) = ir.interface::<dyn CallableOpInterface>(callable) else {
        return Ok(InlineOutcome::NotInlined);
    };
    let Some(source) = callable_interface.callable_region(ir, callable) else {
        return Ok(InlineOutcome::NotInlined);
    };
    let operands: Vec<Value> = call_interface
        .forwarded_operands(ir, call, Some(callable))
        .filter_map(|index| ir.operand(call, index))
        .collect();
    let results: Vec<Value> = call_interface
        .forwarded_results(ir, call)
        .map(|index| ir.results(call)[index])
        .collect();
    let arguments = callable_interface.callable_arguments(ir, callable).to_vec();
    let result_types = callable_interface.result_types(ir, callable).to_vec();
    if operands.len() != arguments.len() || results.len() != result_types.len() {
        return Ok(InlineOutcome::NotInlined);
    }
    let Some(call_dialect) = inliner_interface_of(ir, call) else {
        return Ok(InlineOutcome::NotInlined);
    };
    let mut mapping = ValueMapping::default();
    if !call_dialect.map_call_extras(ir, call, callable, &mut mapping) {
        return Ok(InlineOutcome::NotInlined);
    }

    // Conversions where call and callee types differ.
    let location = ir.op_location(call);
    let mut casts: Vec<OpId> = Vec::new();
    for (&operand, &argument) in operands.iter().zip(&arguments) {
        let wanted = ir.value_type(argument);
        let mut value = operand;
        if ir.value_type(operand) != wanted {
            match call_dialect.materialize_call_conversion(ir, call, operand, wanted, location) {
                Some(cast) => {
                    casts.push(cast);
                    value = ir.results(cast)[0];
                }
                None => return undo_casts(ir, &casts, InlineOutcome::NotInlined),
            }
        }
        mapping.map_value(argument, value);
    }
    for (&result, &callee_type) in results.iter().zip(&result_types) {
        if ir.value_type(result) == callee_type {
            continue;
        }
        let Some(after) = ir.next_op(call) else {
            return undo_casts(ir, &casts, InlineOutcome::NotInlined);
        };
        let ty = ir.value_type(result);
        let Some(cast) = call_dialect.materialize_call_conversion(ir, after, result, ty, location)
        else {
            return undo_casts(ir, &casts, InlineOutcome::NotInlined);
        };
        casts.push(cast);
        let converted = ir.results(cast)[0];
        // Every use of the result now reads the conversion of what the
        // callee returns (the result, until the callee's value replaces it).
        ir.replace_uses_with_if(result, converted, |use_| use_.op != cast)?;
    }
    match decide(would_be_cloned, |cloned| {
        call_dialect.is_legal_to_inline_call(ir, call, callable, cloned)
    }) {
        Some(true) => {}
        Some(false) => return undo_casts(ir, &casts, InlineOutcome::NotInlined),
        None => return undo_casts(ir, &casts, InlineOutcome::Undecided),
    }
    let outcome = inline_region(
        ir,
        call,
        source,
        &mut mapping,
        &results,
        &result_types,
        would_be_cloned,
        on_inlined_blocks,
    )?;
    if outcome != InlineOutcome::Inlined {
        return undo_casts(ir, &casts, outcome);
    }
    Ok(outcome)
}

/// Removes the conversions made for a call that is not inlined after all.
fn undo_casts(
    ir: &mut Ir,
    casts: &[OpId],
    outcome: InlineOutcome,
) -> Result<InlineOutcome, IrError> {
    for &cast in casts {
        let input = ir.operand(cast, 0);
        let output = ir.results(cast).first().copied();
        if let (Some(input), Some(output)) = (input, output) {
            ir.replace_all_uses_with(output, input)?;
        }
        ir.erase_op(cast)?;
    }
    Ok(outcome)
}

/// MLIR's `inlineRegionImpl` for a call: see the module documentation,
/// steps 3 to 5.
#[allow(clippy::too_many_arguments)]
fn inline_region(
    ir: &mut Ir,
    call: OpId,
    source: RegionId,
    mapping: &mut ValueMapping,
    results: &[Value],
    result_types: &[strata_ir::Type],
    would_be_cloned: Option<bool>,
    on_inlined_blocks: &mut dyn FnMut(&Ir, &[BlockId]),
) -> Result<InlineOutcome, IrError> {
    let Some(entry) = ir.entry_block(source) else {
        return Ok(InlineOutcome::NotInlined);
    };
    if ir
        .block_arguments(entry)
        .iter()
        .any(|&argument| mapping.get_value(argument).is_none())
    {
        return Ok(InlineOutcome::NotInlined);
    }
    let Some(call_block) = ir.op_parent_block(call) else {
        return Ok(InlineOutcome::NotInlined);
    };
    let Some(destination) = ir.block_parent_region(call_block) else {
        return Ok(InlineOutcome::NotInlined);
    };
    let destination_interface = ir
        .region_parent_op(destination)
        .and_then(|owner| inliner_interface_of(ir, owner));
    let legal = decide(would_be_cloned, |cloned| {
        destination_interface.is_some_and(|interface| {
            interface.is_legal_to_inline_region(ir, destination, source, cloned, mapping)
        }) && ops_are_legal(ir, source, destination, cloned, mapping)
    });
    match legal {
        Some(true) => {}
        Some(false) => return Ok(InlineOutcome::NotInlined),
        None => return Ok(InlineOutcome::Undecided),
    }

    // Copy the callee's blocks in right after the call's block.
    let before_copy = ir.region_blocks(destination).count();
    ir.clone_region_into(source, destination, mapping)?;
    let new_blocks: Vec<BlockId> = ir.region_blocks(destination).skip(before_copy).collect();
    let after_blocks = ir.next_block(call_block);
    for &block in &new_blocks {
        ir.move_block(block, destination, after_blocks)?;
    }
    let call_location = ir.op_location(call);
    if call_location != Location::Unknown {
        remap_locations(ir, &new_blocks, call_location)?;
    }
    let call_dialect = inliner_interface_of(ir, call);
    if let Some(dialect) = call_dialect {
        dialect.process_inlined_call_blocks(ir, call, &new_blocks)?;
    }
    on_inlined_blocks(ir, &new_blocks);

    let single_block_allowed = ir
        .region_parent_op(destination)
        .and_then(|owner| inliner_interface_of(ir, owner))
        .is_none_or(|interface| interface.allow_single_block_optimization(ir, &new_blocks));
    let first = new_blocks[0];
    if single_block_allowed && new_blocks.len() == 1 {
        // The terminator's values replace the results, and the block's ops
        // go right after the call: what MLIR gets by splitting the call's
        // block and merging the three pieces, without moving the ops after
        // the call twice (a long function would make that quadratic).
        if let Some(terminator) = ir.last_op(first) {
            match inliner_interface_of(ir, terminator) {
                Some(interface) => {
                    interface.handle_terminator_with_values(ir, terminator, results)?
                }
                None => replace_results_with_operands(ir, terminator, results)?,
            }
            ir.erase_op(terminator)?;
        }
        let after = ir.next_op(call);
        ir.inline_block_before(first, call_block, after, &[])?;
        return Ok(InlineOutcome::Inlined);
    }
    // Several blocks: the ops after the call go to a block after the
    // callee's, which receives the results as arguments and to which the
    // returns branch.
    let after_call = split_after(ir, call_block, call)?;
    ir.move_block(
        after_call,
        destination,
        ir.next_block(new_blocks[new_blocks.len() - 1]),
    )?;
    for (&result, &ty) in results.iter().zip(result_types) {
        let location = ir.value_location(result);
        let argument = ir.add_block_argument(after_call, ty, location)?;
        ir.replace_all_uses_with(result, argument)?;
    }
    for &block in &new_blocks {
        let Some(terminator) = ir.last_op(block) else {
            continue;
        };
        if let Some(interface) = inliner_interface_of(ir, terminator) {
            interface.handle_terminator_with_branch(ir, terminator, after_call)?;
        }
    }
    ir.merge_blocks(first, call_block, &[])?;
    Ok(InlineOutcome::Inlined)
}

/// Whether every op of `source`, recursively unless its dialect vouches
/// for its regions, may be inlined into `destination` (an op without an
/// inliner interface may not).
fn ops_are_legal(
    ir: &Ir,
    source: RegionId,
    destination: RegionId,
    would_be_cloned: bool,
    mapping: &ValueMapping,
) -> bool {
    let mut pending = vec![source];
    while let Some(region) = pending.pop() {
        for block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                let interface = inliner_interface_of(ir, op);
                let legal = interface.is_some_and(|interface| {
                    interface.is_legal_to_inline_op(ir, op, destination, would_be_cloned, mapping)
                });
                if !legal {
                    return false;
                }
                if interface.is_none_or(|interface| interface.should_analyze_recursively(ir, op)) {
                    pending.extend(ir.regions(op).iter().copied());
                }
            }
        }
    }
    true
}

/// Moves the ops after `op` to a new block right after `block` (MLIR's
/// `splitBlock` at the op after the call) and returns the new block.
fn split_after(ir: &mut Ir, block: BlockId, op: OpId) -> Result<BlockId, IrError> {
    match ir.next_op(op) {
        Some(next) => ir.split_block(block, next),
        None => {
            let new_block = ir.create_block(block.body())?;
            if let Some(region) = ir.block_parent_region(block) {
                let next = ir.next_block(block);
                ir.insert_block(new_block, region, next)?;
            }
            Ok(new_block)
        }
    }
}

/// Gives every op and block argument in `blocks` (nested ones too) the
/// location `callsite(its location at caller)`, appended to the end of
/// an existing call-site chain (MLIR's `remapInlinedLocations`).
fn remap_locations(ir: &mut Ir, blocks: &[BlockId], caller: Location) -> Result<(), IrError> {
    let mut remapped: FxHashMap<Location, Location> = FxHashMap::default();
    let mut remap = |ir: &Ir, location: Location| {
        *remapped
            .entry(location)
            .or_insert_with(|| stack_locations(ir, location, caller))
    };
    let mut ops = Vec::new();
    let mut arguments: Vec<(BlockId, usize)> = Vec::new();
    for &block in blocks {
        arguments.extend((0..ir.block_arguments(block).len()).map(|i| (block, i)));
        for op in ir.block_ops(block) {
            ir.walk(op, WalkOrder::PreOrder, |nested| {
                for &region in ir.regions(nested) {
                    for nested_block in ir.region_blocks(region) {
                        let count = ir.block_arguments(nested_block).len();
                        arguments.extend((0..count).map(|i| (nested_block, i)));
                    }
                }
                ops.push(nested);
            });
        }
    }
    for (block, index) in arguments {
        let location = remap(ir, ir.block_argument_location(block, index));
        ir.set_block_argument_location(block, index, location)?;
    }
    for op in ops {
        let location = remap(ir, ir.op_location(op));
        ir.set_op_location(op, location)?;
    }
    Ok(())
}

/// `callee` called from `caller`: `callsite(callee at caller)`, or, when
/// `callee` is already a chain `callsite(a at callsite(b at c))`, the chain
/// extended to `callsite(a at callsite(b at callsite(c at caller)))`.
fn stack_locations(ir: &Ir, callee: Location, caller: Location) -> Location {
    let ctx = ir.ctx();
    let mut chain = Vec::new();
    let mut last = callee;
    while let Location::Attr(attribute) = last
        && let AttrData::Location(LocationData::CallSite {
            callee: inner,
            caller: outer,
        }) = ctx.attr_data(attribute)
    {
        chain.push(*inner);
        last = *outer;
    }
    let mut stacked = ctx.location(LocationData::CallSite {
        callee: last,
        caller,
    });
    for &inner in chain.iter().rev() {
        stacked = ctx.location(LocationData::CallSite {
            callee: inner,
            caller: stacked,
        });
    }
    stacked
}
