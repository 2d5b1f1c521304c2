// inline-bir-kernel expands each IT54 in place: the library kernel's
// function for the core, bound by position (a, b -> the kernel's inputs
// a, b; y -> its output c), internal tensors in a scratchpad reserved in
// the caller, every name prefixed by the instruction's name. Two
// instructions of one kernel: the file is read once, each gets its own body.
// RUN: nki-opt %s --inline-bir-kernel=library=%inputs/bir/library | FileCheck %s
// RUN: nki-opt %s --pass-pipeline='builtin.module(inline-bir-kernel{library=%inputs/bir/library})' | nki-opt > /dev/null

// CHECK:       bir.func @main kind <main>
// CHECK-DAG:   bir.allocation "add0.sb_scratchpad_set"
// CHECK-DAG:   bir.allocation "add1.sb_scratchpad_set"
// CHECK-DAG:   %[[Y:[0-9]+]] = bir.memory_location "y"
// CHECK-DAG:   %[[Z:[0-9]+]] = bir.memory_location "z"
// CHECK-DAG:   bir.memory_location "add0/a_sb" in
// CHECK-DAG:   bir.memory_location "add1/a_sb" in
// CHECK:       bir.block "main"
// CHECK:         bir.load "add0/tensor_add_0_0"
// CHECK:         bir.save "add0/tensor_add_0_3" {{.*}}outs(%[[Y]])
// CHECK:         bir.load "add1/tensor_add_0_0"
// CHECK:         bir.save "add1/tensor_add_0_3" {{.*}}outs(%[[Z]])
// The options that select library variants are recorded, not interpreted.
// CHECK-SAME:      unknown_members = #bir.json<"{\22bir_kernel_options\22:{\22auto_cast\22:\22\22,\22auto_cast_type\22:\22\22,\22is_causal\22:true,\22kernel_attrs\22:{},\22lower_bound\22:2.5}}">
// CHECK-NOT:   bir.bir_kernel
// CHECK-NOT:   bir.nki_kernel
// CHECK-NOT:   bir.func

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %ys = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %ys {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %zs = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %zs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.bir_kernel "add0" engine Unassigned ins(%a, %b) outs(%y) {kernel_name = "tensor_add", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "", auto_cast_type = "", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.bir_kernel "add1" engine Unassigned ins(%b, %a) outs(%z) {kernel_name = "add", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "", auto_cast_type = "", is_causal = true, lower_bound = 2.5, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
