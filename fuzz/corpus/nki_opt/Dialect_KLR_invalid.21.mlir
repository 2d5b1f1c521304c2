// An Int fits in i32, also inside lists of lists.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.all_gather' op field 'replicaGroup.groups[1][1]' must be an Int within i32, got -2147483649}}
      klr.all_gather at <line = 1, column = 0> {dsts = [], srcs = [], replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, -2147483649]]>}
    }
  }
}
