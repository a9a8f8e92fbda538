// Verifier: an arith cast between tensors keeps the tensor's encoding, as
// it keeps its shape (MLIR's `areCastCompatible` compares the shaped types
// but for the element type); a result that drops or changes the operand's
// encoding is cast incompatible.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @dropped(%a: tensor<4xf16, "enc">) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<4xf16, "enc">' and result type 'tensor<4xf32>' are cast incompatible}}
  %0 = arith.extf %a : tensor<4xf16, "enc"> to tensor<4xf32>
  return
}

// -----

func.func @changed(%a: tensor<4xf16, "enc">) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<4xf16, "enc">' and result type 'tensor<4xf32, "other">' are cast incompatible}}
  %0 = arith.extf %a : tensor<4xf16, "enc"> to tensor<4xf32, "other">
  return
}

// -----

func.func @added(%a: tensor<4xi32>) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'tensor<4xi32>' and result type 'tensor<4xindex, "enc">' are cast incompatible}}
  %0 = arith.index_cast %a : tensor<4xi32> to tensor<4xindex, "enc">
  return
}

// -----

func.func @bitcast(%a: tensor<4xi32, 1>) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'tensor<4xi32, 1 : i64>' and result type 'tensor<4xf32>' are cast incompatible}}
  %0 = arith.bitcast %a : tensor<4xi32, 1> to tensor<4xf32>
  return
}
