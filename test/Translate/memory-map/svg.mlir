// The SVG memory map of a small function: one rect per memory location
// with its name, x proportional to its byte offset (the axis spans the
// high-water mark plus a quarter: 4096 B -> 5120 B over 900 px from x = 70),
// y to its first partition (2 px each), the high-water line, the PSUM bank
// of the matmul's result with its accumulation group outlined, and live
// ranges in the time panel.
// RUN: nki-opt %s --legalize-matmul-accumulation-groups | nki-translate --memory-map --memory-map-format=svg | FileCheck %s

// CHECK:      <svg {{.*}}class="memory-map" data-function="k"
// CHECK:      SBUF peak 4096 B per partition · PSUM banks used 1 of 8 · saved by reuse 0 B · 3 instructions
// SBUF panel: a at byte 0 (partitions 0-128), b at 2048 on partitions 64-128.
// CHECK:      <rect class="t" x="70.00" y="60.00" width="360.00" height="256.00" fill="#59a14f" {{.*}}data-name="a" data-kind="internal" data-start="0" data-bytes="2048"><title>a (internal): float32 [128, 512], partitions 0–128, byte 0, 2048 B per partition, live instructions 0–1</title></rect>
// CHECK-NEXT: <rect class="t" x="430.00" y="188.00" width="360.00" height="128.00" fill="#4e79a7" {{.*}}data-name="b" data-kind="input" data-start="2048"
// CHECK:      <line class="high-water" x1="790.00"
// The whole SBUF as a strip: 4096 of 196608 bytes used (900 px * 4096 /
// 196608 = 18.75 px), the capacity line at its right end.
// CHECK:      <g class="capacity-strip">{{.*}}width="18.75"{{.*}}<line class="capacity" x1="970.00"{{.*}}whole SBUF: 4096 of 196608 B per partition used
// CHECK:      capacity 196608 B per partition (off to the right; the axis ends at 5120 B)
// Time panel: a lives over instructions 0-1 of 3 (x 70, 600 px wide).
// CHECK:      <rect class="t" x="70.00" y="{{[0-9.]+}}" width="600.00" {{.*}}data-name="a"
// PSUM: p in bank 1 (x = 70 + 2048 * 900 / 16384), its group's window.
// CHECK:      <rect class="t" x="182.50" y="{{[0-9.]+}}" width="112.50" height="256.00" {{.*}}data-name="p" data-kind="internal" data-start="2048" data-bytes="2048"><title>p (internal): float32 [128, 512], partitions 0–128, bank 1 + 0 B
// CHECK:      <rect class="group" {{.*}}data-group="0"><title>accumulation group 0: banks 1–1</title>

bir.func @k kind <main> {
    %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %bs = bir.allocation "b_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 64, 512>} : !bir.allocation
    %b = bir.memory_location "b" in %bs {Skind = #bir.storage_kind<memory_location>, addr = 2048 : i64, allocated = true, bank = 0 : i64, base = 64 : i64, dims = array<i64: 64, 2048>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = true, bank = 1 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<PSUM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.tensor_copy "c0" engine DVE ins(%b) outs(%a) {ins_args = [#bir.physical_ap<ap = [[512, 64], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 64], [1, 512]], dtype = float32, offset = 0>]}
      bir.matmult "mm" engine PE ins(%a, %a) outs(%p) {ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], is_transpose = false, outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], start_tensor_calc = true, stop_tensor_calc = true}
      bir.tensor_copy "c1" engine DVE ins(%p) outs(%b) {ins_args = [#bir.physical_ap<ap = [[512, 64], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 64], [1, 512]], dtype = float32, offset = 0>]}
    }
}
