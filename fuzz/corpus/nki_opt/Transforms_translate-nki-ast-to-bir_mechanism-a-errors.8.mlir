// A formal that the kernel does not have (per-pair re-binding).
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{d_input input cannot be found }}
      bir.nki_klir_kernel "call" engine Unassigned ins(%1) {enable_device_dump = false, func_args = {d_input = "x"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/cbor/getting_started__nki_tensor_add_kernel.alloc.klr"}
    }
  }
}
