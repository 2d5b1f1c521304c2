// One chunk per lowered KLR operator (convert-klr-to-bir runs Mechanism A's
// codegen walk alone): the BIR opcode, engine, operand roles and members it
// becomes (docs/klr-to-bir.md). Tensors: a, b, c SBUF fp32 128x128 at 0, 512,
// 1024; h SBUF bf16 at 1536; p PSUM fp32 at 2048 (bank 1); d HBM.
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: nki-opt --split-input-file --convert-klr-to-bir %s | nki-opt --split-input-file >/dev/null

// WARN: kernel.py:7:3: warning: Emitting dynamic Identity matrix generation code, this might affect performance. You can bypass this by pass in an explicit identity matrix and use nc_matmul for transpose
// WARN-NOT: warning

// -----

// klr.activate
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.activation "k_0_0" engine Activation ins(%[[B:.*]]) outs(%[[A:.*]]) {acc = #bir.engine_accumulation_type<Idle>, alpha = 0.000000e+00 : f64, func = #bir.activation_function_type<Abs>, ins_args = [#bir.physical_ap<ap = {{\[}}[128, 128], [1, 128]], dtype = float32, offset = 0>, #bir.imm_value<float32, 0.000000e+00 : f64>, #bir.imm_value<float32, 0.000000e+00 : f64>]

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.activate at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<abs>, scale = #klr.immediate_float<f = 0x00000000 : f32>, bias = #klr.immediate_float<f = 0x00000000 : f32>, imm = #klr.immediate_float<f = 0x00000000 : f32>}
    }
  }
}

// -----

// klr.nc_activate
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.memset "COMPILER-GENERATED-memset_zero_bias_0" engine DVE outs(%[[Z:.*]]) {constant = 0 : i64, mode = #bir.memset_mode<Const>, outs_args = [#bir.physical_ap<ap = {{\[}}[1, 128], [1, 1]], dtype = float32
// CHECK: bir.activation "k_0_1" engine Activation ins(%{{.*}}, %[[Z]]) outs(%{{.*}}) {acc = #bir.engine_accumulation_type<Idle>, func = #bir.activation_function_type<Abs>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_activate at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<abs>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>}
    }
  }
}

// -----

// klr.activation_reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.memset "COMPILER-GENERATED-memset_zero_bias_0"
// CHECK: bir.activation "k_0_1" engine Activation

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.activation_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<abs>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>}
    }
  }
}

// -----

// klr.affine_select
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar_affine_select "k_0_0" engine Pool ins(%{{.*}}) outs(%{{.*}}) {base = 0 : i64, channel_multiplier = 0 : i64, compare_op = #bir.alu_op<is_gt>, ins_args = [{{.*}}, #bir.register_access<int32, "reg0">]

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.affine_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, fillMode = #klr.affine_select_cmp<GreaterThan>, fillReg = 0, maskPattern = #klr.data_pattern<offset = 0, pattern = [], channelMultiplier = 0>}
    }
  }
}

// -----

// klr.nc_affine_select
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar_affine_select "k_0_0" engine Pool {{.*}}compare_op = #bir.alu_op<abs>, fill_value = 0.000000e+00 : f64

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_affine_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, pred = #klr.data_pattern<offset = 0, pattern = [], channelMultiplier = 0>, onTrueTile = #C, onFalseValue = #klr.immediate_float<f = 0x00000000 : f32>, cmpOp = #klr.alu_op<abs>}
    }
  }
}

// -----

// klr.batch_norm_aggregate
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.bn_stats_aggregate "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.batch_norm_aggregate at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B}
    }
  }
}

// -----

// klr.batch_norm_stats
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.bn_stats "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.batch_norm_stats at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B}
    }
  }
}

// -----

// klr.copy
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_copy "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.copy at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B}
    }
  }
}

// -----

// klr.nc_copy
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_copy "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_copy at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.copy_predicated
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.copy_predicated "k_0_0" engine DVE ins(%{{.*}}, %{{.*}}) outs(%{{.*}}) {{.*}}reverse_pred = false

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.copy_predicated at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, predicate = #C, reversePred = false}
    }
  }
}

// -----

// klr.dma_copy
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[D:.*]] = bir.memory_location "d" {{.*}}memory_type = #bir.memory_type<DRAM>
// CHECK: bir.load "k_0_0" engine DMA ins(%[[D]]) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.dma_copy at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #D, compute_op = #klr.dge_compute_op<none>, dstBoundsCheck = #klr.dma_bounds_skip, srcBoundsCheck = #klr.dma_bounds_skip}
    }
  }
}

