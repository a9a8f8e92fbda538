// Parser: dense resource attributes and the file metadata dictionary
// `{-# dialect_resources: {...}, external_resources: {...} #-}`. The
// attribute names a key (an identifier or a string) and takes any shaped
// type; the dictionary knows two keys; dialect resources need a known
// dialect that has resources (only builtin), whose entries are hex blobs
// that start with a power-of-two alignment; external entries are blobs,
// booleans or strings. MLIR's messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected '<' after 'dense_resource'}}
"t.o"() {a = dense_resource blob1> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
"t.o"() {a = dense_resource<> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
"t.o"() {a = dense_resource<1> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"t.o"() {a = dense_resource<blob1 : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"t.o"() {a = dense_resource<blob1>} : () -> ()

// -----

// expected-error @+1 {{`dense_resource` expected a shaped type}}
"t.o"() {a = dense_resource<blob1> : i32} : () -> ()

// -----

{-#
  // expected-error @+1 {{expected identifier key in file metadata dictionary}}
  1: {
  }
#-}

// -----

{-#
  // expected-error @+1 {{unknown key 'bogus' in file metadata dictionary}}
  bogus: {
  }
#-}

// -----

{-#
  // expected-error @+1 {{expected ':'}}
  dialect_resources {
  }
#-}

// -----

{-#
  // expected-error @+1 {{expected '{'}}
  external_resources: [
  ]
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
    }
  },
// expected-error @+1 {{expected identifier key in file metadata dictionary}}
#-}

// -----

{-#
  external_resources: {
    // expected-error @+1 {{expected identifier key for 'resource' entry}}
    "f o": {
    }
  }
#-}

// -----

{-#
  external_resources: {
    // expected-error @+1 {{expected '{'}}
    foo: [1]
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'nodialect' is unknown}}
    nodialect: {
      blob1: "0x0400000001000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    func: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'func'}}
      blob1: "0x0400000001000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      a: "0x04000000",
    // expected-error @+1 {{expected identifier key for 'resource' entry}}
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      blob1: "0x0300000001000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes}}
      blob1: "0x0100"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: "zz"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: "0x010"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: "0X04000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: true
    }
  }
#-}

// -----

{-#
  external_resources: {
    foo: {
      // expected-error @+1 {{expected string value for key 'x'}}
      x: 1
    }
  }
#-}

// -----

{-#
  external_resources: {
    foo: {
      // expected-error @+1 {{expected hex string blob for key 'x' to encode alignment in first 4 bytes, but got non-power-of-2 value: 6}}
      x: "0x0600000001"
    }
  }
#-}

// -----

{-#
  external_resources: {
    foo: {
      // expected-error @+1 {{expected identifier key for 'external_resources' entry}}
      1: true
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
// expected-error @-1 {{expected ',' or '#-}'}}
"t.o"() : () -> ()
