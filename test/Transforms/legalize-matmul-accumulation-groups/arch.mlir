// The arch option: the PSUM geometry comes from nki_formats::arch, by option
// or the module's bir.arch (default trn2); an unknown name is a pipeline error.
// RUN: %nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=trn1})' %s | %FileCheck %s
// RUN: %nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=gen3})' %s | %FileCheck %s
// RUN: %not %nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=gen9})' %s 2>&1 | %FileCheck %s --check-prefix=BAD
// CHECK: bir.matmult "mm0" {{.*}} {bir.accumulation_group = 0 : i64, bir.bank_window = array<i64: 5, 1>,
// BAD: nki-opt: for the --arch option: Cannot find option named 'gen9'!
// BAD: failed to add `legalize-matmul-accumulation-groups` with options `arch=gen9`

module {
  bir.func @f kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 5, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    }
  }
}
