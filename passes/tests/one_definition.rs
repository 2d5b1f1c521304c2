//! One definition per op (issue 32), checked on the sources themselves:
//!
//! - the hand-written library code ([`LIBRARY`]: the passes, the memory
//!   maps, the dialects' verifiers, converters and builders, the core
//!   library, the tools, the plugin and the Python layer; tests and
//!   generators left out) spells no op name (`bir.matmult`,
//!   `klr.nc_activate`) and no attribute name the ODS declares (`addr`,
//!   `bir.bank_window`) in a string literal: it reads and builds ops through
//!   the views and names generated from the ODS (`nki_dialects::bir::ops`,
//!   `nki_dialects::klr::ops`), checked against `nki_dialects::ods_names`;
//! - a few frequent ops of each dialect are named by at most five source
//!   files of the repository (ODS, C++, Rust, Python; generated output,
//!   tests and documentation left out, comments too), so that a change to
//!   one stays a change to a few places.

use nki_dialects::ods_names::{BIR_ATTRIBUTES, BIR_OPS, KLR_ATTRIBUTES, KLR_OPS};
use std::path::{Path, PathBuf};

/// The repository root (this crate is `passes/`).
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("passes/ sits in the repository")
        .to_path_buf()
}

/// Source files under `dir` ending in one of `extensions`, sorted; test
/// files and folders (`tests.rs`, `tests/`, a module declared
/// `#[cfg(test)] mod x;`), build output and fixtures left out.
fn sources(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                let skipped = [
                    "target",
                    "tests",
                    "test",
                    "benches",
                    "docs",
                    "corpus",
                    "artifacts",
                    "Inputs",
                    ".git",
                ];
                if !skipped.contains(&name.as_str()) && !name.starts_with('.') {
                    stack.push(path);
                }
            } else if name != "tests.rs"
                && extensions
                    .iter()
                    .any(|e| path.extension().is_some_and(|x| x == *e))
            {
                out.push(path);
            }
        }
    }
    let test_modules: Vec<PathBuf> = out.iter().flat_map(|f| test_module_files(f)).collect();
    out.retain(|f| !test_modules.contains(f));
    out.sort();
    out
}

/// The files of the modules `file` declares `#[cfg(test)] mod x;`: `x.rs`
/// next to it (`mod.rs`, `lib.rs`, `main.rs`) or in its own folder.
fn test_module_files(file: &Path) -> Vec<PathBuf> {
    let Ok(text) = std::fs::read_to_string(file) else {
        return Vec::new();
    };
    let Some(parent) = file.parent() else {
        return Vec::new();
    };
    let stem = file.file_stem().unwrap_or_default().to_string_lossy();
    let dir = if ["mod", "lib", "main"].contains(&stem.as_ref()) {
        parent.to_path_buf()
    } else {
        parent.join(stem.as_ref())
    };
    text.split("#[cfg(test)]\nmod ")
        .skip(1)
        .filter_map(|rest| {
            let name = rest.split(';').next()?;
            (!name.contains('{') && !name.contains('\n')).then(|| dir.join(format!("{name}.rs")))
        })
        .collect()
}

/// What the scans read of a source file: its code without comments and
/// without its test module, and its string literals.
struct Scanned {
    code: String,
    literals: Vec<String>,
}

/// Splits Rust (or C-like, with `#` comments for Python) source into code
/// and string literals; comments are dropped. Raw strings, escapes, char
/// literals and lifetimes are told apart.
fn scan(text: &str, python: bool) -> Scanned {
    let text = without_test_modules(text);
    let chars: Vec<char> = text.chars().collect();
    let (mut code, mut literals) = (String::new(), Vec::new());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if (!python && c == '/' && next == Some('/')) || (python && c == '#') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if !python && c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if !python
            && c == 'r'
            && matches!(next, Some('"' | '#'))
            && !word(chars.get(i.wrapping_sub(1)))
        {
            // r"…" or r#"…"#
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                code.push(c);
                i += 1;
                continue;
            }
            let start = j + 1;
            let mut k = start;
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            while k < chars.len() && !chars[k..].iter().collect::<String>().starts_with(&close) {
                k += 1;
            }
            literals.push(chars[start..k.min(chars.len())].iter().collect());
            code.push_str("\"\"");
            i = k + close.len();
        } else if c == '"' {
            let mut literal = String::new();
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    literal.push(chars[i]);
                    i += 1;
                }
                if let Some(&ch) = chars.get(i) {
                    literal.push(ch);
                }
                i += 1;
            }
            literals.push(literal);
            code.push_str("\"\"");
            i += 1;
        } else if !python && c == '\'' {
            // '"' and '\'' are chars; 'a is a lifetime.
            if next == Some('\\') {
                let end = (i + 2..chars.len())
                    .find(|&k| chars[k] == '\'')
                    .unwrap_or(i + 2);
                i = end + 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                code.push(c);
                i += 1;
            }
        } else {
            code.push(c);
            i += 1;
        }
    }
    Scanned { code, literals }
}

