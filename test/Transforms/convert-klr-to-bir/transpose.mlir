// The routes of a KLR transpose (docs/klr-to-bir.md, "Transposes"): the
// vector engine for what it can do, the tensor engine for the rest, through
// a compiler-generated PSUM tile when the destination is in SBUF; the
// operator's `engine` is honoured. Tensors are pre-allocated.
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s 2>/dev/null | FileCheck %s
// An fp32 tile within the vector engine's 32x32 block: StreamTranspose on
// the vector engine, SBUF to SBUF.
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-NOT:   bir.matmult
// CHECK:       bir.stream_transpose "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}})
// CHECK-NOT:   bir.matmult

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "a", memory = sbuf, parSize = 32, freeSize = 128, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 32, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "b", memory = sbuf, parSize = 32, freeSize = 128, parOffset = 0, freeOffset = 128, isShared = false>, freeElements = 32, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.transpose at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// The same tile with engine = pe: the tensor engine, through the PSUM tile.
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK:       bir.memory_location "COMPILER-GENERATED-transpose_psum_0" {{.*}}addr = 0 : i64, allocated = true, bank = 0 : i64{{.*}}memory_type = #bir.memory_type<PSUM>
// CHECK:       bir.matmult "k_0_{{[0-9]+}}" engine PE {{.*}}is_transpose = true
// CHECK-SAME:  outs_args = [#bir.physical_ap<ap = {{\[}}[128, 32], [1, 32]], dtype = float32, offset = 0>]
// CHECK-NEXT:  bir.tensor_copy "k_0_{{[0-9]+}}"
// CHECK-NOT:   bir.stream_transpose

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "a", memory = sbuf, parSize = 32, freeSize = 128, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 32, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "b", memory = sbuf, parSize = 32, freeSize = 128, parOffset = 0, freeOffset = 128, isShared = false>, freeElements = 32, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.transpose at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<pe>}
    }
  }
}

// -----

// A bf16 tile with engine = dve: the vector engine, as asked.
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-NOT:   COMPILER-GENERATED
// CHECK:       bir.stream_transpose "k_0_0" engine DVE

#A = #klr.tensor_name<name = "a", dtype = bfloat16, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "a", memory = sbuf, parSize = 32, freeSize = 64, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 32, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = bfloat16, shape = #klr.shape<parDim = 32, freeDims = [32]>, address = #klr.address<name = "b", memory = sbuf, parSize = 32, freeSize = 64, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 32, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.transpose at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<dve>}
    }
  }
}

// -----

// A PSUM destination needs no tile: the matmul writes it (bf16 128x128).
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-NOT:   transpose_psum
// CHECK:       bir.matmult "k_0_{{[0-9]+}}" engine PE ins(%{{.*}}, %{{.*}}) outs(%[[P:[0-9]+]]) {{{.*}}is_transpose = true
// CHECK-NOT:   bir.tensor_copy

#A = #klr.tensor_name<name = "a", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#P = #klr.tensor_name<name = "p", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.transpose at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// fp32 128x128 into SBUF while the kernel's own PSUM tile fills bank 0: the
// transpose tile goes to the next bank (a tile never straddles banks), and
// the budget counts both banks.
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK:       bir.memory_location "COMPILER-GENERATED-transpose_psum_0" {{.*}}addr = 0 : i64, allocated = true, bank = 1 : i64{{.*}}dims = array<i64: 128, 512>, memory_type = #bir.memory_type<PSUM>
// CHECK:       bir.matmult "k_0_{{[0-9]+}}" engine PE ins(%{{.*}}, %{{.*}}) outs(%[[T:[0-9]+]])
// CHECK-NEXT:  bir.tensor_copy "k_0_{{[0-9]+}}" engine {{[A-Za-z]+}} ins(%[[T]]) outs(%{{.*}})
// CHECK:       bir.matmult

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>
#P = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 512, addressRotation = false>
#C = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 512, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.transpose at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>}
      klr.nc_mat_mul at #klr.pos<line = 8, column = 3, filename = "kernel.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, stationary = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, moving = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #C>>, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
    }
  }
}
