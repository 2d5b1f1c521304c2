//! BIR JSON documents (test/Inputs/bir) read and write back to equal JSON
//! values; broken documents are rejected with a line and column (syntax) or
//! a member path (schema).

use nki_formats::bir_json::{
    json_equal, read_bir_json, write_bir_json, BirJsonError, BlockItem, Member,
};
use serde_json::Value;
use std::{fs, path::PathBuf};

fn fixtures() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/Inputs/bir");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 3);
    files
}

#[test]
fn every_fixture_round_trips_as_json_values() {
    for path in fixtures() {
        let text = fs::read_to_string(&path).unwrap();
        let doc = read_bir_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let written = write_bir_json(&doc);
        let a: Value = serde_json::from_str(&text).unwrap();
        let b: Value = serde_json::from_str(&written).unwrap();
        assert!(json_equal(&a, &b), "{} changed:\n{written}", path.display());
        assert_eq!(read_bir_json(&written).unwrap(), doc, "{}", path.display());
    }
}

#[test]
fn the_model_sees_loops_nulls_and_unknown_members() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/Inputs/bir/mm_lnc2.bir.json");
    let doc = read_bir_json(&fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(doc.functions.len(), 2);
    assert_eq!(doc.neuron_core_id, Member::Value(0));
    let items = &doc.functions[1].blocks[0].instructions;
    let BlockItem::Loop(l) = &items[2] else {
        panic!("expected a loop")
    };
    assert_eq!(l.axis.ub, 4);
    let BlockItem::Instruction(save) = &items[5] else {
        panic!()
    };
    assert_eq!(save.members.get("queue"), Some(&Value::Null));
    assert!(save.members.contains_key("note_from_a_newer_compiler"));
}

#[test]
fn numbers_compare_by_value() {
    assert!(json_equal(
        &serde_json::json!({"a": [2]}),
        &serde_json::json!({"a": [2.0]})
    ));
    assert!(!json_equal(
        &serde_json::json!({"a": 2}),
        &serde_json::json!({"a": 3})
    ));
    assert!(!json_equal(
        &serde_json::json!({"a": 2}),
        &serde_json::json!({"a": 2, "b": null})
    ));
}

fn err(text: &str) -> String {
    read_bir_json(text).unwrap_err().to_string()
}

#[test]
fn broken_documents_say_where() {
    let e = read_bir_json("{\n  \"functions\": [,]\n}").unwrap_err();
    assert!(
        matches!(
            e,
            BirJsonError::Syntax {
                line: 2,
                column: 17,
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(err("[]"), "$: expected an object, found an array");
    assert_eq!(err("{}"), "$: missing member 'attributes'");
    let base = r#"{"arch": "gen3", "version": 2, "attributes": {}, "functions": [{"name": "f", "attributes": [], "allocations": [], "blocks": [{"name": "b", "instructions": [INST]}]}]}"#;
    assert_eq!(
        err(&base.replace(
            "INST",
            r#"{"opcode": "Bogus", "name": "i", "engine": "DVE", "ins": [], "outs": []}"#
        )),
        "$.functions[0].blocks[0].instructions[0].opcode: unknown opcode 'Bogus'"
    );
    assert_eq!(
        err(&base.replace(
            "INST",
            r#"{"opcode": "TensorTensor", "name": "i", "engine": "DVE", "ins": [], "outs": []}"#
        )),
        "$.functions[0].blocks[0].instructions[0]: TensorTensor needs member 'op'"
    );
    assert_eq!(
        err(&base.replace("INST", r#"{"opcode": "TensorTensor", "name": "i", "engine": "DVE", "ins": [], "outs": [], "op": "plus"}"#)),
        "$.functions[0].blocks[0].instructions[0].op: 'plus' is not one of abs, add, arith_shift_left, arith_shift_right, average, bitwise_and, bitwise_not, bitwise_or, bitwise_xor, bypass, divide, is_equal, is_ge, is_gt, is_le, is_lt, logical_and, logical_or, logical_shift_left, logical_shift_right, logical_xor, max, min, mod, mult, not_equal, pow, rsqrt, subtract"
    );
    assert_eq!(
        err(&base.replace("INST", r#"{"opcode": "NKIKernel", "name": "i", "engine": "DVE", "ins": [], "outs": [], "func": "k", "sb_buf_shape": [1], "psum_buf_shape": [1, [2, 3]]}"#)),
        "$.functions[0].blocks[0].instructions[0].sb_buf_shape: expected an array of 2, found 1 elements"
    );
}
