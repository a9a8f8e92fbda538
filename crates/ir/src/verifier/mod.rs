//! The verifier (MLIR's `OperationVerifier`): structure (terminators,
//! successors, block placement), trait and op verifiers, symbol uniqueness,
//! isolation from above, and SSA dominance.
//!
//! As in MLIR, each isolated-from-above op (a function) is verified on its
//! own, and its siblings are verified even when it fails: the result lists
//! the first error of each failing one, in op order. Sibling isolated ops
//! are verified in parallel on rayon's pool unless
//! [`VerifierOptions::threads`] is off; the diagnostics are the same either
//! way. Within an op the walk is an explicit task stack, so deep nesting
//! cannot overflow the stack.

mod checks;
mod dominance;

use rayon::prelude::*;
use thiserror::Error;

use crate::asm::printer::{PrintOptions, operation_to_string_in_context};
use crate::diagnostics::{Diagnostic, Severity};
use crate::ir::{BlockId, Ir, OpId, RegionId};
use crate::per_thread::PerThread;
use crate::registry::OpTraits;

use checks::{
    VerifiedDeclarations, verify_block_entry, verify_block_exit, verify_op_regions,
    verify_op_structure,
};
use dominance::DominanceChecker;

pub use checks::symbol_visibility_error;

/// How the verifier runs and reports.
#[derive(Clone, Copy, Debug)]
pub struct VerifierOptions {
    /// Attach a `see current operation: <op>` note to each error (MLIR's
    /// `printOpOnDiagnostic`; mlir-opt turns it off for `--verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
    /// Print that op with numbered values instead of name hints
    /// (`--discard-value-names`).
    pub discard_value_names: bool,
    /// Verify sibling isolated-from-above ops on several threads (MLIR's
    /// context threading; `--mlir-disable-threading` turns it off).
    pub threads: bool,
}

/// The `see current operation: <op>` note MLIR attaches to an error about
/// `op` (its `printOpOnDiagnostic`): the op in the generic form, numbered
/// within the whole IR, on a line of its own when it takes several.
pub fn current_operation_note(ir: &Ir, op: OpId, discard_value_names: bool) -> Diagnostic {
    let text = operation_to_string_in_context(ir, op, note_print_options(discard_value_names));
    see_current_operation(ir.op_location(op), &text)
}

/// [`current_operation_note`] for an op isolated from above, printed on
/// its own (its values numbered from `%arg0`, as MLIR prints a function);
/// it reads nothing outside `op`, so it works on a part of the IR.
pub fn isolated_operation_note(ir: &Ir, op: OpId, discard_value_names: bool) -> Diagnostic {
    let text =
        crate::asm::printer::operation_to_string(ir, op, note_print_options(discard_value_names));
    see_current_operation(ir.op_location(op), &text)
}

fn note_print_options(discard_value_names: bool) -> PrintOptions {
    PrintOptions {
        generic: true,
        discard_value_names,
        ..PrintOptions::default()
    }
}

fn see_current_operation(location: crate::Location, text: &str) -> Diagnostic {
    let text = text.trim_end_matches('\n');
    let message = if text.contains('\n') {
        format!("see current operation: \n{text}")
    } else {
        format!("see current operation: {text}")
    };
    Diagnostic::new(Severity::Note, location, message)
}

impl Default for VerifierOptions {
    fn default() -> Self {
        VerifierOptions {
            print_op_on_diagnostic: true,
            discard_value_names: false,
            threads: true,
        }
    }
}

/// Verification failed: one error per failing isolated op, in op order
/// (at least one), each with its notes.
#[derive(Clone, Debug, Error, PartialEq)]
#[error("{}", .diagnostics[0].message)]
pub struct VerifyError {
    /// The errors, in the order of the ops they are about.
    pub diagnostics: Vec<Diagnostic>,
}

impl VerifyError {
    /// The first error.
    pub fn first(&self) -> &Diagnostic {
        &self.diagnostics[0]
    }
}

/// Verifies `root` and everything nested in it, with default options.
pub fn verify(ir: &Ir, root: OpId) -> Result<(), VerifyError> {
    verify_with_options(ir, root, VerifierOptions::default())
}

