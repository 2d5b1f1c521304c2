//! The ODS records of the `bir` dialect as the build scripts see them.
//!
//! ODS is the one definition of every BIR instruction: its MLIR attributes
//! and, through the fields of `BIR_Inst` (dialects/bir/BIRInstruction.td),
//! its JSON side (opcode, the class it extends, the default engine, JSON
//! types the attribute kinds do not say). `llvm-tblgen --dump-json` turns
//! the `.td` files into records; this crate reads them once, so that the
//! dialect's member table (nki-dialects) and the BIR JSON opcode table
//! (nki-formats) are both generated from the same records.
//!
//! Build scripts only: errors panic with the reason, which cargo shows.

#![forbid(unsafe_code)]

use std::{
    env,
    path::{Path, PathBuf},
    process::Command,
};

pub mod klr;

use serde_json::Value;

pub mod ops;
pub mod passes;

/// The LLVM 22 installation (`MLIR_SYS_220_PREFIX`, as for mlir-sys).
pub fn llvm_prefix() -> PathBuf {
    env::var_os("MLIR_SYS_220_PREFIX")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"))
}

/// The standard output of a tool that must succeed.
pub fn tool_output(tool: &Path, args: &[&str]) -> String {
    let out = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e} (run scripts/setup)", tool.display()));
    assert!(
        out.status.success(),
        "{} {args:?} failed:\n{}",
        tool.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// `llvm-config <arg>` of the installation at `prefix`, trimmed.
pub fn llvm_config(prefix: &Path, arg: &str) -> String {
    tool_output(&prefix.join("bin/llvm-config"), &[arg])
        .trim()
        .to_owned()
}

/// The C++ compiler of the shims: the clang of the installed LLVM, the
/// compiler Debian builds libMLIR.so with. MLIR identifies traits and other
/// classes without an explicit TypeID by their type name as the compiler
/// spells it (`llvm::getTypeName`); code that shares one libMLIR.so with
/// mlir-opt (the plugin) must spell them as libMLIR.so does, or a
/// `bir.func` inside a `builtin.module` fails "symbol's parent must have
/// the SymbolTable trait". docs/embedding.md says more.
pub fn cxx_compiler(prefix: &Path) -> PathBuf {
    let clang = prefix.join("bin/clang++");
    assert!(
        clang.exists(),
        "{} is missing: install clang-22 (run scripts/setup)",
        clang.display()
    );
    clang
}

/// MLIR's ODS include directory (`llvm-config --includedir`).
pub fn mlir_include_dir(prefix: &Path) -> String {
    llvm_config(prefix, "--includedir")
}

/// Attributes every instruction has; not opcode members.
const COMMON: &[&str] = &[
    "name",
    "engine",
    "ins",
    "outs",
    "ins_args",
    "outs_args",
    "json_nulls",
    "unknown_members",
];

/// The records of one root `.td` file.
pub struct Records {
    json: Value,
}

/// One opcode member of an instruction op: an ODS argument.
#[derive(Clone, Debug)]
pub struct Member {
    pub name: String,
    /// The attribute constraint without its Optional/DefaultValued wrapper.
    pub base: String,
    /// Wrapped in `OptionalAttr` or `DefaultValuedAttr`.
    pub optional: bool,
    /// The C++ class name of the enumeration, for enum attributes.
    pub enum_class: Option<String>,
    /// The attribute's mnemonic (`alu_op`), for enum attributes.
    pub enum_mnemonic: Option<String>,
    /// The format default of an optional member, as JSON text
    /// (`BIR_OptionalAttr`'s `jsonDefault`, dialects/bir/BIRInstruction.td).
    pub json_default: Option<String>,
}

/// One `BIR_Inst` op.
#[derive(Clone, Debug)]
pub struct Instruction {
    /// The op's mnemonic (`tensor_scalar`).
    pub mnemonic: String,
    pub opcode: String,
    pub extends: String,
    pub default_engine: String,
    pub engine_from_klr: bool,
    pub in_model: bool,
    /// `accumulatorCommand`: the member holding the engine accumulator
    /// command, "" for none.
    pub accumulator_command: String,
    pub members: Vec<Member>,
    /// `jsonTypes`: (member, type text).
    pub json_types: Vec<(String, String)>,
    /// `jsonMembers`: (member, type text with an optional trailing `?`).
    pub json_members: Vec<(String, String)>,
}

/// One op of a given ODS class, with its string fields and arguments.
#[derive(Clone, Debug)]
pub struct OpRecord {
    pub mnemonic: String,
    /// The record's string-valued fields (`klrConstructor`, ...).
    pub fields: std::collections::BTreeMap<String, String>,
    /// Every attribute argument, in order (operands are not listed).
    pub attributes: Vec<Member>,
}

/// One attribute definition (`AttrDef`) of a dialect.
#[derive(Clone, Debug)]
pub struct AttrDefRecord {
    /// The C++ class, qualified (`::nki::klr::PosAttr`).
    pub cpp_type: String,
    /// The attribute's name as printed after `#` (`klr.pos`).
    pub attr_name: String,
    /// Printed `<value>` (an enum attribute), rather than `<k = v, …>`.
    pub positional: bool,
    pub params: Vec<AttrParam>,
}

/// One parameter of an attribute definition.
#[derive(Clone, Debug)]
pub struct AttrParam {
    pub name: String,
    /// Its C++ type (`uint64_t`, `::llvm::ArrayRef<uint64_t>`, …).
    pub cpp_type: String,
    /// An `OptionalParameter`: absent values are not printed.
    pub optional: bool,
}

/// One `I32EnumAttr` of the dialect.
#[derive(Clone, Debug)]
pub struct Enum {
    pub class_name: String,
    /// The mnemonic of its attribute (`#bir.alu_op<add>`), when it has one.
    pub attr_mnemonic: Option<String>,
    /// The cases' strings, in declaration order.
    pub cases: Vec<String>,
}

impl Records {
    /// Runs `llvm-tblgen --dump-json` on `root` with the dialects' directory
    /// and MLIR's ODS on the include path.
    pub fn dump(root: &Path, dialects_dir: &Path) -> Records {
        let prefix = llvm_prefix();
        let include = mlir_include_dir(&prefix);
        let json = tool_output(
            &prefix.join("bin/llvm-tblgen"),
            &[
                "--dump-json",
                &format!("-I{include}"),
                &format!("-I{}", dialects_dir.display()),
                &root.display().to_string(),
            ],
        );
        Records {
            json: serde_json::from_str(&json).expect("llvm-tblgen --dump-json writes JSON"),
        }
    }

    pub(crate) fn record(&self, name: &str) -> &Value {
        &self.json[name]
    }

    /// A string field of record `def`, which the ODS must give.
    fn string_field(&self, def: &str, field: &str) -> String {
        self.record(def)[field]
            .as_str()
            .unwrap_or_else(|| panic!("{def}: no string field {field}"))
            .to_owned()
    }

    pub(crate) fn superclasses(&self, name: &str) -> Vec<&str> {
        self.record(name)["!superclasses"]
            .as_array()
            .map(|s| s.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default()
    }

    pub(crate) fn defs_of(&self, class: &str) -> Vec<&str> {
        let mut names: Vec<&str> = self.json["!instanceof"][class]
            .as_array()
            .map(|s| s.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        names.sort_unstable();
        names
    }

    /// Every instruction op, by opcode.
    pub fn instructions(&self) -> Vec<Instruction> {
        let mut out: Vec<Instruction> = self
            .defs_of("BIR_Inst")
            .into_iter()
            .map(|def| self.instruction(def))
            .collect();
        out.sort_by(|a, b| a.opcode.cmp(&b.opcode));
        out
    }

    fn instruction(&self, def: &str) -> Instruction {
        let r = self.record(def);
        let text = |field: &str| self.string_field(def, field);
        let bit = |field: &str| r[field].as_i64().unwrap_or(0) != 0;
        let members = r["arguments"]["args"]
            .as_array()
            .expect("an op's arguments")
            .iter()
            .filter_map(|arg| {
                let name = arg[1].as_str().expect("argument name");
                (!COMMON.contains(&name))
                    .then(|| self.member(name, arg[0]["def"].as_str().expect("constraint")))
            })
            .collect();
        Instruction {
            mnemonic: text("opName"),
            opcode: text("jsonOpcode"),
            extends: text("jsonExtends"),
            default_engine: text("defaultEngine"),
            engine_from_klr: bit("engineFromKlr"),
            in_model: bit("inModel"),
            accumulator_command: text("accumulatorCommand"),
            members,
            json_types: dag_strings(&r["jsonTypes"]),
            json_members: dag_strings(&r["jsonMembers"]),
        }
    }

    pub(crate) fn member(&self, name: &str, constraint: &str) -> Member {
        let supers = self.superclasses(constraint);
        let optional = supers
            .iter()
            .any(|c| *c == "OptionalAttr" || *c == "DefaultValuedAttr");
        let base = if optional {
            self.record(constraint)["baseAttr"]["def"]
                .as_str()
                .expect("baseAttr")
                .to_owned()
        } else {
            constraint.to_owned()
        };
        let enum_class = self.superclasses(&base).contains(&"EnumAttr").then(|| {
            let info = self.record(&base)["enum"]["def"].as_str().expect("enum");
            self.record(info)["className"]
                .as_str()
                .expect("className")
                .to_owned()
        });
        let enum_mnemonic = enum_class.as_ref().map(|_| {
            self.record(&base)["mnemonic"]
                .as_str()
                .expect("enum attribute mnemonic")
                .to_owned()
        });
        let json_default = self.record(constraint)["jsonDefault"]
            .as_str()
            .map(str::to_owned);
        Member {
            name: name.to_owned(),
            base,
            optional,
            enum_class,
            enum_mnemonic,
            json_default,
        }
    }

    /// Every op deriving from the ODS class `class`, by mnemonic.
    pub fn ops_of(&self, class: &str) -> Vec<OpRecord> {
        let mut out: Vec<OpRecord> = self
            .defs_of(class)
            .into_iter()
            .map(|def| {
                let r = self.record(def);
                let fields = r
                    .as_object()
                    .map(|o| {
                        o.iter()
                            .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_owned())))
                            .collect()
                    })
                    .unwrap_or_default();
                let attributes = r["arguments"]["args"]
                    .as_array()
                    .map(|args| {
                        args.iter()
                            .filter_map(|arg| {
                                let name = arg[1].as_str()?;
                                let constraint = arg[0]["def"].as_str()?;
                                self.superclasses(constraint)
                                    .contains(&"Attr")
                                    .then(|| self.member(name, constraint))
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                OpRecord {
                    mnemonic: r["opName"].as_str().expect("opName").to_owned(),
                    fields,
                    attributes,
                }
            })
            .collect();
        out.sort_by(|a, b| a.mnemonic.cmp(&b.mnemonic));
        out
    }

    /// Every attribute definition whose record name starts with `prefix`
    /// (`KLR_`), by record name.
    pub fn attr_defs(&self, prefix: &str) -> Vec<AttrDefRecord> {
        self.defs_of("AttrDef")
            .into_iter()
            .filter(|def| def.starts_with(prefix))
            .map(|def| {
                let r = self.record(def);
                let text = |field: &str| self.string_field(def, field);
                let params = r["parameters"]["args"]
                    .as_array()
                    .map(|args| args.iter().map(|arg| self.attr_param(def, arg)).collect())
                    .unwrap_or_default();
                AttrDefRecord {
                    cpp_type: text("cppType"),
                    attr_name: text("attrName"),
                    positional: self.superclasses(def).contains(&"EnumAttr"),
                    params,
                }
            })
            .collect()
    }

    /// A parameter: `"uint64_t":$line` or a parameter record `P:$name`.
    fn attr_param(&self, def: &str, arg: &Value) -> AttrParam {
        let name = arg[1]
            .as_str()
            .unwrap_or_else(|| panic!("{def}: a parameter without a name"))
            .to_owned();
        let (cpp_type, optional) = match &arg[0] {
            Value::String(ty) => (ty.clone(), false),
            param => {
                let record = param["def"].as_str().expect("a parameter record");
                let ty = self.record(record)["cppType"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{def}.{name}: parameter without cppType"))
                    .to_owned();
                let optional = self.superclasses(record).contains(&"OptionalParameter");
                (ty, optional)
            }
        };
        AttrParam {
            name,
            cpp_type,
            optional,
        }
    }

    /// The mnemonics of the type definitions whose record name starts with
    /// `prefix` (`BIR_`), sorted.
    pub fn type_mnemonics(&self, prefix: &str) -> Vec<String> {
        let mut out: Vec<String> = self
            .defs_of("TypeDef")
            .into_iter()
            .filter(|def| def.starts_with(prefix))
            .map(|def| self.string_field(def, "mnemonic"))
            .collect();
        out.sort();
        out
    }

    /// Every enumeration whose record name starts with `prefix` (`BIR_`),
    /// by class name.
    pub fn enums(&self, prefix: &str) -> Vec<Enum> {
        let attrs: Vec<(&str, &str)> = self
            .defs_of("EnumAttr")
            .into_iter()
            .filter_map(|def| {
                let r = self.record(def);
                Some((r["enum"]["def"].as_str()?, r["mnemonic"].as_str()?))
            })
            .collect();
        let mut out: Vec<Enum> = self
            .defs_of("EnumAttrInfo")
            .into_iter()
            .filter(|def| def.starts_with(prefix))
            .map(|def| {
                let r = self.record(def);
                Enum {
                    class_name: r["className"].as_str().expect("className").to_owned(),
                    attr_mnemonic: attrs
                        .iter()
                        .find(|(info, _)| *info == def)
                        .map(|(_, m)| (*m).to_owned()),
                    cases: r["enumerants"]
                        .as_array()
                        .expect("enumerants")
                        .iter()
                        .map(|c| {
                            let case = c["def"].as_str().expect("case");
                            self.record(case)["str"]
                                .as_str()
                                .expect("case string")
                                .to_owned()
                        })
                        .collect(),
                }
            })
            .collect();
        out.sort_by(|a, b| a.class_name.cmp(&b.class_name));
        out
    }
}

/// The `"text":$name` arguments of a `(json ...)` dag.
fn dag_strings(dag: &Value) -> Vec<(String, String)> {
    dag["args"]
        .as_array()
        .map(|args| {
            args.iter()
                .map(|a| {
                    (
                        a[1].as_str().expect("a named dag argument").to_owned(),
                        a[0].as_str().expect("a string dag argument").to_owned(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}
