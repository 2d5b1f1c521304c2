// AccessBasic has one index per dimension (proof lenWF).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access': 1 indexes for a tensor of 3 dimensions}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 0>]>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
