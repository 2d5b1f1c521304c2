//! `codegenOperator`: one lowering per KLR operator ([`COVERAGE`] is the
//! table, docs/klr-to-bir.md its prose; a test keeps the three in sync).
//!
//! Conventions: `ins` lists sources in the operator's field order, `outs`
//! the destination first and then any second result (`reduceRes`, `dstIdx`);
//! immediates become `imm_value`s (fp32 for floats, int32 for integers),
//! registers `register_access`es; KLR enums map by name (`AluOp` spellings
//! are BIR's, activation functions per docs/bir-json-format.md §7.5,
//! `AccumCmd` → `acc` with `LoadAccumulate` rejected).

use super::tensors::{self, immediate, immediate_value, register};
use super::{KlirToBirCodegen, LowerError};
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
    ("ncLocalGather", "Gather"),
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
    ("selectReduce", "Select"),
    (
        "sequenceBounds",
        "rejected: no BIR opcode computes segment bounds (a GpSimd library routine) and no short sequence of BIR instructions does",
    ),
    ("sendRecv", "CollectiveCompute"),
    ("sendRecvCompute", "CollectiveCompute"),
    ("tensorLoad", "TensorLoad"),
    ("tensorStore", "TensorSave"),
    ("registerMove", "RegisterMove"),
    ("cmpBranch", "CompareAndBranch or UnconditionalBranch"),
    ("registerAluOp", "RegisterAlu"),
    (
        "quantizeMX",
        "rejected: no BIR opcode quantizes to MX blocks with shared scales, and BIR has no spelling for the MX dtypes",
    ),
    (
        "ncMatMulMX",
        "rejected: BIR Matmult takes no scale operands and BIR has no spelling for the MX dtypes",
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
        "rejected: no BIR CollectiveKind is a broadcast and the payload names no root rank",
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
        "rejected: no BIR opcode compacts the indices of nonzero elements (a GpSimd library routine)",
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

type Lowered = Result<(), LowerError>;

/// The BIR engine of a KLR engine (`None`: the opcode's default).
pub(crate) fn engine_name(engine: Engine) -> Option<&'static str> {
    match engine {
        Engine::unassigned => None,
        Engine::act => Some("Activation"),
        Engine::dma => Some("DMA"),
        Engine::dve => Some("DVE"),
        Engine::pe => Some("PE"),
        Engine::pool => Some("Pool"),
        Engine::sp => Some("SP"),
    }
}

fn alu(op: AluOp) -> Value {
    json!(op.name())
}

fn acc(cmd: AccumCmd) -> Result<Value, LowerError> {
    match cmd {
        AccumCmd::LoadAccumulate => Err(LowerError::Form(
            "accumulator command LoadAccumulate has no BIR counterpart".into(),
        )),
        other => Ok(json!(other.name())),
    }
}

/// docs/bir-json-format.md §7.5.
fn activation_function(f: ActivationFunc) -> Result<Value, LowerError> {
    use ActivationFunc::*;
    let name = match f {
        abs => "Abs",
        arctan => "Arctan",
        copy => "Copy",
        erf => "Erf",
        erf_dx => "Derivative_Erf",
        exp => "Exp",
        gelu => "Gelu",
        gelu_apprx_tanh => "Gelu_apprx_tanh",
        gelu_dx => "Derivative_Gelu",
        log => "Ln",
        mish => "Mish",
        reciprocal => "Reciprocal",
        relu => "Relu",
        rsqrt => "Rsqrt",
        sigmoid => "Sigmoid",
        sign => "Sign",
        silu => "Silu",
        silu_dx => "Derivative_silu",
        sin => "Sin",
        softplus => "Softplus",
        sqrt => "Sqrt",
        square => "Square",
        tanh => "Tanh",
        gelu_apprx_sigmoid => "Gelu_apprx_sigmoid",
        gelu_apprx_sigmoid_dx => {
            return Err(LowerError::Form(
                "activation function gelu_apprx_sigmoid_dx has no BIR counterpart".into(),
            ))
        }
    };
    Ok(json!(name))
}

fn affine_cmp(cmp: AffineSelectCmp) -> Value {
    json!(match cmp {
        AffineSelectCmp::GreaterThan => "is_gt",
        AffineSelectCmp::GreaterThanEq => "is_ge",
        AffineSelectCmp::Eq => "is_equal",
        AffineSelectCmp::NotEq => "not_equal",
    })
}

fn pattern_pairs(pattern: &[APPair]) -> Value {
    Value::Array(
        pattern
            .iter()
            .map(|p| json!({"step": p.step, "num": p.num}))
            .collect(),
    )
}

