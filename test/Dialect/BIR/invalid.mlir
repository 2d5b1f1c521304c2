// One chunk per verifier rule of the bir dialect (dialects/bir/README.md).
// RUN: nki-opt --split-input-file --verify-diagnostics %s

// bir.arch is a string
// expected-error @+1 {{'bir.arch' must be a string, got 3 : i64}}
module attributes {bir.arch = 3} {
}

// -----

// bir.kernel_library (inline-bir-kernel's library directories) is a string
// expected-error @+1 {{'bir.kernel_library' must be a string, got ["lib"]}}
module attributes {bir.kernel_library = ["lib"]} {
}

// -----

// bir.version is an integer
// expected-error @+1 {{'bir.version' must be an integer, got "2"}}
module attributes {bir.version = "2"} {
}

// -----

// bir.neuron_core_id is a non-negative integer
// expected-error @+1 {{'bir.neuron_core_id' must be non-negative, got -1}}
module attributes {bir.neuron_core_id = -1} {
}

// -----

// bir.neuron_core_id is an integer
// expected-error @+1 {{'bir.neuron_core_id' must be an integer, got 1.000000e+00 : f64}}
module attributes {bir.neuron_core_id = 1.0} {
}

// -----

// unknown bir module attributes are rejected
// expected-error @+1 {{unknown bir module attribute 'bir.core'}}
module attributes {bir.core = 0} {
}

// -----

// document attributes belong on the module
// expected-error @+1 {{'bir.arch' is only valid on a builtin.module}}
bir.func @f kind <main> attributes {bir.arch = "gen3"} {
  bir.block "b" {
  }
}

// -----

// bir.json_nulls holds member names
// expected-error @+1 {{'bir.json_nulls' must be an array of strings}}
module attributes {bir.json_nulls = [1]} {
}

// -----

// a function body holds storage and blocks only
// expected-error @+1 {{body may only hold 'bir.allocation', 'bir.memory_location' and 'bir.block' ops, found 'bir.loop'}}
bir.func @f kind <main> {
  bir.loop "l" lb 0 ub 1 stride 1 {
  }
}

// -----

// storage precedes the blocks
// expected-error @+1 {{'bir.allocation' must precede the function's blocks}}
bir.func @f kind <main> {
  bir.block "b" {
  }
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
}

// -----

// memory location names are unique per function
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  // expected-error @+1 {{duplicate memory location name 'a'}}
  %a2 = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}

// -----

// allocation names are unique per function
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  // expected-error @+1 {{duplicate allocation name 'a_set'}}
  %as2 = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  bir.block "b" {
  }
}

// -----

// instruction names are unique per function
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    bir.no_op "n" engine DVE
    // expected-error @+1 {{duplicate instruction name 'n'}}
    bir.no_op "n" engine DVE
  }
}

// -----

// block names are unique per function
bir.func @f kind <main> {
  bir.block "b" {
  }
  // expected-error @+1 {{duplicate block name 'b'}}
  bir.block "b" {
  }
}

// -----

// instruction names are not empty (ODS: BIR_NonEmptyStrAttr)
bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.no_op' op attribute 'name' failed to satisfy constraint: string attribute whose value is not empty}}
    bir.no_op "" engine DVE
  }
}

// -----

// loops hold blocks only
bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.loop' op may only contain 'bir.block' ops, found 'bir.no_op'}}
    bir.loop "l" lb 0 ub 4 stride 1 {
      bir.no_op "n" engine DVE
    }
  }
}

// -----

// a loop's stride is a natural (ODS: BIR_NatAttr)
bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.loop' op attribute 'stride' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
    bir.loop "l" lb 4 ub 0 stride -1 {
    }
  }
}

// -----

// blocks live in functions and loops
bir.func @f kind <main> {
  bir.block "b" {
    bir.loop "l" lb 0 ub 4 stride 1 {
      bir.block "inner" {
        bir.no_op "n" engine DVE
      }
    }
  }
  bir.block "x" {
    // expected-error @+1 {{'bir.block' op expects parent op to be one of 'bir.func, bir.loop'}}
    bir.block "y" {
    }
  }
}

