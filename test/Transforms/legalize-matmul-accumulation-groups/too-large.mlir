// A group whose window would need 16 banks is reported and spilled: its
// destination is cut into column tiles that fit the window, each tile is
// accumulated in a PSUM tile buffer and copied (first run) or added (later
// runs) into an SBUF accumulator, which is copied back to the destination
// before the group's reader.
// RUN: %nki-opt --legalize-matmul-accumulation-groups --verify-diagnostics %s | %FileCheck %s
// The rewritten IR is valid bir: legalizing it again finds only groups that
// fit (renumbered), and it exports to BIR JSON.
// RUN: %nki-opt --legalize-matmul-accumulation-groups %s 2>/dev/null > %t.mlir
// RUN: %nki-opt --legalize-matmul-accumulation-groups --verify-diagnostics %t.mlir | %FileCheck %s --check-prefix=AGAIN
// RUN: %nki-translate --export-bir-json %t.mlir | %FileCheck %s --check-prefix=JSON
// JSON: "name": "d__spill0_psum"
// JSON: "name": "d__spill0_sb"
// JSON: "name": "mm0__tile0"
// JSON: "opcode": "TensorTensor"

module attributes {bir.arch = "gen3"} {
// 8192 float32 columns from bank 0: banks 0..15. Two tiles of 4096 columns
// (8 banks each, window [0, 8]); one run of two matmuls.
// CHECK-LABEL: bir.func @sixteen_banks
// CHECK-DAG: %[[TILE:.*]] = bir.memory_location "d__spill0_psum" in %{{.*}} {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 16384>, memory_type = #bir.memory_type<PSUM>, pinned = false}
// CHECK-DAG: %[[ACC:.*]] = bir.memory_location "d__spill0_sb" in %{{.*}} {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 32768>, memory_type = #bir.memory_type<SB>, pinned = false}
// CHECK-DAG: %[[S:.*]] = bir.memory_location "s"
// CHECK-DAG: %[[M:.*]] = bir.memory_location "m"
// CHECK-DAG: %[[D:.*]] = bir.memory_location "d"
// CHECK: bir.block "b"
// CHECK-NEXT: bir.matmult "mm0__tile0" engine PE ins(%[[S]], %[[M]]) outs(%[[TILE]]) {bir.accumulation_group = 1 : i64, bir.bank_window = array<i64: 0, 8>, ins_args = [#bir.physical_ap<ap = {{\[\[}}128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 4096]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = {{\[\[}}4096, 128], [1, 4096]], dtype = float32, offset = 0>], start_tensor_calc = true, stop_tensor_calc = false}
// CHECK-NEXT: bir.matmult "mm1__tile0" engine PE ins(%[[S]], %[[M]]) outs(%[[TILE]]) {bir.accumulation_group = 1 : i64, bir.bank_window = array<i64: 0, 8>, {{.*}} start_tensor_calc = false, stop_tensor_calc = true}
// CHECK-NEXT: bir.tensor_copy "mm0__tile0_copy" engine DVE ins(%[[TILE]]) outs(%[[ACC]]) {ins_args = [#bir.physical_ap<ap = {{\[\[}}4096, 128], [1, 4096]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 4096]], dtype = float32, offset = 0>]}
// CHECK-NEXT: bir.matmult "mm0__tile1" engine PE ins(%[[S]], %[[M]]) outs(%[[TILE]]) {bir.accumulation_group = 2 : i64, bir.bank_window = array<i64: 0, 8>, ins_args = [#bir.physical_ap<ap = {{\[\[}}128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 4096]], dtype = float32, offset = 4096>], {{.*}} start_tensor_calc = true, stop_tensor_calc = false}
// CHECK-NEXT: bir.matmult "mm1__tile1" {{.*}} {bir.accumulation_group = 2 : i64, bir.bank_window = array<i64: 0, 8>, {{.*}} start_tensor_calc = false, stop_tensor_calc = true}
// CHECK-NEXT: bir.tensor_copy "mm0__tile1_copy" engine DVE ins(%[[TILE]]) outs(%[[ACC]]) {{.*}} outs_args = [#bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 4096]], dtype = float32, offset = 4096>]}
// CHECK-NEXT: bir.tensor_copy "mm0__spill_writeback" engine DVE ins(%[[ACC]]) outs(%[[D]]) {ins_args = [#bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
// CHECK-NEXT: bir.tensor_copy "read"
// CHECK-NOT: "mm0"
// AGAIN-LABEL: bir.func @sixteen_banks
// AGAIN: bir.matmult "mm0__tile0" {{.*}} {bir.accumulation_group = 0 : i64, bir.bank_window = array<i64: 0, 8>,
// AGAIN: bir.matmult "mm1__tile0" {{.*}} {bir.accumulation_group = 0 : i64, bir.bank_window = array<i64: 0, 8>,
// AGAIN: bir.matmult "mm0__tile1" {{.*}} {bir.accumulation_group = 1 : i64, bir.bank_window = array<i64: 0, 8>,
  bir.func @sixteen_banks kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ts = bir.allocation "t_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %t = bir.memory_location "t" in %ts {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      // expected-warning @+1 {{accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)}}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
      bir.matmult "mm1" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = false, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
    }
  }

