// The helpers' caching rules (docs/compiler-contract.md §1): N bias-less activations share one
// fp32 (128, 1) zero bias, zeroed once; transposes of two non-fp32 dtypes build
// two identities, one per dtype, each with its memset and affine select, each
// creation warning once; the function records them for the fix-up. In an
// allocated kernel they are placed above its SBUF high-water mark (2048 here),
// 64-byte aligned.
// RUN: nki-opt --verify-diagnostics --convert-klr-to-bir %s | FileCheck %s

// CHECK-LABEL: bir.func @k kind <nki> attributes {unknown_members = #bir.json<"{\22identity_matrices\22:[\22COMPILER-GENERATED-id.bfloat16\22,\22COMPILER-GENERATED-id.float16\22]}">}
// CHECK:     bir.allocation "COMPILER-GENERATED-zero_bias_act_0_set" {{.*}}dtype = #bir.dtype<float32>{{.*}}tensor_shape = array<i64: 128, 1>}
// CHECK:     %[[Z:.*]] = bir.memory_location "COMPILER-GENERATED-zero_bias_act_0" {{.*}}addr = 2048 : i64, allocated = true{{.*}}dims = array<i64: 128, 4>, memory_type = #bir.memory_type<SB>
// CHECK:     bir.allocation "COMPILER-GENERATED-id.bfloat16_set" {{.*}}dtype = #bir.dtype<bfloat16>{{.*}}tensor_class = #bir.tensor_class<IdentityWeightTensor>, tensor_shape = array<i64: 128, 128>}
// CHECK:     %[[IDB:.*]] = bir.memory_location "COMPILER-GENERATED-id.bfloat16" {{.*}}addr = 2112 : i64
// CHECK:     %[[IDH:.*]] = bir.memory_location "COMPILER-GENERATED-id.float16" {{.*}}addr = 2368 : i64
// CHECK-NOT: bir.allocation
// CHECK:     bir.memset "COMPILER-GENERATED-memset_zero_bias_0" engine DVE outs(%[[Z]])
// CHECK-NEXT: bir.activation "k_0_1" {{.*}}ins(%{{.*}}, %[[Z]])
// CHECK-NEXT: bir.activation "k_0_2" {{.*}}ins(%{{.*}}, %[[Z]])
// CHECK-NEXT: bir.memset "COMPILER-GENERATED-id.bfloat16_memset" {{.*}}outs(%[[IDB]])
// CHECK-NEXT: bir.tensor_scalar_affine_select "COMPILER-GENERATED-id.bfloat16=IDAffineSelect(mask,fill=1)"
// CHECK-NEXT: bir.matmult "k_0_5" {{.*}}ins(%{{.*}}, %[[IDB]])
// CHECK-NEXT: bir.matmult "k_0_6" {{.*}}ins(%{{.*}}, %[[IDB]])
// CHECK-NEXT: bir.memset "COMPILER-GENERATED-id.float16_memset" {{.*}}outs(%[[IDH]])
// CHECK-NEXT: bir.tensor_scalar_affine_select "COMPILER-GENERATED-id.float16=IDAffineSelect(mask,fill=1)"
// CHECK-NEXT: bir.matmult "k_0_9" {{.*}}ins(%{{.*}}, %[[IDH]])
// CHECK-NEXT: {{^ +}$}}

#A = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "a", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "a", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 0, isShared = false>, freeElements = 128, addressRotation = false>>>
#B = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "b", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "b", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#C = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "c", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "c", memory = sbuf, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 1024, isShared = false>, freeElements = 128, addressRotation = false>>>
#P = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "p", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "p", memory = psum, parSize = 128, freeSize = 512, parOffset = 0, freeOffset = 2048, isShared = false>, freeElements = 128, addressRotation = false>>>
#H = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "h", dtype = bfloat16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "h", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1536, isShared = false>, freeElements = 128, addressRotation = false>>>
#D = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "d", dtype = float32, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "d", memory = hbm, parSize = 128, freeSize = 512, isShared = false>, freeElements = 128, addressRotation = false>>>
#F = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = #klr.tensor_name<name = "f", dtype = float16, shape = #klr.shape<parDim = 128, freeDims = [128]>, address = #klr.address<name = "f", memory = sbuf, parSize = 128, freeSize = 256, parOffset = 0, freeOffset = 1792, isShared = false>, freeElements = 128, addressRotation = false>>>

klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      klr.nc_activate at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<abs>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>}
      klr.nc_activate at #klr.pos<line = 7, column = 3> {dst = #A, src = #B, accumulatorCmd = #klr.accum_cmd<Idle>, activationFunc = #klr.activation_func<abs>, scale = #klr.operand_imm<i = #klr.immediate_float<f = 0x00000000 : f32>>}
      // expected-warning @+1 {{Emitting dynamic Identity matrix generation code, this might affect performance. You can bypass this by pass in an explicit identity matrix and use nc_matmul for transpose}}
      klr.transpose at #klr.pos<line = 9, column = 5> {dst = #P, src = #H, engine = #klr.engine<unassigned>}
      klr.transpose at #klr.pos<line = 9, column = 5> {dst = #P, src = #H, engine = #klr.engine<unassigned>}
      // expected-warning @+1 {{Emitting dynamic Identity matrix generation code, this might affect performance. You can bypass this by pass in an explicit identity matrix and use nc_matmul for transpose}}
      klr.transpose at #klr.pos<line = 9, column = 5> {dst = #P, src = #F, engine = #klr.engine<unassigned>}
    }
  }
}
