// TensorName: freeElements is the product of shape.freeDims.
// expected-error @+1 {{'klr.kernel' op field 'inputs[0]': tensor 't': freeElements 32 is not the product of freeDims (64)}}
klr.kernel @k attributes {inputs = [#klr.tensor_name<name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 32, addressRotation = false>], outputs = []} {
}
