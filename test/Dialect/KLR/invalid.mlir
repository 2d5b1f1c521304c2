// Every rule of the klr verifiers (dialects/src/klr/verify.rs), one chunk each.
// RUN: nki-opt --split-input-file --verify-diagnostics %s

// A core belongs to an lnc_kernel.
// expected-error @+1 {{'klr.core' op expects parent op 'klr.lnc_kernel'}}
klr.core 0 {
}

// -----

// A core's index is its position among the kernel's cores.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
  }
  // expected-error @+1 {{'klr.core' op index 2 does not match its position 1 in the kernel}}
  klr.core 2 {
  }
}

// -----

// An lnc_kernel holds only cores.
// expected-error @+1 {{'klr.lnc_kernel' op body may only hold klr.core ops, got 'klr.block'}}
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.block "b" {
  }
}

// -----

// A kernel holds only blocks.
// expected-error @+1 {{'klr.kernel' op body may only hold klr.block ops, got 'klr.core'}}
klr.kernel @k attributes {inputs = [], outputs = []} {
  klr.core 0 {
  }
}

// -----

// A core holds only blocks.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  // expected-error @+1 {{'klr.core' op body may only hold klr.block ops, got 'klr.mat_mul'}}
  klr.core 0 {
    klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 0>}
  }
}

// -----

// A block lives in a core or a kernel.
// expected-error @+1 {{'klr.block' op expects parent op to be one of 'klr.core, klr.kernel'}}
klr.block "b" {
}

// -----

// A block holds only statements.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    // expected-error @+1 {{'klr.block' op body may only hold klr statement ops, got 'klr.block'}}
    klr.block "outer" {
      klr.block "inner" {
      }
    }
  }
}

// -----

// A statement lives in a block.
// expected-error @+1 {{'klr.mat_mul' op expects parent op 'klr.block'}}
klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 0>}

// -----

// A TensorRef field holds a TensorRef constructor (ODS: KLR_TensorRefArg).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_copy' op attribute 'dst' failed to satisfy constraint: KLR TensorRef (#klr.tensor_ref_abstract, #klr.tensor_ref_sbuf, #klr.tensor_ref_psum, #klr.tensor_ref_hbm, #klr.tensor_ref_register)}}
      klr.nc_copy at <line = 1, column = 0> {dst = #klr.shape<parDim = 1, freeDims = []>, src = #klr.tensor_ref_register<reg = 0>, engine = #klr.engine<act>}
    }
  }
}

// -----

// An Option TensorRef field, when present, holds a TensorRef.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_activate' op attribute 'bias' failed to satisfy constraint: KLR TensorRef (#klr.tensor_ref_abstract, #klr.tensor_ref_sbuf, #klr.tensor_ref_psum, #klr.tensor_ref_hbm, #klr.tensor_ref_register)}}
      klr.nc_activate at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<exp>, scale = #klr.operand_imm<i = #klr.immediate_pointer>, bias = #klr.immediate_pointer}
    }
  }
}

// -----

// An Operand field holds an Operand constructor (ODS: KLR_OperandArg).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.rand2' op attribute 'min' failed to satisfy constraint: KLR Operand (#klr.operand_imm, #klr.operand_tile)}}
      klr.rand2 at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, min = #klr.immediate_int<i = 0>, max = #klr.operand_imm<i = #klr.immediate_int<i = 1>>}
    }
  }
}

// -----

// An Immediate field holds an Immediate constructor, also inside lists (ODS:
// KLR_ImmediateListArg).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.dma_compute' op attribute 'scales' failed to satisfy constraint: list of KLR Immediate (#klr.immediate_register, #klr.immediate_pointer, #klr.immediate_int, #klr.immediate_float)}}
      klr.dma_compute at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, srcs = [#klr.tensor_ref_register<reg = 0>], scales = [#klr.immediate_int<i = 1>, 3 : i64], reduceOp = #klr.alu_op<add>}
    }
  }
}

// -----

// A List TensorRef field holds TensorRef constructors (ODS: KLR_TensorRefListArg).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.dma_compute' op attribute 'srcs' failed to satisfy constraint: list of KLR TensorRef (#klr.tensor_ref_abstract, #klr.tensor_ref_sbuf, #klr.tensor_ref_psum, #klr.tensor_ref_hbm, #klr.tensor_ref_register)}}
      klr.dma_compute at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, srcs = [#klr.tensor_ref_register<reg = 0>, #klr.immediate_pointer], scales = [#klr.immediate_int<i = 1>], reduceOp = #klr.alu_op<add>}
    }
  }
}

// -----

// Nested variant fields are checked too: TensorRef.abstract holds an Access.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access' must be an Access, got '#klr.immediate_pointer'}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.immediate_pointer>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}

// -----

// The Access <-> BirAccessPattern cycle is checked all the way down.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access.scalarOffset.a' must be an Access, got '#klr.tensor_ref_register<…>'}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, offset = 0, pattern = [], scalarOffset = #klr.scalar_offset_acc<a = #klr.tensor_ref_register<reg = 1>>, indirectDim = 0>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}

// -----

// Other variants: DmaBounds, IndexMissBehavior, ReplicaGroup (ODS).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.dma_copy' op attribute 'srcBoundsCheck' failed to satisfy constraint: KLR DmaBounds (#klr.dma_bounds_skip, #klr.dma_bounds_error, #klr.dma_bounds_reg)}}
      klr.dma_copy at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, compute_op = #klr.dge_compute_op<none>, dstBoundsCheck = #klr.dma_bounds_skip, srcBoundsCheck = #klr.index_miss_behavior_skip}
    }
  }
}

