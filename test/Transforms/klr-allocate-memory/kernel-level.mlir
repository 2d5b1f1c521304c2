// Kernel-level tensors. SBUF/PSUM tensors among the kernel's inputs, outputs
// and shared buffers are live throughout and get one address in every core
// (and in the kernel's own tensor lists): `in` and `acc_shared` are placed
// once, first, and each core's own tensors go around them, reusing memory
// within the core (`t2` reuses `t1`'s bytes in core 1).
// A single-core klr.kernel is allocated like an LNC kernel with one core.
// Attributes the KLR model does not hold (`test.tag`, `test.note`) survive
// the rewrite, and every op keeps its location: only the addresses change.
// RUN: nki-opt --klr-allocate-memory %s | FileCheck %s
// RUN: nki-opt --klr-allocate-memory --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC
// RUN: nki-opt --klr-allocate-memory='report=true' --verify-diagnostics %s -o /dev/null

// CHECK-LABEL: klr.lnc_kernel @lnc
// CHECK-SAME: inputs = [#klr.tensor_name<name = "in", {{.*}}address = <name = "in", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK-SAME: shared_buffers = [#klr.tensor_name<name = "acc_shared", {{.*}}address = <name = "acc_shared", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 2048,
// CHECK-SAME: test.tag = "kept"
// CHECK: klr.core 0
// CHECK: klr.nc_copy at <line = 1,{{.*}}name = "t0", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 3072,
// CHECK-SAME: name = "in", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK: klr.tensor_tensor at <line = 2,{{.*}}name = "u0", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 5120,
// CHECK: klr.core 1
// CHECK: klr.mem_set at <line = 1,{{.*}}name = "t1", memory = sbuf, parSize = 128, freeSize = 4096, parOffset = 0, freeOffset = 3072,
// CHECK: klr.nc_copy at <line = 2,{{.*}}name = "acc_shared", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 2048,
// CHECK: klr.mem_set at <line = 3,{{.*}}name = "t2", memory = sbuf, parSize = 128, freeSize = 1024, parOffset = 0, freeOffset = 3072,

// expected-remark @+2 {{kernel 'lnc' core 0: SBUF peak 6144 bytes per partition (no reuse 6144, saved 0); PSUM 0 banks (no reuse 0, saved 0); 4 tensors placed, 0 kept}}
// expected-remark @+1 {{kernel 'lnc' core 1: SBUF peak 7168 bytes per partition (no reuse 8192, saved 1024); PSUM 0 banks (no reuse 0, saved 0); 4 tensors placed, 0 kept}}
klr.lnc_kernel @lnc attributes {test.tag = "kept", inputs = [#klr.tensor_name<name = "in", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "in", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>], outputs = [], shared_buffers = [#klr.tensor_name<name = "acc_shared", dtype = float32, shape = <parDim = 128, freeDims = [256]>, address = <name = "acc_shared", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "main" {
      klr.nc_copy at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t0", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "t0", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "in", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "in", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, engine = #klr.engine<unassigned>}
      klr.tensor_tensor at <line = 2, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "u0", dtype = float32, shape = <parDim = 128, freeDims = [256]>, address = <name = "u0", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>>>, src0 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t0", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "t0", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "in", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "in", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, op = #klr.alu_op<add>, engine = #klr.engine<unassigned>}
    }
  }
  klr.core 1 {
    klr.block "main" {
      klr.mem_set at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t1", dtype = float32, shape = <parDim = 128, freeDims = [1024]>, address = <name = "t1", memory = sbuf, parSize = 128, freeSize = 4096, isShared = false>, freeElements = 1024, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
      klr.nc_copy at <line = 2, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "acc_shared", dtype = float32, shape = <parDim = 128, freeDims = [256]>, address = <name = "acc_shared", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t1", dtype = float32, shape = <parDim = 128, freeDims = [1024]>, address = <name = "t1", memory = sbuf, parSize = 128, freeSize = 4096, isShared = false>, freeElements = 1024, addressRotation = false>>>, engine = #klr.engine<unassigned>}
      klr.mem_set at <line = 3, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t2", dtype = float32, shape = <parDim = 128, freeDims = [256]>, address = <name = "t2", memory = sbuf, parSize = 128, freeSize = 1024, isShared = false>, freeElements = 256, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
    }
  }
}

// CHECK-LABEL: klr.kernel @single
// CHECK: klr.mem_set at <line = 1,{{.*}}name = "a", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK: klr.nc_copy at <line = 2,{{.*}}name = "b", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 2048,
// CHECK: klr.nc_copy at <line = 3,{{.*}}name = "c", memory = sbuf, parSize = 128, freeSize = 2048, parOffset = 0, freeOffset = 0,
// CHECK-SAME: test.note = "kept"
// LOC: klr.nc_copy at <line = 3,{{.*}} loc("user.py":7:3)
// LOC-NEXT: } loc("user.py":5:1)

// expected-remark @+1 {{kernel 'single' core 0: SBUF peak 4096 bytes per partition (no reuse 6144, saved 2048); PSUM 0 banks (no reuse 0, saved 0); 3 tensors placed, 0 kept}}
klr.kernel @single attributes {inputs = [], outputs = []} {
  klr.block "main" {
    klr.mem_set at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, value = #klr.immediate_int<i = 0>, dtype = #klr.dtype<float32>, engine = #klr.engine<unassigned>}
    klr.nc_copy at <line = 2, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "b", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "a", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "a", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, engine = #klr.engine<unassigned>}
    klr.nc_copy at <line = 3, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "c", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "c", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, src = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "b", dtype = float32, shape = <parDim = 128, freeDims = [512]>, address = <name = "b", memory = sbuf, parSize = 128, freeSize = 2048, isShared = false>, freeElements = 512, addressRotation = false>>>, engine = #klr.engine<unassigned>, test.note = "kept"} loc("user.py":7:3)
  } loc("user.py":5:1)
}
