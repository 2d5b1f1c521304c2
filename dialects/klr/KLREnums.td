//===- KLREnums.td - KLR enumerations -----------------------*- tablegen -*-===//
//
// One I32EnumAttr per KLR enum-like inductive (`KLR_Enum`, with its type
// tag): case names are KLR's constructor names, case values the wire
// constructor codes. Each is wrapped in
// an EnumAttr printed as `#klr.<mnemonic><case>`, e.g. `#klr.dtype<float32>`;
// inside struct attributes they appear as bare case names (EnumParameter).
//
//===----------------------------------------------------------------------===//

#ifndef KLR_ENUMS_TD
#define KLR_ENUMS_TD

include "klr/KLRDialect.td"
include "dtype/Dtype.td"

// A KLR enum (an inductive without fields) with its type tag; the cases'
// values are the wire codes.
class KLR_Enum<string name, int tag, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, "KLR " # name # " (type tag " # !cast<string>(tag) # ")",
                  cases> {
  let cppNamespace = "::nki::klr";
  let genSpecializedAttr = 0;
  int klrTag = tag;
}

def KLR_Memory : KLR_Enum<"Memory", 110, [
    I32EnumAttrCase<"hbm", 0>,
    I32EnumAttrCase<"sbuf", 1>,
    I32EnumAttrCase<"psum", 2>,
    I32EnumAttrCase<"reg", 3>,
    I32EnumAttrCase<"shared_hbm", 4>,
    I32EnumAttrCase<"private_hbm", 5>]>;
def KLR_MemoryAttr : EnumAttr<KLR_Dialect, KLR_Memory, "memory"> {
  let assemblyFormat = "`<` $value `>`";
}

// The cases and their facts: dialects/dtype/Dtype.td.
def KLR_Dtype : KLR_Enum<"Dtype", 111, NKI_DtypeCases>;
def KLR_DtypeAttr : EnumAttr<KLR_Dialect, KLR_Dtype, "dtype"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_MatmulPerfMode : KLR_Enum<"MatmulPerfMode", 129, [
    I32EnumAttrCase<"None", 0>,
    I32EnumAttrCase<"DoubleRow", 1>,
    I32EnumAttrCase<"DoubleRowSwInterleave", 2>]>;
def KLR_MatmulPerfModeAttr : EnumAttr<KLR_Dialect, KLR_MatmulPerfMode, "matmul_perf_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_Engine : KLR_Enum<"Engine", 130, [
    I32EnumAttrCase<"unassigned", 0>,
    I32EnumAttrCase<"act", 1>,
    I32EnumAttrCase<"dma", 2>,
    I32EnumAttrCase<"dve", 3>,
    I32EnumAttrCase<"pe", 4>,
    I32EnumAttrCase<"pool", 5>,
    I32EnumAttrCase<"sp", 6>]>;
def KLR_EngineAttr : EnumAttr<KLR_Dialect, KLR_Engine, "engine"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_AluOp : KLR_Enum<"AluOp", 135, [
    I32EnumAttrCase<"abs", 0>,
    I32EnumAttrCase<"add", 1>,
    I32EnumAttrCase<"arith_shift_left", 2>,
    I32EnumAttrCase<"arith_shift_right", 3>,
    I32EnumAttrCase<"average", 4>,
    I32EnumAttrCase<"bitwise_and", 5>,
    I32EnumAttrCase<"bitwise_not", 6>,
    I32EnumAttrCase<"bitwise_or", 7>,
    I32EnumAttrCase<"bitwise_xor", 8>,
    I32EnumAttrCase<"bypass", 9>,
    I32EnumAttrCase<"divide", 10>,
    I32EnumAttrCase<"is_equal", 11>,
    I32EnumAttrCase<"is_ge", 12>,
    I32EnumAttrCase<"is_gt", 13>,
    I32EnumAttrCase<"is_le", 14>,
    I32EnumAttrCase<"is_lt", 15>,
    I32EnumAttrCase<"logical_and", 16>,
    I32EnumAttrCase<"logical_or", 17>,
    I32EnumAttrCase<"logical_shift_left", 18>,
    I32EnumAttrCase<"logical_shift_right", 19>,
    I32EnumAttrCase<"logical_xor", 20>,
    I32EnumAttrCase<"max", 21>,
    I32EnumAttrCase<"min", 22>,
    I32EnumAttrCase<"mod", 23>,
    I32EnumAttrCase<"mult", 24>,
    I32EnumAttrCase<"not_equal", 25>,
    I32EnumAttrCase<"pow", 26>,
    I32EnumAttrCase<"rsqrt", 27>,
    I32EnumAttrCase<"subtract", 28>]>;
