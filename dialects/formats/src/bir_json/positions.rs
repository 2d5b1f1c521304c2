//! Where the items of a BIR JSON document start in its text: every object
//! that is an element of `functions`, `allocations`, `memorylocations`,
//! `blocks` or `instructions`, by its path (`$.functions[0].blocks[1]
//! .instructions[3]`, as [`super::BirJsonError::Schema`] names paths). Ops
//! built from a document are located with these, so that an error the `bir`
//! verifier finds in a provisioned kernel points at the instruction in the
//! kernel file (docs/reliability.md, round 2).
//!
//! One pass over the text, iterative (no recursion on nesting), for a text
//! [`super::read_bir_json`] accepted; on other text it records what it saw.

use std::collections::HashMap;

/// The arrays whose object elements are recorded.
const ITEMS: [&str; 5] = [
    "functions",
    "allocations",
    "memorylocations",
    "blocks",
    "instructions",
];

/// Item path → 1-based line and column (in characters) of its `{`.
#[derive(Debug, Default)]
pub struct Positions(HashMap<String, (usize, usize)>);

impl Positions {
    /// The line and column of the item at `path`.
    pub fn get(&self, path: &str) -> Option<(usize, usize)> {
        self.0.get(path).copied()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

enum Frame {
    /// An object; the path length before its current member's key.
    Object { base: usize },
    /// An array: the path length before `[i]`, the next index, and whether
    /// its object elements are recorded.
    Array {
        base: usize,
        next: usize,
        record: bool,
    },
}

/// Line and column of byte offsets met in increasing order.
struct Lines<'t> {
    bytes: &'t [u8],
    /// Scanned up to here; the 1-based line and column of this byte.
    pos: usize,
    line: usize,
    column: usize,
}

impl Lines<'_> {
    fn at(&mut self, offset: usize) -> (usize, usize) {
        for &b in &self.bytes[self.pos..offset] {
            if b == b'\n' {
                self.line += 1;
                self.column = 1;
            } else if b & 0xC0 != 0x80 {
                // The first byte of a character (not a UTF-8 continuation).
                self.column += 1;
            }
        }
        self.pos = offset;
        (self.line, self.column)
    }
}

/// The positions of the items of `text` (module doc).
pub fn positions(text: &str) -> Positions {
    let bytes = text.as_bytes();
    let mut lines = Lines {
        bytes,
        pos: 0,
        line: 1,
        column: 1,
    };
    let mut out = HashMap::new();
    let mut path = String::from("$");
    let mut stack: Vec<Frame> = Vec::new();
    // The key just read in the innermost object, for the value that follows.
    let mut key: Option<String> = None;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'"' => {
                let end = string_end(bytes, at);
                let in_object_expecting_key =
                    matches!(stack.last(), Some(Frame::Object { .. })) && key.is_none();
                if in_object_expecting_key {
                    key = Some(serde_json::from_str(&text[at..end]).unwrap_or_else(|_| {
                        // Not JSON: the raw characters, for a best effort.
                        text.get(at + 1..end.saturating_sub(1))
                            .unwrap_or_default()
                            .to_owned()
                    }));
                } else {
                    value_start(&mut stack, &mut path, &mut key);
                }
                at = end;
                continue;
            }
            b'{' | b'[' => {
                let record = value_start(&mut stack, &mut path, &mut key);
                key = None;
                if bytes[at] == b'{' {
                    if record {
                        out.insert(path.clone(), lines.at(at));
                    }
                    stack.push(Frame::Object { base: path.len() });
                } else {
                    let record = path
                        .rsplit_once('.')
                        .is_some_and(|(_, last)| ITEMS.contains(&last));
                    stack.push(Frame::Array {
                        base: path.len(),
                        next: 0,
                        record,
                    });
                }
            }
            b'}' | b']' => {
                stack.pop();
                key = None;
                truncate_to_container(&stack, &mut path);
            }
            b',' => {
                key = None;
                truncate_to_container(&stack, &mut path);
            }
            b':' => {
                if let (Some(Frame::Object { base }), Some(k)) = (stack.last(), &key) {
                    path.truncate(*base);
                    path.push('.');
                    path.push_str(k);
                }
            }
            b if b.is_ascii_whitespace() => {}
            _ => {
                // A number, `true`, `false` or `null`.
                value_start(&mut stack, &mut path, &mut key);
                while at < bytes.len()
                    && !matches!(bytes[at], b',' | b'}' | b']' | b':')
                    && !bytes[at].is_ascii_whitespace()
                {
                    at += 1;
                }
                continue;
            }
        }
        at += 1;
    }
    Positions(out)
}

