// Nested variant fields are checked too: TensorRef.abstract holds an Access.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access' must be an Access, got '#klr.immediate_pointer'}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.immediate_pointer>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
