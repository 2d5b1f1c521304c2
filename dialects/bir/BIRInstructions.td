#ifndef BIR_INSTRUCTIONS_TD
#define BIR_INSTRUCTIONS_TD

include "bir/BIRInstruction.td"

// One op per opcode of docs/bir-json-format.md §7.1, in the model's order.
// #0 Activation
def BIR_ActivationOp : BIR_Inst<"activation", "Activation", (ins
    BIR_OptionalAttr<BIR_FloatAttr, "0">:$scale,
    BIR_OptionalAttr<BIR_FloatAttr, "0">:$alpha,
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit,
    BIR_ActivationFunctionTypeAttr:$func,
    BIR_OptionalAttr<BIR_EngineAccumulationTypeAttr, "\"Idle\"">:$acc)> {
  let sameElementsIns = [0];
  let defaultEngine = "Activation";
  let accumulatorCommand = "acc";
}
// #1 ReadActivationAccumulator
def BIR_ReadActivationAccumulatorOp : BIR_Inst<"read_activation_accumulator", "ReadActivationAccumulator", (ins)> { let defaultEngine = "Activation"; }
// #2 LoadActFuncSet
def BIR_LoadActFuncSetOp : BIR_Inst<"load_act_func_set", "LoadActFuncSet", (ins
    OptionalAttr<I64Attr>:$act_func_set_id)> { let defaultEngine = "Activation"; }
// #3 Memset
def BIR_MemsetOp : BIR_Inst<"memset", "Memset", (ins
    BIR_MemsetModeAttr:$mode,
    BIR_NatAttr:$constant)> {
  let defaultEngine = "DVE";
  let engineFromKlr = 1;
}
// #4 GetGlobalRankId
def BIR_GetGlobalRankIdOp : BIR_Inst<"get_global_rank_id", "GetGlobalRankId", (ins)>;
// #5 NoOp
def BIR_NoOpOp : BIR_Inst<"no_op", "NoOp", (ins)>;
// #6 EventSemaphore
def BIR_EventSemaphoreOp : BIR_Inst<"event_semaphore", "EventSemaphore", (ins)>;
// #7 GroupResetSemaphores
def BIR_GroupResetSemaphoresOp : BIR_Inst<"group_reset_semaphores", "GroupResetSemaphores", (ins)>;
// #8 AllEngineBarrier
def BIR_AllEngineBarrierOp : BIR_Inst<"all_engine_barrier", "AllEngineBarrier", (ins)>;
// #9 Drain
def BIR_DrainOp : BIR_Inst<"drain", "Drain", (ins)>;
// #10 Halt
def BIR_HaltOp : BIR_Inst<"halt", "Halt", (ins)>;
// #11 Pool
def BIR_PoolOp : BIR_Inst<"pool", "Pool", (ins
    BIR_PoolFunctionTypeAttr:$func)>;
// #12 Reciprocal
def BIR_ReciprocalOp : BIR_Inst<"reciprocal", "Reciprocal", (ins)> { let sameElementsIns = [0]; let defaultEngine = "DVE"; }
// #13 Shuffle
def BIR_ShuffleOp : BIR_Inst<"shuffle", "Shuffle", (ins
    DenseI64ArrayAttr:$indices)> { let defaultEngine = "DVE"; }
// #14 TensorCopy
def BIR_TensorCopyOp : BIR_Inst<"tensor_copy", "TensorCopy", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)> {
  let sameElementsIns = [0];
  let defaultEngine = "DVE";
  let engineFromKlr = 1;
}
// #15 TensorCopyDynamicSrc
def BIR_TensorCopyDynamicSrcOp : BIR_Inst<"tensor_copy_dynamic_src", "TensorCopyDynamicSrc", (ins
    OptionalAttr<BIR_NatAttr>:$scale,
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)>;
// #16 TensorCopyDynamicDst
def BIR_TensorCopyDynamicDstOp : BIR_Inst<"tensor_copy_dynamic_dst", "TensorCopyDynamicDst", (ins
    OptionalAttr<BIR_NatAttr>:$scale,
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)>;
// #17 IndirectCopy
def BIR_IndirectCopyOp : BIR_Inst<"indirect_copy", "IndirectCopy", (ins
    BIR_NatAttr:$num_valid_indices)> { let defaultEngine = "Pool"; }
