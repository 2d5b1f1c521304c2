//! The KLR codec against the files KLR's own serializer wrote
//! (test/Inputs/klr/cbor): each decodes, its dump
//! equals the reference reader's dump field by field, and it re-encodes to
//! the same bytes. The broken files of test/Inputs/klr/bad are all rejected.

use nki_formats::klr::{read_klr, reference_dump, write_klr, Contents, KlrError};
use std::{fs, path::PathBuf};

fn inputs(sub: &str) -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../test/Inputs/klr")
        .join(sub);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "klr"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no fixtures in {}", dir.display());
    files
}

#[test]
fn every_fixture_round_trips_byte_for_byte() {
    for path in inputs("cbor") {
        let bytes = fs::read(&path).unwrap();
        let file = read_klr(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            matches!(file.contents, Contents::lnc(_)),
            "{}",
            path.display()
        );
        assert_eq!(
            write_klr(&file).unwrap(),
            bytes,
            "{} does not re-encode to the same bytes",
            path.display()
        );
    }
}

#[test]
fn every_fixture_matches_the_reference_dump() {
    for path in inputs("cbor") {
        let file = read_klr(&fs::read(&path).unwrap()).unwrap();
        let expected = fs::read_to_string(path.with_extension("ref.txt")).unwrap();
        let ours = reference_dump(&file);
        for (i, (a, b)) in ours.lines().zip(expected.lines()).enumerate() {
            if a != b {
                let at = a
                    .bytes()
                    .zip(b.bytes())
                    .position(|(x, y)| x != y)
                    .unwrap_or(a.len().min(b.len()));
                let from = at.saturating_sub(80);
                panic!(
                    "{} line {}: dumps differ at column {at}:\n ours: …{}\n  ref: …{}",
                    path.display(),
                    i + 1,
                    &a[from..(at + 80).min(a.len())],
                    &b[from..(at + 80).min(b.len())]
                );
            }
        }
        assert_eq!(
            ours.lines().count(),
            expected.lines().count(),
            "{}",
            path.display()
        );
    }
}

#[test]
fn every_broken_file_is_rejected_with_a_position() {
    // Accepted on purpose: values the Lean reader accepts (a Nat above 32 bits,
    // a string over 64 KiB) are valid KLR; the C++ reference's limits are its own.
    let valid_for_lean = ["nat_above_u32.klr", "string_over_64KiB.klr"];
    for path in inputs("bad") {
        let name = path.file_name().unwrap().to_str().unwrap();
        let result = read_klr(&fs::read(&path).unwrap());
        if valid_for_lean.contains(&name) {
            let file = result.unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(
                write_klr(&file).unwrap(),
                fs::read(&path).unwrap(),
                "{name}"
            );
            continue;
        }
        let error = match result {
            Ok(file) if !matches!(file.contents, Contents::lnc(_)) => continue, // contents_kernel_valid, contents_hlo_valid
            Ok(_) => panic!("{name} was accepted"),
            Err(e) => e,
        };
        let text = error.to_string();
        assert!(text.starts_with("byte "), "{name}: {text}");
        if name.starts_with("wrong_version") {
            assert!(matches!(error, KlrError::WrongVersion(_)), "{name}: {text}");
        }
    }
}

#[test]
fn every_fixture_survives_the_generic_view() {
    use nki_formats::klr::{LncKernel, Reflect};
    for path in inputs("cbor") {
        let file = read_klr(&fs::read(&path).unwrap()).unwrap();
        let Contents::lnc(kernel) = &file.contents else {
            unreachable!()
        };
        let node = kernel.to_node();
        assert_eq!(
            &LncKernel::from_node(&node).unwrap(),
            kernel,
            "{}",
            path.display()
        );
    }
}

#[test]
fn shapes_describe_the_schema() {
    use nki_formats::klr::node::{type_shape, Shape, TypeShape};
    let Some(TypeShape::Struct(fields)) = type_shape("TensorName") else {
        panic!()
    };
    assert_eq!(fields[3], ("address", Shape::Named("Address")));
    assert_eq!(fields[5], ("parWF", Shape::Prop));
    let Some(TypeShape::Variant(ctors)) = type_shape("Access") else {
        panic!()
    };
    assert_eq!(
        ctors[3],
        (
            "birPattern",
            vec![("access", Shape::Named("BirAccessPattern"))]
        )
    );
    let Some(TypeShape::Struct(fields)) = type_shape("MatMulMX") else {
        panic!()
    };
    assert_eq!(
        fields[5].1,
        Shape::Opt(Box::new(Shape::List(Box::new(Shape::Nat))))
    );
    assert!(matches!(type_shape("Dtype"), Some(TypeShape::Enum(v)) if v.len() == 20));
    assert_eq!(type_shape("Nope"), None);
}

#[test]
fn every_truncation_is_an_error_and_no_flip_panics() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../test/Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.klr");
    let bytes = fs::read(path).unwrap();
    for n in 0..bytes.len() {
        let e = read_klr(&bytes[..n]).expect_err("a truncated file must not decode");
        assert!(
            e.offset() <= n,
            "offset {} past the end of {n} bytes",
            e.offset()
        );
    }
    // Every single-byte flip is an error or decodes to a value that survives
    // re-encoding (not always to the same bytes: a flip can make an integer
    // head non-shortest, which readers accept and the writer never emits);
    // never a panic.
    for i in 0..bytes.len() {
        for mask in [0x01u8, 0x80, 0xff] {
            let mut flipped = bytes.clone();
            flipped[i] ^= mask;
            if let Ok(file) = read_klr(&flipped) {
                assert_eq!(
                    read_klr(&write_klr(&file).unwrap()).as_ref(),
                    Ok(&file),
                    "byte {i} ^ {mask:#x}"
                );
            }
        }
    }
}

/// Every recorded statement offset is where that statement's encoding
/// starts: the statement re-encoded alone is the file's bytes from there.
#[test]
fn statement_offsets_point_at_each_statement() {
    use nki_formats::klr::{statement_offsets, Wire};
    for path in inputs("cbor") {
        let bytes = fs::read(&path).unwrap();
        let file = read_klr(&bytes).unwrap();
        let Contents::lnc(kernel) = file.contents else {
            continue;
        };
        let statements: Vec<_> = kernel
            .bodies
            .iter()
            .flatten()
            .flat_map(|block| &block.body)
            .collect();
        let offsets = statement_offsets(&bytes);
        assert_eq!(offsets.len(), statements.len(), "{}", path.display());
        for (stmt, &at) in statements.iter().zip(&offsets) {
            let mut w = nki_formats::klr::wire::Writer::default();
            stmt.encode(&mut w);
            let encoded = w.into_bytes();
            assert_eq!(
                &bytes[at..at + encoded.len()],
                encoded.as_slice(),
                "{}: statement at byte {at}",
                path.display()
            );
        }
    }
}
