//! The `nki-opt` driver: mlir-opt's command line over our pass registry.
//!
//! Reads MLIR (a file or stdin), runs a pipeline of our passes mixed with
//! upstream ones, and writes MLIR. The flags follow mlir-opt's spelling (one or
//! two leading dashes, `-flag=value` or `-flag value`).

use crate::{
    context::{
        create_context, dialect_registry, register_upstream_passes, ContextOptions, DialectHook,
    },
    diagnostics::{escape_control, render, Collector, Mode, SourceMap},
    emit::{format_from_flags, write_mlir, MlirFormat},
    ffi::{self, BytecodeError, IrPrinting, PassManager, StatisticsDisplay},
    io::{self, MlirSource},
    pass::{close_matches, PassRegistry},
    pipeline::{parse_pipeline, Element, Pipeline, PipelineError, Span},
    split, staging, verify,
};
use melior::ir::operation::OperationPrintingFlags;
use std::{ffi::OsString, fmt::Write as _, sync::Arc};

/// What a tool built on this driver provides.
pub struct Tool {
    pub name: &'static str,
    pub passes: PassRegistry,
    pub dialects: Vec<DialectHook>,
}

/// Every flag the driver accepts, for `--help` and for suggestions.
const FLAGS: &[(&str, &str)] = &[
    ("o <file>", "Output file (default: stdout)"),
    (
        "pass-pipeline=<pipeline>",
        "A textual pipeline, e.g. 'builtin.module(canonicalize,func.func(cse))'",
    ),
    (
        "<pass-name>[=<options>]",
        "Run one pass (ours or upstream); may repeat; not with --pass-pipeline",
    ),
    (
        "split-input-file[=<marker>]",
        "Process each chunk between '// -----' lines separately",
    ),
    (
        "verify-diagnostics",
        "Check diagnostics against expected-* comments in the input",
    ),
    (
        "emit-bytecode",
        "Write MLIR bytecode instead of text (the input may be either)",
    ),
    (
        "emit-bytecode-version=<n>",
        "The bytecode version to write (default: the newest)",
    ),
    (
        "verify-each[=<bool>]",
        "Run the verifier after each pass (default: true)",
    ),
    (
        "allow-unregistered-dialect",
        "Accept operations of unregistered dialects",
    ),
    ("mlir-print-ir-before-all", "Print the IR before each pass"),
    ("mlir-print-ir-after-all", "Print the IR after each pass"),
    (
        "mlir-print-ir-after-change",
        "Print the IR after a pass only if it changed it",
    ),
    (
        "mlir-print-ir-after-failure",
        "Print the IR after a pass only if it failed",
    ),
    (
        "mlir-print-ir-module-scope",
        "Print the whole module when printing IR (disables threading)",
    ),
    (
        "mlir-print-ir-tree-dir=<dir>",
        "Write IR dumps into a directory tree instead of stderr",
    ),
    ("mlir-timing", "Report the time each pass takes"),
    ("mlir-pass-statistics", "Report pass statistics"),
    (
        "mlir-pass-statistics-display=<list|pipeline>",
        "How to show pass statistics (default: pipeline)",
    ),
    ("mlir-disable-threading", "Run on one thread"),
    ("mlir-print-debuginfo", "Print locations"),
    (
        "mlir-print-op-generic",
        "Print operations in the generic form",
    ),
    (
        "mlir-print-local-scope",
        "Print types and attributes in place, without aliases",
    ),
    (
        "dump-pass-pipeline",
        "Print the pipeline that will run, to stderr",
    ),
    (
        "list-passes",
        "List the passes with their summaries and options",
    ),
    ("debug", "Show this project's debug logs (or set RUST_LOG)"),
    ("version", "Print the version"),
    ("help", "Print this help"),
];

