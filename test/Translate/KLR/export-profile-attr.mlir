// A klr.profile naming no profile is an error at the kernel op; a block
// that must keep its order cannot be written in a profile without noReorder.
// RUN: (nki-translate --export-klr %s 2>&1; echo "exit: $?") | FileCheck %s --match-full-lines
// CHECK: {{.*}}export-profile-attr.mlir:[[@LINE+6]]:1: error: 'klr.lnc_kernel' op attribute 'klr.profile': there is no KLR profile '2024-06' (the profiles are 2026-03, 2026-01, 2025-12)
// CHECK-NEXT: exit: 1
// RUN: sed 's/"2024-06"/"2026-01"/' %s > %t.mlir
// RUN: (nki-translate --export-klr %t.mlir 2>&1; echo "exit: $?") | FileCheck %s --check-prefix=NO_REORDER --match-full-lines
// NO_REORDER: {{.*}}.mlir: error: cannot write the kernel in KLR profile 2026-01: Block.noReorder is set, but profile 2026-01 has no such field
// NO_REORDER-NEXT: exit: 1
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = [], klr.profile = "2024-06"} {
  klr.core 0 {
    klr.block "main" no_reorder {
    }
  }
}
