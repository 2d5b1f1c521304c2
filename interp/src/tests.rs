//! Unit tests of the interpreter on small hand-written functions, and the
//! proof that a broken lowering is caught: the provisioned tiled matmul
//! (`test/Inputs/nki-run/matmul_tiled.after.json`, what the pipeline makes of
//! the repaired fixture) computes `lhsT.T @ rhs`, and the same program with
//! one access-pattern offset shifted by one, or one matmul wrongly starting
//! an accumulation group, does not.

use crate::{Error, Machine};
use nki_formats::{
    arch::TRN2,
    bir_json::{read_bir_json, Argument, BlockItem, Document},
};
use serde_json::{json, Value};

/// A one-function document from allocations (name, kind, dtype, shape,
/// memory type, addr, dims, bank, base, allocated) and instructions.
pub(crate) fn document(locations: Value, instructions: Value) -> Document {
    let allocations: Vec<Value> = locations
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            json!({
                "Skind": "memory_location_set", "name": format!("{}_set", l["name"].as_str().unwrap()),
                "kind": l["kind"], "tensor_class": "Tensor", "addr_space": "Shared",
                "dtype": l["dtype"], "partition_dim": 0, "tensor_shape": l["shape"], "file": "",
                "no_spill": false, "volatile": false, "virtual": false, "tensorId2MemLocSize": 1,
                "memorylocations": [{
                    "Skind": "memory_location", "name": l["name"], "type": l["type"],
                    "addr": l.get("addr").cloned().unwrap_or(json!(0)), "dims": l["dims"],
                    "bank": l.get("bank").cloned().unwrap_or(json!(0)),
                    "base": l.get("base").cloned().unwrap_or(json!(0)),
                    "allocated": l.get("allocated").cloned().unwrap_or(json!(false)),
                    "pinned": false, "tensor_id": 0 }]
            })
        })
        .collect();
    let doc = json!({
        "arch": "gen3", "version": 2, "attributes": {"neuron_core_id": 0},
        "functions": [{"name": "main", "attributes": [], "allocations": allocations,
                       "blocks": [{"name": "entry", "instructions": instructions}]}]
    });
    read_bir_json(&doc.to_string()).expect("a valid document")
}

pub(crate) fn ap(name: &str, dtype: &str, ap: Value, offset: u64) -> Value {
    json!({"kind": "physical_ap", "ap": ap, "dtype": dtype, "offset": offset,
           "memsetref": format!("{name}_set"), "memref": name})
}

pub(crate) fn inst(opcode: &str, name: &str, ins: Value, outs: Value, members: Value) -> Value {
    let mut v = json!({"opcode": opcode, "name": name, "engine": "DVE", "ins": ins, "outs": outs});
    for (k, m) in members.as_object().unwrap() {
        v[k] = m.clone();
    }
    v
}

pub(crate) fn dram(name: &str, kind: &str, dtype: &str, p: u64, f: u64, size: u64) -> Value {
    json!({"name": name, "kind": kind, "dtype": dtype, "shape": [p, f], "type": "DRAM", "dims": [p, f * size]})
}

pub(crate) fn sb(name: &str, dtype: &str, p: u64, f: u64, size: u64, addr: u64) -> Value {
    json!({"name": name, "kind": "Internal", "dtype": dtype, "shape": [p, f], "type": "SB",
           "dims": [p, f * size], "addr": addr, "allocated": true})
}

