// The legalize-matmul-accumulation-groups spill computes what the original
// program computes: a kernel whose accumulation group (4 x 8192 fp32 in PSUM,
// 16 banks) is larger than the PSUM's 8 banks, zeroed by one matmul and then
// accumulated by another in every iteration of a loop, read into an fp32 and
// a bf16 tile and saved:
//   result = lhsT0.T @ rhs0 + 3 * (lhsT1.T @ rhs1), result_bf16 the same in bf16.
// The original runs on a machine with 16 PSUM banks (--psum-banks 16; on the
// arch's 8 banks it does not fit), the spilled program on the same machine
// (its PSUM tile lies in banks 0..7, its accumulator in SBUF; the original
// destination only receives the write-back). Both are compared with NumPy
// (fp32 1e-5, bf16 1e-2) and with each other: the spill regroups the sums
// (each tile's products, then the accumulator), so fp32 agrees to 1e-5
// relative to the largest magnitude, not bit for bit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nki-opt --legalize-matmul-accumulation-groups %s -o %t/after.mlir 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=SPILL < %t/after.mlir
// RUN: not nki-run %s --random-inputs 5 --output-dir %t/no 2>&1 | FileCheck %s --check-prefix=FIT
// RUN: nki-run %s --psum-banks 16 --random-inputs 5 --output-dir %t/before
// RUN: nki-run %t/after.mlir --psum-banks 16 --random-inputs 5 --output-dir %t/after
// RUN: %nki-run-check %t/before spill_matmul | FileCheck %s
// RUN: %nki-run-check %t/after spill_matmul | FileCheck %s
// RUN: %python-numpy %S/../lib/npy-compare.py %t/before %t/after result result_bf16 | FileCheck %s --check-prefix=SAME
// A broken rewrite is caught: the tiles' adds turned into subtracts.
// RUN: sed -e 's/alu_op<add>/alu_op<subtract>/' %t/after.mlir > %t/bad.mlir
// RUN: nki-run %t/bad.mlir --psum-banks 16 --random-inputs 5 --output-dir %t/bad
// RUN: not %nki-run-check %t/bad spill_matmul | FileCheck %s --check-prefix=BAD
// RUN: not %python-numpy %S/../lib/npy-compare.py %t/before %t/bad result | FileCheck %s --check-prefix=DIFFER

// WARN: warning: accumulation group is too large for SB: group 0 spans PSUM banks 0..15
// SPILL: bir.matmult "mm0__tile0"
// SPILL: bir.matmult "mm1__tile0"
// SPILL: "mm1__tile0_add"
// SPILL: bir.tensor_copy "mm0__spill_writeback"
// FIT: nki-run: error: 'acc' (4 partitions from 0, bytes [0, 32768)) does not fit in PSUM
// CHECK: spill_matmul: result: matches (32768 elements written, 0 untouched
// CHECK: spill_matmul: result_bf16: matches (32768 elements written, 0 untouched
// SAME: result: same within 1e-05
// SAME: result_bf16: same within 0.01
// BAD: spill_matmul: result: MISMATCH
// DIFFER: result: DIFFERENT

