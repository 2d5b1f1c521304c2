// Mechanism A selects the body of the core with Mechanism B's LNC rule: a core
// id past the number of bodies skips the kernel (logged) and the placeholder
// is removed; a core id inside provisions that core's body. The KLR header,
// metadata and content lines are logged.



// CORE1:      bir.nki_kernel "inst__getting_started.nki_tensor_add_kernel"
// CORE1-SAME: kernel_source = #bir.kernel_source<Beta2>
// CORE1:      bir.func @getting_started.nki_tensor_add_kernel kind <nki>
// CORE1:        bir.block "main.1"
// CORE1-NEXT:     bir.load "getting_started.nki_tensor_add_kernel_1_0"

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/cbor/getting_started__nki_tensor_add_kernel.lnc2.alloc.klr"}
    }
  }
}
