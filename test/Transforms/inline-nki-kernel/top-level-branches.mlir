// An NKI function whose branches name its own top-level blocks (what the
// front end writes for an `if` on a register or a dynamic loop) is inlined
// with those blocks kept as blocks: the caller's block is split at the call,
// the kernel's blocks follow it (renamed `<call>/<name>`, branch targets
// too), and what came after the call moves to a continuation block
// `<call>:exit` (here `inst__k:exit.1`, as the caller already has a block of
// that name), so control falls into the kernel's first block and out of its
// last one (docs/inline-nki-kernel.md, "Blocks").
// RUN: nki-opt --inline-nki-kernel %s | FileCheck %s
// RUN: nki-opt --inline-nki-kernel %s | nki-opt > /dev/null

// CHECK-LABEL: bir.func @main kind <main>
// CHECK:      bir.block "main" {
// CHECK-NEXT:   bir.dma_copy "pre"
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: bir.block "inst__k/entry" {
// CHECK-NEXT:   bir.dma_copy "inst__k/copy"
// CHECK-NEXT:   bir.unconditional_branch "inst__k/jump" engine SP {target = "inst__k/exit"}
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: bir.block "inst__k/exit" {
// CHECK-NEXT:   bir.dma_copy "inst__k/copy2"
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: bir.block "inst__k:exit.1" {
// CHECK-NEXT:   bir.dma_copy "post"
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: bir.block "inst__k:exit" {
// CHECK-NEXT:   bir.dma_copy "last"
// CHECK-NEXT: {{^ *}$}}
// CHECK-NOT:  bir.func @k
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.dma_copy "pre" engine DMA ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
      bir.nki_kernel "inst__k" engine Unassigned ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @k, func_args = {a = "x"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 128>}
      bir.dma_copy "post" engine DMA ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
    }
    bir.block "inst__k:exit" {
      bir.dma_copy "last" engine DMA ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
    }
  }
  bir.func @k kind <nki> {
    %a_set = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %a_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %c_set = bir.allocation "c_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %c = bir.memory_location "c" in %c_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    bir.block "entry" {
      bir.dma_copy "copy" engine DMA ins(%a) outs(%c) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
      bir.unconditional_branch "jump" engine SP {target = "exit"}
    }
    bir.block "exit" {
        bir.dma_copy "copy2" engine DMA ins(%a) outs(%c) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
    }
  }
}
