//! The wire layer of the KLR binary format: the CBOR primitives the schema is
//! made of (through `minicbor`), the 4-byte head of every tagged value, and
//! the [`Wire`] trait every schema type implements.
//!
//! The format is schema-driven, not self-describing: proof fields count in a
//! tagged value's array length but take no bytes, so only the schema knows
//! where a value ends. Decoding is therefore strict: exact head forms, exact
//! field counts, and declared lengths trusted only as far as the bytes present.

use minicbor::{data::Type, Decoder, Encoder};
use rustc_hash::FxHashMap;
use std::fmt::Write as _;
use std::sync::Arc;

use super::profile::Profile;

/// How deep tagged values may nest. The schema's only cycle (Access →
/// BirAccessPattern → ScalarOffset/vectorOffset → Access) is the only way to
/// get deep; real kernels stay below 20.
pub const MAX_DEPTH: usize = 256;

/// A decoding error: what was expected, what was found, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("byte {offset}: {message}")]
pub struct DecodeError {
    /// Offset in the file of the value that could not be decoded.
    pub offset: usize,
    pub message: String,
}

/// The reader state: the CBOR decoder, the nesting depth, and the schema path
/// of an error being returned.
///
/// The path is only built when an error unwinds (each [`Reader::field`] adds
/// its name on the way out, innermost first), so a well-formed file costs no
/// bookkeeping per field; [`Reader::finish`] puts it into the message.
pub struct Reader<'b> {
    d: Decoder<'b>,
    unwound: Vec<&'static str>,
    depth: usize,
    strings: FxHashMap<&'b str, Str>,
    /// When recording: the byte offset of every statement decoded, in order.
    statements: Option<Vec<usize>>,
    /// The schema profile the file is read in (tags, codes, layouts).
    profile: &'static Profile,
    /// The first field count that disagreed with the profile: (what, found),
    /// for telling an unknown schema revision from a broken file.
    arity_mismatch: std::cell::RefCell<Option<(String, usize)>>,
}

/// The type tag of `Stmt`, whose offsets a recording reader keeps.
pub const STMT_TAG: u64 = 103;

fn describe(t: Result<Type, minicbor::decode::Error>) -> String {
    match t {
        Ok(Type::U8 | Type::U16 | Type::U32 | Type::U64) => "an unsigned integer".into(),
        Ok(Type::I8 | Type::I16 | Type::I32 | Type::I64 | Type::Int) => "a negative integer".into(),
        Ok(Type::Bool) => "a boolean".into(),
        Ok(Type::Null) => "null".into(),
        Ok(Type::Undefined) => "undefined".into(),
        Ok(Type::F16) => "a half-precision float".into(),
        Ok(Type::F32) => "a float".into(),
        Ok(Type::F64) => "a double-precision float".into(),
        Ok(Type::String) => "a text string".into(),
        Ok(Type::StringIndef) => "an indefinite-length text string".into(),
        Ok(Type::Bytes) => "a byte string".into(),
        Ok(Type::BytesIndef) => "an indefinite-length byte string".into(),
        Ok(Type::Array) => "an array".into(),
        Ok(Type::ArrayIndef) => "an indefinite-length array".into(),
        Ok(Type::Map) => "a map".into(),
        Ok(Type::MapIndef) => "an indefinite-length map".into(),
        Ok(Type::Tag) => "a tagged value".into(),
        Ok(Type::Break) => "a break byte (0xff)".into(),
        Ok(Type::Simple) => "a simple value".into(),
        Ok(other) => format!("{other}"),
        Err(e) if e.is_end_of_input() => "the end of the input".into(),
        Err(_) => "an invalid CBOR item".into(),
    }
}

impl<'b> Reader<'b> {
    pub fn new(bytes: &'b [u8]) -> Self {
        Reader {
            d: Decoder::new(bytes),
            unwound: Vec::new(),
            depth: 0,
            strings: FxHashMap::default(),
            statements: None,
            profile: Profile::base(),
            arity_mismatch: Default::default(),
        }
    }

    /// The first field count that disagreed with the profile's.
    pub fn arity_mismatch(&self) -> Option<(String, usize)> {
        self.arity_mismatch.borrow().clone()
    }

