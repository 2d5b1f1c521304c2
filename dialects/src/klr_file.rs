//! The `.klr` side of `nki-translate` that is about the file itself: which
//! schema profile a file is read and written in (`--klr-profile`,
//! docs/klr-binary-format.md §11), and `--klr-info`, what a user wants to
//! know of a `.klr` file without importing it. Library functions over the
//! input's bytes and the mode's options, so that any driver can offer them.

use nki::io::Input;
use nki::translate::{ModeOption, ModeOptions};
use nki_formats::klr::{
    detect, read_klr_as, Contents, KlrFile, Operator, Profile, ProfileChoice, Stmt, VersionCheck,
    PROFILE_CHOICES,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write;

/// `--klr-profile` of the modes that read a `.klr` file.
pub const READ_PROFILE: ModeOption = ModeOption {
    name: "klr-profile",
    values: &PROFILE_CHOICES,
    default: "auto",
    summary: "the KLR schema revision to read the file in (auto: the one its content shows)",
};

/// `--klr-profile` of `--export-klr`.
pub const WRITE_PROFILE: ModeOption = ModeOption {
    name: "klr-profile",
    values: &PROFILE_CHOICES,
    default: "auto",
    summary: "the KLR schema revision to write (auto: the one the kernel was read in, klr.profile)",
};

/// The profile a reading mode's options ask for.
pub fn read_choice(options: &ModeOptions) -> ProfileChoice {
    match Profile::named(options.get(READ_PROFILE.name)) {
        Some(profile) => ProfileChoice::Use(profile),
        None => ProfileChoice::Detect,
    }
}

/// The profile `--export-klr` writes: the one asked for, else the one the
/// kernel was read in.
pub fn write_profile(options: &ModeOptions, read_in: &'static Profile) -> &'static Profile {
    Profile::named(options.get(WRITE_PROFILE.name)).unwrap_or(read_in)
}

/// `--klr-info`: the header, the profile (and what showed it), the kernel's
/// name, formals, cores, blocks, statements and the operators it uses.
pub fn klr_info(input: &Input, options: &ModeOptions, out: &mut dyn Write) -> Result<(), String> {
    let choice = read_choice(options);
    let file = read_klr_as(&input.bytes, VersionCheck::Exact, choice)
        .map_err(|e| crate::translate::klr_error(input, &e))?;
    let text = describe(&file, &input.bytes, choice);
    let _ = out.write_all(text.as_bytes());
    Ok(())
}

/// The `--klr-info` text of a decoded file.
pub fn describe(file: &KlrFile, bytes: &[u8], choice: ProfileChoice) -> String {
    let mut out = String::new();
    let h = &file.header;
    let _ = writeln!(out, "header: KLRFile {}.{}.{}", h.major, h.minor, h.patch);
    let _ = writeln!(out, "metadata: {}", file.metadata.format);
    let p = file.profile;
    let how = match choice {
        ProfileChoice::Use(_) => "given".to_owned(),
        ProfileChoice::Detect => {
            let (found, _) = detect::fingerprint(bytes);
            match found.describe().as_str() {
                "" => "detected".to_owned(),
                shown => format!("detected: {shown}"),
            }
        }
    };
    let _ = writeln!(
        out,
        "profile: {} (KLR {}, {}; {how})\n  covers: {}",
        p.name, p.commit, p.date, p.covers
    );
    let (kind, name, inputs, outputs, bodies): (_, _, _, _, Vec<&[_]>) = match &file.contents {
        Contents::lnc(k) => (
            "lnc (LncKernel)",
            k.name.to_string(),
            &k.inputs,
            &k.outputs,
            k.bodies.iter().map(Vec::as_slice).collect(),
        ),
        Contents::kernel(k) => (
            "kernel (single-core Kernel)",
            k.name.to_string(),
            &k.inputs,
            &k.outputs,
            vec![k.body.as_slice()],
        ),
        Contents::hlo(name) => {
            let _ = writeln!(out, "contents: hlo (an HLO call-site name: '{name}')");
            return out;
        }
    };
    let _ = writeln!(out, "contents: {kind}");
    let _ = writeln!(out, "kernel: {name}");
    for (label, list) in [("inputs", inputs), ("outputs", outputs)] {
        let _ = writeln!(out, "{label}: {}", list.len());
        for t in list {
            let shape: Vec<String> = std::iter::once(t.shape.parDim)
                .chain(t.shape.freeDims.iter().copied())
                .map(|d| d.to_string())
                .collect();
            let _ = writeln!(
                out,
                "  {} [{}] {} in {}",
                t.name,
                shape.join(", "),
                t.dtype.name(),
                t.address.memory.name()
            );
        }
    }
    if let Contents::lnc(k) = &file.contents {
        let _ = writeln!(
            out,
            "shared constants: {}, shared buffers: {}, edges: {}",
            k.sharedConstants.len(),
            k.sharedBuffers.len(),
            k.edges.len()
        );
    }
    let blocks: usize = bodies.iter().map(|b| b.len()).sum();
    let statements: usize = bodies
        .iter()
        .flat_map(|b| b.iter())
        .map(|b| b.body.len())
        .sum();
    let _ = writeln!(out, "cores: {}", bodies.len());
    let _ = writeln!(out, "blocks: {blocks}");
    let _ = writeln!(out, "statements: {statements}");
    let mut operators: BTreeMap<&str, usize> = BTreeMap::new();
    for block in bodies.iter().flat_map(|b| b.iter()) {
        for Stmt::oper { op, .. } in &block.body {
            *operators.entry(Operator::ctor_name(op)).or_default() += 1;
        }
    }
    let _ = writeln!(out, "operators: {}", operators.len());
    for (ctor, n) in operators {
        let _ = writeln!(out, "  {ctor} {n}");
    }
    out
}