/// `text` without its `#[cfg(test)] mod …` items: a `mod x;` line, or a
/// `mod x { … }` block (braces counted).
fn without_test_modules(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]\nmod ") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let end = match (item.find(';'), item.find('{')) {
            (Some(semi), Some(open)) if semi < open => semi + 1,
            (Some(semi), None) => semi + 1,
            (_, Some(open)) => {
                let mut depth = 0;
                let mut end = item.len();
                for (i, c) in item[open..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = open + i + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (None, None) => item.len(),
        };
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

fn word(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Whether `text` holds `name` as a whole word (no identifier character or
/// `.` on either side: `bir.dma` is not in `bir.dma_copy`).
fn holds_word(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        !word(before.as_ref()) && before != Some('.') && !word(after.as_ref())
    })
}

#[test]
fn the_scanner_sees_literals_not_comments() {
    let s = scan(
        "// \"bir.func\"\nlet a = \"x\\\"y\"; let c = '\"'; fn f<'a>() {} r#\"z\"#; /* \"w\" */\n#[cfg(test)]\nmod tests { \"t\" { } }\n#[cfg(test)]\nmod more;\n\"after\"",
        false,
    );
    assert_eq!(s.literals, vec!["x\\\"y", "z", "after"]);
    assert!(!s.code.contains("bir.func"));
    assert!(holds_word("a 'bir.dma' op", "bir.dma"));
    assert!(!holds_word("bir.dma_copy", "bir.dma"));
}

/// A module declared `#[cfg(test)] mod x;` is test code: its file is not
/// scanned (the klr text reference the tests compare with), its siblings are.
#[test]
fn test_modules_are_left_out() {
    let klr = sources(&repo().join("dialects/src/klr"), &["rs"]);
    assert!(klr.iter().any(|f| f.ends_with("klr/convert.rs")));
    assert!(!klr.iter().any(|f| f.ends_with("klr/text_reference.rs")));
    assert!(!klr.iter().any(|f| f.ends_with("klr/verify/tests.rs")));
}

/// Literals that spell an attribute name of the ODS but do not name an IR
/// attribute: fields of the KLR file model (`nki_formats::klr`, the tree
/// the KLR→BIR codegen and the allocator's liveness walk, which has the
/// same field names as the klr attributes mirroring it) and members of BIR
/// JSON documents (`nki_formats::bir_json`). (file, literal, what it is).
const NOT_IR: &[(&str, &[&str], &str)] = &[
    (
        "passes/src/klr_allocate_memory/liveness.rs",
        &["dst"],
        "a KLR operator field",
    ),
    (
        "passes/src/klr_to_bir/collectives.rs",
        &["kind"],
        "a BIR JSON expression member",
    ),
    (
        "passes/src/klr_to_bir/matmul.rs",
        &["stationary", "moving"],
        "KLR operator fields",
    ),
    (
        "passes/src/klr_to_bir/samples.rs",
        &["dst", "numElemPerIdx"],
        "KLR operator fields",
    ),
    (
        "passes/src/klr_to_bir/mod.rs",
        &[
            "on_true",
            "on_false",
            "target",
            "start_tensor_calc",
            "stop_tensor_calc",
            "constant",
        ],
        "BIR JSON instruction members",
    ),
    (
        "passes/src/translate_nki_ast_to_bir/from_klr.rs",
        &["enable_device_dump"],
        "a BIR JSON function member",
    ),
    ("memory-map/src/model.rs", &["constant"], "a legend label"),
    (
        "interp/src/memory.rs",
        &["dims", "addr", "bank", "base", "size"],
        "BIR JSON memory location members (and the memories' size) in overflow messages",
    ),
    (
        "interp/src/timeline/trace.rs",
        &["name", "opcode"],
        "Trace Event Format keys",
    ),
    (
        "interp/src/timeline/report.rs",
        &["opcode"],
        "a column heading of the timeline summary",
    ),
    (
        "dialects/src/klr_file.rs",
        &["inputs", "outputs"],
        "labels of the `.klr` file summary (KLR kernel fields)",
    ),
    (
        "dialects/src/klr/convert.rs",
        &["op"],
        "the field of KLR's Operator constructors (file model)",
    ),
    (
        "dialects/src/klr/verify/value.rs",
        &["name", "dtype"],
        "parameters of `#klr.tensor_name` (KLR fields), not op attributes",
    ),
    (
        "dialects/src/bir/verify.rs",
        &["stationary", "moving", "bias", "scale"],
        "operand roles a diagnostic names",
    ),
    (
        "dialects/src/bir/convert/read_attr.rs",
        &["dtype", "imm_value"],
        "a parameter and a mnemonic of the `#bir.*` argument attributes, not op attributes",
    ),
    (
        "dialects/src/bir/convert/export.rs",
        &["dtype"],
        "a parameter of the `#bir.*` argument attributes, not an op attribute",
    ),
    (
        "dialects/src/bir/convert/export.rs",
        &["kind"],
        "a BIR JSON argument member",
    ),
    (
        "dialects/src/bir/convert/attr.rs",
        &["kind"],
        "a BIR JSON argument member",
    ),
    (
        "dialects/src/bir/convert/mod.rs",
        &["func"],
        "IT55's BIR JSON member for its callee",
    ),
    (
        "python/src/errors.rs",
        &["file"],
        "a key of the Python diagnostic dicts and exception attributes",
    ),
];

/// The hand-written library sources, which read and build IR through the
/// generated views and names only. Not yet here: `interp/src` (being
/// rewritten); `dialects/formats` and `dialects/ods` hold the file formats'
/// member names and the generators.
const LIBRARY: &[&str] = &[
    "passes/src",
    "memory-map/src",
    "dialects/src",
    "src",
    "tools/src",
    "plugin/src",
    "python/src",
    "interp/src",
];

/// Every string literal of the library code that is an op name, an
/// attribute name the ODS declares, or that spells an op name inside it
/// (`"'bir.bir_kernel' op …"`), with where it is.
#[test]
fn library_spells_no_op_or_attribute_name() {
    let root = repo();
    let ops: Vec<&str> = BIR_OPS.iter().chain(KLR_OPS).copied().collect();
    let attributes: Vec<&str> = BIR_ATTRIBUTES
        .iter()
        .chain(KLR_ATTRIBUTES)
        .copied()
        .collect();
    assert!(ops.contains(&"bir.matmult") && attributes.contains(&"bir.bank_window"));
    let mut found = Vec::new();
    let mut exempted = std::collections::HashSet::new();
    let files: Vec<PathBuf> = LIBRARY
        .iter()
        .flat_map(|dir| sources(&root.join(dir), &["rs"]))
        .collect();
    assert!(files.len() > 100, "the library's sources are found");
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        for literal in scan(&text, false).literals {
            let shown = file
                .strip_prefix(&root)
                .unwrap_or(&file)
                .display()
                .to_string();
            let op = ops.iter().find(|op| holds_word(&literal, op));
            let exempt = NOT_IR
                .iter()
                .any(|(f, l, _)| shown == *f && l.contains(&literal.as_str()));
            if exempt {
                exempted.insert((shown.clone(), literal.clone()));
            }
            let attribute = attributes.contains(&literal.as_str()) && !exempt;
            if op.is_some() || attribute {
                found.push(format!("{shown}: \"{literal}\""));
            }
        }
    }
    assert!(
        found.is_empty(),
        "op or attribute names spelled by hand (use the names generated from the ODS: nki_dialects::bir::ops, nki_dialects::klr::ops):\n{}",
        found.join("\n")
    );
    // The exemptions stay as small as the code: each one is still needed.
    let stale: Vec<String> = NOT_IR
        .iter()
        .flat_map(|(f, literals, _)| literals.iter().map(move |l| (*f, *l)))
        .filter(|(f, l)| !exempted.contains(&((*f).to_owned(), (*l).to_owned())))
        .map(|(f, l)| format!("{f}: \"{l}\""))
        .collect();
    assert!(
        stale.is_empty(),
        "NOT_IR lists literals its files no longer hold:\n{}",
        stale.join("\n")
    );
}