// #18 TensorReduce
def BIR_TensorReduceOp : BIR_Inst<"tensor_reduce", "TensorReduce", (ins
    BIR_AluOpAttr:$op,
    BIR_AxisListTypeAttr:$axis,
    BIR_OptionalAttr<BoolAttr, "false">:$apply_transpose,
    BIR_OptionalAttr<BoolAttr, "false">:$negate)> {
  let defaultEngine = "DVE";
  let engineFromKlr = 1;
}
// #19 TensorScalar
def BIR_TensorScalarOp : BIR_Inst<"tensor_scalar", "TensorScalar", (ins
    BIR_AluOpAttr:$op0,
    BIR_FloatAttr:$const0,
    BoolAttr:$reverse0,
    BIR_AluOpAttr:$op1,
    BIR_FloatAttr:$const1,
    BoolAttr:$reverse1)> {
  let sameElementsIns = [0];
  let defaultEngine = "DVE";
  let engineFromKlr = 1;
}
// #20 TensorScalarPtr
def BIR_TensorScalarPtrOp : BIR_Inst<"tensor_scalar_ptr", "TensorScalarPtr", (ins
    BIR_AluOpAttr:$op0,
    BoolAttr:$reverse0,
    BIR_AluOpAttr:$op1,
    BoolAttr:$reverse1,
    BIR_OptionalAttr<BoolAttr, "false">:$apply_transpose,
    BIR_OptionalAttr<BoolAttr, "false">:$is_tensor_scalar_addr,
    BIR_OptionalAttr<BoolAttr, "false">:$is_scalar_tensor_tensor,
    BIR_OptionalAttr<BoolAttr, "false">:$is_tensor_tensor_scan,
    BIR_OptionalAttr<BIR_EngineAccumulationTypeAttr, "\"Idle\"">:$acc,
    BIR_OptionalAttr<BoolAttr, "false">:$negate_second_output)> {
  let defaultEngine = "DVE";
  let engineFromKlr = 1;
}
// #21 TensorTensor
def BIR_TensorTensorOp : BIR_Inst<"tensor_tensor", "TensorTensor", (ins
    BIR_AluOpAttr:$op,
    BIR_OptionalAttr<BIR_EngineAccumulationTypeAttr, "\"Idle\"">:$acc)> {
  let sameElementsIns = [0, 1];
  let defaultEngine = "DVE";
  let engineFromKlr = 1;
}
// #22 BNStats
def BIR_BNStatsOp : BIR_Inst<"bn_stats", "BNStats", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$apply_transpose)> { let defaultEngine = "DVE"; }
// #23 BNStatsAggregate
def BIR_BNStatsAggregateOp : BIR_Inst<"bn_stats_aggregate", "BNStatsAggregate", (ins)> { let defaultEngine = "DVE"; }
// #24 BNGradients
def BIR_BNGradientsOp : BIR_Inst<"bn_gradients", "BNGradients", (ins)>;
// #25 BNBackprop
def BIR_BNBackpropOp : BIR_Inst<"bn_backprop", "BNBackprop", (ins
    BIR_FloatAttr:$total_elements)>;
// #26 BNBackprop2
def BIR_BNBackprop2Op : BIR_Inst<"bn_backprop2", "BNBackprop2", (ins
    BIR_FloatAttr:$total_elements)>;
// #27 StreamShuffle
def BIR_StreamShuffleOp : BIR_Inst<"stream_shuffle", "StreamShuffle", (ins
    DenseI64ArrayAttr:$mask)> { let defaultEngine = "DVE"; }
// #28 CalcVarAddr
def BIR_CalcVarAddrOp : BIR_Inst<"calc_var_addr", "CalcVarAddr", (ins
    BIR_NatAttr:$baseoffset)>;
