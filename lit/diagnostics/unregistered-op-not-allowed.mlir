// Parser: without --allow-unregistered-dialect an op of an unknown dialect is rejected (at the token after the op name).
// RUN: strata-opt --verify-diagnostics %s

// expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"foo.a"() : () -> ()