    /// The same reader, reading in `profile`.
    pub fn in_profile(self, profile: &'static Profile) -> Self {
        Reader { profile, ..self }
    }

    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// The base schema's constructor code of wire code `code` of the enum
    /// or variant at `index`.
    #[inline]
    pub fn base_code(
        &self,
        at: usize,
        type_name: &str,
        index: usize,
        code: u8,
    ) -> Result<u8, DecodeError> {
        match self.profile.ctors[index] {
            None => Ok(code),
            Some(map) => match map.from_wire.get(usize::from(code)) {
                Some(Ok(base)) => Ok(*base),
                Some(Err(name)) => Err(self.error_at(
                    at,
                    format!(
                        "{type_name}.{name} (code {code} in profile {}) has no form in the current schema",
                        self.profile.name
                    ),
                )),
                None => Err(self.error_at(at, format!("{type_name} has no constructor {code}"))),
            },
        }
    }

    /// The error for a structure whose layout in this profile has no
    /// current form.
    #[cold]
    pub fn no_current_form(&self, at: usize, type_name: &str, arity: usize) -> DecodeError {
        let fields = self
            .profile
            .reshaped
            .iter()
            .find(|(ty, _, _)| *ty == type_name)
            .map_or("", |(_, _, fields)| fields);
        self.error_at(
            at,
            format!(
                "{type_name} of profile {} ({arity} fields: {fields}) has no form in the current schema",
                self.profile.name
            ),
        )
    }

    /// A reader that records where each statement starts
    /// ([`Reader::statement_offsets`]): for diagnostics about a decoded
    /// kernel, which keeps no positions itself.
    pub fn recording_statements(bytes: &'b [u8]) -> Self {
        Reader {
            statements: Some(Vec::new()),
            ..Reader::new(bytes)
        }
    }

    /// Notes that a statement starts at byte `at` (when recording).
    #[inline]
    pub fn mark_statement(&mut self, at: usize) {
        if let Some(list) = &mut self.statements {
            list.push(at);
        }
    }

    /// The statement offsets recorded so far, in decoding order.
    pub fn statement_offsets(&mut self) -> Vec<usize> {
        self.statements.take().unwrap_or_default()
    }

    pub fn position(&self) -> usize {
        self.d.position()
    }

    pub fn remaining(&self) -> usize {
        self.d.input().len().saturating_sub(self.d.position())
    }

    /// Completes an error that unwound to the top: its message gets the
    /// schema path of the value that failed; a deep one (a file nesting
    /// hundreds of levels) keeps its first and last fields.
    pub fn finish(&mut self, mut error: DecodeError) -> DecodeError {
        const KEEP: usize = 6;
        let mut path = std::mem::take(&mut self.unwound);
        path.reverse();
        match path.len() {
            0 => {}
            n if n <= 2 * KEEP => {
                let _ = write!(error.message, " (in {})", path.join("."));
            }
            n => {
                let _ = write!(
                    error.message,
                    " (in {}.<{} more>.{})",
                    path[..KEEP].join("."),
                    n - 2 * KEEP,
                    path[n - KEEP..].join(".")
                );
            }
        }
        error
    }

    /// An error at the current position.
    pub fn error(&self, message: impl AsRef<str>) -> DecodeError {
        self.error_at(self.position(), message)
    }

    /// An error at `offset`; the fields it unwinds through name it later.
    pub fn error_at(&self, offset: usize, message: impl AsRef<str>) -> DecodeError {
        DecodeError {
            offset,
            message: message.as_ref().to_owned(),
        }
    }

    fn expected(&self, what: &str) -> DecodeError {
        self.error(format!(
            "expected {what}, found {}",
            describe(self.d.datatype())
        ))
    }

    /// Decodes a field, naming it in any error from inside.
    #[inline]
    pub fn field<T>(
        &mut self,
        name: &'static str,
        f: impl FnOnce(&mut Self) -> Result<T, DecodeError>,
    ) -> Result<T, DecodeError> {
        f(self).inspect_err(|_| self.unwound.push(name))
    }

    /// Reads the head `d9 TT CC (80|n)` of a tagged value of type tag `tag` and
    /// returns (constructor code, announced field count).
    #[inline]
    pub fn tagged_head(
        &mut self,
        type_name: &'static str,
        tag: u8,
    ) -> Result<(u8, usize), DecodeError> {
        // The KLR framing (docs/klr-binary-format.md §3.1) is four fixed bytes, matched as the
        // reference reader does; anything else is diagnosed through minicbor.
        let at = self.position();
        if let Some(&[0xd9, found, code, array @ 0x80..=0x97]) = self.d.input().get(at..at + 4) {
            if found == tag {
                self.d.set_position(at + 4);
                return Ok((code, usize::from(array - 0x80)));
            }
        }
        self.bad_tagged_head(type_name, tag)
    }

