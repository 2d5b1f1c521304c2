// Round trip of every bir op (one per BIR opcode, the kernel carriers, the
// structure ops), the argument attributes and the module attributes.
// RUN: nki-opt %s | nki-opt | FileCheck %s
// RUN: nki-opt %s > %t1 && nki-opt %t1 > %t2 && diff %t1 %t2
// RUN: nki-opt --mlir-print-op-generic %s | nki-opt > %t3 && diff %t1 %t3

// CHECK-LABEL: module attributes
// CHECK-SAME: bir.arch = "gen3"
// CHECK-SAME: bir.json_nulls = ["neuron_core_id"]
// CHECK-SAME: bir.version = 2 : i64
module attributes {bir.arch = "gen3", bir.version = 2 : i64, bir.json_nulls = ["neuron_core_id"],
                   bir.unknown_members = #bir.json<"{\"extra\": [1, 2]}">} {

  // An NKI kernel: the callee of the bir.nki_kernel below.
  // CHECK-LABEL: bir.func @kern kind <nki> attributes {function_attributes = ["need_dce"]} {
  bir.func @kern kind <nki> attributes {function_attributes = ["need_dce"]} {
    // CHECK: %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %s = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, partition_dim = 0, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
    // CHECK: %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %x = bir.memory_location "x" in %s {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = false, pinned = false, tensor_id = 0} : !bir.memory_location
    // CHECK: %2 = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, json_nulls = ["addr_space", "dtype", "partition_dim"], kind = #bir.tensor_kind<Output>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %t = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", tensor_shape = array<i64: 128, 512>, no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Output>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1, json_nulls = ["addr_space", "dtype", "partition_dim"]} : !bir.allocation
    // CHECK: %3 = bir.memory_location "y" in %2 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, json_nulls = ["tensor_id"], memory_type = #bir.memory_type<Output>, pinned = false, unknown_members = #bir.json<"{\22future\22: true}">} : !bir.memory_location
    %y = bir.memory_location "y" in %t {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Output>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = false, pinned = false, json_nulls = ["tensor_id"], unknown_members = #bir.json<"{\"future\": true}">} : !bir.memory_location
    // CHECK: bir.block "kb" {
    bir.block "kb" {
      // CHECK: bir.tensor_copy "copy" engine DVE ins(%1) outs(%3) {ins_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = float32, offset = 0>]}
      bir.tensor_copy "copy" engine DVE ins(%x) outs(%y) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }

  // CHECK-LABEL: bir.func @main kind <main> {
  bir.func @main kind <main> {
    // CHECK: %0 = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<bfloat16>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<bfloat16>, partition_dim = 0, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensorId2MemLocSize = 1} : !bir.allocation
    // CHECK: %1 = bir.memory_location "a" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 1024>, memory_type = #bir.memory_type<SB>, pinned = false, tensor_id = 1 : i64} : !bir.memory_location
    %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 1024>, bank = 0, base = 0, allocated = true, pinned = false, tensor_id = 1} : !bir.memory_location
    // CHECK: %2 = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Local>, dtype = #bir.dtype<float32>, file = "", is_virtual = true, is_volatile = true, kind = #bir.tensor_kind<Internal>, no_spill = true, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Local>, dtype = #bir.dtype<float32>, partition_dim = 0, tensor_shape = array<i64: 128, 128>, file = "", no_spill = true, is_volatile = true, is_virtual = true, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensorId2MemLocSize = 1} : !bir.allocation
    // CHECK: %3 = bir.memory_location "b" in %2 {Skind = #bir.storage_kind<memory_location>, addr = 1024 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 512>, memory_type = #bir.memory_type<SB>, pinned = true, tensor_id = 2 : i64} : !bir.memory_location
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 1024, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = true, tensor_id = 2} : !bir.memory_location
    // CHECK: %4 = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronPSUMTensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, partition_dim = 0, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<NeuronPSUMTensor>, tensorId2MemLocSize = 1} : !bir.allocation
    // CHECK: %5 = bir.memory_location "p" in %4 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 2 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<PSUM>, pinned = false, tensor_id = 3 : i64} : !bir.memory_location
    %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 2, base = 0, allocated = true, pinned = false, tensor_id = 3} : !bir.memory_location
    // CHECK: %6 = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "weights.bin", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Const>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, partition_dim = 0, tensor_shape = array<i64: 128, 512>, file = "weights.bin", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Const>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
    // CHECK: %7 = bir.memory_location "d" in %6 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 4 : i64} : !bir.memory_location
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = false, pinned = false, tensor_id = 4} : !bir.memory_location
    // CHECK: %8 = bir.allocation "r_set" {Skind = #bir.storage_kind<register>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<SingleValueTensor>, tensor_shape = array<i64: 1>} : !bir.allocation
    %rs = bir.allocation "r_set" {Skind = #bir.storage_kind<register>, file = "", tensor_shape = array<i64: 1>, no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<SingleValueTensor>, tensorId2MemLocSize = 1} : !bir.allocation
    // CHECK: bir.block "entry" {
    bir.block "entry" {
      // Every argument kind, with operands where a physical_ap needs one.
      // CHECK: bir.dma_copy "load_a" engine DMA ins(%7) outs(%1) {ins_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>, outs_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = bfloat16, offset = 0>], queue = "q0"}
      bir.dma_copy "load_a" engine DMA ins(%d) outs(%a) {mode = #bir.copy_mode<Copy>, queue = "q0", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = bfloat16, offset = 0>]}
      // CHECK: bir.matmult "mm" engine PE ins(%1, %3) outs(%5) {ins_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 128]], dtype = bfloat16, offset = 0>, #bir.physical_ap<ap = {{\[\[}}128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 128]], dtype = float32, offset = 0>], perf_mode = #bir.matmult_perf_mode<None>, start_tensor_calc = true, stop_tensor_calc = true, tile_size = array<i64: -1, -1>}
      bir.matmult "mm" engine PE ins(%a, %b) outs(%p) {start_tensor_calc = true, stop_tensor_calc = true, tile_size = array<i64: -1, -1>, perf_mode = #bir.matmult_perf_mode<None>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 128]], dtype = bfloat16, offset = 0>, #bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 128]], dtype = float32, offset = 0>]}
      // CHECK: bir.activation "act" engine Activation ins(%1, %3) outs(%1) {acc = #bir.engine_accumulation_type<Idle>, alpha = 0 : i64, func = #bir.activation_function_type<Relu>, ins_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = bfloat16, offset = 0>, #bir.physical_ap<ap = {{\[\[}}128, 128], [1, 1]], dtype = float32, offset = 0>, #bir.imm_value<float32, 1.000000e+00 : f64>], outs_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = bfloat16, offset = 0>], scale = 1.000000e+00 : f64}
      bir.activation "act" engine Activation ins(%a, %b) outs(%a) {func = #bir.activation_function_type<Relu>, scale = 1.0, alpha = 0, acc = #bir.engine_accumulation_type<Idle>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = bfloat16, offset = 0>, #bir.physical_ap<ap = [[128, 128], [1, 1]], dtype = float32, offset = 0>, #bir.imm_value<float32, 1.0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = bfloat16, offset = 0>]}
      // CHECK: bir.tensor_scalar_ptr "tsp" engine DVE ins(%3) outs(%3) {acc = #bir.engine_accumulation_type<Idle>, apply_transpose = false, ins_args = [#bir.physical_ap<ap = {{\[\[}}128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_array<int32, [1, 2.500000e+00]>, #bir.register_access<int32, "r0">], is_scalar_tensor_tensor = false, is_tensor_scalar_addr = true, is_tensor_tensor_scan = false, negate_second_output = false, op0 = #bir.alu_op<mult>, op1 = #bir.alu_op<bypass>, outs_args = [#bir.physical_ap<ap = {{\[\[}}128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.register_ap<ap = {{\[\[}}1, 4]], dtype = uint32, memsetref = "r_set", reg_ap_offset = "r1", regref = "r2">, #bir.json<"{\22kind\22: \22symbolic_ap\22, \22ap\22: {{\[\[}}1, 2]]}">], reverse0 = false, reverse1 = false}
      bir.tensor_scalar_ptr "tsp" engine DVE ins(%b) outs(%b) {op0 = #bir.alu_op<mult>, reverse0 = false, op1 = #bir.alu_op<bypass>, reverse1 = false, apply_transpose = false, is_tensor_scalar_addr = true, is_scalar_tensor_tensor = false, is_tensor_tensor_scan = false, acc = #bir.engine_accumulation_type<Idle>, negate_second_output = false, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_array<int32, [1, 2.5]>, #bir.register_access<int32, "r0">], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.register_ap<ap = [[1, 4]], dtype = uint32, memsetref = "r_set", reg_ap_offset = "r1", regref = "r2">, #bir.json<"{\"kind\": \"symbolic_ap\", \"ap\": [[1, 2]]}">]}
      // CHECK: bir.nki_kernel "inst__kern" engine Unassigned ins(%7) outs(%1) {callee = @kern, func_args = {x = "d"}, func_outs = {y = "a"}, ins_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_source = #bir.kernel_source<Beta3>, outs_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = bfloat16, offset = 0>], psum_buf_shape = array<i64: 2, 2048, 3>, sb_buf_shape = array<i64: 1024, 128>}
      bir.nki_kernel "inst__kern" engine Unassigned ins(%d) outs(%a) {callee = @kern, func_args = {x = "d"}, func_outs = {y = "a"}, sb_buf_shape = array<i64: 1024, 128>, psum_buf_shape = array<i64: 2, 2048, 3>, kernel_source = #bir.kernel_source<Beta3>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = bfloat16, offset = 0>]}
      // CHECK: bir.nki_kernel "inst__kern2" engine Unassigned {address_rotation_scope_val = 4 : i64, callee = @kern, func_args = {}, func_outs = {}, kernel_source = 1 : i64, psum_buf_shape = array<i64: 0, 0, 0>, psum_buf_shape_nested, sb_buf_shape = array<i64: 0, 128>}
      bir.nki_kernel "inst__kern2" engine Unassigned {callee = @kern, func_args = {}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, psum_buf_shape_nested, kernel_source = 1, address_rotation_scope_val = 4}
      // CHECK: bir.nki_klir_kernel "call_kern" engine Unassigned ins(%7) outs(%1) {enable_device_dump = false, func_args = {x = "d"}, func_outs = {y = "a"}, ins_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "kern.bir.json", outs_args = [#bir.physical_ap<ap = {{\[\[}}512, 128], [1, 512]], dtype = bfloat16, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "call_kern" engine Unassigned ins(%d) outs(%a) {kernel_format = "bir", klir_binary = "kern.bir.json", func_args = {x = "d"}, func_outs = {y = "a"}, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = false, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = bfloat16, offset = 0>]}
      // CHECK: bir.nki_klir_kernel "call_kern2" engine Unassigned {address_rotation_scope_val = "scope", enable_device_dump = true, func_args = {}, func_outs = {}, json_opcode = "KLIRKernel", kernel_format = "klir", klir_binary = "kern.klr", psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "call_kern2" engine Unassigned {kernel_format = "klir", klir_binary = "kern.klr", func_args = {}, func_outs = {}, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = true, address_rotation_scope_val = "scope", json_opcode = "KLIRKernel"}
      // CHECK: bir.loop "i" lb 0 ub 4 stride 1 attributes {unknown_members = #bir.json<"{\22name\22: \22loop0\22}">} {
      bir.loop "i" lb 0 ub 4 stride 1 attributes {unknown_members = #bir.json<"{\"name\": \"loop0\"}">} {
        // CHECK: bir.block "body" {
        bir.block "body" {
          // CHECK: bir.compare_and_branch "cmp" engine Unassigned {comp_op = #bir.branch_compare_op<IS_LTIMM>, on_false = "exit", on_true = "body"}
          bir.compare_and_branch "cmp" engine Unassigned {comp_op = #bir.branch_compare_op<IS_LTIMM>, on_true = "body", on_false = "exit"}
        }
      }
      // CHECK: bir.unconditional_branch "jump" engine Unassigned {target = "exit"}
      bir.unconditional_branch "jump" engine Unassigned {target = "exit"}
      // Non-finite JSON floats ("nan", "-inf") are f64 attributes; members that were JSON null are listed.
      // CHECK: bir.activation "nonfinite" engine Activation {alpha = 0xFFF0000000000000 : f64, func = #bir.activation_function_type<Exp>, json_nulls = ["acc"], scale = 0x7FF8000000000000 : f64}
      bir.activation "nonfinite" engine Activation {func = #bir.activation_function_type<Exp>, scale = 0x7FF8000000000000 : f64, alpha = 0xFFF0000000000000 : f64, json_nulls = ["acc"]}
      // KernelSource given as an integer inside the enum attribute prints by name.
      // CHECK: bir.nki_kernel "inst__kern3" engine Unassigned {callee = @kern, func_args = {}, func_outs = {}, kernel_source = #bir.kernel_source<Beta1>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 128>}
      bir.nki_kernel "inst__kern3" engine Unassigned {callee = @kern, func_args = {}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<0>}
      // CHECK: bir.unconditional_branch "jump_null" engine Unassigned {json_nulls = ["target"]}
      bir.unconditional_branch "jump_null" engine Unassigned {json_nulls = ["target"]}
    }
    // CHECK: bir.block "all" {
    bir.block "all" {
      // CHECK: bir.activation "activation_0" engine Unassigned {acc = #bir.engine_accumulation_type<Accumulate>, alpha = 1.500000e+00 : f64, can_read_uninit = true, func = #bir.activation_function_type<Abs>, scale = 1.500000e+00 : f64}
      bir.activation "activation_0" engine Unassigned {scale = 1.5, alpha = 1.5, can_read_uninit = true, func = #bir.activation_function_type<Abs>, acc = #bir.engine_accumulation_type<Accumulate>}
      // CHECK: bir.read_activation_accumulator "read_activation_accumulator_0" engine Unassigned
      bir.read_activation_accumulator "read_activation_accumulator_0" engine Unassigned
      // CHECK: bir.load_act_func_set "load_act_func_set_0" engine Unassigned {act_func_set_id = 3 : i64}
      bir.load_act_func_set "load_act_func_set_0" engine Unassigned {act_func_set_id = 3}
      // CHECK: bir.memset "memset_0" engine Unassigned {constant = 3 : i64, mode = #bir.memset_mode<Const>}
      bir.memset "memset_0" engine Unassigned {mode = #bir.memset_mode<Const>, constant = 3}
      // CHECK: bir.get_global_rank_id "get_global_rank_id_0" engine Unassigned
      bir.get_global_rank_id "get_global_rank_id_0" engine Unassigned
      // CHECK: bir.no_op "no_op_0" engine Unassigned
      bir.no_op "no_op_0" engine Unassigned
      // CHECK: bir.event_semaphore "event_semaphore_0" engine Unassigned
      bir.event_semaphore "event_semaphore_0" engine Unassigned
      // CHECK: bir.group_reset_semaphores "group_reset_semaphores_0" engine Unassigned
      bir.group_reset_semaphores "group_reset_semaphores_0" engine Unassigned
      // CHECK: bir.all_engine_barrier "all_engine_barrier_0" engine Unassigned
      bir.all_engine_barrier "all_engine_barrier_0" engine Unassigned
      // CHECK: bir.drain "drain_0" engine Unassigned
      bir.drain "drain_0" engine Unassigned
      // CHECK: bir.halt "halt_0" engine Unassigned
      bir.halt "halt_0" engine Unassigned
      // CHECK: bir.pool "pool_0" engine Unassigned {func = #bir.pool_function_type<Avg>}
      bir.pool "pool_0" engine Unassigned {func = #bir.pool_function_type<Avg>}
      // CHECK: bir.reciprocal "reciprocal_0" engine Unassigned
      bir.reciprocal "reciprocal_0" engine Unassigned
      // CHECK: bir.shuffle "shuffle_0" engine Unassigned {indices = array<i64: 1, 2>}
      bir.shuffle "shuffle_0" engine Unassigned {indices = array<i64: 1, 2>}
      // CHECK: bir.tensor_copy "tensor_copy_0" engine Unassigned {can_read_uninit = true}
      bir.tensor_copy "tensor_copy_0" engine Unassigned {can_read_uninit = true}
      // CHECK: bir.tensor_copy_dynamic_src "tensor_copy_dynamic_src_0" engine Unassigned {can_read_uninit = true, scale = 3 : i64}
      bir.tensor_copy_dynamic_src "tensor_copy_dynamic_src_0" engine Unassigned {scale = 3, can_read_uninit = true}
      // CHECK: bir.tensor_copy_dynamic_dst "tensor_copy_dynamic_dst_0" engine Unassigned {can_read_uninit = true, scale = 3 : i64}
      bir.tensor_copy_dynamic_dst "tensor_copy_dynamic_dst_0" engine Unassigned {scale = 3, can_read_uninit = true}
      // CHECK: bir.indirect_copy "indirect_copy_0" engine Unassigned {num_valid_indices = 3 : i64}
      bir.indirect_copy "indirect_copy_0" engine Unassigned {num_valid_indices = 3}
      // CHECK: bir.tensor_reduce "tensor_reduce_0" engine Unassigned {apply_transpose = true, axis = #bir.axis_list_type<C>, negate = true, op = #bir.alu_op<abs>}
      bir.tensor_reduce "tensor_reduce_0" engine Unassigned {op = #bir.alu_op<abs>, axis = #bir.axis_list_type<C>, apply_transpose = true, negate = true}
      // CHECK: bir.tensor_scalar "tensor_scalar_0" engine Unassigned {const0 = 1.500000e+00 : f64, const1 = 1.500000e+00 : f64, op0 = #bir.alu_op<abs>, op1 = #bir.alu_op<abs>, reverse0 = true, reverse1 = true}
      bir.tensor_scalar "tensor_scalar_0" engine Unassigned {op0 = #bir.alu_op<abs>, const0 = 1.5, reverse0 = true, op1 = #bir.alu_op<abs>, const1 = 1.5, reverse1 = true}
      // CHECK: bir.tensor_scalar_ptr "tensor_scalar_ptr_0" engine Unassigned {acc = #bir.engine_accumulation_type<Accumulate>, apply_transpose = true, is_scalar_tensor_tensor = true, is_tensor_scalar_addr = true, is_tensor_tensor_scan = true, negate_second_output = true, op0 = #bir.alu_op<abs>, op1 = #bir.alu_op<abs>, reverse0 = true, reverse1 = true}
      bir.tensor_scalar_ptr "tensor_scalar_ptr_0" engine Unassigned {op0 = #bir.alu_op<abs>, reverse0 = true, op1 = #bir.alu_op<abs>, reverse1 = true, apply_transpose = true, is_tensor_scalar_addr = true, is_scalar_tensor_tensor = true, is_tensor_tensor_scan = true, acc = #bir.engine_accumulation_type<Accumulate>, negate_second_output = true}
      // CHECK: bir.tensor_tensor "tensor_tensor_0" engine Unassigned {acc = #bir.engine_accumulation_type<Accumulate>, op = #bir.alu_op<abs>}
      bir.tensor_tensor "tensor_tensor_0" engine Unassigned {op = #bir.alu_op<abs>, acc = #bir.engine_accumulation_type<Accumulate>}
      // CHECK: bir.bn_stats "bn_stats_0" engine Unassigned {apply_transpose = true}
      bir.bn_stats "bn_stats_0" engine Unassigned {apply_transpose = true}
      // CHECK: bir.bn_stats_aggregate "bn_stats_aggregate_0" engine Unassigned
      bir.bn_stats_aggregate "bn_stats_aggregate_0" engine Unassigned
      // CHECK: bir.bn_gradients "bn_gradients_0" engine Unassigned
      bir.bn_gradients "bn_gradients_0" engine Unassigned
      // CHECK: bir.bn_backprop "bn_backprop_0" engine Unassigned {total_elements = 1.500000e+00 : f64}
      bir.bn_backprop "bn_backprop_0" engine Unassigned {total_elements = 1.5}
      // CHECK: bir.bn_backprop2 "bn_backprop2_0" engine Unassigned {total_elements = 1.500000e+00 : f64}
      bir.bn_backprop2 "bn_backprop2_0" engine Unassigned {total_elements = 1.5}
      // CHECK: bir.stream_shuffle "stream_shuffle_0" engine Unassigned {mask = array<i64: 1, 2>}
      bir.stream_shuffle "stream_shuffle_0" engine Unassigned {mask = array<i64: 1, 2>}
      // CHECK: bir.calc_var_addr "calc_var_addr_0" engine Unassigned {baseoffset = 3 : i64}
      bir.calc_var_addr "calc_var_addr_0" engine Unassigned {baseoffset = 3}
      // CHECK: bir.stream_transpose "stream_transpose_0" engine Unassigned
      bir.stream_transpose "stream_transpose_0" engine Unassigned
      // CHECK: bir.select "select_0" engine Unassigned
      bir.select "select_0" engine Unassigned
      // CHECK: bir.copy_predicated "copy_predicated_0" engine Unassigned {can_read_uninit = true, reverse_pred = true}
      bir.copy_predicated "copy_predicated_0" engine Unassigned {can_read_uninit = true, reverse_pred = true}
      // CHECK: bir.custom_op "custom_op_0" engine Unassigned {dstsShape = [array<i64: 128, 512>, array<i64: 1>], is_builtin = true, opFunctionName = "q0", opLibFile = "q0", srcsShape = [array<i64: 128, 512>, array<i64: 1>], ulib_to_isa_version = "q0", ulib_to_ucode_version = "q0"}
      bir.custom_op "custom_op_0" engine Unassigned {opFunctionName = "q0", opLibFile = "q0", ulib_to_ucode_version = "q0", ulib_to_isa_version = "q0", is_builtin = true, srcsShape = [array<i64: 128, 512>, array<i64: 1>], dstsShape = [array<i64: 128, 512>, array<i64: 1>]}
      // CHECK: bir.bir_kernel "bir_kernel_0" engine Unassigned {auto_cast = "q0", auto_cast_type = "q0", dsts_shape = [array<i64: 128, 512>, array<i64: 1>], fused_rmsnorm = true, is_causal = true, kernel_attrs = #bir.json<"{\22kind\22: \22AffExprKind\22}">, kernel_name = "q0", lnc_size = 3 : i64, lower_bound = 1.500000e+00 : f64, norm_type = 3 : i64, output_layout = 3 : i64, psum_buf_shape = array<i64: 0, 0, 0>, quant_kernel = true, sb_buf_shape = array<i64: -1, -1>, srcs_shape = [array<i64: 128, 512>, array<i64: 1>], store_add = true}
      bir.bir_kernel "bir_kernel_0" engine Unassigned {kernel_name = "q0", srcs_shape = [array<i64: 128, 512>, array<i64: 1>], dsts_shape = [array<i64: 128, 512>, array<i64: 1>], kernel_attrs = #bir.json<"{\"kind\": \"AffExprKind\"}">, sb_buf_shape = array<i64: -1, -1>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "q0", auto_cast_type = "q0", is_causal = true, fused_rmsnorm = true, norm_type = 3, lnc_size = 3, lower_bound = 1.5, store_add = true, quant_kernel = true, output_layout = 3}
      // CHECK: bir.get_rand_state "get_rand_state_0" engine Unassigned
      bir.get_rand_state "get_rand_state_0" engine Unassigned
      // CHECK: bir.set_rand_state "set_rand_state_0" engine Unassigned {rng_engine = #bir.engine<Unassigned>}
      bir.set_rand_state "set_rand_state_0" engine Unassigned {rng_engine = #bir.engine<Unassigned>}
      // CHECK: bir.rand "rand_0" engine Unassigned {distribution = #bir.random_distribution_kind<Binomial>, params = [1.000000e+00, 2], rand_num_steps = 3 : i64, random_algorithm = #bir.random_algorithm_kind<LFSR>}
      bir.rand "rand_0" engine Unassigned {random_algorithm = #bir.random_algorithm_kind<LFSR>, rand_num_steps = 3, distribution = #bir.random_distribution_kind<Binomial>, params = [1.0, 2]}
      // CHECK: bir.iota "iota_0" engine Unassigned {base = 3 : i64, channel_multiplier = 3 : i64, pattern = [array<i64: 1, 128>, array<i64: 0, 4>]}
      bir.iota "iota_0" engine Unassigned {base = 3, pattern = [array<i64: 1, 128>, array<i64: 0, 4>], channel_multiplier = 3}
      // CHECK: bir.tensor_scalar_affine_select "tensor_scalar_affine_select_0" engine Unassigned {base = 3 : i64, channel_multiplier = 3 : i64, compare_op = #bir.alu_op<abs>, fill_value = 1.500000e+00 : f64, pattern = [array<i64: 1, 128>, array<i64: 0, 4>]}
      bir.tensor_scalar_affine_select "tensor_scalar_affine_select_0" engine Unassigned {base = 3, pattern = [array<i64: 1, 128>, array<i64: 0, 4>], channel_multiplier = 3, compare_op = #bir.alu_op<abs>, fill_value = 1.5}
      // CHECK: bir.range_select "range_select_0" engine Unassigned {base = 3 : i64, compare_op0 = #bir.alu_op<abs>, compare_op1 = #bir.alu_op<abs>, fill_value = 1.500000e+00 : f64, num_active_channels = 3 : i64, reduce_cmd = #bir.engine_accumulation_type<Accumulate>, reduce_op = #bir.alu_op<abs>}
      bir.range_select "range_select_0" engine Unassigned {base = 3, compare_op0 = #bir.alu_op<abs>, compare_op1 = #bir.alu_op<abs>, reduce_op = #bir.alu_op<abs>, reduce_cmd = #bir.engine_accumulation_type<Accumulate>, fill_value = 1.5, num_active_channels = 3}
      // CHECK: bir.dropout "dropout_0" engine Unassigned {is_keep_threshold = true}
      bir.dropout "dropout_0" engine Unassigned {is_keep_threshold = true}
      // CHECK: bir.get_cur_processing_rank_id "get_cur_processing_rank_id_0" engine Unassigned {channel_id = 3 : i64, iter_id = 3 : i64, replica_groups = [array<i64: 128, 512>, array<i64: 1>], stream_id = 3 : i64}
      bir.get_cur_processing_rank_id "get_cur_processing_rank_id_0" engine Unassigned {iter_id = 3, channel_id = 3, stream_id = 3, replica_groups = [array<i64: 128, 512>, array<i64: 1>]}
      // CHECK: bir.register_alu "register_alu_0" engine Unassigned {is_64bit = true, op = #bir.alu_op<abs>}
      bir.register_alu "register_alu_0" engine Unassigned {op = #bir.alu_op<abs>, is_64bit = true}
      // CHECK: bir.register_move "register_move_0" engine Unassigned
      bir.register_move "register_move_0" engine Unassigned
      // CHECK: bir.tensor_load "tensor_load_0" engine Unassigned
      bir.tensor_load "tensor_load_0" engine Unassigned
      // CHECK: bir.tensor_save "tensor_save_0" engine Unassigned
      bir.tensor_save "tensor_save_0" engine Unassigned
      // CHECK: bir.call "call_0" engine Unassigned {table_id = 3 : i64, target = "q0"}
      bir.call "call_0" engine Unassigned {target = "q0", table_id = 3}
      // CHECK: bir.switch_queue_instance "switch_queue_instance_0" engine Unassigned {instance_name = "q0", queue = "q0"}
      bir.switch_queue_instance "switch_queue_instance_0" engine Unassigned {queue = "q0", instance_name = "q0"}
      // CHECK: bir.core_barrier "core_barrier_0" engine Unassigned {cores = array<i64: 1, 2>, id = 3 : i64, runtime_semaphore = 3 : i64}
      bir.core_barrier "core_barrier_0" engine Unassigned {runtime_semaphore = 3, id = 3, cores = array<i64: 1, 2>}
      // CHECK: bir.max "max_0" engine Unassigned
      bir.max "max_0" engine Unassigned
      // CHECK: bir.max_index "max_index_0" engine Unassigned
      bir.max_index "max_index_0" engine Unassigned
      // CHECK: bir.match_replace "match_replace_0" engine Unassigned {imm_value = 1.500000e+00 : f64}
      bir.match_replace "match_replace_0" engine Unassigned {imm_value = 1.5}
      // CHECK: bir.gather "gather_0" engine Unassigned
      bir.gather "gather_0" engine Unassigned
      // CHECK: bir.inline_asm_bytes "inline_asm_bytes_0" engine Unassigned {asm_bytes = "q0", latency_estimate = 3 : i64, sync_type = "q0"}
      bir.inline_asm_bytes "inline_asm_bytes_0" engine Unassigned {asm_bytes = "q0", sync_type = "q0", latency_estimate = 3}
      // CHECK: bir.generic "generic_0" engine Unassigned
      bir.generic "generic_0" engine Unassigned
      // CHECK: bir.generic_copy "generic_copy_0" engine Unassigned {can_read_uninit = true}
      bir.generic_copy "generic_copy_0" engine Unassigned {can_read_uninit = true}
      // CHECK: bir.generic_relu "generic_relu_0" engine Unassigned
      bir.generic_relu "generic_relu_0" engine Unassigned
      // CHECK: bir.abstract_copy "abstract_copy_0" engine Unassigned
      bir.abstract_copy "abstract_copy_0" engine Unassigned
      // CHECK: bir.matmult_base "matmult_base_0" engine Unassigned {ifmap_quant_offset = 3 : i64, is_fmap_onezero = true, is_transpose = true, is_weight_onezero = true, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, replication_num_rows = 3 : i64, replication_resolution = 3 : i64, replication_shift_amnt = 3 : i64, start_tensor_calc = true, stop_tensor_calc = true, tile_position = array<i64: -1, -1>, tile_size = array<i64: -1, -1>, weights_quant_offset = 3 : i64}
      bir.matmult_base "matmult_base_0" engine Unassigned {start_tensor_calc = true, stop_tensor_calc = true, replication_resolution = 3, replication_shift_amnt = 3, replication_num_rows = 3, is_transpose = true, is_fmap_onezero = true, is_weight_onezero = true, tile_size = array<i64: -1, -1>, tile_position = array<i64: -1, -1>, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, ifmap_quant_offset = 3, weights_quant_offset = 3}
      // CHECK: bir.matmult "matmult_0" engine Unassigned {ifmap_quant_offset = 3 : i64, is_fmap_onezero = true, is_transpose = true, is_weight_onezero = true, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, replication_num_rows = 3 : i64, replication_resolution = 3 : i64, replication_shift_amnt = 3 : i64, start_tensor_calc = true, stop_tensor_calc = true, tile_position = array<i64: -1, -1>, tile_size = array<i64: -1, -1>, weights_quant_offset = 3 : i64}
      bir.matmult "matmult_0" engine Unassigned {start_tensor_calc = true, stop_tensor_calc = true, replication_resolution = 3, replication_shift_amnt = 3, replication_num_rows = 3, is_transpose = true, is_fmap_onezero = true, is_weight_onezero = true, tile_size = array<i64: -1, -1>, tile_position = array<i64: -1, -1>, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, ifmap_quant_offset = 3, weights_quant_offset = 3}
      // CHECK: bir.matmult_sparse "matmult_sparse_0" engine Unassigned {compress_ratio = 3 : i64, ifmap_quant_offset = 3 : i64, is_fmap_onezero = true, is_transpose = true, is_weight_onezero = true, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, replication_num_rows = 3 : i64, replication_resolution = 3 : i64, replication_shift_amnt = 3 : i64, start_tensor_calc = true, stop_tensor_calc = true, tile_position = array<i64: -1, -1>, tile_size = array<i64: -1, -1>, weights_quant_offset = 3 : i64}
      bir.matmult_sparse "matmult_sparse_0" engine Unassigned {start_tensor_calc = true, stop_tensor_calc = true, replication_resolution = 3, replication_shift_amnt = 3, replication_num_rows = 3, is_transpose = true, is_fmap_onezero = true, is_weight_onezero = true, tile_size = array<i64: -1, -1>, tile_position = array<i64: -1, -1>, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, ifmap_quant_offset = 3, weights_quant_offset = 3, compress_ratio = 3}
      // CHECK: bir.dma "dma_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, duplicate = true, queue = "q0"}
      bir.dma "dma_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true}
      // CHECK: bir.load "load_0" engine Unassigned {can_read_uninit = true, dge_type = #bir.dge_type<HWDGE>, duplicate = true, queue = "q0"}
      bir.load "load_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, can_read_uninit = true}
      // CHECK: bir.save "save_0" engine Unassigned {can_read_uninit = true, dge_type = #bir.dge_type<HWDGE>, duplicate = true, queue = "q0"}
      bir.save "save_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, can_read_uninit = true}
      // CHECK: bir.dma_copy "dma_copy_0" engine Unassigned {can_read_uninit = true, cce_op = #bir.alu_op<abs>, constants = [1.000000e+00, 2], dge_type = #bir.dge_type<HWDGE>, duplicate = true, mode = #bir.copy_mode<CCE>, oob_is_err = true, queue = "q0", remote_notification = array<i64: 1, 2>, replica_groups = [array<i64: 128, 512>, array<i64: 1>], transpose_op = #bir.transpose_ops<None>}
      bir.dma_copy "dma_copy_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, mode = #bir.copy_mode<CCE>, oob_is_err = true, transpose_op = #bir.transpose_ops<None>, constants = [1.0, 2], cce_op = #bir.alu_op<abs>, replica_groups = [array<i64: 128, 512>, array<i64: 1>], remote_notification = array<i64: 1, 2>, can_read_uninit = true}
      // CHECK: bir.read_var_addr "read_var_addr_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, duplicate = true, queue = "q0"}
      bir.read_var_addr "read_var_addr_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true}
      // CHECK: bir.generic_indirect_load "generic_indirect_load_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, duplicate = true, indirect_dims = array<i64: 1, 2>, queue = "q0"}
      bir.generic_indirect_load "generic_indirect_load_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, indirect_dims = array<i64: 1, 2>}
      // CHECK: bir.indirect_load "indirect_load_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, duplicate = true, queue = "q0", runtime_semaphore_wait_value = 3 : i64}
      bir.indirect_load "indirect_load_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, runtime_semaphore_wait_value = 3}
      // CHECK: bir.generic_indirect_save "generic_indirect_save_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, duplicate = true, indirect_dims = array<i64: 1, 2>, op = #bir.alu_op<abs>, queue = "q0"}
      bir.generic_indirect_save "generic_indirect_save_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, indirect_dims = array<i64: 1, 2>, op = #bir.alu_op<abs>}
      // CHECK: bir.indirect_save "indirect_save_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, duplicate = true, queue = "q0", runtime_semaphore_wait_value = 3 : i64}
      bir.indirect_save "indirect_save_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, runtime_semaphore_wait_value = 3}
      // CHECK: bir.indirect_save_accumulate "indirect_save_accumulate_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, duplicate = true, entry_step_elements = 3 : i64, num_indices = 3 : i64, op = #bir.alu_op<abs>, queue = "q0"}
      bir.indirect_save_accumulate "indirect_save_accumulate_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, num_indices = 3, entry_step_elements = 3, op = #bir.alu_op<abs>}
      // CHECK: bir.dma_trigger "dma_trigger_0" engine Unassigned {dge_type = #bir.dge_type<HWDGE>, dma_blocks = ["b0", "b1"], duplicate = true, queue = "q0"}
      bir.dma_trigger "dma_trigger_0" engine Unassigned {queue = "q0", dge_type = #bir.dge_type<HWDGE>, duplicate = true, dma_blocks = ["b0", "b1"]}
      // CHECK: bir.collective "collective_0" engine Unassigned {queue = "q0"}
      bir.collective "collective_0" engine Unassigned {queue = "q0"}
      // CHECK: bir.collective_compute "collective_compute_0" engine Unassigned {can_read_uninit = true, cc_channel = #bir.json<"{\22kind\22: \22AffExprKind\22}">, cc_type_hint = #bir.collective_compute_type_hint<FSDP>, initial_corebarrier = true, is_local = true, kind = #bir.collective_kind<AllGather>, op = #bir.alu_op<abs>, pipe_id = 3 : i64, queue = "q0", recv_from_rank = #bir.json<"{\22kind\22: \22AffExprKind\22}">, replica_groups = [array<i64: 128, 512>, array<i64: 1>], send_to_rank = #bir.json<"{\22kind\22: \22AffExprKind\22}">, src_target_pairs = [array<i64: 128, 512>, array<i64: 1>], stream_id = 3 : i64}
      bir.collective_compute "collective_compute_0" engine Unassigned {queue = "q0", kind = #bir.collective_kind<AllGather>, replica_groups = [array<i64: 128, 512>, array<i64: 1>], cc_channel = #bir.json<"{\"kind\": \"AffExprKind\"}">, stream_id = 3, src_target_pairs = [array<i64: 128, 512>, array<i64: 1>], op = #bir.alu_op<abs>, can_read_uninit = true, is_local = true, pipe_id = 3, recv_from_rank = #bir.json<"{\"kind\": \"AffExprKind\"}">, send_to_rank = #bir.json<"{\"kind\": \"AffExprKind\"}">, initial_corebarrier = true, cc_type_hint = #bir.collective_compute_type_hint<FSDP>}
      // CHECK: bir.collective_send "collective_send_0" engine Unassigned {can_read_uninit = true, peer_id = 3 : i64, queue = "q0"}
      bir.collective_send "collective_send_0" engine Unassigned {queue = "q0", peer_id = 3, can_read_uninit = true}
      // CHECK: bir.collective_recv "collective_recv_0" engine Unassigned {peer_id = 3 : i64, queue = "q0"}
      bir.collective_recv "collective_recv_0" engine Unassigned {queue = "q0", peer_id = 3}
      // CHECK: bir.dma_descriptor "dma_descriptor_0" engine Unassigned {num_tiling_dimensions = 3 : i64}
      bir.dma_descriptor "dma_descriptor_0" engine Unassigned {num_tiling_dimensions = 3}
      // CHECK: bir.dma_descriptor_copy "dma_descriptor_copy_0" engine Unassigned {can_read_uninit = true, num_tiling_dimensions = 3 : i64}
      bir.dma_descriptor_copy "dma_descriptor_copy_0" engine Unassigned {num_tiling_dimensions = 3, can_read_uninit = true}
      // CHECK: bir.dma_descriptor_cce "dma_descriptor_cce_0" engine Unassigned {constants = [1.000000e+00, 2], num_tiling_dimensions = 3 : i64, op = #bir.alu_op<abs>}
      bir.dma_descriptor_cce "dma_descriptor_cce_0" engine Unassigned {num_tiling_dimensions = 3, constants = [1.0, 2], op = #bir.alu_op<abs>}
      // CHECK: bir.dma_descriptor_transpose "dma_descriptor_transpose_0" engine Unassigned {can_read_uninit = true, num_tiling_dimensions = 3 : i64, transpose_op = #bir.transpose_ops<None>}
      bir.dma_descriptor_transpose "dma_descriptor_transpose_0" engine Unassigned {num_tiling_dimensions = 3, transpose_op = #bir.transpose_ops<None>, can_read_uninit = true}
      // CHECK: bir.dma_descriptor_replicate "dma_descriptor_replicate_0" engine Unassigned {num_tiling_dimensions = 3 : i64}
      bir.dma_descriptor_replicate "dma_descriptor_replicate_0" engine Unassigned {num_tiling_dimensions = 3}
      // CHECK: bir.terminator "terminator_0" engine Unassigned
      bir.terminator "terminator_0" engine Unassigned
      // CHECK: bir.return "return_0" engine Unassigned
      bir.return "return_0" engine Unassigned
      // CHECK: bir.break "break_0" engine Unassigned
      bir.break "break_0" engine Unassigned
      // CHECK: bir.matmult_symbolic "matmult_symbolic_0" engine Unassigned {ifmap_quant_offset = 3 : i64, is_fmap_onezero = true, is_transpose = true, is_weight_onezero = true, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, replication_num_rows = 3 : i64, replication_resolution = 3 : i64, replication_shift_amnt = 3 : i64, start_tensor_calc = true, stop_tensor_calc = true, tile_position_expr = #bir.json<"{\22kind\22: \22AffExprKind\22}">, tile_size_expr = #bir.json<"{\22kind\22: \22AffExprKind\22}">, weights_quant_offset = 3 : i64}
      bir.matmult_symbolic "matmult_symbolic_0" engine Unassigned {replication_resolution = 3, replication_shift_amnt = 3, replication_num_rows = 3, start_tensor_calc = true, stop_tensor_calc = true, is_transpose = true, is_fmap_onezero = true, is_weight_onezero = true, tile_size_expr = #bir.json<"{\"kind\": \"AffExprKind\"}">, tile_position_expr = #bir.json<"{\"kind\": \"AffExprKind\"}">, perf_mode = #bir.matmult_perf_mode<DoubleColumn>, ifmap_quant_offset = 3, weights_quant_offset = 3}
      // CHECK: bir.range_select_symbolic "range_select_symbolic_0" engine Unassigned {base_expr = #bir.json<"{\22kind\22: \22AffExprKind\22}">, compare_op0 = #bir.alu_op<abs>, compare_op1 = #bir.alu_op<abs>, fill_value = 1.500000e+00 : f64, num_active_channels = 3 : i64, reduce_cmd = #bir.engine_accumulation_type<Accumulate>, reduce_op = #bir.alu_op<abs>}
      bir.range_select_symbolic "range_select_symbolic_0" engine Unassigned {base_expr = #bir.json<"{\"kind\": \"AffExprKind\"}">, compare_op0 = #bir.alu_op<abs>, compare_op1 = #bir.alu_op<abs>, reduce_op = #bir.alu_op<abs>, reduce_cmd = #bir.engine_accumulation_type<Accumulate>, fill_value = 1.5, num_active_channels = 3}
      // CHECK: bir.shuffle_symbolic "shuffle_symbolic_0" engine Unassigned {elts = array<i64: 1, 2>}
      bir.shuffle_symbolic "shuffle_symbolic_0" engine Unassigned {elts = array<i64: 1, 2>}
      // CHECK: bir.stream_shuffle_symbolic "stream_shuffle_symbolic_0" engine Unassigned {mask = #bir.json<"{\22kind\22: \22AffExprKind\22}">}
      bir.stream_shuffle_symbolic "stream_shuffle_symbolic_0" engine Unassigned {mask = #bir.json<"{\"kind\": \"AffExprKind\"}">}
      // CHECK: bir.tensor_scalar_symbolic "tensor_scalar_symbolic_0" engine Unassigned {expr0 = #bir.json<"{\22kind\22: \22AffExprKind\22}">, expr1 = #bir.json<"{\22kind\22: \22AffExprKind\22}">, op0 = #bir.alu_op<abs>, op1 = #bir.alu_op<abs>, reverse0 = true, reverse1 = true, value0 = [1.000000e+00, 2], value1 = [1.000000e+00, 2]}
      bir.tensor_scalar_symbolic "tensor_scalar_symbolic_0" engine Unassigned {op0 = #bir.alu_op<abs>, value0 = [1.0, 2], expr0 = #bir.json<"{\"kind\": \"AffExprKind\"}">, reverse0 = true, op1 = #bir.alu_op<abs>, value1 = [1.0, 2], expr1 = #bir.json<"{\"kind\": \"AffExprKind\"}">, reverse1 = true}
      // CHECK: bir.tonga_reduce_macro_symbolic "tonga_reduce_macro_symbolic_0" engine Unassigned {is_first_reduce = true, op = #bir.alu_op<abs>, reduce_axes = ["b0", "b1"]}
      bir.tonga_reduce_macro_symbolic "tonga_reduce_macro_symbolic_0" engine Unassigned {op = #bir.alu_op<abs>, is_first_reduce = true, reduce_axes = ["b0", "b1"]}
      // CHECK: bir.calc_var_addr_symbolic "calc_var_addr_symbolic_0" engine Unassigned {expr_baseoffset = #bir.json<"{\22kind\22: \22AffExprKind\22}">, size = 3 : i64}
      bir.calc_var_addr_symbolic "calc_var_addr_symbolic_0" engine Unassigned {expr_baseoffset = #bir.json<"{\"kind\": \"AffExprKind\"}">, size = 3}
      // CHECK: bir.iota_symbolic "iota_symbolic_0" engine Unassigned {base = #bir.json<"{\22kind\22: \22AffExprKind\22}">, channel_multiplier = 3 : i64, pattern = [array<i64: 1, 128>, array<i64: 0, 4>]}
      bir.iota_symbolic "iota_symbolic_0" engine Unassigned {base = #bir.json<"{\"kind\": \"AffExprKind\"}">, pattern = [array<i64: 1, 128>, array<i64: 0, 4>], channel_multiplier = 3}
      // CHECK: bir.tensor_scalar_affine_select_symbolic "tensor_scalar_affine_select_symbolic_0" engine Unassigned {base = #bir.json<"{\22kind\22: \22AffExprKind\22}">, channel_multiplier = 3 : i64, compare_op = #bir.alu_op<abs>, fill_value = 1.500000e+00 : f64, pattern = [array<i64: 1, 128>, array<i64: 0, 4>]}
      bir.tensor_scalar_affine_select_symbolic "tensor_scalar_affine_select_symbolic_0" engine Unassigned {base = #bir.json<"{\"kind\": \"AffExprKind\"}">, pattern = [array<i64: 1, 128>, array<i64: 0, 4>], channel_multiplier = 3, compare_op = #bir.alu_op<abs>, fill_value = 1.5}
    }
    // CHECK: bir.block "exit" {
    bir.block "exit" {
    }
  }
}
