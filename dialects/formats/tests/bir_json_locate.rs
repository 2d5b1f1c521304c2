//! Schema errors point into the file: `locate` finds the line and column of
//! the value a member path names.

use nki_formats::bir_json::{locate, read_bir_json, BirJsonError};

const TEXT: &str = "{\n  \"arch\": \"gen3\",\n  \"a\": {\"b,\": [1, {\"c\": [[]]}, \"x\\\"]\"]},\n  \"d\": [ 5 ,\n 6 ]\n}";

#[test]
fn finds_members_and_elements() {
    assert_eq!(locate(TEXT, "$"), Some((1, 1)));
    assert_eq!(locate(TEXT, "$.arch"), Some((2, 11)));
    assert_eq!(locate(TEXT, "$.a"), Some((3, 8)));
    assert_eq!(locate(TEXT, "$.a.b,"), Some((3, 15)));
    assert_eq!(locate(TEXT, "$.a.b,[1].c[0]"), Some((3, 26)));
    assert_eq!(locate(TEXT, "$.d[1]"), Some((5, 2)));
    assert_eq!(locate(TEXT, "$.d[2]"), None);
    assert_eq!(locate(TEXT, "$.missing"), None);
}

#[test]
fn schema_errors_are_located() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../test/bad-inputs/Inputs/bir/addr_string.json"),
    )
    .unwrap();
    let Err(BirJsonError::Schema { path, .. }) = read_bir_json(&text) else {
        panic!("a schema error");
    };
    let (line, column) = locate(&text, &path).unwrap();
    let line_text = text.lines().nth(line - 1).unwrap();
    assert!(line_text[column - 1..].starts_with("\"0\""), "{line_text}");
}
