// SBUF and PSUM have 128 partitions.
// expected-error @+1 {{'klr.lnc_kernel' op field 'shared_buffers[0].address': parSize 129 exceeds the 128 partitions of psum}}
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [#klr.tensor_name<name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2, 32]>, address = <name = "t", memory = psum, parSize = 129, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>], shared_constants = [], edges = []} {
}
