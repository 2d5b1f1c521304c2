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
}
