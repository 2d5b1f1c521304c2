//! Generates the passes' C++ classes and their Rust side from
//! `passes/Passes.td`, the one declaration of every pass:
//!
//! - `Passes.h.inc`: `mlir-tblgen -gen-pass-decls` (the pass base classes
//!   with their typed options and statistics, and `registerNkiPasses`);
//! - `passes.cpp`: per pass, the enumerations of its `NkiEnumOption`s, a C
//!   struct of its option values and one of its statistics, and the class
//!   whose `runOnOperation` calls the pass's Rust body (`nki_pass_<name>`);
//!   compiled here, so the same objects serve nki-opt (static MLIR) and the
//!   plugin (Debian's libMLIR.so);
//! - `passes.rs` (`nki_passes::options`): the typed options, enumerations
//!   and statistics in Rust, and the `extern "C"` entry point of each pass.

use nki_ods::{
    cxx_compiler, llvm_config, llvm_prefix,
    passes::{OptionKind, PassOption, PassRecord},
    tool_output, Records,
};
use std::{collections::BTreeMap, fmt::Write, path::PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let prefix = llvm_prefix();
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-changed=Passes.td");
    println!("cargo:rerun-if-changed=shim/PassSupport.h");

    let td = manifest.join("Passes.td");
    let include = llvm_config(&prefix, "--includedir");
    let decls = tool_output(
        &prefix.join("bin/mlir-tblgen"),
        &[
            "-gen-pass-decls",
            "-name",
            "Nki",
            &format!("-I{include}"),
            &td.display().to_string(),
        ],
    );
    std::fs::write(out.join("Passes.h.inc"), decls).expect("write Passes.h.inc");

    let passes = Records::dump(&td, &manifest).passes();
    let enums = enumerations(&passes);
    std::fs::write(out.join("passes.cpp"), cpp(&passes, &enums)).expect("write passes.cpp");
    std::fs::write(out.join("passes.rs"), rust(&passes, &enums)).expect("write passes.rs");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .compiler(cxx_compiler(&prefix))
        .file(out.join("passes.cpp"))
        .include(manifest.join("shim"))
        .include(&out)
        // As Debian's libMLIR is built: pass statistics are no-op objects
        // there, and ours must have the same layout.
        .define("NDEBUG", None)
        .flag("-fno-rtti")
        .warnings(false);
    for flag in llvm_config(&prefix, "--cxxflags").split_whitespace() {
        build.flag(flag);
    }
    build.compile("nki_passes_shim");
}

/// Every enumeration of the passes' options, by name, with its cases; an
/// enumeration several options share must list the same cases each time.
fn enumerations(passes: &[PassRecord]) -> BTreeMap<String, Vec<(String, String)>> {
    let mut enums: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for option in passes.iter().flat_map(|p| &p.options) {
        if let OptionKind::Enum { name, cases } = &option.kind {
            let known = enums.entry(name.clone()).or_insert_with(|| cases.clone());
            let spellings =
                |c: &[(String, String)]| c.iter().map(|(s, _)| s.clone()).collect::<Vec<_>>();
            assert_eq!(
                spellings(known),
                spellings(cases),
                "Passes.td: options of enumeration {name} list different cases"
            );
        }
    }
    enums
}

/// The C++ enumerator of a case (`unset` for the empty spelling).
fn enumerator(spelling: &str) -> &str {
    if spelling.is_empty() {
        "unset"
    } else {
        spelling
    }
}

/// `keep-functions` -> `keep_functions`.
fn snake(name: &str) -> String {
    name.replace('-', "_")
}

/// `trn1` -> `Trn1`, `` -> `Unset`.
fn camel(spelling: &str) -> String {
    enumerator(spelling)
        .split(['-', '_'])
        .map(|part| {
            let mut chars = part.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => String::new(),
            }
        })
        .collect()
}

/// The C field(s) of one option in the options struct.
fn c_fields(option: &PassOption) -> String {
    let name = snake(&option.argument);
    match &option.kind {
        OptionKind::Bool => format!("  bool {name};\n"),
        OptionKind::String => format!("  MlirStringRef {name};\n"),
        OptionKind::OptionalUnsigned => format!("  bool {name}_set;\n  uint64_t {name};\n"),
        OptionKind::Enum { .. } => format!("  uint32_t {name};\n"),
    }
}

