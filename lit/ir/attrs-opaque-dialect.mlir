// Opaque (unregistered-dialect) attributes `#dialect.name`, `#dialect.name<...>` with nested brackets and strings, `#dialect<"...">`, inside arrays and dictionaries, and in properties.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: "foo.op"() <{p = #foo.prop<[1, {k = "v>"}]>}> {a = #foo.attr, b = #foo<"x">, c = #foo.p<1, "a", <b>>, d = #foo.q<[1, 2]>, e = [#bar.x, {n = #bar.y<(i32) -> i32>}]} : () -> ()

"foo.op"() <{p = #foo.prop<[1, {k = "v>"}]>}> {a = #foo.attr, b = #foo<"x">, c = #foo.p<1, "a", <b>>, d = #foo.q<[1, 2]>, e = [#bar.x, {n = #bar.y<(i32) -> i32>}]} : () -> ()
