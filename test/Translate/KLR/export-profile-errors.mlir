// Exporting in a profile that cannot hold the kernel is an error at the
// statement op holding the value (docs/klr-binary-format.md §11.2), and
// nothing is written; a klr.profile naming no profile is an error at the
// kernel.
// RUN: rm -rf %t && mkdir -p %t
// RUN: (nki-translate --export-klr --klr-profile=2026-01 %s -o %t/out.klr 2>&1; echo "exit: $?") | FileCheck %s --check-prefix=PRIORITY --match-full-lines
// PRIORITY: {{.*}}export-profile-errors.mlir:24:7: error: 'klr.nc_dma_copy' op cannot be written in KLR profile 2026-01: NcDmaCopy.priority is set, but profile 2026-01 has no such field
// PRIORITY-NEXT: exit: 1
// RUN: not test -e %t/out.klr
// RUN: (nki-translate --export-klr --klr-profile=2025-12 %s 2>&1; echo "exit: $?") | FileCheck %s --check-prefix=DEC --match-full-lines
// DEC: {{.*}}export-profile-errors.mlir:24:7: error: 'klr.nc_dma_copy' op cannot be written in KLR profile 2025-12: NcDmaCopy.priority is set, but profile 2025-12 has no such field
// DEC-NEXT: exit: 1
// The current profile holds it.
// RUN: nki-translate --export-klr %s -o %t/ok.klr
// RUN: nki-translate --klr-info %t/ok.klr | FileCheck %s --check-prefix=OK
// OK: profile: 2026-03

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [4]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [4]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [#X], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 1> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 2, column = 1> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, priority = 2 : i64, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
    }
  }
}
