// The pass's diagnostics, at the call and naming it: a pre-allocated kernel
// tensor with no scratchpad buffer to go to, or outside the buffer (SB, and
// PSUM with its bank-linear offset); control flow that flattening the
// kernel's top-level blocks would change (a branch to a top-level block, a
// return, a break outside every loop); kernels that call themselves.
// RUN: nki-opt --split-input-file --verify-diagnostics --inline-nki-kernel %s

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location

    bir.block "main" {
      // expected-error @+1 {{'bir.nki_kernel' op call 'inst__tensor_add' has no scratchpad buffer 'inst__tensor_add.sb_scratchpad' for the pre-allocated SB tensor 'a_sb'}}
      bir.nki_kernel "inst__tensor_add" engine Unassigned ins(%x, %y) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @tensor_add, func_args = {a = "x", b = "y"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 6144, 128>}
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

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %inst__tensor_add_sbs = bir.allocation "inst__tensor_add.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 4096>} : !bir.allocation
    %inst__tensor_add_sb = bir.memory_location "inst__tensor_add.sb_scratchpad" in %inst__tensor_add_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 4096>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{'bir.nki_kernel' op call 'inst__tensor_add' places 'c_sb' at bytes [4096, 6144) of partitions [0, 128), outside the scratchpad buffer 'inst__tensor_add.sb_scratchpad' (4096 bytes x 128 partitions)}}
      bir.nki_kernel "inst__tensor_add" engine Unassigned ins(%x, %y) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @tensor_add, func_args = {a = "x", b = "y"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 4096, 128>}
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

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %w_set = bir.allocation "w_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %w = bir.memory_location "w" in %w_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 512>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %inst__mm_sbs = bir.allocation "inst__mm.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 4608>} : !bir.allocation
    %inst__mm_sb = bir.memory_location "inst__mm.sb_scratchpad" in %inst__mm_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 4608>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %inst__mm_ps = bir.allocation "inst__mm.psum_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronPSUMTensor>, tensor_shape = array<i64: 128, 2048>} : !bir.allocation
    %inst__mm_p = bir.memory_location "inst__mm.psum_scratchpad" in %inst__mm_ps {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<PSUM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{'bir.nki_kernel' op call 'inst__mm' places 'acc' at bytes [2048, 4096) of partitions [0, 128), outside the scratchpad buffer 'inst__mm.psum_scratchpad' (2048 bytes x 128 partitions)}}
      bir.nki_kernel "inst__mm" engine Unassigned ins(%w, %x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @mm, func_args = {lhsT = "w", rhs = "x"}, func_outs = {out = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 2048, 128, 1>, sb_buf_shape = array<i64: 4608, 128>}
    }
  }
  bir.func @mm kind <nki> {
    %lhsT_set = bir.allocation "lhsT_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %lhsT = bir.memory_location "lhsT" in %lhsT_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 512>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %rhs_set = bir.allocation "rhs_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %rhs = bir.memory_location "rhs" in %rhs_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %out_set = bir.allocation "out_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %out = bir.memory_location "out" in %out_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    %lhsT_sb_set = bir.allocation "lhsT_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %lhsT_sb = bir.memory_location "lhsT_sb" in %lhsT_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 512>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %rhs_sb_set = bir.allocation "rhs_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %rhs_sb = bir.memory_location "rhs_sb" in %rhs_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 512 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %acc_set = bir.allocation "acc_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronPSUMTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %acc = bir.memory_location "acc" in %acc_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 1 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<PSUM>, pinned = false} : !bir.memory_location
    %out_sb_set = bir.allocation "out_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %out_sb = bir.memory_location "out_sb" in %out_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 2560 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "mm_entry" {
      bir.load "mm_0" engine DMA ins(%lhsT) outs(%lhsT_sb) {ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>]}
      bir.load "mm_1" engine DMA ins(%rhs) outs(%rhs_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.loop "k" lb 0 ub 4 stride 1 {
        bir.block "mm_body" {
          bir.matmult "mm_2" engine PE ins(%lhsT_sb, %rhs_sb) outs(%acc) {ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], start_tensor_calc = true}
        }
      }
      bir.tensor_copy "mm_3" engine DVE ins(%acc) outs(%out_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.save "mm_4" engine DMA ins(%out_sb) outs(%out) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{'bir.nki_kernel' op call 'inst__k' cannot be inlined: 'ret' of '@k' is a return, which would return from the caller}}
      bir.nki_kernel "inst__k" engine Unassigned ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @k, func_args = {a = "x"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 128>}
    }
  }
  bir.func @k kind <nki> {
    %a_set = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %a_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %c_set = bir.allocation "c_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %c = bir.memory_location "c" in %c_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    bir.block "entry" {
      bir.dma_copy "copy" engine DMA ins(%a) outs(%c) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
      bir.return "ret" engine SP
    }

  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{'bir.nki_kernel' op call 'inst__k' cannot be inlined: 'brk' of '@k' is a break outside every loop of the kernel, which would leave a loop of the caller}}
      bir.nki_kernel "inst__k" engine Unassigned ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @k, func_args = {a = "x"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 128>}
    }
  }
  bir.func @k kind <nki> {
    %a_set = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %a_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %c_set = bir.allocation "c_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %c = bir.memory_location "c" in %c_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    bir.block "entry" {
      bir.dma_copy "copy" engine DMA ins(%a) outs(%c) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
      bir.break "brk" engine SP
    }

  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{'bir.nki_kernel' op call 'inst__k' cannot be inlined: '@k' reaches itself through its kernel calls}}
      bir.nki_kernel "inst__k" engine Unassigned ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @k, func_args = {a = "x"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 128>}
    }
  }
  bir.func @k kind <nki> {
    %a_set = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %a_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %c_set = bir.allocation "c_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %c = bir.memory_location "c" in %c_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    bir.block "entry" {
      bir.dma_copy "copy" engine DMA ins(%a) outs(%c) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>}
      bir.nki_kernel "inst__k_again" engine Unassigned ins(%a) outs(%c) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @k, func_args = {a = "a"}, func_outs = {c = "c"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 128>}
    }

  }
}
