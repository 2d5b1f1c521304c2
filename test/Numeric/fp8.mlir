// fp8 tensors in and out of nki-run: inputs of float8_e4m3, float8_e5m2
// (KLR float8e5) and float8_e4m3fn, each read as its format's values and
// multiplied by 3 into fp32, and fp32 values rounded into each format on
// write (subnormals of float8_e4m3 included). The inputs come twice: from
// --random-inputs (float32 .npy of fp8 values) and from .npy files that
// NumPy saves from ml_dtypes arrays (one-byte dtypes, decoded in the
// tensor's format). Reference (lib/nki-run-check.py `fp8`): ml_dtypes'
// round-to-nearest-even casts, bit-exact for the fp8 outputs; values stay
// within each format's finite range (ml_dtypes and nki-run differ past it:
// ml_dtypes gives NaN for float8_e4m3fn, nki-run saturates at 448).
//
//   @nki.jit
//   def fp8(a, b, c, x, ya, yb, yc, qa, qb, qc, qs):
//       # a: float8_e4m3, b: float8_e5m2, c: float8_e4m3fn, x: fp32, [128, 64]
//       for src, dst in ((a, ya), (b, yb), (c, yc)):      # dst fp32
//           nl.store(dst, nisa.tensor_scalar(nl.load(src), nl.multiply, 3.0,
//                                            dtype=nl.float32))
//       t = nl.load(x)
//       for dst, k in ((qa, 200.0), (qb, 1000.0), (qc, 400.0), (qs, 0.02)):
//           nl.store(dst, nisa.tensor_scalar(t, nl.multiply, k, dtype=dst.dtype))
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 31 --output-dir %t/run
// RUN: %nki-run-check %t/run fp8 | FileCheck %s
// RUN: %python-numpy %S/../lib/fp8-inputs.py %t/given 32
// RUN: nki-run %t/legalized.mlir --input a=%t/given/a.fp8.npy --input b=%t/given/b.fp8.npy --input c=%t/given/c.fp8.npy --input x=%t/given/x.input.npy --output-dir %t/given
// RUN: %nki-run-check %t/given fp8 | FileCheck %s
// RUN: not nki-run %t/legalized.mlir --random-inputs 31 --input x=%t/given/a.fp8.npy 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: fp8: ya: matches
// CHECK: fp8: yb: matches
// CHECK: fp8: yc: matches
// CHECK: fp8: qa: matches
// CHECK: fp8: qb: matches
// CHECK: fp8: qc: matches
// CHECK: fp8: qs: matches
// ERR: nki-run: error: --input 'x': {{.*}}a.fp8.npy: a one-byte float array (fp8) is the input of an fp8 tensor, not of a float32 one

#A = #klr.tensor_name<name = "a", dtype = float8_e4m3, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "a", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float8e5, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "b", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#C = #klr.tensor_name<name = "c", dtype = float8_e4m3fn, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "c", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#YA = #klr.tensor_name<name = "ya", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "ya", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#YB = #klr.tensor_name<name = "yb", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "yb", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#YC = #klr.tensor_name<name = "yc", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "yc", memory = hbm, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#QA = #klr.tensor_name<name = "qa", dtype = float8_e4m3, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qa", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#QB = #klr.tensor_name<name = "qb", dtype = float8e5, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qb", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#QC = #klr.tensor_name<name = "qc", dtype = float8_e4m3fn, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qc", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#QS = #klr.tensor_name<name = "qs", dtype = float8_e4m3, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qs", memory = hbm, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#AS = #klr.tensor_name<name = "as", dtype = float8_e4m3, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "as", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#BS = #klr.tensor_name<name = "bs", dtype = float8e5, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "bs", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#CS = #klr.tensor_name<name = "cs", dtype = float8_e4m3fn, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "cs", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#XS = #klr.tensor_name<name = "xs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "xs", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#YAS = #klr.tensor_name<name = "yas", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "yas", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#YBS = #klr.tensor_name<name = "ybs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "ybs", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#YCS = #klr.tensor_name<name = "ycs", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "ycs", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>
#QAS = #klr.tensor_name<name = "qas", dtype = float8_e4m3, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qas", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#QBS = #klr.tensor_name<name = "qbs", dtype = float8e5, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qbs", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#QCS = #klr.tensor_name<name = "qcs", dtype = float8_e4m3fn, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qcs", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
#QSS = #klr.tensor_name<name = "qss", dtype = float8_e4m3, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "qss", memory = sbuf, parSize = 128, freeSize = 64, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @fp8 attributes {edges = [], inputs = [#A, #B, #C, #X, #YA, #YB, #YC, #QA, #QB, #QC, #QS], outputs = [#YA, #YB, #YC, #QA, #QB, #QC, #QS], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #BS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #C>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.tensor_scalar at #klr.pos<line = 2, column = 5, filename = "fp8.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YAS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #AS>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40400000 : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 3, column = 5, filename = "fp8.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YBS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #BS>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40400000 : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 4, column = 5, filename = "fp8.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YCS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #CS>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x40400000 : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 5, column = 5, filename = "fp8.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QAS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x43480000 : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 6, column = 5, filename = "fp8.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QBS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x447A0000 : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 7, column = 5, filename = "fp8.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QCS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x43C80000 : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.tensor_scalar at #klr.pos<line = 8, column = 5, filename = "fp8.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QSS>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XS>>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3CA3D70A : f32>>, op0 = #klr.alu_op<mult>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YA>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YAS>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YB>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YBS>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YC>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YCS>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QA>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QAS>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QB>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QBS>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QC>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QCS>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 10, column = 5, filename = "fp8.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QS>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #QSS>>, uniqueIndices = false}
    }
  }
}
