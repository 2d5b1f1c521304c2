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

// A statement `Stmt.oper op name pos` whose operator has the given payload.
class KLR_StmtOp<string mnemonic, string klrCtor, string payload, dag payloadArgs>
    : KLR_Op<mnemonic, [HasParent<"::nki::klr::BlockOp">]> {
  // The schema names the op stands for (checked against the Rust schema by
  // dialects/src/klr/tests.rs).
  string klrConstructor = klrCtor;
  string klrPayload = payload;
  let summary = "KLR Operator." # klrCtor # " (payload " # payload # ")";
  let arguments = !con(payloadArgs,
                       (ins OptionalAttr<StrAttr>:$stmt_name, KLR_PosAttr:$pos));
  let assemblyFormat = "($stmt_name^)? `at` $pos attr-dict";
}

// Payload structs (docs/klr-binary-format.md §8.3), fields in encoding order.

defvar KLR_ActivatePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_AccumCmdAttr:$accumulatorCmd,
       KLR_ActivationFuncAttr:$activationFunc,
       AnyAttr:$scale,
       AnyAttr:$bias,
       AnyAttr:$imm);
defvar KLR_NcActivatePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_AccumCmdAttr:$accumulatorCmd,
       KLR_ActivationFuncAttr:$activationFunc,
       AnyAttr:$scale,
       OptionalAttr<AnyAttr>:$bias,
       OptionalAttr<KLR_AluOpAttr>:$reduceOp,
       OptionalAttr<AnyAttr>:$reduceRes,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_AffineSelectPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_AffineSelectCmpAttr:$fillMode,
       I64Attr:$fillReg,
       KLR_DataPatternAttr:$maskPattern);
defvar KLR_NcAffineSelectPayload = (ins
       AnyAttr:$dst,
       KLR_DataPatternAttr:$pred,
       AnyAttr:$onTrueTile,
       AnyAttr:$onFalseValue,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_AluOpAttr:$cmpOp);
defvar KLR_BatchNormAggregatePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_BatchNormStatsPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_CopyPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       OptionalAttr<KLR_TensorSubDimAttr>:$opDim);
defvar KLR_NcCopyPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_EngineAttr:$engine);
defvar KLR_CopyPredicatedPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$predicate,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       BoolAttr:$reversePred);
defvar KLR_DmaCopyPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_DgeComputeOpAttr:$compute_op,
       AnyAttr:$dstBoundsCheck,
       AnyAttr:$srcBoundsCheck);
defvar KLR_NcDmaCopyPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_DgeComputeOpAttr:$compute_op,
       AnyAttr:$oobMode,
       I64Attr:$dgeMode,
       BoolAttr:$uniqueIndices,
       OptionalAttr<I64Attr>:$priority,
       KLR_EngineAttr:$engine);
defvar KLR_DmaTransposePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_TransposeOpsAttr:$axes,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       I64Attr:$dgeMode,
       AnyAttr:$oobMode,
       OptionalAttr<I64Attr>:$priority);
defvar KLR_DropoutPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_DropoutThresholdTypeAttr:$thresholdType,
       AnyAttr:$threshold,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_FindIndex8Payload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$vals,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_IotaPayload = (ins
       AnyAttr:$dst,
       KLR_DataPatternAttr:$pattern,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_LoadMaskRegisterPayload = (ins
       I64Attr:$regNum);
defvar KLR_LoadStationaryPayload = (ins
       AnyAttr:$src,
       BoolAttr:$isTranspose);
defvar KLR_LocalGatherPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$indexMissBehavior,
       BoolAttr:$freePoolBuffer);
defvar KLR_NcLocalGatherPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$index,
       AnyAttr:$numElemPerIdx,
       OptionalAttr<AnyAttr>:$numValidIndicies);
defvar KLR_MatMulPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$moving);
defvar KLR_NcMatMulPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$stationary,
       AnyAttr:$moving,
       BoolAttr:$isStationaryOneZero,
       BoolAttr:$isMovingZero,
       BoolAttr:$isTranspose,
       DenseI64ArrayAttr:$tilePosition,
       DenseI64ArrayAttr:$tileSize,
       KLR_MatmulPerfModeAttr:$perfMode);
