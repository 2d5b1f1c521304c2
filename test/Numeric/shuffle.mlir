// The vector engine's cross-partition shuffle checked on numbers
// (lib/nki-run-check.py `shuffle`): over 64 partitions (two quadrants of 32)
// output partition i of each quadrant copies input partition mask[i] of the
// same quadrant; mask[i] = 255 (here every fifth partition) leaves the
// output partition as it was (the copy of `y` it holds). Bit-exact.
//
//   @nki.jit
//   def shuffle(x, y, out):                  # x, y, out [64, 16] fp32
//       t, s = nl.load(x), nl.load(y)
//       mask = [255 if i % 5 == 0 else 31 - i for i in range(32)]
//       nisa.nc_stream_shuffle(src=t, dst=s, shuffle_mask=mask)
//       nl.store(out, s)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 5 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run shuffle | FileCheck %s

// STATS: Shuffle: 1
// CHECK: shuffle: out: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 64, freeDims = [16]>, address = #klr.address<name = "x", memory = hbm, parSize = 64, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 64, freeDims = [16]>, address = #klr.address<name = "y", memory = hbm, parSize = 64, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 64, freeDims = [16]>, address = #klr.address<name = "out", memory = hbm, parSize = 64, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 64, freeDims = [16]>, address = #klr.address<name = "t", memory = sbuf, parSize = 64, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 64, freeDims = [16]>, address = #klr.address<name = "s", memory = sbuf, parSize = 64, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
klr.lnc_kernel @shuffle attributes {edges = [], inputs = [#X, #Y, #OUT], outputs = [#OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "shuffle.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 2, column = 5, filename = "shuffle.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.shuffle at #klr.pos<line = 4, column = 5, filename = "shuffle.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, shuffleMask = [#klr.immediate_int<i = 255>, #klr.immediate_int<i = 30>, #klr.immediate_int<i = 29>, #klr.immediate_int<i = 28>, #klr.immediate_int<i = 27>, #klr.immediate_int<i = 255>, #klr.immediate_int<i = 25>, #klr.immediate_int<i = 24>, #klr.immediate_int<i = 23>, #klr.immediate_int<i = 22>, #klr.immediate_int<i = 255>, #klr.immediate_int<i = 20>, #klr.immediate_int<i = 19>, #klr.immediate_int<i = 18>, #klr.immediate_int<i = 17>, #klr.immediate_int<i = 255>, #klr.immediate_int<i = 15>, #klr.immediate_int<i = 14>, #klr.immediate_int<i = 13>, #klr.immediate_int<i = 12>, #klr.immediate_int<i = 255>, #klr.immediate_int<i = 10>, #klr.immediate_int<i = 9>, #klr.immediate_int<i = 8>, #klr.immediate_int<i = 7>, #klr.immediate_int<i = 255>, #klr.immediate_int<i = 5>, #klr.immediate_int<i = 4>, #klr.immediate_int<i = 3>, #klr.immediate_int<i = 2>, #klr.immediate_int<i = 255>, #klr.immediate_int<i = 0>]}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "shuffle.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, uniqueIndices = false}
    }
  }
}
