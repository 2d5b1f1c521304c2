//! The schema profiles against files KLR's reference C++ of each revision
//! wrote or read (test/Inputs/klr/profiles, README.md there): every file is
//! detected as its profile, re-encodes byte for byte, dumps as that
//! revision's reference reader dumps it, and reads into the same kernel as
//! its 2026-03 twin; and the errors of the profile machinery.

use nki_formats::klr::{
    read_klr, read_klr_as, reference_dump, write_klr, write_klr_as, Contents, KlrError, KlrFile,
    Operator, Profile, ProfileChoice, VersionCheck, PROFILES,
};
use std::{fs, path::PathBuf};

fn inputs() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/Inputs/klr")
}

/// (kernel, its 2026-03 twin).
const KERNELS: &[(&str, &str)] = &[
    (
        "tensor_add",
        "cbor/getting_started__nki_tensor_add_kernel.alloc.klr",
    ),
    (
        "matmul_blocks8",
        "cbor-loops-repaired/matmul_adapted__nki_matmul_tiled_.blocks8.alloc.klr",
    ),
    ("payloads", "profiles/payloads.2026-03.klr"),
];

const OLDER: &[&str] = &["2025-12", "2026-01"];

fn read(path: &str) -> (Vec<u8>, KlrFile) {
    let bytes = fs::read(inputs().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file = read_klr(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"));
    (bytes, file)
}

#[test]
fn every_profile_fixture_is_detected_and_round_trips() {
    for (kernel, twin) in KERNELS {
        for profile in OLDER.iter().chain(["2026-03"].iter()) {
            let path = match *profile {
                "2026-03" => twin.to_string(),
                p => format!("profiles/{kernel}.{p}.klr"),
            };
            let (bytes, file) = read(&path);
            assert_eq!(file.profile.name, *profile, "{path}: detected profile");
            assert_eq!(write_klr(&file).unwrap(), bytes, "{path}: bytes differ");
            // The twin's dump is next to it, or (the repaired loops have
            // none there) with the profiles' files.
            let mut dump_path = inputs().join(path.replace(".klr", ".ref.txt"));
            if !dump_path.exists() {
                dump_path = inputs().join(format!("profiles/{kernel}.{profile}.ref.txt"));
            }
            let expected = fs::read_to_string(&dump_path).unwrap();
            assert_eq!(reference_dump(&file), expected, "{path}: reference dump");
        }
    }
}

/// Reading an older profile gives the current model: the same kernel as
/// the twin, the fields the revision lacked at their defaults; and writing
/// the twin in the older profile gives the older file.
#[test]
fn older_profiles_read_as_their_twins() {
    for (kernel, twin) in KERNELS {
        let (_, current) = read(twin);
        for profile in OLDER {
            let (bytes, old) = read(&format!("profiles/{kernel}.{profile}.klr"));
            assert_eq!(old.contents, current.contents, "{kernel} {profile}");
            let profile = Profile::named(profile).unwrap();
            assert_eq!(write_klr_as(&current, profile).unwrap(), bytes, "{kernel}");
        }
    }
}

/// The defaults of the fields older profiles lack (docs/klr-binary-format.md
/// §11.2) are what the 2026-03 twin of `payloads` holds.
#[test]
fn absent_fields_take_their_documented_defaults() {
    let (_, old) = read("profiles/payloads.2025-12.klr");
    let Contents::lnc(k) = &old.contents else {
        panic!("an LNC kernel")
    };
    assert!(k.sharedBuffers.is_empty());
    let block = &k.bodies[0][0];
    assert!(!block.noReorder);
    let mut seen = 0;
    for stmt in &block.body {
        let nki_formats::klr::Stmt::oper { op, .. } = stmt;
        match op {
            Operator::ncDmaCopy { op } => {
                assert_eq!(op.priority, None);
                seen += 1;
            }
            Operator::dmaTranspose { op } => {
                assert_eq!(op.priority, None);
                seen += 1;
            }
            Operator::tensorScalarReduce { op } => {
                assert_eq!(op.reduceCmd, nki_formats::klr::AccumCmd::ZeroAccumulate);
                assert_eq!(op.reduceInit, None);
                seen += 1;
            }
            _ => {}
        }
    }
    assert_eq!(seen, 7);
    // Memory code 4 is private_hbm in 2025-12 (shared_hbm later).
    assert!(reference_dump(&old).contains("memory=private_hbm"));
}

#[test]
fn a_profile_given_reads_only_its_files() {
    let bytes = fs::read(inputs().join("profiles/tensor_add.2026-01.klr")).unwrap();
    let jan = Profile::named("2026-01").unwrap();
    let read = read_klr_as(&bytes, VersionCheck::Exact, ProfileChoice::Use(jan)).unwrap();
    assert_eq!(read.profile, jan);
    let base = ProfileChoice::Use(Profile::base());
    let e = read_klr_as(&bytes, VersionCheck::Exact, base).unwrap_err();
    assert!(
        e.to_string()
            .contains("Block has 3 fields, but the file announces 2"),
        "{e}"
    );
}

/// The Jan 2026 file with its first statement's Operator tag set to 215
/// (KLR d6586dd's): no profile has it.
#[test]
fn an_unknown_revision_says_what_it_found() {
    let mut bytes = fs::read(inputs().join("profiles/tensor_add.2026-01.klr")).unwrap();
    let at = bytes
        .windows(5)
        .position(|w| w == [0xd9, 0x67, 0x00, 0x83, 0xd9])
        .unwrap();
    assert_eq!(bytes[at + 5], 218);
    bytes[at + 5] = 215;
    let e = read_klr(&bytes).unwrap_err();
    assert!(matches!(e, KlrError::UnknownRevision { .. }), "{e}");
    let text = e.to_string();
    for part in [
        "unknown KLR schema revision",
        "LncKernel (tag 108, 7 fields), Operator tag 215, Block with 2 fields",
        "2025-12 (KLR 3db8b14",
        "2026-01 (KLR 95126a4",
        "2026-03 (KLR 7ccd18c",
    ] {
        assert!(text.contains(part), "{part} not in {text}");
    }
}

/// Blocks of three fields with `NcDmaCopy` of seven: KLR 90e162d, between
/// the 2026-01 and 2026-03 profiles, told by the payload's field count.
#[test]
fn a_revision_between_profiles_is_told_by_a_payload() {
    let bytes = fs::read(inputs().join("bad/unknown_revision_90e162d.klr")).unwrap();
    let e = read_klr(&bytes).unwrap_err();
    let text = e.to_string();
    assert!(
        text.contains("Block with 3 fields, NcDmaCopy with 7 fields"),
        "{text}"
    );
    assert!(text.contains("NcDmaCopy with 8 fields"), "{text}");
}

/// What an older profile cannot hold is refused, naming the statement.
#[test]
fn values_an_older_profile_lacks_are_refused() {
    let (_, mut file) = read("profiles/payloads.2026-03.klr");
    let dec = Profile::named("2025-12").unwrap();
    let Contents::lnc(k) = &mut file.contents else {
        panic!()
    };
    for stmt in &mut k.bodies[0][0].body {
        let nki_formats::klr::Stmt::oper { op, .. } = stmt;
        if let Operator::dmaTranspose { op } = op {
            op.priority = Some(3);
        }
    }
    let e = write_klr_as(&file, dec).unwrap_err();
    assert_eq!(e.statement, Some(7));
    assert_eq!(
        e.to_string(),
        "cannot write the kernel in KLR profile 2025-12: statement 7: DmaTranspose.priority is set, but profile 2025-12 has no such field"
    );
    // The base holds it.
    assert!(write_klr_as(&file, Profile::base()).is_ok());
    // A memory the profile lacks.
    let (_, mut file) = read("profiles/payloads.2026-03.klr");
    let Contents::lnc(k) = &mut file.contents else {
        panic!()
    };
    k.inputs[0].address.memory = nki_formats::klr::Memory::shared_hbm;
    let e = write_klr_as(&file, dec).unwrap_err();
    assert!(
        e.message
            .contains("Memory.shared_hbm does not exist in profile 2025-12"),
        "{e}"
    );
}

/// Two profiles' files are always told apart by what the detection reads,
/// so that no file reads in two profiles with different meanings.
#[test]
fn profiles_are_told_apart() {
    assert!(PROFILES[0].is_base());
    for (i, a) in PROFILES.iter().enumerate() {
        for b in &PROFILES[i + 1..] {
            assert_ne!(a.name, b.name);
            assert_ne!(
                a.fingerprint(),
                b.fingerprint(),
                "{} and {}",
                a.name,
                b.name
            );
        }
    }
}
