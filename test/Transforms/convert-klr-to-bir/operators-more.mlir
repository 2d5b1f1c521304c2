// One chunk per KLR operator lowered in the third step of issue 17 (the
// communication, random-number and engine-state operators and
// tensorScalarCumulative; docs/klr-to-bir.md): the BIR opcode, engine,
// operands and members each becomes, in the style of operators.mlir.
// Tensors: a, b, c SBUF fp32 128x128 at 0, 512, 1024; u SBUF uint32 at 1536;
// d, e HBM fp32. The output re-parses, so the bir verifier accepts it.
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | FileCheck %s
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | nki-opt --split-input-file >/dev/null

// -----

// klr.all_reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[B]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<AllReduce>, op = #bir.alu_op<add>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], replica_groups = {{\[}}array<i64: 0, 1>, array<i64: 2, 3>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.all_reduce at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B], op = #klr.alu_op<add>, replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3]]>, priority = 2}
    }
  }
}

// -----

// klr.all_gather
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[D:[0-9]+]] = bir.memory_location "d"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[A]]) outs(%[[D]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<AllGather>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.all_gather at #klr.pos<line = 7, column = 3> {dsts = [#D], srcs = [#A], replicaGroup = #klr.replica_group_unspecified, concatDim = 0}
    }
  }
}

// -----

// klr.reduce_scatter
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[D:[0-9]+]] = bir.memory_location "d"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[D]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<ReduceScatter>, op = #bir.alu_op<max>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], replica_groups = {{\[}}array<i64: 0, 1>, array<i64: 2, 3>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.reduce_scatter at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#D], op = #klr.alu_op<max>, replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3]]>, concatDim = 0}
    }
  }
}

// -----

// klr.all_to_all
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK-DAG: %[[D:[0-9]+]] = bir.memory_location "d"
// CHECK-DAG: %[[E:[0-9]+]] = bir.memory_location "e"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[A]], %[[B]]) outs(%[[D]], %[[E]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<AllToAll>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], replica_groups = {{\[}}array<i64: 0, 1>, array<i64: 2, 3>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.all_to_all at #klr.pos<line = 7, column = 3> {dsts = [#D, #E], srcs = [#A, #B], replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3]]>}
    }
  }
}

// -----

// klr.collective_permute
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[B]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<Permute>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], src_target_pairs = {{\[}}array<i64: 0, 1>, array<i64: 1, 0>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.collective_permute at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B], replicaGroup = #klr.replica_group_unspecified, sourceTargetPairs = [array<i64: 0, 1>, array<i64: 1, 0>]}
    }
  }
}

// -----

// klr.collective_permute_implicit
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[B]]) outs(%[[A]]) {cc_channel = #bir.json<"{\22c\22:1,\22kind\22:\22AffExprKind\22,\22terms\22:[]}">, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<PermuteImplicit>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], replica_groups = {{\[}}array<i64: 0, 1>, array<i64: 2, 3>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.collective_permute_implicit at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B], replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3]]>, channel_id = 1, num_channels = 2}
    }
  }
}

// -----

// klr.collective_permute_implicit_reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK-DAG: %[[C:[0-9]+]] = bir.memory_location "c"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[B]], %[[C]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<PermuteReduceImplicit>, op = #bir.alu_op<add>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], replica_groups = {{\[}}array<i64: 0, 1>, array<i64: 2, 3>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.collective_permute_implicit_reduce at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B, #C], op = #klr.alu_op<add>, replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3]]>, channel_id = 0, num_channels = 1}
    }
  }
}

// -----

// klr.send_recv
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[B]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<SendRecv>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], pipe_id = 3 : i64, recv_from_rank = #bir.json<"[{\22c\22:0,\22kind\22:\22AffExprKind\22,\22terms\22:[]}]">, send_to_rank = #bir.json<"{\22c\22:1,\22kind\22:\22AffExprKind\22,\22terms\22:[]}">}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.send_recv at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, sendToRank = #klr.immediate_int<i = 1>, recvFromRank = #klr.immediate_int<i = 0>, pipeId = #klr.immediate_int<i = 3>, useGpsimdDma = false}
    }
  }
}

// -----

