// Transposes that have no route: the vector engine asked for a tile larger
// than its block, an engine that does not transpose, a tile wider than the
// PE array, no PSUM left for the transpose tile.
// RUN: nki-opt --split-input-file --verify-diagnostics --convert-klr-to-bir %s
#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error@below {{'klr.transpose' op has no BIR lowering: the vector engine transposes at most 32x32, 'a' is 128x128}}
      klr.transpose at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<dve>}
    }
  }
}

// -----

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "a", memory = sbuf, parSize = 32, freeSize = 128, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 32, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "b", memory = sbuf, parSize = 32, freeSize = 128, parOffset = 0, freeOffset = 128, isShared = false>, freeElements = 32, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error@below {{'klr.transpose' op has no BIR lowering: a transpose runs on the tensor engine (pe) or the vector engine (dve), not act}}
      klr.transpose at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<act>}
    }
  }
}

// -----

#A = #klr.tensor_name<name = "a", dtype = bfloat16, shape = #klr.shape<parDim = 64, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 64, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error@below {{'klr.transpose' op has no BIR lowering: a tensor-engine transpose takes at most 128 elements per partition, 'a' has 256}}
      klr.transpose at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>
#P = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [4096]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 16384, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 4096, addressRotation = false>
// expected-error@below {{KLR kernel 'k': no PSUM room for 'COMPILER-GENERATED-transpose_psum_0' (512 bytes per partition): the kernel uses PSUM up to byte 16384 of 16384}}
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.mem_set at #klr.pos<line = 6, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, value = #klr.immediate_float<f = 0x00000000 : f32>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.transpose at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>}
    }
  }
}
