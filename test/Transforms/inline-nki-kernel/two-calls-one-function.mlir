// One NKI function called from two sites (the second inside a loop of the
// caller, with other actuals): each site gets its own copy of the body, with
// its own names (<call>/…) and its own scratchpad locations; the function is
// removed after the last site, or kept with keep-functions=true.
// RUN: nki-opt %s --inline-nki-kernel | FileCheck %s
// RUN: nki-opt %s --pass-pipeline='builtin.module(inline-nki-kernel{keep-functions=true})' \
// RUN:   | FileCheck %s --check-prefix=KEEP

// CHECK-LABEL: bir.func @main kind <main>
// CHECK:       %[[X:.*]] = bir.memory_location "x"
// CHECK:       %[[T:.*]] = bir.memory_location "t"
// CHECK:       %[[Z:.*]] = bir.memory_location "z"
// CHECK:       %[[S1:.*]] = bir.allocation "first.sb_scratchpad_set"
// CHECK:       %[[S2:.*]] = bir.allocation "second.sb_scratchpad_set"
// CHECK:       %[[A1:.*]] = bir.memory_location "first/a_sb" in %[[S1]]
// CHECK:       %[[C1:.*]] = bir.memory_location "first/c_sb" in %[[S1]]
// CHECK-NEXT:  %[[A2:.*]] = bir.memory_location "second/a_sb" in %[[S2]] {{{.*}}addr = 0 : i64
// CHECK-NEXT:  %[[B2:.*]] = bir.memory_location "second/b_sb" in %[[S2]] {{{.*}}addr = 2048 : i64
// CHECK-NEXT:  %[[C2:.*]] = bir.memory_location "second/c_sb" in %[[S2]] {{{.*}}addr = 4096 : i64
// CHECK:         bir.load "first/tensor_add_0_0"
// CHECK:         bir.save "first/tensor_add_0_3" engine DMA ins(%[[C1]]) outs(%[[T]])
// CHECK-NEXT:    bir.loop "i" lb 0 ub 2 stride 1 {
// CHECK-NEXT:      bir.block "again" {
// CHECK-NEXT:        bir.load "second/tensor_add_0_0" engine DMA ins(%[[T]]) outs(%[[A2]])
// CHECK-NEXT:        bir.load "second/tensor_add_0_1" engine DMA ins(%[[X]]) outs(%[[B2]])
// CHECK-NEXT:        bir.tensor_tensor "second/tensor_add_0_2" engine DVE ins(%[[A2]], %[[B2]]) outs(%[[C2]])
// CHECK-NEXT:        bir.save "second/tensor_add_0_3" engine DMA ins(%[[C2]]) outs(%[[Z]])
// CHECK-NEXT:      {{^ +\}$}}
// CHECK-NEXT:    {{^ +\}$}}
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  {{^\}$}}

// KEEP-LABEL: bir.func @main kind <main>
// KEEP-NOT:   bir.nki_kernel
// KEEP:       bir.save "second/tensor_add_0_3"
// KEEP:       bir.func @tensor_add kind <nki>
// KEEP-NOT:   bir.nki_kernel

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %t_set = bir.allocation "t_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %t = bir.memory_location "t" in %t_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %first_sbs = bir.allocation "first.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 6144>} : !bir.allocation
    %first_sb = bir.memory_location "first.sb_scratchpad" in %first_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 6144>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %second_sbs = bir.allocation "second.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %second_sb = bir.memory_location "second.sb_scratchpad" in %second_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 8192>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_kernel "first" engine Unassigned ins(%x, %y) outs(%t) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @tensor_add, func_args = {a = "x", b = "y"}, func_outs = {c = "t"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 6144, 128>}
      bir.loop "i" lb 0 ub 2 stride 1 {
        bir.block "again" {
          bir.nki_kernel "second" engine Unassigned ins(%t, %x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @tensor_add, func_args = {a = "t", b = "x"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 8192, 128>}
        }
      }
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