// klr.send_recv (GpSimd DMA)
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.collective_compute "k_0_0" engine Pool ins(%[[B]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<SendRecv>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], pipe_id = 0 : i64, recv_from_rank = #bir.json<"[{\22c\22:1,\22kind\22:\22AffExprKind\22,\22terms\22:[]}]">, send_to_rank = #bir.json<"{\22c\22:1,\22kind\22:\22AffExprKind\22,\22terms\22:[]}">}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.send_recv at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, sendToRank = #klr.immediate_float<f = 1.000000e+00 : f32>, recvFromRank = #klr.immediate_float<f = 1.000000e+00 : f32>, pipeId = #klr.immediate_int<i = 0>, useGpsimdDma = true}
    }
  }
}

// -----

// klr.send_recv_compute
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[B]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<SendRecvCCE>, op = #bir.alu_op<add>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], pipe_id = 4 : i64, recv_from_rank = #bir.json<"[{\22c\22:1,\22kind\22:\22AffExprKind\22,\22terms\22:[]}]">, send_to_rank = #bir.json<"{\22c\22:1,\22kind\22:\22AffExprKind\22,\22terms\22:[]}">}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.send_recv_compute at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B], sendToRanks = [#klr.immediate_int<i = 1>], recvFromRanks = [#klr.immediate_int<i = 1>], pipeId = #klr.immediate_int<i = 4>, op = #klr.alu_op<add>}
    }
  }
}

// -----

// klr.send
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK-DAG: %[[C:[0-9]+]] = bir.memory_location "c"
// CHECK: bir.collective_send "k_0_0" engine Unassigned ins(%[[B]], %[[C]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], peer_id = 5 : i64}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.send at #klr.pos<line = 7, column = 3> {op = #klr.alu_op<bypass>, srcs = [#B, #C], peerId = 5}
    }
  }
}

// -----

// klr.recv
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK: bir.collective_recv "k_0_0" engine Unassigned outs(%[[A]]) {outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], peer_id = 5 : i64}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.recv at #klr.pos<line = 7, column = 3> {op = #klr.alu_op<bypass>, dsts = [#A], replicaGroups = array<i64: 0, 5>, peerId = 5}
    }
  }
}

// -----

// klr.rank_id
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.get_global_rank_id "k_0_0" engine Unassigned {outs_args = [#bir.register_access<int32, "rank">]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.rank_id at #klr.pos<line = 7, column = 3> {dst = "rank"}
    }
  }
}

// -----

// klr.current_processing_rank_id
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.get_cur_processing_rank_id "k_0_0" engine Unassigned {channel_id = 1 : i64, iter_id = 3 : i64, outs_args = [#bir.register_access<int32, "cur">], replica_groups = {{\[}}array<i64: 0, 1, 2, 3>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.current_processing_rank_id at #klr.pos<line = 7, column = 3> {dst = "cur", iterationId = 3, channelId = 1, numChannels = 2, replicaGroup = [array<i64: 0, 1, 2, 3>]}
    }
  }
}

// -----

// klr.rng
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[U:[0-9]+]] = bir.memory_location "u"
// CHECK: bir.rand "k_0_0" engine Pool outs(%[[U]]) {distribution = #bir.random_distribution_kind<Raw>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = uint32, offset = 0>], params = [], rand_num_steps = 1 : i64, random_algorithm = #bir.random_algorithm_kind<LFSR>}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.rng at #klr.pos<line = 7, column = 3> {dst = #U, engine = #klr.engine<pool>}
    }
  }
}

// -----

// klr.rng (engine unassigned)
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[U:[0-9]+]] = bir.memory_location "u"
// CHECK: bir.rand "k_0_0" engine Unassigned outs(%[[U]]) {distribution = #bir.random_distribution_kind<Raw>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.rng at #klr.pos<line = 7, column = 3> {dst = #U, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.rand2
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK: bir.rand "k_0_0" engine DVE outs(%[[A]]) {distribution = #bir.random_distribution_kind<Uniform>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], params = [-1.000000e+00, 2.500000e+00], rand_num_steps = 1 : i64, random_algorithm = #bir.random_algorithm_kind<LFSR>}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.rand2 at #klr.pos<line = 7, column = 3> {dst = #A, min = #klr.operand_imm<i = #klr.immediate_float<f = -1.000000e+00 : f32>>, max = #klr.operand_imm<i = #klr.immediate_float<f = 2.500000e+00 : f32>>}
    }
  }
}

