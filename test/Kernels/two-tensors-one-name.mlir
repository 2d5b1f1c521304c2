// One name for two different tensors (here `out` is [128, 512] as an input
// and [128, 256] as an output) is an error that names both, in the wrapper
// and in the codegen walk.
//
// RUN: rm -rf %t && mkdir -p %t && nki-translate --export-klr %s -o %t/k.klr
// RUN: not nki-translate --wrap-kernel %t/k.klr 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: nki-opt --convert-klr-to-bir --verify-diagnostics %s

// WRAP: k.klr: error: kernel 'clash' declares two different tensors named 'out': [128, 512] float32 in hbm and [128, 256] float32 in hbm

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#OUT_IN = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "out", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [256]>, address = #klr.address<name = "out", memory = hbm, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>
// expected-error@+1 {{KLR kernel 'clash': two different tensors are named 'out': [128, 512] float32 in hbm and [128, 256] float32 in hbm}}
klr.lnc_kernel @clash attributes {edges = [], inputs = [#X, #OUT_IN], outputs = [#OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 3, column = 5, filename = "clash.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
    }
  }
}
