// Executes a spilled group before and after the rewrite on the same numbers
// (test/lib/bir-eval.py, a reference evaluator for bir.matmult,
// bir.tensor_copy and bir.tensor_tensor) and compares the destination and
// what the reader copied out of it.
// Here: zeroed by the first matmul, accumulated again after an unrelated
// instruction and then across 3 loop iterations, read after the loop.
// RUN: %nki-opt --legalize-matmul-accumulation-groups %s 2>&1 >%t.out | %FileCheck %s --check-prefix=WARN
// RUN: python3 %S/../../lib/bir-eval.py %s %t.out --location d --location o | %FileCheck %s
// The comparison can fail: the rewrite with its adds turned into subtracts
// (or without its first run's copies) computes something else.
// RUN: sed -e 's/alu_op<add>/alu_op<subtract>/' %t.out > %t.bad1
// RUN: not python3 %S/../../lib/bir-eval.py %s %t.bad1 --location d --location o | %FileCheck %s --check-prefix=BAD
// RUN: grep -v '_copy"' %t.out > %t.bad2
// RUN: not python3 %S/../../lib/bir-eval.py %s %t.bad2 --location d --location o | %FileCheck %s --check-prefix=BAD

// WARN: warning: accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)
// CHECK: a: matmult 5, tensor_copy 2
// CHECK: b: matmult 10, tensor_copy 5, tensor_tensor 8
// CHECK: same: 'd', 16384 values
// CHECK: same: 'o', 16384 values
// BAD: differ: 'd'

module attributes {bir.arch = "gen3"} {
  bir.func @spilled kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 2>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 8>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %s2s = bir.allocation "s2_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 2>} : !bir.allocation
    %s2 = bir.memory_location "s2" in %s2s {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 8>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %m2s = bir.allocation "m2_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %m2 = bir.memory_location "m2" in %m2s {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
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
