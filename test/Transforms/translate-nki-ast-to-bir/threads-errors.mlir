// Diagnostics come in carrier order whatever the thread count: each carrier
// is prepared on any thread but reported when its turn comes.
// RUN: not nki-opt --translate-nki-ast-to-bir %s 2>&1 | FileCheck %s
// RUN: not nki-opt --mlir-disable-threading --translate-nki-ast-to-bir %s 2>&1 | FileCheck %s

// CHECK:     threads-errors.mlir:[[# @LINE + 9]]:7: error: fail to locate KLIR artifact: ../../Inputs/klr/no_such_kernel.klr
// CHECK:     threads-errors.mlir:[[# @LINE + 10]]:7: error: Wrong KLR version: {{.*}}wrong_version_patch13.klr is 0.0.13, expected 0.0.12
// CHECK:     threads-errors.mlir:[[# @LINE + 11]]:7: error: NeuronCoreId must be set when the LNC count is greater than 1
// CHECK:     threads-errors.mlir:[[# @LINE + 11]]:7: error: fail to locate KLIR artifact: ../../Inputs/klr/no_such_kernel_either.klr
// CHECK-NOT: error

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      bir.nki_klir_kernel "first" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/no_such_kernel.klr"}
      bir.nki_klir_kernel "fine" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/layout_adapted__tensor_exp_kernel_1.alloc.klr"}
      bir.nki_klir_kernel "second" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/bad/wrong_version_patch13.klr"}
      bir.nki_klir_kernel "also_fine" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/index_adapted__tensor_split_kernel_.alloc.klr"}
      bir.nki_klir_kernel "third" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.lnc2.alloc.klr"}
      bir.nki_klir_kernel "fourth" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/no_such_kernel_either.klr"}
    }
  }
}
