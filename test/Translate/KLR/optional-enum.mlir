// An optional enum inside a structure prints without its mnemonic
// (`dtypeOverride = <float16>`) and exports as that case.
// RUN: nki-translate --export-klr %s | nki-translate --import-klr | FileCheck %s
// CHECK: indirectDim = 0, dtypeOverride = <float16>>
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, offset = 0, pattern = [], indirectDim = 0, dtypeOverride = <float16>>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
