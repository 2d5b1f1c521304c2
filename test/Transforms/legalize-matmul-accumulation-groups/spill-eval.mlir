// Executes a spilled group before and after the rewrite with nki-run, from
// the same initial memory, and compares the destination and what the reader
// copied out of it. The SB tensors the program reads (s, m, m2) start as small
// integers (lib/int-inputs.py), so every sum is exact in any order and the
// two runs must agree bit for bit (lib/npy-compare.py --exact); memory nobody
// wrote holds nki-run's never-written pattern in both runs. The group spans
// PSUM banks 0..15: both programs run on a PSUM of 16 banks (the spilled one
// still writes the sum back to the original destination). SBUF and PSUM are
// each one memory in nki-run, so the SB tensors lie on disjoint bytes and the
// PSUM tile really lies on its destination's.
// Here: zeroed by the first matmul, accumulated again after an unrelated
// instruction and then across 3 loop iterations, read after the loop.
// RUN: rm -rf %t && mkdir -p %t/a %t/b %t/bad1 %t/bad2
// RUN: %nki-opt --legalize-matmul-accumulation-groups %s 2>&1 >%t/after.mlir | %FileCheck %s --check-prefix=WARN
// RUN: %python-numpy %S/../../lib/int-inputs.py %t/in 1 s=2x2 m=2x8192 m2=2x8192
// RUN: nki-run %s --psum-banks 16 --input s=%t/in/s.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --output d=%t/a/d.npy --output o=%t/a/o.npy --stats 2>&1 | %FileCheck %s --check-prefix=STATS-A --match-full-lines
// RUN: nki-run %t/after.mlir --psum-banks 16 --input s=%t/in/s.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --output d=%t/b/d.npy --output o=%t/b/o.npy --stats 2>&1 | %FileCheck %s --check-prefix=STATS-B --match-full-lines
// RUN: %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/b d o | %FileCheck %s
// The comparison can fail: the rewrite with its adds turned into subtracts
// (or without its first run's copies) computes something else.
// RUN: sed -e 's/alu_op<add>/alu_op<subtract>/' %t/after.mlir > %t/bad1.mlir
// RUN: nki-run %t/bad1.mlir --psum-banks 16 --input s=%t/in/s.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --output d=%t/bad1/d.npy --output o=%t/bad1/o.npy
// RUN: not %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/bad1 d o | %FileCheck %s --check-prefix=BAD
// RUN: grep -v '_copy"' %t/after.mlir > %t/bad2.mlir
// RUN: nki-run %t/bad2.mlir --psum-banks 16 --input s=%t/in/s.npy --input m=%t/in/m.npy --input m2=%t/in/m2.npy --output d=%t/bad2/d.npy --output o=%t/bad2/o.npy
// RUN: not %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/bad2 d o | %FileCheck %s --check-prefix=BAD

// WARN: warning: accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)
// STATS-A: Matmult: 5
// STATS-A-NEXT: TensorCopy: 2
// STATS-A-NEXT: total 7 instructions, {{[0-9]+}} element operations
// STATS-A-NOT: {{.+}}
// STATS-B: Matmult: 10
// STATS-B-NEXT: TensorCopy: 5
// STATS-B-NEXT: TensorTensor: 8
// STATS-B-NEXT: total 23 instructions, {{[0-9]+}} element operations
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
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>]}
      bir.tensor_copy "other" engine DVE ins(%s) outs(%s2) {ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>]}
      bir.matmult "mm1" engine PE ins(%s2, %m2) outs(%d) {start_tensor_calc = false, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>]}
      bir.loop "k" lb 0 ub 3 stride 1 {
        bir.block "kb" {
          bir.matmult "mm2" engine PE ins(%s, %m2) outs(%d) {start_tensor_calc = false, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>]}
        }
      }
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 2], [1, 8192]], dtype = float32, offset = 0>]}
    }
  }
}