#[derive(Default)]
struct Args {
    input: Option<String>,
    output: Option<String>,
    pipeline: Option<String>,
    pass_flags: Vec<(String, Option<String>)>,
    split_marker: Option<String>,
    verify_diagnostics: bool,
    format: MlirFormat,
    verify_each: bool,
    allow_unregistered: bool,
    printing: IrPrinting,
    timing: bool,
    statistics: Option<StatisticsDisplay>,
    disable_threading: bool,
    print_debuginfo: bool,
    print_generic: bool,
    print_local_scope: bool,
    dump_pipeline: bool,
    list_passes: bool,
    debug: bool,
    version: bool,
    help: bool,
}

/// A command-line or pipeline error, printed as `tool: error: …` lines.
struct UsageError(String);

/// Runs the driver; returns the process exit code (0 success, 1 error).
pub fn run(tool: &Tool, argv: impl IntoIterator<Item = OsString>) -> i32 {
    io::guard_standard_streams();
    register_upstream_passes();
    let args = match parse_args(tool, argv) {
        Ok(args) => args,
        Err(UsageError(text)) => {
            eprint!("{text}");
            return 1;
        }
    };
    crate::logging::init(args.debug);
    let print = |text: String| match io::print_stdout(&text) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            1
        }
    };
    if args.help {
        return print(help(tool));
    }
    if args.version {
        return print(format!(
            "{} {} (MLIR {})\n",
            tool.name,
            env!("CARGO_PKG_VERSION"),
            env!("NKI_LLVM_VERSION")
        ));
    }
    if args.list_passes {
        return print(list_passes(tool));
    }
    let driven = drive(tool, &args);
    // Whatever ended the run, staged files not committed go (a named
    // temporary would outlive the process otherwise).
    staging::discard();
    match driven {
        Ok(()) => 0,
        Err(UsageError(text)) => {
            eprint!("{text}");
            1
        }
    }
}

