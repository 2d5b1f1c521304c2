//! Reading our dialects' attributes from Rust.
//!
//! The MLIR C API cannot reach the parameters of a dialect's own attributes
//! (`#klr.tensor_name<…>`): only C++ accessors can. Rather than a C++ getter per
//! parameter, Rust reads an attribute through its printed form, which the ODS
//! assembly formats make regular: this module parses that text into a
//! [`AttrValue`] tree. Building goes the other way through
//! `Attribute::parse`, so the printed form is the one contract.
//!
//! Grammar (the subset our dialects and the builtin attributes they nest use):
//!
//! ```text
//! value  ::= string | number (`:` type)? | `true` | `false` | `unit`
//!          | `[` (value (`,` value)*)? `]`
//!          | `#` dialect `.` mnemonic (`<` body `>`)?   // a dialect attribute
//!          | `<` body `>`                                // a nested struct, name elided
//!          | `{` (key `=` value (`,` …)*)? `}`           // a dictionary
//!          | `@` name                                    // a symbol reference
//!          | keyword                                     // an enum case
//! body   ::= (key `=` value (`,` key `=` value)*)?       // struct(params)
//!          | value (`,` value)*                          // positional
//! ```
//!
//! Parsing never panics and follows at most [`MAX_DEPTH`] levels of nesting,
//! so it is safe on any text (verifiers run it on odd IR, in parallel).

use std::fmt;

/// The deepest nesting of lists, structs and dictionaries the parser follows
/// (our attributes nest a dozen levels; deeper text is an error).
pub const MAX_DEPTH: usize = 256;

/// A parsed attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrValue {
    Str(String),
    /// A string attribute whose bytes are not UTF-8 (MLIR strings may hold
    /// any bytes); only from [`parse_with_bytes`].
    Bytes(Vec<u8>),
    Int(i128),
    /// A float: its value, the exact literal MLIR printed (hex for NaN
    /// payloads) and its type suffix (`f32`), if any.
    Float {
        value: f64,
        text: String,
        ty: Option<String>,
    },
    Bool(bool),
    Unit,
    Keyword(String),
    /// A symbol reference `@name` (the name without `@` and quotes).
    Symbol(String),
    List(Vec<AttrValue>),
    /// A struct: `#dialect.name<k = v, …>` (`name` is `None` for a nested
    /// struct printed without its mnemonic).
    Struct {
        name: Option<String>,
        fields: Vec<(String, AttrValue)>,
    },
    /// A dialect attribute with positional contents, e.g. `#klr.dtype<float32>`
    /// (`name` is `None` when printed without its mnemonic: `<float32>`).
    Positional {
        name: Option<String>,
        items: Vec<AttrValue>,
    },
    Dict(Vec<(String, AttrValue)>),
}

impl AttrValue {
    /// A struct field by name.
    pub fn field(&self, key: &str) -> Option<&AttrValue> {
        match self {
            AttrValue::Struct { fields, .. } | AttrValue::Dict(fields) => {
                fields.iter().find(|(k, _)| k == key).map(|(_, v)| v)
            }
            _ => None,
        }
    }

    /// The dialect attribute name (`klr.tensor_name`), if any.
    pub fn name(&self) -> Option<&str> {
        match self {
            AttrValue::Struct { name, .. } | AttrValue::Positional { name, .. } => name.as_deref(),
            _ => None,
        }
    }
}

/// Where and why text did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrTextError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for AttrTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "attribute text, offset {}: {}",
            self.offset, self.message
        )
    }
}

impl std::error::Error for AttrTextError {}

/// Parses one printed attribute. A string must be UTF-8.
pub fn parse(text: &str) -> Result<AttrValue, AttrTextError> {
    parse_text(text, false)
}

/// [`parse`], but a string that is not UTF-8 is an [`AttrValue::Bytes`]
/// rather than an error (for readers that accept any MLIR string).
pub fn parse_with_bytes(text: &str) -> Result<AttrValue, AttrTextError> {
    parse_text(text, true)
}

fn parse_text(text: &str, bytes: bool) -> Result<AttrValue, AttrTextError> {
    let mut p = P {
        s: text.as_bytes(),
        i: 0,
        text,
        bytes,
    };
    let v = p.value(0)?;
    p.ws();
    if p.i != p.s.len() {
        return Err(p.err("unexpected text after the attribute"));
    }
    Ok(v)
}

struct P<'a> {
    s: &'a [u8],
    i: usize,
    text: &'a str,
    /// Non-UTF-8 strings are `Bytes` (else an error).
    bytes: bool,
}

