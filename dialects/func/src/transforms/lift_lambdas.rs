//! `lift-lambdas` (closure conversion): every `func.lambda` becomes a
//! private `func.func` taking its captured values as leading arguments,
//! so that the module is plain MLIR (upstream MLIR has no closures).
//!
//! ```text
//! func.func @f(%x: i32, %y: i32) -> i32 {              func.func @f(%x: i32, %y: i32) -> i32 {
//!   %l = func.lambda @add captures(%x : i32)             %r = call @f__add(%x, %y) : (i32, i32) -> i32
//!       (%self, %a: i32) -> i32 {                        return %r : i32
//!     %x1 = func.getfield %self[0] : ...        =>     }
//!     %s = arith.addi %x1, %a : i32                    func.func private @f__add(%x: i32, %a: i32) -> i32 {
//!     func.return %s : i32                               %s = arith.addi %x, %a : i32
//!   }                                                    return %s : i32
//!   %r = func.call_indirect %l(%y) : (i32) -> i32      }
//!   return %r : i32
//! }
//! ```
//!
//! - The function is named `@<function>__<lambda>` after the function the
//!   lambda is in and the lambdas around it (`@f__outer__inner`; a lambda
//!   without a name is `lambda`), uniqued with `_0`, `_1`, ... if taken,
//!   and placed after the function it comes from.
//! - Inside, `func.getfield %self[i]` becomes capture argument *i*, and a
//!   call through `%self` (recursion) a `func.call` passing the captures
//!   on.
//! - Outside, each `func.call_indirect` of the closure becomes a
//!   `func.call` with the captured values prepended, and each
//!   `func.getfield` of it the captured value.
//! - A lambda without captures whose value is used otherwise (returned,
//!   stored, passed) becomes a `func.constant` of the new function.
//! - A lambda **with** captures whose value is used otherwise cannot be
//!   lifted: the value would have to carry the captures along. The pass
//!   fails with an error at the lambda and a note at each such use, and
//!   changes nothing. Lowering such closures needs a closure record (a
//!   function pointer and the captured values, built where the lambda is
//!   and unpacked where it is called), which needs a dialect for records
//!   that Strata does not have yet.
//!
//! Lambdas are lifted innermost first, so a closure made inside another
//! one is a call inside the outer function by the time that is lifted.

use rustc_hash::FxHashSet;
use strata_ir::symbol_table::symbol_name;
use strata_ir::{
    AttrData, Attribute, BlockId, Builder, Diagnostic, InsertionPoint, Ir, IrError, OpId, OpTraits,
    OperationState, Type, Value, WalkOrder,
};
use strata_pass::{OptionSpec, Pass, PassFailure, PassInfo, PassOptions, PassRun};

use crate::ops::getfield::GetFieldOp;
use crate::ops::lambda::LambdaOp;
use crate::{CallIndirectOp, ConstantOp, FuncOp};

/// `lift-lambdas`' registration.
pub const LIFT_LAMBDAS: PassInfo = PassInfo {
    argument: "lift-lambdas",
    summary: "Turn each func.lambda into a private func.func taking its captures as arguments",
    options: &[] as &[OptionSpec],
    create: |_: &PassOptions| Box::new(LiftLambdas),
};

/// The `lift-lambdas` pass.
pub struct LiftLambdas;

impl Pass for LiftLambdas {
    fn argument(&self) -> &'static str {
        "lift-lambdas"
    }

    fn name(&self) -> &'static str {
        "LiftLambdas"
    }

    fn run(&self, ir: &mut Ir, op: OpId, run: &mut PassRun) -> Result<(), PassFailure> {
        if !ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
            return Err(PassFailure::op_error(
                ir,
                op,
                " was scheduled to run under lift-lambdas, but does not define a symbol table",
            ));
        }
        let lambdas: Vec<LambdaOp> = ir
            .walk_collect(op, WalkOrder::PostOrder)
            .into_iter()
            .filter_map(|nested| LambdaOp::from_op(ir, nested))
            .collect();
        let errors: Vec<Diagnostic> = lambdas
            .iter()
            .filter_map(|&lambda| escaping_capture_error(ir, lambda))
            .collect();
        if !errors.is_empty() {
            return Err(PassFailure::with_diagnostics(errors));
        }
        let mut names = SymbolNames::new(ir, op);
        for &lambda in &lambdas {
            lift(ir, op, lambda, &mut names).map_err(|error| {
                PassFailure::op_error(ir, lambda.op(), format!("cannot be lifted: {error}"))
            })?;
        }
        run.add_statistic(
            "num-lifted",
            "Number of lambdas lifted",
            lambdas.len() as u64,
        );
        Ok(())
    }
}

