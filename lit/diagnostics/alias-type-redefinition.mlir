// Parser: a type alias defined twice.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

!a = i32
// expected-error @+1 {{redefinition of type alias id 'a'}}
!a = i64
