// memory location names are unique per function
// expected-error @+1 {{duplicate memory location name 'a'}}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %a2 = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
