//! `codegenOperator`: one lowering per KLR operator ([`COVERAGE`] is the
//! table, docs/klr-to-bir.md its prose; a test keeps the three in sync).
//! The dispatch is one exhaustive match here, so an operator the schema
//! gains does not compile until it is lowered or rejected; the lowerings
//! live by operator family (activation, vector, selection, data movement,
//! matmul, collectives, random, registers, control, misc) with the operand
//! helpers they share here.
//!
//! Conventions: `ins` lists sources in the operator's field order, `outs`
//! the destination first and then any second result (`reduceRes`, `dstIdx`);
//! immediates become `imm_value`s (fp32 for floats, int32 for integers),
//! registers `register_access`es; KLR enums map by name (`AluOp` spellings
//! are BIR's, activation functions per docs/bir-json-format.md §7.5,
//! `AccumCmd` → `acc` with `LoadAccumulate` rejected).

use super::tensors::{self, immediate, immediate_value, register};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{self as bir, BirEnum};
use nki_formats::bir_json::inst::{self, TypedInstruction};
use nki_formats::bir_json::Argument;
use nki_formats::klr::*;
use serde_json::{json, Value};

/// Every KLR operator → the BIR opcode(s) it lowers to (`none` for a
/// state load BIR keeps on its consumers), or `rejected: <why>`.
pub const COVERAGE: &[(&str, &str)] = &[
    ("activate", "Activation"),
    ("ncActivate", "Activation"),
    ("activationReduce", "Activation"),
    ("affineSelect", "TensorScalarAffineSelect"),
    ("ncAffineSelect", "TensorScalarAffineSelect"),
    ("batchNormAggregate", "BNStatsAggregate"),
    ("batchNormStats", "BNStats"),
    ("copy", "TensorCopy"),
    ("ncCopy", "TensorCopy"),
    ("copyPredicated", "CopyPredicated"),
    ("dmaCopy", "Load or Save or DMACopy"),
    ("ncDmaCopy", "Load or Save or DMACopy"),
    ("dmaTranspose", "DMACopy"),
    ("dropout", "Dropout"),
    ("findIndex8", "MaxIndex"),
    ("iota", "Iota"),
    ("loadMaskRegister", "none (BIR Shuffle carries its mask as indices)"),
    ("loadStationary", "Matmult (with the next matMul)"),
    ("localGather", "Gather"),
    ("ncLocalGather", "IndirectCopy"),
    ("matMul", "Matmult"),
    ("ncMatMul", "Matmult"),
    ("matchReplace8", "MatchReplace"),
    ("matchValueLoad", "none (BIR MaxIndex and MatchReplace take the values as an operand)"),
    ("max8", "Max"),
    ("memSet", "Memset"),
    ("rangeSelect", "RangeSelect"),
    ("ncRangeSelect", "RangeSelect"),
    ("reciprocal", "Reciprocal"),
    ("scalarTensorTensor", "TensorScalarPtr"),
    ("ncScalarTensorTensor", "TensorScalarPtr"),
    ("shuffle", "Shuffle"),
    ("tensorReduce", "TensorReduce"),
    ("tensorScalar", "TensorScalar or TensorScalarPtr"),
    ("tensorTensor", "TensorTensor"),
    ("tensorTensorScan", "TensorScalarPtr"),
    ("tensorPartitionReduce", "TensorReduce"),
    ("tensorScalarReduce", "TensorScalarPtr"),
    (
        "transpose",
        "StreamTranspose, or Matmult (then TensorCopy into SBUF)",
    ),
    ("selectReduce", "Select (after TensorScalar for a reversed predicate, then RangeSelect for a reduction)"),
    ("sequenceBounds", "Iota, TensorTensor, TensorScalar, TensorScalarPtr (scans), Select, Memset"),
    ("sendRecv", "CollectiveCompute"),
    ("sendRecvCompute", "CollectiveCompute"),
    ("tensorLoad", "TensorLoad"),
    ("tensorStore", "TensorSave"),
    ("registerMove", "RegisterMove"),
    ("cmpBranch", "CompareAndBranch or UnconditionalBranch"),
    ("registerAluOp", "RegisterAlu"),
    (
        "quantizeMX",
        "rejected: no BIR opcode quantizes to MX blocks with shared (E8M0) scales",
    ),
    (
        "ncMatMulMX",
        "rejected: BIR Matmult takes no scale operands, so an MX matmul's per-block scales have no place",
    ),
    ("dmaCompute", "DMACopy"),
    ("allReduce", "CollectiveCompute"),
    ("allGather", "CollectiveCompute"),
    ("reduceScatter", "CollectiveCompute"),
    ("collectivePermute", "CollectiveCompute"),
    ("collectivePermuteImplicit", "CollectiveCompute"),
    ("collectivePermuteImplicitReduce", "CollectiveCompute"),
    (
        "broadcast",
        "CollectiveCompute (AllGather), then DMACopy",
    ),
    ("allToAll", "CollectiveCompute"),
    ("rankId", "GetGlobalRankId"),
    ("currentProcessingRankId", "GetCurProcessingRankID"),
    ("send", "CollectiveSend"),
    ("recv", "CollectiveRecv"),
    ("coreBarrier", "CoreBarrier"),
    ("rng", "Rand"),
    ("rand2", "Rand"),
    ("randGetState", "GetRandState"),
    ("setRngSeed", "SetRandState"),
    ("randSetState", "SetRandState"),
    (
        "extendedInst",
        "rejected: it is a raw engine instruction and BIR InlineASMBytes needs its encoded bytes, which the payload does not give",
    ),
    ("tensorScalarCumulative", "TensorScalar or TensorScalarPtr, then TensorScalarPtr"),
    ("ncNGather", "Gather"),
    (
        "nonzeroWithCount",
        "Memset, TensorScalar, Iota, TensorTensor, Max and MatchReplace (rounds), TensorReduce, TensorCopy",
    ),
    (
        "devicePrint",
        "rejected: BIR has no instruction that prints a tensor to a host output buffer",
    ),
    (
        "exponential",
        "TensorScalar or TensorScalarPtr, then Activation",
    ),
    (
        "activate2",
        "TensorScalar or TensorScalarPtr, then Activation",
    ),
];

