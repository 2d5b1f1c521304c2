// Physical tensor references (docs/klr-to-bir.md, "Physical tensor
// references"): views that carry their addresses lower to allocated
// locations there.
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | FileCheck %s
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | nki-opt --split-input-file > /dev/null
// A PSUM view at byte 2560: bank 1, address 512 in the bank.
// CHECK-LABEL: bir.func @k
// CHECK: bir.memory_location "p" {{.*}}addr = 512 : i64, allocated = true, bank = 1 : i64, base = 0 : i64, dims = array<i64: 128, 512>, memory_type = #bir.memory_type<PSUM>

klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.mem_set at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_psum<view = <name = "p", dtype = float32, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 2560>>, value = #klr.immediate_float<f = 0x00000000 : f32>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// Two placements under one name: the copy's destination (partitions 64..,
// byte 1024) is seen first and takes the name; the source (partitions 0..,
// byte 0) does not lie inside it, so it is a location of its own.
// CHECK-LABEL: bir.func @k
// CHECK: bir.memory_location "t" {{.*}}addr = 1024 : i64, allocated = true, bank = 0 : i64, base = 64 : i64, dims = array<i64: 64, 512>
// CHECK: bir.memory_location "t@p0.b0" {{.*}}addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 64, 512>
// CHECK: bir.tensor_copy "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[128, 64], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = {{\[}}[128, 64], [1, 128]], dtype = float32, offset = 0>]

klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_copy at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_sbuf<view = <name = "t", dtype = float32, parNum = 64, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 64, freeOffset = 1024>>, src = #klr.tensor_ref_sbuf<view = <name = "t", dtype = float32, parNum = 64, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 0>>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// An HBM view of a tensor the kernel does not declare: a DRAM tensor of its
// own, as large as the view reaches; the address is the element offset.
// CHECK-LABEL: bir.func @k
// CHECK: bir.memory_location "h" {{.*}}dims = array<i64: 128, 520>, memory_type = #bir.memory_type<DRAM>
// CHECK: bir.load "k_0_0" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 2>]

klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_dma_copy at #klr.pos<line = 7, column = 3> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_sbuf<view = <name = "s", dtype = float32, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 0>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_hbm<view = <name = "h", dtype = float32, address = 8, dims = [<step = 128, num = 128, offset = 0>, <step = 1, num = 128, offset = 0>]>>, uniqueIndices = false}
    }
  }
}
