// The Access <-> BirAccessPattern cycle is checked all the way down.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access.scalarOffset.a' must be an Access, got '#klr.tensor_ref_register<…>'}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, offset = 0, pattern = [], scalarOffset = #klr.scalar_offset_acc<a = #klr.tensor_ref_register<reg = 1>>, indirectDim = 0>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
