//! A module's IR between calls: MLIR bytecode and the name its locations
//! carry. Every operation parses it into a fresh context whose diagnostics
//! are collected (never printed), works, and writes bytecode back.

use crate::errors::Failure;
use melior::{
    ir::{operation::OperationPrintingFlags, Module},
    Context,
};
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, Severity, SourceMap},
    emit::{write_mlir, MlirFormat},
    io::{self, Input, MlirSource},
    translate::ModeOptions,
};
use nki_dialects::translate;
use nki_formats::klr::ProfileChoice;
use std::{path::Path, sync::Arc};

pub struct Ir {
    bytecode: Vec<u8>,
    name: String,
}

/// A context with our dialects whose diagnostics `Collector` keeps.
fn context(sources: SourceMap, name: &str) -> (Context, Collector) {
    let registry = dialect_registry(&[nki_dialects::register]);
    let context = create_context(
        &registry,
        ContextOptions {
            print_op_on_diagnostic: false,
            ..ContextOptions::default()
        },
    );
    let collector = Collector::attach(&context, Mode::Collect, Arc::new(sources), name.to_owned());
    (context, collector)
}

/// The failure of a step whose diagnostics `collector` holds: them, when
/// there are errors among them, else the step's own message.
fn failure(collector: &Collector, message: String) -> Failure {
    let diags = collector.take();
    if diags.iter().any(|d| d.severity == Severity::Error) {
        Failure::Diagnostics(diags)
    } else if message.is_empty() {
        Failure::Message("the call failed without a diagnostic".into())
    } else {
        Failure::Message(message)
    }
}

/// A module written in `format`; `what` names it in the error.
fn written(module: &Module<'_>, format: MlirFormat, what: &str) -> Result<Vec<u8>, Failure> {
    let mut out = Vec::new();
    write_mlir(
        &module.as_operation(),
        format,
        &OperationPrintingFlags::new(),
        &mut out,
    )
    .map_err(|e| Failure::Message(format!("cannot write {what}: {e:?}")))?;
    Ok(out)
}

/// A module's bytecode.
fn bytecode(module: &Module<'_>) -> Result<Vec<u8>, Failure> {
    written(
        module,
        MlirFormat::Bytecode { version: None },
        "MLIR bytecode",
    )
}

/// A file as the tools read it (bounded; a directory or a FIFO refused).
fn read(path: &Path) -> Result<Input, Failure> {
    let name = path.to_string_lossy().into_owned();
    Ok(io::read_input(&name)?)
}

impl Ir {
    pub fn bytecode(&self) -> &[u8] {
        &self.bytecode
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Parses and verifies MLIR text.
    pub fn parse_text(text: &str, name: &str) -> Result<Ir, Failure> {
        let mut sources = SourceMap::default();
        sources.add(name, Arc::from(text));
        let (context, collector) = context(sources, name);
        let module = nki::ffi::parse_mlir_as_module(&context, MlirSource::Text(text), name)
            .ok_or_else(|| failure(&collector, String::new()))?;
        Ok(Ir {
            bytecode: bytecode(&module)?,
            name: name.to_owned(),
        })
    }

    /// Runs `f` on the module parsed back into a fresh context.
    fn with<T>(
        &self,
        f: impl FnOnce(&mut Module<'_>, &Collector) -> Result<T, Failure>,
    ) -> Result<T, Failure> {
        let (context, collector) = context(SourceMap::default(), &self.name);
        let mut module = nki::ffi::parse_mlir_as_module(
            &context,
            MlirSource::Bytecode(&self.bytecode),
            &self.name,
        )
        .ok_or_else(|| failure(&collector, String::new()))?;
        f(&mut module, &collector)
    }

    pub fn text(&self) -> Result<String, Failure> {
        self.with(|module, _| {
            let out = written(module, MlirFormat::Text, "the module's text")?;
            String::from_utf8(out).map_err(|e| Failure::Message(e.to_string()))
        })
    }

    /// Writes what `export` makes of the module to `path` (atomically).
    fn export(
        &self,
        path: &Path,
        export: fn(&Module<'_>, &str, &ModeOptions, &mut dyn std::io::Write) -> Result<(), String>,
    ) -> Result<(), Failure> {
        let target = path.to_string_lossy().into_owned();
        self.with(|module, collector| {
            let mut output = io::Output::open(&target)?;
            export(module, &self.name, &ModeOptions::default(), &mut output)
                .map_err(|e| failure(collector, e))?;
            Ok(output.commit()?)
        })
    }

    pub fn write_klr(&self, path: &Path) -> Result<(), Failure> {
        self.export(path, translate::export_klr)
    }

    pub fn write_bir_json(&self, path: &Path) -> Result<(), Failure> {
        self.export(path, translate::export_bir_json)
    }

    pub fn run_pipeline(&self, pipeline: &str) -> Result<Ir, Failure> {
        // The pipeline changes the copy `with` parses; this module stays.
        self.with(|module, collector| {
            nki_passes::pipeline::run_pipeline(module, pipeline)
                .map_err(|e| failure(collector, e))?;
            Ok(Ir {
                bytecode: bytecode(module)?,
                name: self.name.clone(),
            })
        })
    }

    pub fn memory_map(&self, format: &str) -> Result<String, Failure> {
        let option = nki_memory_map::FORMAT;
        if !option.values.contains(&format) {
            return Err(Failure::Message(format!(
                "invalid memory map format '{format}': expected one of {}",
                option.values.join(", ")
            )));
        }
        let input = Input {
            name: self.name.clone(),
            bytes: self.bytecode.clone(),
        };
        let options = ModeOptions {
            values: vec![(option.name, format.to_owned())],
            format: MlirFormat::Text,
        };
        let mut out = Vec::new();
        nki_memory_map::memory_map(&input, &options, &mut out)?;
        String::from_utf8(out).map_err(|e| Failure::Message(e.to_string()))
    }

    /// A module `build` makes in a fresh context from a file.
    fn build(
        path: &Path,
        build: for<'c> fn(&'c Context, &Collector, &Input) -> Result<Module<'c>, String>,
    ) -> Result<Ir, Failure> {
        let input = read(path)?;
        let mut sources = SourceMap::default();
        if let Ok(text) = std::str::from_utf8(&input.bytes) {
            sources.add(&input.name, Arc::from(text));
        }
        let (context, collector) = context(sources, &input.name);
        let module = build(&context, &collector, &input).map_err(|e| failure(&collector, e))?;
        Ok(Ir {
            bytecode: bytecode(&module)?,
            name: input.name,
        })
    }

    pub fn read_klr(path: &Path) -> Result<Ir, Failure> {
        Self::build(path, |context, collector, input| {
            translate::klr_module(context, collector, input, ProfileChoice::Detect)
        })
    }

    pub fn read_bir_json(path: &Path) -> Result<Ir, Failure> {
        Self::build(path, |context, _, input| {
            translate::bir_json_module(context, input)
        })
    }

    pub fn wrap_kernel(path: &Path) -> Result<Ir, Failure> {
        Self::build(path, |context, _, input| {
            translate::wrapped_kernel_module(context, input)
        })
    }
}
