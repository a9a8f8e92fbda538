//! `RemoveDuplicateSuccessorInputUses` (MLIR's pattern of that name): two
//! successor inputs of the same block or op that every branch point feeds
//! the same value are the same; the later one's uses go to the earlier,
//! leaving it dead for [`super::RemoveDeadRegionBranchOpSuccessorInputs`].
//!
//! ```text
//! %r:2 = scf.if %c -> (i32, i32) {       (uses of %r#1 use %r#0)
//!   scf.yield %x, %x : i32, i32
//! } else {
//!   scf.yield %y, %y : i32, i32
//! }
//! ```

use strata_ir::{OpId, Value};

use super::mapping::{owner, position, successor_mapping};
use crate::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

/// Merges successor inputs that always receive the same values.
pub struct RemoveDuplicateSuccessorInputUses(pub &'static str);

impl RewritePattern for RemoveDuplicateSuccessorInputUses {
    fn name(&self) -> &'static str {
        "RemoveDuplicateSuccessorInputUses"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let mapping = successor_mapping(ir, op)
            .ok_or_else(|| MatchFailure("not a region branch op".into()))?;
        let mut inputs: Vec<Value> = mapping.input_to_operands.iter().map(|(v, _)| *v).collect();
        inputs.sort_by_key(|&value| position(ir, value));
        let mut changed = false;
        for i in 0..inputs.len() {
            for j in i + 1..inputs.len() {
                let (first, second) = (inputs[i], inputs[j]);
                let ir = rewriter.ir_ref();
                if ir.use_empty(second) || owner(ir, first) != owner(ir, second) {
                    continue;
                }
                // What each branch point forwards to each of the two.
                let fed = |input: Value| {
                    let mut pairs: Vec<(OpId, Option<Value>)> = mapping
                        .operands_of(input)
                        .iter()
                        .map(|o| (o.op, ir.operand(o.op, o.index as usize)))
                        .collect();
                    pairs.sort_by_key(|&(owner, _)| owner);
                    pairs
                };
                if fed(first) == fed(second) {
                    rewriter.replace_all_uses_with(second, first)?;
                    changed = true;
                }
            }
        }
        if changed {
            Ok(())
        } else {
            Err(MatchFailure("no two inputs are fed the same values".into()))
        }
    }
}
