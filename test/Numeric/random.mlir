// The random-number lowerings (setRngSeed, rand2, dropout) on numbers. The
// device's bits are not modelled (docs/nki-run.md, "Random numbers"), so
// what is checked is what the kernel means (lib/random-check.py): uniform
// numbers in [min, max) with the uniform distribution's mean and an even
// histogram (each within 5 standard deviations), dropout keeping each
// element unchanged or zeroing it, at the drop / keep rate; and that the
// numbers follow the seed: the same seed gives the same outputs, another
// seed others.
//
//   @nki.jit
//   def random_ops(seed, x, u_out, d_out, k_out):
//       # seed [128, 6] uint32 (the vector engine's generator state), x [128, 512] fp32
//       nisa.set_rng_seed(nl.load(seed))
//       t = nl.load(x)
//       nl.store(u_out, nisa.rand2(shape=(128, 512), min=-1.0, max=2.5))
//       nl.store(d_out, nisa.dropout(t, 0.25))                    # drop rate 1/4
//       nl.store(k_out, nisa.dropout(t, 0.25, keep_rate=True))    # keep rate 1/4
//
// The seed is a state of full 32-bit words, as XORWOW needs (a state of
// small words gives small first outputs, as XORWOW does on any machine).
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: %python-numpy -c "import numpy as np; np.save('%t/seed1.npy', np.random.default_rng(1).integers(0, 2**32, (128, 6), dtype=np.uint32))"
// RUN: %python-numpy -c "import numpy as np; np.save('%t/seed2.npy', np.random.default_rng(2).integers(0, 2**32, (128, 6), dtype=np.uint32))"
// RUN: nki-run %t/legalized.mlir --input seed=%t/seed1.npy --random-inputs 3 --output-dir %t/a --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %python-numpy %S/../lib/random-check.py %t/a | FileCheck %s
// RUN: nki-run %t/legalized.mlir --input seed=%t/seed1.npy --input x=%t/a/x.input.npy --output-dir %t/b
// RUN: cmp %t/a/u_out.npy %t/b/u_out.npy
// RUN: cmp %t/a/d_out.npy %t/b/d_out.npy
// RUN: cmp %t/a/k_out.npy %t/b/k_out.npy
// RUN: nki-run %t/legalized.mlir --input seed=%t/seed2.npy --random-inputs 3 --output-dir %t/c
// RUN: not cmp -s %t/a/u_out.npy %t/c/u_out.npy
// RUN: %python-numpy %S/../lib/random-check.py %t/c | FileCheck %s

// STATS: Dropout: 2
// STATS: Rand: 1
// STATS: SetRandState: 1

// CHECK: u_out: uniform in [-1, 2.5)
// CHECK: d_out: dropout keeps
// CHECK: k_out: dropout keeps

#SEED = #klr.tensor_name<name = "seed", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [6]>, address = #klr.address<name = "seed", memory = hbm, parSize = 128, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#UO = #klr.tensor_name<name = "u_out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "u_out", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#DO = #klr.tensor_name<name = "d_out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "d_out", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#KO = #klr.tensor_name<name = "k_out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "k_out", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [6]>, address = #klr.address<name = "s", memory = sbuf, parSize = 128, freeSize = 24, isShared = false>, freeElements = 6, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#U = #klr.tensor_name<name = "u", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#D = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "d", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#K = #klr.tensor_name<name = "k", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "k", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
klr.lnc_kernel @random_ops attributes {edges = [], inputs = [#SEED, #X, #UO, #DO, #KO], outputs = [#UO, #DO, #KO], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "random_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SEED>>, uniqueIndices = false}
      klr.set_rng_seed at #klr.pos<line = 2, column = 5, filename = "random_ops.py"> {src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>}
      klr.nc_dma_copy at #klr.pos<line = 3, column = 5, filename = "random_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.rand2 at #klr.pos<line = 4, column = 5, filename = "random_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, min = #klr.operand_imm<i = #klr.immediate_float<f = 0xBF800000 : f32>>, max = #klr.operand_imm<i = #klr.immediate_float<f = 0x40200000 : f32>>}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "random_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #UO>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, uniqueIndices = false}
      klr.dropout at #klr.pos<line = 6, column = 5, filename = "random_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, thresholdType = #klr.dropout_threshold_type<DropRate>, threshold = #klr.operand_imm<i = #klr.immediate_float<f = 0x3E800000 : f32>>}
      klr.nc_dma_copy at #klr.pos<line = 7, column = 5, filename = "random_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #DO>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #D>>, uniqueIndices = false}
      klr.dropout at #klr.pos<line = 8, column = 5, filename = "random_ops.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #K>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, thresholdType = #klr.dropout_threshold_type<KeepRate>, threshold = #klr.operand_imm<i = #klr.immediate_float<f = 0x3E800000 : f32>>}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "random_ops.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #KO>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #K>>, uniqueIndices = false}
    }
  }
}
