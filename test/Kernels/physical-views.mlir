// Tensors placed explicitly: the front end writes physical views
// (TensorRef.sbuf / .hbm) that carry their addresses. They lower to
// allocated memory locations at those addresses; a view inside a tensor of
// the same name is an access into it (here the second half of `t`), an HBM
// view of a formal an access into the formal. `u` is not placed:
// translate-nki-ast-to-bir{allocate=true} places it, and must not put it
// on the bytes of `t` or `e`, which are live with it.
//
//   @nki.jit
//   def placed(x, out):
//       t = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.sbuf, address=(0, 0))
//       e = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.sbuf, address=(0, 2048))
//       nisa.dma_copy(dst=t, src=x)
//       e[...] = nisa.activation(op=nl.exp, data=t)
//       u = nisa.activation(op=nl.exp, data=e)
//       t[:, 256:512] = 0.0
//       e[...] = nl.add(u, t)
//       nisa.dma_copy(dst=out, src=e)
//       return out
//
// RUN: rm -rf %t && %provision-kernel %s %t allocate=true | FileCheck %s --check-prefix=INLINED
// RUN: FileCheck %s --check-prefix=NKI < %t/provisioned.mlir
// RUN: nki-opt --klr-allocate-memory %s | FileCheck %s --check-prefix=ALLOC

// NKI:      bir.func @placed kind <nki>
// NKI:      bir.memory_location "t" {{.*}}addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>
// NKI:      bir.memory_location "e" {{.*}}addr = 2048 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>
// NKI:      bir.memory_location "u" {{.*}}addr = 4096 : i64, allocated = true
// The DMA reads the formal `x` through its HBM view.
// NKI:      bir.load "placed_0_0" engine DMA ins(%[[X:[0-9]+]]) outs(%[[T:[0-9]+]])
// The second half of `t`: 256 elements in.
// NKI:      bir.memset "placed_0_3" {{.*}}outs(%[[T]]) {{{.*}}outs_args = [#bir.physical_ap<ap = {{\[}}[512, 128], [1, 256]], dtype = float32, offset = 256>]
// NKI:      bir.save "placed_0_5" engine DMA ins(%{{[0-9]+}}) outs(%[[OUT:[0-9]+]])

// The allocator keeps the views where they are: `u` goes above them.
// ALLOC:    name = "u", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 4096

// INLINED: inst__placed: 6 instructions inlined in order

#X = #klr.tensor_name<name = "x", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "x", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#OUT = #klr.tensor_name<name = "out", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "out", memory = hbm, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#U = #klr.tensor_name<name = "u", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [512]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>
#T = #klr.tensor_ref_sbuf<view = <name = "t", dtype = float32, parNum = 128, pattern = [<step = 1, num = 512, offset = 0>], parOffset = 0, freeOffset = 0>>
#THALF = #klr.tensor_ref_sbuf<view = <name = "t", dtype = float32, parNum = 128, pattern = [<step = 1, num = 256, offset = 0>], parOffset = 0, freeOffset = 1024>>
#E = #klr.tensor_ref_sbuf<view = <name = "e", dtype = float32, parNum = 128, pattern = [<step = 1, num = 512, offset = 0>], parOffset = 0, freeOffset = 2048>>
#XV = #klr.tensor_ref_hbm<view = <name = "x", dtype = float32, address = 0, dims = [<step = 512, num = 128, offset = 0>, <step = 1, num = 512, offset = 0>]>>
#OUTV = #klr.tensor_ref_hbm<view = <name = "out", dtype = float32, address = 0, dims = [<step = 512, num = 128, offset = 0>, <step = 1, num = 512, offset = 0>]>>
klr.lnc_kernel @placed attributes {edges = [], inputs = [#X, #OUT], outputs = [#OUT], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_dma_copy at #klr.pos<line = 4, column = 5, filename = "placed.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #T, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #XV, uniqueIndices = false}
      klr.activate at #klr.pos<line = 5, column = 5, filename = "placed.py"> {dst = #E, src = #T, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.immediate_float<f = 0x3F800000 : f32>, bias = #klr.immediate_float<f = 0x00000000 : f32>, imm = #klr.immediate_float<f = 0x00000000 : f32>}
      klr.activate at #klr.pos<line = 6, column = 5, filename = "placed.py"> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, src = #E, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.immediate_float<f = 0x3F800000 : f32>, bias = #klr.immediate_float<f = 0x00000000 : f32>, imm = #klr.immediate_float<f = 0x00000000 : f32>}
      klr.mem_set at #klr.pos<line = 7, column = 5, filename = "placed.py"> {dst = #THALF, value = #klr.immediate_float<f = 0x00000000 : f32>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.tensor_tensor at #klr.pos<line = 8, column = 5, filename = "placed.py"> {dst = #E, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #U>>, src1 = #T, op = #klr.alu_op<add>, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 9, column = 5, filename = "placed.py"> {compute_op = #klr.dge_compute_op<none>, dgeMode = 0 : i64, dst = #OUTV, engine = #klr.engine<unassigned>, oobMode = #klr.dma_bounds_error, src = #E, uniqueIndices = false}
    }
  }
}
