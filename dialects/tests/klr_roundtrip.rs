//! Every KLR fixture (of every profile) imports into the klr dialect (and verifies), exports back
//! to the same bytes and to the reference reader's dump, and its MLIR text is
//! a fixed point of export + import.

use melior::ir::operation::OperationLike;
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
};
use nki_dialects::klr::convert::{export, import};
use nki_formats::klr::{read_klr, reference_dump, write_klr};
use std::{fs, path::PathBuf, sync::Arc};

/// The fixtures of the base profile and of the older ones
/// (test/Inputs/klr/profiles: each imports with its `klr.profile` and
/// exports in it).
fn fixtures() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["cbor", "profiles"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../test/Inputs/klr")
            .join(dir);
        files.extend(
            fs::read_dir(&dir)
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|x| x == "klr")),
        );
    }
    files.sort();
    files
}

#[test]
fn every_fixture_round_trips_through_mlir() {
    let registry = dialect_registry(&[nki_dialects::register]);
    for path in fixtures() {
        let context = create_context(&registry, ContextOptions::default());
        let name = path.display().to_string();
        let collector = Collector::attach(
            &context,
            Mode::Print,
            Arc::new(SourceMap::default()),
            name.clone(),
        );
        let bytes = fs::read(&path).unwrap();
        let file = read_klr(&bytes).unwrap();
        let module = import(&context, &file, &name).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(module.as_operation().verify(), "{name} does not verify");
        let back = export(&module).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back, file, "{name}: the exported kernel differs");
        assert_eq!(write_klr(&back).unwrap(), bytes, "{name}: bytes differ");
        // What the importer holds, read back out of MLIR, is what KLR's own
        // reader saw: its dump equals the reference dump field by field.
        let expected = fs::read_to_string(path.with_extension("ref.txt")).unwrap();
        assert_eq!(
            reference_dump(&back),
            expected,
            "{name}: the imported kernel differs from the reference dump"
        );

        let text = module.as_operation().to_string();
        let again = import(&context, &back, &name).unwrap();
        assert_eq!(
            again.as_operation().to_string(),
            text,
            "{name}: MLIR text is not a fixed point"
        );
        assert_eq!(collector.error_count(), 0, "{name}");
    }
}