/// A tensor operand: its access pattern and what the lowering checks.
pub(crate) struct Tile {
    pub arg: Argument,
    pub dtype: Dtype,
    pub memory: Memory,
    pub name: String,
}

pub(super) type Lowered = Result<(), LowerError>;

/// The BIR engine of a KLR engine (`None`: the opcode's default).
pub(crate) fn bir_engine(engine: Engine) -> Option<bir::Engine> {
    match engine {
        Engine::unassigned => None,
        Engine::act => Some(bir::Engine::Activation),
        Engine::dma => Some(bir::Engine::Dma),
        Engine::dve => Some(bir::Engine::Dve),
        Engine::pe => Some(bir::Engine::Pe),
        Engine::pool => Some(bir::Engine::Pool),
        Engine::sp => Some(bir::Engine::Sp),
    }
}

/// KLR and BIR spell the ALU operations alike (test `alu_ops_map`).
pub(super) fn alu(op: AluOp) -> bir::AluOp {
    bir::AluOp::parse(op.name()).expect("every KLR AluOp is a BIR AluOp (test alu_ops_map)")
}

pub(super) fn acc(cmd: AccumCmd) -> Result<bir::EngineAccumulationType, LowerError> {
    use bir::EngineAccumulationType as A;
    Ok(match cmd {
        AccumCmd::Idle => A::Idle,
        AccumCmd::Zero => A::Zero,
        AccumCmd::Accumulate => A::Accumulate,
        AccumCmd::ZeroAccumulate => A::ZeroAccumulate,
        AccumCmd::LoadAccumulate => {
            return Err(LowerError::Form(
                "accumulator command LoadAccumulate has no BIR counterpart".into(),
            ))
        }
    })
}

/// docs/bir-json-format.md §7.5.
pub(super) fn activation_function(
    f: ActivationFunc,
) -> Result<bir::ActivationFunctionType, LowerError> {
    use bir::ActivationFunctionType as T;
    use ActivationFunc::*;
    Ok(match f {
        abs => T::Abs,
        arctan => T::Arctan,
        copy => T::Copy,
        erf => T::Erf,
        erf_dx => T::DerivativeErf,
        exp => T::Exp,
        gelu => T::Gelu,
        gelu_apprx_tanh => T::GeluApprxTanh,
        gelu_dx => T::DerivativeGelu,
        log => T::Ln,
        mish => T::Mish,
        reciprocal => T::Reciprocal,
        relu => T::Relu,
        rsqrt => T::Rsqrt,
        sigmoid => T::Sigmoid,
        sign => T::Sign,
        silu => T::Silu,
        silu_dx => T::DerivativeSilu,
        sin => T::Sin,
        softplus => T::Softplus,
        sqrt => T::Sqrt,
        square => T::Square,
        tanh => T::Tanh,
        gelu_apprx_sigmoid => T::GeluApprxSigmoid,
        gelu_apprx_sigmoid_dx => {
            return Err(LowerError::Form(
                "activation function gelu_apprx_sigmoid_dx has no BIR counterpart".into(),
            ))
        }
    })
}