#[test]
fn two_locations_on_the_same_bytes_overwrite_each_other() {
    // `a` and `b` share SBUF bytes; writing `b` changes what `a` holds.
    let doc = document(
        json!([
            dram("x", "ExternalInput", "float32", 4, 2, 4),
            dram("y", "ExternalOutput", "float32", 4, 2, 4),
            sb("a", "float32", 4, 2, 4, 0),
            sb("b", "float32", 4, 2, 4, 0)
        ]),
        json!([
            inst(
                "Load",
                "l",
                json!([ap("x", "float32", json!([[2, 4], [1, 2]]), 0)]),
                json!([ap("a", "float32", json!([[2, 4], [1, 2]]), 0)]),
                json!({})
            ),
            inst(
                "Memset",
                "m",
                json!([]),
                json!([ap("b", "float32", json!([[2, 4], [1, 1]]), 0)]),
                json!({"mode": "Const", "constant": 7})
            ),
            inst(
                "Save",
                "s",
                json!([ap("a", "float32", json!([[2, 4], [1, 2]]), 0)]),
                json!([ap("y", "float32", json!([[2, 4], [1, 2]]), 0)]),
                json!({})
            ),
        ]),
    );
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.set("x", &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])
        .unwrap();
    m.run().unwrap();
    assert_eq!(
        m.get("y").unwrap(),
        vec![7.0, 2.0, 7.0, 4.0, 7.0, 6.0, 7.0, 8.0]
    );
}

#[test]
fn locations_share_bytes_only_on_common_partitions_and_bytes() {
    let psum = |name: &str, base: u64, bank: u64, addr: u64, p: u64, f: u64| {
        json!({"name": name, "kind": "Internal", "dtype": "float32", "shape": [p, f],
               "type": "PSUM", "dims": [p, f * 4], "addr": addr, "bank": bank,
               "base": base, "allocated": true})
    };
    let doc = document(
        json!([
            dram("x", "ExternalInput", "float32", 4, 2, 4),
            dram("y", "ExternalOutput", "float32", 4, 2, 4),
            sb("a", "float32", 4, 2, 4, 0),
            sb("b", "float32", 4, 2, 4, 4),
            sb("c", "float32", 4, 2, 4, 8),
            // Banks 0..1 of partitions 0..1; a tile in bank 1 of partition
            // 1, one in bank 1 of partition 2, one in bank 2.
            psum("d", 0, 0, 0, 2, 1024),
            psum("t", 1, 1, 0, 1, 512),
            psum("u", 2, 1, 0, 1, 512),
            psum("v", 0, 2, 0, 2, 512)
        ]),
        json!([]),
    );
    let m = Machine::new(&doc, None, TRN2).unwrap();
    assert!(m.share_bytes("a", "b"));
    assert!(!m.share_bytes("a", "c"), "bytes [0, 8) and [8, 16)");
    assert!(m.share_bytes("d", "t"));
    assert!(!m.share_bytes("d", "u"), "another partition");
    assert!(!m.share_bytes("d", "v"), "another bank");
    assert!(!m.share_bytes("a", "t"), "SBUF and PSUM");
    assert!(!m.share_bytes("x", "y"), "two DRAM buffers");
    assert!(!m.share_bytes("a", "nothing"));
}

#[test]
fn engines_round_to_the_destination_dtype() {
    // bf16 destination: 1 + 2^-9 rounds to 1; a DMA into bf16 rounds too.
    let doc = document(
        json!([
            dram("x", "ExternalInput", "float32", 1, 2, 4),
            dram("y", "ExternalOutput", "bfloat16", 1, 2, 2),
            sb("a", "bfloat16", 1, 2, 2, 0)
        ]),
        json!([
            inst(
                "TensorScalar",
                "t",
                json!([ap("x", "float32", json!([[2, 1], [1, 2]]), 0)]),
                json!([ap("a", "bfloat16", json!([[2, 1], [1, 2]]), 0)]),
                json!({"op0": "add", "const0": 1.0, "reverse0": false, "op1": "bypass",
                        "const1": 0.0, "reverse1": false})
            ),
            inst(
                "Save",
                "s",
                json!([ap("a", "bfloat16", json!([[2, 1], [1, 2]]), 0)]),
                json!([ap("y", "bfloat16", json!([[2, 1], [1, 2]]), 0)]),
                json!({})
            ),
        ]),
    );
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.set("x", &[2f64.powi(-9), 0.5]).unwrap();
    m.run().unwrap();
    assert_eq!(m.get("y").unwrap(), vec![1.0, 1.5]);
}

