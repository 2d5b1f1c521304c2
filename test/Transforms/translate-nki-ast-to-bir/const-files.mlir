// Const tensors of a BIR-JSON kernel (allocation kind Const with a file):
// with artifact-dir the file (relative to the kernel's directory) is copied
// to <artifact-dir>/<file> and the allocation points at the copy; without
// artifact-dir the path is left as written and nothing is copied.
// RUN: rm -rf %t && mkdir -p %t
// RUN: nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{artifact-dir=%t/artifacts})' %s | FileCheck %s -DDIR=%t --check-prefix=COPY
// RUN: FileCheck %s --check-prefix=DATA < %t/artifacts/const_add.data/w.bin
// RUN: nki-opt --translate-nki-ast-to-bir %s | FileCheck %s --check-prefix=KEEP

// COPY:      bir.func @const_add kind <nki>
// COPY:      bir.allocation "w_set" {{{.*}}file = "[[DIR]]/artifacts/const_add.data/w.bin"{{.*}}kind = #bir.tensor_kind<Const>
// DATA:      NKI-CONST-WEIGHTS
// KEEP:      bir.allocation "w_set" {{{.*}}file = "const_add.data/w.bin"{{.*}}kind = #bir.tensor_kind<Const>

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %x_set = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %x = bir.memory_location "x" in %x_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    %y_set = bir.allocation "y_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %y = bir.memory_location "y" in %y_set {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {a = "x", b = "x"}, func_outs = {c = "y"}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "../../Inputs/bir/const_add.bir.json"}
    }
  }
}
