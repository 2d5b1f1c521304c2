// Accumulation flags across blocks (docs/klr-to-bir.md, "Matmul
// accumulation"): blocks without branches run in order, so two matmuls into
// one PSUM tile in consecutive blocks are one group; with a branch, each
// block decides alone.
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | FileCheck %s

// CHECK-LABEL: bir.func @k
// CHECK:       bir.matmult "k_0_0" {{.*}}start_tensor_calc = true, stop_tensor_calc = false
// CHECK:       bir.matmult "k_0_1" {{.*}}start_tensor_calc = false, stop_tensor_calc = true

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 512, addressRotation = false>
#P = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 512, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "first" {
      klr.nc_mat_mul at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, stationary = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, moving = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
    }
    klr.block "second" {
      klr.nc_mat_mul at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, stationary = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, moving = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
    }
  }
}

// -----

// CHECK-LABEL: bir.func @k
// CHECK:       bir.matmult "k_0_0" {{.*}}start_tensor_calc = true, stop_tensor_calc = true
// CHECK:       bir.unconditional_branch
// CHECK:       bir.matmult "k_0_2" {{.*}}start_tensor_calc = true, stop_tensor_calc = true

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 512, addressRotation = false>
#P = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 512, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "first" {
      klr.nc_mat_mul at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, stationary = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, moving = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
      klr.cmp_branch at #klr.pos<line = 8, column = 3> {reg1 = "r0", reg2 = "r0", imm = 0 : i32, op = #klr.br_cmp_op<always>, trueLabel = "second", falseLabel = "second"}
    }
    klr.block "second" {
      klr.nc_mat_mul at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #P>>, stationary = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, moving = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
    }
  }
}
