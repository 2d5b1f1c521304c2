//! The BIR JSON reader on arbitrary text: an error or a document, never a
//! panic; a document it accepts writes back to text that reads as the same
//! document (compared through a second write, since NaN != NaN).
#![no_main]

use libfuzzer_sys::fuzz_target;
use nki_formats::bir_json::{read_bir_json, write_bir_json};

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    if let Ok(document) = read_bir_json(text) {
        let written = write_bir_json(&document);
        let again = read_bir_json(&written).expect("a written document reads back");
        assert_eq!(
            write_bir_json(&again),
            written,
            "write(read(write(d))) == write(d)"
        );
    }
});
