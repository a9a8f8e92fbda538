//! The verifier (MLIR's `OperationVerifier`): structure (terminators,
//! successors, block placement), trait and op verifiers, symbol uniqueness,
//! isolation from above, and SSA dominance. Verification stops at the first
//! error, which is returned as a [`Diagnostic`] with notes — by default with
//! MLIR's `see current operation: ...` note showing the op it is about.
//!
//! Both passes walk iteratively, so deep nesting cannot overflow the stack.

use rustc_hash::FxHashMap;

use crate::asm::printer::{PrintOptions, operation_to_string_in_context};
use crate::diagnostics::{Diagnostic, Severity};
use crate::dominance::DominanceInfo;
use crate::ir::{BlockId, Ir, OpId, RegionId, ValueDef};
use crate::registry::OpTraits;
use crate::symbol_table::{SymbolTableCollection, symbol_name};

/// How diagnostics are reported.
#[derive(Clone, Copy, Debug)]
pub struct VerifierOptions {
    /// Attach a `see current operation: <op>` note to each error (MLIR's
    /// `printOpOnDiagnostic`; mlir-opt turns it off for `--verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
    /// Print that op with numbered values instead of name hints
    /// (`--discard-value-names`).
    pub discard_value_names: bool,
}

impl Default for VerifierOptions {
    fn default() -> Self {
        VerifierOptions {
            print_op_on_diagnostic: true,
            discard_value_names: false,
        }
    }
}

/// Verifies `root` and everything nested in it, with default options.
pub fn verify(ir: &Ir, root: OpId) -> Result<(), Box<Diagnostic>> {
    verify_with_options(ir, root, VerifierOptions::default())
}

/// Verifies `root` and everything nested in it.
pub fn verify_with_options(
    ir: &Ir,
    root: OpId,
    options: VerifierOptions,
) -> Result<(), Box<Diagnostic>> {
    let result = verify_ops(ir, root);
    result.map_err(|Failure { op, mut diagnostic }| {
        if options.print_op_on_diagnostic {
            let text = operation_to_string_in_context(
                ir,
                op,
                PrintOptions {
                    generic: true,
                    discard_value_names: options.discard_value_names,
                    ..PrintOptions::default()
                },
            );
            diagnostic.notes.insert(
                0,
                Diagnostic::new(
                    Severity::Note,
                    ir.op_location(op),
                    format!("see current operation: {text}"),
                ),
            );
        }
        Box::new(diagnostic)
    })
}

/// One step of the verifier's walk.
enum Task {
    /// An op's invariants, then its blocks.
    Enter(OpId),
    /// A block's shape (not empty, branches only at the end), then its ops.
    EnterBlock(OpId, RegionId, BlockId),
    /// After a block's ops: its terminator and where it branches.
    ExitBlock(OpId, RegionId, BlockId),
    /// After an op's regions: its isolated-from-above children, then
    /// [`Task::Finish`].
    Exit(OpId),
    /// An op's region verifiers, once everything nested has verified.
    Finish(OpId),
    /// SSA dominance inside an op's regions (not inside isolated children,
    /// which check their own).
    Dominance(OpId),
}

