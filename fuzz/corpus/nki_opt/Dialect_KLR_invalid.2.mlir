// An lnc_kernel holds only cores.
// expected-error @+1 {{'klr.lnc_kernel' op body may only hold klr.core ops, got 'klr.block'}}
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.block "b" {
  }
}
