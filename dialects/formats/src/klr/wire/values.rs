//! The values of the schema's leaves and containers on the wire: the
//! [`Wire`] trait every schema type implements, and its primitive impls.

use super::*;
use crate::klr::profile::Profile;

/// A schema type: decodes, encodes, and prints itself the way the reference
/// C++ pretty printer (`klir_pretty_print.cpp`) of a profile's revision does,
/// which is what the fixtures' `.ref.txt` dumps hold.
pub trait Wire: Sized {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError>;
    fn encode(&self, w: &mut Writer);
    fn dump(&self, out: &mut Dump);
}

/// A dump being printed, in the fields of one profile.
pub struct Dump {
    pub text: String,
    pub profile: &'static Profile,
}

impl Dump {
    pub fn new(profile: &'static Profile) -> Self {
        Dump {
            text: String::new(),
            profile,
        }
    }

    pub fn push_str(&mut self, s: &str) {
        self.text.push_str(s);
    }

    pub fn push(&mut self, c: char) {
        self.text.push(c);
    }
}

impl std::fmt::Write for Dump {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.text.push_str(s);
        Ok(())
    }
}

/// `Nat` (and `Reg`): unbounded in Lean, written through 64 bits.
pub type Nat = u64;
/// `Int`: written through 64 bits.
pub type Int = i64;
/// `Int32`.
pub type Int32 = i32;

/// `Float32`, kept as its bit pattern so NaN payloads and -0.0 survive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct F32(pub u32);

impl F32 {
    pub fn from_f32(v: f32) -> Self {
        F32(v.to_bits())
    }

    pub fn value(self) -> f32 {
        f32::from_bits(self.0)
    }
}

/// KLR's `String`: shared, since a kernel names the same few tensors, files
/// and labels in every statement. The reader decodes each distinct spelling
/// once ([`Reader::string`] interns them per file), so a decoded kernel
/// holds one allocation per name instead of one per occurrence.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Str(Arc<str>);

impl Str {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::ops::Deref for Str {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Str {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for Str {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Str {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.0, f)
    }
}

impl std::fmt::Display for Str {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for Str {
    fn from(s: &str) -> Self {
        Str(s.into())
    }
}

impl From<String> for Str {
    fn from(s: String) -> Self {
        Str(s.into())
    }
}

impl From<&String> for Str {
    fn from(s: &String) -> Self {
        Str(s.as_str().into())
    }
}

impl From<Str> for String {
    fn from(s: Str) -> Self {
        s.0.as_ref().to_owned()
    }
}

impl PartialEq<str> for Str {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl PartialEq<&str> for Str {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl PartialEq<String> for Str {
    fn eq(&self, other: &String) -> bool {
        *self.0 == **other
    }
}

/// A proof field: no bytes on the wire, but one slot in the array length.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Prop;

impl Wire for Nat {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.nat()
    }
    fn encode(&self, w: &mut Writer) {
        w.nat(*self)
    }
    fn dump(&self, out: &mut Dump) {
        let _ = write!(out, "{self}");
    }
}

impl Wire for Int {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.int()
    }
    fn encode(&self, w: &mut Writer) {
        w.int(*self)
    }
    fn dump(&self, out: &mut Dump) {
        let _ = write!(out, "{self}");
    }
}

impl Wire for Int32 {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.int32()
    }
    fn encode(&self, w: &mut Writer) {
        w.int(i64::from(*self))
    }
    fn dump(&self, out: &mut Dump) {
        let _ = write!(out, "{self}");
    }
}

impl Wire for bool {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.bool()
    }
    fn encode(&self, w: &mut Writer) {
        w.bool(*self)
    }
    fn dump(&self, out: &mut Dump) {
        out.push(if *self { '1' } else { '0' });
    }
}

impl Wire for F32 {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.f32_bits().map(F32)
    }
    fn encode(&self, w: &mut Writer) {
        w.f32_bits(self.0)
    }
    fn dump(&self, out: &mut Dump) {
        // C's printf("%f"): six decimals.
        let _ = write!(out, "{:.6}", self.value());
    }
}

impl Wire for Str {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.string()
    }
    fn encode(&self, w: &mut Writer) {
        w.string(self)
    }
    fn dump(&self, out: &mut Dump) {
        out.push_str(self);
    }
}

impl Wire for Prop {
    fn decode(_: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(Prop)
    }
    fn encode(&self, _: &mut Writer) {}
    fn dump(&self, _: &mut Dump) {}
}

impl<T: Wire> Wire for Vec<T> {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let n = r.list_len()?;
        // The declared count is trusted as far as the bytes that remain could
        // hold (a kernel's body is one list of 100k+ statements: growing it by
        // doubling moved it ~20 times), and never for more memory than a few
        // times those bytes, whatever the file declares.
        let bound = r.remaining().saturating_mul(4) / std::mem::size_of::<T>().max(1);
        let mut items = Vec::with_capacity(n.min(bound.max(1024)));
        for _ in 0..n {
            items.push(T::decode(r)?);
        }
        Ok(items)
    }
    fn encode(&self, w: &mut Writer) {
        w.list_len(self.len());
        for item in self {
            item.encode(w);
        }
    }
    fn dump(&self, out: &mut Dump) {
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            item.dump(out);
        }
    }
}

impl<T: Wire> Wire for Option<T> {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        if r.option_is_some()? {
            Ok(Some(T::decode(r)?))
        } else {
            Ok(None)
        }
    }
    fn encode(&self, w: &mut Writer) {
        match self {
            None => w.tagged_head(0xff, 0, 0),
            Some(v) => {
                w.tagged_head(0xff, 1, 1);
                v.encode(w);
            }
        }
    }
    fn dump(&self, out: &mut Dump) {
        match self {
            None => out.push_str("None"),
            Some(v) => v.dump(out),
        }
    }
}

/// `simple` → `Simple`, `birPattern` → `BirPattern`: how the reference printer
/// names a constructor's wrapper.
pub fn pascal(name: &str) -> String {
    let name = name.trim_start_matches("r#");
    let mut chars = name.chars();
    match chars.next() {
        Some(c) => c.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// Boxes break the schema's one recursive cycle; they are invisible on the wire.
impl<T: Wire> Wire for Box<T> {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        T::decode(r).map(Box::new)
    }
    fn encode(&self, w: &mut Writer) {
        (**self).encode(w)
    }
    fn dump(&self, out: &mut Dump) {
        (**self).dump(out)
    }
}
