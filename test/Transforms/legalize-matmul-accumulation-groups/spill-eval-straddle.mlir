// Executes a spilled group before and after the rewrite (test/lib/bir-eval.py)
// where the PSUM tile is carved out of the group's own bytes: the destination
// starts mid-bank (bank 7, addr 1024) on partition 1 and spans banks 7..9, so
// the tile is the group's bytes in the last bank, bank 7 from addr 1024, on
// partitions 1..2 (banks 8 and 9 do not exist: docs/reliability.md, round 2).
// Group 0, in bank 6, stays open
// across the spilled group and must not be disturbed.
// RUN: %nki-opt --legalize-matmul-accumulation-groups %s 2>&1 >%t.out | %FileCheck %s --check-prefix=WARN
// RUN: %FileCheck %s --check-prefix=IR < %t.out
// RUN: python3 %S/../../lib/bir-eval.py %s %t.out --location d --location o --location b --location ob | %FileCheck %s
// RUN: sed -e 's/alu_op<add>/alu_op<subtract>/' %t.out > %t.bad
// RUN: not python3 %S/../../lib/bir-eval.py %s %t.bad --location d --location o | %FileCheck %s --check-prefix=BAD

// WARN: warning: accumulation group is too large for SB: group 1 spans PSUM banks 7..9, which needs a 16-bank window (at most 8)
// IR: bir.memory_location "d__spill1_psum" {{.*}} addr = 1024 : i64, allocated = true, bank = 7 : i64, base = 1 : i64, dims = array<i64: 2, 1024>
// IR: bir.matmult "b0" {{.*}} {bir.accumulation_group = 0 : i64, bir.bank_window = array<i64: 6, 1>,
// IR: bir.matmult "mm0__tile0" {{.*}} {bir.accumulation_group = 2 : i64, bir.bank_window = array<i64: 7, 1>,
// IR: bir.matmult "mm0__tile3" {{.*}} {bir.accumulation_group = 5 : i64, bir.bank_window = array<i64: 7, 1>,
// IR: bir.matmult "b1" {{.*}} {bir.accumulation_group = 0 : i64, bir.bank_window = array<i64: 6, 1>,
// IR: bir.matmult "mm1__tile0" {{.*}} {bir.accumulation_group = 6 : i64, bir.bank_window = array<i64: 7, 1>,
// IR: bir.tensor_tensor "mm1__tile0_add"
// IR: bir.matmult "mm1__tile3" {{.*}} {bir.accumulation_group = 9 : i64, bir.bank_window = array<i64: 7, 1>,
// IR: bir.tensor_tensor "mm1__tile3_add"
// IR: bir.tensor_copy "mm0__spill_writeback"
// IR-NEXT: bir.tensor_copy "read"
// CHECK: a: matmult 4, tensor_copy 2
// CHECK: b: matmult 10, tensor_copy 7, tensor_tensor 4
// CHECK: same: 'd', 4096 values
// CHECK: same: 'o', 2048 values
// CHECK: same: 'b', 1024 values
// CHECK: same: 'ob', 1024 values
// BAD: differ: 'd'

module attributes {bir.arch = "gen3"} {
  bir.func @straddle kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 2>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 8>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 1024>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 4096>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %mbs = bir.allocation "mb_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 512>} : !bir.allocation
    %mb = bir.memory_location "mb" in %mbs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 4, 1024>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 1024, dims = array<i64: 4, 4096>, bank = 7, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 2, 2048>, bank = 6, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 1024>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 4096>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %obs = bir.allocation "ob_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 512>} : !bir.allocation
    %ob = bir.memory_location "ob" in %obs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.matmult "b0" engine PE ins(%s, %mb) outs(%b) {start_tensor_calc = true, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 2], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 2], [1, 512]], dtype = float32, offset = 0>]}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1024, 2], [1, 1024]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[1024, 2], [1, 1024]], dtype = float32, offset = 1024>]}
      bir.matmult "b1" engine PE ins(%s, %mb) outs(%b) {start_tensor_calc = false, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 2], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 2], [1, 512]], dtype = float32, offset = 0>]}
      bir.matmult "mm1" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = false, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[2, 2], [1, 2]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1024, 2], [1, 1024]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[1024, 2], [1, 1024]], dtype = float32, offset = 1024>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[1024, 2], [1, 1024]], dtype = float32, offset = 1024>], outs_args = [#bir.physical_ap<ap = [[1024, 2], [1, 1024]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read_b" engine DVE ins(%b) outs(%ob) {ins_args = [#bir.physical_ap<ap = [[512, 2], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 2], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
