//! The cost table against the documented formulas, the scheduler on
//! hand-made dependency graphs, the hazards on hand-made rectangles, and
//! whole runs of small functions.

use super::cost::{self, Engine, Operand, Place, Shape, Source};
use super::hazards::{Hazards, Rect};
use super::schedule::Scheduler;
use crate::dtype::Dtype;
use crate::memory::Space;
use crate::tests::{ap, document, dram, inst, sb};
use crate::Machine;
use nki_formats::arch::{TRN1, TRN2};
use nki_formats::bir_json::decoded::{decode, Op};
use serde_json::json;

fn operand(place: Place, dtype: Dtype, partitions: usize, per_partition: usize) -> Operand {
    Operand {
        place,
        dtype,
        partitions,
        per_partition,
        contiguous: true,
    }
}

/// The decoded `opcode` with `members`, its other required members at a
/// value of their type (the first case of an enumeration, 0, false, empty).
fn op_with(opcode: &str, members: serde_json::Value) -> &'static Op {
    use nki_formats::bir_json::opcodes::{lookup, MemberType};
    fn filler(ty: &MemberType) -> serde_json::Value {
        match ty {
            MemberType::Nat | MemberType::Int | MemberType::Float => json!(0),
            MemberType::Bool => json!(false),
            MemberType::Str => json!(""),
            MemberType::Enum(cases) => json!(cases[0]),
            MemberType::List(_) | MemberType::Opaque => json!([]),
            MemberType::Tuple(items) => items.iter().map(filler).collect(),
        }
    }
    let mut map = members.as_object().expect("an object").clone();
    for m in lookup(opcode).expect("an opcode").members {
        if !m.optional && !map.contains_key(m.name) {
            map.insert(m.name.into(), filler(&m.ty));
        }
    }
    let inst = nki_formats::bir_json::Instruction {
        opcode: opcode.into(),
        name: "i".into(),
        engine: "DVE".into(),
        ins: vec![],
        outs: vec![],
        members: map,
    };
    Box::leak(Box::new(decode(&inst).expect("decodes")))
}

fn shape<'a>(opcode: &str, engine: &'a Engine, ins: Vec<Operand>, outs: Vec<Operand>) -> Shape<'a> {
    Shape {
        op: op_with(opcode, json!({})),
        engine,
        ins,
        outs,
    }
}

fn close(a: f64, b: f64) {
    assert!((a - b).abs() < 1e-6, "{a} != {b}");
}

#[test]
fn activation_costs_max_min_ii_n_scalar_cycles() {
    let act = Engine::Act;
    let big = operand(Place::Sbuf, Dtype::F32, 128, 512);
    let e = cost::estimate(&shape("Activation", &act, vec![big], vec![big]), &TRN2);
    assert_eq!(e.cycles, 512.0);
    close(e.ns, 512.0 / 1.2);
    assert_eq!(e.source, Source::Documented("activation"));
    // A small tile costs the initiation interval.
    let small = operand(Place::Sbuf, Dtype::F32, 128, 10);
    let e = cost::estimate(&shape("Activation", &act, vec![small], vec![small]), &TRN2);
    assert_eq!(e.cycles, cost::MIN_II);
    // With a reduction output: one more initiation interval.
    let column = operand(Place::Sbuf, Dtype::F32, 128, 1);
    let e = cost::estimate(
        &shape("Activation", &act, vec![big], vec![big, column]),
        &TRN1,
    );
    assert_eq!(e.cycles, 512.0 + 64.0);
    close(e.ns, 576.0 / 1.4);
}

#[test]
fn tensor_tensor_is_n_or_2n_by_its_operands() {
    let dve = Engine::Dve;
    let sbuf = operand(Place::Sbuf, Dtype::F32, 128, 256);
    let psum = operand(Place::Psum, Dtype::F32, 128, 256);
    let both_sbuf = cost::estimate(
        &shape("TensorTensor", &dve, vec![sbuf, sbuf], vec![sbuf]),
        &TRN2,
    );
    assert_eq!(both_sbuf.cycles, 512.0);
    let mixed = cost::estimate(
        &shape("TensorTensor", &dve, vec![psum, sbuf], vec![sbuf]),
        &TRN2,
    );
    assert_eq!(mixed.cycles, 256.0);
    close(mixed.ns, 256.0 / 0.96);
    let bf = operand(Place::Sbuf, Dtype::Bf16, 128, 256);
    let mut add = shape("TensorTensor", &dve, vec![bf, bf], vec![bf]);
    add.op = op_with("TensorTensor", json!({"op": "add"}));
    assert_eq!(cost::estimate(&add, &TRN2).cycles, 256.0);
    add.op = op_with("TensorTensor", json!({"op": "divide"}));
    assert_eq!(cost::estimate(&add, &TRN2).cycles, 512.0);
}