/// An op whose naming sites are counted: dialect, mnemonic, C++ class,
/// its Rust name (the view, `OpClass` variant, decoded `Op` variant and
/// `inst` type of a bir op; the `OpClass` variant of a klr op), and its name
/// in the file format (the BIR JSON opcode, the KLR operator tag).
struct Counted {
    dialect: &'static str,
    mnemonic: &'static str,
    class: &'static str,
    rust: &'static str,
    format: &'static str,
}

/// Whether the scanned file names the op: its full name (in code or a
/// literal), its C++ class, melior's builder (`<Class>eration`), its Rust
/// name (a bir op's in a path: `OpClass::X`, `Op::X`, `inst::X`,
/// `ops::X`, `X::`, so that `Engine::Dma` is not the `bir.dma` view; a klr
/// op's payload type as a word), or a literal that is its mnemonic (the ODS
/// definition) or its format name (an opcode row). The other dialect's ODS
/// folder (`place`) is searched for neither literal: `"dma"` there is a KLR
/// engine.
fn names_op(op: &Counted, scanned: &Scanned, place: &str) -> bool {
    let full = format!("{}.{}", op.dialect, op.mnemonic);
    let builder = format!("{}eration", op.class);
    let mut words = vec![full.clone(), op.class.to_owned(), builder];
    if op.dialect == "bir" {
        for path in ["OpClass", "Op", "inst", "ops"] {
            words.push(format!("{path}::{}", op.rust));
        }
        words.push(format!("{}::", op.rust));
    } else {
        words.push(op.rust.to_owned());
    }
    let other_ods = place.starts_with("dialects/") && !place.ends_with(op.dialect);
    words.iter().any(|w| holds_word(&scanned.code, w))
        || scanned
            .literals
            .iter()
            .any(|l| holds_word(l, &full) || (!other_ods && (l == op.mnemonic || l == op.format)))
}

