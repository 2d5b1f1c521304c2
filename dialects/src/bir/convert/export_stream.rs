//! Export streamed: `bir` dialect ops → BIR JSON text, written while the IR
//! is walked. At most one instruction's model (and the heads of the
//! function, block and loops around it) exists at a time, never the whole
//! document: the model of a 100k-instruction kernel was as large as its IR.
//! The heads and instructions are the ones [`super::export`] builds, and
//! each is written by the format's one writer (`nki_formats::bir_json::stream`),
//! so both give the same text.

use super::export::{block_head, document_head, function_head, functions, loop_head, Exporter};
use crate::bir::ops::OpClass;
use crate::ir::child_ops as ops;
use melior::ir::{operation::OperationRef, Module};
use nki_formats::bir_json::stream::{self, Elements, JsonWriter};
use std::io;

/// Why a streamed export stopped. What was written before is to be
/// discarded: the text stops in the middle of the document.
#[derive(Debug)]
pub enum StreamError {
    /// An op that cannot be exported (the message names it, as
    /// [`super::export`]'s errors do).
    Export(String),
    /// The writer's: the document nests deeper than BIR JSON readers accept,
    /// or `out` failed.
    Write(io::Error),
}

impl From<String> for StreamError {
    fn from(message: String) -> Self {
        StreamError::Export(message)
    }
}

impl From<io::Error> for StreamError {
    fn from(e: io::Error) -> Self {
        StreamError::Write(e)
    }
}

/// Writes `module` into `out` as BIR JSON text, the same text as
/// `write_bir_json_to(&export(module)?, out)`.
pub fn write_bir_json(module: &Module<'_>, out: &mut dyn io::Write) -> Result<(), StreamError> {
    let head = document_head(module)?;
    stream::write_document_to(out, |w| {
        stream::document(w, &head, |out| {
            functions(module).try_for_each(|op| {
                let op = op?;
                out.push(|w| function(w, &op))
            })
        })
    })
}

fn function(w: &mut JsonWriter<'_>, op: &OperationRef<'_, '_>) -> Result<(), StreamError> {
    let (head, exporter) = function_head(op)?;
    stream::function(w, &head, |out| {
        ops(op)
            .filter(|child| OpClass::of(child) == Some(OpClass::Block))
            .try_for_each(|block| out.push(|w| write_block(w, &exporter, &block)))
    })
}

fn write_block(
    w: &mut JsonWriter<'_>,
    exporter: &Exporter,
    op: &OperationRef<'_, '_>,
) -> Result<(), StreamError> {
    stream::block(w, &block_head(op)?, |out| {
        ops(op).try_for_each(|child| out.push(|w| block_item(w, exporter, &child)))
    })
}

fn block_item(
    w: &mut JsonWriter<'_>,
    exporter: &Exporter,
    op: &OperationRef<'_, '_>,
) -> Result<(), StreamError> {
    if OpClass::of(op) != Some(OpClass::Loop) {
        return Ok(stream::instruction(w, &exporter.instruction(op)?)?);
    }
    stream::loop_(w, &loop_head(op)?, |out| blocks(out, exporter, op))
}

fn blocks(
    out: &mut Elements<'_, '_>,
    exporter: &Exporter,
    op: &OperationRef<'_, '_>,
) -> Result<(), StreamError> {
    ops(op).try_for_each(|block| out.push(|w| write_block(w, exporter, &block)))
}
