//! Unit tests of the engines' chunked loops (`stream`): an operand whose
//! bytes overlap the destination is read whole before anything is written,
//! the same pattern read and written in place works chunk by chunk, and a
//! per-partition column is broadcast along rows longer than a chunk.

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
