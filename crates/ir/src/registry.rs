//! The op registry: what Strata knows about a registered operation — its traits,
//! verifier, and custom assembly hooks. Mirrors MLIR's `RegisteredOperationName`
//! and the trait/hook half of ODS. Dialects register [`OpDefinition`]s on the
//! [`Context`](crate::Context) before parsing or building IR.

use std::ops::Range;

pub use crate::op_traits::OpTraits;

use crate::asm::parser::{ParseResult, Parser};
use crate::asm::printer::OpPrinter;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, OperationState};

/// An op-specific verifier, run after the structural checks.
pub type VerifyFn = fn(&Ir, OpId) -> Result<(), Diagnostic>;

/// A custom-form parser: called after the op name was consumed; fills `state`.
pub type ParseFn = for<'a, 'ir> fn(&mut Parser<'a, 'ir>, &mut OperationState) -> ParseResult<()>;

/// A custom-form printer: prints everything after the result list.
pub type PrintFn = fn(&mut OpPrinter<'_>, OpId) -> std::fmt::Result;

/// Which operands of a branch op are forwarded to successor `index`'s block
/// arguments (MLIR's `BranchOpInterface::getSuccessorOperands`).
pub type SuccessorOperandsFn = fn(&Ir, OpId, usize) -> Range<usize>;

/// Takes operand `index` of those a branch op forwards to successor
/// `successor` out of the op, keeping its operand segments in step (MLIR's
/// `getMutableSuccessorOperands(successor).erase(index)`).
pub type EraseSuccessorOperandFn =
    fn(&mut Ir, OpId, usize, usize) -> Result<(), crate::ir::IrError>;

/// Appends a value to the operands a branch op forwards to successor
/// `successor`, keeping its operand segments in step (MLIR's
/// `getMutableSuccessorOperands(successor).append(value)`).
pub type AppendSuccessorOperandFn =
    fn(&mut Ir, OpId, usize, crate::Value) -> Result<(), crate::ir::IrError>;

/// What folding an op produced, per result (MLIR's `OpFoldResult`): a
/// constant or an existing value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The result is this constant.
    Attribute(crate::attributes::Attribute),
    /// The result is this existing value.
    Value(crate::ir::Value),
}

/// An op's folder (MLIR's `fold`): given the constant value of each operand
/// (`None` when not constant), returns one [`FoldResult`] per result, or
/// `None` when the op does not fold. It never mutates the IR.
pub type FoldFn = fn(&Ir, OpId, &[Option<crate::attributes::Attribute>]) -> Option<Vec<FoldResult>>;

/// An op's in-place folder (MLIR's `fold` returning the op's own result
/// after updating it): may change only `op` itself — its operands, its
/// properties — never other ops; returns whether it changed anything. The
/// rewrite driver tries it when [`FoldFn`] gives nothing.
pub type InPlaceFoldFn = fn(&mut Ir, OpId, &[Option<crate::attributes::Attribute>]) -> bool;

/// Suggests names for an op's results (MLIR's
/// `OpAsmOpInterface::getAsmResultNames`), calling `set_name(value, name)`.
pub type ResultNamesFn = fn(&Ir, OpId, &mut dyn FnMut(crate::ir::Value, &str));

/// Everything the core knows about a registered op.
#[derive(Debug)]
pub struct OpDefinition {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One line for `--show-dialects` and docs.
    pub summary: &'static str,
    /// Its core traits, as bits (the union of its listed traits' bits).
    pub traits: OpTraits,
    /// Every trait it lists, the core's and its dialects' (see
    /// [`crate::traits`]); the verifier runs the dialects' trait verifiers.
    pub trait_list: &'static [crate::traits::TraitEntry],
    /// Op-specific verification (MLIR's `verify`), run before the ops
    /// nested in the op's regions are verified.
    pub verify: Option<VerifyFn>,
    /// Verification of the op's regions (MLIR's `verifyRegions`), run after
    /// every op nested in them has verified.
    pub verify_regions: Option<VerifyFn>,
    /// Custom-form parser (`None`: generic form only).
    pub parse: Option<ParseFn>,
    /// Custom-form printer (`None`: printed in generic form).
    pub print: Option<PrintFn>,
    /// Successor operands, for branch ops.
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// Names of the op's inherent attributes, kept in its properties. In the
    /// generic form, these names in the attribute dictionary move to the
    /// properties (as MLIR does when `<{...}>` is absent).
    pub property_names: &'static [&'static str],
    /// The op's declaration (operands, results, attributes, regions,
    /// successors, assembly format) when it was declared with `#[op]`; the
    /// structural verifier and the declarative format use it.
    pub schema: Option<&'static crate::ods::OpSchema>,
    /// Folding.
    pub fold: Option<FoldFn>,
    /// In-place folding.
    pub fold_in_place: Option<InPlaceFoldFn>,
    /// Result names for the printer.
    pub result_names: Option<ResultNamesFn>,
    /// The dialect whose ops may drop their prefix inside this op's regions
    /// (MLIR's `OpAsmOpInterface::getDefaultDialect`; `func` for `func.func`).
    pub default_dialect: Option<&'static str>,
    /// MLIR's `HasParent<...>`: when not empty, the op must be directly
    /// inside one of these ops.
    pub parents: &'static [&'static str],
    /// MLIR's `SingleBlockImplicitTerminator<...>`: each region has one block
    /// ending in this op, which the custom form may leave out.
    pub implicit_terminator: Option<&'static str>,
    /// How to drop a forwarded operand when the op's groups are not plain
    /// ODS segments (`cf.switch`'s cases); `None`: erasing the operand and
    /// shrinking `operandSegmentSizes` is enough.
    pub erase_successor_operand: Option<EraseSuccessorOperandFn>,
    /// How to forward one more operand to a successor when the op's groups
    /// are not plain ODS segments; `None`: inserting the operand after the
    /// successor's group and growing `operandSegmentSizes` is enough.
    pub append_successor_operand: Option<AppendSuccessorOperandFn>,
}

impl OpDefinition {
    /// A definition with a name and traits and no hooks.
    pub const fn new(name: &'static str, summary: &'static str, traits: OpTraits) -> Self {
        OpDefinition {
            name,
            summary,
            traits,
            trait_list: &[],
            verify: None,
            verify_regions: None,
            parse: None,
            print: None,
            successor_operands: None,
            property_names: &[],
            schema: None,
            fold: None,
            fold_in_place: None,
            result_names: None,
            default_dialect: None,
            parents: &[],
            implicit_terminator: None,
            erase_successor_operand: None,
            append_successor_operand: None,
        }
    }
}

impl Ir {
    /// The registered definition of the op, if its name is registered.
    pub fn op_definition(&self, op: OpId) -> Option<&'static OpDefinition> {
        self.ctx().op_definition(self.op_name(op))
    }

    /// The traits of the op (empty for unregistered ops).
    pub fn op_traits(&self, op: OpId) -> OpTraits {
        // The context keeps each registered op's traits where the storage
        // reads them, which is cheaper than reaching the definition.
        self.ctx().core_traits(self.op_name(op))
    }

    /// Whether the op has all of `traits`.
    pub fn has_trait(&self, op: OpId, traits: OpTraits) -> bool {
        self.op_traits(op).contains(traits)
    }

    /// The op's implementation of interface `I` (a `dyn Trait`), if it has
    /// one (MLIR's `dyn_cast<I>(op)`): one hash lookup.
    pub fn interface<I>(&self, op: OpId) -> Option<&'static I>
    where
        I: ?Sized + crate::interface_map::OpInterface,
    {
        self.ctx().interface::<I>(self.op_name(op))
    }
}
