//! The `nki-translate` driver: converts between files (`.klr`, BIR JSON) and
//! MLIR, in the manner of `mlir-translate`: exactly one mode flag, an input file
//! or stdin, `-o` for the output (written atomically; nothing on failure).

use crate::io;
use std::{ffi::OsString, fmt::Write as _, io::Write};

/// A translation's outcome: the output was written, or the one-line error
/// it reports (empty when it was printed as a diagnostic already).
pub type TranslateResult = Result<(), String>;

/// One mode of `nki-translate`.
pub struct Translation {
    /// The flag without dashes, e.g. `import-klr`.
    pub flag: &'static str,
    pub summary: &'static str,
    /// Converts the input, writing the output as it is produced (into a
    /// temporary file committed only on success; a write error is reported
    /// at the commit); `None` while the mode is declared but not built yet.
    pub run: Option<fn(&io::Input, &mut dyn Write) -> TranslateResult>,
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
                        .chain(["o", "help", "version", "debug"]);
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
    let Some(translate) = mode.run else {
        return Err(format!(
            "{name}: error: translation '--{}' is not implemented yet",
            mode.flag
        ));
    };
    let (input, output) = (
        input.as_deref().unwrap_or("-"),
        output.as_deref().unwrap_or("-"),
    );
    io::check_output_is_not_input(input, output)?;
    let input = io::read_input(input)?;
    let mut output = io::Output::open(output)?;
    // Dropped without a commit on failure: nothing is left behind.
    translate(&input, &mut output)?;
    output.commit()
}

fn help(tool: &TranslateTool) -> String {
    let mut out = format!(
        "OVERVIEW: {0} - file-format translations for the NKI provisioning stage\n\nUSAGE: {0} <mode> [<input file> | -] [-o <output file>]\n\nMODES:\n",
        tool.name
    );
    for t in &tool.translations {
        let status = if t.run.is_some() {
            ""
        } else {
            " [not implemented yet]"
        };
        let _ = writeln!(out, "  --{:<18} {}{status}", t.flag, t.summary);
    }
    out.push_str("\nOPTIONS:\n  -o <file>            Output file (default: stdout)\n  --debug              Show debug logs\n  --version, --help\n");
    out
}
