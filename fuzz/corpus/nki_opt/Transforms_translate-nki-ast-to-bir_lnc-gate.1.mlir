module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      bir.nki_klir_kernel "call_add" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "bir/tensor_add.bir.json"}
    }
  }
}
