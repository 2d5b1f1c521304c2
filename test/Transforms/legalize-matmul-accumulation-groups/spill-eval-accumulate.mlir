// Executes a spilled group before and after the rewrite with nki-run, from
// the same initial memory, and compares the destination and what the reader
// copied out of it (as spill-eval.mlir does: integer SB inputs, exact
// comparison, a PSUM of 16 banks for the group of banks 0..15).
// Here: the group does not zero its region (its first matmul accumulates onto
// what the destination held, so d's initial contents are given too), so the
// rewrite loads the destination into the accumulator first; and it is never
// read, so the write-back follows the loop.
// RUN: rm -rf %t && mkdir -p %t/a %t/b %t/bad1 %t/bad2
// RUN: %nki-opt --legalize-matmul-accumulation-groups %s 2>&1 >%t/after.mlir | %FileCheck %s --check-prefix=WARN
// RUN: %FileCheck %s --check-prefix=IR < %t/after.mlir
// RUN: %python-numpy %S/../../lib/int-inputs.py %t/in 2 s=2x2 s2=2x2 m=2x8192 m2=2x8192 d=2x8192
// RUN: nki-run %s --psum-banks 16 --input s=%t/in/s.npy --input s2=%t/in/s2.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --input d=%t/in/d.npy --output d=%t/a/d.npy --output o=%t/a/o.npy --stats 2>&1 | %FileCheck %s --check-prefix=STATS-A --match-full-lines
// RUN: nki-run %t/after.mlir --psum-banks 16 --input s=%t/in/s.npy --input s2=%t/in/s2.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --input d=%t/in/d.npy --output d=%t/b/d.npy --output o=%t/b/o.npy --stats 2>&1 | %FileCheck %s --check-prefix=STATS-B --match-full-lines
// RUN: %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/b d o | %FileCheck %s
// The comparison can fail: the rewrite with its adds turned into subtracts
// (or without its load) computes something else.
// RUN: sed -e 's/alu_op<add>/alu_op<subtract>/' %t/after.mlir > %t/bad1.mlir
// RUN: nki-run %t/bad1.mlir --psum-banks 16 --input s=%t/in/s.npy --input s2=%t/in/s2.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --input d=%t/in/d.npy --output d=%t/bad1/d.npy --output o=%t/bad1/o.npy
// RUN: not %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/bad1 d o | %FileCheck %s --check-prefix=BAD
// RUN: grep -v 'spill_load' %t/after.mlir > %t/bad2.mlir
// RUN: nki-run %t/bad2.mlir --psum-banks 16 --input s=%t/in/s.npy --input s2=%t/in/s2.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --input d=%t/in/d.npy --output d=%t/bad2/d.npy --output o=%t/bad2/o.npy
// RUN: not %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/bad2 d o | %FileCheck %s --check-prefix=BAD

// WARN: warning: accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)
// IR: bir.tensor_copy "early"
// IR-NEXT: bir.tensor_copy "mm0__spill_load"
// IR-NEXT: bir.matmult "mm0__tile0"
// IR-NEXT: bir.tensor_tensor "mm0__tile0_add"
// IR: bir.loop "k"
// IR: bir.tensor_tensor "mm1__tile1_add" {{.*}}
// IR-NEXT: {{^ +[}]$}}
// IR-NEXT: {{^ +[}]$}}
// IR-NEXT: bir.tensor_copy "mm0__spill_writeback"
// STATS-A: Matmult: 4
// STATS-A-NEXT: TensorCopy: 1
// STATS-A-NEXT: total 5 instructions, {{[0-9]+}} element operations
// STATS-A-NOT: {{.+}}
// STATS-B: Matmult: 8
// STATS-B-NEXT: TensorCopy: 3
// STATS-B-NEXT: TensorTensor: 8
// STATS-B-NEXT: total 19 instructions, {{[0-9]+}} element operations
// STATS-B-NOT: {{.+}}
// CHECK: d: same exactly (16384 elements, 0 never written, 0 not finite)
// CHECK: o: same exactly (16384 elements, 0 never written, 0 not finite)
// BAD: d: DIFFERENT

module attributes {bir.arch = "gen3"} {
  bir.func @spilled kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 2>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 8>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %s2s = bir.allocation "s2_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 2>} : !bir.allocation
    %s2 = bir.memory_location "s2" in %s2s {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 64, dims = array<i64: 2, 8>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 128, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %m2s = bir.allocation "m2_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %m2 = bir.memory_location "m2" in %m2s {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 32896, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 65664, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.tensor_copy "early" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>]}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = false, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>]}
      bir.loop "k" lb 0 ub 3 stride 1 {
        bir.block "kb" {
          bir.matmult "mm1" engine PE ins(%s2, %m2) outs(%d) {start_tensor_calc = false, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>]}
        }
      }
    }
  }
}
