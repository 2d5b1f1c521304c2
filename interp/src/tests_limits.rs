//! Hostile numbers in a document (docs/reliability.md, round 3): loop
//! counters, sizes and access patterns whose arithmetic would wrap, and the
//! budgets of a run. Each is an error or a correct result, never a panic, a
//! wrapped value or a run that does not end.

use crate::{
    ap::{Ap, ApError},
    dtype::Dtype,
    tests::{ap, document, dram, inst, sb},
    Limits, Machine,
};
use nki_formats::arch::TRN2;
use serde_json::{json, Value};

fn memset(name: &str) -> Value {
    inst(
        "Memset",
        name,
        json!([]),
        json!([ap("a", "float32", json!([[4, 2], [1, 4]]), 0)]),
        json!({"mode": "Const", "constant": 1}),
    )
}

fn with_loop(lb: u64, ub: u64, stride: u64, body: Value) -> crate::Document {
    document(
        json!([sb("a", "float32", 2, 4, 4, 0)]),
        json!([{"opcode": "Loop", "LoopAxis": {"name": "i", "lb": lb, "ub": ub, "stride": stride},
                "blocks": [{"name": "body", "instructions": body}]}]),
    )
}

fn run(doc: &crate::Document, limits: Limits) -> Result<Machine, String> {
    let mut m = Machine::with_limits(doc, None, TRN2, limits).map_err(|e| e.to_string())?;
    m.run().map_err(|e| e.to_string())?;
    Ok(m)
}

/// lb 0, ub 2^64 - 1, stride 2^63: the values 0 and 2^63, then the next
/// would pass 2^64 - 1 (it wrapped to 0 and looped for ever).
#[test]
fn a_loop_counter_that_would_overflow_ends_the_loop() {
    let doc = with_loop(0, u64::MAX, 1 << 63, json!([memset("m")]));
    let m = run(&doc, Limits::default()).unwrap();
    assert_eq!(m.counts(), vec![("Memset".to_string(), 2)]);
}

#[test]
fn a_stride_of_zero_is_an_error() {
    let doc = with_loop(0, 4, 0, json!([memset("m")]));
    assert_eq!(
        run(&doc, Limits::default()).err().unwrap(),
        "loop 'i' has stride 0, so it would never end"
    );
}

/// Loop iterations count as steps, so an empty loop over 2^64 values ends.
#[test]
fn an_empty_loop_is_stopped_by_the_step_limit() {
    let doc = with_loop(0, u64::MAX, 1, json!([]));
    let limits = Limits {
        max_steps: 1000,
        ..Limits::default()
    };
    assert_eq!(
        run(&doc, limits).err().unwrap(),
        "loop 'i': more than 1000 instructions and loop iterations executed (raise the limit \
         with --max-steps) (in iteration 1000 of loop 'i')"
    );
}

/// Element operations are budgeted: each iteration costs 1, each Memset 1
/// and its 8 elements, so the 51st iteration passes 500.
#[test]
fn work_is_budgeted_in_elements() {
    let doc = with_loop(0, 100, 1, json!([memset("m")]));
    let limits = Limits {
        max_work: 500,
        ..Limits::default()
    };
    let e = run(&doc, limits).err().unwrap();
    assert_eq!(
        e,
        "loop 'i': more than 500 element operations done (raise the budget with --max-work) \
         (in iteration 50 of loop 'i')"
    );
}