// -----

// klr.set_rng_seed
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[U:[0-9]+]] = bir.memory_location "u"
// CHECK: bir.set_rand_state "k_0_0" engine DVE ins(%[[U]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = uint32, offset = 0>], rng_engine = #bir.engine<DVE>}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.set_rng_seed at #klr.pos<line = 7, column = 3> {src = #U}
    }
  }
}

// -----

// klr.tensor_scalar_cumulative
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%[[B]]) outs(%[[A]]) {const0 = 2.000000e+00 : f64, const1 = 0.000000e+00 : f64, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], op0 = #bir.alu_op<mult>, op1 = #bir.alu_op<bypass>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], reverse0 = false, reverse1 = false}
// CHECK-NEXT: bir.tensor_scalar_ptr "k_0_1" engine DVE ins(%[[A]], %[[A]]) outs(%[[A]]) {acc = #bir.engine_accumulation_type<ZeroAccumulate>, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_value<float32, 0.000000e+00 : f64>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], is_tensor_tensor_scan = true, op0 = #bir.alu_op<add>, op1 = #bir.alu_op<bypass>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], reverse0 = false, reverse1 = false}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 2.000000e+00 : f32>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

// klr.tensor_scalar_cumulative (max from -inf, reversed)
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%[[B]]) outs(%[[A]]) {const0 = 1.000000e+00 : f64, {{.*}}op0 = #bir.alu_op<subtract>, op1 = #bir.alu_op<bypass>, {{.*}}reverse0 = true, reverse1 = false}
// CHECK-NEXT: bir.tensor_scalar_ptr "k_0_1" engine DVE ins(%[[A]], %[[A]]) outs(%[[A]]) {acc = #bir.engine_accumulation_type<ZeroAccumulate>, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_value<float32, 0xFFF0000000000000 : f64>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], is_tensor_tensor_scan = true, op0 = #bir.alu_op<max>, op1 = #bir.alu_op<bypass>, {{.*}}reverse0 = true, reverse1 = false}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<subtract>, op1 = #klr.alu_op<max>, imm0 = #klr.operand_imm<i = #klr.immediate_int<i = 1>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<both>}
    }
  }
}

// -----

// klr.tensor_scalar_cumulative (tile imm0, LoadAccumulate)
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK-DAG: %[[C:[0-9]+]] = bir.memory_location "c"
// CHECK: bir.tensor_scalar_ptr "k_0_0" engine DVE ins(%[[B]], %[[C]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], is_tensor_scalar_addr = true, op0 = #bir.alu_op<add>, op1 = #bir.alu_op<bypass>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], reverse0 = false, reverse1 = false}
// CHECK-NEXT: bir.tensor_scalar_ptr "k_0_1" engine DVE ins(%[[A]], %[[A]]) outs(%[[A]]) {acc = #bir.engine_accumulation_type<ZeroAccumulate>, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_value<float32, 3.000000e+00 : f64>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], is_tensor_tensor_scan = true, op0 = #bir.alu_op<mult>, op1 = #bir.alu_op<bypass>, {{.*}}reverse0 = true, reverse1 = false}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<mult>, imm0 = #klr.operand_tile<t = #C>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 3.000000e+00 : f32>>, reduceCmd = #klr.accum_cmd<LoadAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<second>}
    }
  }
}

// -----

// klr.load_mask_register
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.block "b" {
// CHECK-NEXT: }

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.load_mask_register at #klr.pos<line = 7, column = 3> {regNum = 2}
    }
  }
}

// -----

// klr.match_value_load
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK: bir.block "b" {
// CHECK-NEXT: }

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.match_value_load at #klr.pos<line = 7, column = 3> {src = #B}
    }
  }
}

// -----