#[test]
fn matmul_accumulates_in_psum_until_a_group_starts() {
    // out = st.T @ mv twice: the second matmul accumulates (start = false).
    let psum = json!({"name": "p", "kind": "Internal", "dtype": "float32", "shape": [2, 2],
                      "type": "PSUM", "dims": [2, 8], "bank": 1, "allocated": true});
    let mm = |name: &str, start: bool| {
        inst(
            "Matmult",
            name,
            json!([
                ap("s", "float32", json!([[2, 2], [1, 2]]), 0),
                ap("s", "float32", json!([[2, 2], [1, 2]]), 0)
            ]),
            json!([ap("p", "float32", json!([[2, 2], [1, 2]]), 0)]),
            json!({"start_tensor_calc": start, "stop_tensor_calc": !start}),
        )
    };
    let doc = document(
        json!([
            dram("x", "ExternalInput", "float32", 2, 2, 4),
            dram("y", "ExternalOutput", "float32", 2, 2, 4),
            sb("s", "float32", 2, 2, 4, 64),
            psum
        ]),
        json!([
            inst(
                "Load",
                "l",
                json!([ap("x", "float32", json!([[2, 2], [1, 2]]), 0)]),
                json!([ap("s", "float32", json!([[2, 2], [1, 2]]), 0)]),
                json!({})
            ),
            mm("m0", true),
            mm("m1", false),
            inst(
                "Save",
                "v",
                json!([ap("p", "float32", json!([[2, 2], [1, 2]]), 0)]),
                json!([ap("y", "float32", json!([[2, 2], [1, 2]]), 0)]),
                json!({})
            ),
        ]),
    );
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.set("x", &[1.0, 2.0, 3.0, 4.0]).unwrap();
    m.run().unwrap();
    // [[1,3],[2,4]] @ [[1,2],[3,4]] = [[10,14],[14,20]], twice.
    assert_eq!(m.get("y").unwrap(), vec![20.0, 28.0, 28.0, 40.0]);
    assert_eq!(m.placement("p"), Some(("PSUM", 0, 2048)));
}

#[test]
fn an_opcode_without_semantics_is_an_error_naming_it() {
    let doc = document(
        json!([sb("a", "float32", 1, 8, 4, 0)]),
        json!([inst(
            "AbstractCopy",
            "gather_3",
            json!([ap("a", "float32", json!([[8, 1], [1, 8]]), 0)]),
            json!([ap("a", "float32", json!([[8, 1], [1, 8]]), 0)]),
            json!({})
        )]),
    );
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    let e = m.run().unwrap_err().to_string();
    assert_eq!(
        e,
        "instruction 'gather_3' (AbstractCopy): opcode 'AbstractCopy' has no semantics in nki-run"
    );
}

#[test]
fn an_access_outside_its_location_is_an_error() {
    let doc = document(
        json!([
            sb("a", "float32", 2, 2, 4, 0),
            sb("b", "float32", 2, 2, 4, 64)
        ]),
        json!([inst(
            "TensorCopy",
            "c",
            json!([ap("a", "float32", json!([[2, 2], [1, 2]]), 1)]),
            json!([ap("b", "float32", json!([[2, 2], [1, 2]]), 0)]),
            json!({})
        )]),
    );
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    let e = m.run().unwrap_err().to_string();
    assert!(
        e.contains("reaches element 4 of 'a', outside its 2 partitions x 2 elements"),
        "{e}"
    );
}

/// The provisioned tiled matmul, its inputs, and `lhsT.T @ rhs`.
fn tiled_matmul() -> (Document, Vec<f64>, Vec<f64>, Vec<f64>) {
    let text = include_str!("../../test/Inputs/nki-run/matmul_tiled.after.json");
    let doc = read_bir_json(text).unwrap();
    let (k, m, n) = (256, 256, 1024);
    let lhs_t: Vec<f64> = (0..k * m).map(|i| ((i * 7) % 13) as f64 - 6.0).collect();
    let rhs: Vec<f64> = (0..k * n).map(|i| ((i * 5) % 11) as f64 - 5.0).collect();
    let mut want = vec![0.0; m * n];
    for kk in 0..k {
        for mm in 0..m {
            for nn in 0..n {
                want[mm * n + nn] += lhs_t[kk * m + mm] * rhs[kk * n + nn];
            }
        }
    }
    (doc, lhs_t, rhs, want)
}