// #29 StreamTranspose
def BIR_StreamTransposeOp : BIR_Inst<"stream_transpose", "StreamTranspose", (ins)> { let defaultEngine = "DVE"; }
// #30 Select
def BIR_SelectOp : BIR_Inst<"select", "Select", (ins)> { let sameElementsIns = [0, 1, 2]; let defaultEngine = "DVE"; }
// #31 CopyPredicated
def BIR_CopyPredicatedOp : BIR_Inst<"copy_predicated", "CopyPredicated", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit,
    BIR_OptionalAttr<BoolAttr, "false">:$reverse_pred)> { let sameElementsIns = [0, 1]; let defaultEngine = "DVE"; }
// #32 CustomOp
def BIR_CustomOpOp : BIR_Inst<"custom_op", "CustomOp", (ins
    StrAttr:$opFunctionName,
    StrAttr:$opLibFile,
    StrAttr:$ulib_to_ucode_version,
    StrAttr:$ulib_to_isa_version,
    BIR_OptionalAttr<BoolAttr, "false">:$is_builtin,
    BIR_I64ArrayListAttr:$srcsShape,
    BIR_I64ArrayListAttr:$dstsShape)>;
// #33 BIRKernel
def BIR_BIRKernelOp : BIR_Inst<"bir_kernel", "BIRKernel", (ins
    StrAttr:$kernel_name,
    BIR_I64ArrayListAttr:$srcs_shape,
    BIR_I64ArrayListAttr:$dsts_shape,
    BIR_JsonAttr:$kernel_attrs,
    BIR_PairAttr:$sb_buf_shape,
    BIR_TripleAttr:$psum_buf_shape,
    UnitAttr:$psum_buf_shape_nested,
    StrAttr:$auto_cast,
    StrAttr:$auto_cast_type,
    BIR_OptionalAttr<BoolAttr, "false">:$is_causal,
    BIR_OptionalAttr<BoolAttr, "true">:$fused_rmsnorm,
    OptionalAttr<I64Attr>:$norm_type,
    OptionalAttr<I64Attr>:$lnc_size,
    BIR_OptionalAttr<BIR_FloatAttr, "0">:$lower_bound,
    BIR_OptionalAttr<BoolAttr, "false">:$store_add,
    BIR_OptionalAttr<BoolAttr, "false">:$quant_kernel,
    BIR_OptionalAttr<I64Attr, "0">:$output_layout), [BIR_KernelCarrier]> {
  let jsonTypes = (json "List(Tuple(Str, Str))":$kernel_attrs, "Tuple(Nat, Nat)":$sb_buf_shape);
}
// #35 GetRandState
def BIR_GetRandStateOp : BIR_Inst<"get_rand_state", "GetRandState", (ins)> { let engineFromKlr = 1; }
// #36 SetRandState
def BIR_SetRandStateOp : BIR_Inst<"set_rand_state", "SetRandState", (ins
    BIR_EngineAttr:$rng_engine)> { let engineFromKlr = 1; }
// #37 Rand
def BIR_RandOp : BIR_Inst<"rand", "Rand", (ins
    BIR_RandomAlgorithmKindAttr:$random_algorithm,
    BIR_NatAttr:$rand_num_steps,
    BIR_RandomDistributionKindAttr:$distribution,
    BIR_FloatArrayAttr:$params)> { let engineFromKlr = 1; }
// #38 Iota
def BIR_IotaOp : BIR_Inst<"iota", "Iota", (ins
    BIR_OptionalAttr<I64Attr, "0">:$base,
    BIR_APPairListAttr:$pattern,
    BIR_OptionalAttr<I64Attr, "0">:$channel_multiplier)> { let defaultEngine = "Pool"; }
// #39 TensorScalarAffineSelect
def BIR_TensorScalarAffineSelectOp : BIR_Inst<"tensor_scalar_affine_select", "TensorScalarAffineSelect", (ins
    BIR_OptionalAttr<I64Attr, "0">:$base,
    BIR_APPairListAttr:$pattern,
    BIR_OptionalAttr<I64Attr, "0">:$channel_multiplier,
    BIR_AluOpAttr:$compare_op,
    BIR_OptionalAttr<BIR_FloatAttr, "0">:$fill_value)> { let defaultEngine = "Pool"; }
