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

/// [`too_deep`]'s rules on text that arrives in pieces (a module being
/// printed), without positions: so that a tool refuses to write what it
/// would refuse to read (docs/reliability.md, round 2).
#[derive(Debug, Default)]
pub struct Scanner {
    depth: usize,
    minus: usize,
    mode: Mode,
    /// A `-` seen, not yet known to start `->`.
    pending_minus: bool,
    /// A `/` seen, not yet known to start `//`.
    pending_slash: bool,
    prev: u8,
}

#[derive(Debug, Default, PartialEq, Eq)]
enum Mode {
    #[default]
    Code,
    String,
    /// After a backslash in a string.
    Escape,
    Comment,
}

impl Scanner {
    /// Scans `bytes`; the first nesting past `limit`, if any (the scanner
    /// is then spent).
    pub fn feed(&mut self, bytes: &[u8], limit: usize) -> Option<Nesting> {
        let mut i = 0;
        while i < bytes.len() {
            // Most of a module's text is names, numbers, spaces, brackets and
            // string contents: they are taken in a tight loop, and only the
            // bytes whose effect depends on their neighbours (`-`, `>`, `/`,
            // `"`) go through `byte` (printing passed every byte through it:
            // 7% of a pipeline's instructions).
            if !self.pending_minus && !self.pending_slash {
                let start = i;
                let found;
                (i, found) = self.skip_plain(bytes, i, limit);
                if i > start {
                    self.prev = bytes[i - 1];
                }
                if found.is_some() {
                    return found;
                }
                if i == bytes.len() {
                    return None;
                }
            }
            if let Some(found) = self.byte(bytes[i], limit) {
                return Some(found);
            }
            i += 1;
        }
        None
    }

    /// Takes the bytes from `i` on as [`Self::byte`] would, up to the first
    /// one it must see itself (no `-` or `/` pending): in code `-`, `>`,
    /// `"` or `/`; in a string `"`, a backslash or a newline; in a comment a
    /// newline. Returns where it stopped (past the bracket that nests too
    /// deep, when one does).
    fn skip_plain(&mut self, bytes: &[u8], mut i: usize, limit: usize) -> (usize, Option<Nesting>) {
        match self.mode {
            Mode::Code => {
                let (mut depth, mut minus) = (self.depth, self.minus);
                loop {
                    // Spaces and operand bytes: only an operand ending a run
                    // of minus signs matters, and minus signs are rare.
                    let rest = &bytes[i..];
                    let run = rest
                        .iter()
                        .position(|&b| CODE_CLASS[usize::from(b)] > OPERAND)
                        .unwrap_or(rest.len());
                    if minus > 0
                        && rest[..run]
                            .iter()
                            .any(|&b| CODE_CLASS[usize::from(b)] == OPERAND)
                    {
                        minus = 0;
                    }
                    i += run;
                    match bytes.get(i).map(|&b| CODE_CLASS[usize::from(b)]) {
                        Some(OPEN) => {
                            depth += 1;
                            if depth > limit {
                                (self.depth, self.minus) = (depth, minus);
                                return (i + 1, Some(Nesting::Brackets));
                            }
                        }
                        Some(CLOSE) => {
                            depth = depth.saturating_sub(1);
                            minus = 0;
                        }
                        _ => break,
                    }
                    i += 1;
                }
                (self.depth, self.minus) = (depth, minus);
                return (i, None);
            }
            Mode::String => {
                while bytes
                    .get(i)
                    .is_some_and(|b| !matches!(b, b'"' | b'\\' | b'\n'))
                {
                    i += 1;
                }
            }
            Mode::Comment => {
                while bytes.get(i).is_some_and(|&b| b != b'\n') {
                    i += 1;
                }
            }
            Mode::Escape => {}
        }
        (i, None)
    }

    /// The end of the text: a `-` left pending counts.
    pub fn finish(&mut self, limit: usize) -> Option<Nesting> {
        if std::mem::take(&mut self.pending_minus) {
            return self.count_minus(limit);
        }
        None
    }

    fn count_minus(&mut self, limit: usize) -> Option<Nesting> {
        self.minus += 1;
        (self.depth + self.minus > limit).then_some(Nesting::UnaryMinus)
    }