/// Verifies `root` and everything nested in it.
pub fn verify_with_options(
    ir: &Ir,
    root: OpId,
    options: VerifierOptions,
) -> Result<(), VerifyError> {
    let run = VerifyRun {
        threads: options.threads,
        declarations: PerThread::new(),
    };
    let failures = match verify_isolated(ir, root, &run, 0) {
        Ok(()) => return Ok(()),
        Err(failures) => failures,
    };
    let diagnostics = failures
        .into_iter()
        .map(
            |Failure {
                 op,
                 mut diagnostic,
                 print_op,
             }| {
                if options.print_op_on_diagnostic && print_op {
                    let note = current_operation_note(ir, op, options.discard_value_names);
                    diagnostic.notes.insert(0, note);
                }
                diagnostic
            },
        )
        .collect();
    Err(VerifyError { diagnostics })
}

/// A verification error and the op it is about.
struct Failure {
    op: OpId,
    diagnostic: Diagnostic,
    /// Whether the error gets the `see current operation` note: MLIR
    /// attaches it to errors emitted on an op (`op->emitError()`), not to
    /// those emitted at a location (`emitError(op->getLoc())`).
    print_op: bool,
}

impl Failure {
    /// An error about `op` emitted on it (with the `see current operation`
    /// note).
    fn on_op(op: OpId, diagnostic: Diagnostic) -> Self {
        Failure {
            op,
            diagnostic,
            print_op: true,
        }
    }

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
    Failure::on_op(op, Diagnostic::error(ir.op_location(op), message))
}

/// An error at `op`'s location that MLIR emits at the location rather than
/// on the op, so without the `see current operation` note.
fn located_failure(ir: &Ir, op: OpId, message: impl Into<String>) -> Failure {
    Failure {
        print_op: false,
        ..failure(ir, op, message)
    }
}

/// An error about `op` with MLIR's `'name' op` prefix.
fn op_error(ir: &Ir, op: OpId, message: impl std::fmt::Display) -> Failure {
    failure(ir, op, format!("'{}' op {message}", ir.op_name_str(op)))
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
    /// Start verifying the next isolated child of the innermost group.
    NextIsolated,
    /// All isolated children of an op were verified: the op fails if any
    /// did, else its region checks come next.
    EndIsolated(OpId),
    /// An op's region verifiers, once everything nested has verified.
    Finish(OpId),
    /// SSA dominance inside an op's regions (not inside isolated children,
    /// which check their own).
    Dominance(OpId),
}

/// The isolated children of an op being verified one after the other: a
/// failure in one is recorded and the next one starts.
struct IsolatedGroup {
    children: Vec<OpId>,
    next: usize,
    failures: Vec<Failure>,
    /// The task stack's height with this group's [`Task::NextIsolated`] on
    /// top, to drop a failed child's remaining tasks.
    height: usize,
}

/// What the isolated ops verified in one call share.
struct VerifyRun {
    /// Whether sibling isolated ops are verified on rayon's pool.
    threads: bool,
    /// The declarations already checked, kept per thread from one isolated
    /// op to the next.
    declarations: PerThread<VerifiedDeclarations>,
}

/// How many levels of nested isolated ops fan out to threads; deeper ones
/// are verified in the same walk (there is rarely anything left to share).
const MAX_PARALLEL_DEPTH: usize = 4;

/// Verifies the isolated-from-above op `root` (or the top-level op), as
/// MLIR's `verifyOpAndDominance`: `root` completely, then dominance in its
/// regions. Returns the first error of each failing isolated op, in order.
///
/// The walk follows MLIR's `OperationVerifier`, so the first error is the
/// one mlir-opt reports: an op's invariants on the way down, then its
/// blocks and the ops in them; on the way up, the isolated-from-above
/// children, each verified completely and then checked for dominance, and
/// last the op's region verifiers (`verifyRegions`, region traits, symbol
/// tables and their symbol uses).
fn verify_isolated(ir: &Ir, root: OpId, run: &VerifyRun, depth: usize) -> Result<(), Vec<Failure>> {
    run.declarations
        .with(|verified| verify_isolated_with(ir, root, run, depth, verified))
}