// -----

// klr.nc_dma_copy; with compute_op add, a read-modify-write: DMACopy mode
// CCE with the destination also the second source.
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:.*]] = bir.memory_location "a"
// CHECK-DAG: %[[D:.*]] = bir.memory_location "d" {{.*}}memory_type = #bir.memory_type<DRAM>
// CHECK: bir.load "k_0_0" engine DMA ins(%[[D]]) outs(%[[A]])
// CHECK: bir.dma_copy "k_0_1" engine DMA ins(%[[D]], %[[A]]) outs(%[[A]]) {cce_op = #bir.alu_op<add>, {{.*}}mode = #bir.copy_mode<CCE>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_dma_copy at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #D, compute_op = #klr.dge_compute_op<none>, oobMode = #klr.dma_bounds_skip, dgeMode = 0, uniqueIndices = false, engine = #klr.engine<unassigned>}
      klr.nc_dma_copy at #klr.pos<line = 8, column = 3, filename = "kernel.py"> {dst = #A, src = #D, compute_op = #klr.dge_compute_op<add>, oobMode = #klr.dma_bounds_skip, dgeMode = 0, uniqueIndices = false, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.dma_transpose
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.dma_copy "k_0_0" engine DMA {{.*}}mode = #bir.copy_mode<Transpose>{{.*}}transpose_op = #bir.transpose_ops<None>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.dma_transpose at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, axes = #klr.transpose_ops<None>, dgeMode = 0, oobMode = #klr.dma_bounds_skip}
    }
  }
}

// -----

// klr.dropout
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.dropout "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {ins_args = [{{.*}}, #bir.imm_value<float32, 0.000000e+00 : f64>], is_keep_threshold = false

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.dropout at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, thresholdType = #klr.dropout_threshold_type<DropRate>, threshold = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>}
    }
  }
}

// -----

// klr.find_index8
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.max_index "k_0_0" engine DVE ins(%{{.*}}, %{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.find_index8 at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, vals = #C}
    }
  }
}

// -----

// klr.iota
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.iota "k_0_0" engine Pool outs(%{{.*}}) {base = 0 : i64, channel_multiplier = 0 : i64

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.iota at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, pattern = #klr.data_pattern<offset = 0, pattern = [], channelMultiplier = 0>}
    }
  }
}

// -----

// klr.load_stationary
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.block "b" {
// CHECK-NEXT: }

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.load_stationary at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {src = #B, isTranspose = false}
    }
  }
}

// -----

// klr.local_gather
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.gather "k_0_0" engine Pool ins(%{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.local_gather at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, indexMissBehavior = #klr.index_miss_behavior_imm<value = #klr.immediate_float<f = 0x00000000 : f32>>, freePoolBuffer = false}
    }
  }
}

// -----

// klr.nc_local_gather: IndirectCopy with the valid indices per GpSimd core;
// the destination's 128 elements per partition are 128 indices of one
// element, or 64 of two.
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.indirect_copy "k_0_0" engine Pool ins(%{{.*}}, %{{.*}}) outs(%{{.*}}) {{.*}}num_valid_indices = 128
// CHECK: bir.indirect_copy "k_0_1" engine Pool ins(%{{.*}}, %{{.*}}) outs(%{{.*}}) {{.*}}num_valid_indices = 64

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_local_gather at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, index = #C, numElemPerIdx = #klr.immediate_int<i = 1>, numValidIndicies = #klr.immediate_int<i = 128>}
      klr.nc_local_gather at #klr.pos<line = 8, column = 3, filename = "kernel.py"> {dst = #A, src = #B, index = #C, numElemPerIdx = #klr.immediate_int<i = 2>, numValidIndicies = #klr.immediate_int<i = 64>}
    }
  }
}

// -----

// klr.mat_mul
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[B:.*]] = bir.memory_location "b"
// CHECK-DAG: %[[P:.*]] = bir.memory_location "p" {{.*}}addr = 0 : i64{{.*}}bank = 1 : i64{{.*}}memory_type = #bir.memory_type<PSUM>
// CHECK-DAG: %[[C:.*]] = bir.memory_location "c"
// CHECK: bir.matmult "k_0_0" engine PE ins(%[[B]], %[[C]]) outs(%[[P]]) {{.*}}is_transpose = false{{.*}}start_tensor_calc = true, stop_tensor_calc = true}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.load_stationary at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {src = #B, isTranspose = false}
      klr.mat_mul at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #P, moving = #C}
    }
  }
}

