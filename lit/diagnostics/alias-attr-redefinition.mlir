// Parser: an attribute alias defined twice.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

#a = 42 : i64
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 43 : i64