// #40 RangeSelect
def BIR_RangeSelectOp : BIR_Inst<"range_select", "RangeSelect", (ins
    BIR_OptionalAttr<I64Attr, "0">:$base,
    BIR_AluOpAttr:$compare_op0,
    BIR_AluOpAttr:$compare_op1,
    BIR_OptionalAttr<BIR_AluOpAttr, "\"max\"">:$reduce_op,
    BIR_OptionalAttr<BIR_EngineAccumulationTypeAttr, "\"ZeroAccumulate\"">:$reduce_cmd,
    OptionalAttr<BIR_FloatAttr>:$fill_value,
    I64Attr:$num_active_channels)> {
  let defaultEngine = "DVE";
  let accumulatorCommand = "reduce_cmd";
}
// #41 Dropout
def BIR_DropoutOp : BIR_Inst<"dropout", "Dropout", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$is_keep_threshold)> { let defaultEngine = "DVE"; }
// #42 GetCurProcessingRankID
def BIR_GetCurProcessingRankIDOp : BIR_Inst<"get_cur_processing_rank_id", "GetCurProcessingRankID", (ins
    BIR_NatAttr:$iter_id,
    BIR_NatAttr:$channel_id,
    BIR_OptionalAttr<I64Attr, "0">:$stream_id,
    OptionalAttr<BIR_I64ArrayListAttr>:$replica_groups)>;
// #43 RegisterAlu
def BIR_RegisterAluOp : BIR_Inst<"register_alu", "RegisterAlu", (ins
    BIR_AluOpAttr:$op,
    BIR_OptionalAttr<BoolAttr, "false">:$is_64bit)>;
// #44 RegisterMove
def BIR_RegisterMoveOp : BIR_Inst<"register_move", "RegisterMove", (ins)>;
// #45 TensorLoad
def BIR_TensorLoadOp : BIR_Inst<"tensor_load", "TensorLoad", (ins)>;
// #46 TensorSave
def BIR_TensorSaveOp : BIR_Inst<"tensor_save", "TensorSave", (ins)>;
// #47 Call
def BIR_CallOp : BIR_Inst<"call", "Call", (ins
    OptionalAttr<StrAttr>:$target,
    OptionalAttr<I64Attr>:$table_id)>;
// #48 SwitchQueueInstance
def BIR_SwitchQueueInstanceOp : BIR_Inst<"switch_queue_instance", "SwitchQueueInstance", (ins
    OptionalAttr<StrAttr>:$queue,
    OptionalAttr<StrAttr>:$instance_name)>;
// #49 CoreBarrier
def BIR_CoreBarrierOp : BIR_Inst<"core_barrier", "CoreBarrier", (ins
    BIR_OptionalAttr<BIR_NatAttr, "0">:$runtime_semaphore,
    BIR_NatAttr:$id,
    DenseI64ArrayAttr:$cores)> { let engineFromKlr = 1; }
// #50 Max
def BIR_MaxOp : BIR_Inst<"max", "Max", (ins)> { let defaultEngine = "DVE"; }
// #51 MaxIndex
def BIR_MaxIndexOp : BIR_Inst<"max_index", "MaxIndex", (ins)> { let defaultEngine = "DVE"; }
// #52 MatchReplace
def BIR_MatchReplaceOp : BIR_Inst<"match_replace", "MatchReplace", (ins
    BIR_FloatAttr:$imm_value)> { let defaultEngine = "DVE"; }
// #53 Gather
def BIR_GatherOp : BIR_Inst<"gather", "Gather", (ins)> { let defaultEngine = "Pool"; }
// #54 InlineASMBytes
def BIR_InlineASMBytesOp : BIR_Inst<"inline_asm_bytes", "InlineASMBytes", (ins
    StrAttr:$asm_bytes,
    StrAttr:$sync_type,
    I64Attr:$latency_estimate)> { let jsonTypes = (json "Opaque":$sync_type); }
