//! `cargo bench -p nki-passes`: the KLR → BIR codegen walk per operator
//! kind — a block of 1,000 statements of one operator, lowered with
//! `codegen_lnc_kernel`; criterion reports statements/s.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nki_formats::arch::TRN2;
use nki_passes::klr_to_bir::{codegen_lnc_kernel, samples, COVERAGE};

const STATEMENTS: usize = 1_000;

fn codegen_per_operator(c: &mut Criterion) {
    let operators = samples::lowerable_operators();
    let mut group = c.benchmark_group("codegen walk, 1000 statements of");
    group.throughput(Throughput::Elements(STATEMENTS as u64));
    group.sample_size(10);
    for (op, (name, row)) in operators.iter().zip(COVERAGE) {
        if row.starts_with("rejected") || *name == "loadStationary" {
            continue;
        }
        let mut ops = Vec::with_capacity(STATEMENTS * 2);
        for _ in 0..STATEMENTS {
            if *name == "matMul" {
                ops.push(operators[17].clone()); // its loadStationary
            }
            ops.push(op.clone());
        }
        let kernel = samples::kernel_of(ops);
        group.bench_function(*name, |b| {
            b.iter(|| {
                codegen_lnc_kernel(std::hint::black_box(&kernel), 0, TRN2, "k").expect("lowers")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, codegen_per_operator);
criterion_main!(benches);
