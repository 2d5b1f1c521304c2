// nc_stream_shuffle from one partition to 32 (NKI's rule: the same number
// of elements per partition; num_active_partitions = ceil(max(src, dst
// partitions) / 32) * 32, so a [1, 128] source feeds a [32, 128]
// destination): every output partition i of the quadrant copies source
// partition mask[i] = 0, except i = 7, whose mask entry 255 leaves it as
// it was (the copy of `y` it holds). Reference: lib/nki-run-check.py
// `shuffle_broadcast`, bit-exact.
//
//   @nki.jit
//   def shuffle_broadcast(x, y, out):        # x [1, 128], y, out [32, 128] fp32
//       t, s = nl.load(x), nl.load(y)
//       mask = [255 if i == 7 else 0 for i in range(32)]
//       nisa.nc_stream_shuffle(src=t, dst=s, shuffle_mask=mask)
//       nl.store(out, s)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 9 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run shuffle_broadcast | FileCheck %s

// STATS: Shuffle: 1
// CHECK: shuffle_broadcast: out: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "x", memory = hbm, parSize = 1, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "y", memory = hbm, parSize = 32, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "out", memory = hbm, parSize = 32, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "t", memory = sbuf, parSize = 1, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 32, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @shuffle_broadcast attributes {edges = [], inputs = [#X, #Y, #OUT], outputs = [#OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "shuffle_broadcast.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "shuffle_broadcast.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.shuffle at #klr.pos<line = 3, column = 5, filename = "shuffle_broadcast.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, shuffleMask = [#klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 255>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>]}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "shuffle_broadcast.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, uniqueIndices = false}
    }
  }
}
