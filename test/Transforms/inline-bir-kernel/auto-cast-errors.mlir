// auto_cast errors: dtypes that differ without auto_cast; an auto_cast_type
// that is not the dtype of the kernel's inputs; a source of a packed `_x4`
// dtype, which a converting copy does not read.
// RUN: nki-opt %s --split-input-file --verify-diagnostics --inline-bir-kernel=library=%inputs/bir/library

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %hs = bir.allocation "h_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float16>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %h = bir.memory_location "h" in %hs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 1024>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %ys = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %ys {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error@below {{'bir.bir_kernel' op 'k': library kernel 'tensor_add': source 0 ('h') is float16, the kernel's 'a' is float32 (auto_cast is off)}}
      bir.bir_kernel "k" engine Unassigned ins(%h, %b) outs(%y) {kernel_name = "tensor_add", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "", auto_cast_type = "", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float16, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %hs = bir.allocation "h_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float16>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %h = bir.memory_location "h" in %hs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 1024>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %ys = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %ys {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error@below {{'bir.bir_kernel' op 'k': library kernel 'tensor_add': auto_cast_type is 'bfloat16' but the kernel's input 'a' is float32}}
      bir.bir_kernel "k" engine Unassigned ins(%h, %b) outs(%y) {kernel_name = "tensor_add", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "all", auto_cast_type = "bfloat16", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float16, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %hs = bir.allocation "h_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float8_e5m2_x4>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %h = bir.memory_location "h" in %hs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %ys = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %ys {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error@below {{'bir.bir_kernel' op 'k': library kernel 'tensor_add': cannot convert from dtype 'float8_e5m2_x4'}}
      bir.bir_kernel "k" engine Unassigned ins(%h, %b) outs(%y) {kernel_name = "tensor_add", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "all", auto_cast_type = "", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float8_e5m2_x4, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
