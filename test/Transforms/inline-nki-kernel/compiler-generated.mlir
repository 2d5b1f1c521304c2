// Compiler-generated tensors of a KLR kernel (a Beta2 call, as Mechanism A
// mints it; hand-written here) next to a BIR-JSON kernel (Beta3):
// - @main: the first call of @act carries its (unplaced) zero bias and bf16
//   identity into the caller under their own names, unallocated; the second
//   call of @act reuses both instead of duplicating them; the filling
//   instructions stay in each body. (A compiler-generated tensor the codegen
//   placed inside the kernel's budget stays in its call's scratchpad instead:
//   both-mechanisms.mlir.)
// - @other already has a float32 zero bias (another id): the call reuses it
//   and carries only the identity.
// RUN: nki-opt %s --inline-nki-kernel | FileCheck %s

// CHECK-LABEL: bir.func @main kind <main>
// CHECK:       %[[T:.*]] = bir.memory_location "t"
// CHECK:       %[[Z:.*]] = bir.memory_location "z"
// CHECK:       %[[ACT_SET:.*]] = bir.allocation "inst__act.sb_scratchpad_set"
// CHECK:       %[[ACT1_SET:.*]] = bir.allocation "inst__act.1.sb_scratchpad_set"
// CHECK:       %[[X_SB:.*]] = bir.memory_location "inst__act/x_sb" in %[[ACT_SET]]
// CHECK-NEXT:  %[[ZB_SET:.*]] = bir.allocation "COMPILER-GENERATED-zero_bias_act_0_set" {{{.*}}dtype = #bir.dtype<float32>
// CHECK-NEXT:  %[[ZB:.*]] = bir.memory_location "COMPILER-GENERATED-zero_bias_act_0" in %[[ZB_SET]] {{{.*}}addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 4>, memory_type = #bir.memory_type<SB>
// CHECK-NEXT:  %[[ID_SET:.*]] = bir.allocation "COMPILER-GENERATED-id.bfloat16_set" {{{.*}}dtype = #bir.dtype<bfloat16>
// CHECK-NEXT:  %[[ID:.*]] = bir.memory_location "COMPILER-GENERATED-id.bfloat16" in %[[ID_SET]] {{{.*}}allocated = false{{.*}}dims = array<i64: 128, 256>
// CHECK-NOT:   bir.memory_location "COMPILER-GENERATED
// CHECK:       %[[X1_SB:.*]] = bir.memory_location "inst__act.1/x_sb" in %[[ACT1_SET]]
// CHECK-NOT:   bir.allocation "COMPILER-GENERATED
// CHECK:       bir.block "main" {
// CHECK-NEXT:    bir.memset "inst__act/COMPILER-GENERATED-memset_zero_bias_0" engine Pool outs(%[[ZB]])
// CHECK-NEXT:    bir.memset "inst__act/COMPILER-GENERATED-id.bfloat16_memset" engine Pool outs(%[[ID]])
// CHECK-NEXT:    bir.load "inst__act/act_0_0"
// CHECK-NEXT:    bir.activation "inst__act/act_0_1" engine Activation ins(%[[X_SB]], %[[ZB]]) outs(%[[X_SB]])
// CHECK-NEXT:    bir.save "inst__act/act_0_2" engine DMA ins(%[[X_SB]]) outs(%[[T]])
// CHECK-NEXT:    bir.load "inst__tensor_add/tensor_add_0_0"
// CHECK:         bir.save "inst__tensor_add/tensor_add_0_3"
// CHECK-NEXT:    bir.memset "inst__act.1/COMPILER-GENERATED-memset_zero_bias_0" engine Pool outs(%[[ZB]])
// CHECK-NEXT:    bir.memset "inst__act.1/COMPILER-GENERATED-id.bfloat16_memset" engine Pool outs(%[[ID]])
// CHECK-NEXT:    bir.load "inst__act.1/act_0_0" engine DMA ins(%[[T]]) outs(%[[X1_SB]])
// CHECK-NEXT:    bir.activation "inst__act.1/act_0_1" engine Activation ins(%[[X1_SB]], %[[ZB]]) outs(%[[X1_SB]])
// CHECK-NEXT:    bir.save "inst__act.1/act_0_2" engine DMA ins(%[[X1_SB]]) outs(%[[Z]])
// CHECK-NEXT:  {{^ +\}$}}