    #[cold]
    #[inline(never)]
    fn bad_tagged_head(
        &mut self,
        type_name: &'static str,
        tag: u8,
    ) -> Result<(u8, usize), DecodeError> {
        let start = self.position();
        let Ok(number) = self.d.tag() else {
            self.d.set_position(start);
            if self.d.datatype().ok() != Some(Type::Tag) {
                return Err(self.expected(&format!("a {type_name} (tagged value {tag})")));
            }
            return Err(self.error_at(start, format!("expected a {type_name}")));
        };
        let number = number.as_u64();
        if self.position() - start != 3 {
            return Err(self.error_at(
                start,
                format!("expected a {type_name}: tag head is not the 2-byte form"),
            ));
        }
        let (found_tag, code) = ((number >> 8) as u8, (number & 0xff) as u8);
        if found_tag != tag {
            return Err(self.error_at(
                start,
                format!("expected a {type_name} (type tag {tag}), found type tag {found_tag}"),
            ));
        }
        let array_at = self.position();
        match self.d.input().get(array_at) {
            Some(&b) if (0x80..=0x97).contains(&b) => {
                self.d.set_position(array_at + 1);
                Ok((code, usize::from(b - 0x80)))
            }
            Some(_) => Err(self.error_at(array_at, format!("expected the field array of a {type_name} (one-byte array head, at most 23 fields)"))),
            None => Err(self.error_at(array_at, format!("expected the field array of a {type_name}, found the end of the input"))),
        }
    }

    /// Checks an announced field count against the schema's.
    #[inline]
    pub fn expect_arity(
        &self,
        at: usize,
        what: &str,
        found: usize,
        expected: usize,
    ) -> Result<(), DecodeError> {
        if found == expected {
            Ok(())
        } else {
            Err(self.arity_error(at, what, found, expected))
        }
    }

    #[cold]
    #[inline(never)]
    fn arity_error(&self, at: usize, what: &str, found: usize, expected: usize) -> DecodeError {
        self.arity_mismatch
            .borrow_mut()
            .get_or_insert_with(|| (what.to_owned(), found));
        self.error_at(
            at,
            format!("{what} has {expected} fields, but the file announces {found}"),
        )
    }