// -----

// klr.nc_mat_mul
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[P:.*]] = bir.memory_location "p"
// CHECK-DAG: %[[B:.*]] = bir.memory_location "b"
// CHECK-DAG: %[[C:.*]] = bir.memory_location "c"
// CHECK: bir.matmult "k_0_0" engine PE ins(%[[B]], %[[C]]) outs(%[[P]]) {{.*}}is_fmap_onezero = false, is_transpose = false, is_weight_onezero = false{{.*}}start_tensor_calc = true, stop_tensor_calc = true}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_mat_mul at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #P, stationary = #B, moving = #C, isStationaryOneZero = false, isMovingZero = false, isTranspose = false, tilePosition = array<i64>, tileSize = array<i64>, perfMode = #klr.matmul_perf_mode<None>}
    }
  }
}

// -----

// klr.match_replace8
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.match_replace "k_0_0" engine DVE ins(%{{.*}}, %{{.*}}) outs(%{{.*}}) {imm_value = 0.000000e+00 : f64

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.match_replace8 at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, vals = #C, replaceValue = #klr.immediate_float<f = 0x00000000 : f32>}
    }
  }
}

// -----

// klr.max8
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.max "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.max8 at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B}
    }
  }
}

// -----

// klr.mem_set
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.memset "k_0_0" engine DVE outs(%{{.*}}) {constant = 0 : i64, mode = #bir.memset_mode<Const>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.mem_set at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, value = #klr.immediate_float<f = 0x00000000 : f32>, dtype = #klr.dtype<bfloat16>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.range_select
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.range_select "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {base = 0 : i64, compare_op0 = #bir.alu_op<abs>, compare_op1 = #bir.alu_op<abs>, fill_value = 0.000000e+00 : f64, ins_args = [{{.*}}, #bir.imm_value<float32, 0.000000e+00 : f64>, #bir.imm_value<float32, 0.000000e+00 : f64>], num_active_channels = 128 : i64

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.range_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, reduceCommand = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<abs>, base = 0x00000000 : f32, fillValue = 0x00000000 : f32, compOp0 = #klr.alu_op<abs>, compOp1 = #klr.alu_op<abs>, bound0 = #klr.immediate_float<f = 0x00000000 : f32>, bound1 = #klr.immediate_float<f = 0x00000000 : f32>}
    }
  }
}

// -----

// klr.nc_range_select
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.range_select "k_0_0" engine DVE ins(%{{.*}}, %{{.*}}, %{{.*}}) outs(%{{.*}}) {{.*}}num_active_channels = 128 : i64

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_range_select at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, reduceCommand = #klr.accum_cmd<Idle>, compOp0 = #klr.alu_op<abs>, compOp1 = #klr.alu_op<abs>, bound0 = #C, bound1 = #C, rangeStart = #klr.immediate_float<f = 0x00000000 : f32>, onTrueTile = #C, onFalseValue = #klr.immediate_float<f = 0x00000000 : f32>}
    }
  }
}

// -----

// klr.reciprocal
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.reciprocal "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.reciprocal at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B}
    }
  }
}

// -----

// klr.scalar_tensor_tensor
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar_ptr "k_0_0" engine DVE ins(%{{.*}}, %{{.*}}) outs(%{{.*}}) {acc = #bir.engine_accumulation_type<Idle>, ins_args = [{{.*}}, #bir.imm_value<float32, 0.000000e+00 : f64>, #bir.physical_ap{{.*}}is_scalar_tensor_tensor = true

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.scalar_tensor_tensor at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src0 = #B, src1 = #C, op0 = #klr.alu_op<abs>, op1 = #klr.alu_op<abs>, reverseOperands = #klr.tensor_scalar_reverse_ops<none>, imm0 = #klr.immediate_float<f = 0x00000000 : f32>, accumulatorCmd = #klr.accum_cmd<Idle>}
    }
  }
}

// -----

// klr.nc_scalar_tensor_tensor
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar_ptr "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {{.*}}is_scalar_tensor_tensor = true

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_scalar_tensor_tensor at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, data = #B, src0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, src1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, op0 = #klr.alu_op<abs>, op1 = #klr.alu_op<abs>, reverseOperands = #klr.tensor_scalar_reverse_ops<none>}
    }
  }
}

