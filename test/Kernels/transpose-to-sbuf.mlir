// Transposes stored to SBUF, fp32, bf16 and fp16, the way `nl.transpose`
// results are used: the tensor engine writes PSUM, so each goes through the
// compiler-generated PSUM tile of its dtype (one per dtype, each inside one
// PSUM bank, above the kernel's own PSUM) and a copy to the SBUF
// destination. The tiles are scratch state of the call: the inliner places
// them in the call's PSUM scratchpad.
//
//   @nki.jit
//   def transposes(x32, x16, xh, y32, y16, yh):
//       nl.store(y32, value=nl.transpose(nl.load(x32)))   # [128, 128] fp32
//       nl.store(y16, value=nl.transpose(nl.load(x16)))   # [128, 64] bf16
//       nl.store(yh, value=nl.transpose(nl.load(xh)))     # [64, 128] fp16
//
// RUN: rm -rf %t && %provision-kernel %s %t budget=kernel 2>%t.err | FileCheck %s --check-prefix=INLINED
// RUN: FileCheck %s --check-prefix=NKI < %t/provisioned.mlir
// RUN: FileCheck %s --check-prefix=MAIN < %t/legalized.mlir

// NKI:      bir.nki_kernel "inst__transposes"
// budget=kernel: the kernel's own PSUM, bank 0 only.
// NKI-SAME: psum_buf_shape = array<i64: 2048, 128, 1>
// NKI:      bir.allocation "COMPILER-GENERATED-transpose_psum_0_set" {{.*}}dtype = #bir.dtype<float32>
// NKI-NEXT: bir.memory_location "COMPILER-GENERATED-transpose_psum_0" {{.*}}addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 512>, memory_type = #bir.memory_type<PSUM>
// NKI:      bir.allocation "COMPILER-GENERATED-transpose_psum_1_set" {{.*}}dtype = #bir.dtype<bfloat16>
// NKI-NEXT: bir.memory_location "COMPILER-GENERATED-transpose_psum_1" {{.*}}addr = 512 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 256>, memory_type = #bir.memory_type<PSUM>
// NKI:      bir.allocation "COMPILER-GENERATED-transpose_psum_2_set" {{.*}}dtype = #bir.dtype<float16>
// NKI-NEXT: bir.memory_location "COMPILER-GENERATED-transpose_psum_2" {{.*}}addr = 768 : i64

// fp32 [128, 128]: larger than the vector engine's 32x32, so the tensor engine.
// NKI:      bir.matmult "transposes_0_{{[0-9]+}}" engine PE ins(%[[S32:[0-9]+]], %[[ID32:[0-9]+]]) outs(%[[P32:[0-9]+]]) {{{.*}}is_transpose = true
// NKI-SAME: outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>]
// NKI-SAME: start_tensor_calc = true, stop_tensor_calc = true
// NKI-NEXT: bir.tensor_copy "transposes_0_{{[0-9]+}}" engine {{[A-Za-z]+}} ins(%[[P32]]) outs(%[[T32:[0-9]+]])
// bf16 [128, 64] -> [64, 128]: the tile's first 64 partitions, 128 elements each.
// NKI:      bir.matmult {{.*}}is_transpose = true
// NKI-SAME: outs_args = [#bir.physical_ap<ap = {{\[}}[128, 64], [1, 128]], dtype = bfloat16, offset = 0>]
// NKI-NEXT: bir.tensor_copy
// NKI-SAME: ins_args = [#bir.physical_ap<ap = {{\[}}[128, 64], [1, 128]], dtype = bfloat16, offset = 0>]
// NKI-SAME: outs_args = [#bir.physical_ap<ap = {{\[}}[128, 64], [1, 128]], dtype = bfloat16, offset = 0>]
// fp16 [64, 128] -> [128, 64]. The source has 64 partitions: the identity's
// 64x64 corner moves.
// NKI:      bir.matmult {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[128, 64], [1, 128]], dtype = float16, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 64], [1, 64]], dtype = float16, offset = 0>], is_transpose = true
// NKI-SAME: outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 64]], dtype = float16, offset = 0>]
// NKI-NEXT: bir.tensor_copy

