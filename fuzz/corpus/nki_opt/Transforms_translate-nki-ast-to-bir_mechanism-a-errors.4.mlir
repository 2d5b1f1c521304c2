module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{Wrong KLIR content type: {{.*}}contents_hlo_valid.klr holds Contents.hlo}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/bad/contents_hlo_valid.klr"}
    }
  }
}
