// Mechanism A selects the body of the core with Mechanism B's LNC rule, but a
// core id past the number of bodies is an error at the carrier, as in
// convert-klr-to-bir (only Mechanism B skips such a kernel: docs/reliability.md,
// round 2, class 3); a core id inside provisions that core's body. The KLR
// header, metadata and content lines are logged.
// RUN: not nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=2})' --debug %s 2>%t.log
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=1})' %s | FileCheck %s --check-prefix=CORE1
// RUN: not nki-opt --pass-pipeline='builtin.module(convert-klr-to-bir{core-id=2})' %S/../../bad-inputs/Inputs/passes/one_core_kernel.mlir 2>&1 | FileCheck %s --check-prefix=CONVERT

// LOG:      Started running Lower KLIR Kernel into NKI kernel instruction
// LOG-NEXT: Found InstKLIRKernel: call
// LOG-NEXT: Scan BKs time (s):
// LOG-NEXT: KLR file has been loaded from disk
// LOG-NEXT: KLR file header, version: 0.0.12
// LOG-NEXT: KLR meta data : NKI
// LOG-NEXT: Start to read content
// LOG-NEXT: KLR content type : 4
// LOG-NEXT: KLR Kernel : getting_started.nki_tensor_add_kernel
// LOG-NEXT: {{.*}}mechanism-a-lnc.mlir:{{[0-9]+}}:7: error: core id 2 is past the KLR kernel's 2 cores
// CONVERT:  error: core id 2 is past the KLR kernel's 1 cores

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
