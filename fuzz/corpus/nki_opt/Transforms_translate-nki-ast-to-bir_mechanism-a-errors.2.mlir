module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{Wrong KLR version: {{.*}}wrong_version_major1.klr is 1.0.12, expected 0.0.12}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/bad/wrong_version_major1.klr"}
    }
  }
}
