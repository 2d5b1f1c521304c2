// Executes a spilled group before and after the rewrite with nki-run (as
// spill-eval.mlir does: integer SB inputs, exact comparison) where the PSUM
// tile is carved out of the group's own bytes: the destination starts
// mid-bank (bank 7, addr 1024) on partition 1 and spans banks 7..9, so the
// tile is the group's bytes in the last bank, bank 7 from addr 1024, on
// partitions 1..2 (banks 8 and 9 do not exist: docs/reliability.md, round 2;
// nki-run gets 16 so that the original runs). Group 0, in bank 6, stays open
// across the spilled group and must not be disturbed. Partitions 0 and 3 of
// d are never written, by either program.
// RUN: rm -rf %t && mkdir -p %t/a %t/b %t/bad
// RUN: %nki-opt --legalize-matmul-accumulation-groups %s 2>&1 >%t/after.mlir | %FileCheck %s --check-prefix=WARN
// RUN: %FileCheck %s --check-prefix=IR < %t/after.mlir
// RUN: %python-numpy %S/../../lib/int-inputs.py %t/in 3 s=2x2 m=2x1024 mb=2x512
// RUN: nki-run %s --psum-banks 16 --input s=%t/in/s.npy --input m=%t/in/m.npy --input mb=%t/in/mb.npy --output d=%t/a/d.npy --output o=%t/a/o.npy --output b=%t/a/b.npy --output ob=%t/a/ob.npy --stats 2>&1 | %FileCheck %s --check-prefix=STATS-A --match-full-lines
// RUN: nki-run %t/after.mlir --psum-banks 16 --input s=%t/in/s.npy --input m=%t/in/m.npy --input mb=%t/in/mb.npy --output d=%t/b/d.npy --output o=%t/b/o.npy --output b=%t/b/b.npy --output ob=%t/b/ob.npy --stats 2>&1 | %FileCheck %s --check-prefix=STATS-B --match-full-lines
// RUN: %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/b d o b ob | %FileCheck %s
// RUN: sed -e 's/alu_op<add>/alu_op<subtract>/' %t/after.mlir > %t/bad.mlir
// RUN: nki-run %t/bad.mlir --psum-banks 16 --input s=%t/in/s.npy --input m=%t/in/m.npy --input mb=%t/in/mb.npy --output d=%t/bad/d.npy --output o=%t/bad/o.npy --output b=%t/bad/b.npy --output ob=%t/bad/ob.npy
// RUN: not %python-numpy %S/../../lib/npy-compare.py --exact %t/a %t/bad d o | %FileCheck %s --check-prefix=BAD

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
// STATS-A: Matmult: 4
// STATS-A-NEXT: TensorCopy: 2
// STATS-A-NEXT: total 6 instructions, {{[0-9]+}} element operations
// STATS-A-NOT: {{.+}}
// STATS-B: Matmult: 10
// STATS-B-NEXT: TensorCopy: 7
// STATS-B-NEXT: TensorTensor: 4
// STATS-B-NEXT: total 21 instructions, {{[0-9]+}} element operations
// STATS-B-NOT: {{.+}}
// CHECK: d: same exactly (4096 elements, 2048 never written, 0 not finite)
// CHECK: o: same exactly (2048 elements, 0 never written, 0 not finite)
// CHECK: b: same exactly (1024 elements, 0 never written, 0 not finite)
// CHECK: ob: same exactly (1024 elements, 0 never written, 0 not finite)
// BAD: d: DIFFERENT

module attributes {bir.arch = "gen3"} {
  bir.func @straddle kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 2>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 8>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 1024>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 64, dims = array<i64: 2, 4096>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %mbs = bir.allocation "mb_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 512>} : !bir.allocation
    %mb = bir.memory_location "mb" in %mbs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 4160, dims = array<i64: 2, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 4, 1024>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 1024, dims = array<i64: 4, 4096>, bank = 7, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 2, 2048>, bank = 6, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 1024>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 6208, dims = array<i64: 2, 4096>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %obs = bir.allocation "ob_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 512>} : !bir.allocation
    %ob = bir.memory_location "ob" in %obs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 10304, dims = array<i64: 2, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
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
