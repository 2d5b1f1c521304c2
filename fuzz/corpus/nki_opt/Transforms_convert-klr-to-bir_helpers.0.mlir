// The helpers' caching rules (docs/compiler-contract.md §1): N bias-less activations share one
// fp32 (128, 1) zero bias, zeroed once; transposes of two non-fp32 dtypes build
// two identities, one per dtype, each with its memset and affine select, each
// creation warning once; the function records them for the fix-up. In an
// allocated kernel they are placed above its SBUF high-water mark (2048 here),
// 64-byte aligned.


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
