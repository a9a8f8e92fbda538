// hello.mlir: a small tour of the textual format Strata reads and writes,
// which is MLIR 22's. Every op here belongs to `hello`, a made-up dialect that
// no one registered, so each op is written in the generic form
//
//   %results = "dialect.op"(operands)[successors] <{properties}> ({regions}) {attributes} : (operand types) -> (result types)
//
// and strata-opt must be told to accept unregistered dialects:
//
//   cargo run --release -p strata-opt -- --allow-unregistered-dialect examples/hello.mlir
//
// The module is named (`@hello`) and carries a discardable attribute. Strata
// keeps value names such as `%sum` as hints and prints them back.

module @hello attributes {hello.version = 1 : i32} {
  // sum_to(n) = 0 + 1 + ... + (n - 1), with a structured loop. The loop body
  // is a nested region; its entry block's arguments are the induction variable
  // and the running sum.
  "hello.func"() <{function_type = (i32) -> i32, sym_name = "sum_to"}> ({
  ^entry(%n: i32):
    %zero = "hello.constant"() <{value = 0 : i32}> : () -> i32
    %one = "hello.constant"() <{value = 1 : i32}> : () -> i32
    %sum = "hello.for"(%zero, %n, %one, %zero) ({
    ^body(%i: i32, %acc: i32):
      %next = "hello.add"(%acc, %i) : (i32, i32) -> i32
      "hello.yield"(%next) : (i32) -> ()
    }) : (i32, i32, i32, i32) -> i32
    "hello.return"(%sum) : (i32) -> ()
  }) : () -> ()

  // divmod_abs(a, b) = (|a| / b, |a| % b), with unstructured control flow:
  // terminators name their successor blocks in `[...]`, and `^divide` takes a
  // block argument. (In the generic form, the operands a branch passes to its
  // successors are ordinary operands; which ones go where is the op's business.
  // Here: everything after the condition goes to `^divide`.) `^negate` and
  // `^divide` are used before they are defined: block forward references.
  "hello.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "divmod_abs"}> ({
  ^entry(%a: i32, %b: i32):
    %zero = "hello.constant"() <{value = 0 : i32}> : () -> i32
    %negative = "hello.cmp"(%a, %zero) {predicate = "slt"} : (i32, i32) -> i1
    "hello.cond_br"(%negative, %a)[^negate, ^divide] {weights = array<i32: 1, 3>} : (i1, i32) -> ()
  ^negate:
    %flipped = "hello.sub"(%zero, %a) : (i32, i32) -> i32
    "hello.br"(%flipped)[^divide] : (i32) -> ()
  ^divide(%x: i32):
    // One op, two results: bound together as `%qr:2`, used as `%qr#0`, `%qr#1`.
    %qr:2 = "hello.divmod"(%x, %b) : (i32, i32) -> (i32, i32)
    "hello.return"(%qr#0, %qr#1) : (i32, i32) -> ()
  }) : () -> ()

  // main calls the functions above through symbol references (`@sum_to`).
  "hello.func"() <{function_type = () -> i32, sym_name = "main"}> ({
    %ten = "hello.constant"() <{value = 10 : i32}> : () -> i32
    %seven = "hello.constant"() <{value = 7 : i32}> : () -> i32
    %total = "hello.call"(%ten) <{callee = @sum_to}> : (i32) -> i32
    %q, %r = "hello.call"(%total, %seven) <{callee = @divmod_abs}> : (i32, i32) -> (i32, i32)
    "hello.print"(%q, %r) {format = "45 = 7 * {} + {}\n", hello.pure} : (i32, i32) -> ()
    "hello.return"(%r) : (i32) -> ()
  }) : () -> ()
}
