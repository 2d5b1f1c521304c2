//! Unit tests of `RangeSelect` (against hand-computed results) and of the
//! random-number instructions (determinism given a state, the state's
//! words by hand, the distributions' ranges, dropout's rates).

use crate::tests::{ap, inst, run_on_tile, sb};
use serde_json::{json, Value};

fn tile(name: &str, dtype: &str, p: u64, f: u64) -> Value {
    ap(name, dtype, json!([[f, p], [1, f]]), 0)
}

fn column(name: &str) -> Value {
    ap(name, "float32", json!([[1, 2], [1, 1]]), 0)
}

#[test]
fn range_select_keeps_the_indices_in_each_partitions_range() {
    // Indices base + i = 3, 4, 5, 6. Partition 0 keeps 4 <= idx < 6,
    // partition 1 keeps 3 <= idx < 4; the rest is -1. The max of each row
    // goes to `r`.
    let m = run_on_tile(
        json!([
            sb("lo", "float32", 2, 1, 4, 64),
            sb("hi", "float32", 2, 1, 4, 128),
            sb("b", "float32", 2, 4, 4, 192),
            sb("r", "float32", 2, 1, 4, 256)
        ]),
        json!([
            inst(
                "Iota",
                "lo_i",
                json!([]),
                json!([column("lo")]),
                json!({"base": 4, "channel_multiplier": -1, "pattern": [[0, 1]]})
            ),
            inst(
                "Iota",
                "hi_i",
                json!([]),
                json!([column("hi")]),
                json!({"base": 6, "channel_multiplier": -2, "pattern": [[0, 1]]})
            ),
            inst(
                "RangeSelect",
                "rs",
                json!([tile("a", "float32", 2, 4), column("lo"), column("hi")]),
                json!([tile("b", "float32", 2, 4), column("r")]),
                json!({"base": 3, "compare_op0": "is_ge", "compare_op1": "is_lt",
                        "fill_value": -1.0, "reduce_op": "max", "reduce_cmd": "ZeroAccumulate",
                        "num_active_channels": 2})
            )
        ]),
        &[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0],
    );
    let mut m = m;
    assert_eq!(
        m.get("b").unwrap(),
        vec![-1.0, 1.0, 4.0, -1.0, 5.0, -1.0, -1.0, -1.0]
    );
    assert_eq!(m.get("r").unwrap(), vec![4.0, 5.0]);
}

/// A `RangeSelect` over the whole row (`0 + i >= -1`, twice) with a reduce
/// command: the vector engine's accumulator across instructions.
fn reducing_select(name: &str, cmd: &str, read_out: bool) -> Value {
    let mut outs = vec![tile("b", "float32", 2, 4)];
    if read_out {
        outs.push(column("r"));
    }
    inst(
        "RangeSelect",
        name,
        json!([tile("a", "float32", 2, 4), {"kind": "imm_value", "dtype": "float32", "value": -1.0},
               {"kind": "imm_value", "dtype": "float32", "value": -1.0}]),
        Value::Array(outs),
        json!({"base": 0, "compare_op0": "is_gt", "compare_op1": "is_gt", "fill_value": 0.0,
                "reduce_op": "add", "reduce_cmd": cmd, "num_active_channels": 2}),
    )
}

#[test]
fn the_accumulator_carries_over_between_instructions() {
    // Rows sum to 9 and 22: reset_reduce, reduce, then reduce and read out
    // gives three times each row's sum; a reset alone reads out 0.
    let tiles = || {
        json!([
            sb("b", "float32", 2, 4, 4, 64),
            sb("r", "float32", 2, 1, 4, 128)
        ])
    };
    let x = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0];
    let chain = json!([
        reducing_select("s0", "ZeroAccumulate", false),
        reducing_select("s1", "Accumulate", false),
        reducing_select("s2", "Accumulate", true)
    ]);
    let mut m = run_on_tile(tiles(), chain, &x);
    assert_eq!(m.get("r").unwrap(), vec![27.0, 66.0]);
    let reset = json!([
        reducing_select("s0", "ZeroAccumulate", false),
        reducing_select("s1", "Zero", true)
    ]);
    let mut m = run_on_tile(tiles(), reset, &x);
    assert_eq!(m.get("r").unwrap(), vec![0.0, 0.0]);
}

#[test]
fn continuing_an_accumulator_nobody_loaded_is_an_error() {
    let doc = crate::tests::document(
        json!([
            crate::tests::dram("x", "ExternalInput", "float32", 2, 4, 4),
            sb("a", "float32", 2, 4, 4, 0),
            sb("b", "float32", 2, 4, 4, 64),
            sb("r", "float32", 2, 1, 4, 128)
        ]),
        json!([reducing_select("s1", "Accumulate", true)]),
    );
    let mut m = crate::Machine::new(&doc, None, nki_formats::arch::TRN2).unwrap();
    assert_eq!(
        m.run().unwrap_err().to_string(),
        "instruction 's1' (RangeSelect): the DVE accumulator of partition 0 is continued \
         (Accumulate) before any instruction loads it"
    );
}

