// The diagnostics of the codegen walk: a lowered operator whose use has no
// BIR form says why after the contract text; a position that names a file
// puts the diagnostic there (the NKI source line of the operator).
// RUN: nki-opt --split-input-file --verify-diagnostics --convert-klr-to-bir %s
// RUN: not nki-opt --convert-klr-to-bir %S/Inputs/device-print-at-kernel-py.mlir 2>&1 | FileCheck %s --check-prefix=POS

// POS: kernel.py:7:3: error: 'klr.device_print' op has no BIR lowering
// POS-NOT: error

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_mat_mul' op has no BIR lowering: the matmul destination 'a' must be in PSUM, it is in sbuf}}
      klr.nc_mat_mul at #klr.pos<line = 7, column = 3> {dst = #A, stationary = #B, moving = #C, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_mat_mul' op has no BIR lowering: the matmul moving operand 'p' must be in SBUF, it is in psum}}
      klr.nc_mat_mul at #klr.pos<line = 7, column = 3> {dst = #P, stationary = #B, moving = #P, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op has no BIR lowering: no loadStationary precedes this matMul}}
      klr.mat_mul at #klr.pos<line = 7, column = 3> {dst = #P, moving = #C}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.activate' op has no BIR lowering: accumulator command LoadAccumulate has no BIR counterpart}}
      klr.activate at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<LoadAccumulate>, activationFunc = #klr.activation_func<abs>, scale = #klr.immediate_float<f = 0x00000000 : f32>, bias = #klr.immediate_float<f = 0x00000000 : f32>, imm = #klr.immediate_float<f = 0x00000000 : f32>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.activate' op has no BIR lowering: activation function gelu_apprx_sigmoid_dx has no BIR counterpart}}
      klr.activate at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<gelu_apprx_sigmoid_dx>, scale = #klr.immediate_float<f = 0x00000000 : f32>, bias = #klr.immediate_float<f = 0x00000000 : f32>, imm = #klr.immediate_float<f = 0x00000000 : f32>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.transpose' op has no BIR lowering: a transpose runs on the tensor engine (pe) or the vector engine (dve), not pool}}
      klr.transpose at #klr.pos<line = 7, column = 3> {dst = #A, src = #H, engine = #klr.engine<pool>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.copy' op has no BIR lowering: a tensor held in a register (TensorRef.register) has no BIR operand form}}
      klr.copy at #klr.pos<line = 7, column = 3> {dst = #A, src = #klr.tensor_ref_register<reg = 3>}
    }
  }
}
