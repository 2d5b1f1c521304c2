// Every klr attribute in its full form and every case of every klr enum
// print back as written (on an unregistered op: no verifier runs, so the
// extremes of each C++ parameter type are shown too).

"test.attrs"() {
  a00_pos = #klr.pos<line = 1, column = 2, lineEnd = 3, columnEnd = 4, filename = "f.py">,
  a01_shape = #klr.shape<parDim = 0, freeDims = []>,
  a02_address = #klr.address<name = "", memory = private_hbm, parSize = 18446744073709551615, freeSize = 0, parOffset = 0, freeOffset = 0, isShared = true>,
  a03_tensor_name = #klr.tensor_name<name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>,
  a04_slice = #klr.slice<l = 0, u = 0, step = -9223372036854775808>,
  a05_index_coord = #klr.index_coord<e = 0>,
  a06_index_slice = #klr.index_slice<slice = <l = 1, u = 2, step = 1>>,
  a07_access_basic_struct = #klr.access_basic_struct<tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, indexes = []>,
  a08_ap_pair = #klr.ap_pair<step = 9223372036854775807, num = 0, offset = 1>,
  a09_access_pattern_struct = #klr.access_pattern_struct<tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, parNum = 1, pattern = [], parOffset = 0, freeOffset = 0, fixedAxis = [0, 2]>,
  a10_scalar_offset_reg = #klr.scalar_offset_reg<r = "">,
  a11_scalar_offset_acc = #klr.scalar_offset_acc<a = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>>>,
  a12_bir_access_pattern = #klr.bir_access_pattern<tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, offset = 0, pattern = [], indirectDim = 0>,
  a13_access_simple = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>>,
  a14_access_basic = #klr.access_basic<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, indexes = [#klr.index_coord<e = 0>, #klr.index_coord<e = 1>]>>,
  a15_access_pattern = #klr.access_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, parNum = 1, pattern = [<step = 1, num = 1, offset = 1>], parOffset = 0, freeOffset = 0, fixedAxis = []>>,
  a16_access_bir_pattern = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, offset = 0, pattern = [], scalarOffset = #klr.scalar_offset_acc<a = #klr.access_bir_pattern<access = <tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>, offset = 1, pattern = [], vectorOffset = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>>, indirectDim = 2, dtypeOverride = <float4_e2m1fn_x4>>>>, indirectDim = -1>>,
  a17_tensor_hbm = #klr.tensor_hbm<name = "h", dtype = uint64, address = 0, dims = []>,
  a18_tensor_sram = #klr.tensor_sram<name = "s", dtype = float8_e4m3, parNum = 128, pattern = [], parOffset = 0, freeOffset = 0>,
  a19_tensor_ref_abstract = #klr.tensor_ref_abstract<access = #klr.access_simple<tensor = <name = "t", dtype = float32, shape = <parDim = 1, freeDims = [2]>, address = <name = "t", memory = sbuf, parSize = 1, freeSize = 8, isShared = false>, freeElements = 2, addressRotation = false>>>,
  a20_tensor_ref_sbuf = #klr.tensor_ref_sbuf<view = <name = "", dtype = int16, parNum = 0, pattern = [], parOffset = 0, freeOffset = 0>>,
  a21_tensor_ref_psum = #klr.tensor_ref_psum<view = <name = "p", dtype = float32r, parNum = 2, pattern = [<step = 0, num = 0, offset = 0>], parOffset = 0, freeOffset = 0>>,
  a22_tensor_ref_hbm = #klr.tensor_ref_hbm<view = <name = "h", dtype = uint8, address = 1, dims = []>>,
  a23_tensor_ref_register = #klr.tensor_ref_register<reg = 0>,
  a24_immediate_register = #klr.immediate_register<reg = 1>,
  a25_immediate_pointer = #klr.immediate_pointer,
  a26_immediate_int = #klr.immediate_int<i = -2147483648>,
  a27_immediate_float = #klr.immediate_float<f = -0.000000e+00 : f32>,
  a28_activation_imm_register = #klr.activation_imm_register<reg = 2>,
  a29_activation_imm_pointer = #klr.activation_imm_pointer,
  a30_activation_imm_float = #klr.activation_imm_float<f = 0x7F800001 : f32>,
  a31_operand_imm = #klr.operand_imm<i = #klr.immediate_pointer>,
  a32_operand_tile = #klr.operand_tile<t = #klr.tensor_ref_register<reg = 3>>,
  a33_data_pattern = #klr.data_pattern<offset = -1, pattern = [], channelMultiplier = -2>,
  a34_dma_bounds_skip = #klr.dma_bounds_skip,
  a35_dma_bounds_error = #klr.dma_bounds_error,
  a36_dma_bounds_reg = #klr.dma_bounds_reg<reg = 4>,
  a37_index_miss_behavior_imm = #klr.index_miss_behavior_imm<value = #klr.immediate_float<f = 1.000000e+00 : f32>>,
  a38_index_miss_behavior_skip = #klr.index_miss_behavior_skip,
  a39_replica_group_unspecified = #klr.replica_group_unspecified,
  a40_replica_group_named = #klr.replica_group_named<name = "">,
  a41_replica_group_literal = #klr.replica_group_literal<groups = [[], [-1, 2]]>,
  a42_shared_constant_file = #klr.shared_constant_file<name = "", fileName = "">,
  a43_edges = #klr.edges<fromEdge = "a", toEdges = ["", "b\0A"]>
} : () -> ()

