// Rearranging data movement checked on numbers (lib/nki-run-check.py
// `rearrange`): nc_n_gather (a Gather: per partition, elements of the
// flattened row at uint32 indices), a 4-d dma_transpose (DMACopy mode
// Transpose, axes [0, 2, 3, 1]) and an all_reduce over the unspecified
// replica group, which on nki-run's one rank is the rank's own contribution
// (docs/nki-run.md, "Collectives"), and a KLR broadcast over the group [[0]]
// (no NKI API writes it; an all-gather into a generated HBM buffer, then a
// copy of the first rank's block), and local_gather (IndirectCopy: each
// GpSimd core's 16 partitions share the core's index list, read partition
// first; each partition takes 2 elements at each of the first 40 indices of
// its own row). All bit-exact.
//
//   @nki.jit
//   def rearrange(x, ix, v, lx, li, g, vt, ar, bc, lg):
//       # x [16, 32] fp32, ix [16, 8] uint32 (values below 16), g [16, 8]
//       # v [2, 3, 4, 5] fp32, vt [2, 4, 5, 3]; ar, bc [16, 32]
//       t, i = nl.load(x), nl.load(ix)
//       r = nl.ndarray((16, 8), dtype=nl.float32, buffer=nl.sbuf)
//       nisa.nc_n_gather(dst=r, data=t, indices=i)
//       nl.store(g, r)
//       nisa.dma_transpose(dst=vt, src=v, axes=[0, 2, 3, 1])
//       nccl.all_reduce(dsts=[ar], srcs=[x], op=nl.add)
//       # KLR: broadcast {dsts = [bc], srcs = [x], replicaGroup = [[0]]}
//       # lx [32, 64] fp32, li [32, 4] uint32 (values below 16), lg [32, 80]
//       s, k = nl.load(lx), nl.load(li)
//       nl.store(lg, nisa.local_gather(s, k, num_elem_per_idx=2, num_valid_indices=40))
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 21 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run rearrange | FileCheck %s
// RUN: FileCheck %s --check-prefix=BIR < %t/legalized.mlir

// STATS: CollectiveCompute: 2
// STATS: DMACopy: 2
// STATS: Gather: 1
// STATS: IndirectCopy: 1

// BIR: bir.gather
// BIR: bir.dma_copy {{.*}}mode = #bir.copy_mode<Transpose>{{.*}}transpose_op = #bir.transpose_ops<WYXZ>
// BIR: bir.collective_compute {{.*}}kind = #bir.collective_kind<AllReduce>
// BIR: bir.collective_compute {{.*}}kind = #bir.collective_kind<AllGather>
// BIR: bir.dma_copy {{.*}}mode = #bir.copy_mode<Copy>

// CHECK: rearrange: g: matches
// CHECK: rearrange: vt: matches
// CHECK: rearrange: ar: matches
// CHECK: rearrange: bc: matches
// CHECK: rearrange: lg: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [32]>, address = #klr.address<name = "x", memory = hbm, parSize = 16, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#IX = #klr.tensor_name<name = "ix", dtype = uint32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "ix", memory = hbm, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#V = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 2, freeDims = [3, 4, 5]>, address = #klr.address<name = "v", memory = hbm, parSize = 2, freeSize = 240, isShared = false>, freeElements = 60, addressRotation = false>
#G = #klr.tensor_name<name = "g", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "g", memory = hbm, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#VT = #klr.tensor_name<name = "vt", dtype = float32, shape = #klr.shape<parDim = 2, freeDims = [4, 5, 3]>, address = #klr.address<name = "vt", memory = hbm, parSize = 2, freeSize = 240, isShared = false>, freeElements = 60, addressRotation = false>
#AR = #klr.tensor_name<name = "ar", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [32]>, address = #klr.address<name = "ar", memory = hbm, parSize = 16, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#BC = #klr.tensor_name<name = "bc", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [32]>, address = #klr.address<name = "bc", memory = hbm, parSize = 16, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#LX = #klr.tensor_name<name = "lx", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [64]>, address = #klr.address<name = "lx", memory = hbm, parSize = 32, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#LI = #klr.tensor_name<name = "li", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "li", memory = hbm, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#LG = #klr.tensor_name<name = "lg", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [80]>, address = #klr.address<name = "lg", memory = hbm, parSize = 32, freeSize = 320, isShared = false>, freeElements = 80, addressRotation = false>
#LS = #klr.tensor_name<name = "ls", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [64]>, address = #klr.address<name = "ls", memory = sbuf, parSize = 32, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#LK = #klr.tensor_name<name = "lk", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [4]>, address = #klr.address<name = "lk", memory = sbuf, parSize = 32, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>
#LO = #klr.tensor_name<name = "lo", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [80]>, address = #klr.address<name = "lo", memory = sbuf, parSize = 32, freeSize = 320, isShared = false>, freeElements = 80, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [32]>, address = #klr.address<name = "t", memory = sbuf, parSize = 16, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#I = #klr.tensor_name<name = "i", dtype = uint32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "i", memory = sbuf, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#R = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "r", memory = sbuf, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
klr.lnc_kernel @rearrange attributes {edges = [], inputs = [#X, #IX, #V, #LX, #LI, #G, #VT, #AR, #BC, #LG], outputs = [#G, #VT, #AR, #BC, #LG], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "rearrange.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "rearrange.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #IX>>, uniqueIndices = false}
      klr.nc_n_gather at #klr.pos<line = 3, column = 5, filename = "rearrange.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, data = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, indices = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "rearrange.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #G>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, uniqueIndices = false}
      klr.dma_transpose at #klr.pos<line = 5, column = 5, filename = "rearrange.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #VT>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #V>>, axes = #klr.transpose_ops<WYXZ>, dgeMode = 0, oobMode = #klr.dma_bounds_error}
      klr.all_reduce at #klr.pos<line = 6, column = 5, filename = "rearrange.py"> {dsts = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AR>>], srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>], op = #klr.alu_op<add>, replicaGroup = #klr.replica_group_unspecified}
      klr.broadcast at #klr.pos<line = 7, column = 5, filename = "rearrange.py"> {dsts = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #BC>>], srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>], replicaGroup = #klr.replica_group_literal<groups = [[0]]>}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "rearrange.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LX>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "rearrange.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LK>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LI>>, uniqueIndices = false}
      klr.nc_local_gather at #klr.pos<line = 10, column = 5, filename = "rearrange.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LO>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LS>>, index = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LK>>, numElemPerIdx = #klr.immediate_int<i = 2>, numValidIndicies = #klr.immediate_int<i = 40>}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "rearrange.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LG>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LO>>, uniqueIndices = false}
    }
  }
}
