// Resources named only inside attribute alias definitions (a distinct
// attribute) or location aliases (fused metadata) are printed too, in the
// order the printer writes them: the alias definitions before the op, the
// location aliases after it.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG

// CHECK:      #distinct = distinct[0]<dense_resource<in_alias> : tensor<1xi8>>
// CHECK:        "test.r"() {a = #distinct, b = dense_resource<in_op> : tensor<1xi8>} : () -> ()
// CHECK:        builtin: {
// CHECK-NEXT:     in_alias: "0x0100000007",
// CHECK-NEXT:     in_op: "0x0100000008"
// CHECK-NEXT:   }
// DEBUG:        builtin: {
// DEBUG-NEXT:     in_alias: "0x0100000007",
// DEBUG-NEXT:     in_op: "0x0100000008",
// DEBUG-NEXT:     in_loc: "0x0100000009"
// DEBUG-NEXT:   }
"test.r"() {a = distinct[0]<dense_resource<in_alias> : tensor<1xi8>>, b = dense_resource<in_op> : tensor<1xi8>} : () -> () loc(fused<dense_resource<in_loc> : tensor<1xi8>>["x"])
{-# dialect_resources: { builtin: { in_alias: "0x0100000007", in_op: "0x0100000008", in_loc: "0x0100000009" } } #-}
