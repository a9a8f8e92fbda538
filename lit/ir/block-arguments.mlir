// Labelled blocks with typed arguments: entry-block arguments, non-entry arguments, several argument types, named block arguments keep their hints.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: "foo.anon"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32, %arg1: tensor<2xf32>, %arg2: !foo.t<"x">):
// CHECK-NEXT:      "foo.br"(%arg2, %arg0)[^bb1] : (!foo.t<"x">, i32) -> ()
// CHECK-NEXT:    ^bb1(%0: !foo.t<"x">, %1: i32):
// CHECK-NEXT:      "foo.use"(%0, %1, %arg1) : (!foo.t<"x">, i32, tensor<2xf32>) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-LABEL: "foo.named"() ({
// CHECK-NEXT:    ^bb0(%a: i32, %b: i64):
// CHECK-NEXT:      "foo.br"(%b)[^bb1] : (i64) -> ()
// CHECK-NEXT:    ^bb1(%c: i64):
// CHECK-NEXT:      "foo.use"(%a, %c) : (i32, i64) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-LABEL: "foo.mixed"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32, %x: i32):
// CHECK-NEXT:      "foo.use"(%x, %arg0) : (i32, i32) -> ()
// CHECK-NEXT:    }) : () -> ()

// Generic form numbers unnamed values uniquely across the module (see names-numbering-nested.mlir), so only the shape is checked here.
// GENERIC-LABEL: "foo.anon"() ({
// GENERIC-NEXT:  ^bb0(%arg{{[0-9]+}}: i32, %arg{{[0-9]+}}: tensor<2xf32>, %arg{{[0-9]+}}: !foo.t<"x">):
// GENERIC-LABEL: "foo.named"() ({
// GENERIC-NEXT:  ^bb0(%a: i32, %b: i64):
// GENERIC-NEXT:    "foo.br"(%b)[^bb1] : (i64) -> ()
// GENERIC-NEXT:  ^bb1(%c: i64):

"foo.anon"() ({
^bb0(%0: i32, %1: tensor<2xf32>, %2: !foo.t<"x">):
  "foo.br"(%2, %0)[^bb7] : (!foo.t<"x">, i32) -> ()
^bb7(%3: !foo.t<"x">, %4: i32):
  "foo.use"(%3, %4, %1) : (!foo.t<"x">, i32, tensor<2xf32>) -> ()
}) : () -> ()
"foo.named"() ({
^entry(%a: i32, %b: i64):
  "foo.br"(%b)[^next] : (i64) -> ()
^next(%c: i64):
  "foo.use"(%a, %c) : (i32, i64) -> ()
}) : () -> ()
"foo.mixed"() ({
^bb0(%5: i32, %x: i32):
  "foo.use"(%x, %5) : (i32, i32) -> ()
}) : () -> ()
