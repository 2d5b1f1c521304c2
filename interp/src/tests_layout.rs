//! Unit tests of the rearranging instructions (`layout`) and of the
//! collectives on one rank (`collectives`), against results worked out by
//! hand or by the NumPy expression each test quotes.

use crate::tests::{ap, document, dram, inst, sb};
use crate::Machine;
use nki_formats::arch::TRN2;
use serde_json::{json, Value};

/// Runs `instructions` with DRAM `x` (input) and `y` (output) and the given
/// extra locations, `x` set to `values`; the run's result or error.
fn run(locations: Value, instructions: Value, values: &[f64]) -> Result<Machine, String> {
    let doc = document(locations, instructions);
    let mut m = Machine::new(&doc, None, TRN2).map_err(|e| e.to_string())?;
    m.set("x", values).map_err(|e| e.to_string())?;
    m.run().map_err(|e| e.to_string())?;
    Ok(m)
}

fn transpose(op: &str, dst_ap: Value) -> Result<Machine, String> {
    // x: [2, 12] as the 4-d (1, 2, 3, 4); y: [3, 8].
    let values: Vec<f64> = (0..24).map(f64::from).collect();
    run(
        json!([
            dram("x", "ExternalInput", "float32", 2, 12, 4),
            dram("y", "ExternalOutput", "float32", 3, 8, 4)
        ]),
        json!([inst(
            "DMACopy",
            "t",
            json!([ap("x", "float32", json!([[12, 2], [4, 3], [1, 4]]), 0)]),
            json!([ap("y", "float32", dst_ap, 0)]),
            json!({"mode": "Transpose", "transpose_op": op})
        )]),
        &values,
    )
}

#[test]
fn a_dma_transpose_permutes_the_four_dimensions() {
    // np.arange(24).reshape(1, 2, 3, 4).transpose(0, 2, 3, 1): WYXZ.
    let mut m = transpose("WYXZ", json!([[8, 3], [2, 4], [1, 2]])).unwrap();
    let mut want = Vec::new();
    for y in 0..3 {
        for x in 0..4 {
            for z in 0..2 {
                want.push((z * 12 + y * 4 + x) as f64);
            }
        }
    }
    assert_eq!(m.get("y").unwrap(), want);
    // `None` is the identity: a plain copy of the same shape.
    let mut m = transpose("None", json!([[12, 2], [4, 3], [1, 4]])).unwrap();
    assert_eq!(
        m.get("y").unwrap()[..24],
        (0..24).map(f64::from).collect::<Vec<_>>()[..]
    );
}

#[test]
fn a_dma_transpose_into_the_wrong_shape_is_an_error() {
    let e = transpose("WYXZ", json!([[8, 3], [2, 2], [1, 4]]))
        .err()
        .unwrap();
    assert_eq!(
        e,
        "instruction 't' (DMACopy): a [1, 2, 3, 4] source transposes to [1, 3, 4, 2], \
         the destination is [1, 3, 2, 4]"
    );
}

fn gather(indices: &[f64]) -> Result<Machine, String> {
    let doc = document(
        json!([
            dram("x", "ExternalInput", "float32", 2, 4, 4),
            dram("ix", "ExternalInput", "uint32", 2, 3, 4),
            dram("y", "ExternalOutput", "float32", 2, 3, 4),
            sb("a", "float32", 2, 4, 4, 0),
            sb("b", "uint32", 2, 3, 4, 16),
            sb("c", "float32", 2, 3, 4, 32)
        ]),
        json!([
            inst(
                "Load",
                "l1",
                json!([ap("x", "float32", json!([[4, 2], [1, 4]]), 0)]),
                json!([ap("a", "float32", json!([[4, 2], [1, 4]]), 0)]),
                json!({})
            ),
            inst(
                "Load",
                "l2",
                json!([ap("ix", "uint32", json!([[3, 2], [1, 3]]), 0)]),
                json!([ap("b", "uint32", json!([[3, 2], [1, 3]]), 0)]),
                json!({})
            ),
            inst(
                "Gather",
                "g",
                json!([
                    ap("a", "float32", json!([[4, 2], [1, 4]]), 0),
                    ap("b", "uint32", json!([[3, 2], [1, 3]]), 0)
                ]),
                json!([ap("c", "float32", json!([[3, 2], [1, 3]]), 0)]),
                json!({})
            ),
            inst(
                "Save",
                "s",
                json!([ap("c", "float32", json!([[3, 2], [1, 3]]), 0)]),
                json!([ap("y", "float32", json!([[3, 2], [1, 3]]), 0)]),
                json!({})
            )
        ]),
    );
    let mut m = Machine::new(&doc, None, TRN2).map_err(|e| e.to_string())?;
    m.set("x", &[10.0, 11.0, 12.0, 13.0, 20.0, 21.0, 22.0, 23.0])
        .unwrap();
    m.set("ix", indices).unwrap();
    m.run().map_err(|e| e.to_string())?;
    Ok(m)
}

