// A core holds only blocks.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  // expected-error @+1 {{'klr.core' op body may only hold klr.block ops, got 'klr.mat_mul'}}
  klr.core 0 {
    klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 0>}
  }
}
