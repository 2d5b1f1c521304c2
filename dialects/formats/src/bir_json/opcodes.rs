// Over 800 lines: one data row per BIR opcode (111 opcodes with their members); a table, not logic. Issue 20 generates it from ODS.
//! The BIR JSON opcodes and their members, from the model's `Inst` union
//! (docs/bir-json-format.md §7.1–§7.4), one row per opcode. The reader
//! checks each instruction's members against its row; the MLIR importer maps
//! them to attributes by the same types.

/// The JSON type of an opcode member.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberType {
    /// A non-negative integer.
    Nat,
    /// A signed integer.
    Int,
    /// A number, or "nan" / "inf" / "-inf".
    Float,
    Bool,
    Str,
    /// One of the given strings.
    Enum(&'static [&'static str]),
    /// An array of one element type.
    List(&'static MemberType),
    /// A fixed-length array of the given element types. Triples are also
    /// accepted in the model's nested form `[a, [b, c]]` (docs/bir-json-format.md, G4).
    Tuple(&'static [MemberType]),
    /// Kept as the JSON value it is (quasi-affine expressions, APPair lists,
    /// InstSyncType: forms the sources do not settle).
    Opaque,
}

/// One member of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub name: &'static str,
    pub ty: MemberType,
    /// `?` in the spec: may be absent or null.
    pub optional: bool,
}

/// One opcode: its JSON name, the compiler class it extends, the engine this
/// project assigns when emitting it, and its members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opcode {
    pub opcode: &'static str,
    pub extends: &'static str,
    pub engine: &'static str,
    pub members: &'static [Member],
}

use MemberType::*;