fn verify_isolated_with(
    ir: &Ir,
    root: OpId,
    run: &VerifyRun,
    depth: usize,
    verified: &mut VerifiedDeclarations,
) -> Result<(), Vec<Failure>> {
    let threads = run.threads;
    let mut dominance = DominanceChecker::new();
    let mut tasks = vec![Task::Dominance(root), Task::Enter(root)];
    let mut groups: Vec<IsolatedGroup> = Vec::new();
    while let Some(task) = tasks.pop() {
        let step = match task {
            Task::Enter(op) => verify_op_structure(ir, op, verified)
                .map_err(single)
                .map(|()| {
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
                }),
            Task::EnterBlock(parent, region, block) => {
                verify_block_entry(ir, parent, region, block)
                    .map_err(single)
                    .map(|()| {
                        tasks.push(Task::ExitBlock(parent, region, block));
                        let ops: Vec<OpId> = ir.block_ops(block).collect();
                        tasks.extend(
                            ops.into_iter()
                                .rev()
                                .filter(|&op| !is_isolated_with_regions(ir, op))
                                .map(Task::Enter),
                        );
                    })
            }
            Task::ExitBlock(parent, region, block) => {
                verify_block_exit(ir, parent, region, block).map_err(single)
            }
            Task::Exit(op) => {
                let children = isolated_children(ir, op);
                if children.is_empty() {
                    tasks.push(Task::Finish(op));
                    Ok(())
                } else if threads && depth < MAX_PARALLEL_DEPTH && children.len() > 1 {
                    let failures: Vec<Failure> = children
                        .par_iter()
                        .with_max_len(1)
                        .map(|&child| verify_isolated(ir, child, run, depth + 1))
                        .collect::<Vec<_>>()
                        .into_iter()
                        .filter_map(Result::err)
                        .flatten()
                        .collect();
                    end_isolated(op, failures, &mut tasks)
                } else {
                    tasks.push(Task::EndIsolated(op));
                    tasks.push(Task::NextIsolated);
                    groups.push(IsolatedGroup {
                        children,
                        next: 0,
                        failures: Vec::new(),
                        height: tasks.len(),
                    });
                    Ok(())
                }
            }
            Task::NextIsolated => {
                if let Some(group) = groups.last_mut()
                    && let Some(&child) = group.children.get(group.next)
                {
                    group.next += 1;
                    tasks.push(Task::NextIsolated);
                    tasks.push(Task::Dominance(child));
                    tasks.push(Task::Enter(child));
                }
                Ok(())
            }
            Task::EndIsolated(op) => {
                let failures = groups.pop().map(|g| g.failures).unwrap_or_default();
                end_isolated(op, failures, &mut tasks)
            }
            Task::Finish(op) => verify_op_regions(ir, op, threads).map_err(single),
            Task::Dominance(op) => dominance.verify_regions_of(ir, op).map_err(single),
        };
        if let Err(failures) = step {
            match groups.last_mut() {
                // The current isolated child failed: drop the rest of its
                // tasks and go on with its next sibling.
                Some(group) => {
                    tasks.truncate(group.height);
                    group.failures.extend(failures);
                }
                None => return Err(failures),
            }
        }
    }
    Ok(())
}

fn single(failure: Failure) -> Vec<Failure> {
    vec![failure]
}

/// After the isolated children of `op` were verified: `op` fails with their
/// errors if any failed, else its region checks run next.
fn end_isolated(
    op: OpId,
    failures: Vec<Failure>,
    tasks: &mut Vec<Task>,
) -> Result<(), Vec<Failure>> {
    if failures.is_empty() {
        tasks.push(Task::Finish(op));
        Ok(())
    } else {
        Err(failures)
    }
}

/// An op whose regions MLIR verifies separately (and in parallel): isolated
/// from above, with at least one region.
fn is_isolated_with_regions(ir: &Ir, op: OpId) -> bool {
    !ir.regions(op).is_empty() && ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
}

/// The isolated-from-above ops directly in `op`'s regions, in order.
fn isolated_children(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut children = Vec::new();
    for &region in ir.regions(op) {
        for block in ir.region_blocks(region) {
            children.extend(
                ir.block_ops(block)
                    .filter(|&child| is_isolated_with_regions(ir, child)),
            );
        }
    }
    children
}
