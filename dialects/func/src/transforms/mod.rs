//! The func dialect's passes (MLIR's `Dialect/Func/Transforms`):
//!
//! | Pass | Module |
//! |------|--------|
//! | `lift-lambdas` | [`lift_lambdas`] |

pub mod lift_lambdas;

use strata_pass::PassRegistry;

/// Registers the func dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(lift_lambdas::LIFT_LAMBDAS);
}
