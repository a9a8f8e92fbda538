//! How ops run: the [`OpSemantics`] op interface, registered per op name
//! from outside the dialect crates (so a user's dialect can add its own),
//! the [`Action`] an op asks of the interpreter, and the [`Execution`] view
//! an op reads its operands from and writes its results to.

use rustc_hash::FxHashMap;
use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::{Attribute, BlockId, Ir, OpId, OpInterface, RegionId, Type, TypeData, Value};

use crate::error::InterpError;
use crate::value::RtValue;

/// What an op asks the interpreter to do next.
#[derive(Debug)]
pub enum Action {
    /// Go on with the next op (the op has set its results).
    Next,
    /// Jump to `block`, binding its arguments (a branch).
    Branch {
        block: BlockId,
        arguments: Vec<RtValue>,
    },
    /// Run `region` of the op from its entry block with these arguments;
    /// when a terminator in it yields, the op's [`OpSemantics::resume`]
    /// gets the values.
    Enter {
        region: RegionId,
        arguments: Vec<RtValue>,
    },
    /// Leave the region (a terminator such as `scf.yield`), handing the
    /// values to the op that entered it.
    Yield(Vec<RtValue>),
    /// Return from the function being run (`func.return`).
    Return(Vec<RtValue>),
    /// Call `callee` (a function or closure); its returned values become
    /// the op's results.
    Call {
        callee: RtValue,
        arguments: Vec<RtValue>,
    },
}

/// An op's semantics (Strata's counterpart of a dialect's lowering to
/// something executable).
pub trait OpSemantics: Sync {
    /// Runs `op`.
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError>;

    /// Control came back to `op` from its region `region` with `values`
    /// (what the terminator yielded). Ops with regions override this.
    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        _region: usize,
        _values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        Err(InterpError::unsupported(
            exec.ir(),
            op,
            "does not say what happens when its region yields",
        ))
    }
}

impl OpInterface for dyn OpSemantics {
    const NAME: &'static str = "OpSemantics";
}

/// What an op sees while it runs: the IR, the values of the function being
/// run, and the symbol tables.
pub struct Execution<'a> {
    pub(crate) ir: &'a Ir,
    pub(crate) values: &'a mut FxHashMap<Value, RtValue>,
    pub(crate) tables: &'a mut SymbolTableCollection,
}

impl<'a> Execution<'a> {
    /// The IR being run.
    pub fn ir(&self) -> &'a Ir {
        self.ir
    }

    /// The value `value` holds.
    pub fn value(&self, value: Value) -> Result<RtValue, InterpError> {
        self.values.get(&value).cloned().ok_or_else(|| {
            let location = self
                .ir
                .defining_op(value)
                .map(|op| self.ir.op_location(op))
                .unwrap_or_default();
            InterpError::Unsupported {
                location,
                message: "a value is read before it is computed".to_string(),
            }
        })
    }

    /// Operand `index` of `op`.
    pub fn operand(&self, op: OpId, index: usize) -> Result<RtValue, InterpError> {
        let value = self
            .ir
            .operand(op, index)
            .ok_or_else(|| InterpError::unsupported(self.ir, op, "lacks an operand"))?;
        self.value(value)
    }

    /// All operands of `op`.
    pub fn operands(&self, op: OpId) -> Result<Vec<RtValue>, InterpError> {
        self.ir.operands(op).map(|v| self.value(v)).collect()
    }

    /// The operands of `op` at the positions `range`.
    pub fn operand_range(
        &self,
        op: OpId,
        range: std::ops::Range<usize>,
    ) -> Result<Vec<RtValue>, InterpError> {
        self.ir
            .operands(op)
            .skip(range.start)
            .take(range.len())
            .map(|v| self.value(v))
            .collect()
    }

    /// Operand `index` of `op` as an integer; `None` when it is poison.
    pub fn int_operand(&self, op: OpId, index: usize) -> Result<Option<crate::ApInt>, InterpError> {
        match self.operand(op, index)? {
            RtValue::Int(value) => Ok(Some(value)),
            RtValue::Poison => Ok(None),
            _ => Err(InterpError::unsupported(
                self.ir,
                op,
                format!("expects an integer as operand #{index}"),
            )),
        }
    }

    /// Binds `values` to `op`'s results.
    pub fn set_results(&mut self, op: OpId, values: Vec<RtValue>) {
        for (&result, value) in self.ir.results(op).iter().zip(values) {
            self.values.insert(result, value);
        }
    }

    /// Binds `values` to `targets` (block arguments).
    pub fn bind(&mut self, targets: &[Value], values: Vec<RtValue>) {
        for (&target, value) in targets.iter().zip(values) {
            self.values.insert(target, value);
        }
    }

    /// The integer attribute (or property) `name` of `op`.
    pub fn int_attr(&self, op: OpId, name: &str) -> Option<i128> {
        match self.ir.ctx().attr_data(self.ir.attr(op, name)?) {
            strata_ir::AttrData::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The op `symbol` names, seen from `from`.
    pub fn lookup_symbol(&mut self, from: OpId, symbol: Attribute) -> Option<OpId> {
        self.tables
            .lookup_nearest_symbol_from(self.ir, from, symbol)
    }

    /// The width of integer (or `index`) type `ty`.
    pub fn int_width(&self, ty: Type) -> Option<u32> {
        int_width(self.ir, ty)
    }
}

/// The format of a float type (the interpreter runs every one).
pub fn float_kind(ir: &Ir, ty: Type) -> Option<strata_ir::FloatKind> {
    match ir.ctx().type_data(ty) {
        TypeData::Float(kind) => Some(*kind),
        _ => None,
    }
}

/// The width of an integer type, 64 for `index`; `None` for other types.
pub fn int_width(ir: &Ir, ty: Type) -> Option<u32> {
    match ir.ctx().type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}
