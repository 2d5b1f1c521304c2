// Const tensors of a BIR-JSON kernel (allocation kind Const with a file):
// with artifact-dir the file (relative to the kernel's directory) is copied
// to <artifact-dir>/<file> and the allocation points at the copy; without
// artifact-dir the path is left as written and nothing is copied.


module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "bir/const_add.bir.json"}
    }
  }
}
