// ... and is not negative.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_dma_copy' op field 'priority' must be a Nat below 2^32, got -1}}
      klr.nc_dma_copy at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, compute_op = #klr.dge_compute_op<add>, oobMode = #klr.dma_bounds_error, dgeMode = 0, uniqueIndices = false, priority = -1, engine = #klr.engine<dma>}
    }
  }
}
