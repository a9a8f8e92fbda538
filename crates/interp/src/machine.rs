//! The interpreter proper: runs a function op by op with a stack of its
//! own (calls and region entries never recurse on the Rust stack), within
//! limits on steps and call depth.

use rustc_hash::FxHashMap;
use strata_interfaces::CallableOpInterface;
use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::{BlockId, Ir, OpId, RegionId, Type, Value};

use crate::error::InterpError;
use crate::external::{External, TraceEntry, default_result};
use crate::semantics::{Action, Execution, OpSemantics};
use crate::value::RtValue;

/// Bounds on a run; exceeding one stops it with a diagnostic.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Ops executed.
    pub max_steps: u64,
    /// Calls in progress at once.
    pub max_depth: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_steps: 10_000_000,
            max_depth: 10_000,
        }
    }
}

/// Where execution is inside one function: the block and the next op, and
/// the op waiting for the region to yield (`None`: the function's body).
struct Cursor {
    next: Option<OpId>,
    parent: Option<(OpId, usize)>,
}

/// One call in progress.
struct Frame {
    values: FxHashMap<Value, RtValue>,
    cursors: Vec<Cursor>,
    /// The call op in the caller that receives the results.
    call: Option<OpId>,
}

/// What calling a callable starts: a frame for its body, or nothing to
/// run (a declaration), with the arguments handed back.
enum Entered {
    Body(Frame),
    NoBody(Vec<RtValue>),
}

/// Runs functions of one IR.
pub struct Interpreter<'ir> {
    ir: &'ir Ir,
    limits: Limits,
    tables: SymbolTableCollection,
    externals: FxHashMap<String, External>,
    trace: Vec<TraceEntry>,
    steps: u64,
}

impl<'ir> Interpreter<'ir> {
    /// An interpreter for `ir` with default limits and no bound externals.
    pub fn new(ir: &'ir Ir) -> Self {
        Interpreter {
            ir,
            limits: Limits::default(),
            tables: SymbolTableCollection::new(),
            externals: FxHashMap::default(),
            trace: Vec::new(),
            steps: 0,
        }
    }

    /// Sets the limits.
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Binds the external function `name` (a declaration without body) to
    /// `callback`; calls to other declarations are traced and answered with
    /// a value derived from their arguments.
    pub fn bind_external(&mut self, name: &str, callback: External) {
        self.externals.insert(name.to_string(), callback);
    }

    /// The external calls made so far, in order.
    pub fn trace(&self) -> &[TraceEntry] {
        &self.trace
    }

    /// Ops executed so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Runs `function` (a callable op with a body) on `arguments`; returns
    /// what it returns. A poison result is an error.
    pub fn call(
        &mut self,
        function: OpId,
        arguments: Vec<RtValue>,
    ) -> Result<Vec<RtValue>, InterpError> {
        let ir = self.ir;
        let mut stack: Vec<Frame> = Vec::new();
        let Entered::Body(frame) = self.enter_callable(function, None, arguments, None)? else {
            return Err(InterpError::Entry {
                location: ir.op_location(function),
                message: "the entry function has no body".to_string(),
            });
        };
        stack.push(frame);
        loop {
            let Some(frame) = stack.last_mut() else {
                return Err(InterpError::Entry {
                    location: ir.op_location(function),
                    message: "execution lost its place".to_string(),
                });
            };
            let Some(cursor) = frame.cursors.last_mut() else {
                return Err(InterpError::Entry {
                    location: ir.op_location(function),
                    message: "execution lost its place".to_string(),
                });
            };
            let Some(op) = cursor.next else {
                let location = cursor
                    .parent
                    .map(|(op, _)| ir.op_location(op))
                    .unwrap_or_else(|| ir.op_location(function));
                return Err(InterpError::Unsupported {
                    location,
                    message: "a block ended without a terminator".to_string(),
                });
            };
            self.steps += 1;
            if self.steps > self.limits.max_steps {
                return Err(InterpError::Limit {
                    location: ir.op_location(op),
                    message: format!("stopped after {} steps", self.limits.max_steps),
                });
            }
            let semantics = ir
                .interface::<dyn OpSemantics>(op)
                .ok_or_else(|| InterpError::unsupported(ir, op, "has no semantics"))?;
            let mut exec = Execution {
                ir,
                values: &mut frame.values,
                tables: &mut self.tables,
            };
            let mut action = semantics.execute(&mut exec, op)?;
            // An op may yield to its parent, which decides what is next.
            loop {
                let frame = stack.last_mut().expect("a frame");
                match action {
                    Action::Next => {
                        let cursor = frame.cursors.last_mut().expect("a cursor");
                        let current = cursor.next.expect("an op");
                        cursor.next = ir.next_op(current);
                        break;
                    }
                    Action::Branch { block, arguments } => {
                        bind_block(ir, &mut frame.values, block, arguments);
                        frame.cursors.last_mut().expect("a cursor").next = ir.first_op(block);
                        break;
                    }
                    Action::Enter { region, arguments } => {
                        let current = frame.cursors.last().and_then(|c| c.next).expect("an op");
                        let index = ir.region_index(region).unwrap_or(0);
                        let entry = enter_region(ir, &mut frame.values, region, arguments);
                        frame.cursors.push(Cursor {
                            next: entry,
                            parent: Some((current, index)),
                        });
                        break;
                    }
                    Action::Yield(values) => {
                        let cursor = frame.cursors.pop().expect("a cursor");
                        let Some((parent, index)) = cursor.parent else {
                            return Err(InterpError::unsupported(
                                ir,
                                cursor.next.unwrap_or(function),
                                "yields outside a region it was entered for",
                            ));
                        };
                        let semantics =
                            ir.interface::<dyn OpSemantics>(parent).ok_or_else(|| {
                                InterpError::unsupported(ir, parent, "has no semantics")
                            })?;
                        let mut exec = Execution {
                            ir,
                            values: &mut frame.values,
                            tables: &mut self.tables,
                        };
                        action = semantics.resume(&mut exec, parent, index, values)?;
                    }
                    Action::Return(values) => {
                        let done = stack.pop().expect("a frame");
                        let Some(caller) = stack.last_mut() else {
                            return Ok(values);
                        };
                        if let Some(call) = done.call {
                            for (&result, value) in ir.results(call).iter().zip(values) {
                                caller.values.insert(result, value);
                            }
                        }
                        action = Action::Next;
                    }
                    Action::Call { callee, arguments } => {
                        let current = frame.cursors.last().and_then(|c| c.next).expect("an op");
                        if stack.len() >= self.limits.max_depth {
                            return Err(InterpError::Limit {
                                location: ir.op_location(current),
                                message: format!(
                                    "more than {} nested calls",
                                    self.limits.max_depth
                                ),
                            });
                        }
                        let (callable, closure) = match &callee {
                            RtValue::Function(f) => (*f, None),
                            RtValue::Closure(c) => (c.lambda, Some(callee.clone())),
                            RtValue::Poison => {
                                return Err(InterpError::poison(
                                    ir,
                                    current,
                                    "calls through a poison callee",
                                ));
                            }
                            RtValue::Int(_) | RtValue::Float { .. } => {
                                return Err(InterpError::unsupported(
                                    ir,
                                    current,
                                    "calls a number",
                                ));
                            }
                        };
                        match self.enter_callable(callable, closure, arguments, Some(current))? {
                            Entered::Body(new_frame) => {
                                stack.push(new_frame);
                                break;
                            }
                            Entered::NoBody(arguments) => {
                                let results = self.external(callable, current, arguments)?;
                                let frame = stack.last_mut().expect("a frame");
                                for (&result, value) in ir.results(current).iter().zip(results) {
                                    frame.values.insert(result, value);
                                }
                                action = Action::Next;
                            }
                        }
                    }
                }
            }
        }
    }

