//! The `nki-translate` driver: converts between files (`.klr`, BIR JSON) and
//! MLIR, in the manner of `mlir-translate`: exactly one mode flag, an input file
//! or stdin, `-o` for the output (written atomically; nothing on failure).

use crate::{
    emit::{format_from_flags, MlirFormat},
    io,
};
use std::{ffi::OsString, fmt::Write as _, io::Write};

/// A translation's outcome: the output was written, or the one-line error
/// it reports (empty when it was printed as a diagnostic already).
pub type TranslateResult = Result<(), String>;

/// A translation: the input, the mode's options, the output stream.
pub type TranslateFn = fn(&io::Input, &ModeOptions, &mut dyn Write) -> TranslateResult;

/// One mode of `nki-translate`.
pub struct Translation {
    /// The flag without dashes, e.g. `import-klr`.
    pub flag: &'static str,
    pub summary: &'static str,
    /// Converts the input, writing the output as it is produced (into a
    /// temporary file committed only on success; a write error is reported
    /// at the commit); `None` while the mode is declared but not built yet.
    pub run: TranslateFn,
    /// The mode's own options (`--name=value`) and their allowed values.
    pub options: &'static [ModeOption],
    /// The mode writes MLIR, so `--emit-bytecode` applies to it.
    pub writes_mlir: bool,
}

/// An option of one mode, e.g. `--memory-map-format=svg`.
pub struct ModeOption {
    pub name: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub summary: &'static str,
}

