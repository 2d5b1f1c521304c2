// auto_cast: an fp16 source of an fp32 kernel input is converted on the way
// in: the kernel's `a` becomes an internal DRAM tensor (`k/a`), its place as
// a formal is taken by `a.uncast` (bound to the source), and a converting
// DMACopy `k/a.auto_cast` runs first. Without auto_cast the dtypes must
// agree; auto_cast_type, when set, is the dtype the kernel's inputs have.
// RUN: nki-opt %s --inline-bir-kernel=library=%inputs/bir/library | FileCheck %s

// CHECK:      %[[H:[0-9]+]] = bir.memory_location "h"
// CHECK:      %[[A:[0-9]+]] = bir.memory_location "k/a" {{.*}}memory_type = #bir.memory_type<DRAM>
// CHECK:      bir.dma_copy "k/a.auto_cast" engine DMA ins(%[[H]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[512, 128], [1, 512]], dtype = float16, offset = 0>], mode = #bir.copy_mode<Copy>, oob_is_err = true, outs_args = [#bir.physical_ap<ap = {{\[}}[512, 128], [1, 512]], dtype = float32, offset = 0>], unknown_members = #bir.json<
// CHECK-NEXT: bir.load "k/tensor_add_0_0" engine DMA ins(%[[A]])

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %hs = bir.allocation "h_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float16>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %h = bir.memory_location "h" in %hs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 1024>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %ys = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %ys {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.bir_kernel "k" engine Unassigned ins(%h, %b) outs(%y) {kernel_name = "tensor_add", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "all", auto_cast_type = "float32", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float16, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
