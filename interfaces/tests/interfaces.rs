//! The shared interfaces through the registry: defaults, verifiers that run
//! with the op verifiers, external attachment, and `is_pure`.

use std::sync::Arc;

use strata_interfaces::arithmetic::{FirstOperand, OperandPair};
use strata_interfaces::side_effects::MemoryEffect;
use strata_interfaces::{
    BinaryOp, MemoryEffectOpInterface, RegionBranchTerminatorOpInterface, SymbolOpInterface,
    UnaryOp, forwarded_operands, is_pure,
};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::verifier::verify;
use strata_ir::{Context, Ir, OpId, Value, WalkOrder};
use strata_macros::op;

/// A pure binary op.
#[op(name = "itest.add", traits(Pure), interfaces(BinaryOp = OperandPair))]
pub struct AddOp {
    /// Left.
    #[operand]
    lhs: Value,
    /// Right.
    #[operand]
    rhs: Value,
    /// Sum.
    #[result]
    sum: Value,
}

/// A symbol that may be only a declaration (no region body).
#[op(name = "itest.decl", interfaces(SymbolOpInterface = Declaration))]
pub struct DeclOp {}

/// Every `itest.decl` is a declaration.
pub struct Declaration;

impl SymbolOpInterface for Declaration {
    fn is_declaration(&self, _: &Ir, _: OpId) -> bool {
        true
    }
}

/// An op with effects it reports itself.
pub struct Writes;

impl MemoryEffectOpInterface for Writes {
    fn effects(&self, _: &Ir, _: OpId) -> Vec<MemoryEffect> {
        vec![MemoryEffect::Write]
    }
}

/// No effects.
pub struct NoEffects;

impl MemoryEffectOpInterface for NoEffects {
    fn effects(&self, _: &Ir, _: OpId) -> Vec<MemoryEffect> {
        Vec::new()
    }
}

fn parse(ctx: Context, source: &str) -> (Ir, Vec<OpId>) {
    let (ir, top) = parse_source(Arc::new(ctx), source, &ParserConfig::default()).expect("parses");
    let mut ops = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| ops.push(op));
    ops.remove(0);
    (ir, ops)
}

#[test]
fn binary_ops_expose_their_operands() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    AddOp::register(&mut ctx);
    let (ir, ops) = parse(
        ctx,
        "%a = \"x.v\"() : () -> i32\n%b = \"x.v\"() : () -> i32\n%c = \"itest.add\"(%a, %b) : (i32, i32) -> i32\n",
    );
    let add = ops[2];
    let binary = ir.interface::<dyn BinaryOp>(add).expect("a binary op");
    assert_eq!(binary.lhs(&ir, add), Some(ir.results(ops[0])[0]));
    assert_eq!(binary.rhs(&ir, add), Some(ir.results(ops[1])[0]));
    assert!(ir.interface::<dyn UnaryOp>(add).is_none());
    assert!(is_pure(&ir, add), "the Pure trait");
    assert!(!is_pure(&ir, ops[0]), "an op that says nothing has effects");
}

#[test]
fn interfaces_attach_to_ops_of_other_dialects() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_interface::<dyn MemoryEffectOpInterface>("x.store", &Writes);
    ctx.register_interface::<dyn MemoryEffectOpInterface>("x.load", &NoEffects);
    ctx.register_interface::<dyn UnaryOp>("x.load", &FirstOperand);
    ctx.register_interface::<dyn RegionBranchTerminatorOpInterface>("x.ret", &AllButFirst);
    let (ir, ops) = parse(
        ctx,
        "%p = \"x.v\"() : () -> i32\n\"x.store\"(%p) : (i32) -> ()\n%l = \"x.load\"(%p) : (i32) -> i32\n\"x.ret\"(%l, %p) : (i32, i32) -> ()\n",
    );
    assert!(!is_pure(&ir, ops[1]));
    assert!(is_pure(&ir, ops[2]));
    let unary = ir.interface::<dyn UnaryOp>(ops[2]).expect("attached");
    assert_eq!(unary.operand(&ir, ops[2]), Some(ir.results(ops[0])[0]));
    let returned = forwarded_operands(&ir, ops[3]).expect("attached");
    assert_eq!(returned, vec![ir.results(ops[0])[0]]);
    assert_eq!(forwarded_operands(&ir, ops[1]), None, "not a terminator");
}

/// Forwards every operand but the first (as `scf.condition` does).
struct AllButFirst;

impl RegionBranchTerminatorOpInterface for AllButFirst {
    fn successor_operands(&self, ir: &Ir, op: OpId) -> std::ops::Range<usize> {
        1..ir.num_operands(op).max(1)
    }
}

#[test]
fn a_public_symbol_declaration_is_rejected_by_the_interface_verifier() {
    let mut ctx = Context::new();
    DeclOp::register(&mut ctx);
    let source = "\"itest.decl\"() {sym_name = \"f\"} : () -> ()\n";
    let (ir, top) = parse_source(Arc::new(ctx), source, &ParserConfig::default()).expect("parses");
    let error = verify(&ir, top)
        .expect_err("public declaration")
        .first()
        .clone();
    assert_eq!(
        error.message,
        "'itest.decl' op symbol declaration cannot have public visibility"
    );
    let mut private = Context::new();
    DeclOp::register(&mut private);
    let (ir, top) = parse_source(
        Arc::new(private),
        "\"itest.decl\"() {sym_name = \"f\", sym_visibility = \"private\"} : () -> ()\n",
        &ParserConfig::default(),
    )
    .expect("parses");
    assert!(verify(&ir, top).is_ok());
}
