//! `cargo bench -p nki-passes --bench inline`: `inline-nki-kernel` per
//! instruction — one call of a BIR kernel of 2,000 instructions, spliced
//! into its caller (parsing the module is setup, not measured).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use nki::context::{create_context, dialect_registry, ContextOptions};
use std::fmt::Write;

const INSTRUCTIONS: usize = 2_000;

fn storage(out: &mut String, name: &str, kind: &str, memory: &str, addr: u64, id: usize) {
    let _ = writeln!(
        out,
        "    %s{id} = bir.allocation \"{name}_set\" {{Skind = #bir.storage_kind<memory_location_set>, file = \"\", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<{kind}>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>}} : !bir.allocation\n    %m{id} = bir.memory_location \"{name}\" in %s{id} {{Skind = #bir.storage_kind<memory_location>, addr = {addr} : i64, allocated = {allocated}, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<{memory}>, pinned = false}} : !bir.memory_location",
        allocated = memory == "SB",
    );
}

fn module_text() -> String {
    let ap = "#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>";
    let mut text = String::from(
        "module attributes {bir.arch = \"gen3\", bir.version = 2 : i64} {\n  bir.func @main kind <main> {\n",
    );
    storage(&mut text, "x", "ExternalInput", "DRAM", 0, 0);
    storage(&mut text, "inst__k.sb_scratchpad", "Internal", "SB", 0, 1);
    let _ = writeln!(
        text,
        "    bir.block \"main\" {{\n      bir.nki_kernel \"inst__k\" engine Unassigned ins(%m0) {{callee = @k, func_args = {{a = \"x\"}}, func_outs = {{}}, ins_args = [{ap}], kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 4096, 128>}}\n    }}\n  }}\n  bir.func @k kind <nki> {{"
    );
    storage(&mut text, "a", "Input", "Input", 0, 0);
    storage(&mut text, "t0", "Internal", "SB", 0, 1);
    storage(&mut text, "t1", "Internal", "SB", 2048, 2);
    text.push_str("    bir.block \"k\" {\n");
    for i in 0..INSTRUCTIONS {
        let (src, dst) = if i % 2 == 0 {
            ("%m1", "%m2")
        } else {
            ("%m2", "%m1")
        };
        let _ = writeln!(
            text,
            "      bir.tensor_tensor \"k_{i}\" engine DVE ins(%m0, {src}) outs({dst}) {{acc = #bir.engine_accumulation_type<Idle>, ins_args = [{ap}, {ap}], op = #bir.alu_op<add>, outs_args = [{ap}]}}"
        );
    }
    text.push_str("    }\n  }\n}\n");
    text
}

fn inline_per_instruction(c: &mut Criterion) {
    let registry = dialect_registry(&[nki_dialects::register]);
    let context = create_context(&registry, ContextOptions::default());
    let text = module_text();
    let options = nki_passes::options::InlineNkiKernelOptions::default();
    let mut group = c.benchmark_group("inline-nki-kernel");
    group.throughput(Throughput::Elements(INSTRUCTIONS as u64));
    group.sample_size(10);
    group.bench_function("2000 instructions, one call", |b| {
        b.iter_batched(
            || nki::ffi::parse_source_as_module(&context, &text, "bench").expect("parses"),
            |module| {
                let mut statistics = Default::default();
                nki_passes::inline_nki_kernel::run(
                    &options,
                    module.as_operation(),
                    &mut statistics,
                )
                .expect("inlines");
                module
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

criterion_group!(benches, inline_per_instruction);
criterion_main!(benches);
