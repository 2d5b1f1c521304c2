// nisa.range_select chained through the vector engine's accumulator (NKI's
// example 2): a reset_reduce without reduce_res, a reduce without it, and a
// reduce that reads the register out into reduce_res, the source plus one
// before each continuation and range_start moving by 128. The lowering
// emits the commands as they are (ZeroAccumulate, Accumulate) and nki-run
// carries the register from one instruction to the next
// (docs/nki-run.md "Accumulator registers"). Reference
// (lib/nki-run-check.py `range_chain`, NKI's NumPy loop of the test):
// bit-exact.
//
//   @nki.jit
//   def range_chain(x, result, rmax):                  # x [128, 512] fp32
//       t = nl.load(x)
//       b0 = nl.full((128, 1), 0.0, nl.float32, buffer=nl.sbuf)
//       b1 = nl.full((128, 1), 350.0, nl.float32, buffer=nl.sbuf)
//       d = nl.ndarray((128, 512), nl.float32, buffer=nl.sbuf)
//       rs = nl.ndarray((128, 1), nl.float32, buffer=nl.sbuf)
//       kw = dict(comp_op0=nl.greater_equal, comp_op1=nl.less, bound0=b0, bound1=b1,
//                 reduce_op=nl.max, on_false_value=nl.fp32.min)
//       d[...] = nisa.range_select(on_true_tile=t, reduce_cmd=nisa.reduce_cmd.reset_reduce,
//                                  range_start=32, **kw)
//       t[...] = nisa.tensor_scalar(t, nl.add, 1.0)
//       d[...] = nisa.range_select(on_true_tile=t, reduce_cmd=nisa.reduce_cmd.reduce,
//                                  range_start=160, **kw)
//       t[...] = nisa.tensor_scalar(t, nl.add, 1.0)
//       d[...] = nisa.range_select(on_true_tile=t, reduce_cmd=nisa.reduce_cmd.reduce,
//                                  reduce_res=rs, range_start=288, **kw)
//       nl.store(result, d)
//       nl.store(rmax, rs)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 24 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run range_chain | FileCheck %s
// Without its reset_reduce the program continues a register nobody loaded:
// nki-run refuses it, as the codegen refuses such a kernel
// (Transforms/convert-klr-to-bir/isa-forms-errors.mlir).
// RUN: sed '/ZeroAccumulate/d' %t/legalized.mlir > %t/unloaded.mlir
// RUN: not nki-run %t/unloaded.mlir --random-inputs 24 --output-dir %t/unloaded 2>&1 | FileCheck %s --check-prefix=UNLOADED

// STATS: RangeSelect: 3
// CHECK: range_chain: result: matches
// CHECK: range_chain: rmax: matches
// UNLOADED: nki-run: error: instruction 'inst__range_chain/range_chain_0_5' (RangeSelect): the DVE accumulator of partition 0 is continued (Accumulate) before any instruction loads it

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#R = #klr.tensor_name<name = "result", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "result", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#M = #klr.tensor_name<name = "rmax", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rmax", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#B0 = #klr.tensor_name<name = "b0", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "b0", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#B1 = #klr.tensor_name<name = "b1", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "b1", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#D = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "d", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#RS = #klr.tensor_name<name = "rs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rs", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
klr.lnc_kernel @range_chain attributes {edges = [], inputs = [#X, #R, #M], outputs = [#R, #M], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "range_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.mem_set at #klr.pos<line = 2, column = 5, filename = "range_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B0>>, value = #klr.immediate_float<f = 0x00000000 : f32>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.mem_set at #klr.pos<line = 3, column = 5, filename = "range_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B1>>, value = #klr.immediate_float<f = 0x43AF0000 : f32>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.nc_range_select at #klr.pos<line = 5, column = 5, filename = "range_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, reduceCommand = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B0>>, bound1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B1>>, rangeStart = #klr.immediate_float<f = 0x42000000 : f32>, onTrueTile = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
      klr.tensor_scalar at #klr.pos<line = 6, column = 5, filename = "range_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, op0 = #klr.alu_op<add>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.nc_range_select at #klr.pos<line = 7, column = 5, filename = "range_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, reduceCommand = #klr.accum_cmd<Accumulate>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B0>>, bound1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B1>>, rangeStart = #klr.immediate_float<f = 0x43200000 : f32>, onTrueTile = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
      klr.tensor_scalar at #klr.pos<line = 8, column = 5, filename = "range_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, op0 = #klr.alu_op<add>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.nc_range_select at #klr.pos<line = 9, column = 5, filename = "range_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, reduceCommand = #klr.accum_cmd<Accumulate>, reduceRes = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B0>>, bound1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B1>>, rangeStart = #klr.immediate_float<f = 0x43900000 : f32>, onTrueTile = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "range_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 11, column = 5, filename = "range_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, uniqueIndices = false}
    }
  }
}
