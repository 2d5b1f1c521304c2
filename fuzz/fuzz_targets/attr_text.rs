//! The reader of printed attributes (`nki::attr_text`), which verifiers run on
//! whatever IR they are given: an error or a value, never a panic or a stack
//! overflow. Plain Rust, compiled here from its source file.
#![no_main]

#[allow(dead_code)]
#[path = "../../src/attr_text.rs"]
mod attr_text;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    if let Err(e) = attr_text::parse(text) {
        assert!(e.offset <= text.len());
    }
    let _ = attr_text::parse_with_bytes(text);
});