/// Verifies every op under `root` (inclusive) in the order of MLIR's
/// `OperationVerifier`, so the first error is the one mlir-opt reports: an
/// op's invariants on the way down, then its blocks and the ops in them;
/// on the way up, the isolated-from-above children (functions), each
/// verified completely and then checked for dominance, and last the op's
/// region verifiers (`verifyRegions`, region traits, symbol tables and
/// their symbol uses). Dominance of the root's regions comes at the end.
/// Iterative: deep nesting cannot overflow the stack.
fn verify_ops(ir: &Ir, root: OpId) -> Result<(), Failure> {
    let mut dominance = DominanceChecker::new();
    let mut tasks = vec![Task::Dominance(root), Task::Enter(root)];
    while let Some(task) = tasks.pop() {
        match task {
            Task::Enter(op) => {
                verify_op_structure(ir, op)?;
                tasks.push(Task::Exit(op));
                for &region in ir.regions(op).iter().rev() {
                    let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
                    tasks.extend(
                        blocks
                            .into_iter()
                            .rev()
                            .map(|block| Task::EnterBlock(op, region, block)),
                    );
                }
            }
            Task::EnterBlock(parent, region, block) => {
                verify_block_entry(ir, parent, region, block)?;
                tasks.push(Task::ExitBlock(parent, region, block));
                let ops: Vec<OpId> = ir.block_ops(block).collect();
                tasks.extend(
                    ops.into_iter()
                        .rev()
                        .filter(|&op| !is_isolated_with_regions(ir, op))
                        .map(Task::Enter),
                );
            }
            Task::Exit(op) => {
                tasks.push(Task::Finish(op));
                let mut isolated = Vec::new();
                for &region in ir.regions(op) {
                    for block in ir.region_blocks(region) {
                        isolated.extend(
                            ir.block_ops(block)
                                .filter(|&child| is_isolated_with_regions(ir, child)),
                        );
                    }
                }
                for &child in isolated.iter().rev() {
                    tasks.push(Task::Dominance(child));
                    tasks.push(Task::Enter(child));
                }
            }
            Task::ExitBlock(parent, region, block) => {
                verify_block_exit(ir, parent, region, block)?;
            }
            Task::Finish(op) => verify_op_regions(ir, op)?,
            Task::Dominance(op) => dominance.verify_regions_of(ir, op)?,
        }
    }
    Ok(())
}

/// An op whose regions MLIR verifies separately (and, in MLIR, in parallel):
/// isolated from above, with at least one region.
fn is_isolated_with_regions(ir: &Ir, op: OpId) -> bool {
    !ir.regions(op).is_empty() && ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
}

/// The checks of `op` that need its regions verified first.
fn verify_op_regions(ir: &Ir, op: OpId) -> Result<(), Failure> {
    // Region traits in MLIR's order (`IsolatedFromAbove` before
    // `SymbolTable` on `builtin.module`).
    if ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
        verify_isolation(ir, op)?;
    }
    if ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
        verify_symbol_uniqueness(ir, op)?;
        verify_symbol_uses(ir, op)?;
    }
    if let Some(definition) = ir.op_definition(op) {
        let fail = |diagnostic| Failure { op, diagnostic };
        crate::ods::verify::verify_region_traits(ir, op, definition).map_err(fail)?;
        if let Some(verify_regions) = definition.verify_regions {
            verify_regions(ir, op).map_err(fail)?;
        }
    }
    Ok(())
}

/// MLIR's `verifySymbolTable` second half: the symbol uses of every op in
/// `table`'s regions, down to (not into) nested symbol tables, which check
/// their own. One [`SymbolTableCollection`] serves them all. The order is
/// MLIR's `walkSymbolTable`: a last-in-first-out list of regions, each
/// region's ops in order.
fn verify_symbol_uses(ir: &Ir, table: OpId) -> Result<(), Failure> {
    if !ir.ctx().has_symbol_use_verifiers() {
        return Ok(());
    }
    let mut tables = SymbolTableCollection::new();
    let mut regions: Vec<RegionId> = ir.regions(table).to_vec();
    while let Some(region) = regions.pop() {
        for block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                ir.ctx()
                    .verify_symbol_uses(ir, op, &mut tables)
                    .map_err(|diagnostic| Failure { op, diagnostic })?;
                if !ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
                    regions.extend(ir.regions(op).iter().copied());
                }
            }
        }
    }
    Ok(())
}

/// A verification error and the op it is about.
struct Failure {
    op: OpId,
    diagnostic: Diagnostic,
}

impl Failure {
    fn with_note(
        mut self,
        location: crate::location::Location,
        message: impl Into<String>,
    ) -> Self {
        self.diagnostic = self.diagnostic.with_note(location, message);
        self
    }
}

/// An error about `op`, at its location, with `message` as given.
fn failure(ir: &Ir, op: OpId, message: impl Into<String>) -> Failure {
    Failure {
        op,
        diagnostic: Diagnostic::error(ir.op_location(op), message),
    }
}