/// The C++ initializers of one option's fields, from the pass's member.
fn c_values(option: &PassOption) -> String {
    let member = &option.cpp_name;
    match &option.kind {
        OptionKind::Bool => format!("{member}.getValue()"),
        OptionKind::String => format!("stringRef({member}.getValue())"),
        OptionKind::OptionalUnsigned => {
            format!("{member}.getValue().value.has_value(), {member}.getValue().value.value_or(0)")
        }
        OptionKind::Enum { .. } => format!("static_cast<uint32_t>({member}.getValue())"),
    }
}

fn cpp(passes: &[PassRecord], enums: &BTreeMap<String, Vec<(String, String)>>) -> String {
    let mut text = String::from(
        "// Generated by passes/build.rs from passes/Passes.td.\n\n#include \"PassSupport.h\"\n\nnamespace nki::passes {\n\n",
    );
    for (name, cases) in enums {
        let cases: Vec<&str> = cases.iter().map(|(s, _)| enumerator(s)).collect();
        writeln!(
            text,
            "enum class {name} : uint32_t {{ {} }};",
            cases.join(", ")
        )
        .unwrap();
    }
    text.push_str("\n#define GEN_PASS_DECL\n");
    for pass in passes {
        writeln!(text, "#define GEN_PASS_DEF_{}", pass.def.to_uppercase()).unwrap();
    }
    text.push_str("#define GEN_PASS_REGISTRATION\n#include \"Passes.h.inc\"\n\n");
    for pass in passes {
        let def = &pass.def;
        let entry = format!("nki_pass_{}", snake(&pass.argument));
        text.push_str("extern \"C\" {\n");
        writeln!(text, "struct Nki{def}Options {{").unwrap();
        for option in &pass.options {
            text.push_str(&c_fields(option));
        }
        text.push_str("};\n");
        writeln!(text, "struct Nki{def}Statistics {{").unwrap();
        for stat in &pass.statistics {
            writeln!(text, "  uint64_t {};", snake(&stat.name)).unwrap();
        }
        text.push_str("};\n");
        writeln!(
            text,
            "bool {entry}(const Nki{def}Options *, MlirOperation, Nki{def}Statistics *);\n}}\n"
        )
        .unwrap();
        let values: Vec<String> = pass.options.iter().map(c_values).collect();
        writeln!(
            text,
            "namespace {{\nclass {def} : public impl::{def}Base<{def}> {{\npublic:\n  using {def}Base::{def}Base;\n\n  void getDependentDialects(::mlir::DialectRegistry &registry) const override {{\n    insertDialects(registry);\n  }}\n\n  void runOnOperation() override {{\n    Nki{def}Options options{{{}}};\n    Nki{def}Statistics statistics{{}};\n    bool ok = {entry}(&options, wrap(getOperation().getOperation()), &statistics);",
            values.join(", ")
        )
        .unwrap();
        for stat in &pass.statistics {
            writeln!(
                text,
                "    {} += statistics.{};",
                stat.cpp_name,
                snake(&stat.name)
            )
            .unwrap();
        }
        let records: Vec<String> = pass
            .statistics
            .iter()
            .map(|stat| {
                format!(
                    "{{{:?}, {:?}, statistics.{}}}",
                    stat.name,
                    stat.description,
                    snake(&stat.name)
                )
            })
            .collect();
        writeln!(
            text,
            "    recordStatistics(getName(), {{{}}});",
            records.join(", ")
        )
        .unwrap();
        text.push_str("    if (!ok)\n      signalPassFailure();\n  }\n};\n} // namespace\n\n");
    }
    text.push_str("} // namespace nki::passes\n\n");
    text.push_str(STATISTICS_REPORT);
    let arguments: Vec<String> = passes
        .iter()
        .map(|p| format!("\"{}\"", p.argument))
        .collect();
    writeln!(
        text,
        "// Registers every pass in MLIR's pass registry. With `checkClash`, a pass\n// of one of our names registered by someone else (a second copy of the\n// plugin, from another path) stops it: false, after saying so on stderr.\nextern \"C\" bool nki_register_passes(bool checkClash) {{\n  static const char *const arguments[] = {{{}}};\n  if (checkClash)\n    for (const char *argument : arguments)\n      if (::mlir::PassInfo::lookup(argument)) {{\n        ::llvm::errs() << \"error: nki-mlir: a pass named '\" << argument\n                       << \"' is already registered in this process (another copy of the nki-mlir plugin?); this copy registers none of its passes\\n\";\n        return false;\n      }}\n  ::nki::passes::registerNkiPasses();\n  return true;\n}}",
        arguments.join(", ")
    )
    .unwrap();
    text
}

