//! The checks of one op, block or region, each in MLIR's wording: an op's
//! invariants (structure, declaration, traits, successor operands,
//! interfaces, its verifier), block entry and exit (placement of branches
//! and terminators), and the region checks that run once everything nested
//! has verified (isolation, symbol tables, region verifiers).

use std::hash::{Hash, Hasher};

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::dominance::used_value;
use super::{Failure, failure, located_failure, op_error};
use crate::asm::printer::{PrintOptions, operation_to_string_in_context};
use crate::attributes::Attribute;
use crate::ir::{BlockId, Ir, OpId, RegionId};
use crate::registry::OpTraits;
use crate::symbol_table::{SymbolTableCollection, symbol_name};
use crate::types::Type;

/// The checks of `op` that need its regions verified first.
pub(super) fn verify_op_regions(ir: &Ir, op: OpId, threads: bool) -> Result<(), Failure> {
    // Region traits in MLIR's order (`IsolatedFromAbove` before
    // `SymbolTable` on `builtin.module`).
    if ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
        verify_isolation(ir, op)?;
    }
    if ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
        verify_symbol_uniqueness(ir, op)?;
        verify_symbol_uses(ir, op, threads)?;
    }
    if let Some(definition) = ir.op_definition(op) {
        let fail = |diagnostic| Failure::on_op(op, diagnostic);
        crate::ods::verify::verify_region_traits(ir, op, definition).map_err(fail)?;
        if let Some(verify_regions) = definition.verify_regions {
            verify_regions(ir, op).map_err(fail)?;
        }
    }
    Ok(())
}

/// MLIR's `verifySymbolTable` second half: the symbol uses of every op in
/// `table`'s regions, down to (not into) nested symbol tables, which check
/// their own. The order is MLIR's `walkSymbolTable`: a last-in-first-out
/// list of regions, each region's ops in order; so a region's ops come
/// first, then the subtrees of the regions nested in them, the last one's
/// first. With `threads`, those subtrees (function bodies) are checked in
/// parallel, each with a clone of the collection (sharing `table`'s own
/// table), and the error reported is the one the sequential walk meets
/// first.
fn verify_symbol_uses(ir: &Ir, table: OpId, threads: bool) -> Result<(), Failure> {
    if !ir.ctx().has_symbol_use_verifiers() {
        return Ok(());
    }
    let mut tables = SymbolTableCollection::new();
    for &region in ir.regions(table).iter().rev() {
        let mut nested = Vec::new();
        check_region_symbol_uses(ir, region, &mut tables, &mut nested)?;
        if threads && nested.len() > 1 {
            // Uses in the nested regions mostly name symbols of `table`:
            // its table is built once and shared.
            tables.build(ir, table);
            let failures: Vec<Option<Failure>> = nested
                .par_iter()
                .with_max_len(1)
                .map_init(
                    || tables.clone(),
                    |tables, &region| walk_symbol_uses(ir, vec![region], tables).err(),
                )
                .collect();
            if let Some(failure) = failures.into_iter().rev().flatten().next() {
                return Err(failure);
            }
        } else {
            walk_symbol_uses(ir, nested, &mut tables)?;
        }
    }
    Ok(())
}

/// Checks the symbol uses of the ops of `region`, in order, and lists the
/// regions nested in them (not inside nested symbol tables).
fn check_region_symbol_uses(
    ir: &Ir,
    region: RegionId,
    tables: &mut SymbolTableCollection,
    nested: &mut Vec<RegionId>,
) -> Result<(), Failure> {
    for block in ir.region_blocks(region) {
        for op in ir.block_ops(block) {
            ir.ctx()
                .verify_symbol_uses(ir, op, tables)
                .map_err(|diagnostic| Failure::on_op(op, diagnostic))?;
            if !ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
                nested.extend(ir.regions(op).iter().copied());
            }
        }
    }
    Ok(())
}

/// The symbol uses under `regions`, walked as MLIR's `walkSymbolTable`.
fn walk_symbol_uses(
    ir: &Ir,
    mut regions: Vec<RegionId>,
    tables: &mut SymbolTableCollection,
) -> Result<(), Failure> {
    while let Some(region) = regions.pop() {
        check_region_symbol_uses(ir, region, tables, &mut regions)?;
    }
    Ok(())
}

/// What an op's declaration check (`verify_schema`) depends on, for an op
/// without regions or successors: its name, operand and result types,
/// properties and attributes.
#[derive(PartialEq, Eq)]
struct DeclarationKey {
    name: crate::context::Symbol,
    operand_types: SmallVec<[Type; 4]>,
    result_types: SmallVec<[Type; 4]>,
    properties: Option<Attribute>,
    attributes: Attribute,
}

impl DeclarationKey {
    fn of(ir: &Ir, op: OpId) -> Self {
        DeclarationKey {
            name: ir.op_name(op),
            operand_types: ir.operand_types(op),
            result_types: ir.result_types(op),
            properties: ir.properties(op),
            attributes: ir.attributes(op),
        }
    }

    /// Whether `op` has this key, compared without building its key.
    fn matches(&self, ir: &Ir, op: OpId) -> bool {
        self.name == ir.op_name(op)
            && self.properties == ir.properties(op)
            && self.attributes == ir.attributes(op)
            && self
                .operand_types
                .iter()
                .copied()
                .eq(ir.operand_type_iter(op))
            && self
                .result_types
                .iter()
                .copied()
                .eq(ir.result_type_iter(op))
    }

