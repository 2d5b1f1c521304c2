// Mechanism A's scratchpad budget. As the compiler states it (budget=arch,
// the default): SBUF [getSbufMaxBytes() = the arch's 196608 bytes per
// partition, 128], PSUM [2048, 128, getPsumMaxBankId() + 1 = 8], for every
// allocated kernel; the inliner reserves that much. budget=kernel: the
// kernel's own SBUF high-water mark and the banks up to the highest it uses.
// (matmul_basic: SBUF up to byte 4352, PSUM bank 0.)
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/klr/cbor/matmul__nki_matmul_basic_.alloc.klr -o %t.mlir
// RUN: nki-opt %t.mlir --pass-pipeline='builtin.module(translate-nki-ast-to-bir)' | FileCheck %s --check-prefix=ARCH
// RUN: nki-opt %t.mlir --pass-pipeline='builtin.module(translate-nki-ast-to-bir{budget=arch},inline-nki-kernel)' | FileCheck %s --check-prefix=ARCH-INLINED
// RUN: nki-opt %t.mlir --pass-pipeline='builtin.module(translate-nki-ast-to-bir{budget=kernel})' | FileCheck %s --check-prefix=KERNEL
// RUN: nki-opt %t.mlir --pass-pipeline='builtin.module(translate-nki-ast-to-bir{budget=kernel},inline-nki-kernel)' | FileCheck %s --check-prefix=KERNEL-INLINED
// RUN: not nki-opt %t.mlir --pass-pipeline='builtin.module(translate-nki-ast-to-bir{budget=tight})' 2>&1 | FileCheck %s --check-prefix=BAD

// ARCH:           bir.nki_kernel "inst__matmul.nki_matmul_basic_" {{.*}}psum_buf_shape = array<i64: 2048, 128, 8>, sb_buf_shape = array<i64: 196608, 128>
// ARCH-INLINED:   bir.allocation "inst__matmul.nki_matmul_basic_.sb_scratchpad_set" {{.*}}tensor_shape = array<i64: 128, 196608>
// ARCH-INLINED:   bir.allocation "inst__matmul.nki_matmul_basic_.psum_scratchpad_set" {{.*}}tensor_shape = array<i64: 128, 16384>
// KERNEL:         bir.nki_kernel "inst__matmul.nki_matmul_basic_" {{.*}}psum_buf_shape = array<i64: 2048, 128, 1>, sb_buf_shape = array<i64: 4352, 128>
// KERNEL-INLINED: bir.allocation "inst__matmul.nki_matmul_basic_.sb_scratchpad_set" {{.*}}tensor_shape = array<i64: 128, 4352>
// KERNEL-INLINED: bir.allocation "inst__matmul.nki_matmul_basic_.psum_scratchpad_set" {{.*}}tensor_shape = array<i64: 128, 2048>
// BAD: nki-opt: for the --budget option: Cannot find option named 'tight'!
// BAD: failed to add `translate-nki-ast-to-bir` with options `budget=tight`
