// Other variants: DmaBounds, IndexMissBehavior, ReplicaGroup.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.dma_copy' op field 'srcBoundsCheck' must be a DmaBounds, got '#klr.index_miss_behavior_skip'}}
      klr.dma_copy at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, compute_op = #klr.dge_compute_op<none>, dstBoundsCheck = #klr.dma_bounds_skip, srcBoundsCheck = #klr.index_miss_behavior_skip}
    }
  }
}
