// The NKI ISA forms of issue 34 as convert-klr-to-bir lowers them
// (docs/klr-to-bir.md "Selects with a reduction", "Cumulative
// tensor-scalar", "Accumulator registers"): a shuffle from one partition
// to a quadrant; select_reduce with reverse_pred (immediate on_false: the
// predicate negated first; tile on_false: the branches swapped) and with a
// reduction (a RangeSelect over the result in place, through the vector
// engine's accumulator); tensor_scalar_cumulative and range_select chained
// with reduce_cmd=reduce (Accumulate). Tensors: a, b SBUF fp32 128x128, v
// and r [128, 1], pr uint8 128x128, s [1, 128], q [32, 128].
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | FileCheck %s
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | nki-opt --split-input-file >/dev/null

// nc_stream_shuffle: one partition to a quadrant
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[Q:[0-9]+]] = bir.memory_location "q"
// CHECK-DAG: %[[S:[0-9]+]] = bir.memory_location "s"
// CHECK: bir.shuffle "k_0_0" engine DVE ins(%[[S]]) outs(%[[Q]]) {indices = array<i64: 0, 0, {{.*}}>, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 1], [1, 128]], dtype = float32, offset = 0>], outs_args = [#bir.physical_ap<ap = {{\[}}[128, 32], [1, 128]], dtype = float32, offset = 0>]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.shuffle at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #Q, src = #S1, shuffleMask = [#klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>, #klr.immediate_int<i = 0>]}
    }
  }
}

// -----

// select_reduce, reverse_pred, immediate on_false: the predicate negated first
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK-DAG: %[[PR:[0-9]+]] = bir.memory_location "pr"
// CHECK-DAG: %[[NP:[0-9]+]] = bir.memory_location "COMPILER-GENERATED-select_pred_0" in {{.*}}dims = array<i64: 128, 128>
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%[[PR]]) outs(%[[NP]]) {const0 = 0.000000e+00 : f64, {{.*}}dtype = uint8{{.*}}op0 = #bir.alu_op<is_equal>, op1 = #bir.alu_op<bypass>, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = uint8, offset = 0>]
// CHECK-NEXT: bir.select "k_0_1" engine DVE ins(%[[NP]], %[[B]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = uint8, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_value<float32, -3.4028234663852886E+38 : f64>]

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.select_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, predicate = #PR, onTrue = #B, onFalse = #klr.operand_imm<i = #klr.immediate_float<f = 0xFF7FFFFF : f32>>, reduceCmd = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<max>, reversePred = true}
    }
  }
}

// -----

// select_reduce, reverse_pred, tile on_false: the branches swapped
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK-DAG: %[[V:[0-9]+]] = bir.memory_location "v"
// CHECK-DAG: %[[PR:[0-9]+]] = bir.memory_location "pr"
// CHECK-NOT: tensor_scalar
// CHECK: bir.select "k_0_0" engine DVE ins(%[[PR]], %[[V]], %[[B]]) outs(%[[A]]) {ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = uint8, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 128], [0, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>]
// CHECK-NOT: bir.tensor_scalar

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.select_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, predicate = #PR, onTrue = #B, onFalse = #klr.operand_tile<t = #V>, reduceCmd = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<max>, reversePred = true}
    }
  }
}

// -----

