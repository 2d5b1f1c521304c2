//! A guard in front of MLIR's parser: it recurses once per level of brackets
//! (attributes, types, regions) with no limit of its own, so a few thousand
//! levels overflow the stack and kill the process (`[[[[…]]]]` 20,000 deep
//! crashes `mlir-opt` itself). Text is scanned first; nesting deeper than
//! [`MAX_NESTING`] is reported at the bracket that crosses the limit.
//!
//! The scan is lexical and conservative: `(`, `[`, `{`, `<` open, their
//! partners close (a `>` of `->` does not), string literals and `//` comments
//! are skipped. Real IR nests a few dozen levels.
//!
//! MLIR's affine-expression parser also recurses once per unary minus:
//! `affine_map<(d0) -> (------…d0)>` with 20,000 of them overflows the stack
//! (mlir-opt segfaults). A run of `-` (spaces and brackets between them
//! allowed, until the next operand) counts as that many levels on top of
//! the brackets around it.

/// What nests too deep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nesting {
    Brackets,
    UnaryMinus,
}

impl Nesting {
    /// The error message for nesting past `limit`.
    pub fn message(self, limit: usize) -> String {
        match self {
            Nesting::Brackets => format!("brackets nest deeper than {limit} levels"),
            Nesting::UnaryMinus => {
                format!("unary minus signs and brackets nest deeper than {limit} levels")
            }
        }
    }
}

/// The deepest bracket nesting handed to MLIR's parser (it overflows an 8 MiB
/// stack somewhere near 10,000).
pub const MAX_NESTING: usize = 1000;

/// The 1-based line and column of the first bracket (or unary minus)
/// nesting deeper than `limit`, if any, and which it is.
pub fn too_deep(text: &str, limit: usize) -> Option<(usize, usize, Nesting)> {
    let bytes = text.as_bytes();
    let (mut depth, mut line, mut line_start) = (0usize, 1usize, 0usize);
    // Unary minus signs since the last operand.
    let mut minus = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
            }
            b' ' | b'\t' | b'\r' => {}
            b'-' if bytes.get(i + 1) != Some(&b'>') => {
                minus += 1;
                if depth + minus > limit {
                    let column = text[line_start..i].chars().count() + 1;
                    return Some((line, column, Nesting::UnaryMinus));
                }
            }
            b'"' => {
                minus = 0;
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
                    return Some((line, column, Nesting::Brackets));
                }
            }
            b'>' if i > 0 && bytes[i - 1] == b'-' => minus = 0,
            b')' | b']' | b'}' | b'>' => {
                depth = depth.saturating_sub(1);
                minus = 0;
            }
            _ => minus = 0,
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{too_deep, Nesting};

    #[test]
    fn finds_the_bracket_past_the_limit() {
        assert_eq!(too_deep("[[[]]]", 3), None);
        assert_eq!(too_deep("x\n [[[[]]]]", 3), Some((2, 5, Nesting::Brackets)));
        assert_eq!(
            too_deep(&"{(".repeat(100_000), 1000),
            Some((1, 1001, Nesting::Brackets))
        );
    }

    #[test]
    fn arrows_strings_and_comments_do_not_count() {
        assert_eq!(too_deep("(a) -> (b) -> (c)", 1), None);
        assert_eq!(too_deep("\"[[[[\\\"[[\" // [[[[\n[]", 1), None);
        assert_eq!(too_deep("<<<", 2), Some((1, 3, Nesting::Brackets)));
    }

    #[test]
    fn unary_minus_runs_count_on_top_of_brackets() {
        let map = |n: usize| format!("#m = affine_map<(d0) -> ({}d0)>", "-".repeat(n));
        assert_eq!(too_deep(&map(990), 1000), None);
        // Two brackets are open at the run: the 999th minus crosses 1000.
        assert_eq!(
            too_deep(&map(20_000), 1000),
            Some((1, 26 + 998, Nesting::UnaryMinus))
        );
        // Spaces and brackets do not end a run; an operand does.
        assert_eq!(
            too_deep("- - (-(- d0))", 3),
            Some((1, 6, Nesting::UnaryMinus))
        );
        assert_eq!(too_deep(&"-1 ".repeat(5000), 3), None);
        assert_eq!(too_deep(&"a - b -> c // ----------\n".repeat(100), 3), None);
    }
}
