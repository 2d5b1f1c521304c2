//! `--verify-diagnostics`: match the diagnostics a run produced against the
//! `expected-*` comments in its input, as mlir-opt's verifier handler does.
//!
//! Grammar of an expectation (anywhere on a line, usually in a comment):
//! `expected-(error|warning|remark|note)(-re)? (@(+N|-N|above|below|unknown))? {{message}}`.
//! The message must be contained in the diagnostic's message; with `-re`, text
//! inside `{{…}}` blocks within it is a regular expression (Rust `regex`
//! syntax). `@above` / `@below` name the nearest line above / below that holds
//! no expectation. Each diagnostic's notes are matched as diagnostics of their own.

use crate::diagnostics::{Diag, Severity, SourceLoc};
use regex::Regex;

/// One `expected-*` comment.
#[derive(Debug)]
pub struct Expectation {
    pub severity: Severity,
    /// The line the diagnostic must be on; `None` for `@unknown`.
    pub line: Option<usize>,
    pattern: Pattern,
    /// Where the `expected-` text itself is, for "was not produced" reports.
    pub at: SourceLoc,
    pub matched: bool,
}

#[derive(Debug)]
enum Pattern {
    Contains(String),
    Regex(Regex, String),
}

impl Pattern {
    fn text(&self) -> &str {
        match self {
            Pattern::Contains(s) | Pattern::Regex(_, s) => s,
        }
    }

    fn matches(&self, message: &str) -> bool {
        match self {
            Pattern::Contains(s) => message.contains(s.as_str()),
            Pattern::Regex(re, _) => re.is_match(message),
        }
    }
}

/// Collects the expectations in `text` (the buffer named `file`). Malformed
/// ones (a bad offset, a bad regex) are returned as errors at their position.
pub fn collect_expectations(file: &str, text: &str) -> (Vec<Expectation>, Vec<Diag>) {
    let lines: Vec<&str> = text.split('\n').collect();
    let mut expectations = Vec::new();
    let mut errors = Vec::new();
    let mut last_plain_line = None;
    // Indices of `@below` expectations waiting for the next plain line.
    let mut pending_below = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let line_no = index + 1;
        let mut found_any = false;
        let mut rest_offset = 0;
        while let Some(pos) = line[rest_offset..].find("expected-") {
            let start = rest_offset + pos;
            rest_offset = start + "expected-".len();
            let Some(parsed) = parse_one(&line[start..]) else {
                continue;
            };
            found_any = true;
            let at = SourceLoc {
                file: file.to_owned(),
                line: line_no,
                column: start + 1,
                byte: None,
            };
            let pattern = if parsed.regex {
                match build_regex(parsed.message) {
                    Ok(re) => Pattern::Regex(re, parsed.message.to_owned()),
                    Err(e) => {
                        errors.push(Diag::error(Some(at), format!("invalid regex: {e}")));
                        break;
                    }
                }
            } else {
                Pattern::Contains(parsed.message.to_owned())
            };
            let target = match parsed.designator {
                None => Some(line_no),
                Some("unknown") => None,
                Some("above") => match last_plain_line {
                    Some(l) => Some(l),
                    None => {
                        errors.push(Diag::error(Some(at), "expected diagnostic designator '@above' has no line above it without a designator"));
                        break;
                    }
                },
                Some("below") => {
                    pending_below.push(expectations.len());
                    Some(0)
                }
                Some(offset) => {
                    let n: Option<isize> = offset.parse().ok();
                    match n
                        .and_then(|n| line_no.checked_add_signed(n))
                        .filter(|&l| l >= 1)
                    {
                        Some(l) => Some(l),
                        None => {
                            errors.push(Diag::error(
                                Some(at),
                                format!(
                                    "expected diagnostic line offset '{offset}' is out of range"
                                ),
                            ));
                            break;
                        }
                    }
                }
            };
            expectations.push(Expectation {
                severity: parsed.severity,
                line: target,
                pattern,
                at,
                matched: false,
            });
            rest_offset = line.len();
        }
        if !found_any {
            last_plain_line = Some(line_no);
            for i in pending_below.drain(..) {
                expectations[i].line = Some(line_no);
            }
        }
    }
    for i in pending_below {
        errors.push(Diag::error(
            Some(expectations[i].at.clone()),
            "expected diagnostic designator '@below' has no line below it without a designator",
        ));
        expectations[i].matched = true;
    }
    (expectations, errors)
}

struct Parsed<'a> {
    severity: Severity,
    regex: bool,
    designator: Option<&'a str>,
    message: &'a str,
}

/// Parses `expected-KIND(-re)? *(@DESIGNATOR)? *{{MESSAGE}}` at the start of `s`,
/// where MESSAGE runs to the last `}}` on the line.
fn parse_one(s: &str) -> Option<Parsed<'_>> {
    let s = s.strip_prefix("expected-")?;
    let (severity, s) = [
        ("error", Severity::Error),
        ("warning", Severity::Warning),
        ("remark", Severity::Remark),
        ("note", Severity::Note),
    ]
    .into_iter()
    .find_map(|(word, sev)| s.strip_prefix(word).map(|rest| (sev, rest)))?;
    let (regex, s) = match s.strip_prefix("-re") {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let s = s.trim_start_matches(' ');
    let (designator, s) = match s.strip_prefix('@') {
        Some(rest) => {
            let end = rest.find([' ', '{']).unwrap_or(rest.len());
            let word = &rest[..end];
            let valid = matches!(word, "above" | "below" | "unknown")
                || (word.len() > 1
                    && (word.starts_with('+') || word.starts_with('-'))
                    && word[1..].bytes().all(|b| b.is_ascii_digit()));
            if !valid {
                return None;
            }
            (Some(word), &rest[end..])
        }
        None => (None, s),
    };
    let s = s.trim_start_matches(' ').strip_prefix("{{")?;
    let end = s.trim_end().rfind("}}")?;
    Some(Parsed {
        severity,
        regex,
        designator: designator.map(|d| d.trim_start_matches('+')),
        message: &s[..end],
    })
}

