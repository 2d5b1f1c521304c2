//! Schema profiles: the older KLR wire schemas this reader and writer also
//! support (docs/klr-binary-format.md §11). A profile is the base schema
//! (`schema.rs`, KLR `7ccd18c`) with later KLR revisions undone, as the klr
//! ODS defines it (dialects/klr/KLRProfiles.td); its tables say, per type,
//! the tag, the field count (which picks the field layout) and, where they
//! differ, the constructor codes. Reading an older profile gives the base
//! model, absent fields set to their documented defaults; writing one
//! refuses values the profile cannot hold.

use super::schema::{TYPE_COUNT, TYPE_NAMES};

/// The constructor codes of an enum or variant in a profile.
#[derive(Debug)]
pub struct CtorMap {
    /// By wire code: the base constructor's code, or the name of a
    /// constructor the base does not have.
    pub from_wire: &'static [Result<u8, &'static str>],
    /// By base code: the wire code, or `None` when the profile lacks it.
    pub to_wire: &'static [Option<u8>],
}

/// One schema profile.
#[derive(Debug)]
pub struct Profile {
    /// The `--klr-profile` name (`2026-03`).
    pub name: &'static str,
    /// The KLR commit whose schema it is.
    pub commit: &'static str,
    pub date: &'static str,
    /// The KLR revisions (and release tags) whose files it reads.
    pub covers: &'static str,
    /// The revisions undone from the base, newest first: (commit, date, summary).
    pub undone: &'static [(&'static str, &'static str, &'static str)],
    /// Structures whose fields have no current form here: (type, field
    /// count, the fields).
    pub reshaped: &'static [(&'static str, usize, &'static str)],
    pub(crate) tags: [u8; TYPE_COUNT],
    /// Structures: the field count (0 for enums and variants).
    pub(crate) arities: [usize; TYPE_COUNT],
    pub(crate) ctors: [Option<&'static CtorMap>; TYPE_COUNT],
}

impl PartialEq for Profile {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for Profile {}

pub use super::schema::PROFILES;

impl Profile {
    /// The base schema's profile (what `write_klr` writes).
    pub fn base() -> &'static Profile {
        &PROFILES[0]
    }

    /// The profile called `name`.
    pub fn named(name: &str) -> Option<&'static Profile> {
        PROFILES.iter().find(|p| p.name == name)
    }

    /// Every profile's name, base first.
    pub fn names() -> Vec<&'static str> {
        PROFILES.iter().map(|p| p.name).collect()
    }

    /// The type tag of the type at `index` in the tables.
    #[inline]
    pub fn tag_at(&self, index: usize) -> u8 {
        self.tags[index]
    }

    /// The field count of the structure at `index` in the tables.
    #[inline]
    pub fn arity_at(&self, index: usize) -> usize {
        self.arities[index]
    }

    pub fn is_base(&self) -> bool {
        std::ptr::eq(self, Profile::base())
    }

    fn index(type_name: &str) -> usize {
        TYPE_NAMES
            .iter()
            .position(|n| *n == type_name)
            .unwrap_or_else(|| panic!("no KLR type {type_name}"))
    }

    /// The type tag of `type_name` in this profile.
    pub fn tag_of(&self, type_name: &str) -> u8 {
        self.tags[Profile::index(type_name)]
    }

    /// The field count of structure `type_name` in this profile.
    pub fn arity_of(&self, type_name: &str) -> usize {
        self.arities[Profile::index(type_name)]
    }

    /// The constructors of enum or variant `type_name` in wire-code order,
    /// when they differ from the base's.
    pub fn ctors_of(&self, type_name: &str) -> Option<&'static CtorMap> {
        self.ctors[Profile::index(type_name)]
    }

    /// What tells this profile's files apart (docs/klr-binary-format.md
    /// §11.2, "Detection"): the `LncKernel` head, the `Operator` tag, the `Block` field
    /// count.
    pub fn fingerprint(&self) -> Fingerprint {
        Fingerprint {
            lnc: Some((self.tag_of("LncKernel"), self.arity_of("LncKernel"))),
            operator_tag: Some(self.tag_of("Operator")),
            block_arity: Some(self.arity_of("Block")),
            payload: None,
        }
    }
}

/// What a file shows of its schema revision, as far as it shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fingerprint {
    /// The `LncKernel` head: type tag and field count.
    pub lnc: Option<(u8, usize)>,
    /// The `Operator` tag of the first statement.
    pub operator_tag: Option<u8>,
    /// The field count of the first `Block`.
    pub block_arity: Option<usize>,
    /// A payload structure whose field count is one another profile uses:
    /// (type, field count).
    pub payload: Option<(&'static str, usize)>,
}

impl Fingerprint {
    /// Whether a file showing this could be of `profile`.
    pub fn fits(&self, profile: &Profile) -> bool {
        fn agree<T: PartialEq>(found: Option<T>, mine: Option<T>) -> bool {
            found.is_none() || found == mine
        }
        let mine = profile.fingerprint();
        agree(self.lnc, mine.lnc)
            && agree(self.operator_tag, mine.operator_tag)
            && agree(self.block_arity, mine.block_arity)
            && self
                .payload
                .is_none_or(|(ty, arity)| profile.arity_of(ty) == arity)
    }

    /// `LncKernel (tag 108, 7 fields), Operator tag 218, Block with 3 fields`.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some((tag, arity)) = self.lnc {
            parts.push(format!("LncKernel (tag {tag}, {arity} fields)"));
        }
        if let Some(tag) = self.operator_tag {
            parts.push(format!("Operator tag {tag}"));
        }
        if let Some(arity) = self.block_arity {
            parts.push(format!("Block with {arity} fields"));
        }
        if let Some((ty, arity)) = self.payload {
            parts.push(format!("{ty} with {arity} fields"));
        }
        parts.join(", ")
    }
}

impl Profile {
    /// `2026-01 (KLR 95126a4: LncKernel (tag 108, 7 fields), Operator tag
    /// 218, Block with 2 fields)`, with the payload `found` names if any.
    pub fn describe(&self, found: &Fingerprint) -> String {
        let mut mine = self.fingerprint();
        mine.payload = found.payload.map(|(ty, _)| (ty, self.arity_of(ty)));
        format!("{} (KLR {}: {})", self.name, self.commit, mine.describe())
    }
}
