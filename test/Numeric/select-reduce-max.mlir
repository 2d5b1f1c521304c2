// nisa.select_reduce with a reduction (NKI's example 2: reduce_cmd
// reset_reduce, reduce_res, reduce_op max): Select, then the reduction of
// the result through the vector engine's accumulator (a RangeSelect whose
// range holds everywhere, docs/klr-to-bir.md "Accumulator registers").
// Reference (lib/nki-run-check.py `select_max`, NKI's NumPy semantics
// `where(pred, on_true, on_false)` and its row maximum): bit-exact.
//
//   @nki.jit
//   def select_max(pred, x, f, result, rmax):
//       # pred [128, 512] uint8, x [128, 512] fp32, f [128, 1] fp32
//       p, t, w = nl.load(pred), nl.load(x), nl.load(f)
//       d = nl.ndarray((128, 512), nl.float32, buffer=nl.sbuf)
//       rs = nl.ndarray((128, 1), nl.float32, buffer=nl.sbuf)
//       nisa.select_reduce(dst=d, predicate=p, on_true=t, on_false=w,
//                          reduce_cmd=nisa.reduce_cmd.reset_reduce,
//                          reduce_res=rs, reduce_op=nl.max)
//       nl.store(result, d)
//       nl.store(rmax, rs)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 22 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run select_max | FileCheck %s

// STATS: RangeSelect: 1
// STATS: Select: 1
// CHECK: select_max: result: matches
// CHECK: select_max: rmax: matches

#P = #klr.tensor_name<name = "pred", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "pred", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 512, addressRotation = false>
#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#F = #klr.tensor_name<name = "f", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "f", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#R = #klr.tensor_name<name = "result", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "result", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#M = #klr.tensor_name<name = "rmax", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rmax", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#PS = #klr.tensor_name<name = "p", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "p", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 512, addressRotation = false>
#XS = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#FS = #klr.tensor_name<name = "w", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "w", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#D = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "d", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#RS = #klr.tensor_name<name = "rs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rs", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
klr.lnc_kernel @select_max attributes {edges = [], inputs = [#P, #X, #F, #R, #M], outputs = [#R, #M], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "select_max.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "select_max.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "select_max.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #FS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #F>>, uniqueIndices = false}
      klr.select_reduce at #klr.pos<line = 4, column = 5, filename = "select_max.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, predicate = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PS>>, onTrue = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, onFalse = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #FS>>>, reduceRes = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, reversePred = false}
      klr.nc_dma_copy at #klr.pos<line = 7, column = 5, filename = "select_max.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 5, filename = "select_max.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, uniqueIndices = false}
    }
  }
}