// select_reduce with a max reduction (reset_reduce, reduce_res)
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[B:[0-9]+]] = bir.memory_location "b"
// CHECK-DAG: %[[V:[0-9]+]] = bir.memory_location "v"
// CHECK-DAG: %[[R:[0-9]+]] = bir.memory_location "r"
// CHECK-DAG: %[[PR:[0-9]+]] = bir.memory_location "pr"
// CHECK: bir.select "k_0_0" engine DVE ins(%[[PR]], %[[B]], %[[V]]) outs(%[[A]])
// CHECK-NEXT: bir.range_select "k_0_1" engine DVE ins(%[[A]]) outs(%[[A]], %[[R]]) {base = 0 : i64, compare_op0 = #bir.alu_op<is_ge>, compare_op1 = #bir.alu_op<is_ge>, fill_value = 0.000000e+00 : f64, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_value<float32, 0.000000e+00 : f64>, #bir.imm_value<float32, 0.000000e+00 : f64>], num_active_channels = 128 : i64, outs_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.physical_ap<ap = {{\[}}[1, 128], [1, 1]], dtype = float32, offset = 0>], reduce_cmd = #bir.engine_accumulation_type<ZeroAccumulate>, reduce_op = #bir.alu_op<max>}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.select_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, predicate = #PR, onTrue = #B, onFalse = #klr.operand_tile<t = #V>, reduceRes = #R, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, reversePred = false}
    }
  }
}

// -----

// select_reduce, reverse_pred and a reduction into the register only
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[NP:[0-9]+]] = bir.memory_location "COMPILER-GENERATED-select_pred_0"
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%{{[0-9]+}}) outs(%[[NP]]) {{.*}}op0 = #bir.alu_op<is_equal>
// CHECK-NEXT: bir.select "k_0_1" engine DVE ins(%[[NP]], %{{[0-9]+}}) outs(%[[A]])
// CHECK-NEXT: bir.range_select "k_0_2" engine DVE ins(%[[A]]) outs(%[[A]]) {{.*}}reduce_cmd = #bir.engine_accumulation_type<ZeroAccumulate>, reduce_op = #bir.alu_op<max>}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.select_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, predicate = #PR, onTrue = #B, onFalse = #klr.operand_imm<i = #klr.immediate_float<f = 0xFF7FFFFF : f32>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, reversePred = true}
    }
  }
}

// -----

// tensor_scalar_cumulative chained: reset_reduce, then reduce; load_reduce, then reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar "k_0_0" engine DVE
// CHECK-NEXT: bir.tensor_scalar_ptr "k_0_1" engine DVE {{.*}}{acc = #bir.engine_accumulation_type<ZeroAccumulate>, ins_args = [{{.*}}, #bir.imm_value<float32, 0.000000e+00 : f64>, {{.*}}is_tensor_tensor_scan = true, op0 = #bir.alu_op<add>, op1 = #bir.alu_op<bypass>
// CHECK-NEXT: bir.tensor_scalar "k_0_2" engine DVE
// CHECK-NEXT: bir.tensor_scalar_ptr "k_0_3" engine DVE {{.*}}{acc = #bir.engine_accumulation_type<Accumulate>, {{.*}}is_tensor_tensor_scan = true, op0 = #bir.alu_op<add>
// CHECK-NEXT: bir.tensor_scalar "k_0_4" engine DVE
// CHECK-NEXT: bir.tensor_scalar_ptr "k_0_5" engine DVE {{.*}}{acc = #bir.engine_accumulation_type<ZeroAccumulate>, ins_args = [{{.*}}, #bir.imm_value<float32, 1.000000e+00 : f64>, {{.*}}is_tensor_tensor_scan = true
// CHECK-NEXT: bir.tensor_scalar "k_0_6" engine DVE
// CHECK-NEXT: bir.tensor_scalar_ptr "k_0_7" engine DVE {{.*}}{acc = #bir.engine_accumulation_type<Accumulate>, {{.*}}is_tensor_tensor_scan = true

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Accumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x3F800000 : f32>>, reduceCmd = #klr.accum_cmd<LoadAccumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
      klr.tensor_scalar_cumulative at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, op0 = #klr.alu_op<add>, op1 = #klr.alu_op<add>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Accumulate>, reverse = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

