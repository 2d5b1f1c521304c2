// Every klr op and every kind of klr attribute parses, verifies, prints and
// parses back to the same text.
// RUN: nki-opt %s | nki-opt | FileCheck %s
// RUN: nki-opt %s > %t1 && nki-opt %t1 > %t2 && diff %t1 %t2
// The generic form carries the same values.
// RUN: nki-opt --mlir-print-op-generic %s > %t3 && nki-opt %t3 > %t4 && diff %t1 %t4

// CHECK-LABEL: klr.lnc_kernel @lnc attributes
// CHECK-SAME: edges = [#klr.edges<fromEdge = "s1", toEdges = ["s2", "s3"]>, #klr.edges<fromEdge = "", toEdges = []>]
// CHECK-SAME: inputs = [#klr.tensor_name<name = "in0", dtype = bfloat16, shape = <parDim = 128, freeDims = [4, 16]>, address = <name = "in0_buf", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, #klr.tensor_name<name = "in1", dtype = int8, shape = <parDim = 1, freeDims = []>, address = <name = "in1_buf", memory = hbm, parSize = 1, freeSize = 1, isShared = false>, freeElements = 1, addressRotation = false>]
// CHECK-SAME: outputs = [#klr.tensor_name<name = "out", dtype = float32, shape = <parDim = 128, freeDims = [64]>, address = <name = "out_buf", memory = shared_hbm, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>]
// CHECK-SAME: shared_buffers = []
// CHECK-SAME: shared_constants = [#klr.shared_constant_file<name = "w", fileName = "shared_constants/0a1b.npy">]
klr.lnc_kernel @lnc attributes {
  inputs = [#klr.tensor_name<name = "in0", dtype = bfloat16, shape = <parDim = 128, freeDims = [4, 16]>, address = <name = "in0_buf", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, #klr.tensor_name<name = "in1", dtype = int8, shape = <parDim = 1, freeDims = []>, address = <name = "in1_buf", memory = hbm, parSize = 1, freeSize = 1, isShared = false>, freeElements = 1, addressRotation = false>],
  outputs = [#klr.tensor_name<name = "out", dtype = float32, shape = <parDim = 128, freeDims = [64]>, address = <name = "out_buf", memory = shared_hbm, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>],
  shared_buffers = [],
  shared_constants = [#klr.shared_constant_file<name = "w", fileName = "shared_constants/0a1b.npy">],
  edges = [#klr.edges<fromEdge = "s1", toEdges = ["s2", "s3"]>, #klr.edges<fromEdge = "", toEdges = []>]
} {
  // CHECK-LABEL: klr.core 0
  klr.core 0 {
    // CHECK: klr.block "entry" no_reorder
    klr.block "entry" no_reorder {
      // CHECK: klr.activate "s0" at <line = 1, column = 0> {
      // CHECK-SAME: accumulatorCmd = #klr.accum_cmd<Idle>
      // CHECK-SAME: activationFunc = #klr.activation_func<abs>
      // CHECK-SAME: bias = #klr.immediate_pointer
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: imm = #klr.immediate_int<i = -300>
      // CHECK-SAME: scale = #klr.immediate_register<reg = 3>
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.activate "s0" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          accumulatorCmd = #klr.accum_cmd<Idle>,
          activationFunc = #klr.activation_func<abs>,
          scale = #klr.immediate_register<reg = 3>,
          bias = #klr.immediate_pointer,
          imm = #klr.immediate_int<i = -300>}
      // CHECK: klr.nc_activate "s1" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: accumulatorCmd = #klr.accum_cmd<Zero>
      // CHECK-SAME: activationFunc = #klr.activation_func<arctan>
      // CHECK-SAME: bias = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: dtype = #klr.dtype<bfloat16>
      // CHECK-SAME: reduceOp = #klr.alu_op<abs>
      // CHECK-SAME: scale = #klr.operand_imm<i = #klr.immediate_float<f = 1.500000e+00 : f32>>
      // CHECK-SAME: src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      klr.nc_activate "s1" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          accumulatorCmd = #klr.accum_cmd<Zero>,
          activationFunc = #klr.activation_func<arctan>,
          scale = #klr.operand_imm<i = #klr.immediate_float<f = 1.500000e+00 : f32>>,
          bias = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>,
          reduceOp = #klr.alu_op<abs>,
          dtype = #klr.dtype<bfloat16>}
      // CHECK: klr.activation_reduce "s2" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: accumulatorCmd = #klr.accum_cmd<Accumulate>
      // CHECK-SAME: activationFunc = #klr.activation_func<copy>
      // CHECK-SAME: bias = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      // CHECK-SAME: dtype = #klr.dtype<float8e3>
      // CHECK-SAME: reduceRes = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: scale = #klr.operand_tile<t = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>>
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.activation_reduce "s2" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          accumulatorCmd = #klr.accum_cmd<Accumulate>,
          activationFunc = #klr.activation_func<copy>,
          scale = #klr.operand_tile<t = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>>,
          bias = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          reduceRes = #klr.tensor_ref_register<reg = 4294967295>,
          dtype = #klr.dtype<float8e3>}
      // CHECK: klr.affine_select "s3" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>
      // CHECK-SAME: fillMode = #klr.affine_select_cmp<GreaterThan>
      // CHECK-SAME: fillReg = 0 : i64
      // CHECK-SAME: maskPattern = #klr.data_pattern<offset = -4, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], channelMultiplier = 0>
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.affine_select "s3" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          fillMode = #klr.affine_select_cmp<GreaterThan>,
          fillReg = 0,
          maskPattern = #klr.data_pattern<offset = -4, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], channelMultiplier = 0>}
      // CHECK: klr.nc_affine_select at <line = 1, column = 0> {
      // CHECK-SAME: cmpOp = #klr.alu_op<add>
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: onFalseValue = #klr.immediate_float<f = 0x7FC00001 : f32>
      // CHECK-SAME: onTrueTile = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: pred = #klr.data_pattern<offset = -4, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], channelMultiplier = 1>
      klr.nc_affine_select at <line = 1, column = 0> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          pred = #klr.data_pattern<offset = -4, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], channelMultiplier = 1>,
          onTrueTile = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          onFalseValue = #klr.immediate_float<f = 0x7FC00001 : f32>,
          cmpOp = #klr.alu_op<add>}
      // CHECK: klr.batch_norm_aggregate "s5" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: dtype = #klr.dtype<float8e4>
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>
      klr.batch_norm_aggregate "s5" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          src = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>,
          dtype = #klr.dtype<float8e4>}
      // CHECK: klr.batch_norm_stats "s6" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: dtype = #klr.dtype<float8e5>
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.batch_norm_stats "s6" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          dtype = #klr.dtype<float8e5>}
      // CHECK: klr.copy "s7" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: src = #klr.tensor_ref_register<reg = 4294967295>
      klr.copy "s7" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_register<reg = 4294967295>}
      // CHECK: klr.nc_copy "s8" at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      // CHECK-SAME: dtype = #klr.dtype<float16>
      // CHECK-SAME: engine = #klr.engine<unassigned>
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.nc_copy "s8" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          dtype = #klr.dtype<float16>,
          engine = #klr.engine<unassigned>}
      // CHECK: klr.copy_predicated at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: dtype = #klr.dtype<float32>
      // CHECK-SAME: predicate = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, indirectDim = -1>>>
      // CHECK-SAME: reversePred = true
      // CHECK-SAME: src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      klr.copy_predicated at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          predicate = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, indirectDim = -1>>>,
          dtype = #klr.dtype<float32>,
          reversePred = true}
      // CHECK: klr.dma_copy "s10" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: compute_op = #klr.dge_compute_op<none>
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: dstBoundsCheck = #klr.dma_bounds_skip
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: srcBoundsCheck = #klr.dma_bounds_error
      klr.dma_copy "s10" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          compute_op = #klr.dge_compute_op<none>,
          dstBoundsCheck = #klr.dma_bounds_skip,
          srcBoundsCheck = #klr.dma_bounds_error}
      // CHECK: klr.nc_dma_copy "s11" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: compute_op = #klr.dge_compute_op<add>
      // CHECK-SAME: dgeMode = 7 : i64
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: engine = #klr.engine<act>
      // CHECK-SAME: oobMode = #klr.dma_bounds_reg<reg = 9>
      // CHECK-SAME: src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: uniqueIndices = false
      klr.nc_dma_copy "s11" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          compute_op = #klr.dge_compute_op<add>,
          oobMode = #klr.dma_bounds_reg<reg = 9>,
          dgeMode = 7,
          uniqueIndices = false,
          engine = #klr.engine<act>}
      // CHECK: klr.dma_transpose "s12" at <line = 1, column = 0> {
      // CHECK-SAME: axes = #klr.transpose_ops<None>
      // CHECK-SAME: dgeMode = 4294967295 : i64
      // CHECK-SAME: dst = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: dtype = #klr.dtype<float32r>
      // CHECK-SAME: oobMode = #klr.dma_bounds_skip
      // CHECK-SAME: priority = 0 : i64
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>
      klr.dma_transpose "s12" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_register<reg = 4294967295>,
          src = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>,
          axes = #klr.transpose_ops<None>,
          dtype = #klr.dtype<float32r>,
          dgeMode = 4294967295,
          oobMode = #klr.dma_bounds_skip,
          priority = 0}
      // CHECK: klr.dropout "s13" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: threshold = #klr.operand_imm<i = #klr.immediate_int<i = 2147483647>>
      // CHECK-SAME: thresholdType = #klr.dropout_threshold_type<DropRate>
      klr.dropout "s13" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          thresholdType = #klr.dropout_threshold_type<DropRate>,
          threshold = #klr.operand_imm<i = #klr.immediate_int<i = 2147483647>>}
      // CHECK: klr.find_index8 at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dtype = #klr.dtype<int8>
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      // CHECK-SAME: vals = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_acc<a = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>
      klr.find_index8 at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          vals = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_acc<a = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>,
          dtype = #klr.dtype<int8>}
      // CHECK: klr.iota "s15" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: dtype = #klr.dtype<int16>
      // CHECK-SAME: pattern = #klr.data_pattern<offset = -4, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], channelMultiplier = 0>
      klr.iota "s15" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          pattern = #klr.data_pattern<offset = -4, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], channelMultiplier = 0>,
          dtype = #klr.dtype<int16>}
      // CHECK: klr.load_mask_register "s16" at <line = 1, column = 0> {
      // CHECK-SAME: regNum = 7 : i64
      klr.load_mask_register "s16" at <line = 1, column = 0> {
          regNum = 7}
      // CHECK: klr.load_stationary "s17" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: isTranspose = true
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.load_stationary "s17" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          isTranspose = true}
      // CHECK: klr.local_gather "s18" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: freePoolBuffer = false
      // CHECK-SAME: indexMissBehavior = #klr.index_miss_behavior_imm<value = #klr.immediate_register<reg = 3>>
      // CHECK-SAME: src = #klr.tensor_ref_register<reg = 4294967295>
      klr.local_gather "s18" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_register<reg = 4294967295>,
          indexMissBehavior = #klr.index_miss_behavior_imm<value = #klr.immediate_register<reg = 3>>,
          freePoolBuffer = false}
      // CHECK: klr.nc_local_gather at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: index = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: numElemPerIdx = #klr.immediate_pointer
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.nc_local_gather at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          index = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          numElemPerIdx = #klr.immediate_pointer}
      // CHECK: klr.mat_mul "s20" at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: moving = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>
      klr.mat_mul "s20" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          moving = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>}
      // CHECK: klr.nc_mat_mul "s21" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      // CHECK-SAME: isMovingZero = false
      // CHECK-SAME: isStationaryOneZero = true
      // CHECK-SAME: isTranspose = true
      // CHECK-SAME: moving = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: perfMode = #klr.matmul_perf_mode<None>
      // CHECK-SAME: stationary = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: tilePosition = array<i64: 0, 1, 2>
      // CHECK-SAME: tileSize = array<i64>
      klr.nc_mat_mul "s21" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          stationary = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          moving = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          isStationaryOneZero = true,
          isMovingZero = false,
          isTranspose = true,
          tilePosition = array<i64: 0, 1, 2>,
          tileSize = array<i64>,
          perfMode = #klr.matmul_perf_mode<None>}
      // CHECK: klr.match_replace8 "s22" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dstIdx = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: dtype = #klr.dtype<int64>
      // CHECK-SAME: replaceValue = #klr.immediate_int<i = -300>
      // CHECK-SAME: src = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: vals = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], indirectDim = -1>>>
      klr.match_replace8 "s22" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_register<reg = 4294967295>,
          vals = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], indirectDim = -1>>>,
          replaceValue = #klr.immediate_int<i = -300>,
          dstIdx = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          dtype = #klr.dtype<int64>}
      // CHECK: klr.match_value_load "s23" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.match_value_load "s23" at <line = 4294967295, column = 7, columnEnd = 9> {
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>}
      // CHECK: klr.max8 at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      klr.max8 at <line = 1, column = 0> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>}
      // CHECK: klr.mem_set "s25" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>
      // CHECK-SAME: dtype = #klr.dtype<int32>
      // CHECK-SAME: engine = #klr.engine<dma>
      // CHECK-SAME: value = #klr.immediate_float<f = 1.500000e+00 : f32>
      klr.mem_set "s25" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>,
          value = #klr.immediate_float<f = 1.500000e+00 : f32>,
          dtype = #klr.dtype<int32>,
          engine = #klr.engine<dma>}
      // CHECK: klr.range_select "s26" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: base = -2.500000e-01 : f32
      // CHECK-SAME: bound0 = #klr.immediate_float<f = 0x7FC00001 : f32>
      // CHECK-SAME: bound1 = #klr.immediate_int<i = 2147483647>
      // CHECK-SAME: compOp0 = #klr.alu_op<arith_shift_right>
      // CHECK-SAME: compOp1 = #klr.alu_op<average>
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: fillValue = 0xFF800000 : f32
      // CHECK-SAME: reduceCommand = #klr.accum_cmd<ZeroAccumulate>
      // CHECK-SAME: reduceOp = #klr.alu_op<arith_shift_left>
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.range_select "s26" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          reduceCommand = #klr.accum_cmd<ZeroAccumulate>,
          reduceOp = #klr.alu_op<arith_shift_left>,
          base = -2.500000e-01 : f32,
          fillValue = 0xFF800000 : f32,
          compOp0 = #klr.alu_op<arith_shift_right>,
          compOp1 = #klr.alu_op<average>,
          bound0 = #klr.immediate_float<f = 0x7FC00001 : f32>,
          bound1 = #klr.immediate_int<i = 2147483647>}
      // CHECK: klr.nc_range_select "s27" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: bound0 = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      // CHECK-SAME: bound1 = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: compOp0 = #klr.alu_op<bitwise_not>
      // CHECK-SAME: compOp1 = #klr.alu_op<bitwise_or>
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: onFalseValue = #klr.immediate_pointer
      // CHECK-SAME: onTrueTile = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: rangeStart = #klr.immediate_register<reg = 3>
      // CHECK-SAME: reduceCommand = #klr.accum_cmd<LoadAccumulate>
      // CHECK-SAME: reduceOp = #klr.alu_op<bitwise_and>
      // CHECK-SAME: reduceRes = #klr.tensor_ref_register<reg = 4294967295>
      klr.nc_range_select "s27" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          reduceCommand = #klr.accum_cmd<LoadAccumulate>,
          reduceRes = #klr.tensor_ref_register<reg = 4294967295>,
          reduceOp = #klr.alu_op<bitwise_and>,
          compOp0 = #klr.alu_op<bitwise_not>,
          compOp1 = #klr.alu_op<bitwise_or>,
          bound0 = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          bound1 = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          rangeStart = #klr.immediate_register<reg = 3>,
          onTrueTile = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          onFalseValue = #klr.immediate_pointer}
      // CHECK: klr.reciprocal "s28" at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dtype = #klr.dtype<uint8>
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>
      klr.reciprocal "s28" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>,
          dtype = #klr.dtype<uint8>}
      // CHECK: klr.scalar_tensor_tensor at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: accumulatorCmd = #klr.accum_cmd<Idle>
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: imm0 = #klr.immediate_int<i = -300>
      // CHECK-SAME: op0 = #klr.alu_op<bitwise_xor>
      // CHECK-SAME: op1 = #klr.alu_op<bypass>
      // CHECK-SAME: reverseOperands = #klr.tensor_scalar_reverse_ops<none>
      // CHECK-SAME: src0 = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: src1 = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.scalar_tensor_tensor at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          src0 = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          src1 = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          op0 = #klr.alu_op<bitwise_xor>,
          op1 = #klr.alu_op<bypass>,
          reverseOperands = #klr.tensor_scalar_reverse_ops<none>,
          imm0 = #klr.immediate_int<i = -300>,
          accumulatorCmd = #klr.accum_cmd<Idle>}
      // CHECK: klr.nc_scalar_tensor_tensor "s30" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: data = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dtype = #klr.dtype<uint16>
      // CHECK-SAME: op0 = #klr.alu_op<divide>
      // CHECK-SAME: op1 = #klr.alu_op<is_equal>
      // CHECK-SAME: reverseOperands = #klr.tensor_scalar_reverse_ops<first>
      // CHECK-SAME: src0 = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>
      // CHECK-SAME: src1 = #klr.operand_imm<i = #klr.immediate_float<f = 1.500000e+00 : f32>>
      klr.nc_scalar_tensor_tensor "s30" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          data = #klr.tensor_ref_register<reg = 4294967295>,
          src0 = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>,
          src1 = #klr.operand_imm<i = #klr.immediate_float<f = 1.500000e+00 : f32>>,
          op0 = #klr.alu_op<divide>,
          op1 = #klr.alu_op<is_equal>,
          reverseOperands = #klr.tensor_scalar_reverse_ops<first>,
          dtype = #klr.dtype<uint16>}
      // CHECK: klr.shuffle "s31" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: shuffleMask = [#klr.immediate_float<f = 0x7FC00001 : f32>]
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.shuffle "s31" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          shuffleMask = [#klr.immediate_float<f = 0x7FC00001 : f32>]}
      // CHECK: klr.tensor_reduce "s32" at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dtype = #klr.dtype<uint32>
      // CHECK-SAME: keepdims = true
      // CHECK-SAME: negated = false
      // CHECK-SAME: op = #klr.alu_op<is_ge>
      // CHECK-SAME: opDim = #klr.tensor_sub_dim<X>
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      klr.tensor_reduce "s32" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          op = #klr.alu_op<is_ge>,
          opDim = #klr.tensor_sub_dim<X>,
          negated = false,
          dtype = #klr.dtype<uint32>,
          keepdims = true}
      // CHECK: klr.tensor_scalar "s33" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_acc<a = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>, indirectDim = -1>>>
      // CHECK-SAME: dtype = #klr.dtype<uint64>
      // CHECK-SAME: engine = #klr.engine<dve>
      // CHECK-SAME: imm0 = #klr.operand_tile<t = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>>
      // CHECK-SAME: imm1 = #klr.operand_imm<i = #klr.immediate_int<i = 2147483647>>
      // CHECK-SAME: op0 = #klr.alu_op<is_gt>
      // CHECK-SAME: reverse = #klr.tensor_scalar_reverse_ops<second>
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.tensor_scalar "s33" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_acc<a = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>, indirectDim = -1>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          imm0 = #klr.operand_tile<t = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>>,
          op0 = #klr.alu_op<is_gt>,
          imm1 = #klr.operand_imm<i = #klr.immediate_int<i = 2147483647>>,
          reverse = #klr.tensor_scalar_reverse_ops<second>,
          engine = #klr.engine<dve>,
          dtype = #klr.dtype<uint64>}
      // CHECK: klr.tensor_tensor at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dtype = #klr.dtype<float8_e4m3>
      // CHECK-SAME: engine = #klr.engine<pe>
      // CHECK-SAME: op = #klr.alu_op<is_le>
      // CHECK-SAME: src0 = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      klr.tensor_tensor at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src0 = #klr.tensor_ref_register<reg = 4294967295>,
          src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          op = #klr.alu_op<is_le>,
          dtype = #klr.dtype<float8_e4m3>,
          engine = #klr.engine<pe>}
      // CHECK: klr.tensor_tensor_scan "s35" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: accumulatorCmd = #klr.accum_cmd<Zero>
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: imm0 = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>
      // CHECK-SAME: op0 = #klr.alu_op<is_lt>
      // CHECK-SAME: op1 = #klr.alu_op<logical_and>
      // CHECK-SAME: reverseOperands = #klr.tensor_scalar_reverse_ops<both>
      // CHECK-SAME: src0 = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: src1 = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      klr.tensor_tensor_scan "s35" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          src0 = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          src1 = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          op0 = #klr.alu_op<is_lt>,
          op1 = #klr.alu_op<logical_and>,
          reverseOperands = #klr.tensor_scalar_reverse_ops<both>,
          imm0 = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>,
          accumulatorCmd = #klr.accum_cmd<Zero>}
      // CHECK: klr.tensor_partition_reduce "s36" at <line = 1, column = 0> {
      // CHECK-SAME: data = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      // CHECK-SAME: dtype = #klr.dtype<float8_e4m3fn>
      // CHECK-SAME: op = #klr.alu_op<logical_or>
      klr.tensor_partition_reduce "s36" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          op = #klr.alu_op<logical_or>,
          data = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          dtype = #klr.dtype<float8_e4m3fn>}
      // CHECK: klr.tensor_scalar_reduce "s37" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: dtype = #klr.dtype<float8_e5m2_x4>
      // CHECK-SAME: op0 = #klr.alu_op<logical_shift_left>
      // CHECK-SAME: operand0 = #klr.operand_imm<i = #klr.immediate_register<reg = 3>>
      // CHECK-SAME: reduceCmd = #klr.accum_cmd<Accumulate>
      // CHECK-SAME: reduceInit = #klr.immediate_pointer
      // CHECK-SAME: reduceRes = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: reverse0 = false
      // CHECK-SAME: src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      klr.tensor_scalar_reduce "s37" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          operand0 = #klr.operand_imm<i = #klr.immediate_register<reg = 3>>,
          op0 = #klr.alu_op<logical_shift_left>,
          reverse0 = false,
          dtype = #klr.dtype<float8_e5m2_x4>,
          reduceRes = #klr.tensor_ref_register<reg = 4294967295>,
          reduceCmd = #klr.accum_cmd<Accumulate>,
          reduceInit = #klr.immediate_pointer}
    }
    // CHECK: klr.block ""
    klr.block "" {
    }
  }
  // CHECK-LABEL: klr.core 1
  klr.core 1 {
    // CHECK: klr.block "core1"
    klr.block "core1" {
      // CHECK: klr.transpose "s38" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>
      // CHECK-SAME: dtype = #klr.dtype<float8_e4m3fn_x4>
      // CHECK-SAME: engine = #klr.engine<pool>
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.transpose "s38" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          dtype = #klr.dtype<float8_e4m3fn_x4>,
          engine = #klr.engine<pool>}
      // CHECK: klr.select_reduce at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: dtype = #klr.dtype<float4_e2m1fn_x4>
      // CHECK-SAME: onFalse = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>
      // CHECK-SAME: onTrue = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: predicate = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: reduceCmd = #klr.accum_cmd<ZeroAccumulate>
      // CHECK-SAME: reduceOp = #klr.alu_op<logical_shift_right>
      // CHECK-SAME: reversePred = true
      klr.select_reduce at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          predicate = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          onTrue = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          onFalse = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>,
          reduceCmd = #klr.accum_cmd<ZeroAccumulate>,
          reduceOp = #klr.alu_op<logical_shift_right>,
          reversePred = true,
          dtype = #klr.dtype<float4_e2m1fn_x4>}
      // CHECK: klr.sequence_bounds "s40" at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: dtype = #klr.dtype<bfloat16>
      // CHECK-SAME: segmentIds = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.sequence_bounds "s40" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          segmentIds = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          dtype = #klr.dtype<bfloat16>}
      // CHECK: klr.send_recv "s41" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: pipeId = #klr.immediate_float<f = 0x7FC00001 : f32>
      // CHECK-SAME: recvFromRank = #klr.immediate_float<f = 1.500000e+00 : f32>
      // CHECK-SAME: sendToRank = #klr.immediate_int<i = -300>
      // CHECK-SAME: src = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: useGpsimdDma = false
      klr.send_recv "s41" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_register<reg = 4294967295>,
          sendToRank = #klr.immediate_int<i = -300>,
          recvFromRank = #klr.immediate_float<f = 1.500000e+00 : f32>,
          pipeId = #klr.immediate_float<f = 0x7FC00001 : f32>,
          useGpsimdDma = false}
      // CHECK: klr.send_recv_compute "s42" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dsts = []
      // CHECK-SAME: op = #klr.alu_op<logical_xor>
      // CHECK-SAME: pipeId = #klr.immediate_float<f = 0x7FC00001 : f32>
      // CHECK-SAME: recvFromRanks = [#klr.immediate_pointer, #klr.immediate_int<i = -300>, #klr.immediate_float<f = 1.500000e+00 : f32>]
      // CHECK-SAME: sendToRanks = [#klr.immediate_int<i = 2147483647>, #klr.immediate_register<reg = 3>]
      // CHECK-SAME: srcs = [#klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>]
      klr.send_recv_compute "s42" at <line = 0, column = 0, filename = ""> {
          dsts = [],
          srcs = [#klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>],
          sendToRanks = [#klr.immediate_int<i = 2147483647>, #klr.immediate_register<reg = 3>],
          recvFromRanks = [#klr.immediate_pointer, #klr.immediate_int<i = -300>, #klr.immediate_float<f = 1.500000e+00 : f32>],
          pipeId = #klr.immediate_float<f = 0x7FC00001 : f32>,
          op = #klr.alu_op<logical_xor>}
      // CHECK: klr.tensor_load "s43" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = "r1"
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.tensor_load "s43" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = "r1",
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>}
      // CHECK: klr.tensor_store at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: src = ""
      klr.tensor_store at <line = 1, column = 0> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          src = ""}
      // CHECK: klr.register_move "s45" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = "label_2"
      // CHECK-SAME: imm = -5 : i32
      klr.register_move "s45" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = "label_2",
          imm = -5 : i32}
      // CHECK: klr.cmp_branch "s46" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: falseLabel = "r1"
      // CHECK-SAME: imm = 12 : i32
      // CHECK-SAME: op = #klr.br_cmp_op<always>
      // CHECK-SAME: reg1 = "r1"
      // CHECK-SAME: reg2 = ""
      // CHECK-SAME: trueLabel = "label_2"
      klr.cmp_branch "s46" at <line = 0, column = 0, filename = ""> {
          reg1 = "r1",
          reg2 = "",
          imm = 12 : i32,
          op = #klr.br_cmp_op<always>,
          trueLabel = "label_2",
          falseLabel = "r1"}
      // CHECK: klr.register_alu_op "s47" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = ""
      // CHECK-SAME: imm = -5 : i32
      // CHECK-SAME: op = #klr.alu_op<max>
      // CHECK-SAME: src = "label_2"
      klr.register_alu_op "s47" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = "",
          src = "label_2",
          imm = -5 : i32,
          op = #klr.alu_op<max>}
      // CHECK: klr.quantize_mx "s48" at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dstScale = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, indirectDim = -1>>>
      klr.quantize_mx "s48" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, indirectDim = -1>>>,
          dstScale = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>}
      // CHECK: klr.nc_mat_mul_mx at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: moving = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: movingScale = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>
      // CHECK-SAME: stationary = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: stationaryScale = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: tileSize = array<i64: 128>
      klr.nc_mat_mul_mx at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          stationary = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          moving = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          stationaryScale = #klr.tensor_ref_register<reg = 4294967295>,
          movingScale = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>,
          tileSize = array<i64: 128>}
      // CHECK: klr.dma_compute "s50" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: reduceOp = #klr.alu_op<min>
      // CHECK-SAME: scales = [#klr.immediate_int<i = 2147483647>]
      // CHECK-SAME: srcs = [#klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>, #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>]
      klr.dma_compute "s50" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          srcs = [#klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>, #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>],
          scales = [#klr.immediate_int<i = 2147483647>],
          reduceOp = #klr.alu_op<min>}
      // CHECK: klr.all_reduce "s51" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: channel_id = -7 : i64
      // CHECK-SAME: dsts = []
      // CHECK-SAME: op = #klr.alu_op<mod>
      // CHECK-SAME: priority = 4294967295 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_unspecified
      // CHECK-SAME: sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>]
      // CHECK-SAME: srcs = [#klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>]
      klr.all_reduce "s51" at <line = 4294967295, column = 7, columnEnd = 9> {
          dsts = [],
          srcs = [#klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>],
          op = #klr.alu_op<mod>,
          replicaGroup = #klr.replica_group_unspecified,
          sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>],
          channel_id = -7,
          priority = 4294967295}
      // CHECK: klr.all_gather "s52" at <line = 1, column = 0> {
      // CHECK-SAME: channel_id = 0 : i64
      // CHECK-SAME: dsts = [#klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_acc<a = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>, #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>]
      // CHECK-SAME: op = #klr.alu_op<mult>
      // CHECK-SAME: priority = 0 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_named<name = "rg">
      // CHECK-SAME: sourceTargetPairs = []
      // CHECK-SAME: srcs = []
      klr.all_gather "s52" at <line = 1, column = 0> {
          dsts = [#klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_acc<a = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>, #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>],
          srcs = [],
          op = #klr.alu_op<mult>,
          replicaGroup = #klr.replica_group_named<name = "rg">,
          sourceTargetPairs = [],
          channel_id = 0,
          priority = 0}
      // CHECK: klr.reduce_scatter "s53" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: channel_id = 2147483647 : i64
      // CHECK-SAME: dsts = [#klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>]
      // CHECK-SAME: op = #klr.alu_op<not_equal>
      // CHECK-SAME: priority = 7 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_literal<groups = {{\[\[}}0, 1], [2, 3], []]>
      // CHECK-SAME: sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>]
      // CHECK-SAME: srcs = [#klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>, #klr.tensor_ref_register<reg = 4294967295>]
      klr.reduce_scatter "s53" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dsts = [#klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>],
          srcs = [#klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>, #klr.tensor_ref_register<reg = 4294967295>],
          op = #klr.alu_op<not_equal>,
          replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3], []]>,
          sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>],
          channel_id = 2147483647,
          priority = 7}
      // CHECK: klr.collective_permute at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: channel_id = -2147483648 : i64
      // CHECK-SAME: dsts = []
      // CHECK-SAME: op = #klr.alu_op<pow>
      // CHECK-SAME: priority = 4294967295 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_unspecified
      // CHECK-SAME: sourceTargetPairs = []
      // CHECK-SAME: srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>]
      klr.collective_permute at <line = 0, column = 0, filename = ""> {
          dsts = [],
          srcs = [#klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>],
          op = #klr.alu_op<pow>,
          replicaGroup = #klr.replica_group_unspecified,
          sourceTargetPairs = [],
          channel_id = -2147483648,
          priority = 4294967295}
      // CHECK: klr.collective_permute_implicit "s55" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: channel_id = -7 : i64
      // CHECK-SAME: dsts = [#klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>, #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>]
      // CHECK-SAME: op = #klr.alu_op<rsqrt>
      // CHECK-SAME: priority = 0 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_named<name = "rg">
      // CHECK-SAME: sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>]
      // CHECK-SAME: srcs = []
      klr.collective_permute_implicit "s55" at <line = 4294967295, column = 7, columnEnd = 9> {
          dsts = [#klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>, #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>],
          srcs = [],
          op = #klr.alu_op<rsqrt>,
          replicaGroup = #klr.replica_group_named<name = "rg">,
          sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>],
          channel_id = -7,
          priority = 0}
      // CHECK: klr.collective_permute_implicit_reduce "s56" at <line = 1, column = 0> {
      // CHECK-SAME: channel_id = 0 : i64
      // CHECK-SAME: dsts = [#klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>]
      // CHECK-SAME: op = #klr.alu_op<subtract>
      // CHECK-SAME: priority = 7 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_literal<groups = {{\[\[}}0, 1], [2, 3], []]>
      // CHECK-SAME: sourceTargetPairs = []
      // CHECK-SAME: srcs = [#klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>, #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>]
      klr.collective_permute_implicit_reduce "s56" at <line = 1, column = 0> {
          dsts = [#klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>],
          srcs = [#klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>, #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>],
          op = #klr.alu_op<subtract>,
          replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3], []]>,
          sourceTargetPairs = [],
          channel_id = 0,
          priority = 7}
      // CHECK: klr.broadcast "s57" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: channel_id = 2147483647 : i64
      // CHECK-SAME: dsts = []
      // CHECK-SAME: op = #klr.alu_op<abs>
      // CHECK-SAME: priority = 4294967295 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_unspecified
      // CHECK-SAME: sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>]
      // CHECK-SAME: srcs = [#klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>]
      klr.broadcast "s57" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dsts = [],
          srcs = [#klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>],
          op = #klr.alu_op<abs>,
          replicaGroup = #klr.replica_group_unspecified,
          sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>],
          channel_id = 2147483647,
          priority = 4294967295}
      // CHECK: klr.all_to_all "s58" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: channel_id = -2147483648 : i64
      // CHECK-SAME: dsts = [#klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>, #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>]
      // CHECK-SAME: op = #klr.alu_op<add>
      // CHECK-SAME: priority = 0 : i64
      // CHECK-SAME: replicaGroup = #klr.replica_group_named<name = "rg">
      // CHECK-SAME: sourceTargetPairs = []
      // CHECK-SAME: srcs = []
      klr.all_to_all "s58" at <line = 0, column = 0, filename = ""> {
          dsts = [#klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>, #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>],
          srcs = [],
          op = #klr.alu_op<add>,
          replicaGroup = #klr.replica_group_named<name = "rg">,
          sourceTargetPairs = [],
          channel_id = -2147483648,
          priority = 0}
      // CHECK: klr.rank_id at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: dst = "r1"
      klr.rank_id at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = "r1"}
      // CHECK: klr.current_processing_rank_id "s60" at <line = 1, column = 0> {
      // CHECK-SAME: channelId = 0 : i64
      // CHECK-SAME: dst = ""
      // CHECK-SAME: iterationId = -7 : i64
      // CHECK-SAME: numChannels = 2147483647 : i64
      // CHECK-SAME: replicaGroup = [array<i64: 0, 1>, array<i64: 1, 0>]
      klr.current_processing_rank_id "s60" at <line = 1, column = 0> {
          dst = "",
          iterationId = -7,
          channelId = 0,
          numChannels = 2147483647,
          replicaGroup = [array<i64: 0, 1>, array<i64: 1, 0>]}
      // CHECK: klr.send "s61" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: op = #klr.alu_op<arith_shift_left>
      // CHECK-SAME: peerId = -2147483648 : i64
      // CHECK-SAME: srcs = [#klr.tensor_ref_register<reg = 4294967295>]
      klr.send "s61" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          op = #klr.alu_op<arith_shift_left>,
          srcs = [#klr.tensor_ref_register<reg = 4294967295>],
          peerId = -2147483648}
      // CHECK: klr.recv "s62" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dsts = [#klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], indirectDim = -1>>>, #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>]
      // CHECK-SAME: op = #klr.alu_op<arith_shift_right>
      // CHECK-SAME: peerId = -7 : i64
      // CHECK-SAME: replicaGroups = array<i64: 0, 1, 2>
      klr.recv "s62" at <line = 0, column = 0, filename = ""> {
          op = #klr.alu_op<arith_shift_right>,
          dsts = [#klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], indirectDim = -1>>>, #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>],
          replicaGroups = array<i64: 0, 1, 2>,
          peerId = -7}
      // CHECK: klr.core_barrier "s63" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: cores = array<i64>
      // CHECK-SAME: data = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: engine = #klr.engine<sp>
      klr.core_barrier "s63" at <line = 4294967295, column = 7, columnEnd = 9> {
          data = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          cores = array<i64>,
          engine = #klr.engine<sp>}
      // CHECK: klr.rng at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: engine = #klr.engine<unassigned>
      klr.rng at <line = 1, column = 0> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          engine = #klr.engine<unassigned>}
      // CHECK: klr.rand2 "s65" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: max = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>
      // CHECK-SAME: min = #klr.operand_imm<i = #klr.immediate_register<reg = 3>>
      klr.rand2 "s65" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          min = #klr.operand_imm<i = #klr.immediate_register<reg = 3>>,
          max = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>>}
      // CHECK: klr.rand_get_state "s66" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      // CHECK-SAME: engine = #klr.engine<act>
      klr.rand_get_state "s66" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          engine = #klr.engine<act>}
      // CHECK: klr.set_rng_seed "s67" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.set_rng_seed "s67" at <line = 4294967295, column = 7, columnEnd = 9> {
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>}
      // CHECK: klr.rand_set_state "s68" at <line = 1, column = 0> {
      // CHECK-SAME: engine = #klr.engine<dma>
      // CHECK-SAME: src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      klr.rand_set_state "s68" at <line = 1, column = 0> {
          src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          engine = #klr.engine<dma>}
      // CHECK: klr.extended_inst at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: data0 = array<i64: 128>
      // CHECK-SAME: data1 = array<i64: 0, 1, 2>
      // CHECK-SAME: hasRead = true
      // CHECK-SAME: hasWrite = false
      // CHECK-SAME: opcode = 7 : i64
      // CHECK-SAME: ports = 4294967295 : i64
      klr.extended_inst at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          opcode = 7,
          hasRead = true,
          hasWrite = false,
          ports = 4294967295,
          data0 = array<i64: 128>,
          data1 = array<i64: 0, 1, 2>}
      // CHECK: klr.tensor_scalar_cumulative "s70" at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_register<reg = 4294967295>
      // CHECK-SAME: imm0 = #klr.operand_imm<i = #klr.immediate_pointer>
      // CHECK-SAME: imm1 = #klr.operand_tile<t = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>>
      // CHECK-SAME: op0 = #klr.alu_op<average>
      // CHECK-SAME: op1 = #klr.alu_op<bitwise_and>
      // CHECK-SAME: reduceCmd = #klr.accum_cmd<LoadAccumulate>
      // CHECK-SAME: reverse = #klr.tensor_scalar_reverse_ops<none>
      // CHECK-SAME: src = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>
      klr.tensor_scalar_cumulative "s70" at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_register<reg = 4294967295>,
          src = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>,
          op0 = #klr.alu_op<average>,
          op1 = #klr.alu_op<bitwise_and>,
          imm0 = #klr.operand_imm<i = #klr.immediate_pointer>,
          imm1 = #klr.operand_tile<t = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>>,
          reduceCmd = #klr.accum_cmd<LoadAccumulate>,
          reverse = #klr.tensor_scalar_reverse_ops<none>}
      // CHECK: klr.nc_n_gather "s71" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: data = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: dtype = #klr.dtype<float8e3>
      // CHECK-SAME: indices = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>
      klr.nc_n_gather "s71" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          data = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          indices = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = true>, offset = 5, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], scalarOffset = #klr.scalar_offset_reg<r = "r7">, vectorOffset = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>, indirectDim = -1, dtypeOverride = <bfloat16>>>>,
          dtype = #klr.dtype<float8e3>}
      // CHECK: klr.nonzero_with_count "s72" at <line = 1, column = 0> {
      // CHECK-SAME: dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>
      // CHECK-SAME: indexOffset = #klr.immediate_int<i = -300>
      // CHECK-SAME: paddingVal = #klr.immediate_float<f = 1.500000e+00 : f32>
      // CHECK-SAME: src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>
      klr.nonzero_with_count "s72" at <line = 1, column = 0> {
          dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = bfloat16, shape = <parDim = 64, freeDims = [8]>, address = <name = "s_buf", memory = sbuf, parSize = 64, freeSize = 16, isShared = false>, freeElements = 8, addressRotation = false>>>,
          src = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>,
          indexOffset = #klr.immediate_int<i = -300>,
          paddingVal = #klr.immediate_float<f = 1.500000e+00 : f32>}
      // CHECK: klr.device_print "s73" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
      // CHECK-SAME: buffer = #klr.print_output_buffer<stdout>
      // CHECK-SAME: printPrefix = "label_2"
      // CHECK-SAME: src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      klr.device_print "s73" at <line = 12, column = 4, lineEnd = 12, columnEnd = 30, filename = "kernel.py"> {
          src = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          printPrefix = "label_2",
          buffer = #klr.print_output_buffer<stdout>}
      // CHECK: klr.exponential at <line = 0, column = 0, filename = ""> {
      // CHECK-SAME: dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      // CHECK-SAME: maxValue = #klr.operand_imm<i = #klr.immediate_float<f = 0x7FC00001 : f32>>
      // CHECK-SAME: reduceInit = #klr.operand_tile<t = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>>
      // CHECK-SAME: reduceRes = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>
      // CHECK-SAME: reducecmd = #klr.accum_cmd<Idle>
      // CHECK-SAME: src = #klr.tensor_ref_register<reg = 4294967295>
      klr.exponential at <line = 0, column = 0, filename = ""> {
          dst = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          src = #klr.tensor_ref_register<reg = 4294967295>,
          maxValue = #klr.operand_imm<i = #klr.immediate_float<f = 0x7FC00001 : f32>>,
          reduceRes = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "b_buf", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 1>, #klr.index_slice<slice = <l = 0, u = 32, step = -1>>, #klr.index_slice<slice = <l = 2, u = 4, step = 2>>]>>>,
          reducecmd = #klr.accum_cmd<Idle>,
          reduceInit = #klr.operand_tile<t = #klr.tensor_ref_sbuf<view = <name = "v", dtype = bfloat16, parNum = 128, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 512>>>}
      // CHECK: klr.activate2 "s75" at <line = 4294967295, column = 7, columnEnd = 9> {
      // CHECK-SAME: activationFunc = #klr.activation_func<erf>
      // CHECK-SAME: dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>
      // CHECK-SAME: dtype = #klr.dtype<float8e4>
      // CHECK-SAME: imm0 = #klr.operand_imm<i = #klr.immediate_int<i = 2147483647>>
      // CHECK-SAME: imm1 = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [<step = 1, num = 128, offset = 0>, <step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>>
      // CHECK-SAME: op0 = #klr.alu_op<bitwise_not>
      // CHECK-SAME: op1 = #klr.alu_op<bitwise_or>
      // CHECK-SAME: reduceCmd = #klr.accum_cmd<Zero>
      // CHECK-SAME: reduceOp = #klr.alu_op<bitwise_xor>
      // CHECK-SAME: reluParam = #klr.operand_imm<i = #klr.immediate_register<reg = 3>>
      // CHECK-SAME: reverse0 = true
      // CHECK-SAME: reverse1 = false
      // CHECK-SAME: src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [<step = -2, num = 16, offset = 3>, <step = 1, num = 128, offset = 0>]>>
      klr.activate2 "s75" at <line = 4294967295, column = 7, columnEnd = 9> {
          dst = #klr.tensor_ref_psum<view = <name = "ps", dtype = float32, parNum = 64, pattern = [], parOffset = 64, freeOffset = 0>>,
          src = #klr.tensor_ref_hbm<view = <name = "h", dtype = int8, address = 4096, dims = [#klr.ap_pair<step = -2, num = 16, offset = 3>, #klr.ap_pair<step = 1, num = 128, offset = 0>]>>,
          op0 = #klr.alu_op<bitwise_not>,
          op1 = #klr.alu_op<bitwise_or>,
          imm0 = #klr.operand_imm<i = #klr.immediate_int<i = 2147483647>>,
          imm1 = #klr.operand_tile<t = #klr.tensor_ref_abstract<access = #klr.access_pattern<access = <tensor = <name = "p", dtype = int32, shape = <parDim = 32, freeDims = [4, 4]>, address = <name = "p_buf", memory = psum, parSize = 32, freeSize = 64, isShared = false>, freeElements = 16, addressRotation = false>, parNum = 32, pattern = [#klr.ap_pair<step = 1, num = 128, offset = 0>, #klr.ap_pair<step = -2, num = 16, offset = 3>], parOffset = 32, freeOffset = 0, fixedAxis = [1]>>>>,
          activationFunc = #klr.activation_func<erf>,
          reluParam = #klr.operand_imm<i = #klr.immediate_register<reg = 3>>,
          reduceOp = #klr.alu_op<bitwise_xor>,
          reduceCmd = #klr.accum_cmd<Zero>,
          reverse0 = true,
          reverse1 = false,
          dtype = #klr.dtype<float8e4>}
    }
  }
  // CHECK-LABEL: klr.core 2
  klr.core 2 {
  }
}