// -----

// memory location names are not empty (ODS: BIR_NonEmptyStrAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op attribute 'name' failed to satisfy constraint: string attribute whose value is not empty}}
  %a = bir.memory_location "" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
}

// -----

// memory locations have dims (ODS: BIR_DimsAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op attribute 'dims' failed to satisfy constraint: i64 dense array attribute with at least one element whose elements are non-negative}}
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
}

// -----

// memory location dims are naturals (ODS: BIR_DimsAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op attribute 'dims' failed to satisfy constraint: i64 dense array attribute with at least one element whose elements are non-negative}}
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, -4>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
}

// -----

// a memory location's base partition is a natural (ODS: BIR_NatAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op attribute 'base' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = -32, allocated = true, pinned = false} : !bir.memory_location
}

// -----

// SBUF/PSUM locations span at most 128 partitions
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op 'a' spans 256 partitions, more than 128}}
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 256, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
}

// -----

// one memory operand per physical_ap
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'ins_args' has 2 physical_ap argument(s) but there are 1 'ins' operand(s)}}
    bir.tensor_copy "c" engine DVE ins(%a) outs(%a) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// a memory operand needs its physical_ap
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'outs_args' has 0 physical_ap argument(s) but there are 1 'outs' operand(s)}}
    bir.tensor_copy "c" engine DVE ins(%a) outs(%a) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// arguments are bir argument attributes (ODS: BIR_ArgListAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op attribute 'ins_args' failed to satisfy constraint: array of bir argument attributes (#bir.physical_ap, #bir.imm_value, #bir.imm_array, #bir.register_access, #bir.register_ap, #bir.json) whose physical_ap counts are non-negative}}
    bir.tensor_copy "c" engine DVE {ins_args = [1]}
  }
}

// -----

// access-pattern counts are naturals (ODS: BIR_ArgListAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op attribute 'outs_args' failed to satisfy constraint: array of bir argument attributes (#bir.physical_ap, #bir.imm_value, #bir.imm_array, #bir.register_access, #bir.register_ap, #bir.json) whose physical_ap counts are non-negative}}
    bir.tensor_copy "c" engine DVE ins(%a) outs(%a) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, -512]], dtype = float32, offset = 0>]}
  }
}

// -----

// imm_value holds a number
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'ins' argument 0: imm_value must be a number}}
    bir.tensor_copy "c" engine DVE {ins_args = [#bir.imm_value<float32, "one">]}
  }
}

// -----

// an access pattern stays inside the partitions of its location
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.dma_copy' op 'ins' argument 0 accesses partitions 0..128 of 'd', which has 64}}
    bir.dma_copy "c" engine DMA ins(%d) outs(%a) {mode = #bir.copy_mode<Copy>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// an access pattern spans at most 128 partitions
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'outs' argument 0 spans 256 partitions, more than 128}}
    bir.tensor_copy "c" engine DVE outs(%a) {outs_args = [#bir.physical_ap<ap = [[512, 256], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// an access pattern stays inside the free size of its location
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'ins' argument 0 reaches element 512 of a partition of 'a', which holds 512 float32 elements per partition}}
    bir.tensor_copy "c" engine DVE ins(%a) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 1>]}
  }
}

// -----

// the free size depends on the dtype
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'ins' argument 0 reaches element 1023 of a partition of 'a', which holds 512 float32 elements per partition}}
    bir.tensor_copy "c" engine DVE ins(%a) {ins_args = [#bir.physical_ap<ap = [[1024, 128], [1, 1024]], dtype = float32, offset = 0>]}
  }
}

// -----

// an offset moves the partition window
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.tensor_copy' op 'ins' argument 0 accesses partitions 1..129 of 'a', which has 128}}
    bir.tensor_copy "c" engine DVE ins(%a) {ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 512>]}
  }
}

// -----

// matmult results are in PSUM
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.matmult' op result must be in PSUM, got 'SB'}}
    bir.matmult "mm" engine PE ins(%a, %a) outs(%a) {start_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>]}
  }
}

// -----

