// Index lists hold Index constructors.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access.indexes[1]' must be an Index, got '#klr.slice<…>'}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [64]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 0>, #klr.slice<l = 0, u = 1, step = 1>]>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
