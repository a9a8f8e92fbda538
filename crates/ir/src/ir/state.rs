//! [`OperationState`]: everything needed to create an operation (MLIR's
//! `OperationState`).

use super::Ir;
use super::entity::{BlockId, RegionId, Value};
use crate::attributes::Attribute;
use crate::context::Symbol;
use crate::location::Location;
use crate::types::Type;

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Full op name (`dialect.op`).
    pub name: Symbol,
    /// Where it comes from.
    pub location: Location,
    /// Operand values (of the body the op is created in).
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Regions built beforehand, detached, that the op takes. They must be
    /// where the op's kind needs them: for an isolated-from-above op, in
    /// one fresh body of their own ([`Ir::create_body`]); for any other
    /// op, in the body the op is created in.
    pub regions: Vec<RegionId>,
    /// How many empty regions to create for the op after `regions` (MLIR's
    /// `OperationState::addRegion()`); the op creates them where they
    /// belong, so builders never pick a body.
    pub new_regions: usize,
    /// The properties dictionary, if the op has properties.
    pub properties: Option<Attribute>,
    /// The discardable attributes dictionary.
    pub attributes: Attribute,
}

impl OperationState {
    /// A state for op `name` at `location` with nothing else.
    pub fn new(ir: &Ir, name: &str, location: Location) -> Self {
        Self::new_interned(ir, ir.ctx().intern_str(name), location)
    }

    /// A state for the op named by the interned `name`.
    pub fn new_interned(ir: &Ir, name: Symbol, location: Location) -> Self {
        OperationState {
            name,
            location,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            new_regions: 0,
            properties: None,
            attributes: ir.ctx().empty_dictionary(),
        }
    }

    /// Asks for one more empty region (MLIR's `addRegion()`).
    pub fn add_region(&mut self) {
        self.new_regions += 1;
    }
}