// klr.nonzero_with_count: a [32, 8] source, a [32, 9] uint32 destination;
// one round of the top-8 search over a scratch tile of 2·8 + 2·8 + 9 fp32
// columns (flags, keys, found keys, spare, result), the result copied to
// partitions 0 and 16 (docs/klr-to-bir.md, "Nonzero positions").
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.memory_location "COMPILER-GENERATED-nonzero_with_count_0" {{.*}}dims = array<i64: 32, 164>
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {const0 = 0.000000e+00 : f64, {{.*}}op0 = #bir.alu_op<not_equal>, op1 = #bir.alu_op<bypass>
// CHECK: bir.iota "k_0_1" engine Pool {{.*}}base = 9 : i64, channel_multiplier = 0 : i64{{.*}}pattern = [array<i64: -1, 8>]
// CHECK: bir.tensor_tensor "k_0_2" engine DVE {{.*}}op = #bir.alu_op<mult>
// CHECK: bir.tensor_scalar "k_0_3" engine DVE {{.*}}const0 = 1.000000e+00 : f64{{.*}}op0 = #bir.alu_op<subtract>
// CHECK: bir.max "k_0_4" engine DVE {{.*}}outs_args = [#bir.physical_ap<ap = {{\[}}[41, 32], [1, 8]], dtype = float32, offset = 16>]
// CHECK-NOT: bir.match_replace
// CHECK: bir.tensor_scalar "k_0_5" {{.*}}op0 = #bir.alu_op<max>
// CHECK: bir.tensor_scalar "k_0_6" {{.*}}const0 = 1.000000e+00 : f64, const1 = 1.100000e+01 : f64{{.*}}op0 = #bir.alu_op<min>, op1 = #bir.alu_op<mult>
// CHECK: bir.tensor_tensor "k_0_7" {{.*}}op = #bir.alu_op<subtract>
// CHECK: bir.tensor_scalar "k_0_8" {{.*}}const0 = -1.000000e+00 : f64{{.*}}op0 = #bir.alu_op<add>
// CHECK: bir.tensor_reduce "k_0_9" {{.*}}outs_args = [#bir.physical_ap<ap = {{\[}}[41, 32], [1, 1]], dtype = float32, offset = 40>]
// CHECK: bir.tensor_copy "k_0_10" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[41, 1], [1, 9]], dtype = float32, offset = 32>], outs_args = [#bir.physical_ap<ap = {{\[}}[9, 1], [1, 9]], dtype = uint32, offset = 0>]
// CHECK: bir.tensor_copy "k_0_11" {{.*}}ins_args = [#bir.physical_ap<ap = {{\[}}[41, 1], [1, 9]], dtype = float32, offset = 688>], outs_args = [#bir.physical_ap<ap = {{\[}}[9, 1], [1, 9]], dtype = uint32, offset = 144>]

#S = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [8]>, address = #klr.address<name = "s", memory = sbuf, parSize = 32, freeSize = 32, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 8, addressRotation = false>>>
#N = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "n", dtype = uint32, shape = #klr.shape<parDim = 32, freeDims = [9]>, address = #klr.address<name = "n", memory = sbuf, parSize = 32, freeSize = 36, parOffset = 0, freeOffset = 64, isShared = false>, freeElements = 9, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nonzero_with_count at #klr.pos<line = 7, column = 3> {dst = #N, src = #S, indexOffset = #klr.immediate_int<i = 2>, paddingVal = #klr.immediate_int<i = -1>}
    }
  }
}

// -----

// klr.broadcast: the first rank of each literal group is the root; the
// source is all-gathered into a generated HBM buffer of 2 x 128 rows, then
// the first rank's 128 rows are copied to the destination.
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[D:[0-9]+]] = bir.memory_location "d"
// CHECK-DAG: %[[G:[0-9]+]] = bir.memory_location "COMPILER-GENERATED-broadcast_0" {{.*}}dims = array<i64: 256, 512>, memory_type = #bir.memory_type<DRAM>
// CHECK: bir.collective_compute "k_0_0" engine Unassigned ins(%[[A]]) outs(%[[G]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], kind = #bir.collective_kind<AllGather>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 256], [1, 128]], dtype = float32, offset = 0>], replica_groups = [array<i64: 0, 1>, array<i64: 2, 3>]}
// CHECK: bir.dma_copy "k_0_1" engine DMA ins(%[[G]]) outs(%[[D]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>], mode = #bir.copy_mode<Copy>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.broadcast at #klr.pos<line = 7, column = 3> {dsts = [#D], srcs = [#A], replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2, 3]]>}
    }
  }
}
