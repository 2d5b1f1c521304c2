// activation scale is float32
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.activation' op scale operand must be float32, got 'float16'}}
    bir.activation "act" engine Activation ins(%a, %a, %a) outs(%a) {func = #bir.activation_function_type<Relu>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float16, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}