// #55 Generic
def BIR_GenericOp : BIR_Inst<"generic", "Generic", (ins)>;
// #56 GenericCopy
def BIR_GenericCopyOp : BIR_Inst<"generic_copy", "GenericCopy", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)> { let jsonExtends = "Generic"; }
// #57 GenericRelu
def BIR_GenericReluOp : BIR_Inst<"generic_relu", "GenericRelu", (ins)> { let jsonExtends = "Generic"; }
// #58 AbstractCopy
def BIR_AbstractCopyOp : BIR_Inst<"abstract_copy", "AbstractCopy", (ins)> { let jsonExtends = "Generic"; }
// #59 MatmultBase
def BIR_MatmultBaseOp : BIR_MatmultInst<"matmult_base", "MatmultBase", (ins)> { let defaultEngine = "PE"; }
// #60 Matmult
def BIR_MatmultOp : BIR_MatmultInst<"matmult", "Matmult", (ins)> { let defaultEngine = "PE"; }
// #61 MatmultSparse
def BIR_MatmultSparseOp : BIR_MatmultInst<"matmult_sparse", "MatmultSparse", (ins
    I64Attr:$compress_ratio)> { let defaultEngine = "PE"; }
// #62 DMA
def BIR_DMAOp : BIR_DMAInst<"dma", "DMA", (ins)> { let defaultEngine = "DMA"; }
// #63 Load
def BIR_LoadOp : BIR_DMAInst<"load", "Load", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)> { let defaultEngine = "DMA"; }
// #64 Save
def BIR_SaveOp : BIR_DMAInst<"save", "Save", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)> { let defaultEngine = "DMA"; }
// #65 DMACopy
def BIR_DMACopyOp : BIR_DMAInst<"dma_copy", "DMACopy", (ins
    BIR_CopyModeAttr:$mode,
    BIR_OptionalAttr<BoolAttr, "true">:$oob_is_err,
    BIR_OptionalAttr<BIR_TransposeOpsAttr, "\"None\"">:$transpose_op,
    OptionalAttr<BIR_FloatArrayAttr>:$constants,
    BIR_OptionalAttr<BIR_AluOpAttr, "\"bypass\"">:$cce_op,
    OptionalAttr<BIR_I64ArrayListAttr>:$replica_groups,
    BIR_OptionalAttr<DenseI64ArrayAttr, "[]">:$remote_notification,
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)> { let defaultEngine = "DMA"; }
// #66 ReadVarAddr
def BIR_ReadVarAddrOp : BIR_DMAInst<"read_var_addr", "ReadVarAddr", (ins)> { let defaultEngine = "DMA"; }
// #67 GenericIndirectLoad
def BIR_GenericIndirectLoadOp : BIR_DMAInst<"generic_indirect_load", "GenericIndirectLoad", (ins
    BIR_OptionalAttr<DenseI64ArrayAttr, "[]">:$indirect_dims)> { let defaultEngine = "DMA"; }
// #68 IndirectLoad
def BIR_IndirectLoadOp : BIR_DMAInst<"indirect_load", "IndirectLoad", (ins
    BIR_OptionalAttr<BIR_NatAttr, "0">:$runtime_semaphore_wait_value)> { let defaultEngine = "DMA"; }
// #69 GenericIndirectSave
def BIR_GenericIndirectSaveOp : BIR_DMAInst<"generic_indirect_save", "GenericIndirectSave", (ins
    BIR_OptionalAttr<DenseI64ArrayAttr, "[]">:$indirect_dims,
    BIR_OptionalAttr<BIR_AluOpAttr, "\"add\"">:$op)> { let defaultEngine = "DMA"; }
// #70 IndirectSave
def BIR_IndirectSaveOp : BIR_DMAInst<"indirect_save", "IndirectSave", (ins
    BIR_OptionalAttr<BIR_NatAttr, "0">:$runtime_semaphore_wait_value)> { let defaultEngine = "DMA"; }
// #71 IndirectSaveAccumulate
def BIR_IndirectSaveAccumulateOp : BIR_DMAInst<"indirect_save_accumulate", "IndirectSaveAccumulate", (ins
    BIR_NatAttr:$num_indices,
    BIR_NatAttr:$entry_step_elements,
    BIR_OptionalAttr<BIR_AluOpAttr, "\"add\"">:$op)> { let defaultEngine = "DMA"; }
