// A bias-less activation over fewer partitions than the machine has reads
// one element of the zero column per partition of its data: the bias
// operand covers the data's 32 partitions, not the column's 128 (nki-run
// rejects a bias of any other size; test/Numeric/more-ops.mlir runs one).
// RUN: nki-opt --convert-klr-to-bir %s | FileCheck %s

// CHECK: bir.allocation "COMPILER-GENERATED-zero_bias_act_0_set" {{.*}}tensor_shape = array<i64: 128, 1>}
// CHECK: bir.activation "k_0_1" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[16, 32], [1, 16]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 32], [1, 1]], dtype = float32, offset = 0>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "a", memory = sbuf, parSize = 32, freeSize = 64, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 16, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "b", memory = sbuf, parSize = 32, freeSize = 64, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 16, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_activate at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>}
    }
  }
}
