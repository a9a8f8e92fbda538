// Parser: integer bit widths are limited to 16777215.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.a"() : () -> i16777216
