//! `klr_decode FILE [RUNS]`: times `read_klr` on a `.klr` file, the KLR
//! decode that `bench/run` sets against `mlir-opt-22` parsing the same kernel
//! as MLIR text. Prints one line per run, `decode <seconds>`: the decode
//! alone, without reading the file or freeing the result (what mlir-opt's
//! `--mlir-timing` reports as `Parser` does not include either).

use std::time::Instant;

/// The tools' allocator and its settings (`nki::allocator`): the decode is
/// timed as the tools run it.
#[global_allocator]
static ALLOCATOR: nki::allocator::Allocator = nki::allocator::Allocator;

fn main() {
    nki::allocator::configure();
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: klr_decode FILE [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = match args.next().map(|r| r.parse()) {
        None => 1,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("klr_decode: RUNS must be a positive number");
            std::process::exit(2);
        }
    };
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("klr_decode: {path}: {e}");
            std::process::exit(1);
        }
    };
    for _ in 0..runs {
        let start = Instant::now();
        let file = match nki_formats::klr::read_klr(&bytes) {
            Ok(file) => file,
            Err(e) => {
                eprintln!("klr_decode: {path}: {e}");
                std::process::exit(1);
            }
        };
        let seconds = start.elapsed().as_secs_f64();
        println!("decode {seconds:.6}");
        drop(std::hint::black_box(file));
    }
}