/// Why a lambda could not be lifted (the verifier rules these out).
#[derive(Debug, thiserror::Error)]
enum LiftError {
    /// Its `function_type` is not a function type.
    #[error("its function_type is not a function type")]
    NoSignature,
    /// Its body has no block.
    #[error("its body has no entry block")]
    NoBody,
    /// A `func.getfield` of it reads past its captures.
    #[error("a func.getfield index is out of range")]
    FieldOutOfRange,
    /// The symbol table has no block to put the function in.
    #[error("the symbol table has no block")]
    NoTableBlock,
    /// The IR refused an edit.
    #[error(transparent)]
    Ir(#[from] IrError),
}

/// How a closure value is used.
enum ClosureUse {
    /// As the callee of a `func.call_indirect`.
    Called(OpId),
    /// By a `func.getfield`.
    Field(OpId),
    /// Any other way: the value escapes.
    Escapes(OpId),
}

/// The uses of a closure value (the lambda's result or its `%self`).
fn closure_uses(ir: &Ir, closure: Value) -> Vec<ClosureUse> {
    ir.uses(closure)
        .map(|use_| {
            if use_.index == 0 && CallIndirectOp::from_op(ir, use_.op).is_some() {
                ClosureUse::Called(use_.op)
            } else if GetFieldOp::from_op(ir, use_.op).is_some() {
                ClosureUse::Field(use_.op)
            } else {
                ClosureUse::Escapes(use_.op)
            }
        })
        .collect()
}

/// The error for a lambda with captures whose closure escapes, with a note
/// at each escaping use; `None` when it can be lifted.
fn escaping_capture_error(ir: &Ir, lambda: LambdaOp) -> Option<Diagnostic> {
    if ir.num_operands(lambda.op()) == 0 {
        return None;
    }
    let closures = [Some(lambda.closure(ir)), lambda.self_argument(ir)];
    let escapes: Vec<OpId> = closures
        .into_iter()
        .flatten()
        .flat_map(|closure| closure_uses(ir, closure))
        .filter_map(|use_| match use_ {
            ClosureUse::Escapes(user) => Some(user),
            _ => None,
        })
        .collect();
    if escapes.is_empty() {
        return None;
    }
    let mut error = strata_ir::ods::verify::op_error(
        ir,
        lambda.op(),
        "captures values and its closure is used other than by calls and getfields, \
         so it cannot be lifted to a function (that needs a closure record)",
    );
    for user in escapes {
        error = error.with_note(ir.op_location(user), "the closure escapes here");
    }
    Some(error)
}

/// The symbol names taken in the symbol table, to unique new ones.
struct SymbolNames {
    taken: FxHashSet<String>,
}

impl SymbolNames {
    fn new(ir: &Ir, table: OpId) -> Self {
        let taken = ir
            .regions(table)
            .iter()
            .take(1)
            .flat_map(|&region| ir.region_blocks(region))
            .flat_map(|block| ir.block_ops(block))
            .filter_map(|op| symbol_name(ir, op).map(str::to_string))
            .collect();
        SymbolNames { taken }
    }

