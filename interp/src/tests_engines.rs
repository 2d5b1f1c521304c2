//! Unit tests of the engines' chunked loops (`stream`): an operand whose
//! bytes overlap the destination is read whole before anything is written,
//! the same pattern read and written in place works chunk by chunk, and a
//! per-partition column is broadcast along rows longer than a chunk. And
//! the decoding of members: a member that does not decode fails the load, a
//! member the semantics needs is never defaulted.

use crate::{
    stream::CHUNK,
    tests::{ap, document, inst, sb},
    Machine,
};
use nki_formats::arch::TRN2;
use serde_json::json;

/// One SB tile `a` of 2 x `n` fp32 holding 0, 1, 2, …, then `program`.
fn run(n: u64, extra: serde_json::Value, program: serde_json::Value) -> Machine {
    let mut locations = vec![sb("a", "float32", 2, n, 4, 0)];
    locations.extend(extra.as_array().unwrap().iter().cloned());
    let mut all = vec![inst(
        "Iota",
        "count",
        json!([]),
        json!([ap("a", "float32", json!([[n, 2], [1, n]]), 0)]),
        json!({"base": 0, "channel_multiplier": n, "pattern": [[1, n]]}),
    )];
    all.extend(program.as_array().unwrap().iter().cloned());
    let doc = document(
        serde_json::Value::Array(locations),
        serde_json::Value::Array(all),
    );
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.run().unwrap();
    m
}

#[test]
fn an_overlapping_operand_is_read_before_the_destination_is_written() {
    // a[1 .. 2n] = a[0 .. 2n - 1] + 0: every element moves up by one. Read
    // chunk by chunk, the second chunk would read what the first wrote.
    let n = 3 * CHUNK as u64;
    let len = 2 * n - 1;
    let mut m = run(
        n,
        json!([]),
        json!([inst(
            "TensorScalar",
            "shift",
            json!([ap("a", "float32", json!([[0, 1], [1, len]]), 0)]),
            json!([ap("a", "float32", json!([[0, 1], [1, len]]), 1)]),
            json!({"op0": "add", "const0": 0.0, "reverse0": false, "op1": "bypass",
                   "const1": 0.0, "reverse1": false})
        )]),
    );
    let a = m.get("a").unwrap();
    assert_eq!(a[0], 0.0);
    assert!(
        (1..a.len()).all(|i| a[i] == (i - 1) as f64),
        "{:?}",
        &a[..8]
    );
}

#[test]
fn in_place_operations_and_columns_span_chunks() {
    // a = a + a (in place), then b = a * c with c[p] = p + 2 along each row
    // of n > CHUNK elements.
    let n = CHUNK as u64 + 37;
    let tile = |name: &str| ap(name, "float32", json!([[n, 2], [1, n]]), 0);
    let mut m = run(
        n,
        json!([
            sb("b", "float32", 2, n, 4, 4 * n),
            sb("c", "float32", 2, 1, 4, 8 * n)
        ]),
        json!([
            inst(
                "TensorTensor",
                "double",
                json!([tile("a"), tile("a")]),
                json!([tile("a")]),
                json!({"op": "add", "acc": "Idle"})
            ),
            inst(
                "Iota",
                "col",
                json!([]),
                json!([ap("c", "float32", json!([[1, 2], [1, 1]]), 0)]),
                json!({"base": 2, "channel_multiplier": 1, "pattern": [[0, 1]]})
            ),
            inst(
                "TensorScalarPtr",
                "scale",
                json!([tile("a"), ap("c", "float32", json!([[1, 2], [1, 1]]), 0)]),
                json!([tile("b")]),
                json!({"op0": "mult", "reverse0": false, "op1": "bypass", "reverse1": false,
                        "is_tensor_scalar_addr": true})
            )
        ]),
    );
    let b = m.get("b").unwrap();
    for (i, &v) in b.iter().enumerate() {
        let (p, value) = (i as u64 / n, 2.0 * i as f64);
        assert_eq!(v, value * (p + 2) as f64, "element {i}");
    }
}

/// The document of one instruction on the 2 x 4 fp32 tile `a`, its members
/// edited after reading (the reader would refuse the forms decoding must
/// catch itself).
fn one_instruction(
    opcode: &str,
    ins: serde_json::Value,
    members: serde_json::Value,
    edit: impl FnOnce(&mut serde_json::Map<String, serde_json::Value>),
) -> nki_formats::bir_json::Document {
    let tile = ap("a", "float32", json!([[4, 2], [1, 4]]), 0);
    let mut doc = document(
        json!([sb("a", "float32", 2, 4, 4, 0)]),
        json!([inst(opcode, "i0", ins, json!([tile]), members)]),
    );
    let nki_formats::bir_json::BlockItem::Instruction(i) =
        &mut doc.functions[0].blocks[0].instructions[0]
    else {
        panic!("an instruction")
    };
    edit(&mut i.members);
    doc
}

#[test]
fn an_instruction_that_does_not_decode_is_an_error_at_load() {
    let tile = ap("a", "float32", json!([[4, 2], [1, 4]]), 0);
    let ins = json!([tile.clone(), tile]);
    let missing = one_instruction("TensorTensor", ins.clone(), json!({"op": "add"}), |m| {
        m.remove("op");
    });
    let e = Machine::new(&missing, None, TRN2)
        .err()
        .unwrap()
        .to_string();
    assert_eq!(
        e,
        "instruction 'i0' (TensorTensor): TensorTensor needs member 'op'"
    );
    let unknown = one_instruction("TensorTensor", ins, json!({"op": "add"}), |m| {
        m.insert("op".into(), json!("plus"));
    });
    let e = Machine::new(&unknown, None, TRN2)
        .err()
        .unwrap()
        .to_string();
    assert_eq!(
        e,
        "instruction 'i0' (TensorTensor): TensorTensor member 'op': 'plus' is not a case of AluOp"
    );
}

#[test]
fn a_member_the_semantics_needs_is_never_defaulted() {
    let tile = ap("a", "float32", json!([[4, 2], [1, 4]]), 0);
    let imm = json!({"kind": "imm_value", "dtype": "float32", "value": 0.0});
    // Activation without a scale operand and without member 'scale'.
    let act = one_instruction(
        "Activation",
        json!([tile.clone(), imm.clone()]),
        json!({"func": "Copy"}),
        |_| {},
    );
    let mut m = Machine::new(&act, None, TRN2).unwrap();
    assert_eq!(
        m.run().unwrap_err().to_string(),
        "instruction 'i0' (Activation): no scale: neither a third operand nor member 'scale'"
    );
    // RangeSelect without fill_value (the format gives it no default).
    let select = one_instruction(
        "RangeSelect",
        json!([tile, imm.clone(), imm]),
        json!({"compare_op0": "is_ge", "compare_op1": "is_lt", "num_active_channels": 0}),
        |_| {},
    );
    let mut m = Machine::new(&select, None, TRN2).unwrap();
    assert_eq!(
        m.run().unwrap_err().to_string(),
        "instruction 'i0' (RangeSelect): no fill_value: the value outside the range is not given"
    );
}
