// A Float32 is an f32.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mem_set' op field 'value.f' must be a Float32 (f32), got 'float : f64'}}
      klr.mem_set at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, value = #klr.immediate_float<f = 1.0 : f64>, dtype = #klr.dtype<float32>, engine = #klr.engine<pool>}
    }
  }
}
