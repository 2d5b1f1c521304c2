//! The translations `nki-translate` offers, between files and our dialects.
//! Each takes the input as read and writes the output into a stream as it is
//! produced (the driver's atomic output), or returns the error lines to
//! print (`file: byte N: error: …` for binary input, `file:line:col: error:
//! …` for text); MLIR's own diagnostics are printed as they arise.

use crate::{bir::convert as bir_convert, klr::convert};
use melior::Context;
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
    emit::{write_mlir, MlirFormat},
    ffi::BytecodeError,
    io::{input_text, is_bytecode, mlir_source, Input},
    translate::ModeOptions,
};
use nki_formats::{
    bir_json::{inst, locate, read_bir_json, BirJsonError},
    klr::{read_klr, read_klr_as, statement_offsets_as, write_klr_as, ProfileChoice, VersionCheck},
};
use std::{io::Write, sync::Arc};

/// A context with every dialect (ours included) whose diagnostics print to
/// stderr against `input`.
fn context_for(input: &Input) -> (Context, Collector) {
    context_with(input, Mode::Print)
}

/// [`context_for`] with the diagnostics printed or only collected.
fn context_with(input: &Input, mode: Mode) -> (Context, Collector) {
    let registry = dialect_registry(&[crate::register]);
    // One line per error: no dump of the (generated) op after each.
    let options = ContextOptions {
        print_op_on_diagnostic: false,
        ..ContextOptions::default()
    };
    let context = create_context(&registry, options);
    let mut sources = SourceMap::default();
    if let Ok(text) = std::str::from_utf8(&input.bytes) {
        sources.add(&input.name, Arc::from(text));
    }
    let collector = Collector::attach(&context, mode, Arc::new(sources), input.name.clone());
    (context, collector)
}

/// A `.klr` reading error as one line: `file: byte N: error: …`.
pub fn klr_error(input: &Input, e: &nki_formats::klr::KlrError) -> String {
    format!(
        "{}: byte {}: error: {}",
        nki::diagnostics::escape_control(&input.name),
        e.offset(),
        e.message()
    )
}

/// `--import-klr`: a `.klr` file to `klr` dialect MLIR, with the
/// diagnostics of a kernel that does not verify printed at its statements
/// (see [`klr_module`]).
pub fn import_klr(input: &Input, options: &ModeOptions, out: &mut dyn Write) -> Result<(), String> {
    let choice = crate::klr_file::read_choice(options);
    let (context, collector) = context_with(input, Mode::Collect);
    let module = klr_module(&context, &collector, input, choice);
    // Anything MLIR said: the located errors, or a verified module's
    // warnings and remarks.
    for diag in collector.take() {
        let text = nki::diagnostics::render(&diag, &Default::default(), &input.name);
        let _ = std::io::stderr().write_all(text.as_bytes());
    }
    let module = module?;
    write_module(&module, &input.name, options.format, out)
}

/// A `.klr` file as a verified `klr` module in `context`, the schema
/// profile detected or chosen. A kernel that does not verify is reported at
/// the offending statement: `file: byte N: error: …` (the statement's byte
/// offset in the file) with its NKI source position as a note. Positions
/// cost a second decode, so they are computed only then: the first import's
/// diagnostics are dropped from `collector` and the file is imported again
/// with every statement located; `collector` then holds those, and the
/// error is empty. A file that cannot be read is a one-line error.
pub fn klr_module<'c>(
    context: &'c Context,
    collector: &Collector,
    input: &Input,
    choice: ProfileChoice,
) -> Result<melior::ir::Module<'c>, String> {
    let file =
        read_klr_as(&input.bytes, VersionCheck::Exact, choice).map_err(|e| klr_error(input, &e))?;
    let unsupported = |message: String| {
        format!(
            "{}: error: {message}",
            nki::diagnostics::escape_control(&input.name)
        )
    };
    match convert::import(context, &file, &input.name) {
        Ok(module) => Ok(module),
        Err(convert::ImportError::Unsupported(message)) => Err(unsupported(message)),
        Err(convert::ImportError::Diagnosed) => {
            collector.take();
            let offsets = statement_offsets_as(&input.bytes, ProfileChoice::Use(file.profile));
            match convert::import_located(context, &file, &input.name, Some(&offsets)) {
                Err(convert::ImportError::Unsupported(message)) => Err(unsupported(message)),
                _ => Err(String::new()),
            }
        }
    }
}