// CHECK-LABEL: bir.func @other kind <main>
// CHECK:       %[[OWN_ZB:.*]] = bir.memory_location "COMPILER-GENERATED-zero_bias_act_7"
// CHECK-NOT:   COMPILER-GENERATED-zero_bias_act_0
// CHECK:       %[[OTHER_ID:.*]] = bir.memory_location "COMPILER-GENERATED-id.bfloat16"
// CHECK:       bir.block "other" {
// CHECK-NEXT:    bir.memset "inst__act/COMPILER-GENERATED-memset_zero_bias_0" engine Pool outs(%[[OWN_ZB]])
// CHECK-NEXT:    bir.memset "inst__act/COMPILER-GENERATED-id.bfloat16_memset" engine Pool outs(%[[OTHER_ID]])
// CHECK:         bir.activation "inst__act/act_0_1" engine Activation ins(%{{.*}}, %[[OWN_ZB]])
// CHECK-NOT:   bir.func @act
// CHECK-NOT:   bir.func @tensor_add

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
    %inst__act_sbs = bir.allocation "inst__act.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 2052>} : !bir.allocation
    %inst__act_sb = bir.memory_location "inst__act.sb_scratchpad" in %inst__act_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2052>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %inst__tensor_add_sbs = bir.allocation "inst__tensor_add.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 6144>} : !bir.allocation
    %inst__tensor_add_sb = bir.memory_location "inst__tensor_add.sb_scratchpad" in %inst__tensor_add_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 6144>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %inst__act.1_sbs = bir.allocation "inst__act.1.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 2052>} : !bir.allocation
    %inst__act.1_sb = bir.memory_location "inst__act.1.sb_scratchpad" in %inst__act.1_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2052>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_kernel "inst__act" engine Unassigned ins(%x) outs(%t) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @act, func_args = {in = "x"}, func_outs = {out = "t"}, kernel_source = #bir.kernel_source<Beta2>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 2052, 128>}
      bir.nki_kernel "inst__tensor_add" engine Unassigned ins(%t, %y) outs(%t) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @tensor_add, func_args = {a = "t", b = "y"}, func_outs = {c = "t"}, kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 6144, 128>}
      bir.nki_kernel "inst__act.1" engine Unassigned ins(%t) outs(%z) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @act, func_args = {in = "t"}, func_outs = {out = "z"}, kernel_source = #bir.kernel_source<Beta2>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 2052, 128>}
    }
  }
  bir.func @other kind <main> {
    %u_set = bir.allocation "u_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %u = bir.memory_location "u" in %u_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %v_set = bir.allocation "v_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %v = bir.memory_location "v" in %v_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %own_zb_set = bir.allocation "COMPILER-GENERATED-zero_bias_act_7_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 1>} : !bir.allocation
    %own_zb = bir.memory_location "COMPILER-GENERATED-zero_bias_act_7" in %own_zb_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 4>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %inst__act_sbs = bir.allocation "inst__act.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 2052>} : !bir.allocation
    %inst__act_sb = bir.memory_location "inst__act.sb_scratchpad" in %inst__act_sbs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2052>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "other" {
      bir.nki_kernel "inst__act" engine Unassigned ins(%u) outs(%v) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], callee = @act, func_args = {in = "u"}, func_outs = {out = "v"}, kernel_source = #bir.kernel_source<Beta2>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 2052, 128>}
    }
  }
  bir.func @act kind <nki> {
    %in_set = bir.allocation "in_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %in = bir.memory_location "in" in %in_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    %out_set = bir.allocation "out_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Output>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %out = bir.memory_location "out" in %out_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Output>, pinned = false} : !bir.memory_location
    %x_sb_set = bir.allocation "x_sb_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x_sb = bir.memory_location "x_sb" in %x_sb_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %zb_set = bir.allocation "COMPILER-GENERATED-zero_bias_act_0_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 1>} : !bir.allocation
    %zb = bir.memory_location "COMPILER-GENERATED-zero_bias_act_0" in %zb_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 4>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %id_set = bir.allocation "COMPILER-GENERATED-id.bfloat16_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<bfloat16>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %id = bir.memory_location "COMPILER-GENERATED-id.bfloat16" in %id_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 256>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "act_0" {
      bir.memset "COMPILER-GENERATED-memset_zero_bias_0" engine Pool outs(%zb) {outs_args = [#bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>], constant = 0 : i64, mode = #bir.memset_mode<Const>}
      bir.memset "COMPILER-GENERATED-id.bfloat16_memset" engine Pool outs(%id) {outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = bfloat16, offset = 0>], constant = 0 : i64, mode = #bir.memset_mode<Const>}
      bir.load "act_0_0" engine DMA ins(%in) outs(%x_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.activation "act_0_1" engine Activation ins(%x_sb, %zb) outs(%x_sb) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>, #bir.imm_value<float32, 1.0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], acc = #bir.engine_accumulation_type<Idle>, alpha = 0 : i64, func = #bir.activation_function_type<Relu>}
      bir.save "act_0_2" engine DMA ins(%x_sb) outs(%out) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
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
