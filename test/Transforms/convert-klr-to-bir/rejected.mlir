// Every KLR operator without a BIR lowering (docs/klr-to-bir.md, Coverage:
// its row says why) is rejected at its statement
// (its NKI position when that names a file: see diagnostics.mlir) with
// 'klr.<op>' op has no BIR lowering, and the pass fails.
// RUN: nki-opt --split-input-file --verify-diagnostics --convert-klr-to-bir %s

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
      // expected-error @+1 {{'klr.quantize_mx' op has no BIR lowering}}
      klr.quantize_mx at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, dstScale = #C}
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
      // expected-error @+1 {{'klr.nc_mat_mul_mx' op has no BIR lowering}}
      klr.nc_mat_mul_mx at #klr.pos<line = 7, column = 3> {dst = #A, stationary = #C, moving = #C, stationaryScale = #C, movingScale = #C}
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
      // expected-error @+1 {{'klr.extended_inst' op has no BIR lowering}}
      klr.extended_inst at #klr.pos<line = 7, column = 3> {opcode = 0, hasRead = false, hasWrite = false, ports = 0, data0 = array<i64>, data1 = array<i64>}
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
      // expected-error @+1 {{'klr.device_print' op has no BIR lowering}}
      klr.device_print at #klr.pos<line = 7, column = 3> {src = #B, printPrefix = "r0", buffer = #klr.print_output_buffer<stdout>}
    }
  }
}
