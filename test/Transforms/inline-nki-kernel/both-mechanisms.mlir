// Kernels from both mechanisms in one caller, provisioned then inlined in one
// pipeline: a KLR kernel (Mechanism A, Beta2) carried twice and a BIR-JSON
// kernel (Mechanism B, Beta3). Each body lands at its carrier's place; the
// KLR kernel's compiler-generated zero bias, placed by the codegen inside the
// kernel's budget, sits in each call's scratchpad like every pre-allocated
// tensor; no call and no NKI function remains.
// RUN: nki-opt %s --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-nki-kernel)' | FileCheck %s
// RUN: nki-opt %s --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-nki-kernel)' \
// RUN:   | nki-translate --export-bir-json | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: bir.func @main kind <main>
// CHECK-DAG:   %[[SP_A:.*]] = bir.allocation "inst__layout_adapted.tensor_exp_kernel_1.sb_scratchpad_set"
// CHECK-DAG:   %[[SP_A1:.*]] = bir.allocation "inst__layout_adapted.tensor_exp_kernel_1.1.sb_scratchpad_set"
// CHECK-DAG:   %[[ZB:.*]] = bir.memory_location "inst__layout_adapted.tensor_exp_kernel_1/COMPILER-GENERATED-zero_bias_act_0" in %[[SP_A]]
// CHECK-DAG:   %[[ZB1:.*]] = bir.memory_location "inst__layout_adapted.tensor_exp_kernel_1.1/COMPILER-GENERATED-zero_bias_act_0" in %[[SP_A1]]
// CHECK-DAG:   %[[SP_B:.*]] = bir.allocation "inst__tensor_add.sb_scratchpad_set"
// CHECK-DAG:   bir.memory_location "inst__tensor_add/a_sb" in %[[SP_B]]
// CHECK-DAG:   bir.memory_location "inst__layout_adapted.tensor_exp_kernel_1/{{.*}}" in %[[SP_A]]
// CHECK-DAG:   bir.memory_location "inst__layout_adapted.tensor_exp_kernel_1.1/{{.*}}" in %[[SP_A1]]
// CHECK:       bir.block "main" {
// CHECK-NEXT:    bir.load "inst__layout_adapted.tensor_exp_kernel_1/layout_adapted.tensor_exp_kernel_1_0_0"
// CHECK-NEXT:    bir.memset "inst__layout_adapted.tensor_exp_kernel_1/COMPILER-GENERATED-memset_zero_bias_0" engine {{.*}} outs(%[[ZB]])
// CHECK:         bir.activation "inst__layout_adapted.tensor_exp_kernel_1/{{.*}}" engine Activation ins(%{{.*}}, %[[ZB]]
// CHECK:         bir.load "inst__tensor_add/tensor_add_0_0"
// CHECK:         bir.save "inst__tensor_add/tensor_add_0_3"
// CHECK-NEXT:    bir.load "inst__layout_adapted.tensor_exp_kernel_1.1/layout_adapted.tensor_exp_kernel_1_0_0"
// CHECK-NEXT:    bir.memset "inst__layout_adapted.tensor_exp_kernel_1.1/COMPILER-GENERATED-memset_zero_bias_0" engine {{.*}} outs(%[[ZB1]])
// CHECK:         bir.activation "inst__layout_adapted.tensor_exp_kernel_1.1/{{.*}}" engine Activation ins(%{{.*}}, %[[ZB1]]
// CHECK-NOT:   bir.nki_kernel
// CHECK-NOT:   bir.func

// JSON:     "functions": [
// JSON-NOT:   "opcode": "NKIKernel"
// JSON-NOT:   "opcode": "NKIKLIRKernel"
// JSON:       "name": "main"
// JSON-NOT:   "name": "layout_adapted.tensor_exp_kernel_1"
// JSON-NOT:   "name": "tensor_add"

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "in_tensor_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 256, 512>} : !bir.allocation
    %1 = bir.memory_location "in_tensor" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 256, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %2 = bir.allocation "out_tensor_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 256, 512>} : !bir.allocation
    %3 = bir.memory_location "out_tensor" in %2 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 256, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %4 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %5 = bir.memory_location "x" in %4 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %6 = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %7 = bir.memory_location "y" in %6 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %8 = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %9 = bir.memory_location "z" in %8 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call_layout_adapted.tensor_exp_kernel_1" engine Unassigned ins(%1, %3) {enable_device_dump = false, func_args = {in_tensor = "in_tensor", out_tensor = "out_tensor"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>], kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/layout_adapted__tensor_exp_kernel_1.alloc.klr", psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "add" engine Unassigned ins(%5, %7) outs(%9) {enable_device_dump = false, func_args = {a = "x", b = "y"}, func_outs = {c = "z"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "again" engine Unassigned ins(%3, %1) {enable_device_dump = false, func_args = {in_tensor = "out_tensor", out_tensor = "in_tensor"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>], kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/layout_adapted__tensor_exp_kernel_1.alloc.klr", psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
    }
  }
}
