//! What every pass body shares: the failure it returns after reporting its
//! diagnostics, the guard that turns a panic into a diagnostic instead of
//! an unwind into C++, and the name suggestions of "did you mean" notes.
//!
//! Passes are declared in `passes/Passes.td`; MLIR's pass manager runs them
//! through the C++ classes generated from it (`nki_passes::options`).

use crate::ffi::{emit, EmitSeverity};
use melior::ir::{operation::OperationLike, OperationRef};
use std::panic::AssertUnwindSafe;

/// Why a pass could not run: its diagnostics have been emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFailure;

/// Runs a pass body on `operation`; false when it failed. A panic is
/// caught, reported as an error diagnostic on the operation, and counts as
/// a failure, so that it never unwinds into C++.
pub fn run_guarded<'c, 'a>(
    argument: &str,
    operation: OperationRef<'c, 'a>,
    body: impl FnOnce(OperationRef<'c, 'a>) -> Result<(), PassFailure>,
) -> bool {
    match std::panic::catch_unwind(AssertUnwindSafe(|| body(operation))) {
        Ok(Ok(())) => true,
        Ok(Err(PassFailure)) => false,
        Err(panic) => {
            let what = panic_message(panic.as_ref());
            emit(
                operation.location(),
                EmitSeverity::Error,
                &format!("internal error in pass '{argument}': {what}"),
            );
            false
        }
    }
}

/// The message a panic carried, for reporting it as a diagnostic.
pub fn panic_message(panic: &(dyn std::any::Any + Send)) -> &str {
    panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or("unknown panic")
}

/// Names close to `wanted` (by edit distance), closest first.
pub fn close_matches<'a>(
    wanted: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Vec<&'a str> {
    let limit = (wanted.len() / 3).max(2);
    let mut scored: Vec<(usize, &str)> = candidates
        .into_iter()
        .filter_map(|c| {
            let d = strsim::damerau_levenshtein(wanted, c);
            let contains = c.contains(wanted) || wanted.contains(c);
            (d <= limit || (contains && wanted.len() >= 4)).then_some((d, c))
        })
        .collect();
    scored.sort();
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(5).map(|(_, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_matches_rank_by_distance() {
        let names = [
            "inline-nki-kernel",
            "translate-nki-ast-to-bir",
            "canonicalize",
            "cse",
        ];
        assert_eq!(
            close_matches("inline-nki-kernl", names),
            ["inline-nki-kernel"]
        );
        assert_eq!(close_matches("canonicalze", names), ["canonicalize"]);
        assert!(close_matches("zzzzzzzz", names).is_empty());
    }
}
