//! The textual pass pipeline, parsed in Rust.
//!
//! MLIR's C API cannot register external passes by name, so `nki-opt` parses the
//! pipeline itself, in MLIR's grammar:
//!
//! ```text
//! pipeline ::= op-name `(` element-list? `)`
//! element  ::= op-name `(` element-list? `)`      // a nested anchor
//!            | pass-name (`{` options `}`)?         // a pass, with options
//! ```
//!
//! Our pass names become external passes; every other element is handed
//! verbatim to MLIR's own pass registry. The tree also prints the pipeline back,
//! because MLIR's printer drops the options of external passes.

use std::fmt;

/// A parse error: what was expected and where (1-based column in the pipeline text).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message} at column {column}")]
pub struct PipelineError {
    pub column: usize,
    pub message: String,
}

/// A byte range in the pipeline text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn column(self) -> usize {
        self.start + 1
    }
}

/// One element of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// `op-name(…)`: the elements run on operations of that name.
    Anchor {
        name: String,
        span: Span,
        elements: Vec<Element>,
    },
    /// `pass-name{options}`.
    Pass {
        name: String,
        span: Span,
        options: Option<String>,
        options_span: Option<Span>,
    },
}

/// A whole pipeline: an anchor operation name and its elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pipeline {
    pub anchor: String,
    pub elements: Vec<Element>,
}

impl Pipeline {
    /// Every pass element, depth first.
    pub fn passes(&self) -> Vec<&Element> {
        fn walk<'a>(elements: &'a [Element], out: &mut Vec<&'a Element>) {
            for element in elements {
                match element {
                    Element::Anchor { elements, .. } => walk(elements, out),
                    Element::Pass { .. } => out.push(element),
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.elements, &mut out);
        out
    }
}

impl Element {
    pub fn name(&self) -> &str {
        match self {
            Element::Anchor { name, .. } | Element::Pass { name, .. } => name,
        }
    }
}

impl fmt::Display for Element {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Element::Anchor { name, elements, .. } => {
                write!(f, "{name}(")?;
                write_list(f, elements)?;
                write!(f, ")")
            }
            Element::Pass { name, options, .. } => match options {
                Some(options) => write!(f, "{name}{{{options}}}"),
                None => write!(f, "{name}"),
            },
        }
    }
}

impl fmt::Display for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}(", self.anchor)?;
        write_list(f, &self.elements)?;
        write!(f, ")")
    }
}

fn write_list(f: &mut fmt::Formatter<'_>, elements: &[Element]) -> fmt::Result {
    for (i, element) in elements.iter().enumerate() {
        if i > 0 {
            write!(f, ",")?;
        }
        write!(f, "{element}")?;
    }
    Ok(())
}

/// Parses `anchor(elements…)`, the form `--pass-pipeline` takes.
pub fn parse_pipeline(text: &str) -> Result<Pipeline, PipelineError> {
    let mut parser = Parser {
        text,
        pos: 0,
        depth: 0,
    };
    parser.skip_spaces();
    if parser.at_end() {
        return Err(parser.error_here("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"));
    }
    let (anchor, anchor_span) = parser.name()?;
    parser.skip_spaces();
    if parser.peek() != Some('(') {
        return Err(PipelineError {
            column: anchor_span.column(),
            message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into(),
        });
    }
    parser.pos += 1;
    let elements = parser.list()?;
    parser.skip_spaces();
    if !parser.at_end() {
        return Err(parser.error_here("unexpected characters after the pipeline's closing ')'"));
    }
    Ok(Pipeline { anchor, elements })
}