/// `--export-klr`: `klr` dialect MLIR to a `.klr` file, in the schema
/// profile the kernel was read in (`klr.profile`) or the one asked for. A
/// value the profile cannot hold is reported at its statement op.
pub fn export_klr(
    module: &melior::ir::Module<'_>,
    name: &str,
    options: &ModeOptions,
    out: &mut dyn Write,
) -> Result<(), String> {
    let file = convert::export(module).map_err(|e| file_error(name, e))?;
    let profile = crate::klr_file::write_profile(options, file.profile);
    let bytes = write_klr_as(&file, profile)
        .map_err(|e| file_error(name, convert::write_error(module, &e)))?;
    let _ = out.write_all(&bytes);
    Ok(())
}

/// An export error without a position of its own, about the file as a whole.
fn file_error(name: &str, e: String) -> String {
    match e.strip_prefix("error: ") {
        Some(rest) => format!("{}: error: {rest}", nki::diagnostics::escape_control(name)),
        None => e,
    }
}

/// Parses the input as MLIR (text or bytecode, told apart by content) and
/// hands the module to `export`. A parse failure was already reported
/// through the diagnostics (no more text); an export error without a
/// position of its own is about the file as a whole.
pub fn with_input_module<T>(
    input: &Input,
    export: impl FnOnce(&melior::ir::Module<'_>) -> Result<T, String>,
) -> Result<T, String> {
    let source = mlir_source(input)?;
    let (context, _collector) = context_for(input);
    let module =
        nki::ffi::parse_mlir_as_module(&context, source, &input.name).ok_or_else(String::new)?;
    export(&module).map_err(|e| file_error(&input.name, e))
}

/// Writes a module as `nki-translate` writes MLIR, text or bytecode
/// (streamed: a large module's text is never held next to its IR). The
/// driver's output keeps any write error for its commit; text nested too
/// deep to be read back is refused here, as an error about `name` (the
/// input).
fn write_module(
    module: &melior::ir::Module<'_>,
    name: &str,
    format: MlirFormat,
    out: &mut dyn Write,
) -> Result<(), String> {
    // Every module written here was verified when it was built.
    let flags = nki::ffi::assume_verified(melior::ir::operation::OperationPrintingFlags::new());
    match write_mlir(&module.as_operation(), format, &flags, out) {
        Ok(()) => Ok(()),
        Err(BytecodeError::Io(e)) => Err(format!(
            "{}: error: {e}",
            nki::diagnostics::escape_control(name)
        )),
        // MLIR's diagnostic was printed already.
        Err(BytecodeError::Refused) => Err(String::new()),
    }
}

/// A BIR JSON reading error as one line: the JSON line and column, and for a
/// schema error the member path too.
pub fn json_error(input: &Input, text: &str, e: BirJsonError) -> String {
    match e {
        BirJsonError::Syntax {
            line,
            column,
            message,
        } => {
            format!(
                "{}:{line}:{column}: error: {message}",
                nki::diagnostics::escape_control(&input.name)
            )
        }
        BirJsonError::Schema { path, message } => match locate(text, &path) {
            Some((line, column)) => {
                format!("{}:{line}:{column}: error: {path}: {message}", input.name)
            }
            None => format!("{}: error: {path}: {message}", input.name),
        },
    }
}

/// An importer error, `$.path: message`, at the item the path names.
fn item_error(input: &Input, text: &str, message: &str) -> String {
    let name = nki::diagnostics::escape_control(&input.name);
    let at = message
        .split_once(": ")
        .filter(|(path, _)| path.starts_with("$."))
        .and_then(|(path, _)| locate(text, path));
    match at {
        Some((line, column)) => format!("{name}:{line}:{column}: error: {message}"),
        None => format!("{name}: error: {message}"),
    }
}

/// `--import-bir-json`: a BIR JSON document to `bir` dialect MLIR.
pub fn import_bir_json(
    input: &Input,
    options: &ModeOptions,
    out: &mut dyn Write,
) -> Result<(), String> {
    write_built(input, options, out, bir_json_module)
}

/// Builds a module from `input` in a fresh printing context and writes it
/// in the asked format: the tool's side of each `…_module` function.
fn write_built(
    input: &Input,
    options: &ModeOptions,
    out: &mut dyn Write,
    build: for<'c> fn(&'c Context, &Input) -> Result<melior::ir::Module<'c>, String>,
) -> Result<(), String> {
    let (context, _collector) = context_for(input);
    let module = build(&context, input)?;
    write_module(&module, &input.name, options.format, out)
}

