//===- KLROps.td - KLR kernels, cores, blocks, statements ---*- tablegen -*-===//
//
// Containers (lnc_kernel, kernel, core, block) and one statement op per
// constructor of KLR's `Operator` (docs/klr-binary-format.md §8.2, in order).
// A statement op carries its payload's fields as attributes named exactly as
// in KLR, plus the statement's `stmt_name` (Stmt.name) and `pos` (Stmt.pos).
//
//===----------------------------------------------------------------------===//

#ifndef KLR_OPS_TD
#define KLR_OPS_TD

include "klr/KLRDialect.td"
include "klr/KLREnums.td"
include "klr/KLRAttrs.td"
include "klr/KLRWire.td"
include "mlir/IR/SymbolInterfaces.td"

def KLR_TensorNameArrayAttr
    : TypedArrayAttrBase<KLR_TensorNameAttr, "list of #klr.tensor_name">;

def KLR_LncKernelOp : KLR_Op<"lnc_kernel", [Symbol, IsolatedFromAbove,
                                             NoTerminator, SingleBlock]> {
  let summary = "KLR LncKernel: shared tensors and one klr.core per logical core";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       KLR_TensorNameArrayAttr:$inputs,
                       KLR_TensorNameArrayAttr:$outputs,
                       KLR_TensorNameArrayAttr:$shared_buffers,
                       TypedArrayAttrBase<KLR_SharedConstantFileAttr,
                           "list of #klr.shared_constant_file">:$shared_constants,
                       TypedArrayAttrBase<KLR_EdgesAttr, "list of #klr.edges">:$edges);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "custom<KernelName>($sym_name) attr-dict-with-keyword $body";
}

def KLR_KernelOp : KLR_Op<"kernel", [Symbol, IsolatedFromAbove,
                                     NoTerminator, SingleBlock]> {
  let summary = "KLR Kernel (Contents.kernel): one core's blocks";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       KLR_TensorNameArrayAttr:$inputs,
                       KLR_TensorNameArrayAttr:$outputs);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "custom<KernelName>($sym_name) attr-dict-with-keyword $body";
}

def KLR_CoreOp : KLR_Op<"core", [NoTerminator, SingleBlock,
                                 HasParent<"::nki::klr::LncKernelOp">]> {
  let summary = "one entry of LncKernel.bodies: the blocks of one logical core";
  let arguments = (ins I64Attr:$index);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$index attr-dict-with-keyword $body";
}

def KLR_BlockOp : KLR_Op<"block", [NoTerminator, SingleBlock,
    ParentOneOf<["::nki::klr::CoreOp", "::nki::klr::KernelOp"]>]> {
  let summary = "KLR Block: a labelled list of statements";
  let arguments = (ins StrAttr:$label, UnitAttr:$no_reorder);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$label (`no_reorder` $no_reorder^)? attr-dict-with-keyword $body";
}

// An operator's payload structure (docs/klr-binary-format.md §8.3): its KLR
// name, type tag and fields in wire order, as op arguments.
class KLR_Payload<string name, int tag, dag fields> {
  string klrName = name;
  int klrTag = tag;
  dag klrFields = fields;
}

// A statement `Stmt.oper op name pos` whose operator is the constructor
// `klrCtor` (wire code `code`) of KLR's `Operator` with the given payload.
class KLR_StmtOp<string mnemonic, string klrCtor, int wireCode, KLR_Payload payload>
    : KLR_Op<mnemonic, [HasParent<"::nki::klr::BlockOp">]> {
  string klrConstructor = klrCtor;
  int klrCode = wireCode;
  KLR_Payload klrPayload = payload;
  let summary = "KLR Operator." # klrCtor # " (payload " # payload.klrName # ")";
  let arguments = !con(payload.klrFields,
                       (ins OptionalAttr<StrAttr>:$stmt_name, KLR_PosAttr:$pos));
  let assemblyFormat = "($stmt_name^)? `at` $pos attr-dict";
}

// Payload structs (docs/klr-binary-format.md §8.3), fields in encoding order.

