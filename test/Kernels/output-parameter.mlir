// An output passed as a parameter, the common NKI style: the front end lists
// `out` among the inputs and the outputs. The kernel's tiles are not placed:
// translate-nki-ast-to-bir{allocate=true} places them.
//
//   @nki.jit
//   def exp_kernel(x, out):
//       t = nl.load(x)
//       nl.store(out, value=nl.exp(t))
//       return out
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true | FileCheck %s --check-prefix=INLINED
// RUN: nki-opt --klr-allocate-memory %s | FileCheck %s --check-prefix=ALLOC
// RUN: FileCheck %s --check-prefix=WRAP < %t/wrapped.mlir
// RUN: FileCheck %s --check-prefix=NKI < %t/provisioned.mlir
// RUN: FileCheck %s --check-prefix=MAIN < %t/legalized.mlir

// klr-allocate-memory places the tiles and leaves the formals in DRAM.
// ALLOC:     inputs = [#klr.tensor_name<name = "x"{{.*}}memory = hbm, parSize = 128, freeSize = 2048, isShared = false>{{.*}}, #klr.tensor_name<name = "out"
// ALLOC-SAME: outputs = [#klr.tensor_name<name = "out"
// ALLOC:     name = "t", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = {{[0-9]+}}

// One memory location per tensor; `out` is written, so it is an output.
// WRAP:      bir.allocation "x_set" {{.*}}kind = #bir.tensor_kind<ExternalInput>
// WRAP:      bir.allocation "out_set" {{.*}}kind = #bir.tensor_kind<ExternalOutput>
// WRAP-NOT:  bir.allocation "out_set"
// WRAP:      bir.nki_klir_kernel "call_exp_kernel" engine Unassigned ins(%[[X:[0-9]+]], %[[OUT:[0-9]+]]) outs(%[[OUT]])
// WRAP-SAME: func_args = {out = "out", x = "x"}, func_outs = {out = "out"}

// NKI:       bir.nki_kernel "inst__exp_kernel"
// NKI-SAME:  func_args = {out = "out", x = "x"}, func_outs = {out = "out"}
// NKI:       bir.func @exp_kernel kind <nki>
// NKI:       bir.allocation "x_set" {{.*}}kind = #bir.tensor_kind<Input>
// NKI:       bir.allocation "out_set" {{.*}}kind = #bir.tensor_kind<Output>
// NKI-NOT:   bir.allocation "out_set"

// Both bindings of `out` rebind to the one actual.
// MAIN:      bir.func @main kind <main>
// MAIN:      %[[OUT:[0-9]+]] = bir.memory_location "out"
// MAIN:      bir.save "inst__exp_kernel/exp_kernel_0_2" {{.*}}outs(%[[OUT]])
// MAIN-NOT:  bir.func

// INLINED: inst__exp_kernel: 3 instructions inlined in order

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "out", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#T = #klr.tensor_name<name = "t", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "t", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#E = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "e", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#ZERO = #klr.immediate_float<f = 0x00000000 : f32>
#ONE = #klr.immediate_float<f = 0x3F800000 : f32>
klr.lnc_kernel @exp_kernel attributes {edges = [], inputs = [#X, #OUT], outputs = [#OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 3, column = 9, filename = "exp_kernel.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #X>>, uniqueIndices = false}
      klr.activate at #klr.pos<line = 4, column = 21, filename = "exp_kernel.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #T>>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #ONE, bias = #ZERO, imm = #ZERO}
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "exp_kernel.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #OUT>>, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #E>>, uniqueIndices = false}
    }
  }
}
