// The uses of the operators lowered in operators-more.mlir that have no BIR
// form: each is rejected at its statement with the contract text and why
// (docs/klr-to-bir.md, Collectives, Random numbers, Cumulative tensor-scalar,
// Gathers, Nonzero positions).
// RUN: nki-opt --split-input-file --verify-diagnostics --convert-klr-to-bir %s

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.all_reduce' op has no BIR lowering: the named replica group 'tp' has no BIR form (BIR takes the rank lists)}}
      klr.all_reduce at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B], op = #klr.alu_op<add>, replicaGroup = #klr.replica_group_named<name = "tp">}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.all_gather' op has no BIR lowering: concatenating along dimension 1 has no BIR form (CollectiveCompute lays ranks out along the outermost dimension)}}
      klr.all_gather at #klr.pos<line = 7, column = 3> {dsts = [#D], srcs = [#A], replicaGroup = #klr.replica_group_unspecified, concatDim = 1}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.collective_permute' op has no BIR lowering: a source-target pair has 3 ranks, not 2}}
      klr.collective_permute at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B], replicaGroup = #klr.replica_group_unspecified, sourceTargetPairs = [array<i64: 0, 1, 2>]}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.send_recv' op has no BIR lowering: the rank sent to in register 3 has no BIR form (BIR takes a constant)}}
      klr.send_recv at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, sendToRank = #klr.immediate_register<reg = 3>, recvFromRank = #klr.immediate_int<i = 0>, pipeId = #klr.immediate_int<i = 0>, useGpsimdDma = false}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.send_recv' op has no BIR lowering: the rank received from 1.5 is not a non-negative integer}}
      klr.send_recv at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, sendToRank = #klr.immediate_int<i = 0>, recvFromRank = #klr.immediate_float<f = 1.500000e+00 : f32>, pipeId = #klr.immediate_int<i = 0>, useGpsimdDma = false}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.send_recv_compute' op has no BIR lowering: sending to 2 ranks has no BIR form (CollectiveCompute names one send_to_rank)}}
      klr.send_recv_compute at #klr.pos<line = 7, column = 3> {dsts = [#A], srcs = [#B], sendToRanks = [#klr.immediate_int<i = 0>, #klr.immediate_int<i = 1>], recvFromRanks = [#klr.immediate_int<i = 1>], pipeId = #klr.immediate_int<i = 0>, op = #klr.alu_op<add>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.send' op has no BIR lowering: a transfer with operation add has no BIR form (CollectiveSend and CollectiveRecv move data unchanged)}}
      klr.send at #klr.pos<line = 7, column = 3> {op = #klr.alu_op<add>, srcs = [#B], peerId = 1}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.recv' op has no BIR lowering: the peer id -1 is negative}}
      klr.recv at #klr.pos<line = 7, column = 3> {op = #klr.alu_op<bypass>, dsts = [#A], replicaGroups = array<i64>, peerId = -1}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.current_processing_rank_id' op has no BIR lowering: the iteration id -2 is negative}}
      klr.current_processing_rank_id at #klr.pos<line = 7, column = 3> {dst = "cur", iterationId = -2, channelId = 0, numChannels = 1, replicaGroup = []}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.rand2' op has no BIR lowering: a tile as the upper bound has no BIR form (Rand takes its parameters as numbers)}}
      klr.rand2 at #klr.pos<line = 7, column = 3> {dst = #A, min = #klr.operand_imm<i = #klr.immediate_float<f = 0.000000e+00 : f32>>, max = #klr.operand_tile<t = #C>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.tensor_scalar_cumulative' op has no BIR lowering: the DVE accumulator of partition 0 is continued (Accumulate) before any instruction loads it}}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 2.000000e+00 : f32>>, reduceCmd = #klr.accum_cmd<Accumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.tensor_scalar_cumulative' op has no BIR lowering: the cumulative operation abs has no starting value (it must be add, subtract, mult, max or min)}}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<abs>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 2.000000e+00 : f32>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.tensor_scalar_cumulative' op has no BIR lowering: LoadAccumulate starts from imm1, which is absent}}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, op0 = #klr.alu_op<mult>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 2.000000e+00 : f32>>, reduceCmd = #klr.accum_cmd<LoadAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.sequence_bounds' op has no BIR lowering: the segment ids must be [1, n], it is [128, 128]}}
      klr.sequence_bounds at #klr.pos<line = 7, column = 3> {dst = #A, segmentIds = #C}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_local_gather' op has no BIR lowering: the destination holds 128 elements per partition, but 2048 indices of 4 elements write 8192}}
      klr.nc_local_gather at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, index = #U, numElemPerIdx = #klr.immediate_int<i = 4>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nonzero_with_count' op has no BIR lowering: the destination must be [128, 129] for a [128, 128] source, it is [128, 128]}}
      klr.nonzero_with_count at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, indexOffset = #klr.immediate_int<i = 0>, paddingVal = #klr.immediate_int<i = -1>}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.broadcast' op has no BIR lowering: a broadcast over the unspecified replica group has no BIR form (the gather buffer needs the group's size)}}
      klr.broadcast at #klr.pos<line = 7, column = 3> {dsts = [#D], srcs = [#A], replicaGroup = #klr.replica_group_unspecified}
    }
  }
}

// -----

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#U = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "u", dtype = uint32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "u", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#E = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "e", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "e", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.broadcast' op has no BIR lowering: the replica groups [[0, 1], [2]] are not of one non-zero size}}
      klr.broadcast at #klr.pos<line = 7, column = 3> {dsts = [#D], srcs = [#A], replicaGroup = #klr.replica_group_literal<groups = [[0, 1], [2]]>}
    }
  }
}

// -----

#Z = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "z", dtype = float32, shape = #klr.shape<parDim = 4, freeDims = [0]>, address = #klr.address<name = "z", memory = sbuf, parSize = 4, freeSize = 0, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 0, addressRotation = false>>>
#N = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "n", dtype = float32, shape = #klr.shape<parDim = 4, freeDims = [1]>, address = #klr.address<name = "n", memory = sbuf, parSize = 4, freeSize = 4, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 1, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nonzero_with_count' op has no BIR lowering: the source [4, 0] is empty}}
      klr.nonzero_with_count at #klr.pos<line = 7, column = 3> {dst = #N, src = #Z, indexOffset = #klr.immediate_int<i = 0>, paddingVal = #klr.immediate_int<i = -1>}
    }
  }
}