// Two runs (an unrelated instruction between the matmuls): the first run's
// tiles are copied into the accumulator, the second run's are added.
// CHECK-LABEL: bir.func @two_runs
// CHECK: bir.matmult "mm0__tile0" {{.*}} start_tensor_calc = true, stop_tensor_calc = true}
// CHECK-NEXT: bir.tensor_copy "mm0__tile0_copy"
// CHECK-NEXT: bir.matmult "mm0__tile1" {{.*}} start_tensor_calc = true, stop_tensor_calc = true}
// CHECK-NEXT: bir.tensor_copy "mm0__tile1_copy"
// CHECK-NEXT: bir.tensor_copy "other"
// CHECK-NEXT: bir.matmult "mm1__tile0" {{.*}} start_tensor_calc = true, stop_tensor_calc = true}
// CHECK-NEXT: bir.tensor_tensor "mm1__tile0_add" engine DVE ins(%[[TILE:.*]], %[[ACC:.*]]) outs(%[[ACC]]) {ins_args = [#bir.physical_ap<ap = {{\[\[}}4096, 128], [1, 4096]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 4096]], dtype = float32, offset = 0>], op = #bir.alu_op<add>, outs_args = [#bir.physical_ap<ap = {{\[\[}}8192, 128], [1, 4096]], dtype = float32, offset = 0>]}
// CHECK-NEXT: bir.matmult "mm1__tile1"
// CHECK-NEXT: bir.tensor_tensor "mm1__tile1_add"
// CHECK-NEXT: bir.tensor_copy "mm0__spill_writeback"
// CHECK-NEXT: bir.tensor_copy "read"
  bir.func @two_runs kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ts = bir.allocation "t_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %t = bir.memory_location "t" in %ts {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      // expected-warning @+1 {{accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)}}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
      bir.tensor_copy "other" engine DVE ins(%s) outs(%t) {ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>]}
      bir.matmult "mm1" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = false, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
    }
  }

// Only 2 banks, but 7..8 straddle the 8-bank boundary: the window would be
// [0, 16]. The PSUM tile is the group's own bank 7 (the largest part of its
// bytes inside one 8-bank window): two tiles of 512 columns, window [7, 1].
// CHECK-LABEL: bir.func @straddle_eight
// CHECK: bir.memory_location "d__spill0_psum" {{.*}} addr = 0 : i64, allocated = true, bank = 7 : i64, base = 0 : i64, dims = array<i64: 128, 2048>
// CHECK: bir.matmult "mm0__tile0" {{.*}} {bir.accumulation_group = 1 : i64, bir.bank_window = array<i64: 7, 1>,
// CHECK-NEXT: bir.tensor_copy "mm0__tile0_copy"
// CHECK-NEXT: bir.matmult "mm0__tile1" {{.*}} {bir.accumulation_group = 2 : i64, bir.bank_window = array<i64: 7, 1>, {{.*}} offset = 512>]
// CHECK-NEXT: bir.tensor_copy "mm0__tile1_copy"
// CHECK-NEXT: bir.tensor_copy "mm0__spill_writeback"
  bir.func @straddle_eight kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 1024>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 4096>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 1024>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 4096>, bank = 7, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 1024>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 4096>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      // expected-warning @+1 {{accumulation group is too large for SB: group 0 spans PSUM banks 7..8, which needs a 16-bank window (at most 8)}}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1024, 128], [1, 1024]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[1024, 128], [1, 1024]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[1024, 128], [1, 1024]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[1024, 128], [1, 1024]], dtype = float32, offset = 0>]}
    }
  }

// New names never clash with the function's: taken ones get '.1', '.2', ….
// CHECK-LABEL: bir.func @name_clash
// CHECK: bir.memory_location "d__spill0_sb.1"
// CHECK: bir.tensor_copy "mm0__tile0" engine DVE
// CHECK-NEXT: bir.matmult "mm0__tile0.1"
// CHECK-NEXT: bir.tensor_copy "mm0__tile0_copy"
  bir.func @name_clash kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %xs = bir.allocation "d__spill0_sb_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %x = bir.memory_location "d__spill0_sb" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      bir.tensor_copy "mm0__tile0" engine DVE ins(%s) outs(%x) {ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>]}
      // expected-warning @+1 {{accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)}}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
    }
  }
}
