// One IT55 call of an allocated kernel: the body lands at the call, in order,
// between the caller's own instructions; formals (a, b, c) are rebound to the
// actuals the maps name (x, y, z); the kernel's pre-allocated SB tensors become
// locations of the call's scratchpad allocation at their kernel offsets; the
// call and the NKI function are gone (kept with keep-functions=true).
// RUN: nki-opt %s --inline-nki-kernel | FileCheck %s
// RUN: nki-opt %s --pass-pipeline='builtin.module(inline-nki-kernel{keep-functions=true})' \
// RUN:   | FileCheck %s --check-prefix=KEEP
// RUN: nki-opt %s --inline-nki-kernel | nki-translate --export-bir-json | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: bir.func @main kind <main>
// CHECK:       %[[X:.*]] = bir.memory_location "x"
// CHECK:       %[[Y:.*]] = bir.memory_location "y"
// CHECK:       %[[Z:.*]] = bir.memory_location "z"
// CHECK:       %[[SET:.*]] = bir.allocation "inst__tensor_add.sb_scratchpad_set"
// CHECK-NEXT:  bir.memory_location "inst__tensor_add.sb_scratchpad" in %[[SET]]
// CHECK-NEXT:  %[[A_SB:.*]] = bir.memory_location "inst__tensor_add/a_sb" in %[[SET]] {{{.*}}addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>
// CHECK-NEXT:  %[[B_SB:.*]] = bir.memory_location "inst__tensor_add/b_sb" in %[[SET]] {{{.*}}addr = 2048 : i64, allocated = false, bank = 0 : i64
// CHECK-NEXT:  %[[C_SB:.*]] = bir.memory_location "inst__tensor_add/c_sb" in %[[SET]] {{{.*}}addr = 4096 : i64, allocated = false, bank = 0 : i64
// CHECK-NEXT:  bir.block "main" {
// CHECK-NEXT:    bir.memset "before"
// CHECK-NEXT:    bir.load "inst__tensor_add/tensor_add_0_0" engine DMA ins(%[[X]]) outs(%[[A_SB]])
// CHECK-NEXT:    bir.load "inst__tensor_add/tensor_add_0_1" engine DMA ins(%[[Y]]) outs(%[[B_SB]])
// CHECK-NEXT:    bir.tensor_tensor "inst__tensor_add/tensor_add_0_2" engine DVE ins(%[[A_SB]], %[[B_SB]]) outs(%[[C_SB]])
// CHECK-NEXT:    bir.save "inst__tensor_add/tensor_add_0_3" engine DMA ins(%[[C_SB]]) outs(%[[Z]])
// CHECK-NEXT:    bir.memset "after"
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  {{^\}$}}

// KEEP-LABEL: bir.func @main
// KEEP-NOT:   bir.nki_kernel
// KEEP:       bir.func @tensor_add kind <nki>
// KEEP:         bir.load "tensor_add_0_0"

// JSON:     "functions": [
// JSON:       "name": "main"
// JSON-NOT:   "name": "tensor_add"
// JSON-NOT:   "NKIKernel"

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %inst__tensor_add_sbs = bir.allocation "inst__tensor_add.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 6144>} : !bir.allocation
    %inst__tensor_add_sb = bir.memory_location "inst__tensor_add.sb_scratchpad" in %inst__tensor_add_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 6144>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.memset "before" engine Pool outs(%z) {outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], constant = 0 : i64, mode = #bir.memset_mode<Const>}
      bir.nki_kernel "inst__tensor_add" engine Unassigned ins(%x, %y) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @tensor_add, func_args = {a = "x", b = "y"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 6144, 128>}
      bir.memset "after" engine Pool outs(%z) {outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], constant = 0 : i64, mode = #bir.memset_mode<Const>}
    }
  }
  bir.func @tensor_add kind <nki> {
    %a_set = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %a_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %b_set = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %b_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %c_set = bir.allocation "c_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %c = bir.memory_location "c" in %c_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    %a_sb_set = bir.allocation "a_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a_sb = bir.memory_location "a_sb" in %a_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %b_sb_set = bir.allocation "b_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b_sb = bir.memory_location "b_sb" in %b_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 2048 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %c_sb_set = bir.allocation "c_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %c_sb = bir.memory_location "c_sb" in %c_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 4096 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "tensor_add_0" {
      bir.load "tensor_add_0_0" engine DMA ins(%a) outs(%a_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.load "tensor_add_0_1" engine DMA ins(%b) outs(%b_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.tensor_tensor "tensor_add_0_2" engine DVE ins(%a_sb, %b_sb) outs(%c_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], op = #bir.alu_op<add>}
      bir.save "tensor_add_0_3" engine DMA ins(%c_sb) outs(%c) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