    /// `base`, or `base_0`, `base_1`, ... if it is taken; now taken.
    fn unique(&mut self, base: String) -> String {
        let mut name = base.clone();
        let mut suffix = 0;
        while self.taken.contains(&name) {
            name = format!("{base}_{suffix}");
            suffix += 1;
        }
        self.taken.insert(name.clone());
        name
    }
}

/// `@<function>__<outer lambdas>__<lambda>` for `lambda`, and the op of
/// the symbol table's block it is in (the function).
fn lifted_name(ir: &Ir, table: OpId, lambda: LambdaOp) -> (String, Option<OpId>) {
    let mut parts = vec![lambda.name(ir).unwrap_or("lambda").to_string()];
    let mut top = None;
    for ancestor in ir.ancestors(lambda.op()).skip(1) {
        if ir.parent_op(ancestor) == Some(table) {
            parts.push(symbol_name(ir, ancestor).unwrap_or("lambda").to_string());
            top = Some(ancestor);
            break;
        }
        if let Some(outer) = LambdaOp::from_op(ir, ancestor) {
            parts.push(outer.name(ir).unwrap_or("lambda").to_string());
        }
    }
    parts.reverse();
    (parts.join("__"), top)
}

/// Lifts `lambda` into a new private function of `table`.
fn lift(
    ir: &mut Ir,
    table: OpId,
    lambda: LambdaOp,
    names: &mut SymbolNames,
) -> Result<(), LiftError> {
    let ctx = ir.ctx_arc().clone();
    let location = ir.op_location(lambda.op());
    let (base, top) = lifted_name(ir, table, lambda);
    let name = names.unique(base);
    let captures: Vec<Value> = ir.operands(lambda.op()).collect();
    let capture_types: Vec<Type> = captures.iter().map(|&c| ir.value_type(c)).collect();
    let (inputs, results) = lambda
        .signature_type(ir)
        .and_then(|ty| ty.function_signature(&ctx))
        .ok_or(LiftError::NoSignature)?;
    let arguments: Vec<Type> = capture_types
        .iter()
        .copied()
        .chain(inputs.iter().copied())
        .collect();
    let function_type = ctx.function_type(&arguments, results);

    // The function, after the top-level op the lambda is in.
    let insertion = match top.and_then(|top| ir.next_op(top)) {
        Some(next) => InsertionPoint::Before(next),
        None => {
            let block = ir
                .regions(table)
                .first()
                .and_then(|&region| ir.entry_block(region))
                .ok_or(LiftError::NoTableBlock)?;
            InsertionPoint::BlockEnd(block)
        }
    };
    let arg_attrs = lambda.arg_attrs(ir).map(|attrs| {
        let empty = ctx.empty_dictionary();
        let mut all: Vec<Attribute> = vec![empty; captures.len()];
        if let AttrData::Array(existing) = ctx.attr_data(attrs) {
            all.extend(existing.iter().copied());
        }
        ctx.intern_attr(AttrData::Array(all))
    });
    let res_attrs = lambda.res_attrs(ir);
    let mut builder = Builder::new(ir);
    builder.set_insertion_point(insertion);
    let function = FuncOp::build(
        &mut builder,
        location,
        ctx.string_attr(&name),
        ctx.type_attr(function_type),
        Some(ctx.string_attr("private")),
        arg_attrs,
        res_attrs,
        None,
    )?;
    let body = function.body(ir);
    let mut mapping = strata_ir::ValueMapping::default();
    ir.clone_region_into(lambda.body(ir), body, &mut mapping)?;
    let entry = ir.entry_block(body).ok_or(LiftError::NoBody)?;

    // The captures become the leading arguments, named as the values
    // captured; then %self goes.
    let mut capture_arguments = Vec::with_capacity(captures.len());
    for (index, (&capture, &ty)) in captures.iter().zip(&capture_types).enumerate() {
        let argument = ir.insert_argument(entry, 1 + index, ty, location)?;
        if let Some(hint) = ir.name_hint(capture) {
            ir.set_name_hint_symbol(argument, Some(hint))?;
        }
        capture_arguments.push(argument);
    }
    let self_argument = ir.block_arguments(entry)[0];
    let callee = ctx.flat_symbol_ref_attr(&name);
    replace_closure_uses(ir, self_argument, callee, &capture_arguments, Some(entry))?;
    ir.erase_argument(entry, 0)?;

    // Outside: calls, getfields and (without captures) the value itself.
    let closure = lambda.closure(ir);
    replace_closure_uses(ir, closure, callee, &captures, None)?;
    Ok(ir.erase_op(lambda.op())?)
}

/// Replaces the uses of `closure`: a call through it by a `func.call` of
/// `callee` with `captures` first, a getfield by the capture, any other
/// use by a `func.constant` of `callee` (made at the start of `entry`, or
/// before the closure's lambda).
fn replace_closure_uses(
    ir: &mut Ir,
    closure: Value,
    callee: Attribute,
    captures: &[Value],
    entry: Option<BlockId>,
) -> Result<(), LiftError> {
    let ctx = ir.ctx_arc().clone();
    for use_ in closure_uses(ir, closure) {
        match use_ {
            ClosureUse::Called(call) => {
                let mut state = OperationState::new(ir, "func.call", ir.op_location(call));
                state.operands.extend(captures.iter().copied());
                state.operands.extend(ir.operands(call).skip(1));
                state.result_types.extend(ir.result_type_iter(call));
                state.properties = Some(ctx.dictionary(vec![(ctx.intern_str("callee"), callee)]));
                let new_call = Builder::before(ir, call).create(state)?;
                let new_results = ir.results(new_call).to_vec();
                for (&old, &new) in ir.results(call).to_vec().iter().zip(&new_results) {
                    let hint = ir.name_hint(old);
                    ir.set_name_hint_symbol(new, hint)?;
                }
                ir.replace_op_uses_with(call, &new_results)?;
                ir.erase_op(call)?;
            }
            ClosureUse::Field(getfield) => {
                let index = match GetFieldOp(getfield).index(ir).map(|i| ctx.attr_data(i)) {
                    Some(AttrData::Integer { value, .. }) => usize::try_from(*value).ok(),
                    _ => None,
                };
                let Some(&capture) = index.and_then(|index| captures.get(index)) else {
                    return Err(LiftError::FieldOutOfRange);
                };
                let result = GetFieldOp(getfield).result(ir);
                ir.replace_all_uses_with(result, capture)?;
                ir.erase_op(getfield)?;
            }
            ClosureUse::Escapes(_) => {}
        }
    }
    if ir.use_empty(closure) {
        return Ok(());
    }
    let ty = ir.value_type(closure);
    let location = ir.value_location(closure);
    let mut builder = match entry {
        Some(entry) => {
            let point = InsertionPoint::block_start(ir, entry);
            let mut builder = Builder::new(ir);
            builder.set_insertion_point(point);
            builder
        }
        None => {
            let lambda = ir.defining_op(closure).ok_or(LiftError::NoBody)?;
            Builder::before(ir, lambda)
        }
    };
    let constant = ConstantOp::build(&mut builder, location, ty, callee)?;
    let value = ir.results(constant.op())[0];
    Ok(ir.replace_all_uses_with(closure, value)?)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use strata_ir::asm::parser::{ParserConfig, parse_source};
    use strata_ir::symbol_table::symbol_name;
    use strata_ir::verifier::verify;
    use strata_ir::{Context, Ir, OpId};
    use strata_pass::{Pass, PassRun};

    use super::LiftLambdas;

    fn lifted(text: &str) -> (Ir, OpId) {
        let mut ctx = Context::new();
        crate::register(&mut ctx);
        let (mut ir, module) =
            parse_source(Arc::new(ctx), text, &ParserConfig::default()).expect("parses");
        LiftLambdas
            .run(&mut ir, module, &mut PassRun::default())
            .expect("lifts");
        verify(&ir, module).expect("the lifted module verifies");
        (ir, module)
    }

    fn function_names(ir: &Ir, module: OpId) -> Vec<String> {
        let block = ir.entry_block(ir.regions(module)[0]).expect("a block");
        ir.block_ops(block)
            .filter_map(|op| symbol_name(ir, op).map(str::to_string))
            .collect()
    }

    #[test]
    fn names_follow_the_nesting_and_avoid_taken_ones() {
        let (ir, module) = lifted(
            r#"
func.func @f(%x: i32) -> i32 {
  %outer = func.lambda @a (%self, %y: i32) -> i32 {
    %inner = func.lambda (%s2, %z: i32) -> i32 {
      func.return %z : i32
    }
    %r = func.call_indirect %inner(%y) : (i32) -> i32
    func.return %r : i32
  }
  %r = func.call_indirect %outer(%x) : (i32) -> i32
  return %r : i32
}
func.func private @f__a(%y: i32) -> i32 {
  return %y : i32
}
"#,
        );
        // The inner lambda is lifted first (innermost first), each after
        // @f; @f__a is taken, so the outer one is @f__a_0.
        assert_eq!(
            function_names(&ir, module),
            vec!["f", "f__a_0", "f__a__lambda", "f__a"]
        );
    }

    #[test]
    fn a_module_without_lambdas_is_left_alone() {
        let text = "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n";
        let (ir, module) = lifted(text);
        assert_eq!(function_names(&ir, module), vec!["f"]);
    }
}
