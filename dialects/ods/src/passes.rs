//! The pass records of `passes/Passes.td`: what the build script of
//! `nki-passes` generates the C++ pass classes' Rust side and the options
//! and statistics types from.

use crate::Records;
use serde_json::Value;

/// One `Pass` record.
#[derive(Clone, Debug)]
pub struct PassRecord {
    /// The record's name, which is also the C++ class (`InlineNkiKernel`).
    pub def: String,
    /// The pipeline name (`inline-nki-kernel`).
    pub argument: String,
    pub summary: String,
    pub options: Vec<PassOption>,
    pub statistics: Vec<PassStatistic>,
}

/// One option of a pass.
#[derive(Clone, Debug)]
pub struct PassOption {
    /// The C++ member (`keepFunctions`).
    pub cpp_name: String,
    /// The name in a pipeline (`keep-functions`).
    pub argument: String,
    pub kind: OptionKind,
    /// The default as the C++ initializer Passes.td gives (`true`,
    /// `::nki::passes::Arch::trn2`; empty: none).
    pub default_value: String,
    pub description: String,
}

/// The value type of an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    String,
    /// `NkiOptionalUnsignedOption`: unset, or an unsigned integer.
    OptionalUnsigned,
    /// `NkiEnumOption`: one of the cases (spelling, help), in order.
    Enum {
        name: String,
        cases: Vec<(String, String)>,
    },
}

/// One `Statistic` of a pass.
#[derive(Clone, Debug)]
pub struct PassStatistic {
    /// The C++ member (`numCallsInlined`).
    pub cpp_name: String,
    /// The displayed name (`calls-inlined`).
    pub name: String,
    pub description: String,
}

impl Records {
    /// Every `Pass` record, in declaration order.
    pub fn passes(&self) -> Vec<PassRecord> {
        let mut defs: Vec<(&str, u64)> = self
            .defs_of("Pass")
            .into_iter()
            .map(|def| (def, self.line_of(def)))
            .collect();
        defs.sort_by_key(|(_, line)| *line);
        defs.into_iter().map(|(def, _)| self.pass(def)).collect()
    }

    /// The line a record is defined at (`!locs`: `Passes.td:80`).
    fn line_of(&self, def: &str) -> u64 {
        self.record(def)["!locs"][0]
            .as_str()
            .and_then(|loc| loc.rsplit(':').next())
            .and_then(|line| line.parse().ok())
            .unwrap_or(0)
    }

    fn pass(&self, def: &str) -> PassRecord {
        let r = self.record(def);
        let text = |v: &Value, field: &str| -> String {
            v[field]
                .as_str()
                .unwrap_or_else(|| panic!("{def}: no string field {field}"))
                .to_owned()
        };
        let refs = |field: &str| -> Vec<&str> {
            r[field]
                .as_array()
                .map(|list| list.iter().filter_map(|e| e["def"].as_str()).collect())
                .unwrap_or_default()
        };
        let options = refs("options")
            .into_iter()
            .map(|o| {
                let option = self.record(o);
                PassOption {
                    cpp_name: text(option, "cppName"),
                    argument: text(option, "argument"),
                    kind: self.option_kind(def, o),
                    default_value: text(option, "defaultValue"),
                    description: text(option, "description"),
                }
            })
            .collect();
        let statistics = refs("statistics")
            .into_iter()
            .map(|s| {
                let stat = self.record(s);
                PassStatistic {
                    cpp_name: text(stat, "cppName"),
                    name: text(stat, "name"),
                    description: text(stat, "description"),
                }
            })
            .collect();
        PassRecord {
            def: def.to_owned(),
            argument: text(r, "argument"),
            summary: text(r, "summary"),
            options,
            statistics,
        }
    }

    /// The kind of option record `o` of pass `def`: our option classes by
    /// their class, plain `Option`s by their C++ type.
    fn option_kind(&self, def: &str, o: &str) -> OptionKind {
        let option = self.record(o);
        let supers = self.superclasses(o);
        if supers.contains(&"NkiEnumOption") {
            let cases = option["nkiCases"]
                .as_array()
                .expect("nkiCases")
                .iter()
                .map(|c| {
                    let case = self.record(c["def"].as_str().expect("a case record"));
                    (
                        case["spelling"].as_str().expect("spelling").to_owned(),
                        case["help"].as_str().expect("help").to_owned(),
                    )
                })
                .collect();
            return OptionKind::Enum {
                name: option["nkiEnum"].as_str().expect("nkiEnum").to_owned(),
                cases,
            };
        }
        if supers.contains(&"NkiOptionalUnsignedOption") {
            return OptionKind::OptionalUnsigned;
        }
        match option["type"].as_str() {
            Some("bool") => OptionKind::Bool,
            Some("std::string") => OptionKind::String,
            other => panic!(
                "{def}: option {} has type {other:?}; Passes.td options are bool, std::string, NkiOptionalUnsignedOption or NkiEnumOption",
                option["argument"]
            ),
        }
    }
}
