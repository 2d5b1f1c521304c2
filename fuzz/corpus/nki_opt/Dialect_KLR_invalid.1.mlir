// A core's index is its position among the kernel's cores.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
  }
  // expected-error @+1 {{'klr.core' op index 2 does not match its position 1 in the kernel}}
  klr.core 2 {
  }
}