// matmult moving operand is in SBUF
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.matmult' op moving operand must be in SBUF, got 'PSUM'}}
    bir.matmult "mm" engine PE ins(%a, %p) outs(%p) {start_tensor_calc = true, ins_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>]}
  }
}

// -----

// matmult stationary operand is in SBUF (whole matmult family)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.matmult_sparse' op stationary operand must be in SBUF, got 'DRAM'}}
    bir.matmult_sparse "mm" engine PE ins(%d, %a) outs(%p) {start_tensor_calc = true, compress_ratio = 2, ins_args = [#bir.physical_ap<ap = [[128, 64], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = [[128, 128], [1, 128]], dtype = float32, offset = 0>]}
  }
}

// -----

// activation bias is float32
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.activation' op bias operand must be float32, got 'bfloat16'}}
    bir.activation "act" engine Activation ins(%a, %a) outs(%a) {func = #bir.activation_function_type<Relu>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = bfloat16, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// activation scale is float32
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.activation' op scale operand must be float32, got 'float16'}}
    bir.activation "act" engine Activation ins(%a, %a, %a) outs(%a) {func = #bir.activation_function_type<Relu>, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[1, 128], [1, 1]], dtype = float16, offset = 0>], outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>]}
  }
}

// -----

// branch targets name blocks of the function
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.compare_and_branch' op 'on_false' names no block of the function: 'nowhere'}}
    bir.compare_and_branch "br" engine Unassigned {comp_op = #bir.branch_compare_op<IS_EQIMM>, on_true = "b", on_false = "nowhere"}
  }
}

// -----

// unconditional branch target
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.unconditional_branch' op 'target' names no block of the function: 'exit'}}
    bir.unconditional_branch "br" engine Unassigned {target = "exit"}
  }
}

// -----

// KernelSource is 0, 1 or 2
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op Unknown KernelSource}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {x = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = 3}
  }
}
}

// -----

// KernelSource integers inside the enum attribute
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{Unknown KernelSource: 5}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {x = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<5>}
  }
}
}

// -----

// KernelSource names
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{Unknown KernelSource: 'Beta7'}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {x = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<Beta7>}
  }
}
}

// -----

// the callee exists
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op 'callee' refers to no bir.func: '@nope'}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @nope, func_args = {x = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<Beta2>}
  }
}
}

// -----

// the callee is an NKI function
module {
bir.func @kern kind <main> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op callee '@kern' must be a bir.func of kind nki, got 'main'}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {x = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<Beta2>}
  }
}
}

// -----

// func_args keys are memory locations of the callee
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op 'func_args' key 'q' is not a memory location of '@kern'}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {q = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<Beta2>}
  }
}
}

// -----

// func_outs values are memory locations of the caller
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op 'func_outs' maps 'x' to 'zz', which is not a memory location of the calling function}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {}, func_outs = {x = "zz"}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<Beta2>}
  }
}
}

// -----

// map values are non-empty strings (ODS: BIR_NameMapAttr)
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op attribute 'func_args' failed to satisfy constraint: dictionary of named attribute values whose keys and values are non-empty strings}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {x = 1}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0, 0>, kernel_source = #bir.kernel_source<Beta2>}
  }
}
}

// -----

// buffer shapes have 2 and 3 elements
module {
bir.func @kern kind <nki> {
  %xs = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Input>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %x = bir.memory_location "x" in %xs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<Input>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
  }
}
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_kernel' op attribute 'psum_buf_shape' failed to satisfy constraint: i64 dense array attribute with exactly 3 elements whose elements are non-negative}}
    bir.nki_kernel "inst__kern" engine Unassigned {callee = @kern, func_args = {x = "d"}, func_outs = {}, sb_buf_shape = array<i64: 0, 128>, psum_buf_shape = array<i64: 0, 0>, kernel_source = #bir.kernel_source<Beta2>}
  }
}
}

// -----

// buffer shapes are naturals (ODS: BIR_NatPairAttr, BIR_NatTripleAttr)
bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_klir_kernel' op attribute 'sb_buf_shape' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements whose elements are non-negative}}
    bir.nki_klir_kernel "call" engine Unassigned {kernel_format = "bir", klir_binary = "k.json", func_args = {}, func_outs = {}, sb_buf_shape = array<i64: -1, 128>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = false}
  }
}

