// One small numeric check per lowered operator family the other tests do
// not cover (ALU operations of tensor_tensor with mixed fp32/bf16 operands,
// an activation with an immediate scale and a per-partition bias, copies
// that cast to bf16, fp16 and int32, range_select with a reduction), each
// stored to its own output and compared with NumPy (lib/nki-run-check.py
// `families`: fp32 1e-5, the bf16 product 1e-2; comparisons, max, casts and
// the range select bit-exact, the casts against NumPy's own rounding to
// nearest even). Tiles are placed by translate-nki-ast-to-bir{allocate=true}.
//
//   @nki.jit
//   def families(x, y, lo, hi, d_sub, d_mul_bf16, d_max, d_div, d_gt, d_act,
//                c_bf16, c_f16, c_i32, rsel, rmax):
//       # x [128, 256] fp32, y [128, 256] bf16, lo, hi [128, 1] fp32
//       t, u, l, h = nl.load(x), nl.load(y), nl.load(lo), nl.load(hi)
//       nl.store(d_sub, nisa.tensor_tensor(t, u, nl.subtract))
//       nl.store(d_mul_bf16, nisa.tensor_tensor(t, u, nl.multiply, dtype=nl.bfloat16))
//       nl.store(d_max, nisa.tensor_tensor(t, u, nl.maximum))
//       nl.store(d_div, nisa.tensor_tensor(t, u, nl.divide))
//       nl.store(d_gt, nisa.tensor_tensor(t, u, nl.greater))
//       nl.store(d_act, nisa.activation(nl.sigmoid, t, bias=l, scale=2.0))
//       nl.store(c_bf16, nisa.tensor_copy(t, dtype=nl.bfloat16))
//       nl.store(c_f16, nisa.tensor_copy(t, dtype=nl.float16))
//       nl.store(c_i32, nisa.tensor_copy(nisa.tensor_scalar(t, nl.multiply, 100.0), dtype=nl.int32))
//       b0 = nisa.tensor_scalar(l, nl.multiply, 100.0, op1=nl.add, operand1=100.0)
//       b1 = nisa.tensor_scalar(h, nl.multiply, 100.0, op1=nl.add, operand1=150.0)
//       rm = nl.ndarray((128, 1), nl.float32, buffer=nl.sbuf)
//       nl.store(rsel, nisa.range_select(on_true_tile=t, comp_op0=nl.greater_equal,
//                comp_op1=nl.less, bound0=b0, bound1=b1, range_start=0,
//                on_false_value=-1.0, reduce_cmd=reduce_cmd.idle, reduce_res=rm,
//                reduce_op=nl.maximum))       # t where b0 <= column < b1, else -1
//       nl.store(rmax, rm)                    # each row's maximum of that
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 11 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run families | FileCheck %s

// STATS: Activation: 1
// STATS: Load: 4
// STATS: RangeSelect: 1
// STATS: Save: 11
// STATS: TensorCopy: 3
// STATS: TensorScalar: 3
// STATS: TensorTensor: 5