defvar KLR_MatchReplace8Payload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$vals,
       AnyAttr:$replaceValue,
       OptionalAttr<AnyAttr>:$dstIdx,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_MatchValueLoadPayload = (ins
       AnyAttr:$src);
defvar KLR_Max8Payload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_MemSetPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$value,
       KLR_DtypeAttr:$dtype,
       KLR_EngineAttr:$engine);
defvar KLR_RangeSelectPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_AccumCmdAttr:$reduceCommand,
       KLR_AluOpAttr:$reduceOp,
       F32Attr:$base,
       F32Attr:$fillValue,
       KLR_AluOpAttr:$compOp0,
       KLR_AluOpAttr:$compOp1,
       AnyAttr:$bound0,
       AnyAttr:$bound1);
defvar KLR_NcRangeSelectPayload = (ins
       AnyAttr:$dst,
       KLR_AccumCmdAttr:$reduceCommand,
       OptionalAttr<AnyAttr>:$reduceRes,
       OptionalAttr<KLR_AluOpAttr>:$reduceOp,
       KLR_AluOpAttr:$compOp0,
       KLR_AluOpAttr:$compOp1,
       AnyAttr:$bound0,
       AnyAttr:$bound1,
       AnyAttr:$rangeStart,
       AnyAttr:$onTrueTile,
       AnyAttr:$onFalseValue,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_ReciprocalPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_ScalarTensorTensorPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src0,
       AnyAttr:$src1,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverseOperands,
       AnyAttr:$imm0,
       KLR_AccumCmdAttr:$accumulatorCmd);
defvar KLR_NcScalarTensorTensorPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$data,
       AnyAttr:$src0,
       AnyAttr:$src1,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverseOperands,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_ShufflePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       ArrayAttr:$shuffleMask,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_TensorReducePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_AluOpAttr:$op,
       KLR_TensorSubDimAttr:$opDim,
       BoolAttr:$negated,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       BoolAttr:$keepdims);
defvar KLR_TensorScalarPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$imm0,
       KLR_AluOpAttr:$op0,
       OptionalAttr<AnyAttr>:$imm1,
       OptionalAttr<KLR_AluOpAttr>:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverse,
       KLR_EngineAttr:$engine,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_TensorTensorPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src0,
       AnyAttr:$src1,
       KLR_AluOpAttr:$op,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_EngineAttr:$engine);
defvar KLR_TensorTensorScanPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src0,
       AnyAttr:$src1,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       KLR_TensorScalarReverseOpsAttr:$reverseOperands,
       AnyAttr:$imm0,
       KLR_AccumCmdAttr:$accumulatorCmd,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_TensorPartitionReducePayload = (ins
       AnyAttr:$dst,
       KLR_AluOpAttr:$op,
       AnyAttr:$data,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_TensorScalarReducePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$operand0,
       KLR_AluOpAttr:$op0,
       BoolAttr:$reverse0,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       OptionalAttr<KLR_AluOpAttr>:$reduceOp,
       AnyAttr:$reduceRes,
       KLR_AccumCmdAttr:$reduceCmd,
       OptionalAttr<AnyAttr>:$reduceInit);
defvar KLR_TransposePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       OptionalAttr<KLR_DtypeAttr>:$dtype,
       KLR_EngineAttr:$engine);
defvar KLR_SelectReducePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$predicate,
       AnyAttr:$onTrue,
       AnyAttr:$onFalse,
       OptionalAttr<AnyAttr>:$reduceRes,
       KLR_AccumCmdAttr:$reduceCmd,
       KLR_AluOpAttr:$reduceOp,
       BoolAttr:$reversePred,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_SequenceBoundsPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$segmentIds,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_SendRecvPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$sendToRank,
       AnyAttr:$recvFromRank,
       AnyAttr:$pipeId,
       BoolAttr:$useGpsimdDma);
defvar KLR_SendRecvComputePayload = (ins
       ArrayAttr:$dsts,
       ArrayAttr:$srcs,
       ArrayAttr:$sendToRanks,
       ArrayAttr:$recvFromRanks,
       AnyAttr:$pipeId,
       KLR_AluOpAttr:$op);
defvar KLR_TensorLoadPayload = (ins
       StrAttr:$dst,
       AnyAttr:$src);
defvar KLR_TensorStorePayload = (ins
       AnyAttr:$dst,
       StrAttr:$src);