// MAIN:     bir.func @main kind <main>
// MAIN:     %[[PSUM:[0-9]+]] = bir.allocation "inst__transposes.psum_scratchpad_set"
// MAIN:     bir.memory_location "inst__transposes/COMPILER-GENERATED-transpose_psum_0" in %[[PSUM]]
// MAIN:     bir.memory_location "inst__transposes/COMPILER-GENERATED-transpose_psum_1" in %[[PSUM]]
// MAIN:     bir.memory_location "inst__transposes/COMPILER-GENERATED-transpose_psum_2" in %[[PSUM]]
// MAIN-NOT: bir.func

// INLINED: inst__transposes: {{[0-9]+}} instructions inlined in order

#X32 = #klr.tensor_name<name = "x32", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "x32", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#Y32 = #klr.tensor_name<name = "y32", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "y32", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>
#X16 = #klr.tensor_name<name = "x16", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "x16", memory = hbm, parSize = 128, freeSize = 128, isShared = false>, freeElements = 64, addressRotation = false>
#Y16 = #klr.tensor_name<name = "y16", dtype = bfloat16, shape = #klr.shape<parDim = 64, freeDims = [128]>, address = #klr.address<name = "y16", memory = hbm, parSize = 64, freeSize = 256, isShared = false>, freeElements = 128, addressRotation = false>
#XH = #klr.tensor_name<name = "xh", dtype = float16, shape = #klr.shape<parDim = 64, freeDims = [128]>, address = #klr.address<name = "xh", memory = hbm, parSize = 64, freeSize = 256, isShared = false>, freeElements = 128, addressRotation = false>
#YH = #klr.tensor_name<name = "yh", dtype = float16, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "yh", memory = hbm, parSize = 128, freeSize = 128, isShared = false>, freeElements = 64, addressRotation = false>
#S32 = #klr.tensor_name<name = "s32", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "s32", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#T32 = #klr.tensor_name<name = "t32", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "t32", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>
#S16 = #klr.tensor_name<name = "s16", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "s16", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 64, addressRotation = false>
#T16 = #klr.tensor_name<name = "t16", dtype = bfloat16, shape = #klr.shape<parDim = 64, freeDims = [128]>, address = #klr.address<name = "t16", memory = sbuf, parSize = 64, freeSize = 256, parOffset = 0, freeOffset = 1152, isShared = false>, freeElements = 128, addressRotation = false>
#SH = #klr.tensor_name<name = "sh", dtype = float16, shape = #klr.shape<parDim = 64, freeDims = [128]>, address = #klr.address<name = "sh", memory = sbuf, parSize = 64, freeSize = 256, parOffset = 0, freeOffset = 1408, isShared = false>, freeElements = 128, addressRotation = false>
#TH = #klr.tensor_name<name = "th", dtype = float16, shape = #klr.shape<parDim = 128, freeDims = [64]>, address = #klr.address<name = "th", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 64, addressRotation = false>
klr.lnc_kernel @transposes attributes {edges = [], inputs = [#X32, #X16, #XH, #Y32, #Y16, #YH], outputs = [#Y32, #Y16, #YH], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 3, column = 5, filename = "transposes.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S32>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X32>>, uniqueIndices = false}
      klr.transpose at #klr.pos<line = 4, column = 22, filename = "transposes.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T32>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S32>>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "transposes.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y32>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T32>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 5, column = 5, filename = "transposes.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S16>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X16>>, uniqueIndices = false}
      klr.transpose at #klr.pos<line = 6, column = 22, filename = "transposes.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T16>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #S16>>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 6, column = 5, filename = "transposes.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #Y16>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T16>>, uniqueIndices = false}
      klr.nc_dma_copy at #klr.pos<line = 7, column = 5, filename = "transposes.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SH>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #XH>>, uniqueIndices = false}
      klr.transpose at #klr.pos<line = 8, column = 22, filename = "transposes.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TH>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #SH>>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 5, filename = "transposes.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #YH>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #TH>>, uniqueIndices = false}
    }
  }
}
