// Sequence bounds of segment ids, as nki.isa.sequence_bounds computes them:
// for each element the [start, end) of its segment, padding (id 0) as
// [32, -1]. The codegen writes it as a short vector-engine program (two
// scans, docs/klr-to-bir.md "Sequence bounds").
//
//   @nki.jit
//   def bounds(ids, out):                  # ids [1, 32], out [1, 2, 32]
//       s = nl.load(ids)
//       nl.store(out, value=nisa.sequence_bounds(segment_ids=s))
//       return out
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: FileCheck %s < %t/provisioned.mlir
// RUN: mkdir -p %t/run && %python-numpy -c "import numpy as np; np.save('%t/run/ids.input.npy', np.array([[1,1,1,2,2,0,0,3,3,3,3,1,1,0,4,4,4,4,4,5,0,0,6,6,7,7,7,7,2,2,2,0]], dtype=np.float32))"
// RUN: nki-run %t/legalized.mlir --input ids=%t/run/ids.input.npy --output-dir %t/run
// RUN: %nki-run-check %t/run sequence_bounds | FileCheck %s --check-prefix=NUMBERS

// CHECK:     bir.func @bounds kind <nki>
// CHECK:     bir.memory_location "COMPILER-GENERATED-sequence_bounds_0" {{.*}}dims = array<i64: 1, 256>
// CHECK:     bir.iota
// CHECK:     bir.tensor_scalar_ptr {{.*}}is_tensor_tensor_scan = true
// The ends are scanned from the right: a reversed access pattern.
// CHECK:     bir.tensor_scalar_ptr {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[32, 1], [-1, 32]], dtype = float32, offset = 31>
// CHECK:     bir.select

// NUMBERS: sequence_bounds: out: matches (64 elements written, 0 untouched

#IDS = #klr.tensor_name<name = "ids", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [32]>, address = #klr.address<name = "ids", memory = hbm, parSize = 1, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [2, 32]>, address = #klr.address<name = "out", memory = hbm, parSize = 1, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [32]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [2, 32]>, address = #klr.address<name = "b", memory = sbuf, parSize = 1, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @bounds attributes {edges = [], inputs = [#IDS, #OUT], outputs = [#OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 3, column = 5, filename = "bounds.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #IDS>>, uniqueIndices = false}
      klr.sequence_bounds at #klr.pos<line = 4, column = 5, filename = "bounds.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, segmentIds = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "bounds.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, uniqueIndices = false}
    }
  }
}
