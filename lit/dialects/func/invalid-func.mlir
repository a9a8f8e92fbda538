// Verifier and parser errors of func.func: signature vs entry block, visibility, argument/result attributes, inherent attributes, body shape.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_count"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 0 arguments to match function signature}}
"func.func"() <{function_type = () -> (), sym_name = "entry_count_extra"}> ({
^bb0(%arg0: i32, %arg1: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #1('f32') must match the type of the corresponding argument in function signature('i64')}}
"func.func"() <{function_type = (i32, i64) -> (), sym_name = "entry_type"}> ({
^bb0(%arg0: i32, %arg1: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl_public(i32)

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func public @decl_explicit_public() -> i32

// -----

// expected-error@+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() <{function_type = () -> (), sym_name = "bad_vis", sym_visibility = "bogus"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A declaration with a visibility that is none of the three: the value is
// checked first (a visibility other than private or nested would make it
// public, which a declaration cannot be).
// expected-error@+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{function_type = () -> (), sym_name = "bad_decl_vis", sym_visibility = "hidden"}> ({}) : () -> ()

// -----

// expected-error@+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @vis_in_dict() attributes {sym_visibility = "private"} {
  return
}

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "arg_attrs_count", sym_visibility = "private", arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() <{function_type = (i32) -> (), sym_name = "res_attrs_count", sym_visibility = "private", res_attrs = [{}]}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @arg_attr_no_dialect(i1 {non_dialect_attr = 10})

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @res_attr_no_dialect() -> (i1 {non_dialect_attr = 10})

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "not_fn_type", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_fn_type", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "two_regions"}> ({
  "func.return"() : () -> ()
}, {
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() {}

// -----

func.func @no_terminator() {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32}}
  %0 = arith.constant 0 : i32
}

// -----

func.func @return_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @twice()
// expected-error@+1 {{redefinition of symbol named 'twice'}}
func.func private @twice(i32)

// -----

// expected-error@+1 {{expected non-function type}}
func.func @variadic(...)

// -----

func.func @redundant_signature(%a : i32) -> () {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%b : i32):
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @mixed_named_arguments(%a : i32, f32) -> () {
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @mixed_named_arguments(f32, %a : i32) -> () {
  return
}

// -----

// expected-note@+2 {{previously referenced here}}
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @duplicate_arg(%a: i32, %a: i32) {
  return
}

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
func.func @$invalid_function_name()

// -----

// expected-error@+1 {{expected '('}}
func.func @no_signature

// -----

// A result type list without `->` is not part of the signature.
// expected-error@+1 {{expected operation name in quotes}}
func.func private @missing_arrow() i32