/// A value starts in the innermost container: in an array, its path gets
/// `[i]`; returns whether an object there is recorded. In an object the
/// path already ends with the member's key (set at its `:`).
fn value_start(stack: &mut [Frame], path: &mut String, key: &mut Option<String>) -> bool {
    match stack.last_mut() {
        Some(Frame::Array { base, next, record }) => {
            path.truncate(*base);
            path.push('[');
            path.push_str(&next.to_string());
            path.push(']');
            *next += 1;
            *record
        }
        Some(Frame::Object { .. }) => {
            // The value of the member whose key was read; the next string
            // read in this object is a key again.
            *key = Some(key.take().unwrap_or_default());
            false
        }
        None => false,
    }
}

/// Back to the path of the innermost container itself.
fn truncate_to_container(stack: &[Frame], path: &mut String) {
    match stack.last() {
        Some(Frame::Object { base }) | Some(Frame::Array { base, .. }) => path.truncate(*base),
        None => path.truncate(1),
    }
}

/// The offset just past the string starting at `at` (or the text's end).
fn string_end(bytes: &[u8], mut at: usize) -> usize {
    at += 1;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'"' => return at + 1,
            _ => at += 1,
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::{super::locate, positions};

    const DOC: &str = r#"{
 "functions": [
  {
   "name": "k", "allocations": [ {"name": "a_set", "memorylocations": [{"name": "a"}, {"name": "é"}]} ],
   "blocks": [
    {"name": "b0", "instructions": [
      {"opcode": "Load", "ins": [{"memref": "a"}], "name": "i0"},
      {"opcode": "Loop", "blocks": [{"name": "inner", "instructions": [ {"name": "i1"} ]}]}
    ]}
   ]
  }
 ]
}"#;

    #[test]
    fn items_are_found_where_locate_finds_them() {
        let found = positions(DOC);
        let paths = [
            "$.functions[0]",
            "$.functions[0].allocations[0]",
            "$.functions[0].allocations[0].memorylocations[0]",
            "$.functions[0].allocations[0].memorylocations[1]",
            "$.functions[0].blocks[0]",
            "$.functions[0].blocks[0].instructions[0]",
            "$.functions[0].blocks[0].instructions[1]",
            "$.functions[0].blocks[0].instructions[1].blocks[0]",
            "$.functions[0].blocks[0].instructions[1].blocks[0].instructions[0]",
        ];
        for path in paths {
            assert_eq!(found.get(path), locate(DOC, path), "{path}");
            assert!(found.get(path).is_some(), "{path}");
        }
        // Arguments and other objects are not items.
        assert_eq!(found.len(), paths.len());
    }

    /// Any text, JSON or not, is scanned without a panic.
    #[test]
    fn any_text_is_scanned() {
        let alphabet = [
            "{",
            "}",
            "[",
            "]",
            "\"",
            "\\",
            ":",
            ",",
            "é",
            "\n",
            "functions",
            "1",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..5_000 {
            let mut text = String::new();
            for _ in 0..(seed % 30) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            let _ = positions(&text);
            seed = seed.wrapping_add(1);
        }
    }

    #[test]
    fn one_line_documents_count_columns_in_characters() {
        let text: String = DOC.lines().map(str::trim).collect();
        let found = positions(&text);
        let path = "$.functions[0].blocks[0].instructions[1].blocks[0].instructions[0]";
        assert_eq!(found.get(path), locate(&text, path));
    }
}
