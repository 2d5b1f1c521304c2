// The codegen prunes empty blocks, as the compiler does after the walk
// (a noReorder split can leave one): the empty "mid" and "tail" go; the
// empty "target" stays because a branch names it.
// RUN: nki-opt --convert-klr-to-bir %s | FileCheck %s

// CHECK:     bir.block "first"
// CHECK-NOT: bir.block "mid"
// CHECK:     bir.block "second"
// CHECK:     bir.unconditional_branch {{.*}}target = "target"
// CHECK:     bir.block "target"
// CHECK-NOT: bir.block "tail"

#A = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>
#B = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "first" {
      klr.nc_copy at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>}
    }
    klr.block "mid" no_reorder {
    }
    klr.block "second" {
      klr.nc_copy at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #B>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #A>>, engine = #klr.engine<unassigned>}
      klr.cmp_branch at #klr.pos<line = 8, column = 3> {reg1 = "r0", reg2 = "r0", imm = 0 : i32, op = #klr.br_cmp_op<always>, trueLabel = "target", falseLabel = "target"}
    }
    klr.block "target" {
    }
    klr.block "tail" no_reorder {
    }
  }
}
