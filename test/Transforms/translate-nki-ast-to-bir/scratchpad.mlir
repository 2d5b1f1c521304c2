// createKernelScratchpadBuffers: an allocated kernel's call reserves its
// budget in the caller as unallocated buffers named after the call, placed
// with the caller's storage (before its blocks): SBUF [128, sb bytes] and, when
// the kernel uses PSUM, PSUM [128, 2048 × banks]. An unallocated kernel
// reserves nothing.
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/tensor_add.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | FileCheck %s --check-prefix=SB
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/mm_lnc2.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | FileCheck %s --check-prefix=PSUM
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/tensor_add_unallocated.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | FileCheck %s --check-prefix=NONE

// SB:      bir.func @main kind <main>
// SB:        %[[SET:.*]] = bir.allocation "inst__tensor_add.sb_scratchpad_set" {{.*}}kind = #bir.tensor_kind<Internal>{{.*}}tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 6144>}
// SB-NEXT:   bir.memory_location "inst__tensor_add.sb_scratchpad" in %[[SET]] {{.*}}allocated = false{{.*}}dims = array<i64: 128, 6144>, memory_type = #bir.memory_type<SB>
// SB-NOT:    psum_scratchpad
// SB:        bir.block "main"
// SB-NEXT:     bir.nki_kernel "inst__tensor_add"

// PSUM:      bir.allocation "inst__mm_lnc2.sb_scratchpad_set"
// PSUM:      bir.memory_location "inst__mm_lnc2.sb_scratchpad" {{.*}}dims = array<i64: 128, 4608>, memory_type = #bir.memory_type<SB>
// PSUM:      bir.allocation "inst__mm_lnc2.psum_scratchpad_set" {{.*}}tensor_class = #bir.tensor_class<NeuronPSUMTensor>
// PSUM-NEXT: bir.memory_location "inst__mm_lnc2.psum_scratchpad" {{.*}}dims = array<i64: 128, 4096>, memory_type = #bir.memory_type<PSUM>
// PSUM:      bir.block

// NONE-NOT:  scratchpad
