// symbol-dce fails on an unregistered op with a region, which might be a
// symbol table it cannot see into.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics --symbol-dce %s

// expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
"u.table"() ({
  "u.terminator"() : () -> ()
}) : () -> ()
