//! Generates the C++ of the bir and klr dialects from their ODS files with
//! mlir-tblgen, and compiles it with the small registration shims.

use std::{
    env,
    path::{Path, PathBuf},
    process::Command,
};

/// (dialect, directory, ODS root file, C++ prefix)
const DIALECTS: &[(&str, &str, &str, &str)] = &[
    ("bir", "bir", "BIR.td", "BIR"),
    ("klr", "klr", "KLR.td", "KLR"),
];

/// (mlir-tblgen generator, output suffix)
const GENERATORS: &[(&str, &str)] = &[
    ("-gen-dialect-decls", "Dialect.h.inc"),
    ("-gen-dialect-defs", "Dialect.cpp.inc"),
    ("-gen-enum-decls", "Enums.h.inc"),
    ("-gen-enum-defs", "Enums.cpp.inc"),
    ("-gen-attrdef-decls", "Attrs.h.inc"),
    ("-gen-attrdef-defs", "Attrs.cpp.inc"),
    ("-gen-typedef-decls", "Types.h.inc"),
    ("-gen-typedef-defs", "Types.cpp.inc"),
    ("-gen-op-decls", "Ops.h.inc"),
    ("-gen-op-defs", "Ops.cpp.inc"),
];

fn prefix() -> PathBuf {
    env::var_os("MLIR_SYS_220_PREFIX")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"))
}