// -----

klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.local_gather' op attribute 'indexMissBehavior' failed to satisfy constraint: KLR IndexMissBehavior (#klr.index_miss_behavior_imm, #klr.index_miss_behavior_skip)}}
      klr.local_gather at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, indexMissBehavior = #klr.dma_bounds_skip, freePoolBuffer = false}
    }
  }
}

// -----

klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.all_reduce' op attribute 'replicaGroup' failed to satisfy constraint: KLR ReplicaGroup (#klr.replica_group_unspecified, #klr.replica_group_named, #klr.replica_group_literal)}}
      klr.all_reduce at <line = 1, column = 0> {dsts = [], srcs = [], replicaGroup = "g"}
    }
  }
}

// -----

// A Float32 is an f32.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mem_set' op field 'value.f' must be a Float32 (f32), got 'float : f64'}}
      klr.mem_set at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, value = #klr.immediate_float<f = 1.0 : f64>, dtype = #klr.dtype<float32>, engine = #klr.engine<pool>}
    }
  }
}

// -----

// A Nat fits in 32 bits (the C++ reference truncates to u32) ...
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_dma_copy' op field 'dgeMode' must be a Nat below 2^32, got 4294967296}}
      klr.nc_dma_copy at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, compute_op = #klr.dge_compute_op<add>, oobMode = #klr.dma_bounds_error, dgeMode = 4294967296, uniqueIndices = false, engine = #klr.engine<dma>}
    }
  }
}

// -----

// ... and is not negative.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_dma_copy' op field 'priority' must be a Nat below 2^32, got -1}}
      klr.nc_dma_copy at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, src = #klr.tensor_ref_register<reg = 0>, compute_op = #klr.dge_compute_op<add>, oobMode = #klr.dma_bounds_error, dgeMode = 0, uniqueIndices = false, priority = -1, engine = #klr.engine<dma>}
    }
  }
}

// -----

// Nats inside attributes too (Pos.line).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'pos.line' must be a Nat below 2^32, got 4294967296}}
      klr.mat_mul at <line = 4294967296, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}

// -----

// An Int fits in i32, also inside lists of lists.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.all_gather' op field 'replicaGroup.groups[1][1]' must be an Int within i32, got -2147483649}}
      klr.all_gather at <line = 1, column = 0> {dsts = [], srcs = [], replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, -2147483649]]>}
    }
  }
}

// -----

// TensorName: shape.parDim <= address.parSize (proof parWF).
// expected-error @+1 {{'klr.lnc_kernel' op field 'inputs[0]': tensor 't': parDim 128 exceeds address.parSize 64}}
klr.lnc_kernel @k attributes {inputs = [#klr.tensor_name<name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 64, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
}

// -----

// TensorName: freeElements * dtype size <= address.freeSize (proof freeWF).
// expected-error @+1 {{'klr.lnc_kernel' op field 'outputs[0]': tensor 'o': 64 x float32 (256 bytes) exceeds address.freeSize 255}}
klr.lnc_kernel @k attributes {inputs = [], outputs = [#klr.tensor_name<name = "o", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "o", memory = sbuf, parSize = 128, freeSize = 255, isShared = false>, freeElements = 64, addressRotation = false>], shared_buffers = [], shared_constants = [], edges = []} {
}

// -----

// TensorName: freeElements is the product of shape.freeDims.
// expected-error @+1 {{'klr.kernel' op field 'inputs[0]': tensor 't': freeElements 32 is not the product of freeDims (64)}}
klr.kernel @k attributes {inputs = [#klr.tensor_name<name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 32, addressRotation = false>], outputs = []} {
}

// -----

// TensorNames nested in statements are checked as well.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.tensor': tensor 't': 4 x int64 (32 bytes) exceeds address.freeSize 16}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t", dtype = int64, shape = <parDim = 128, freeDims = [4]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 16, isShared = false>, freeElements = 4, addressRotation = false>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}

// -----

// SBUF and PSUM have 128 partitions.
// expected-error @+1 {{'klr.lnc_kernel' op field 'shared_buffers[0].address': parSize 129 exceeds the 128 partitions of psum}}
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [#klr.tensor_name<name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2, 32]>, address = <name = "t", memory = psum, parSize = 129, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>], shared_constants = [], edges = []} {
}

// -----

klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.view': parNum 256 exceeds 128 partitions}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_sbuf<view = <name = "v", dtype = float32, parNum = 256, pattern = [], parOffset = 0, freeOffset = 0>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}

// -----

// Slice.step is not 0 (proof wf).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access.indexes[2].slice': slice step must not be 0}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 0>, #klr.index_coord<e = 0>, #klr.index_slice<slice = <l = 0, u = 4, step = 0>>]>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}

// -----

// AccessBasic has one index per dimension (proof lenWF).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access': 1 indexes for a tensor of 3 dimensions}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [2, 32]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 0>]>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}

// -----

// Index lists hold Index constructors.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'dst.access.access.indexes[1]' must be an Index, got '#klr.slice<…>'}}
      klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_abstract<access = #klr.access_basic<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 128, freeDims = [64]>, address = <name = "t", memory = sbuf, parSize = 128, freeSize = 256, isShared = false>, freeElements = 64, addressRotation = false>, indexes = [#klr.index_coord<e = 0>, #klr.slice<l = 0, u = 1, step = 1>]>>>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