// #72 DMATrigger
def BIR_DMATriggerOp : BIR_DMAInst<"dma_trigger", "DMATrigger", (ins
    BIR_OptionalAttr<StrArrayAttr, "[]">:$dma_blocks)> { let defaultEngine = "DMA"; }
// #73 Collective
def BIR_CollectiveOp : BIR_CollectiveInst<"collective", "Collective", (ins)>;
// #74 CollectiveCompute
def BIR_CollectiveComputeOp : BIR_CollectiveInst<"collective_compute", "CollectiveCompute", (ins
    BIR_OptionalAttr<BIR_CollectiveKindAttr, "\"AllReduce\"">:$kind,
    OptionalAttr<BIR_I64ArrayListAttr>:$replica_groups,
    OptionalAttr<BIR_JsonAttr>:$cc_channel,
    BIR_OptionalAttr<I64Attr, "0">:$stream_id,
    OptionalAttr<BIR_I64ArrayListAttr>:$src_target_pairs,
    BIR_OptionalAttr<BIR_AluOpAttr, "\"bypass\"">:$op,
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit,
    BIR_OptionalAttr<BoolAttr, "false">:$is_local,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$pipe_id,
    BIR_OptionalAttr<BIR_JsonAttr, "[]">:$recv_from_rank,
    OptionalAttr<BIR_JsonAttr>:$send_to_rank,
    BIR_OptionalAttr<BoolAttr, "true">:$initial_corebarrier,
    BIR_OptionalAttr<BIR_CollectiveComputeTypeHintAttr, "\"None\"">:$cc_type_hint)> { let jsonTypes = (json "List(Opaque)":$recv_from_rank); }
// #75 CollectiveSend
def BIR_CollectiveSendOp : BIR_CollectiveInst<"collective_send", "CollectiveSend", (ins
    BIR_NatAttr:$peer_id,
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)>;
// #76 CollectiveRecv
def BIR_CollectiveRecvOp : BIR_CollectiveInst<"collective_recv", "CollectiveRecv", (ins
    BIR_NatAttr:$peer_id)>;
// #77 DMADescriptor
def BIR_DMADescriptorOp : BIR_DMADescriptorInst<"dma_descriptor", "DMADescriptor", (ins)> { let defaultEngine = "DMA"; }
// #78 DMADescriptorCopy
def BIR_DMADescriptorCopyOp : BIR_DMADescriptorInst<"dma_descriptor_copy", "DMADescriptorCopy", (ins
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)> { let defaultEngine = "DMA"; }
// #79 DMADescriptorCCE
def BIR_DMADescriptorCCEOp : BIR_DMADescriptorInst<"dma_descriptor_cce", "DMADescriptorCCE", (ins
    BIR_FloatArrayAttr:$constants,
    BIR_AluOpAttr:$op)> { let defaultEngine = "DMA"; }
// #80 DMADescriptorTranspose
def BIR_DMADescriptorTransposeOp : BIR_DMADescriptorInst<"dma_descriptor_transpose", "DMADescriptorTranspose", (ins
    BIR_TransposeOpsAttr:$transpose_op,
    BIR_OptionalAttr<BoolAttr, "false">:$can_read_uninit)> { let defaultEngine = "DMA"; }
// #81 DMADescriptorReplicate
def BIR_DMADescriptorReplicateOp : BIR_DMADescriptorInst<"dma_descriptor_replicate", "DMADescriptorReplicate", (ins)> { let defaultEngine = "DMA"; }
// #82 Terminator
def BIR_TerminatorOp : BIR_Inst<"terminator", "Terminator", (ins)>;
// #83 CompareAndBranch
def BIR_CompareAndBranchOp : BIR_Inst<"compare_and_branch", "CompareAndBranch", (ins
    BIR_BranchCompareOpAttr:$comp_op,
    OptionalAttr<StrAttr>:$on_true,
    OptionalAttr<StrAttr>:$on_false), [BIR_BranchLike]> { let jsonExtends = "Terminator"; }
// #84 UnconditionalBranch
def BIR_UnconditionalBranchOp : BIR_Inst<"unconditional_branch", "UnconditionalBranch", (ins
    OptionalAttr<StrAttr>:$target), [BIR_BranchLike]> { let jsonExtends = "Terminator"; }