// CHECK-LABEL: klr.lnc_kernel @empty attributes
// CHECK-SAME: edges = []
// CHECK-SAME: inputs = []
// CHECK-SAME: outputs = []
// CHECK-SAME: shared_buffers = []
// CHECK-SAME: shared_constants = []
klr.lnc_kernel @empty attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
}

// CHECK-LABEL: klr.kernel @single attributes
// CHECK-SAME: inputs = [#klr.tensor_name<name = "x", dtype = float32, shape = <parDim = 2, freeDims = [3, 5]>, address = <name = "x_buf", memory = private_hbm, parSize = 2, freeSize = 60, isShared = false>, freeElements = 15, addressRotation = false>]
// CHECK-SAME: outputs = []
klr.kernel @single attributes {
  inputs = [#klr.tensor_name<name = "x", dtype = float32, shape = <parDim = 2, freeDims = [3, 5]>, address = <name = "x_buf", memory = private_hbm, parSize = 2, freeSize = 60, isShared = false>, freeElements = 15, addressRotation = false>],
  outputs = []
} {
  // CHECK: klr.block "b0"
  klr.block "b0" {
    // CHECK: klr.mat_mul at <line = 2, column = 1> {
    // CHECK-SAME: dst = #klr.tensor_ref_register<reg = 0>
    // CHECK-SAME: moving = #klr.tensor_ref_register<reg = 1>
    klr.mat_mul at <line = 2, column = 1> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 1>}
  }
  // CHECK: klr.block "b1" no_reorder
  klr.block "b1" no_reorder {
    // CHECK: klr.local_gather "lg" at <line = 3, column = 1> {
    // CHECK-SAME: dst = #klr.tensor_ref_register<reg = 0>
    // CHECK-SAME: freePoolBuffer = true
    // CHECK-SAME: indexMissBehavior = #klr.index_miss_behavior_skip
    // CHECK-SAME: src = #klr.tensor_ref_register<reg = 1>
    klr.local_gather "lg" at <line = 3, column = 1> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 1>, indexMissBehavior = #klr.index_miss_behavior_skip, freePoolBuffer = true}
  }
}

// Empty strings are values too: the kernel name, a block label, Stmt.name
// (some "" differs from none) and Pos.filename.
// CHECK-LABEL: klr.lnc_kernel @"" attributes
// CHECK: klr.block "" {
// CHECK-NEXT: klr.mat_mul "" at <line = 1, column = 0, filename = ""> {
// CHECK-NEXT: klr.mat_mul at <line = 2, column = 0> {
klr.lnc_kernel @"" attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "" {
      klr.mat_mul "" at <line = 1, column = 0, filename = ""> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 1>}
      klr.mat_mul at <line = 2, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 1>}
    }
  }
}
