#ifndef BIR_ENUMS_TD
#define BIR_ENUMS_TD

include "bir/BIRDialect.td"
include "dtype/Dtype.td"

// Every enumeration of the JSON format (docs/bir-json-format.md §4.3, §6.1, §7.2-§7.4, §9.5).
// Case names are the JSON strings; values are the declaration order unless
// the compiler's numbering is known (FunctionKind, KernelSource).
// Printed as #bir.<mnemonic><Case>, e.g. #bir.memory_type<SB>.

class BIR_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::nki::bir";
  let genSpecializedAttr = 0;
}

class BIR_EnumAttr<EnumAttrInfo info, string mnemonic>
    : EnumAttr<BIR_Dialect, info, mnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

// Engine strings of the JSON format, in the model's declaration order.
def BIR_Engine : I32EnumAttr<"Engine", "engine", [
    I32EnumAttrCase<"Unassigned", 0>, I32EnumAttrCase<"Pool", 1>,
    I32EnumAttrCase<"Activation", 2>, I32EnumAttrCase<"PE", 3>,
    I32EnumAttrCase<"DMA", 4>, I32EnumAttrCase<"DVE", 5>,
    I32EnumAttrCase<"SP", 6>]> {
  let cppNamespace = "::nki::bir";
  let genSpecializedAttr = 0;
}
// #bir.engine<DVE>; instructions print it bare (`engine DVE`, custom<Engine>).
def BIR_EngineAttr : BIR_EnumAttr<BIR_Engine, "engine">;

def BIR_StorageKind : BIR_I32Enum<"StorageKind", "storage kind (Skind)", [
    I32EnumAttrCase<"memory_location_set", 0>,
    I32EnumAttrCase<"memory_location", 1>,
    I32EnumAttrCase<"register_", 2, "register">]>;
def BIR_StorageKindAttr : BIR_EnumAttr<BIR_StorageKind, "storage_kind">;

def BIR_AddrSpace : BIR_I32Enum<"AddrSpace", "allocation address space", [
    I32EnumAttrCase<"Local", 0>, I32EnumAttrCase<"Shared", 1>]>;
def BIR_AddrSpaceAttr : BIR_EnumAttr<BIR_AddrSpace, "addr_space">;

def BIR_MemoryType : BIR_I32Enum<"MemoryType", "memory location type", [
    I32EnumAttrCase<"Unallocated", 0>, I32EnumAttrCase<"Input", 1>,
    I32EnumAttrCase<"Output", 2>, I32EnumAttrCase<"DRAM", 3>,
    I32EnumAttrCase<"SB", 4>, I32EnumAttrCase<"PSUM", 5>,
    I32EnumAttrCase<"RNGSTATE", 6>, I32EnumAttrCase<"REG", 7>]>;
def BIR_MemoryTypeAttr : BIR_EnumAttr<BIR_MemoryType, "memory_type">;

def BIR_TensorKind : BIR_I32Enum<"TensorKind", "allocation kind", [
    I32EnumAttrCase<"ExternalInput", 0>,
    I32EnumAttrCase<"ExternalInputParameter", 1>, I32EnumAttrCase<"Input", 2>,
    I32EnumAttrCase<"ExternalOutput", 3>,
    I32EnumAttrCase<"ExternalOutputParameter", 4>,
    I32EnumAttrCase<"Output", 5>, I32EnumAttrCase<"Const", 6>,
    I32EnumAttrCase<"Internal", 7>, I32EnumAttrCase<"Pointer", 8>,
    I32EnumAttrCase<"InternalInterface", 9>]>;
def BIR_TensorKindAttr : BIR_EnumAttr<BIR_TensorKind, "tensor_kind">;

def BIR_TensorClass : BIR_I32Enum<"TensorClass", "allocation tensor class", [
    I32EnumAttrCase<"Tensor", 0>, I32EnumAttrCase<"LoopTensor", 1>,
    I32EnumAttrCase<"SingleValueTensor", 2>,
    I32EnumAttrCase<"NeuronTensor", 3>,
    I32EnumAttrCase<"NeuronWeightTensor", 4>,
    I32EnumAttrCase<"IdentityWeightTensor", 5>,
    I32EnumAttrCase<"NeuronBlockTensor", 6>,
    I32EnumAttrCase<"DRAM2DBlockTensor", 7>,
    I32EnumAttrCase<"Neuron3DBlockTensor", 8>,
    I32EnumAttrCase<"DRAM3DBlockTensor", 9>,
    I32EnumAttrCase<"NeuronLocalTensor", 10>,
    I32EnumAttrCase<"NeuronSBTensor", 11>,
    I32EnumAttrCase<"NeuronPSUMTensor", 12>]>;
