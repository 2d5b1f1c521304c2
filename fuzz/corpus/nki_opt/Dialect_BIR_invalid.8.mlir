// storage precedes the blocks
// expected-error @+1 {{'bir.allocation' must precede the function's blocks}}
bir.func @f kind <main> {
  bir.block "b" {
  }
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
}
