// More lowered operator families checked on numbers (lib/nki-run-check.py
// `more_families`): scalar_tensor_tensor, tensor_partition_reduce,
// tensor_scalar_cumulative (two instructions: a tensor scalar, then a scan
// in place), max8 / find_index8 / match_replace8 (values, uint32 indices,
// replacement) and copy_predicated. fp32 1e-5; the selections, indices and
// copies bit-exact. Tiles are placed by translate-nki-ast-to-bir{allocate=true}.
//
//   @nki.jit
//   def more_families(x, y, stt, prd, cum, top8, idx8, repl, cpred):
//       # x, y [128, 64] fp32; prd [1, 64]; top8 [128, 8] fp32, idx8 [128, 8] uint32
//       t, u = nl.load(x), nl.load(y)
//       nl.store(stt, nisa.scalar_tensor_tensor(data=t, op0=nl.multiply, operand0=3.0,
//                                               op1=nl.add, operand1=u))     # 3t + u
//       nl.store(prd, nisa.tensor_partition_reduce(nl.maximum, t))         # column max
//       nl.store(cum, nisa.tensor_scalar_cumulative(t, nl.multiply, 2.0, nl.add,
//                reduce_cmd=reduce_cmd.zero_accumulate))                   # row cumsum of 2t
//       m = nisa.max8(t)                                                   # 8 largest per row
//       nl.store(top8, m)
//       nl.store(idx8, nisa.nc_find_index8(t, m))                          # their columns
//       nl.store(repl, nisa.nc_match_replace8(t, m, -5.0))                 # replaced by -5
//       k = nisa.tensor_copy(t)
//       nisa.copy_predicated(dst=k, src=u, predicate=nisa.tensor_tensor(u, t, nl.greater))
//       nl.store(cpred, k)                                                 # max(t, u)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 13 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run more_families | FileCheck %s

// STATS: CopyPredicated: 1
// STATS: MatchReplace: 1
// STATS: Max: 1
// STATS: MaxIndex: 1
// STATS: TensorReduce: 1

// CHECK: more_families: stt: matches
// CHECK: more_families: prd: matches
// CHECK: more_families: cum: matches
// CHECK: more_families: top8: matches
// CHECK: more_families: idx8: matches
// CHECK: more_families: repl: matches
// CHECK: more_families: cpred: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "y", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#STT = #klr.tensor_name<name = "stt", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "stt", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#PRD = #klr.tensor_name<name = "prd", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [64]>, address = #klr.address<name = "prd", memory = hbm, parSize = 1, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#CUM = #klr.tensor_name<name = "cum", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "cum", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#TOP = #klr.tensor_name<name = "top8", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [8]>, address = #klr.address<name = "top8", memory = hbm, parSize = 128, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#IDX = #klr.tensor_name<name = "idx8", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [8]>, address = #klr.address<name = "idx8", memory = hbm, parSize = 128, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#REP = #klr.tensor_name<name = "repl", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "repl", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#CPR = #klr.tensor_name<name = "cpred", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "cpred", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#U = #klr.tensor_name<name = "u", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "s", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#R = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [64]>, address = #klr.address<name = "r", memory = sbuf, parSize = 1, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#C = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [8]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#I = #klr.tensor_name<name = "i", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [8]>, address = #klr.address<name = "i", memory = sbuf, parSize = 128, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#Q = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "q", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#K = #klr.tensor_name<name = "k", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "k", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#G = #klr.tensor_name<name = "g", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "g", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @more_families attributes {edges = [], inputs = [#X, #Y, #STT, #PRD, #CUM, #TOP, #IDX, #REP, #CPR], outputs = [#STT, #PRD, #CUM, #TOP, #IDX, #REP, #CPR], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 2, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.scalar_tensor_tensor at #klr.pos<line = 3, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, reverseOperands = #klr.tensor_scalar_reverse_ops<none>, imm0 = #klr.immediate_float<f = 0x40400000 : f32>, accumulatorCmd = #klr.accum_cmd<Idle>}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #STT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, uniqueIndices = false}
      klr.tensor_partition_reduce at #klr.pos<line = 5, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, op = #klr.alu_op<max>, data = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>}
      klr.nc_dma_copy at #klr.pos<line = 6, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PRD>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, uniqueIndices = false}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #C>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40000000 : f32>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CUM>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #C>>, uniqueIndices = false}
      klr.max8 at #klr.pos<line = 9, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TOP>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, uniqueIndices = false}
      klr.find_index8 at #klr.pos<line = 11, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, vals = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>}
      klr.nc_dma_copy at #klr.pos<line = 12, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #IDX>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>, uniqueIndices = false}
      klr.match_replace8 at #klr.pos<line = 13, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Q>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, vals = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, replaceValue = #klr.immediate_float<f = 0xC0A00000 : f32>}
      klr.nc_dma_copy at #klr.pos<line = 14, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #REP>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Q>>, uniqueIndices = false}
      klr.nc_copy at #klr.pos<line = 15, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #K>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>}
      klr.tensor_tensor at #klr.pos<line = 16, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #G>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op = #klr.alu_op<is_gt>, engine = #klr.engine<unassigned>}
      klr.copy_predicated at #klr.pos<line = 17, column = 5, filename = "more_families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #K>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, predicate = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #G>>, reversePred = false}
      klr.nc_dma_copy at #klr.pos<line = 18, column = 5, filename = "more_families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CPR>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #K>>, uniqueIndices = false}
    }
  }
}