fn rust(passes: &[PassRecord], enums: &BTreeMap<String, Vec<(String, String)>>) -> String {
    let mut text = String::from("// Generated by passes/build.rs from passes/Passes.td.\n");
    for (name, cases) in enums {
        write_enum(&mut text, name, cases);
    }
    for pass in passes {
        write_pass(&mut text, pass);
    }
    text
}

fn write_enum(text: &mut String, name: &str, cases: &[(String, String)]) {
    writeln!(
        text,
        "\n/// The values of the `{name}` options (passes/Passes.td).\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum {name} {{"
    )
    .unwrap();
    for (spelling, help) in cases {
        writeln!(
            text,
            "    /// `{spelling}`: {help}.\n    {},",
            camel(spelling)
        )
        .unwrap();
    }
    text.push_str("}\n");
    let variants: Vec<String> = cases
        .iter()
        .map(|(s, _)| format!("{name}::{}", camel(s)))
        .collect();
    let spellings: Vec<String> = cases.iter().map(|(s, _)| format!("{s:?}")).collect();
    writeln!(
        text,
        "\nimpl {name} {{\n    /// Every value, in the C++ enumeration's order.\n    pub const ALL: &'static [{name}] = &[{}];\n\n    /// The value as a pipeline spells it (`\"\"`: unset).\n    pub fn spelling(self) -> &'static str {{\n        [{}][self as usize]\n    }}\n\n    fn from_index(index: u32) -> Option<Self> {{\n        Self::ALL.get(index as usize).copied()\n    }}\n}}",
        variants.join(", "),
        spellings.join(", ")
    )
    .unwrap();
}

/// The Rust type and default of an option.
fn rust_type(option: &PassOption) -> (String, String) {
    let default = option.default_value.as_str();
    match &option.kind {
        OptionKind::Bool => ("bool".into(), (default == "true").to_string()),
        OptionKind::String => (
            "String".into(),
            format!(
                "String::from({})",
                if default.is_empty() { "\"\"" } else { default }
            ),
        ),
        OptionKind::OptionalUnsigned => ("Option<u64>".into(), "None".into()),
        OptionKind::Enum { name, cases } => {
            let case = default.rsplit("::").next().unwrap_or("unset");
            let spelling = if case == "unset" { "" } else { case };
            assert!(
                cases.iter().any(|(s, _)| s == spelling),
                "Passes.td: option {} defaults to {case}, not one of its cases",
                option.argument
            );
            (name.clone(), format!("{name}::{}", camel(spelling)))
        }
    }
}

