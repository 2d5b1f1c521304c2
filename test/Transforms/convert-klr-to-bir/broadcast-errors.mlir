// An operand whose shape does not broadcast to the result's is refused at
// the operator.
// RUN: nki-opt --verify-diagnostics --convert-klr-to-bir %s

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2112, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error@below {{'klr.tensor_tensor' op has no BIR lowering: operand 'h' ([128 x 128]) does not broadcast to the result 'a' ([128 x 256])}}
      klr.tensor_tensor at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #H>>, op = #klr.alu_op<add>, engine = #klr.engine<unassigned>}
    }
  }
}