def KLR_ActivatePayload : KLR_Payload<"Activate", 148, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_AccumCmdAttr:$accumulatorCmd,
       KLR_ActivationFuncAttr:$activationFunc,
       KLR_ImmediateArg:$scale,
       KLR_ImmediateArg:$bias,
       KLR_ImmediateArg:$imm)>;
def KLR_NcActivatePayload : KLR_Payload<"NcActivate", 149, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_AccumCmdAttr:$accumulatorCmd,
       KLR_ActivationFuncAttr:$activationFunc,
       KLR_OperandArg:$scale,
       OptionalAttr<KLR_TensorRefArg>:$bias,
       OptionalAttr<KLR_AluOpAttr>:$reduceOp,
       OptionalAttr<KLR_TensorRefArg>:$reduceRes,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_AffineSelectPayload : KLR_Payload<"AffineSelect", 150, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_AffineSelectCmpAttr:$fillMode,
       KLR_NatArg:$fillReg,
       KLR_DataPatternAttr:$maskPattern)>;
def KLR_NcAffineSelectPayload : KLR_Payload<"NcAffineSelect", 151, (ins
       KLR_TensorRefArg:$dst,
       KLR_DataPatternAttr:$pred,
       KLR_TensorRefArg:$onTrueTile,
       KLR_ImmediateArg:$onFalseValue,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_AluOpAttr:$cmpOp)>;
def KLR_BatchNormAggregatePayload : KLR_Payload<"BatchNormAggregate", 174, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_BatchNormStatsPayload : KLR_Payload<"BatchNormStats", 175, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_CopyPayload : KLR_Payload<"Copy", 177, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       OptionalAttr<KLR_TensorSubDimAttr>:$opDim)>;
def KLR_NcCopyPayload : KLR_Payload<"NcCopy", 178, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_EngineAttr:$engine)>;
def KLR_CopyPredicatedPayload : KLR_Payload<"CopyPredicated", 168, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_TensorRefArg:$predicate,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       BoolAttr:$reversePred)>;
def KLR_DmaCopyPayload : KLR_Payload<"DmaCopy", 152, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_DgeComputeOpAttr:$compute_op,
       KLR_DmaBoundsArg:$dstBoundsCheck,
       KLR_DmaBoundsArg:$srcBoundsCheck)>;
def KLR_NcDmaCopyPayload : KLR_Payload<"NcDmaCopy", 153, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_DgeComputeOpAttr:$compute_op,
       KLR_DmaBoundsArg:$oobMode,
       KLR_NatArg:$dgeMode,
       BoolAttr:$uniqueIndices,
       OptionalAttr<KLR_NatArg>:$priority,
       KLR_EngineAttr:$engine)>;
def KLR_DmaTransposePayload : KLR_Payload<"DmaTranspose", 154, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_TransposeOpsAttr:$axes,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_NatArg:$dgeMode,
       KLR_DmaBoundsArg:$oobMode,
       OptionalAttr<KLR_NatArg>:$priority)>;
def KLR_DropoutPayload : KLR_Payload<"Dropout", 147, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_DropoutThresholdTypeAttr:$thresholdType,
       KLR_OperandArg:$threshold,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_FindIndex8Payload : KLR_Payload<"FindIndex8", 171, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_TensorRefArg:$vals,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_IotaPayload : KLR_Payload<"Iota", 159, (ins
       KLR_TensorRefArg:$dst,
       KLR_DataPatternAttr:$pattern,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_LoadMaskRegisterPayload : KLR_Payload<"LoadMaskRegister", 156, (ins
       KLR_NatArg:$regNum)>;
def KLR_LoadStationaryPayload : KLR_Payload<"LoadStationary", 160, (ins
       KLR_TensorRefArg:$src,
       BoolAttr:$isTranspose)>;
def KLR_LocalGatherPayload : KLR_Payload<"LocalGather", 162, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_IndexMissBehaviorArg:$indexMissBehavior,
       BoolAttr:$freePoolBuffer)>;
def KLR_NcLocalGatherPayload : KLR_Payload<"NcLocalGather", 163, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_TensorRefArg:$index,
       KLR_ImmediateArg:$numElemPerIdx,
       OptionalAttr<KLR_ImmediateArg>:$numValidIndicies)>;