// -----

// klr.shuffle
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.shuffle "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {indices = array<i64>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.shuffle at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, shuffleMask = []}
    }
  }
}

// -----

// klr.tensor_reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_reduce "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {axis = #bir.axis_list_type<X>{{.*}}negate = false, op = #bir.alu_op<abs>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, op = #klr.alu_op<abs>, opDim = #klr.tensor_sub_dim<X>, negated = false, keepdims = false}
    }
  }
}

// -----

// klr.tensor_scalar
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {const0 = 0.000000e+00 : f64, const1 = 0.000000e+00 : f64{{.*}}op0 = #bir.alu_op<abs>, op1 = #bir.alu_op<bypass>{{.*}}reverse0 = false, reverse1 = false}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_scalar at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, op0 = #klr.alu_op<abs>, reverse = #klr.tensor_scalar_reverse_ops<none>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.tensor_tensor
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:.*]] = bir.memory_location "a"
// CHECK-DAG: %[[B:.*]] = bir.memory_location "b"
// CHECK-DAG: %[[C:.*]] = bir.memory_location "c"
// CHECK: bir.tensor_tensor "k_0_0" engine DVE ins(%[[B]], %[[C]]) outs(%[[A]]) {{.*}}op = #bir.alu_op<abs>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_tensor at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src0 = #B, src1 = #C, op = #klr.alu_op<abs>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.tensor_tensor_scan
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar_ptr "k_0_0" engine DVE ins(%{{.*}}, %{{.*}}) outs(%{{.*}}) {{.*}}is_tensor_tensor_scan = true

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_tensor_scan at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src0 = #B, src1 = #C, op0 = #klr.alu_op<abs>, op1 = #klr.alu_op<abs>, reverseOperands = #klr.tensor_scalar_reverse_ops<none>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, accumulatorCmd = #klr.accum_cmd<Idle>}
    }
  }
}

// -----

// klr.tensor_partition_reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_reduce "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}) {axis = #bir.axis_list_type<C>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_partition_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, op = #klr.alu_op<abs>, data = #B}
    }
  }
}

// -----

// klr.tensor_scalar_reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_scalar_ptr "k_0_0" engine DVE ins(%{{.*}}) outs(%{{.*}}, %{{.*}}) {acc = #bir.engine_accumulation_type<Idle>{{.*}}is_tensor_scalar_addr = true, op0 = #bir.alu_op<abs>, op1 = #bir.alu_op<bypass>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_scalar_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, operand0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, op0 = #klr.alu_op<abs>, reverse0 = false, reduceRes = #C, reduceCmd = #klr.accum_cmd<Idle>}
    }
  }
}

// -----

// klr.transpose
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[ID:.*]] = bir.memory_location "COMPILER-GENERATED-id.bfloat16" {{.*}}addr = 1792 : i64, allocated = true{{.*}}dims = array<i64: 128, 256>, memory_type = #bir.memory_type<SB>
// CHECK: bir.memset "COMPILER-GENERATED-id.bfloat16_memset" engine DVE outs(%[[ID]]) {constant = 0 : i64
// CHECK: bir.tensor_scalar_affine_select "COMPILER-GENERATED-id.bfloat16=IDAffineSelect(mask,fill=1)" engine Pool ins(%[[ID]]) outs(%[[ID]]) {base = 0 : i64, channel_multiplier = 1 : i64, compare_op = #bir.alu_op<not_equal>, fill_value = 1.000000e+00 : f64{{.*}}pattern = [array<i64: -1, 128>]}
// CHECK: bir.matmult "k_0_2" engine PE ins(%{{.*}}, %[[ID]]) outs(%{{.*}}) {{.*}}is_transpose = true

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.transpose at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #P, src = #H, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.select_reduce
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.select "k_0_0" engine DVE ins(%{{.*}}, %{{.*}}) outs(%{{.*}}) {ins_args = [{{.*}}, #bir.imm_value<float32, 0.000000e+00 : f64>]

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.select_reduce at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, predicate = #C, onTrue = #C, onFalse = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceCmd = #klr.accum_cmd<Idle>, reduceOp = #klr.alu_op<abs>, reversePred = false}
    }
  }
}

// -----

// klr.tensor_load
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_load "k_0_0" engine Unassigned ins(%{{.*}}) {{.*}}outs_args = [#bir.register_access<int32, "r0">]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_load at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = "r0", src = #B}
    }
  }
}