pub const STORAGEKIND: &[&str] = &["memory_location_set", "memory_location", "register"];
pub const ADDRSPACE: &[&str] = &["Local", "Shared"];
pub const MEMORYTYPE: &[&str] = &[
    "Unallocated",
    "Input",
    "Output",
    "DRAM",
    "SB",
    "PSUM",
    "RNGSTATE",
    "REG",
];
pub const TENSORKIND: &[&str] = &[
    "ExternalInput",
    "ExternalInputParameter",
    "Input",
    "ExternalOutput",
    "ExternalOutputParameter",
    "Output",
    "Const",
    "Internal",
    "Pointer",
    "InternalInterface",
];
pub const TENSORCLASS: &[&str] = &[
    "Tensor",
    "LoopTensor",
    "SingleValueTensor",
    "NeuronTensor",
    "NeuronWeightTensor",
    "IdentityWeightTensor",
    "NeuronBlockTensor",
    "DRAM2DBlockTensor",
    "Neuron3DBlockTensor",
    "DRAM3DBlockTensor",
    "NeuronLocalTensor",
    "NeuronSBTensor",
    "NeuronPSUMTensor",
];
pub const ACTIVATIONFUNCTIONTYPE: &[&str] = &[
    "Abs",
    "Abs_reciprocal_sqrt",
    "Arctan",
    "Copy",
    "Derivative_Erf",
    "Derivative_Gelu",
    "Derivative_silu",
    "Dsqrt",
    "Erf",
    "Exp",
    "Gelu",
    "Gelu_apprx_sigmoid",
    "Gelu_apprx_tanh",
    "Identity",
    "Is_finite",
    "Ln",
    "Ln_prime",
    "Lrelu",
    "MemsetZero",
    "Mish",
    "Prelu",
    "Reciprocal",
    "Relu",
    "Rsqrt",
    "Sigmoid",
    "Sign",
    "Silu",
    "Sin",
    "Softplus",
    "Sqrt",
    "Square",
    "Tanh",
    "Unknown",
];
pub const ENGINEACCUMULATIONTYPE: &[&str] = &[
    "Accumulate",
    "AddAccumulate",
    "Idle",
    "Zero",
    "ZeroAccumulate",
];
pub const MATMULTPERFMODE: &[&str] = &["DoubleColumn", "DoublePixel", "DoubleRow", "None"];
pub const MEMSETMODE: &[&str] = &["Const", "Random"];
pub const DGETYPE: &[&str] = &["HWDGE", "None", "SWDGE"];
pub const POOLFUNCTIONTYPE: &[&str] = &["Avg", "Max"];
pub const AXISLISTTYPE: &[&str] = &["C", "X", "XY", "XYZ", "XYZW", "XYZWC"];
pub const COPYMODE: &[&str] = &["CCE", "Copy", "Dynamic", "Replicate", "Transpose"];
pub const TRANSPOSEOPS: &[&str] = &[
    "None", "WXZY", "WYXZ", "WZXY", "XWZY", "XYWZ", "XZYW", "YWZX", "YXWZ", "YXZW", "ZWYX", "ZYWX",
    "ZYXW",
];
pub const COLLECTIVEKIND: &[&str] = &[
    "AllGather",
    "AllReduce",
    "AllToAll",
    "Permute",
    "PermuteImplicit",
    "PermuteReduce",
    "PermuteReduceImplicit",
    "ReduceScatter",
    "SendRecv",
    "SendRecvCCE",
];
pub const COLLECTIVECOMPUTETYPEHINT: &[&str] = &["FSDP", "None", "TP"];
pub const RANDOMALGORITHMKIND: &[&str] = &["LFSR", "PCG32", "PHILOX_1"];
pub const RANDOMDISTRIBUTIONKIND: &[&str] = &["Binomial", "Normal", "Raw", "Uniform"];
pub const BRANCHCOMPAREOP: &[&str] = &[
    "IS_EQIMM",
    "IS_EQREG",
    "IS_GEIMM",
    "IS_GEREG",
    "IS_GTIMM",
    "IS_GTREG",
    "IS_LEIMM",
    "IS_LEREG",
    "IS_LTIMM",
    "IS_LTREG",
    "IS_NEIMM",
    "IS_NEREG",
    "Unsupported",
];
pub const ALUOP: &[&str] = &[
    "abs",
    "add",
    "arith_shift_left",
    "arith_shift_right",
    "average",
    "bitwise_and",
    "bitwise_not",
    "bitwise_or",
    "bitwise_xor",
    "bypass",
    "divide",
    "is_equal",
    "is_ge",
    "is_gt",
    "is_le",
    "is_lt",
    "logical_and",
    "logical_or",
    "logical_shift_left",
    "logical_shift_right",
    "logical_xor",
    "max",
    "min",
    "mod",
    "mult",
    "not_equal",
    "pow",
    "rsqrt",
    "subtract",
];
pub const ENGINE: &[&str] = &["Unassigned", "Pool", "Activation", "PE", "DMA", "DVE", "SP"];