#[test]
fn matmul_costs_follow_nc_matmul() {
    let pe = Engine::Pe;
    let st = operand(Place::Sbuf, Dtype::Bf16, 128, 128);
    let mv = operand(Place::Sbuf, Dtype::Bf16, 128, 512);
    let out = operand(Place::Psum, Dtype::F32, 128, 512);
    let e = cost::estimate(&shape("Matmult", &pe, vec![st, mv], vec![out]), &TRN2);
    assert_eq!(e.cycles, 512.0);
    close(e.ns, 512.0 / 2.4);
    // A narrow moving tile: the stationary's min(64, N).
    let mv8 = operand(Place::Sbuf, Dtype::Bf16, 128, 8);
    let e = cost::estimate(&shape("Matmult", &pe, vec![st, mv8], vec![out]), &TRN2);
    assert_eq!(e.cycles, 64.0);
    // fp32 inputs: four times as long.
    let st32 = operand(Place::Sbuf, Dtype::F32, 128, 128);
    let mv32 = operand(Place::Sbuf, Dtype::F32, 128, 512);
    let e = cost::estimate(&shape("Matmult", &pe, vec![st32, mv32], vec![out]), &TRN1);
    assert_eq!(e.cycles, 2048.0);
    close(e.ns, 2048.0 / 2.8);
    // A transpose through the PE array: max(P, min(64, F)).
    let data = operand(Place::Sbuf, Dtype::F32, 32, 128);
    let mut t = shape("Matmult", &pe, vec![data, data], vec![out]);
    t.op = op_with("Matmult", json!({"is_transpose": true}));
    let e = cost::estimate(&t, &TRN2);
    assert_eq!(e.cycles, 64.0);
    assert_eq!(e.source, Source::Documented("nc_transpose"));
}

#[test]
fn dma_costs_fixed_latency_plus_bytes_over_engines() {
    let q = Engine::Dma("default".into());
    let dram = operand(Place::Dram, Dtype::F32, 128, 512);
    let tile = operand(Place::Sbuf, Dtype::F32, 128, 512);
    let e = cost::estimate(&shape("DMACopy", &q, vec![dram], vec![tile]), &TRN2);
    close(e.ns, 262144.0 / (16.0 * 23.0));
    assert_eq!(e.latency_ns, 1300.0);
    assert_eq!(e.source, Source::DmaGuide);
    // Four partitions use four engines.
    let small = operand(Place::Sbuf, Dtype::F32, 4, 512);
    let e = cost::estimate(&shape("DMACopy", &q, vec![dram], vec![small]), &TRN1);
    close(e.ns, 262144.0 / (4.0 * 17.0));
}

#[test]
fn the_elementwise_table_entries() {
    let dve = Engine::Dve;
    let x = operand(Place::Sbuf, Dtype::F32, 128, 300);
    let one =
        |opcode: &'static str| cost::estimate(&shape(opcode, &dve, vec![x], vec![x]), &TRN2).cycles;
    assert_eq!(one("Reciprocal"), 2400.0);
    assert_eq!(one("TensorReduce"), 300.0);
    assert_eq!(one("BNStatsAggregate"), 1300.0);
    assert_eq!(one("Iota"), 450.0);
    assert_eq!(one("TensorCopy"), 300.0);
    let bf = operand(Place::Sbuf, Dtype::Bf16, 128, 300);
    let mut zero = shape("Memset", &dve, vec![], vec![bf]);
    zero.op = op_with("Memset", json!({"constant": 0}));
    assert_eq!(cost::estimate(&zero, &TRN2).cycles, 150.0);
    zero.op = op_with("Memset", json!({"constant": 1}));
    assert_eq!(cost::estimate(&zero, &TRN2).cycles, 300.0);
    // An opcode without a documented cost says it is assumed.
    assert!(matches!(
        cost::estimate(&shape("Select", &dve, vec![x], vec![x]), &TRN2).source,
        Source::Assumed(_)
    ));
    // Barriers take no time.
    assert_eq!(
        cost::estimate(
            &shape("AllEngineBarrier", &Engine::Sp, vec![], vec![]),
            &TRN2
        )
        .ns,
        0.0
    );
}

