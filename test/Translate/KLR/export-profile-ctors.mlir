// Constructors and types an older profile lacks, on export
// (docs/klr-binary-format.md §11.2): an operator added since, a memory the
// profile has no code for, a payload whose older form has other fields.
// RUN: (nki-translate --export-klr --klr-profile=2025-12 %s 2>&1; echo "exit: $?") | FileCheck %s --check-prefix=MEMORY --match-full-lines
// MEMORY: {{.*}}export-profile-ctors.mlir: error: cannot write the kernel in KLR profile 2025-12: Memory.shared_hbm does not exist in profile 2025-12
// MEMORY-NEXT: exit: 1
// RUN: sed 's/memory = shared_hbm/memory = hbm/' %s > %t.mlir
// RUN: (nki-translate --export-klr --klr-profile=2025-12 %t.mlir 2>&1; echo "exit: $?") | FileCheck %s --check-prefix=OPERATOR --match-full-lines
// OPERATOR: {{.*}}.mlir:25:7: error: 'klr.nonzero_with_count' op cannot be written in KLR profile 2025-12: Operator.nonzeroWithCount does not exist in profile 2025-12
// OPERATOR-NEXT: exit: 1
// RUN: sed -e 's/memory = shared_hbm/memory = hbm/' -e '/klr.nonzero_with_count/d' %s > %t2.mlir
// RUN: (nki-translate --export-klr --klr-profile=2025-12 %t2.mlir 2>&1; echo "exit: $?") | FileCheck %s --check-prefix=COLLECTIVE --match-full-lines
// COLLECTIVE: {{.*}}.mlir:{{[0-9]+}}:7: error: 'klr.all_reduce' op cannot be written in KLR profile 2025-12: CollectiveOp has no form of 10 fields in profile 2025-12
// COLLECTIVE-NEXT: exit: 1
// The 2026-01 profile has both.
// RUN: nki-translate --export-klr --klr-profile=2026-01 %t.mlir -o %t.klr
// RUN: nki-translate --klr-info %t.klr | FileCheck %s --check-prefix=JAN
// JAN: profile: 2026-01

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [32]>, address = #klr.address<name = "x", memory = shared_hbm, parSize = 16, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#AR = #klr.tensor_name<name = "ar", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [32]>, address = #klr.address<name = "ar", memory = hbm, parSize = 16, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [#X, #AR], outputs = [#AR], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nonzero_with_count at #klr.pos<line = 1, column = 5> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AR>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, indexOffset = #klr.immediate_int<i = 0>, paddingVal = #klr.immediate_int<i = -1>}
      klr.all_reduce at #klr.pos<line = 2, column = 5> {dsts = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AR>>], srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>], op = #klr.alu_op<add>, replicaGroup = #klr.replica_group_unspecified}
    }
  }
}