"test.memory"() {cases = [#klr.memory<hbm>, #klr.memory<sbuf>, #klr.memory<psum>, #klr.memory<reg>, #klr.memory<shared_hbm>, #klr.memory<private_hbm>]} : () -> ()
"test.dtype"() {cases = [#klr.dtype<bfloat16>, #klr.dtype<float8e3>, #klr.dtype<float8e4>, #klr.dtype<float8e5>, #klr.dtype<float16>, #klr.dtype<float32>, #klr.dtype<float32r>, #klr.dtype<int8>, #klr.dtype<int16>, #klr.dtype<int64>, #klr.dtype<int32>, #klr.dtype<uint8>, #klr.dtype<uint16>, #klr.dtype<uint32>, #klr.dtype<uint64>, #klr.dtype<float8_e4m3>, #klr.dtype<float8_e4m3fn>, #klr.dtype<float8_e5m2_x4>, #klr.dtype<float8_e4m3fn_x4>, #klr.dtype<float4_e2m1fn_x4>]} : () -> ()
"test.matmul_perf_mode"() {cases = [#klr.matmul_perf_mode<None>, #klr.matmul_perf_mode<DoubleRow>, #klr.matmul_perf_mode<DoubleRowSwInterleave>]} : () -> ()
"test.engine"() {cases = [#klr.engine<unassigned>, #klr.engine<act>, #klr.engine<dma>, #klr.engine<dve>, #klr.engine<pe>, #klr.engine<pool>, #klr.engine<sp>]} : () -> ()
"test.alu_op"() {cases = [#klr.alu_op<abs>, #klr.alu_op<add>, #klr.alu_op<arith_shift_left>, #klr.alu_op<arith_shift_right>, #klr.alu_op<average>, #klr.alu_op<bitwise_and>, #klr.alu_op<bitwise_not>, #klr.alu_op<bitwise_or>, #klr.alu_op<bitwise_xor>, #klr.alu_op<bypass>, #klr.alu_op<divide>, #klr.alu_op<is_equal>, #klr.alu_op<is_ge>, #klr.alu_op<is_gt>, #klr.alu_op<is_le>, #klr.alu_op<is_lt>, #klr.alu_op<logical_and>, #klr.alu_op<logical_or>, #klr.alu_op<logical_shift_left>, #klr.alu_op<logical_shift_right>, #klr.alu_op<logical_xor>, #klr.alu_op<max>, #klr.alu_op<min>, #klr.alu_op<mod>, #klr.alu_op<mult>, #klr.alu_op<not_equal>, #klr.alu_op<pow>, #klr.alu_op<rsqrt>, #klr.alu_op<subtract>]} : () -> ()
"test.dropout_threshold_type"() {cases = [#klr.dropout_threshold_type<DropRate>, #klr.dropout_threshold_type<KeepRate>]} : () -> ()
"test.accum_cmd"() {cases = [#klr.accum_cmd<Idle>, #klr.accum_cmd<Zero>, #klr.accum_cmd<Accumulate>, #klr.accum_cmd<ZeroAccumulate>, #klr.accum_cmd<LoadAccumulate>]} : () -> ()
"test.activation_func"() {cases = [#klr.activation_func<abs>, #klr.activation_func<arctan>, #klr.activation_func<copy>, #klr.activation_func<erf>, #klr.activation_func<erf_dx>, #klr.activation_func<exp>, #klr.activation_func<gelu>, #klr.activation_func<gelu_apprx_tanh>, #klr.activation_func<gelu_dx>, #klr.activation_func<log>, #klr.activation_func<mish>, #klr.activation_func<reciprocal>, #klr.activation_func<relu>, #klr.activation_func<rsqrt>, #klr.activation_func<sigmoid>, #klr.activation_func<sign>, #klr.activation_func<silu>, #klr.activation_func<silu_dx>, #klr.activation_func<sin>, #klr.activation_func<softplus>, #klr.activation_func<sqrt>, #klr.activation_func<square>, #klr.activation_func<tanh>, #klr.activation_func<gelu_apprx_sigmoid>, #klr.activation_func<gelu_apprx_sigmoid_dx>]} : () -> ()
"test.affine_select_cmp"() {cases = [#klr.affine_select_cmp<GreaterThan>, #klr.affine_select_cmp<GreaterThanEq>, #klr.affine_select_cmp<Eq>, #klr.affine_select_cmp<NotEq>]} : () -> ()
"test.dge_compute_op"() {cases = [#klr.dge_compute_op<none>, #klr.dge_compute_op<add>]} : () -> ()
"test.matmul_group_element"() {cases = [#klr.matmul_group_element<first>, #klr.matmul_group_element<middle>, #klr.matmul_group_element<last>, #klr.matmul_group_element<whole>]} : () -> ()
"test.tensor_scalar_reverse_ops"() {cases = [#klr.tensor_scalar_reverse_ops<none>, #klr.tensor_scalar_reverse_ops<first>, #klr.tensor_scalar_reverse_ops<second>, #klr.tensor_scalar_reverse_ops<both>]} : () -> ()
"test.tensor_sub_dim"() {cases = [#klr.tensor_sub_dim<X>, #klr.tensor_sub_dim<XY>, #klr.tensor_sub_dim<XYZ>, #klr.tensor_sub_dim<XYZW>]} : () -> ()
"test.transpose_ops"() {cases = [#klr.transpose_ops<None>, #klr.transpose_ops<WZXY>, #klr.transpose_ops<WXZY>, #klr.transpose_ops<WYXZ>, #klr.transpose_ops<ZWYX>, #klr.transpose_ops<ZYWX>, #klr.transpose_ops<ZYXW>, #klr.transpose_ops<YXWZ>, #klr.transpose_ops<YXZW>, #klr.transpose_ops<YWZX>, #klr.transpose_ops<XWZY>, #klr.transpose_ops<XZYW>, #klr.transpose_ops<XYZW>, #klr.transpose_ops<XYWZ>]} : () -> ()
"test.br_cmp_op"() {cases = [#klr.br_cmp_op<always>, #klr.br_cmp_op<lt_imm>, #klr.br_cmp_op<le_imm>, #klr.br_cmp_op<eq_imm>, #klr.br_cmp_op<ne_imm>, #klr.br_cmp_op<ge_imm>, #klr.br_cmp_op<gt_imm>, #klr.br_cmp_op<lt_reg>, #klr.br_cmp_op<le_reg>, #klr.br_cmp_op<eq_reg>, #klr.br_cmp_op<ne_reg>, #klr.br_cmp_op<ge_reg>, #klr.br_cmp_op<gt_reg>]} : () -> ()
"test.print_output_buffer"() {cases = [#klr.print_output_buffer<stdout>, #klr.print_output_buffer<stderr>]} : () -> ()
