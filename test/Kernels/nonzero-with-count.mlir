// Nonzero positions and their count, as nki.isa.nonzero_with_count computes
// them: in partitions 0, 16, ... the positions of the nonzero elements plus
// index_offset, padding_val up to the row's length, then the count; the
// other partitions are not written. The codegen writes it as a vector-engine
// top-8 search over keys (docs/klr-to-bir.md "Nonzero positions"): here 3
// rounds for a [32, 20] tile, and 1 for a [16, 5] one (fewer than 8
// elements: the flags are zeroed first).
//
//   @nki.jit
//   def nonzero(x, y, out, out2):          # x [32, 20], y [16, 5] fp32
//       a, b = nl.load(x), nl.load(y)
//       o = nl.full((32, 21), 9, dtype=nl.float32, buffer=nl.sbuf)
//       nisa.nonzero_with_count(dst=o, src=a, index_offset=5)
//       nl.store(out, o)
//       o2 = nl.full((16, 6), 9, dtype=nl.float32, buffer=nl.sbuf)
//       nisa.nonzero_with_count(dst=o2, src=b, padding_val=7)
//       nl.store(out2, o2)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: FileCheck %s < %t/provisioned.mlir
// RUN: mkdir -p %t/run && %python-numpy -c "import numpy as np; r = np.random.default_rng(3); x = r.integers(-2, 3, (32, 20)).astype(np.float32); x[16] = 0; x[0, -4:] = 0; np.save('%t/run/x.input.npy', x); y = r.integers(0, 2, (16, 5)).astype(np.float32); y[0] = [0, 3, 0, 0, -1]; np.save('%t/run/y.input.npy', y)"
// RUN: nki-run %t/legalized.mlir --input x=%t/run/x.input.npy --input y=%t/run/y.input.npy --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run nonzero | FileCheck %s --check-prefix=NUMBERS

// CHECK:     bir.func @nonzero kind <nki>
// CHECK:     bir.memory_location "COMPILER-GENERATED-nonzero_with_count_0" {{.*}}dims = array<i64: 32, 436>
// CHECK:     bir.memory_location "COMPILER-GENERATED-nonzero_with_count_1" {{.*}}dims = array<i64: 16, 152>
// CHECK:     bir.tensor_scalar {{.*}}op0 = #bir.alu_op<not_equal>
// CHECK:     bir.iota
// CHECK:     bir.max
// CHECK:     bir.match_replace
// CHECK:     bir.tensor_reduce
// The result goes to partitions 0 and 16 only.
// CHECK:     bir.tensor_copy {{.*}}outs_args = [#bir.physical_ap<ap = {{\[}}[21, 1], [1, 21]], dtype = float32, offset = 0>
// CHECK:     bir.tensor_copy {{.*}}outs_args = [#bir.physical_ap<ap = {{\[}}[21, 1], [1, 21]], dtype = float32, offset = 336>

// STATS: MatchReplace: 2
// STATS: Max: 4
// STATS: Memset: 3
// STATS: TensorCopy: 3

// NUMBERS: nonzero: out: matches (672 elements written, 0 untouched
// NUMBERS: nonzero: out2: matches (96 elements written, 0 untouched

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [20]>, address = #klr.address<name = "x", memory = hbm, parSize = 32, freeSize = 80, isShared = false>, freeElements = 20, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [5]>, address = #klr.address<name = "y", memory = hbm, parSize = 16, freeSize = 20, isShared = false>, freeElements = 5, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [21]>, address = #klr.address<name = "out", memory = hbm, parSize = 32, freeSize = 84, isShared = false>, freeElements = 21, addressRotation = false>
#OUT2 = #klr.tensor_name<name = "out2", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [6]>, address = #klr.address<name = "out2", memory = hbm, parSize = 16, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [20]>, address = #klr.address<name = "a", memory = sbuf, parSize = 32, freeSize = 80, isShared = false>, freeElements = 20, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [5]>, address = #klr.address<name = "b", memory = sbuf, parSize = 16, freeSize = 20, isShared = false>, freeElements = 5, addressRotation = false>
#O = #klr.tensor_name<name = "o", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [21]>, address = #klr.address<name = "o", memory = sbuf, parSize = 32, freeSize = 84, isShared = false>, freeElements = 21, addressRotation = false>
#O2 = #klr.tensor_name<name = "o2", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [6]>, address = #klr.address<name = "o2", memory = sbuf, parSize = 16, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
klr.lnc_kernel @nonzero attributes {edges = [], inputs = [#X, #Y, #OUT, #OUT2], outputs = [#OUT, #OUT2], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "nonzero.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "nonzero.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.mem_set at #klr.pos<line = 2, column = 5, filename = "nonzero.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O>>, value = #klr.immediate_int<i = 9>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.nonzero_with_count at #klr.pos<line = 3, column = 5, filename = "nonzero.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, indexOffset = #klr.immediate_int<i = 5>, paddingVal = #klr.immediate_int<i = -1>}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "nonzero.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O>>, uniqueIndices = false}
      klr.mem_set at #klr.pos<line = 5, column = 5, filename = "nonzero.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O2>>, value = #klr.immediate_int<i = 9>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.nonzero_with_count at #klr.pos<line = 6, column = 5, filename = "nonzero.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O2>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, indexOffset = #klr.immediate_int<i = 0>, paddingVal = #klr.immediate_int<i = 7>}
      klr.nc_dma_copy at #klr.pos<line = 7, column = 5, filename = "nonzero.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT2>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O2>>, uniqueIndices = false}
    }
  }
}
