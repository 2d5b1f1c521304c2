// Loops. Statements are numbered in textual order across blocks; control
// flow that goes back (an `edges` entry or a cmpBranch label naming a block
// at or before the one it leaves) makes every tensor live in the loop's
// blocks live across all of them. Without the back edge `t` reuses `a`
// (dead after line 2) and `c` reuses `b`; with `body -> body`, `a` is read
// again on the next trip, so all four are live together.
// RUN: nki-opt --klr-allocate-memory %s | FileCheck %s

// CHECK-LABEL: klr.lnc_kernel @straight
// CHECK: klr.mem_set at <line = 1,{{.*}}name = "a", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK: klr.nc_copy at <line = 2,{{.*}}name = "b", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 2048,
// CHECK: klr.mem_set at <line = 3,{{.*}}name = "t", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK: klr.nc_copy at <line = 4,{{.*}}name = "c", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 2048,
klr.lnc_kernel @straight attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "entry" {
      klr.mem_set at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
    }
    klr.block "body" {
      klr.nc_copy at <line = 2, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "b", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, engine = #klr.engine<unassigned>}
      klr.mem_set at <line = 3, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.nc_copy at <line = 4, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "c", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "c", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, engine = #klr.engine<unassigned>}
    }
  }
}

// CHECK-LABEL: klr.lnc_kernel @loop
// CHECK: klr.mem_set at <line = 1,{{.*}}name = "a", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK: klr.nc_copy at <line = 2,{{.*}}name = "b", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 2048,
// CHECK: klr.mem_set at <line = 3,{{.*}}name = "t", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 4096,
// CHECK: klr.nc_copy at <line = 4,{{.*}}name = "c", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 6144,
klr.lnc_kernel @loop attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = [#klr.edges<fromEdge = "body", toEdges = ["body"]>]} {
  klr.core 0 {
    klr.block "entry" {
      klr.mem_set at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
    }
    klr.block "body" {
      klr.nc_copy at <line = 2, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "b", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, engine = #klr.engine<unassigned>}
      klr.mem_set at <line = 3, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.nc_copy at <line = 4, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "c", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "c", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, engine = #klr.engine<unassigned>}
    }
  }
}