/// Parses the `key=value key2=value2` text inside a pass's braces. A key without
/// a value (a bare flag) gets the value `true`. Columns are relative to
/// `base_column`, the column of the first character of `text`.
pub fn parse_options(
    text: &str,
    base_column: usize,
) -> Result<Vec<(String, String, usize)>, PipelineError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut pos = 0;
    loop {
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos >= bytes.len() {
            return Ok(out);
        }
        let key_start = pos;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() && bytes[pos] != b'=' {
            pos += 1;
        }
        let key = text[key_start..pos].to_owned();
        if key.is_empty() {
            return Err(PipelineError {
                column: base_column + key_start,
                message: "expected an option name before '='".into(),
            });
        }
        if pos < bytes.len() && bytes[pos] == b'=' {
            pos += 1;
            let value_start = pos;
            let value = match bytes.get(pos) {
                Some(&quote @ (b'\'' | b'"')) => {
                    let Some(len) = text[pos + 1..].find(quote as char) else {
                        return Err(PipelineError {
                            column: base_column + value_start,
                            message: format!(
                                "missing closing {} in the value of option '{key}'",
                                quote as char
                            ),
                        });
                    };
                    let value = text[pos + 1..pos + 1 + len].to_owned();
                    pos += len + 2;
                    value
                }
                Some(b'{') => {
                    let end = matching_brace(text, pos).ok_or(PipelineError {
                        column: base_column + value_start,
                        message: format!("missing closing '}}' in the value of option '{key}'"),
                    })?;
                    let value = text[pos + 1..end].to_owned();
                    pos = end + 1;
                    value
                }
                _ => {
                    while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
                        pos += 1;
                    }
                    text[value_start..pos].to_owned()
                }
            };
            out.push((key, value, base_column + key_start));
        } else {
            out.push((key, "true".to_owned(), base_column + key_start));
        }
    }
}

/// The index of the `}` that closes the `{` at `open`, skipping quoted text.
fn matching_brace(text: &str, open: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    for (i, &b) in bytes.iter().enumerate().skip(open) {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None => match b {
                b'\'' | b'"' => quote = Some(b),
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            },
        }
    }
    None
}

/// How deep anchors may nest (`a(b(c(…)))`): operations nest a handful of
/// levels in practice, and the parser recurses once per level, so a deeper
/// pipeline is an error rather than a stack overflow.
pub const MAX_NESTING: usize = 64;

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    /// Anchors currently open.
    depth: usize,
}

