// One kernel using the engine instructions the codegen emits beyond loads,
// adds and matmuls, each stored to its own output and compared with NumPy
// (lib/nki-run-check.py `ops`; fp32 tolerance 1e-5, the bf16 output 1e-2).
// Tiles are placed by translate-nki-ast-to-bir{allocate=true}.
//
//   @nki.jit
//   def ops(x, w, tsb, sm, io, msk, wt, rc, cs, rl, th, ers, tsr):  # x [128, 128], w [32, 32] fp32
//       t = nl.load(x)
//       a = nisa.tensor_scalar(t, nl.multiply, 2.0, op1=nl.add, operand1=1.0)
//       nl.store(tsb, nisa.tensor_scalar(t, nl.multiply, 2.0, op1=nl.add, operand1=1.0,
//                                        dtype=nl.bfloat16))            # 2t + 1, bf16
//       m = nisa.tensor_reduce(nl.max, t, axis=1, negate=True, keepdims=True)
//       nl.store(sm, nisa.activation(nl.exp, t, bias=m, scale=1.0))     # exp(t - rowmax)
//       nl.store(io, nisa.iota(3 + 128 * p + j))                        # p partition, j column
//       nl.store(msk, nisa.affine_select(p - j >= 0, t, -9984.0))       # lower triangle of t
//       nl.store(wt, nisa.nc_transpose(nl.load(w), engine=nki.isa.vector_engine))
//       nl.store(rc, nisa.reciprocal(a))                                # 1 / (2t + 1)
//       one = nisa.memset((128, 128), 1.0)
//       nl.store(cs, nisa.tensor_tensor_scan(one, t, 0.0, nl.multiply, nl.add))  # row cumsum
//       nl.store(rl, nisa.select(t > 0, t, 0.0))                        # relu
//       nl.store(th, nisa.activation(nl.tanh, t, bias=0.25, scale=0.5))
//       nisa.activation_reduce(nl.exp, t, reduce_op=nl.add, reduce_res=rs)  # rs: row sums of exp(t)
//       nl.store(ers, rs)
//       nisa.tensor_scalar_reduce(t, nl.multiply, 3.0, reduce_op=nl.add, reduce_res=rs3)
//       nl.store(tsr, rs3)                                              # row sums of 3t
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 1 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run ops | FileCheck %s

// STATS: Activation: 3
// STATS: Iota: 1
// STATS: Load: 2
// STATS: Memset: 2
// STATS: Reciprocal: 1
// STATS: Save: 11
// STATS: Select: 1
// STATS: StreamTranspose: 1
// STATS: TensorReduce: 1
// STATS: TensorScalar: 3
// STATS: TensorScalarAffineSelect: 1
// STATS: TensorScalarPtr: 2