impl P<'_> {
    fn err(&self, message: &str) -> AttrTextError {
        AttrTextError {
            offset: self.i,
            message: message.to_owned(),
        }
    }

    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: u8) -> Result<(), AttrTextError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.err(&format!("expected '{}'", c as char)))
        }
    }

    fn ident(&mut self) -> Option<String> {
        self.ws();
        let start = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric()
                || matches!(self.s[self.i], b'_' | b'.' | b'$'))
        {
            self.i += 1;
        }
        (self.i > start).then(|| self.text[start..self.i].to_owned())
    }

    /// A value nested `depth` levels deep.
    fn value(&mut self, depth: usize) -> Result<AttrValue, AttrTextError> {
        if depth > MAX_DEPTH {
            return Err(self.err("the attribute nests too deeply"));
        }
        match self.peek() {
            None => Err(self.err("expected an attribute")),
            Some(b'"') => match String::from_utf8(self.string()?) {
                Ok(s) => Ok(AttrValue::Str(s)),
                Err(e) if self.bytes => Ok(AttrValue::Bytes(e.into_bytes())),
                Err(_) => Err(self.err("string is not UTF-8")),
            },
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        self.expect(b',')?;
                    }
                }
                Ok(AttrValue::List(items))
            }
            Some(b'{') => {
                self.i += 1;
                let mut fields = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        let key = self.key()?;
                        let value = if self.eat(b'=') {
                            self.value(depth + 1)?
                        } else {
                            AttrValue::Unit
                        };
                        fields.push((key, value));
                        if self.eat(b'}') {
                            break;
                        }
                        self.expect(b',')?;
                    }
                }
                Ok(AttrValue::Dict(fields))
            }
            Some(b'#') => {
                self.i += 1;
                let name = self
                    .ident()
                    .ok_or_else(|| self.err("expected a dialect attribute name"))?;
                if self.peek() == Some(b'<') {
                    self.body(Some(name), depth)
                } else {
                    Ok(AttrValue::Struct {
                        name: Some(name),
                        fields: Vec::new(),
                    })
                }
            }
            Some(b'<') => self.body(None, depth),
            Some(b'@') => {
                self.i += 1;
                let name = if self.s.get(self.i) == Some(&b'"') {
                    String::from_utf8(self.string()?)
                        .map_err(|_| self.err("symbol name is not UTF-8"))?
                } else {
                    self.ident()
                        .ok_or_else(|| self.err("expected a symbol name after '@'"))?
                };
                Ok(AttrValue::Symbol(name))
            }
            Some(c) if c == b'-' || c.is_ascii_digit() => self.number(),
            Some(_) => {
                let word = self
                    .ident()
                    .ok_or_else(|| self.err("expected an attribute"))?;
                if word == "array" && self.peek() == Some(b'<') {
                    return self.dense_array(depth);
                }
                Ok(match word.as_str() {
                    "true" => AttrValue::Bool(true),
                    "false" => AttrValue::Bool(false),
                    "unit" => AttrValue::Unit,
                    _ => AttrValue::Keyword(word),
                })
            }
        }
    }

    /// `array<i64: 1, 2>` (a dense array; `array<i64>` when empty).
    fn dense_array(&mut self, depth: usize) -> Result<AttrValue, AttrTextError> {
        self.expect(b'<')?;
        self.ident()
            .ok_or_else(|| self.err("expected the element type of a dense array"))?;
        let mut items = Vec::new();
        if self.eat(b':') {
            if depth >= MAX_DEPTH {
                return Err(self.err("the attribute nests too deeply"));
            }
            loop {
                items.push(self.number()?);
                if !self.eat(b',') {
                    break;
                }
            }
        }
        self.expect(b'>')?;
        Ok(AttrValue::List(items))
    }

    fn key(&mut self) -> Result<String, AttrTextError> {
        if self.peek() == Some(b'"') {
            return String::from_utf8(self.string()?).map_err(|_| self.err("key is not UTF-8"));
        }
        self.ident().ok_or_else(|| self.err("expected a key"))
    }

    /// `<` then either `k = v, …` or positional values, then `>`.
    fn body(&mut self, name: Option<String>, depth: usize) -> Result<AttrValue, AttrTextError> {
        self.expect(b'<')?;
        if self.eat(b'>') {
            return Ok(AttrValue::Struct {
                name,
                fields: Vec::new(),
            });
        }
        // Struct form if the body starts with `ident =`.
        let save = self.i;
        let is_struct = self.ident().is_some() && self.peek() == Some(b'=');
        self.i = save;
        if is_struct {
            let mut fields = Vec::new();
            loop {
                let key = self.key()?;
                self.expect(b'=')?;
                fields.push((key, self.value(depth + 1)?));
                if self.eat(b'>') {
                    break;
                }
                self.expect(b',')?;
            }
            Ok(AttrValue::Struct { name, fields })
        } else {
            let mut items = Vec::new();
            loop {
                items.push(self.value(depth + 1)?);
                if self.eat(b'>') {
                    break;
                }
                self.expect(b',')?;
            }
            Ok(AttrValue::Positional { name, items })
        }
    }

    /// A quoted string's bytes (escapes resolved).
    fn string(&mut self) -> Result<Vec<u8>, AttrTextError> {
        self.expect(b'"')?;
        let mut out = Vec::new();
        loop {
            let Some(&c) = self.s.get(self.i) else {
                return Err(self.err("unterminated string"));
            };
            self.i += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = self.s.get(self.i) else {
                        return Err(self.err("unterminated escape"));
                    };
                    self.i += 1;
                    match e {
                        b'\\' | b'"' => out.push(e),
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        _ => {
                            let hex = self
                                .text
                                .get(self.i - 1..self.i + 1)
                                .ok_or_else(|| self.err("bad escape"))?;
                            let byte =
                                u8::from_str_radix(hex, 16).map_err(|_| self.err("bad escape"))?;
                            out.push(byte);
                            self.i += 1;
                        }
                    }
                }
                _ => out.push(c),
            }
        }
        Ok(out)
    }

    fn number(&mut self) -> Result<AttrValue, AttrTextError> {
        self.ws();
        let start = self.i;
        if self.s.get(self.i) == Some(&b'-') {
            self.i += 1;
        }
        let hex = self.s.get(self.i..self.i + 2) == Some(b"0x");
        if hex {
            self.i += 2;
        }
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_hexdigit()
                || matches!(self.s[self.i], b'.' | b'e' | b'E' | b'+' | b'-'))
        {
            // '-' only directly after an exponent marker.
            if self.s[self.i] == b'-' && !matches!(self.s[self.i - 1], b'e' | b'E') {
                break;
            }
            if !hex
                && self.s[self.i].is_ascii_alphabetic()
                && !matches!(self.s[self.i], b'e' | b'E')
            {
                break;
            }
            self.i += 1;
        }
        let literal = self.text[start..self.i].to_owned();
        // An optional `: type` suffix (`1 : i64`, `1.0 : f32`).
        let save = self.i;
        let mut ty = None;
        if self.eat(b':') {
            match self.ident() {
                Some(t) => ty = Some(t),
                None => self.i = save,
            }
        }
        let is_float_type = ty
            .as_deref()
            .is_some_and(|t| t.starts_with('f') || t == "bf16");
        if hex && is_float_type {
            let bits = u64::from_str_radix(literal.trim_start_matches("0x"), 16)
                .map_err(|_| self.err("bad hex float"))?;
            let value = if ty.as_deref() == Some("f32") {
                f64::from(f32::from_bits(bits as u32))
            } else {
                f64::from_bits(bits)
            };
            return Ok(AttrValue::Float {
                value,
                text: literal,
                ty,
            });
        }
        if hex {
            let v = i128::from_str_radix(literal.trim_start_matches("0x"), 16)
                .map_err(|_| self.err("bad integer"))?;
            return Ok(AttrValue::Int(v));
        }
        if literal.contains(['.', 'e', 'E']) || is_float_type {
            let value: f64 = literal.parse().map_err(|_| self.err("bad float"))?;
            return Ok(AttrValue::Float {
                value,
                text: literal,
                ty,
            });
        }
        literal
            .parse()
            .map(AttrValue::Int)
            .map_err(|_| self.err("bad integer"))
    }
}