/// An error about `op` with MLIR's `'name' op` prefix.
fn op_error(ir: &Ir, op: OpId, message: impl std::fmt::Display) -> Failure {
    failure(ir, op, format!("'{}' op {message}", ir.op_name_str(op)))
}

/// An op's own invariants, in MLIR's `verifyInvariants` order: the
/// single-block trait, the declaration, the other traits, the successor
/// operands (`BranchOpInterface`), the interfaces and the op's verifier;
/// then the graph-region rule for its regions. Its blocks come next, as
/// separate steps.
fn verify_op_structure(ir: &Ir, op: OpId) -> Result<(), Failure> {
    let traits = ir.op_traits(op);
    let fail = |diagnostic| Failure { op, diagnostic };
    let definition = ir.op_definition(op);
    // `SingleBlockImplicitTerminator` extends `SingleBlock`, as in MLIR.
    if traits.contains(OpTraits::SINGLE_BLOCK)
        || definition.is_some_and(|d| d.implicit_terminator.is_some())
    {
        verify_single_block(ir, op, traits)?;
    }
    if let Some(definition) = definition {
        if let Some(schema) = definition.schema {
            crate::ods::verify::verify_schema(ir, op, schema).map_err(fail)?;
        }
        crate::ods::verify::verify_traits(ir, op, definition).map_err(fail)?;
        // MLIR's `IsTerminator` trait.
        if traits.contains(OpTraits::TERMINATOR)
            && ir
                .op_parent_block(op)
                .is_some_and(|block| ir.last_op(block) != Some(op))
        {
            return Err(op_error(
                ir,
                op,
                "must be the last operation in the parent block",
            ));
        }
        if traits.contains(OpTraits::SYMBOL) {
            verify_symbol(ir, op)?;
        }
        for (index, &successor) in ir.successors(op).iter().enumerate() {
            verify_successor_operands(ir, op, index, successor)?;
        }
    }
    ir.ctx().verify_interfaces(ir, op).map_err(fail)?;
    if let Some(verify) = definition.and_then(|d| d.verify) {
        verify(ir, op).map_err(fail)?;
    }
    for (region_index, &region) in ir.regions(op).iter().enumerate() {
        if traits.contains(OpTraits::GRAPH_REGIONS) && ir.region_blocks(region).nth(1).is_some() {
            return Err(op_error(
                ir,
                op,
                format!("expects graph region #{region_index} to have 0 or 1 blocks"),
            ));
        }
        let Some(entry) = ir.entry_block(region) else {
            continue;
        };
        let branches_to_entry = ir.region_blocks(region).any(|block| {
            ir.last_op(block)
                .is_some_and(|last| ir.successors(last).contains(&entry))
        });
        if branches_to_entry {
            return Err(failure(
                ir,
                op,
                "entry block of region may not have predecessors",
            ));
        }
    }
    Ok(())
}

