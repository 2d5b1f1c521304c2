// Elementwise instructions: every tensor operand covers the elements of the
// result; a broadcast says so with step-0 pairs.
// RUN: nki-opt --split-input-file --verify-diagnostics %s

// an elementwise operand covers the result's elements: an implicit broadcast is refused
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 1>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 2048, dims = array<i64: 128, 4>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_tensor' op 'ins' argument 1 covers 128 elements but 'outs' argument 0 covers 65536: the operands of an elementwise instruction cover the same elements (a broadcast operand has step-0 pairs)}}
    bir.tensor_tensor "sub" engine DVE ins(%a, %m) outs(%a) {op = #bir.alu_op<subtract>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// a copy covers what it writes
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 1>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 2048, dims = array<i64: 128, 4>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'ins' argument 0 covers 128 elements but 'outs' argument 0 covers 65536}}
    bir.tensor_copy "c" engine DVE ins(%m) outs(%a) {ins_args = [#bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// the tile operand of a scalar-tensor-tensor covers the result; its scalar (in1) is per partition
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 1>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 2048, dims = array<i64: 128, 4>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_scalar_ptr' op 'ins' argument 2 covers 128 elements but 'outs' argument 0 covers 65536}}
    bir.tensor_scalar_ptr "stt" engine DVE ins(%a, %m, %m) outs(%a) {op0 = #bir.alu_op<mult>, reverse0 = false, op1 = #bir.alu_op<add>, reverse1 = false, is_scalar_tensor_tensor = true, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// valid: the broadcast column as step-0 pairs, and a per-partition scalar
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ms = bir.allocation "m_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 1>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %m = bir.memory_location "m" in %ms {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 2048, dims = array<i64: 128, 4>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    bir.tensor_tensor "sub" engine DVE ins(%a, %m) outs(%a) {op = #bir.alu_op<subtract>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [0, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
    bir.tensor_scalar_ptr "tsp" engine DVE ins(%a, %m) outs(%a) {op0 = #bir.alu_op<mult>, reverse0 = false, op1 = #bir.alu_op<bypass>, reverse1 = false, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}
