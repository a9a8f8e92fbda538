//! Calls and callables (MLIR's `CallOpInterface` and
//! `CallableOpInterface`), with value forwarding made explicit and verified.
//!
//! # The model
//!
//! A call op passes some of its operands to a callee and receives some of
//! its results from it:
//!
//! - the **forwarded operands** ([`CallOpInterface::forwarded_operands`])
//!   are a contiguous range of the call's operands: forwarded operand *i*
//!   is passed to the callee's argument *i*;
//! - every other operand is **consumed** by the call op itself: the SSA
//!   callee of an indirect call, a token the call waits on, and the extra
//!   operands of a call to a variadic callee
//!   ([`CallOpInterface::consumed_operands`]).
//!
//! The op itself declares its argument operands
//! ([`CallOpInterface::arg_operands`], MLIR's `getArgOperands`): the
//! operands meant for the callee, which are the forwarded ones, followed
//! by the extra ones when the callee turns out to be variadic. Which is
//! which depends on the callee, so the forwarded and consumed operands
//! take the callable the call reaches
//! ([`CallOpInterface::resolve_callable`]).
//!
//! - the **forwarded results** ([`CallOpInterface::forwarded_results`], all
//!   of them unless the op says otherwise) are a contiguous range of the
//!   results: forwarded result *j* is the callee's returned value *j*;
//! - every other result is **produced** by the call op itself (a completion
//!   token, say; [`CallOpInterface::produced_results`]).
//!
//! A callable ([`CallableOpInterface`]) has argument and result types, and
//! a body whose entry block receives the forwarded operands in
//! [`CallableOpInterface::callable_arguments`] (a closure's own `%self`
//! argument is not one of them). A callable whose signature ends in `...`
//! ([`CallableOpInterface::is_variadic`]) takes extra operands, which are
//! consumed: only the fixed part is matched.
//!
//! # Verification
//!
//! The interface's verifier runs with the symbol uses (once the nearest
//! symbol table has verified, with one cache of symbol tables for all of
//! it), after each op's own checks, so a call is checked once:
//!
//! - a symbol callee must name an op of the nearest symbol table, and that
//!   op must be callable: `'@f' does not reference a valid function`;
//! - when the callee resolves (or is a value of function type): as many
//!   forwarded operands as the callee has arguments (at least as many for a
//!   variadic callee), as many forwarded results as it has results, and
//!   each pair of types passes [`CallOpInterface::are_types_compatible`].
//!   The wording is `func.call`'s in MLIR (`incorrect number of operands
//!   for callee`, `operand type mismatch: expected operand type '…', but
//!   provided '…' for operand number i` (i counting all the op's operands), `incorrect number of results for
//!   callee`, `result type mismatch at index j`), with a note at the
//!   callee's definition giving its type (`'f' is defined here with type
//!   '(i32, ...) -> i32'`) unless the op opts out
//!   ([`CallOpInterface::notes_callee_definition`]; `func.call` does, as
//!   mlir-opt's diagnostics for it have none).

use std::ops::Range;

use strata_ir::asm::printer::type_to_string;
use strata_ir::ods::verify::op_error;
use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::traits::ConstantLike;
use strata_ir::{
    AttrData, Attribute, Diagnostic, Ir, IrError, Location, OpId, OpInterface, RegionId, Type,
    Value, ValueDef,
};

/// What a call calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol of the nearest symbol table (`@f`).
    Symbol(Attribute),
    /// A value of function type (a function constant, a closure).
    Value(Value),
}

