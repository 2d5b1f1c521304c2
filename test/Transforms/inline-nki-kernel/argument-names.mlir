// Arguments that name storage by string instead of by operand follow the
// renames: a symbolic access pattern (#bir.json: its memref/memsetref) and
// register arguments (regref, memsetref, reg_ap_offset). The kernel's register
// set, an allocation without memory locations, is copied under the call's
// prefix (the caller has its own "r_set"). Other strings are left alone, also
// one equal to a formal's name ("note": "a").
// RUN: nki-opt %s --inline-nki-kernel | FileCheck %s

// CHECK-LABEL: bir.func @main kind <main>
// CHECK:       bir.allocation "r_set" {Skind = #bir.storage_kind<register>
// CHECK:       %[[X_SB:.*]] = bir.memory_location "inst__k/x_sb"
// CHECK:       bir.allocation "inst__k/r_set" {Skind = #bir.storage_kind<register>
// CHECK:       bir.tensor_copy "inst__k/k_symbolic" engine DVE outs(%{{.*}}) {ins_args = [#bir.json<"{\22kind\22: \22symbolic_ap\22, \22memref\22: \22inst__k/x_sb\22, \22memsetref\22: \22inst__k/x_sb_set\22, \22note\22: \22a\22}">]
// CHECK:       bir.tensor_scalar_ptr "inst__k/k_reg" engine DVE ins(%[[X_SB]]) outs(%[[X_SB]]) {{{.*}}#bir.register_access<int32, "inst__k/r_set">
// CHECK-SAME:  #bir.register_ap<ap = {{\[\[}}1, 4]], dtype = uint32, memsetref = "inst__k/r_set", reg_ap_offset = "x", regref = "inst__k/r_set">

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %z_set = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %z_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %r_set = bir.allocation "r_set" {Skind = #bir.storage_kind<register>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<SingleValueTensor>, tensor_shape = array<i64: 1, 1>} : !bir.allocation
    bir.block "main" {
      bir.nki_kernel "inst__k" engine Unassigned ins(%x) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @k, func_args = {a = "x"}, func_outs = {c = "z"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 128>}
    }
  }
  bir.func @k kind <nki> {
    %a_set = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %a_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %c_set = bir.allocation "c_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %c = bir.memory_location "c" in %c_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    %x_sb_set = bir.allocation "x_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x_sb = bir.memory_location "x_sb" in %x_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %r_set = bir.allocation "r_set" {Skind = #bir.storage_kind<register>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<SingleValueTensor>, tensor_shape = array<i64: 1, 1>} : !bir.allocation
    bir.block "k_0" {
      bir.load "k_load" engine DMA ins(%a) outs(%x_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.tensor_copy "k_symbolic" engine DVE outs(%c) {ins_args = [#bir.json<"{\"kind\": \"symbolic_ap\", \"memref\": \"x_sb\", \"memsetref\": \"x_sb_set\", \"note\": \"a\"}">], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.tensor_scalar_ptr "k_reg" engine DVE ins(%x_sb) outs(%x_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.register_access<int32, "r_set">], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.register_ap<ap = [[1, 4]], dtype = uint32, memsetref = "r_set", reg_ap_offset = "a", regref = "r_set">], acc = #bir.engine_accumulation_type<Idle>, apply_transpose = false, is_scalar_tensor_tensor = false, is_tensor_scalar_addr = true, is_tensor_tensor_scan = false, negate_second_output = false, op0 = #bir.alu_op<mult>, op1 = #bir.alu_op<bypass>, reverse0 = false, reverse1 = false}
    }
  }
}
