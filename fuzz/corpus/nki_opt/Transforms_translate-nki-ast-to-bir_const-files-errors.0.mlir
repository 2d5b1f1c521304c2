// Const files that would be copied from outside the kernel's directory are
// refused (absolute paths, '..' past the kernel's directory), as is a Const
// file that does not exist.

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error @+1 {{const file '/etc/hostname' of tensor 'w_set' is an absolute path; it must be relative to the kernel's directory}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "bir/const_abs.bir.json"}
    }
  }
}
