module attributes {bir.neuron_core_id = "x"} {
 bir.func @main kind <main> {
 bir.block "b" {
  bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {}, func_outs = {}, kernel_format = "bir", klir_binary = "../../../Inputs/bir/tensor_add.bir.json"}
 }
 }
}
