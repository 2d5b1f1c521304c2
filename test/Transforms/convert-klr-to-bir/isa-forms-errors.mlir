// The accumulator model's checks at provisioning time (docs/klr-to-bir.md
// "Accumulator registers"): a reduce_cmd=reduce (Accumulate) that continues
// an accumulator no earlier instruction of its engine loaded (the vector
// engine's, the scalar engine's: one register file each) is rejected at
// the operator, as nki-run would reject the BIR; a cumulative reset has no
// BIR form.
// RUN: nki-opt --split-input-file --verify-diagnostics --convert-klr-to-bir %s

// range_select with reduce_cmd=reduce and no earlier load

#VQ = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "vq", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [1]>, address = #klr.address<name = "vq", memory = sbuf, parSize = 32, freeSize = 4, parOffset = 0, freeOffset = 4352, isShared = false>, freeElements = 1, addressRotation = false>>>
#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_range_select' op has no BIR lowering: the DVE accumulator of partition 0 is continued (Accumulate) before any instruction loads it}}
      klr.nc_range_select at #klr.pos<line = 7, column = 3> {dst = #A, reduceCommand = #klr.accum_cmd<Accumulate>, reduceRes = #R, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #V, bound1 = #V, rangeStart = #klr.immediate_float<f = 0x00000000 : f32>, onTrueTile = #B, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
    }
  }
}

// -----

// select_reduce with reduce_cmd=reduce and no earlier load

#VQ = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "vq", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [1]>, address = #klr.address<name = "vq", memory = sbuf, parSize = 32, freeSize = 4, parOffset = 0, freeOffset = 4352, isShared = false>, freeElements = 1, addressRotation = false>>>
#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.select_reduce' op has no BIR lowering: the DVE accumulator of partition 0 is continued (Accumulate) before any instruction loads it}}
      klr.select_reduce at #klr.pos<line = 7, column = 3> {dst = #A, predicate = #PR, onTrue = #B, onFalse = #klr.operand_tile<t = #V>, reduceRes = #R, reduceCmd = #klr.accum_cmd<Accumulate>, reduceOp = #klr.alu_op<max>, reversePred = false}
    }
  }
}

// -----

// tensor_scalar_cumulative with reduce_cmd=reduce and no earlier load

#VQ = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "vq", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [1]>, address = #klr.address<name = "vq", memory = sbuf, parSize = 32, freeSize = 4, parOffset = 0, freeOffset = 4352, isShared = false>, freeElements = 1, addressRotation = false>>>
#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.tensor_scalar_cumulative' op has no BIR lowering: the DVE accumulator of partition 0 is continued (Accumulate) before any instruction loads it}}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Accumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

// tensor_scalar_cumulative with reduce_cmd=reset: no cumulative meaning

#VQ = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "vq", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [1]>, address = #klr.address<name = "vq", memory = sbuf, parSize = 32, freeSize = 4, parOffset = 0, freeOffset = 4352, isShared = false>, freeElements = 1, addressRotation = false>>>
#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.tensor_scalar_cumulative' op has no BIR lowering: reduce command Zero has no BIR form (a cumulative scan starts from ZeroAccumulate, LoadAccumulate or Accumulate)}}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Zero>, reverse = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

// activation with reduce_cmd=reduce and no earlier load

#VQ = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "vq", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [1]>, address = #klr.address<name = "vq", memory = sbuf, parSize = 32, freeSize = 4, parOffset = 0, freeOffset = 4352, isShared = false>, freeElements = 1, addressRotation = false>>>
#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_activate' op has no BIR lowering: the Activation accumulator of partition 0 is continued (Accumulate) before any instruction loads it}}
      klr.nc_activate at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Accumulate>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reduceOp = #klr.alu_op<add>, reduceRes = #R}
    }
  }
}

// -----

// a vector-engine load does not load the scalar engine's register

#VQ = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "vq", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [1]>, address = #klr.address<name = "vq", memory = sbuf, parSize = 32, freeSize = 4, parOffset = 0, freeOffset = 4352, isShared = false>, freeElements = 1, addressRotation = false>>>
#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_range_select at #klr.pos<line = 7, column = 3> {dst = #A, reduceCommand = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #V, bound1 = #V, rangeStart = #klr.immediate_float<f = 0x00000000 : f32>, onTrueTile = #B, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
      // expected-error @+1 {{'klr.nc_activate' op has no BIR lowering: the Activation accumulator of partition 0 is continued (Accumulate) before any instruction loads it}}
      klr.nc_activate at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Accumulate>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reduceOp = #klr.alu_op<add>, reduceRes = #R}
    }
  }
}

// -----

// an Accumulate over more partitions than the load wrote

#VQ = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "vq", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [1]>, address = #klr.address<name = "vq", memory = sbuf, parSize = 32, freeSize = 4, parOffset = 0, freeOffset = 4352, isShared = false>, freeElements = 1, addressRotation = false>>>
#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_range_select at #klr.pos<line = 7, column = 3> {dst = #Q, reduceCommand = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #VQ, bound1 = #VQ, rangeStart = #klr.immediate_float<f = 0x00000000 : f32>, onTrueTile = #Q, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
      // expected-error @+1 {{'klr.nc_range_select' op has no BIR lowering: the DVE accumulator of partition 32 is continued (Accumulate) before any instruction loads it}}
      klr.nc_range_select at #klr.pos<line = 7, column = 3> {dst = #A, reduceCommand = #klr.accum_cmd<Accumulate>, reduceRes = #R, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #V, bound1 = #V, rangeStart = #klr.immediate_float<f = 0x00000000 : f32>, onTrueTile = #B, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
    }
  }
}