/// Why [`CallOpInterface::set_callee`] refused.
#[derive(Debug, thiserror::Error)]
pub enum SetCalleeError {
    /// The op calls only one kind of callee (a symbol, or a value).
    #[error("'{op}' cannot call a {kind} callee")]
    WrongKind {
        /// The op's name.
        op: String,
        /// `symbol` or `value`.
        kind: &'static str,
    },
    /// The IR refused the edit.
    #[error(transparent)]
    Ir(#[from] IrError),
}

/// [`CallOpInterface::set_callee`] for an op whose callee is the symbol
/// reference in its property `property` (`callee` for `func.call`).
pub fn set_symbol_callee(
    ir: &mut Ir,
    op: OpId,
    property: &str,
    callee: Callee,
) -> Result<(), SetCalleeError> {
    match callee {
        Callee::Symbol(symbol) => Ok(ir.set_property(op, property, symbol)?),
        Callee::Value(_) => Err(SetCalleeError::WrongKind {
            op: ir.op_name_str(op).to_string(),
            kind: "value",
        }),
    }
}

/// [`CallOpInterface::set_callee`] for an op whose callee is its operand
/// `index` (0 for `func.call_indirect`).
pub fn set_value_callee(
    ir: &mut Ir,
    op: OpId,
    index: usize,
    callee: Callee,
) -> Result<(), SetCalleeError> {
    match callee {
        Callee::Value(value) => Ok(ir.set_operand(op, index, value)?),
        Callee::Symbol(_) => Err(SetCalleeError::WrongKind {
            op: ir.op_name_str(op).to_string(),
            kind: "symbol",
        }),
    }
}

/// An op that calls a callable. See the module documentation for the
/// meaning of forwarded and consumed operands, forwarded and produced
/// results: forwarded operand *i* is the callee's argument *i*, forwarded
/// result *j* its result *j*.
pub trait CallOpInterface: Sync {
    /// The callee, or `None` if the op lacks one (its own verifier reports
    /// that).
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee>;

    /// Makes the op call `callee` instead (MLIR's `setCalleeFromCallable`).
    fn set_callee(&self, ir: &mut Ir, op: OpId, callee: Callee) -> Result<(), SetCalleeError>;

    /// The indices of the argument operands (MLIR's `getArgOperands`):
    /// those meant for the callee — its arguments, then, for a variadic
    /// callee, the extra operands.
    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize>;

    /// The indices of the forwarded results: all of them by default.
    fn forwarded_results(&self, ir: &Ir, op: OpId) -> Range<usize> {
        0..ir.results(op).len()
    }

    /// Whether a forwarded value of type `caller` may stand for the
    /// callee's `callee` (an operand passed to an argument, or a callee
    /// result received as a call result). `true` by default; `func.call`
    /// requires equal types.
    fn are_types_compatible(&self, ir: &Ir, caller: Type, callee: Type) -> bool {
        let _ = (ir, caller, callee);
        true
    }

    /// Whether this op may call `callable`, an op implementing
    /// [`CallableOpInterface`] that its callee names. Any callable by
    /// default; `func.call` calls only `func.func`, as MLIR's does.
    fn accepts_callable(&self, ir: &Ir, callable: OpId) -> bool {
        let _ = (ir, callable);
        true
    }

    /// Whether a mismatch diagnostic carries a note at the callee's
    /// definition (the default).
    fn notes_callee_definition(&self) -> bool {
        true
    }

    /// The indices of the forwarded operands when the call reaches
    /// `callable` (`None`: unknown): the argument operands, cut to the
    /// callable's arguments when it is variadic. Forwarded operand *i* is
    /// the callable's argument *i*.
    fn forwarded_operands(&self, ir: &Ir, op: OpId, callable: Option<OpId>) -> Range<usize> {
        let operands = self.arg_operands(ir, op);
        let fixed = callable.and_then(|callable| {
            let interface = ir.interface::<dyn CallableOpInterface>(callable)?;
            interface
                .is_variadic(ir, callable)
                .then(|| interface.argument_types(ir, callable).len())
        });
        match fixed {
            Some(fixed) => operands.start..operands.end.min(operands.start + fixed),
            None => operands,
        }
    }

    /// The indices of the operands the call consumes itself when it
    /// reaches `callable`: all but the forwarded ones.
    fn consumed_operands(&self, ir: &Ir, op: OpId, callable: Option<OpId>) -> Complement {
        Complement::new(
            ir.num_operands(op),
            self.forwarded_operands(ir, op, callable),
        )
    }

    /// The indices of the results the call produces itself.
    fn produced_results(&self, ir: &Ir, op: OpId) -> Complement {
        Complement::new(ir.results(op).len(), self.forwarded_results(ir, op))
    }

