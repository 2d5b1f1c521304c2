// Mechanism B's diagnostics, at the carrier: the LNC gate's error, a missing
// or unreadable kernel file (naming the file and the JSON line:column or
// member path), and argument maps naming memory locations the kernel does
// not have (docs/compiler-contract.md §4 messages, trailing space included),
// and formals that neither map binds.
// RUN: nki-opt --split-input-file --verify-diagnostics --translate-nki-ast-to-bir %s

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{NeuronCoreId must be set when the LNC count is greater than 1}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {}, func_outs = {}, kernel_format = "bir", klir_binary = "../../Inputs/bir/mm_lnc2.bir.json"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{fail to locate KLIR artifact: ../../Inputs/bir/no_such_kernel.bir.json}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {}, func_outs = {}, kernel_format = "bir", klir_binary = "../../Inputs/bir/no_such_kernel.bir.json"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error-re @+1 {{invalid BIR JSON file '{{.*}}/Inputs/bir/bad/malformed.bir.json': 5:0: EOF while parsing a list}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {}, func_outs = {}, kernel_format = "bir", klir_binary = "../../Inputs/bir/bad/malformed.bir.json"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error-re @+1 {{invalid BIR JSON file '{{.*}}/Inputs/bir/bad/no_functions_member.bir.json': {{.*}}functions}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {}, func_outs = {}, kernel_format = "bir", klir_binary = "../../Inputs/bir/bad/no_functions_member.bir.json"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{zz input cannot be found }}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x", zz = "x"}, func_outs = {c = "x"}, kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{out output cannot be found }}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x", b = "x"}, func_outs = {out = "x"}, kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json"}
    }
  }
}

// -----

// Every formal must be bound (docs/reliability.md, round 2, class 2): 'b' is in neither map.
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{input formal 'b' of kernel 'tensor_add' is bound by neither func_args nor func_outs}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x"}, func_outs = {c = "x"}, kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json"}
    }
  }
}

// -----

// An empty func_outs leaves the output formal unbound.
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{output formal 'c' of kernel 'tensor_add' is bound by neither func_args nor func_outs}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x", b = "x"}, func_outs = {}, kernel_format = "bir", klir_binary = "../../Inputs/bir/tensor_add.bir.json"}
    }
  }
}

// -----

// An output parameter declared as an input (written by the body) is bound through func_args; without it, it is named as an output.
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{output formal 'c' of kernel 'add_into' is bound by neither func_args nor func_outs}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x", b = "x"}, func_outs = {}, kernel_format = "bir", klir_binary = "../../Inputs/bir/output_parameter.bir.json"}
    }
  }
}

// -----

// The same output parameter bound through func_args: provisioned.
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x", b = "x", c = "x"}, func_outs = {}, kernel_format = "bir", klir_binary = "../../Inputs/bir/output_parameter.bir.json"}
    }
  }
}

// -----

// A kernel that itself holds an IT56 placeholder: refused, never provisioned
// with the placeholder left in it (docs/reliability.md, round 2, class 9).
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error-re @+1 {{BIR JSON kernel 'tensor_add_nested' in '{{.*}}nested_carrier.bir.json' itself contains the kernel placeholder 'inner' (NKIKLIRKernel, IT56); a kernel that needs provisioning cannot be provisioned into a caller}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a = "x", b = "x"}, func_outs = {c = "x"}, kernel_format = "bir", klir_binary = "../../Inputs/bir/bad/nested_carrier.bir.json"}
    }
  }
}

// -----

// An allocated SBUF location whose dims give no bytes per partition: the
// budget would count it as 0 bytes, so the kernel is refused.
module attributes {bir.arch = "gen3", bir.neuron_core_id = 0 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{BIR JSON file '{{.*}}sb_without_bytes.bir.json': memory location 'a_sb' (SB) of function 'sb_without_bytes' has dims [128]: no bytes per partition (dims are [partitions, bytes per partition])}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {}, func_outs = {}, kernel_format = "bir", klir_binary = "../inline-bir-kernel/Inputs/odd-library/sb_without_bytes.bir.json"}
    }
  }
}