// CHECK: ops: tsb: matches
// CHECK: ops: sm: matches
// CHECK: ops: io: matches
// CHECK: ops: msk: matches
// CHECK: ops: wt: matches
// CHECK: ops: rc: matches
// CHECK: ops: cs: matches
// CHECK: ops: rl: matches
// CHECK: ops: th: matches
// CHECK: ops: ers: matches
// CHECK: ops: tsr: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#W = #klr.tensor_name<name = "w", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "w", memory = hbm, parSize = 32, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#TSB = #klr.tensor_name<name = "tsb", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "tsb", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 128, addressRotation = false>
#SM = #klr.tensor_name<name = "sm", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "sm", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#IO = #klr.tensor_name<name = "io", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "io", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#MSK = #klr.tensor_name<name = "msk", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "msk", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#WT = #klr.tensor_name<name = "wt", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "wt", memory = hbm, parSize = 32, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#RC = #klr.tensor_name<name = "rc", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "rc", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#CS = #klr.tensor_name<name = "cs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "cs", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#RL = #klr.tensor_name<name = "rl", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "rl", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#TH = #klr.tensor_name<name = "th", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "th", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#AB = #klr.tensor_name<name = "ab", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "ab", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 128, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#E = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#I = #klr.tensor_name<name = "i", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "i", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "y", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#WS = #klr.tensor_name<name = "ws", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "ws", memory = sbuf, parSize = 32, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#WTS = #klr.tensor_name<name = "wts", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "wts", memory = sbuf, parSize = 32, freeSize = 128, isShared = false>, freeElements = 32, addressRotation = false>
#R = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#ONE = #klr.tensor_name<name = "one", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "one", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#C = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#PG = #klr.tensor_name<name = "pg", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pg", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#RE = #klr.tensor_name<name = "re", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "re", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#H = #klr.tensor_name<name = "h", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#E2 = #klr.tensor_name<name = "e2", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e2", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#RS = #klr.tensor_name<name = "rs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rs", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#S3 = #klr.tensor_name<name = "s3", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "s3", memory = sbuf, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#RS3 = #klr.tensor_name<name = "rs3", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "rs3", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#ERS = #klr.tensor_name<name = "ers", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "ers", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#TSR = #klr.tensor_name<name = "tsr", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "tsr", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
klr.lnc_kernel @ops attributes {edges = [], inputs = [#X, #W, #TSB, #SM, #IO, #MSK, #WT, #RC, #CS, #RL, #TH, #ERS, #TSR], outputs = [#TSB, #SM, #IO, #MSK, #WT, #RC, #CS, #RL, #TH, #ERS, #TSR], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 2, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.tensor_scalar at #klr.pos<line = 3, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40000000 : f32>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 4, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AB>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40000000 : f32>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TSB>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AB>>, uniqueIndices = false}
      klr.tensor_reduce at #klr.pos<line = 6, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op = #klr.alu_op<max>, opDim = #klr.tensor_sub_dim<X>, negated = true, keepdims = true}
      klr.nc_activate at #klr.pos<line = 7, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, bias = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SM>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, uniqueIndices = false}
      klr.iota at #klr.pos<line = 9, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>, pattern = #klr.data_pattern<offset = 3, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], channelMultiplier = 128>}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #IO>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #I>>, uniqueIndices = false}
      klr.nc_affine_select at #klr.pos<line = 11, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, pred = #klr.data_pattern<offset = 0, pattern = [#klr.ap_pair<step = -1, num = 128, offset = 0>], channelMultiplier = 1>, onTrueTile = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, onFalseValue = #klr.immediate_float<f = 0xC61C0000 : f32>, cmpOp = #klr.alu_op<is_ge>}
      klr.nc_dma_copy at #klr.pos<line = 12, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MSK>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 13, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #WS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #W>>, uniqueIndices = false}
      klr.transpose at #klr.pos<line = 14, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #WTS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #WS>>, engine = #klr.engine<dve>}
      klr.nc_dma_copy at #klr.pos<line = 15, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #WT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #WTS>>, uniqueIndices = false}
      klr.reciprocal at #klr.pos<line = 16, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>}
      klr.nc_dma_copy at #klr.pos<line = 17, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RC>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, uniqueIndices = false}
      klr.mem_set at #klr.pos<line = 18, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ONE>>, value = #klr.immediate_float<f = 0x3F800000 : f32>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.tensor_tensor_scan at #klr.pos<line = 19, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #C>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ONE>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, reverseOperands = #klr.tensor_scalar_reverse_ops<none>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, accumulatorCmd = #klr.accum_cmd<Idle>}
      klr.nc_dma_copy at #klr.pos<line = 20, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #C>>, uniqueIndices = false}
      klr.tensor_scalar at #klr.pos<line = 21, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PG>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, op0 = #klr.alu_op<is_gt>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.select_reduce at #klr.pos<line = 22, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RE>>, predicate = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #PG>>, onTrue = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, onFalse = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<add>, reversePred = false}
      klr.nc_dma_copy at #klr.pos<line = 23, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RL>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RE>>, uniqueIndices = false}
      klr.activate at #klr.pos<line = 24, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #H>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<tanh>, scale = #klr.immediate_float<f = 0x3F000000 : f32>, bias = #klr.immediate_float<f = 0x3E800000 : f32>, imm = #klr.immediate_float<f = 0x00000000 : f32>}
      klr.nc_dma_copy at #klr.pos<line = 25, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TH>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #H>>, uniqueIndices = false}
      klr.activation_reduce at #klr.pos<line = 26, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E2>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reduceOp = #klr.alu_op<add>, reduceRes = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>}
      klr.nc_dma_copy at #klr.pos<line = 27, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ERS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS>>, uniqueIndices = false}
      klr.tensor_scalar_reduce at #klr.pos<line = 28, column = 5, filename = "ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S3>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, operand0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40400000 : f32>>, op0 = #klr.alu_op<mult>, reverse0 = false, reduceOp = #klr.alu_op<add>, reduceRes = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS3>>, reduceCmd = #klr.accum_cmd<Idle>}
      klr.nc_dma_copy at #klr.pos<line = 29, column = 5, filename = "ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TSR>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #RS3>>, uniqueIndices = false}
    }
  }
}