// range_select chained: reset_reduce, reduce, reduce with reduce_res
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[R:[0-9]+]] = bir.memory_location "r"
// CHECK: bir.range_select "k_0_0" engine DVE ins({{.*}}) outs(%[[A]]) {base = 32 : i64, {{.*}}reduce_cmd = #bir.engine_accumulation_type<ZeroAccumulate>, reduce_op = #bir.alu_op<max>}
// CHECK-NEXT: bir.range_select "k_0_1" engine DVE ins({{.*}}) outs(%[[A]]) {base = 160 : i64, {{.*}}reduce_cmd = #bir.engine_accumulation_type<Accumulate>, reduce_op = #bir.alu_op<max>}
// CHECK-NEXT: bir.range_select "k_0_2" engine DVE ins({{.*}}) outs(%[[A]], %[[R]]) {base = 288 : i64, {{.*}}reduce_cmd = #bir.engine_accumulation_type<Accumulate>, reduce_op = #bir.alu_op<max>}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_range_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, reduceCommand = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #V, bound1 = #V, rangeStart = #klr.immediate_float<f = 0x42000000 : f32>, onTrueTile = #B, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
      klr.nc_range_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, reduceCommand = #klr.accum_cmd<Accumulate>, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #V, bound1 = #V, rangeStart = #klr.immediate_float<f = 0x43200000 : f32>, onTrueTile = #B, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
      klr.nc_range_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, reduceCommand = #klr.accum_cmd<Accumulate>, reduceRes = #R, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #V, bound1 = #V, rangeStart = #klr.immediate_float<f = 0x43900000 : f32>, onTrueTile = #B, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
    }
  }
}

// -----

// a select_reduce's reduction continued by a range_select (one vector-engine register)
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:[0-9]+]] = bir.memory_location "a"
// CHECK-DAG: %[[R:[0-9]+]] = bir.memory_location "r"
// CHECK: bir.select "k_0_0"
// CHECK-NEXT: bir.range_select "k_0_1" engine DVE ins(%[[A]]) outs(%[[A]]) {{.*}}reduce_cmd = #bir.engine_accumulation_type<ZeroAccumulate>
// CHECK-NEXT: bir.range_select "k_0_2" engine DVE ins({{.*}}) outs(%[[A]], %[[R]]) {{.*}}reduce_cmd = #bir.engine_accumulation_type<Accumulate>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#V = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "v", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "v", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 1, addressRotation = false>>>
#R = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "r", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [1]>, address = #klr.address<name = "r", memory = sbuf, parSize = 128, freeSize = 4, parOffset = 0, freeOffset = 1600, isShared = false>, freeElements = 1, addressRotation = false>>>
#PR = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "pr", dtype = uint8, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "pr", memory = sbuf, parSize = 128, freeSize = 128, parOffset = 0, freeOffset = 1664, isShared = false>, freeElements = 128, addressRotation = false>>>
#S1 = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "s", dtype = float32, shape = #klr.shape<parDim = 1, freeDims = [128]>, address = #klr.address<name = "s", memory = sbuf, parSize = 1, freeSize = 512, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>
#Q = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "q", dtype = float32, shape = #klr.shape<parDim = 32, freeDims = [128]>, address = #klr.address<name = "q", memory = sbuf, parSize = 32, freeSize = 512, parOffset = 0, freeOffset = 2304, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.select_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, predicate = #PR, onTrue = #B, onFalse = #klr.operand_tile<t = #V>, reduceCmd = #klr.accum_cmd<ZeroAccumulate>, reduceOp = #klr.alu_op<max>, reversePred = false}
      klr.nc_range_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, reduceCommand = #klr.accum_cmd<Accumulate>, reduceRes = #R, reduceOp = #klr.alu_op<max>, compOp0 = #klr.alu_op<is_ge>, compOp1 = #klr.alu_op<is_lt>, bound0 = #V, bound1 = #V, rangeStart = #klr.immediate_float<f = 0x00000000 : f32>, onTrueTile = #B, onFalseValue = #klr.immediate_float<f = 0xFF7FFFFF : f32>}
    }
  }
}