pub(super) fn affine_cmp(cmp: AffineSelectCmp) -> bir::AluOp {
    match cmp {
        AffineSelectCmp::GreaterThan => bir::AluOp::IsGt,
        AffineSelectCmp::GreaterThanEq => bir::AluOp::IsGe,
        AffineSelectCmp::Eq => bir::AluOp::IsEqual,
        AffineSelectCmp::NotEq => bir::AluOp::NotEqual,
    }
}

/// An access pattern's pairs as the `pattern` member's `{step, num}` objects.
pub(super) fn pattern_pairs(pattern: &[APPair]) -> Vec<Value> {
    pattern
        .iter()
        .map(|p| json!({"step": p.step, "num": p.num}))
        .collect()
}

/// `reverse0`/`reverse1` of a `TensorScalarReverseOps`.
pub(super) fn reverse_pair(r: TensorScalarReverseOps) -> (bool, bool) {
    match r {
        TensorScalarReverseOps::none => (false, false),
        TensorScalarReverseOps::first => (true, false),
        TensorScalarReverseOps::second => (false, true),
        TensorScalarReverseOps::both => (true, true),
    }
}

pub(super) fn is_dram(memory: Memory) -> bool {
    matches!(
        memory,
        Memory::hbm | Memory::shared_hbm | Memory::private_hbm
    )
}

/// The Memset `constant` (a nat): an integer as itself (negative ones as
/// their 32-bit pattern), a float as its fp32 bit pattern unless it is a
/// non-negative whole number.
pub(super) fn memset_constant(value: &Immediate) -> Result<u64, LowerError> {
    match value {
        Immediate::int { i } => Ok(*i as u32 as u64),
        Immediate::float { f } => {
            let v = f32::from_bits(f.0);
            if v >= 0.0 && v.fract() == 0.0 && v < 4.0e9 && !(v == 0.0 && v.is_sign_negative()) {
                Ok(v as u64)
            } else {
                Ok(f.0 as u64)
            }
        }
        other => Err(LowerError::Form(match immediate(other) {
            Err(why) => why,
            Ok(_) => format!("the immediate {other:?}"),
        })),
    }
}

