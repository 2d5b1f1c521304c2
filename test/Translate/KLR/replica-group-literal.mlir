// A literal replica group (a list of lists of ranks) survives a .klr round
// trip: --import-klr builds its attribute through the typed constructor.
// When the import wrote dialect text for MLIR's parser, it wrote the inner
// lists as `array<i64: …>`, which the parameter's parser refused.
// RUN: nki-translate --export-klr %s | nki-translate --import-klr | FileCheck %s
// RUN: nki-translate --export-klr %s | nki-translate --import-klr | nki-translate --export-klr | nki-translate --import-klr | FileCheck %s
// CHECK: klr.all_reduce at <line = 3, column = 1>
// CHECK-SAME: replicaGroup = #klr.replica_group_literal<groups = {{\[\[}}0, 1], [2, 3], []]>
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      klr.all_reduce at <line = 3, column = 1> {dsts = [], srcs = [], op = #klr.alu_op<add>, replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3], []]>, sourceTargetPairs = [], channel_id = 0, priority = 0}
    }
  }
}