def KLR_MatMulPayload : KLR_Payload<"MatMul", 161, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$moving)>;
def KLR_NcMatMulPayload : KLR_Payload<"NcMatMul", 183, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$stationary,
       KLR_TensorRefArg:$moving,
       BoolAttr:$isStationaryOneZero,
       BoolAttr:$isMovingZero,
       BoolAttr:$isTranspose,
       KLR_NatListArg:$tilePosition,
       KLR_NatListArg:$tileSize,
       KLR_MatmulPerfModeAttr:$perfMode)>;
def KLR_MatchReplace8Payload : KLR_Payload<"MatchReplace8", 172, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_TensorRefArg:$vals,
       KLR_ImmediateArg:$replaceValue,
       OptionalAttr<KLR_TensorRefArg>:$dstIdx,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_MatchValueLoadPayload : KLR_Payload<"MatchValueLoad", 170, (ins
       KLR_TensorRefArg:$src)>;
def KLR_Max8Payload : KLR_Payload<"Max8", 173, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_MemSetPayload : KLR_Payload<"MemSet", 158, (ins
       KLR_TensorRefArg:$dst,
       KLR_ImmediateArg:$value,
       KLR_DtypeAttr:$dtype,
       KLR_EngineAttr:$engine)>;
def KLR_RangeSelectPayload : KLR_Payload<"RangeSelect", 164, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_AccumCmdAttr:$reduceCommand,
       KLR_AluOpAttr:$reduceOp,
       F32Attr:$base,
       F32Attr:$fillValue,
       KLR_AluOpAttr:$compOp0,
       KLR_AluOpAttr:$compOp1,
       KLR_ImmediateArg:$bound0,
       KLR_ImmediateArg:$bound1)>;
def KLR_NcRangeSelectPayload : KLR_Payload<"NcRangeSelect", 165, (ins
       KLR_TensorRefArg:$dst,
       KLR_AccumCmdAttr:$reduceCommand,
       OptionalAttr<KLR_TensorRefArg>:$reduceRes,
       OptionalAttr<KLR_AluOpAttr>:$reduceOp,
       KLR_AluOpAttr:$compOp0,
       KLR_AluOpAttr:$compOp1,
       KLR_TensorRefArg:$bound0,
       KLR_TensorRefArg:$bound1,
       KLR_ImmediateArg:$rangeStart,
       KLR_TensorRefArg:$onTrueTile,
       KLR_ImmediateArg:$onFalseValue,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_ReciprocalPayload : KLR_Payload<"Reciprocal", 176, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_ScalarTensorTensorPayload : KLR_Payload<"ScalarTensorTensor", 166, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src0,
       KLR_TensorRefArg:$src1,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverseOperands,
       KLR_ImmediateArg:$imm0,
       KLR_AccumCmdAttr:$accumulatorCmd)>;
def KLR_NcScalarTensorTensorPayload : KLR_Payload<"NcScalarTensorTensor", 167, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$data,
       KLR_OperandArg:$src0,
       KLR_OperandArg:$src1,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverseOperands,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_ShufflePayload : KLR_Payload<"Shuffle", 157, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_ImmediateListArg:$shuffleMask,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_TensorReducePayload : KLR_Payload<"TensorReduce", 179, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_AluOpAttr:$op,
       KLR_TensorSubDimAttr:$opDim,
       BoolAttr:$negated,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       BoolAttr:$keepdims)>;
def KLR_TensorScalarPayload : KLR_Payload<"TensorScalar", 180, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_OperandArg:$imm0,
       KLR_AluOpAttr:$op0,
       OptionalAttr<KLR_OperandArg>:$imm1,
       OptionalAttr<KLR_AluOpAttr>:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverse,
       KLR_EngineAttr:$engine,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_TensorTensorPayload : KLR_Payload<"TensorTensor", 182, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src0,
       KLR_TensorRefArg:$src1,
       KLR_AluOpAttr:$op,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_EngineAttr:$engine)>;