/// The place a source file belongs to: its module folder under a crate's
/// `src/` (`passes/src/klr_to_bir`), a crate's top-level source file, or
/// the folder of ODS and C++ files (`dialects/bir`). The lowering in five
/// files of `klr_to_bir` is one place; the interpreter's semantics and its
/// timeline are two.
fn place(file: &str) -> String {
    let parts: Vec<&str> = file.split('/').collect();
    match parts.iter().position(|p| *p == "src") {
        Some(at) if parts.len() > at + 2 => parts[..at + 2].join("/"),
        Some(_) => file.to_owned(),
        None => parts[..parts.len() - 1].join("/"),
    }
}

/// Three frequent ops of each dialect are each named in at most five
/// places (ODS, C++, Rust, Python; see [`place`]), generated output, tests,
/// benches, documentation and comments left out. The places are printed
/// (`--nocapture`).
#[test]
fn frequent_ops_are_named_in_few_files() {
    const LIMIT: usize = 5;
    let ops = [
        Counted {
            dialect: "bir",
            mnemonic: "matmult",
            class: "MatmultOp",
            rust: "Matmult",
            format: "Matmult",
        },
        Counted {
            dialect: "bir",
            mnemonic: "activation",
            class: "ActivationOp",
            rust: "Activation",
            format: "Activation",
        },
        Counted {
            dialect: "bir",
            mnemonic: "tensor_tensor",
            class: "TensorTensorOp",
            rust: "TensorTensor",
            format: "TensorTensor",
        },
        Counted {
            dialect: "klr",
            mnemonic: "nc_activate",
            class: "NcActivateOp",
            rust: "NcActivate",
            format: "ncActivate",
        },
        Counted {
            dialect: "klr",
            mnemonic: "nc_mat_mul",
            class: "NcMatMulOp",
            rust: "NcMatMul",
            format: "ncMatMul",
        },
        // Not klr.tensor_tensor: its Rust name is bir.tensor_tensor's too,
        // so a text search cannot tell whose it is.
        Counted {
            dialect: "klr",
            mnemonic: "nc_dma_copy",
            class: "NcDmaCopyOp",
            rust: "NcDmaCopy",
            format: "ncDmaCopy",
        },
    ];
    let root = repo();
    let files = sources(&root, &["td", "cpp", "h", "rs", "py"]);
    assert!(files.len() > 100, "the repository's sources are found");
    let scanned: Vec<(String, Scanned)> = files
        .iter()
        .map(|file| {
            let text = std::fs::read_to_string(file).expect("a source file reads");
            let python = file.extension().is_some_and(|e| e == "py");
            let shown = file
                .strip_prefix(&root)
                .unwrap_or(file)
                .display()
                .to_string();
            (shown, scan(&text, python))
        })
        .collect();
    let mut over = Vec::new();
    for op in &ops {
        let full = format!("{}.{}", op.dialect, op.mnemonic);
        let known = if op.dialect == "bir" {
            BIR_OPS
        } else {
            KLR_OPS
        };
        assert!(known.contains(&full.as_str()), "{full} is an op of the ODS");
        let mut naming: Vec<String> = scanned
            .iter()
            .map(|(f, s)| (place(f), s))
            .filter(|(p, s)| names_op(op, s, p))
            .map(|(p, _)| p)
            .collect();
        naming.dedup();
        println!("{full}: {} place(s): {}", naming.len(), naming.join(", "));
        assert!(!naming.is_empty(), "{full}: its definition is found");
        if naming.len() > LIMIT {
            over.push(format!(
                "{full} is named in {} places: {}",
                naming.len(),
                naming.join(", ")
            ));
        }
    }
    assert!(over.is_empty(), "{}", over.join("\n"));
}

