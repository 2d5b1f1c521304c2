module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error @+1 {{codegen.getIsAllocated() failed: tensor 'load.13.13' (sbuf) of KLR kernel 'getting_started.nki_tensor_add_kernel' has no parOffset/freeOffset; the kernel must be pre-allocated}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/cbor/getting_started__nki_tensor_add_kernel.klr"}
    }
  }
}
