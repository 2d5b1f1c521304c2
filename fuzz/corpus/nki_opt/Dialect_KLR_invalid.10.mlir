// An Operand field holds an Operand constructor.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.rand2' op field 'min' must be an Operand, got '#klr.immediate_int<…>'}}
      klr.rand2 at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, min = #klr.immediate_int<i = 0>, max = #klr.operand_imm<i = #klr.immediate_int<i = 1>>}
    }
  }
}
