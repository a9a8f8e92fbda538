// Opaque (unregistered-dialect) types `!dialect.name`, `!dialect.name<...>` with nested `<>`, strings containing `>`, lists and builtin types, and `!dialect<"...">`.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: %0:6 = "foo.o"() : () -> (!foo.bar, !foo.baz<"s">, !foo<"x">, !foo.q<a<b<c>>, "str>">, !foo.r<i32, [1, 2]>, tensor<2x!foo.elt<{k = v}>>)
// CHECK-NEXT: %1 = "foo.use"(%0#3) : (!foo.q<a<b<c>>, "str>">) -> !bar.x_y.z

%0:6 = "foo.o"() : () -> (!foo.bar, !foo.baz<"s">, !foo<"x">, !foo.q<a<b<c>>, "str>">, !foo.r<i32, [1, 2]>, tensor<2x!foo.elt<{k = v}>>)
%1 = "foo.use"(%0#3) : (!foo.q<a<b<c>>, "str>">) -> !bar.x_y.z
