// String attributes: escapes `\n \" \\ \t \00 \FF` and `\XX` hex input; printer emits printable ASCII as-is except `"` and `\`, everything else as uppercase `\XX`; typed strings.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      "foo.s"() {
// CHECK-SAME: a = "plain", b = "nl\0A", c = "q\22q", d = "bs\\", e = "tab\09", f = "nul\00", g = "hi\FF", h = "",
// CHECK-SAME: i = "Ab", j = "\C3\BCn\C3\AF", k = "\7F\1B", l = "a'b", m = "#{}<>[]()", n = "sp ace~", o = "typed" : i32, p = "\\\22"}
// CHECK-SAME: : () -> ()
// CHECK-NEXT: "foo.name\22q"() : () -> ()

"foo.s"() {a = "plain", b = "nl\n", c = "q\"q", d = "bs\\", e = "tab\t", f = "nul\00", g = "hi\FF", h = "", i = "\41\62", j = "ünï", k = "\7F\1b", l = "a'b", m = "#{}<>[]()", n = "sp ace~", o = "typed" : i32, p = "\5c\22"} : () -> ()
"foo.name\"q"() : () -> ()
