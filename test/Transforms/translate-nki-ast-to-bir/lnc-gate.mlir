// The LNC gate (docs/compiler-contract.md §2.7, docs/bir-json-format.md G10). The core id is the
// option core-id, else the module's bir.neuron_core_id.
// - core id set and < the number of functions: that function;
// - core id past the end: skipped with a warning at the carrier (docs/reliability.md,
//   round 2, class 3), no function, carrier removed;
// - core id unset with one function: function 0 (docs/bir-json-format.md, G10).
// (Unset with more than one function is an error: lnc-gate-errors.mlir.)
// RUN: nki-opt --split-input-file --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=1})' --debug %s 2>%t.core1.log | FileCheck %s --check-prefix=CORE1
// RUN: FileCheck %s --check-prefix=CORE1-LOG < %t.core1.log
// RUN: nki-opt --split-input-file --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=0})' %s | FileCheck %s --check-prefix=CORE0
// RUN: nki-opt --split-input-file --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=2})' --debug %s 2>%t.skip.log | FileCheck %s --check-prefix=SKIP
// RUN: FileCheck %s --check-prefix=SKIP-LOG < %t.skip.log
// RUN: nki-opt --split-input-file --translate-nki-ast-to-bir --debug %s 2>%t.module.log | FileCheck %s --check-prefix=MODULE
// RUN: FileCheck %s --check-prefix=MODULE-LOG < %t.module.log

// With core-id=1 the first chunk uses function 1 of mm_lnc2 (its blocks are
// mm_1_*), whatever the module says; the second chunk's one-function kernel
// is skipped (core 1 is past its end).
// CORE1-NOT:   bir.nki_klir_kernel
// CORE1:       bir.nki_kernel "inst__mm_lnc2"
// CORE1:       bir.func @mm_lnc2 kind <nki>
// CORE1:         bir.block "mm_1_entry"
// CORE1:       // {{-----}}
// CORE1-NOT:   bir.nki_kernel
// CORE1-NOT:   kind <nki>
// CORE1-LOG:   Creating NKI function from BIR JSON: mm_lnc2 and core id: 1
// CORE1-LOG:   The kernel is compiled for LNC count lower than the current core_id 1 skip lowering
// CORE1-LOG:   lnc-gate.mlir:{{[0-9]+}}:7: warning: core id 1 is past the kernel's 1 functions: nothing is provisioned on this core and the carrier is removed

// The option overrides the module's core id.
// CORE0:       bir.func @mm_lnc2 kind <nki>
// CORE0:         bir.block "mm_0_entry"

// With core-id=2 the two-core kernel is skipped: no call, no NKI function,
// and the placeholder is gone all the same.
// SKIP-NOT:    bir.nki_klir_kernel
// SKIP-NOT:    bir.nki_kernel
// SKIP-NOT:    kind <nki>
// SKIP:        // {{-----}}
// SKIP-NOT:    bir.nki_klir_kernel
// SKIP-NOT:    bir.nki_kernel
// SKIP-NOT:    kind <nki>
// SKIP-LOG:    The kernel is compiled for LNC count lower than the current core_id 2 skip lowering
// SKIP-LOG:    warning: core id 2 is past the kernel's 2 functions: nothing is provisioned on this core and the carrier is removed
// SKIP-LOG:    The kernel is compiled for LNC count lower than the current core_id 2 skip lowering
// SKIP-LOG:    warning: core id 2 is past the kernel's 1 functions: nothing is provisioned on this core and the carrier is removed

// Without the option: the module's core id (1) in the first chunk; the
// second chunk has none, and its kernel has a single function (docs/bir-json-format.md, G10).
// MODULE:      bir.func @mm_lnc2 kind <nki>
// MODULE:        bir.block "mm_1_entry"
// MODULE:      // {{-----}}
// MODULE:      bir.func @tensor_add kind <nki>
// MODULE-LOG:  Creating NKI function from BIR JSON: mm_lnc2 and core id: 1
// MODULE-LOG:  Creating NKI function from BIR JSON: tensor_add and core id: 0

module attributes {bir.arch = "gen3", bir.neuron_core_id = 1 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call_mm" engine Unassigned {enable_device_dump = false, func_args = {lhsT = "x", rhs = "x"}, func_outs = {out = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "../../Inputs/bir/mm_lnc2.bir.json"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call_add" engine Unassigned {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json"}
    }
  }
}
