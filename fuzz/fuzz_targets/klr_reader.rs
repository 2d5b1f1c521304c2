//! The KLR reader on arbitrary bytes: it must return an error or a file, never
//! panic, hang or allocate beyond the input's size; what it accepts must
//! survive a write and a second read unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nki_formats::klr::{read_klr, reference_dump, write_klr};

fuzz_target!(|bytes: &[u8]| {
    match read_klr(bytes) {
        Ok(file) => {
            let written = write_klr(&file);
            let again = read_klr(&written).expect("a written file reads back");
            assert_eq!(again, file, "read(write(f)) == f");
            assert_eq!(write_klr(&again), written, "writing is deterministic");
            let _ = reference_dump(&file);
        }
        Err(e) => {
            // Every error is located inside the input.
            assert!(
                e.offset() <= bytes.len(),
                "offset {} past the end",
                e.offset()
            );
            assert!(!e.message().is_empty());
        }
    }
});
