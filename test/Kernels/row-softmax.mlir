// A row softmax as NKI users write it: the row max and the row sum are
// [128, 1] columns that NKI broadcasts over the row (`nl.subtract(t, mx)`,
// `nl.multiply(e, r)`); the front end leaves the broadcast implicit, and the
// codegen states it in the operand's access pattern (step 0 over the row).
//
//   @nki.jit
//   def row_softmax(x, out):
//       t = nl.load(x)                              # [128, 256] fp32
//       mx = nl.max(t, axis=1, keepdims=True)       # [128, 1]
//       sh = nl.subtract(t, mx)
//       e = nl.exp(sh)
//       s = nl.sum(e, axis=1, keepdims=True)
//       r = nl.reciprocal(s)
//       nl.store(out, value=nl.multiply(e, r))
//       return out
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true | FileCheck %s --check-prefix=INLINED
// RUN: FileCheck %s < %t/legalized.mlir

// CHECK:      bir.tensor_tensor "inst__row_softmax/row_softmax_0_2"
// CHECK-SAME: ins_args = [#bir.physical_ap<ap = {{\[}}[256, 128], [1, 256]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>]
// CHECK-SAME: op = #bir.alu_op<subtract>
// CHECK:      bir.tensor_tensor "inst__row_softmax/row_softmax_0_6"
// CHECK-SAME: ins_args = [#bir.physical_ap<ap = {{\[}}[256, 128], [1, 256]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 256]], dtype = float32, offset = 0>]
// CHECK-SAME: op = #bir.alu_op<mult>

// INLINED: inst__row_softmax: 8 instructions inlined in order

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "out", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#MX = #klr.tensor_name<name = "mx", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "mx", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#SH = #klr.tensor_name<name = "sh", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "sh", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#E = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "e", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "s", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#R = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#Y = #klr.tensor_name<name = "y", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "y", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
klr.lnc_kernel @row_softmax attributes {edges = [], inputs = [#X, #OUT], outputs = [#OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 3, column = 9, filename = "row_softmax.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.tensor_reduce at #klr.pos<line = 4, column = 10, filename = "row_softmax.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MX>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op = #klr.alu_op<max>, opDim = #klr.tensor_sub_dim<X>, negated = false, keepdims = true}
      klr.tensor_tensor at #klr.pos<line = 5, column = 10, filename = "row_softmax.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SH>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MX>>, op = #klr.alu_op<subtract>, engine = #klr.engine<unassigned>}
      klr.activate at #klr.pos<line = 6, column = 9, filename = "row_softmax.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SH>>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.immediate_float<f = 0x3F800000 : f32>, bias = #klr.immediate_float<f = 0x00000000 : f32>, imm = #klr.immediate_float<f = 0x00000000 : f32>}
      klr.tensor_reduce at #klr.pos<line = 7, column = 9, filename = "row_softmax.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, op = #klr.alu_op<add>, opDim = #klr.tensor_sub_dim<X>, negated = false, keepdims = true}
      klr.reciprocal at #klr.pos<line = 8, column = 9, filename = "row_softmax.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>}
      klr.tensor_tensor at #klr.pos<line = 9, column = 9, filename = "row_softmax.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #R>>, op = #klr.alu_op<mult>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "row_softmax.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y>>, uniqueIndices = false}
    }
  }
}
