//! [`OperationState`]: everything needed to create an operation (MLIR's
//! `OperationState`).

use smallvec::SmallVec;

use super::Ir;
use super::entity::{BlockId, RegionId, Value};
use crate::attributes::Attribute;
use crate::context::Symbol;
use crate::location::Location;
use crate::types::Type;

/// Everything needed to create an operation (MLIR's `OperationState`).
///
/// The lists hold a few entries inline (most ops have at most four
/// operands and two results), so filling a state allocates nothing for
/// them; `vec![..].into()` or `smallvec![..]` makes one from a list.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Full op name (`dialect.op`).
    pub name: Symbol,
    /// Where it comes from.
    pub location: Location,
    /// Operand values (of the body the op is created in).
    pub operands: SmallVec<[Value; 4]>,
    /// Result types.
    pub result_types: SmallVec<[Type; 2]>,
    /// Successor blocks.
    pub successors: SmallVec<[BlockId; 2]>,
    /// Regions built beforehand, detached, that the op takes. They must be
    /// where the op's kind needs them: for an isolated-from-above op, in
    /// one fresh body of their own ([`Ir::create_body`]); for any other
    /// op, in the body the op is created in.
    pub regions: SmallVec<[RegionId; 2]>,
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
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            successors: SmallVec::new(),
            regions: SmallVec::new(),
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
