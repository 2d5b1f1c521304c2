module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{Wrong KLIR content type: {{.*}}python_ast_klr_0.0.12.klr holds a Python AST (Contents.python) (byte 15)}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/bad/python_ast_klr_0.0.12.klr"}
    }
  }
}