// CHECK: families: d_sub: matches
// CHECK: families: d_mul_bf16: matches
// CHECK: families: d_max: matches
// CHECK: families: d_div: matches
// CHECK: families: d_gt: matches
// CHECK: families: d_act: matches
// CHECK: families: c_bf16: matches
// CHECK: families: c_f16: matches
// CHECK: families: c_i32: matches
// CHECK: families: rsel: matches
// CHECK: families: rmax: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "y", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#LO = #klr.tensor_name<name = "lo", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "lo", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#HI = #klr.tensor_name<name = "hi", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "hi", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#DSUB = #klr.tensor_name<name = "d_sub", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "d_sub", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#DMUL = #klr.tensor_name<name = "d_mul_bf16", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "d_mul_bf16", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#DMAX = #klr.tensor_name<name = "d_max", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "d_max", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#DDIV = #klr.tensor_name<name = "d_div", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "d_div", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#DGT = #klr.tensor_name<name = "d_gt", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "d_gt", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#DACT = #klr.tensor_name<name = "d_act", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "d_act", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#CBF = #klr.tensor_name<name = "c_bf16", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "c_bf16", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#CF16 = #klr.tensor_name<name = "c_f16", dtype = float16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "c_f16", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#CI32 = #klr.tensor_name<name = "c_i32", dtype = int32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "c_i32", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#RSEL = #klr.tensor_name<name = "rsel", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "rsel", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#RMAX = #klr.tensor_name<name = "rmax", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rmax", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#U = #klr.tensor_name<name = "u", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#L = #klr.tensor_name<name = "l", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "l", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#SUB = #klr.tensor_name<name = "sub", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "sub", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#MUL = #klr.tensor_name<name = "mul", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "mul", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#MX = #klr.tensor_name<name = "mx", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "mx", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#DV = #klr.tensor_name<name = "dv", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "dv", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#GT = #klr.tensor_name<name = "gt", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "gt", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#ACT = #klr.tensor_name<name = "act", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "act", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#TB = #klr.tensor_name<name = "tb", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "tb", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#TF = #klr.tensor_name<name = "tf", dtype = float16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "tf", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "s", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#TI = #klr.tensor_name<name = "ti", dtype = int32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "ti", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#B0 = #klr.tensor_name<name = "b0", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "b0", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#B1 = #klr.tensor_name<name = "b1", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "b1", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#RS = #klr.tensor_name<name = "rs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "rs", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#RM = #klr.tensor_name<name = "rm", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rm", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
klr.lnc_kernel @families attributes {edges = [], inputs = [#X, #Y, #LO, #HI, #DSUB, #DMUL, #DMAX, #DDIV, #DGT, #DACT, #CBF, #CF16, #CI32, #RSEL, #RMAX], outputs = [#DSUB, #DMUL, #DMAX, #DDIV, #DGT, #DACT, #CBF, #CF16, #CI32, #RSEL, #RMAX], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 2, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 3, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #L>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #LO>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #H>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #HI>>, uniqueIndices = false}
      klr.tensor_tensor at #klr.pos<line = 5, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SUB>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, op = #klr.alu_op<subtract>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 6, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DSUB>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SUB>>, uniqueIndices = false}
      klr.tensor_tensor at #klr.pos<line = 7, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MUL>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, op = #klr.alu_op<mult>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DMUL>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MUL>>, uniqueIndices = false}
      klr.tensor_tensor at #klr.pos<line = 9, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MX>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, op = #klr.alu_op<max>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DMAX>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MX>>, uniqueIndices = false}
      klr.tensor_tensor at #klr.pos<line = 11, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DV>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, op = #klr.alu_op<divide>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 12, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DDIV>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DV>>, uniqueIndices = false}
      klr.tensor_tensor at #klr.pos<line = 13, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GT>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, op = #klr.alu_op<is_gt>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 14, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DGT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #GT>>, uniqueIndices = false}
      klr.nc_activate at #klr.pos<line = 15, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ACT>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<sigmoid>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x40000000 : f32>>, bias = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #L>>}
      klr.nc_dma_copy at #klr.pos<line = 16, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DACT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ACT>>, uniqueIndices = false}
      klr.nc_copy at #klr.pos<line = 17, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TB>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 18, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CBF>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TB>>, uniqueIndices = false}
      klr.nc_copy at #klr.pos<line = 19, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TF>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 20, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CF16>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TF>>, uniqueIndices = false}
      klr.tensor_scalar at #klr.pos<line = 21, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x42C80000 : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.nc_copy at #klr.pos<line = 22, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TI>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 23, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CI32>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TI>>, uniqueIndices = false}
      klr.tensor_scalar at #klr.pos<line = 24, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B0>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #L>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x42C80000 : f32>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x42C80000 : f32>>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 25, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B1>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #H>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x42C80000 : f32>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x43160000 : f32>>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.nc_range_select at #klr.pos<line = 26, column = 5, filename = "families.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, reduceCommand = #klr.accum_cmd<Idle>, reduceRes = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RM>>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B0>>, bound1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B1>>, rangeStart = #klr.immediate_float<f = 0x00000000 : f32>, onTrueTile = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, onFalseValue = #klr.immediate_float<f = 0xBF800000 : f32>}
      klr.nc_dma_copy at #klr.pos<line = 27, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RSEL>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 28, column = 5, filename = "families.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RMAX>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RM>>, uniqueIndices = false}
    }
  }
}
