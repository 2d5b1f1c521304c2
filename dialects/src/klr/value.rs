//! A read-only view of printed `klr` attributes.
//!
//! The MLIR C API cannot read the parameters of a dialect attribute, so the
//! verifier reads them from the attribute's printed form, which the generated
//! printers make regular: `#klr.name<key = value, …>` (or the stripped
//! `<key = value, …>` for a parameter of a known attribute class), `#klr.enum<case>`
//! or a bare `case`, `[…]` lists, `array<i64: …>`, strings, integers, `true` /
//! `false` and typed numbers (`1.0e+00 : f32`). Anything else becomes
//! [`Val::Other`]. The parser never panics and bounds its nesting depth.

/// Deepest nesting the parser follows (KLR values nest a dozen levels; the
/// Access ↔ BirAccessPattern cycle is the only unbounded path).
pub const MAX_DEPTH: usize = 256;

#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// `#klr.name<…>`, `#klr.name` or stripped `<…>` (`name` is `None`).
    /// Keyed entries are struct parameters; an unkeyed entry is an enum case.
    Attr {
        name: Option<String>,
        body: Vec<(Option<String>, Val)>,
    },
    /// An integer without type or with an integer type (`5`, `5 : i64`).
    Int(i128),
    /// A typed float or hex-float literal; `ty` is its type (`f32`).
    Float {
        ty: String,
    },
    Str(String),
    Bool(bool),
    /// A bare identifier (an enum case inside a struct).
    Ident(String),
    List(Vec<Val>),
    /// Something this view does not model; the printed text.
    Other(String),
}

impl Val {
    /// Parses a printed attribute; never fails (unparsable text is `Other`).
    pub fn parse(text: &str) -> Val {
        let mut p = Parser {
            s: text.as_bytes(),
            i: 0,
        };
        match p.value(0) {
            Some(v) if p.at_end() => v,
            _ => Val::Other(text.to_owned()),
        }
    }

    /// The `klr` mnemonic of a full `#klr.x…` attribute.
    pub fn klr_mnemonic(&self) -> Option<&str> {
        match self {
            Val::Attr { name: Some(n), .. } => n.strip_prefix("klr."),
            _ => None,
        }
    }