/// `-re` messages: literal text with `{{regex}}` blocks.
fn build_regex(message: &str) -> Result<Regex, regex::Error> {
    let mut pattern = String::new();
    let mut rest = message;
    while let Some(open) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..open]));
        let after = &rest[open + 2..];
        let Some(close) = after.find("}}") else {
            pattern.push_str(&regex::escape(&rest[open..]));
            rest = "";
            break;
        };
        pattern.push('(');
        pattern.push_str(&after[..close]);
        pattern.push(')');
        rest = &after[close + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    Regex::new(&pattern)
}

/// Matches `diags` (and their notes) against `expectations` for the buffer
/// named `file`. Returns the mismatches as error diagnostics, in mlir-opt's
/// words: `unexpected error: …` at the diagnostic, `expected error "…" was not
/// produced` at the expectation.
pub fn verify(file: &str, expectations: &mut [Expectation], diags: &[Diag]) -> Vec<Diag> {
    let mut report = Vec::new();
    let mut flat = Vec::new();
    for diag in diags {
        flat.push(diag);
        flat.extend(diag.notes.iter());
    }
    for diag in flat {
        let line = match &diag.loc {
            Some(loc) if loc.file == file => Some(loc.line),
            Some(_) => {
                report.push(Diag::error(
                    diag.loc.clone(),
                    format!("unexpected {}: {}", diag.severity, diag.message),
                ));
                continue;
            }
            None => None,
        };
        let candidates = expectations
            .iter_mut()
            .filter(|e| !e.matched && e.line == line && e.pattern.matches(&diag.message));
        let mut near_miss = None;
        let mut hit = false;
        for expectation in candidates {
            if expectation.severity == diag.severity {
                expectation.matched = true;
                hit = true;
                break;
            }
            near_miss.get_or_insert(expectation.severity);
        }
        if hit {
            continue;
        }
        if let Some(expected) = near_miss {
            report.push(Diag::error(
                diag.loc.clone(),
                format!(
                    "'{}' diagnostic emitted when expecting a '{expected}'",
                    diag.severity
                ),
            ));
        } else {
            report.push(Diag::error(
                diag.loc.clone(),
                format!("unexpected {}: {}", diag.severity, diag.message),
            ));
        }
    }
    for expectation in expectations.iter().filter(|e| !e.matched) {
        report.push(Diag::error(
            Some(expectation.at.clone()),
            format!(
                "expected {} \"{}\" was not produced",
                expectation.severity,
                expectation.pattern.text()
            ),
        ));
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, sev: Severity, msg: &str) -> Diag {
        Diag {
            severity: sev,
            loc: Some(SourceLoc {
                file: "f".into(),
                line,
                column: 1,
                byte: None,
            }),
            message: msg.into(),
            notes: vec![],
        }
    }

    #[test]
    fn offsets_above_below_unknown() {
        let text = "// expected-error @+1 {{boom}}\nop1\n// expected-warning@below {{w}}\nop2\n// expected-remark@above {{r}}\n// expected-error@unknown {{u}}";
        let (mut exps, errs) = collect_expectations("f", text);
        assert!(errs.is_empty());
        let lines: Vec<_> = exps.iter().map(|e| e.line).collect();
        assert_eq!(lines, [Some(2), Some(4), Some(4), None]);
        let diags = [
            at(2, Severity::Error, "a boom here"),
            at(4, Severity::Warning, "w"),
            at(4, Severity::Remark, "r!"),
            Diag {
                loc: None,
                ..at(0, Severity::Error, "u")
            },
        ];
        assert!(verify("f", &mut exps, &diags).is_empty());
    }

    #[test]
    fn reports_unexpected_missing_and_near_miss() {
        let text = "x // expected-error {{one}}\ny // expected-error {{two}}";
        let (mut exps, _) = collect_expectations("f", text);
        let diags = [
            at(1, Severity::Warning, "one"),
            at(3, Severity::Error, "three"),
        ];
        let msgs: Vec<_> = verify("f", &mut exps, &diags)
            .into_iter()
            .map(|d| d.message)
            .collect();
        assert_eq!(
            msgs,
            [
                "'warning' diagnostic emitted when expecting a 'error'",
                "unexpected error: three",
                "expected error \"one\" was not produced",
                "expected error \"two\" was not produced",
            ]
        );
    }

    #[test]
    fn regex_blocks() {
        let (mut exps, errs) =
            collect_expectations("f", "x // expected-error-re {{op @{{[a-z]+}} has 0}}");
        assert!(errs.is_empty());
        assert!(verify(
            "f",
            &mut exps,
            &[at(1, Severity::Error, "op @foo has 0 operands")]
        )
        .is_empty());
        let (_, errs) = collect_expectations("f", "x // expected-error-re {{{{[}}}}");
        assert_eq!(errs.len(), 1);
    }
}