#[test]
fn a_gather_takes_elements_of_its_own_partition() {
    // np.take_along_axis(x, ix, axis=1)
    let mut m = gather(&[3.0, 0.0, 3.0, 1.0, 2.0, 0.0]).unwrap();
    assert_eq!(
        m.get("y").unwrap(),
        vec![13.0, 10.0, 13.0, 21.0, 22.0, 20.0]
    );
    let e = gather(&[3.0, 0.0, 3.0, 1.0, 4.0, 0.0]).err().unwrap();
    assert_eq!(
        e,
        "instruction 'g' (Gather): gather index 4 of partition 1 is not one of the data's \
         4 elements per partition"
    );
}

fn collective(members: Value) -> Result<Machine, String> {
    run(
        json!([
            dram("x", "ExternalInput", "float32", 2, 4, 4),
            dram("y", "ExternalOutput", "bfloat16", 2, 4, 2)
        ]),
        json!([inst(
            "CollectiveCompute",
            "cc",
            json!([ap("x", "float32", json!([[4, 2], [1, 4]]), 0)]),
            json!([ap("y", "bfloat16", json!([[4, 2], [1, 4]]), 0)]),
            members
        )]),
        &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0 + 1.0 / 512.0],
    )
}

#[test]
fn a_collective_of_one_rank_is_its_own_contribution() {
    for members in [
        json!({"kind": "AllReduce", "op": "add"}),
        json!({"kind": "AllGather", "replica_groups": [[0], [1]]}),
        json!({"kind": "Permute", "src_target_pairs": [[0, 0], [1, 2]]}),
        json!({"kind": "SendRecv", "send_to_rank": {"kind": "AffExprKind", "terms": [], "c": 0},
               "recv_from_rank": [{"kind": "AffExprKind", "terms": [], "c": 0}]}),
    ] {
        let mut m = collective(members).unwrap();
        // Converted to bf16 on the way: 1 + 2^-9 rounds to 1.
        assert_eq!(
            m.get("y").unwrap(),
            vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0]
        );
    }
}

#[test]
fn a_collective_that_needs_another_rank_is_an_error() {
    let e = collective(json!({"kind": "AllReduce", "replica_groups": [[0, 1]]}))
        .err()
        .unwrap();
    assert_eq!(
        e,
        "instruction 'cc' (CollectiveCompute): the replica group [0, 1] has 2 ranks; \
         nki-run models one rank (global rank 0)"
    );
    let e = collective(json!({"kind": "Permute", "src_target_pairs": [[1, 0]]}))
        .err()
        .unwrap();
    assert!(e.contains("move data between ranks"), "{e}");
    let e = collective(json!({"kind": "SendRecvCCE"})).err().unwrap();
    assert!(e.ends_with("collective kind 'SendRecvCCE' has no semantics in nki-run"));
    let e = collective(json!({"kind": "PermuteReduceImplicit", "op": "add"}))
        .err()
        .unwrap();
    assert!(e.contains("1 sources and 1 destinations"), "{e}");
}

#[test]
fn a_reducing_ring_permute_of_one_rank_reduces_its_two_sources() {
    // x's two rows are the two sources, y's first row the destination.
    let mut m = run(
        json!([
            dram("x", "ExternalInput", "float32", 2, 4, 4),
            dram("y", "ExternalOutput", "float32", 2, 4, 4)
        ]),
        json!([inst(
            "CollectiveCompute",
            "cc",
            json!([
                ap("x", "float32", json!([[4, 1], [1, 4]]), 0),
                ap("x", "float32", json!([[4, 1], [1, 4]]), 4)
            ]),
            json!([ap("y", "float32", json!([[4, 1], [1, 4]]), 0)]),
            json!({"kind": "PermuteReduceImplicit", "op": "max", "replica_groups": [[0]]})
        )]),
        &[1.0, 6.0, -3.0, 4.0, 5.0, 2.0, -7.0, 4.0],
    )
    .unwrap();
    assert_eq!(m.get("y").unwrap()[..4], [5.0, 6.0, -3.0, 4.0]);
}
