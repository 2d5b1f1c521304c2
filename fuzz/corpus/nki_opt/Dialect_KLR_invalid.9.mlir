// An Option TensorRef field, when present, holds a TensorRef.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_activate' op field 'bias' must be a TensorRef, got '#klr.immediate_pointer'}}
      klr.nc_activate at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_pointer>, bias = #klr.immediate_pointer}
    }
  }
}