def BIR_TensorClassAttr : BIR_EnumAttr<BIR_TensorClass, "tensor_class">;

// The cases (KLR's, which BIR JSON spells alike): dialects/dtype/Dtype.td.
def BIR_Dtype : BIR_I32Enum<"Dtype", "element type (JSON dtype spelling)",
                            NKI_DtypeCases>;
def BIR_DtypeAttr : BIR_EnumAttr<BIR_Dtype, "dtype">;

def BIR_AluOp : BIR_I32Enum<"AluOp", "ALU operation", [
    I32EnumAttrCase<"abs", 0>, I32EnumAttrCase<"add", 1>,
    I32EnumAttrCase<"arith_shift_left", 2>,
    I32EnumAttrCase<"arith_shift_right", 3>, I32EnumAttrCase<"average", 4>,
    I32EnumAttrCase<"bitwise_and", 5>, I32EnumAttrCase<"bitwise_not", 6>,
    I32EnumAttrCase<"bitwise_or", 7>, I32EnumAttrCase<"bitwise_xor", 8>,
    I32EnumAttrCase<"bypass", 9>, I32EnumAttrCase<"divide", 10>,
    I32EnumAttrCase<"is_equal", 11>, I32EnumAttrCase<"is_ge", 12>,
    I32EnumAttrCase<"is_gt", 13>, I32EnumAttrCase<"is_le", 14>,
    I32EnumAttrCase<"is_lt", 15>, I32EnumAttrCase<"logical_and", 16>,
    I32EnumAttrCase<"logical_or", 17>,
    I32EnumAttrCase<"logical_shift_left", 18>,
    I32EnumAttrCase<"logical_shift_right", 19>,
    I32EnumAttrCase<"logical_xor", 20>, I32EnumAttrCase<"max", 21>,
    I32EnumAttrCase<"min", 22>, I32EnumAttrCase<"mod", 23>,
    I32EnumAttrCase<"mult", 24>, I32EnumAttrCase<"not_equal", 25>,
    I32EnumAttrCase<"pow", 26>, I32EnumAttrCase<"rsqrt", 27>,
    I32EnumAttrCase<"subtract", 28>]>;
def BIR_AluOpAttr : BIR_EnumAttr<BIR_AluOp, "alu_op">;

def BIR_ActivationFunctionType : BIR_I32Enum<"ActivationFunctionType", "ActivationFunctionType", [
    I32EnumAttrCase<"Abs", 0>, I32EnumAttrCase<"Abs_reciprocal_sqrt", 1>,
    I32EnumAttrCase<"Arctan", 2>, I32EnumAttrCase<"Copy", 3>,
    I32EnumAttrCase<"Derivative_Erf", 4>,
    I32EnumAttrCase<"Derivative_Gelu", 5>,
    I32EnumAttrCase<"Derivative_silu", 6>, I32EnumAttrCase<"Dsqrt", 7>,
    I32EnumAttrCase<"Erf", 8>, I32EnumAttrCase<"Exp", 9>,
    I32EnumAttrCase<"Gelu", 10>, I32EnumAttrCase<"Gelu_apprx_sigmoid", 11>,
    I32EnumAttrCase<"Gelu_apprx_tanh", 12>, I32EnumAttrCase<"Identity", 13>,
    I32EnumAttrCase<"Is_finite", 14>, I32EnumAttrCase<"Ln", 15>,
    I32EnumAttrCase<"Ln_prime", 16>, I32EnumAttrCase<"Lrelu", 17>,
    I32EnumAttrCase<"MemsetZero", 18>, I32EnumAttrCase<"Mish", 19>,
    I32EnumAttrCase<"Prelu", 20>, I32EnumAttrCase<"Reciprocal", 21>,
    I32EnumAttrCase<"Relu", 22>, I32EnumAttrCase<"Rsqrt", 23>,
    I32EnumAttrCase<"Sigmoid", 24>, I32EnumAttrCase<"Sign", 25>,
    I32EnumAttrCase<"Silu", 26>, I32EnumAttrCase<"Sin", 27>,
    I32EnumAttrCase<"Softplus", 28>, I32EnumAttrCase<"Sqrt", 29>,
    I32EnumAttrCase<"Square", 30>, I32EnumAttrCase<"Tanh", 31>,
    I32EnumAttrCase<"Unknown", 32>]>;