defvar KLR_RegisterMovePayload = (ins
       StrAttr:$dst,
       I32Attr:$imm);
defvar KLR_CmpBranchPayload = (ins
       StrAttr:$reg1,
       StrAttr:$reg2,
       I32Attr:$imm,
       KLR_BrCmpOpAttr:$op,
       StrAttr:$trueLabel,
       StrAttr:$falseLabel);
defvar KLR_RegisterAluOpPayload = (ins
       StrAttr:$dst,
       StrAttr:$src,
       I32Attr:$imm,
       KLR_AluOpAttr:$op);
defvar KLR_QuantizeMXPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$dstScale);
defvar KLR_MatMulMXPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$stationary,
       AnyAttr:$moving,
       AnyAttr:$stationaryScale,
       AnyAttr:$movingScale,
       OptionalAttr<DenseI64ArrayAttr>:$tilePosition,
       OptionalAttr<DenseI64ArrayAttr>:$tileSize);
defvar KLR_DmaComputePayload = (ins
       AnyAttr:$dst,
       ArrayAttr:$srcs,
       ArrayAttr:$scales,
       KLR_AluOpAttr:$reduceOp);
defvar KLR_CollectiveOpPayload = (ins
       ArrayAttr:$dsts,
       ArrayAttr:$srcs,
       OptionalAttr<KLR_AluOpAttr>:$op,
       AnyAttr:$replicaGroup,
       OptionalAttr<I64Attr>:$concatDim,
       OptionalAttr<ArrayAttr>:$sourceTargetPairs,
       OptionalAttr<I64Attr>:$channel_id,
       OptionalAttr<I64Attr>:$num_channels,
       OptionalAttr<I64Attr>:$priority);
defvar KLR_RankIdPayload = (ins
       StrAttr:$dst);
defvar KLR_CurrentProcessingRankIdPayload = (ins
       StrAttr:$dst,
       I64Attr:$iterationId,
       I64Attr:$channelId,
       I64Attr:$numChannels,
       ArrayAttr:$replicaGroup);
defvar KLR_SendPayload = (ins
       KLR_AluOpAttr:$op,
       ArrayAttr:$srcs,
       I64Attr:$peerId);
defvar KLR_RecvPayload = (ins
       KLR_AluOpAttr:$op,
       ArrayAttr:$dsts,
       DenseI64ArrayAttr:$replicaGroups,
       I64Attr:$peerId);
defvar KLR_CoreBarrierPayload = (ins
       AnyAttr:$data,
       DenseI64ArrayAttr:$cores,
       KLR_EngineAttr:$engine);
defvar KLR_RngPayload = (ins
       AnyAttr:$dst,
       KLR_EngineAttr:$engine);
defvar KLR_Rand2Payload = (ins
       AnyAttr:$dst,
       AnyAttr:$min,
       AnyAttr:$max);
defvar KLR_RandGetStatePayload = (ins
       AnyAttr:$dst,
       KLR_EngineAttr:$engine);
defvar KLR_SetRngSeedPayload = (ins
       AnyAttr:$src);
defvar KLR_RandSetStatePayload = (ins
       AnyAttr:$src,
       KLR_EngineAttr:$engine);
defvar KLR_ExtendedInstPayload = (ins
       I64Attr:$opcode,
       BoolAttr:$hasRead,
       BoolAttr:$hasWrite,
       I64Attr:$ports,
       DenseI64ArrayAttr:$data0,
       DenseI64ArrayAttr:$data1);
defvar KLR_TensorScalarCumulativePayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       AnyAttr:$imm0,
       OptionalAttr<AnyAttr>:$imm1,
       KLR_AccumCmdAttr:$reduceCmd,
       KLR_TensorScalarReverseOpsAttr:$reverse,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_NcNGatherPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$data,
       AnyAttr:$indices,
       OptionalAttr<KLR_DtypeAttr>:$dtype);
defvar KLR_NonzeroWithCountPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$indexOffset,
       AnyAttr:$paddingVal);
defvar KLR_DevicePrintPayload = (ins
       AnyAttr:$src,
       StrAttr:$printPrefix,
       KLR_PrintOutputBufferAttr:$buffer);
