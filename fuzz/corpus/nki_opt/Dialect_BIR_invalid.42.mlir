// buffer shapes have 2 and 3 elements
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op attribute 'psum_buf_shape' failed to satisfy constraint: i64 dense array attribute with exactly 3 elements}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {x = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0>, kernel_source = #bir.kernel_source<Beta2>}
  }
}
}
