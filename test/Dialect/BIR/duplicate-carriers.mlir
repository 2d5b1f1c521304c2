// A duplicate instruction name, a carrier's included, is reported at the
// duplicate, however deep, not at the enclosing bir.func
// (docs/reliability.md, round 2, class 12).
// RUN: nki-opt --split-input-file --verify-diagnostics %s

bir.func @main kind <main> {
  %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
  %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
  bir.block "main" {
    bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "x"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "k.bir.json"}
    bir.loop "i" lb 0 ub 2 stride 1 {
      bir.block "body" {
        // expected-error @+1 {{duplicate instruction name 'call'}}
        bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "x"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "k.bir.json"}
      }
    }
  }
}
