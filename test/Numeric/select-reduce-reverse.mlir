// nisa.select_reduce with reverse_pred=True (NKI's example 3: on_true
// where the predicate is false), both ways the lowering takes: an immediate
// on_false (fp32.min), for which the predicate is negated first into a
// compiler-generated tile, and a [128, 1] on_false tile, for which Select's
// branches are swapped. Reference (lib/nki-run-check.py `select_reverse`,
// from NKI's NumPy semantics `where(~pred, on_true, on_false)`, ~ the
// logical negation NKI's test checks): bit-exact.
//
//   @nki.jit
//   def select_reverse(pred, x, v, out_imm, out_vec):
//       # pred [128, 64] uint8, x [128, 64] fp32, v [128, 1] fp32
//       p, t, w = nl.load(pred), nl.load(x), nl.load(v)
//       di = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
//       nisa.select_reduce(dst=di, predicate=p, on_true=t, on_false=nl.fp32.min,
//                          reverse_pred=True)
//       dv = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
//       nisa.select_reduce(dst=dv, predicate=p, on_true=t, on_false=w,
//                          reverse_pred=True)
//       nl.store(out_imm, di)
//       nl.store(out_vec, dv)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 21 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run select_reverse | FileCheck %s

// STATS: Select: 2
// STATS: TensorScalar: 1
// CHECK: select_reverse: out_imm: matches
// CHECK: select_reverse: out_vec: matches

#P = #klr.tensor_name<name = "pred", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "pred", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#V = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#OI = #klr.tensor_name<name = "out_imm", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "out_imm", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#OV = #klr.tensor_name<name = "out_vec", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "out_vec", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#PS = #klr.tensor_name<name = "p", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "p", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#XS = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#VS = #klr.tensor_name<name = "w", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "w", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#DI = #klr.tensor_name<name = "di", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "di", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#DV = #klr.tensor_name<name = "dv", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "dv", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @select_reverse attributes {edges = [], inputs = [#P, #X, #V, #OI, #OV], outputs = [#OI, #OV], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "select_reverse.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "select_reverse.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "select_reverse.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #VS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #V>>, uniqueIndices = false}
      klr.select_reduce at #klr.pos<line = 2, column = 5, filename = "select_reverse.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DI>>, predicate = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PS>>, onTrue = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, onFalse = #klr.operand_imm<i = #klr.immediate_float<f = 0xFF7FFFFF : f32>>, reduceCmd = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<max>, reversePred = true}
      klr.select_reduce at #klr.pos<line = 4, column = 5, filename = "select_reverse.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DV>>, predicate = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PS>>, onTrue = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, onFalse = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #VS>>>, reduceCmd = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<max>, reversePred = true}
      klr.nc_dma_copy at #klr.pos<line = 6, column = 5, filename = "select_reverse.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OI>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DI>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 7, column = 5, filename = "select_reverse.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OV>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DV>>, uniqueIndices = false}
    }
  }
}
