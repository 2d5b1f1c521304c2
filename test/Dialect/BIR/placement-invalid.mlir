// Placements of memory locations (docs/reliability.md, round 2, class 4):
// banks and addresses are never negative, and on chip they lie inside the
// known architectures' PSUM (8 banks of 2 KiB per partition) and SBUF
// (192 KiB per partition).
// RUN: nki-opt --split-input-file --verify-diagnostics %s

// a PSUM bank of 2^53 (legalize computed no span and skipped the matmul)
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'p': PSUM bank 9007199254740992 is out of range (the architectures have 8 banks)}}
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 9007199254740992, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// the first bank past the architectures' 8
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'p': PSUM bank 8 is out of range (the architectures have 8 banks)}}
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 8, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// a negative bank (ODS: BIR_NatAttr)
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op attribute 'bank' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = -1, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// a negative address (ODS: BIR_NatAttr)
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op attribute 'addr' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = -64, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// an address past PSUM
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'p': PSUM address 2048 in bank 7 is past the 16384 bytes of PSUM per partition}}
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 2048, dims = array<i64: 128, 2048>, bank = 7, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// an address past SBUF
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'p': SBUF address 196608 is past the 196608 bytes of SBUF per partition}}
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 196608, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// a negative DRAM address (ODS: BIR_NatAttr)
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op attribute 'addr' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = -1, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// The last bank and byte are accepted.
bir.func @f kind <main> {
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 2047, dims = array<i64: 128, 1>, bank = 7, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %q = bir.memory_location "q" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 196607, dims = array<i64: 128, 1>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