    /// A frame running `callable`, or the arguments back when it has no
    /// body.
    fn enter_callable(
        &mut self,
        callable: OpId,
        closure: Option<RtValue>,
        arguments: Vec<RtValue>,
        call: Option<OpId>,
    ) -> Result<Entered, InterpError> {
        let ir = self.ir;
        let interface = ir
            .interface::<dyn CallableOpInterface>(callable)
            .ok_or_else(|| InterpError::unsupported(ir, callable, "is not callable"))?;
        let Some(entry) = interface
            .callable_region(ir, callable)
            .and_then(|region| ir.entry_block(region))
        else {
            return Ok(Entered::NoBody(arguments));
        };
        let parameters = interface.callable_arguments(ir, callable);
        if parameters.len() != arguments.len() {
            return Err(InterpError::Entry {
                location: ir.op_location(callable),
                message: format!(
                    "expects {} arguments, got {}",
                    parameters.len(),
                    arguments.len()
                ),
            });
        }
        let mut values = FxHashMap::default();
        if let (Some(self_argument), Some(closure)) =
            (interface.self_argument(ir, callable), closure)
        {
            values.insert(self_argument, closure);
        }
        for (&parameter, value) in parameters.iter().zip(arguments) {
            values.insert(parameter, value);
        }
        Ok(Entered::Body(Frame {
            values,
            cursors: vec![Cursor {
                next: ir.first_op(entry),
                parent: None,
            }],
            call,
        }))
    }

    /// A call of a function without body: a bound callback, or a traced
    /// call answered with values derived from the arguments.
    fn external(
        &mut self,
        callee: OpId,
        call: OpId,
        arguments: Vec<RtValue>,
    ) -> Result<Vec<RtValue>, InterpError> {
        let ir = self.ir;
        if arguments.iter().any(RtValue::is_poison) {
            return Err(InterpError::poison(
                ir,
                call,
                "passed to an external function by the call",
            ));
        }
        let name = strata_ir::symbol_table::symbol_name(ir, callee)
            .unwrap_or("<anonymous>")
            .to_string();
        let result_types: Vec<Type> = ir.result_types(call).to_vec();
        self.trace.push(TraceEntry {
            name: name.clone(),
            arguments: arguments.clone(),
        });
        if let Some(callback) = self.externals.get(&name) {
            return callback(&arguments).map_err(|message| InterpError::Unsupported {
                location: ir.op_location(call),
                message,
            });
        }
        result_types
            .iter()
            .enumerate()
            .map(|(index, &ty)| {
                default_result(ir, &name, &arguments, index, ty).ok_or_else(|| {
                    InterpError::unsupported(
                        ir,
                        call,
                        "returns a type an external call cannot make up",
                    )
                })
            })
            .collect()
    }
}

/// Binds a block's arguments.
fn bind_block(
    ir: &Ir,
    values: &mut FxHashMap<Value, RtValue>,
    block: BlockId,
    arguments: Vec<RtValue>,
) {
    for (&argument, value) in ir.block_arguments(block).iter().zip(arguments) {
        values.insert(argument, value);
    }
}

/// Binds the entry arguments of `region`; returns its first op.
fn enter_region(
    ir: &Ir,
    values: &mut FxHashMap<Value, RtValue>,
    region: RegionId,
    arguments: Vec<RtValue>,
) -> Option<OpId> {
    let entry = ir.entry_block(region)?;
    bind_block(ir, values, entry, arguments);
    ir.first_op(entry)
}
