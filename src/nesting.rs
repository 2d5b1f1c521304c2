//! A guard in front of MLIR's parser: it recurses once per level of brackets
//! (attributes, types, regions) with no limit of its own, so a few thousand
//! levels overflow the stack and kill the process (`[[[[…]]]]` 20,000 deep
//! crashes `mlir-opt` itself). Text is scanned first; nesting deeper than
//! [`MAX_NESTING`] is reported at the bracket that crosses the limit.
//!
//! The scan is lexical and conservative: `(`, `[`, `{`, `<` open, their
//! partners close (a `>` of `->` does not), string literals and `//` comments
//! are skipped. Real IR nests a few dozen levels.

/// The deepest bracket nesting handed to MLIR's parser (it overflows an 8 MiB
/// stack somewhere near 10,000).
pub const MAX_NESTING: usize = 1000;

/// The 1-based line and column of the first bracket nesting deeper than
/// `limit`, if any.
pub fn too_deep(text: &str, limit: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let (mut depth, mut line, mut line_start) = (0usize, 1usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                // Past the closing quote; a newline that cut the string short
                // is counted by the loop.
                if i < bytes.len() && bytes[i] == b'"' {
                    i += 1;
                }
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'(' | b'[' | b'{' | b'<' => {
                depth += 1;
                if depth > limit {
                    let column = text[line_start..i].chars().count() + 1;
                    return Some((line, column));
                }
            }
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::too_deep;

    #[test]
    fn finds_the_bracket_past_the_limit() {
        assert_eq!(too_deep("[[[]]]", 3), None);
        assert_eq!(too_deep("x\n [[[[]]]]", 3), Some((2, 5)));
        assert_eq!(too_deep(&"{(".repeat(100_000), 1000), Some((1, 1001)));
    }

    #[test]
    fn arrows_strings_and_comments_do_not_count() {
        assert_eq!(too_deep("(a) -> (b) -> (c)", 1), None);
        assert_eq!(too_deep("\"[[[[\\\"[[\" // [[[[\n[]", 1), None);
        assert_eq!(too_deep("<<<", 2), Some((1, 3)));
    }
}