impl Parser<'_> {
    fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn skip_spaces(&mut self) {
        while let Some(c) = self.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.pos += c.len_utf8();
        }
    }

    fn error_here(&self, message: &str) -> PipelineError {
        PipelineError {
            column: self.pos + 1,
            message: message.to_owned(),
        }
    }

    fn name(&mut self) -> Result<(String, Span), PipelineError> {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '$') {
                self.pos += 1;
            } else {
                break;
            }
        }
        if self.pos == start {
            return Err(self.error_here("expected pass or operation name"));
        }
        Ok((
            self.text[start..self.pos].to_owned(),
            Span {
                start,
                end: self.pos,
            },
        ))
    }

    /// Parses `element (',' element)* ')'`, having consumed the opening `(`.
    fn list(&mut self) -> Result<Vec<Element>, PipelineError> {
        let mut elements = Vec::new();
        self.skip_spaces();
        if self.peek() == Some(')') {
            self.pos += 1;
            return Ok(elements);
        }
        loop {
            self.skip_spaces();
            elements.push(self.element()?);
            self.skip_spaces();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some(')') => {
                    self.pos += 1;
                    return Ok(elements);
                }
                None => return Err(self.error_here("missing closing ')'")),
                Some(_) => return Err(self.error_here("expected ',' or ')'")),
            }
        }
    }

    fn element(&mut self) -> Result<Element, PipelineError> {
        let (name, span) = self.name()?;
        self.skip_spaces();
        match self.peek() {
            Some('(') => {
                if self.depth >= MAX_NESTING {
                    return Err(self.error_here(&format!(
                        "pipeline anchors nest deeper than {MAX_NESTING} levels"
                    )));
                }
                self.pos += 1;
                self.depth += 1;
                let elements = self.list()?;
                self.depth -= 1;
                Ok(Element::Anchor {
                    name,
                    span,
                    elements,
                })
            }
            Some('{') => {
                let open = self.pos;
                let close = matching_brace(self.text, open)
                    .ok_or_else(|| self.error_here("missing closing '}' for pass options"))?;
                self.pos = close + 1;
                Ok(Element::Pass {
                    name,
                    span,
                    options: Some(self.text[open + 1..close].to_owned()),
                    options_span: Some(Span {
                        start: open + 1,
                        end: close,
                    }),
                })
            }
            _ => Ok(Element::Pass {
                name,
                span,
                options: None,
                options_span: None,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_anchors_and_options_print_back() {
        let text = "builtin.module( canonicalize{max-iterations=3}, func.func(cse), x-y )";
        let p = parse_pipeline(text).unwrap();
        assert_eq!(
            p.to_string(),
            "builtin.module(canonicalize{max-iterations=3},func.func(cse),x-y)"
        );
        let names: Vec<_> = p.passes().into_iter().map(Element::name).collect();
        assert_eq!(names, ["canonicalize", "cse", "x-y"]);
    }

    #[test]
    fn missing_separator_names_the_column() {
        let e = parse_pipeline("builtin.module(cse canonicalize)").unwrap_err();
        assert_eq!(e.to_string(), "expected ',' or ')' at column 20");
    }

    #[test]
    fn unanchored_pipeline_is_rejected() {
        let e = parse_pipeline("cse,canonicalize").unwrap_err();
        assert!(
            e.message
                .starts_with("expected pass pipeline to be wrapped"),
            "{e}"
        );
    }

    #[test]
    fn unclosed_list_and_braces() {
        assert_eq!(
            parse_pipeline("builtin.module(cse").unwrap_err().message,
            "missing closing ')'"
        );
        assert_eq!(
            parse_pipeline("builtin.module(cse{a=1)")
                .unwrap_err()
                .message,
            "missing closing '}' for pass options"
        );
        assert_eq!(
            parse_pipeline("builtin.module(cse,)").unwrap_err().column,
            20
        );
    }

    /// The pipeline_parser fuzzer's seeds and crashers, with its checks.
    #[test]
    fn fuzz_corpus_and_crashers() {
        let fuzz = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
        let mut seen = 0;
        for dir in ["corpus", "artifacts"] {
            let Ok(entries) = std::fs::read_dir(fuzz.join(dir).join("pipeline_parser")) else {
                continue;
            };
            for path in entries.flatten().map(|e| e.path()) {
                let bytes = std::fs::read(&path).unwrap();
                let Ok(text) = std::str::from_utf8(&bytes) else {
                    continue;
                };
                seen += 1;
                match parse_pipeline(text) {
                    Ok(p) => {
                        let printed = p.to_string();
                        let again = parse_pipeline(&printed).unwrap();
                        assert_eq!(again.to_string(), printed, "{}", path.display());
                    }
                    Err(e) => assert!(e.column >= 1 && e.column <= text.len() + 1),
                }
            }
        }
        assert!(seen > 0, "fuzz/corpus/pipeline_parser is empty");
    }

    #[test]
    fn nesting_is_bounded() {
        let nest = |n: usize| format!("builtin.module({}cse{})", "a(".repeat(n), ")".repeat(n));
        assert!(parse_pipeline(&nest(MAX_NESTING)).is_ok());
        assert!(parse_pipeline(&nest(MAX_NESTING + 1)).is_err());
        let e = parse_pipeline(&nest(100_000)).unwrap_err();
        assert_eq!(e.message, "pipeline anchors nest deeper than 64 levels");
        // At the '(' of the 65th anchor.
        assert_eq!(e.column, 17 + 2 * MAX_NESTING);
    }

    #[test]
    fn options_split_on_spaces_with_quotes_and_braces() {
        let opts = parse_options("core-id=1 artifact-dir='a b' flag nested={x=1 y=2}", 10).unwrap();
        let kv: Vec<_> = opts
            .iter()
            .map(|(k, v, _)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            kv,
            [
                ("core-id", "1"),
                ("artifact-dir", "a b"),
                ("flag", "true"),
                ("nested", "x=1 y=2")
            ]
        );
        assert_eq!(opts[1].2, 20);
    }
}
