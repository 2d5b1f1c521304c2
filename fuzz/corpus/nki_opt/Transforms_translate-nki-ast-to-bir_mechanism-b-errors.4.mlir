module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{zz input cannot be found }}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x", zz = "x"}, func_outs = {c = "x"}, kernel_format = "bir", klir_binary = "bir/tensor_add.bir.json"}
    }
  }
}
