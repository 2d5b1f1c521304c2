// nisa.activation's reduce_regs across instructions (NKI's activation
// documentation: the scalar engine's per-partition registers persist from
// one activation to the next): an exp with reduce_cmd=reset_reduce and no
// reduce_res, then an exp with reduce_cmd=reduce that reads the registers
// out, so each partition's output is the sum of both rows' exponentials.
// The same accumulator model as the vector engine's (docs/nki-run.md
// "Accumulator registers"). Reference (lib/nki-run-check.py
// `activation_chain`, NKI's pseudocode of reduce_regs): fp32.
//
//   @nki.jit
//   def activation_chain(x, y, ey, sums):          # x, y [128, 64] fp32
//       t, u = nl.load(x), nl.load(y)
//       e1 = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
//       nisa.activation(dst=e1, op=nl.exp, data=t, reduce_op=nl.add,
//                       reduce_cmd=nisa.reduce_cmd.reset_reduce)
//       e2 = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
//       rs = nl.ndarray((128, 1), nl.float32, buffer=nl.sbuf)
//       nisa.activation(dst=e2, op=nl.exp, data=u, reduce_op=nl.add,
//                       reduce_cmd=nisa.reduce_cmd.reduce, reduce_res=rs)
//       nl.store(ey, e2)
//       nl.store(sums, rs)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 25 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run activation_chain | FileCheck %s

// STATS: Activation: 2
// CHECK: activation_chain: ey: matches
// CHECK: activation_chain: sums: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "y", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#O = #klr.tensor_name<name = "ey", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "ey", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#M = #klr.tensor_name<name = "sums", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "sums", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#XS = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#YS = #klr.tensor_name<name = "u", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#E1 = #klr.tensor_name<name = "e1", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "e1", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#E2 = #klr.tensor_name<name = "e2", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "e2", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#RS = #klr.tensor_name<name = "rs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rs", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
klr.lnc_kernel @activation_chain attributes {edges = [], inputs = [#X, #Y, #O, #M], outputs = [#O, #M], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "activation_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "activation_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.nc_activate at #klr.pos<line = 2, column = 5, filename = "activation_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E1>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, accumulatorCmd = #klr.accum_cmd<ZeroAccumulate>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>}
      klr.nc_activate at #klr.pos<line = 3, column = 5, filename = "activation_chain.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E2>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YS>>, accumulatorCmd = #klr.accum_cmd<Accumulate>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reduceOp = #klr.alu_op<add>, reduceRes = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "activation_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #O>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E2>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "activation_chain.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, uniqueIndices = false}
    }
  }
}