impl KlirToBirCodegen {
    /// A tensor operand; its buffer joins the function's storage.
    pub(crate) fn tile(&mut self, r: &TensorRef) -> Result<Tile, LowerError> {
        match r {
            TensorRef::r#abstract { access } => {
                let (arg, tensor) = tensors::access(access)?;
                self.tensors
                    .add_tensor_name(tensor, tensors::Role::Internal);
                Ok(Tile {
                    arg,
                    dtype: tensor.dtype,
                    memory: tensor.address.memory,
                    name: tensor.address.name.to_string(),
                })
            }
            TensorRef::sbuf { view } => Ok(self.sram_view(view, Memory::sbuf)?),
            TensorRef::psum { view } => Ok(self.sram_view(view, Memory::psum)?),
            TensorRef::hbm { view } => Ok(self.hbm_view(view)?),
            TensorRef::register { .. } => Err(LowerError::Form(
                "a tensor held in a register (TensorRef.register) has no BIR operand form".into(),
            )),
        }
    }

    pub(super) fn arg(&mut self, r: &TensorRef) -> Result<Argument, LowerError> {
        Ok(self.tile(r)?.arg)
    }

    pub(super) fn operand(&mut self, o: &Operand) -> Result<Argument, LowerError> {
        match o {
            Operand::imm { i } => Ok(immediate(i)?),
            Operand::tile { t } => self.arg(t),
        }
    }

    /// The zero bias of an activation over `data`: the first of the zero
    /// column's partitions, one per partition of the data (a bias operand
    /// gives each partition its value).
    pub(super) fn zero_bias_ap(&mut self, data: &Argument) -> Argument {
        let name = self.act_bias_tensor();
        let p = partitions(data).clamp(1, self.arch.partitions as i64);
        tensors::physical_ap(&name, Dtype::float32, vec![vec![1, p], vec![1, 1]], 0)
    }

    /// `(src op0 a) op1 b` into `dst`: `TensorScalar` when both scalars are
    /// immediates, else `TensorScalarPtr` with the tiles as operands.
    pub(super) fn tensor_scalar(
        &mut self,
        dst: Argument,
        src: Argument,
        first: (AluOp, &Operand, bool),
        second: Option<(AluOp, &Operand, bool)>,
        engine: Option<bir::Engine>,
    ) -> Lowered {
        let (op1, reverse1) = second
            .map(|(op, _, r)| (op, r))
            .unwrap_or((AluOp::bypass, false));
        let imm_of = |o: &Operand| match o {
            Operand::imm { i } => immediate_value(i).ok(),
            Operand::tile { .. } => None,
        };
        let const0 = imm_of(first.1);
        let const1 = match second {
            Some((_, o, _)) => imm_of(o),
            None => Some(0.0),
        };
        if let (Some(c0), Some(c1)) = (const0, const1) {
            let scalar = inst::TensorScalar::new(alu(first.0), c0, first.2, alu(op1), c1, reverse1);
            self.emit(scalar, engine, vec![src], vec![dst]);
            return Ok(());
        }
        let mut ins = vec![src, self.operand(first.1)?];
        if let Some((_, o, _)) = second {
            ins.push(self.operand(o)?);
        }
        let pointer = inst::TensorScalarPtr::new(alu(first.0), first.2, alu(op1), reverse1)
            .is_tensor_scalar_addr(true);
        self.emit(pointer, engine, ins, vec![dst]);
        Ok(())
    }

    /// An activation with the zero bias and unit scale, in place on `dst`.
    pub(super) fn activation_in_place(
        &mut self,
        dst: Argument,
        func: bir::ActivationFunctionType,
        reduce_res: &Option<TensorRef>,
        cmd: AccumCmd,
        alpha: Option<f64>,
    ) -> Lowered {
        let bias = self.zero_bias_ap(&dst);
        let mut outs = vec![dst.clone()];
        if let Some(r) = reduce_res {
            outs.push(self.arg(r)?);
        }
        let mut activation = inst::Activation::new(func).acc(acc(cmd)?);
        if let Some(alpha) = alpha {
            activation = activation.alpha(alpha);
        }
        self.emit(
            activation,
            None,
            vec![dst, bias, tensors::imm("float32", 1.0)],
            outs,
        );
        Ok(())
    }

    pub(super) fn dma(
        &mut self,
        dst: &TensorRef,
        src: &TensorRef,
        compute: DgeComputeOp,
        oob: &DmaBounds,
    ) -> Lowered {
        let (dst, src) = (self.tile(dst)?, self.tile(src)?);
        let oob_is_err = matches!(oob, DmaBounds::error {});
        if compute == DgeComputeOp::add {
            // Read-modify-write: the destination is also a source (as NKI's
            // dma_compute writes an accumulation).
            let ins = vec![src.arg, dst.arg.clone()];
            let copy = inst::DMACopy::new(bir::CopyMode::Cce)
                .cce_op(bir::AluOp::Add)
                .oob_is_err(oob_is_err);
            self.emit(copy, None, ins, vec![dst.arg]);
            return Ok(());
        }
        let (ins, outs) = (vec![src.arg], vec![dst.arg]);
        if is_dram(src.memory) && !is_dram(dst.memory) {
            self.emit(inst::Load::new(), None, ins, outs);
        } else if !is_dram(src.memory) && is_dram(dst.memory) {
            self.emit(inst::Save::new(), None, ins, outs);
        } else {
            let copy = inst::DMACopy::new(bir::CopyMode::Copy).oob_is_err(oob_is_err);
            self.emit(copy, None, ins, outs);
        }
        Ok(())
    }

    /// `codegenOperator`.
    pub(crate) fn codegen_operator(&mut self, op: &Operator, pos: &Pos) -> Lowered {
        use Operator as O;
        match op {
            O::activate { op } => self.lower_activate(op)?,
            O::ncActivate { op } | O::activationReduce { op } => self.lower_nc_activate(op)?,
            O::affineSelect { op } => self.lower_affine_select(op)?,
            O::ncAffineSelect { op } => self.lower_nc_affine_select(op)?,
            O::batchNormAggregate { op } => {
                self.unary(inst::BNStatsAggregate::new(), &op.dst, &op.src)?
            }
            O::batchNormStats { op } => self.unary(inst::BNStats::new(), &op.dst, &op.src)?,
            O::copy { op } => self.unary(inst::TensorCopy::new(), &op.dst, &op.src)?,
            O::ncCopy { op } => self.lower_nc_copy(op)?,
            O::copyPredicated { op } => self.lower_copy_predicated(op)?,
            O::dmaCopy { op } => self.dma(&op.dst, &op.src, op.compute_op, &op.dstBoundsCheck)?,
            O::ncDmaCopy { op } => self.dma(&op.dst, &op.src, op.compute_op, &op.oobMode)?,
            O::dmaTranspose { op } => self.lower_dma_transpose(op)?,
            O::dropout { op } => self.lower_dropout(op)?,
            O::findIndex8 { op } => self.lower_find_index8(op)?,
            O::iota { op } => self.lower_iota(op)?,
            O::loadStationary { op } => self.lower_load_stationary(op)?,
            O::matMul { op } => self.lower_mat_mul(op)?,
            O::ncMatMul { op } => self.lower_nc_mat_mul(op)?,
            O::matchReplace8 { op } => self.lower_match_replace8(op)?,
            O::max8 { op } => self.unary(inst::Max::new(), &op.dst, &op.src)?,
            O::memSet { op } => self.lower_mem_set(op)?,
            O::rangeSelect { op } => self.lower_range_select(op)?,
            O::ncRangeSelect { op } => self.lower_nc_range_select(op)?,
            O::reciprocal { op } => self.unary(inst::Reciprocal::new(), &op.dst, &op.src)?,
            O::scalarTensorTensor { op } => self.lower_scalar_tensor_tensor(op)?,
            O::ncScalarTensorTensor { op } => self.lower_nc_scalar_tensor_tensor(op)?,
            O::shuffle { op } => self.lower_shuffle(op)?,
            O::tensorReduce { op } => self.lower_tensor_reduce(op)?,
            O::tensorScalar { op } => self.lower_tensor_scalar(op)?,
            O::tensorTensor { op } => self.lower_tensor_tensor(op)?,
            O::tensorTensorScan { op } => self.lower_tensor_tensor_scan(op)?,
            O::tensorPartitionReduce { op } => self.lower_tensor_partition_reduce(op)?,
            O::tensorScalarReduce { op } => self.lower_tensor_scalar_reduce(op)?,
            O::transpose { op } => self.transpose(op, pos)?,
            O::selectReduce { op } => self.lower_select_reduce(op)?,
            O::tensorLoad { op } => self.lower_tensor_load(op)?,
            O::tensorStore { op } => self.lower_tensor_store(op)?,
            O::registerMove { op } => self.lower_register_move(op)?,
            O::cmpBranch { op } => self.branch(op),
            O::registerAluOp { op } => self.lower_register_alu_op(op)?,
            O::dmaCompute { op } => self.lower_dma_compute(op)?,
            O::coreBarrier { op } => self.lower_core_barrier(op)?,
            O::randGetState { op } => self.lower_rand_get_state(op)?,
            O::randSetState { op } => self.lower_rand_set_state(op)?,
            O::ncLocalGather { op } => self.lower_nc_local_gather(op)?,
            O::localGather { op } => self.unary(inst::Gather::new(), &op.dst, &op.src)?,
            O::ncNGather { op } => self.lower_nc_n_gather(op)?,
            O::exponential { op } => self.lower_exponential(op)?,
            O::activate2 { op } => self.lower_activate2(op)?,
            O::loadMaskRegister { op } => self.load_mask_register(op)?,
            O::matchValueLoad { op } => self.match_value_load(op)?,
            O::sendRecv { op } => self.send_recv(op)?,
            O::sendRecvCompute { op } => self.send_recv_compute(op)?,
            O::allReduce { op } => self.all_reduce(op)?,
            O::allGather { op } => self.all_gather(op)?,
            O::reduceScatter { op } => self.reduce_scatter(op)?,
            O::collectivePermute { op } => self.collective_permute(op)?,
            O::collectivePermuteImplicit { op } => self.collective_permute_implicit(op)?,
            O::collectivePermuteImplicitReduce { op } => {
                self.collective_permute_implicit_reduce(op)?
            }
            O::allToAll { op } => self.all_to_all(op)?,
            O::rankId { op } => self.rank_id(op)?,
            O::currentProcessingRankId { op } => self.current_processing_rank_id(op)?,
            O::send { op } => self.send(op)?,
            O::recv { op } => self.recv(op)?,
            O::rng { op } => self.rng(op)?,
            O::rand2 { op } => self.rand2(op)?,
            O::setRngSeed { op } => self.set_rng_seed(op)?,
            O::tensorScalarCumulative { op } => self.tensor_scalar_cumulative(op)?,
            O::sequenceBounds { op } => self.lower_sequence_bounds(op)?,
            O::broadcast { op } => self.broadcast(op)?,
            O::nonzeroWithCount { op } => self.lower_nonzero_with_count(op)?,
            O::quantizeMX { .. }
            | O::ncMatMulMX { .. }
            | O::extendedInst { .. }
            | O::devicePrint { .. } => return Err(LowerError::Unsupported),
        }
        Ok(())
    }

    /// The elementwise operands (`which`, by position in `ins`) of an
    /// instruction writing `dst`, with implicit broadcasts made explicit
    /// ([`super::broadcast`]).
    pub(super) fn elementwise(
        &self,
        mut ins: Vec<Argument>,
        dst: &Argument,
        which: &[usize],
    ) -> Result<Vec<Argument>, LowerError> {
        for &i in which {
            if let Some(operand) = ins.get_mut(i) {
                super::broadcast::broadcast_to(operand, dst)?;
            }
        }
        Ok(ins)
    }

    pub(super) fn unary<I: TypedInstruction>(
        &mut self,
        instruction: I,
        dst: &TensorRef,
        src: &TensorRef,
    ) -> Lowered {
        let (dst, src) = (self.arg(dst)?, self.arg(src)?);
        self.emit(instruction, None, vec![src], vec![dst]);
        Ok(())
    }

    pub(super) fn branch(&mut self, op: &CmpBranch) {
        use bir::BranchCompareOp as C;
        use BrCmpOp::*;
        let (code, on_register) = match op.op {
            always => {
                let branch = inst::UnconditionalBranch::new().target(op.trueLabel.as_str());
                self.emit(branch, None, vec![], vec![]);
                return;
            }
            lt_imm => (C::IsLtimm, false),
            le_imm => (C::IsLeimm, false),
            eq_imm => (C::IsEqimm, false),
            ne_imm => (C::IsNeimm, false),
            ge_imm => (C::IsGeimm, false),
            gt_imm => (C::IsGtimm, false),
            lt_reg => (C::IsLtreg, true),
            le_reg => (C::IsLereg, true),
            eq_reg => (C::IsEqreg, true),
            ne_reg => (C::IsNereg, true),
            ge_reg => (C::IsGereg, true),
            gt_reg => (C::IsGtreg, true),
        };
        let second = if on_register {
            register(&op.reg2)
        } else {
            tensors::imm("int32", op.imm as f64)
        };
        let branch = inst::CompareAndBranch::new(code)
            .on_true(op.trueLabel.as_str())
            .on_false(op.falseLabel.as_str());
        self.emit(branch, None, vec![register(&op.reg1), second], vec![]);
    }
}

/// The elements per partition of an access pattern (the product of the
/// counts after the partition pair).
pub(super) fn free_elements(arg: &Argument) -> i64 {
    match arg {
        Argument::PhysicalAp { ap, .. } => ap
            .iter()
            .skip(1)
            .map(|p| p.get(1).copied().unwrap_or(1))
            .product(),
        _ => 1,
    }
}

/// The SBUF partitions one GpSimd core serves (local gathers and
/// `nonzeroWithCount` work per core).
pub(super) const GPSIMD_CORE_PARTITIONS: i64 = 16;

/// The partition count of an access pattern (its first pair's count).
pub(super) fn partitions(arg: &Argument) -> i64 {
    match arg {
        Argument::PhysicalAp { ap, .. } => ap.first().and_then(|p| p.get(1)).copied().unwrap_or(1),
        _ => 1,
    }
}