/// Seeds the DVE generator from `seed` (a [2, 6] uint32 tile), then runs
/// `draws` and returns the machine.
fn seeded(seed: &[f64], draws: Value, tiles: Value) -> crate::Machine {
    let mut all = vec![
        sb("s", "uint32", 2, 6, 4, 1024),
        sb("st", "uint32", 2, 6, 4, 1088),
    ];
    all.extend(tiles.as_array().unwrap().iter().cloned());
    let mut program = vec![
        // The seed tile from the input `x` (2 x 4 floats) and constants.
        inst(
            "Memset",
            "zero",
            json!([]),
            json!([tile("s", "uint32", 2, 6)]),
            json!({"mode": "Const", "constant": 0}),
        ),
        inst(
            "TensorCopy",
            "seed",
            json!([tile("a", "float32", 2, 4)]),
            json!([ap("s", "uint32", json!([[6, 2], [1, 4]]), 0)]),
            json!({}),
        ),
        inst(
            "SetRandState",
            "set",
            json!([tile("s", "uint32", 2, 6)]),
            json!([]),
            json!({"rng_engine": "DVE"}),
        ),
    ];
    program.extend(draws.as_array().unwrap().iter().cloned());
    let mut dve = Vec::new();
    for mut i in program {
        i["engine"] = json!("DVE");
        dve.push(i);
    }
    run_on_tile(Value::Array(all), Value::Array(dve), seed)
}

fn rand(name: &str, dst: Value, distribution: &str, params: Value) -> Value {
    inst(
        "Rand",
        name,
        json!([]),
        json!([dst]),
        json!({"random_algorithm": "LFSR", "rand_num_steps": 1,
                "distribution": distribution, "params": params}),
    )
}

#[test]
fn random_numbers_follow_the_state_and_are_deterministic() {
    // State of partition 0: 1, 2, 3, 4, 0, 0 (seed row 1 2 3 4, the rest 0):
    // t = 1; v = (0 ^ 0) ^ (1 ^ 2) = 3; d = 362437: the first output 362440.
    let draws = json!([
        rand("raw", tile("u", "uint32", 2, 3), "Raw", json!([])),
        inst(
            "GetRandState",
            "get",
            json!([]),
            json!([tile("st", "uint32", 2, 6)]),
            json!({})
        )
    ]);
    let tiles = json!([sb("u", "uint32", 2, 3, 4, 1152)]);
    let seed = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
    let mut m = seeded(&seed, draws.clone(), tiles.clone());
    let u = m.get("u").unwrap();
    assert_eq!(u[0], 362_440.0);
    // Then t = 2, v = (3 ^ 48) ^ (2 ^ 4) = 53; t = 3, v = (53 ^ 848) ^ (3 ^ 6)
    // = 864; after three outputs the words are 4, 0, 3, 53, 864, 3 · 362437.
    assert_eq!(&u[..3], &[362_440.0, 53.0 + 724_874.0, 864.0 + 1_087_311.0]);
    let st = m.get("st").unwrap();
    assert_eq!(&st[..6], &[4.0, 0.0, 3.0, 53.0, 864.0, 3.0 * 362_437.0]);
    // The same seed gives the same numbers; another seed others.
    let mut again = seeded(&seed, draws.clone(), tiles.clone());
    assert_eq!(again.get("u").unwrap(), u);
    let mut other = seeded(&[9.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], draws, tiles);
    assert_ne!(other.get("u").unwrap()[0], u[0]);
}

#[test]
fn uniform_numbers_and_dropout_rates() {
    let n = 2048u64;
    let draws = json!([
        rand(
            "uni",
            tile("f", "float32", 2, n),
            "Uniform",
            json!([-2.0, 3.0])
        ),
        inst(
            "Memset",
            "ones",
            json!([]),
            json!([tile("one", "float32", 2, n)]),
            json!({"mode": "Const", "constant": 1})
        ),
        inst(
            "Dropout",
            "drop",
            json!([tile("one", "float32", 2, n),
             {"kind": "imm_value", "dtype": "float32", "value": 0.25}]),
            json!([tile("d", "float32", 2, n)]),
            json!({"is_keep_threshold": false})
        ),
        inst(
            "Dropout",
            "keep",
            json!([tile("one", "float32", 2, n),
             {"kind": "imm_value", "dtype": "float32", "value": 0.25}]),
            json!([tile("k", "float32", 2, n)]),
            json!({"is_keep_threshold": true})
        )
    ]);
    let tiles = json!([
        sb("f", "float32", 2, n, 4, 2048),
        sb("one", "float32", 2, n, 4, 2048 + 4 * n),
        sb("d", "float32", 2, n, 4, 2048 + 8 * n),
        sb("k", "float32", 2, n, 4, 2048 + 12 * n)
    ]);
    let mut m = seeded(&[5.0, 4.0, 3.0, 2.0, 1.0, 0.0, 7.0, 7.0], draws, tiles);
    let f = m.get("f").unwrap();
    assert!(f.iter().all(|&v| (-2.0..3.0).contains(&v)));
    let mean = f.iter().sum::<f64>() / f.len() as f64;
    assert!((mean - 0.5).abs() < 0.1, "mean {mean}");
    let kept = |v: &[f64]| v.iter().filter(|&&v| v == 1.0).count() as f64 / v.len() as f64;
    let (d, k) = (m.get("d").unwrap(), m.get("k").unwrap());
    assert!(d.iter().chain(&k).all(|&v| v == 0.0 || v == 1.0));
    assert!(
        (kept(&d) - 0.75).abs() < 0.03,
        "drop rate 0.25 kept {}",
        kept(&d)
    );
    assert!(
        (kept(&k) - 0.25).abs() < 0.03,
        "keep rate 0.25 kept {}",
        kept(&k)
    );
}