def KLR_TensorTensorScanPayload : KLR_Payload<"TensorTensorScan", 169, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src0,
       KLR_TensorRefArg:$src1,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverseOperands,
       KLR_OperandArg:$imm0,
       KLR_AccumCmdAttr:$accumulatorCmd,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_TensorPartitionReducePayload : KLR_Payload<"TensorPartitionReduce", 184, (ins
       KLR_TensorRefArg:$dst,
       KLR_AluOpAttr:$op,
       KLR_TensorRefArg:$data,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_TensorScalarReducePayload : KLR_Payload<"TensorScalarReduce", 181, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_OperandArg:$operand0,
       KLR_AluOpAttr:$op0,
       BoolAttr:$reverse0,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       OptionalAttr<KLR_AluOpAttr>:$reduceOp,
       KLR_TensorRefArg:$reduceRes,
       KLR_AccumCmdAttr:$reduceCmd,
       OptionalAttr<KLR_ImmediateArg>:$reduceInit)>;
def KLR_TransposePayload : KLR_Payload<"Transpose", 155, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_EngineAttr:$engine)>;
def KLR_SelectReducePayload : KLR_Payload<"SelectReduce", 185, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$predicate,
       KLR_TensorRefArg:$onTrue,
       KLR_OperandArg:$onFalse,
       OptionalAttr<KLR_TensorRefArg>:$reduceRes,
       KLR_AccumCmdAttr:$reduceCmd,
       KLR_AluOpAttr:$reduceOp,
       BoolAttr:$reversePred,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_SequenceBoundsPayload : KLR_Payload<"SequenceBounds", 186, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$segmentIds,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_SendRecvPayload : KLR_Payload<"SendRecv", 187, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_ImmediateArg:$sendToRank,
       KLR_ImmediateArg:$recvFromRank,
       KLR_ImmediateArg:$pipeId,
       BoolAttr:$useGpsimdDma)>;
def KLR_SendRecvComputePayload : KLR_Payload<"SendRecvCompute", 188, (ins
       KLR_TensorRefListArg:$dsts,
       KLR_TensorRefListArg:$srcs,
       KLR_ImmediateListArg:$sendToRanks,
       KLR_ImmediateListArg:$recvFromRanks,
       KLR_ImmediateArg:$pipeId,
       KLR_AluOpAttr:$op)>;
def KLR_TensorLoadPayload : KLR_Payload<"TensorLoad", 190, (ins
       StrAttr:$dst,
       KLR_TensorRefArg:$src)>;
def KLR_TensorStorePayload : KLR_Payload<"TensorStore", 191, (ins
       KLR_TensorRefArg:$dst,
       StrAttr:$src)>;
def KLR_RegisterMovePayload : KLR_Payload<"RegisterMove", 192, (ins
       StrAttr:$dst,
       I32Attr:$imm)>;
def KLR_CmpBranchPayload : KLR_Payload<"CmpBranch", 193, (ins
       StrAttr:$reg1,
       StrAttr:$reg2,
       I32Attr:$imm,
       KLR_BrCmpOpAttr:$op,
       StrAttr:$trueLabel,
       StrAttr:$falseLabel)>;
def KLR_RegisterAluOpPayload : KLR_Payload<"RegisterAluOp", 194, (ins
       StrAttr:$dst,
       StrAttr:$src,
       I32Attr:$imm,
       KLR_AluOpAttr:$op)>;
def KLR_QuantizeMXPayload : KLR_Payload<"QuantizeMX", 195, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_TensorRefArg:$dstScale)>;
def KLR_MatMulMXPayload : KLR_Payload<"MatMulMX", 196, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$stationary,
       KLR_TensorRefArg:$moving,
       KLR_TensorRefArg:$stationaryScale,
       KLR_TensorRefArg:$movingScale,
       OptionalAttr<KLR_NatListArg>:$tilePosition,
       OptionalAttr<KLR_NatListArg>:$tileSize)>;
def KLR_DmaComputePayload : KLR_Payload<"DmaCompute", 197, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefListArg:$srcs,
       KLR_ImmediateListArg:$scales,
       KLR_AluOpAttr:$reduceOp)>;
