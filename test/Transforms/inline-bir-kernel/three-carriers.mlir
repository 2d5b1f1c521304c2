// The three carriers in one caller: an IT56 of a .klr kernel (Mechanism A,
// becomes an IT55), an IT56 of a BIR-JSON kernel (Mechanism B), and an IT54
// library kernel. The four-pass pipeline leaves one function and no carrier;
// the IT54 adds the results of the other two (y + z -> w).
// RUN: nki-opt %s --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-nki-kernel,inline-bir-kernel{library=%inputs/bir/library},legalize-matmul-accumulation-groups)' -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// inline-bir-kernel expands only the IT54s: run right after translate, it
// leaves the IT55 calls translate minted to inline-nki-kernel.
// RUN: nki-opt %s --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-bir-kernel{library=%inputs/bir/library})' | FileCheck %s --check-prefix=BIR-ONLY
// BIR-ONLY:     bir.func @main kind <main>
// BIR-ONLY-NOT: bir.bir_kernel
// BIR-ONLY:     bir.nki_kernel "inst__getting_started.nki_tensor_add_kernel"
// BIR-ONLY:     bir.nki_kernel "inst__tensor_add"
// BIR-ONLY:     bir.load "sum/tensor_add_0_0"
// RUN: nki-translate --export-bir-json %t.mlir | python3 -c "import json, sys; d = json.load(sys.stdin); n = len(d['functions']); print('functions:', n)" | FileCheck %s --check-prefix=JSON

// CHECK:     bir.func @main kind <main>
// CHECK-NOT: bir.func
// CHECK-NOT: bir.nki_klir_kernel
// CHECK-NOT: bir.nki_kernel
// CHECK-NOT: bir.bir_kernel
// CHECK:     bir.save "inst__getting_started.nki_tensor_add_kernel/getting_started.nki_tensor_add_kernel_0_3"
// CHECK:     bir.save "inst__tensor_add/tensor_add_0_3"
// CHECK:     bir.load "sum/tensor_add_0_0"
// CHECK:     bir.save "sum/tensor_add_0_3"
// CHECK-NOT: bir.func

// JSON: functions: 1

module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %ys = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %ys {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %zs = bir.allocation "z_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %z = bir.memory_location "z" in %zs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %ws = bir.allocation "w_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %w = bir.memory_location "w" in %ws {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call_klr" engine Unassigned ins(%a, %b) outs(%y) {enable_device_dump = false, func_args = {a_input = "a", b_input = "b", c_output = "y"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.alloc.klr", psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "call_bir" engine Unassigned ins(%a, %b) outs(%z) {enable_device_dump = false, func_args = {a = "a", b = "b"}, func_outs = {c = "z"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json", psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.bir_kernel "sum" engine Unassigned ins(%y, %z) outs(%w) {kernel_name = "tensor_add", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "", auto_cast_type = "", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
