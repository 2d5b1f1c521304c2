// A block holds only statements.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    // expected-error @+1 {{'klr.block' op body may only hold klr statement ops, got 'klr.block'}}
    klr.block "outer" {
      klr.block "inner" {
      }
    }
  }
}
