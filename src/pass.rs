//! Our passes: their declarations, typed options, the registry that `nki-opt`
//! builds pipelines from, and the adapter that runs a Rust pass as an MLIR
//! external pass.
//!
//! A pass is declared once, as a [`PassInfo`] record (name, anchor, summary,
//! options with defaults), in the manner of a CIRCT `Passes.td` entry.

use crate::ffi::{emit, EmitSeverity};
use crate::pipeline::{parse_options, PipelineError};
use melior::{
    ir::{operation::OperationLike, r#type::TypeId, OperationRef},
    pass::{create_external, ExternalPass, Pass, RunExternalPass},
    ContextRef,
};
use std::{collections::BTreeMap, fmt, panic::AssertUnwindSafe, sync::Arc};

/// The unique address MLIR uses as a pass's TypeID. Declare one `static` per pass.
#[repr(align(8))]
pub struct PassId(pub u8);

/// The type of a pass option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    Unsigned,
    String,
    /// One of a fixed set of words.
    Enum(&'static [&'static str]),
}

impl fmt::Display for OptionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionKind::Bool => write!(f, "bool"),
            OptionKind::Unsigned => write!(f, "uint"),
            OptionKind::String => write!(f, "string"),
            OptionKind::Enum(words) => write!(f, "{}", words.join("|")),
        }
    }
}

/// One declared option of a pass (kebab-case name, as MLIR spells them).
#[derive(Clone, Copy, Debug)]
pub struct PassOptionInfo {
    pub name: &'static str,
    pub kind: OptionKind,
    /// The default as it would be written in the pipeline; `""` for "unset".
    pub default: &'static str,
    pub description: &'static str,
}

/// A typed option value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Bool(bool),
    Unsigned(u64),
    String(String),
}

/// The options a pass instance was created with: every declared option, with
/// its default unless the pipeline set it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    values: BTreeMap<&'static str, OptionValue>,
}

impl PassOptions {
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.values.get(name), Some(OptionValue::Bool(true)))
    }

    pub fn unsigned(&self, name: &str) -> Option<u64> {
        match self.values.get(name) {
            Some(OptionValue::Unsigned(v)) => Some(*v),
            _ => None,
        }
    }

    pub fn string(&self, name: &str) -> Option<&str> {
        match self.values.get(name) {
            Some(OptionValue::String(s)) if !s.is_empty() => Some(s),
            _ => None,
        }
    }
}

/// Why a pass could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFailure;

/// A pass written in Rust. Instances are shared between MLIR's worker threads,
/// so all per-run state lives on the stack of `run`.
pub trait NkiPass: Send + Sync {
    /// Runs on one anchor operation. Errors are reported as MLIR diagnostics
    /// (see [`crate::ffi::emit`]) before returning `Err`.
    fn run(&self, operation: OperationRef<'_, '_>) -> Result<(), PassFailure>;
}

/// Builds a pass instance from its options.
pub type PassFactory = fn(&PassOptions) -> Arc<dyn NkiPass>;

/// The declaration of one pass.
pub struct PassInfo {
    /// The pipeline name, e.g. `inline-nki-kernel`.
    pub argument: &'static str,
    /// The class-like name MLIR shows in timing and IR dumps.
    pub name: &'static str,
    pub summary: &'static str,
    pub description: &'static str,
    /// The operation the pass runs on; `None` for any operation.
    pub anchor: Option<&'static str>,
    pub options: &'static [PassOptionInfo],
    pub id: &'static PassId,
    /// Builds the pass.
    pub create: PassFactory,
}

impl PassInfo {
    /// Builds the typed options from the text inside the pass's braces.
    /// `column` is where that text starts in the pipeline, for error positions.
    pub fn parse_options(
        &self,
        text: Option<&str>,
        column: usize,
    ) -> Result<PassOptions, PipelineError> {
        let mut values = BTreeMap::new();
        for option in self.options {
            if !option.default.is_empty() {
                let value =
                    convert(option, option.default).expect("pass option defaults are valid");
                values.insert(option.name, value);
            }
        }
        for (key, value, key_column) in parse_options(text.unwrap_or(""), column)? {
            let Some(option) = self.options.iter().find(|o| o.name == key) else {
                let known: Vec<_> = self.options.iter().map(|o| o.name).collect();
                let known = if known.is_empty() {
                    "none".to_owned()
                } else {
                    known.join(", ")
                };
                return Err(PipelineError {
                    column: key_column,
                    message: format!(
                        "no such option '{key}' for pass '{}' (its options: {known})",
                        self.argument
                    ),
                });
            };
            let value = convert(option, &value).map_err(|expected| PipelineError {
                column: key_column,
                message: format!(
                    "invalid value '{value}' for option '{key}' of pass '{}': expected {expected}",
                    self.argument
                ),
            })?;
            values.insert(option.name, value);
        }
        Ok(PassOptions { values })
    }

    /// The Rust pass for this declaration with the given options.
    pub fn build(&self, options: &PassOptions) -> Arc<dyn NkiPass> {
        (self.create)(options)
    }

    /// An MLIR pass object for this declaration with the given options.
    pub fn instantiate(&'static self, options: &PassOptions) -> Pass {
        create_external(
            Adapter {
                pass: self.build(options),
                argument: self.argument,
            },
            TypeId::create(self.id),
            self.name,
            self.argument,
            self.summary,
            self.anchor.unwrap_or(""),
            &[],
        )
    }
}

