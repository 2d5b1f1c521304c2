// A kernel holds only blocks.
// expected-error @+1 {{'klr.kernel' op body may only hold klr.block ops, got 'klr.core'}}
klr.kernel @k attributes {inputs = [], outputs = []} {
  klr.core 0 {
  }
}