defvar KLR_ExponentialPayload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       AnyAttr:$maxValue,
       OptionalAttr<AnyAttr>:$reduceRes,
       KLR_AccumCmdAttr:$reducecmd,
       AnyAttr:$reduceInit);
defvar KLR_Activate2Payload = (ins
       AnyAttr:$dst,
       AnyAttr:$src,
       KLR_AluOpAttr:$op0,
       KLR_AluOpAttr:$op1,
       AnyAttr:$imm0,
       AnyAttr:$imm1,
       KLR_ActivationFuncAttr:$activationFunc,
       AnyAttr:$reluParam,
       KLR_AluOpAttr:$reduceOp,
       OptionalAttr<AnyAttr>:$reduceRes,
       KLR_AccumCmdAttr:$reduceCmd,
       BoolAttr:$reverse0,
       BoolAttr:$reverse1,
       OptionalAttr<KLR_DtypeAttr>:$dtype);

// The statement ops, one per Operator constructor, in wire-code order.
def KLR_ActivateOp : KLR_StmtOp<"activate", "activate", "Activate", KLR_ActivatePayload>;
def KLR_NcActivateOp : KLR_StmtOp<"nc_activate", "ncActivate", "NcActivate", KLR_NcActivatePayload>;
def KLR_ActivationReduceOp : KLR_StmtOp<"activation_reduce", "activationReduce", "NcActivate", KLR_NcActivatePayload>;
def KLR_AffineSelectOp : KLR_StmtOp<"affine_select", "affineSelect", "AffineSelect", KLR_AffineSelectPayload>;
def KLR_NcAffineSelectOp : KLR_StmtOp<"nc_affine_select", "ncAffineSelect", "NcAffineSelect", KLR_NcAffineSelectPayload>;
def KLR_BatchNormAggregateOp : KLR_StmtOp<"batch_norm_aggregate", "batchNormAggregate", "BatchNormAggregate", KLR_BatchNormAggregatePayload>;
def KLR_BatchNormStatsOp : KLR_StmtOp<"batch_norm_stats", "batchNormStats", "BatchNormStats", KLR_BatchNormStatsPayload>;
def KLR_CopyOp : KLR_StmtOp<"copy", "copy", "Copy", KLR_CopyPayload>;
def KLR_NcCopyOp : KLR_StmtOp<"nc_copy", "ncCopy", "NcCopy", KLR_NcCopyPayload>;
def KLR_CopyPredicatedOp : KLR_StmtOp<"copy_predicated", "copyPredicated", "CopyPredicated", KLR_CopyPredicatedPayload>;
def KLR_DmaCopyOp : KLR_StmtOp<"dma_copy", "dmaCopy", "DmaCopy", KLR_DmaCopyPayload>;
def KLR_NcDmaCopyOp : KLR_StmtOp<"nc_dma_copy", "ncDmaCopy", "NcDmaCopy", KLR_NcDmaCopyPayload>;
def KLR_DmaTransposeOp : KLR_StmtOp<"dma_transpose", "dmaTranspose", "DmaTranspose", KLR_DmaTransposePayload>;
def KLR_DropoutOp : KLR_StmtOp<"dropout", "dropout", "Dropout", KLR_DropoutPayload>;
def KLR_FindIndex8Op : KLR_StmtOp<"find_index8", "findIndex8", "FindIndex8", KLR_FindIndex8Payload>;
def KLR_IotaOp : KLR_StmtOp<"iota", "iota", "Iota", KLR_IotaPayload>;
def KLR_LoadMaskRegisterOp : KLR_StmtOp<"load_mask_register", "loadMaskRegister", "LoadMaskRegister", KLR_LoadMaskRegisterPayload>;
def KLR_LoadStationaryOp : KLR_StmtOp<"load_stationary", "loadStationary", "LoadStationary", KLR_LoadStationaryPayload>;
def KLR_LocalGatherOp : KLR_StmtOp<"local_gather", "localGather", "LocalGather", KLR_LocalGatherPayload>;
def KLR_NcLocalGatherOp : KLR_StmtOp<"nc_local_gather", "ncLocalGather", "NcLocalGather", KLR_NcLocalGatherPayload>;
def KLR_MatMulOp : KLR_StmtOp<"mat_mul", "matMul", "MatMul", KLR_MatMulPayload>;
def KLR_NcMatMulOp : KLR_StmtOp<"nc_mat_mul", "ncMatMul", "NcMatMul", KLR_NcMatMulPayload>;
def KLR_MatchReplace8Op : KLR_StmtOp<"match_replace8", "matchReplace8", "MatchReplace8", KLR_MatchReplace8Payload>;
def KLR_MatchValueLoadOp : KLR_StmtOp<"match_value_load", "matchValueLoad", "MatchValueLoad", KLR_MatchValueLoadPayload>;
def KLR_Max8Op : KLR_StmtOp<"max8", "max8", "Max8", KLR_Max8Payload>;
def KLR_MemSetOp : KLR_StmtOp<"mem_set", "memSet", "MemSet", KLR_MemSetPayload>;
def KLR_RangeSelectOp : KLR_StmtOp<"range_select", "rangeSelect", "RangeSelect", KLR_RangeSelectPayload>;
def KLR_NcRangeSelectOp : KLR_StmtOp<"nc_range_select", "ncRangeSelect", "NcRangeSelect", KLR_NcRangeSelectPayload>;
def KLR_ReciprocalOp : KLR_StmtOp<"reciprocal", "reciprocal", "Reciprocal", KLR_ReciprocalPayload>;
def KLR_ScalarTensorTensorOp : KLR_StmtOp<"scalar_tensor_tensor", "scalarTensorTensor", "ScalarTensorTensor", KLR_ScalarTensorTensorPayload>;
def KLR_NcScalarTensorTensorOp : KLR_StmtOp<"nc_scalar_tensor_tensor", "ncScalarTensorTensor", "NcScalarTensorTensor", KLR_NcScalarTensorTensorPayload>;
def KLR_ShuffleOp : KLR_StmtOp<"shuffle", "shuffle", "Shuffle", KLR_ShufflePayload>;
def KLR_TensorReduceOp : KLR_StmtOp<"tensor_reduce", "tensorReduce", "TensorReduce", KLR_TensorReducePayload>;
def KLR_TensorScalarOp : KLR_StmtOp<"tensor_scalar", "tensorScalar", "TensorScalar", KLR_TensorScalarPayload>;
def KLR_TensorTensorOp : KLR_StmtOp<"tensor_tensor", "tensorTensor", "TensorTensor", KLR_TensorTensorPayload>;
def KLR_TensorTensorScanOp : KLR_StmtOp<"tensor_tensor_scan", "tensorTensorScan", "TensorTensorScan", KLR_TensorTensorScanPayload>;
def KLR_TensorPartitionReduceOp : KLR_StmtOp<"tensor_partition_reduce", "tensorPartitionReduce", "TensorPartitionReduce", KLR_TensorPartitionReducePayload>;
def KLR_TensorScalarReduceOp : KLR_StmtOp<"tensor_scalar_reduce", "tensorScalarReduce", "TensorScalarReduce", KLR_TensorScalarReducePayload>;
def KLR_TransposeOp : KLR_StmtOp<"transpose", "transpose", "Transpose", KLR_TransposePayload>;
def KLR_SelectReduceOp : KLR_StmtOp<"select_reduce", "selectReduce", "SelectReduce", KLR_SelectReducePayload>;
def KLR_SequenceBoundsOp : KLR_StmtOp<"sequence_bounds", "sequenceBounds", "SequenceBounds", KLR_SequenceBoundsPayload>;
def KLR_SendRecvOp : KLR_StmtOp<"send_recv", "sendRecv", "SendRecv", KLR_SendRecvPayload>;
def KLR_SendRecvComputeOp : KLR_StmtOp<"send_recv_compute", "sendRecvCompute", "SendRecvCompute", KLR_SendRecvComputePayload>;
def KLR_TensorLoadOp : KLR_StmtOp<"tensor_load", "tensorLoad", "TensorLoad", KLR_TensorLoadPayload>;
def KLR_TensorStoreOp : KLR_StmtOp<"tensor_store", "tensorStore", "TensorStore", KLR_TensorStorePayload>;
def KLR_RegisterMoveOp : KLR_StmtOp<"register_move", "registerMove", "RegisterMove", KLR_RegisterMovePayload>;
def KLR_CmpBranchOp : KLR_StmtOp<"cmp_branch", "cmpBranch", "CmpBranch", KLR_CmpBranchPayload>;
def KLR_RegisterAluOpOp : KLR_StmtOp<"register_alu_op", "registerAluOp", "RegisterAluOp", KLR_RegisterAluOpPayload>;
def KLR_QuantizeMXOp : KLR_StmtOp<"quantize_mx", "quantizeMX", "QuantizeMX", KLR_QuantizeMXPayload>;
def KLR_NcMatMulMXOp : KLR_StmtOp<"nc_mat_mul_mx", "ncMatMulMX", "MatMulMX", KLR_MatMulMXPayload>;
def KLR_DmaComputeOp : KLR_StmtOp<"dma_compute", "dmaCompute", "DmaCompute", KLR_DmaComputePayload>;
def KLR_AllReduceOp : KLR_StmtOp<"all_reduce", "allReduce", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_AllGatherOp : KLR_StmtOp<"all_gather", "allGather", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_ReduceScatterOp : KLR_StmtOp<"reduce_scatter", "reduceScatter", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_CollectivePermuteOp : KLR_StmtOp<"collective_permute", "collectivePermute", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_CollectivePermuteImplicitOp : KLR_StmtOp<"collective_permute_implicit", "collectivePermuteImplicit", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_CollectivePermuteImplicitReduceOp : KLR_StmtOp<"collective_permute_implicit_reduce", "collectivePermuteImplicitReduce", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_BroadcastOp : KLR_StmtOp<"broadcast", "broadcast", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_AllToAllOp : KLR_StmtOp<"all_to_all", "allToAll", "CollectiveOp", KLR_CollectiveOpPayload>;
def KLR_RankIdOp : KLR_StmtOp<"rank_id", "rankId", "RankId", KLR_RankIdPayload>;
def KLR_CurrentProcessingRankIdOp : KLR_StmtOp<"current_processing_rank_id", "currentProcessingRankId", "CurrentProcessingRankId", KLR_CurrentProcessingRankIdPayload>;
def KLR_SendOp : KLR_StmtOp<"send", "send", "Send", KLR_SendPayload>;
def KLR_RecvOp : KLR_StmtOp<"recv", "recv", "Recv", KLR_RecvPayload>;
def KLR_CoreBarrierOp : KLR_StmtOp<"core_barrier", "coreBarrier", "CoreBarrier", KLR_CoreBarrierPayload>;
def KLR_RngOp : KLR_StmtOp<"rng", "rng", "Rng", KLR_RngPayload>;
def KLR_Rand2Op : KLR_StmtOp<"rand2", "rand2", "Rand2", KLR_Rand2Payload>;
def KLR_RandGetStateOp : KLR_StmtOp<"rand_get_state", "randGetState", "RandGetState", KLR_RandGetStatePayload>;
def KLR_SetRngSeedOp : KLR_StmtOp<"set_rng_seed", "setRngSeed", "SetRngSeed", KLR_SetRngSeedPayload>;
def KLR_RandSetStateOp : KLR_StmtOp<"rand_set_state", "randSetState", "RandSetState", KLR_RandSetStatePayload>;
def KLR_ExtendedInstOp : KLR_StmtOp<"extended_inst", "extendedInst", "ExtendedInst", KLR_ExtendedInstPayload>;
def KLR_TensorScalarCumulativeOp : KLR_StmtOp<"tensor_scalar_cumulative", "tensorScalarCumulative", "TensorScalarCumulative", KLR_TensorScalarCumulativePayload>;
def KLR_NcNGatherOp : KLR_StmtOp<"nc_n_gather", "ncNGather", "NcNGather", KLR_NcNGatherPayload>;
def KLR_NonzeroWithCountOp : KLR_StmtOp<"nonzero_with_count", "nonzeroWithCount", "NonzeroWithCount", KLR_NonzeroWithCountPayload>;
def KLR_DevicePrintOp : KLR_StmtOp<"device_print", "devicePrint", "DevicePrint", KLR_DevicePrintPayload>;
def KLR_ExponentialOp : KLR_StmtOp<"exponential", "exponential", "Exponential", KLR_ExponentialPayload>;
def KLR_Activate2Op : KLR_StmtOp<"activate2", "activate2", "Activate2", KLR_Activate2Payload>;

#endif // KLR_OPS_TD
