// Printer annotates non-entry block labels with `// pred: ^bbN` / `// N preds: ...` (sorted by block number) exactly like mlir-opt.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s --strict-whitespace

// CHECK:      {{^}}  "foo.r"() ({
// CHECK-NEXT: {{^}}    "foo.br"()[^bb2] : () -> (){{$}}
// CHECK-NEXT: {{^}}  ^bb1:  // 2 preds: ^bb2, ^bb3{{$}}
// CHECK-NEXT: {{^}}    "foo.br"()[^bb3] : () -> (){{$}}
// CHECK-NEXT: {{^}}  ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT: {{^}}    "foo.cbr"()[^bb1, ^bb3] : () -> (){{$}}
// CHECK-NEXT: {{^}}  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3{{$}}
// CHECK-NEXT: {{^}}    "foo.cbr"()[^bb3, ^bb1, ^bb4] : () -> (){{$}}
// CHECK-NEXT: {{^}}  ^bb4:  // pred: ^bb3{{$}}
// CHECK-NEXT: {{^}}    "foo.ret"() : () -> (){{$}}
// CHECK-NEXT: {{^}}  ^bb5:  // no predecessors{{$}}
// CHECK-NEXT: {{^}}    "foo.ret"() : () -> (){{$}}
// CHECK-NEXT: {{^}}  }) : () -> (){{$}}

"foo.r"() ({
  "foo.br"()[^a] : () -> ()
^b:
  "foo.br"()[^c] : () -> ()
^a:
  "foo.cbr"()[^b, ^c] : () -> ()
^c:
  "foo.cbr"()[^c, ^b, ^d] : () -> ()
^d:
  "foo.ret"() : () -> ()
^dead:
  "foo.ret"() : () -> ()
}) : () -> ()