    /// The op the callee names, callable or not: the symbol looked up in
    /// the nearest symbol table around the call (through `tables`), or,
    /// for a callee value, the op defining it — itself when it is callable
    /// (a closure), else the function a constant-like op's `value` symbol
    /// names (`func.constant @f`) — or the callable whose own argument it
    /// is (a closure's `%self`,
    /// [`CallableOpInterface::self_argument`]).
    fn callee_op(&self, ir: &Ir, op: OpId, tables: &mut SymbolTableCollection) -> Option<OpId> {
        match self.callee(ir, op)? {
            Callee::Symbol(symbol) => tables.lookup_nearest_symbol_from(ir, op, symbol),
            Callee::Value(value) => {
                let definer = match ir.value_def(value) {
                    ValueDef::OpResult { op: definer, .. } => definer,
                    ValueDef::BlockArgument { block, .. } => {
                        let parent = ir.block_parent_op(block)?;
                        let callable = ir.interface::<dyn CallableOpInterface>(parent)?;
                        return (callable.self_argument(ir, parent) == Some(value))
                            .then_some(parent);
                    }
                    _ => return None,
                };
                if ir.interface::<dyn CallableOpInterface>(definer).is_some() {
                    return Some(definer);
                }
                let symbol = ir.attr(definer, "value")?;
                let is_symbol = matches!(ir.ctx().attr_data(symbol), AttrData::SymbolRef { .. });
                (is_symbol && ir.implements_trait::<ConstantLike>(definer))
                    .then(|| tables.lookup_nearest_symbol_from(ir, definer, symbol))
                    .flatten()
            }
        }
    }

    /// The callable the call reaches, when it can be known without running
    /// the program (MLIR's `resolveCallableInTable`).
    fn resolve_callable(
        &self,
        ir: &Ir,
        op: OpId,
        tables: &mut SymbolTableCollection,
    ) -> Option<OpId> {
        self.callee_op(ir, op, tables).filter(|&callee| {
            ir.interface::<dyn CallableOpInterface>(callee).is_some()
                && self.accepts_callable(ir, callee)
        })
    }
}

/// The function type in `op`'s `function_type` attribute, where function
/// ops keep their signature (MLIR's `FunctionOpInterface` convention);
/// `None` when it is missing or not a function type.
pub fn function_type_attr(ir: &Ir, op: OpId) -> Option<Type> {
    match ir.ctx().attr_data(ir.attr(op, "function_type")?) {
        AttrData::Type(ty) if ty.function_signature(ir.ctx()).is_some() => Some(*ty),
        _ => None,
    }
}

/// An op that can be called: a function, a closure.
pub trait CallableOpInterface: Sync {
    /// The function type of the callable (its argument and result types):
    /// by default its `function_type` attribute ([`function_type_attr`]).
    fn function_type(&self, ir: &Ir, op: OpId) -> Option<Type> {
        function_type_attr(ir, op)
    }

    /// The body, or `None` for a declaration.
    fn callable_region(&self, ir: &Ir, op: OpId) -> Option<RegionId>;

    /// The entry-block arguments that receive the forwarded operands, in
    /// order: all of them, unless the callable has implicit ones (a
    /// closure's `%self`). Empty for a declaration.
    fn callable_arguments<'ir>(&self, ir: &'ir Ir, op: OpId) -> &'ir [Value] {
        self.callable_region(ir, op)
            .and_then(|region| ir.entry_block(region))
            .map_or(&[], |block| ir.block_arguments(block))
    }

    /// The argument types.
    fn argument_types<'ir>(&self, ir: &'ir Ir, op: OpId) -> &'ir [Type] {
        self.function_type(ir, op)
            .and_then(|ty| ty.function_signature(ir.ctx()))
            .map_or(&[], |(inputs, _)| inputs)
    }

    /// The result types.
    fn result_types<'ir>(&self, ir: &'ir Ir, op: OpId) -> &'ir [Type] {
        self.function_type(ir, op)
            .and_then(|ty| ty.function_signature(ir.ctx()))
            .map_or(&[], |(_, results)| results)
    }

    /// One dictionary per argument (`arg_attrs`), if any.
    fn arg_attrs(&self, ir: &Ir, op: OpId) -> Option<Attribute> {
        ir.attr(op, "arg_attrs")
    }

    /// One dictionary per result (`res_attrs`), if any.
    fn res_attrs(&self, ir: &Ir, op: OpId) -> Option<Attribute> {
        ir.attr(op, "res_attrs")
    }

    /// The entry-block argument that stands for the callable itself (a
    /// closure's `%self`), if it has one: a call through it calls this
    /// callable. `None` by default.
    fn self_argument(&self, ir: &Ir, op: OpId) -> Option<Value> {
        let _ = (ir, op);
        None
    }

    /// Whether calls may pass more operands than the callable has
    /// arguments (a signature ending in `...`); the extra ones are
    /// consumed by the call.
    fn is_variadic(&self, ir: &Ir, op: OpId) -> bool {
        let _ = (ir, op);
        false
    }
}

impl OpInterface for dyn CallableOpInterface {
    const NAME: &'static str = "CallableOpInterface";
}