// -----

// IT56 kernel_format is not empty (ODS: BIR_NonEmptyStrAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_klir_kernel' op attribute 'kernel_format' failed to satisfy constraint: string attribute whose value is not empty}}
    bir.nki_klir_kernel "call" engine Unassigned {kernel_format = "", klir_binary = "k.json", func_args = {}, func_outs = {}, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = false}
  }
}

// -----

// IT56 klir_binary is not empty (ODS: BIR_NonEmptyStrAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_klir_kernel' op attribute 'klir_binary' failed to satisfy constraint: string attribute whose value is not empty}}
    bir.nki_klir_kernel "call" engine Unassigned {kernel_format = "bir", klir_binary = "", func_args = {}, func_outs = {}, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = false}
  }
}

// -----

// IT56 maps hold strings (ODS: BIR_NameMapAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_klir_kernel' op attribute 'func_args' failed to satisfy constraint: dictionary of named attribute values whose keys and values are non-empty strings}}
    bir.nki_klir_kernel "call" engine Unassigned {kernel_format = "bir", klir_binary = "k.json", func_args = {x = ["d"]}, func_outs = {}, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = false}
  }
}

// -----

// IT56 map values name caller memory locations
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_klir_kernel' op 'func_args' maps 'x' to 'y', which is not a memory location of the calling function}}
    bir.nki_klir_kernel "call" engine Unassigned {kernel_format = "bir", klir_binary = "k.json", func_args = {x = "y"}, func_outs = {}, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = false}
  }
}

// -----

// IT56 JSON opcode spelling (ODS: BIR_KlirJsonOpcodeAttr)
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  %ds = bir.allocation "d_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<ExternalInput>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  %d = bir.memory_location "d" in %ds {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<DRAM>, addr = 0, dims = array<i64: 64, 2048>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
  bir.block "b" {
    // expected-error @+1 {{'bir.nki_klir_kernel' op attribute 'json_opcode' failed to satisfy constraint: string attribute whose value is NKIKLIRKernel or KLIRKernel}}
    bir.nki_klir_kernel "call" engine Unassigned {kernel_format = "bir", klir_binary = "k.json", func_args = {}, func_outs = {}, sb_buf_shape = array<i64: 0, 0>, psum_buf_shape = array<i64: 0, 0, 0>, enable_device_dump = false, json_opcode = "Kernel"}
  }
}

// -----

// a member is either null or set
bir.func @f kind <main> {
  %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, tensor_shape = array<i64: 128, 512>, file = "", no_spill = false, is_volatile = false, is_virtual = false, kind = #bir.tensor_kind<Internal>, tensor_class = #bir.tensor_class<Tensor>, tensorId2MemLocSize = 1} : !bir.allocation
  // expected-error @+1 {{'bir.memory_location' op member 'tensor_id' is listed in 'json_nulls' but is also set}}
  %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 128, 2048>, bank = 0, base = 0, allocated = true, pinned = false, tensor_id = 0, json_nulls = ["tensor_id"]} : !bir.memory_location
}

// -----

// module members are either null or set
// expected-error @+1 {{member 'neuron_core_id' is listed in 'bir.json_nulls' but 'bir.neuron_core_id' is also set}}
module attributes {bir.neuron_core_id = 0, bir.json_nulls = ["neuron_core_id"]} {
}

// -----

// bir.json_name names a function's JSON name, so it belongs on a bir.func
// expected-error @+1 {{'bir.json_name' is only valid on a bir.func}}
module attributes {bir.json_name = "k"} {
}

// -----

// bir.json_name is a string
// expected-error @+1 {{'bir.json_name' must be a string, got 1 : i64}}
bir.func @f kind <main> attributes {bir.json_name = 1} {
}

// -----

// a JSON natural number (BIR_NatAttr in the ODS) is not negative
bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.memset' op attribute 'constant' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
    bir.memset "m" engine DVE {mode = #bir.memset_mode<Const>, constant = -1}
  }
}