/// The values of the chosen mode's options (defaults filled in), and the
/// form of MLIR it writes.
#[derive(Debug, Default)]
pub struct ModeOptions {
    values: Vec<(&'static str, String)>,
    /// Text, or bytecode under `--emit-bytecode` (modes that write MLIR).
    pub format: MlirFormat,
}

impl ModeOptions {
    /// The value of option `name` (its default when not given).
    pub fn get(&self, name: &str) -> &str {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or("")
    }
}

/// The modes a tool offers.
pub struct TranslateTool {
    pub name: &'static str,
    pub translations: Vec<Translation>,
}

/// Runs the driver; returns the process exit code.
pub fn run(tool: &TranslateTool, argv: impl IntoIterator<Item = OsString>) -> i32 {
    io::guard_standard_streams();
    match drive(tool, argv) {
        Ok(()) => 0,
        Err(text) => {
            // An empty text: the error was already printed as a diagnostic.
            if !text.is_empty() {
                eprintln!("{text}");
            }
            1
        }
    }
}

fn drive(tool: &TranslateTool, argv: impl IntoIterator<Item = OsString>) -> Result<(), String> {
    let name = tool.name;
    let mut input = None;
    let mut output = None;
    let mut mode: Option<&Translation> = None;
    let mut debug = false;
    let (mut emit_bytecode, mut bytecode_version) = (false, None);
    let mut given: Vec<(String, String)> = Vec::new();
    let mut iter = argv.into_iter().skip(1);
    while let Some(raw) = iter.next() {
        let arg = raw
            .into_string()
            .map_err(|a| format!("{name}: error: argument {a:?} is not valid UTF-8"))?;
        if arg == "-" || !arg.starts_with('-') {
            if let Some(first) = &input {
                return Err(format!(
                    "{name}: error: too many input files: '{first}' and '{arg}'"
                ));
            }
            input = Some(arg);
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (flag, value) = match body.split_once('=') {
            Some((f, v)) => (f, Some(v.to_owned())),
            None => (body, None),
        };
        match flag {
            "o" => {
                output = Some(match value {
                    Some(v) => v,
                    None => iter
                        .next()
                        .and_then(|v| v.into_string().ok())
                        .ok_or_else(|| format!("{name}: error: option '{arg}' needs a value"))?,
                })
            }
            "h" | "help" => return io::print_stdout(&help(tool)),
            "version" => {
                return io::print_stdout(&format!(
                    "{name} {} (MLIR {})\n",
                    env!("CARGO_PKG_VERSION"),
                    env!("NKI_LLVM_VERSION")
                ))
            }
            "debug" => debug = true,
            "emit-bytecode" if value.is_none() => emit_bytecode = true,
            "emit-bytecode-version" => {
                bytecode_version = Some(value.ok_or_else(|| {
                    format!("{name}: error: option '--emit-bytecode-version' needs a value ('--emit-bytecode-version=N')")
                })?)
            }
            _ if tool
                .translations
                .iter()
                .any(|t| t.options.iter().any(|o| o.name == flag)) =>
            {
                let value = value.ok_or_else(|| {
                    format!("{name}: error: option '--{flag}' needs a value ('--{flag}=VALUE')")
                })?;
                given.push((flag.to_owned(), value));
            }
            _ => match tool.translations.iter().find(|t| t.flag == flag) {
                Some(t) => {
                    if let Some(previous) = mode {
                        return Err(format!(
                            "{name}: error: only one translation mode may be given ('--{}' and '--{}')",
                            previous.flag, t.flag
                        ));
                    }
                    mode = Some(t);
                }
                None => {
                    let known = tool
                        .translations
                        .iter()
                        .map(|t| t.flag)
                        .chain(["o", "help", "version", "debug", "emit-bytecode"]);
                    let mut text = format!("{name}: error: unknown command line argument '{arg}'");
                    if let Some(best) = crate::pass::close_matches(flag, known).first() {
                        let _ = write!(text, "\n{name}: note: did you mean '--{best}'?");
                    }
                    return Err(text);
                }
            },
        }
    }
    crate::logging::init(debug);
    let Some(mode) = mode else {
        let flags: Vec<String> = tool
            .translations
            .iter()
            .map(|t| format!("--{}", t.flag))
            .collect();
        return Err(format!(
            "{name}: error: no translation mode given (one of {})",
            flags.join(", ")
        ));
    };
    let mut options = mode_options(name, mode, &given)?;
    options.format = format_from_flags(emit_bytecode, bytecode_version.as_deref())
        .map_err(|e| format!("{name}: error: {e}"))?;
    if options.format != MlirFormat::Text && !mode.writes_mlir {
        return Err(format!(
            "{name}: error: --emit-bytecode applies only to modes that write MLIR ({}), not to '--{}'",
            tool.translations
                .iter()
                .filter(|t| t.writes_mlir)
                .map(|t| format!("--{}", t.flag))
                .collect::<Vec<_>>()
                .join(", "),
            mode.flag
        ));
    }
    let translate = mode.run;
    let (input, output) = (
        input.as_deref().unwrap_or("-"),
        output.as_deref().unwrap_or("-"),
    );
    io::check_output_is_not_input(input, output)?;
    let input = io::read_input(input)?;
    let mut output = io::Output::open(output)?;
    // Dropped without a commit on failure: nothing is left behind.
    translate(&input, &options, &mut output)?;
    output.commit()
}

/// The chosen mode's options: each given option must be the mode's and
/// take one of its values; the others keep their defaults.
fn mode_options(
    name: &str,
    mode: &Translation,
    given: &[(String, String)],
) -> Result<ModeOptions, String> {
    let mut options = ModeOptions {
        values: mode
            .options
            .iter()
            .map(|o| (o.name, o.default.to_owned()))
            .collect(),
        format: MlirFormat::Text,
    };
    for (flag, value) in given {
        let Some(option) = mode.options.iter().find(|o| o.name == flag) else {
            return Err(format!(
                "{name}: error: option '--{flag}' does not apply to '--{}'",
                mode.flag
            ));
        };
        if !option.values.contains(&value.as_str()) {
            return Err(format!(
                "{name}: error: invalid value '{value}' for '--{flag}': expected one of {}",
                option.values.join(", ")
            ));
        }
        if let Some(slot) = options.values.iter_mut().find(|(n, _)| *n == option.name) {
            slot.1 = value.clone();
        }
    }
    Ok(options)
}

fn help(tool: &TranslateTool) -> String {
    let mut out = format!(
        "OVERVIEW: {0} - file-format translations for the NKI provisioning stage\n\nUSAGE: {0} <mode> [<input file> | -] [-o <output file>]\n\nMODES:\n",
        tool.name
    );
    for t in &tool.translations {
        let _ = writeln!(out, "  --{:<18} {}", t.flag, t.summary);
        for o in t.options {
            let _ = writeln!(
                out,
                "      --{}={}  {} (default: {})",
                o.name,
                o.values.join("|"),
                o.summary,
                o.default
            );
        }
    }
    out.push_str("\nOPTIONS:\n  -o <file>            Output file (default: stdout)\n  --emit-bytecode      Write MLIR bytecode instead of text (modes that write MLIR)\n  --emit-bytecode-version=<n>  The bytecode version to write (default: the newest)\n  --debug              Show debug logs\n  --version, --help\n");
    out
}
