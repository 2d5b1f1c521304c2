use super::*;
use crate::bir_json::enums::{
    ActivationFunctionType, AluOp, CopyMode, EngineAccumulationType, MemsetMode, TransposeOps,
};
use crate::bir_json::inst;
use serde_json::json;

fn instruction(opcode: &str, members: Value) -> Instruction {
    Instruction {
        opcode: opcode.into(),
        name: "i".into(),
        engine: "DVE".into(),
        ins: vec![],
        outs: vec![],
        members: members.as_object().expect("an object").clone(),
    }
}

fn typed<I: inst::TypedInstruction>(i: I) -> Op {
    decode(&Instruction::typed(i, "i".into(), None, vec![], vec![])).expect("decodes")
}

#[test]
fn builders_round_trip() {
    let Op::Matmult(m) = typed(
        inst::Matmult::new(true)
            .stop_tensor_calc(false)
            .tile_size((-1, 4)),
    ) else {
        panic!("not a Matmult")
    };
    assert!(m.start_tensor_calc);
    assert_eq!(m.stop_tensor_calc, Some(false));
    assert_eq!(m.tile_size, Some((-1, 4)));
    assert_eq!(m.is_transpose, None);

    let copy = inst::DMACopy::new(CopyMode::Cce)
        .cce_op(AluOp::Add)
        .constants(vec![2.0, f64::NEG_INFINITY])
        .transpose_op(TransposeOps::Wzxy);
    let Op::DMACopy(m) = typed(copy) else {
        panic!("not a DMACopy")
    };
    assert_eq!(m.mode, CopyMode::Cce);
    assert_eq!(m.cce_op, Some(AluOp::Add));
    assert_eq!(m.constants, Some(vec![2.0, f64::NEG_INFINITY]));
    assert_eq!(m.transpose_op, Some(TransposeOps::Wzxy));

    let act = inst::Activation::new(ActivationFunctionType::Exp)
        .alpha(f64::INFINITY)
        .acc(EngineAccumulationType::Accumulate);
    let op = typed(act);
    assert_eq!(op.opcode(), "Activation");
    let Op::Activation(m) = op else {
        panic!("not an Activation")
    };
    assert_eq!(m.func, ActivationFunctionType::Exp);
    assert_eq!(m.alpha, Some(f64::INFINITY));
    assert_eq!(m.scale, None);

    let Op::Memset(m) = typed(inst::Memset::new(MemsetMode::Const, 7)) else {
        panic!("not a Memset")
    };
    assert_eq!((m.mode, m.constant), (MemsetMode::Const, 7));
    assert!(matches!(typed(inst::NoOp::new()), Op::NoOp(_)));
}

#[test]
fn json_forms_the_reader_accepts() {
    // null for an optional member, "nan" for a float, a nested triple,
    // members the opcode does not have.
    let op = decode(&instruction(
        "NKIKLIRKernel",
        json!({"kernel_format": "cbor", "klir_binary": "k.klr", "func_args": {}, "func_outs": [],
               "sb_buf_shape": null, "psum_buf_shape": [1, [2, 3]], "unknown": 1}),
    ))
    .unwrap();
    let Op::NKIKLIRKernel(m) = op else {
        panic!("not the carrier")
    };
    assert_eq!((m.sb_buf_shape, m.psum_buf_shape), (None, Some((1, 2, 3))));
    // The compiler's alias of the carrier.
    let alias = instruction(
        "KLIRKernel",
        json!({"kernel_format": "cbor", "klir_binary": "k", "func_args": 0, "func_outs": 0}),
    );
    assert_eq!(decode(&alias).unwrap().opcode(), "NKIKLIRKernel");
    let Op::MatchReplace(m) =
        decode(&instruction("MatchReplace", json!({"imm_value": "nan"}))).unwrap()
    else {
        panic!("not a MatchReplace")
    };
    assert!(m.imm_value.is_nan());
}

#[test]
fn each_error_names_the_opcode_and_member() {
    let err = |opcode: &str, members: Value| {
        decode(&instruction(opcode, members))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(err("Nope", json!({})), "unknown opcode 'Nope'");
    assert_eq!(
        err("TensorTensor", json!({})),
        "TensorTensor needs member 'op'"
    );
    assert_eq!(
        err("Matmult", json!({"start_tensor_calc": 1})),
        "Matmult member 'start_tensor_calc': expected true or false, found 1"
    );
    assert_eq!(
        err("Memset", json!({"mode": "Const", "constant": -1})),
        "Memset member 'constant': expected a non-negative integer, found -1"
    );
    assert_eq!(
        err("TensorTensor", json!({"op": null})),
        "TensorTensor member 'op': expected a string, found null"
    );
    assert_eq!(
        err("Shuffle", json!({"indices": [0, "x"]})),
        "Shuffle member 'indices'[1]: expected a non-negative integer, found \"x\""
    );
    assert_eq!(
        err("TensorTensor", json!({"op": "plus"})),
        "TensorTensor member 'op': 'plus' is not a case of AluOp"
    );
    let missing = decode(&instruction("TensorTensor", json!({}))).unwrap_err();
    assert_eq!(
        missing,
        DecodeError::MissingMember {
            opcode: "TensorTensor",
            member: "op"
        }
    );
}

#[test]
fn every_opcode_decodes_and_names_itself() {
    for row in opcodes::OPCODES.iter().chain([&opcodes::NKI_KLIR_KERNEL]) {
        // A missing required member is the error of any opcode that has one.
        match decode(&instruction(row.opcode, json!({}))) {
            Ok(op) => assert_eq!(op.opcode(), row.opcode),
            Err(DecodeError::MissingMember { opcode, .. }) => assert_eq!(opcode, row.opcode),
            Err(other) => panic!("{}: {other}", row.opcode),
        }
    }
}

/// An absent member reads as its ODS default through `<member>_or_default`
/// and stays `None` in its field; a present one reads as itself.
#[test]
fn absent_members_read_as_their_format_defaults() {
    let Op::DMACopy(m) = typed(inst::DMACopy::new(CopyMode::Cce)) else {
        panic!("not a DMACopy")
    };
    assert_eq!(m.cce_op, None);
    assert_eq!(m.cce_op_or_default(), AluOp::Bypass);
    assert_eq!(m.transpose_op_or_default(), TransposeOps::None);
    assert!(m.oob_is_err_or_default());
    assert_eq!(m.remote_notification_or_default(), &[] as &[u64]);
    let Op::Matmult(m) = typed(inst::Matmult::new(true).is_transpose(true)) else {
        panic!("not a Matmult")
    };
    assert!(m.is_transpose_or_default());
    assert_eq!(m.tile_size_or_default(), (-1, -1));
    let Op::TensorScalarAffineSelect(m) = decode(&instruction(
        "TensorScalarAffineSelect",
        json!({"pattern": [], "compare_op": "is_gt", "fill_value": null}),
    ))
    .unwrap() else {
        panic!("not a TensorScalarAffineSelect")
    };
    assert_eq!((m.base_or_default(), m.fill_value_or_default()), (0, 0.0));
}