fn run_matmul(doc: &Document, lhs_t: &[f64], rhs: &[f64]) -> Result<Vec<f64>, Error> {
    let mut machine = Machine::new(doc, None, TRN2)?;
    machine.set("lhsT", lhs_t)?;
    machine.set("rhs", rhs)?;
    machine.run()?;
    machine.get("result")
}

/// The `n`-th instruction with `opcode` of the function's first block.
fn nth<'a>(
    doc: &'a mut Document,
    opcode: &str,
    n: usize,
) -> &'a mut nki_formats::bir_json::Instruction {
    doc.functions[0].blocks[0]
        .instructions
        .iter_mut()
        .filter_map(|i| match i {
            BlockItem::Instruction(i) if i.opcode == opcode => Some(i),
            _ => None,
        })
        .nth(n)
        .expect("the instruction exists")
}

#[test]
fn the_provisioned_tiled_matmul_computes_lhs_t_transposed_times_rhs() {
    let (doc, lhs_t, rhs, want) = tiled_matmul();
    // Small integers: every partial sum is exact in fp32.
    assert_eq!(run_matmul(&doc, &lhs_t, &rhs).unwrap(), want);
}

#[test]
fn an_offset_shifted_by_one_is_caught() {
    let (mut doc, lhs_t, rhs, want) = tiled_matmul();
    let load = nth(&mut doc, "Load", 0);
    let Argument::PhysicalAp { offset, .. } = &mut load.ins[0] else {
        panic!("a physical_ap")
    };
    *offset += 1;
    let got = run_matmul(&doc, &lhs_t, &rhs).unwrap();
    let wrong = got.iter().zip(&want).filter(|(a, b)| a != b).count();
    assert!(wrong > 0, "the shifted program still matches");
}

#[test]
fn a_matmul_restarting_its_accumulation_group_is_caught() {
    let (mut doc, lhs_t, rhs, want) = tiled_matmul();
    // The second matmul of the first group accumulates onto the first.
    let mm = nth(&mut doc, "Matmult", 1);
    assert_eq!(mm.members["start_tensor_calc"], json!(false));
    mm.members.insert("start_tensor_calc".into(), json!(true));
    let got = run_matmul(&doc, &lhs_t, &rhs).unwrap();
    assert_ne!(got, want);
}

#[test]
fn swapped_matmul_operands_are_caught() {
    let (mut doc, lhs_t, rhs, _) = tiled_matmul();
    let mm = nth(&mut doc, "Matmult", 0);
    mm.ins.swap(0, 1);
    let e = run_matmul(&doc, &lhs_t, &rhs).unwrap_err().to_string();
    assert!(e.contains("shapes do not multiply"), "{e}");
}

/// Runs `instructions` over SB tiles `a` (input, [2, 4] fp32, loaded from
/// DRAM `x`) and the given extra tiles; returns the machine.
pub(crate) fn run_on_tile(tiles: Value, instructions: Value, x: &[f64]) -> Machine {
    let mut locations = vec![
        dram("x", "ExternalInput", "float32", 2, 4, 4),
        sb("a", "float32", 2, 4, 4, 0),
    ];
    locations.extend(tiles.as_array().unwrap().iter().cloned());
    let mut all = vec![inst(
        "Load",
        "l",
        json!([ap("x", "float32", json!([[4, 2], [1, 4]]), 0)]),
        json!([ap("a", "float32", json!([[4, 2], [1, 4]]), 0)]),
        json!({}),
    )];
    all.extend(instructions.as_array().unwrap().iter().cloned());
    let doc = document(Value::Array(locations), Value::Array(all));
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.set("x", x).unwrap();
    m.run().unwrap();
    m
}

