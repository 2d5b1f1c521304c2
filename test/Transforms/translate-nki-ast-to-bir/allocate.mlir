// allocate=true: an unallocated KLR kernel (the 0.0.12 front end never
// allocates) is placed by the klr-allocate-memory allocator instead of failing
// the codegen.getIsAllocated() gate; the call then carries the allocator's
// budget. Without the option the gate fails (mechanism-a-errors.mlir).
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/klr/cbor/matmul__nki_matmul_basic_.klr \
// RUN:   | nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{allocate=true})' | FileCheck %s
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/klr/cbor/matmul__nki_matmul_basic_.klr \
// RUN:   | not nki-opt --translate-nki-ast-to-bir 2>&1 | FileCheck %s --check-prefix=GATE

// CHECK:      bir.nki_kernel "inst__matmul.nki_matmul_basic_"
// CHECK-SAME:   kernel_source = #bir.kernel_source<Beta2>
// CHECK-SAME:   psum_buf_shape = array<i64: 2048, 128, 8>, sb_buf_shape = array<i64: 196608, 128>
// CHECK:      bir.func @matmul.nki_matmul_basic_ kind <nki>
// CHECK-NOT:  allocated = false{{.*}}memory_type = #bir.memory_type<SB>
// CHECK:      bir.matmult

// GATE: error: codegen.getIsAllocated() failed
