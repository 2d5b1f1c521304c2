// TensorName: shape.parDim <= address.parSize (proof parWF).
// expected-error @+1 {{'klr.lnc_kernel' op field 'inputs[0]': tensor 't': parDim 128 exceeds address.parSize 64}}
klr.lnc_kernel @k attributes {inputs = [#klr.tensor_name<name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 64, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
}
