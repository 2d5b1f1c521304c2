// Mechanism A (kernel_format other than "bir": a KLR binary), front half:
// the compiler's file, version and content-type errors, the LNC rule shared with
// Mechanism B, the pre-allocation gate (docs/compiler-contract.md §2.4, the assertion
// codegen.getIsAllocated()), and the per-pair argument re-binding errors.

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error @+1 {{fail to locate KLIR artifact: klr/no_such_kernel.klr}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/no_such_kernel.klr"}
    }
  }
}