/// A BIR JSON file as a verified `bir` module in `context` (MLIR's
/// diagnostics go to the context's handlers; reading errors are one line).
pub fn bir_json_module<'c>(
    context: &'c Context,
    input: &Input,
) -> Result<melior::ir::Module<'c>, String> {
    let text = input_text(input)?;
    let doc = read_bir_json(text).map_err(|e| json_error(input, text, e))?;
    import_located(context, input, text, &doc)
}

/// A BIR JSON document as a verified `bir` module, its ops located at their
/// items in the file (not in the generated text); errors at the items.
fn import_located<'c>(
    context: &'c Context,
    input: &Input,
    text: &str,
    doc: &nki_formats::bir_json::Document,
) -> Result<melior::ir::Module<'c>, String> {
    let positions = nki_formats::bir_json::positions(text);
    bir_convert::import_located(
        context,
        doc,
        &format!("{} (imported)", input.name),
        Some((&input.name, &positions)),
    )
    .map_err(|e| match e {
        Some(message) => item_error(input, text, &message),
        None => String::new(),
    })
}

/// `--export-bir-json`: `bir` dialect MLIR to a BIR JSON document, written
/// while the IR is walked (peak memory: the IR, never a model of the whole
/// document next to it). An op that cannot be exported stops the walk half
/// way through the text: the driver's output is committed only on success,
/// so nothing reaches the output file or stdout then (see `nki::io::Output`).
pub fn export_bir_json(
    module: &melior::ir::Module<'_>,
    name: &str,
    _options: &ModeOptions,
    out: &mut dyn Write,
) -> Result<(), String> {
    match bir_convert::write_bir_json(module, out) {
        Ok(()) => Ok(()),
        Err(bir_convert::StreamError::Export(message)) => Err(file_error(name, message)),
        // The driver's output keeps any write error for its commit, so an
        // error here is the document's: nested deeper than the reader accepts.
        Err(bir_convert::StreamError::Write(e)) => Err(format!(
            "{}: error: cannot write BIR JSON: {e}",
            nki::diagnostics::escape_control(name)
        )),
    }
}

/// A `bir` module as the BIR JSON model, for tools that read the IR without
/// MLIR (`nki-run`): BIR JSON (detected by a leading `{`) is read and checked
/// by the `bir` verifier as `--import-bir-json` checks it, then used as
/// read; MLIR text or bytecode is parsed, verified and exported. Errors are
/// one line, as the other modes print them (an empty string when MLIR
/// already printed them).
pub fn read_bir_document(input: &Input) -> Result<nki_formats::bir_json::Document, String> {
    if is_bytecode(&input.bytes) {
        return with_input_module(input, bir_convert::export);
    }
    let text = input_text(input)?;
    if text.trim_start().starts_with('{') {
        let doc = read_bir_json(text).map_err(|e| json_error(input, text, e))?;
        let (context, _collector) = context_for(input);
        import_located(&context, input, text, &doc)?;
        return Ok(doc);
    }
    with_input_module(input, bir_convert::export)
}

/// One tensor a wrapped kernel takes or returns.
struct Formal {
    name: String,
    dtype: String,
    shape: Vec<u64>,
    /// `[partitions, bytes per partition]`.
    dims: Vec<u64>,
    /// Where the kernel declares it (`hbm`, `sbuf`, …; BIR: the memory type).
    memory: String,
    /// The kernel's body writes it.
    written: bool,
}

impl Formal {
    /// `[128, 512] float32 in hbm`, for the message about a name declared
    /// twice.
    fn describe(&self) -> String {
        format!("{:?} {} in {}", self.shape, self.dtype, self.memory)
    }
}

/// What a caller needs to know of a kernel file.
struct Signature {
    kernel: String,
    /// The IT56 `kernel_format`.
    format: &'static str,
    /// The formals as the kernel lists them: a tensor may be in both lists
    /// (an output parameter, `def kernel(x, out)`), or be written although it
    /// is listed among the inputs only.
    inputs: Vec<Formal>,
    outputs: Vec<Formal>,
}