    #[inline]
    pub fn enter(&mut self) -> Result<(), DecodeError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.too_deep());
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn too_deep(&self) -> DecodeError {
        self.error(format!("values nest deeper than {MAX_DEPTH} levels"))
    }

    #[inline]
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// The error for a number whose head announces more bytes than remain.
    fn cut_short(&self, at: usize, what: &str, e: &minicbor::decode::Error) -> DecodeError {
        if e.is_end_of_input() {
            self.error_at(at, format!("expected {what}, but the input ends inside it"))
        } else {
            self.expected(what)
        }
    }

    // The readers below decode first and diagnose on failure only (from the
    // value's start), as in `tagged_head`.

    #[inline]
    pub fn nat(&mut self) -> Result<u64, DecodeError> {
        let at = self.position();
        match self.d.u64() {
            Ok(v) => Ok(v),
            Err(_) => self.bad_nat(at),
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_nat(&mut self, at: usize) -> Result<u64, DecodeError> {
        self.d.set_position(at);
        match self.d.datatype() {
            Ok(Type::U8 | Type::U16 | Type::U32 | Type::U64) => {
                self.d.u64().map_err(|e| self.cut_short(at, "a Nat", &e))
            }
            _ => Err(self.expected("a Nat")),
        }
    }

    #[inline]
    pub fn int(&mut self) -> Result<i64, DecodeError> {
        let at = self.position();
        match self.d.i64() {
            Ok(v) => Ok(v),
            Err(_) => self.bad_int(at),
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_int(&mut self, at: usize) -> Result<i64, DecodeError> {
        self.d.set_position(at);
        match self.d.datatype() {
            Ok(
                Type::U8
                | Type::U16
                | Type::U32
                | Type::U64
                | Type::I8
                | Type::I16
                | Type::I32
                | Type::I64,
            ) => self.d.i64().map_err(|e| {
                if e.is_end_of_input() {
                    self.cut_short(at, "an Int", &e)
                } else {
                    self.error_at(at, "expected an Int within 64 bits")
                }
            }),
            Ok(Type::Int) => Err(self.error(format!(
                "expected an Int within 64 bits, found {}",
                describe(self.d.datatype())
            ))),
            _ => Err(self.expected("an Int")),
        }
    }

    pub fn int32(&mut self) -> Result<i32, DecodeError> {
        let at = self.position();
        let value = self.int()?;
        i32::try_from(value)
            .map_err(|_| self.error_at(at, format!("expected an Int32, found {value}")))
    }

    #[inline]
    pub fn bool(&mut self) -> Result<bool, DecodeError> {
        let at = self.position();
        match self.d.bool() {
            Ok(v) => Ok(v),
            Err(_) => self.bad_bool(at),
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_bool(&mut self, at: usize) -> Result<bool, DecodeError> {
        self.d.set_position(at);
        match self.d.datatype() {
            Ok(Type::Bool) => self.d.bool().map_err(|_| self.expected("a Bool")),
            _ => Err(self.expected("a Bool")),
        }
    }

    pub fn f32_bits(&mut self) -> Result<u32, DecodeError> {
        let start = self.position();
        if self.d.datatype().ok() == Some(Type::F32) {
            if let Ok(v) = self.d.f32() {
                return Ok(v.to_bits());
            }
        }
        self.d.set_position(start);
        match self.d.datatype() {
            Ok(Type::F32) => {
                let at = self.position();
                self.d
                    .f32()
                    .map(f32::to_bits)
                    .map_err(|e| self.cut_short(at, "a Float32", &e))
            }
            _ => Err(self.expected("a Float32 (CBOR 0xfa)")),
        }
    }

    #[inline]
    pub fn string(&mut self) -> Result<Str, DecodeError> {
        let at = self.position();
        // A spelling seen before is not allocated again.
        match self.d.str() {
            Ok(text) => Ok(self.intern(text)),
            Err(_) => self.bad_string(at),
        }
    }

    fn intern(&mut self, text: &'b str) -> Str {
        if let Some(known) = self.strings.get(text) {
            return known.clone();
        }
        let value = Str::from(text);
        self.strings.insert(text, value.clone());
        value
    }

    #[cold]
    #[inline(never)]
    fn bad_string(&mut self, at: usize) -> Result<Str, DecodeError> {
        self.d.set_position(at);
        match self.d.datatype() {
            Ok(Type::String) => self.d.str().map(Str::from).map_err(|e| {
                if e.is_end_of_input() {
                    match self.declared_length(at) {
                        Some((n, rest)) => self.error_at(
                            at,
                            format!("expected a String, but its head declares {n} bytes and only {rest} remain"),
                        ),
                        None => self.error_at(at, "expected a String, but the input ends inside its head"),
                    }
                } else {
                    self.error_at(at, "expected a String of valid UTF-8")
                }
            }),
            _ => Err(self.expected("a String")),
        }
    }

    /// The length a CBOR head at `at` declares and the bytes after the head,
    /// if the head is complete.
    fn declared_length(&self, at: usize) -> Option<(u64, usize)> {
        let input = self.d.input();
        let info = input.get(at)? & 0x1f;
        let size = match info {
            0..=23 => return Some((u64::from(info), input.len() - at - 1)),
            24 => 1,
            25 => 2,
            26 => 4,
            27 => 8,
            _ => return None,
        };
        let bytes = input.get(at + 1..at + 1 + size)?;
        let n = bytes.iter().fold(0u64, |n, &b| n << 8 | u64::from(b));
        Some((n, input.len() - at - 1 - size))
    }

    /// Reads a list head; the count is checked against the bytes that remain
    /// (every element takes at least one byte), so a huge declared count fails
    /// here instead of allocating.
    #[inline]
    pub fn list_len(&mut self) -> Result<usize, DecodeError> {
        let at = self.position();
        match self.d.array() {
            Ok(Some(n)) if n <= self.remaining() as u64 => Ok(n as usize),
            _ => self.bad_list_len(at),
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_list_len(&mut self, at: usize) -> Result<usize, DecodeError> {
        self.d.set_position(at);
        match self.d.datatype() {
            Ok(Type::Array) => {
                let n = self
                    .d
                    .array()
                    .map_err(|_| self.expected("a List"))?
                    .unwrap_or(0);
                if n > self.remaining() as u64 {
                    return Err(self.error_at(
                        at,
                        format!(
                            "a List declares {n} elements, but only {} bytes remain",
                            self.remaining()
                        ),
                    ));
                }
                Ok(n as usize)
            }
            _ => Err(self.expected("a List")),
        }
    }

    /// Reads an Option head: `d9 ff 00 80` (none) or `d9 ff 01 81` (some).
    #[inline]
    pub fn option_is_some(&mut self) -> Result<bool, DecodeError> {
        let at = self.position();
        let (code, len) = self.tagged_head("Option", 0xff)?;
        match (code, len) {
            (0, 0) => Ok(false),
            (1, 1) => Ok(true),
            _ => Err(self.bad_option(at, code, len)),
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_option(&self, at: usize, code: u8, len: usize) -> DecodeError {
        self.error_at(at, format!("expected an Option (none: flag 0, 0 fields; some: flag 1, 1 field), found flag {code} with {len} fields"))
    }

    pub fn at_end(&self) -> bool {
        self.remaining() == 0
    }
}

/// The writer: a CBOR encoder into a byte vector, always in the shortest
/// forms the reference serializer writes, in one schema profile.
pub struct Writer {
    e: Encoder<Vec<u8>>,
    profile: &'static Profile,
    /// The first value the profile cannot hold: (statement, message).
    error: Option<(Option<usize>, String)>,
    /// Statements written so far, and whether one is being written (for
    /// the error's place).
    statements: usize,
    in_statement: bool,
}

impl Default for Writer {
    fn default() -> Self {
        Writer::in_profile(Profile::base())
    }
}

// Writing into a Vec cannot fail; minicbor's Result only carries the writer's error.
impl Writer {
    /// A writer of files of `profile`.
    pub fn in_profile(profile: &'static Profile) -> Self {
        Writer {
            e: Encoder::new(Vec::new()),
            profile,
            error: None,
            statements: 0,
            in_statement: false,
        }
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.e.into_writer()
    }

    /// The bytes, or why the profile cannot hold the value written (and the
    /// 1-based number of the statement that holds it).
    pub fn finish(self) -> Result<Vec<u8>, (Option<usize>, String)> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.e.into_writer()),
        }
    }

    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// The wire code, in this profile, of the base constructor `code` of the
    /// enum or variant at `index`; a constructor the profile lacks is an
    /// error (and written as its base code).
    #[inline]
    pub fn wire_code(&mut self, index: usize, type_name: &str, ctor: &str, code: u8) -> u8 {
        match self.profile.ctors[index] {
            None => code,
            Some(map) => match map.to_wire.get(usize::from(code)).copied().flatten() {
                Some(wire) => wire,
                None => {
                    self.unrepresentable(format!(
                        "{type_name}.{ctor} does not exist in profile {}",
                        self.profile.name
                    ));
                    code
                }
            },
        }
    }

    /// Notes a value this profile cannot hold (the first one is reported).
    pub fn unrepresentable(&mut self, message: String) {
        if self.error.is_none() {
            self.error = Some((self.in_statement.then_some(self.statements), message));
        }
    }

    /// A statement starts (for errors' places).
    #[inline]
    pub fn mark_statement(&mut self) {
        self.statements += 1;
        self.in_statement = true;
    }

    /// The statement ends.
    #[inline]
    pub fn end_statement(&mut self) {
        self.in_statement = false;
    }

    pub fn tagged_head(&mut self, tag: u8, code: u8, fields: usize) {
        debug_assert!(fields < 24, "a tagged value has at most 23 fields");
        let _ = self.e.tag(minicbor::data::Tag::new(
            u64::from(tag) << 8 | u64::from(code),
        ));
        let _ = self.e.array(fields as u64);
    }

    pub fn nat(&mut self, v: u64) {
        let _ = self.e.u64(v);
    }

    pub fn int(&mut self, v: i64) {
        let _ = self.e.i64(v);
    }

    pub fn bool(&mut self, v: bool) {
        let _ = self.e.bool(v);
    }

    pub fn f32_bits(&mut self, bits: u32) {
        let _ = self.e.f32(f32::from_bits(bits));
    }

    pub fn string(&mut self, v: &str) {
        let _ = self.e.str(v);
    }

    pub fn list_len(&mut self, n: usize) {
        let _ = self.e.array(n as u64);
    }
}

mod values;
pub use values::{pascal, Dump, Int, Int32, Nat, Prop, Str, Wire, F32};
