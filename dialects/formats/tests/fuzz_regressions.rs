//! Replays the fuzzers' seed corpora and every crasher they found
//! (`fuzz/corpus/<target>/`, `fuzz/artifacts/<target>/`) through the readers
//! with the fuzz targets' own checks, so fixed bugs stay fixed without
//! running a fuzzer in CI.

use nki_formats::{
    bir_json::{read_bir_json, write_bir_json},
    klr::{read_klr, reference_dump, write_klr},
};
use std::path::{Path, PathBuf};

fn inputs(target: &str) -> Vec<PathBuf> {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut files = Vec::new();
    for dir in ["corpus", "artifacts"] {
        if let Ok(entries) = std::fs::read_dir(fuzz.join(dir).join(target)) {
            files.extend(entries.flatten().map(|e| e.path()).filter(|p| p.is_file()));
        }
    }
    files.sort();
    files
}

#[test]
fn klr_reader_corpus_and_crashers() {
    let files = inputs("klr_reader");
    assert!(!files.is_empty(), "fuzz/corpus/klr_reader is empty");
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        match read_klr(&bytes) {
            Ok(file) => {
                let written = write_klr(&file).unwrap();
                let again = read_klr(&written)
                    .unwrap_or_else(|e| panic!("{}: written file rejected: {e}", path.display()));
                assert_eq!(again, file, "{}", path.display());
                let _ = reference_dump(&file);
            }
            Err(e) => assert!(e.offset() <= bytes.len(), "{}: {e}", path.display()),
        }
    }
}

#[test]
fn bir_json_reader_corpus_and_crashers() {
    let files = inputs("bir_json_reader");
    assert!(!files.is_empty(), "fuzz/corpus/bir_json_reader is empty");
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(text) = std::str::from_utf8(&bytes) else {
            continue;
        };
        if let Ok(document) = read_bir_json(text) {
            let written = write_bir_json(&document);
            let again = read_bir_json(&written)
                .unwrap_or_else(|e| panic!("{}: written document rejected: {e}", path.display()));
            assert_eq!(write_bir_json(&again), written, "{}", path.display());
        }
    }
}
