// Dense resource attributes `dense_resource<key> : T` and the file metadata
// dictionary. The blobs of the builtin dialect's resources print after the
// top-level op, for the keys the printed IR names (in the order it first
// prints them, properties included), upper-case, a blob with no data with
// alignment 0; keys without data and blobs nobody names are left out. The
// section may come before or after the ops. External resources (blobs,
// booleans, escaped strings) print back after them, groups of the same
// name merged, empty groups left out. Elements limits do not apply; the
// resource string limit leaves out the entries whose printed value is
// longer (and, as in MLIR, prints the braces alone when that is all).
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=0 %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=20 %s | FileCheck %s --check-prefix=LIMIT20
// RUN: strata-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=0 %s | FileCheck %s --check-prefix=LIMIT0

{-#
  external_resources: {
    tool: {
      flag: true,
      "a name": "a\"b\n",
      data: "0x0800000001"
    },
    empty: {
    },
    tool: {
      again: false
    }
  }
#-}

// CHECK-LABEL: func.func @constants()
// CHECK-NEXT:    %cst = arith.constant dense_resource<second> : tensor<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant sparse<0, 1> : tensor<2xi32>
// CHECK-NEXT:    "test.r"() {a = dense_resource<first> : tensor<3xi16>, b = dense_resource<missing> : tensor<2xf32>, c = dense_resource<"q s"> : tensor<?xi8>, d = [dense_resource<second> : tensor<2xi32>]} : () -> ()
// CHECK-NEXT:    "test.r"() {e = dense_resource<empty> : tensor<0xi8>} : () -> ()
// The generic form has `second` in the constant's properties, printed first.
// GENERIC:       "arith.constant"() <{value = dense_resource<second> : tensor<2xi32>}>
func.func @constants() -> (tensor<2xi32>, tensor<2xi32>) {
  %0 = arith.constant dense_resource<second> : tensor<2xi32>
  %1 = arith.constant sparse<0, 1> : tensor<2xi32>
  "test.r"() {a = dense_resource<first> : tensor<3xi16>,
              b = dense_resource<missing> : tensor<2xf32>,
              c = dense_resource<"q s"> : tensor<?xi8>,
              d = [dense_resource<second> : tensor<2xi32>]} : () -> ()
  "test.r"() {e = dense_resource<empty> : tensor<0xi8>} : () -> ()
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}

// Printed on another thread (sibling functions are), in order all the same.
// CHECK-LABEL: func.func @more()
func.func @more() {
  "test.r"() {f = dense_resource<third> : tensor<1xi8>, g = dense_resource<first> : tensor<3xi16>} : () -> ()
  return
}

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       second: "0x040000000100000002000000",
// CHECK-NEXT:       first: "0x02000000010002000300",
// CHECK-NEXT:       "q s": "0x01000000FF",
// CHECK-NEXT:       empty: "0x00000000",
// CHECK-NEXT:       third: "0x0100000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     tool: {
// CHECK-NEXT:       flag: true,
// CHECK-NEXT:       "a name": "a\22b\0A",
// CHECK-NEXT:       data: "0x0800000001",
// CHECK-NEXT:       again: false
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// LIMIT20:      {-#
// LIMIT20-NEXT:   dialect_resources: {
// LIMIT20-NEXT:     builtin: {
// LIMIT20-NEXT:       "q s": "0x01000000FF",
// LIMIT20-NEXT:       empty: "0x00000000",
// LIMIT20-NEXT:       third: "0x0100000007"
// LIMIT20-NEXT:     }
// LIMIT20-NEXT:   },
// LIMIT20-NEXT:   external_resources: {
// LIMIT20-NEXT:     tool: {
// LIMIT20-NEXT:       flag: true,
// LIMIT20-NEXT:       "a name": "a\22b\0A",
// LIMIT20-NEXT:       data: "0x0800000001",
// LIMIT20-NEXT:       again: false
// LIMIT0:       {-#
// LIMIT0-EMPTY:
// LIMIT0-NEXT:  #-}
// GENERIC:        second: "0x040000000100000002000000",
// GENERIC-NEXT:   first: "0x02000000010002000300",
{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000009000000",
      first: "0x02000000010002000300",
      second: "0x0400000001000000ffffffff",
      second: "0x040000000100000002000000",
      "q s": "0x01000000ff",
      empty: "0x10000000",
      third: "0x0100000007"
    }
  }
#-}
