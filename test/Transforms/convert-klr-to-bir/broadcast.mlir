// Implicit broadcasts made explicit (docs/klr-to-bir.md, "Broadcasts"): an
// elementwise operand of [128, 1] written into a [128, 256] result gets the
// pattern [[1, 128], [0, 256]], for every operator whose tiles broadcast.
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | FileCheck %s
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | nki-opt --split-input-file > /dev/null
// tensorTensor: src1 is a [128, 1] column.
// CHECK-LABEL: bir.func @k
// CHECK: bir.tensor_tensor "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[256, 128], [1, 256]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>]

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2112, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_tensor at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, op = #klr.alu_op<subtract>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// tensorTensor: src0 is the column (the broadcast side may be either).
// CHECK-LABEL: bir.func @k
// CHECK: bir.tensor_tensor "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[256, 128], [1, 256]], dtype = float32, offset = 0>]

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2112, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_tensor at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, op = #klr.alu_op<subtract>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// scalarTensorTensor: the second tile (in2) broadcasts; the immediate stays.
// CHECK-LABEL: bir.func @k
// CHECK: bir.tensor_scalar_ptr "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[256, 128], [1, 256]], dtype = float32, offset = 0>, #bir.imm_value<float32, 0.000000e+00 : f64>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>]

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2112, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.scalar_tensor_tensor at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, reverseOperands = #klr.tensor_scalar_reverse_ops<none>, imm0 = #klr.immediate_float<f = 0x00000000 : f32>, accumulatorCmd = #klr.accum_cmd<Idle>}
    }
  }
}

// -----

// tensorTensorScan: likewise.
// CHECK-LABEL: bir.func @k
// CHECK: bir.tensor_scalar_ptr "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[256, 128], [1, 256]], dtype = float32, offset = 0>, #bir.imm_value<float32, 0.000000e+00 : f64>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>]

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2112, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_tensor_scan at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, reverseOperands = #klr.tensor_scalar_reverse_ops<none>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, accumulatorCmd = #klr.accum_cmd<Idle>}
    }
  }
}

// -----

// selectReduce: the predicate and the true value broadcast.
// CHECK-LABEL: bir.func @k
// CHECK: bir.select "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>, #bir.imm_value

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2112, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.select_reduce at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, predicate = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, onTrue = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, onFalse = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<abs>, reversePred = false}
    }
  }
}

// -----

// copyPredicated: the predicate broadcasts.
// CHECK-LABEL: bir.func @k
// CHECK: bir.copy_predicated "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[256, 128], [1, 256]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>]

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2112, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.copy_predicated at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, predicate = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, reversePred = false}
    }
  }
}