// #85 Return
def BIR_ReturnOp : BIR_Inst<"return", "Return", (ins)> { let jsonExtends = "Terminator"; }
// #86 Break
def BIR_BreakOp : BIR_Inst<"break", "Break", (ins)> { let jsonExtends = "Terminator"; }
// #87 MatmultSymbolic
def BIR_MatmultSymbolicOp : BIR_Inst<"matmult_symbolic", "MatmultSymbolic", (ins
    BIR_NatAttr:$replication_resolution,
    BIR_NatAttr:$replication_shift_amnt,
    BIR_NatAttr:$replication_num_rows,
    BoolAttr:$start_tensor_calc,
    BIR_OptionalAttr<BoolAttr, "false">:$stop_tensor_calc,
    BIR_OptionalAttr<BoolAttr, "false">:$is_transpose,
    BIR_OptionalAttr<BoolAttr, "false">:$is_fmap_onezero,
    BIR_OptionalAttr<BoolAttr, "false">:$is_weight_onezero,
    OptionalAttr<BIR_JsonAttr>:$tile_size_expr,
    OptionalAttr<BIR_JsonAttr>:$tile_position_expr,
    BIR_OptionalAttr<BIR_MatmultPerfModeAttr, "\"None\"">:$perf_mode,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$ifmap_quant_offset,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$weights_quant_offset), [BIR_MatmulLike]> {
  let defaultEngine = "PE";
  let jsonTypes = (json "Tuple(Opaque, Opaque)":$tile_size_expr, "Tuple(Opaque, Opaque)":$tile_position_expr);
}
// #88 RangeSelectSymbolic
def BIR_RangeSelectSymbolicOp : BIR_Inst<"range_select_symbolic", "RangeSelectSymbolic", (ins
    OptionalAttr<BIR_JsonAttr>:$base_expr,
    BIR_AluOpAttr:$compare_op0,
    BIR_AluOpAttr:$compare_op1,
    BIR_OptionalAttr<BIR_AluOpAttr, "\"max\"">:$reduce_op,
    BIR_OptionalAttr<BIR_EngineAccumulationTypeAttr, "\"ZeroAccumulate\"">:$reduce_cmd,
    OptionalAttr<BIR_FloatAttr>:$fill_value,
    I64Attr:$num_active_channels)> { let defaultEngine = "DVE"; }
// #89 ShuffleSymbolic
def BIR_ShuffleSymbolicOp : BIR_Inst<"shuffle_symbolic", "ShuffleSymbolic", (ins
    DenseI64ArrayAttr:$elts)> { let defaultEngine = "DVE"; }
// #90 StreamShuffleSymbolic
def BIR_StreamShuffleSymbolicOp : BIR_Inst<"stream_shuffle_symbolic", "StreamShuffleSymbolic", (ins
    BIR_JsonAttr:$mask)> {
  let defaultEngine = "DVE";
  let jsonTypes = (json "List(Opaque)":$mask);
}
// #91 TensorScalarSymbolic
def BIR_TensorScalarSymbolicOp : BIR_Inst<"tensor_scalar_symbolic", "TensorScalarSymbolic", (ins
    BIR_AluOpAttr:$op0,
    BIR_FloatArrayAttr:$value0,
    BIR_JsonAttr:$expr0,
    BoolAttr:$reverse0,
    BIR_AluOpAttr:$op1,
    BIR_FloatArrayAttr:$value1,
    BIR_JsonAttr:$expr1,
    BoolAttr:$reverse1)> {
  let defaultEngine = "DVE";
  let engineFromKlr = 1;
}
// #92 TongaReduceMacroSymbolic
def BIR_TongaReduceMacroSymbolicOp : BIR_Inst<"tonga_reduce_macro_symbolic", "TongaReduceMacroSymbolic", (ins
    BIR_AluOpAttr:$op,
    BoolAttr:$is_first_reduce,
    StrArrayAttr:$reduce_axes)>;
// #93 CalcVarAddrSymbolic
def BIR_CalcVarAddrSymbolicOp : BIR_Inst<"calc_var_addr_symbolic", "CalcVarAddrSymbolic", (ins
    BIR_JsonAttr:$expr_baseoffset,
    BIR_NatAttr:$size)>;