#[test]
fn parallel_tracks_overlap() {
    let mut s = Scheduler::new();
    let a = s.add(0, 0, 100.0, &[]);
    let b = s.add(1, 1, 50.0, &[]);
    assert_eq!(s.slices[a as usize].start, 0.0);
    assert_eq!(s.slices[b as usize].start, 0.0);
    assert_eq!(s.makespan(), 100.0);
    assert_eq!(s.busy(), vec![100.0, 50.0]);
}

#[test]
fn a_dependency_serialises_and_a_track_runs_in_order() {
    let mut s = Scheduler::new();
    let load = s.add(2, 0, 100.0, &[]);
    let compute = s.add(0, 1, 40.0, &[load]);
    // Independent of the load, but behind the compute on its track.
    let other = s.add(0, 2, 10.0, &[]);
    let store = s.add(2, 3, 30.0, &[compute]);
    assert_eq!(s.slices[compute as usize].start, 100.0);
    assert_eq!(s.slices[other as usize].start, 140.0);
    assert_eq!(s.slices[store as usize].start, 140.0);
    assert_eq!(s.makespan(), 170.0);
    assert_eq!(s.critical_path(), vec![load, compute, store]);
    assert_eq!(s.slices[compute as usize].waited_for, Some(load));
}

#[test]
fn a_barrier_waits_for_every_track_and_every_track_waits_for_it() {
    let mut s = Scheduler::new();
    s.add(0, 0, 100.0, &[]);
    s.add(1, 1, 30.0, &[]);
    let barrier = s.barrier(2, 2);
    assert_eq!(s.slices[barrier as usize].start, 100.0);
    let after = s.add(1, 3, 5.0, &[]);
    assert_eq!(s.slices[after as usize].start, 100.0);
}

#[test]
fn a_latency_delays_dependents_but_not_the_track() {
    let mut s = Scheduler::new();
    let first = s.add_with_latency(0, 0, 100.0, 1000.0, &[]);
    // The queue's next transfer starts when the first leaves it.
    let second = s.add_with_latency(0, 1, 100.0, 1000.0, &[]);
    assert_eq!(s.slices[second as usize].start, 100.0);
    // What reads the first transfer's data waits for its latency.
    let use_first = s.add(1, 2, 10.0, &[first]);
    assert_eq!(s.slices[use_first as usize].start, 1100.0);
    let use_second = s.add(1, 3, 10.0, &[second]);
    assert_eq!(s.slices[use_second as usize].start, 1200.0);
    assert_eq!(s.makespan(), 1210.0);
    assert_eq!(s.critical_path(), vec![first, second, use_second]);
}

fn rect(rows: (usize, usize), cols: (usize, usize)) -> Rect {
    Rect {
        space: Space::Sbuf,
        rows,
        cols,
    }
}

#[test]
fn hazards_find_read_after_write_write_after_read_and_write_after_write() {
    let mut h = Hazards::new();
    let tile = rect((0, 127), (0, 1024));
    h.record(0, 10.0, &[], &[tile]);
    // A read of part of it waits for the write.
    let part = rect((0, 63), (512, 1024));
    assert_eq!(h.deps(&[part], &[]), vec![0]);
    h.record(1, 20.0, &[part], &[]);
    // Other bytes of the same partitions, and other partitions, do not.
    assert!(h.deps(&[rect((0, 127), (1024, 2048))], &[]).is_empty());
    h.record(2, 5.0, &[], &[rect((0, 127), (1024, 2048))]);
    // A write over the tile waits for its writer and its reader.
    assert_eq!(h.deps(&[], &[tile]), vec![0, 1]);
    h.record(3, 30.0, &[], &[tile]);
    // The covered accesses are forgotten: the new write orders them.
    assert_eq!(h.deps(&[], &[part]), vec![3]);
    // PSUM is another memory.
    let psum = Rect {
        space: Space::Psum,
        ..tile
    };
    assert!(h.deps(&[psum], &[psum]).is_empty());
}