def KLR_CollectiveOpPayload : KLR_Payload<"CollectiveOp", 199, (ins
       KLR_TensorRefListArg:$dsts,
       KLR_TensorRefListArg:$srcs,
       OptionalAttr<KLR_AluOpAttr>:$op,
       KLR_ReplicaGroupArg:$replicaGroup,
       OptionalAttr<KLR_IntArg>:$concatDim,
       OptionalAttr<KLR_IntListListArg>:$sourceTargetPairs,
       OptionalAttr<KLR_IntArg>:$channel_id,
       OptionalAttr<KLR_IntArg>:$num_channels,
       OptionalAttr<KLR_NatArg>:$priority)>;
def KLR_RankIdPayload : KLR_Payload<"RankId", 200, (ins
       StrAttr:$dst)>;
def KLR_CurrentProcessingRankIdPayload : KLR_Payload<"CurrentProcessingRankId", 201, (ins
       StrAttr:$dst,
       KLR_IntArg:$iterationId,
       KLR_IntArg:$channelId,
       KLR_IntArg:$numChannels,
       KLR_IntListListArg:$replicaGroup)>;
def KLR_SendPayload : KLR_Payload<"Send", 202, (ins
       KLR_AluOpAttr:$op,
       KLR_TensorRefListArg:$srcs,
       KLR_IntArg:$peerId)>;
def KLR_RecvPayload : KLR_Payload<"Recv", 203, (ins
       KLR_AluOpAttr:$op,
       KLR_TensorRefListArg:$dsts,
       KLR_IntListArg:$replicaGroups,
       KLR_IntArg:$peerId)>;
def KLR_CoreBarrierPayload : KLR_Payload<"CoreBarrier", 204, (ins
       KLR_TensorRefArg:$data,
       KLR_IntListArg:$cores,
       KLR_EngineAttr:$engine)>;
def KLR_RngPayload : KLR_Payload<"Rng", 205, (ins
       KLR_TensorRefArg:$dst,
       KLR_EngineAttr:$engine)>;
def KLR_Rand2Payload : KLR_Payload<"Rand2", 206, (ins
       KLR_TensorRefArg:$dst,
       KLR_OperandArg:$min,
       KLR_OperandArg:$max)>;
def KLR_RandGetStatePayload : KLR_Payload<"RandGetState", 207, (ins
       KLR_TensorRefArg:$dst,
       KLR_EngineAttr:$engine)>;
def KLR_SetRngSeedPayload : KLR_Payload<"SetRngSeed", 208, (ins
       KLR_TensorRefArg:$src)>;
def KLR_RandSetStatePayload : KLR_Payload<"RandSetState", 209, (ins
       KLR_TensorRefArg:$src,
       KLR_EngineAttr:$engine)>;
def KLR_ExtendedInstPayload : KLR_Payload<"ExtendedInst", 210, (ins
       KLR_NatArg:$opcode,
       BoolAttr:$hasRead,
       BoolAttr:$hasWrite,
       KLR_NatArg:$ports,
       KLR_NatListArg:$data0,
       KLR_NatListArg:$data1)>;
def KLR_TensorScalarCumulativePayload : KLR_Payload<"TensorScalarCumulative", 211, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_OperandArg:$imm0,
       OptionalAttr<KLR_OperandArg>:$imm1,
       KLR_AccumCmdAttr:$reduceCmd,
       KLR_TensorScalarReverseOpsAttr:$reverse,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_NcNGatherPayload : KLR_Payload<"NcNGather", 212, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$data,
       KLR_TensorRefArg:$indices,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;
def KLR_NonzeroWithCountPayload : KLR_Payload<"NonzeroWithCount", 213, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_ImmediateArg:$indexOffset,
       KLR_ImmediateArg:$paddingVal)>;
def KLR_DevicePrintPayload : KLR_Payload<"DevicePrint", 215, (ins
       KLR_TensorRefArg:$src,
       StrAttr:$printPrefix,
       KLR_PrintOutputBufferAttr:$buffer)>;
