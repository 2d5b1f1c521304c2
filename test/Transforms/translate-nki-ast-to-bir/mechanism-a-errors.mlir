// Mechanism A (kernel_format other than "bir": a KLR binary), front half:
// the compiler's file, version and content-type errors, the LNC rule shared with
// Mechanism B, the pre-allocation gate (docs/compiler-contract.md §2.4, the assertion
// codegen.getIsAllocated()), and the per-pair argument re-binding errors.
// RUN: nki-opt --split-input-file --verify-diagnostics --translate-nki-ast-to-bir %s

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error @+1 {{fail to locate KLIR artifact: ../../Inputs/klr/no_such_kernel.klr}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/no_such_kernel.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{Wrong KLR version: {{.*}}wrong_version_patch13.klr is 0.0.13, expected 0.0.12}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/bad/wrong_version_patch13.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // The compiler's gate checks the patch word only: a 1.0.12 file is read
      // with the 0.0.12 schema, and the warning says so (then the kernel, not
      // allocated, fails the allocation check the compiler makes after the
      // walk; its second read once missed this and went on to the formals).
      // expected-warning-re @+2 {{KLR file {{.*}}wrong_version_major1.klr: version 1.0.12, read as schema 0.0.12: the compiler's gate checks only the patch word}}
      // expected-error @+1 {{codegen.getIsAllocated() failed: tensor 'load.13.13' (sbuf) of KLR kernel 'getting_started.nki_tensor_add_kernel' has no parOffset/freeOffset}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/bad/wrong_version_major1.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{Wrong KLIR content type: {{.*}}contents_kernel_valid.klr holds Contents.kernel, expected an LNC kernel (Contents.lnc)}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/bad/contents_kernel_valid.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{Wrong KLIR content type: {{.*}}contents_hlo_valid.klr holds Contents.hlo}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/bad/contents_hlo_valid.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{Wrong KLIR content type: {{.*}}python_ast_klr_0.0.12.klr holds a Python AST (Contents.python) (byte 15)}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/bad/python_ast_klr_0.0.12.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error-re @+1 {{cannot read KLR file {{.*}}truncated_mid_kernel.klr: byte 668: expected a String}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/bad/truncated_mid_kernel.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error @+1 {{codegen.getIsAllocated() failed: tensor 'load.13.13' (sbuf) of KLR kernel 'getting_started.nki_tensor_add_kernel' has no parOffset/freeOffset; the kernel must be pre-allocated: run translate-nki-ast-to-bir{allocate=true}, or klr-allocate-memory on the kernel first}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.klr"}
    }
  }
}

// -----

// A formal that the kernel does not have (per-pair re-binding).
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{d_input input cannot be found }}
      bir.nki_klir_kernel "call" engine Unassigned ins(%1) {enable_device_dump = false, func_args = {d_input = "x"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.alloc.klr"}
    }
  }
}

// -----

module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalOutput>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{out output cannot be found }}
      bir.nki_klir_kernel "call" engine Unassigned outs(%1) {enable_device_dump = false, func_args = {}, func_outs = {out = "x"}, outs_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.alloc.klr"}
    }
  }
}

// -----

// Two bodies (LNC 2) and no core id: the same error as Mechanism B.
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      // expected-error @+1 {{NeuronCoreId must be set when the LNC count is greater than 1}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.lnc2.alloc.klr"}
    }
  }
}

// -----

// Every formal must be bound (docs/reliability.md, round 2, class 2).
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      // expected-error @+1 {{input formal 'b_input' of kernel 'getting_started.nki_tensor_add_kernel' is bound by neither func_args nor func_outs}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a_input = "x"}, func_outs = {c_output = "x"}, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.alloc.klr"}
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
      // expected-error @+1 {{output formal 'c_output' of kernel 'getting_started.nki_tensor_add_kernel' is bound by neither func_args nor func_outs}}
      bir.nki_klir_kernel "call" engine Unassigned {enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {a_input = "x", b_input = "x"}, func_outs = {}, kernel_format = "klir", klir_binary = "../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.alloc.klr"}
    }
  }
}
