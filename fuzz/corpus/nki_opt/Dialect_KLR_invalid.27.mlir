klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.view': parNum 256 exceeds 128 partitions}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = float32, parNum = 256, pattern = [], parOffset = 0, freeOffset = 0>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
