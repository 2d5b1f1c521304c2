// More lowered operators checked on numbers (lib/nki-run-check.py
// `more_ops`), each against NKI's meaning: exponential (exp(x - 0.5), fp32
// 1e-5), activate2 (tanh(2x + 1): the tensor-scalar stage, then the
// activation; fp32 1e-5), the register path (tensor_load of an index tile's
// first element, register_alu_op + 7, tensor_store to every element, and
// rank_id stored the same way: 0 on nki-run's one rank), and all_gather,
// reduce_scatter, all_to_all and collective_permute over a group of rank 0
// alone, each of which moves the rank's own contribution, and a random
// generator's state set and read back (bit-exact).
//
//   @nki.jit
//   def more_ops(x, ix, e, a2, reg, rank, ag, rs, a2a, perm):
//       # x [32, 16] fp32, ix [32, 4] uint32; reg, rank [32, 4] int32
//       t, i = nl.load(x), nl.load(ix)
//       nisa.exponential(dst=ee, src=t, max_value=0.5); nl.store(e, ee)
//       nisa.activate2(dst=aa, op=nl.tanh, data=t, imm0=2.0, imm1=1.0,
//                      op0=nl.multiply, op1=nl.add); nl.store(a2, aa)
//       r = nisa.tensor_load(i)                   # i[0, 0] into a register
//       r = nisa.register_alu(r, 7, nl.add)
//       nisa.tensor_store(rr, r); nl.store(reg, rr)
//       nisa.tensor_store(kk, ncc.rank_id()); nl.store(rank, kk)
//       g = [[0]]
//       ncc.all_gather(dsts=[ag], srcs=[x], replica_group=g)
//       ncc.reduce_scatter(dsts=[rs], srcs=[x], replica_group=g, op=nl.add)
//       ncc.all_to_all(dsts=[a2a], srcs=[x], replica_group=g)
//       ncc.collective_permute(dsts=[perm], srcs=[x], source_target_pairs=[[0, 0]])
//       # seed [32, 6] uint32: a generator state set, then read back, on
//       # the GpSimd engine and on the engine the compiler chooses
//       nisa.rand_set_state(src_seeds=nl.load(seed), engine=nisa.gpsimd_engine)
//       nl.store(gs, nisa.rand_get_state(engine=nisa.gpsimd_engine))
//       nisa.rand_set_state(src_seeds=nl.load(seed))
//       nl.store(gu, nisa.rand_get_state())
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 17 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run more_ops | FileCheck %s

// STATS: Activation: 2
// STATS: CollectiveCompute: 4
// STATS: GetGlobalRankId: 1
// STATS: GetRandState: 2
// STATS: RegisterAlu: 1
// STATS: TensorLoad: 1
// STATS: TensorSave: 2

