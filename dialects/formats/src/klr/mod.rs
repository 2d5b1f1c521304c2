//! The KLR binary format (`.klr`): three CBOR values back to back, `KLRFile`
//! (the version), `KLRMetaData`, `Contents` (docs/klr-binary-format.md).
//!
//! [`read_klr`] decodes a whole file strictly (exact head forms and field
//! counts, no trailing bytes, declared lengths checked against the bytes
//! present) in the schema profile its content shows ([`profile`], [`detect`])
//! and [`write_klr`] writes exactly what KLR's serializer of that revision
//! writes, so `write_klr(&read_klr(b)?) == b` for every file it accepts.

#[macro_use]
pub mod macros;
pub mod detect;
mod dtype;
pub mod node;
pub mod profile;
pub mod schema;
pub mod wire;
pub mod writes;

pub use dtype::{dtype_size, Format, Special};
pub use node::{Node, NodeError, Reflect};
pub use profile::{Fingerprint, Profile, PROFILES};
pub use schema::*;
pub use wire::{DecodeError, Int, Int32, Nat, Prop, Str, Wire, F32};
pub use writes::{pattern_reach, written_names, WRITTEN_FIELDS};

use wire::{Reader, Writer};

/// The version this schema is (`KLRFile` 0.0.12; the compiler checks the patch
/// word, the C++ reference all three).
pub const VERSION: (u64, u64, u64) = (0, 0, 12);

/// The `KLRFile` header (type tag 0xd9, constructor 0xf7: the CBOR
/// self-describe tag).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub major: Nat,
    pub minor: Nat,
    pub patch: Nat,
}

/// `KLRMetaData` (type tag 235).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetaData {
    pub format: String,
}

/// `Contents` (type tag 236). The Python and NKI ASTs are not part of the Core
/// schema; a file holding them is reported, not decoded.
#[derive(Clone, Debug, PartialEq)]
#[allow(non_camel_case_types)]
pub enum Contents {
    /// Code 2: a single-core `Core.Kernel`.
    kernel(Kernel),
    /// Code 3: the LNC kernel, what provisioning consumes.
    lnc(LncKernel),
    /// Code 4: an HLO call-site name.
    hlo(String),
}

impl Contents {
    /// The constructor's KLR name.
    pub fn kind(&self) -> &'static str {
        match self {
            Contents::kernel(_) => "kernel",
            Contents::lnc(_) => "lnc",
            Contents::hlo(_) => "hlo",
        }
    }

    /// The C++ reference's in-memory tag (1-based), which the compiler's
    /// "KLR content type" log line and its check (`!= 4`) use.
    pub fn cpp_tag(&self) -> u8 {
        match self {
            Contents::kernel(_) => 3,
            Contents::lnc(_) => 4,
            Contents::hlo(_) => 5,
        }
    }
}