/// Every opcode of the model, in its `Inst` union order (not the compiler's IT numbering).
pub static OPCODES: &[Opcode] = &[
    Opcode {
        opcode: "Activation",
        extends: "Instruction",
        engine: "Activation",
        members: &[
            Member {
                name: "scale",
                ty: Float,
                optional: true,
            },
            Member {
                name: "alpha",
                ty: Float,
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "func",
                ty: Enum(ACTIVATIONFUNCTIONTYPE),
                optional: false,
            },
            Member {
                name: "acc",
                ty: Enum(ENGINEACCUMULATIONTYPE),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "ReadActivationAccumulator",
        extends: "Instruction",
        engine: "Activation",
        members: &[],
    },
    Opcode {
        opcode: "LoadActFuncSet",
        extends: "Instruction",
        engine: "Activation",
        members: &[Member {
            name: "act_func_set_id",
            ty: Int,
            optional: true,
        }],
    },
    Opcode {
        opcode: "Memset",
        extends: "Instruction",
        engine: "from KLR `engine` field (else DVE)",
        members: &[
            Member {
                name: "mode",
                ty: Enum(MEMSETMODE),
                optional: false,
            },
            Member {
                name: "constant",
                ty: Nat,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "GetGlobalRankId",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "NoOp",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "EventSemaphore",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "GroupResetSemaphores",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "AllEngineBarrier",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "Drain",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "Halt",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "Pool",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[Member {
            name: "func",
            ty: Enum(POOLFUNCTIONTYPE),
            optional: false,
        }],
    },
    Opcode {
        opcode: "Reciprocal",
        extends: "Instruction",
        engine: "DVE",
        members: &[],
    },
    Opcode {
        opcode: "Shuffle",
        extends: "Instruction",
        engine: "DVE",
        members: &[Member {
            name: "indices",
            ty: List(&Nat),
            optional: false,
        }],
    },
    Opcode {
        opcode: "TensorCopy",
        extends: "Instruction",
        engine: "from KLR `engine` field (else DVE)",
        members: &[Member {
            name: "can_read_uninit",
            ty: Bool,
            optional: true,
        }],
    },
    Opcode {
        opcode: "TensorCopyDynamicSrc",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "scale",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "TensorCopyDynamicDst",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "scale",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "IndirectCopy",
        extends: "Instruction",
        engine: "Pool",
        members: &[Member {
            name: "num_valid_indices",
            ty: Nat,
            optional: false,
        }],
    },
    Opcode {
        opcode: "TensorReduce",
        extends: "Instruction",
        engine: "from KLR `engine` field (else DVE)",
        members: &[
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "axis",
                ty: Enum(AXISLISTTYPE),
                optional: false,
            },
            Member {
                name: "apply_transpose",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "negate",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "TensorScalar",
        extends: "Instruction",
        engine: "from KLR `engine` field (else DVE)",
        members: &[
            Member {
                name: "op0",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "const0",
                ty: Float,
                optional: false,
            },
            Member {
                name: "reverse0",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "op1",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "const1",
                ty: Float,
                optional: false,
            },
            Member {
                name: "reverse1",
                ty: Bool,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "TensorScalarPtr",
        extends: "Instruction",
        engine: "from KLR `engine` field (else DVE)",
        members: &[
            Member {
                name: "op0",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "reverse0",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "op1",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "reverse1",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "apply_transpose",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_tensor_scalar_addr",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_scalar_tensor_tensor",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_tensor_tensor_scan",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "acc",
                ty: Enum(ENGINEACCUMULATIONTYPE),
                optional: true,
            },
            Member {
                name: "negate_second_output",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "TensorTensor",
        extends: "Instruction",
        engine: "from KLR `engine` field (else DVE)",
        members: &[
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "acc",
                ty: Enum(ENGINEACCUMULATIONTYPE),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "BNStats",
        extends: "Instruction",
        engine: "DVE",
        members: &[Member {
            name: "apply_transpose",
            ty: Bool,
            optional: true,
        }],
    },
    Opcode {
        opcode: "BNStatsAggregate",
        extends: "Instruction",
        engine: "DVE",
        members: &[],
    },
    Opcode {
        opcode: "BNGradients",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "BNBackprop",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[Member {
            name: "total_elements",
            ty: Float,
            optional: false,
        }],
    },
    Opcode {
        opcode: "BNBackprop2",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[Member {
            name: "total_elements",
            ty: Float,
            optional: false,
        }],
    },
    Opcode {
        opcode: "StreamShuffle",
        extends: "Instruction",
        engine: "DVE",
        members: &[Member {
            name: "mask",
            ty: List(&Nat),
            optional: false,
        }],
    },
    Opcode {
        opcode: "CalcVarAddr",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[Member {
            name: "baseoffset",
            ty: Nat,
            optional: false,
        }],
    },
    Opcode {
        opcode: "StreamTranspose",
        extends: "Instruction",
        engine: "DVE",
        members: &[],
    },
    Opcode {
        opcode: "Select",
        extends: "Instruction",
        engine: "DVE",
        members: &[],
    },
    Opcode {
        opcode: "CopyPredicated",
        extends: "Instruction",
        engine: "DVE",
        members: &[
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "reverse_pred",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "CustomOp",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "opFunctionName",
                ty: Str,
                optional: false,
            },
            Member {
                name: "opLibFile",
                ty: Str,
                optional: false,
            },
            Member {
                name: "ulib_to_ucode_version",
                ty: Str,
                optional: false,
            },
            Member {
                name: "ulib_to_isa_version",
                ty: Str,
                optional: false,
            },
            Member {
                name: "is_builtin",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "srcsShape",
                ty: List(&List(&Nat)),
                optional: false,
            },
            Member {
                name: "dstsShape",
                ty: List(&List(&Nat)),
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "BIRKernel",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "kernel_name",
                ty: Str,
                optional: false,
            },
            Member {
                name: "srcs_shape",
                ty: List(&List(&Nat)),
                optional: false,
            },
            Member {
                name: "dsts_shape",
                ty: List(&List(&Nat)),
                optional: false,
            },
            Member {
                name: "kernel_attrs",
                ty: List(&Tuple(&[Str, Str])),
                optional: false,
            },
            Member {
                name: "sb_buf_shape",
                ty: Tuple(&[Nat, Nat]),
                optional: false,
            },
            Member {
                name: "psum_buf_shape",
                ty: Tuple(&[Nat, Nat, Nat]),
                optional: false,
            },
            Member {
                name: "auto_cast",
                ty: Str,
                optional: false,
            },
            Member {
                name: "auto_cast_type",
                ty: Str,
                optional: false,
            },
            Member {
                name: "is_causal",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "fused_rmsnorm",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "norm_type",
                ty: Int,
                optional: true,
            },
            Member {
                name: "lnc_size",
                ty: Int,
                optional: true,
            },
            Member {
                name: "lower_bound",
                ty: Float,
                optional: true,
            },
            Member {
                name: "store_add",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "quant_kernel",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "output_layout",
                ty: Int,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "NKIKernel",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "func",
                ty: Str,
                optional: false,
            },
            Member {
                name: "sb_buf_shape",
                ty: Tuple(&[Nat, Nat]),
                optional: false,
            },
            Member {
                name: "psum_buf_shape",
                ty: Tuple(&[Nat, Nat, Nat]),
                optional: false,
            },
            Member {
                name: "kernel_source_val",
                ty: Opaque,
                optional: true,
            },
            Member {
                name: "address_rotation_scope_val",
                ty: Opaque,
                optional: true,
            },
            Member {
                name: "func_args",
                ty: Opaque,
                optional: true,
            },
            Member {
                name: "func_outs",
                ty: Opaque,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "GetRandState",
        extends: "Instruction",
        engine: "from KLR `engine` field",
        members: &[],
    },
    Opcode {
        opcode: "SetRandState",
        extends: "Instruction",
        engine: "from KLR `engine` field",
        members: &[Member {
            name: "rng_engine",
            ty: Enum(ENGINE),
            optional: false,
        }],
    },
    Opcode {
        opcode: "Rand",
        extends: "Instruction",
        engine: "from KLR `engine` field",
        members: &[
            Member {
                name: "random_algorithm",
                ty: Enum(RANDOMALGORITHMKIND),
                optional: false,
            },
            Member {
                name: "rand_num_steps",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "distribution",
                ty: Enum(RANDOMDISTRIBUTIONKIND),
                optional: false,
            },
            Member {
                name: "params",
                ty: List(&Float),
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "Iota",
        extends: "Instruction",
        engine: "Pool",
        members: &[
            Member {
                name: "base",
                ty: Int,
                optional: true,
            },
            Member {
                name: "pattern",
                ty: List(&Opaque),
                optional: false,
            },
            Member {
                name: "channel_multiplier",
                ty: Int,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "TensorScalarAffineSelect",
        extends: "Instruction",
        engine: "Pool",
        members: &[
            Member {
                name: "base",
                ty: Int,
                optional: true,
            },
            Member {
                name: "pattern",
                ty: List(&Opaque),
                optional: false,
            },
            Member {
                name: "channel_multiplier",
                ty: Int,
                optional: true,
            },
            Member {
                name: "compare_op",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "fill_value",
                ty: Float,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "RangeSelect",
        extends: "Instruction",
        engine: "DVE",
        members: &[
            Member {
                name: "base",
                ty: Int,
                optional: true,
            },
            Member {
                name: "compare_op0",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "compare_op1",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "reduce_op",
                ty: Enum(ALUOP),
                optional: true,
            },
            Member {
                name: "reduce_cmd",
                ty: Enum(ENGINEACCUMULATIONTYPE),
                optional: true,
            },
            Member {
                name: "fill_value",
                ty: Float,
                optional: true,
            },
            Member {
                name: "num_active_channels",
                ty: Int,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "Dropout",
        extends: "Instruction",
        engine: "DVE",
        members: &[Member {
            name: "is_keep_threshold",
            ty: Bool,
            optional: true,
        }],
    },
    Opcode {
        opcode: "GetCurProcessingRankID",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "iter_id",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "channel_id",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "stream_id",
                ty: Int,
                optional: true,
            },
            Member {
                name: "replica_groups",
                ty: List(&List(&Nat)),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "RegisterAlu",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "is_64bit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "RegisterMove",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "TensorLoad",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "TensorSave",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "Call",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "target",
                ty: Str,
                optional: true,
            },
            Member {
                name: "table_id",
                ty: Int,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "SwitchQueueInstance",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "instance_name",
                ty: Str,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "CoreBarrier",
        extends: "Instruction",
        engine: "from KLR `engine` field",
        members: &[
            Member {
                name: "runtime_semaphore",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "id",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "cores",
                ty: List(&Nat),
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "Max",
        extends: "Instruction",
        engine: "DVE",
        members: &[],
    },
    Opcode {
        opcode: "MaxIndex",
        extends: "Instruction",
        engine: "DVE",
        members: &[],
    },
    Opcode {
        opcode: "MatchReplace",
        extends: "Instruction",
        engine: "DVE",
        members: &[Member {
            name: "imm_value",
            ty: Float,
            optional: false,
        }],
    },
    Opcode {
        opcode: "Gather",
        extends: "Instruction",
        engine: "Pool",
        members: &[],
    },
    Opcode {
        opcode: "InlineASMBytes",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "asm_bytes",
                ty: Str,
                optional: false,
            },
            Member {
                name: "sync_type",
                ty: Opaque,
                optional: false,
            },
            Member {
                name: "latency_estimate",
                ty: Int,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "Generic",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "GenericCopy",
        extends: "Generic",
        engine: "Unassigned",
        members: &[Member {
            name: "can_read_uninit",
            ty: Bool,
            optional: true,
        }],
    },
    Opcode {
        opcode: "GenericRelu",
        extends: "Generic",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "AbstractCopy",
        extends: "Generic",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "MatmultBase",
        extends: "Instruction",
        engine: "PE",
        members: &[
            Member {
                name: "start_tensor_calc",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "stop_tensor_calc",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "replication_resolution",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "replication_shift_amnt",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "replication_num_rows",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "is_transpose",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_fmap_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_weight_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "tile_size",
                ty: Tuple(&[Int, Int]),
                optional: true,
            },
            Member {
                name: "tile_position",
                ty: Tuple(&[Int, Int]),
                optional: true,
            },
            Member {
                name: "perf_mode",
                ty: Enum(MATMULTPERFMODE),
                optional: true,
            },
            Member {
                name: "ifmap_quant_offset",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "weights_quant_offset",
                ty: Nat,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "Matmult",
        extends: "MatmultBase",
        engine: "PE",
        members: &[
            Member {
                name: "start_tensor_calc",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "stop_tensor_calc",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "replication_resolution",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "replication_shift_amnt",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "replication_num_rows",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "is_transpose",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_fmap_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_weight_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "tile_size",
                ty: Tuple(&[Int, Int]),
                optional: true,
            },
            Member {
                name: "tile_position",
                ty: Tuple(&[Int, Int]),
                optional: true,
            },
            Member {
                name: "perf_mode",
                ty: Enum(MATMULTPERFMODE),
                optional: true,
            },
            Member {
                name: "ifmap_quant_offset",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "weights_quant_offset",
                ty: Nat,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "MatmultSparse",
        extends: "MatmultBase",
        engine: "PE",
        members: &[
            Member {
                name: "start_tensor_calc",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "stop_tensor_calc",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "replication_resolution",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "replication_shift_amnt",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "replication_num_rows",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "is_transpose",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_fmap_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_weight_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "tile_size",
                ty: Tuple(&[Int, Int]),
                optional: true,
            },
            Member {
                name: "tile_position",
                ty: Tuple(&[Int, Int]),
                optional: true,
            },
            Member {
                name: "perf_mode",
                ty: Enum(MATMULTPERFMODE),
                optional: true,
            },
            Member {
                name: "ifmap_quant_offset",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "weights_quant_offset",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "compress_ratio",
                ty: Int,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "DMA",
        extends: "Instruction",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "Load",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "Save",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "DMACopy",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "mode",
                ty: Enum(COPYMODE),
                optional: false,
            },
            Member {
                name: "oob_is_err",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "transpose_op",
                ty: Enum(TRANSPOSEOPS),
                optional: true,
            },
            Member {
                name: "constants",
                ty: List(&Float),
                optional: true,
            },
            Member {
                name: "cce_op",
                ty: Enum(ALUOP),
                optional: true,
            },
            Member {
                name: "replica_groups",
                ty: List(&List(&Nat)),
                optional: true,
            },
            Member {
                name: "remote_notification",
                ty: List(&Nat),
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "ReadVarAddr",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "GenericIndirectLoad",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "indirect_dims",
                ty: List(&Nat),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "IndirectLoad",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "runtime_semaphore_wait_value",
                ty: Nat,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "GenericIndirectSave",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "indirect_dims",
                ty: List(&Nat),
                optional: true,
            },
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "IndirectSave",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "runtime_semaphore_wait_value",
                ty: Nat,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "IndirectSaveAccumulate",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "num_indices",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "entry_step_elements",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "DMATrigger",
        extends: "DMA",
        engine: "DMA",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "dge_type",
                ty: Enum(DGETYPE),
                optional: true,
            },
            Member {
                name: "duplicate",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "dma_blocks",
                ty: List(&Str),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "Collective",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[Member {
            name: "queue",
            ty: Str,
            optional: true,
        }],
    },
    Opcode {
        opcode: "CollectiveCompute",
        extends: "Collective",
        engine: "Unassigned",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "kind",
                ty: Enum(COLLECTIVEKIND),
                optional: true,
            },
            Member {
                name: "replica_groups",
                ty: List(&List(&Nat)),
                optional: true,
            },
            Member {
                name: "cc_channel",
                ty: Opaque,
                optional: true,
            },
            Member {
                name: "stream_id",
                ty: Int,
                optional: true,
            },
            Member {
                name: "src_target_pairs",
                ty: List(&List(&Nat)),
                optional: true,
            },
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_local",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "pipe_id",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "recv_from_rank",
                ty: List(&Opaque),
                optional: true,
            },
            Member {
                name: "send_to_rank",
                ty: Opaque,
                optional: true,
            },
            Member {
                name: "initial_corebarrier",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "cc_type_hint",
                ty: Enum(COLLECTIVECOMPUTETYPEHINT),
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "CollectiveSend",
        extends: "Collective",
        engine: "Unassigned",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "peer_id",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "CollectiveRecv",
        extends: "Collective",
        engine: "Unassigned",
        members: &[
            Member {
                name: "queue",
                ty: Str,
                optional: true,
            },
            Member {
                name: "peer_id",
                ty: Nat,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "DMADescriptor",
        extends: "Instruction",
        engine: "DMA",
        members: &[Member {
            name: "num_tiling_dimensions",
            ty: Nat,
            optional: true,
        }],
    },
    Opcode {
        opcode: "DMADescriptorCopy",
        extends: "DMADescriptor",
        engine: "DMA",
        members: &[
            Member {
                name: "num_tiling_dimensions",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "DMADescriptorCCE",
        extends: "DMADescriptor",
        engine: "DMA",
        members: &[
            Member {
                name: "num_tiling_dimensions",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "constants",
                ty: List(&Float),
                optional: false,
            },
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "DMADescriptorTranspose",
        extends: "DMADescriptor",
        engine: "DMA",
        members: &[
            Member {
                name: "num_tiling_dimensions",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "transpose_op",
                ty: Enum(TRANSPOSEOPS),
                optional: false,
            },
            Member {
                name: "can_read_uninit",
                ty: Bool,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "DMADescriptorReplicate",
        extends: "DMADescriptor",
        engine: "DMA",
        members: &[Member {
            name: "num_tiling_dimensions",
            ty: Nat,
            optional: true,
        }],
    },
    Opcode {
        opcode: "Terminator",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "CompareAndBranch",
        extends: "Terminator",
        engine: "Unassigned",
        members: &[
            Member {
                name: "comp_op",
                ty: Enum(BRANCHCOMPAREOP),
                optional: false,
            },
            Member {
                name: "on_true",
                ty: Str,
                optional: true,
            },
            Member {
                name: "on_false",
                ty: Str,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "UnconditionalBranch",
        extends: "Terminator",
        engine: "Unassigned",
        members: &[Member {
            name: "target",
            ty: Str,
            optional: true,
        }],
    },
    Opcode {
        opcode: "Return",
        extends: "Terminator",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "Break",
        extends: "Terminator",
        engine: "Unassigned",
        members: &[],
    },
    Opcode {
        opcode: "MatmultSymbolic",
        extends: "Instruction",
        engine: "PE",
        members: &[
            Member {
                name: "replication_resolution",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "replication_shift_amnt",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "replication_num_rows",
                ty: Nat,
                optional: false,
            },
            Member {
                name: "start_tensor_calc",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "stop_tensor_calc",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_transpose",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_fmap_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "is_weight_onezero",
                ty: Bool,
                optional: true,
            },
            Member {
                name: "tile_size_expr",
                ty: Tuple(&[Opaque, Opaque]),
                optional: true,
            },
            Member {
                name: "tile_position_expr",
                ty: Tuple(&[Opaque, Opaque]),
                optional: true,
            },
            Member {
                name: "perf_mode",
                ty: Enum(MATMULTPERFMODE),
                optional: true,
            },
            Member {
                name: "ifmap_quant_offset",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "weights_quant_offset",
                ty: Nat,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "RangeSelectSymbolic",
        extends: "Instruction",
        engine: "DVE",
        members: &[
            Member {
                name: "base_expr",
                ty: Opaque,
                optional: true,
            },
            Member {
                name: "compare_op0",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "compare_op1",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "reduce_op",
                ty: Enum(ALUOP),
                optional: true,
            },
            Member {
                name: "reduce_cmd",
                ty: Enum(ENGINEACCUMULATIONTYPE),
                optional: true,
            },
            Member {
                name: "fill_value",
                ty: Float,
                optional: true,
            },
            Member {
                name: "num_active_channels",
                ty: Int,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "ShuffleSymbolic",
        extends: "Instruction",
        engine: "DVE",
        members: &[Member {
            name: "elts",
            ty: List(&Nat),
            optional: false,
        }],
    },
    Opcode {
        opcode: "StreamShuffleSymbolic",
        extends: "Instruction",
        engine: "DVE",
        members: &[Member {
            name: "mask",
            ty: List(&Opaque),
            optional: false,
        }],
    },
    Opcode {
        opcode: "TensorScalarSymbolic",
        extends: "Instruction",
        engine: "from KLR `engine` field (else DVE)",
        members: &[
            Member {
                name: "op0",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "value0",
                ty: List(&Float),
                optional: false,
            },
            Member {
                name: "expr0",
                ty: Opaque,
                optional: false,
            },
            Member {
                name: "reverse0",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "op1",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "value1",
                ty: List(&Float),
                optional: false,
            },
            Member {
                name: "expr1",
                ty: Opaque,
                optional: false,
            },
            Member {
                name: "reverse1",
                ty: Bool,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "TongaReduceMacroSymbolic",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "op",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "is_first_reduce",
                ty: Bool,
                optional: false,
            },
            Member {
                name: "reduce_axes",
                ty: List(&Str),
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "CalcVarAddrSymbolic",
        extends: "Instruction",
        engine: "Unassigned",
        members: &[
            Member {
                name: "expr_baseoffset",
                ty: Opaque,
                optional: false,
            },
            Member {
                name: "size",
                ty: Nat,
                optional: false,
            },
        ],
    },
    Opcode {
        opcode: "IotaSymbolic",
        extends: "Instruction",
        engine: "Pool",
        members: &[
            Member {
                name: "base",
                ty: Opaque,
                optional: false,
            },
            Member {
                name: "pattern",
                ty: List(&Opaque),
                optional: false,
            },
            Member {
                name: "channel_multiplier",
                ty: Nat,
                optional: true,
            },
        ],
    },
    Opcode {
        opcode: "TensorScalarAffineSelectSymbolic",
        extends: "Instruction",
        engine: "Pool",
        members: &[
            Member {
                name: "base",
                ty: Opaque,
                optional: false,
            },
            Member {
                name: "pattern",
                ty: List(&Opaque),
                optional: false,
            },
            Member {
                name: "channel_multiplier",
                ty: Nat,
                optional: true,
            },
            Member {
                name: "compare_op",
                ty: Enum(ALUOP),
                optional: false,
            },
            Member {
                name: "fill_value",
                ty: Float,
                optional: true,
            },
        ],
    },
];

/// IT56 `InstNKIKLIRKernel`, absent from the model (docs/bir-json-format.md §9.3, G2).
pub static NKI_KLIR_KERNEL: Opcode = Opcode {
    opcode: "NKIKLIRKernel",
    extends: "Instruction",
    engine: "Unassigned",
    members: &[
        Member {
            name: "kernel_format",
            ty: Str,
            optional: false,
        },
        Member {
            name: "klir_binary",
            ty: Str,
            optional: false,
        },
        Member {
            name: "func_args",
            ty: Opaque,
            optional: false,
        },
        Member {
            name: "func_outs",
            ty: Opaque,
            optional: false,
        },
        Member {
            name: "sb_buf_shape",
            ty: Tuple(&[Nat, Nat]),
            optional: true,
        },
        Member {
            name: "psum_buf_shape",
            ty: Tuple(&[Nat, Nat, Nat]),
            optional: true,
        },
        Member {
            name: "enable_device_dump",
            ty: Bool,
            optional: true,
        },
        Member {
            name: "address_rotation_scope_val",
            ty: Opaque,
            optional: true,
        },
    ],
};

/// The opcode row for a JSON opcode name ("KLIRKernel" is accepted for IT56,
/// as the compiler logs it).
pub fn lookup(opcode: &str) -> Option<&'static Opcode> {
    match opcode {
        "NKIKLIRKernel" | "KLIRKernel" => Some(&NKI_KLIR_KERNEL),
        _ => OPCODES.iter().find(|o| o.opcode == opcode),
    }
}
