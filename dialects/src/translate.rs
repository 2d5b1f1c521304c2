//! The translations `nki-translate` offers, between files and our dialects.
//! Each takes the input as read and returns the output bytes, or the error
//! lines to print (`file: byte N: error: …` for binary input,
//! `file:line:col: error: …` for text); MLIR's own diagnostics are printed
//! as they arise.

use crate::{bir::convert as bir_convert, klr::convert};
use melior::Context;
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
    io::{input_text, Input},
};
use nki_formats::{
    bir_json::{read_bir_json, write_bir_json, BirJsonError},
    klr::{read_klr, write_klr},
};
use std::sync::Arc;

/// A context with every dialect (ours included) whose diagnostics print to
/// stderr against `input`.
fn context_for(input: &Input) -> (Context, Collector) {
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
    let collector = Collector::attach(&context, Mode::Print, Arc::new(sources), input.name.clone());
    (context, collector)
}

/// `--import-klr`: a `.klr` file to `klr` dialect MLIR.
pub fn import_klr(input: &Input) -> Result<Vec<u8>, String> {
    let file = read_klr(&input.bytes).map_err(|e| {
        format!(
            "{}: byte {}: error: {}",
            input.name,
            e.offset(),
            e.message()
        )
    })?;
    let (context, _collector) = context_for(input);
    let module = convert::import(&context, &file, &input.name).map_err(|e| match e {
        convert::ImportError::Diagnosed => String::new(),
        convert::ImportError::Unsupported(message) => format!("{}: error: {message}", input.name),
    })?;
    let mut text = module.as_operation().to_string();
    text.push('\n');
    Ok(text.into_bytes())
}

/// `--export-klr`: `klr` dialect MLIR to a `.klr` file.
pub fn export_klr(input: &Input) -> Result<Vec<u8>, String> {
    let text = input_text(input)?;
    let (context, _collector) = context_for(input);
    // A parse failure was already reported through the diagnostics: no more text.
    let module =
        nki::ffi::parse_source_as_module(&context, text, &input.name).ok_or_else(String::new)?;
    // Errors without a position of their own are about the file as a whole.
    let file = convert::export(&module).map_err(|e| match e.strip_prefix("error: ") {
        Some(rest) => format!("{}: error: {rest}", input.name),
        None => e,
    })?;
    Ok(write_klr(&file))
}

/// `--import-bir-json`: a BIR JSON document to `bir` dialect MLIR.
pub fn import_bir_json(input: &Input) -> Result<Vec<u8>, String> {
    let text = input_text(input)?;
    let doc = read_bir_json(text).map_err(|e| match e {
        BirJsonError::Syntax {
            line,
            column,
            message,
        } => format!("{}:{line}:{column}: error: {message}", input.name),
        BirJsonError::Schema { path, message } => {
            format!("{}: error: {path}: {message}", input.name)
        }
    })?;
    let (context, _collector) = context_for(input);
    let module = bir_convert::import(&context, &doc, &format!("{} (imported)", input.name))
        .map_err(|e| match e {
            Some(message) => format!("{}: error: {message}", input.name),
            None => String::new(),
        })?;
    let mut text = module.as_operation().to_string();
    text.push('\n');
    Ok(text.into_bytes())
}

/// `--export-bir-json`: `bir` dialect MLIR to a BIR JSON document.
pub fn export_bir_json(input: &Input) -> Result<Vec<u8>, String> {
    let text = input_text(input)?;
    let (context, _collector) = context_for(input);
    // A parse failure was already reported through the diagnostics.
    let module =
        nki::ffi::parse_source_as_module(&context, text, &input.name).ok_or_else(String::new)?;
    let doc = bir_convert::export(&module).map_err(|e| match e.strip_prefix("error: ") {
        Some(rest) => format!("{}: error: {rest}", input.name),
        None => e,
    })?;
    Ok(write_bir_json(&doc).into_bytes())
}