impl OpInterface for dyn CallOpInterface {
    const NAME: &'static str = "CallOpInterface";
    const VERIFIES_SYMBOL_USES: bool = true;

    fn verify_symbol_uses(
        call: &'static Self,
        ir: &Ir,
        op: OpId,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify_call(call, ir, op, tables)
    }
}

/// Marks an op as call-like without it implementing [`CallOpInterface`]
/// (an op that runs code the compiler does not see, such as a kernel
/// launch). Passes that treat calls specially, such as
/// `flatten-call-expr`, ask [`is_call_like`].
pub struct CallLike;

impl strata_ir::traits::OpTrait for CallLike {
    const NAME: &'static str = "CallLike";
}

/// Whether `op` is call-like: it implements [`CallOpInterface`] or has
/// the [`CallLike`] trait.
pub fn is_call_like(ir: &Ir, op: OpId) -> bool {
    ir.interface::<dyn CallOpInterface>(op).is_some() || ir.implements_trait::<CallLike>(op)
}

/// The interface's verifier (see the module documentation).
fn verify_call(
    call: &dyn CallOpInterface,
    ir: &Ir,
    op: OpId,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let Some(callee) = call.callee(ir, op) else {
        return Ok(());
    };
    let notes = call.notes_callee_definition();
    match callee {
        Callee::Symbol(symbol) => {
            let found = tables.lookup_nearest_symbol_from(ir, op, symbol);
            let callable = found.and_then(|f| {
                ir.interface::<dyn CallableOpInterface>(f)
                    .filter(|_| call.accepts_callable(ir, f))
                    .map(|callable| (f, callable))
            });
            let Some((function, callable)) = callable else {
                let name = symbol_name(ir, symbol);
                let error = op_error(
                    ir,
                    op,
                    format!("'{name}' does not reference a valid function"),
                );
                return Err(match found {
                    Some(other) if notes => {
                        let kind = ir.op_name_str(other);
                        let why = if ir.interface::<dyn CallableOpInterface>(other).is_some() {
                            format!(
                                "'{name}' is a '{kind}', which '{}' does not call",
                                ir.op_name_str(op)
                            )
                        } else {
                            format!("'{name}' is a '{kind}', which is not callable")
                        };
                        error.with_note(ir.op_location(other), why)
                    }
                    _ => error,
                });
            };
            let signature = Signature {
                inputs: callable.argument_types(ir, function),
                results: callable.result_types(ir, function),
                variadic: callable.is_variadic(ir, function),
                defined_at: notes.then(|| ir.op_location(function)),
                callee,
            };
            check_signature(call, ir, op, &signature)
        }
        Callee::Value(value) => {
            let Some((inputs, results)) = ir.value_type(value).function_signature(ir.ctx()) else {
                return Ok(());
            };
            let signature = Signature {
                inputs,
                results,
                variadic: false,
                defined_at: notes.then(|| value_location(ir, value)).flatten(),
                callee,
            };
            check_signature(call, ir, op, &signature)
        }
    }
}

/// What a call is checked against.
struct Signature<'a> {
    inputs: &'a [Type],
    results: &'a [Type],
    variadic: bool,
    /// Where the callee is defined, when errors get a note there.
    defined_at: Option<Location>,
    /// The callee, for the note's text.
    callee: Callee,
}

impl Signature<'_> {
    /// `error`, with the note at the callee's definition if it gets one.
    fn noted(&self, ir: &Ir, error: Diagnostic) -> Diagnostic {
        let Some(location) = self.defined_at else {
            return error;
        };
        let callee = match self.callee {
            Callee::Symbol(symbol) => format!("'{}'", symbol_name(ir, symbol)),
            Callee::Value(_) => "the callee".to_string(),
        };
        let text = format!(
            "{callee} is defined here with type '{}'",
            self.type_text(ir)
        );
        error.with_note(location, text)
    }

    /// The callee's type as MLIR prints a function type, with `...` after
    /// the inputs of a variadic callee: `(i32, ...) -> i32`.
    fn type_text(&self, ir: &Ir) -> String {
        let ctx = ir.ctx();
        let function = type_to_string(ctx, ctx.function_type(self.inputs, self.results));
        if !self.variadic {
            return function;
        }
        let inputs: Vec<String> = self
            .inputs
            .iter()
            .map(|&ty| type_to_string(ctx, ty))
            .chain(["...".to_string()])
            .collect();
        let without_inputs = type_to_string(ctx, ctx.function_type(&[], self.results));
        let results = without_inputs.strip_prefix("()").unwrap_or(&without_inputs);
        format!("({}){results}", inputs.join(", "))
    }
}

