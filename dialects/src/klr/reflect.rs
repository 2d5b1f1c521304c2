//! Reading a `klr` attribute into the value tree its printed form parses to
//! ([`AttrValue`]), through the attributes' C++ getters rather than their
//! text: `nki_klr_reflect` (KLRDialect.cpp, one branch per attribute
//! definition generated from the ODS) reports the tree as a sequence of
//! events, and [`read`] builds it. The klr verifier and the KLR export read
//! attributes this way; test `reflected_equal_printed` keeps the tree equal
//! to the parse of the printed form for every attribute of the test inputs.

use melior::ir::{attribute::AttributeLike, Attribute};
use mlir_sys::{MlirAttribute, MlirStringRef};
use nki::attr_text::{self, AttrValue};
use std::ffi::c_void;

/// The C layout of `NkiAttrEvent`.
#[repr(C)]
struct RawEvent {
    kind: i32,
    text: MlirStringRef,
    bits: u64,
    number: f64,
    width: u32,
    is_signed: bool,
    attr: MlirAttribute,
}

/// `NkiAttrEvent::Kind`, in its order.
const KINDS: [Kind; 15] = [
    Kind::List,
    Kind::Struct,
    Kind::Positional,
    Kind::Dict,
    Kind::Close,
    Kind::Key,
    Kind::Integer,
    Kind::Float,
    Kind::Bool,
    Kind::String,
    Kind::Keyword,
    Kind::Symbol,
    Kind::Unit,
    Kind::Other,
    Kind::TooDeep,
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    List,
    Struct,
    Positional,
    Dict,
    Close,
    Key,
    Integer,
    Float,
    Bool,
    String,
    Keyword,
    Symbol,
    Unit,
    Other,
    TooDeep,
}

extern "C" {
    fn nki_klr_reflect(
        attr: MlirAttribute,
        callback: unsafe extern "C" fn(*mut c_void, *const RawEvent),
        user: *mut c_void,
    );
}

/// Why an attribute has no value tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReflectError {
    /// It nests deeper than [`attr_text::MAX_DEPTH`].
    TooDeep,
    /// It holds an attribute of another dialect whose printed form is outside
    /// the attribute grammar.
    Foreign,
}

impl ReflectError {
    /// The reason, for a message about the attribute.
    pub fn describe(&self) -> &'static str {
        match self {
            ReflectError::TooDeep => "the attribute nests too deeply",
            ReflectError::Foreign => "an attribute of no KLR type",
        }
    }
}

/// The value tree of `attr` (strings that are not UTF-8 are
/// [`AttrValue::Bytes`], as [`attr_text::parse_with_bytes`] reads them).
pub fn read(attr: Attribute<'_>) -> Result<AttrValue, ReflectError> {
    let mut builder = Builder::default();
    // SAFETY: `user` points at `builder`, which outlives the call; the
    // reflector calls back only during it, on this thread.
    unsafe {
        nki_klr_reflect(
            attr.to_raw(),
            on_event,
            (&mut builder as *mut Builder).cast(),
        )
    };
    if let Some(error) = builder.error {
        return Err(error);
    }
    builder.done.ok_or(ReflectError::Foreign)
}

/// The tree under construction: open containers, innermost last.
#[derive(Default)]
struct Builder {
    open: Vec<Open>,
    /// The key of the next value in the innermost struct or dictionary.
    key: Option<String>,
    done: Option<AttrValue>,
    error: Option<ReflectError>,
}

struct Open {
    kind: Kind,
    /// The key this container's value goes under in its parent.
    key: Option<String>,
    name: Option<String>,
    items: Vec<AttrValue>,
    fields: Vec<(String, AttrValue)>,
}

impl Builder {
    fn event(&mut self, kind: Kind, event: &RawEvent, text: &[u8]) {
        if self.error.is_some() {
            return;
        }
        let value = match kind {
            Kind::List | Kind::Struct | Kind::Positional | Kind::Dict => {
                let name = (!event.text.data.is_null()).then(|| utf8(text));
                self.open.push(Open {
                    kind,
                    key: self.key.take(),
                    name,
                    items: Vec::new(),
                    fields: Vec::new(),
                });
                return;
            }
            Kind::Key => {
                self.key = Some(utf8(text));
                return;
            }
            Kind::Close => match self.open.pop() {
                Some(open) => self.close(open),
                None => return,
            },
            Kind::Integer => AttrValue::Int(if event.is_signed {
                i128::from(event.bits as i64)
            } else {
                i128::from(event.bits)
            }),
            Kind::Float => AttrValue::Float {
                value: event.number,
                // The bits as MLIR writes a float it cannot write in decimal.
                text: format!(
                    "0x{:0width$X}",
                    event.bits,
                    width = event.width as usize / 4
                ),
                ty: Some(utf8(text)),
            },
            Kind::Bool => AttrValue::Bool(event.bits != 0),
            Kind::String => match String::from_utf8(text.to_vec()) {
                Ok(s) => AttrValue::Str(s),
                Err(e) => AttrValue::Bytes(e.into_bytes()),
            },
            Kind::Keyword => AttrValue::Keyword(utf8(text)),
            Kind::Symbol => AttrValue::Symbol(utf8(text)),
            Kind::Unit => AttrValue::Unit,
            Kind::Other => match foreign(event.attr) {
                Some(value) => value,
                None => return self.error = Some(ReflectError::Foreign),
            },
            Kind::TooDeep => return self.error = Some(ReflectError::TooDeep),
        };
        self.push(value);
    }

