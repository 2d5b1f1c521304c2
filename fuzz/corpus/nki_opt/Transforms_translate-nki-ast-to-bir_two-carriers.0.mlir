// Every carrier is lowered, also several of one kernel and one nested in a
// loop: each gets its own NKI function (the JSON name, then name.1, name.2,
// with bir.json_name keeping the JSON name) and its own IT55 call named after
// that function. The relative klir_binary resolves against this file's
// directory (lit runs in another one).


module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %2 = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %3 = bir.memory_location "y" in %2 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "first" engine Unassigned ins(%1, %1) outs(%3) {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "y"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "second" engine Unassigned ins(%3, %3) outs(%1) {enable_device_dump = false, func_args = {a = "y", b = "y"}, func_outs = {c = "x"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.loop "i" lb 0 ub 2 stride 1 {
        bir.block "body" {
          bir.nki_klir_kernel "nested" engine Unassigned ins(%1, %3) outs(%3) {enable_device_dump = false, func_args = {a = "x", b = "y"}, func_outs = {c = "y"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
        }
      }
    }
  }
}
