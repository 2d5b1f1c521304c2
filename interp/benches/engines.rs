//! Element-operations per second of the interpreter's engine instructions
//! (TensorTensor, TensorScalar, Activation) on SBUF tiles of fp32: the goal
//! is ≥ 100 M element-ops/s on one core (docs/nki-run.md, "Speed").

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nki_formats::bir_json::read_bir_json;
use nki_interp::Machine;
use serde_json::{json, Value};

const PARTITIONS: u64 = 128;
const FREE: u64 = 2048;
/// Instructions of each kind in the kernel.
const REPEAT: usize = 16;

fn tile(name: &str, addr: u64) -> Value {
    json!({
        "Skind": "memory_location_set", "addr_space": "Shared", "dtype": "float32", "file": "",
        "kind": "Internal", "name": format!("{name}_set"), "no_spill": false, "partition_dim": 0,
        "tensorId2MemLocSize": 1, "tensor_class": "NeuronSBTensor",
        "tensor_shape": [PARTITIONS, FREE], "virtual": false, "volatile": false,
        "memorylocations": [{
            "Skind": "memory_location", "addr": addr, "allocated": true, "bank": 0, "base": 0,
            "dims": [PARTITIONS, FREE * 4], "name": name, "pinned": false, "type": "SB"
        }]
    })
}

fn ap(name: &str) -> Value {
    json!({"ap": [[FREE, PARTITIONS], [1, FREE]], "dtype": "float32", "kind": "physical_ap",
           "memref": name, "memsetref": format!("{name}_set"), "offset": 0})
}

fn imm(v: f64) -> Value {
    json!({"kind": "imm_value", "dtype": "float32", "value": v})
}

/// A kernel of `REPEAT` instructions of `opcode` over three SBUF tiles.
fn kernel(opcode: &str) -> String {
    let mut instructions = Vec::new();
    for i in 0..REPEAT {
        let inst = match opcode {
            "TensorTensor" => {
                json!({"opcode": "TensorTensor", "name": format!("i{i}"), "engine": "DVE",
                "acc": "Idle", "op": "add", "ins": [ap("a"), ap("b")], "outs": [ap("c")]})
            }
            "TensorScalar" => {
                json!({"opcode": "TensorScalar", "name": format!("i{i}"), "engine": "DVE",
                "op0": "mult", "const0": 0.5, "reverse0": false, "op1": "add", "const1": 1.0,
                "reverse1": false, "ins": [ap("a")], "outs": [ap("c")]})
            }
            _ => json!({"opcode": "Activation", "name": format!("i{i}"), "engine": "Activation",
                "acc": "Idle", "func": "Exp", "ins": [ap("a"), imm(0.0), imm(1.0)], "outs": [ap("c")]}),
        };
        instructions.push(inst);
    }
    json!({
        "arch": "gen3", "attributes": {"neuron_core_id": 0}, "version": 2,
        "functions": [{
            "name": "main", "attributes": [],
            "allocations": [tile("a", 0), tile("b", FREE * 4), tile("c", FREE * 8)],
            "blocks": [{"name": "main", "instructions": instructions}]
        }]
    })
    .to_string()
}

fn engines(c: &mut Criterion) {
    let mut group = c.benchmark_group("nki-interp");
    group.throughput(Throughput::Elements(REPEAT as u64 * PARTITIONS * FREE));
    group.sample_size(10);
    for opcode in ["TensorTensor", "TensorScalar", "Activation"] {
        let doc = read_bir_json(&kernel(opcode)).expect("the bench kernel is valid BIR JSON");
        let mut machine =
            Machine::new(&doc, None, nki_formats::arch::TRN2).expect("the bench kernel loads");
        group.bench_function(opcode, |b| b.iter(|| machine.run().expect("runs")));
    }
    group.finish();
}

criterion_group!(benches, engines);
criterion_main!(benches);
