// The payloads whose field layout differs between the KLR schema profiles
// (docs/klr-binary-format.md §11), in one kernel that computes something
// checkable (test/lib/nki-run-check.py `payloads`): ncDmaCopy (priority),
// tensorScalarReduce (reduceCmd, reduceInit), dmaTranspose (priority), a
// tensor in private_hbm (Memory code 4 in profile 2025-12, 5 later), Block
// (noReorder) and LncKernel (sharedBuffers). README.md says how the .klr
// files of each profile were made from it.
//
//   @nki.jit
//   def payloads(x, v, ys, rs, vt):   # x [128, 64], v [2, 3, 4, 5], vt [2, 4, 5, 3] fp32
//       t = nl.load(x)
//       s3 = nisa.tensor_scalar_reduce(t, nl.multiply, 3.0, reduce_op=nl.add,
//                                      reduce_res=rs3)   # rs3 [128, 1]: row sums of 3x
//       p = nl.ndarray((128, 64), dtype=nl.float32, buffer=nl.private_hbm)
//       nl.store(p, s3)
//       nl.store(ys, nl.load(p))                          # 3x, through private HBM
//       nl.store(rs, rs3)
//       nisa.dma_transpose(dst=vt, src=v, axes=[0, 2, 3, 1])

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#V = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 2, freeDims = [3, 4, 5]>, address = #klr.address<name = "v", memory = hbm, parSize = 2, freeSize = 240, isShared = false>, freeElements = 60, addressRotation = false>
#YS = #klr.tensor_name<name = "ys", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "ys", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#RS = #klr.tensor_name<name = "rs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rs", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#VT = #klr.tensor_name<name = "vt", dtype = float32, shape = #klr.shape<parDim = 2, freeDims = [4, 5, 3]>, address = #klr.address<name = "vt", memory = hbm, parSize = 2, freeSize = 240, isShared = false>, freeElements = 60, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#S3 = #klr.tensor_name<name = "s3", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "s3", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#RS3 = #klr.tensor_name<name = "rs3", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rs3", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#P = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "p", memory = private_hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#Q = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "q", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @payloads attributes {edges = [], inputs = [#X, #V, #YS, #RS, #VT], outputs = [#YS, #RS, #VT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 2, column = 5, filename = "payloads.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.tensor_scalar_reduce at #klr.pos<line = 3, column = 5, filename = "payloads.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S3>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, operand0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40400000 : f32>>, op0 = #klr.alu_op<mult>, reverse0 = false, reduceOp = #klr.alu_op<add>, reduceRes = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS3>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "payloads.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S3>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "payloads.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Q>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 6, column = 5, filename = "payloads.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Q>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 7, column = 5, filename = "payloads.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS3>>, uniqueIndices = false}
      klr.dma_transpose at #klr.pos<line = 8, column = 5, filename = "payloads.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #VT>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #V>>, axes = #klr.transpose_ops<WYXZ>, dgeMode = 0, oobMode = #klr.dma_bounds_error}
    }
  }
}