def KLR_AluOpAttr : EnumAttr<KLR_Dialect, KLR_AluOp, "alu_op"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_DropoutThresholdType : KLR_Enum<"DropoutThresholdType", 136, [
    I32EnumAttrCase<"DropRate", 0>,
    I32EnumAttrCase<"KeepRate", 1>]>;
def KLR_DropoutThresholdTypeAttr : EnumAttr<KLR_Dialect, KLR_DropoutThresholdType, "dropout_threshold_type"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_AccumCmd : KLR_Enum<"AccumCmd", 137, [
    I32EnumAttrCase<"Idle", 0>,
    I32EnumAttrCase<"Zero", 1>,
    I32EnumAttrCase<"Accumulate", 2>,
    I32EnumAttrCase<"ZeroAccumulate", 3>,
    I32EnumAttrCase<"LoadAccumulate", 4>]>;
def KLR_AccumCmdAttr : EnumAttr<KLR_Dialect, KLR_AccumCmd, "accum_cmd"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_ActivationFunc : KLR_Enum<"ActivationFunc", 138, [
    I32EnumAttrCase<"abs", 0>,
    I32EnumAttrCase<"arctan", 1>,
    I32EnumAttrCase<"copy", 2>,
    I32EnumAttrCase<"erf", 3>,
    I32EnumAttrCase<"erf_dx", 4>,
    I32EnumAttrCase<"exp", 5>,
    I32EnumAttrCase<"gelu", 6>,
    I32EnumAttrCase<"gelu_apprx_tanh", 7>,
    I32EnumAttrCase<"gelu_dx", 8>,
    I32EnumAttrCase<"log", 9>,
    I32EnumAttrCase<"mish", 10>,
    I32EnumAttrCase<"reciprocal", 11>,
    I32EnumAttrCase<"relu", 12>,
    I32EnumAttrCase<"rsqrt", 13>,
    I32EnumAttrCase<"sigmoid", 14>,
    I32EnumAttrCase<"sign", 15>,
    I32EnumAttrCase<"silu", 16>,
    I32EnumAttrCase<"silu_dx", 17>,
    I32EnumAttrCase<"sin", 18>,
    I32EnumAttrCase<"softplus", 19>,
    I32EnumAttrCase<"sqrt", 20>,
    I32EnumAttrCase<"square", 21>,
    I32EnumAttrCase<"tanh", 22>,
    I32EnumAttrCase<"gelu_apprx_sigmoid", 23>,
    I32EnumAttrCase<"gelu_apprx_sigmoid_dx", 24>]>;
def KLR_ActivationFuncAttr : EnumAttr<KLR_Dialect, KLR_ActivationFunc, "activation_func"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_AffineSelectCmp : KLR_Enum<"AffineSelectCmp", 139, [
    I32EnumAttrCase<"GreaterThan", 0>,
    I32EnumAttrCase<"GreaterThanEq", 1>,
    I32EnumAttrCase<"Eq", 2>,
    I32EnumAttrCase<"NotEq", 3>]>;
def KLR_AffineSelectCmpAttr : EnumAttr<KLR_Dialect, KLR_AffineSelectCmp, "affine_select_cmp"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_DgeComputeOp : KLR_Enum<"DgeComputeOp", 140, [
    I32EnumAttrCase<"none", 0>,
    I32EnumAttrCase<"add", 1>]>;