def BIR_ActivationFunctionTypeAttr : BIR_EnumAttr<BIR_ActivationFunctionType, "activation_function_type">;

def BIR_EngineAccumulationType : BIR_I32Enum<"EngineAccumulationType", "EngineAccumulationType", [
    I32EnumAttrCase<"Accumulate", 0>, I32EnumAttrCase<"AddAccumulate", 1>,
    I32EnumAttrCase<"Idle", 2>, I32EnumAttrCase<"Zero", 3>,
    I32EnumAttrCase<"ZeroAccumulate", 4>]>;
def BIR_EngineAccumulationTypeAttr : BIR_EnumAttr<BIR_EngineAccumulationType, "engine_accumulation_type">;

def BIR_MatmultPerfMode : BIR_I32Enum<"MatmultPerfMode", "MatmultPerfMode", [
    I32EnumAttrCase<"DoubleColumn", 0>, I32EnumAttrCase<"DoublePixel", 1>,
    I32EnumAttrCase<"DoubleRow", 2>, I32EnumAttrCase<"None", 3>]>;
def BIR_MatmultPerfModeAttr : BIR_EnumAttr<BIR_MatmultPerfMode, "matmult_perf_mode">;

def BIR_MemsetMode : BIR_I32Enum<"MemsetMode", "MemsetMode", [
    I32EnumAttrCase<"Const", 0>, I32EnumAttrCase<"Random", 1>]>;
def BIR_MemsetModeAttr : BIR_EnumAttr<BIR_MemsetMode, "memset_mode">;

def BIR_DGEType : BIR_I32Enum<"DGEType", "DGEType", [
    I32EnumAttrCase<"HWDGE", 0>, I32EnumAttrCase<"None", 1>,
    I32EnumAttrCase<"SWDGE", 2>]>;
def BIR_DGETypeAttr : BIR_EnumAttr<BIR_DGEType, "dge_type">;

def BIR_PoolFunctionType : BIR_I32Enum<"PoolFunctionType", "PoolFunctionType", [
    I32EnumAttrCase<"Avg", 0>, I32EnumAttrCase<"Max", 1>]>;
def BIR_PoolFunctionTypeAttr : BIR_EnumAttr<BIR_PoolFunctionType, "pool_function_type">;

def BIR_AxisListType : BIR_I32Enum<"AxisListType", "AxisListType", [
    I32EnumAttrCase<"C", 0>, I32EnumAttrCase<"X", 1>,
    I32EnumAttrCase<"XY", 2>, I32EnumAttrCase<"XYZ", 3>,
    I32EnumAttrCase<"XYZW", 4>, I32EnumAttrCase<"XYZWC", 5>]>;
def BIR_AxisListTypeAttr : BIR_EnumAttr<BIR_AxisListType, "axis_list_type">;

def BIR_CopyMode : BIR_I32Enum<"CopyMode", "CopyMode", [
    I32EnumAttrCase<"CCE", 0>, I32EnumAttrCase<"Copy", 1>,
    I32EnumAttrCase<"Dynamic", 2>, I32EnumAttrCase<"Replicate", 3>,
    I32EnumAttrCase<"Transpose", 4>]>;
def BIR_CopyModeAttr : BIR_EnumAttr<BIR_CopyMode, "copy_mode">;

def BIR_TransposeOps : BIR_I32Enum<"TransposeOps", "TransposeOps", [
    I32EnumAttrCase<"None", 0>, I32EnumAttrCase<"WXZY", 1>,
    I32EnumAttrCase<"WYXZ", 2>, I32EnumAttrCase<"WZXY", 3>,
    I32EnumAttrCase<"XWZY", 4>, I32EnumAttrCase<"XYWZ", 5>,
    I32EnumAttrCase<"XZYW", 6>, I32EnumAttrCase<"YWZX", 7>,
    I32EnumAttrCase<"YXWZ", 8>, I32EnumAttrCase<"YXZW", 9>,
    I32EnumAttrCase<"ZWYX", 10>, I32EnumAttrCase<"ZYWX", 11>,
    I32EnumAttrCase<"ZYXW", 12>]>;
def BIR_TransposeOpsAttr : BIR_EnumAttr<BIR_TransposeOps, "transpose_ops">;

