// A caller with three kernel calls, both mechanisms (as
// Transforms/inline-nki-kernel/both-mechanisms.mlir), run through
// translate-nki-ast-to-bir, inline-nki-kernel and legalize: each call gets
// its own scratchpads, and the third call binds the formals the other way
// round. With the repaired exp fixture:
//   call 1: out_tensor = exp(in_tensor)           layout.py tensor_exp_kernel_1
//   call 2: z = x + y                             tensor_add.bir.json
//   call 3: in_tensor = exp(out_tensor)           the same kernel, swapped
// so finally out_tensor = exp(in0), in_tensor = exp(exp(in0)), z = x + y.
// fp32, tolerance 1e-5. (The caller's tensors are all ExternalInput, so the
// results are asked for by name with --output.)
// RUN: rm -rf %t && mkdir -p %t/run
// RUN: nki-opt %s --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-nki-kernel,legalize-matmul-accumulation-groups)' -o %t/legalized.mlir
// RUN: nki-run %t/legalized.mlir --random-inputs 1 --output-dir %t/run --output in_tensor=%t/run/in_tensor.npy --output out_tensor=%t/run/out_tensor.npy --output z=%t/run/z.npy
// RUN: %nki-run-check %t/run three_calls | FileCheck %s

// CHECK: three_calls: out_tensor: matches (131072 elements written
// CHECK: three_calls: in_tensor: matches (131072 elements written
// CHECK: three_calls: z: matches (65536 elements written

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "in_tensor_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 256, 512>} : !bir.allocation
    %1 = bir.memory_location "in_tensor" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 256, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %2 = bir.allocation "out_tensor_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 256, 512>} : !bir.allocation
    %3 = bir.memory_location "out_tensor" in %2 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 256, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %4 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %5 = bir.memory_location "x" in %4 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %6 = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %7 = bir.memory_location "y" in %6 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %8 = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %9 = bir.memory_location "z" in %8 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call_layout_adapted.tensor_exp_kernel_1" engine Unassigned ins(%1, %3) {enable_device_dump = false, func_args = {in_tensor = "in_tensor", out_tensor = "out_tensor"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>], kernel_format = "klir", klir_binary = "../Inputs/klr/cbor-loops-repaired/layout_adapted__tensor_exp_kernel_1.alloc.klr", psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "add" engine Unassigned ins(%5, %7) outs(%9) {enable_device_dump = false, func_args = {a = "x", b = "y"}, func_outs = {c = "z"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "../Inputs/bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "again" engine Unassigned ins(%3, %1) {enable_device_dump = false, func_args = {in_tensor = "out_tensor", out_tensor = "in_tensor"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>], kernel_format = "klir", klir_binary = "../Inputs/klr/cbor-loops-repaired/layout_adapted__tensor_exp_kernel_1.alloc.klr", psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
    }
  }
}
