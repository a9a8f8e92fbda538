// --mlir-timing reports wall times on stderr: the parser, the pipeline's
// passes and nested pipelines, their passes indented (tree) or summed by name (list),
// the output, the rest and the total. The figures vary; the shape does not.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-timing %s -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt --cse --mlir-timing --mlir-timing-display=list %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST

// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK: ----Wall Time----  ----Name----
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)    CSE$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  SymbolDCE$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9.]+ \(100.0%\)  Total$}}

// LIST: ----Wall Time----  ----Name----
// LIST-DAG: Parser
// LIST-DAG: CSE
// LIST-DAG: Output
// LIST: Rest
// LIST-NEXT: Total
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
