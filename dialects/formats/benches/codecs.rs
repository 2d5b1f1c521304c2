//! `cargo bench -p nki-formats`: throughput of the KLR reader and writer on a
//! large kernel (the tiled-matmul fixture's statements repeated to 100k+
//! statements, written by our writer) and of the BIR JSON reader.
//!
//! Prints MB/s and statements/s, the median of several runs; a benchmark, not
//! a test (nothing here fails on a slow machine).

use nki_formats::{
    bir_json::{read_bir_json, write_bir_json},
    klr::{read_klr, write_klr, Contents},
};
use std::{path::PathBuf, time::Instant};

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn time(runs: usize, mut f: impl FnMut()) -> f64 {
    median(
        (0..runs)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed().as_secs_f64()
            })
            .collect(),
    )
}

fn main() {
    let inputs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/Inputs");
    let seed = std::fs::read(inputs.join("klr/cbor/matmul_adapted__nki_matmul_tiled_.klr"))
        .expect("fixture");
    let mut file = read_klr(&seed).expect("fixture decodes");
    let Contents::lnc(kernel) = &mut file.contents else {
        unreachable!()
    };
    let block = kernel.bodies[0][0].clone();
    let per_block = block.body.len();
    let target = 100_000;
    let mut body = Vec::with_capacity(target + per_block);
    while body.len() < target {
        body.extend(block.body.iter().cloned());
    }
    let statements = body.len();
    kernel.bodies[0][0].body = body;
    let bytes = write_klr(&file);
    let mb = bytes.len() as f64 / 1e6;

    let decode = time(7, || {
        std::hint::black_box(read_klr(&bytes).expect("decodes"));
    });
    let decoded = read_klr(&bytes).expect("decodes");
    let encode = time(7, || {
        std::hint::black_box(write_klr(&decoded));
    });
    println!("KLR kernel: {statements} statements, {mb:.1} MB");
    println!(
        "  read_klr : {:8.1} MB/s {:10.0} statements/s",
        mb / decode,
        statements as f64 / decode
    );
    println!(
        "  write_klr: {:8.1} MB/s {:10.0} statements/s",
        mb / encode,
        statements as f64 / encode
    );

    let doc = read_bir_json(
        &std::fs::read_to_string(inputs.join("bir/mm_lnc2.bir.json")).expect("fixture"),
    )
    .expect("reads");
    let mut big = doc.clone();
    let template = big.functions[0].blocks[0].instructions.clone();
    while big.functions[0].blocks[0].instructions.len() < 50_000 {
        big.functions[0].blocks[0]
            .instructions
            .extend(template.iter().cloned());
    }
    let text = write_bir_json(&big);
    let jmb = text.len() as f64 / 1e6;
    let items = big.functions[0].blocks[0].instructions.len();
    let read = time(5, || {
        std::hint::black_box(read_bir_json(&text).expect("reads"));
    });
    println!("BIR JSON: {items} block items, {jmb:.1} MB");
    println!(
        "  read_bir_json: {:8.1} MB/s {:10.0} items/s",
        jmb / read,
        items as f64 / read
    );
}
