// TensorName: freeElements * dtype size <= address.freeSize (proof freeWF).
// expected-error @+1 {{'klr.lnc_kernel' op field 'outputs[0]': tensor 'o': 64 x float32 (256 bytes) exceeds address.freeSize 255}}
klr.lnc_kernel @k attributes {inputs = [], outputs = [#klr.tensor_name<name = "o", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "o", memory = sbuf, parSize = 128, freeSize = 255, isShared = false>, freeElements = 64, addressRotation = false>], shared_buffers = [], shared_constants = [], edges = []} {
}
