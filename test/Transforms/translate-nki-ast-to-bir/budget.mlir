// The scratchpad budget stamped on the IT55 call comes from a rescan of the
// kernel's memory locations: allocated SB raises sb_buf_shape[0] to
// max(addr + dims[1]) with 128 partitions; allocated PSUM gives
// psum_buf_shape = [2048, 128, last bank + 1]; a kernel with nothing allocated
// gets zeros. (tensor_add: SB only; mm_lnc2: SB and PSUM bank 1.)
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/tensor_add_unallocated.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | FileCheck %s --check-prefix=NONE
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/tensor_add.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | FileCheck %s --check-prefix=SB
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/mm_lnc2.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | FileCheck %s --check-prefix=PSUM

// NONE: bir.nki_kernel "inst__tensor_add_unallocated" {{.*}}psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
// SB:   bir.nki_kernel "inst__tensor_add" {{.*}}psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 6144, 128>}
// PSUM: bir.nki_kernel "inst__mm_lnc2" {{.*}}psum_buf_shape = array<i64: 2048, 128, 2>, sb_buf_shape = array<i64: 4608, 128>}