module attributes {bir.arch = "gen3"} {
  bir.func @main kind <main> {
    %lhsT0s = bir.allocation "lhsT0_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 4>} : !bir.allocation
    %lhsT0 = bir.memory_location "lhsT0" in %lhsT0s {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 16>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %rhs0s = bir.allocation "rhs0_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 8192>} : !bir.allocation
    %rhs0 = bir.memory_location "rhs0" in %rhs0s {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 32768>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %lhsT1s = bir.allocation "lhsT1_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 4>} : !bir.allocation
    %lhsT1 = bir.memory_location "lhsT1" in %lhsT1s {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 16>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %rhs1s = bir.allocation "rhs1_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 8192>} : !bir.allocation
    %rhs1 = bir.memory_location "rhs1" in %rhs1s {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 32768>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %results = bir.allocation "result_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 4, 8192>} : !bir.allocation
    %result = bir.memory_location "result" in %results {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 4, 32768>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %result_bf16s = bir.allocation "result_bf16_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<bfloat16>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 4, 8192>} : !bir.allocation
    %result_bf16 = bir.memory_location "result_bf16" in %result_bf16s {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 4, 16384>, memory_type = #bir.memory_type<DRAM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %s0s = bir.allocation "s0_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 4>} : !bir.allocation
    %s0 = bir.memory_location "s0" in %s0s {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 16>, memory_type = #bir.memory_type<SB>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %s1s = bir.allocation "s1_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 4>} : !bir.allocation
    %s1 = bir.memory_location "s1" in %s1s {Skind = #bir.storage_kind<memory_location>, addr = 64 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 16>, memory_type = #bir.memory_type<SB>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %m0s = bir.allocation "m0_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 8192>} : !bir.allocation
    %m0 = bir.memory_location "m0" in %m0s {Skind = #bir.storage_kind<memory_location>, addr = 128 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 32768>, memory_type = #bir.memory_type<SB>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %m1s = bir.allocation "m1_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 8, 8192>} : !bir.allocation
    %m1 = bir.memory_location "m1" in %m1s {Skind = #bir.storage_kind<memory_location>, addr = 32896 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 8, 32768>, memory_type = #bir.memory_type<SB>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 4, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, addr = 65664 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 4, 32768>, memory_type = #bir.memory_type<SB>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %obs = bir.allocation "ob_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<bfloat16>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 4, 8192>} : !bir.allocation
    %ob = bir.memory_location "ob" in %obs {Skind = #bir.storage_kind<memory_location>, addr = 98432 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 4, 16384>, memory_type = #bir.memory_type<SB>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    %accs = bir.allocation "acc_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 4, 8192>} : !bir.allocation
    %acc = bir.memory_location "acc" in %accs {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 4, 32768>, memory_type = #bir.memory_type<PSUM>, pinned = false, tensor_id = 0 : i64} : !bir.memory_location
    bir.block "main" {
      bir.load "load_lhsT0" engine DMA ins(%lhsT0) outs(%s0) {ins_args = [#bir.physical_ap<ap = [[4, 8], [1, 4]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[4, 8], [1, 4]], dtype = float32, offset = 0>]}
      bir.load "load_rhs0" engine DMA ins(%rhs0) outs(%m0) {ins_args = [#bir.physical_ap<ap = [[8192, 8], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 8], [1, 8192]], dtype = float32, offset = 0>]}
      bir.load "load_lhsT1" engine DMA ins(%lhsT1) outs(%s1) {ins_args = [#bir.physical_ap<ap = [[4, 8], [1, 4]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[4, 8], [1, 4]], dtype = float32, offset = 0>]}
      bir.load "load_rhs1" engine DMA ins(%rhs1) outs(%m1) {ins_args = [#bir.physical_ap<ap = [[8192, 8], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 8], [1, 8192]], dtype = float32, offset = 0>]}
      bir.matmult "mm0" engine PE ins(%s0, %m0) outs(%acc) {start_tensor_calc = true, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[4, 8], [1, 4]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 8], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = float32, offset = 0>]}
      bir.loop "k" lb 0 ub 3 stride 1 {
        bir.block "kb" {
          bir.matmult "mm1" engine PE ins(%s1, %m1) outs(%acc) {start_tensor_calc = false, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[4, 8], [1, 4]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 8], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = float32, offset = 0>]}
        }
      }
      bir.tensor_copy "read" engine DVE ins(%acc) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read_bf16" engine Activation ins(%acc) outs(%ob) {ins_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = bfloat16, offset = 0>]}
      bir.save "save_result" engine DMA ins(%o) outs(%result) {ins_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = float32, offset = 0>]}
      bir.save "save_result_bf16" engine DMA ins(%ob) outs(%result_bf16) {ins_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = bfloat16, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 4], [1, 8192]], dtype = bfloat16, offset = 0>]}
    }
  }
}
