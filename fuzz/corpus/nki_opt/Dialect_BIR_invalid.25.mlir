// the free size depends on the dtype
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'ins' argument 0 reaches element 1023 of a partition of 'a', which holds 512 float32 elements per partition}}
    bir.tensor_copy "c" engine DVE ins(%a) {ins_args = [#bir.physical_ap<ap = [[1024, 128], [1, 1024]], dtype = float32, offset = 0>]}
  }
}
