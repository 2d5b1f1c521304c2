klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.local_gather' op field 'indexMissBehavior' must be an IndexMissBehavior, got '#klr.dma_bounds_skip'}}
      klr.local_gather at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, indexMissBehavior = #klr.dma_bounds_skip, freePoolBuffer = false}
    }
  }
}