/// MLIR's `SingleBlock` trait: each region has at most one block, and that
/// block is not empty unless the op has no terminators.
fn verify_single_block(ir: &Ir, op: OpId, traits: OpTraits) -> Result<(), Failure> {
    for (region_index, &region) in ir.regions(op).iter().enumerate() {
        let mut blocks = ir.region_blocks(region);
        let Some(block) = blocks.next() else {
            continue;
        };
        if blocks.next().is_some() {
            return Err(op_error(
                ir,
                op,
                format!("expects region #{region_index} to have 0 or 1 blocks"),
            ));
        }
        if !traits.contains(OpTraits::NO_TERMINATOR) && ir.first_op(block).is_none() {
            return Err(op_error(ir, op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// Whether the blocks of `region` (an op's region) must end in a
/// terminator: a registered op says so through its traits; a region of an
/// unregistered op with several blocks is a CFG and needs them too (as in
/// MLIR).
fn needs_terminator(ir: &Ir, parent: OpId, region: RegionId) -> bool {
    if ir.op_definition(parent).is_some() {
        !ir.op_traits(parent).contains(OpTraits::NO_TERMINATOR)
    } else {
        ir.region_blocks(region).nth(1).is_some()
    }
}

/// MLIR's block entrance: a block that must end in a terminator is not
/// empty, and only its last op branches.
fn verify_block_entry(
    ir: &Ir,
    parent: OpId,
    region: RegionId,
    block: BlockId,
) -> Result<(), Failure> {
    let Some(last) = ir.last_op(block) else {
        if needs_terminator(ir, parent, region) || ir.region_blocks(region).nth(1).is_some() {
            // MLIR reports this at the parent op, without the `'op' op` prefix.
            return Err(failure(
                ir,
                parent,
                "empty block: expect at least a terminator",
            ));
        }
        return Ok(());
    };
    if let Some(op) = ir
        .block_ops(block)
        .find(|&op| op != last && !ir.successors(op).is_empty())
    {
        return Err(failure(
            ir,
            op,
            "operation with block successors must terminate its parent block",
        ));
    }
    Ok(())
}

/// MLIR's block exit, after the block's ops: branches stay in the region,
/// and the block ends in a terminator where one is needed.
fn verify_block_exit(
    ir: &Ir,
    parent: OpId,
    region: RegionId,
    block: BlockId,
) -> Result<(), Failure> {
    let Some(last) = ir.last_op(block) else {
        return Ok(());
    };
    if ir
        .successors(last)
        .iter()
        .any(|&successor| ir.block_parent_region(successor) != Some(region))
    {
        return Err(failure(
            ir,
            last,
            "reference to block defined in another region",
        ));
    }
    if needs_terminator(ir, parent, region)
        && ir.op_definition(last).is_some()
        && !ir.has_trait(last, OpTraits::TERMINATOR)
    {
        let printed = operation_to_string_in_context(
            ir,
            last,
            PrintOptions {
                generic: true,
                ..PrintOptions::default()
            },
        );
        return Err(failure(
            ir,
            last,
            format!("block with no terminator, has {printed}"),
        ));
    }
    Ok(())
}

fn verify_successor_operands(
    ir: &Ir,
    op: OpId,
    successor_index: usize,
    successor: BlockId,
) -> Result<(), Failure> {
    let Some(operands_of) = ir.op_definition(op).and_then(|d| d.successor_operands) else {
        return Ok(());
    };
    let range = operands_of(ir, op, successor_index);
    let arguments = ir.block_arguments(successor);
    if range.len() != arguments.len() {
        // MLIR's `verifyBranchSuccessorOperands` uses `emitError`: no
        // `'op' op` prefix.
        return Err(failure(
            ir,
            op,
            format!(
                "branch has {} operands for successor #{successor_index}, but target block has {}",
                range.len(),
                arguments.len()
            ),
        ));
    }
    for (i, (operand_index, &argument)) in range.zip(arguments).enumerate() {
        let Some(operand) = ir.operand(op, operand_index) else {
            continue;
        };
        if ir.value_type(operand) != ir.value_type(argument) {
            return Err(failure(
                ir,
                op,
                format!("type mismatch for bb argument #{i} of successor #{successor_index}"),
            ));
        }
    }
    Ok(())
}

fn verify_symbol_uniqueness(ir: &Ir, table: OpId) -> Result<(), Failure> {
    let mut seen: FxHashMap<&str, OpId> = FxHashMap::default();
    for &region in ir.regions(table) {
        for block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                let Some(name) = symbol_name(ir, op) else {
                    continue;
                };
                if let Some(&first) = seen.get(name) {
                    return Err(
                        failure(ir, op, format!("redefinition of symbol named '{name}'"))
                            .with_note(
                                ir.op_location(first),
                                "see existing symbol definition here",
                            ),
                    );
                }
                seen.insert(name, op);
            }
        }
    }
    Ok(())
}

/// MLIR's `SymbolOpInterface` verifier: a `sym_name` string, and a
/// `sym_visibility` (when present) that is public, private or nested.
fn verify_symbol(ir: &Ir, op: OpId) -> Result<(), Failure> {
    if ir
        .attr(op, "sym_name")
        .and_then(|name| name.as_str(ir.ctx()))
        .is_none()
    {
        return Err(op_error(ir, op, "requires string attribute 'sym_name'"));
    }
    if let Some(message) = symbol_visibility_error(ir, op) {
        return Err(op_error(ir, op, message));
    }
    Ok(())
}

/// Whether values in a block of `region` must be defined before their uses
/// in the same block (SSACFG), rather than in any order (graph regions, and
/// regions of unregistered ops, which MLIR treats as possibly graph regions).
fn has_ssa_dominance(ir: &Ir, region: RegionId) -> bool {
    ir.region_parent_op(region)
        .is_some_and(|op| match ir.op_definition(op) {
            Some(_) => !ir.has_trait(op, OpTraits::GRAPH_REGIONS),
            // Graph regions have one block: an unregistered op's region with
            // several blocks is a CFG.
            None => ir.region_blocks(region).nth(1).is_some(),
        })
}

/// SSA dominance, with the dominator trees it has built so far (the order
/// of ops within a block is cached by the IR itself).
struct DominanceChecker {
    dominance: DominanceInfo,
}

impl DominanceChecker {
    fn new() -> Self {
        DominanceChecker {
            dominance: DominanceInfo::default(),
        }
    }

    /// Checks every operand used inside `op`'s regions, down to (not into)
    /// isolated-from-above ops, which are checked on their own.
    fn verify_regions_of(&mut self, ir: &Ir, op: OpId) -> Result<(), Failure> {
        // MLIR's `verifyDominanceOfContainedRegions`: the ops directly in an
        // op's regions first, then (last in, first out) the ops nested in
        // them.
        let mut worklist = vec![op];
        while let Some(parent) = worklist.pop() {
            for &region in ir.regions(parent) {
                for block in ir.region_blocks(region) {
                    let reachable = self.dominance.is_reachable(ir, region, block);
                    for user in ir.block_ops(block) {
                        if reachable {
                            for (operand_index, value) in ir.operands(user).enumerate() {
                                check_operand(ir, user, operand_index, value, &mut self.dominance)?;
                            }
                        }
                        if !ir.regions(user).is_empty() && !is_isolated_with_regions(ir, user) {
                            worklist.push(user);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// MLIR's `IsolatedFromAbove` trait: no op in `isolated`'s regions (down to
/// nested isolated ops, which check themselves) uses a value defined
/// outside them.
fn verify_isolation(ir: &Ir, isolated: OpId) -> Result<(), Failure> {
    for &region in ir.regions(isolated) {
        let mut pending = vec![region];
        while let Some(current) = pending.pop() {
            for block in ir.region_blocks(current) {
                for op in ir.block_ops(block) {
                    for value in ir.operands(op) {
                        let value = used_value(ir, value);
                        let defined_in = ir
                            .value_parent_block(value)
                            .and_then(|block| ir.block_parent_region(block));
                        // Unlinked values are reported by the dominance check.
                        if let Some(defined_in) = defined_in
                            && !region_contains(ir, region, defined_in)
                        {
                            return Err(op_error(ir, op, "using value defined outside the region")
                                .with_note(
                                    ir.op_location(isolated),
                                    "required by region isolation constraints",
                                ));
                        }
                    }
                    if !ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
                        pending.extend(ir.regions(op).iter().copied());
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether `inner` is `outer` or nested in it.
fn region_contains(ir: &Ir, outer: RegionId, inner: RegionId) -> bool {
    let mut current = Some(inner);
    while let Some(region) = current {
        if region == outer {
            return true;
        }
        current = ir
            .region_parent_op(region)
            .and_then(|op| ir.op_parent_block(op))
            .and_then(|block| ir.block_parent_region(block));
    }
    false
}

/// The value a use really refers to: the outer value behind a stand-in
/// (see [`ValueDef::OutsideBody`]), or the value itself.
fn used_value(ir: &Ir, value: crate::ir::Value) -> crate::ir::Value {
    match ir.value_def(value) {
        ValueDef::OutsideBody { value } => value,
        _ => value,
    }
}

fn check_operand(
    ir: &Ir,
    user: OpId,
    operand_index: usize,
    value: crate::ir::Value,
    dominance: &mut DominanceInfo,
) -> Result<(), Failure> {
    let value = used_value(ir, value);
    let Some(def_block) = ir.value_parent_block(value) else {
        return Err(failure(
            ir,
            user,
            format!("operand #{operand_index} does not dominate this use"),
        ));
    };
    // Climb from the user to the op in the defining region that contains it,
    // checking isolated-from-above ops crossed on the way (isolated ops
    // inside the verified tree have already checked themselves; this catches
    // the ones above a root that is not isolated). A value of a region that
    // does not enclose the user is out of reach.
    let def_region = ir.block_parent_region(def_block);
    let mut ancestor = user;
    let mut isolated_crossed = None;
    let (ancestor_block, region) = loop {
        let block = ir.op_parent_block(ancestor);
        if let Some(block) = block
            && let Some(region) = def_region.filter(|&r| ir.block_parent_region(block) == Some(r))
        {
            break (block, region);
        }
        let Some(parent) = ir.parent_op(ancestor) else {
            // The defining region does not enclose the user.
            return Err(not_dominating(
                ir,
                user,
                operand_index,
                value,
                "a child region",
            ));
        };
        if isolated_crossed.is_none() && ir.has_trait(parent, OpTraits::ISOLATED_FROM_ABOVE) {
            isolated_crossed = Some(parent);
        }
        ancestor = parent;
    };
    if let Some(isolated) = isolated_crossed {
        return Err(
            op_error(ir, user, "using value defined outside the region").with_note(
                ir.op_location(isolated),
                "required by region isolation constraints",
            ),
        );
    }
    let same_region_kind = if ancestor == user {
        "the same block"
    } else {
        "a parent region"
    };
    if ancestor_block == def_block {
        let ValueDef::OpResult { op: def_op, .. } = ir.value_def(value) else {
            return Ok(());
        };
        if !has_ssa_dominance(ir, region) {
            return Ok(());
        }
        if def_op == ancestor {
            // A result used by its own op, or inside its own op's regions.
            return Err(not_dominating(
                ir,
                user,
                operand_index,
                value,
                "a parent region",
            ));
        }
        if ir.is_before_in_block(def_op, ancestor) {
            return Ok(());
        }
        return Err(not_dominating(
            ir,
            user,
            operand_index,
            value,
            same_region_kind,
        ));
    }
    if dominance.properly_dominates(ir, region, def_block, ancestor_block) {
        return Ok(());
    }
    let kind = if ancestor == user {
        "the same region"
    } else {
        "a parent region"
    };
    Err(not_dominating(ir, user, operand_index, value, kind))
}

fn not_dominating(
    ir: &Ir,
    user: OpId,
    operand_index: usize,
    value: crate::ir::Value,
    relation: &str,
) -> Failure {
    let error = failure(
        ir,
        user,
        format!("operand #{operand_index} does not dominate this use"),
    );
    let note = match ir.value_def(value) {
        ValueDef::OpResult { op, .. } => (
            ir.op_location(op),
            format!("operand defined here (op in {relation})"),
        ),
        ValueDef::BlockArgument { block, index } => (
            ir.block_argument_location(block, index as usize),
            format!(
                "operand defined as a block argument (block #{} in {relation})",
                block_position(ir, block)
            ),
        ),
        ValueDef::Placeholder | ValueDef::OutsideBody { .. } => return error,
    };
    error.with_note(note.0, note.1)
}

fn block_position(ir: &Ir, block: BlockId) -> usize {
    ir.block_parent_region(block).map_or(0, |r| {
        ir.region_blocks(r).position(|b| b == block).unwrap_or(0)
    })
}

/// What is wrong with `op`'s `sym_visibility`, if anything (MLIR's
/// `SymbolOpInterface` verifier, shared by ops whose symbol is optional such
/// as `builtin.module`).
pub(crate) fn symbol_visibility_error(ir: &Ir, op: OpId) -> Option<String> {
    let visibility = ir.attr(op, "sym_visibility")?;
    let shown = crate::asm::printer::attribute_to_string(ir.ctx(), visibility);
    match visibility.as_str(ir.ctx()) {
        Some("public" | "private" | "nested") => None,
        None => Some(format!(
            "requires visibility attribute 'sym_visibility' to be a string attribute, but got {shown}"
        )),
        Some(_) => Some(format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {shown}"
        )),
    }
}
