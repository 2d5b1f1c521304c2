//! Resource bounds of the readers on hostile input: declared lengths are
//! trusted only as far as the bytes present, nesting is limited, and reading
//! N bytes allocates O(N). A counting allocator measures the peak memory of
//! each read.

use nki_formats::{bir_json::read_bir_json, klr::read_klr};
use std::{
    alloc::{GlobalAlloc, Layout, System},
    cell::Cell,
    sync::atomic::{AtomicIsize, Ordering},
    sync::Mutex,
    time::{Duration, Instant},
};

struct Counting;

/// Bytes live and the peak, counted on the measuring thread only: the test
/// harness runs other tests in parallel threads, whose allocations must not
/// count.
static LIVE: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);
/// One measurement at a time (tests run in parallel threads).
static MEASURING: Mutex<()> = Mutex::new(());

thread_local! {
    static COUNTED: Cell<bool> = const { Cell::new(false) };
}

fn counted() -> bool {
    COUNTED.try_with(Cell::get).unwrap_or(false)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if counted() {
            let size = layout.size() as isize;
            let live = LIVE.fetch_add(size, Ordering::Relaxed) + size;
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if counted() {
            LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        }
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `f` and returns the peak bytes it allocated on this thread, and how
/// long it took.
fn measure<T>(f: impl FnOnce() -> T) -> (T, usize, Duration) {
    let _one = MEASURING.lock().unwrap_or_else(|e| e.into_inner());
    LIVE.store(0, Ordering::Relaxed);
    PEAK.store(0, Ordering::Relaxed);
    COUNTED.with(|c| c.set(true));
    let start = Instant::now();
    let value = f();
    let elapsed = start.elapsed();
    COUNTED.with(|c| c.set(false));
    (value, PEAK.load(Ordering::Relaxed).max(0) as usize, elapsed)
}

const HEADER: &[u8] = &[0xd9, 0xd9, 0xf7, 0x83, 0x00, 0x00, 0x0c];

fn padded(mut bytes: Vec<u8>) -> Vec<u8> {
    bytes.resize(100, b'A');
    bytes
}

#[test]
fn a_gigabyte_string_in_100_bytes_fails_fast() {
    let mut file = HEADER.to_vec();
    file.extend([0xd9, 0xeb, 0x00, 0x81, 0x7a, 0x40, 0x00, 0x00, 0x00]);
    let file = padded(file);
    let (result, peak, elapsed) = measure(|| read_klr(&file));
    let e = result.unwrap_err();
    assert_eq!(e.offset(), 11);
    assert!(e.message().contains("declares 1073741824 bytes"), "{e}");
    assert!(peak < 64 * 1024, "allocated {peak} bytes");
    assert!(elapsed < Duration::from_secs(1));
}

#[test]
fn a_gigabyte_list_in_100_bytes_fails_fast() {
    let mut file = HEADER.to_vec();
    file.extend([0xd9, 0xeb, 0x00, 0x81, 0x63, b'N', b'K', b'I']);
    file.extend([0xd9, 0xec, 0x03, 0x81, 0xd9, 0x6c, 0x00, 0x87, 0x61, b'k']);
    file.extend([0x9a, 0x40, 0x00, 0x00, 0x00]);
    let file = padded(file);
    let (result, peak, elapsed) = measure(|| read_klr(&file));
    let e = result.unwrap_err();
    assert!(e.message().contains("declares 1073741824 elements"), "{e}");
    assert!(peak < 64 * 1024, "allocated {peak} bytes");
    assert!(elapsed < Duration::from_secs(1));
}

/// A valid kernel with `n` statements, as bytes, from the fixture: its block
/// body list repeated.
fn big_klr(copies: usize) -> Vec<u8> {
    let fixture = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../test/Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.klr"),
    )
    .unwrap();
    let mut file = read_klr(&fixture).unwrap();
    if let nki_formats::klr::Contents::lnc(k) = &mut file.contents {
        let body = k.bodies[0][0].body.clone();
        for _ in 1..copies {
            k.bodies[0][0].body.extend(body.iter().cloned());
        }
    }
    nki_formats::klr::write_klr(&file).unwrap()
}

#[test]
fn klr_memory_grows_linearly() {
    // The decoded tree is a bounded multiple of the bytes (a statement is a
    // few dozen bytes on the wire and a large enum in memory; lists grow by
    // doubling), the same multiple at every size.
    let mut ratios = Vec::new();
    for copies in [300, 3000] {
        let bytes = big_klr(copies);
        let (_, peak, _) = measure(|| read_klr(&bytes).unwrap());
        ratios.push(peak as f64 / bytes.len() as f64);
    }
    eprintln!("bytes allocated per input byte: {ratios:?}");
    assert!(ratios.iter().all(|&r| r < 256.0), "{ratios:?}");
    assert!(ratios[1] < ratios[0] * 2.5, "{ratios:?}");
}

const INST: &str =
    r#"{"opcode": "TensorCopy", "name": "c", "engine": "DVE", "ins": [], "outs": []}"#;

fn loop_json(items: &str) -> String {
    format!(
        r#"{{"opcode": "Loop", "LoopAxis": {{"name": "i", "lb": 0, "ub": 1, "stride": 1}}, "blocks": [{{"name": "l", "instructions": [{items}]}}]}}"#
    )
}

fn document_json(items: &str) -> String {
    format!(
        r#"{{"arch": "gen3", "version": 2, "attributes": {{}}, "functions": [{{"name": "k", "attributes": [], "allocations": [], "blocks": [{{"name": "b", "instructions": [{items}]}}]}}]}}"#
    )
}

#[test]
fn bir_json_memory_does_not_grow_with_loop_depth() {
    // The same loops and instructions, side by side or each nested in the
    // previous one (25 deep, near the JSON nesting limit): reading used to
    // copy each object once for every level above it.
    let three = [INST; 3].join(", ");
    let flat = document_json(&vec![loop_json(&three); 25].join(", "));
    let mut item = three.clone();
    for _ in 0..25 {
        item = format!("{}, {three}", loop_json(&item));
    }
    let deep = document_json(&item);
    let (r, flat_peak, _) = measure(|| read_bir_json(&flat));
    r.unwrap();
    let (r, deep_peak, _) = measure(|| read_bir_json(&deep));
    r.unwrap();
    let (f, d) = (
        flat_peak as f64 / flat.len() as f64,
        deep_peak as f64 / deep.len() as f64,
    );
    eprintln!("bytes allocated per input byte: flat {f:.1}, deep {d:.1}");
    assert!(d < 2.0 * f, "flat {f:.1}, deep {d:.1} bytes per input byte");
}

#[test]
fn bir_json_nesting_is_limited() {
    let text = format!(
        r#"{{"arch": "gen3", "version": 2, "attributes": {{}}, "functions": [], "x": {}{}}}"#,
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    let e = read_bir_json(&text).unwrap_err();
    assert!(e.to_string().contains("recursion limit exceeded"), "{e}");
}
