//! MLIR's generic transforms (`mlir/lib/Transforms`) on Strata IR, each a
//! [`strata_pass::Pass`] with MLIR 22's name, semantics and statistics:
//!
//! | Pass | Module | MLIR |
//! |------|--------|------|
//! | `canonicalize` | [`canonicalize`] | `Canonicalizer` |
//! | `cse` | [`cse`] | `CSE` |
//! | `flatten-call-expr` | [`flatten_call_expr`] | none: PyPTO's `FlattenCallExpr` |
//! | `inline` | [`inline`] (with [`call_graph`]) | `InlinerPass` |
//! | `print-call-graph`, `view-call-graph` | [`call_graph_passes`] | `-test-print-callgraph` (text); none (DOT) |
//! | `view-op-graph` | [`view_op_graph`] | `PrintOpPass` |
//! | `view-cfg` | [`view_cfg`] | none (`Region::viewGraph` draws one region) |
//! | `remove-dead-values` | [`remove_dead_values`] (with [`liveness`]) | `RemoveDeadValues` |
//! | `symbol-dce` | [`symbol_dce`] | `SymbolDCE` |
//! | `verify-no-nested-calls` | [`no_nested_calls`] | none: checks PyPTO's `NoNestedCalls` |
//! | `test-properties` | [`test_properties`] | none: declares IR properties, for testing the checks |
//!
//! [`register_passes`] adds them to a registry; [`properties`] holds the
//! IR properties the passes produce.

pub mod call_graph;
pub mod call_graph_passes;
pub mod canonicalize;
pub mod cse;
pub mod flatten_call_expr;
pub mod inline;
pub mod liveness;
pub mod no_nested_calls;
pub mod properties;
pub mod remove_dead_values;
pub mod symbol_dce;
pub mod test_properties;
pub mod view_cfg;
pub mod view_op_graph;

use strata_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(canonicalize::CANONICALIZE);
    registry.register(cse::CSE);
    registry.register(flatten_call_expr::FLATTEN_CALL_EXPR);
    registry.register(inline::INLINE);
    registry.register(call_graph_passes::PRINT_CALL_GRAPH);
    registry.register(call_graph_passes::VIEW_CALL_GRAPH);
    registry.register(view_op_graph::VIEW_OP_GRAPH);
    registry.register(view_cfg::VIEW_CFG);
    registry.register(remove_dead_values::REMOVE_DEAD_VALUES);
    registry.register(symbol_dce::SYMBOL_DCE);
    registry.register(test_properties::TEST_PROPERTIES);
    registry.register(no_nested_calls::VERIFY_NO_NESTED_CALLS);
}
