//! The interpreter reads instructions through the generated decoder
//! (`nki_formats::bir_json::decoded`), never by opcode or member name
//! (issue 32, "one definition per op"): no string literal in its library
//! code may equal a BIR JSON opcode or member name of the generated table.
//! Comments, `#[cfg(test)]` items and the test modules are not library code.

use nki_formats::bir_json::opcodes::{Opcode, NKI_KLIR_KERNEL, OPCODES};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The string literals of `text` outside comments and `#[cfg(test)]` items,
/// with their line numbers, and the modules it declares `#[cfg(test)]`.
fn literals(text: &str) -> (Vec<(usize, String)>, Vec<String>) {
    let b = text.as_bytes();
    let (mut out, mut test_mods) = (Vec::new(), Vec::new());
    let mut i = 0;
    let line = |i: usize| text[..i].matches('\n').count() + 1;
    while i < b.len() {
        if text[i..].starts_with("//") {
            i += text[i..].find('\n').unwrap_or(text.len() - i);
        } else if text[i..].starts_with("/*") {
            i += text[i..].find("*/").map_or(text.len() - i, |e| e + 2);
        } else if text[i..].starts_with("#[cfg(test)]") {
            // Skip the item: to its `;` or past its braced body.
            let rest = &text[i..];
            let semi = rest.find(';').unwrap_or(rest.len());
            let brace = rest.find('{').unwrap_or(rest.len());
            if semi < brace {
                let decl = rest[..semi].trim_end();
                if let Some(name) = decl.rsplit(' ').next() {
                    test_mods.push(name.to_owned());
                }
                i += semi + 1;
            } else {
                i += brace + skip_braces(&rest[brace..]);
            }
        } else if b[i] == b'"' || (b[i] == b'r' && matches!(b.get(i + 1), Some(b'"' | b'#'))) {
            let start = i;
            let (value, end) = string_literal(text, i);
            if let Some(v) = value {
                out.push((line(start), v));
            }
            i = end;
        } else if b[i] == b'\'' {
            // A char literal ('"', '\''); otherwise a lifetime.
            i += match (b.get(i + 1), b.get(i + 2)) {
                (Some(b'\\'), _) => text[i + 2..].find('\'').map_or(1, |e| e + 3),
                (Some(_), Some(b'\'')) => 3,
                _ => 1,
            };
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    (out, test_mods)
}

/// The bytes of a braced body starting at `{`, literals and comments inside
/// taken into account.
fn skip_braces(text: &str) -> usize {
    let b = text.as_bytes();
    let (mut depth, mut i) = (0usize, 0);
    while i < b.len() {
        match b[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            b'"' => {
                i = string_literal(text, i).1;
                continue;
            }
            b'/' if text[i..].starts_with("//") => {
                i += text[i..].find('\n').unwrap_or(text.len() - i);
                continue;
            }
            b'\'' if b.get(i + 2) == Some(&b'\'') || b.get(i + 1) == Some(&b'\\') => {
                i += text[i + 2..].find('\'').map_or(1, |e| e + 3);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// The value of the (raw) string literal at `i` (`None` for escapes this
/// test does not decode) and the index past it.
fn string_literal(text: &str, i: usize) -> (Option<String>, usize) {
    let b = text.as_bytes();
    if b[i] == b'r' {
        let hashes = text[i + 1..].bytes().take_while(|&c| c == b'#').count();
        let open = i + 1 + hashes + 1;
        let close = format!("\"{}", "#".repeat(hashes));
        let end = text[open..].find(&close).map_or(text.len(), |e| open + e);
        return (Some(text[open..end].to_owned()), end + close.len());
    }
    let mut j = i + 1;
    let mut plain = true;
    while j < b.len() && b[j] != b'"' {
        if b[j] == b'\\' {
            plain = false;
            j += 1;
        }
        j += 1;
    }
    (plain.then(|| text[i + 1..j].to_owned()), j + 1)
}

/// A source file, its string literals with their lines, and the modules it
/// declares `#[cfg(test)]`.
type Parsed = (PathBuf, Vec<(usize, String)>, Vec<String>);

/// Every library source file of the crate.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read interp/src") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn library_code_names_no_opcode_or_member() {
    let rows: Vec<&Opcode> = OPCODES.iter().chain([&NKI_KLIR_KERNEL]).collect();
    let names: BTreeSet<&str> = rows
        .iter()
        .flat_map(|r| std::iter::once(r.opcode).chain(r.members.iter().map(|m| m.name)))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    files.sort();
    let parsed: Vec<Parsed> = files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("read a source file");
            let (lits, mods) = literals(&text);
            (f, lits, mods)
        })
        .collect();
    // Files of modules declared `#[cfg(test)] mod name;` are test code.
    let test_files: BTreeSet<PathBuf> = parsed
        .iter()
        .flat_map(|(f, _, mods)| {
            let dir = f.parent().expect("a file has a directory").to_path_buf();
            let own = f.file_stem().map(|s| dir.join(s));
            mods.iter().flat_map(move |m| {
                let mut candidates = vec![dir.join(format!("{m}.rs"))];
                if let Some(own) = &own {
                    candidates.push(own.join(format!("{m}.rs")));
                }
                candidates
            })
        })
        .collect();
    let mut found = Vec::new();
    for (file, lits, _) in &parsed {
        if test_files.contains(file) {
            continue;
        }
        for (line, lit) in lits {
            if names.contains(lit.as_str()) {
                let rel = file.strip_prefix(&root).unwrap_or(file);
                found.push(format!("src/{}:{line}: \"{lit}\"", rel.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "opcode or member names as string literals in library code (read them through \
         bir_json::decoded instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scanner_sees_literals_and_skips_tests_and_comments() {
    let text = "fn f() { g(\"Matmult\", r#\"op\"#, '\"', 'a'); }\n// \"Memset\"\n\
                #[cfg(test)]\nmod tests { fn t() { h(\"mode\"); } }\n#[cfg(test)]\nmod more;\n";
    let (lits, mods) = literals(text);
    let values: Vec<&str> = lits.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(values, ["Matmult", "op"]);
    assert_eq!(mods, ["more"]);
}
