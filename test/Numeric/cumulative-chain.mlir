// nisa.tensor_scalar_cumulative chained (NKI's example 3, both of its
// tests): a second call with reduce_cmd=reduce continues the vector
// engine's accumulator where the first left it (its last cumulative value),
// after a reset_reduce (NKI's golden: cumsum + 64 for ones) and after a
// load_reduce from 1.0 (cumsum + 65). Reference (lib/nki-run-check.py
// `cumulative_chain`, from NKI's pseudocode of the register): fp32.
//
//   @nki.jit
//   def cumulative_chain(x, out_reset, out_load):      # x [128, 64] fp32
//       t = nl.load(x)
//       d1 = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
//       nisa.tensor_scalar_cumulative(src=t, dst=d1, op0=nl.add, op1=nl.add, imm0=0.0,
//                                     reduce_cmd=nisa.reduce_cmd.reset_reduce)
//       nisa.tensor_scalar_cumulative(src=t, dst=d1, op0=nl.add, op1=nl.add, imm0=0.0,
//                                     reduce_cmd=nisa.reduce_cmd.reduce)
//       d2 = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
//       nisa.tensor_scalar_cumulative(src=t, dst=d2, op0=nl.add, op1=nl.add, imm0=0.0,
//                                     imm1=1.0, reduce_cmd=nisa.reduce_cmd.load_reduce)
//       nisa.tensor_scalar_cumulative(src=t, dst=d2, op0=nl.add, op1=nl.add, imm0=0.0,
//                                     imm1=1.0, reduce_cmd=nisa.reduce_cmd.reduce)
//       nl.store(out_reset, d1)
//       nl.store(out_load, d2)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 23 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run cumulative_chain | FileCheck %s

// STATS: TensorScalar: 4
// STATS: TensorScalarPtr: 4
// CHECK: cumulative_chain: out_reset: matches
// CHECK: cumulative_chain: out_load: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#O1 = #klr.tensor_name<name = "out_reset", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "out_reset", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#O2 = #klr.tensor_name<name = "out_load", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "out_load", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#XS = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#D1 = #klr.tensor_name<name = "d1", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "d1", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#D2 = #klr.tensor_name<name = "d2", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "d2", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @cumulative_chain attributes {edges = [], inputs = [#X, #O1, #O2], outputs = [#O1, #O2], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "cumulative_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.tensor_scalar_cumulative at #klr.pos<line = 3, column = 5, filename = "cumulative_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D1>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.tensor_scalar_cumulative at #klr.pos<line = 4, column = 5, filename = "cumulative_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D1>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Accumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.tensor_scalar_cumulative at #klr.pos<line = 6, column = 5, filename = "cumulative_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D2>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reduceCmd = #klr.accum_cmd<LoadAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 5, filename = "cumulative_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D2>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reduceCmd = #klr.accum_cmd<Accumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 5, filename = "cumulative_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O1>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D1>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "cumulative_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O2>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D2>>, uniqueIndices = false}
    }
  }
}