// #94 IotaSymbolic
def BIR_IotaSymbolicOp : BIR_Inst<"iota_symbolic", "IotaSymbolic", (ins
    BIR_JsonAttr:$base,
    BIR_APPairListAttr:$pattern,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$channel_multiplier)> { let defaultEngine = "Pool"; }
// #95 TensorScalarAffineSelectSymbolic
def BIR_TensorScalarAffineSelectSymbolicOp : BIR_Inst<"tensor_scalar_affine_select_symbolic", "TensorScalarAffineSelectSymbolic", (ins
    BIR_JsonAttr:$base,
    BIR_APPairListAttr:$pattern,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$channel_multiplier,
    BIR_AluOpAttr:$compare_op,
    BIR_OptionalAttr<BIR_FloatAttr, "0">:$fill_value)> { let defaultEngine = "Pool"; }

//===----------------------------------------------------------------------===//
// Kernel carriers (docs/bir-json-format.md §9.2-§9.5). BIRKernel (IT54) is above,
// generated like the other opcodes.
//===----------------------------------------------------------------------===//

// IT55 InstNKIKernel: a call of the NKI function `callee` (JSON `func`).
// `func_args`/`func_outs`: key = the callee's memory location (kernel formal),
// value = the caller location passed for it (docs/bir-json-format.md, G3). `kernel_source` is
// the JSON `kernel_source_val`: #bir.kernel_source<Beta2>, or the integer
// form (docs/bir-json-format.md, G9), which the verifier limits to 0..2 ("Unknown KernelSource").
def BIR_NKIKernelOp : BIR_Inst<"nki_kernel", "NKIKernel", (ins
    FlatSymbolRefAttr:$callee,
    BIR_NameMapAttr:$func_args,
    BIR_NameMapAttr:$func_outs,
    BIR_NatPairAttr:$sb_buf_shape,
    BIR_NatTripleAttr:$psum_buf_shape,
    UnitAttr:$psum_buf_shape_nested,
    BIR_KernelSourceValAttr:$kernel_source,
    OptionalAttr<BIR_RotationScopeAttr>:$address_rotation_scope_val), [BIR_KernelCarrier]> {
  let jsonMembers = (json "Str":$func, "Tuple(Nat, Nat)":$sb_buf_shape, "Tuple(Nat, Nat, Nat)":$psum_buf_shape, "Opaque?":$kernel_source_val, "Opaque?":$address_rotation_scope_val, "Opaque?":$func_args, "Opaque?":$func_outs);
}

// IT56 InstNKIKLIRKernel (JSON opcode "NKIKLIRKernel", docs/bir-json-format.md G2; `json_opcode`
// records "KLIRKernel" when the file used that spelling). `kernel_format`
// "bir" = a BIR JSON file at `klir_binary`, anything else = a KLR binary.
def BIR_NKIKLIRKernelOp : BIR_Inst<"nki_klir_kernel", "NKIKLIRKernel", (ins
    BIR_NonEmptyStrAttr:$kernel_format,
    BIR_NonEmptyStrAttr:$klir_binary,
    BIR_NameMapAttr:$func_args,
    BIR_NameMapAttr:$func_outs,
    BIR_NatPairAttr:$sb_buf_shape,
    BIR_NatTripleAttr:$psum_buf_shape,
    UnitAttr:$psum_buf_shape_nested,
    BoolAttr:$enable_device_dump,
    OptionalAttr<BIR_RotationScopeAttr>:$address_rotation_scope_val,
    OptionalAttr<BIR_KlirJsonOpcodeAttr>:$json_opcode), [BIR_KernelCarrier]> {
  let jsonMembers = (json "Str":$kernel_format, "Str":$klir_binary, "Opaque":$func_args, "Opaque":$func_outs, "Tuple(Nat, Nat)?":$sb_buf_shape, "Tuple(Nat, Nat, Nat)?":$psum_buf_shape, "Bool?":$enable_device_dump, "Opaque?":$address_rotation_scope_val);
  let inModel = 0;
}

#endif // BIR_INSTRUCTIONS_TD
