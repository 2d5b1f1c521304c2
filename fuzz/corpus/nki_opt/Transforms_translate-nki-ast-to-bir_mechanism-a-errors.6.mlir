module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{cannot read KLR file {{.*}}truncated_mid_kernel.klr: byte 668: expected a String}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/bad/truncated_mid_kernel.klr"}
    }
  }
}
