//! Generates the C++ of the bir and klr dialects from their ODS files with
//! mlir-tblgen, and compiles it with the small registration shims.

use std::{
    env,
    path::{Path, PathBuf},
};

use nki_ods::{cxx_compiler, llvm_config, llvm_prefix, mlir_include_dir, tool_output};

#[path = "build/views.rs"]
mod views;

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

fn main() {
    let prefix = llvm_prefix();
    let tblgen = prefix.join("bin/mlir-tblgen");
    let include = mlir_include_dir(&prefix);
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let manifest =
        PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-changed=shim");
    println!("cargo:rerun-if-changed=build/views.rs");
    // The dtype table both dialects include.
    println!("cargo:rerun-if-changed=dtype");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .compiler(cxx_compiler(&prefix))
        .flag("-fno-rtti")
        .warnings(false)
        .include(&out);
    for flag in llvm_config(&prefix, "--cxxflags").split_whitespace() {
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
    // The records of both dialects, read once for the tables generated from
    // them.
    let bir = nki_ods::Records::dump(&manifest.join("bir/BIR.td"), &manifest);
    let klr = nki_ods::Records::dump(&manifest.join("klr/KLR.td"), &manifest);
    bir_enum_constructors(&bir, &out);
    let (mut bir_views, bir_classes) = views::generate(&bir, "bir", "BIR_Op", "::nki::bir");
    bir_views.push_str(&views::types(&bir, "bir"));
    std::fs::write(out.join("bir_ops.rs"), bir_views).expect("write bir_ops.rs");
    std::fs::write(out.join("bir").join("BIROpClass.inc"), bir_classes)
        .expect("write BIROpClass.inc");
    std::fs::write(
        out.join("bir_discardable.rs"),
        views::discardable(&bir, "BIR_Dialect", "bir"),
    )
    .expect("write bir_discardable.rs");
    // klr has names and classes, no views (the passes read klr attributes
    // through the reflector).
    let (klr_classes, klr_class_table) = views::classes(&klr, "klr", "KLR_Op", "::nki::klr");
    let mut klr_ops = views::name_constants(&klr, "klr", "KLR_Op");
    klr_ops.push('\n');
    klr_ops.push_str(&klr_classes);
    std::fs::write(out.join("klr_ops.rs"), klr_ops).expect("write klr_ops.rs");
    std::fs::write(out.join("klr").join("KLROpClass.inc"), klr_class_table)
        .expect("write KLROpClass.inc");
    std::fs::write(
        out.join("klr_discardable.rs"),
        views::discardable_names(&klr, "KLR_Dialect", "klr"),
    )
    .expect("write klr_discardable.rs");
    let mut names = views::names(&bir, "bir", "BIR_Op", "BIR_Dialect");
    names.push_str(&views::names(&klr, "klr", "KLR_Op", "KLR_Dialect"));
    std::fs::write(out.join("ods_names.rs"), names).expect("write ods_names.rs");
    klr_attr_reflection(&klr, &out);
    klr_attr_constructors(&klr, &out);
    build.compile("nki_dialects_shim");
    bir_member_table(&bir, &out);
}

/// The members of every BIR instruction op, read from the ODS records
/// (nki-ods), so that BIR JSON import/export maps JSON members to exactly
/// the attribute kinds the ops declare.
fn bir_member_table(records: &nki_ods::Records, out: &Path) {
    let mut rows = Vec::new();
    let mut instructions = records.instructions();
    instructions.sort_by(|a, b| a.mnemonic.cmp(&b.mnemonic));
    for inst in instructions {
        let (op, opcode) = (&inst.mnemonic, &inst.opcode);
        let members: Vec<String> = inst
            .members
            .iter()
            .map(|m| {
                let kind = match &m.enum_mnemonic {
                    Some(mnemonic) => format!("AttrKind::Enum({mnemonic:?})"),
                    None => attr_kind(&m.base)
                        .unwrap_or_else(|| {
                            panic!(
                                "BIR op {op}: member {} has an attribute kind the JSON mapping does not know: {}",
                                m.name, m.base
                            )
                        })
                        .to_owned(),
                };
                let optional = m.optional || m.base == "UnitAttr";
                format!("({:?}, {kind}, {optional})", m.name)
            })
            .collect();
        rows.push(format!(
            "    InstInfo {{ op: {op:?}, opcode: {opcode:?}, members: &[{}] }},",
            members.join(", ")
        ));
    }
    let text = format!("/// Every BIR instruction op with its members (generated from the ODS).\npub static INSTRUCTIONS: &[InstInfo] = &[\n{}\n];\n", rows.join("\n"));
    std::fs::write(out.join("bir_members.rs"), text).expect("write bir_members.rs");
}

/// The C++ body of `nki_klr_reflect` (KLRDialect.cpp): one branch per klr
/// attribute definition, which hands its parameters, in order and by their
/// C++ getters, to the reflector. The reflector turns them into the events
/// Rust builds a value tree from (dialects/src/klr/reflect.rs), the tree the
/// attribute's printed form parses to, without printing it.
fn klr_attr_reflection(records: &nki_ods::Records, out: &Path) {
    let mut text = String::from("// Generated by dialects/build.rs from dialects/klr/*.td.\n");
    for def in records.attr_defs("KLR_") {
        let (kind, name) = (
            if def.positional {
                "Positional"
            } else {
                "Struct"
            },
            &def.attr_name,
        );
        text.push_str(&format!(
            "if (auto a = ::llvm::dyn_cast<{}>(attr)) {{\n  r.open(NkiAttrEvent::{kind}, stripped ? ::llvm::StringRef() : ::llvm::StringRef(\"{name}\"));\n",
            def.cpp_type
        ));
        for p in &def.params {
            let mut chars = p.name.chars();
            let getter: String = chars
                .next()
                .map(|c| c.to_ascii_uppercase())
                .into_iter()
                .chain(chars)
                .collect();
            let call = match (def.positional, p.optional) {
                (true, _) => format!("r.item(a.get{getter}())"),
                (false, false) => format!("r.field(\"{}\", a.get{getter}())", p.name),
                (false, true) => format!("r.optionalField(\"{}\", a.get{getter}())", p.name),
            };
            text.push_str(&format!("  {call};\n"));
        }
        text.push_str("  r.close();\n  return true;\n}\n");
    }
    std::fs::create_dir_all(out.join("klr")).expect("create OUT_DIR/klr");
    std::fs::write(out.join("klr").join("KLRAttrReflect.inc"), text)
        .expect("write KLRAttrReflect.inc");
}

/// The C++ body of `nki_klr_attr_get` (KLRDialect.cpp) and its Rust index
/// (`klr_attrs.rs`): attribute definition `i` is built by `case i`, from
/// its parameters in ODS order, each converted to its C++ type; Rust finds
/// `i` and the parameters' names by the attribute's name.
fn klr_attr_constructors(records: &nki_ods::Records, out: &Path) {
    let mut cpp = String::from("// Generated by dialects/build.rs from dialects/klr/*.td.\n");
    let mut rust = String::from("// Generated by dialects/build.rs from dialects/klr/*.td.\n/// (attribute name, its parameters' names in ODS order), by constructor index.\npub(crate) static KLR_ATTRS: &[(&str, &[&str])] = &[\n");
    for (i, def) in records.attr_defs("KLR_").iter().enumerate() {
        let n = def.params.len();
        cpp.push_str(&format!("case {i}: {{\n  if (n != {n}) return {{}};\n"));
        let mut args = Vec::new();
        for (k, p) in def.params.iter().enumerate() {
            cpp.push_str(&format!(
                "  auto v{k} = From<{}>::get(ctx, params[{k}], {});\n  if (!v{k}) return {{}};\n",
                p.cpp_type, p.optional
            ));
            args.push(format!(", *v{k}"));
        }
        cpp.push_str(&format!(
            "  return wrap(static_cast<::mlir::Attribute>({}::get(ctx{})));\n}}\n",
            def.cpp_type,
            args.concat()
        ));
        let names: Vec<String> = def.params.iter().map(|p| format!("{:?}", p.name)).collect();
        rust.push_str(&format!(
            "    ({:?}, &[{}]),\n",
            def.attr_name,
            names.join(", ")
        ));
    }
    rust.push_str("];\n");
    std::fs::create_dir_all(out.join("klr")).expect("create OUT_DIR/klr");
    std::fs::write(out.join("klr").join("KLRAttrGet.inc"), cpp).expect("write KLRAttrGet.inc");
    std::fs::write(out.join("klr_attrs.rs"), rust).expect("write klr_attrs.rs");
}

/// The C++ of `nki_bir_enum_attr_get` and `nki_bir_enum_attr_case`
/// (BIRDialect.cpp): one branch per enum attribute of the ODS each, so that
/// Rust builds `#bir.<mnemonic><case>` from a typed case
/// (bir::make::enumerant) and reads the case of one back, by class, without
/// spelling or printing it.
fn bir_enum_constructors(records: &nki_ods::Records, out: &Path) {
    let generate = |file: &str, branch: &dyn Fn(&str, &str) -> String| {
        let mut text = String::from("// Generated by dialects/build.rs from dialects/bir/*.td.\n");
        for e in records.enums("BIR_") {
            if let Some(mnemonic) = &e.attr_mnemonic {
                text.push_str(&branch(mnemonic, &e.class_name));
            }
        }
        std::fs::create_dir_all(out.join("bir")).expect("create OUT_DIR/bir");
        std::fs::write(out.join("bir").join(file), text).expect("write the enum dispatch");
    };
    generate("BIREnumAttrGet.inc", &|mnemonic, class| {
        format!(
            "if (mnemonic == \"{mnemonic}\") {{\n  auto v = ::nki::bir::symbolize{class}(value);\n  return v ? wrap(static_cast<::mlir::Attribute>(::nki::bir::{class}Attr::get(ctx, *v))) : MlirAttribute{{nullptr}};\n}}\n"
        )
    });
    generate("BIREnumAttrCase.inc", &|mnemonic, class| {
        format!(
            "if (auto a = ::llvm::dyn_cast<::nki::bir::{class}Attr>(attr)) {{\n  *mnemonic = \"{mnemonic}\";\n  *value = ::nki::bir::stringify{class}(a.getValue());\n  return true;\n}}\n"
        )
    });
}

/// The attribute kind an ODS attribute constraint stands for.
fn attr_kind(base: &str) -> Option<&'static str> {
    Some(match base {
        "I64Attr" | "BIR_NatAttr" => "AttrKind::I64",
        "BoolAttr" => "AttrKind::Bool",
        "StrAttr" | "BIR_NonEmptyStrAttr" | "BIR_KlirJsonOpcodeAttr" => "AttrKind::Str",
        "F64Attr" => "AttrKind::F64",
        "BIR_FloatAttr" => "AttrKind::Number",
        "DenseI64ArrayAttr" | "BIR_PairAttr" | "BIR_TripleAttr" | "BIR_DimsAttr"
        | "BIR_NatPairAttr" | "BIR_NatTripleAttr" => "AttrKind::I64Array",
        "BIR_I64ArrayListAttr" => "AttrKind::I64ArrayList",
        "BIR_APPairListAttr" => "AttrKind::APPairList",
        "BIR_FloatArrayAttr" => "AttrKind::NumberList",
        "StrArrayAttr" => "AttrKind::StrList",
        "DictionaryAttr" | "BIR_NameMapAttr" => "AttrKind::StrDict",
        "BIR_JsonAttr" => "AttrKind::Json",
        "BIR_KernelSourceValAttr" => "AttrKind::KernelSource",
        "BIR_RotationScopeAttr" => "AttrKind::IntOrStr",
        "FlatSymbolRefAttr" => "AttrKind::Symbol",
        "UnitAttr" => "AttrKind::Unit",
        _ => return None,
    })
}
