// Groups the spill cannot rewrite: it is reported (after the warning) and
// the pass fails.
// RUN: %nki-opt --split-input-file --legalize-matmul-accumulation-groups --verify-diagnostics %s

// Members writing different columns of the destination.
module attributes {bir.arch = "gen3"} {
  bir.func @different_destinations kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      // expected-warning @+2 {{accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)}}
      // expected-error @+1 {{cannot spill accumulation group 0: its matmuls do not all write the same destination access pattern}}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
      bir.matmult "mm1" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = false, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 4096]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 4096]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
    }
  }
}

// -----

// A moving access pattern with two free dimensions.
module attributes {bir.arch = "gen3"} {
  bir.func @three_d_moving kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      // expected-warning @+2 {{accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)}}
      // expected-error @+1 {{cannot spill accumulation group 0: the moving access pattern of 'mm0' is not 2-D}}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [4096, 2], [1, 4096]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
    }
  }
}

// -----

// A group that accumulates onto what its destination held and starts in a
// loop: its load would run in every iteration.
module attributes {bir.arch = "gen3"} {
  bir.func @accumulating_in_loop kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      bir.loop "k" lb 0 ub 2 stride 1 {
        bir.block "kb" {
          // expected-warning @+2 {{accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)}}
          // expected-error @+1 {{cannot spill accumulation group 0: it does not zero its region and starts inside a loop}}
          bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = false, stop_tensor_calc = false, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
        }
      }
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 8192]], dtype = float32, offset = 0>]}
    }
  }
}

// -----

// A destination with strided columns: the tile, carved out of the
// destination's bytes, would overwrite the gaps.
module attributes {bir.arch = "gen3"} {
  bir.func @strided_destination kind <main> {
    %ss = bir.allocation "s_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 128>} : !bir.allocation
    %s = bir.memory_location "s" in %ss {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 512>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %os = bir.allocation "o_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 8192>} : !bir.allocation
    %o = bir.memory_location "o" in %os {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 32768>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "b" {
      // expected-warning @+2 {{accumulation group is too large for SB: group 0 spans PSUM banks 0..15, which needs a 16-bank window (at most 8)}}
      // expected-error @+1 {{cannot spill accumulation group 0: its destination pattern is not contiguous (column step 2, partition step 8192; expected 1 and 8192)}}
      bir.matmult "mm0" engine PE ins(%s, %m) outs(%d) {start_tensor_calc = true, stop_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[8192, 128], [1, 4096]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [2, 4096]], dtype = float32, offset = 0>]}
      bir.tensor_copy "read" engine DVE ins(%d) outs(%o) {ins_args = [#bir.physical_ap<ap = [[8192, 128], [2, 4096]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[8192, 128], [1, 4096]], dtype = float32, offset = 0>]}
    }
  }
}