// -----

// klr.tensor_store
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.tensor_save "k_0_0" engine Unassigned outs(%{{.*}}) {ins_args = [#bir.register_access<int32, "r0">]

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.tensor_store at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = "r0"}
    }
  }
}

// -----

// klr.register_move
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.register_move "k_0_0" engine Unassigned {ins_args = [#bir.imm_value<int32, 0.000000e+00 : f64>], outs_args = [#bir.register_access<int32, "r0">]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.register_move at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = "r0", imm = 0 : i32}
    }
  }
}

// -----

// klr.cmp_branch
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.unconditional_branch "k_0_0" engine Unassigned {target = "b"}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.cmp_branch at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {reg1 = "r0", reg2 = "r0", imm = 0 : i32, op = #klr.br_cmp_op<always>, trueLabel = "b", falseLabel = "b"}
    }
  }
}

// -----

// klr.register_alu_op
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.register_alu "k_0_0" engine Unassigned {ins_args = [#bir.register_access<int32, "r0">, #bir.imm_value<int32, 0.000000e+00 : f64>], op = #bir.alu_op<abs>, outs_args = [#bir.register_access<int32, "r0">]}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.register_alu_op at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = "r0", src = "r0", imm = 0 : i32, op = #klr.alu_op<abs>}
    }
  }
}

// -----

// klr.dma_compute
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.dma_copy "k_0_0" engine DMA outs(%{{.*}}) {cce_op = #bir.alu_op<abs>, constants = [], mode = #bir.copy_mode<CCE>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.dma_compute at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, srcs = [], scales = [], reduceOp = #klr.alu_op<abs>}
    }
  }
}

// -----

// klr.core_barrier
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.core_barrier "k_0_0" engine Unassigned ins(%{{.*}}) {cores = array<i64>, id = 0 : i64

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.core_barrier at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {data = #B, cores = array<i64>, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.rand_get_state
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.get_rand_state "k_0_0" engine Unassigned outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.rand_get_state at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.rand_set_state
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.set_rand_state "k_0_0" engine Unassigned ins(%{{.*}}) {{.*}}rng_engine = #bir.engine<Unassigned>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.rand_set_state at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {src = #B, engine = #klr.engine<unassigned>}
    }
  }
}

// -----

// klr.nc_n_gather
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK: bir.gather "k_0_0" engine Pool ins(%{{.*}}, %{{.*}}) outs(%{{.*}})

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_n_gather at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, data = #B, indices = #C}
    }
  }
}

// -----

// klr.exponential
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:.*]] = bir.memory_location "a"
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%{{.*}}) outs(%[[A]]) {{.*}}op0 = #bir.alu_op<subtract>
// CHECK: bir.memset "COMPILER-GENERATED-memset_zero_bias_0"
// CHECK: bir.activation "k_0_2" engine Activation ins(%[[A]], %{{.*}}) outs(%[[A]]) {{.*}}func = #bir.activation_function_type<Exp>{{.*}}#bir.imm_value<float32, 1.000000e+00 : f64>]

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.exponential at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, maxValue = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reducecmd = #klr.accum_cmd<Idle>, reduceInit = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>}
    }
  }
}

// -----

// klr.activate2
// CHECK-LABEL: bir.func @k kind <nki>
// CHECK-DAG: %[[A:.*]] = bir.memory_location "a"
// CHECK: bir.tensor_scalar "k_0_0" engine DVE ins(%{{.*}}) outs(%[[A]]) {{.*}}op0 = #bir.alu_op<abs>, op1 = #bir.alu_op<abs>
// CHECK: bir.memset "COMPILER-GENERATED-memset_zero_bias_0"
// CHECK: bir.activation "k_0_2" engine Activation ins(%[[A]], %{{.*}}) outs(%[[A]]) {acc = #bir.engine_accumulation_type<Idle>, alpha = 0.000000e+00 : f64, func = #bir.activation_function_type<Abs>

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.activate2 at #klr.pos<line = 7, column = 3, filename = "kernel.py"> {dst = #A, src = #B, op0 = #klr.alu_op<abs>, op1 = #klr.alu_op<abs>, imm0 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, imm1 = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, activationFunc = #klr.activation_func<abs>, reluParam = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>, reduceOp = #klr.alu_op<abs>, reduceCmd = #klr.accum_cmd<Idle>, reverse0 = false, reverse1 = false}
    }
  }
}
