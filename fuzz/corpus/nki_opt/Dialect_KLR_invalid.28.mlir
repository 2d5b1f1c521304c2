// Slice.step is not 0 (proof wf).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access.indexes[2].slice': slice step must not be 0}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 0>, #klr.index_coord<e = 0>, #klr.index_slice<slice = <l = 0, u = 4, step = 0>>]>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