    /// The parameter `key` of an attribute.
    pub fn field(&self, key: &str) -> Option<&Val> {
        match self {
            Val::Attr { body, .. } => body
                .iter()
                .find(|(k, _)| k.as_deref() == Some(key))
                .map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_int(&self) -> Option<i128> {
        match self {
            Val::Int(i) => Some(*i),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Val::Str(s) => Some(s),
            _ => None,
        }
    }

    /// An enum case, printed bare (`float32`) or as `<float32>`/`#klr.dtype<float32>`.
    pub fn as_case(&self) -> Option<&str> {
        match self {
            Val::Ident(s) => Some(s),
            Val::Attr { body, .. } => match body.as_slice() {
                [(None, Val::Ident(s))] => Some(s),
                _ => None,
            },
            _ => None,
        }
    }

    pub fn as_list(&self) -> Option<&[Val]> {
        match self {
            Val::List(l) => Some(l),
            _ => None,
        }
    }

    /// A short rendering for messages: `#klr.shape<…>`, `5`, `"x"`.
    pub fn brief(&self) -> String {
        match self {
            Val::Attr {
                name: Some(n),
                body,
            } if body.is_empty() => format!("#{n}"),
            Val::Attr { name: Some(n), .. } => format!("#{n}<…>"),
            Val::Attr { name: None, .. } => "<…>".into(),
            Val::Int(i) => i.to_string(),
            Val::Float { ty } => format!("float : {ty}"),
            Val::Str(s) => format!("\"{s}\""),
            Val::Bool(b) => b.to_string(),
            Val::Ident(s) => s.clone(),
            Val::List(_) => "[…]".into(),
            Val::Other(t) => {
                let mut short: String = t.chars().take(40).collect();
                if t.chars().nth(40).is_some() {
                    short.push('…');
                }
                short
            }
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn at_end(&mut self) -> bool {
        self.ws();
        self.i == self.s.len()
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

    fn ident(&mut self) -> Option<String> {
        self.ws();
        let start = self.i;
        while self.i < self.s.len() {
            let c = self.s[self.i];
            if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$' {
                self.i += 1;
            } else {
                break;
            }
        }
        if start == self.i || self.s[start].is_ascii_digit() {
            self.i = start;
            return None;
        }
        Some(String::from_utf8_lossy(&self.s[start..self.i]).into_owned())
    }

    fn string(&mut self) -> Option<String> {
        if !self.eat(b'"') {
            return None;
        }
        let mut out = Vec::new();
        while let Some(&c) = self.s.get(self.i) {
            self.i += 1;
            match c {
                b'"' => return Some(String::from_utf8_lossy(&out).into_owned()),
                b'\\' => {
                    let next = *self.s.get(self.i)?;
                    if matches!(next, b'\\' | b'"' | b'n' | b't') {
                        self.i += 1;
                        out.push(match next {
                            b'n' => b'\n',
                            b't' => b'\t',
                            other => other,
                        });
                    } else {
                        let hex = self.s.get(self.i..self.i + 2)?;
                        let hex = std::str::from_utf8(hex).ok()?;
                        out.push(u8::from_str_radix(hex, 16).ok()?);
                        self.i += 2;
                    }
                }
                _ => out.push(c),
            }
        }
        None
    }

    /// A number, possibly followed by `: type`.
    fn number(&mut self) -> Option<Val> {
        self.ws();
        let start = self.i;
        if self.s.get(self.i) == Some(&b'-') {
            self.i += 1;
        }
        while self.i < self.s.len() {
            let c = self.s[self.i];
            let sign_after_e = (c == b'+' || c == b'-')
                && self.i > start
                && matches!(self.s[self.i - 1], b'e' | b'E')
                && !self.s[start..self.i].starts_with(b"0x");
            if c.is_ascii_alphanumeric() || c == b'.' || sign_after_e {
                self.i += 1;
            } else {
                break;
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).ok()?;
        if text.is_empty() || text == "-" {
            return None;
        }
        let save = self.i;
        let ty = if self.eat(b':') { self.ident() } else { None };
        if ty.is_none() {
            self.i = save;
        }
        match ty.as_deref() {
            Some(t) if t.starts_with('f') || t == "bf16" => Some(Val::Float { ty: t.to_owned() }),
            Some(t) if t.starts_with('i') || t.starts_with("ui") || t == "index" => {
                text.parse::<i128>().ok().map(Val::Int)
            }
            Some(_) => None,
            None => text.parse::<i128>().ok().map(Val::Int),
        }
    }

    fn list(&mut self, depth: usize, close: u8) -> Option<Vec<Val>> {
        let mut items = Vec::new();
        if self.eat(close) {
            return Some(items);
        }
        loop {
            items.push(self.value(depth + 1)?);
            if self.eat(close) {
                return Some(items);
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    /// `<…>` after the opening `<`: keyed parameters or one positional value.
    fn body(&mut self, depth: usize) -> Option<Vec<(Option<String>, Val)>> {
        let mut items = Vec::new();
        if self.eat(b'>') {
            return Some(items);
        }
        loop {
            let save = self.i;
            let key = match self.ident() {
                Some(k) if self.eat(b'=') => Some(k),
                _ => {
                    self.i = save;
                    None
                }
            };
            items.push((key, self.value(depth + 1)?));
            if self.eat(b'>') {
                return Some(items);
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    fn value(&mut self, depth: usize) -> Option<Val> {
        if depth > MAX_DEPTH {
            return None;
        }
        match self.peek()? {
            b'#' => {
                self.i += 1;
                let name = self.ident()?;
                let body = if self.eat(b'<') {
                    self.body(depth)?
                } else {
                    Vec::new()
                };
                Some(Val::Attr {
                    name: Some(name),
                    body,
                })
            }
            b'<' => {
                self.i += 1;
                Some(Val::Attr {
                    name: None,
                    body: self.body(depth)?,
                })
            }
            b'[' => {
                self.i += 1;
                Some(Val::List(self.list(depth, b']')?))
            }
            b'"' => self.string().map(Val::Str),
            c if c == b'-' || c.is_ascii_digit() => self.number(),
            _ => {
                let id = self.ident()?;
                match id.as_str() {
                    "true" => Some(Val::Bool(true)),
                    "false" => Some(Val::Bool(false)),
                    "array" => {
                        // array<i64: 1, 2> or array<i64>
                        if !self.eat(b'<') {
                            return None;
                        }
                        self.ident()?;
                        if self.eat(b'>') {
                            return Some(Val::List(Vec::new()));
                        }
                        if !self.eat(b':') {
                            return None;
                        }
                        Some(Val::List(self.list(depth, b'>')?))
                    }
                    _ => Some(Val::Ident(id)),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nested_attributes() {
        let v = Val::parse(
            r#"#klr.tensor_ref_hbm<view = <name = "h\22x", dtype = bfloat16, address = 0, dims = [#klr.ap_pair<step = -1, num = 2, offset = 0>]>>"#,
        );
        assert_eq!(v.klr_mnemonic(), Some("tensor_ref_hbm"));
        let view = v.field("view").expect("view");
        assert_eq!(view.field("name").and_then(Val::as_str), Some("h\"x"));
        assert_eq!(view.field("dtype").and_then(Val::as_case), Some("bfloat16"));
        let dims = view.field("dims").and_then(Val::as_list).expect("dims");
        assert_eq!(dims[0].field("step").and_then(Val::as_int), Some(-1));
    }

    #[test]
    fn parses_builtin_forms() {
        assert_eq!(Val::parse("5 : i64"), Val::Int(5));
        assert_eq!(
            Val::parse("0x7FC00001 : f32"),
            Val::Float { ty: "f32".into() }
        );
        assert_eq!(
            Val::parse("-1.500000e+00 : f32"),
            Val::Float { ty: "f32".into() }
        );
        assert_eq!(
            Val::parse("array<i64: 1, -2>"),
            Val::List(vec![Val::Int(1), Val::Int(-2)])
        );
        assert_eq!(Val::parse("array<i64>"), Val::List(vec![]));
        assert_eq!(
            Val::parse("#klr.dma_bounds_skip").brief(),
            "#klr.dma_bounds_skip"
        );
        assert_eq!(Val::parse("#klr.dtype<float32>").as_case(), Some("float32"));
        assert!(matches!(
            Val::parse("affine_map<(d0) -> (d0)>"),
            Val::Other(_)
        ));
    }

    #[test]
    fn bounds_depth() {
        let deep = "[".repeat(10_000) + &"]".repeat(10_000);
        assert!(matches!(Val::parse(&deep), Val::Other(_)));
    }
}