    /// The value of a closed container.
    fn close(&mut self, open: Open) -> AttrValue {
        self.key = open.key;
        match open.kind {
            Kind::List => AttrValue::List(open.items),
            Kind::Positional => AttrValue::Positional {
                name: open.name,
                items: open.items,
            },
            Kind::Dict => AttrValue::Dict(open.fields),
            _ => AttrValue::Struct {
                name: open.name,
                fields: open.fields,
            },
        }
    }

    /// Adds a finished value to the innermost container (under the pending
    /// key, if any), or makes it the result.
    fn push(&mut self, value: AttrValue) {
        let key = self.key.take();
        match (self.open.last_mut(), key) {
            (Some(open), Some(key)) => open.fields.push((key, value)),
            (Some(open), None) => open.items.push(value),
            (None, _) => self.done = Some(value),
        }
    }
}

/// An attribute of another dialect, read from its printed form: the one
/// case where only its text can say what it is.
fn foreign(raw: MlirAttribute) -> Option<AttrValue> {
    // SAFETY: the reflector passes an attribute alive in its context.
    let attr = unsafe { Attribute::from_raw(raw) };
    attr_text::parse_with_bytes(&attr.to_string()).ok()
}

fn utf8(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Hands one event of the reflector to the [`Builder`] behind `user`.
unsafe extern "C" fn on_event(user: *mut c_void, raw: *const RawEvent) {
    // SAFETY: `user` is the builder `read` passed; `raw` points at a live
    // event whose text (if any) points into attribute storage or a static
    // string of the reflector, alive during the call.
    let (builder, event) = unsafe { (&mut *user.cast::<Builder>(), &*raw) };
    let text: &[u8] = if event.text.data.is_null() || event.text.length == 0 {
        &[]
    } else {
        // SAFETY: as above, `length` readable bytes.
        unsafe { std::slice::from_raw_parts(event.text.data.cast::<u8>(), event.text.length) }
    };
    let Some(&kind) = usize::try_from(event.kind).ok().and_then(|k| KINDS.get(k)) else {
        builder.error = Some(ReflectError::Foreign);
        return;
    };
    builder.event(kind, event, text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::check_attributes;
    use std::path::Path;

    /// The reflected tree equals the parse of the printed form for every
    /// attribute of the klr dialect tests and of every KLR fixture kernel.
    #[test]
    fn reflected_equal_printed() {
        let context = crate::test_support::context();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut checked = 0;
        for test in ["ops.mlir", "attrs.mlir"] {
            let text = std::fs::read_to_string(root.join("test/Dialect/KLR").join(test)).unwrap();
            for chunk in text.split("// -----") {
                if let Some(module) = nki::ffi::parse_source_as_module(&context, chunk, test) {
                    checked += check_attributes(&module.as_operation(), |a| read(a).ok());
                }
            }
        }
        for dir in ["cbor", "cbor-loops-repaired"] {
            for entry in std::fs::read_dir(root.join("test/Inputs/klr").join(dir)).unwrap() {
                let path = entry.unwrap().path();
                if path.extension().is_none_or(|e| e != "klr") {
                    continue;
                }
                let file = nki_formats::klr::read_klr(&std::fs::read(&path).unwrap()).unwrap();
                if let Ok(module) = super::super::convert::import(&context, &file, "input") {
                    checked += check_attributes(&module.as_operation(), |a| read(a).ok());
                }
            }
        }
        assert!(checked > 1000, "only {checked} attributes checked");
    }

    /// A float's tree keeps its exact bits (a NaN payload), which the KLR
    /// export writes back.
    #[test]
    fn float_bits_survive() {
        let context = crate::test_support::context();
        let attr =
            Attribute::parse(&context, "#klr.immediate_float<f = 0x7FC00001 : f32>").unwrap();
        let value = read(attr).unwrap();
        let Some(AttrValue::Float { text, ty, .. }) = value.field("f") else {
            panic!("{value:?}");
        };
        assert_eq!((text.as_str(), ty.as_deref()), ("0x7FC00001", Some("f32")));
    }
}
