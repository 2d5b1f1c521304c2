//! The textual pass-pipeline parser (`--pass-pipeline`) on arbitrary text:
//! an error with a column inside the text, or a pipeline that prints back to
//! text parsing to the same pipeline. The parser is plain Rust (no MLIR), so
//! it is compiled here from its source file.
#![no_main]

#[allow(dead_code)]
#[path = "../../src/pipeline.rs"]
mod pipeline;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    match pipeline::parse_pipeline(text) {
        Ok(p) => {
            let printed = p.to_string();
            let again = pipeline::parse_pipeline(&printed).expect("a printed pipeline parses");
            assert_eq!(again.to_string(), printed);
            for element in p.passes() {
                if let pipeline::Element::Pass {
                    options: Some(options),
                    ..
                } = element
                {
                    let _ = pipeline::parse_options(options, 1);
                }
            }
        }
        Err(e) => assert!(e.column >= 1 && e.column <= text.len() + 1, "{e}"),
    }
});