fn tool_output(tool: &Path, args: &[&str]) -> String {
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

/// The C++ compiler of the shims: the clang of the installed LLVM, the
/// compiler Debian builds libMLIR.so with. MLIR identifies traits and other
/// classes without an explicit TypeID by their type name as the compiler
/// spells it (`llvm::getTypeName`); code that shares one libMLIR.so with
/// mlir-opt (the plugin) must spell them as libMLIR.so does, or a
/// `bir.func` inside a `builtin.module` fails "symbol's parent must have
/// the SymbolTable trait". docs/embedding.md says more.
fn cxx_compiler(prefix: &Path) -> PathBuf {
    let clang = prefix.join("bin/clang++");
    assert!(
        clang.exists(),
        "{} is missing: install clang-22 (run scripts/setup)",
        clang.display()
    );
    clang
}

fn main() {
    let prefix = prefix();
    let tblgen = prefix.join("bin/mlir-tblgen");
    let llvm_config = prefix.join("bin/llvm-config");
    let include = tool_output(&llvm_config, &["--includedir"])
        .trim()
        .to_owned();
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let manifest =
        PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-changed=shim");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .compiler(cxx_compiler(&prefix))
        .flag("-fno-rtti")
        .warnings(false)
        .include(&out);
    for flag in tool_output(&llvm_config, &["--cxxflags"]).split_whitespace() {
        build.flag(flag);
    }
    for (dialect, dir, root, cpp) in DIALECTS {
        let dir = manifest.join(dir);
        println!("cargo:rerun-if-changed={}", dir.display());
        let gen_dir = out.join(dialect);
        std::fs::create_dir_all(&gen_dir).expect("create OUT_DIR subdirectory");
        for (generator, suffix) in GENERATORS {
            let output = gen_dir.join(format!("{cpp}{suffix}"));
            let mut args = vec![
                generator.to_string(),
                format!("-I{include}"),
                format!("-I{}", manifest.display()),
                dir.join(root).display().to_string(),
                "-o".into(),
                output.display().to_string(),
            ];
            match *generator {
                "-gen-dialect-decls" | "-gen-dialect-defs" => {
                    args.push(format!("-dialect={dialect}"))
                }
                "-gen-attrdef-decls" | "-gen-attrdef-defs" => {
                    args.push(format!("-attrdefs-dialect={dialect}"))
                }
                "-gen-typedef-decls" | "-gen-typedef-defs" => {
                    args.push(format!("-typedefs-dialect={dialect}"))
                }
                _ => {}
            }
            let refs: Vec<&str> = args.iter().map(String::as_str).collect();
            tool_output(&tblgen, &refs);
        }
        build
            .file(dir.join(format!("{cpp}Dialect.cpp")))
            .include(&gen_dir);
    }
    build.compile("nki_dialects_shim");
    bir_member_table(&prefix, &include, &manifest, &out);
}

/// The members of every BIR instruction op, read from the ODS records
/// (`llvm-tblgen --dump-json`), so that BIR JSON import/export maps JSON
/// members to exactly the attribute kinds the ops declare.
fn bir_member_table(prefix: &Path, include: &str, manifest: &Path, out: &Path) {
    let json = tool_output(
        &prefix.join("bin/llvm-tblgen"),
        &[
            "--dump-json",
            &format!("-I{include}"),
            &format!("-I{}", manifest.display()),
            &manifest.join("bir/BIR.td").display().to_string(),
        ],
    );
    let records: serde_json::Value =
        serde_json::from_str(&json).expect("llvm-tblgen --dump-json writes JSON");
    let common = [
        "name",
        "engine",
        "ins",
        "outs",
        "ins_args",
        "outs_args",
        "json_nulls",
        "unknown_members",
    ];
    let mut rows = Vec::new();
    let mut names: Vec<&String> = records.as_object().expect("records").keys().collect();
    names.sort();
    for name in names {
        let def = &records[name.as_str()];
        let is_inst = def["!superclasses"]
            .as_array()
            .is_some_and(|s| s.iter().any(|c| c == "BIR_Inst"));
        if !is_inst {
            continue;
        }
        let op = def["opName"].as_str().expect("opName");
        let summary = def["summary"].as_str().unwrap_or("");
        let opcode = summary
            .split('`')
            .nth(1)
            .expect("summary names the JSON opcode");
        let mut members = Vec::new();
        for arg in def["arguments"]["args"].as_array().expect("args") {
            let member = arg[1].as_str().expect("argument name");
            if common.contains(&member) {
                continue;
            }
            let constraint = arg[0]["def"].as_str().expect("constraint");
            let record = &records[constraint];
            let supers = record["!superclasses"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let has = |c: &str| supers.iter().any(|s| s == c);
            let (optional, base) = if has("OptionalAttr") || has("DefaultValuedAttr") {
                (
                    true,
                    record["baseAttr"]["def"]
                        .as_str()
                        .expect("baseAttr")
                        .to_owned(),
                )
            } else {
                (constraint == "UnitAttr", constraint.to_owned())
            };
            let base_record = &records[base.as_str()];
            let is_enum = base_record["!superclasses"]
                .as_array()
                .is_some_and(|s| s.iter().any(|c| c == "EnumAttr"));
            let kind = if is_enum {
                format!(
                    "AttrKind::Enum({:?})",
                    base_record["mnemonic"].as_str().expect("enum mnemonic")
                )
            } else {
                match base.as_str() {
                    "I64Attr" => "AttrKind::I64".into(),
                    "BoolAttr" => "AttrKind::Bool".into(),
                    "StrAttr" => "AttrKind::Str".into(),
                    "F64Attr" => "AttrKind::F64".into(),
                    "BIR_FloatAttr" => "AttrKind::Number".into(),
                    "DenseI64ArrayAttr" | "BIR_PairAttr" | "BIR_TripleAttr" => "AttrKind::I64Array".into(),
                    "BIR_I64ArrayListAttr" => "AttrKind::I64ArrayList".into(),
                    "BIR_APPairListAttr" => "AttrKind::APPairList".into(),
                    "BIR_FloatArrayAttr" => "AttrKind::NumberList".into(),
                    "StrArrayAttr" => "AttrKind::StrList".into(),
                    "DictionaryAttr" => "AttrKind::StrDict".into(),
                    "BIR_JsonAttr" => "AttrKind::Json".into(),
                    "BIR_KernelSourceValAttr" => "AttrKind::KernelSource".into(),
                    "BIR_RotationScopeAttr" => "AttrKind::IntOrStr".into(),
                    "FlatSymbolRefAttr" => "AttrKind::Symbol".into(),
                    "UnitAttr" => "AttrKind::Unit".into(),
                    other => panic!("BIR op {op}: member {member} has an attribute kind the JSON mapping does not know: {other}"),
                }
            };
            members.push(format!("({member:?}, {kind}, {optional})"));
        }
        rows.push(format!(
            "    InstInfo {{ op: {op:?}, opcode: {opcode:?}, members: &[{}] }},",
            members.join(", ")
        ));
    }
    let text = format!("/// Every BIR instruction op with its members (generated from the ODS).\npub static INSTRUCTIONS: &[InstInfo] = &[\n{}\n];\n", rows.join("\n"));
    std::fs::write(out.join("bir_members.rs"), text).expect("write bir_members.rs");
}