// CHECK: more_ops: e: matches
// CHECK: more_ops: a2: matches
// CHECK: more_ops: reg: matches
// CHECK: more_ops: rank: matches
// CHECK: more_ops: ag: matches
// CHECK: more_ops: rs: matches
// CHECK: more_ops: a2a: matches
// CHECK: more_ops: perm: matches
// CHECK: more_ops: gs: matches
// CHECK: more_ops: gu: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "x", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#IX = #klr.tensor_name<name = "ix", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "ix", memory = hbm, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#E = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "e", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#A2 = #klr.tensor_name<name = "a2", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "a2", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#REG = #klr.tensor_name<name = "reg", dtype = int32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "reg", memory = hbm, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#RANK = #klr.tensor_name<name = "rank", dtype = int32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "rank", memory = hbm, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#AG = #klr.tensor_name<name = "ag", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "ag", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#RS = #klr.tensor_name<name = "rs", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "rs", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#A2A = #klr.tensor_name<name = "a2a", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "a2a", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#PERM = #klr.tensor_name<name = "perm", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "perm", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#SEED = #klr.tensor_name<name = "seed", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [6]>, address = #klr.address<name = "seed", memory = hbm, parSize = 32, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#GS = #klr.tensor_name<name = "gs", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [6]>, address = #klr.address<name = "gs", memory = hbm, parSize = 32, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#GU = #klr.tensor_name<name = "gu", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [6]>, address = #klr.address<name = "gu", memory = hbm, parSize = 32, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#SD = #klr.tensor_name<name = "sd", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [6]>, address = #klr.address<name = "sd", memory = sbuf, parSize = 32, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#GT = #klr.tensor_name<name = "gt", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [6]>, address = #klr.address<name = "gt", memory = sbuf, parSize = 32, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#GV = #klr.tensor_name<name = "gv", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [6]>, address = #klr.address<name = "gv", memory = sbuf, parSize = 32, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "t", memory = sbuf, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#I = #klr.tensor_name<name = "i", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "i", memory = sbuf, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#EE = #klr.tensor_name<name = "ee", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "ee", memory = sbuf, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#AA = #klr.tensor_name<name = "aa", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "aa", memory = sbuf, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#RR = #klr.tensor_name<name = "rr", dtype = int32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "rr", memory = sbuf, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#KK = #klr.tensor_name<name = "kk", dtype = int32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "kk", memory = sbuf, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
klr.lnc_kernel @more_ops attributes {edges = [], inputs = [#X, #IX, #SEED, #E, #A2, #REG, #RANK, #AG, #RS, #A2A, #PERM, #GS, #GU], outputs = [#E, #A2, #REG, #RANK, #AG, #RS, #A2A, #PERM, #GS, #GU], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #IX>>, uniqueIndices = false}
      klr.exponential at #klr.pos<line = 2, column = 5, filename = "more_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #EE>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, maxValue = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F000000 : f32>>, reducecmd = #klr.accum_cmd<Idle>, reduceInit = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>}
      klr.nc_dma_copy at #klr.pos<line = 2, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #EE>>, uniqueIndices = false}
      klr.activate2 at #klr.pos<line = 3, column = 5, filename = "more_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AA>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40000000 : f32>>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, activationFunc = #klr.activation_func<tanh>, reluParam = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceOp = #klr.alu_op<add>, reduceCmd = #klr.accum_cmd<Idle>, reverse0 = false, reverse1 = false}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A2>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AA>>, uniqueIndices = false}
      klr.tensor_load at #klr.pos<line = 5, column = 5, filename = "more_ops.py"> {dst = "r0", src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>}
      klr.register_alu_op at #klr.pos<line = 6, column = 5, filename = "more_ops.py"> {dst = "r0", src = "r0", imm = 7 : i32, op = #klr.alu_op<add>}
      klr.tensor_store at #klr.pos<line = 7, column = 5, filename = "more_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RR>>, src = "r0"}
      klr.nc_dma_copy at #klr.pos<line = 7, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #REG>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RR>>, uniqueIndices = false}
      klr.rank_id at #klr.pos<line = 8, column = 5, filename = "more_ops.py"> {dst = "rk"}
      klr.tensor_store at #klr.pos<line = 8, column = 5, filename = "more_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #KK>>, src = "rk"}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RANK>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #KK>>, uniqueIndices = false}
      klr.all_gather at #klr.pos<line = 10, column = 5, filename = "more_ops.py"> {dsts = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AG>>], srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>], replicaGroup = #klr.replica_group_literal<groups = [[0]]>, concatDim = 0}
      klr.reduce_scatter at #klr.pos<line = 11, column = 5, filename = "more_ops.py"> {dsts = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>], srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>], op = #klr.alu_op<add>, replicaGroup = #klr.replica_group_literal<groups = [[0]]>, concatDim = 0}
      klr.all_to_all at #klr.pos<line = 12, column = 5, filename = "more_ops.py"> {dsts = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A2A>>], srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>], replicaGroup = #klr.replica_group_literal<groups = [[0]]>}
      klr.collective_permute at #klr.pos<line = 13, column = 5, filename = "more_ops.py"> {dsts = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PERM>>], srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>], replicaGroup = #klr.replica_group_unspecified, sourceTargetPairs = [array<i64: 0, 0>]}
      klr.nc_dma_copy at #klr.pos<line = 14, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SD>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SEED>>, uniqueIndices = false}
      klr.rand_set_state at #klr.pos<line = 15, column = 5, filename = "more_ops.py"> {src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SD>>, engine = #klr.engine<pool>}
      klr.rand_get_state at #klr.pos<line = 16, column = 5, filename = "more_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GT>>, engine = #klr.engine<pool>}
      klr.nc_dma_copy at #klr.pos<line = 16, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GT>>, uniqueIndices = false}
      klr.rand_set_state at #klr.pos<line = 17, column = 5, filename = "more_ops.py"> {src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SD>>, engine = #klr.engine<unassigned>}
      klr.rand_get_state at #klr.pos<line = 18, column = 5, filename = "more_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GV>>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 18, column = 5, filename = "more_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GU>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GV>>, uniqueIndices = false}
    }
  }
}