#[test]
fn reductions_max8_find_index_and_match_replace() {
    let a = || ap("a", "float32", json!([[4, 2], [1, 4]]), 0);
    let col = |n: &str| ap(n, "float32", json!([[1, 2], [1, 1]]), 0);
    let eight = |n: &str| ap(n, "float32", json!([[8, 2], [1, 8]]), 0);
    let mut m = run_on_tile(
        json!([
            sb("s", "float32", 2, 4, 4, 64),
            sb("r", "float32", 2, 1, 4, 128),
            sb("c", "float32", 1, 4, 4, 192),
            sb("mx", "float32", 2, 8, 4, 256),
            sb("ix", "float32", 2, 8, 4, 320),
            sb("mr", "float32", 2, 4, 4, 384),
            sb("pad", "float32", 2, 8, 4, 448)
        ]),
        json!([
            // s = a * 2, r = row sums of s.
            inst(
                "TensorScalarPtr",
                "tsr",
                json!([a(), {"kind": "imm_value", "dtype": "float32", "value": 2.0}]),
                json!([ap("s", "float32", json!([[4, 2], [1, 4]]), 0), col("r")]),
                json!({"op0": "mult", "reverse0": false, "op1": "add", "reverse1": false,
                        "is_tensor_scalar_addr": true, "acc": "ZeroAccumulate"})
            ),
            // c = the column maxima (over partitions).
            inst(
                "TensorReduce",
                "red",
                json!([a()]),
                json!([ap("c", "float32", json!([[4, 1], [1, 4]]), 0)]),
                json!({"op": "max", "axis": "C"})
            ),
            // pad = a with -inf after it, 8 per partition; mx = its 8 largest.
            inst(
                "Memset",
                "ms",
                json!([]),
                json!([eight("pad")]),
                json!({"mode": "Const", "constant": (-1000.0f32).to_bits()})
            ),
            inst(
                "TensorCopy",
                "cp",
                json!([a()]),
                json!([ap("pad", "float32", json!([[8, 2], [1, 4]]), 0)]),
                json!({})
            ),
            inst(
                "Max",
                "max",
                json!([eight("pad")]),
                json!([eight("mx")]),
                json!({})
            ),
            inst(
                "MaxIndex",
                "mi",
                json!([eight("pad"), eight("mx")]),
                json!([eight("ix")]),
                json!({})
            ),
            inst(
                "MatchReplace",
                "mr8",
                json!([a(), ap("mx", "float32", json!([[8, 2], [1, 2]]), 0)]),
                json!([ap("mr", "float32", json!([[4, 2], [1, 4]]), 0)]),
                json!({"imm_value": 0.0})
            ),
        ]),
        &[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0],
    );
    let get = |m: &mut Machine, n: &str, k: usize| -> Vec<f64> { m.get(n).unwrap()[..k].to_vec() };
    assert_eq!(
        get(&mut m, "s", 8),
        vec![6.0, 2.0, 8.0, 2.0, 10.0, 18.0, 4.0, 12.0]
    );
    assert_eq!(get(&mut m, "r", 2), vec![18.0, 44.0]);
    assert_eq!(get(&mut m, "c", 4), vec![5.0, 9.0, 4.0, 6.0]);
    assert_eq!(
        get(&mut m, "mx", 16),
        vec![
            4.0, 3.0, 1.0, 1.0, -1000.0, -1000.0, -1000.0, -1000.0, 9.0, 6.0, 5.0, 2.0, -1000.0,
            -1000.0, -1000.0, -1000.0
        ]
    );
    assert_eq!(
        get(&mut m, "ix", 16),
        vec![2.0, 0.0, 1.0, 1.0, 4.0, 4.0, 4.0, 4.0, 1.0, 3.0, 0.0, 2.0, 4.0, 4.0, 4.0, 4.0]
    );
    // The two largest of each partition replaced by 0.
    assert_eq!(
        get(&mut m, "mr", 8),
        vec![0.0, 1.0, 0.0, 1.0, 5.0, 0.0, 2.0, 0.0]
    );
}

