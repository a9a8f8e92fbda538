//! Rewriting the bounds and steps of an `scf.forall` as mixed lists of
//! integers and values (MLIR's `getMixedLowerBound` & co. and
//! `dispatchIndexOpFoldResults`, which splits such a list back into the
//! static `array<i64>` property and the dynamic operand group).

use strata_ir::attributes::DYNAMIC;
use strata_ir::ods::OPERAND_SEGMENT_SIZES;
use strata_ir::ods::segments::segment_sizes_attr;
use strata_ir::{Attribute, Ir, IrError, Location, OperationState, Type, Value};

use crate::ForallOp;
use crate::ops::forall::{Mixed, STATIC_LOWER_BOUND, STATIC_STEP, STATIC_UPPER_BOUND, i64_array};

/// The lower bounds, upper bounds and steps of a loop nest, one entry per
/// dimension in each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ForallBounds {
    pub lower: Vec<Mixed>,
    pub upper: Vec<Mixed>,
    pub step: Vec<Mixed>,
}

impl ForallBounds {
    /// The bounds and steps of `forall`.
    pub fn of(ir: &Ir, forall: ForallOp) -> Self {
        ForallBounds {
            lower: forall.mixed_lower_bound(ir),
            upper: forall.mixed_upper_bound(ir),
            step: forall.mixed_step(ir),
        }
    }

    /// Appends a dimension.
    pub fn push(&mut self, lower: Mixed, upper: Mixed, step: Mixed) {
        self.lower.push(lower);
        self.upper.push(upper);
        self.step.push(step);
    }

    /// The number of dimensions.
    pub fn rank(&self) -> usize {
        self.lower.len()
    }

    /// The dynamic values of each list, for the first three operand groups.
    fn dynamic(&self) -> [Vec<Value>; 3] {
        [&self.lower, &self.upper, &self.step].map(|list| {
            list.iter()
                .filter_map(|entry| match entry {
                    Mixed::Dynamic(value) => Some(*value),
                    Mixed::Static(_) => None,
                })
                .collect()
        })
    }

    /// The static `array<i64>` of each list, [`DYNAMIC`] where a value
    /// stands.
    fn statics(&self, ir: &Ir) -> [Attribute; 3] {
        [&self.lower, &self.upper, &self.step].map(|list| {
            let values: Vec<i64> = list
                .iter()
                .map(|entry| match entry {
                    Mixed::Static(value) => *value,
                    Mixed::Dynamic(_) => DYNAMIC,
                })
                .collect();
            i64_array(ir.ctx(), &values)
        })
    }

    /// Gives `forall` these bounds and steps in place, keeping its shared
    /// outputs (MLIR's `ForallOpControlOperandsFolder` rewrite).
    pub fn assign_to(&self, ir: &mut Ir, forall: ForallOp) -> Result<(), IrError> {
        let outputs = forall.outputs(ir);
        let dynamic = self.dynamic();
        let sizes = [
            dynamic[0].len(),
            dynamic[1].len(),
            dynamic[2].len(),
            outputs.len(),
        ];
        let operands: Vec<Value> = dynamic.into_iter().flatten().chain(outputs).collect();
        let statics = self.statics(ir);
        ir.set_operands(forall.0, &operands)?;
        for (name, value) in [STATIC_LOWER_BOUND, STATIC_UPPER_BOUND, STATIC_STEP]
            .into_iter()
            .zip(statics)
        {
            ir.set_property(forall.0, name, value)?;
        }
        let sizes = segment_sizes_attr(ir.ctx(), &sizes);
        ir.set_property(forall.0, OPERAND_SEGMENT_SIZES, sizes)
    }

    /// The state of a new `scf.forall` over these bounds with `outputs`
    /// (MLIR's `ForallOp::build` from mixed lists); its region is empty.
    pub fn build_state(
        &self,
        ir: &mut Ir,
        location: Location,
        outputs: &[Value],
        mapping: Option<Attribute>,
        result_types: &[Type],
    ) -> OperationState {
        let [lower, upper, step] = self.dynamic();
        let [static_lower, static_upper, static_step] = self.statics(ir);
        ForallOp::build_state(
            ir,
            location,
            &lower,
            &upper,
            &step,
            outputs,
            result_types,
            static_lower,
            static_upper,
            static_step,
            mapping,
        )
    }
}