#[test]
fn access_patterns_are_checked() {
    let pattern =
        |pairs: &[[i64; 2]]| -> Vec<Vec<i64>> { pairs.iter().map(|p| p.to_vec()).collect() };
    let new = |offset, pairs: &[[i64; 2]]| Ap::new(0, Dtype::F32, offset, &pattern(pairs), 1 << 26);
    assert_eq!(
        new(0, &[[1 << 62, 5], [1, 1]]).unwrap_err().to_string(),
        "the access pattern's element offsets overflow 64 bits (offset 0, pattern [[4611686018427387904, 5], [1, 1]])"
    );
    assert!(matches!(
        new(0, &[[0, 1 << 32], [0, 1 << 32]]),
        Err(ApError::TooManyElements { .. })
    ));
    // A count of 0 empties the pattern but does not hide the others.
    assert!(matches!(
        new(0, &[[1, 0], [1, 1 << 40]]),
        Err(ApError::TooManyElements { .. })
    ));
    assert!(matches!(
        new(0, &[[512, -1], [1, 512]]),
        Err(ApError::NegativeCount { .. })
    ));
    assert!(matches!(
        new(1 << 63, &[[1, 1]]),
        Err(ApError::Offset { .. })
    ));
    assert!(matches!(
        new((1 << 63) - 1, &[[1, 2]]),
        Err(ApError::Overflow { .. })
    ));
    // The largest pattern that fits: its cursor walks it without passing
    // the extent (a step past the last element would overflow).
    let step = (i64::MAX / 3) * 2;
    let a = new(0, &[[step, 2], [1, 2]]).unwrap();
    assert_eq!(a.extent(), Some((0, step + 1)));
    let mut cursor = crate::ap::Cursor::new(&a);
    assert_eq!(cursor.piece(2), (0, 1, 2));
    assert_eq!(cursor.piece(2), (step, 1, 2));
    assert!(a.is_injective());
}

/// Sizes from the file are checked before anything is allocated.
#[test]
fn sizes_are_bounded_before_allocation() {
    let doc = |dims: Value, shape: Value| {
        document(
            json!([{"name": "x", "kind": "ExternalInput", "dtype": "float32", "shape": shape,
                    "type": "DRAM", "dims": dims}]),
            json!([]),
        )
    };
    let err = |d| Machine::new(&d, None, TRN2).err().unwrap().to_string();
    assert_eq!(
        err(doc(json!([1u64 << 40, 1u64 << 40]), json!([1, 1]))),
        "'x': its size overflows 64 bits"
    );
    assert!(err(doc(json!([128, 1u64 << 40]), json!([1, 1])))
        .starts_with("'x' (dims [128, 1099511627776]) needs 140737488355328 bytes"));
    assert!(
        err(doc(json!([1, 4]), json!([1u64 << 31, 1u64 << 31]))).starts_with(
            "'x_set': tensor_shape [2147483648, 2147483648] has more than 67108864 elements"
        )
    );
    // An allocated on-chip location whose end overflows.
    let d = document(
        json!([{"name": "s", "kind": "Internal", "dtype": "float32", "shape": [1, 1], "type": "SB",
                "dims": [1, u64::MAX], "addr": 64, "allocated": true}]),
        json!([]),
    );
    assert_eq!(err(d), "'s': its end overflows 64 bits");
    // A PSUM of 2^40 banks.
    let d = document(
        json!([dram("y", "ExternalOutput", "float32", 1, 1, 4)]),
        json!([]),
    );
    let arch = nki_formats::arch::Arch {
        psum_banks: 1 << 40,
        ..TRN2
    };
    assert!(Machine::new(&d, None, arch)
        .err()
        .unwrap()
        .to_string()
        .starts_with("PSUM needs 288230376151711744 bytes"));
}

/// An Iota pattern of 2^64 elements is refused before it is listed.
#[test]
fn an_affine_pattern_is_sized_before_it_is_listed() {
    let doc = document(
        json!([sb("a", "float32", 2, 4, 4, 0)]),
        json!([inst(
            "Iota",
            "iota",
            json!([]),
            json!([ap("a", "float32", json!([[4, 2], [1, 4]]), 0)]),
            json!({"base": 0, "channel_multiplier": 0,
                   "pattern": [[1, 1u64 << 32], [1, 1u64 << 32]]})
        )]),
    );
    assert_eq!(
        run(&doc, Limits::default()).err().unwrap(),
        "instruction 'iota' (Iota): the pattern covers 18446744073709551616 elements per partition, the destination 4"
    );
}