/// A whole `.klr` file.
#[derive(Clone, Debug, PartialEq)]
pub struct KlrFile {
    pub header: Header,
    pub metadata: MetaData,
    pub contents: Contents,
    /// The schema profile it was read in, and is written in.
    pub profile: &'static Profile,
}

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KlrError {
    /// Malformed bytes.
    #[error(transparent)]
    Decode(#[from] DecodeError),
    /// A header for another schema version; the message starts with the
    /// compiler's own words.
    #[error("byte 0: Wrong KLR version: the file is {}.{}.{}, this reader handles {}.{}.{}", .0.major, .0.minor, .0.patch, VERSION.0, VERSION.1, VERSION.2)]
    WrongVersion(Header),
    /// Contents this schema does not describe (the Python or NKI AST).
    #[error("byte {offset}: Wrong KLIR content type: the file holds {what}, not a Core kernel")]
    UnsupportedContents { offset: usize, what: &'static str },
    /// A schema revision no profile describes.
    #[error("byte {offset}: unknown KLR schema revision: the file has {found}; the known profiles are {known}")]
    UnknownRevision {
        offset: usize,
        found: String,
        known: String,
    },
}

impl KlrError {
    /// The byte offset the error is about.
    pub fn offset(&self) -> usize {
        match self {
            KlrError::Decode(e) => e.offset,
            KlrError::WrongVersion(_) => 0,
            KlrError::UnsupportedContents { offset, .. }
            | KlrError::UnknownRevision { offset, .. } => *offset,
        }
    }

    /// The message without its offset.
    pub fn message(&self) -> String {
        let text = self.to_string();
        match text.split_once(": ") {
            Some((_, rest)) => rest.to_owned(),
            None => text,
        }
    }
}

/// Decodes a `.klr` file, in the profile its content shows. The header must
/// be this schema's version, as KLR's own reader requires ([`VERSION`]).
pub fn read_klr(bytes: &[u8]) -> Result<KlrFile, KlrError> {
    read_klr_checking(bytes, VersionCheck::Exact)
}

/// How much of the header's version a reader checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VersionCheck {
    /// All three words (KLR's reader, `--import-klr`).
    Exact,
    /// The patch word only, as the compiler's gate does
    /// (docs/compiler-contract.md §2.3 step 3): other major/minor words are
    /// read with this schema.
    PatchOnly,
}

/// Which schema profile to read a file in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ProfileChoice {
    /// The one the file's content shows (docs/klr-binary-format.md §11.2).
    #[default]
    Detect,
    /// This one (`--klr-profile=NAME`).
    Use(&'static Profile),
}

/// The header of a `.klr` file alone (for messages about the rest).
pub fn peek_header(bytes: &[u8]) -> Option<Header> {
    read_header(&mut Reader::new(bytes)).ok()
}

/// [`read_klr`] with the given header check.
pub fn read_klr_checking(bytes: &[u8], check: VersionCheck) -> Result<KlrFile, KlrError> {
    read_klr_as(bytes, check, ProfileChoice::Detect)
}

/// [`read_klr`] with the given header check and profile.
pub fn read_klr_as(
    bytes: &[u8],
    check: VersionCheck,
    choice: ProfileChoice,
) -> Result<KlrFile, KlrError> {
    decode(bytes, check, choice, false).0
}

/// [`read_klr_checking`] that also returns the byte offset of every
/// statement ([`statement_offsets`], from the same decode).
pub fn read_klr_recording(
    bytes: &[u8],
    check: VersionCheck,
) -> (Result<KlrFile, KlrError>, Vec<usize>) {
    decode(bytes, check, ProfileChoice::Detect, true)
}

/// The byte offset of every statement of a `.klr` file, in the order the
/// statements are decoded (bodies, blocks, statements): what a diagnostic
/// about a decoded kernel's statement points at. Decodes the file once more,
/// so it is for error paths; a file that does not decode gives the offsets
/// read before the error.
pub fn statement_offsets(bytes: &[u8]) -> Vec<usize> {
    statement_offsets_as(bytes, ProfileChoice::Detect)
}

/// [`statement_offsets`] in the given profile.
pub fn statement_offsets_as(bytes: &[u8], choice: ProfileChoice) -> Vec<usize> {
    decode(bytes, VersionCheck::PatchOnly, choice, true).1
}

/// The outcome of one decode in one profile: the file or error, the
/// statement offsets, and the first field count that disagreed.
struct Attempt {
    file: Result<KlrFile, KlrError>,
    offsets: Vec<usize>,
    mismatch: Option<(String, usize)>,
}

fn decode_in(
    bytes: &[u8],
    check: VersionCheck,
    profile: &'static Profile,
    record: bool,
) -> Attempt {
    let r = if record {
        Reader::recording_statements(bytes)
    } else {
        Reader::new(bytes)
    };
    let mut r = r.in_profile(profile);
    let file = read_file(&mut r, check).map_err(|e| match e {
        KlrError::Decode(e) => KlrError::Decode(r.finish(e)),
        other => other,
    });
    Attempt {
        file,
        mismatch: r.arity_mismatch(),
        offsets: r.statement_offsets(),
    }
}

/// Decodes in the chosen profile, or in each the content may be of until
/// one reads the whole file. When none does, the error is the first fitting
/// profile's, or, when the file shows a revision no profile describes, one
/// error saying what it shows and which profiles there are.
fn decode(
    bytes: &[u8],
    check: VersionCheck,
    choice: ProfileChoice,
    record: bool,
) -> (Result<KlrFile, KlrError>, Vec<usize>) {
    let ProfileChoice::Use(profile) = choice else {
        return detect_and_decode(bytes, check, record);
    };
    let attempt = decode_in(bytes, check, profile, record);
    (attempt.file, attempt.offsets)
}

fn detect_and_decode(
    bytes: &[u8],
    check: VersionCheck,
    record: bool,
) -> (Result<KlrFile, KlrError>, Vec<usize>) {
    let (mut found, kernel_at) = detect::fingerprint(bytes);
    let (fitting, others) = detect::candidates(&found);
    let mut first: Option<Attempt> = None;
    for profile in fitting.iter().chain(&others) {
        let attempt = decode_in(bytes, check, profile, record);
        match &attempt.file {
            Ok(_) => return (attempt.file, attempt.offsets),
            // Not about the schema: the same in every profile.
            Err(KlrError::WrongVersion(_) | KlrError::UnsupportedContents { .. }) => {
                return (attempt.file, attempt.offsets)
            }
            Err(_) if first.is_none() && !fitting.is_empty() => first = Some(attempt),
            Err(_) => {}
        }
    }
    let Some(first) = first else {
        let known = detect::known(&found);
        let error = KlrError::UnknownRevision {
            offset: kernel_at,
            found: found.describe(),
            known,
        };
        return (Err(error), Vec::new());
    };
    // A field count another profile uses: a revision between profiles.
    let layout = first
        .mismatch
        .as_ref()
        .and_then(|(what, n)| detect::other_layout(what, *n));
    match (layout, &first.file) {
        (Some(payload), Err(e)) => {
            found.payload = Some(payload);
            let error = KlrError::UnknownRevision {
                offset: e.offset(),
                found: found.describe(),
                known: detect::known(&found),
            };
            (Err(error), first.offsets)
        }
        _ => (first.file, first.offsets),
    }
}

fn read_file(r: &mut Reader<'_>, check: VersionCheck) -> Result<KlrFile, KlrError> {
    let header = read_header(r)?;
    let wrong = match check {
        VersionCheck::Exact => (header.major, header.minor, header.patch) != VERSION,
        VersionCheck::PatchOnly => header.patch != VERSION.2,
    };
    if wrong {
        return Err(KlrError::WrongVersion(header));
    }
    let metadata = read_metadata(r)?;
    let contents = read_contents(r)?;
    if !r.at_end() {
        return Err(r
            .error(match r.remaining() {
                1 => "1 unexpected byte after the end of the file's contents".to_owned(),
                n => format!("{n} unexpected bytes after the end of the file's contents"),
            })
            .into());
    }
    Ok(KlrFile {
        header,
        metadata,
        contents,
        profile: r.profile(),
    })
}

fn read_header(r: &mut Reader<'_>) -> Result<Header, KlrError> {
    let at = r.position();
    let (code, len) = r.tagged_head("KLRFile header", 0xd9)?;
    if code != 0xf7 {
        return Err(r
            .error_at(
                at,
                format!(
                    "expected a KLRFile header (constructor 0xf7), found constructor {code:#04x}"
                ),
            )
            .into());
    }
    r.expect_arity(at, "KLRFile", len, 3)?;
    let major = r.field("major", Reader::nat)?;
    let minor = r.field("minor", Reader::nat)?;
    let patch = r.field("patch", Reader::nat)?;
    Ok(Header {
        major,
        minor,
        patch,
    })
}

fn read_metadata(r: &mut Reader<'_>) -> Result<MetaData, KlrError> {
    let at = r.position();
    let (code, len) = r.tagged_head("KLRMetaData", 0xeb)?;
    if code != 0 {
        return Err(r
            .error_at(at, format!("KLRMetaData has constructor 0, found {code}"))
            .into());
    }
    r.expect_arity(at, "KLRMetaData", len, 1)?;
    Ok(MetaData {
        format: r.field("format", Reader::string)?.into(),
    })
}

fn read_contents(r: &mut Reader<'_>) -> Result<Contents, KlrError> {
    let at = r.position();
    let (code, len) = r.tagged_head("Contents", 0xec)?;
    r.expect_arity(at, "Contents", len, 1)?;
    match code {
        0 => Err(KlrError::UnsupportedContents {
            offset: at,
            what: "a Python AST (Contents.python)",
        }),
        1 => Err(KlrError::UnsupportedContents {
            offset: at,
            what: "an NKI AST (Contents.nki)",
        }),
        2 => Ok(Contents::kernel(r.field("kernel", Kernel::decode)?)),
        3 => Ok(Contents::lnc(r.field("lnc", LncKernel::decode)?)),
        4 => Ok(Contents::hlo(r.field("hlo", Reader::string)?.into())),
        other => Err(r
            .error_at(at, format!("Contents has no constructor {other}"))
            .into()),
    }
}

/// Why a kernel cannot be written in a profile: a value the profile has no
/// place for (a field it lacks set, a constructor it lacks).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot write the kernel in KLR profile {profile}: {}{message}", .statement.map(|n| format!("statement {n}: ")).unwrap_or_default())]
pub struct WriteError {
    pub profile: &'static str,
    /// The statement holding the value, 1-based in decoding order (bodies,
    /// blocks, statements).
    pub statement: Option<usize>,
    pub message: String,
}

/// Encodes a `.klr` file exactly as KLR's serializer of its profile's
/// revision does.
pub fn write_klr(file: &KlrFile) -> Result<Vec<u8>, WriteError> {
    write_klr_as(file, file.profile)
}

/// Encodes a `.klr` file in `profile` (docs/klr-binary-format.md §11.2:
/// fields the profile lacks must hold their defaults).
pub fn write_klr_as(file: &KlrFile, profile: &'static Profile) -> Result<Vec<u8>, WriteError> {
    let mut w = Writer::in_profile(profile);
    w.tagged_head(0xd9, 0xf7, 3);
    w.nat(file.header.major);
    w.nat(file.header.minor);
    w.nat(file.header.patch);
    w.tagged_head(0xeb, 0, 1);
    w.string(&file.metadata.format);
    match &file.contents {
        Contents::kernel(k) => {
            w.tagged_head(0xec, 2, 1);
            k.encode(&mut w);
        }
        Contents::lnc(k) => {
            w.tagged_head(0xec, 3, 1);
            k.encode(&mut w);
        }
        Contents::hlo(name) => {
            w.tagged_head(0xec, 4, 1);
            w.string(name);
        }
    }
    w.finish().map_err(|(statement, message)| WriteError {
        profile: profile.name,
        statement,
        message,
    })
}

/// The reference reader's dump of a file (what the fixtures' `.ref.txt` hold):
/// the header, metadata and content-type lines, a summary line, and the
/// kernel as `klr::to_string` of its profile's revision prints it.
pub fn reference_dump(file: &KlrFile) -> String {
    let mut out = format!(
        "KLR file header, version: {}.{}.{}\nKLR meta data : {}\nKLR content type : {}\n",
        file.header.major,
        file.header.minor,
        file.header.patch,
        file.metadata.format,
        file.contents.cpp_tag()
    );
    if let Contents::lnc(k) = &file.contents {
        let blocks: usize = k.bodies.iter().map(Vec::len).sum();
        let stmts: usize = k.bodies.iter().flatten().map(|b| b.body.len()).sum();
        out.push_str(&format!(
            "KLR kernel : {} inputs={} outputs={} cores={} blocks={blocks} stmts={stmts} edges={}\n",
            k.name,
            k.inputs.len(),
            k.outputs.len(),
            k.bodies.len(),
            k.edges.len()
        ));
        let mut dump = wire::Dump::new(file.profile);
        k.dump(&mut dump);
        out.push_str(&dump.text);
        out.push('\n');
    }
    out
}
