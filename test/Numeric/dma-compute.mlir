// The DMA engines' compute, checked on numbers (lib/nki-run-check.py
// `dma_compute`): dma_compute (DMACopy mode CCE, `dst = reduce_op(srcs[i] ·
// scales[i])` in fp32) and a DMA copy that accumulates into its destination
// (dst_rmw_op add: the same instruction with the destination among its
// sources, as NKI's dma_compute writes a read-modify-write). `acc` is both
// an input and an output of the kernel. fp32 1e-5.
//
//   @nki.jit
//   def dma_compute(x, y, acc, total):     # all [32, 16] fp32
//       t, u = nl.load(x), nl.load(y)
//       s = nl.ndarray((32, 16), dtype=nl.float32, buffer=nl.sbuf)
//       nisa.dma_compute(dst=s, srcs=[t, u], scales=[2.0, 1.0], reduce_op=nl.add)
//       nl.store(total, s)                     # 2x + y
//       nisa.dma_copy(dst=acc, src=t, dst_rmw_op=nl.add)   # acc + x
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: FileCheck %s --check-prefix=BIR < %t/legalized.mlir
// The kernel reads its output parameter `acc`: --random-inputs fills it too
// and writes its initial contents as acc.input.npy.
// RUN: nki-run %t/legalized.mlir --random-inputs 8 --output-dir %t/run
// RUN: %nki-run-check %t/run dma_compute | FileCheck %s

// BIR: bir.dma_copy {{.*}}ins(%[[T:[0-9]+]], %[[U:[0-9]+]]) outs({{.*}}) {cce_op = #bir.alu_op<add>, constants = [2.000000e+00, 1.000000e+00], {{.*}}mode = #bir.copy_mode<CCE>
// BIR: bir.dma_copy {{.*}}ins(%[[T]], %[[ACC:[0-9]+]]) outs(%[[ACC]]) {cce_op = #bir.alu_op<add>, {{.*}}mode = #bir.copy_mode<CCE>

// CHECK: dma_compute: acc: matches
// CHECK: dma_compute: total: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "x", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "y", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#ACC = #klr.tensor_name<name = "acc", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "acc", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#TOTAL = #klr.tensor_name<name = "total", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "total", memory = hbm, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "t", memory = sbuf, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#U = #klr.tensor_name<name = "u", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "u", memory = sbuf, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [16]>, address = #klr.address<name = "s", memory = sbuf, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>
klr.lnc_kernel @dma_compute attributes {edges = [], inputs = [#X, #Y, #ACC, #TOTAL], outputs = [#ACC, #TOTAL], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "dma_compute.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "dma_compute.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.dma_compute at #klr.pos<line = 3, column = 5, filename = "dma_compute.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>], scales = [#klr.immediate_float<f = 0x40000000 : f32>, #klr.immediate_float<f = 0x3F800000 : f32>], reduceOp = #klr.alu_op<add>}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "dma_compute.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TOTAL>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "dma_compute.py"> {compute_op = #klr.dge_compute_op<add>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ACC>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, uniqueIndices = false}
    }
  }
}
