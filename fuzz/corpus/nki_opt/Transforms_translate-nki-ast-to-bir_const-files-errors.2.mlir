module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{cannot copy const file '{{.*}}const_add.data/missing.bin' of tensor 'w_set' to '{{.*}}artifacts/const_add.data/missing.bin': No such file}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "bir/const_missing.bir.json"}
    }
  }
}