fn parse_args(tool: &Tool, argv: impl IntoIterator<Item = OsString>) -> Result<Args, UsageError> {
    let name = tool.name;
    let err = |msg: String| UsageError(format!("{name}: error: {msg}\n"));
    let mut args = Args {
        verify_each: true,
        ..Args::default()
    };
    let (mut emit_bytecode, mut bytecode_version) = (false, None);
    let mut iter = argv.into_iter().skip(1);
    while let Some(raw) = iter.next() {
        let arg = raw
            .into_string()
            .map_err(|a| err(format!("argument {a:?} is not valid UTF-8")))?;
        if arg == "-" || !arg.starts_with('-') {
            if let Some(first) = &args.input {
                return Err(err(format!("too many input files: '{first}' and '{arg}'")));
            }
            args.input = Some(arg);
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (flag, value) = match body.split_once('=') {
            Some((f, v)) => (f, Some(v.to_owned())),
            None => (body, None),
        };
        let mut take_value = |value: Option<String>| -> Result<String, UsageError> {
            match value {
                Some(v) => Ok(v),
                None => iter
                    .next()
                    .and_then(|v| v.into_string().ok())
                    .ok_or_else(|| err(format!("option '{arg}' needs a value"))),
            }
        };
        let boolean = |value: Option<String>| -> Result<bool, UsageError> {
            match value.as_deref() {
                None | Some("true") | Some("1") => Ok(true),
                Some("false") | Some("0") => Ok(false),
                Some(v) => Err(err(format!(
                    "option '--{flag}' takes true or false, not '{v}'"
                ))),
            }
        };
        match flag {
            "o" => args.output = Some(take_value(value)?),
            "pass-pipeline" => args.pipeline = Some(take_value(value)?),
            "split-input-file" => {
                args.split_marker = Some(value.unwrap_or_else(|| split::DEFAULT_MARKER.into()))
            }
            "verify-diagnostics" => args.verify_diagnostics = boolean(value)?,
            "emit-bytecode" => emit_bytecode = boolean(value)?,
            "emit-bytecode-version" => bytecode_version = Some(take_value(value)?),
            "verify-each" => args.verify_each = boolean(value)?,
            "allow-unregistered-dialect" => args.allow_unregistered = boolean(value)?,
            "mlir-print-ir-before-all" => args.printing.before_all = boolean(value)?,
            "mlir-print-ir-after-all" => args.printing.after_all = boolean(value)?,
            "mlir-print-ir-after-change" => args.printing.after_change = boolean(value)?,
            "mlir-print-ir-after-failure" => args.printing.after_failure = boolean(value)?,
            "mlir-print-ir-module-scope" => args.printing.module_scope = boolean(value)?,
            "mlir-print-ir-tree-dir" => args.printing.tree_dir = Some(take_value(value)?),
            "mlir-timing" => args.timing = boolean(value)?,
            "mlir-pass-statistics" => {
                if boolean(value)? {
                    args.statistics.get_or_insert(StatisticsDisplay::Pipeline);
                }
            }
            "mlir-pass-statistics-display" => {
                args.statistics = Some(match take_value(value)?.as_str() {
                    "list" => StatisticsDisplay::List,
                    "pipeline" => StatisticsDisplay::Pipeline,
                    other => {
                        return Err(err(format!(
                        "--mlir-pass-statistics-display takes 'list' or 'pipeline', not '{other}'"
                    )))
                    }
                })
            }
            "mlir-disable-threading" => args.disable_threading = boolean(value)?,
            "mlir-print-debuginfo" => args.print_debuginfo = boolean(value)?,
            "mlir-print-op-generic" => args.print_generic = boolean(value)?,
            "mlir-print-local-scope" => args.print_local_scope = boolean(value)?,
            "dump-pass-pipeline" => args.dump_pipeline = boolean(value)?,
            "list-passes" => args.list_passes = true,
            "debug" => args.debug = true,
            "version" => args.version = true,
            "h" | "help" => args.help = true,
            _ if tool.passes.lookup(flag).is_some()
                || ffi::lookup_registered_pass(flag).is_some() =>
            {
                args.pass_flags.push((flag.to_owned(), value));
            }
            _ => {
                let known = FLAGS
                    .iter()
                    .map(|(f, _)| f.split(['=', ' ', '[']).next().unwrap_or(f))
                    .chain(tool.passes.iter().map(|p| p.argument));
                let mut text = format!("{name}: error: unknown command line argument '{arg}'\n");
                if let Some(best) = close_matches(flag, known).first() {
                    let _ = writeln!(text, "{name}: note: did you mean '--{best}'?");
                }
                let _ = writeln!(text, "{name}: note: see '{name} --help'");
                return Err(UsageError(text));
            }
        }
    }
    if args.pipeline.is_some() && !args.pass_flags.is_empty() {
        return Err(err(
            "'--pass-pipeline' cannot be used with individual pass options".into(),
        ));
    }
    args.format = format_from_flags(emit_bytecode, bytecode_version.as_deref()).map_err(err)?;
    // mlir-opt joins the chunks' bytecode with marker lines: a file no
    // tool can read back.
    if args.format != MlirFormat::Text && args.split_marker.is_some() {
        return Err(err(
            "--emit-bytecode cannot be used with --split-input-file: each chunk would be a separate bytecode file".into(),
        ));
    }
    Ok(args)
}

/// The pipeline to run: `--pass-pipeline`, or the pass flags in order.
fn resolve_pipeline(tool: &Tool, args: &Args) -> Result<(Pipeline, String), UsageError> {
    let (text, origin) = match &args.pipeline {
        Some(text) => (text.clone(), "--pass-pipeline"),
        None => {
            let elements: Vec<String> = args
                .pass_flags
                .iter()
                .map(|(name, opts)| match opts {
                    Some(o) => format!("{name}{{{o}}}"),
                    None => name.clone(),
                })
                .collect();
            (
                format!("builtin.module({})", elements.join(",")),
                "pass flags",
            )
        }
    };
    let pipeline =
        parse_pipeline(&text).map_err(|e| pipeline_error(tool, origin, &text, &e, &[]))?;
    // Names and our passes' options are checked before any input is read:
    // ours by our registry, the rest by MLIR's.
    for element in pipeline.passes() {
        let Element::Pass {
            name,
            span,
            options,
            options_span,
        } = element
        else {
            continue;
        };
        if let Some(info) = tool.passes.lookup(name) {
            info.parse_options(options.as_deref(), options_column(*span, *options_span))
                .map_err(|e| pipeline_error(tool, origin, &text, &e, &[]))?;
        } else if ffi::lookup_registered_pass(name).is_none() {
            let upstream = crate::upstream_passes::UPSTREAM_PASS_CANDIDATES
                .iter()
                .copied()
                .filter(|c| ffi::lookup_registered_pass(c).is_some());
            let ours = tool.passes.iter().map(|p| p.argument);
            let matches = close_matches(name, ours.chain(upstream));
            let e = PipelineError {
                column: span.column(),
                message: format!("'{name}' does not refer to a registered pass or pass pipeline"),
            };
            return Err(pipeline_error(tool, origin, &text, &e, &matches));
        }
    }
    // Each pass sits under an anchor it can run on (MLIR aborts when a pass
    // restricted to one operation is added under another).
    check_anchors(tool, Some(&pipeline.anchor), &pipeline.elements)
        .map_err(|e| pipeline_error(tool, origin, &text, &e, &[]))?;
    // Upstream passes' options are checked by MLIR when they are added: add
    // the whole pipeline once to a scratch pass manager, so a bad option fails
    // the run before any input is read or output opened.
    {
        let context = melior::Context::new();
        let pm = PassManager::new_on(&context, &pipeline.anchor);
        add_elements(tool, pm.root(), &pipeline.elements)
            .map_err(|e| pipeline_error(tool, origin, &text, &e, &[]))?;
    }
    Ok((pipeline, text))
}

/// The operation `name`'s pass is restricted to: ours from its declaration,
/// upstream ones from MLIR's registry; `None` when it runs on any operation.
fn pass_anchor(tool: &Tool, name: &str) -> Option<String> {
    match tool.passes.lookup(name) {
        Some(info) => info.anchor.map(str::to_owned),
        None => ffi::registered_pass_anchor(name),
    }
}

/// Checks that every pass restricted to an operation is nested under that
/// operation's anchor. Under `any(…)` MLIR runs a pass only on the operations
/// it can run on, so nothing is checked there (as in mlir-opt).
fn check_anchors(
    tool: &Tool,
    anchor: Option<&str>,
    elements: &[Element],
) -> Result<(), PipelineError> {
    for element in elements {
        match element {
            Element::Anchor { name, elements, .. } => {
                let inner = (name != "any").then_some(name.as_str());
                check_anchors(tool, inner, elements)?;
            }
            Element::Pass { name, span, .. } => {
                let (Some(anchor), Some(wanted)) = (anchor, pass_anchor(tool, name)) else {
                    continue;
                };
                if wanted != anchor {
                    return Err(PipelineError {
                        column: span.column(),
                        message: format!(
                            "pass '{name}' runs on '{wanted}' and cannot be nested under '{anchor}'"
                        ),
                    });
                }
            }
        }
    }
    Ok(())
}

fn pipeline_error(
    tool: &Tool,
    origin: &str,
    text: &str,
    e: &PipelineError,
    matches: &[&str],
) -> UsageError {
    let name = tool.name;
    let (text, column) = crate::diagnostics::excerpt(text, e.column);
    // Control characters (a newline in the pipeline) are shown escaped, and
    // the caret moves with them.
    let before: String = text.chars().take(column.saturating_sub(1)).collect();
    let column = escape_control(&before).chars().count() + 1;
    let message = e.to_string();
    let mut out = format!(
        "{name}: error: {origin}: {}\n  {}\n  {}^\n",
        escape_control(&message),
        escape_control(&text),
        " ".repeat(column.saturating_sub(1))
    );
    if !matches.is_empty() {
        let list: Vec<String> = matches.iter().map(|m| format!("'{m}'")).collect();
        let _ = writeln!(out, "{name}: note: did you mean {}?", list.join(" or "));
    }
    UsageError(out)
}

/// Where a pass's option text starts (just after the name when it has none).
fn options_column(name: Span, options: Option<Span>) -> usize {
    options.map_or(name.end + 1, Span::column)
}

/// Adds a parsed pipeline's elements to a pass manager.
fn add_elements(
    tool: &Tool,
    pm: ffi::OpPassManager<'_>,
    elements: &[Element],
) -> Result<(), PipelineError> {
    for element in elements {
        match element {
            Element::Anchor { name, elements, .. } => {
                add_elements(tool, pm.nested_under(name), elements)?
            }
            Element::Pass {
                name,
                span,
                options,
                options_span,
            } => match tool.passes.lookup(name) {
                Some(info) => {
                    let options = info
                        .parse_options(options.as_deref(), options_column(*span, *options_span))?;
                    pm.add_pass(info.instantiate(&options));
                }
                None => pm
                    .add_pipeline(&element.to_string())
                    .map_err(|text| PipelineError {
                        column: span.column(),
                        message: format!(
                            "upstream pass '{name}' rejected its options: {}",
                            tidy_mlir_error(&text)
                        ),
                    })?,
            },
        }
    }
    Ok(())
}

/// MLIR's pipeline errors span lines; keep their gist on one line.
fn tidy_mlir_error(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    lines.join("; ").replace("<Pass-Options-Parser>: ", "")
}

fn drive(tool: &Tool, args: &Args) -> Result<(), UsageError> {
    let (pipeline, pipeline_text) = resolve_pipeline(tool, args)?;
    if args.dump_pipeline {
        eprintln!(
            "Pass Manager with {} passes:\n{pipeline}",
            pipeline.passes().len()
        );
    }
    let input_path = args.input.clone().unwrap_or_else(|| "-".into());
    io::check_output_is_not_input(&input_path, args.output.as_deref().unwrap_or("-"))
        .map_err(|e| UsageError(format!("{e}\n")))?;
    let input = io::read_input(&input_path).map_err(|e| UsageError(format!("{e}\n")))?;
    // Bytecode is parsed from the bytes as read. Text is kept once (a large
    // module's text is a good part of what the IR itself takes), shared by
    // the parser and the diagnostics' source lines.
    let bytecode = io::is_bytecode(&input.bytes);
    let text: Arc<str> = match bytecode {
        true => Arc::from(""),
        false => Arc::from(io::input_text(&input).map_err(|e| UsageError(format!("{e}\n")))?),
    };
    let io::Input { name, bytes } = input;
    let bytes = if bytecode { bytes } else { Vec::new() };
    let mut sources = SourceMap::default();
    sources.add(&name, text.clone());
    let sources = Arc::new(sources);

    let registry = dialect_registry(&tool.dialects);
    let split_text: Vec<String>;
    // Bytecode is one module: a marker found among its bytes would be
    // chance (mlir-opt splits there and fails on both halves).
    let chunks: Vec<MlirSource<'_>> = match &args.split_marker {
        _ if bytecode => vec![MlirSource::Bytecode(&bytes)],
        Some(marker) => {
            split_text = split::split_input(&text, marker)
                .into_iter()
                .map(|chunk| chunk.text)
                .collect();
            split_text.iter().map(|t| MlirSource::Text(t)).collect()
        }
        None => vec![MlirSource::Text(&text)],
    };
    let out_path = args.output.clone().unwrap_or_else(|| "-".into());
    let mut output = io::Output::open(&out_path).map_err(|e| UsageError(format!("{e}\n")))?;
    let separator = args
        .split_marker
        .as_deref()
        .map(split::output_separator)
        .unwrap_or_default();
    let mut ok = true;
    // Files passes write besides the output wait for the whole run.
    staging::begin();
    for (index, chunk) in chunks.iter().enumerate() {
        let staged = staging::mark();
        if index > 0 {
            output.write(separator.as_bytes());
        }
        let threading = !(args.disable_threading || args.printing.module_scope);
        let context = create_context(
            &registry,
            ContextOptions {
                allow_unregistered_dialects: args.allow_unregistered,
                threading,
                print_op_on_diagnostic: !args.verify_diagnostics,
            },
        );
        let mode = if args.verify_diagnostics {
            Mode::Collect
        } else {
            Mode::Print
        };
        let collector = Collector::attach(&context, mode, sources.clone(), name.clone());

        let pm = PassManager::new_on(&context, &pipeline.anchor);
        add_elements(tool, pm.root(), &pipeline.elements)
            .map_err(|e| pipeline_error(tool, "--pass-pipeline", &pipeline_text, &e, &[]))?;
        pm.enable_verifier(args.verify_each);
        if args.timing {
            pm.enable_timing();
        }
        if let Some(display) = args.statistics {
            pm.enable_statistics(display);
        }
        if args.printing.enabled() {
            pm.enable_ir_printing(&args.printing, printing_flags(args));
        }

        let mut chunk_ok = false;
        if let Some(mut module) = ffi::parse_mlir_as_module(&context, *chunk, &name) {
            if pm.run(&mut module) {
                // Written straight into the output (a temporary file for a
                // regular file): the text is never held next to the IR.
                let mut flags = printing_flags(args);
                if args.verify_each {
                    // Verified when parsed and after every pass.
                    flags = ffi::assume_verified(flags);
                }
                // Text the tools could not read back is refused, not
                // written; a write error is reported by the commit.
                match write_mlir(&module.as_operation(), args.format, &flags, output.writer()) {
                    Ok(()) => chunk_ok = true,
                    Err(BytecodeError::Io(e)) => {
                        output.fail(e);
                        chunk_ok = true;
                    }
                    // MLIR said why.
                    Err(BytecodeError::Refused) => {}
                }
            }
        }
        drop(pm);
        if !chunk_ok {
            staging::discard_since(staged);
        }

        if args.verify_diagnostics {
            let (mut expectations, mut report) = verify::collect_expectations(&name, chunk.text());
            report.extend(verify::verify(&name, &mut expectations, &collector.take()));
            for diag in &report {
                eprint!("{}", render(diag, &sources, &name));
            }
            ok &= report.is_empty();
        } else {
            ok &= chunk_ok && collector.error_count() == 0;
        }
    }
    if !ok {
        staging::discard();
        return Err(UsageError(String::new()));
    }
    staging::commit().map_err(|e| UsageError(format!("{e}\n")))?;
    output.commit().map_err(|e| UsageError(format!("{e}\n")))
}

