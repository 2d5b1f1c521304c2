//! The document model written as JSON, element by element through
//! [`super::stream`] (the same writer the `bir` dialect's export drives from
//! the IR).
//!
//! A function's blocks can hold a million instructions; as one
//! `serde_json::Value` tree they took several times the text they print to
//! (8.7 GB for a 1M-instruction kernel). Here each instruction is turned
//! into JSON only when the writer reaches it.

use super::stream::{self, Elements, JsonWriter};
use super::{Block, BlockItem, Document, Function, Loop};
use std::io;

/// Writes `d` into `out` (a final newline included).
pub(super) fn document_to(d: &Document, out: &mut dyn io::Write) -> io::Result<()> {
    stream::write_document_to(out, |w| {
        stream::document(w, d, |functions| {
            d.functions
                .iter()
                .try_for_each(|f| functions.push(|w| function(w, f)))
        })
    })
}

fn function(w: &mut JsonWriter<'_>, f: &Function) -> io::Result<()> {
    stream::function(w, f, |out| blocks(out, &f.blocks))
}

fn blocks(out: &mut Elements<'_, '_>, blocks: &[Block]) -> io::Result<()> {
    blocks.iter().try_for_each(|b| out.push(|w| block(w, b)))
}

fn block(w: &mut JsonWriter<'_>, b: &Block) -> io::Result<()> {
    stream::block(w, b, |items| {
        b.instructions
            .iter()
            .try_for_each(|item| items.push(|w| block_item(w, item)))
    })
}

fn block_item(w: &mut JsonWriter<'_>, item: &BlockItem) -> io::Result<()> {
    match item {
        BlockItem::Instruction(i) => stream::instruction(w, i),
        BlockItem::Loop(l) => loop_(w, l),
    }
}

fn loop_(w: &mut JsonWriter<'_>, l: &Loop) -> io::Result<()> {
    stream::loop_(w, l, |out| blocks(out, &l.blocks))
}
