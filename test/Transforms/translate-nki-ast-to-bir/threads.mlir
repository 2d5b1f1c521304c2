// Carriers are prepared on helper threads (decode, codegen, the new function
// built as a detached op) and committed in carrier order, so the module is the
// same whatever the thread count: KLR and BIR-JSON kernels mixed, kernels
// used twice (the second function renamed at the commit, bir.json_name
// keeping the kernel's name), one carrier in a loop.
// RUN: nki-opt --translate-nki-ast-to-bir %s -o %t.threads
// RUN: nki-opt --mlir-disable-threading --translate-nki-ast-to-bir %s -o %t.one
// RUN: diff %t.threads %t.one
// RUN: FileCheck %s --input-file=%t.threads
// RUN: nki-opt %t.threads > /dev/null

// CHECK:       bir.block "main" {
// CHECK-NEXT:    bir.nki_kernel "inst__layout_adapted.tensor_exp_kernel_1"
// CHECK-NEXT:    bir.nki_kernel "inst__index_adapted.tensor_split_kernel_"
// CHECK-NEXT:    bir.nki_kernel "inst__layout_adapted.tensor_exp_kernel_1.1"
// CHECK-NEXT:    bir.nki_kernel "inst__layout_adapted.tensor_exp_kernel_2"
// CHECK-NEXT:    bir.nki_kernel "inst__tensor_add"
// CHECK-NEXT:    bir.nki_kernel "inst__tensor_add.1"
// CHECK:       bir.func @layout_adapted.tensor_exp_kernel_1 kind <nki> {
// CHECK:       bir.func @index_adapted.tensor_split_kernel_ kind <nki> {
// CHECK:       bir.func @layout_adapted.tensor_exp_kernel_1.1 kind <nki> attributes {bir.json_name = "layout_adapted.tensor_exp_kernel_1"} {
// CHECK:       bir.func @layout_adapted.tensor_exp_kernel_2 kind <nki> {
// CHECK:       bir.func @tensor_add kind <nki> {
// CHECK:       bir.func @tensor_add.1 kind <nki> attributes {bir.json_name = "tensor_add"} {
// CHECK:       bir.func @tensor_add.2 kind <nki> attributes {bir.json_name = "tensor_add"} {
// CHECK-NOT:   bir.nki_klir_kernel

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %2 = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %3 = bir.memory_location "y" in %2 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "k1" engine Unassigned {enable_device_dump = false, func_args = {in_tensor = "x"}, func_outs = {out_tensor = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/layout_adapted__tensor_exp_kernel_1.alloc.klr"}
      bir.nki_klir_kernel "k2" engine Unassigned {enable_device_dump = false, func_args = {in_tensor = "x"}, func_outs = {out_tensor_even = "y", out_tensor_odd = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/index_adapted__tensor_split_kernel_.alloc.klr"}
      bir.nki_klir_kernel "k3" engine Unassigned {enable_device_dump = false, func_args = {in_tensor = "x"}, func_outs = {out_tensor = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/layout_adapted__tensor_exp_kernel_1.alloc.klr"}
      bir.nki_klir_kernel "k4" engine Unassigned {enable_device_dump = false, func_args = {in_tensor = "x"}, func_outs = {out_tensor = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/layout_adapted__tensor_exp_kernel_2.alloc.klr"}
      bir.nki_klir_kernel "first" engine Unassigned ins(%1, %1) outs(%3) {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "y"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.nki_klir_kernel "second" engine Unassigned ins(%3, %3) outs(%1) {enable_device_dump = false, func_args = {a = "y", b = "y"}, func_outs = {c = "x"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
      bir.loop "i" lb 0 ub 2 stride 1 {
        bir.block "body" {
          bir.nki_klir_kernel "nested" engine Unassigned ins(%1, %3) outs(%3) {enable_device_dump = false, func_args = {a = "x", b = "y"}, func_outs = {c = "y"}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json", outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
        }
      }
    }
  }
}