fn check_signature(
    call: &dyn CallOpInterface,
    ir: &Ir,
    op: OpId,
    signature: &Signature<'_>,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    // A range past the op's operands (a wrong implementation) is cut short.
    let operands = ir.num_operands(op);
    let forwarded = call.arg_operands(ir, op);
    let forwarded = forwarded.start.min(operands)..forwarded.end.min(operands);
    let count_ok = if signature.variadic {
        forwarded.len() >= signature.inputs.len()
    } else {
        forwarded.len() == signature.inputs.len()
    };
    if !count_ok {
        return Err(signature.noted(
            ir,
            op_error(ir, op, "incorrect number of operands for callee"),
        ));
    }
    for (index, &expected) in signature.inputs.iter().enumerate() {
        let Some(operand) = ir.operand(op, forwarded.start + index) else {
            continue;
        };
        let actual = ir.value_type(operand);
        if !call.are_types_compatible(ir, actual, expected) {
            return Err(signature.noted(
                ir,
                op_error(
                    ir,
                    op,
                    format!(
                        "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {}",
                        type_to_string(ctx, expected),
                        type_to_string(ctx, actual),
                        forwarded.start + index
                    ),
                ),
            ));
        }
    }
    // A range past the op's results (a wrong implementation) counts as none.
    let results = ir
        .results(op)
        .get(call.forwarded_results(ir, op))
        .unwrap_or_default();
    if results.len() != signature.results.len() {
        return Err(signature.noted(
            ir,
            op_error(ir, op, "incorrect number of results for callee"),
        ));
    }
    let mismatch = results
        .iter()
        .zip(signature.results)
        .position(|(&result, &expected)| {
            !call.are_types_compatible(ir, ir.value_type(result), expected)
        });
    if let Some(index) = mismatch {
        let actual: Vec<Type> = results.iter().map(|&v| ir.value_type(v)).collect();
        let location = ir.op_location(op);
        return Err(signature.noted(
            ir,
            op_error(ir, op, format!("result type mismatch at index {index}"))
                .with_note(
                    location,
                    format!("      op result types: {}", quoted_types(ir, &actual)),
                )
                .with_note(
                    location,
                    format!(
                        "function result types: {}",
                        quoted_types(ir, signature.results)
                    ),
                ),
        ));
    }
    Ok(())
}

/// Where `value` is defined: its op, or its block's parent op.
fn value_location(ir: &Ir, value: Value) -> Option<Location> {
    match ir.value_def(value) {
        ValueDef::OpResult { op, .. } => Some(ir.op_location(op)),
        ValueDef::BlockArgument { block, index } => {
            Some(ir.block_argument_location(block, index as usize))
        }
        _ => None,
    }
}

/// `'a', 'b'`: types as MLIR streams a type range into a diagnostic.
fn quoted_types(ir: &Ir, types: &[Type]) -> String {
    types
        .iter()
        .map(|&ty| format!("'{}'", type_to_string(ir.ctx(), ty)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The root name of `@name` (or of `@a::@b`).
fn symbol_name(ir: &Ir, symbol: Attribute) -> String {
    match ir.ctx().attr_data(symbol) {
        AttrData::SymbolRef { root, .. } => ir.ctx().str(*root).to_string(),
        _ => String::new(),
    }
}

/// The indices `0..len` outside one range, in order, without allocating.
#[derive(Clone, Debug)]
pub struct Complement {
    next: usize,
    len: usize,
    skip: Range<usize>,
}

impl Complement {
    /// The indices of `0..len` not in `skip`.
    pub fn new(len: usize, skip: Range<usize>) -> Self {
        Complement { next: 0, len, skip }
    }
}

impl Iterator for Complement {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.skip.contains(&self.next) {
            self.next = self.skip.end;
        }
        (self.next < self.len).then(|| {
            self.next += 1;
            self.next - 1
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Complement;

    #[test]
    fn the_complement_skips_the_forwarded_range() {
        assert_eq!(Complement::new(4, 1..3).collect::<Vec<_>>(), vec![0, 3]);
        assert_eq!(Complement::new(3, 0..3).count(), 0);
        assert_eq!(Complement::new(2, 0..0).collect::<Vec<_>>(), vec![0, 1]);
        assert_eq!(Complement::new(3, 1..3).collect::<Vec<_>>(), vec![0]);
    }
}
