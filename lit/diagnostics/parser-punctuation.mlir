// Parser: punctuation MLIR 22 names in its messages (test/IR/invalid.mlir,
// invalid-builtin-attributes.mlir, invalid-builtin-types.mlir).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected three consecutive dots for an ellipsis}}
func.func @malformed_ellipsis_one(.)

// -----

// expected-error @+1 {{expected three consecutive dots for an ellipsis}}
func.func @malformed_ellipsis_two(..)

// -----

// A dense array with elements needs the ':' after its type.
// expected-error @+1 {{expected ':' after dense array type}}
#attr = array<i8)

// -----

// After the element type's comma, a memref needs a layout or memory space.
// expected-error @+1 {{expected list element}}
func.func @memrefs(memref<2x4xi8, >)

// -----

// expected-error @+1 {{expected '<' after 'strided'}}
func.func private @memref_unfinished_strided() -> memref<?x?xf32, strided>

// -----

func.func @block_argument_without_type() {
^bb42 (%0): // expected-error {{expected ':' and type for SSA operand}}
  return
}

// -----

// A registered op that is not a terminator takes no successors.
func.func @successors_in_non_terminator(%a : i32, %b : i32) {
  %c = "arith.addi"(%a, %b)[^bb1] : () -> () // expected-error {{successors in non-terminator}}
^bb1:
  return
}

// -----

// At the end of the input, the error goes where the text ends.
// expected-error @+1 {{expected SSA operand}}
func.func @n(){^b(