def KLR_ExponentialPayload : KLR_Payload<"Exponential", 216, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_OperandArg:$maxValue,
       OptionalAttr<KLR_TensorRefArg>:$reduceRes,
       KLR_AccumCmdAttr:$reducecmd,
       KLR_OperandArg:$reduceInit)>;
def KLR_Activate2Payload : KLR_Payload<"Activate2", 217, (ins
       KLR_TensorRefArg:$dst,
       KLR_TensorRefArg:$src,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_OperandArg:$imm0,
       KLR_OperandArg:$imm1,
       KLR_ActivationFuncAttr:$activationFunc,
       KLR_OperandArg:$reluParam,
       KLR_AluOpAttr:$reduceOp,
       OptionalAttr<KLR_TensorRefArg>:$reduceRes,
       KLR_AccumCmdAttr:$reduceCmd,
       BoolAttr:$reverse0,
       BoolAttr:$reverse1,
       OptionalAttr<KLR_DtypeAttr>:$dtype)>;

// The statement ops, one per Operator constructor, in wire-code order.
def KLR_ActivateOp : KLR_StmtOp<"activate", "activate", 0, KLR_ActivatePayload>;
def KLR_NcActivateOp : KLR_StmtOp<"nc_activate", "ncActivate", 1, KLR_NcActivatePayload>;
def KLR_ActivationReduceOp : KLR_StmtOp<"activation_reduce", "activationReduce", 2, KLR_NcActivatePayload>;
def KLR_AffineSelectOp : KLR_StmtOp<"affine_select", "affineSelect", 3, KLR_AffineSelectPayload>;
def KLR_NcAffineSelectOp : KLR_StmtOp<"nc_affine_select", "ncAffineSelect", 4, KLR_NcAffineSelectPayload>;
def KLR_BatchNormAggregateOp : KLR_StmtOp<"batch_norm_aggregate", "batchNormAggregate", 5, KLR_BatchNormAggregatePayload>;
def KLR_BatchNormStatsOp : KLR_StmtOp<"batch_norm_stats", "batchNormStats", 6, KLR_BatchNormStatsPayload>;
def KLR_CopyOp : KLR_StmtOp<"copy", "copy", 7, KLR_CopyPayload>;
def KLR_NcCopyOp : KLR_StmtOp<"nc_copy", "ncCopy", 8, KLR_NcCopyPayload>;
def KLR_CopyPredicatedOp : KLR_StmtOp<"copy_predicated", "copyPredicated", 9, KLR_CopyPredicatedPayload>;
def KLR_DmaCopyOp : KLR_StmtOp<"dma_copy", "dmaCopy", 10, KLR_DmaCopyPayload>;
def KLR_NcDmaCopyOp : KLR_StmtOp<"nc_dma_copy", "ncDmaCopy", 11, KLR_NcDmaCopyPayload>;
def KLR_DmaTransposeOp : KLR_StmtOp<"dma_transpose", "dmaTranspose", 12, KLR_DmaTransposePayload>;
def KLR_DropoutOp : KLR_StmtOp<"dropout", "dropout", 13, KLR_DropoutPayload>;
def KLR_FindIndex8Op : KLR_StmtOp<"find_index8", "findIndex8", 14, KLR_FindIndex8Payload>;
def KLR_IotaOp : KLR_StmtOp<"iota", "iota", 15, KLR_IotaPayload>;
def KLR_LoadMaskRegisterOp : KLR_StmtOp<"load_mask_register", "loadMaskRegister", 16, KLR_LoadMaskRegisterPayload>;
def KLR_LoadStationaryOp : KLR_StmtOp<"load_stationary", "loadStationary", 17, KLR_LoadStationaryPayload>;
def KLR_LocalGatherOp : KLR_StmtOp<"local_gather", "localGather", 18, KLR_LocalGatherPayload>;
def KLR_NcLocalGatherOp : KLR_StmtOp<"nc_local_gather", "ncLocalGather", 19, KLR_NcLocalGatherPayload>;
def KLR_MatMulOp : KLR_StmtOp<"mat_mul", "matMul", 20, KLR_MatMulPayload>;
def KLR_NcMatMulOp : KLR_StmtOp<"nc_mat_mul", "ncMatMul", 21, KLR_NcMatMulPayload>;
def KLR_MatchReplace8Op : KLR_StmtOp<"match_replace8", "matchReplace8", 22, KLR_MatchReplace8Payload>;
def KLR_MatchValueLoadOp : KLR_StmtOp<"match_value_load", "matchValueLoad", 23, KLR_MatchValueLoadPayload>;
def KLR_Max8Op : KLR_StmtOp<"max8", "max8", 24, KLR_Max8Payload>;
def KLR_MemSetOp : KLR_StmtOp<"mem_set", "memSet", 25, KLR_MemSetPayload>;
def KLR_RangeSelectOp : KLR_StmtOp<"range_select", "rangeSelect", 26, KLR_RangeSelectPayload>;
def KLR_NcRangeSelectOp : KLR_StmtOp<"nc_range_select", "ncRangeSelect", 27, KLR_NcRangeSelectPayload>;
def KLR_ReciprocalOp : KLR_StmtOp<"reciprocal", "reciprocal", 28, KLR_ReciprocalPayload>;
def KLR_ScalarTensorTensorOp : KLR_StmtOp<"scalar_tensor_tensor", "scalarTensorTensor", 29, KLR_ScalarTensorTensorPayload>;
def KLR_NcScalarTensorTensorOp : KLR_StmtOp<"nc_scalar_tensor_tensor", "ncScalarTensorTensor", 30, KLR_NcScalarTensorTensorPayload>;
def KLR_ShuffleOp : KLR_StmtOp<"shuffle", "shuffle", 31, KLR_ShufflePayload>;
def KLR_TensorReduceOp : KLR_StmtOp<"tensor_reduce", "tensorReduce", 32, KLR_TensorReducePayload>;
def KLR_TensorScalarOp : KLR_StmtOp<"tensor_scalar", "tensorScalar", 33, KLR_TensorScalarPayload>;
def KLR_TensorTensorOp : KLR_StmtOp<"tensor_tensor", "tensorTensor", 34, KLR_TensorTensorPayload>;
def KLR_TensorTensorScanOp : KLR_StmtOp<"tensor_tensor_scan", "tensorTensorScan", 35, KLR_TensorTensorScanPayload>;
def KLR_TensorPartitionReduceOp : KLR_StmtOp<"tensor_partition_reduce", "tensorPartitionReduce", 36, KLR_TensorPartitionReducePayload>;
def KLR_TensorScalarReduceOp : KLR_StmtOp<"tensor_scalar_reduce", "tensorScalarReduce", 37, KLR_TensorScalarReducePayload>;
def KLR_TransposeOp : KLR_StmtOp<"transpose", "transpose", 38, KLR_TransposePayload>;
def KLR_SelectReduceOp : KLR_StmtOp<"select_reduce", "selectReduce", 39, KLR_SelectReducePayload>;
def KLR_SequenceBoundsOp : KLR_StmtOp<"sequence_bounds", "sequenceBounds", 40, KLR_SequenceBoundsPayload>;
def KLR_SendRecvOp : KLR_StmtOp<"send_recv", "sendRecv", 41, KLR_SendRecvPayload>;
def KLR_SendRecvComputeOp : KLR_StmtOp<"send_recv_compute", "sendRecvCompute", 42, KLR_SendRecvComputePayload>;
def KLR_TensorLoadOp : KLR_StmtOp<"tensor_load", "tensorLoad", 43, KLR_TensorLoadPayload>;
def KLR_TensorStoreOp : KLR_StmtOp<"tensor_store", "tensorStore", 44, KLR_TensorStorePayload>;
def KLR_RegisterMoveOp : KLR_StmtOp<"register_move", "registerMove", 45, KLR_RegisterMovePayload>;
def KLR_CmpBranchOp : KLR_StmtOp<"cmp_branch", "cmpBranch", 46, KLR_CmpBranchPayload>;
def KLR_RegisterAluOpOp : KLR_StmtOp<"register_alu_op", "registerAluOp", 47, KLR_RegisterAluOpPayload>;
def KLR_QuantizeMXOp : KLR_StmtOp<"quantize_mx", "quantizeMX", 48, KLR_QuantizeMXPayload>;
def KLR_NcMatMulMXOp : KLR_StmtOp<"nc_mat_mul_mx", "ncMatMulMX", 49, KLR_MatMulMXPayload>;
def KLR_DmaComputeOp : KLR_StmtOp<"dma_compute", "dmaCompute", 50, KLR_DmaComputePayload>;
def KLR_AllReduceOp : KLR_StmtOp<"all_reduce", "allReduce", 51, KLR_CollectiveOpPayload>;
def KLR_AllGatherOp : KLR_StmtOp<"all_gather", "allGather", 52, KLR_CollectiveOpPayload>;
def KLR_ReduceScatterOp : KLR_StmtOp<"reduce_scatter", "reduceScatter", 53, KLR_CollectiveOpPayload>;
def KLR_CollectivePermuteOp : KLR_StmtOp<"collective_permute", "collectivePermute", 54, KLR_CollectiveOpPayload>;
def KLR_CollectivePermuteImplicitOp : KLR_StmtOp<"collective_permute_implicit", "collectivePermuteImplicit", 55, KLR_CollectiveOpPayload>;
def KLR_CollectivePermuteImplicitReduceOp : KLR_StmtOp<"collective_permute_implicit_reduce", "collectivePermuteImplicitReduce", 56, KLR_CollectiveOpPayload>;
def KLR_BroadcastOp : KLR_StmtOp<"broadcast", "broadcast", 57, KLR_CollectiveOpPayload>;
def KLR_AllToAllOp : KLR_StmtOp<"all_to_all", "allToAll", 58, KLR_CollectiveOpPayload>;
def KLR_RankIdOp : KLR_StmtOp<"rank_id", "rankId", 59, KLR_RankIdPayload>;
def KLR_CurrentProcessingRankIdOp : KLR_StmtOp<"current_processing_rank_id", "currentProcessingRankId", 60, KLR_CurrentProcessingRankIdPayload>;
def KLR_SendOp : KLR_StmtOp<"send", "send", 61, KLR_SendPayload>;
def KLR_RecvOp : KLR_StmtOp<"recv", "recv", 62, KLR_RecvPayload>;
def KLR_CoreBarrierOp : KLR_StmtOp<"core_barrier", "coreBarrier", 63, KLR_CoreBarrierPayload>;
def KLR_RngOp : KLR_StmtOp<"rng", "rng", 64, KLR_RngPayload>;
def KLR_Rand2Op : KLR_StmtOp<"rand2", "rand2", 65, KLR_Rand2Payload>;
def KLR_RandGetStateOp : KLR_StmtOp<"rand_get_state", "randGetState", 66, KLR_RandGetStatePayload>;
def KLR_SetRngSeedOp : KLR_StmtOp<"set_rng_seed", "setRngSeed", 67, KLR_SetRngSeedPayload>;
def KLR_RandSetStateOp : KLR_StmtOp<"rand_set_state", "randSetState", 68, KLR_RandSetStatePayload>;
def KLR_ExtendedInstOp : KLR_StmtOp<"extended_inst", "extendedInst", 69, KLR_ExtendedInstPayload>;
def KLR_TensorScalarCumulativeOp : KLR_StmtOp<"tensor_scalar_cumulative", "tensorScalarCumulative", 70, KLR_TensorScalarCumulativePayload>;
def KLR_NcNGatherOp : KLR_StmtOp<"nc_n_gather", "ncNGather", 71, KLR_NcNGatherPayload>;
def KLR_NonzeroWithCountOp : KLR_StmtOp<"nonzero_with_count", "nonzeroWithCount", 72, KLR_NonzeroWithCountPayload>;
def KLR_DevicePrintOp : KLR_StmtOp<"device_print", "devicePrint", 73, KLR_DevicePrintPayload>;
def KLR_ExponentialOp : KLR_StmtOp<"exponential", "exponential", 74, KLR_ExponentialPayload>;
def KLR_Activate2Op : KLR_StmtOp<"activate2", "activate2", 75, KLR_Activate2Payload>;

#endif // KLR_OPS_TD
