// Mechanism A selects the body of the core with Mechanism B's LNC rule: a core
// id past the number of bodies skips the kernel (logged) and the placeholder
// is removed; a core id inside provisions that core's body. The KLR header,
// metadata and content lines are logged.
// RUN: nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=2})' --debug %s 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=1})' %s | FileCheck %s --check-prefix=CORE1

// CHECK:       bir.block "main" {
// CHECK-NEXT:  }
// CHECK-NOT:   kind <nki>

// LOG:      Started running Lower KLIR Kernel into NKI kernel instruction
// LOG-NEXT: Found InstKLIRKernel: call
// LOG-NEXT: Scan BKs time (s):
// LOG-NEXT: KLR file has been loaded from disk
// LOG-NEXT: KLR file header, version: 0.0.12
// LOG-NEXT: KLR meta data : NKI
// LOG-NEXT: Start to read content
// LOG-NEXT: KLR content type : 4
// LOG-NEXT: KLR Kernel : getting_started.nki_tensor_add_kernel
// LOG-NEXT: The kernel is compiled for LNC count lower than the current core_id 2 skip lowering

// CORE1:      bir.nki_kernel "inst__getting_started.nki_tensor_add_kernel"
// CORE1-SAME: kernel_source = #bir.kernel_source<Beta2>
// CORE1:      bir.func @getting_started.nki_tensor_add_kernel kind <nki>
// CORE1:        bir.block "main.1"
// CORE1-NEXT:     bir.load "getting_started.nki_tensor_add_kernel_1_0"

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {a_input = "x", b_input = "x"}, func_outs = {c_output = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.lnc2.alloc.klr"}
    }
  }
}
