//! Edits that change what an op or value says rather than where it is:
//! attributes, properties, locations, value types and name hints (MLIR's
//! `setAttr`, `setAttrs`, `setPropertiesFromAttribute`, `setLoc`,
//! `Value::setType`, and Strata's name hints).

use super::entity::{BlockId, OpId, Value};
use super::{Change, Ir, IrError};
use crate::attributes::{AttrData, Attribute};
use crate::location::Location;
use crate::types::Type;

impl Ir {
    /// Sets (or clears, with `None` or `""`) a value's name hint.
    pub fn set_name_hint(&mut self, value: Value, hint: Option<&str>) -> Result<(), IrError> {
        let symbol = hint.map(|h| self.ctx().intern_str(h));
        self.set_name_hint_symbol(value, symbol)
    }

    /// Sets (or clears) a value's name hint, already interned.
    pub fn set_name_hint_symbol(
        &mut self,
        value: Value,
        hint: Option<crate::context::Symbol>,
    ) -> Result<(), IrError> {
        self.check_value(value)?;
        self.body_mut(value.body())?.values[value.index()].name_hint = hint;
        self.changes.record(|| Change::NameHintChanged { value });
        Ok(())
    }

    /// Sets the value's type (a pass retyping a result or argument in place).
    pub fn set_value_type(&mut self, value: Value, ty: Type) -> Result<(), IrError> {
        self.check_value(value)?;
        self.body_mut(value.body())?.values[value.index()].ty = ty;
        self.changes.record(|| Change::ValueTypeChanged { value });
        Ok(())
    }

    /// Sets the discardable attribute `name` of `op`.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attribute) -> Result<(), IrError> {
        self.check_op(op)?;
        let ctx = self.ctx_arc().clone();
        let key = ctx.intern_str(name);
        let mut entries = match ctx.attr_data(self.attributes(op)) {
            AttrData::Dictionary(entries) => entries.clone(),
            _ => Vec::new(),
        };
        match entries.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = value,
            None => entries.push((key, value)),
        }
        self.set_attributes(op, ctx.dictionary(entries))
    }

    /// Sets the property (inherent attribute) `name` of `op` (MLIR's
    /// `setInherentAttr`), adding it to the properties dictionary if absent.
    pub fn set_property(&mut self, op: OpId, name: &str, value: Attribute) -> Result<(), IrError> {
        self.check_op(op)?;
        let ctx = self.ctx_arc().clone();
        let key = ctx.intern_str(name);
        let mut entries = match self.properties(op).map(|p| ctx.attr_data(p)) {
            Some(AttrData::Dictionary(entries)) => entries.clone(),
            _ => Vec::new(),
        };
        match entries.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = value,
            None => entries.push((key, value)),
        }
        self.set_properties(op, Some(ctx.dictionary(entries)))
    }

    /// Replaces the whole discardable attribute dictionary of `op`.
    pub fn set_attributes(&mut self, op: OpId, dictionary: Attribute) -> Result<(), IrError> {
        self.check_op(op)?;
        match self.anchor_of_mut(op) {
            Some(anchor) => anchor.attributes = dictionary,
            None => self.body_mut(op.body())?.ops[op.index()].attributes = dictionary,
        }
        self.changes.record(|| Change::AttributesChanged { op });
        Ok(())
    }

    /// Replaces the properties of `op`.
    pub fn set_properties(
        &mut self,
        op: OpId,
        properties: Option<Attribute>,
    ) -> Result<(), IrError> {
        self.check_op(op)?;
        match self.anchor_of_mut(op) {
            Some(anchor) => anchor.properties = properties,
            None => self.body_mut(op.body())?.ops[op.index()].properties = properties,
        }
        self.changes.record(|| Change::PropertiesChanged { op });
        Ok(())
    }

    /// Sets the location of `op`.
    pub fn set_op_location(&mut self, op: OpId, location: Location) -> Result<(), IrError> {
        self.check_op(op)?;
        match self.anchor_of_mut(op) {
            Some(anchor) => anchor.location = location,
            None => self.body_mut(op.body())?.ops[op.index()].location = location,
        }
        self.changes.record(|| Change::LocationChanged { op });
        Ok(())
    }

    /// Sets the location of argument `index` of `block`.
    pub fn set_block_argument_location(
        &mut self,
        block: BlockId,
        index: usize,
        location: Location,
    ) -> Result<(), IrError> {
        self.check_block(block)?;
        let body = self.body_mut(block.body())?;
        match body.blocks[block.index()].argument_locations.get_mut(index) {
            Some(slot) => *slot = location,
            None => return Err(IrError::NoSuchArgument { block, index }),
        }
        self.changes.record(|| Change::ArgumentLocationChanged {
            block,
            index: index as u32,
        });
        Ok(())
    }
}
