//! The opcode table of docs/bir-json-format.md §7.1 says what the opcode
//! table generated from the ODS (`opcodes::OPCODES`) says: the same members,
//! optional where the ODS has them optional, and the same format default
//! (`m?: T = d`) where the ODS records one (`BIR_OptionalAttr`), so that the
//! document and the one definition cannot drift apart.

use std::collections::BTreeMap;

use nki_formats::bir_json::opcodes::{lookup, Member, OPCODES};
use serde_json::Value;

/// What the document says of one member.
#[derive(Debug, PartialEq)]
enum Said {
    Required,
    /// `m?: T = null`: the format leaves the absent value open.
    Open,
    /// `m?: T = d` with `d` JSON.
    Default(Value),
    /// `m?: T = d` with `d` not JSON: the model's default is named by its
    /// type only (`[QAE, QAE]`), QAE being a stub (§6.2); no value to record.
    Unstated(String),
}

/// One row of the table: the class it extends and its own members.
struct Row {
    extends: Option<String>,
    members: Vec<(String, Said)>,
}

fn table() -> BTreeMap<String, Row> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/bir-json-format.md");
    let doc = std::fs::read_to_string(path).expect("the format document");
    let start = doc.find("### 7.1").expect("§7.1");
    let end = doc[start..].find("### 7.2").expect("§7.2") + start;
    let mut rows = BTreeMap::new();
    for line in doc[start..end].lines() {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        if cells.len() != 5 || !cells[0].chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let opcode = cells[1].trim_matches('`').to_owned();
        let extends = (cells[2] != "—").then(|| cells[2].to_owned());
        let members = match cells[3] {
            "—" => vec![],
            list => list.split("; ").map(|e| entry(&opcode, e)).collect(),
        };
        rows.insert(opcode, Row { extends, members });
    }
    rows
}

/// `` `m`: T ``, `` `m`: T (writer default 0) `` or `` `m`?: T = d ``.
fn entry(opcode: &str, text: &str) -> (String, Said) {
    let rest = text
        .strip_prefix('`')
        .unwrap_or_else(|| unreadable(opcode, text));
    let (name, rest) = rest
        .split_once('`')
        .unwrap_or_else(|| unreadable(opcode, text));
    let said = match rest.strip_prefix("?: ") {
        None if rest.starts_with(": ") => Said::Required,
        None => unreadable(opcode, text),
        Some(typed) => {
            let (ty, d) = typed
                .rsplit_once(" = ")
                .unwrap_or_else(|| unreadable(opcode, text));
            match serde_json::from_str::<Value>(d) {
                Ok(Value::Null) => Said::Open,
                Ok(v) => Said::Default(v),
                Err(_) => Said::Unstated(ty.to_owned()),
            }
        }
    };
    (name.to_owned(), said)
}

fn unreadable<T>(opcode: &str, text: &str) -> T {
    panic!("{opcode}: cannot read the member entry {text:?}")
}

/// What the ODS says of `m`.
fn recorded(m: &Member) -> Said {
    match (m.optional, m.default) {
        (false, _) => Said::Required,
        (true, None) => Said::Open,
        (true, Some(text)) => Said::Default(serde_json::from_str(text).expect("JSON")),
    }
}

#[test]
fn the_documented_members_and_defaults_are_the_ods_ones() {
    let rows = table();
    assert_eq!(rows.len(), OPCODES.len(), "one row per opcode of the model");
    let mut defaults = 0;
    for (opcode, row) in &rows {
        let ods = lookup(opcode).unwrap_or_else(|| panic!("{opcode}: not an ODS opcode"));
        // An opcode has its parent's members first (the parent's own row).
        let parent = row.extends.as_ref().map(|p| &rows[p].members);
        let documented: Vec<&(String, Said)> =
            parent.into_iter().flatten().chain(&row.members).collect();
        let names: Vec<&str> = documented.iter().map(|(n, _)| n.as_str()).collect();
        let ods_names: Vec<&str> = ods.members.iter().map(|m| m.name).collect();
        // The ODS may go on with members the model lacks (the carriers'
        // of §9.4), which the document lists there; they have no default.
        assert_eq!(
            names,
            ods_names[..names.len().min(ods_names.len())],
            "{opcode}: the members"
        );
        for m in &ods.members[names.len()..] {
            assert_eq!(
                m.default, None,
                "{opcode}.{}: a default §7.1 does not list",
                m.name
            );
        }
        for ((name, said), m) in documented.into_iter().zip(ods.members) {
            match said {
                Said::Unstated(ty) => {
                    assert!(ty.contains("QAE"), "{opcode}.{name}: default is not JSON");
                    assert_eq!(recorded(m), Said::Open, "{opcode}.{name}");
                }
                said => assert_eq!(&recorded(m), said, "{opcode}.{name}"),
            }
            defaults += usize::from(m.default.is_some());
        }
    }
    // The check compares something: the ODS records defaults.
    assert!(defaults > 90, "{defaults} defaults");
}
