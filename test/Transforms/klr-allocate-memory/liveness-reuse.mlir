// Liveness and reuse in SBUF. A tensor lives from its first occurrence to its
// last (here: first write to last read; `x` is written and never read, and
// still gets room at its write). Dead tensors' memory is reused:
//   a [1,4]  s [2,3]  b [3,4]  c [4,6]  d [5,6]  e [6,6]  x [7,7]   (lines)
// Largest first packs best here: d at 0; a at 0 (dead before d is written);
// b beside a; c above a, b and d; e above c; s above a and b (100 B, so a
// 64-byte-aligned neighbour would start at 4160); x reuses 0.
// No reuse would need 14464 bytes per partition (bump order, 64-byte
// alignment: a 0, s 2048, b 2176, c 4224, d 6272, e 10368, x 12416).
// RUN: nki-opt --klr-allocate-memory %s | FileCheck %s
// RUN: nki-opt --klr-allocate-memory='report=true' --verify-diagnostics %s -o /dev/null
// The result is stable: allocating again keeps every address (kept tensors
// never move, so there is nothing to save).
// RUN: nki-opt --klr-allocate-memory %s | nki-opt --klr-allocate-memory='report=true' 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// The rewritten kernel keeps the original kernel op's location.
// RUN: nki-opt --klr-allocate-memory --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

// AGAIN: remark: kernel 'reuse' core 0: SBUF peak 8192 bytes per partition (no reuse 8192, saved 0); PSUM 0 banks (no reuse 0, saved 0); 0 tensors placed, 7 kept

// CHECK-LABEL: klr.lnc_kernel @reuse
// CHECK: klr.mem_set at <line = 1,{{.*}}name = "a", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK: klr.mem_set at <line = 2,{{.*}}name = "s", memory = sbuf, parSize = 128, freeSize = 100, parOffset = 0, freeOffset = 4096,
// CHECK: klr.nc_copy at <line = 3,{{.*}}name = "b", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 2048,
// CHECK-SAME: name = "s", memory = sbuf, parSize = 128, freeSize = 100, parOffset = 0, freeOffset = 4096,
// CHECK: klr.tensor_tensor at <line = 4,{{.*}}name = "c", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 4096,
// CHECK-SAME: name = "a", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK-SAME: name = "b", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 2048,
// CHECK: klr.mem_set at <line = 5,{{.*}}name = "d", memory = sbuf, parSize = 128, freeSize = 4096, parOffset = 0, freeOffset = 0,
// CHECK: klr.tensor_tensor at <line = 6,{{.*}}name = "e", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 6144,
// CHECK-SAME: name = "c", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 4096,
// CHECK-SAME: name = "d", memory = sbuf, parSize = 128, freeSize = 4096, parOffset = 0, freeOffset = 0,
// CHECK: klr.mem_set at <line = 7,{{.*}}name = "x", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,

// LOC: loc("{{.*}}liveness-reuse.mlir":[[@LINE+2]]:1)
// expected-remark @+1 {{kernel 'reuse' core 0: SBUF peak 8192 bytes per partition (no reuse 14464, saved 6272); PSUM 0 banks (no reuse 0, saved 0); 7 tensors placed, 0 kept}}
klr.lnc_kernel @reuse attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "main" {
      klr.mem_set at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.mem_set at <line = 2, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = float32, shape = <parDim = 128, freeDims = [25]>, address = <name = "s", memory = sbuf, parSize = 128, freeSize = 100, isShared = false>, freeElements = 25, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.nc_copy at <line = 3, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "b", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "s", dtype = float32, shape = <parDim = 128, freeDims = [25]>, address = <name = "s", memory = sbuf, parSize = 128, freeSize = 100, isShared = false>, freeElements = 25, addressRotation = false>>>, engine = #klr.engine<unassigned>}
      klr.tensor_tensor at <line = 4, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "c", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "c", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "b", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, op = #klr.alu_op<add>, engine = #klr.engine<unassigned>}
      klr.mem_set at <line = 5, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "d", dtype = float32, shape = <parDim = 128, freeDims = [1024]>, address = <name = "d", memory = sbuf, parSize = 128, freeSize = 4096, isShared = false>, freeElements = 1024, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.tensor_tensor at <line = 6, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "e", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "e", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "c", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "c", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "d", dtype = float32, shape = <parDim = 128, freeDims = [1024]>, address = <name = "d", memory = sbuf, parSize = 128, freeSize = 4096, isShared = false>, freeElements = 1024, addressRotation = false>>>, op = #klr.alu_op<add>, engine = #klr.engine<unassigned>}
      klr.mem_set at <line = 7, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "x", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "x", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
    }
  }
}
