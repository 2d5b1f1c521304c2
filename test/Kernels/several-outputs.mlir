// Several outputs passed as parameters, bf16 in, fp32 out, tiles already
// placed. As some front ends do, `out_sum` is listed among the inputs and
// the outputs, `out_max` among the inputs only: the body writes both, so
// both are outputs.
//
//   @nki.jit
//   def row_stats(x, out_sum, out_max):
//       t = nl.load(x)
//       nl.store(out_sum, value=nl.sum(t, axis=1))
//       nl.store(out_max, value=nl.max(t, axis=1))
//       return out_sum, out_max
//
// RUN: rm -rf %t && %provision-kernel %s %t | FileCheck %s --check-prefix=INLINED
// RUN: nki-opt --klr-allocate-memory %s -o /dev/null
// RUN: FileCheck %s --check-prefix=WRAP < %t/wrapped.mlir
// RUN: FileCheck %s --check-prefix=NKI < %t/provisioned.mlir
// RUN: FileCheck %s --check-prefix=MAIN < %t/legalized.mlir

// WRAP:      bir.allocation "x_set" {{.*}}kind = #bir.tensor_kind<ExternalInput>
// WRAP:      bir.allocation "out_sum_set" {{.*}}kind = #bir.tensor_kind<ExternalOutput>
// WRAP:      bir.allocation "out_max_set" {{.*}}kind = #bir.tensor_kind<ExternalOutput>
// WRAP-NOT:  bir.allocation "out_{{sum|max}}_set"
// WRAP:      bir.nki_klir_kernel "call_row_stats" engine Unassigned ins(%[[X:[0-9]+]], %[[SUM:[0-9]+]], %[[MAX:[0-9]+]]) outs(%[[SUM]])
// WRAP-SAME: func_args = {out_max = "out_max", out_sum = "out_sum", x = "x"}, func_outs = {out_sum = "out_sum"}

// NKI:       bir.func @row_stats kind <nki>
// NKI:       bir.allocation "x_set" {{.*}}dtype = #bir.dtype<bfloat16>{{.*}}kind = #bir.tensor_kind<Input>
// NKI:       bir.allocation "out_sum_set" {{.*}}kind = #bir.tensor_kind<Output>
// NKI:       bir.allocation "out_max_set" {{.*}}kind = #bir.tensor_kind<Output>

// MAIN:      %[[SUM:[0-9]+]] = bir.memory_location "out_sum"
// MAIN:      %[[MAX:[0-9]+]] = bir.memory_location "out_max"
// MAIN:      bir.tensor_reduce "inst__row_stats/row_stats_0_1"
// MAIN:      bir.tensor_reduce "inst__row_stats/row_stats_0_2"
// MAIN:      bir.save "inst__row_stats/row_stats_0_3" {{.*}}outs(%[[SUM]])
// MAIN:      bir.save "inst__row_stats/row_stats_0_4" {{.*}}outs(%[[MAX]])

// INLINED: inst__row_stats: 5 instructions inlined in order

#X = #klr.tensor_name<name = "x", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 256, addressRotation = false>
#SUM = #klr.tensor_name<name = "out_sum", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "out_sum", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#MAX = #klr.tensor_name<name = "out_max", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "out_max", memory = hbm, parSize = 128, freeSize = 4, isShared = false>, freeElements = 1, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 256, addressRotation = false>
#S = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "s", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 1, addressRotation = false>
#M = #klr.tensor_name<name = "m", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "m", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 576, isShared = false>, freeElements = 1, addressRotation = false>
#POS = #klr.pos<line = 3, column = 9, filename = "row_stats.py">
klr.lnc_kernel @row_stats attributes {edges = [], inputs = [#X, #SUM, #MAX], outputs = [#SUM], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #POS {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.tensor_reduce at #POS {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op = #klr.alu_op<add>, opDim = #klr.tensor_sub_dim<X>, negated = false, keepdims = true}
      klr.tensor_reduce at #POS {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, op = #klr.alu_op<max>, opDim = #klr.tensor_sub_dim<X>, negated = false, keepdims = true}
      klr.nc_dma_copy at #POS {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SUM>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S>>, uniqueIndices = false}
      klr.nc_dma_copy at #POS {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #MAX>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #M>>, uniqueIndices = false}
    }
  }
}
