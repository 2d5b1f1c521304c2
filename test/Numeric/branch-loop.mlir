// A loop written with registers and branches, checked on numbers
// (lib/nki-run-check.py `branch_loop`): register_move sets a counter to 3,
// the block "loop" accumulates x into the output parameter acc (a DMA copy
// with compute_op add), counts down (register_alu_op) and branches back
// while the counter is above 0 (cmp_branch gt_imm: CompareAndBranch); the
// block "done" copies x with klr.copy (TensorCopy) and klr.dma_copy (Save).
// acc = acc0 + 3x, fp32 1e-5; out = x, bit-exact.
//
//   (KLR, as a kernel's blocks)
//   main:  t = load(x); r0 = 3
//   loop:  acc += t (DMA accumulate); r0 = r0 - 1; if r0 > 0 goto loop else done
//   done:  u = copy(t); out = dma_copy(u)
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true > /dev/null
// RUN: nki-run %t/legalized.mlir --random-inputs 9 --output-dir %t/run --stats 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %nki-run-check %t/run branch_loop | FileCheck %s

// The loop body runs three times: three accumulations, three compares.
// STATS: CompareAndBranch: 3
// STATS: DMACopy: 3
// STATS: RegisterAlu: 3
// STATS: RegisterMove: 1
// STATS: TensorCopy: 1

// CHECK: branch_loop: acc: matches
// CHECK: branch_loop: out: matches

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "x", memory = hbm, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#ACC = #klr.tensor_name<name = "acc", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "acc", memory = hbm, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "out", memory = hbm, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "t", memory = sbuf, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
#U = #klr.tensor_name<name = "u", dtype = float32, shape = #klr.shape<parDim = 16, freeDims = [8]>, address = #klr.address<name = "u", memory = sbuf, parSize = 16, freeSize = 32, isShared = false>, freeElements = 8, addressRotation = false>
klr.lnc_kernel @branch_loop attributes {edges = [], inputs = [#X, #ACC, #OUT], outputs = [#ACC, #OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 1, column = 5, filename = "branch_loop.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.register_move at #klr.pos<line = 2, column = 5, filename = "branch_loop.py"> {dst = "r0", imm = 3 : i32}
    }
    klr.block "loop" {
      klr.nc_dma_copy at #klr.pos<line = 3, column = 5, filename = "branch_loop.py"> {compute_op = #klr.dge_compute_op<add>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #ACC>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, uniqueIndices = false}
      klr.register_alu_op at #klr.pos<line = 4, column = 5, filename = "branch_loop.py"> {dst = "r0", src = "r0", imm = 1 : i32, op = #klr.alu_op<subtract>}
      klr.cmp_branch at #klr.pos<line = 5, column = 5, filename = "branch_loop.py"> {reg1 = "r0", reg2 = "r0", imm = 0 : i32, op = #klr.br_cmp_op<gt_imm>, trueLabel = "loop", falseLabel = "done"}
    }
    klr.block "done" {
      klr.copy at #klr.pos<line = 6, column = 5, filename = "branch_loop.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>}
      klr.dma_copy at #klr.pos<line = 7, column = 5, filename = "branch_loop.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, compute_op = #klr.dge_compute_op<none>, dstBoundsCheck = #klr.dma_bounds_error, srcBoundsCheck = #klr.dma_bounds_error}
    }
  }
}
