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
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "../../Inputs/bir/const_add.bir.json"}
    }
  }
}
