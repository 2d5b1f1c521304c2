klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.all_reduce' op field 'replicaGroup' must be a ReplicaGroup, got '"g"'}}
      klr.all_reduce at <line = 1, column = 0> {dsts = [], srcs = [], replicaGroup = "g"}
    }
  }
}
