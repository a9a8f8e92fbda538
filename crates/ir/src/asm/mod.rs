//! MLIR's textual format: lexer, parser and printer.

pub mod float_format;
pub mod lexer;
pub mod parser;
pub mod printer;
mod wide_float;
