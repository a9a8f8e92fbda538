//! `strata-interp`: a reference interpreter for Strata IR, to check that
//! transforms keep the meaning of programs by running them before and
//! after.
//!
//! - [`value`]: runtime values (integers of any width, arith's
//!   [`ApInt`], which the folders compute with too; floats, poison,
//!   functions, closures);
//! - [`semantics`]: the [`OpSemantics`] op interface through which ops say
//!   how they run, registered from outside the dialect crates
//!   ([`register_semantics`] for the dialects Strata ships);
//! - [`machine`]: the [`Interpreter`], with a stack of its own and limits
//!   on steps and call depth;
//! - [`external`]: declared-only functions, bound to Rust callbacks or
//!   traced;
//! - [`error`]: undefined behaviour, poison where a defined value is
//!   needed, limits, each with a location.
//!
//! Not yet: vectors and tensors.

pub mod error;
pub mod external;
pub mod machine;
pub mod ops;
pub mod semantics;
pub mod value;

pub use error::InterpError;
pub use external::{External, TraceEntry};
pub use machine::{Interpreter, Limits};
pub use ops::register_semantics;
pub use semantics::{Action, Execution, OpSemantics};
pub use strata_arith::fold::apint::ApInt;
pub use value::{Closure, RtValue};

#[cfg(test)]
mod tests;