fn printing_flags(args: &Args) -> OperationPrintingFlags {
    let mut flags = OperationPrintingFlags::new();
    if args.print_debuginfo {
        flags = flags.enable_debug_info(true, false);
    }
    if args.print_generic {
        flags = flags.print_generic_operation_form();
    }
    if args.print_local_scope {
        flags = flags.use_local_scope();
    }
    flags
}

fn help(tool: &Tool) -> String {
    let mut out = format!(
        "OVERVIEW: {} - MLIR optimizer driver for the NKI provisioning stage\n\nUSAGE: {} [options] [<input file> | -]\n\nOPTIONS (one or two leading dashes):\n",
        tool.name, tool.name
    );
    for (flag, text) in FLAGS {
        let _ = writeln!(out, "  --{flag:<46} {text}");
    }
    out.push_str("\nPasses: see --list-passes.\n");
    out
}

fn list_passes(tool: &Tool) -> String {
    let mut out = format!("Passes of {}:\n", tool.name);
    for pass in tool.passes.iter() {
        let _ = writeln!(out, "  {}", pass.argument);
        let _ = writeln!(out, "      {}", pass.summary);
        let _ = writeln!(
            out,
            "      anchor: {}",
            pass.anchor.unwrap_or("any operation")
        );
        for option in pass.options {
            let default = if option.default.is_empty() {
                "unset"
            } else {
                option.default
            };
            let _ = writeln!(
                out,
                "      {}=<{}>  {} (default: {default})",
                option.name, option.kind, option.description
            );
        }
    }
    let upstream: Vec<(&str, String)> = crate::upstream_passes::UPSTREAM_PASS_CANDIDATES
        .iter()
        .filter_map(|name| ffi::lookup_registered_pass(name).map(|d| (*name, d)))
        .collect();
    let _ = writeln!(
        out,
        "\nUpstream MLIR passes ({}), usable in any pipeline:",
        upstream.len()
    );
    for (name, description) in upstream {
        let _ = writeln!(out, "  {name:<44} {description}");
    }
    out
}
