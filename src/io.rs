//! File I/O for the tools: inputs from a file or stdin, outputs written
//! atomically (a temporary file beside the target, renamed into place) so a
//! failed run never leaves a half-written file behind.

use std::{
    fs,
    io::{self, Read, Write},
    path::Path,
};

/// An input as read: its display name (as locations will name it) and bytes.
pub struct Input {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Reads `path`, or stdin for `-`. The error is one line naming the file.
pub fn read_input(path: &str) -> Result<Input, String> {
    if path == "-" {
        let mut bytes = Vec::new();
        io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("<stdin>: error: could not read standard input: {e}"))?;
        return Ok(Input {
            name: "<stdin>".into(),
            bytes,
        });
    }
    let meta = fs::metadata(path)
        .map_err(|e| format!("{path}: error: could not open input file: {}", describe(&e)))?;
    if meta.is_dir() {
        return Err(format!(
            "{path}: error: could not open input file: it is a directory"
        ));
    }
    let bytes = fs::read(path)
        .map_err(|e| format!("{path}: error: could not read input file: {}", describe(&e)))?;
    Ok(Input {
        name: path.to_owned(),
        bytes,
    })
}

/// The text of an input that must be UTF-8 (MLIR source), or an error at the
/// first bad byte.
pub fn input_text(input: &Input) -> Result<&str, String> {
    std::str::from_utf8(&input.bytes).map_err(|e| {
        let offset = e.valid_up_to();
        let before = &input.bytes[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = offset
            - before
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1)
            + 1;
        format!(
            "{}:{line}:{column}: error: input is not valid UTF-8 text (byte {offset})",
            input.name
        )
    })
}

/// Writes `bytes` to `path` (stdout for `-`). A file is replaced atomically.
pub fn write_output(path: &str, bytes: &[u8]) -> Result<(), String> {
    if path == "-" {
        let mut out = io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|()| out.flush())
            .map_err(|e| format!("<stdout>: error: could not write output: {}", describe(&e)));
    }
    let target = Path::new(path);
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let fail = |e: io::Error| {
        format!(
            "{path}: error: could not write output file: {}",
            describe(&e)
        )
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".nki-out-")
        .tempfile_in(dir)
        .map_err(fail)?;
    tmp.write_all(bytes)
        .and_then(|()| tmp.flush())
        .map_err(fail)?;
    tmp.persist(target).map_err(|e| fail(e.error))?;
    Ok(())
}

/// An I/O error without Rust's "(os error N)" suffix.
fn describe(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file or directory".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => {
            let text = e.to_string();
            match text.find(" (os error") {
                Some(i) => text[..i].to_owned(),
                None => text,
            }
        }
    }
}