    fn byte(&mut self, b: u8, limit: usize) -> Option<Nesting> {
        match self.mode {
            Mode::String => {
                match b {
                    b'\\' => self.mode = Mode::Escape,
                    b'"' => self.mode = Mode::Code,
                    // A newline ends a string cut short; it is code again.
                    b'\n' => self.mode = Mode::Code,
                    _ => {}
                }
                self.prev = b;
                return None;
            }
            Mode::Escape => {
                self.mode = Mode::String;
                self.prev = b;
                return None;
            }
            Mode::Comment => {
                if b == b'\n' {
                    self.mode = Mode::Code;
                }
                self.prev = b;
                return None;
            }
            Mode::Code => {}
        }
        if std::mem::take(&mut self.pending_minus) && b != b'>' {
            if let Some(found) = self.count_minus(limit) {
                return Some(found);
            }
        }
        if std::mem::take(&mut self.pending_slash) {
            if b == b'/' {
                self.mode = Mode::Comment;
                self.prev = b;
                return None;
            }
            // A lone `/` is an operand.
            self.minus = 0;
        }
        let found = match b {
            b'\n' | b' ' | b'\t' | b'\r' => None,
            b'-' => {
                self.pending_minus = true;
                None
            }
            b'"' => {
                self.minus = 0;
                self.mode = Mode::String;
                None
            }
            b'/' => {
                self.pending_slash = true;
                None
            }
            b'(' | b'[' | b'{' | b'<' => {
                self.depth += 1;
                (self.depth > limit).then_some(Nesting::Brackets)
            }
            b'>' if self.prev == b'-' => {
                self.minus = 0;
                None
            }
            b')' | b']' | b'}' | b'>' => {
                self.depth = self.depth.saturating_sub(1);
                self.minus = 0;
                None
            }
            _ => {
                self.minus = 0;
                None
            }
        };
        self.prev = b;
        found
    }
}

// What a byte does in code ([`CODE_CLASS`]), for [`Scanner::skip_plain`].
/// Whitespace: nothing.
const SPACE: u8 = 0;
/// A name's or number's byte: ends a run of unary minus signs.
const OPERAND: u8 = 1;
/// `(`, `[`, `{`, `<`: one level deeper.
const OPEN: u8 = 2;
/// `)`, `]`, `}`: one level up, and ends a run of unary minus signs.
const CLOSE: u8 = 3;
/// `-`, `>` (of `->` or not), `"`, `/`: left to [`Scanner::byte`].
const SPECIAL: u8 = 4;

/// Each byte's class in code.
const CODE_CLASS: [u8; 256] = {
    let mut class = [OPERAND; 256];
    class[b' ' as usize] = SPACE;
    class[b'\t' as usize] = SPACE;
    class[b'\r' as usize] = SPACE;
    class[b'\n' as usize] = SPACE;
    let (open, close, special) = (b"([{<", b")]}", b"->\"/");
    let mut k = 0;
    while k < 4 {
        class[open[k] as usize] = OPEN;
        class[special[k] as usize] = SPECIAL;
        if k < 3 {
            class[close[k] as usize] = CLOSE;
        }
        k += 1;
    }
    class
};

/// The error of an output that nests deeper than [`MAX_NESTING`].
pub fn refusal(what: Nesting) -> std::io::Error {
    std::io::Error::other(format!(
        "the output's {}, which the tools refuse to read back (MLIR's parser recurses once per level)",
        what.message(MAX_NESTING)
    ))
}

/// A writer that passes text through while [`Scanner`] checks it, and fails
/// (an error naming the limit) once it nests deeper than [`MAX_NESTING`]:
/// the tools' readers would refuse it.
pub struct Guard<'w> {
    out: &'w mut dyn std::io::Write,
    scanner: Scanner,
    failed: bool,
}

impl<'w> Guard<'w> {
    pub fn new(out: &'w mut dyn std::io::Write) -> Self {
        Guard {
            out,
            scanner: Scanner::default(),
            failed: false,
        }
    }

    fn error(what: Nesting) -> std::io::Error {
        refusal(what)
    }

    /// The end of the text: fails on a last pending unary minus.
    pub fn finish(&mut self) -> std::io::Result<()> {
        match self.scanner.finish(MAX_NESTING) {
            Some(what) if !self.failed => Err(Self::error(what)),
            _ => Ok(()),
        }
    }
}

impl std::io::Write for Guard<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if !self.failed {
            if let Some(what) = self.scanner.feed(bytes, MAX_NESTING) {
                self.failed = true;
                return Err(Self::error(what));
            }
        }
        self.out.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::{too_deep, Nesting, Scanner};

    /// The streaming scanner finds nesting past the limit exactly where the
    /// reader's check does, on any text and however it is cut.
    #[test]
    fn the_scanner_agrees_with_the_reader() {
        let alphabet: &[u8] = b"([{<)]}>-> \"\\/\nad1";
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let len = (next() % 40) as usize;
            let text: String = (0..len)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize] as char)
                .collect();
            let limit = (next() % 5) as usize;
            // Up to three cuts, anywhere (a piece may be empty).
            let mut cuts: Vec<usize> = (0..next() % 4)
                .map(|_| (next() as usize) % (len + 1))
                .collect();
            cuts.sort_unstable();
            cuts.push(len);
            let mut scanner = Scanner::default();
            let mut from = 0;
            let mut found = None;
            for cut in cuts {
                found = found.or_else(|| scanner.feed(&text.as_bytes()[from..cut], limit));
                from = cut;
            }
            let found = found.or_else(|| scanner.finish(limit));
            assert_eq!(
                found,
                too_deep(&text, limit).map(|(_, _, what)| what),
                "{text:?} limit {limit}"
            );
        }
    }

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
