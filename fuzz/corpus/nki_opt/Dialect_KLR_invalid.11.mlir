// An Immediate field holds an Immediate constructor, also inside lists.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.dma_compute' op field 'scales[1]' must be an Immediate, got '3'}}
      klr.dma_compute at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, srcs = [#klr.tensor_ref_register<reg = 0>], scales = [#klr.immediate_int<i = 1>, 3 : i64], reduceOp = #klr.alu_op<add>}
    }
  }
}