/// Quotes a string the way MLIR prints string attributes.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_structs_lists_enums_and_numbers() {
        let v = parse(r#"#klr.tensor_name<name = "a\22b", dtype = float32, shape = <parDim = 128, freeDims = [512, 2]>, f = 1.000000e+00 : f32, n = -3, ok = true, r = #klr.dtype<float32>, m = {k = "v"}>"#).unwrap();
        assert_eq!(v.name(), Some("klr.tensor_name"));
        assert_eq!(v.field("name"), Some(&AttrValue::Str("a\"b".into())));
        assert_eq!(
            v.field("dtype"),
            Some(&AttrValue::Keyword("float32".into()))
        );
        let shape = v.field("shape").unwrap();
        assert_eq!(
            shape.field("freeDims"),
            Some(&AttrValue::List(vec![
                AttrValue::Int(512),
                AttrValue::Int(2)
            ]))
        );
        assert!(
            matches!(v.field("f"), Some(AttrValue::Float { value, ty, .. })
            if *value == 1.0 && ty.as_deref() == Some("f32"))
        );
        assert_eq!(v.field("n"), Some(&AttrValue::Int(-3)));
        assert_eq!(
            v.field("r"),
            Some(&AttrValue::Positional {
                name: Some("klr.dtype".into()),
                items: vec![AttrValue::Keyword("float32".into())]
            })
        );
        assert_eq!(
            v.field("m").unwrap().field("k"),
            Some(&AttrValue::Str("v".into()))
        );
    }

    #[test]
    fn symbols() {
        assert_eq!(
            parse("@k.core1").unwrap(),
            AttrValue::Symbol("k.core1".into())
        );
        assert_eq!(parse("@\"a b\"").unwrap(), AttrValue::Symbol("a b".into()));
    }

    #[test]
    fn positional_bodies_without_a_name() {
        assert_eq!(
            parse("<dtypeOverride = <float32>>")
                .unwrap()
                .field("dtypeOverride"),
            Some(&AttrValue::Positional {
                name: None,
                items: vec![AttrValue::Keyword("float32".into())]
            })
        );
    }

    #[test]
    fn dense_arrays_are_lists() {
        assert_eq!(
            parse("array<i64: 1, -2>")
                .map_err(|e| e.to_string())
                .unwrap(),
            AttrValue::List(vec![AttrValue::Int(1), AttrValue::Int(-2)])
        );
        assert_eq!(parse("array<i64>").unwrap(), AttrValue::List(vec![]));
    }

    #[test]
    fn hex_floats_keep_their_bits() {
        let v = parse("0x7FC00001 : f32").unwrap();
        let AttrValue::Float { value, text, ty } = v else {
            panic!()
        };
        assert!(value.is_nan());
        assert_eq!(text, "0x7FC00001");
        assert_eq!(ty.as_deref(), Some("f32"));
        assert!(matches!(parse("-1.5e+00 : f64"),
            Ok(AttrValue::Float { ty: Some(t), .. }) if t == "f64"));
        assert!(matches!(
            parse("2.5"),
            Ok(AttrValue::Float { ty: None, .. })
        ));
    }

    #[test]
    fn strings_may_hold_any_bytes() {
        let text = r#"<name = "a\FFb">"#;
        assert_eq!(
            parse_with_bytes(text).unwrap().field("name"),
            Some(&AttrValue::Bytes(vec![b'a', 0xFF, b'b']))
        );
        assert_eq!(parse(text).unwrap_err().message, "string is not UTF-8");
        assert!(parse_with_bytes(r#"{"\FF" = 1}"#).is_err());
    }

    /// The attr_text fuzzer's seeds and crashers: parsing returns.
    #[test]
    fn fuzz_corpus_and_crashers() {
        let fuzz = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
        let mut seen = 0;
        for dir in ["corpus", "artifacts"] {
            let Ok(entries) = std::fs::read_dir(fuzz.join(dir).join("attr_text")) else {
                continue;
            };
            for path in entries.flatten().map(|e| e.path()) {
                let bytes = std::fs::read(&path).unwrap();
                if let Ok(text) = std::str::from_utf8(&bytes) {
                    seen += 1;
                    if let Err(e) = parse(text) {
                        assert!(e.offset <= text.len(), "{}", path.display());
                    }
                    let _ = parse_with_bytes(text);
                }
            }
        }
        assert!(seen > 0, "fuzz/corpus/attr_text is empty");
    }

    #[test]
    fn bounds_nesting_depth() {
        let at = |n: usize| "[".repeat(n) + &"]".repeat(n);
        assert!(parse(&at(MAX_DEPTH + 1)).is_ok());
        assert!(parse(&at(MAX_DEPTH + 2)).is_err());
        let deep = "<a = ".repeat(10_000);
        assert!(parse(&deep).is_err());
        assert!(parse(&at(100_000)).is_err());
    }

    #[test]
    fn quote_escapes_like_mlir() {
        assert_eq!(quote("a\"b\n"), "\"a\\\"b\\0A\"");
        assert_eq!(
            parse(&quote("x\u{1}y")).unwrap(),
            AttrValue::Str("x\u{1}y".into())
        );
    }

    #[test]
    fn errors_have_offsets() {
        assert_eq!(parse("[1, 2").unwrap_err().offset, 5);
        assert!(parse("<a = >").is_err());
    }
}
