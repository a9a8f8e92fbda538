// With --split-input-file, the implicit module of the first chunk is at
// 0:0, as a whole file's is, and that of each later chunk at the chunk's
// first position in the file: just after the split marker (line 14,
// column 9). mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s

// CHECK:      "foo.first"() : () -> () loc(#loc1)
// CHECK:      #loc = loc("{{.*}}split-chunk-locations.mlir":0:0)
// CHECK:      "foo.second"() : () -> () loc(#loc1)
// CHECK:      #loc = loc("{{.*}}split-chunk-locations.mlir":14:9)

"foo.first"() : () -> ()

// -----
"foo.second"() : () -> ()