/// `reverse0`/`reverse1` of a `TensorScalarReverseOps`.
fn reverse_pair(r: TensorScalarReverseOps) -> (bool, bool) {
    match r {
        TensorScalarReverseOps::none => (false, false),
        TensorScalarReverseOps::first => (true, false),
        TensorScalarReverseOps::second => (false, true),
        TensorScalarReverseOps::both => (true, true),
    }
}

fn is_dram(memory: Memory) -> bool {
    matches!(
        memory,
        Memory::hbm | Memory::shared_hbm | Memory::private_hbm
    )
}

fn number(v: f64) -> Value {
    if v.fract() == 0.0 && v.abs() < 9.0e15 {
        json!(v as i64)
    } else {
        json!(v)
    }
}

/// The Memset `constant` (a nat): an integer as itself (negative ones as
/// their 32-bit pattern), a float as its fp32 bit pattern unless it is a
/// non-negative whole number.
fn memset_constant(value: &Immediate) -> Result<u64, LowerError> {
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
        other => Err(LowerError::Form(immediate(other).err().unwrap_or_default())),
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

    fn arg(&mut self, r: &TensorRef) -> Result<Argument, LowerError> {
        Ok(self.tile(r)?.arg)
    }

    fn operand(&mut self, o: &Operand) -> Result<Argument, LowerError> {
        match o {
            Operand::imm { i } => Ok(immediate(i)?),
            Operand::tile { t } => self.arg(t),
        }
    }

    fn zero_bias_ap(&mut self) -> Argument {
        let name = self.act_bias_tensor();
        let p = self.arch.partitions as i64;
        tensors::physical_ap(&name, Dtype::float32, vec![vec![1, p], vec![1, 1]], 0)
    }

    /// `(src op0 a) op1 b` into `dst`: `TensorScalar` when both scalars are
    /// immediates, else `TensorScalarPtr` with the tiles as operands.
    #[allow(clippy::too_many_arguments)]
    fn tensor_scalar(
        &mut self,
        dst: Argument,
        src: Argument,
        first: (AluOp, &Operand, bool),
        second: Option<(AluOp, &Operand, bool)>,
        engine: Option<&str>,
        extra: Vec<(&str, Value)>,
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
        if let (Some(c0), Some(c1), true) = (const0, const1, extra.is_empty()) {
            self.emit(
                "TensorScalar",
                engine,
                vec![src],
                vec![dst],
                vec![
                    ("op0", alu(first.0)),
                    ("const0", number(c0)),
                    ("reverse0", json!(first.2)),
                    ("op1", alu(op1)),
                    ("const1", number(c1)),
                    ("reverse1", json!(reverse1)),
                ],
            );
            return Ok(());
        }
        let mut ins = vec![src, self.operand(first.1)?];
        if let Some((_, o, _)) = second {
            ins.push(self.operand(o)?);
        }
        let mut members = vec![
            ("op0", alu(first.0)),
            ("reverse0", json!(first.2)),
            ("op1", alu(op1)),
            ("reverse1", json!(reverse1)),
        ];
        if extra.is_empty() {
            members.push(("is_tensor_scalar_addr", json!(true)));
        }
        members.extend(extra);
        self.emit("TensorScalarPtr", engine, ins, vec![dst], members);
        Ok(())
    }

    /// An activation with the zero bias and unit scale, in place on `dst`.
    fn activation_in_place(
        &mut self,
        dst: Argument,
        func: Value,
        reduce_res: &Option<TensorRef>,
        cmd: AccumCmd,
        alpha: Option<f64>,
    ) -> Lowered {
        let bias = self.zero_bias_ap();
        let mut outs = vec![dst.clone()];
        if let Some(r) = reduce_res {
            outs.push(self.arg(r)?);
        }
        let mut members = vec![("func", func), ("acc", acc(cmd)?)];
        if let Some(alpha) = alpha {
            members.push(("alpha", number(alpha)));
        }
        self.emit(
            "Activation",
            None,
            vec![dst, bias, tensors::imm("float32", 1.0)],
            outs,
            members,
        );
        Ok(())
    }

    fn dma(
        &mut self,
        dst: &TensorRef,
        src: &TensorRef,
        compute: DgeComputeOp,
        oob: &DmaBounds,
    ) -> Lowered {
        let (dst, src) = (self.tile(dst)?, self.tile(src)?);
        let oob_is_err = matches!(oob, DmaBounds::error {});
        if compute == DgeComputeOp::add {
            self.emit(
                "DMACopy",
                None,
                vec![src.arg],
                vec![dst.arg],
                vec![
                    ("mode", json!("CCE")),
                    ("cce_op", json!("add")),
                    ("oob_is_err", json!(oob_is_err)),
                ],
            );
        } else if is_dram(src.memory) && !is_dram(dst.memory) {
            self.emit("Load", None, vec![src.arg], vec![dst.arg], vec![]);
        } else if !is_dram(src.memory) && is_dram(dst.memory) {
            self.emit("Save", None, vec![src.arg], vec![dst.arg], vec![]);
        } else {
            self.emit(
                "DMACopy",
                None,
                vec![src.arg],
                vec![dst.arg],
                vec![("mode", json!("Copy")), ("oob_is_err", json!(oob_is_err))],
            );
        }
        Ok(())
    }

    fn matmult(
        &mut self,
        dst: Tile,
        stationary: Tile,
        moving: Tile,
        members: Vec<(&str, Value)>,
    ) -> Lowered {
        if dst.memory != Memory::psum {
            return Err(LowerError::Form(format!(
                "the matmul destination '{}' must be in PSUM, it is in {}",
                dst.name,
                dst.memory.name()
            )));
        }
        for (role, t) in [("stationary", &stationary), ("moving", &moving)] {
            if t.memory != Memory::sbuf {
                return Err(LowerError::Form(format!(
                    "the matmul {role} operand '{}' must be in SBUF, it is in {}",
                    t.name,
                    t.memory.name()
                )));
            }
        }
        self.emit(
            "Matmult",
            None,
            vec![stationary.arg, moving.arg],
            vec![dst.arg],
            members,
        );
        Ok(())
    }

    /// `codegenOperator`.
    pub(crate) fn codegen_operator(&mut self, op: &Operator, pos: &Pos) -> Lowered {
        use Operator as O;
        match op {
            O::activate { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                let bias = tensors::imm("float32", immediate_value(&op.bias)?);
                let scale = tensors::imm("float32", immediate_value(&op.scale)?);
                let mut members = vec![
                    ("func", activation_function(op.activationFunc)?),
                    ("acc", acc(op.accumulatorCmd)?),
                ];
                if let Ok(alpha) = immediate_value(&op.imm) {
                    members.push(("alpha", number(alpha)));
                }
                self.emit(
                    "Activation",
                    None,
                    vec![src, bias, scale],
                    vec![dst],
                    members,
                );
            }
            O::ncActivate { op } | O::activationReduce { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                let bias = match &op.bias {
                    Some(bias) => self.arg(bias)?,
                    None => self.zero_bias_ap(),
                };
                let scale = match &op.scale {
                    Operand::imm { i } => tensors::imm("float32", immediate_value(i)?),
                    Operand::tile { t } => self.arg(t)?,
                };
                let mut outs = vec![dst];
                if let Some(r) = &op.reduceRes {
                    if !matches!(op.reduceOp, None | Some(AluOp::add)) {
                        return Err(LowerError::Form(
                            "an activation reduces only with add (the accumulator)".into(),
                        ));
                    }
                    outs.push(self.arg(r)?);
                }
                self.emit(
                    "Activation",
                    None,
                    vec![src, bias, scale],
                    outs,
                    vec![
                        ("func", activation_function(op.activationFunc)?),
                        ("acc", acc(op.accumulatorCmd)?),
                    ],
                );
            }
            O::affineSelect { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                let fill = register(&format!("reg{}", op.fillReg));
                self.emit(
                    "TensorScalarAffineSelect",
                    None,
                    vec![src, fill],
                    vec![dst],
                    vec![
                        ("base", json!(op.maskPattern.offset)),
                        ("pattern", pattern_pairs(&op.maskPattern.pattern)),
                        (
                            "channel_multiplier",
                            json!(op.maskPattern.channelMultiplier),
                        ),
                        ("compare_op", affine_cmp(op.fillMode)),
                    ],
                );
            }
            O::ncAffineSelect { op } => {
                let (dst, on_true) = (self.arg(&op.dst)?, self.arg(&op.onTrueTile)?);
                self.emit(
                    "TensorScalarAffineSelect",
                    None,
                    vec![on_true],
                    vec![dst],
                    vec![
                        ("base", json!(op.pred.offset)),
                        ("pattern", pattern_pairs(&op.pred.pattern)),
                        ("channel_multiplier", json!(op.pred.channelMultiplier)),
                        ("compare_op", alu(op.cmpOp)),
                        ("fill_value", number(immediate_value(&op.onFalseValue)?)),
                    ],
                );
            }
            O::batchNormAggregate { op } => self.unary("BNStatsAggregate", &op.dst, &op.src)?,
            O::batchNormStats { op } => self.unary("BNStats", &op.dst, &op.src)?,
            O::copy { op } => self.unary("TensorCopy", &op.dst, &op.src)?,
            O::ncCopy { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                self.emit(
                    "TensorCopy",
                    engine_name(op.engine),
                    vec![src],
                    vec![dst],
                    vec![],
                );
            }
            O::copyPredicated { op } => {
                let (dst, src, pred) = (
                    self.arg(&op.dst)?,
                    self.arg(&op.src)?,
                    self.arg(&op.predicate)?,
                );
                let ins = self.elementwise(vec![src, pred], &dst, &[0, 1])?;
                self.emit(
                    "CopyPredicated",
                    None,
                    ins,
                    vec![dst],
                    vec![("reverse_pred", json!(op.reversePred))],
                );
            }
            O::dmaCopy { op } => self.dma(&op.dst, &op.src, op.compute_op, &op.dstBoundsCheck)?,
            O::ncDmaCopy { op } => self.dma(&op.dst, &op.src, op.compute_op, &op.oobMode)?,
            O::dmaTranspose { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                self.emit(
                    "DMACopy",
                    None,
                    vec![src],
                    vec![dst],
                    vec![
                        ("mode", json!("Transpose")),
                        ("transpose_op", json!(op.axes.name())),
                    ],
                );
            }
            O::dropout { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                let threshold = self.operand(&op.threshold)?;
                self.emit(
                    "Dropout",
                    None,
                    vec![src, threshold],
                    vec![dst],
                    vec![(
                        "is_keep_threshold",
                        json!(op.thresholdType == DropoutThresholdType::KeepRate),
                    )],
                );
            }
            O::findIndex8 { op } => {
                let (dst, src, vals) =
                    (self.arg(&op.dst)?, self.arg(&op.src)?, self.arg(&op.vals)?);
                self.emit("MaxIndex", None, vec![src, vals], vec![dst], vec![]);
            }
            O::iota { op } => {
                let dst = self.arg(&op.dst)?;
                self.emit(
                    "Iota",
                    None,
                    vec![],
                    vec![dst],
                    vec![
                        ("base", json!(op.pattern.offset)),
                        ("pattern", pattern_pairs(&op.pattern.pattern)),
                        ("channel_multiplier", json!(op.pattern.channelMultiplier)),
                    ],
                );
            }
            O::loadStationary { op } => {
                let stationary = self.tile(&op.src)?;
                if stationary.memory != Memory::sbuf {
                    return Err(LowerError::Form(format!(
                        "the stationary operand '{}' must be in SBUF, it is in {}",
                        stationary.name,
                        stationary.memory.name()
                    )));
                }
                self.stationary = Some((stationary.arg, op.isTranspose));
            }
            O::matMul { op } => {
                let Some((stationary, transpose)) = self.stationary.clone() else {
                    return Err(LowerError::Form(
                        "no loadStationary precedes this matMul".into(),
                    ));
                };
                let moving = self.tile(&op.moving)?;
                let stationary = Tile {
                    arg: stationary,
                    dtype: moving.dtype,
                    memory: Memory::sbuf,
                    name: String::new(),
                };
                let dst = self.tile(&op.dst)?;
                self.matmult(
                    dst,
                    stationary,
                    moving,
                    vec![("is_transpose", json!(transpose))],
                )?;
            }
            O::ncMatMul { op } => {
                let (stationary, moving) = (self.tile(&op.stationary)?, self.tile(&op.moving)?);
                let mut members = vec![
                    ("is_transpose", json!(op.isTranspose)),
                    ("is_weight_onezero", json!(op.isStationaryOneZero)),
                    ("is_fmap_onezero", json!(op.isMovingZero)),
                ];
                match op.perfMode {
                    MatmulPerfMode::None => {}
                    MatmulPerfMode::DoubleRow => members.push(("perf_mode", json!("DoubleRow"))),
                    MatmulPerfMode::DoubleRowSwInterleave => {
                        return Err(LowerError::Form(
                            "perf mode DoubleRowSwInterleave has no BIR counterpart".into(),
                        ))
                    }
                }
                if op.tilePosition.len() == 2 {
                    members.push(("tile_position", json!(op.tilePosition)));
                }
                if op.tileSize.len() == 2 {
                    members.push(("tile_size", json!(op.tileSize)));
                }
                let dst = self.tile(&op.dst)?;
                self.matmult(dst, stationary, moving, members)?;
            }
            O::matchReplace8 { op } => {
                let (src, vals) = (self.arg(&op.src)?, self.arg(&op.vals)?);
                let mut outs = vec![self.arg(&op.dst)?];
                if let Some(idx) = &op.dstIdx {
                    outs.push(self.arg(idx)?);
                }
                self.emit(
                    "MatchReplace",
                    None,
                    vec![src, vals],
                    outs,
                    vec![("imm_value", number(immediate_value(&op.replaceValue)?))],
                );
            }
            O::max8 { op } => self.unary("Max", &op.dst, &op.src)?,
            O::memSet { op } => {
                let dst = self.arg(&op.dst)?;
                let constant = memset_constant(&op.value)?;
                self.emit(
                    "Memset",
                    engine_name(op.engine),
                    vec![],
                    vec![dst],
                    vec![("mode", json!("Const")), ("constant", json!(constant))],
                );
            }
            O::rangeSelect { op } => {
                let (dst, src) = (self.tile(&op.dst)?, self.arg(&op.src)?);
                let bounds = [immediate(&op.bound0)?, immediate(&op.bound1)?];
                let channels = partitions(&dst.arg);
                self.emit(
                    "RangeSelect",
                    None,
                    [vec![src], bounds.to_vec()].concat(),
                    vec![dst.arg],
                    vec![
                        ("base", json!(f32::from_bits(op.base.0) as i64)),
                        ("compare_op0", alu(op.compOp0)),
                        ("compare_op1", alu(op.compOp1)),
                        ("reduce_op", alu(op.reduceOp)),
                        ("reduce_cmd", acc(op.reduceCommand)?),
                        ("fill_value", number(f32::from_bits(op.fillValue.0) as f64)),
                        ("num_active_channels", json!(channels)),
                    ],
                );
            }
            O::ncRangeSelect { op } => {
                let dst = self.tile(&op.dst)?;
                let ins = vec![
                    self.arg(&op.onTrueTile)?,
                    self.arg(&op.bound0)?,
                    self.arg(&op.bound1)?,
                ];
                let channels = partitions(&dst.arg);
                let mut outs = vec![dst.arg];
                if let Some(r) = &op.reduceRes {
                    outs.push(self.arg(r)?);
                }
                let mut members = vec![
                    ("base", json!(immediate_value(&op.rangeStart)? as i64)),
                    ("compare_op0", alu(op.compOp0)),
                    ("compare_op1", alu(op.compOp1)),
                    ("reduce_cmd", acc(op.reduceCommand)?),
                    ("fill_value", number(immediate_value(&op.onFalseValue)?)),
                    ("num_active_channels", json!(channels)),
                ];
                if let Some(reduce) = op.reduceOp {
                    members.push(("reduce_op", alu(reduce)));
                }
                self.emit("RangeSelect", None, ins, outs, members);
            }
            O::reciprocal { op } => self.unary("Reciprocal", &op.dst, &op.src)?,
            O::scalarTensorTensor { op } => {
                let (reverse0, reverse1) = reverse_pair(op.reverseOperands);
                let ins = vec![
                    self.arg(&op.src0)?,
                    immediate(&op.imm0)?,
                    self.arg(&op.src1)?,
                ];
                let dst = self.arg(&op.dst)?;
                let ins = self.elementwise(ins, &dst, &[2])?;
                self.emit(
                    "TensorScalarPtr",
                    None,
                    ins,
                    vec![dst],
                    vec![
                        ("op0", alu(op.op0)),
                        ("reverse0", json!(reverse0)),
                        ("op1", alu(op.op1)),
                        ("reverse1", json!(reverse1)),
                        ("is_scalar_tensor_tensor", json!(true)),
                        ("acc", acc(op.accumulatorCmd)?),
                    ],
                );
            }
            O::ncScalarTensorTensor { op } => {
                let (reverse0, reverse1) = reverse_pair(op.reverseOperands);
                let ins = vec![
                    self.arg(&op.data)?,
                    self.operand(&op.src0)?,
                    self.operand(&op.src1)?,
                ];
                let dst = self.arg(&op.dst)?;
                let ins = self.elementwise(ins, &dst, &[2])?;
                self.emit(
                    "TensorScalarPtr",
                    None,
                    ins,
                    vec![dst],
                    vec![
                        ("op0", alu(op.op0)),
                        ("reverse0", json!(reverse0)),
                        ("op1", alu(op.op1)),
                        ("reverse1", json!(reverse1)),
                        ("is_scalar_tensor_tensor", json!(true)),
                    ],
                );
            }
            O::shuffle { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                let indices = op
                    .shuffleMask
                    .iter()
                    .map(|i| match i {
                        Immediate::int { i } if *i >= 0 => Ok(json!(i)),
                        _ => Err(LowerError::Form(
                            "a shuffle mask entry is not a non-negative integer".into(),
                        )),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                self.emit(
                    "Shuffle",
                    None,
                    vec![src],
                    vec![dst],
                    vec![("indices", Value::Array(indices))],
                );
            }
            O::tensorReduce { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                self.emit(
                    "TensorReduce",
                    None,
                    vec![src],
                    vec![dst],
                    vec![
                        ("op", alu(op.op)),
                        ("axis", json!(op.opDim.name())),
                        ("negate", json!(op.negated)),
                    ],
                );
            }
            O::tensorScalar { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                let (reverse0, reverse1) = reverse_pair(op.reverse);
                let second = match (&op.op1, &op.imm1) {
                    (Some(op1), Some(imm1)) => Some((*op1, imm1, reverse1)),
                    (None, None) => None,
                    _ => {
                        return Err(LowerError::Form(
                            "op1 and imm1 must be given together".into(),
                        ))
                    }
                };
                self.tensor_scalar(
                    dst,
                    src,
                    (op.op0, &op.imm0, reverse0),
                    second,
                    engine_name(op.engine),
                    vec![],
                )?;
            }
            O::tensorTensor { op } => {
                let ins = vec![self.arg(&op.src0)?, self.arg(&op.src1)?];
                let dst = self.arg(&op.dst)?;
                let ins = self.elementwise(ins, &dst, &[0, 1])?;
                self.emit(
                    "TensorTensor",
                    engine_name(op.engine),
                    ins,
                    vec![dst],
                    vec![("op", alu(op.op))],
                );
            }
            O::tensorTensorScan { op } => {
                let (reverse0, reverse1) = reverse_pair(op.reverseOperands);
                let ins = vec![
                    self.arg(&op.src0)?,
                    self.operand(&op.imm0)?,
                    self.arg(&op.src1)?,
                ];
                let dst = self.arg(&op.dst)?;
                let ins = self.elementwise(ins, &dst, &[2])?;
                self.emit(
                    "TensorScalarPtr",
                    None,
                    ins,
                    vec![dst],
                    vec![
                        ("op0", alu(op.op0)),
                        ("reverse0", json!(reverse0)),
                        ("op1", alu(op.op1)),
                        ("reverse1", json!(reverse1)),
                        ("is_tensor_tensor_scan", json!(true)),
                        ("acc", acc(op.accumulatorCmd)?),
                    ],
                );
            }
            O::tensorPartitionReduce { op } => {
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.data)?);
                self.emit(
                    "TensorReduce",
                    None,
                    vec![src],
                    vec![dst],
                    vec![("op", alu(op.op)), ("axis", json!("C"))],
                );
            }
            O::tensorScalarReduce { op } => {
                let ins = vec![self.arg(&op.src)?, self.operand(&op.operand0)?];
                let outs = vec![self.arg(&op.dst)?, self.arg(&op.reduceRes)?];
                self.emit(
                    "TensorScalarPtr",
                    None,
                    ins,
                    outs,
                    vec![
                        ("op0", alu(op.op0)),
                        ("reverse0", json!(op.reverse0)),
                        ("op1", alu(op.reduceOp.unwrap_or(AluOp::bypass))),
                        ("reverse1", json!(false)),
                        ("is_tensor_scalar_addr", json!(true)),
                        ("acc", acc(op.reduceCmd)?),
                    ],
                );
            }
            O::transpose { op } => self.transpose(op, pos)?,
            O::selectReduce { op } => {
                if op.reduceRes.is_some() || op.reversePred {
                    return Err(LowerError::Form(
                        "BIR Select has no reduction result and no reversed predicate".into(),
                    ));
                }
                let ins = vec![
                    self.arg(&op.predicate)?,
                    self.arg(&op.onTrue)?,
                    self.operand(&op.onFalse)?,
                ];
                let dst = self.arg(&op.dst)?;
                let ins = self.elementwise(ins, &dst, &[0, 1, 2])?;
                self.emit("Select", None, ins, vec![dst], vec![]);
            }
            O::tensorLoad { op } => {
                let src = self.arg(&op.src)?;
                self.emit(
                    "TensorLoad",
                    None,
                    vec![src],
                    vec![register(&op.dst)],
                    vec![],
                );
            }
            O::tensorStore { op } => {
                let dst = self.arg(&op.dst)?;
                self.emit(
                    "TensorSave",
                    None,
                    vec![register(&op.src)],
                    vec![dst],
                    vec![],
                );
            }
            O::registerMove { op } => {
                self.emit(
                    "RegisterMove",
                    None,
                    vec![tensors::imm("int32", op.imm as f64)],
                    vec![register(&op.dst)],
                    vec![],
                );
            }
            O::cmpBranch { op } => self.branch(op),
            O::registerAluOp { op } => {
                self.emit(
                    "RegisterAlu",
                    None,
                    vec![register(&op.src), tensors::imm("int32", op.imm as f64)],
                    vec![register(&op.dst)],
                    vec![("op", alu(op.op))],
                );
            }
            O::dmaCompute { op } => {
                let ins = op
                    .srcs
                    .iter()
                    .map(|s| self.arg(s))
                    .collect::<Result<Vec<_>, _>>()?;
                let constants = op
                    .scales
                    .iter()
                    .map(|s| immediate_value(s).map(number))
                    .collect::<Result<Vec<_>, _>>()?;
                let dst = self.arg(&op.dst)?;
                self.emit(
                    "DMACopy",
                    None,
                    ins,
                    vec![dst],
                    vec![
                        ("mode", json!("CCE")),
                        ("cce_op", alu(op.reduceOp)),
                        ("constants", Value::Array(constants)),
                    ],
                );
            }
            O::coreBarrier { op } => {
                let data = self.arg(&op.data)?;
                let cores = op
                    .cores
                    .iter()
                    .map(|&c| u64::try_from(c).map(|c| json!(c)))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|_| LowerError::Form("a negative core index".into()))?;
                let id = self.barrier_count;
                self.barrier_count += 1;
                self.emit(
                    "CoreBarrier",
                    engine_name(op.engine),
                    vec![data],
                    vec![],
                    vec![("id", json!(id)), ("cores", Value::Array(cores))],
                );
            }
            O::randGetState { op } => {
                let dst = self.arg(&op.dst)?;
                self.emit(
                    "GetRandState",
                    engine_name(op.engine),
                    vec![],
                    vec![dst],
                    vec![],
                );
            }
            O::randSetState { op } => {
                let src = self.arg(&op.src)?;
                let engine = engine_name(op.engine);
                self.emit(
                    "SetRandState",
                    engine,
                    vec![src],
                    vec![],
                    vec![("rng_engine", json!(engine.unwrap_or("Unassigned")))],
                );
            }
            O::ncLocalGather { op } => {
                let ins = vec![self.arg(&op.src)?, self.arg(&op.index)?];
                let dst = self.arg(&op.dst)?;
                self.emit("Gather", None, ins, vec![dst], vec![]);
            }
            O::localGather { op } => self.unary("Gather", &op.dst, &op.src)?,
            O::ncNGather { op } => {
                let ins = vec![self.arg(&op.data)?, self.arg(&op.indices)?];
                let dst = self.arg(&op.dst)?;
                self.emit("Gather", None, ins, vec![dst], vec![]);
            }
            O::exponential { op } => {
                match &op.reduceInit {
                    Operand::imm { i } if immediate_value(i) == Ok(0.0) => {}
                    _ => {
                        return Err(LowerError::Form(
                            "a reduction initial value other than 0 has no BIR form".into(),
                        ))
                    }
                }
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                self.tensor_scalar(
                    dst.clone(),
                    src,
                    (AluOp::subtract, &op.maxValue, false),
                    None,
                    None,
                    vec![],
                )?;
                self.activation_in_place(dst, json!("Exp"), &op.reduceRes, op.reducecmd, None)?;
            }
            O::activate2 { op } => {
                if op.reduceRes.is_some() && op.reduceOp != AluOp::add {
                    return Err(LowerError::Form(
                        "an activation reduces only with add (the accumulator)".into(),
                    ));
                }
                let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
                self.tensor_scalar(
                    dst.clone(),
                    src,
                    (op.op0, &op.imm0, op.reverse0),
                    Some((op.op1, &op.imm1, op.reverse1)),
                    None,
                    vec![],
                )?;
                let alpha = match &op.reluParam {
                    Operand::imm { i } => Some(immediate_value(i)?),
                    Operand::tile { .. } => {
                        return Err(LowerError::Form(
                            "a tile relu parameter has no BIR form".into(),
                        ))
                    }
                };
                let func = activation_function(op.activationFunc)?;
                self.activation_in_place(dst, func, &op.reduceRes, op.reduceCmd, alpha)?;
            }
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
            O::sequenceBounds { .. }
            | O::quantizeMX { .. }
            | O::ncMatMulMX { .. }
            | O::broadcast { .. }
            | O::extendedInst { .. }
            | O::nonzeroWithCount { .. }
            | O::devicePrint { .. } => return Err(LowerError::Unsupported),
        }
        Ok(())
    }

    /// The elementwise operands (`which`, by position in `ins`) of an
    /// instruction writing `dst`, with implicit broadcasts made explicit
    /// ([`super::broadcast`]).
    fn elementwise(
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

    fn unary(&mut self, opcode: &str, dst: &TensorRef, src: &TensorRef) -> Lowered {
        let (dst, src) = (self.arg(dst)?, self.arg(src)?);
        self.emit(opcode, None, vec![src], vec![dst], vec![]);
        Ok(())
    }

    /// A transpose runs where the hardware can do it (docs/klr-to-bir.md,
    /// "Transposes"): on the vector engine (`StreamTranspose`, SBUF or PSUM
    /// to SBUF or PSUM) when it is asked for (`engine = dve`), or, with no
    /// engine named, for an fp32 tile within the vector engine's block; on
    /// the tensor engine otherwise, as a matmul against the dtype's identity
    /// (`out[m, n] = Σ_k src[k, m]·I[k, n] = src[n, m]`: the source is the
    /// stationary operand, the identity the moving one). A matmul writes
    /// PSUM, so an SBUF destination gets its result through a compiler-
    /// generated PSUM tile and a copy.
    fn transpose(&mut self, op: &Transpose, pos: &Pos) -> Lowered {
        let (dst, src) = (self.tile(&op.dst)?, self.tile(&op.src)?);
        let (rows, columns) = (partitions(&src.arg), free_elements(&src.arg));
        let block = self.arch.vector_transpose_block as i64;
        let fits_vector = rows <= block && columns <= block;
        let on_vector = match op.engine {
            Engine::dve if !fits_vector => {
                return Err(LowerError::Form(format!(
                "the vector engine transposes at most {block}x{block}, '{}' is {rows}x{columns}",
                src.name
            )))
            }
            Engine::dve => true,
            Engine::pe => false,
            Engine::unassigned => src.dtype == Dtype::float32 && fits_vector,
            other => {
                return Err(LowerError::Form(format!(
                    "a transpose runs on the tensor engine (pe) or the vector engine (dve), not {}",
                    other.name()
                )))
            }
        };
        if on_vector {
            self.emit(
                "StreamTranspose",
                Some("DVE"),
                vec![src.arg],
                vec![dst.arg],
                vec![],
            );
            return Ok(());
        }
        let pe_columns = self.arch.pe_columns as i64;
        if columns > pe_columns {
            return Err(LowerError::Form(format!(
                "a tensor-engine transpose takes at most {pe_columns} elements per partition, '{}' has {columns}",
                src.name
            )));
        }
        // The moving operand contracts over the source's partitions: the
        // identity's top-left rows × rows corner.
        let identity = self.identity_matrix(src.dtype, pos);
        let n = self.arch.partitions as i64;
        let moving = Tile {
            arg: tensors::physical_ap(&identity, src.dtype, vec![vec![n, rows], vec![1, rows]], 0),
            dtype: src.dtype,
            memory: Memory::sbuf,
            name: identity,
        };
        let transposed = vec![("is_transpose", json!(true))];
        if dst.memory == Memory::psum {
            return self.matmult(dst, src, moving, transposed);
        }
        // Through PSUM: the matmul writes a [columns, rows] corner of the
        // tile, the copy moves it to the destination.
        let dtype = src.dtype;
        let tile = self.transpose_psum_tile(dtype);
        let width = self.arch.pe_columns as i64;
        let corner =
            || tensors::physical_ap(&tile, dtype, vec![vec![width, columns], vec![1, rows]], 0);
        let through = Tile {
            arg: corner(),
            dtype,
            memory: Memory::psum,
            name: tile.clone(),
        };
        self.matmult(through, src, moving, transposed)?;
        self.emit("TensorCopy", None, vec![corner()], vec![dst.arg], vec![]);
        Ok(())
    }

    fn branch(&mut self, op: &CmpBranch) {
        use BrCmpOp::*;
        let (code, on_register) = match op.op {
            always => {
                self.emit(
                    "UnconditionalBranch",
                    None,
                    vec![],
                    vec![],
                    vec![("target", json!(op.trueLabel.as_str()))],
                );
                return;
            }
            lt_imm => ("IS_LTIMM", false),
            le_imm => ("IS_LEIMM", false),
            eq_imm => ("IS_EQIMM", false),
            ne_imm => ("IS_NEIMM", false),
            ge_imm => ("IS_GEIMM", false),
            gt_imm => ("IS_GTIMM", false),
            lt_reg => ("IS_LTREG", true),
            le_reg => ("IS_LEREG", true),
            eq_reg => ("IS_EQREG", true),
            ne_reg => ("IS_NEREG", true),
            ge_reg => ("IS_GEREG", true),
            gt_reg => ("IS_GTREG", true),
        };
        let second = if on_register {
            register(&op.reg2)
        } else {
            tensors::imm("int32", op.imm as f64)
        };
        self.emit(
            "CompareAndBranch",
            None,
            vec![register(&op.reg1), second],
            vec![],
            vec![
                ("comp_op", json!(code)),
                ("on_true", json!(op.trueLabel.as_str())),
                ("on_false", json!(op.falseLabel.as_str())),
            ],
        );
    }
}

/// The elements per partition of an access pattern (the product of the
/// counts after the partition pair).
fn free_elements(arg: &Argument) -> i64 {
    match arg {
        Argument::PhysicalAp { ap, .. } => ap
            .iter()
            .skip(1)
            .map(|p| p.get(1).copied().unwrap_or(1))
            .product(),
        _ => 1,
    }
}

/// The partition count of an access pattern (its first pair's count).
fn partitions(arg: &Argument) -> i64 {
    match arg {
        Argument::PhysicalAp { ap, .. } => ap.first().and_then(|p| p.get(1)).copied().unwrap_or(1),
        _ => 1,
    }
}