/// A load, two independent computations on two engines, and a store.
fn two_engine_document() -> nki_formats::bir_json::Document {
    let tile = json!([[256, 128], [1, 256]]);
    let mut load = inst(
        "Load",
        "load",
        json!([ap("x", "float32", tile.clone(), 0)]),
        json!([ap("t", "float32", tile.clone(), 0)]),
        json!({}),
    );
    load["engine"] = json!("DMA");
    let mut act = inst(
        "Activation",
        "exp",
        json!([ap("t", "float32", tile.clone(), 0), {"kind": "imm_value", "dtype": "float32", "value": 0.0}, {"kind": "imm_value", "dtype": "float32", "value": 1.0}]),
        json!([ap("e", "float32", tile.clone(), 0)]),
        json!({"func": "Exp", "acc": "Idle", "scale": 1.0, "alpha": 0.0, "can_read_uninit": false}),
    );
    act["engine"] = json!("Activation");
    let copy = inst(
        "TensorCopy",
        "copy",
        json!([ap("t", "float32", tile.clone(), 0)]),
        json!([ap("c", "float32", tile.clone(), 0)]),
        json!({}),
    );
    let mut save = inst(
        "Save",
        "save",
        json!([ap("e", "float32", tile.clone(), 0)]),
        json!([ap("y", "float32", tile.clone(), 0)]),
        json!({}),
    );
    save["engine"] = json!("DMA");
    document(
        json!([
            dram("x", "ExternalInput", "float32", 128, 256, 4),
            dram("y", "ExternalOutput", "float32", 128, 256, 4),
            sb("t", "float32", 128, 256, 4, 0),
            sb("e", "float32", 128, 256, 4, 1024),
            sb("c", "float32", 128, 256, 4, 2048)
        ]),
        json!([load, act, copy, save]),
    )
}

#[test]
fn a_run_records_engines_overlapping_after_their_load() {
    let doc = two_engine_document();
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    let values = vec![0.5; 128 * 256];
    m.set("x", &values).unwrap();
    m.record_timeline(Default::default(), super::MAX_SLICES);
    m.run().unwrap();
    let t = m.take_timeline().unwrap();
    let names: Vec<&str> = t
        .slices
        .iter()
        .map(|s| t.infos[s.what as usize].name.as_str())
        .collect();
    assert_eq!(names, ["load", "exp", "copy", "save"]);
    let [load, exp, copy, save] = [0, 1, 2, 3].map(|i| t.slices[i]);
    // Both computations wait for the load's data (its fixed cost after its
    // bytes) and overlap each other.
    close(load.end - load.start, 131072.0 / (16.0 * 23.0));
    close(load.ready, load.end + 1300.0);
    assert_eq!(exp.start, load.ready);
    assert_eq!(copy.start, load.ready);
    assert_ne!(exp.track, copy.track);
    // The store waits for the activation, not the copy, on the load's queue.
    assert_eq!(save.start, exp.end);
    assert_eq!(save.track, load.track);
    close(t.makespan(), save.end + 1300.0);
    close(exp.end - exp.start, 256.0 / 1.2);
    close(copy.end - copy.start, 256.0 / 0.96);
    assert_eq!(t.critical_path, vec![0, 1, 3]);
    let summary = super::report::summary(&t);
    assert!(summary.starts_with(
        "estimated timeline of 'main' on trn2: an estimate from the nki-timeline cost model 2"
    ));
    assert!(summary.contains("critical path: 3 instructions"));
}

#[test]
fn the_trace_is_trace_event_format() {
    let doc = two_engine_document();
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.set("x", &vec![0.5; 128 * 256]).unwrap();
    m.record_timeline(
        [("exp".to_string(), "k.py:3:9".to_string())].into(),
        super::MAX_SLICES,
    );
    m.run().unwrap();
    let t = m.take_timeline().unwrap();
    let trace: serde_json::Value = serde_json::from_str(&super::trace::trace_json(&t)).unwrap();
    let events = trace["traceEvents"].as_array().unwrap();
    let complete: Vec<_> = events.iter().filter(|e| e["ph"] == "X").collect();
    assert_eq!(complete.len(), 4);
    for e in &complete {
        for key in ["name", "ts", "dur", "pid", "tid"] {
            assert!(!e[key].is_null(), "{key} missing in {e}");
        }
    }
    let exp = complete.iter().find(|e| e["name"] == "exp").unwrap();
    assert_eq!(exp["args"]["position"], "k.py:3:9");
    let threads = events
        .iter()
        .filter(|e| e["ph"] == "M" && e["name"] == "thread_name")
        .count();
    assert_eq!(threads, t.tracks.len());
}

#[test]
fn a_run_past_the_timeline_limit_is_an_error_naming_the_instruction() {
    let doc = two_engine_document();
    let mut m = Machine::new(&doc, None, TRN2).unwrap();
    m.set("x", &vec![0.5; 128 * 256]).unwrap();
    m.record_timeline(Default::default(), 2);
    let e = m.run().unwrap_err().to_string();
    assert_eq!(
        e,
        "instruction 'copy': the timeline holds at most 2 executed instructions \
         (raise the limit with --timeline-max-instructions)"
    );
}