def KLR_DgeComputeOpAttr : EnumAttr<KLR_Dialect, KLR_DgeComputeOp, "dge_compute_op"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_MatmulGroupElement : KLR_Enum<"MatmulGroupElement", 142, [
    I32EnumAttrCase<"first", 0>,
    I32EnumAttrCase<"middle", 1>,
    I32EnumAttrCase<"last", 2>,
    I32EnumAttrCase<"whole", 3>]>;
def KLR_MatmulGroupElementAttr : EnumAttr<KLR_Dialect, KLR_MatmulGroupElement, "matmul_group_element"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_TensorScalarReverseOps : KLR_Enum<"TensorScalarReverseOps", 144, [
    I32EnumAttrCase<"none", 0>,
    I32EnumAttrCase<"first", 1>,
    I32EnumAttrCase<"second", 2>,
    I32EnumAttrCase<"both", 3>]>;
def KLR_TensorScalarReverseOpsAttr : EnumAttr<KLR_Dialect, KLR_TensorScalarReverseOps, "tensor_scalar_reverse_ops"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_TensorSubDim : KLR_Enum<"TensorSubDim", 145, [
    I32EnumAttrCase<"X", 0>,
    I32EnumAttrCase<"XY", 1>,
    I32EnumAttrCase<"XYZ", 2>,
    I32EnumAttrCase<"XYZW", 3>]>;
def KLR_TensorSubDimAttr : EnumAttr<KLR_Dialect, KLR_TensorSubDim, "tensor_sub_dim"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_TransposeOps : KLR_Enum<"TransposeOps", 146, [
    I32EnumAttrCase<"None", 0>,
    I32EnumAttrCase<"WZXY", 1>,
    I32EnumAttrCase<"WXZY", 2>,
    I32EnumAttrCase<"WYXZ", 3>,
    I32EnumAttrCase<"ZWYX", 4>,
    I32EnumAttrCase<"ZYWX", 5>,
    I32EnumAttrCase<"ZYXW", 6>,
    I32EnumAttrCase<"YXWZ", 7>,
    I32EnumAttrCase<"YXZW", 8>,
    I32EnumAttrCase<"YWZX", 9>,
    I32EnumAttrCase<"XWZY", 10>,
    I32EnumAttrCase<"XZYW", 11>,
    I32EnumAttrCase<"XYZW", 12>,
    I32EnumAttrCase<"XYWZ", 13>]>;
def KLR_TransposeOpsAttr : EnumAttr<KLR_Dialect, KLR_TransposeOps, "transpose_ops"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_BrCmpOp : KLR_Enum<"BrCmpOp", 189, [
    I32EnumAttrCase<"always", 0>,
    I32EnumAttrCase<"lt_imm", 1>,
    I32EnumAttrCase<"le_imm", 2>,
    I32EnumAttrCase<"eq_imm", 3>,
    I32EnumAttrCase<"ne_imm", 4>,
    I32EnumAttrCase<"ge_imm", 5>,
    I32EnumAttrCase<"gt_imm", 6>,
    I32EnumAttrCase<"lt_reg", 7>,
    I32EnumAttrCase<"le_reg", 8>,
    I32EnumAttrCase<"eq_reg", 9>,
    I32EnumAttrCase<"ne_reg", 10>,
    I32EnumAttrCase<"ge_reg", 11>,
    I32EnumAttrCase<"gt_reg", 12>]>;
def KLR_BrCmpOpAttr : EnumAttr<KLR_Dialect, KLR_BrCmpOp, "br_cmp_op"> {
  let assemblyFormat = "`<` $value `>`";
}

def KLR_PrintOutputBuffer : KLR_Enum<"PrintOutputBuffer", 214, [
    I32EnumAttrCase<"Stdout", 0, "stdout">,
    I32EnumAttrCase<"Stderr", 1, "stderr">]>;
def KLR_PrintOutputBufferAttr : EnumAttr<KLR_Dialect, KLR_PrintOutputBuffer, "print_output_buffer"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // KLR_ENUMS_TD