    /// The hash of `op`'s key, computed without building it.
    fn hash_of(ir: &Ir, op: OpId) -> u64 {
        let mut hasher = rustc_hash::FxHasher::default();
        ir.op_name(op).hash(&mut hasher);
        ir.properties(op).hash(&mut hasher);
        ir.attributes(op).hash(&mut hasher);
        let operands = ir.operand_type_iter(op);
        operands.len().hash(&mut hasher);
        operands.for_each(|ty| ty.hash(&mut hasher));
        ir.result_type_iter(op).for_each(|ty| ty.hash(&mut hasher));
        hasher.finish()
    }
}

/// The ops whose declaration check passed, by what it depends on: ops of
/// one kind with the same types and attributes (most of them) are checked
/// once. Ops with regions or successors are always checked.
#[derive(Default)]
pub(super) struct VerifiedDeclarations {
    passed: hashbrown::HashTable<(u64, DeclarationKey)>,
}

impl VerifiedDeclarations {
    fn is_memoizable(ir: &Ir, op: OpId) -> bool {
        ir.regions(op).is_empty() && ir.successors(op).is_empty()
    }

    fn contains(&self, ir: &Ir, op: OpId) -> bool {
        Self::is_memoizable(ir, op)
            && self
                .passed
                .find(DeclarationKey::hash_of(ir, op), |(_, key)| {
                    key.matches(ir, op)
                })
                .is_some()
    }

    fn insert(&mut self, ir: &Ir, op: OpId) {
        if Self::is_memoizable(ir, op) {
            let hash = DeclarationKey::hash_of(ir, op);
            self.passed
                .insert_unique(hash, (hash, DeclarationKey::of(ir, op)), |(hash, _)| *hash);
        }
    }
}

/// MLIR's check on entering an unregistered op: a registered dialect that
/// does not allow unknown operations (builtin, func, arith, ...) rejects it.
fn verify_unregistered_op_allowed(ir: &Ir, op: OpId) -> Result<(), Failure> {
    let name = ir.op_name_str(op);
    let Some((dialect, _)) = name.split_once('.') else {
        return Ok(());
    };
    let ctx = ir.ctx();
    if !ctx.is_dialect_registered(dialect) || ctx.dialect_allows_unknown_operations(dialect) {
        return Ok(());
    }
    Err(failure(
        ir,
        op,
        format!(
            "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
        ),
    ))
}

/// An op's own invariants, in MLIR's `verifyInvariants` order: the
/// single-block trait, the declaration, the other traits, the successor
/// operands (`BranchOpInterface`), the interfaces and the op's verifier;
/// then the graph-region rule for its regions. Its blocks come next, as
/// separate steps.
pub(super) fn verify_op_structure(
    ir: &Ir,
    op: OpId,
    verified: &mut VerifiedDeclarations,
) -> Result<(), Failure> {
    let traits = ir.op_traits(op);
    let fail = |diagnostic| Failure::on_op(op, diagnostic);
    let definition = ir.op_definition(op);
    if definition.is_none() {
        verify_unregistered_op_allowed(ir, op)?;
    }
    // `SingleBlockImplicitTerminator` extends `SingleBlock`, as in MLIR.
    if traits.contains(OpTraits::SINGLE_BLOCK)
        || definition.is_some_and(|d| d.implicit_terminator.is_some())
    {
        verify_single_block(ir, op, traits)?;
    }
    if let Some(definition) = definition {
        if let Some(schema) = definition.schema
            && !verified.contains(ir, op)
        {
            crate::ods::verify::verify_schema(ir, op, schema).map_err(fail)?;
            verified.insert(ir, op);
        }
        crate::ods::verify::verify_traits(ir, op, definition).map_err(fail)?;
        crate::traits::verify_listed_traits(ir, op, definition.trait_list).map_err(fail)?;
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
            return Err(located_failure(
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
pub(super) fn verify_block_entry(
    ir: &Ir,
    parent: OpId,
    region: RegionId,
    block: BlockId,
) -> Result<(), Failure> {
    let Some(last) = ir.last_op(block) else {
        if needs_terminator(ir, parent, region) || ir.region_blocks(region).nth(1).is_some() {
            // MLIR reports this at the parent op, without the `'op' op` prefix.
            return Err(located_failure(
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
pub(super) fn verify_block_exit(
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
        // MLIR puts an op that prints on several lines on a line of its own.
        let printed = printed.trim_end_matches('\n');
        let separator = if printed.contains('\n') { "\n" } else { "" };
        return Err(failure(
            ir,
            last,
            format!("block with no terminator, has {separator}{printed}"),
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

/// MLIR's `IsolatedFromAbove` trait: no op in `isolated`'s regions (down to
/// nested isolated ops, which check themselves) uses a value defined
/// outside them.
fn verify_isolation(ir: &Ir, isolated: OpId) -> Result<(), Failure> {
    // Uses never cross bodies: with one region in a body of its own, only
    // the parser's stand-ins for outer values can break isolation.
    if let [region] = ir.regions(isolated)
        && region.body() != isolated.body()
        && !ir.has_outside_uses(region.body())
    {
        return Ok(());
    }
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

/// What is wrong with `op`'s `sym_visibility`, if anything (MLIR's
/// `SymbolOpInterface` verifier, shared by ops whose symbol is optional such
/// as `builtin.module`, and by the interface's own verifier, which checks
/// it before its rule on declarations).
pub fn symbol_visibility_error(ir: &Ir, op: OpId) -> Option<String> {
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
