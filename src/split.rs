//! `--split-input-file`: cut a buffer at marker lines into chunks that are
//! processed independently. Each chunk keeps its original line numbers (it is
//! preceded by as many newlines as lines came before it), so diagnostics and
//! `expected-*` offsets point into the original file, as in mlir-opt.

/// The default marker line, as mlir-opt's.
pub const DEFAULT_MARKER: &str = "// -----";

/// One chunk of a split buffer, padded to its original line numbers.
pub struct Chunk {
    pub text: String,
}

/// Splits `text` at every line that starts with `marker`.
pub fn split_input(text: &str, marker: &str) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut line_no = 0usize;
    for line in text.split_inclusive('\n') {
        line_no += 1;
        if line.starts_with(marker) {
            chunks.push(Chunk {
                text: std::mem::take(&mut current),
            });
            current = "\n".repeat(line_no);
        } else {
            current.push_str(line);
        }
    }
    chunks.push(Chunk { text: current });
    chunks
}

/// The text placed between the outputs of consecutive chunks.
pub fn output_separator(marker: &str) -> String {
    format!("{marker}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_keep_line_numbers() {
        let chunks = split_input("a\nb\n// -----\nc\n// ----- tail\nd", DEFAULT_MARKER);
        let texts: Vec<_> = chunks.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts, ["a\nb\n", "\n\n\nc\n", "\n\n\n\n\nd"]);
    }

    #[test]
    fn no_marker_is_one_chunk() {
        assert_eq!(split_input("x\n", DEFAULT_MARKER).len(), 1);
    }
}
