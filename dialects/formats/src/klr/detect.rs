//! Which schema profile a file is in, told by its content
//! (docs/klr-binary-format.md §11.2): the `LncKernel` head (tag and field
//! count), the `Operator` tag of the first statement and the field count of
//! the first `Block`. The header cannot tell (every revision writes 0.0.12).
//!
//! The scan only orders the profiles to try and words the error when none
//! reads the file: each candidate is verified by decoding the whole file.

use super::profile::{Fingerprint, Profile, PROFILES};
use super::schema::TYPE_NAMES;
use super::wire::Reader;

/// The head of `Stmt.oper` (tag 103, constructor 0, 3 fields), the same in
/// every revision since 2025-10-03.
const STMT_HEAD: [u8; 4] = [0xd9, 0x67, 0x00, 0x83];
/// The first bytes of a `Block` head (tag 104, constructor 0).
const BLOCK_HEAD: [u8; 3] = [0xd9, 0x68, 0x00];

/// What the file shows of its revision. Reads the three items' heads the
/// way every revision writes them, then looks for the first statement and
/// block by their heads.
pub fn fingerprint(bytes: &[u8]) -> (Fingerprint, usize) {
    let mut found = Fingerprint::default();
    let mut r = Reader::new(bytes);
    let kernel_at = (|| {
        let _ = r.tagged_head("KLRFile", 0xd9).ok()?;
        for _ in 0..3 {
            r.nat().ok()?;
        }
        let _ = r.tagged_head("KLRMetaData", 0xeb).ok()?;
        r.string().ok()?;
        let (code, _) = r.tagged_head("Contents", 0xec).ok()?;
        Some((r.position(), code))
    })();
    let Some((at, code)) = kernel_at else {
        return (found, 0);
    };
    let rest = &bytes[at..];
    if code == 3 {
        if let [0xd9, tag, 0x00, array @ 0x80..=0x97, ..] = *rest {
            found.lnc = Some((tag, usize::from(array - 0x80)));
        }
    }
    if let Some(i) = find(rest, &STMT_HEAD) {
        if let [0xd9, tag, _, 0x81, ..] = rest[i + 4..] {
            found.operator_tag = Some(tag);
        }
    }
    // A Block head is followed by its label, a String (major type 3).
    let mut from = 0;
    while let Some(i) = find(&rest[from..], &BLOCK_HEAD) {
        let i = from + i;
        if let [array @ 0x80..=0x97, label, ..] = rest[i + 3..] {
            if label & 0xe0 == 0x60 {
                found.block_arity = Some(usize::from(array - 0x80));
                break;
            }
        }
        from = i + 1;
    }
    (found, at)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The profiles in the order to try them: those the fingerprint fits,
/// newest first, then the others (a misleading scan costs a decode, never
/// a file).
pub fn candidates(found: &Fingerprint) -> (Vec<&'static Profile>, Vec<&'static Profile>) {
    PROFILES.iter().partition(|p| found.fits(p))
}

/// A field count some profile gives the structure `what` (a type name),
/// other than `profile`'s: the sign of another schema revision rather than
/// of a broken file.
pub fn other_layout(what: &str, found: usize) -> Option<(&'static str, usize)> {
    let name = TYPE_NAMES.iter().find(|n| **n == what)?;
    PROFILES
        .iter()
        .any(|p| p.arity_of(name) == found)
        .then_some((*name, found))
}

/// The known profiles, each with what tells it apart (and the field count
/// of `found`'s payload type).
pub fn known(found: &Fingerprint) -> String {
    PROFILES
        .iter()
        .map(|p| p.describe(found))
        .collect::<Vec<_>>()
        .join("; ")
}
