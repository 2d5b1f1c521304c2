//! `cargo bench -p nki-formats`: throughput of the KLR reader and writer on a
//! large kernel (the tiled-matmul fixture's statements repeated to 100k
//! statements, written by our writer) and of the BIR JSON reader and writer
//! (a 50k-instruction function). Criterion reports MB/s.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nki_formats::{
    bir_json::{read_bir_json, write_bir_json},
    klr::{read_klr, write_klr, Contents},
};
use std::path::PathBuf;

fn inputs() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/Inputs")
}

/// The tiled-matmul fixture with its block repeated to at least `target`
/// statements.
fn big_kernel(target: usize) -> Vec<u8> {
    let seed = std::fs::read(inputs().join("klr/cbor/matmul_adapted__nki_matmul_tiled_.klr"))
        .expect("fixture");
    let mut file = read_klr(&seed).expect("fixture decodes");
    let Contents::lnc(kernel) = &mut file.contents else {
        unreachable!("the fixture is an LNC kernel")
    };
    let block = kernel.bodies[0][0].body.clone();
    let mut body = Vec::with_capacity(target + block.len());
    while body.len() < target {
        body.extend(block.iter().cloned());
    }
    kernel.bodies[0][0].body = body;
    write_klr(&file).unwrap()
}

fn klr(c: &mut Criterion) {
    let bytes = big_kernel(100_000);
    let decoded = read_klr(&bytes).expect("decodes");
    let mut group = c.benchmark_group("klr 100k statements");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.sample_size(10);
    group.bench_function("read_klr", |b| {
        b.iter(|| read_klr(std::hint::black_box(&bytes)).expect("decodes"))
    });
    group.bench_function("write_klr", |b| {
        b.iter(|| write_klr(std::hint::black_box(&decoded)).unwrap())
    });
    group.finish();
}

fn bir_json(c: &mut Criterion) {
    let text = std::fs::read_to_string(inputs().join("bir/mm_lnc2.bir.json")).expect("fixture");
    let mut doc = read_bir_json(&text).expect("reads");
    let template = doc.functions[0].blocks[0].instructions.clone();
    while doc.functions[0].blocks[0].instructions.len() < 50_000 {
        doc.functions[0].blocks[0]
            .instructions
            .extend(template.iter().cloned());
    }
    let text = write_bir_json(&doc);
    let mut group = c.benchmark_group("bir json 50k instructions");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.sample_size(10);
    group.bench_function("read_bir_json", |b| {
        b.iter(|| read_bir_json(std::hint::black_box(&text)).expect("reads"))
    });
    group.bench_function("write_bir_json", |b| {
        b.iter(|| write_bir_json(std::hint::black_box(&doc)))
    });
    group.finish();
}

criterion_group!(benches, klr, bir_json);
criterion_main!(benches);