#[test]
fn loops_repeat_and_branches_jump() {
    // acc = 0; loop 3 times: acc += a; then a branch skips block "skipped".
    let acc = || ap("acc", "float32", json!([[4, 2], [1, 4]]), 0);
    let a = || ap("a", "float32", json!([[4, 2], [1, 4]]), 0);
    let add = inst(
        "TensorTensor",
        "add",
        json!([acc(), a()]),
        json!([acc()]),
        json!({"op": "add"}),
    );
    let doc_blocks = json!([
        {"name": "entry", "instructions": [
            inst("Load", "l", json!([ap("x", "float32", json!([[4, 2], [1, 4]]), 0)]), json!([a()]), json!({})),
            inst("Memset", "z", json!([]), json!([acc()]), json!({"mode": "Const", "constant": 0})),
            {"opcode": "Loop", "LoopAxis": {"name": "i", "lb": 0, "ub": 6, "stride": 2},
             "blocks": [{"name": "body", "instructions": [add]}]},
            inst("UnconditionalBranch", "jump", json!([]), json!([]), json!({"target": "last"})),
        ]},
        {"name": "skipped", "instructions": [
            inst("Memset", "never", json!([]), json!([acc()]), json!({"mode": "Const", "constant": 7})),
        ]},
        {"name": "last", "instructions": [
            inst("Save", "s", json!([acc()]), json!([ap("y", "float32", json!([[4, 2], [1, 4]]), 0)]), json!({})),
        ]},
    ]);
    let mut doc = document(
        json!([
            dram("x", "ExternalInput", "float32", 2, 4, 4),
            dram("y", "ExternalOutput", "float32", 2, 4, 4),
            sb("a", "float32", 2, 4, 4, 0),
            sb("acc", "float32", 2, 4, 4, 64)
        ]),
        json!([]),
    );
    let blocks = read_bir_json(
        &json!({"arch": "gen3", "version": 2, "attributes": {"neuron_core_id": 0},
                "functions": [{"name": "main", "attributes": [], "allocations": [], "blocks": doc_blocks}]})
        .to_string(),
    )
    .unwrap();
    doc.functions[0].blocks = blocks.functions[0].blocks.clone();
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.set("x", &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])
        .unwrap();
    m.run().unwrap();
    assert_eq!(
        m.get("y").unwrap(),
        vec![3.0, 6.0, 9.0, 12.0, 15.0, 18.0, 21.0, 24.0]
    );
    assert!(m.counts().contains(&("TensorTensor".to_string(), 3)));
    assert!(!m.counts().iter().any(|(_, n)| *n == 0));
}

#[test]
fn registers_move_between_tensors() {
    // r = a[0, 1]; r = r + 10; every element of b = r; rank = 0.
    let reg = |n: &str| json!({"kind": "register_access", "dtype": "int32", "regref": n});
    let mut m = run_on_tile(
        json!([sb("b", "float32", 2, 4, 4, 64)]),
        json!([
            inst(
                "TensorLoad",
                "tl",
                json!([ap("a", "float32", json!([[4, 1], [1, 1]]), 1)]),
                json!([reg("r")]),
                json!({})
            ),
            inst(
                "RegisterAlu",
                "ra",
                json!([reg("r"), {"kind": "imm_value", "dtype": "int32", "value": 10}]),
                json!([reg("r")]),
                json!({"op": "add"})
            ),
            inst(
                "TensorSave",
                "ts",
                json!([reg("r")]),
                json!([ap("b", "float32", json!([[4, 2], [1, 4]]), 0)]),
                json!({})
            ),
            inst(
                "GetGlobalRankId",
                "rank",
                json!([]),
                json!([reg("rank")]),
                json!({})
            ),
        ]),
        &[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0],
    );
    assert_eq!(m.get("b").unwrap(), vec![11.0; 8]);
}

