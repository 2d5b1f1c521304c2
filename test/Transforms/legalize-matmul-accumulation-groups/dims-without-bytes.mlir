// A PSUM destination whose dims give no bytes per partition: the group's
// span cannot be measured, so the pass fails at the matmul instead of
// taking 0 bytes.
// RUN: %nki-opt --legalize-matmul-accumulation-groups --verify-diagnostics %s

module attributes {bir.arch = "gen3"} {
  bir.func @psum_without_bytes kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      // expected-error @+1 {{memory location 'd' has dims [128], no bytes per partition (dims are [partitions, bytes per partition])}}
      bir.matmult "mm0" engine PE ins(%s, %s) outs(%d) {start_tensor_calc = true, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>]}
    }
  }
}
