// Batch-norm statistics checked on numbers (lib/nki-run-check.py
// `batch_norm`): bn_stats gives, per partition, the count, mean and
// variance x count of the even-indexed and of the odd-indexed elements;
// bn_aggr merges them into the row's mean and (population) variance.
// fp32 1e-5 (the counts exact).
//
//   @nki.jit
//   def batch_norm(x, stats, mv):          # x [128, 63] fp32 (odd: the groups differ)
//       t = nl.load(x)
//       s = nisa.bn_stats(t)               # [128, 6]
//       nl.store(stats, s)
//       nl.store(mv, nisa.bn_aggr(s))      # [128, 2]
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 21 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run batch_norm | FileCheck %s

// STATS: BNStats: 1
// STATS: BNStatsAggregate: 1
// CHECK: batch_norm: stats: matches
// CHECK: batch_norm: mv: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [63]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 252, isShared = false>, freeElements = 63, addressRotation = false>
#ST = #klr.tensor_name<name = "stats", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [6]>, address = #klr.address<name = "stats", memory = hbm, parSize = 128, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#MV = #klr.tensor_name<name = "mv", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [2]>, address = #klr.address<name = "mv", memory = hbm, parSize = 128, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [63]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 252, isShared = false>, freeElements = 63, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [6]>, address = #klr.address<name = "s", memory = sbuf, parSize = 128, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [2]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>
klr.lnc_kernel @batch_norm attributes {edges = [], inputs = [#X, #ST, #MV], outputs = [#ST, #MV], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "bn.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.batch_norm_stats at #klr.pos<line = 2, column = 5, filename = "bn.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>}
      klr.nc_dma_copy at #klr.pos<line = 3, column = 5, filename = "bn.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ST>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, uniqueIndices = false}
      klr.batch_norm_aggregate at #klr.pos<line = 4, column = 5, filename = "bn.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "bn.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MV>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, uniqueIndices = false}
    }
  }
}