def BIR_CollectiveKind : BIR_I32Enum<"CollectiveKind", "CollectiveKind", [
    I32EnumAttrCase<"AllGather", 0>, I32EnumAttrCase<"AllReduce", 1>,
    I32EnumAttrCase<"AllToAll", 2>, I32EnumAttrCase<"Permute", 3>,
    I32EnumAttrCase<"PermuteImplicit", 4>,
    I32EnumAttrCase<"PermuteReduce", 5>,
    I32EnumAttrCase<"PermuteReduceImplicit", 6>,
    I32EnumAttrCase<"ReduceScatter", 7>, I32EnumAttrCase<"SendRecv", 8>,
    I32EnumAttrCase<"SendRecvCCE", 9>]>;
def BIR_CollectiveKindAttr : BIR_EnumAttr<BIR_CollectiveKind, "collective_kind">;

def BIR_CollectiveComputeTypeHint : BIR_I32Enum<"CollectiveComputeTypeHint", "CollectiveComputeTypeHint", [
    I32EnumAttrCase<"FSDP", 0>, I32EnumAttrCase<"None", 1>,
    I32EnumAttrCase<"TP", 2>]>;
def BIR_CollectiveComputeTypeHintAttr : BIR_EnumAttr<BIR_CollectiveComputeTypeHint, "collective_compute_type_hint">;

def BIR_RandomAlgorithmKind : BIR_I32Enum<"RandomAlgorithmKind", "RandomAlgorithmKind", [
    I32EnumAttrCase<"LFSR", 0>, I32EnumAttrCase<"PCG32", 1>,
    I32EnumAttrCase<"PHILOX_1", 2>]>;
def BIR_RandomAlgorithmKindAttr : BIR_EnumAttr<BIR_RandomAlgorithmKind, "random_algorithm_kind">;

def BIR_RandomDistributionKind : BIR_I32Enum<"RandomDistributionKind", "RandomDistributionKind", [
    I32EnumAttrCase<"Binomial", 0>, I32EnumAttrCase<"Normal", 1>,
    I32EnumAttrCase<"Raw", 2>, I32EnumAttrCase<"Uniform", 3>]>;
def BIR_RandomDistributionKindAttr : BIR_EnumAttr<BIR_RandomDistributionKind, "random_distribution_kind">;

def BIR_BranchCompareOp : BIR_I32Enum<"BranchCompareOp", "BranchCompareOp", [
    I32EnumAttrCase<"IS_EQIMM", 0>, I32EnumAttrCase<"IS_EQREG", 1>,
    I32EnumAttrCase<"IS_GEIMM", 2>, I32EnumAttrCase<"IS_GEREG", 3>,
    I32EnumAttrCase<"IS_GTIMM", 4>, I32EnumAttrCase<"IS_GTREG", 5>,
    I32EnumAttrCase<"IS_LEIMM", 6>, I32EnumAttrCase<"IS_LEREG", 7>,
    I32EnumAttrCase<"IS_LTIMM", 8>, I32EnumAttrCase<"IS_LTREG", 9>,
    I32EnumAttrCase<"IS_NEIMM", 10>, I32EnumAttrCase<"IS_NEREG", 11>,
    I32EnumAttrCase<"Unsupported", 12>]>;
def BIR_BranchCompareOpAttr : BIR_EnumAttr<BIR_BranchCompareOp, "branch_compare_op">;

def BIR_FunctionKind : BIR_I32Enum<"FunctionKind", "function kind (NKI functions are kind 2)", [
    I32EnumAttrCase<"main", 0>, I32EnumAttrCase<"nki", 2>]>;
def BIR_FunctionKindAttr : BIR_EnumAttr<BIR_FunctionKind, "function_kind">;

def BIR_KernelSource : BIR_I32Enum<"KernelSource", "KernelSource", [
    I32EnumAttrCase<"Beta1", 0>, I32EnumAttrCase<"Beta2", 1>,
    I32EnumAttrCase<"Beta3", 2>]>;
// Parsed by hand so that an unknown name is reported as the compiler does:
// "Unknown KernelSource". 0/1/2 are accepted for Beta1/Beta2/Beta3.
def BIR_KernelSourceAttr : BIR_EnumAttr<BIR_KernelSource, "kernel_source"> {
  let assemblyFormat = "`<` custom<KernelSourceValue>($value) `>`";
}

#endif // BIR_ENUMS_TD