impl Signature {
    /// One tensor per distinct name, inputs first, with its caller kind: a
    /// tensor that is written or listed as an output is an `ExternalOutput`.
    /// One name for two different tensors is an error naming both.
    fn tensors(&self) -> Result<Vec<(&Formal, &'static str)>, String> {
        let mut tensors: Vec<(&Formal, &'static str)> = Vec::new();
        for (formal, listed_as_output) in self
            .inputs
            .iter()
            .map(|f| (f, false))
            .chain(self.outputs.iter().map(|f| (f, true)))
        {
            let kind = if listed_as_output || formal.written {
                "ExternalOutput"
            } else {
                "ExternalInput"
            };
            match tensors.iter_mut().find(|(t, _)| t.name == formal.name) {
                None => tensors.push((formal, kind)),
                Some((first, first_kind)) => {
                    let same = first.shape == formal.shape
                        && first.dtype == formal.dtype
                        && first.dims == formal.dims
                        && first.memory == formal.memory;
                    if !same {
                        return Err(format!(
                            "kernel '{}' declares two different tensors named '{}': {} and {}",
                            self.kernel,
                            formal.name,
                            first.describe(),
                            formal.describe()
                        ));
                    }
                    if kind == "ExternalOutput" {
                        *first_kind = kind;
                    }
                }
            }
        }
        Ok(tensors)
    }
}

/// The formals of a kernel file: a `.klr` LNC kernel's inputs and outputs, or
/// the Input/Output allocations of a BIR-JSON kernel's first function.
fn kernel_formals(input: &Input) -> Result<Signature, String> {
    let klr_magic = input.bytes.starts_with(&[0xd9, 0xd9, 0xf7]);
    if klr_magic {
        let file = read_klr(&input.bytes).map_err(|e| klr_error(input, &e))?;
        let nki_formats::klr::Contents::lnc(kernel) = file.contents else {
            return Err(format!(
                "{}: error: Wrong KLIR content type: the file holds '{}', not an LNC kernel",
                nki::diagnostics::escape_control(&input.name),
                file.contents.kind()
            ));
        };
        let written = nki_formats::klr::written_names(&kernel);
        let formal = |t: &nki_formats::klr::TensorName| Formal {
            name: t.name.to_string(),
            dtype: t.dtype.name().to_owned(),
            shape: std::iter::once(t.shape.parDim)
                .chain(t.shape.freeDims.iter().copied())
                .collect(),
            dims: vec![t.address.parSize, t.address.freeSize],
            memory: t.address.memory.name().to_owned(),
            written: written.contains(t.address.name.as_ref()),
        };
        // docs/bir-json-format.md G11: any format but "bir" selects the KLR mechanism; this
        // project writes "klir".
        return Ok(Signature {
            kernel: kernel.name.to_string(),
            format: "klir",
            inputs: kernel.inputs.iter().map(formal).collect(),
            outputs: kernel.outputs.iter().map(formal).collect(),
        });
    }
    let text = input_text(input)?;
    if !text.trim_start().starts_with('{') {
        return Err(format!(
            "{}: error: not a kernel file: neither a .klr file (CBOR tag d9 d9 f7) nor BIR JSON",
            input.name
        ));
    }
    let doc = read_bir_json(text).map_err(|e| json_error(input, text, e))?;
    let function = doc
        .functions
        .first()
        .ok_or_else(|| format!("{}: error: the document has no function", input.name))?;
    let written = nki_formats::bir_json::written_locations(&function.blocks);
    let formals = |kinds: &[&str]| -> Vec<Formal> {
        function
            .allocations
            .iter()
            .filter(|a| kinds.contains(&a.kind.as_str()))
            .flat_map(|a| {
                a.memorylocations.iter().map(|m| Formal {
                    name: m.name.clone(),
                    dtype: a
                        .dtype
                        .as_option()
                        .cloned()
                        .unwrap_or_else(|| "float32".into()),
                    shape: a.tensor_shape.clone(),
                    dims: m.dims.clone(),
                    memory: m.r#type.clone(),
                    written: written.contains(m.name.as_str()),
                })
            })
            .collect()
    };
    Ok(Signature {
        kernel: function.name.clone(),
        format: "bir",
        inputs: formals(&["Input", "ExternalInput", "ExternalInputParameter"]),
        outputs: formals(&["Output", "ExternalOutput", "ExternalOutputParameter"]),
    })
}

/// `--wrap-kernel`: the caller module of [`wrapped_kernel_module`].
pub fn wrap_kernel(
    input: &Input,
    options: &ModeOptions,
    out: &mut dyn Write,
) -> Result<(), String> {
    write_built(input, options, out, wrapped_kernel_module)
}

/// A caller module in `context` for a kernel file: DRAM tensors for the
/// kernel's inputs and outputs (docs/bir-json-format.md, G23) and one IT56
/// placeholder that points at the file, with the kernel format detected from
/// the content.
pub fn wrapped_kernel_module<'c>(
    context: &'c Context,
    input: &Input,
) -> Result<melior::ir::Module<'c>, String> {
    use nki_formats::bir_json::{
        Allocation, Argument, Block, BlockItem, Document, Function, Instruction, Member,
        MemoryLocation,
    };
    use serde_json::{Map, Value};
    let signature = kernel_formals(input)?;
    let tensors = signature
        .tensors()
        .map_err(|e| format!("{}: error: {e}", input.name))?;
    let Signature {
        kernel,
        format,
        inputs,
        outputs,
    } = &signature;
    let tensor = |f: &Formal, kind: &str| Allocation {
        skind: "memory_location_set".into(),
        addr_space: Member::Value("Shared".into()),
        dtype: Member::Value(f.dtype.clone()),
        partition_dim: Member::Value(0),
        tensor_shape: f.shape.clone(),
        name: format!("{}_set", f.name),
        file: String::new(),
        no_spill: false,
        volatile: false,
        r#virtual: false,
        kind: kind.into(),
        tensor_class: "Tensor".into(),
        memorylocations: vec![MemoryLocation {
            skind: "memory_location".into(),
            name: f.name.clone(),
            r#type: "DRAM".into(),
            addr: 0,
            dims: f.dims.clone(),
            bank: 0,
            base: 0,
            allocated: false,
            pinned: false,
            tensor_id: Member::Value(0),
            extra: Map::new(),
        }],
        tensor_id_to_mem_loc_size: 1,
        extra: Map::new(),
    };
    // docs/bir-json-format.md G5: the whole tensor, partition pair first, free dims flattened.
    let whole = |f: &Formal| {
        let parts = f.shape.first().copied().unwrap_or(1) as i64;
        let free: u64 = f.shape.iter().skip(1).product();
        Argument::PhysicalAp {
            ap: vec![vec![free as i64, parts], vec![1, free as i64]],
            dtype: f.dtype.clone(),
            offset: 0,
            memsetref: format!("{}_set", f.name),
            memref: f.name.clone(),
            extra: Map::new(),
        }
    };
    // docs/bir-json-format.md G3: key = the kernel's formal, value = the caller's memory location.
    let map = |fs: &[Formal]| {
        Value::Object(
            fs.iter()
                .map(|f| (f.name.clone(), Value::String(f.name.clone())))
                .collect(),
        )
    };
    let members = inst::NKIKLIRKernel::new(*format, input.name.as_str(), map(inputs), map(outputs))
        .sb_buf_shape((0, 0))
        .psum_buf_shape((0, 0, 0))
        .enable_device_dump(false);
    let carrier = Instruction::typed(
        members,
        format!("call_{kernel}"),
        None,
        inputs.iter().map(whole).collect(),
        outputs.iter().map(whole).collect(),
    );
    let allocations: Vec<Allocation> = tensors.iter().map(|(f, kind)| tensor(f, kind)).collect();
    let doc = Document {
        arch: "gen3".into(),
        version: 2,
        neuron_core_id: Member::Value(0),
        attributes_extra: Map::new(),
        functions: vec![Function {
            name: "main".into(),
            attributes: Vec::new(),
            allocations,
            blocks: vec![Block {
                name: "main".into(),
                instructions: vec![BlockItem::Instruction(carrier)],
                extra: Map::new(),
            }],
            extra: Map::new(),
        }],
        extra: Map::new(),
    };
    bir_convert::import(context, &doc, &format!("{} (wrapped)", input.name)).map_err(|e| match e {
        Some(message) => format!(
            "{}: error: {message}",
            nki::diagnostics::escape_control(&input.name)
        ),
        None => String::new(),
    })
}