fn write_pass(text: &mut String, pass: &PassRecord) {
    let def = &pass.def;
    let argument = &pass.argument;
    let module = snake(argument);
    writeln!(
        text,
        "\n/// The options of `{argument}` (passes/Passes.td): {}.\n#[derive(Clone, Debug, PartialEq, Eq)]\npub struct {def}Options {{",
        pass.summary
    )
    .unwrap();
    for option in &pass.options {
        let (ty, _) = rust_type(option);
        writeln!(
            text,
            "    /// `{}`: {}.\n    pub {}: {ty},",
            option.argument,
            option.description,
            snake(&option.argument)
        )
        .unwrap();
    }
    text.push_str("}\n");
    let defaults: Vec<String> = pass
        .options
        .iter()
        .map(|o| format!("            {}: {},", snake(&o.argument), rust_type(o).1))
        .collect();
    writeln!(
        text,
        "\nimpl Default for {def}Options {{\n    /// The defaults Passes.td declares.\n    fn default() -> Self {{\n        Self {{\n{}\n        }}\n    }}\n}}",
        defaults.join("\n")
    )
    .unwrap();
    writeln!(
        text,
        "\n/// The statistics of `{argument}` (`--mlir-pass-statistics`).\n#[repr(C)]\n#[derive(Clone, Debug, Default, PartialEq, Eq)]\npub struct {def}Statistics {{"
    )
    .unwrap();
    for stat in &pass.statistics {
        writeln!(
            text,
            "    /// `{}`: {}.\n    pub {}: u64,",
            stat.name,
            stat.description,
            snake(&stat.name)
        )
        .unwrap();
    }
    text.push_str("}\n");
    // The C struct the generated C++ class fills.
    writeln!(text, "\n#[repr(C)]\npub struct {def}OptionsC {{").unwrap();
    let mut reads = Vec::new();
    for option in &pass.options {
        let field = snake(&option.argument);
        match &option.kind {
            OptionKind::Bool => {
                writeln!(text, "    {field}: bool,").unwrap();
                reads.push(format!("{field}: self.{field}"));
            }
            OptionKind::String => {
                writeln!(text, "    {field}: MlirStringRef,").unwrap();
                reads.push(format!(
                    "// SAFETY: the C++ pass points at its own option's value, live for the call.\n            {field}: unsafe {{ string(self.{field}, {:?})? }}",
                    option.argument
                ));
            }
            OptionKind::OptionalUnsigned => {
                writeln!(text, "    {field}_set: bool,\n    {field}: u64,").unwrap();
                reads.push(format!("{field}: self.{field}_set.then_some(self.{field})"));
            }
            OptionKind::Enum { name, .. } => {
                writeln!(text, "    {field}: u32,").unwrap();
                reads.push(format!(
                    "{field}: {name}::from_index(self.{field}).ok_or_else(|| format!(\"option '{}' has no value {{}}\", self.{field}))?",
                    option.argument
                ));
            }
        }
    }
    text.push_str("}\n");
    writeln!(
        text,
        "\nimpl {def}OptionsC {{\n    /// The typed options; an error names an option whose value is not UTF-8.\n    fn read(&self) -> Result<{def}Options, String> {{\n        Ok({def}Options {{\n            {}\n        }})\n    }}\n}}",
        reads.join(",\n            ")
    )
    .unwrap();
    writeln!(
        text,
        "\n/// The entry point the C++ class of `{argument}` calls from `runOnOperation`.\n///\n/// # Safety\n/// `options` and `statistics` must point to the live records of one run\n/// of the pass, and `op` to the operation it runs on.\n#[no_mangle]\npub unsafe extern \"C\" fn nki_pass_{module}(\n    options: *const {def}OptionsC,\n    op: MlirOperation,\n    statistics: *mut {def}Statistics,\n) -> bool {{\n    // SAFETY: the C++ pass class passes its own records, live for the call.\n    let (options, statistics) = unsafe {{ (&*options, &mut *statistics) }};\n    // SAFETY: MLIR passes the live operation the pass runs on.\n    let operation = unsafe {{ OperationRef::from_raw(op) }};\n    run_pass({argument:?}, operation, |operation| {{\n        let options = options.read().map_err(|e| fail(operation, &e))?;\n        crate::{module}::run(&options, operation, statistics)\n    }})\n}}"
    )
    .unwrap();
}

/// `nki_print_pass_statistics`: our passes' statistics in the form of
/// MLIR's list report (passes and statistics by name), when any ran.
const STATISTICS_REPORT: &str = r#"// Prints the statistics of the passes that ran, as MLIR's list report does.
extern "C" void nki_print_pass_statistics() {
  auto &totals = ::nki::passes::statisticTotals();
  std::lock_guard<std::mutex> guard(totals.lock);
  if (totals.passes.empty())
    return;
  auto &os = ::llvm::errs();
  ::llvm::StringRef title = "... NKI pass statistics report ...";
  os << "===" << std::string(73, '-') << "===\n";
  os.indent((80 - title.size()) / 2) << title << "\n";
  os << "===" << std::string(73, '-') << "===\n";
  for (auto &[pass, stats] : totals.passes) {
    os.indent(2) << pass << "\n";
    size_t name = 0, value = 0;
    for (auto &[stat, entry] : stats) {
      name = std::max(name, stat.size());
      value = std::max(value, std::to_string(entry.second).size());
    }
    for (auto &[stat, entry] : stats)
      os.indent(4) << ::llvm::format("(S) %*llu %-*s - %s\n", (int)value,
                                   (unsigned long long)entry.second, (int)name,
                                   stat.c_str(), entry.first.c_str());
  }
  os << "\n";
}

"#;