/// The dtype table is defined once, in dialects/dtype/Dtype.td (spelling,
/// wire code, format, size, NumPy spelling per dtype; generated into
/// `nki_formats::klr::Dtype`): no other source file spells more than two
/// dtypes in string literals (KLR / BIR spellings or NumPy's), as a second
/// table of names, sizes or NumPy dtypes would. Tests, generated output and
/// documentation are left out.
#[test]
fn dtypes_are_spelled_in_one_table() {
    const DEFINITION: &str = "dialects/dtype/Dtype.td";
    const LIMIT: usize = 2;
    let spellings: std::collections::BTreeSet<&str> = nki_formats::klr::Dtype::ALL
        .iter()
        .flat_map(|d| [Some(d.name()), d.numpy_name()])
        .flatten()
        .collect();
    assert!(spellings.contains("float8_e4m3fn") && spellings.contains("float8_e5m2"));
    let root = repo();
    let files: Vec<PathBuf> = sources(&root, &["td", "cpp", "h", "rs", "py"])
        .into_iter()
        .filter(|f| {
            let name = f.file_name().unwrap_or_default().to_string_lossy();
            !name.starts_with("tests_")
        })
        .collect();
    let mut definition = false;
    let mut tables = Vec::new();
    for file in &files {
        let shown = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        if shown == DEFINITION {
            definition = true;
            continue;
        }
        let text = std::fs::read_to_string(file).expect("a source file reads");
        let python = file.extension().is_some_and(|e| e == "py");
        let scanned = scan(&text, python);
        // Python's '…' strings stay in the code the scanner gives.
        let named: Vec<&str> = spellings
            .iter()
            .copied()
            .filter(|s| {
                scanned.literals.iter().any(|l| l == s)
                    || (python && scanned.code.contains(&format!("'{s}'")))
            })
            .collect();
        if named.len() > LIMIT {
            tables.push(format!("{shown}: {}", named.join(", ")));
        }
    }
    assert!(definition, "{DEFINITION} is found");
    assert!(
        tables.is_empty(),
        "a second dtype table (read the facts from nki_formats::klr::Dtype, generated from {DEFINITION}):\n{}",
        tables.join("\n")
    );
}
