// TensorNames nested in statements are checked as well.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.tensor': tensor 't': 4 x int64 (32 bytes) exceeds address.freeSize 16}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t", dtype = int64, shape = <parDim = 128, freeDims = [4]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
