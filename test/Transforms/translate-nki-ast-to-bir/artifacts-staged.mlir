// A failed run leaves the artifact directory as it was (issue 24, item 15):
// const files are staged and put in place only when the whole pipeline has
// succeeded. Failures after the const kernel was provisioned: a later
// carrier of the same pass (chunk 1) and a later pass (chunk 2: the library
// kernel is unknown to inline-bir-kernel, after inline-nki-kernel). With --split-input-file the run
// fails when any chunk does, so a chunk that succeeded copies nothing either.
// RUN: rm -rf %t && mkdir -p %t/art
// RUN: echo existing > %t/art/keep.txt
// RUN: not nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{artifact-dir=%t/art})' %s --split-input-file 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST: error: fail to locate KLIR artifact: missing.bir.json
// RUN: ls -A %t/art | FileCheck %s --check-prefix=UNTOUCHED --implicit-check-not={{.}}
// UNTOUCHED: keep.txt
// RUN: not nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{artifact-dir=%t/art},inline-nki-kernel,inline-bir-kernel{library=%S/../../Inputs/bir/library})' %s --split-input-file 2>&1 | FileCheck %s --check-prefix=LATER
// LATER: error: {{.*}}unknown library kernel 'no_such_kernel'
// RUN: ls -A %t/art | FileCheck %s --check-prefix=UNTOUCHED --implicit-check-not={{.}}
//
// The same caller without the failing parts succeeds and copies:
// RUN: sed -e 's#../../Inputs/bir/##' -e 's/missing.bir.json/const_add.bir.json/' -e 's/no_such_kernel/tensor_add/' %s > %t/fixed.mlir
// RUN: cp -r %S/../../Inputs/bir/const_add.bir.json %S/../../Inputs/bir/const_add.data %S/../../Inputs/bir/tensor_add.bir.json %t/
// RUN: nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{artifact-dir=%t/art},inline-nki-kernel,inline-bir-kernel{library=%S/../../Inputs/bir/library})' %t/fixed.mlir --split-input-file -o %t/out.mlir
// RUN: FileCheck %s --check-prefix=DATA < %t/art/const_add.data/w.bin
// DATA: NKI-CONST-WEIGHTS

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "../../Inputs/bir/const_add.bir.json"}
      bir.nki_klir_kernel "call2" engine Unassigned {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "missing.bir.json"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "../../Inputs/bir/const_add.bir.json"}
      bir.bir_kernel "k" engine Unassigned ins(%x, %x) outs(%y) {kernel_name = "no_such_kernel", srcs_shape = [array<i64: 128, 512>, array<i64: 128, 512>], dsts_shape = [array<i64: 128, 512>], kernel_attrs = #bir.json<"{}">, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, auto_cast = "", auto_cast_type = "", ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
