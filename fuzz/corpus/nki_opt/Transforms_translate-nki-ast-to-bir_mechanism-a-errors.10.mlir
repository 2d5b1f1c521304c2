// Two bodies (LNC 2) and no core id: the same error as Mechanism B.
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error @+1 {{NeuronCoreId must be set when the LNC count is greater than 1}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "klr/cbor/getting_started__nki_tensor_add_kernel.lnc2.alloc.klr"}
    }
  }
}