/// A shuffle index past the source's partitions and a destination of
/// another shape are errors naming the instruction.
#[test]
fn shuffle_errors_name_the_instruction() {
    let run = |indices: Value, dst_p: u64| {
        let doc = document(
            json!([
                sb("a", "float32", 2, 8, 4, 0),
                sb("b", "float32", 4, 4, 4, 64)
            ]),
            json!([inst(
                "Shuffle",
                "shuf_1",
                json!([ap("a", "float32", json!([[8, 2], [1, 8]]), 0)]),
                json!([ap(
                    "b",
                    "float32",
                    json!([[4, dst_p], [1, 8 / dst_p * 2]]),
                    0
                )]),
                json!({ "indices": indices })
            )]),
        );
        let mut m = Machine::new(&doc, None, TRN2).unwrap();
        m.run().unwrap_err().to_string()
    };
    assert_eq!(
        run(json!([1, 2]), 2),
        "instruction 'shuf_1' (Shuffle): shuffle index 2 of partition 1 is past the source's 2 partitions"
    );
    assert_eq!(
        run(json!([1, 0]), 4),
        "instruction 'shuf_1' (Shuffle): a shuffle moves whole partitions: the source has 8 elements per partition, the destination 4"
    );
}

/// NKI's `nc_stream_shuffle` needs the same elements per partition, not
/// the same partitions: one source partition copied to several (here
/// partition 1 of `a` to partitions 0 and 2 of `b`; 255 keeps partition 1).
#[test]
fn shuffle_broadcasts_one_partition() {
    let mut m = run_on_tile(
        json!([sb("b", "float32", 3, 4, 4, 64)]),
        json!([inst(
            "Shuffle",
            "bc",
            json!([ap("a", "float32", json!([[4, 1], [1, 4]]), 4)]),
            json!([ap("b", "float32", json!([[4, 3], [1, 4]]), 0)]),
            json!({"indices": [0, 255, 0]})
        )]),
        &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
    );
    let b = m.get("b").unwrap();
    assert_eq!(b[..4].to_vec(), vec![5.0, 6.0, 7.0, 8.0]);
    assert_eq!(b[8..].to_vec(), vec![5.0, 6.0, 7.0, 8.0]);
    assert!(b[4..8].iter().all(|&v| v == 3.3961514e38_f32 as f64));
}

/// `BNStats` splits each row into even and odd elements; `BNStatsAggregate`
/// merges the two triples into the row's mean and population variance.
#[test]
fn batch_norm_statistics_and_their_aggregate() {
    let a = || ap("a", "float32", json!([[4, 2], [1, 4]]), 0);
    let six = || ap("s", "float32", json!([[6, 2], [1, 6]]), 0);
    let two = || ap("v", "float32", json!([[2, 2], [1, 2]]), 0);
    let mut m = run_on_tile(
        json!([
            sb("s", "float32", 2, 6, 4, 64),
            sb("v", "float32", 2, 2, 4, 128)
        ]),
        json!([
            inst("BNStats", "st", json!([a()]), json!([six()]), json!({})),
            inst(
                "BNStatsAggregate",
                "ag",
                json!([six()]),
                json!([two()]),
                json!({})
            )
        ]),
        &[1.0, 2.0, 3.0, 6.0, -1.0, -1.0, 5.0, 5.0],
    );
    // Row 0: evens {1, 3} (mean 2, m2 2), odds {2, 6} (mean 4, m2 8).
    assert_eq!(
        m.get("s").unwrap()[..12].to_vec(),
        vec![2.0, 2.0, 2.0, 2.0, 4.0, 8.0, 2.0, 2.0, 18.0, 2.0, 2.0, 18.0]
    );
    // Row 0: mean 3, variance (4 + 1 + 0 + 9) / 4; row 1: mean 2, variance 9.
    assert_eq!(m.get("v").unwrap()[..4].to_vec(), vec![3.0, 3.5, 2.0, 9.0]);
}

#[test]
fn batch_norm_aggregate_needs_triples() {
    let doc = document(
        json!([
            sb("a", "float32", 2, 4, 4, 0),
            sb("v", "float32", 2, 2, 4, 64)
        ]),
        json!([inst(
            "BNStatsAggregate",
            "ag",
            json!([ap("a", "float32", json!([[4, 2], [1, 4]]), 0)]),
            json!([ap("v", "float32", json!([[2, 2], [1, 2]]), 0)]),
            json!({})
        )]),
    );
    let e = Machine::new(&doc, None, TRN2)
        .unwrap()
        .run()
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "instruction 'ag' (BNStatsAggregate): the statistics hold (count, mean, variance x count) triples: 4 elements per partition is not a multiple of 3"
    );
}