/// The typed value of `text` for `option`. An empty value leaves an option
/// without a default unset (`core-id=`), so that a pipeline MLIR prints back
/// (every declared option, unset ones empty) reads in again.
fn convert(option: &PassOptionInfo, text: &str) -> Result<OptionValue, String> {
    if text.is_empty() && option.default.is_empty() && option.kind != OptionKind::Bool {
        return Ok(OptionValue::String(String::new()));
    }
    match option.kind {
        OptionKind::Bool => match text {
            "true" | "1" => Ok(OptionValue::Bool(true)),
            "false" | "0" => Ok(OptionValue::Bool(false)),
            _ => Err("'true' or 'false'".into()),
        },
        OptionKind::Unsigned => text
            .parse::<u64>()
            .map(OptionValue::Unsigned)
            .map_err(|_| "an unsigned integer".into()),
        OptionKind::String => Ok(OptionValue::String(text.to_owned())),
        OptionKind::Enum(words) => {
            if words.contains(&text) {
                Ok(OptionValue::String(text.to_owned()))
            } else {
                Err(format!("one of {}", words.join(", ")))
            }
        }
    }
}

/// The bridge from melior's external-pass callbacks to [`NkiPass`]. Clones share
/// the pass; a panic is caught here, reported as a diagnostic, and fails the pass
/// instead of unwinding into C++.
#[derive(Clone)]
struct Adapter {
    pass: Arc<dyn NkiPass>,
    argument: &'static str,
}

impl<'c> RunExternalPass<'c> for Adapter {
    fn initialize(&mut self, _context: ContextRef<'c>) {}

    fn run(&mut self, operation: OperationRef<'c, '_>, pass: ExternalPass<'_>) {
        if !run_guarded(self.pass.as_ref(), self.argument, operation) {
            pass.signal_failure();
        }
    }
}

/// Runs `pass` on `operation`; false when it failed. A panic is caught,
/// reported as an error diagnostic on the operation, and counts as a failure,
/// so that it never unwinds into C++.
pub fn run_guarded(pass: &dyn NkiPass, argument: &str, operation: OperationRef<'_, '_>) -> bool {
    match std::panic::catch_unwind(AssertUnwindSafe(|| pass.run(operation))) {
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

/// The passes `nki-opt` knows by name. Upstream MLIR passes are not listed here:
/// the driver hands unknown names to MLIR's own registry.
#[derive(Default)]
pub struct PassRegistry {
    passes: Vec<&'static PassInfo>,
}

impl PassRegistry {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn register(&mut self, info: &'static PassInfo) {
        assert!(
            self.lookup(info.argument).is_none(),
            "pass '{}' registered twice",
            info.argument
        );
        self.passes.push(info);
    }

    pub fn lookup(&self, argument: &str) -> Option<&'static PassInfo> {
        self.passes.iter().copied().find(|p| p.argument == argument)
    }

    pub fn iter(&self) -> impl Iterator<Item = &'static PassInfo> + '_ {
        self.passes.iter().copied()
    }
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

    static ID: PassId = PassId(0);
    const OPTIONS: &[PassOptionInfo] = &[
        PassOptionInfo {
            name: "core-id",
            kind: OptionKind::Unsigned,
            default: "",
            description: "",
        },
        PassOptionInfo {
            name: "spill",
            kind: OptionKind::Bool,
            default: "true",
            description: "",
        },
        PassOptionInfo {
            name: "arch",
            kind: OptionKind::Enum(&["trn1", "trn2"]),
            default: "trn2",
            description: "",
        },
    ];

    struct Nop;
    impl NkiPass for Nop {
        fn run(&self, _: OperationRef<'_, '_>) -> Result<(), PassFailure> {
            Ok(())
        }
    }

    static INFO: PassInfo = PassInfo {
        argument: "test-pass",
        name: "TestPass",
        summary: "",
        description: "",
        anchor: None,
        options: OPTIONS,
        id: &ID,
        create: |_| Arc::new(Nop),
    };

    #[test]
    fn options_take_defaults_and_overrides() {
        let o = INFO
            .parse_options(Some("core-id=3 spill=false"), 1)
            .unwrap();
        assert_eq!(o.unsigned("core-id"), Some(3));
        assert!(!o.bool("spill"));
        assert_eq!(o.string("arch"), Some("trn2"));
        let o = INFO.parse_options(None, 1).unwrap();
        assert_eq!(o.unsigned("core-id"), None);
        assert!(o.bool("spill"));
    }

    #[test]
    fn empty_values_leave_options_without_default_unset() {
        let o = INFO.parse_options(Some("core-id= spill=true"), 1).unwrap();
        assert_eq!(o.unsigned("core-id"), None);
        // An option with a default still needs a valid value.
        let e = INFO.parse_options(Some("arch="), 1).unwrap_err();
        assert!(e.message.contains("one of trn1, trn2"), "{e}");
    }

    #[test]
    fn bad_options_are_named() {
        let e = INFO.parse_options(Some("core-id=x"), 10).unwrap_err();
        assert_eq!(e.column, 10);
        assert!(e.message.contains("expected an unsigned integer"), "{e}");
        let e = INFO.parse_options(Some("arch=trn9"), 1).unwrap_err();
        assert!(e.message.contains("one of trn1, trn2"), "{e}");
        let e = INFO.parse_options(Some("bogus=1"), 1).unwrap_err();
        assert!(e.message.contains("no such option 'bogus'"), "{e}");
    }

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
